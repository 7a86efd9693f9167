"""The static layer of a snapshot: paper, terrain, hexside features, section lines and coordinates.

It depends only on the map geometry (hexes, hexsides, section lines), the theme and the scale, so it is
drawn once (supersampled, then reduced) and kept in a small LRU cache; counters and the overlay are
composited on a copy.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.hexgrid import Hex, Orientation
from engine.core.view import HexsideView, HexView, MapView
from render.colours import RGB, darken, lighten, mix, rgb
from render.fonts import font
from render.hexlayout import Layout, Point, fit_layout
from render.theme import TerrainStyle, Theme

WATERCOURSE = frozenset({"river", "stream", "ford", "bridge"})
# where a feature drawn beside a hex's counter sits, in hex sizes from the centre (the legend's sample too)
FEATURE_SPOT: dict[str, tuple[float, float]] = {"hatch": (-0.6, 0.42)}
OPEN_WATER = frozenset({"water", "lake", "sea"})
TERRAIN_LEVEL = {"hill": 1, "mountain": 2}  # relief implied by the terrain when elevation is 0

Segment = tuple[tuple[float, float], tuple[float, float]]


@dataclass(frozen=True)
class Board:
    """The static art of one map at one scale, with the layout that placed it."""

    image: Image.Image
    layout: Layout
    # pieces derived from this layer and cached with it (legend samples, the overview's base)
    cache: dict[tuple[object, ...], object] = field(default_factory=dict, compare=False)


def board_for(view_map: MapView, theme: Theme, scale: float) -> Board:
    """The cached static layer for this map geometry (treat ``image`` as read-only)."""
    return _board(
        view_map.orientation, view_map.hexes, view_map.hexsides, view_map.section_lines, theme, scale
    )


def cache_info() -> str:
    return str(_board.cache_info())


def cache_clear() -> None:
    _board.cache_clear()


def map_layout(orientation: Orientation, hexes: Iterable[Hex], theme: Theme, scale: float) -> Layout:
    size = theme.hex_size * scale
    return fit_layout(orientation, size, hexes, (size * 1.05, size * 0.95))


@lru_cache(maxsize=16)
def _board(
    orientation: Orientation,
    hexes: tuple[HexView, ...],
    hexsides: tuple[HexsideView, ...],
    section_lines: tuple[Segment, ...],
    theme: Theme,
    scale: float,
) -> Board:
    layout = map_layout(orientation, (h.hex for h in hexes), theme, scale)
    _, _, right, bottom = layout.bounds(h.hex for h in hexes)
    width = math.ceil(right + layout.size * 1.05)
    height = math.ceil(bottom + layout.size * 0.95)
    ss = max(1, theme.supersample)
    big = Image.new("RGB", (width * ss, height * ss), rgb(theme.background))
    painter = _Painter(big, layout.scaled(ss), theme, hexes)
    painter.paint(hexsides, section_lines)
    image = big.resize((width, height), Image.Resampling.LANCZOS) if ss > 1 else big
    _labels(image, layout, hexes, theme)
    return Board(image, layout)


# ---------------------------------------------------------------------------- painting


class _Painter:
    def __init__(self, image: Image.Image, layout: Layout, theme: Theme, hexes: Sequence[HexView]):
        self.image = image
        self.draw = ImageDraw.Draw(image)
        self.layout = layout
        self.theme = theme
        self.hexes = hexes
        # keyed by (q, r): a system may hand over its own Hex subclass with identity equality
        self.by_hex = {(h.hex.q, h.hex.r): h for h in hexes}
        self.by_label = {h.label: h for h in hexes}
        self.s = layout.size

    # -- helpers

    def kinds(self, hv: HexView) -> set[str]:
        return {hv.terrain, *hv.features}

    def connected(self, hv: HexView, names: frozenset[str]) -> list[int]:
        out = []
        for d, n in enumerate(hv.hex.neighbours(self.layout.orientation)):
            other = self.by_hex.get((n.q, n.r))
            if other is not None and self.kinds(other) & names:
                out.append(d)
        return out

    def edge_point(self, hv: HexView, d: int, reach: float = 1.0) -> Point:
        cx, cy = self.layout.hex_to_pixel(hv.hex)
        vx, vy = self.layout.direction_vector(d)
        r = self.layout.inradius * reach
        return cx + vx * r, cy + vy * r

    def course(self, hv: HexView, names: frozenset[str]) -> list[tuple[Point, Point]]:
        """Segments from the hex centre to the hexsides toward connected hexes of the same network."""
        centre = self.layout.hex_to_pixel(hv.hex)
        dirs = self.connected(hv, names | (OPEN_WATER if names is WATERCOURSE else frozenset()))
        if len(dirs) == 1:
            dirs.append((dirs[0] + 3) % 6)
        if not dirs:
            r = self.layout.inradius
            return [((centre[0] - r, centre[1]), (centre[0] + r, centre[1]))]
        return [(centre, self.edge_point(hv, d, 1.04)) for d in dirs]

    # -- the whole layer

    def paint(self, hexsides: Sequence[HexsideView], section_lines: Sequence[Segment]) -> None:
        for hv in self.hexes:
            self.fill(hv)
        self.contours()
        self.watercourses()
        self.roads()
        for hv in self.hexes:
            self.features(hv)
        self.grid()
        for side in hexsides:
            self.hexside(side)
        self.sections(section_lines)
        self.frame()

    def fill(self, hv: HexView) -> None:
        style = self.theme.terrain_style(hv.terrain)
        fill = rgb(style.fill)
        if hv.elevation:
            fill = darken(fill, min(0.5, self.theme.elevation_step * hv.elevation))
        corners = self.layout.corners(hv.hex)
        self.draw.polygon(corners, fill=fill)
        rnd = random.Random(hv.hex.q * 1009 + hv.hex.r * 31 + 7)
        cx, cy = self.layout.hex_to_pixel(hv.hex)
        texture = TEXTURES.get(style.texture)
        if texture is not None:
            texture(self, hv, cx, cy, style, fill, rnd)

    def level(self, hv: HexView) -> int:
        return max(hv.elevation, TERRAIN_LEVEL.get(hv.terrain, 0))

    def contours(self) -> None:
        """Contour lines inside every hexside where the ground drops, with hachures pointing downhill."""
        s = self.s
        ink = rgb(self.theme.terrain_style("hill").ink)
        width = max(1, round(s * 0.06))
        for hv in self.hexes:
            level = self.level(hv)
            if level <= 0:
                continue
            centre = self.layout.hex_to_pixel(hv.hex)
            for n in hv.hex.neighbours(self.layout.orientation):
                other = self.by_hex.get((n.q, n.r))
                if other is None:
                    continue
                lower = self.level(other)
                p, q = self.layout.hexside(hv.hex, n)
                for k in range(max(0, level - lower)):
                    f = 0.88 - 0.15 * k
                    a = (centre[0] + (p[0] - centre[0]) * f, centre[1] + (p[1] - centre[1]) * f)
                    b = (centre[0] + (q[0] - centre[0]) * f, centre[1] + (q[1] - centre[1]) * f)
                    self.draw.line([a, b], fill=ink, width=width)
                    if k == 0:
                        self._hachures(a, b, centre, ink)

    def _hachures(self, a: Point, b: Point, centre: Point, ink: RGB) -> None:
        s = self.s
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        ox, oy = mx - centre[0], my - centre[1]
        n = math.hypot(ox, oy) or 1.0
        ox, oy = ox / n, oy / n
        for t in (0.2, 0.4, 0.6, 0.8):
            x, y = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
            self.draw.line(
                [(x, y), (x + ox * s * 0.1, y + oy * s * 0.1)], fill=ink, width=max(1, round(s * 0.03))
            )

    def features(self, hv: HexView) -> None:
        cx, cy = self.layout.hex_to_pixel(hv.hex)
        rnd = random.Random(hv.hex.q * 7919 + hv.hex.r * 13 + 3)
        for name in hv.features:
            if name in WATERCOURSE or name == "road" or name == hv.terrain:
                continue
            style = self.theme.terrain_style(name)
            texture = TEXTURES.get(style.texture)
            if texture is not None and style is not self.theme.fallback and style.texture != "grass":
                texture(self, hv, cx, cy, style, rgb(self.theme.terrain_style(hv.terrain).fill), rnd)

    def watercourses(self) -> None:
        wet = [hv for hv in self.hexes if self.kinds(hv) & WATERCOURSE]
        s = self.s
        bank = (70, 96, 120)
        for hv in wet:  # banks first, so that bands join cleanly across hexes
            edge = 0.34 if "river" in self.kinds(hv) else 0.17  # a river is wide, a stream a thin line
            for a, b in self.course(hv, WATERCOURSE):
                self.draw.line(self.meander(a, b), fill=bank, width=round(s * edge), joint="curve")
                self.disc(a, s * edge / 2, bank)
        for hv in wet:
            style = self.theme.terrain_style(next(iter(sorted(self.kinds(hv) & WATERCOURSE))))
            ink = rgb(style.ink)
            width = 0.27 if "river" in self.kinds(hv) else 0.11
            for a, b in self.course(hv, WATERCOURSE):
                self.draw.line(self.meander(a, b), fill=ink, width=round(s * width), joint="curve")
                self.disc(a, s * width / 2, ink)
        for hv in wet:
            style = self.theme.terrain_style(next(iter(sorted(self.kinds(hv) & WATERCOURSE))))
            for a, b in self.course(hv, WATERCOURSE):
                self.draw.line(
                    self.meander(a, b),
                    fill=lighten(rgb(style.ink), 0.35),
                    width=round(s * 0.05),
                    joint="curve",
                )
            kinds = self.kinds(hv)
            if "ford" in kinds:
                self.ford(hv)
            if "bridge" in kinds:
                self.bridge(hv)

    def meander(self, a: Point, b: Point) -> list[Point]:
        """A gentle bend from a hex centre to a hexside: joined with the next hex's, an S-curve."""
        return _wave(a, b, self.s * 0.09, 0.5)

    def flow_angle(self, hv: HexView) -> float:
        segs = self.course(hv, WATERCOURSE)
        (ax, ay), (bx, by) = segs[0]
        if len(segs) >= 2:
            (_, _), (cx2, cy2) = segs[1]
            return math.atan2(by - cy2, bx - cx2)
        return math.atan2(by - ay, bx - ax)

    def ford(self, hv: HexView) -> None:
        """Shallow, paler water through the hex, with a line of stepping stones across the flow."""
        cx, cy = self.layout.hex_to_pixel(hv.hex)
        s = self.s
        shallow = 0.2 if "river" in self.kinds(hv) else 0.09
        for a, b in self.course(hv, WATERCOURSE):
            self.draw.line(self.meander(a, b), fill=rgb("#a8d8f5"), width=round(s * shallow), joint="curve")
            self.disc(a, s * shallow / 2, rgb("#a8d8f5"))
        ang = self.flow_angle(hv) + math.pi / 2  # the crossing runs across the flow
        ux, uy = math.cos(ang), math.sin(ang)
        for k in (-2, -1, 0, 1, 2):
            x, y = cx + ux * k * s * 0.13, cy + uy * k * s * 0.13
            r = s * 0.07
            self.draw.ellipse(
                [x - r, y - r, x + r, y + r], fill=(176, 164, 140), outline=(70, 60, 46), width=2
            )

    def bridge(self, hv: HexView) -> None:
        """A plank deck across the flow, with parapets and splayed wing walls at both ends."""
        cx, cy = self.layout.hex_to_pixel(hv.hex)
        s = self.s
        ang = self.flow_angle(hv) + math.pi / 2  # the deck crosses the flow
        ux, uy = math.cos(ang), math.sin(ang)
        vx, vy = -uy, ux
        half_len, half_w = s * 0.46, s * 0.2

        def at(u: float, v: float) -> Point:
            return cx + ux * u + vx * v, cy + uy * u + vy * v

        deck = [at(half_len, half_w), at(half_len, -half_w), at(-half_len, -half_w), at(-half_len, half_w)]
        self.draw.polygon(deck, fill=(196, 160, 108))
        for k in range(-4, 5):  # planks
            u = half_len * k / 4.5
            self.draw.line(
                [at(u, half_w), at(u, -half_w)], fill=(150, 112, 66), width=max(1, round(s * 0.02))
            )
        dark = (70, 46, 24)
        w = max(2, round(s * 0.05))
        for side in (-1, 1):
            v = half_w * side
            self.draw.line([at(-half_len, v), at(half_len, v)], fill=dark, width=w)
            for end in (-1, 1):  # wing walls
                u = half_len * end
                self.draw.line([at(u, v), at(u + end * s * 0.1, v + side * s * 0.1)], fill=dark, width=w)

    def roads(self) -> None:
        roads = [hv for hv in self.hexes if "road" in self.kinds(hv)]
        s = self.s
        names = frozenset({"road"})
        for colour, width in (((120, 94, 60), 0.16), ((214, 190, 140), 0.10)):
            for hv in roads:
                for a, b in self.course(hv, names):
                    self.draw.line([a, b], fill=colour, width=round(s * width), joint="curve")
                    self.disc(a, s * width / 2, colour)

    def grid(self) -> None:
        colour = rgb(self.theme.grid)
        width = max(1, round(self.s * 0.035))
        for hv in self.hexes:
            corners = self.layout.corners(hv.hex)
            self.draw.line([*corners, corners[0]], fill=colour, width=width, joint="curve")

    def hexside(self, side: HexsideView) -> None:
        a, b = self.by_label.get(side.a), self.by_label.get(side.b)
        if a is None or b is None or a.hex.distance(b.hex) != 1:
            return  # a hexside off the drawn map (or malformed) is simply not drawn
        p, q = self.layout.hexside(a.hex, b.hex)
        colour_s, width_f, style = self.theme.hexside_style(side.feature)
        colour = rgb(colour_s)
        w = max(2, round(self.s * width_f))
        s = self.s
        mx, my = (p[0] + q[0]) / 2, (p[1] + q[1]) / 2
        dx, dy = q[0] - p[0], q[1] - p[1]
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n  # along the hexside
        nx, ny = -uy, ux  # across it
        if style in ("water", "ford", "bridge"):
            pts = _wave(p, q, s * 0.035, 2)
            self.draw.line(pts, fill=darken(colour, 0.35), width=w + max(2, round(s * 0.04)), joint="curve")
            self.draw.line(pts, fill=colour, width=w, joint="curve")
            self.draw.line(pts, fill=lighten(colour, 0.4), width=max(1, w // 4), joint="curve")
            if style == "ford":
                for k in (-1, 0, 1):
                    x, y = mx + ux * k * s * 0.16, my + uy * k * s * 0.16
                    r = s * 0.06
                    self.draw.ellipse(
                        [x - r, y - r, x + r, y + r], fill=(160, 150, 128), outline=(80, 70, 54)
                    )
            if style == "bridge":
                hl, hw = s * 0.28, s * 0.11
                deck = [
                    (mx + nx * hl + ux * hw, my + ny * hl + uy * hw),
                    (mx + nx * hl - ux * hw, my + ny * hl - uy * hw),
                    (mx - nx * hl - ux * hw, my - ny * hl - uy * hw),
                    (mx - nx * hl + ux * hw, my - ny * hl + uy * hw),
                ]
                self.draw.polygon(
                    deck, fill=(150, 104, 60), outline=(60, 40, 20), width=max(1, round(s * 0.03))
                )
        elif style in ("door", "window", "loophole"):  # a building's wall with an opening in it
            gap = {"door": 0.26, "window": 0.2, "loophole": 0.08}[style]
            edge = darken(colour, 0.4)
            for end0, end1 in (
                (p, (mx - ux * s * gap, my - uy * s * gap)),
                ((mx + ux * s * gap, my + uy * s * gap), q),
            ):
                self.draw.line([end0, end1], fill=edge, width=w + max(2, round(s * 0.03)))
                self.draw.line([end0, end1], fill=colour, width=w)
            if style == "door":  # the leaf, swung open
                self.draw.line(
                    [
                        (mx - ux * s * gap, my - uy * s * gap),
                        (mx - ux * s * gap + nx * s * 0.2, my - uy * s * gap + ny * s * 0.2),
                    ],
                    fill=(140, 90, 40),
                    width=max(2, w // 2),
                )
            elif style == "window":  # a pane across the opening
                self.draw.line(
                    [(mx - ux * s * gap, my - uy * s * gap), (mx + ux * s * gap, my + uy * s * gap)],
                    fill=(150, 200, 235),
                    width=max(2, w // 2),
                )
            else:  # a loophole: a narrow slit through the wall
                self.draw.line(
                    [(mx - nx * s * 0.09, my - ny * s * 0.09), (mx + nx * s * 0.09, my + ny * s * 0.09)],
                    fill=(30, 30, 30),
                    width=max(2, w // 2),
                )
        elif style == "parapet":  # a low wall with crenellations
            self.draw.line([p, q], fill=darken(colour, 0.4), width=w)
            for k in range(4):
                t = (k + 0.5) / 4
                x, y = p[0] + dx * t, p[1] + dy * t
                c = s * 0.045
                self.draw.rectangle([x - c, y - c, x + c, y + c], fill=colour, outline=darken(colour, 0.4))
        elif style in ("wall", "gate", "rampart"):
            self.draw.line([p, q], fill=darken(colour, 0.4), width=w + max(2, round(s * 0.03)))
            self.draw.line([p, q], fill=colour, width=w)
            ticks = 5
            for k in range(ticks):
                t = (k + 0.5) / ticks
                x, y = p[0] + dx * t, p[1] + dy * t
                length = s * (0.12 if style == "rampart" else 0.07)
                if style == "rampart":  # a triangle pointing across the hexside
                    tri = [
                        (x - ux * s * 0.05, y - uy * s * 0.05),
                        (x + ux * s * 0.05, y + uy * s * 0.05),
                        (x + nx * length, y + ny * length),
                    ]
                    self.draw.polygon(tri, fill=darken(colour, 0.3))
                else:
                    self.draw.line(
                        [(x, y), (x + nx * length, y + ny * length)], fill=darken(colour, 0.4), width=w
                    )
            if style == "gate":
                g = s * 0.12
                self.draw.rectangle(
                    [mx - g, my - g, mx + g, my + g], fill=(150, 100, 50), outline=(50, 30, 10)
                )
        elif style == "slope":
            self.draw.line([p, q], fill=colour, width=w)
            for k in range(6):
                t = (k + 0.5) / 6
                x, y = p[0] + dx * t, p[1] + dy * t
                self.draw.line(
                    [(x, y), (x + nx * s * 0.1, y + ny * s * 0.1)], fill=colour, width=max(1, w // 2)
                )
        else:
            self.draw.line([p, q], fill=darken(colour, 0.3), width=w + 2)
            self.draw.line([p, q], fill=colour, width=w)

    def sections(self, lines: Sequence[Segment]) -> None:
        colour = rgb(self.theme.section_line)
        segs: list[tuple[Point, Point]] = [
            (self.layout.unit_to_pixel(a), self.layout.unit_to_pixel(b)) for a, b in lines
        ]
        if not segs:
            segs = self._derived_section_lines()
        for a, b in segs:
            _dashed(self.draw, a, b, colour, max(2, round(self.s * 0.07)), self.s * 0.16, self.s * 0.14)

    def _derived_section_lines(self) -> list[tuple[Point, Point]]:
        """Vertical dotted lines through hexes that belong to two sections (Commands & Colors boards)."""
        groups: dict[frozenset[str], list[float]] = {}
        for hv in self.hexes:
            if len(hv.sections) >= 2:
                groups.setdefault(frozenset(hv.sections), []).append(self.layout.hex_to_pixel(hv.hex)[0])
        if not groups:
            return []
        _, top, _, bottom = self.layout.bounds(h.hex for h in self.hexes)
        out = []
        for xs in groups.values():
            x = sum(xs) / len(xs)
            out.append(((x, top + self.s * 0.5), (x, bottom - self.s * 0.5)))
        return out

    def frame(self) -> None:
        left, top, right, bottom = self.layout.bounds(h.hex for h in self.hexes)
        edge = rgb(self.theme.paper_edge)
        pad = self.s * 0.12
        self.draw.rectangle(
            [left - pad, top - pad, right + pad, bottom + pad],
            outline=edge,
            width=max(1, round(self.s * 0.06)),
        )
        pad = self.s * 0.2  # a thin outer rule, as on a printed map
        self.draw.rectangle(
            [left - pad, top - pad, right + pad, bottom + pad],
            outline=edge,
            width=max(1, round(self.s * 0.02)),
        )

    def disc(self, c: Point, r: float, colour: RGB) -> None:
        self.draw.ellipse([c[0] - r, c[1] - r, c[0] + r, c[1] + r], fill=colour)


# ---------------------------------------------------------------------------- textures

Texture = Callable[[_Painter, HexView, float, float, TerrainStyle, RGB, random.Random], None]


def _scatter(rnd: random.Random, n: int, radius: float, min_gap: float) -> list[Point]:
    """Up to ``n`` points inside a disc, kept ``min_gap`` apart (deterministic per hex)."""
    pts: list[Point] = []
    tries = 0
    while len(pts) < n and tries < n * 30:
        tries += 1
        a = rnd.uniform(0, 2 * math.pi)
        d = radius * math.sqrt(rnd.random())
        p = (d * math.cos(a), d * math.sin(a))
        if all(math.hypot(p[0] - o[0], p[1] - o[1]) >= min_gap for o in pts):
            pts.append(p)
    return pts


def _grass(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = mix(fill, rgb(st.ink), 0.8)
    for x, y in _scatter(rnd, 5, s * 0.62, s * 0.25):
        bx, by = cx + x, cy + y
        for k in (-1, 0, 1):
            pt.draw.line(
                [(bx, by), (bx + k * s * 0.04, by - s * 0.08)], fill=ink, width=max(1, round(s * 0.02))
            )


def _tree(pt: _Painter, x: float, y: float, r: float, st: TerrainStyle, fill: RGB) -> None:
    ink = rgb(st.ink)
    pt.draw.ellipse(
        [x - r * 0.85, y - r * 0.55, x + r * 1.15, y + r * 1.25], fill=darken(ink, 0.25)
    )  # shadow
    pt.draw.ellipse([x - r, y - r, x + r, y + r], fill=mix(ink, fill, 0.25), outline=darken(ink, 0.3))
    pt.draw.ellipse([x - r * 0.55, y - r * 0.6, x, y - r * 0.1], fill=lighten(mix(ink, fill, 0.25), 0.25))


def _trees(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    pts = _scatter(rnd, 9, s * 0.58, s * 0.27)
    for x, y in sorted(pts, key=lambda p: p[1]):
        _tree(pt, cx + x, cy + y, s * rnd.uniform(0.14, 0.19), st, fill)


def _orchard(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    step = s * 0.34
    for i in range(-2, 3):
        for j in range(-2, 3):
            x, y = cx + i * step + (j % 2) * step / 2, cy + j * step * 0.85
            if math.hypot(x - cx, y - cy) < s * 0.7:
                _tree(pt, x, y, s * 0.09, st, fill)


def _chords(cx: float, cy: float, radius: float, angle: float, gap: float) -> list[tuple[Point, Point]]:
    """Parallel chords of a disc at ``angle``, ``gap`` apart."""
    ux, uy = math.cos(angle), math.sin(angle)
    nx, ny = -uy, ux
    out = []
    k = -math.floor(radius / gap)
    while k * gap <= radius:
        off = k * gap
        half = math.sqrt(max(0.0, radius * radius - off * off))
        if half > gap * 0.3:
            bx, by = cx + nx * off, cy + ny * off
            out.append(((bx - ux * half, by - uy * half), (bx + ux * half, by + uy * half)))
        k += 1
    return out


def _field(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    angle = math.radians(rnd.choice((20, 35, -25, 70)))
    for a, b in _chords(cx, cy, s * 0.68, angle, s * 0.13):
        pt.draw.line([a, b], fill=rgb(st.ink), width=max(1, round(s * 0.025)))


def _vineyard(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    for a, b in _chords(cx, cy, s * 0.66, 0.0, s * 0.2):
        pt.draw.line([a, b], fill=(140, 120, 80), width=max(1, round(s * 0.02)))
        n = max(1, int(math.hypot(b[0] - a[0], b[1] - a[1]) / (s * 0.14)))
        for k in range(n + 1):
            x = a[0] + (b[0] - a[0]) * k / max(1, n)
            y = a[1] + (b[1] - a[1]) * k / max(1, n)
            r = s * 0.045
            pt.draw.ellipse([x - r, y - r, x + r, y + r], fill=rgb(st.ink))


def _rough(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    for x, y in _scatter(rnd, 8, s * 0.6, s * 0.22):
        r = s * rnd.uniform(0.05, 0.1)
        bx, by = cx + x, cy + y
        poly = [
            (bx + r * math.cos(a) * rnd.uniform(0.7, 1.2), by + r * math.sin(a) * rnd.uniform(0.6, 1.0))
            for a in (i * math.pi / 3 for i in range(6))
        ]
        pt.draw.polygon(poly, fill=mix(fill, ink, 0.45), outline=darken(ink, 0.2))
    for x, y in _scatter(rnd, 10, s * 0.65, s * 0.1):
        r = s * 0.02
        pt.draw.ellipse([cx + x - r, cy + y - r, cx + x + r, cy + y + r], fill=ink)


def _marsh(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.025))
    for i, (a, b) in enumerate(_chords(cx, cy, s * 0.64, 0.0, s * 0.16)):
        x0, y0 = a
        length = b[0] - a[0]
        x = x0 + (i % 2) * s * 0.08
        while x < x0 + length - s * 0.1:
            pt.draw.line([(x, y0), (x + s * 0.14, y0)], fill=ink, width=w)
            x += s * 0.24
    for x, y in _scatter(rnd, 4, s * 0.5, s * 0.3):  # reed tufts
        bx, by = cx + x, cy + y
        for k in (-1, 0, 1):
            pt.draw.line([(bx, by), (bx + k * s * 0.05, by - s * 0.14)], fill=(60, 100, 50), width=w)


def _water(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    for x, y in _scatter(rnd, 5, s * 0.55, s * 0.28):
        bx, by = cx + x, cy + y
        r = s * 0.07
        pt.draw.arc([bx - 2 * r, by - r, bx, by + r], 200, 340, fill=ink, width=max(1, round(s * 0.025)))
        pt.draw.arc([bx, by - r, bx + 2 * r, by + r], 200, 340, fill=ink, width=max(1, round(s * 0.025)))


def _hill(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A lighter crest; the slopes (contour lines and hachures) are drawn by the contour pass."""
    s = pt.s
    crest = lighten(fill, 0.16)
    pt.draw.ellipse([cx - s * 0.5, cy - s * 0.42, cx + s * 0.5, cy + s * 0.42], fill=mix(fill, crest, 0.5))
    pt.draw.ellipse([cx - s * 0.3, cy - s * 0.25, cx + s * 0.3, cy + s * 0.25], fill=crest)
    _grass(pt, hv, cx, cy, TerrainStyle(st.fill, "grass", "#b89a5c"), fill, rnd)


def _slope(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    for i in range(18):
        a = 2 * math.pi * i / 18
        x, y = cx + s * 0.5 * math.cos(a), cy + s * 0.5 * math.sin(a)
        pt.draw.line(
            [(x, y), (x + math.cos(a) * s * 0.18, y + math.sin(a) * s * 0.18)],
            fill=rgb(st.ink),
            width=max(1, round(s * 0.03)),
        )


def _mountain(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    for dx, dy, h in ((-0.28, 0.15, 0.45), (0.22, 0.2, 0.38), (0.0, -0.05, 0.6)):
        x, y = cx + dx * s, cy + dy * s + 0.25 * s
        tri = [(x - h * s * 0.6, y), (x, y - h * s), (x + h * s * 0.6, y)]
        pt.draw.polygon(tri, fill=mix(fill, ink, 0.35), outline=darken(ink, 0.2))
        snow = [(x - h * s * 0.18, y - h * s * 0.7), (x, y - h * s), (x + h * s * 0.18, y - h * s * 0.7)]
        pt.draw.polygon(snow, fill=(245, 245, 240))


def _house(pt: _Painter, x: float, y: float, w: float, h: float, roof: RGB) -> None:
    s = pt.s
    line = max(1, round(s * 0.02))
    pt.draw.rectangle(
        [x - w / 2, y - h / 2, x + w / 2, y + h / 2], fill=(236, 226, 200), outline=(60, 40, 30), width=line
    )
    pt.draw.polygon(
        [(x - w / 2 - s * 0.02, y - h / 2), (x, y - h / 2 - h * 0.7), (x + w / 2 + s * 0.02, y - h / 2)],
        fill=roof,
        outline=(60, 30, 20),
    )


def _village(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    roof = rgb(st.ink)
    spots = ((-0.3, -0.05), (0.28, -0.12), (-0.05, 0.32), (0.33, 0.35))
    for dx, dy in spots:
        _house(pt, cx + dx * s, cy + dy * s, s * 0.26, s * 0.18, mix(roof, (200, 80, 50), rnd.random() * 0.5))


def _town(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    pt.draw.ellipse(
        [cx - s * 0.68, cy - s * 0.6, cx + s * 0.68, cy + s * 0.6], fill=mix(fill, (170, 160, 140), 0.4)
    )
    roof = rgb(st.ink)
    for dx, dy in (
        (-0.38, -0.2),
        (0.0, -0.3),
        (0.36, -0.16),
        (-0.4, 0.22),
        (0.02, 0.1),
        (0.38, 0.3),
        (-0.1, 0.45),
    ):
        _house(pt, cx + dx * s, cy + dy * s, s * 0.22, s * 0.16, mix(roof, (200, 80, 50), rnd.random() * 0.5))
    # a church tower
    x, y = cx + 0.18 * s, cy + 0.0 * s
    pt.draw.rectangle(
        [x - s * 0.05, y - s * 0.2, x + s * 0.05, y + s * 0.06], fill=(200, 196, 184), outline=(60, 50, 40)
    )
    pt.draw.line([(x, y - s * 0.34), (x, y - s * 0.2)], fill=(60, 50, 40), width=max(1, round(s * 0.02)))
    pt.draw.line(
        [(x - s * 0.04, y - s * 0.29), (x + s * 0.04, y - s * 0.29)],
        fill=(60, 50, 40),
        width=max(1, round(s * 0.02)),
    )


def _tents(pt: _Painter, cx: float, cy: float, st: TerrainStyle, spots: Iterable[Point]) -> None:
    s = pt.s
    for dx, dy in spots:
        x, y = cx + dx * s, cy + dy * s
        tri = [(x - s * 0.13, y + s * 0.08), (x, y - s * 0.12), (x + s * 0.13, y + s * 0.08)]
        pt.draw.polygon(tri, fill=(240, 232, 212), outline=rgb(st.ink))
        pt.draw.line([(x, y - s * 0.12), (x, y + s * 0.08)], fill=rgb(st.ink), width=max(1, round(s * 0.015)))


def _camp(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    _tents(pt, cx, cy, st, ((-0.3, -0.1), (0.25, -0.2), (0.0, 0.25), (0.35, 0.3), (-0.35, 0.35)))


def _fort(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    r = s * 0.55
    box = [(cx - r, cy - r * 0.8), (cx + r, cy - r * 0.8), (cx + r, cy + r * 0.8), (cx - r, cy + r * 0.8)]
    pt.draw.polygon(box, outline=ink, width=max(2, round(s * 0.06)))
    for (ax, ay), (bx, by) in zip(box, [*box[1:], box[0]], strict=True):  # palisade stakes
        for k in range(7):
            t = k / 6
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            rr = s * 0.035
            pt.draw.ellipse([x - rr, y - rr, x + rr, y + rr], fill=darken(ink, 0.2))
    _tents(pt, cx, cy, st, ((-0.2, -0.1), (0.2, 0.0), (-0.05, 0.3)))


def _rampart(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    ink = rgb(st.ink)
    ring = pt.layout.corners(hv.hex, 0.72)
    pt.draw.line([*ring, ring[0]], fill=ink, width=max(2, round(s * 0.09)), joint="curve")
    for (ax, ay), (bx, by) in zip(ring, [*ring[1:], ring[0]], strict=True):
        for k in range(3):
            t = (k + 0.5) / 3
            x, y = ax + (bx - ax) * t, ay + (by - ay) * t
            rr = s * 0.045
            pt.draw.rectangle([x - rr, y - rr, x + rr, y + rr], fill=darken(ink, 0.35))


def _road(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    _grass(pt, hv, cx, cy, st, fill, rnd)  # the road itself is drawn by the road network pass


def _plain(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    s = pt.s
    for a, b in _chords(cx, cy, s * 0.6, math.radians(45), s * 0.2):
        pt.draw.line([a, b], fill=mix(fill, rgb(st.ink), 0.5), width=max(1, round(s * 0.015)))


def _watercourse(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    _grass(pt, hv, cx, cy, st, fill, rnd)  # banks; the water is drawn by the watercourse pass


def _palm_crown(pt: _Painter, x: float, y: float, r: float, ink: RGB, fill: RGB) -> None:
    """A palm seen from above: fronds radiating from the crown."""
    w = max(1, round(pt.s * 0.035))
    for i in range(7):
        a = 2 * math.pi * i / 7 + 0.3
        tip = (x + r * math.cos(a), y + r * math.sin(a))
        bend = (x + r * 0.6 * math.cos(a + 0.25), y + r * 0.6 * math.sin(a + 0.25))
        pt.draw.line([(x, y), bend, tip], fill=ink, width=w, joint="curve")
    pt.draw.ellipse([x - r * 0.18, y - r * 0.18, x + r * 0.18, y + r * 0.18], fill=darken(ink, 0.3))


def _palms(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """Palm foliage: crowns overhead (the trunks stand in the trunk hexes)."""
    s = pt.s
    ink = rgb(st.ink)
    for x, y in _scatter(rnd, 3, s * 0.45, s * 0.4):
        _palm_crown(pt, cx + x, cy + y, s * 0.3, ink, fill)


def _trunk(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A palm's trunk hex: a thick brown trunk under a large crown."""
    s = pt.s
    r = s * 0.16
    pt.draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(120, 84, 50), outline=(60, 40, 20))
    _palm_crown(pt, cx, cy, s * 0.55, rgb(st.ink), fill)


def _oasis(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """An oasis: a pool of water in a green rim."""
    s = pt.s
    ink = rgb(st.ink)
    pt.draw.ellipse(
        [cx - s * 0.55, cy - s * 0.42, cx + s * 0.55, cy + s * 0.42], fill=(120, 176, 214), outline=ink
    )
    _water(pt, hv, cx, cy, TerrainStyle(st.fill, "water", "#4e86c0"), fill, rnd)


def _brush(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """Brush: low scattered shrubs."""
    s = pt.s
    ink = rgb(st.ink)
    for x, y in _scatter(rnd, 7, s * 0.6, s * 0.24):
        bx, by = cx + x, cy + y
        r = s * rnd.uniform(0.06, 0.09)
        for dx in (-r * 0.8, 0.0, r * 0.8):
            pt.draw.ellipse([bx + dx - r, by - r, bx + dx + r, by + r * 0.7], fill=mix(ink, fill, 0.3))


def _floor(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A building's floor or a flat roof: square tiles."""
    s = pt.s
    ink = mix(fill, rgb(st.ink), 0.45)
    step = s * 0.3
    w = max(1, round(s * 0.015))
    for k in range(-3, 4):
        pt.draw.line([(cx + k * step, cy - s * 0.8), (cx + k * step, cy + s * 0.8)], fill=ink, width=w)
        pt.draw.line([(cx - s * 0.8, cy + k * step), (cx + s * 0.8, cy + k * step)], fill=ink, width=w)


def _stone(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """Masonry (a castle wall, a tower): courses of dressed stone."""
    s = pt.s
    ink = rgb(st.ink)
    h = s * 0.2
    w = max(1, round(s * 0.02))
    for j in range(-4, 5):
        y = cy + j * h
        pt.draw.line([(cx - s, y), (cx + s, y)], fill=ink, width=w)
        off = (j % 2) * s * 0.2
        for i in range(-3, 4):
            x = cx + i * s * 0.4 + off
            pt.draw.line([(x, y), (x, y + h)], fill=ink, width=w)


def _bodies(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """The dead where they fell: two figures lying at the foot of the hex."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.025))
    for dx, tilt in ((-0.2, 0.25), (0.18, -0.3)):
        x, y = cx + dx * s, cy + s * 0.52
        ux, uy = math.cos(tilt), math.sin(tilt)
        body = [(x - ux * s * 0.13, y - uy * s * 0.13), (x + ux * s * 0.1, y + uy * s * 0.1)]
        pt.draw.line(body, fill=ink, width=max(2, round(s * 0.07)))
        hx, hy = x + ux * s * 0.17, y + uy * s * 0.17
        r = s * 0.045
        pt.draw.ellipse([hx - r, hy - r, hx + r, hy + r], fill=ink, outline=darken(ink, 0.3), width=w)


def _flames(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A naphtha fire burning in the hex: three tongues of flame, a bright core in each."""
    s = pt.s
    ink, glow = rgb(st.ink), rgb(st.fill)
    for dx, h in ((-0.22, 0.32), (0.0, 0.44), (0.22, 0.3)):
        x, y = cx + dx * s, cy + s * 0.12
        tongue = [
            (x - s * 0.1, y),
            (x - s * 0.06, y - h * s * 0.55),
            (x, y - h * s),
            (x + s * 0.06, y - h * s * 0.55),
            (x + s * 0.1, y),
        ]
        pt.draw.polygon(tongue, fill=ink, outline=darken(ink, 0.2))
        pt.draw.polygon([(x - s * 0.05, y), (x, y - h * s * 0.55), (x + s * 0.05, y)], fill=glow)


def _stairs(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """Stairs: treads narrowing upward."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.03))
    for k in range(5):
        y = cy + s * (0.4 - k * 0.18)
        half = s * (0.45 - k * 0.05)
        pt.draw.line([(cx - half, y), (cx + half, y)], fill=ink, width=w)


def _ladder(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A siege ladder standing in the hex: two rails and their rungs."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(2, round(s * 0.05))
    for dx in (-0.16, 0.16):
        pt.draw.line([(cx + dx * s, cy - s * 0.6), (cx + dx * s, cy + s * 0.6)], fill=ink, width=w)
    for k in range(6):
        y = cy - s * 0.5 + k * s * 0.2
        pt.draw.line([(cx - s * 0.16, y), (cx + s * 0.16, y)], fill=ink, width=max(1, w // 2))


def _hatch(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A hatch in the ceiling of a room, up to its flat roof: a planked trapdoor in the hex's lower left,
    clear of the counter drawn in the middle."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.03))
    dx, dy = FEATURE_SPOT["hatch"]
    side = s * 0.26
    x0, y0 = cx + dx * s - side / 2, cy + dy * s - side / 2
    pt.draw.rectangle([x0, y0, x0 + side, y0 + side], fill=rgb(st.fill), outline=ink, width=w * 2)
    for k in (1, 2):
        x = x0 + side * k / 3
        pt.draw.line([(x, y0), (x, y0 + side)], fill=ink, width=w)


def _tent(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """A large tent's cloth seen from above: a ridge and its seams."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.03))
    pt.draw.line([(cx - s * 0.6, cy), (cx + s * 0.6, cy)], fill=ink, width=w * 2)
    for k in (-0.4, -0.2, 0.0, 0.2, 0.4):
        pt.draw.line([(cx + k * s, cy - s * 0.55), (cx + k * s, cy + s * 0.55)], fill=ink, width=w)


def _ropes(
    pt: _Painter, hv: HexView, cx: float, cy: float, st: TerrainStyle, fill: RGB, rnd: random.Random
) -> None:
    """Guy ropes pegged into the ground."""
    s = pt.s
    ink = rgb(st.ink)
    w = max(1, round(s * 0.02))
    for a in (-0.5, 0.0, 0.5):
        x0, y0 = cx + a * s, cy - s * 0.5
        x1, y1 = cx + a * s * 0.6, cy + s * 0.45
        pt.draw.line([(x0, y0), (x1, y1)], fill=ink, width=w)
        r = s * 0.04
        pt.draw.ellipse([x1 - r, y1 - r, x1 + r, y1 + r], fill=ink)


TEXTURES: dict[str, Texture] = {
    "grass": _grass,
    "trees": _trees,
    "orchard": _orchard,
    "field": _field,
    "vineyard": _vineyard,
    "rough": _rough,
    "marsh": _marsh,
    "water": _water,
    "hill": _hill,
    "slope": _slope,
    "mountain": _mountain,
    "village": _village,
    "town": _town,
    "camp": _camp,
    "fort": _fort,
    "rampart": _rampart,
    "road": _road,
    "plain": _plain,
    "watercourse": _watercourse,
    "palms": _palms,
    "trunk": _trunk,
    "oasis": _oasis,
    "brush": _brush,
    "floor": _floor,
    "stone": _stone,
    "bodies": _bodies,
    "flames": _flames,
    "stairs": _stairs,
    "ladder": _ladder,
    "hatch": _hatch,
    "tent": _tent,
    "ropes": _ropes,
    "ford": _watercourse,
    "bridge": _watercourse,
}


# ---------------------------------------------------------------------------- lines


def _wave(p: Point, q: Point, amplitude: float, periods: float) -> list[Point]:
    dx, dy = q[0] - p[0], q[1] - p[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n, dx / n
    pts = []
    steps = max(6, round(12 * periods))
    for i in range(steps + 1):
        t = i / steps
        off = amplitude * math.sin(t * periods * 2 * math.pi)
        pts.append((p[0] + dx * t + nx * off, p[1] + dy * t + ny * off))
    return pts


def _dashed(
    draw: ImageDraw.ImageDraw, a: Point, b: Point, colour: RGB, width: int, dash: float, gap: float
) -> None:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy)
    if n == 0:
        return
    ux, uy = dx / n, dy / n
    t = 0.0
    while t < n:
        e = min(n, t + dash)
        draw.line([(a[0] + ux * t, a[1] + uy * t), (a[0] + ux * e, a[1] + uy * e)], fill=colour, width=width)
        t = e + gap


# ---------------------------------------------------------------------------- coordinates

_LETTER_ROW = re.compile(r"^([A-Za-z])(\d{1,2})$")
_CCRR = re.compile(r"^(\d{2})(\d{2})$")


def label_parts(label: str) -> tuple[str, str] | None:
    """(column, row) names of a printed hex label, when it has a known shape (E5, 0407)."""
    m = _LETTER_ROW.match(label)
    if m:
        return m.group(1).upper(), m.group(2)
    m = _CCRR.match(label)
    if m:
        return m.group(1), m.group(2)
    return None


def _labels(image: Image.Image, layout: Layout, hexes: Sequence[HexView], theme: Theme) -> None:
    draw = ImageDraw.Draw(image)
    small = font(max(12, round(theme.font_small * layout.size / theme.hex_size)))
    edge = font(max(theme.font_small, round(layout.size * 0.42)), bold=True)
    paper = rgb(theme.background)
    ink = rgb(theme.hex_label)
    for hv in hexes:
        cx, cy = layout.hex_to_pixel(hv.hex)
        draw.text(
            (cx, cy - layout.size * 0.7),
            hv.label,
            font=small,
            fill=ink,
            anchor="mm",
            stroke_width=1,
            stroke_fill=lighten(paper, 0.3),
        )
    columns: dict[str, list[HexView]] = {}
    rows: dict[str, list[HexView]] = {}
    for hv in hexes:
        parts = label_parts(hv.label)
        if parts is None:
            continue
        columns.setdefault(parts[0], []).append(hv)
        rows.setdefault(parts[1], []).append(hv)
    colour = rgb(theme.label)
    for name, col in columns.items():
        top = min(col, key=lambda h: layout.hex_to_pixel(h.hex)[1])
        bottom = max(col, key=lambda h: layout.hex_to_pixel(h.hex)[1])
        for hv, sign in ((top, -1), (bottom, 1)):
            cx, cy = layout.hex_to_pixel(hv.hex)
            y = cy + sign * (layout.height / 2 + layout.size * 0.42)
            draw.text((cx, y), name, font=edge, fill=colour, anchor="mm")
    for name, row in rows.items():
        left = min(row, key=lambda h: layout.hex_to_pixel(h.hex)[0])
        right = max(row, key=lambda h: layout.hex_to_pixel(h.hex)[0])
        for hv, sign in ((left, -1), (right, 1)):
            cx, cy = layout.hex_to_pixel(hv.hex)
            x = cx + sign * (layout.width / 2 + layout.size * 0.5)
            draw.text((x, cy), name, font=edge, fill=colour, anchor="mm")
