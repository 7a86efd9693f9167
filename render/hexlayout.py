"""Pixel geometry of a hex map: where a hex, its corners and its hexsides fall on the image.

A ``Layout`` maps axial hexes to pixels for one orientation, hex size (circumradius in pixels) and origin
(the pixel of axial ``Hex(0, 0)``). It knows nothing of a particular board, so a later system (a
geomorphic board, flat or pointy) reuses it unchanged: only the set of hexes drawn differs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.hexgrid import Hex, Orientation, direction_step, to_cartesian

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Layout:
    orientation: Orientation
    size: float  # circumradius in pixels
    origin: Point = (0.0, 0.0)

    # ------------------------------------------------------------------ centres and corners

    def hex_to_pixel(self, h: Hex) -> Point:
        x, y = to_cartesian(h, self.orientation)
        return self.origin[0] + x * self.size, self.origin[1] + y * self.size

    def unit_to_pixel(self, p: Point) -> Point:
        """A point given in hex-size units (the frame of ``to_cartesian``) as a pixel."""
        return self.origin[0] + p[0] * self.size, self.origin[1] + p[1] * self.size

    def corner_angle(self, i: int) -> float:
        """Angle in degrees (clockwise from east, y down) of corner ``i`` (0–5)."""
        start = 0.0 if self.orientation is Orientation.FLAT else -30.0
        return start + 60.0 * i

    def corners(self, h: Hex, scale: float = 1.0) -> list[Point]:
        """The six corners of ``h`` (optionally of a hex shrunk by ``scale`` around its centre)."""
        cx, cy = self.hex_to_pixel(h)
        r = self.size * scale
        out = []
        for i in range(6):
            a = math.radians(self.corner_angle(i))
            out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return out

    @property
    def width(self) -> float:
        """Width of one hex in pixels."""
        return 2 * self.size if self.orientation is Orientation.FLAT else math.sqrt(3) * self.size

    @property
    def height(self) -> float:
        """Height of one hex in pixels."""
        return math.sqrt(3) * self.size if self.orientation is Orientation.FLAT else 2 * self.size

    @property
    def inradius(self) -> float:
        return math.sqrt(3) / 2 * self.size

    # ------------------------------------------------------------------ hexsides and directions

    def direction_vector(self, direction: int) -> Point:
        """Unit vector from a hex centre toward the middle of its hexside ``direction``."""
        step = direction_step(direction, self.orientation)
        x, y = to_cartesian(step, self.orientation)
        n = math.hypot(x, y)
        return x / n, y / n

    def hexside(self, a: Hex, b: Hex) -> tuple[Point, Point]:
        """The two end points of the hexside shared by the adjacent hexes ``a`` and ``b``."""
        if a.distance(b) != 1:
            raise ValueError(f"hexes {a} and {b} are not adjacent")
        (ax, ay), (bx, by) = self.hex_to_pixel(a), self.hex_to_pixel(b)
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dx, dy = bx - ax, by - ay
        n = math.hypot(dx, dy)
        half = self.size / 2
        px, py = -dy / n * half, dx / n * half
        return (mx + px, my + py), (mx - px, my - py)

    def hexside_midpoint(self, a: Hex, b: Hex) -> Point:
        (x1, y1), (x2, y2) = self.hexside(a, b)
        return (x1 + x2) / 2, (y1 + y2) / 2

    # ------------------------------------------------------------------ extents

    def bounds(self, hexes: Iterable[Hex]) -> tuple[float, float, float, float]:
        """Pixel bounding box (left, top, right, bottom) of the given hexes' outlines."""
        xs: list[float] = []
        ys: list[float] = []
        for h in hexes:
            cx, cy = self.hex_to_pixel(h)
            xs += [cx - self.width / 2, cx + self.width / 2]
            ys += [cy - self.height / 2, cy + self.height / 2]
        if not xs:
            return 0.0, 0.0, 0.0, 0.0
        return min(xs), min(ys), max(xs), max(ys)

    def shifted(self, dx: float, dy: float) -> Layout:
        return Layout(self.orientation, self.size, (self.origin[0] + dx, self.origin[1] + dy))

    def scaled(self, k: float) -> Layout:
        return Layout(self.orientation, self.size * k, (self.origin[0] * k, self.origin[1] * k))


def fit_layout(orientation: Orientation, size: float, hexes: Iterable[Hex], margin: Point) -> Layout:
    """A layout placing the hexes' bounding box at ``margin`` (left, top) from the image corner."""
    base = Layout(orientation, size)
    left, top, _, _ = base.bounds(hexes)
    return base.shifted(margin[0] - left, margin[1] - top)
