"""A snapshot: title bar, map (static layer + trails + counters + attacks + losses) and legend."""

from __future__ import annotations

import io
import math
from collections.abc import Callable
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.core.messages import Msg
from engine.core.messages import render as render_msg
from engine.core.view import HexView, View
from render.colours import darken, rgb
from render.counters import draw_counters, leader_sprite, marker_chip
from render.fonts import Font, font
from render.hexlayout import Layout, Point
from render.overlay import (
    ELIMINATED,
    arrow_head,
    burst_points,
    dashed_polyline,
    draw_attacks,
    draw_losses,
    draw_paths,
    is_fire,
)
from render.terrain import board_for
from render.theme import DEFAULT_THEME, Theme

ZOOM = 1.5  # extra scale of a zoomed snapshot
MIN_WIDTH = 360  # pixels at scale 1


@dataclass(frozen=True)
class Frame:
    """Where the map sits in a finished snapshot: its layout (pixel origin included) and hex centres."""

    layout: Layout
    centres: dict[str, Point]
    map_box: tuple[int, int, int, int]  # left, top, right, bottom of the map area in the image


def render_view(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
) -> Image.Image:
    """``view`` as an RGB image: the whole map, or zoomed ``around`` a hex or on a ``section``."""
    return compose(view, around=around, radius=radius, section=section, scale=scale, theme=theme)[0]


def render_png(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
) -> bytes:
    """The snapshot as optimised PNG bytes (a 256-colour palette: maps are flat colours and compress well)."""
    img = render_view(view, around=around, radius=radius, section=section, scale=scale, theme=theme)
    return encode_png(img)


def encode_png(img: Image.Image) -> bytes:
    pal = img.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    pal.save(buf, "PNG", compress_level=6)
    return buf.getvalue()


def selected_hexes(view: View, around: str | None, radius: int, section: str | None) -> list[HexView]:
    """The hexes a zoom shows (every hex when neither ``around`` nor ``section`` is given)."""
    hexes = list(view.map.hexes)
    if around is not None and section is not None:
        raise ValueError("zoom either around a hex or on a section, not both")
    if around is not None:
        by_label = {h.label.upper(): h for h in hexes}
        centre = by_label.get(around.strip().upper())
        if centre is None:
            example = f"hexes are labelled like {hexes[0].label}" if hexes else "the map has no hexes"
            raise ValueError(f"unknown hex {around!r}: not on this map ({example})")
        if radius < 0:
            raise ValueError(f"zoom radius must be 0 or more, not {radius}")
        return [h for h in hexes if h.hex.distance(centre.hex) <= radius]
    if section is not None:
        known = sorted({s for h in hexes for s in h.sections})
        wanted = section.strip().lower()
        chosen = [h for h in hexes if wanted in (s.lower() for s in h.sections)]
        if not chosen:
            names = ", ".join(known) if known else "none on this map"
            raise ValueError(f"unknown section {section!r} (sections: {names})")
        return chosen
    return hexes


def compose(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
) -> tuple[Image.Image, Frame]:
    """The snapshot and where its map sits (tests and the bot use the frame to point at hexes)."""
    if scale <= 0 or not math.isfinite(scale):
        raise ValueError(f"scale must be a positive number, not {scale}")
    chosen = selected_hexes(view, around, radius, section)
    zoomed = len(chosen) != len(view.map.hexes)
    map_scale = scale * (ZOOM if zoomed else 1.0)
    board = board_for(view.map, theme, map_scale)
    layout = board.layout
    if zoomed:
        left, top, right, bottom = layout.bounds(h.hex for h in chosen)
        pad = layout.size * 0.3
        box = (
            max(0, math.floor(left - pad)),
            max(0, math.floor(top - pad)),
            min(board.image.width, math.ceil(right + pad)),
            min(board.image.height, math.ceil(bottom + pad)),
        )
        full = layout.bounds(h.hex for h in view.map.hexes)
        near = layout.size * 0.5  # a zoom on the map edge keeps that edge's coordinates
        box = (
            0 if left - full[0] < near else box[0],
            0 if top - full[1] < near else box[1],
            board.image.width if full[2] - right < near else box[2],
            board.image.height if full[3] - bottom < near else box[3],
        )
        canvas = board.image.crop(box)
        layout = layout.shifted(-box[0], -box[1])
    else:
        canvas = board.image.copy()
    min_width = round(MIN_WIDTH * scale)
    if canvas.width < min_width:  # a narrow zoom still leaves room for the title bar
        wide = Image.new("RGB", (min_width, canvas.height), rgb(theme.background))
        dx = (min_width - canvas.width) // 2
        wide.paste(canvas, (dx, 0))
        canvas = wide
        layout = layout.shifted(dx, 0)

    centres = {h.label: layout.hex_to_pixel(h.hex) for h in view.map.hexes}
    colours = {s.side: s.colour for s in view.sides}
    overlay = view.map.overlay
    trails = [h for p in (*overlay.moves, *overlay.retreats) for h in p.hexes]
    _smooth(
        canvas, layout, centres, trails, lambda im, la, ce: draw_paths(im, la, ce, overlay, colours, theme)
    )
    draw_counters(canvas, layout, centres, view.map.counters, colours, theme)
    marks = [h for a in overlay.attacks for h in (a.source, a.target)] + [x.hex for x in overlay.losses]

    def on_top(im: Image.Image, la: Layout, ce: dict[str, Point]) -> None:
        draw_attacks(im, la, ce, overlay.attacks, theme)
        draw_losses(im, la, ce, overlay.losses, theme)

    _smooth(canvas, layout, centres, marks, on_top)

    header = _header(view, canvas.width, theme, scale)
    legend = _legend(view, canvas.width, theme, scale, layout)
    height = header.height + canvas.height + (legend.height if legend else 0)
    out = Image.new("RGB", (canvas.width, height), rgb(theme.background))
    out.paste(header, (0, 0))
    out.paste(canvas, (0, header.height))
    if legend is not None:
        out.paste(legend, (0, header.height + canvas.height))
    final_layout = layout.shifted(0, header.height)
    frame = Frame(
        final_layout,
        {k: (x, y + header.height) for k, (x, y) in centres.items()},
        (0, header.height, canvas.width, header.height + canvas.height),
    )
    return out, frame


OVERLAY_SS = 2  # the overlay is drawn this many times larger, then reduced (smooth diagonals)


def _smooth(
    canvas: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    labels: list[str],
    paint: Callable[[Image.Image, Layout, dict[str, Point]], None],
) -> None:
    """Run ``paint`` on a transparent, supersampled patch around ``labels`` and lay it on the canvas."""
    pts = [centres[h] for h in labels if h in centres]
    if not pts:
        return
    reach = layout.size * 1.1  # arrowheads, badges and bursts stay within about a hex of a centre
    left = max(0, math.floor(min(x for x, _ in pts) - reach))
    top = max(0, math.floor(min(y for _, y in pts) - reach))
    right = min(canvas.width, math.ceil(max(x for x, _ in pts) + reach))
    bottom = min(canvas.height, math.ceil(max(y for _, y in pts) + reach))
    if right <= left or bottom <= top:
        return
    k = OVERLAY_SS
    patch = Image.new("RGBA", ((right - left) * k, (bottom - top) * k), (0, 0, 0, 0))
    local = Layout(
        layout.orientation, layout.size * k, ((layout.origin[0] - left) * k, (layout.origin[1] - top) * k)
    )
    paint(patch, local, {h: ((x - left) * k, (y - top) * k) for h, (x, y) in centres.items()})
    patch = patch.resize((right - left, bottom - top), Image.Resampling.LANCZOS)
    canvas.paste(patch, (left, top), patch)


# ---------------------------------------------------------------------------- title bar


def _fit(text: str, f: Font, width: float) -> str:
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


def _header(view: View, width: int, theme: Theme, scale: float) -> Image.Image:
    big = font(max(14, round(theme.font_title * scale)), bold=True)
    small = font(max(12, round((theme.font_small + 1) * scale)))
    small_bold = font(max(12, round((theme.font_small + 1) * scale)), bold=True)
    pad = round(8 * scale)
    names = {s.side: s.name or s.side for s in view.sides}

    score_items: list[tuple[str, str]] = []
    for s in view.sides:
        text = s.name or s.side
        if s.score is not None:
            text += f" {s.score}" + (f"/{s.target}" if s.target is not None else "")
        score_items.append((s.colour, text))
    swatch = small.size
    scores_w = sum(swatch + 6 + small_bold.getlength(t) + 14 for _, t in score_items)

    title = view.title or view.scenario
    title_line_h = big.size + pad // 2
    scores_own_line = big.getlength(title) + scores_w + 3 * pad > width
    phase = render_msg(view.phase)
    line2 = phase if f"turn {view.turn}" in phase.lower() else f"Turn {view.turn} · {phase}"
    if view.result is not None:
        winner = view.result.get("winner")
        line3 = f"Game over: {names.get(str(winner), winner)} wins" if winner else "Game over"
        reason = view.result.get("reason")
        if isinstance(reason, dict) and "key" in reason:
            line3 += f" ({render_msg(Msg.from_json(reason))})"
    elif view.awaiting:
        line3 = "Awaiting: " + ", ".join(names.get(s, s) for s in view.awaiting)
    else:
        line3 = ""
    if view.viewer is not None:
        line3 += ("  ·  " if line3 else "") + f"view of {names.get(view.viewer, view.viewer)}"
    lines = 1 + (1 if scores_own_line else 0) + 1 + (1 if line3 else 0)
    line_h = round(small.size) + pad // 2
    height = round(pad * 2 + title_line_h + (lines - 1) * line_h)
    img = Image.new("RGB", (width, height), rgb(theme.title_bg))
    d = ImageDraw.Draw(img)
    y: float = pad
    d.text(
        (pad, y),
        _fit(title, big, width - 2 * pad - (0 if scores_own_line else scores_w)),
        font=big,
        fill=rgb(theme.title_fg),
    )

    def draw_scores(x: float, yy: float) -> None:
        for colour, text in score_items:
            d.rectangle(
                [x, yy + 2, x + swatch - 2, yy + swatch], fill=rgb(colour), outline=rgb(theme.title_fg)
            )
            x += swatch + 6
            d.text((x, yy), text, font=small_bold, fill=rgb(theme.title_fg))
            x += small_bold.getlength(text) + 14

    if scores_own_line:
        y += title_line_h
        draw_scores(pad, y)
        y += line_h
    else:
        draw_scores(width - pad - scores_w + 14, y + (big.size - small.size) / 2)
        y += title_line_h
    d.text((pad, y), _fit(line2, small, width - 2 * pad), font=small, fill=rgb(theme.title_fg))
    y += line_h
    if line3:
        d.text((pad, y), _fit(line3, small_bold, width - 2 * pad), font=small_bold, fill=rgb("#ffd54f"))
    return img


# ---------------------------------------------------------------------------- legend


def _legend(view: View, width: int, theme: Theme, scale: float, layout: Layout) -> Image.Image | None:
    ov = view.map.overlay
    f = font(max(12, round(theme.font_small * scale)))
    s = max(14.0, theme.hex_size * scale * 0.55)
    sample_w = round(s * 1.6)
    items: list[tuple[str, str]] = []
    if ov.moves:
        items.append(("move", "moved"))
    if ov.retreats:
        items.append(("retreat", "retreat / rout"))
    kinds = {a.kind for a in ov.attacks}
    if any(not is_fire(k) for k in kinds):
        items.append(("melee", "melee"))
    if any(is_fire(k) for k in kinds):
        items.append(("fire", "fire"))
    if ov.losses:
        items.append(("loss", "losses"))
    markers: list[str] = []
    for cv in view.map.counters:
        for m in cv.markers:
            if m not in markers:
                markers.append(m)
    for m in markers:
        items.append(("marker:" + m, m.replace("_", " ")))
    if any(c.leader for c in view.map.counters) and items:
        items.append(("leader", "leader"))
    if not items:
        return None
    pad = round(6 * scale)
    row_h = round(max(f.size, s) + pad)
    # lay the items out in rows
    rows: list[list[tuple[str, str, float]]] = [[]]
    x: float = pad
    for key, text in items:
        w = sample_w + 4 + f.getlength(text) + 2 * pad
        if x + w > width - pad and rows[-1]:
            rows.append([])
            x = pad
        rows[-1].append((key, text, w))
        x += w
    img = Image.new("RGB", (width, len(rows) * row_h + pad), darken(rgb(theme.background), 0.06))
    d = ImageDraw.Draw(img)
    d.line([(0, 0), (width, 0)], fill=rgb(theme.paper_edge), width=1)
    ink = rgb(theme.label)
    for r, row in enumerate(rows):
        x = pad
        cy = pad + r * row_h + row_h / 2 - pad / 2
        for key, text, w in row:
            _sample(img, d, key, (x, cy), sample_w, s, view, theme)
            d.text((x + sample_w + 4, cy), text, font=f, fill=ink, anchor="lm")
            x += w
    return img


def _sample(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    key: str,
    at: tuple[float, float],
    w: int,
    s: float,
    view: View,
    theme: Theme,
) -> None:
    x, cy = at
    a, b = (x + 2, cy), (x + w - 2, cy)
    lw = max(3, round(s * 0.2))
    first = view.sides[0].colour if view.sides else "#606060"
    if key == "move":
        d.line([a, b], fill=rgb(first), width=lw)
        arrow_head(d, a, b, s * 0.55, rgb(first), (255, 255, 255))
    elif key == "retreat":
        d.line([a, b], fill=(40, 40, 40), width=lw)
        dashed_polyline(d, [a, b], rgb(theme.retreat), lw, s * 0.4, s * 0.2)
        arrow_head(d, a, b, s * 0.55, rgb(theme.retreat), (30, 30, 30))
    elif key == "melee":
        d.line([a, b], fill=rgb(theme.melee), width=lw)
        arrow_head(d, a, b, s * 0.55, rgb(theme.melee), (255, 255, 255))
    elif key == "fire":
        dashed_polyline(d, [a, b], rgb(theme.fire), lw, s * 0.35, s * 0.2)
        arrow_head(d, a, b, s * 0.55, rgb(theme.fire), (255, 255, 255))
    elif key == "loss":
        c = (x + w / 2, cy)
        d.polygon(burst_points(c, s * 0.5), fill=rgb(theme.loss))
        d.text(
            c, ELIMINATED, font=font(max(12, round(s * 0.6)), bold=True), fill=(255, 255, 255), anchor="mm"
        )
    elif key == "leader":
        sprite = leader_sprite(first, round(s * 0.95), theme)
        img.paste(sprite, (round(x + w / 2 - sprite.width / 2), round(cy - sprite.height / 2)), sprite)
    elif key.startswith("marker:"):
        chip = marker_chip(key.split(":", 1)[1], max(theme.font_small + 3, round(s * 0.8)), theme)
        img.paste(chip, (round(x + w / 2 - chip.width / 2), round(cy - chip.height / 2)), chip)


__all__ = ["Frame", "compose", "encode_png", "render_png", "render_view", "selected_hexes"]
