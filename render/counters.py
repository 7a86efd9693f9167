"""Counters: unit squares with a NATO-style symbol, leader tokens, marker chips and facing wedges.

Sprites are drawn three times larger and reduced (clean edges), and cached by everything they show,
so a warm snapshot only pastes them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.core.hexgrid import Orientation
from engine.core.view import CounterView
from render.colours import RGB, RGBA, darken, ink_on, lighten, rgb
from render.fonts import font
from render.hexlayout import Layout, Point
from render.palette import paste_sprite
from render.theme import Theme

SS = 3  # sprite supersampling
SHADOW = 0.07  # drop shadow offset, in counter sides
FAN_STEP = 0.25  # offset between the counters of a deep stack, in hex sizes
FAN_MAX = 4  # a deep stack fans out this many counters; the rest stay under the last


def counter_side(layout: Layout) -> int:
    """Side of a unit counter in pixels: it leaves the hex label above it readable."""
    return round(layout.size * 1.16)


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
    return centre[0], centre[1] + layout.size * 0.06


# ---------------------------------------------------------------------------- unit counters


# Where things sit on a unit counter, in fractions of its side (x0, y0, x1, y1). The counter follows a
# printed counter's grid: the unit-type symbol top left, the type code top right, its markers in a row
# across the middle, and its strength (blocks, or strength points with the other printed ratings) along
# the bottom, so that nothing drawn for one counter reaches into another counter or another hex.
SYMBOL_BOX = (0.07, 0.07, 0.52, 0.35)
CODE_BOX = (0.54, 0.04, 0.97, 0.38)
CHIP_ROW = (0.06, 0.39, 0.95, 0.66)
VALUE_ROW = (0.05, 0.69, 0.95, 0.97)
CHIPS_SHOWN = 4  # more markers than this: the first four are drawn


@lru_cache(maxsize=1024)
def unit_sprite(
    colour: str,
    symbol: str,
    kind: str,
    strength: int | None,
    max_strength: int | None,
    side_px: int,
    theme: Theme,
    markers: tuple[str, ...] = (),
    quality: int | None = None,
    movement: int | None = None,
    chips_from: float = 0.0,
    blocks: bool = True,
) -> Image.Image:
    """An RGBA unit counter, ``side_px`` square plus its shadow, with its markers drawn inside it.

    ``chips_from`` (a fraction of the side) keeps the start of the marker row free for a leader token.
    ``blocks``: the strength is drawn as blocks (Commands & Colors), else as printed numbers.
    """
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
    line = max(2, round(c * 0.035))
    box = tuple(v * c for v in SYMBOL_BOX)
    d.rectangle(box, fill=rgb(theme.counter_face), outline=rgb(theme.counter_ink), width=line)
    draw_symbol(d, (box[0], box[1], box[2], box[3]), symbol, rgb(theme.counter_ink), line)
    _fitted_text(d, kind[:4], CODE_BOX, c, ink, "mm")
    _chip_row(img, markers, c, chips_from, theme)
    pips = (
        blocks and strength is not None and max_strength is not None and 0 < max_strength <= theme.pips_up_to
    )
    if pips and strength is not None and max_strength is not None:
        _blocks(d, strength, max_strength, c, face, ink)
    elif strength is not None or quality is not None or movement is not None:
        _ratings(d, strength, max_strength, quality, movement, c, ink)
    return img.resize(((c + pad) // SS, (c + pad) // SS), Image.Resampling.LANCZOS)


def _fitted_text(
    d: ImageDraw.ImageDraw,
    text: str,
    frac_box: tuple[float, float, float, float],
    c: int,
    ink: RGB | tuple[int, int, int],
    anchor: str,
) -> None:
    """``text`` in bold, as large as fits ``frac_box`` (fractions of the side ``c``), centred in it."""
    x0, y0, x1, y1 = (v * c for v in frac_box)
    size = round((y1 - y0) * 0.92)
    f = font(size, bold=True)
    while size > 6 and f.getlength(text) > (x1 - x0):
        size -= max(1, size // 12)
        f = font(size, bold=True)
    d.text(((x0 + x1) / 2, (y0 + y1) / 2), text, font=f, fill=ink, anchor=anchor)


def _blocks(d: ImageDraw.ImageDraw, strength: int, max_strength: int, c: int, face: RGB, ink: RGB) -> None:
    """Commands & Colors blocks along the bottom: one small block per block of the unit, the lost ones
    hollow, so the count reads at a glance."""
    x0, y0, x1, y1 = (v * c for v in VALUE_ROW)
    gap = c * 0.04
    size = min(y1 - y0, (x1 - x0 - gap * (max_strength - 1)) / max_strength)
    total = max_strength * size + (max_strength - 1) * gap
    x = c / 2 - total / 2
    y = (y0 + y1) / 2 - size / 2
    edge = max(1, round(c * 0.018))
    for i in range(max_strength):
        rect = [x, y, x + size, y + size]
        if i < strength:
            d.rectangle(rect, fill=ink, outline=darken(face, 0.6), width=edge)
            top = lighten(face, 0.6) if ink == (20, 20, 20) else lighten(face, 0.25)
            d.line([(x + edge, y + edge * 1.5), (x + size - edge, y + edge * 1.5)], fill=top, width=edge)
        else:
            d.rectangle(rect, fill=None, outline=ink, width=edge)
        x += size + gap


def _ratings(
    d: ImageDraw.ImageDraw,
    strength: int | None,
    max_strength: int | None,
    quality: int | None,
    movement: int | None,
    c: int,
    ink: RGB,
) -> None:
    """Printed ratings along the bottom, as on the counter: strength left (on a yellow tag when reduced),
    quality in the middle, movement right."""
    x0, y0, x1, y1 = (v * c for v in VALUE_ROW)
    cy = (y0 + y1) / 2
    f = font(round((y1 - y0) * 1.08), bold=True)
    if strength is not None:
        text = str(strength)
        at = (x0 + c * 0.04, cy)
        if max_strength is not None and strength < max_strength:
            left, top, rgt, bottom = d.textbbox(at, text, font=f, anchor="lm")
            m = c * 0.03
            d.rounded_rectangle(
                [left - m, top - m, rgt + m, bottom + m], radius=round(m * 2), fill=(255, 213, 79)
            )
            d.text(at, text, font=f, fill=(20, 20, 20), anchor="lm")
        else:
            d.text(at, text, font=f, fill=ink, anchor="lm")
    if quality is not None:
        d.text(((x0 + x1) / 2, cy), str(quality), font=f, fill=ink, anchor="mm")
    if movement is not None:
        d.text((x1 - c * 0.04, cy), str(movement), font=f, fill=ink, anchor="rm")


def _chip_row(img: Image.Image, markers: Sequence[str], c: int, start: float, theme: Theme) -> None:
    """The markers as chips in a row across the counter's middle; more than fit overlap like a fanned
    hand. They never leave the counter."""
    shown = list(markers[:CHIPS_SHOWN])
    if not shown:
        return
    x0, y0, x1, y1 = (v * c for v in CHIP_ROW)
    x0 = max(x0, start * c)
    h = round(y1 - y0)
    chips = [_chip_image(name, h, theme, SS) for name in shown]
    room = x1 - x0
    total = sum(ch.width for ch in chips)
    step_cut = 0.0 if total <= room or len(chips) == 1 else (total - room) / (len(chips) - 1)
    x = x0
    for ch in chips:
        w = ch.width if ch.width <= room else round(room)
        if ch.width > w:
            ch = ch.resize((w, h), Image.Resampling.LANCZOS)
        img.alpha_composite(ch, (round(min(x, x1 - ch.width)), round(y0)))
        x += ch.width - step_cut


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
def leader_sprite(
    colour: str, diameter: int, theme: Theme, halo: bool = False, rating: int | None = None
) -> Image.Image:
    """A round leader token: side colour, a light ring and a gold star (``halo``: a white rim around it,
    so a leader alone in its hex stands out from the terrain). ``rating``: the leader's printed rating
    (GBoH's Initiative) in gold in place of the star."""
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
    gold = (255, 214, 64)
    if rating is None:
        star(d, (c / 2, c / 2 + c * 0.02), c * 0.3, gold, darken(gold, 0.5))
    else:
        f = font(max(1, round(c * (0.5 if rating < 10 else 0.4))), bold=True)
        d.text(
            (c / 2, c / 2),
            str(rating),
            font=f,
            fill=gold,
            anchor="mm",
            stroke_width=max(1, c // 24),
            stroke_fill=darken(face, 0.6),
        )
    return img.resize(((c + pad) // SS, (c + pad) // SS), Image.Resampling.LANCZOS)


@lru_cache(maxsize=256)
def marker_chip(name: str, height: int, theme: Theme) -> Image.Image:
    """A small rounded tag with the marker's abbreviation (unknown markers get their first letters)."""
    big = _chip_image(name, height * SS, theme, SS)
    return big.resize((max(1, big.width // SS), height), Image.Resampling.LANCZOS)


def _chip_image(name: str, h: int, theme: Theme, line: int) -> Image.Image:
    """A chip ``h`` pixels high, drawn at that size (callers reduce it)."""
    style = theme.marker_style(name)
    f = font(max(1, round(h * 0.78)), bold=True)
    left, _, right, _ = f.getbbox(style.abbrev)
    w = max(h, int(right - left) + h // 2)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        [0, 0, w - 1, h - 1], radius=h // 3, fill=rgb(style.fill), outline=(20, 20, 20), width=line
    )
    d.text((w / 2, h / 2), style.abbrev, font=f, fill=rgb(style.text), anchor="mm")
    return img


@lru_cache(maxsize=256)
def name_tag(text: str, height: int, colour: str) -> Image.Image:
    """A small tag in the side's dark colour with ``text`` in white: a lone leader's id (GBoH), the word
    his orders name him by."""
    h = height * SS
    f = font(max(1, round(h * 0.78)), bold=True)
    left, _, right, _ = f.getbbox(text)
    w = max(h, int(right - left) + h // 2)
    img = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle([0, 0, w - 1, h - 1], radius=h // 3, fill=darken(rgb(colour), 0.55))
    d.text((w / 2, h / 2), text, font=f, fill=(255, 255, 255), anchor="mm")
    return img.resize((max(1, w // SS), height), Image.Resampling.LANCZOS)


def paste(base: Image.Image, sprite: Image.Image, centre: Point) -> None:
    """Paste a sprite centred on ``centre`` (on an RGB image or a palette image)."""
    paste_sprite(base, sprite, (round(centre[0] - sprite.width / 2), round(centre[1] - sprite.height / 2)))


def facing_wedge(
    draw: ImageDraw.ImageDraw,
    layout: Layout,
    centre: Point,
    direction: int,
    colour: str,
    width: int = 2,
    vertex: bool = False,
) -> None:
    """A bold arrowhead from the counter toward the hexside it faces, or with ``vertex`` toward the
    vertex between hexsides ``direction`` and ``direction + 1`` (a GBoH unit faces a vertex, 7.1)."""
    vx, vy = layout.direction_vector(direction)
    if vertex:
        wx, wy = layout.direction_vector((direction + 1) % 6)
        n = math.hypot(vx + wx, vy + wy)
        vx, vy = (vx + wx) / n, (vy + wy) / n
    nx, ny = -vy, vx
    r = layout.inradius
    tip = (centre[0] + vx * r * 0.98, centre[1] + vy * r * 0.98)
    base_d = r * 0.62
    half = layout.size * 0.2
    b1 = (centre[0] + vx * base_d + nx * half, centre[1] + vy * base_d + ny * half)
    b2 = (centre[0] + vx * base_d - nx * half, centre[1] + vy * base_d - ny * half)
    face = rgb(colour)
    draw.polygon([tip, b1, b2], fill=face, outline=darken(face, 0.6), width=width)


def draw_counters(
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    counters: Sequence[CounterView],
    colours: dict[str, str],
    theme: Theme,
    blocks: bool = True,
    named: bool = False,
    ids: bool = False,
) -> None:
    """Every counter in its hex: unit stacks with their markers inside them, then leader tokens.
    ``named``: a counter shows its piece's name (a character) rather than its type code; ``ids``: its
    piece's id, the word orders name it by (its type is in its symbol).

    Facing wedges are drawn separately (``draw_facings``), after the last activation's lines.
    """
    for label, stack in _by_hex(centres, counters).items():
        centre = centres[label]
        units = [c for c in stack if not c.leader]
        leaders = [c for c in stack if c.leader]
        if not units:
            _lone_leaders(image, layout, centre, leaders, colours, theme, ids)
            continue
        slots, side_px = unit_slots(layout, centre, len(units))
        carrier = _leader_carrier(units, leaders)
        tucked = len(units) != 2 and bool(leaders)  # a token on the front counter's left edge
        for k, (cv, pos) in reversed(list(enumerate(zip(units, slots, strict=True)))):
            marks: tuple[str, ...] = ()
            if len(units) <= 2 or k == 0:  # in a deep stack only the front unit's markers show
                marks = cv.markers
                if k == carrier:
                    marks += tuple(m for ld in leaders for m in ld.markers if m not in marks)
            sprite = unit_sprite(
                colours.get(cv.side, "#808080"),
                cv.symbol,
                _counter_text(cv, named, ids),
                cv.strength,
                cv.max_strength,
                side_px,
                theme,
                marks,
                cv.quality,
                cv.movement,
                LEADER_ON_COUNTER * 0.55 if tucked and k == 0 else 0.0,
                blocks,
            )
            paste(image, sprite, (pos[0] + sprite.width * SHADOW / 2, pos[1] + sprite.height * SHADOW / 2))
        if not leaders:
            continue
        if len(units) == 2:  # between the pair, below their lower edges
            diameter = max(12, round(layout.size * 0.46))
            low = slots[0][1] + side_px / 2 + diameter / 2 - 2  # just under the blocks, not on them
            spots = [(centre[0], low), (centre[0], slots[0][1] - side_px / 2 - diameter / 2 + 2)]
        else:  # straddling the front counter's left edge, in its marker row: part of that counter
            diameter = max(12, round(side_px * LEADER_ON_COUNTER))
            fx, fy = slots[0]
            row_mid = fy - side_px / 2 + side_px * (CHIP_ROW[1] + CHIP_ROW[3]) / 2
            spots = [(fx - side_px / 2 + diameter * 0.12, row_mid), (fx - side_px / 2, fy - side_px * 0.3)]
        for j, ld in enumerate(leaders):
            spot = spots[min(j, len(spots) - 1)]
            paste(
                image,
                leader_sprite(colours.get(ld.side, "#808080"), diameter, theme, rating=ld.quality),
                spot,
            )
        if ids:  # the word orders name each leader by (GBoH), in a tag beside his token, off the counters
            tag_h = max(theme.font_small, round(diameter * 0.6))
            tag = name_tag(" ".join(ld.id for ld in leaders), tag_h, colours.get(leaders[0].side, "#808080"))
            x, y = spots[0]
            if len(units) == 2:  # to the right of the token under the pair
                paste(image, tag, (x + diameter / 2 + tag.width / 2, y))
            else:  # under the front counter, from the token's left edge
                below = slots[0][1] + side_px / 2 + tag_h / 2 - 1
                paste(image, tag, (x - diameter / 2 + tag.width / 2, below))


LEADER_ON_COUNTER = 0.4  # an attached leader token's diameter, in counter sides


def _counter_text(cv: CounterView, named: bool, ids: bool = False) -> str:
    """What a counter prints beside its symbol: its type code, its id, or the first word of its name."""
    if ids:
        return cv.id
    if named and cv.name:
        return cv.name.split()[0]
    return cv.kind


def draw_tails(
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    counters: Sequence[CounterView],
    colours: dict[str, str],
) -> None:
    """A piece on two hexes (an Ager rider and his horse) as a band from its front hex to its rear hex,
    drawn under the counter, which stands on the front hex."""
    draw = ImageDraw.Draw(image)
    s = layout.size
    for cv in counters:
        if cv.tail is None or cv.hex not in centres or cv.tail not in centres:
            continue
        face = rgb(colours.get(cv.side, "#808080"))
        band = lighten(face, 0.45)
        edge = darken(face, 0.4)
        a, b = centres[cv.hex], centres[cv.tail]
        w = round(s * 0.62)
        draw.line([a, b], fill=edge, width=w + max(2, round(s * 0.08)))
        r = (w + max(2, round(s * 0.08))) / 2
        draw.ellipse([b[0] - r, b[1] - r, b[0] + r, b[1] + r], fill=edge)
        draw.line([a, b], fill=band, width=w)
        r = w / 2
        draw.ellipse([b[0] - r, b[1] - r, b[0] + r, b[1] + r], fill=band)
        rr = s * 0.1  # the horse's rump
        draw.ellipse([b[0] - rr, b[1] - rr, b[0] + rr, b[1] + rr], fill=edge)


def _by_hex(centres: dict[str, Point], counters: Sequence[CounterView]) -> dict[str, list[CounterView]]:
    by_hex: dict[str, list[CounterView]] = {}
    for cv in counters:
        if cv.hex in centres:
            by_hex.setdefault(cv.hex, []).append(cv)
    return by_hex


def _leader_carrier(units: Sequence[CounterView], leaders: Sequence[CounterView]) -> int:
    """Which unit's marker row also shows the leaders' markers: the one they are attached to."""
    ids = [u.id for u in units]
    for ld in leaders:
        if ld.attached_to in ids:
            return ids.index(ld.attached_to)
    return 0


def draw_facings(
    image: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    counters: Sequence[CounterView],
    colours: dict[str, str],
    vertex: bool = False,
) -> None:
    """A wedge from each stack toward the hexside its front unit faces (stacked units share a facing);
    with ``vertex`` a facing is a vertex, the one after that hexside going clockwise.

    Drawn last, over the last activation's lines, so a unit in contact still shows its facing.
    """
    for label, stack in _by_hex(centres, counters).items():
        units = [c for c in stack if not c.leader]
        if not units or units[0].facing is None:
            continue
        sprite, (ox, oy) = wedge_sprite(
            layout.orientation, layout.size, units[0].facing, colours.get(units[0].side, "#808080"), vertex
        )
        cx, cy = centres[label]
        paste_sprite(image, sprite, (round(cx + ox), round(cy + oy)))


@lru_cache(maxsize=256)
def wedge_sprite(
    orientation: Orientation, size: float, direction: int, colour: str, vertex: bool = False
) -> tuple[Image.Image, tuple[float, float]]:
    """A facing wedge as an RGBA sprite and the offset of its top left from the hex centre."""
    lay = Layout(orientation, size * SS)
    r = lay.inradius
    pad = size * SS * 0.1
    img = Image.new("RGBA", (round(2 * r + 2 * pad), round(2 * r + 2 * pad)), (0, 0, 0, 0))
    centre = (img.width / 2, img.height / 2)
    facing_wedge(ImageDraw.Draw(img), lay, centre, direction, colour, width=2 * SS, vertex=vertex)
    small = img.resize((max(1, img.width // SS), max(1, img.height // SS)), Image.Resampling.LANCZOS)
    return small, (-small.width / 2, -small.height / 2)


def _lone_leaders(
    image: Image.Image,
    layout: Layout,
    centre: Point,
    leaders: Sequence[CounterView],
    colours: dict[str, str],
    theme: Theme,
    ids: bool = False,
) -> None:
    """Leaders with no unit: a large token in the middle of the hex (a pair side by side), their markers
    in a row across the token's lower part; with ``ids`` each leader's id in a tag over his token."""
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
    chip_h = max(theme.font_small, round(diameter * 0.34))
    for j, ld in enumerate(leaders):
        spot = spots[min(j, len(spots) - 1)]
        token = leader_sprite(colours.get(ld.side, "#808080"), diameter, theme, halo=True, rating=ld.quality)
        paste(image, token, spot)
        if ids:
            tag = name_tag(ld.id, chip_h, colours.get(ld.side, "#808080"))
            paste(image, tag, (spot[0], spot[1] - diameter / 2 + chip_h / 2 - 1))
        chips = [marker_chip(m, chip_h, theme) for m in ld.markers[:3]]
        if chips:
            width = sum(ch.width for ch in chips) - (len(chips) - 1)
            x = spot[0] - width / 2
            y = spot[1] + diameter / 2 - chip_h
            for ch in chips:
                paste_sprite(image, ch, (round(x), round(y)))
                x += ch.width - 1
