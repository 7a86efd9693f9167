"""Drawing straight into a 256-colour palette image, so a snapshot needs no quantisation at the end.

A snapshot is mostly its static layer. The layer's palette image is made once (with the layer); the
palette adds every colour the renderer draws with (side colours, overlay, markers, title bar) and the
blends their sprites produce. Sprites are converted once (cached) and pasted with a hard mask; lines,
text and bars are drawn on small RGB pieces and converted alone. Encoding then starts at once: the
whole cost above the bare encode is the drawing.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PIL import Image

from render.colours import RGB, darken, ink_on, lighten, mix, rgb
from render.theme import Theme

BOARD_COLOURS = 168  # palette entries for the static layer; the rest for what is drawn over it
ALPHA_CUT = 110  # sprite pixels at least this opaque are pasted, the rest let the map show
PALETTE_KEY = "hexwar_palette"  # the P image's info entry holding its palette image
_HARD = [0] * ALPHA_CUT + [255] * (256 - ALPHA_CUT)  # alpha to a hard mask


def ui_colours(sides: Sequence[str], theme: Theme) -> list[RGB]:
    """The flat colours drawn over the map and in the bars, exactly."""
    out: list[RGB] = [(255, 255, 255), (0, 0, 0), (20, 20, 20), (30, 30, 30), (40, 40, 40)]
    for name in (
        theme.background,
        theme.paper_edge,
        theme.grid,
        theme.label,
        theme.hex_label,
        theme.title_bg,
        theme.title_fg,
        theme.title_dim,
        theme.counter_face,
        theme.counter_ink,
        theme.move_halo,
        theme.retreat,
        theme.melee,
        theme.fire,
        theme.loss,
        "#ffd54f",
        "#e53935",
    ):
        out.append(rgb(name))
    out += [
        darken(rgb(theme.background), 0.06),
        darken(rgb(theme.melee), 0.35),
        darken(rgb(theme.loss), 0.4),
        darken(rgb(theme.retreat), 0.5),
        (255, 240, 200),
        (255, 213, 79),
        (246, 238, 214),
        (255, 214, 64),
        (224, 224, 224),
        (90, 90, 90),
    ]
    for side in sides:
        face = rgb(side)
        out += [face, darken(face, 0.55), darken(face, 0.6), lighten(face, 0.35), ink_on(face)]
        out += [darken(face, 0.5), mix(side, "#9e9e9e", 0.55)]
    for _, style in theme.markers:
        out += [rgb(style.fill), rgb(style.text)]
    seen: dict[RGB, None] = {}
    for c in out:
        seen.setdefault(c, None)
    return list(seen)


def build_palette(board: Image.Image, swatch: Image.Image, exact: Iterable[RGB]) -> Image.Image:
    """A 1×1 palette image: the static layer's colours, the exact UI colours, then the blends of the
    sprites in ``swatch``."""
    flat = list(exact)[: 255 - BOARD_COLOURS]
    half = board.resize((max(1, board.width // 2), max(1, board.height // 2)), Image.Resampling.NEAREST)
    entries = _colours(half, BOARD_COLOURS)
    entries += flat
    entries += _colours(swatch, 256 - len(entries))
    entries = entries[:256]
    entries += [(0, 0, 0)] * (256 - len(entries))
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in entries for v in c])
    return pal


def _colours(img: Image.Image, n: int) -> list[RGB]:
    if n <= 0:
        return []
    q = img.convert("RGB").quantize(colors=n, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    used = sorted({i for _, i in (q.getcolors(256) or []) if isinstance(i, int)})
    raw = q.getpalette() or []
    return [(raw[3 * i], raw[3 * i + 1], raw[3 * i + 2]) for i in used]


def to_p(img: Image.Image, pal: Image.Image) -> Image.Image:
    """An RGB image in the palette's colours (nearest colour, no dithering)."""
    out = img.convert("RGB").quantize(palette=pal, dither=Image.Dither.NONE)
    out.info[PALETTE_KEY] = pal
    return out


# sprites (bounded by the sprite caches in counters.py and overlay.py) as palette images
_SPRITES: dict[tuple[int, int], tuple[Image.Image, Image.Image, Image.Image, Image.Image]] = {}


def sprite_p(sprite: Image.Image, pal: Image.Image) -> tuple[Image.Image, Image.Image]:
    """An RGBA sprite as (palette image, hard mask), cached for as long as the sprite lives."""
    key = (id(sprite), id(pal))
    hit = _SPRITES.get(key)
    if hit is not None and hit[0] is sprite and hit[1] is pal:
        return hit[2], hit[3]
    if len(_SPRITES) > 4096:
        _SPRITES.clear()
    alpha = sprite.getchannel("A")
    p = sprite.convert("RGB").quantize(palette=pal, dither=Image.Dither.NONE)
    mask = alpha.point(_HARD)
    _SPRITES[key] = (sprite, pal, p, mask)
    return p, mask


def paste_sprite(base: Image.Image, sprite: Image.Image, at: tuple[int, int]) -> None:
    """Paste an RGBA sprite with its top left at ``at``, on an RGB(A) image or a palette image."""
    if base.mode == "P":
        p, mask = sprite_p(sprite, base.info[PALETTE_KEY])
        base.paste(p, at, mask)
    else:
        base.paste(sprite, at, sprite)


def paste_layer(base: Image.Image, layer: Image.Image, at: tuple[int, int]) -> None:
    """Paste a transparent RGBA layer (lines, badges) drawn for this snapshot only (not cached)."""
    box = layer.getchannel("A").getbbox()
    if box is None:
        return
    piece = layer.crop(box)
    corner = (at[0] + box[0], at[1] + box[1])
    if base.mode == "P":
        alpha = piece.getchannel("A")
        base.paste(
            piece.convert("RGB").quantize(palette=base.info[PALETTE_KEY], dither=Image.Dither.NONE),
            corner,
            alpha.point(_HARD),
        )
    else:
        base.paste(piece, corner, piece)


def swatch(sprites: Sequence[Image.Image], width: int = 256) -> Image.Image:
    """The sprites side by side on white, for choosing the palette's blend colours."""
    height = max((s.height for s in sprites), default=1)
    img = Image.new("RGB", (max(width, sum(s.width for s in sprites) + 1), height), (255, 255, 255))
    x = 0
    for s in sprites:
        img.paste(s, (x, 0), s if s.mode == "RGBA" else None)
        x += s.width
    return img
