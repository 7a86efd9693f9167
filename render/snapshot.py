"""A snapshot: title bar, map (static layer + trails + counters + attacks + losses) and legend.

Two framings: ``compose`` draws the whole map (or a zoom around a hex or on a section), and
``compose_activation`` draws the default post, the part of the map where the last activation happened
at a size a phone can read, with an overview of the whole map in the title bar.
"""

from __future__ import annotations

import hashlib
import io
import math
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import cast

from PIL import Image, ImageDraw

from engine.core.hexgrid import Orientation
from engine.core.messages import Msg, param_text
from engine.core.messages import render as render_msg
from engine.core.view import HexView, MapView, View, side_name
from render.colours import darken, rgb
from render.counters import (
    counter_side,
    draw_counters,
    draw_facings,
    draw_tails,
    facing_wedge,
    leader_sprite,
    marker_chip,
    unit_sprite,
)
from render.fonts import Font, font
from render.hexlayout import Layout, Point
from render.labels import Labels, english, fill
from render.overlay import (
    ELIMINATED,
    arrow_head,
    burst_points,
    dashed_polyline,
    draw_attacks,
    draw_losses,
    draw_paths,
    draw_sight,
    is_fire,
    lost_leader_sprite,
)
from render.palette import (
    PALETTE_KEY,
    build_palette,
    paste_layer,
    swatch,
    to_p,
    ui_colours,
)
from render.terrain import FEATURE_SPOT, WATERCOURSE, Board, board_for
from render.theme import DEFAULT_THEME, Theme, counted

ZOOM = 1.5  # extra scale of a zoomed snapshot
MIN_WIDTH = 360  # pixels at scale 1
ACTIVATION_HEX = 38.0  # hex circumradius of the activation post at scale 1: a hex is 66–76 px across
ACTIVATION_BOX = (470, 430)  # smallest map window of the activation post at scale 1 (7–8 hexes wide)
INSET_BOX = (132, 104)  # the overview's largest size at scale 1
PNG_SETTINGS = {"compress_level": 6}  # zlib level of every snapshot (and of the bench's floor)
TEXT_MIN = 13  # no text the renderer writes is smaller than this, in pixels at scale 1


@dataclass(frozen=True)
class Frame:
    """Where the map sits in a finished snapshot: its layout (pixel origin included) and hex centres."""

    layout: Layout
    centres: dict[str, Point]
    map_box: tuple[int, int, int, int]  # left, top, right, bottom of the map area in the image
    inset_box: tuple[int, int, int, int] | None = None  # the overview, when there is one
    shown: tuple[str, ...] = ()  # the hexes whose centres lie inside the map area


def render_view(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
    labels: Labels = english,
    note: str = "",
) -> Image.Image:
    """``view`` as an RGB image: the whole map, or zoomed ``around`` a hex or on a ``section``."""
    return compose(
        view,
        around=around,
        radius=radius,
        section=section,
        scale=scale,
        theme=theme,
        labels=labels,
        note=note,
    )[0]


def render_png(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
    labels: Labels = english,
    note: str = "",
) -> bytes:
    """The snapshot as optimised PNG bytes (a 256-colour palette: maps are flat colours and compress well)."""
    img, _ = _compose(
        view,
        around=around,
        radius=radius,
        section=section,
        scale=scale,
        theme=theme,
        labels=labels,
        note=note,
    )
    return encode_png(img)


def render_activation(
    view: View, *, scale: float = 1.0, theme: Theme = DEFAULT_THEME, labels: Labels = english, note: str = ""
) -> Image.Image:
    """The default post as an RGB image: where the last activation happened, readable on a phone."""
    return compose_activation(view, scale=scale, theme=theme, labels=labels, note=note)[0]


def render_activation_png(
    view: View, *, scale: float = 1.0, theme: Theme = DEFAULT_THEME, labels: Labels = english, note: str = ""
) -> bytes:
    """The default post as PNG bytes (see ``render_activation``)."""
    return encode_png(_compose_activation(view, scale=scale, theme=theme, labels=labels, note=note)[0])


def to_palette(img: Image.Image) -> Image.Image:
    """A 256-colour palette image (maps are flat colours: no visible loss, a third of the bytes).

    The palette is chosen from every other pixel of every other row (the exact colours, a quarter of
    the work), then every pixel takes its nearest palette colour: together about half the time of
    choosing it from the whole image, with the same look.
    """
    sample = img.resize((max(1, img.width // 2), max(1, img.height // 2)), Image.Resampling.NEAREST)
    palette = sample.quantize(colors=256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return img.quantize(palette=palette, dither=Image.Dither.NONE)


def encode_png(img: Image.Image) -> bytes:
    """PNG bytes of a snapshot: a palette image as it is, any other image quantised first."""
    buf = io.BytesIO()
    (img if img.mode == "P" else to_palette(img)).save(buf, "PNG", **PNG_SETTINGS)
    return buf.getvalue()


def snapshot_name(
    scenario: str,
    version: int,
    *,
    store: str | os.PathLike[str],
    channel: int | str,
    game: int | str = "",
    suffix: str = "",
) -> str:
    """A snapshot's file name, unique to one game: ``two-hills-v0003-1a2b3c4d5e.png``.

    The hash covers the database (``store``, made absolute), the ``channel`` and the ``game`` (anything
    that tells apart two games played one after the other in the same channel: its seed, its creation
    time), so two games, two channels or two databases sharing a folder never overwrite each other's
    images. ``suffix`` (``around-E5``, ``full``) is added before the extension; every part is reduced to
    letters, digits, dots and dashes.
    """
    key = f"{Path(store).expanduser().resolve()}\0{channel}\0{game}"
    tag = hashlib.sha256(key.encode()).hexdigest()[:10]
    parts = [_slug(scenario) or "game", f"v{version:04d}", tag]
    if suffix:
        parts.append(_slug(suffix))
    return "-".join(parts) + ".png"


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9.]+", "-", text).strip("-.")


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


def activation_hexes(view: View) -> tuple[str, ...]:
    """The hexes the last activation touched (moves, retreats, attacks, losses), in overlay order."""
    ov = view.map.overlay
    known = {h.label for h in view.map.hexes}
    out: dict[str, None] = {}
    for path in (*ov.moves, *ov.retreats):
        out.update(dict.fromkeys(path.hexes))
    for atk in ov.attacks:
        out.update(dict.fromkeys((atk.source, atk.target)))
    out.update(dict.fromkeys(x.hex for x in ov.losses))
    return tuple(h for h in out if h in known)


def _check_scale(scale: float) -> None:
    if scale <= 0 or not math.isfinite(scale):
        raise ValueError(f"scale must be a positive number, not {scale}")


def compose(
    view: View,
    *,
    around: str | None = None,
    radius: int = 3,
    section: str | None = None,
    scale: float = 1.0,
    theme: Theme = DEFAULT_THEME,
    labels: Labels = english,
    note: str = "",
) -> tuple[Image.Image, Frame]:
    """The snapshot (RGB) and where its map sits (tests and the bot use the frame to point at hexes)."""
    img, frame = _compose(
        view,
        around=around,
        radius=radius,
        section=section,
        scale=scale,
        theme=theme,
        labels=labels,
        note=note,
    )
    return img.convert("RGB"), frame


def _compose(
    view: View,
    *,
    around: str | None,
    radius: int,
    section: str | None,
    scale: float,
    theme: Theme,
    labels: Labels,
    note: str = "",
) -> tuple[Image.Image, Frame]:
    _check_scale(scale)
    chosen = selected_hexes(view, around, radius, section)
    zoomed = len(chosen) != len(view.map.hexes)
    board = board_for(view.map, theme, scale * (ZOOM if zoomed else 1.0))
    box = _zoom_box(view.map, board, chosen) if zoomed else (0, 0, board.image.width, board.image.height)
    return _finish(view, board, box, scale, theme, labels, inset=False, note=note)


def compose_activation(
    view: View, *, scale: float = 1.0, theme: Theme = DEFAULT_THEME, labels: Labels = english, note: str = ""
) -> tuple[Image.Image, Frame]:
    """The default post: the map around the last activation's hexes, large enough to read on a phone.

    The window is at least ``ACTIVATION_BOX`` (7–8 hexes wide), centred on the activation's hexes and
    grown to hold them all; with no activation yet it is centred on the middle of the armies. Hexes are
    ``ACTIVATION_HEX`` in circumradius (66–76 px across). The title bar carries an overview of the
    whole map with the shown area framed in red.
    """
    img, frame = _compose_activation(view, scale=scale, theme=theme, labels=labels, note=note)
    return img.convert("RGB"), frame


def _compose_activation(
    view: View, *, scale: float, theme: Theme, labels: Labels, note: str = ""
) -> tuple[Image.Image, Frame]:
    _check_scale(scale)
    board = board_for(view.map, theme, scale * ACTIVATION_HEX / theme.hex_size)
    focus = list(activation_hexes(view))
    by_label = {h.label: h for h in view.map.hexes}
    lay = board.layout
    if focus:
        left, top, right, bottom = lay.bounds(by_label[h].hex for h in focus)
    else:  # no activation yet: the smallest window, on the army that must decide (else every army)
        placed = [c for c in view.map.counters if c.hex in by_label]
        deciding = [c for c in placed if c.side in view.awaiting] or placed
        spots = [lay.hex_to_pixel(by_label[c.hex].hex) for c in deciding]
        if not spots:
            spots = [(board.image.width / 2, board.image.height / 2)]
        left = right = sum(x for x, _ in spots) / len(spots)
        top = bottom = sum(y for _, y in spots) / len(spots)
    pad = lay.size * 0.5
    want_w = max(right - left + 2 * pad, ACTIVATION_BOX[0] * scale)
    want_h = max(bottom - top + 2 * pad, ACTIVATION_BOX[1] * scale)
    box = (
        _window((left + right) / 2, want_w, board.image.width),
        _window((top + bottom) / 2, want_h, board.image.height),
    )
    return _finish(
        view, board, (box[0][0], box[1][0], box[0][1], box[1][1]), scale, theme, labels, inset=True, note=note
    )


def _palette_for(board: Board, view: View, theme: Theme) -> tuple[Image.Image, Image.Image]:
    """The palette for this layer and these side colours, and the layer as a palette image (cached
    with the layer)."""
    sides = tuple(s.colour for s in view.sides)
    tag = ("palette", sides)
    hit = board.cache.get(tag)
    if hit is None:
        side_px = counter_side(board.layout)
        sprites: list[Image.Image] = []
        for colour in sides:
            sprites += [
                unit_sprite(colour, "heavy_infantry", "HI", 3, 4, side_px, theme, ("disordered", "routed")),
                unit_sprite(colour, "cavalry", "Ha", 3, 4, side_px, theme, ("fatigued",), 5, 6, 0.0, False),
                leader_sprite(colour, round(side_px * 0.8), theme, True),
                lost_leader_sprite(colour, round(side_px * 0.6)),
            ]
        sprites += [marker_chip(name, max(TEXT_MIN + 3, side_px // 3), theme) for name, _ in theme.markers]
        pal = build_palette(board.image, swatch(sprites), ui_colours(sides, theme))
        hit = (pal, to_p(board.image, pal))
        board.cache[tag] = hit
    return cast(tuple[Image.Image, Image.Image], hit)


def _centres(board: Board, view: View, dx: float, dy: float) -> dict[str, Point]:
    """Every hex centre, shifted by (dx, dy) from where the layer has it (cached with the layer)."""
    tag = ("centres",)  # a layer is drawn for one set of hexes
    hit = board.cache.get(tag)
    if not isinstance(hit, dict):
        hit = {h.label: board.layout.hex_to_pixel(h.hex) for h in view.map.hexes}
        board.cache[tag] = hit
    return {k: (x + dx, y + dy) for k, (x, y) in cast(dict[str, Point], hit).items()}


def _window(centre: float, length: float, limit: int) -> tuple[int, int]:
    """[start, end) of ``length`` pixels centred on ``centre``, moved (and cut) to fit in [0, limit)."""
    n = min(limit, math.ceil(length))
    start = min(max(0, round(centre - n / 2)), limit - n)
    return start, start + n


def _zoom_box(view_map: MapView, board: Board, chosen: Sequence[HexView]) -> tuple[int, int, int, int]:
    layout = board.layout
    left, top, right, bottom = layout.bounds(h.hex for h in chosen)
    pad = layout.size * 0.3
    box = (
        max(0, math.floor(left - pad)),
        max(0, math.floor(top - pad)),
        min(board.image.width, math.ceil(right + pad)),
        min(board.image.height, math.ceil(bottom + pad)),
    )
    full = layout.bounds(h.hex for h in view_map.hexes)
    near = layout.size * 0.5  # a zoom on the map edge keeps that edge's coordinates
    return (
        0 if left - full[0] < near else box[0],
        0 if top - full[1] < near else box[1],
        board.image.width if full[2] - right < near else box[2],
        board.image.height if full[3] - bottom < near else box[3],
    )


def _finish(
    view: View,
    board: Board,
    box: tuple[int, int, int, int],
    scale: float,
    theme: Theme,
    labels: Labels,
    *,
    inset: bool,
    note: str = "",
) -> tuple[Image.Image, Frame]:
    """Crop the static layer to ``box``, draw the last activation and the counters, add the bars.

    Everything is drawn straight into the layer's palette image (render/palette.py), so the snapshot
    is ready to encode.
    """
    pal, board_p = _palette_for(board, view, theme)
    whole = box == (0, 0, board.image.width, board.image.height)
    canvas = board_p.copy() if whole else board_p.crop(box)
    canvas.info[PALETTE_KEY] = pal
    layout = board.layout.shifted(-box[0], -box[1])
    min_width = round(MIN_WIDTH * scale)
    if canvas.width < min_width:  # a narrow zoom still leaves room for the title bar
        wide = to_p(Image.new("RGB", (min_width, canvas.height), rgb(theme.background)), pal)
        dx = (min_width - canvas.width) // 2
        wide.paste(canvas, (dx, 0))
        canvas = wide
        layout = layout.shifted(dx, 0)

    centres = _centres(
        board, view, layout.origin[0] - board.layout.origin[0], layout.origin[1] - board.layout.origin[1]
    )
    reach = layout.size * 1.2
    visible = {
        k
        for k, (x, y) in centres.items()
        if -reach < x < canvas.width + reach and -reach < y < canvas.height + reach
    }
    colours = {s.side: s.colour for s in view.sides}
    overlay = view.map.overlay
    trails = [h for p in (*overlay.moves, *overlay.retreats) for h in p.hexes]
    _smooth(
        canvas, layout, centres, trails, lambda im, la, ce: draw_paths(im, la, ce, overlay, colours, theme)
    )
    counters = [c for c in view.map.counters if c.hex in visible]
    tails = [h for c in counters if c.tail is not None for h in (c.hex, c.tail)]
    _smooth(canvas, layout, centres, tails, lambda im, la, ce: draw_tails(im, la, ce, counters, colours))
    draw_counters(
        canvas,
        layout,
        centres,
        counters,
        colours,
        theme,
        view.system in theme.block_systems,
        view.system in theme.named_systems,
        view.system in theme.id_systems,
    )
    marks = [h for a in overlay.attacks for h in (a.source, a.target)] + [x.hex for x in overlay.losses]
    occupied = frozenset(c.hex for c in view.map.counters)

    def on_top(im: Image.Image, la: Layout, ce: dict[str, Point]) -> None:
        draw_attacks(im, la, ce, overlay.attacks, theme)
        draw_losses(im, la, ce, overlay.losses, theme, occupied, colours)

    _smooth(canvas, layout, centres, marks, on_top)
    vertex = view.system in theme.vertex_facing_systems
    draw_facings(canvas, layout, centres, counters, colours, vertex)  # last: never hidden by an attack line
    sight = view.map.sight
    if sight is not None:  # a line of sight asked for, over everything
        _smooth(canvas, layout, centres, list(sight.hexes), lambda im, la, ce: draw_sight(im, la, ce, sight))

    shown = tuple(k for k, (x, y) in centres.items() if 0 <= x < canvas.width and 0 <= y < canvas.height)
    overview = None
    if inset:
        frame_box = (box[0], box[1], box[0] + canvas.width, box[1] + canvas.height)
        overview = _overview(view, board, frame_box, scale, theme)
    header = _header(view, canvas.width, theme, scale, labels, overview, note)
    inset_box = None
    if overview is not None:
        pad = round(6 * scale)
        x0 = canvas.width - pad - overview.width
        y0 = (header.height - overview.height) // 2
        header.paste(overview, (x0, y0))
        inset_box = (x0, y0, x0 + overview.width, y0 + overview.height)
    legend = _legend(view, canvas.width, theme, scale, layout, board, shown, labels, pal)
    height = header.height + canvas.height + (legend.height if legend else 0)
    out = Image.new("P", (canvas.width, height))
    out.putpalette(pal.getpalette() or [])
    out.info[PALETTE_KEY] = pal
    out.paste(to_p(header, pal), (0, 0))
    out.paste(canvas, (0, header.height))
    if legend is not None:
        out.paste(legend, (0, header.height + canvas.height))
    final_layout = layout.shifted(0, header.height)
    frame = Frame(
        final_layout,
        {k: (x, y + header.height) for k, (x, y) in centres.items()},
        (0, header.height, canvas.width, header.height + canvas.height),
        inset_box,
        shown,
    )
    return out, frame


OVERLAY_SS = 1  # the overlay is drawn this many times larger, then reduced (1: at the final size; the
# palette image takes its pixels with a hard edge anyway, so a larger drawing would only cost time)


def _smooth(
    canvas: Image.Image,
    layout: Layout,
    centres: dict[str, Point],
    labels: list[str],
    paint: Callable[[Image.Image, Layout, dict[str, Point]], None],
) -> None:
    """Run ``paint`` on a transparent patch around ``labels`` and lay it on the canvas."""
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
    near = {h: centres[h] for h in labels if h in centres}
    patch = Image.new("RGBA", ((right - left) * k, (bottom - top) * k), (0, 0, 0, 0))
    local = Layout(
        layout.orientation, layout.size * k, ((layout.origin[0] - left) * k, (layout.origin[1] - top) * k)
    )
    paint(patch, local, {h: ((x - left) * k, (y - top) * k) for h, (x, y) in near.items()})
    if k > 1:
        patch = patch.reduce(k)  # a box filter: smooth enough for lines, faster than Lanczos
    paste_layer(canvas, patch, (left, top))


# ---------------------------------------------------------------------------- title bar


def _line(img: Image.Image, at: tuple[float, float], text: str, f: Font, colour: str) -> None:
    """``text`` with its top left at ``at``, from a cache of rendered lines (a title, the scores and
    most status lines recur from one snapshot to the next)."""
    sprite = _line_sprite(text, f, colour)
    img.paste(sprite, (round(at[0]), round(at[1])), sprite)


@lru_cache(maxsize=512)
def _line_sprite(text: str, f: Font, colour: str) -> Image.Image:
    _, _, right, bottom = f.getbbox(text)
    sprite = Image.new("RGBA", (max(1, math.ceil(right)), max(1, math.ceil(bottom))), (0, 0, 0, 0))
    ImageDraw.Draw(sprite).text((0, 0), text, font=f, fill=rgb(colour))
    return sprite


@lru_cache(maxsize=1024)
def _length(text: str, f: Font) -> float:
    return float(f.getlength(text))


@lru_cache(maxsize=1024)
def _fit(text: str, f: Font, width: float) -> str:
    if f.getlength(text) <= width:
        return text
    while text and f.getlength(text + "…") > width:
        text = text[:-1]
    return text + "…"


def _header(
    view: View,
    width: int,
    theme: Theme,
    scale: float,
    labels: Labels,
    inset: Image.Image | None,
    note: str = "",
) -> Image.Image:
    """Title, scores, turn and phase, who decides now (and ``note``: the game's clock, where it has one);
    the overview (when given) is pasted at its right."""
    big = font(max(TEXT_MIN + 2, round(theme.font_title * scale)), bold=True)
    small = font(max(TEXT_MIN, round((theme.font_small + 1) * scale)))
    small_bold = font(max(TEXT_MIN, round((theme.font_small + 1) * scale)), bold=True)
    pad = round(8 * scale)
    lang = str(getattr(labels, "lang", "en"))  # a catalogue's labels carry their language
    names = {s.side: side_name(view.system, s, lang) for s in view.sides}
    text_w = width - (inset.width + pad if inset is not None else 0)

    score_items: list[tuple[str, str]] = []
    for s in view.sides:
        text = names[s.side]
        if s.score is not None:
            text += f" {s.score}" + (f"/{s.target}" if s.target is not None else "")
        score_items.append((s.colour, text))
    swatch = small.size
    scores_w = sum(swatch + 6 + _length(t, small_bold) + 14 for _, t in score_items)

    title = param_text(view.title or view.scenario, lang)  # a scenario's name reads in the language
    title_line_h = big.size + pad // 2
    scores_own_line = _length(title, big) + scores_w + 3 * pad > text_w
    phase = render_msg(view.phase, lang)
    turn = fill(labels, "render.title.turn", turn=view.turn)
    line2 = phase if turn.lower() in phase.lower() else f"{turn} · {phase}"
    note_lines = _wrap_notes(line2, [render_msg(m, lang) for m in view.title_notes], small, text_w - 2 * pad)
    line2, note_lines = note_lines[0], note_lines[1:]
    if view.result is not None:
        winner = view.result.get("winner")
        line3 = (
            fill(labels, "render.title.winner", side=names.get(str(winner), winner))
            if winner
            else labels("render.title.game_over")
        )
        reason = view.result.get("reason")
        if isinstance(reason, dict) and "key" in reason:
            line3 += f" ({render_msg(Msg.from_json(reason), lang)})"
    elif view.awaiting:
        line3 = fill(labels, "render.title.awaiting", sides=", ".join(names.get(s, s) for s in view.awaiting))
    else:
        line3 = ""
    if note:
        line3 += ("  ·  " if line3 else "") + note
    if view.viewer is not None:
        line3 += ("  ·  " if line3 else "") + fill(
            labels, "render.title.view_of", side=names.get(view.viewer, view.viewer)
        )
    lines = 1 + (1 if scores_own_line else 0) + 1 + len(note_lines) + (1 if line3 else 0)
    line_h = round(small.size) + pad // 2
    height = round(pad * 2 + title_line_h + (lines - 1) * line_h)
    if inset is not None:
        height = max(height, inset.height + 2 * pad)
    img = Image.new("RGB", (width, height), rgb(theme.title_bg))
    d = ImageDraw.Draw(img)
    y: float = pad
    _line(
        img,
        (pad, y),
        _fit(title, big, text_w - 2 * pad - (0 if scores_own_line else scores_w)),
        big,
        theme.title_fg,
    )

    def draw_scores(x: float, yy: float) -> None:
        for colour, text in score_items:
            d.rectangle(
                [x, yy + 2, x + swatch - 2, yy + swatch], fill=rgb(colour), outline=rgb(theme.title_fg)
            )
            x += swatch + 6
            _line(
                img, (x, yy), _fit(text, small_bold, max(20.0, text_w - x - pad)), small_bold, theme.title_fg
            )
            x += _length(text, small_bold) + 14

    if scores_own_line:
        y += title_line_h
        draw_scores(pad, y)
        y += line_h
    else:
        draw_scores(text_w - pad - scores_w + 14, y + (big.size - small.size) / 2)
        y += title_line_h
    _line(img, (pad, y), _fit(line2, small, text_w - 2 * pad), small, theme.title_fg)
    y += line_h
    for text in note_lines:
        _line(img, (pad, y), _fit(text, small, text_w - 2 * pad), small, theme.title_fg)
        y += line_h
    if line3:
        _line(img, (pad, y), _fit(line3, small_bold, text_w - 2 * pad), small_bold, "#ffd54f")
    return img


# ---------------------------------------------------------------------------- overview inset


MAX_NOTE_LINES = 4  # the title notes take at most this many lines of their own


def _wrap_notes(phase: str, notes: list[str], f: Font, width: float) -> list[str]:
    """The phase line and the title notes after it, each note kept whole on a line where it fits: a note
    goes on the current line when there is room, else starts the next one (a long one is cut there)."""
    lines = [phase]
    for note in notes:
        joined = f"{lines[-1]}  ·  {note}"
        if _length(joined, f) <= width:
            lines[-1] = joined
        elif len(lines) <= MAX_NOTE_LINES:
            lines.append(note)
        else:
            lines[-1] = joined  # no room for another line: _fit cuts it with an ellipsis
    return lines


def _overview_base(
    orientation: Orientation, hexes: tuple[HexView, ...], size: float, theme: Theme
) -> tuple[Image.Image, Layout]:
    """The whole map in miniature: each hex in its terrain's colour, on the title bar's background."""
    lay = Layout(orientation, size)
    left, top, right, bottom = lay.bounds(h.hex for h in hexes)
    lay = lay.shifted(2 - left, 2 - top)
    img = Image.new("RGB", (math.ceil(right - left) + 4, math.ceil(bottom - top) + 4), rgb(theme.title_bg))
    d = ImageDraw.Draw(img)
    for h in hexes:
        style = theme.terrain_style(h.terrain)
        colour = rgb(style.fill)
        if h.terrain in ("river", "stream", "ford", "bridge"):
            colour = rgb(style.ink)
        elif style.texture == "trees":
            colour = darken(colour, 0.15)
        d.polygon(lay.corners(h.hex), fill=colour, outline=darken(colour, 0.18))
    return img, lay


def _overview(
    view: View, board: Board, shown: tuple[int, int, int, int], scale: float, theme: Theme
) -> Image.Image | None:
    """The whole map, small: units as dots in their side's colour, the shown window framed in red."""
    hexes = view.map.hexes
    if not hexes:
        return None
    tag = ("overview", scale)
    if tag not in board.cache:
        unit = Layout(view.map.orientation, 1.0)
        left, top, right, bottom = unit.bounds(h.hex for h in hexes)
        size = min(INSET_BOX[0] * scale / (right - left), INSET_BOX[1] * scale / (bottom - top))
        board.cache[tag] = _overview_base(view.map.orientation, hexes, round(size, 2), theme)
    base, lay = cast(tuple[Image.Image, Layout], board.cache[tag])
    img = base.copy()
    d = ImageDraw.Draw(img)
    by_label = {h.label: h for h in hexes}
    colours = {s.side: s.colour for s in view.sides}
    r = max(1.5, lay.size * 0.45)
    for cv in view.map.counters:
        hv = by_label.get(cv.hex)
        if hv is None or cv.leader:
            continue
        x, y = lay.hex_to_pixel(hv.hex)
        d.rectangle([x - r, y - r, x + r, y + r], fill=rgb(colours.get(cv.side, "#808080")))
    # the shown window: board pixels to overview pixels through the hex frame both share
    k = lay.size / board.layout.size
    ox = lay.origin[0] - board.layout.origin[0] * k
    oy = lay.origin[1] - board.layout.origin[1] * k
    x0, y0 = max(0, ox + shown[0] * k), max(0, oy + shown[1] * k)
    x1, y1 = min(img.width - 1, ox + shown[2] * k), min(img.height - 1, oy + shown[3] * k)
    d.rectangle([x0, y0, x1, y1], outline=(255, 255, 255), width=3)
    d.rectangle([x0, y0, x1, y1], outline=(229, 57, 53), width=2)
    return img


# ---------------------------------------------------------------------------- legend

LegendItem = tuple[str, str]  # (sample key, text)


# hex features drawn as lines across the map (watercourses, roads), explained by their own legend entries
_DRAWN_AS_LINES = WATERCOURSE | {"road"}


def _legend_items(view: View, shown: Sequence[str], labels: Labels) -> list[LegendItem]:
    """What the shown part of the map needs explained: terrain, hexsides, the overlay, markers, leaders."""
    here = set(shown)
    items: list[LegendItem] = []
    seen_terrain: list[str] = []
    for h in view.map.hexes:
        if h.label in here and h.terrain != "clear" and h.terrain not in seen_terrain:
            seen_terrain.append(h.terrain)
    for h in view.map.hexes:  # what lies in a hex over its terrain: the dead, a ladder, a hatch
        if h.label in here:
            seen_terrain += [f for f in h.features if f not in _DRAWN_AS_LINES and f not in seen_terrain]
    items += [("terrain:" + t, labels("render.legend.terrain." + t)) for t in seen_terrain]
    seen_sides: list[str] = []
    for side in view.map.hexsides:
        if (side.a in here or side.b in here) and side.feature not in seen_sides:
            seen_sides.append(side.feature)
    items += [("hexside:" + f, labels("render.legend.hexside." + f)) for f in seen_sides]
    ov = view.map.overlay
    if ov.moves:
        items.append(("move", labels("render.legend.move")))
    if ov.retreats:
        items.append(("retreat", labels("render.legend.retreat")))
    kinds = {a.kind for a in ov.attacks}
    if any(not is_fire(k) for k in kinds):
        items.append(("melee", labels("render.legend.melee")))
    if any(is_fire(k) for k in kinds):
        items.append(("fire", labels("render.legend.fire")))
    if any(not x.eliminated and not x.leader for x in ov.losses):
        items.append(("loss", labels("render.legend.loss")))
    if any(x.eliminated and not x.leader for x in ov.losses):
        items.append(("eliminated", labels("render.legend.eliminated")))
    if any(x.leader for x in ov.losses):
        items.append(("leader_lost", labels("render.legend.leader_lost")))
    counters = [c for c in view.map.counters if c.hex in here]
    markers: dict[str, str] = {}  # kind → the first marker of that kind (a counted marker's kind: hits)
    for cv in counters:
        for m in cv.markers:
            markers.setdefault(counted(m)[0], m)
    items += [("marker:" + m, labels("render.legend.marker." + kind)) for kind, m in markers.items()]
    if any(c.facing is not None for c in counters):
        items.append(("facing", labels("render.legend.facing")))
    if any(c.leader for c in counters):
        items.append(("leader", labels("render.legend.leader")))
    return items


def _legend(
    view: View,
    width: int,
    theme: Theme,
    scale: float,
    layout: Layout,
    board: Board,
    shown: Sequence[str],
    labels: Labels,
    pal: Image.Image,
) -> Image.Image | None:
    """The legend as a palette image in ``pal``'s colours (cached with the layer)."""
    items = _legend_items(view, shown, labels)
    if not items:
        return None
    tag = ("legend", tuple(items), width, scale, tuple(s.colour for s in view.sides))
    cached = board.cache.get(tag)
    if isinstance(cached, Image.Image):
        return cached
    img = to_p(_draw_legend(view, items, width, theme, scale, board), pal)
    legends = [k for k in list(board.cache) if k[0] == "legend"]
    if len(legends) >= LEGENDS_KEPT:  # legends of past activations: keep the layer's cache small
        for k in legends:
            board.cache.pop(k, None)  # another thread may have dropped it already
    board.cache[tag] = img
    return img


LEGENDS_KEPT = 32  # legends (as palette images) cached per static layer


def _draw_legend(
    view: View, items: Sequence[LegendItem], width: int, theme: Theme, scale: float, board: Board
) -> Image.Image:
    f = font(max(TEXT_MIN, round(theme.font_small * scale)))
    s = max(16.0, theme.hex_size * scale * 0.6)
    sample_w = round(s * 1.6)
    pad = round(6 * scale)
    row_h = round(max(f.size, s) + pad)
    rows: list[list[tuple[str, str, float]]] = [[]]
    x: float = pad
    for key, text in items:
        text = _fit(text, f, width - 3 * pad - sample_w - 4)
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
            _sample(img, d, key, (x, cy), sample_w, s, view, theme, board)
            d.text((x + sample_w + 4, cy), text, font=f, fill=ink, anchor="lm")  # cached with the legend
            x += w
    return img


def _board_sample(board: Board, view: View, key: str, w: int, h: int) -> Image.Image | None:
    """A piece of the static layer that shows a terrain (a hex of it) or a hexside feature (cached
    with the layer)."""
    tag = ("sample", key, w, h)
    if tag not in board.cache:
        board.cache[tag] = _cut_sample(board, view, key, w, h)
    cached = board.cache[tag]
    return cached if isinstance(cached, Image.Image) else None


def _cut_sample(board: Board, view: View, key: str, w: int, h: int) -> Image.Image | None:
    lay = board.layout
    by_label = {hv.label: hv for hv in view.map.hexes}
    kind, name = key.split(":", 1)
    centre: Point | None = None
    if kind == "terrain":
        hv = next((x for x in view.map.hexes if x.terrain == name), None)
        if hv is not None:
            centre = lay.hex_to_pixel(hv.hex)
        else:  # a feature lying in a hex (a hatch): where it is drawn
            hv = next((x for x in view.map.hexes if name in x.features), None)
            if hv is not None:
                (cx, cy), (dx, dy) = lay.hex_to_pixel(hv.hex), FEATURE_SPOT.get(name, (0.0, 0.0))
                centre = (cx + dx * lay.size, cy + dy * lay.size)
    else:
        for side in view.map.hexsides:
            a, b = by_label.get(side.a), by_label.get(side.b)
            if side.feature == name and a is not None and b is not None and a.hex.distance(b.hex) == 1:
                centre = lay.hexside_midpoint(a.hex, b.hex)
                break
    if centre is None:
        return None
    half_w, half_h = lay.size * 0.62, lay.size * 0.62 * h / w
    box = (
        round(centre[0] - half_w),
        round(centre[1] - half_h),
        round(centre[0] + half_w),
        round(centre[1] + half_h),
    )
    return board.image.crop(box).resize((w, h), Image.Resampling.BILINEAR, reducing_gap=2.0)


def _sample(
    img: Image.Image,
    d: ImageDraw.ImageDraw,
    key: str,
    at: tuple[float, float],
    w: int,
    s: float,
    view: View,
    theme: Theme,
    board: Board,
) -> None:
    x, cy = at
    a, b = (x + 2, cy), (x + w - 2, cy)
    lw = max(3, round(s * 0.2))
    first = view.sides[0].colour if view.sides else "#606060"
    if key.startswith(("terrain:", "hexside:")):
        h = round(s)
        piece = _board_sample(board, view, key, w - 2, h)
        if piece is not None:
            img.paste(piece, (round(x + 1), round(cy - h / 2)))
            d.rectangle([x + 1, cy - h / 2, x + w - 2, cy + h / 2], outline=rgb(theme.grid), width=1)
    elif key == "move":
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
    elif key in ("loss", "eliminated"):
        c = (x + w / 2, cy)
        d.polygon(burst_points(c, s * 0.5), fill=rgb(theme.loss))
        d.text(
            c,
            ELIMINATED if key == "eliminated" else "\u22121",
            font=font(max(TEXT_MIN, round(s * 0.55)), bold=True),
            fill=(255, 255, 255),
            anchor="mm",
        )
    elif key == "leader_lost":
        sprite = lost_leader_sprite(first, round(s * 0.95))
        img.paste(sprite, (round(x + w / 2 - sprite.width / 2), round(cy - sprite.height / 2)), sprite)
    elif key == "facing":
        lay = Layout(
            Orientation.FLAT if view.map.orientation is Orientation.FLAT else Orientation.POINTY, s * 0.9
        )
        centre = (x + w / 2 - s * 0.3, cy)
        face = rgb(first)
        d.rectangle(
            [centre[0] - s * 0.4, cy - s * 0.4, centre[0] + s * 0.4, cy + s * 0.4],
            fill=face,
            outline=darken(face, 0.55),
        )
        facing_wedge(d, lay, centre, _east(lay), first)
    elif key == "leader":
        sprite = leader_sprite(first, round(s * 0.95), theme)
        img.paste(sprite, (round(x + w / 2 - sprite.width / 2), round(cy - sprite.height / 2)), sprite)
    elif key.startswith("marker:"):
        chip = marker_chip(key.split(":", 1)[1], max(TEXT_MIN + 3, round(s * 0.8)), theme)
        img.paste(chip, (round(x + w / 2 - chip.width / 2), round(cy - chip.height / 2)), chip)


def _east(lay: Layout) -> int:
    """The direction whose hexside lies most nearly to the east (the legend's facing sample)."""
    return max(range(6), key=lambda k: lay.direction_vector(k)[0])


__all__ = [
    "ACTIVATION_HEX",
    "Frame",
    "activation_hexes",
    "compose",
    "compose_activation",
    "encode_png",
    "render_activation",
    "render_activation_png",
    "render_png",
    "render_view",
    "selected_hexes",
    "snapshot_name",
    "to_palette",
]
