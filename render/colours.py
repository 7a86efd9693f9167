"""Small colour helpers for "#rrggbb" strings."""

from __future__ import annotations

RGB = tuple[int, int, int]
RGBA = tuple[int, int, int, int]


def rgb(colour: str) -> RGB:
    c = colour.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    if len(c) != 6:
        raise ValueError(f"not a #rrggbb colour: {colour!r}")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


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
