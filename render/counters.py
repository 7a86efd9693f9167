"""Counters: unit squares with a NATO-style symbol, leader tokens, marker chips and facing wedges.

Sprites are drawn three times larger and reduced (clean edges), and cached by everything they show,
so a warm snapshot only pastes them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.view import CounterView
from render.colours import RGB, RGBA, darken, ink_on, lighten, rgb
from render.fonts import font
from render.hexlayout import Layout, Point
from render.theme import Theme

SS = 3  # sprite supersampling
SHADOW = 0.07  # drop shadow offset, in counter sides
FAN_STEP = 0.25  # offset between the counters of a deep stack, in hex sizes
FAN_MAX = 4  # a deep stack fans out this many counters; the rest stay under the last


def counter_side(layout: Layout) -> int:
    """Side of a unit counter in pixels: it leaves the hex label above it readable."""
    return round(layout.size * 1.12)


def unit_slots(layout: Layout, centre: Point, n: int) -> tuple[list[Point], int]:
    """Centres of a hex's unit counters (in the order the units are listed) and their side in pixels.

    One unit sits in the middle. Two stand side by side, a little smaller, so both stay readable.
    Deeper stacks fan out along the diagonal, a little smaller: the first unit is in front at the lower
    right and every unit under it shows its upper left corner (symbol box and side colour).
    """
    anchor = unit_anchor(layout, centre)
    if n == 2:
        side = round(layout.size * 0.9)
        dx = side / 2 - 0.5
        return [(anchor[0] - dx, anchor[1]), (anchor[0] + dx, anchor[1])], side
    if n <= 1:
        return [anchor] * n, counter_side(layout)
    step = layout.size * FAN_STEP
    shown = min(n, FAN_MAX)
    mid = (shown - 1) / 2
    slots = []
    for k in range(n):
        off = (mid - min(k, shown - 1)) * step
        slots.append((anchor[0] + off, anchor[1] + off))
    return slots, round(layout.size * 0.86)


def unit_anchor(layout: Layout, centre: Point) -> Point:
    """Where a unit counter is centred in its hex: a hair low, clear of the hex label."""
    return centre[0], centre[1] + layout.size * 0.04


# ---------------------------------------------------------------------------- unit counters


@lru_cache(maxsize=1024)
def unit_sprite(
    colour: str,
    symbol: str,
    kind: str,
    strength: int | None,
    max_strength: int | None,
    side_px: int,
    theme: Theme,
) -> Image.Image:
    """An RGBA unit counter, ``side_px`` square plus its shadow."""
    c = side_px * SS
    pad = round(c * SHADOW)
    img = Image.new("RGBA", (c + pad, c + pad), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    face = rgb(colour)
    ink = ink_on(face)
    radius = round(c * 0.1)
    d.rounded_rectangle([pad, pad, c + pad - 1, c + pad - 1], radius=radius, fill=(0, 0, 0, 90))
    d.rounded_rectangle(
        [0, 0, c - 1, c - 1],
        radius=radius,
        fill=face,
        outline=darken(face, 0.55),
        width=max(2, round(c * 0.04)),
    )
    bevel = max(1, round(c * 0.025))
    inset = round(c * 0.06)
    d.line([(inset, inset + radius // 2), (inset, c - inset - radius)], fill=lighten(face, 0.35), width=bevel)
    d.line([(inset + radius // 2, inset), (c - inset - radius, inset)], fill=lighten(face, 0.35), width=bevel)
    # NATO symbol box along the top; the middle stays plain side colour (the hex centre shows the side)
    bw, bh = c * 0.66, c * 0.32
    box = (c / 2 - bw / 2, c * 0.075, c / 2 + bw / 2, c * 0.075 + bh)
    line = max(2, round(c * 0.035))
    d.rectangle(box, fill=rgb(theme.counter_face), outline=rgb(theme.counter_ink), width=line)
    draw_symbol(d, box, symbol, rgb(theme.counter_ink), line)
    code_font = font(max(theme.font_small, round(theme.font_counter * side_px / 38)) * SS, bold=True)
    pips = strength is not None and max_strength is not None and 0 < max_strength <= theme.pips_up_to
    if strength is None or pips:
        # type code in the lower half, block pips along the bottom
        d.text((c / 2, c * 0.66), kind[:4], font=code_font, fill=ink, anchor="mm")
        if strength is not None and max_strength is not None:
            pip = c * 0.11
            gap = c * 0.05
            total = max_strength * pip + (max_strength - 1) * gap
            x = c / 2 - total / 2
            y = c * 0.885 - pip / 2
            for i in range(max_strength):
                rect = [x, y, x + pip, y + pip]
                if i < strength:
                    d.rectangle(rect, fill=ink, outline=darken(face, 0.6))
                else:
                    d.rectangle(rect, fill=None, outline=ink, width=max(1, round(c * 0.015)))
                x += pip + gap
    else:
        # type code bottom left, strength points bottom right (flagged when reduced)
        d.text((c * 0.12, c * 0.76), kind[:3], font=code_font, fill=ink, anchor="lm")
        text = str(strength)
        right = c * 0.91
        if max_strength is not None and strength < max_strength:
            left, top, rgt, bottom = d.textbbox((right, c * 0.76), text, font=code_font, anchor="rm")
            m = c * 0.03
            d.rounded_rectangle(
                [left - m, top - m, rgt + m, bottom + m], radius=round(m * 2), fill=(255, 213, 79)
            )
            d.text((right, c * 0.76), text, font=code_font, fill=(20, 20, 20), anchor="rm")
        else:
            d.text((right, c * 0.76), text, font=code_font, fill=ink, anchor="rm")
    return img.resize(((c + pad) // SS, (c + pad) // SS), Image.Resampling.LANCZOS)


def draw_symbol(
    d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], symbol: str, ink: RGB, w: int
) -> None:
    """A NATO-style unit-type symbol inside ``box`` (x0, y0, x1, y1)."""
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2

    def cross() -> None:
        d.line([(x0, y0), (x1, y1)], fill=ink, width=w)
        d.line([(x0, y1), (x1, y0)], fill=ink, width=w)

    def slash() -> None:
        d.line([(x0, y1), (x1, y0)], fill=ink, width=w)

    def top_band() -> None:
        d.rectangle([x0, y0, x1, y0 + bh * 0.28], fill=ink)

    def bow(x: float) -> None:
        r = bh * 0.38
        d.arc([x - r, cy - r, x + r, cy + r], 270, 90, fill=ink, width=w)
        d.line([(x, cy - r), (x, cy + r)], fill=ink, width=max(1, w // 2))

    if symbol == "infantry":
        cross()
    elif symbol == "heavy_infantry":
        cross()
        top_band()
    elif symbol == "light_infantry":
        cross()
        d.ellipse(
            [cx - bh * 0.14, cy - bh * 0.14, cx + bh * 0.14, cy + bh * 0.14],
            fill=(255, 255, 255),
            outline=ink,
            width=w,
        )
    elif symbol == "warband":
        cross()
        d.polygon([(cx - bw * 0.12, y1), (cx, y1 - bh * 0.3), (cx + bw * 0.12, y1)], fill=ink)
    elif symbol == "archer":
        bow(cx - bw * 0.1)
        d.line([(cx - bw * 0.22, cy), (cx + bw * 0.3, cy)], fill=ink, width=w)
        d.polygon(
            [(cx + bw * 0.3, cy - bh * 0.14), (cx + bw * 0.42, cy), (cx + bw * 0.3, cy + bh * 0.14)], fill=ink
        )
    elif symbol == "crossbow":
        bow(cx)
        d.line([(cx - bw * 0.32, cy), (cx + bw * 0.3, cy)], fill=ink, width=w)
        d.rectangle([cx - bw * 0.34, cy - bh * 0.1, cx - bw * 0.2, cy + bh * 0.1], fill=ink)
    elif symbol == "slinger":
        d.arc([cx - bw * 0.3, y0 + bh * 0.1, cx + bw * 0.3, y1 + bh * 0.2], 200, 340, fill=ink, width=w)
        r = bh * 0.16
        d.ellipse([cx - r, cy + bh * 0.05 - r, cx + r, cy + bh * 0.05 + r], fill=ink)
    elif symbol == "javelin":
        d.line([(x0 + bw * 0.15, y1 - bh * 0.2), (x1 - bw * 0.2, y0 + bh * 0.25)], fill=ink, width=w)
        tip = (x1 - bw * 0.12, y0 + bh * 0.12)
        d.polygon(
            [tip, (tip[0] - bw * 0.16, tip[1] + bh * 0.06), (tip[0] - bw * 0.05, tip[1] + bh * 0.3)], fill=ink
        )
    elif symbol == "cavalry":
        slash()
    elif symbol == "light_cavalry":
        slash()
        d.line([(x0, cy), (x0 + bw * 0.3, cy)], fill=ink, width=w)
    elif symbol == "heavy_cavalry":
        slash()
        top_band()
    elif symbol == "horse_archer":
        slash()
        bow(x0 + bw * 0.25)
    elif symbol == "elephant":
        d.ellipse([cx - bw * 0.28, cy - bh * 0.32, cx + bw * 0.2, cy + bh * 0.22], fill=ink)
        d.line(
            [
                (cx + bw * 0.18, cy - bh * 0.05),
                (cx + bw * 0.32, cy + bh * 0.15),
                (cx + bw * 0.3, cy + bh * 0.35),
            ],
            fill=ink,
            width=w,
        )
        for lx in (cx - bw * 0.2, cx + bw * 0.1):
            d.line([(lx, cy + bh * 0.1), (lx, y1 - w)], fill=ink, width=w)
    elif symbol == "chariot":
        slash()
        r = bh * 0.26
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(255, 255, 255), outline=ink, width=w)
        d.line([(cx - r, cy), (cx + r, cy)], fill=ink, width=max(1, w // 2))
        d.line([(cx, cy - r), (cx, cy + r)], fill=ink, width=max(1, w // 2))
    elif symbol == "artillery":
        r = bh * 0.24
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=ink)
    elif symbol == "leader":
        star(d, (cx, cy), bh * 0.42, ink)
    else:
        r = bh * 0.3
        d.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], outline=ink, width=w)


def star(d: ImageDraw.ImageDraw, c: Point, r: float, fill: RGB | RGBA, outline: RGB | None = None) -> None:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    d.polygon(pts, fill=fill, outline=outline)


# ---------------------------------------------------------------------------- leaders and markers


@lru_cache(maxsize=256)
def leader_sprite(colour: str, diameter: int, theme: Theme, halo: bool = False) -> Image.Image:
    """A round leader token: side colour, a light ring and a gold star (``halo``: a white rim around it,
    so a leader alone in its hex stands out from the terrain)."""
    c = diameter * SS
    pad = round(c * SHADOW)
    img = Image.new("RGBA", (c + pad, c + pad), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    face = rgb(colour)
    d.ellipse([pad, pad, c + pad - 1, c + pad - 1], fill=(0, 0, 0, 90))
    d.ellipse([0, 0, c - 1, c - 1], fill=(255, 255, 255) if halo else darken(face, 0.55))
    inset = 0.11 if halo else 0.0  # the white rim's width
    for k, fill in ((inset, darken(face, 0.55)), (inset + 0.07, (246, 238, 214)), (inset + 0.15, face)):
        e = round(c * k)
        d.ellipse([e, e, c - 1 - e, c - 1 - e], fill=fill)
    star(d, (c / 2, c / 2 + c * 0.02), c * 0.3, (255, 214, 64), darken((255, 214, 64), 0.5))
    return img.resize(((c + pad) // SS, (c + pad) // SS), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def marker_chip(name: str, height: int, theme: Theme) -> Image.Image:
    """A small rounded tag with the marker's abbreviation (unknown markers get their first letters)."""
    style = theme.marker_style(name)
    f = font(max(theme.font_small, round(height * 0.78)) * SS, bold=True)
    h = height * SS
    left, _, right, _ = f.getbbox(style.abbrev)
    w = max(h, int(right - left) + h // 2)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        [0, 0, w - 1, h - 1], radius=h // 3, fill=rgb(style.fill), outline=(20, 20, 20), width=SS
    )
    d.text((w / 2, h / 2), style.abbrev, font=f, fill=rgb(style.text), anchor="mm")
    return img.resize((max(1, w // SS), height), Image.Resampling.LANCZOS)


def paste(base: Image.Image, sprite: Image.Image, centre: Point) -> None:
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    base.paste(sprite, (x, y), sprite)


def facing_wedge(
    draw: ImageDraw.ImageDraw, layout: Layout, centre: Point, direction: int, colour: str
) -> None:
    """A bold arrowhead from the counter toward the hexside it faces."""
    vx, vy = layout.direction_vector(direction)
    nx, ny = -vy, vx
    r = layout.inradius
    tip = (centre[0] + vx * r * 0.98, centre[1] + vy * r * 0.98)
    base_d = r * 0.62
    half = layout.size * 0.2
    b1 = (centre[0] + vx * base_d + nx * half, centre[1] + vy * base_d + ny * half)
    b2 = (centre[0] + vx * base_d - nx * half, centre[1] + vy * base_d - ny * half)
    face = rgb(colour)
    draw.polygon([tip, b1, b2], fill=face, outline=darken(face, 0.6), width=2)


def draw_counters(
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    counters: Sequence[CounterView],
    colours: dict[str, str],
    theme: Theme,
) -> None:
    """Every counter in its hex: facing wedges, unit stacks, leader tokens, then marker chips."""
    by_hex: dict[str, list[CounterView]] = {}
    for cv in counters:
        if cv.hex in centres:
            by_hex.setdefault(cv.hex, []).append(cv)
    draw = ImageDraw.Draw(image)
    chip_h = max(theme.font_small + 3, round(layout.size * 0.44))
    for label, stack in by_hex.items():
        centre = centres[label]
        units = [c for c in stack if not c.leader]
        leaders = [c for c in stack if c.leader]
        slots, side_px = unit_slots(layout, centre, len(units))
        for cv, pos in reversed(list(zip(units, slots, strict=True))):  # the first listed unit ends on top
            sprite = unit_sprite(
                colours.get(cv.side, "#808080"),
                cv.symbol,
                cv.kind,
                cv.strength,
                cv.max_strength,
                side_px,
                theme,
            )
            paste(image, sprite, (pos[0] + sprite.width * SHADOW / 2, pos[1] + sprite.height * SHADOW / 2))
        if units and units[0].facing is not None:  # stacked units share one facing
            facing_wedge(draw, layout, centre, units[0].facing, colours.get(units[0].side, "#808080"))
        if not units:
            _lone_leaders(image, layout, centre, leaders, colours, chip_h, theme)
            continue
        # chips stand in a column beside the counter's outer edge (the right one, the left one for the
        # left unit of a pair), clear of its symbol box and strength; in a deep stack only the front
        # unit's chips show
        for k, (cv, pos) in enumerate(zip(units, slots, strict=True)):
            if len(units) > 2 and k > 0:
                break
            left_side = len(units) == 2 and k == 0
            edge = pos[0] - side_px / 2 if left_side else pos[0] + side_px / 2
            marks = list(cv.markers)
            if k == 0 and len(units) != 2:
                for ld in leaders:  # an attached leader's chips follow its unit's
                    marks += [m for m in ld.markers if m not in marks]
            _chips(
                image,
                marks,
                edge,
                pos[1] - side_px / 2 - 1,
                side_px + 2,
                -1 if left_side else 1,
                chip_h,
                theme,
            )
        if not leaders:
            continue
        diameter = max(12, round(layout.size * 0.46))
        if len(units) == 2:  # between the pair, below their lower edges
            low = slots[0][1] + side_px / 2 + diameter / 2 - 2  # just under the pips, not on them
            spots = [(centre[0], low), (centre[0], slots[0][1] - side_px / 2 - diameter / 2 + 2)]
            x = centre[0] + diameter / 2 + 1  # the leader's chips in a row to its right
            for name in [m for ld in leaders for m in ld.markers][:3]:
                chip = marker_chip(name, chip_h, theme)
                image.paste(chip, (round(x), round(low - chip_h / 2)), chip)
                x += chip.width - 1
        else:  # on the front counter's left edge, below its symbol box: clearly part of that counter
            front = slots[0]
            spots = [
                (front[0] - side_px / 2 - 2, front[1] + side_px * 0.17),
                (front[0] - side_px / 2, front[1] - side_px * 0.34),
            ]
        for j, ld in enumerate(leaders):
            spot = spots[min(j, len(spots) - 1)]
            paste(image, leader_sprite(colours.get(ld.side, "#808080"), diameter, theme), spot)


def _lone_leaders(
    image: Image.Image,
    layout: Layout,
    centre: Point,
    leaders: Sequence[CounterView],
    colours: dict[str, str],
    chip_h: int,
    theme: Theme,
) -> None:
    """Leaders with no unit: a large token in the middle of the hex (a pair side by side)."""
    if len(leaders) == 1:
        diameter = round(layout.size * 0.92)
        spots = [(centre[0], centre[1] + layout.size * 0.06)]
    else:
        diameter = round(layout.size * 0.62)
        dx = diameter / 2
        spots = [
            (centre[0] - dx, centre[1] + layout.size * 0.06),
            (centre[0] + dx, centre[1] + layout.size * 0.1),
        ]
    for j, ld in enumerate(leaders):
        spot = spots[min(j, len(spots) - 1)]
        paste(image, leader_sprite(colours.get(ld.side, "#808080"), diameter, theme, halo=True), spot)
        if ld.markers:
            right = j == len(leaders) - 1
            edge = spot[0] + (diameter / 2 if right else -diameter / 2)
            _chips(
                image, ld.markers, edge, spot[1] - diameter / 2, diameter, 1 if right else -1, chip_h, theme
            )


def _chips(
    image: Image.Image,
    markers: Sequence[str],
    edge: float,
    top: float,
    height: float,
    outward: int,
    chip_h: int,
    theme: Theme,
) -> None:
    """Marker chips in a column along a counter's edge at ``edge`` (x), from ``top`` down over ``height``.

    Each chip overlaps the counter by a few pixels only and stands outside it (``outward`` +1: to the
    right, -1: to the left). More chips than fit in ``height`` overlap like a fanned hand.
    """
    shown = list(markers[:4])
    if not shown:
        return
    n = len(shown)
    step = chip_h - 1.0 if n == 1 else min(chip_h - 1.0, (height - chip_h) / (n - 1))
    step = max(step, chip_h * 0.55)
    overlap = max(3.0, chip_h * 0.22)
    for i, name in enumerate(shown):
        chip = marker_chip(name, chip_h, theme)
        x = edge - overlap if outward > 0 else edge + overlap - chip.width
        image.paste(chip, (round(x), round(top + i * step)), chip)
