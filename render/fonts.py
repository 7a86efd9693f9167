"""The bundled DejaVu fonts (Bitstream Vera licence, see fonts/LICENSE), loaded once per size."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent / "fonts"
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

Font = ImageFont.FreeTypeFont


@cache
def font(size: int, bold: bool = False) -> Font:
    """The bundled sans-serif at ``size`` pixels (never a system font, so images are reproducible)."""
    return ImageFont.truetype(str(BOLD if bold else REGULAR), size=max(1, int(size)))
