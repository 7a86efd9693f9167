"""Golden-image comparison with a small per-pixel tolerance (font hinting and zlib may differ a little).

Set HEXWAR_REGOLD=1 to rewrite the golden files from the current renderer, then look at them.
"""

from __future__ import annotations

import io
import os
import tempfile
from pathlib import Path

from PIL import Image, ImageChops

GOLDEN_DIR = Path(__file__).resolve().parent / "golden"
PIXEL_TOLERANCE = 40  # a channel may differ by this much...
MAX_DIFFERENT = 0.001  # ...on at most this fraction of the pixels
MAX_MEAN = 1.5  # and the mean absolute difference stays below this


def regold() -> bool:
    return os.environ.get("HEXWAR_REGOLD", "") not in ("", "0")


def check_golden(name: str, png: bytes) -> None:
    path = GOLDEN_DIR / f"{name}.png"
    if regold() or not path.exists():
        GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
        path.write_bytes(png)
        if not regold():
            raise AssertionError(
                f"golden image {path.name} was missing and has been written; check it and rerun"
            )
        return
    got = Image.open(io.BytesIO(png)).convert("RGB")
    want = Image.open(path).convert("RGB")
    assert got.size == want.size, f"{name}: size {got.size} != golden {want.size} (HEXWAR_REGOLD=1 to update)"
    diff = ImageChops.difference(got, want).convert("L")
    hist = diff.histogram()
    total = got.width * got.height
    different = sum(hist[PIXEL_TOLERANCE + 1 :])
    mean = sum(i * n for i, n in enumerate(hist)) / total
    if different / total > MAX_DIFFERENT or mean > MAX_MEAN:
        out = Path(tempfile.gettempdir()) / f"hexwar_failed_{name}.png"
        got.save(out)
        raise AssertionError(
            f"{name}: {different} pixels ({different / total:.2%}) differ by more than {PIXEL_TOLERANCE}, "
            f"mean difference {mean:.2f}; the new image is in {out} (HEXWAR_REGOLD=1 to accept it)"
        )
