"""The last activation drawn over the map: moves, retreats and routs, attacks and fire, losses."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.core.view import AttackView, LossView, Overlay, PathView
from render.colours import RGB, darken, rgb
from render.fonts import font
from render.hexlayout import Layout, Point
from render.theme import Theme

ELIMINATED = "\u2715"  # ✕
MINUS = "\u2212"  # −


def _shorten(a: Point, b: Point, start: float, end: float) -> tuple[Point, Point]:
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    return (a[0] + ux * start, a[1] + uy * start), (b[0] - ux * end, b[1] - uy * end)


def arrow_head(
    draw: ImageDraw.ImageDraw, tail: Point, tip: Point, size: float, fill: RGB, outline: RGB
) -> None:
    dx, dy = tip[0] - tail[0], tip[1] - tail[1]
    n = math.hypot(dx, dy) or 1.0
    ux, uy = dx / n, dy / n
    nx, ny = -uy, ux
    back = (tip[0] - ux * size, tip[1] - uy * size)
    pts = [
        tip,
        (back[0] + nx * size * 0.6, back[1] + ny * size * 0.6),
        (back[0] - nx * size * 0.6, back[1] - ny * size * 0.6),
    ]
    draw.polygon(pts, fill=fill, outline=outline, width=2)


def dashed_polyline(
    draw: ImageDraw.ImageDraw, pts: Sequence[Point], fill: RGB, width: int, dash: float, gap: float
) -> None:
    """A dashed line along ``pts``; the dash pattern runs on across the corners."""
    period = max(1.0, dash + gap)
    walked = 0.0  # length of the polyline before the current segment
    for a, b in itertools.pairwise(pts):
        dx, dy = b[0] - a[0], b[1] - a[1]
        n = math.hypot(dx, dy)
        if n == 0:
            continue
        ux, uy = dx / n, dy / n
        k = math.floor(walked / period)
        while True:
            start = k * period - walked
            if start >= n:
                break
            t0, t1 = max(0.0, start), min(n, start + dash)
            if t1 > t0:
                draw.line(
                    [(a[0] + ux * t0, a[1] + uy * t0), (a[0] + ux * t1, a[1] + uy * t1)],
                    fill=fill,
                    width=width,
                )
            k += 1
        walked += n


RANGED_WORDS = ("fire", "ranged", "missile", "shot", "volley", "arrow", "bow")


def is_fire(kind: str) -> bool:
    """Whether an attack kind is shooting (dashed line) rather than hand-to-hand (solid line)."""
    k = kind.lower()
    return any(w in k for w in RANGED_WORDS)


def _path_points(layout: Layout, centres: dict[str, Point], path: PathView) -> list[Point]:
    return [centres[h] for h in path.hexes if h in centres]


def draw_paths(
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    overlay: Overlay,
    colours: dict[str, str],
    theme: Theme,
) -> None:
    """Movement and retreat trails, drawn under the counters, ending with an arrowhead at the counter."""
    draw = ImageDraw.Draw(image)
    s = layout.size
    for path in overlay.moves:
        pts = _path_points(layout, centres, path)
        if len(pts) < 2:
            continue
        colour = rgb(colours.get(path.side, "#606060"))
        _trail(draw, pts, s, colour, rgb(theme.move_halo), dashed=False)
    for path in overlay.retreats:
        pts = _path_points(layout, centres, path)
        if len(pts) < 2:
            continue
        _trail(draw, pts, s, rgb(theme.retreat), (30, 30, 30), dashed=True)


def _trail(
    draw: ImageDraw.ImageDraw, pts: list[Point], s: float, colour: RGB, halo: RGB, dashed: bool
) -> None:
    *body, last = pts
    prev = body[-1]
    _, end = _shorten(prev, last, 0, s * 0.78)
    line = [*body, end]
    w = max(3, round(s * 0.16))
    draw.line(line, fill=halo, width=w + 4, joint="curve")
    if dashed:
        draw.line(line, fill=darken(colour, 0.5), width=w, joint="curve")
        dashed_polyline(draw, line, colour, w, s * 0.3, s * 0.15)
    else:
        draw.line(line, fill=colour, width=w, joint="curve")
    r = s * 0.14
    x, y = pts[0]
    draw.ellipse([x - r, y - r, x + r, y + r], fill=halo, outline=colour, width=max(2, round(s * 0.07)))
    head_tail = line[-2]
    tip_ext = _shorten(head_tail, end, 0, -s * 0.22)[1]
    arrow_head(draw, head_tail, tip_ext, s * 0.42, colour, halo)


def draw_attacks(
    image: Image.Image, layout: Layout, centres: dict[str, Point], attacks: Sequence[AttackView], theme: Theme
) -> None:
    draw = ImageDraw.Draw(image)
    s = layout.size
    badge_font = font(max(theme.font_small, round(s * 0.4)), bold=True)
    pairs = {(atk.source, atk.target) for atk in attacks}
    badges: list[tuple[float, float, RGB, int]] = []
    for atk in attacks:
        if atk.source not in centres or atk.target not in centres:
            continue
        # long enough to read between adjacent counters; an attack answered by a battle back (or any
        # pair of opposite lines) is shifted to its right so that the two stay apart
        (ax, ay), (bx, by) = centres[atk.source], centres[atk.target]
        cut = s * (0.3 if math.hypot(bx - ax, by - ay) < layout.size * 2 else 0.62)  # adjacent: overlap
        a, b = _shorten((ax, ay), (bx, by), cut, cut)
        if (atk.target, atk.source) in pairs:
            a, b = _offset(a, b, s * 0.16)
        fire = is_fire(atk.kind)
        colour = rgb(theme.fire) if fire else rgb(theme.melee)
        if atk.kind == "battle_back":
            colour = darken(rgb(theme.melee), 0.35)
        w = max(3, round(s * (0.11 if fire else 0.15)))
        draw.line([a, b], fill=(255, 255, 255), width=w + 4)
        if fire:
            draw.line([a, b], fill=(255, 255, 255), width=w)
            dashed_polyline(draw, [a, b], colour, w, s * 0.22, s * 0.14)
        else:
            draw.line([a, b], fill=colour, width=w)
        arrow_head(draw, a, b, s * 0.4, colour, (255, 255, 255))
        if atk.kind == "charge":
            back = _shorten(a, b, 0, s * 0.3)[1]
            arrow_head(draw, a, back, s * 0.4, colour, (255, 255, 255))
        if atk.hits:  # a badge beside the middle of the line, on its right (drawn after every line)
            (mx, my), _ = _offset(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2), b, s * 0.3)
            badges.append((mx, my, colour, atk.hits))
    r = s * 0.24
    for mx, my, colour, hits in badges:
        draw.ellipse([mx - r, my - r, mx + r, my + r], fill=colour, outline=(255, 255, 255), width=2)
        draw.text((mx, my), str(hits), font=badge_font, fill=(255, 255, 255), anchor="mm")


def _offset(a: Point, b: Point, d: float) -> tuple[Point, Point]:
    """The segment a→b moved ``d`` pixels to its right."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    n = math.hypot(dx, dy) or 1.0
    ox, oy = -dy / n * d, dx / n * d
    return (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy)


def burst_points(c: Point, r: float, spikes: int = 10) -> list[Point]:
    pts = []
    for i in range(spikes * 2):
        rr = r if i % 2 == 0 else r * 0.62
        a = math.radians(-90 + 180 / spikes * i)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    return pts


def draw_losses(
    image: Image.Image, layout: Layout, centres: dict[str, Point], losses: Sequence[LossView], theme: Theme
) -> None:
    """A red burst per hex with the steps lost (−N), or ✕ over a unit that was eliminated."""
    draw = ImageDraw.Draw(image)
    s = layout.size
    totals: dict[str, tuple[int, bool]] = {}
    for loss in losses:
        amount, gone = totals.get(loss.hex, (0, False))
        totals[loss.hex] = (amount + loss.amount, gone or loss.eliminated)
    f = font(max(theme.font_small, round(s * 0.4)), bold=True)
    red = rgb(theme.loss)
    for label, (amount, gone) in totals.items():
        if label not in centres:
            continue
        cx, cy = centres[label]
        if gone:
            k = s * 0.42
            for a, b in (((cx - k, cy - k), (cx + k, cy + k)), ((cx - k, cy + k), (cx + k, cy - k))):
                draw.line([a, b], fill=(255, 255, 255), width=max(4, round(s * 0.2)))
                draw.line([a, b], fill=red, width=max(3, round(s * 0.13)))
        bc = (cx - s * 0.52, cy - s * 0.4)  # upper left: clear of marker chips and strength
        draw.polygon(burst_points(bc, s * 0.42), fill=red, outline=(255, 240, 200), width=2)
        text = ELIMINATED if gone else f"{MINUS}{amount}"
        draw.text(
            bc, text, font=f, fill=(255, 255, 255), anchor="mm", stroke_width=1, stroke_fill=darken(red, 0.4)
        )
