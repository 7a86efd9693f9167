"""The Ager Sanguinis map: riders across their two hexes, characters by name and state, building
hexsides, and the title bar's notes (GBoH's Momentum and Trump use them)."""

from __future__ import annotations

import dataclasses

from PIL import Image, ImageChops

from engine.ager import RULESET as AGER
from engine.core.messages import Msg
from engine.core.view import CounterView, HexsideView, Overlay, View
from render import compose
from render.colours import lighten, rgb
from render.theme import Theme


def palm_grove() -> View:
    return AGER.view(AGER.new_game("palm-grove", 1, {}), None)


def _quiet(view: View, counters: tuple[CounterView, ...] | None = None, **changes: object) -> View:
    m = dataclasses.replace(
        view.map, counters=view.map.counters if counters is None else counters, overlay=Overlay(), **changes
    )
    return dataclasses.replace(view, map=m)


def _near(a: tuple[int, ...], b: tuple[int, ...], tol: int = 30) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a, b, strict=False))


def test_a_rider_is_drawn_across_his_front_and_rear_hexes():
    view = palm_grove()
    riders = [c for c in view.map.counters if c.tail is not None]
    assert riders, "the Palm Grove has riders"
    img, frame = compose(_quiet(view))
    colours = {s.side: s.colour for s in view.sides}
    for cv in riders:
        assert cv.tail is not None
        (fx, fy), (rx, ry) = frame.centres[cv.hex], frame.centres[cv.tail]
        # three quarters of the way to the rear hex: past the counter, on the band
        x, y = fx + (rx - fx) * 0.72, fy + (ry - fy) * 0.72
        px = img.convert("RGB").getpixel((round(x), round(y)))
        assert isinstance(px, tuple)
        assert _near(px, lighten(rgb(colours[cv.side]), 0.45)), (cv.id, px)


def test_a_rider_tail_is_his_rear_hex_behind_his_facing():
    view = palm_grove()
    by_label = {h.label: h.hex for h in view.map.hexes}
    for cv in view.map.counters:
        if cv.tail is None:
            continue
        assert cv.facing is not None
        assert by_label[cv.tail] == by_label[cv.hex].neighbour((cv.facing + 3) % 6, view.map.orientation)


def test_characters_show_their_names_where_the_system_names_its_pieces():
    view = _quiet(palm_grove())
    named, _ = compose(view)
    typed, _ = compose(view, theme=Theme(named_systems=()))
    assert ImageChops.difference(named.convert("RGB"), typed.convert("RGB")).getbbox() is not None


def test_the_dead_lie_in_their_hex_as_bodies_and_their_counter_is_gone():
    state = AGER.new_game("palm-grove", 1, {})
    rider = next(c for c in state.chars.values() if c.mounted)
    where = rider.at
    before, _ = compose(_quiet(AGER.view(state, None)))
    rider.health = "dead"
    rider.facing = None
    state.bodies[str(where)] = 2
    view = AGER.view(state, None)
    assert rider.id not in {c.id for c in view.map.counters}
    assert next(h for h in view.map.hexes if h.label == where).features == ("bodies",)
    after, f1 = compose(_quiet(view))
    x, y = f1.centres[str(where)]
    s = f1.layout.size
    box = (round(x - s * 0.5), round(y + s * 0.3), round(x + s * 0.5), round(y + s * 0.75))
    assert ImageChops.difference(before.convert("RGB").crop(box), after.convert("RGB").crop(box)).getbbox()


def _hexside_pixels(feature: str) -> tuple[Image.Image, tuple[int, int, int, int]]:
    view = palm_grove()
    a, b = "0507", "0607"
    img, frame = compose(_quiet(view, counters=(), hexsides=(HexsideView(a, b, feature),)))
    (ax, ay), (bx, by) = frame.centres[a], frame.centres[b]
    mx, my = (ax + bx) / 2, (ay + by) / 2
    r = frame.layout.size * 0.6
    return img.convert("RGB"), (round(mx - r), round(my - r), round(mx + r), round(my + r))


def test_a_doorway_window_and_loophole_are_drawn_as_a_wall_with_an_opening():
    wall, box = _hexside_pixels("wall")
    for feature in ("door", "window", "loophole", "parapet"):
        img, _ = _hexside_pixels(feature)
        assert ImageChops.difference(wall.crop(box), img.crop(box)).getbbox() is not None, feature


def test_title_notes_follow_the_phase_or_take_a_line_of_their_own():
    view = _quiet(palm_grove())
    plain, f0 = compose(view)
    short, f1 = compose(dataclasses.replace(view, title_notes=(Msg("core.info.yes"),)))
    assert f1.map_box[1] == f0.map_box[1]  # the same height: the note follows the phase
    assert ImageChops.difference(
        plain.crop((0, 0, plain.width, f0.map_box[1])).convert("RGB"),
        short.crop((0, 0, short.width, f1.map_box[1])).convert("RGB"),
    ).getbbox()
    many = tuple(Msg("core.info.yes") for _ in range(40))
    _, f2 = compose(dataclasses.replace(view, title_notes=many))
    assert f2.map_box[1] > f0.map_box[1]  # too long to follow the phase: a line of its own
