"""The last activation drawn over the map: moves, retreats and routs, attacks and fire, losses."""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.view import AttackView, LossView, Overlay, PathView, SightView
from render.colours import RGB, darken, mix, rgb
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
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    losses: Sequence[LossView],
    theme: Theme,
    occupied: frozenset[str] = frozenset(),
    colours: Mapping[str, str] | None = None,
) -> None:
    """Losses of the last activation, each beside whatever now stands in its hex.

    - Steps lost: a red burst with ``−N`` at the hex's right, beside the counter.
    - A unit eliminated: over its hex a red cross when the hex is now empty; when another unit has
      since entered the hex (it advanced after combat), a small crossed-out tile in the eliminated
      side's colour at the hex's left, so the survivor stays readable.
    - A leader lost (``LossView.leader``): a greyed leader token crossed out, at the hex's lower part.
    """
    draw = ImageDraw.Draw(image)
    s = layout.size
    colours = colours or {}
    steps: dict[str, int] = {}
    gone: dict[str, list[str]] = {}
    leaders: dict[str, list[str]] = {}
    for loss in losses:
        if loss.hex not in centres:
            continue
        if loss.leader:
            leaders.setdefault(loss.hex, []).append(loss.side)
        elif loss.eliminated:
            gone.setdefault(loss.hex, []).append(loss.side)
        else:
            steps[loss.hex] = steps.get(loss.hex, 0) + loss.amount
    f = font(max(theme.font_small + 1, round(s * 0.36)), bold=True)
    red = rgb(theme.loss)
    for label, amount in steps.items():
        bc = _beside(centres[label], s, 0.0)
        draw.polygon(burst_points(bc, s * 0.3), fill=red, outline=(255, 240, 200), width=2)
        draw.text(
            bc,
            f"{MINUS}{amount}",
            font=f,
            fill=(255, 255, 255),
            anchor="mm",
            stroke_width=1,
            stroke_fill=darken(red, 0.4),
        )
    for label, sides in gone.items():
        cx, cy = centres[label]
        if label not in occupied:
            _cross(draw, (cx, cy), s * 0.42, max(4, round(s * 0.2)), max(3, round(s * 0.13)), red)
            continue
        for j, side in enumerate(sides[:2]):
            tc = _beside((cx, cy + j * s * 0.36), s, 180.0)
            _crossed_tile(draw, tc, s * 0.2, rgb(colours.get(side, "#808080")), red)
    for label, sides in leaders.items():
        cx, cy = centres[label]
        for j, side in enumerate(sides[:2]):
            if label in occupied:  # beside whoever stands there now
                spot = _beside(
                    (cx + j * s * 0.3, cy), s, 120.0 if layout.orientation.value == "pointy" else 90.0
                )
                token = lost_leader_sprite(colours.get(side, "#808080"), max(12, round(s * 0.46)))
            else:
                spot = (cx + (j - (len(sides[:2]) - 1) / 2) * s * 0.6, cy + s * 0.06)
                token = lost_leader_sprite(colours.get(side, "#808080"), max(12, round(s * 0.7)))
            image.paste(token, (round(spot[0] - token.width / 2), round(spot[1] - token.height / 2)), token)


def _beside(centre: Point, s: float, angle: float) -> Point:
    """A point inside the hex, ``0.64 × size`` from its centre at ``angle`` degrees (0 east, 90 south):
    beside a counter, which reaches 0.56 × size from the centre."""
    a = math.radians(angle)
    return centre[0] + math.cos(a) * s * 0.64, centre[1] + math.sin(a) * s * 0.64


def _crossed_tile(draw: ImageDraw.ImageDraw, c: Point, half: float, face: RGB, red: RGB) -> None:
    """A small counter-shaped tile in the eliminated side's colour, crossed out in red."""
    box = [c[0] - half, c[1] - half, c[0] + half, c[1] + half]
    draw.rounded_rectangle(
        box, radius=max(1, round(half * 0.25)), fill=face, outline=(255, 255, 255), width=2
    )
    _cross(draw, c, half * 0.95, max(3, round(half * 0.55)), max(2, round(half * 0.32)), red)


def _cross(draw: ImageDraw.ImageDraw, c: Point, k: float, halo: int, width: int, red: RGB) -> None:
    """A red ✕ of half-size ``k`` centred on ``c``, on a white halo."""
    (x, y) = c
    for a, b in (((x - k, y - k), (x + k, y + k)), ((x - k, y + k), (x + k, y - k))):
        draw.line([a, b], fill=(255, 255, 255), width=halo)
        draw.line([a, b], fill=red, width=width)


@lru_cache(maxsize=64)
def lost_leader_sprite(colour: str, diameter: int) -> Image.Image:
    """A leader token greyed out and crossed in red: a leader killed or captured here."""
    c = diameter * 3
    img = Image.new("RGBA", (c, c), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    face = mix(colour, "#9e9e9e", 0.55)
    d.ellipse([0, 0, c - 1, c - 1], fill=(255, 255, 255))
    d.ellipse([c * 0.08, c * 0.08, c * 0.92, c * 0.92], fill=face, outline=darken(face, 0.5), width=3)
    r = c * 0.24
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append((c / 2 + rr * math.cos(a), c / 2 + rr * math.sin(a)))
    d.polygon(pts, fill=(224, 224, 224), outline=(90, 90, 90))
    _cross(d, (c / 2, c / 2), c * 0.3, round(c * 0.16), round(c * 0.1), (213, 0, 0))
    return img.resize((diameter, diameter), Image.Resampling.LANCZOS)


SIGHT_CLEAR = (30, 150, 60)
SIGHT_BLOCKED = (200, 30, 30)


def draw_sight(image: Image.Image, layout: Layout, centres: dict[str, Point], sight: SightView) -> None:
    """A line of sight asked for: a green line from centre to centre when clear; when blocked, green up
    to the hex (or hexside) that blocks it, a red ✕ there and a red dashed line on to the far end. Each
    end is ringed; every hex the line crosses gets a small dot."""
    if sight.a not in centres or sight.b not in centres:
        return
    draw = ImageDraw.Draw(image)
    s = layout.size
    a, b = centres[sight.a], centres[sight.b]
    w = max(3, round(s * 0.1))
    for lab in sight.hexes[1:-1]:
        if lab in centres:
            x, y = centres[lab]
            r = s * 0.07
            draw.ellipse([x - r, y - r, x + r, y + r], fill=(255, 255, 255), outline=(40, 40, 40))
    stop = b
    if not sight.clear and sight.blocked_at is not None:
        ends = [centres[lab] for lab in sight.blocked_at.split("|") if lab in centres]
        if ends:
            bx, by = sum(p[0] for p in ends) / len(ends), sum(p[1] for p in ends) / len(ends)
            # where the line passes nearest the blocking hex's centre
            dx, dy = b[0] - a[0], b[1] - a[1]
            n2 = dx * dx + dy * dy or 1.0
            t = max(0.0, min(1.0, ((bx - a[0]) * dx + (by - a[1]) * dy) / n2))
            stop = (a[0] + dx * t, a[1] + dy * t)
    draw.line([a, stop], fill=(255, 255, 255), width=w + 4)
    draw.line([a, stop], fill=SIGHT_CLEAR, width=w)
    if stop != b:
        draw.line([stop, b], fill=(255, 255, 255), width=w + 2)
        dashed_polyline(draw, [stop, b], SIGHT_BLOCKED, w, s * 0.3, s * 0.18)
        _cross(draw, stop, s * 0.22, w + 6, w + 1, SIGHT_BLOCKED)
    for (x, y), colour in ((a, SIGHT_CLEAR), (b, SIGHT_CLEAR if sight.clear else SIGHT_BLOCKED)):
        r = s * 0.42
        draw.ellipse([x - r, y - r, x + r, y + r], outline=(255, 255, 255), width=w + 3)
        draw.ellipse([x - r, y - r, x + r, y + r], outline=colour, width=w)
