"""Small colour helpers for "#rrggbb" strings."""

from __future__ import annotations

from functools import cache

from PIL import ImageColor

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


@cache
def rgb(colour: str) -> RGB:
    """ "#rrggbb", "#rgb" or a CSS colour name as an (r, g, b) tuple; anything else is a neutral grey."""
    try:
        r, g, b, *_ = ImageColor.getrgb(colour)
    except ValueError:
        return (128, 128, 128)
    return r, g, b


def rgba(colour: str, alpha: int = 255) -> RGBA:
    r, g, b = rgb(colour)
    return r, g, b, alpha


def mix(a: str | RGB, b: str | RGB, t: float) -> RGB:
    """``a`` moved a fraction ``t`` of the way toward ``b``."""
    ca = rgb(a) if isinstance(a, str) else a
    cb = rgb(b) if isinstance(b, str) else b
    r, g, bl = (round(x + (y - x) * t) for x, y in zip(ca, cb, strict=True))
    return r, g, bl


def darken(c: str | RGB, t: float) -> RGB:
    return mix(c, (0, 0, 0), t)


def lighten(c: str | RGB, t: float) -> RGB:
    return mix(c, (255, 255, 255), t)


def luminance(c: str | RGB) -> float:
    r, g, b = rgb(c) if isinstance(c, str) else c
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def ink_on(c: str | RGB) -> RGB:
    """Black or white, whichever reads better on ``c``."""
    return (20, 20, 20) if luminance(c) > 0.55 else (255, 255, 255)
