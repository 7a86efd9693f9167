"""Counter legibility: marker chips, leader tokens and deep stacks stay clear of what a player reads."""

from __future__ import annotations

import dataclasses

import pytest
from PIL import Image, ImageChops

from engine.core.view import CounterView, Overlay, View
from render import compose
from render.colours import darken, rgb
from render.counters import CODE_BOX, SYMBOL_BOX, VALUE_ROW, unit_slots
from tests.render.fixtures import afde_view, cca_view


def _quiet(view: View, counters: list[CounterView]) -> View:
    return dataclasses.replace(
        view, map=dataclasses.replace(view.map, counters=tuple(counters), overlay=Overlay())
    )


def _diff_box(
    a: Image.Image, b: Image.Image, box: tuple[int, int, int, int]
) -> tuple[int, int, int, int] | None:
    return (
        ImageChops.difference(a.crop(box), b.crop(box))
        .convert("L")
        .point(lambda v: 255 if v > 24 else 0)
        .getbbox()
    )


def _changed(a: Image.Image, b: Image.Image, frame) -> tuple[int, int, int, int] | None:
    """Where two snapshots differ on the map, in image coordinates (the bars are left out)."""
    box = _diff_box(a, b, frame.map_box)
    if box is None:
        return None
    left, top = frame.map_box[:2]
    return box[0] + left, box[1] + top, box[2] + left, box[3] + top


def _counter_box(frame, label: str, n: int = 1, k: int = 0) -> tuple[float, float, float, float]:
    slots, side = unit_slots(frame.layout, frame.centres[label], n)
    x, y = slots[k]
    return x - side / 2, y - side / 2, x + side / 2, y + side / 2


def _part(box: tuple[float, float, float, float], frac: tuple[float, float, float, float]) -> tuple[int, ...]:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    return tuple(round(v) for v in (x0 + frac[0] * w, y0 + frac[1] * h, x0 + frac[2] * w, y0 + frac[3] * h))


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_marker_chips_stay_inside_their_counter_clear_of_its_symbol_code_and_strength(make):
    base = make(overlay=False)
    counters = [dataclasses.replace(c, markers=()) for c in base.map.counters]
    hexes = [c.hex for c in counters]
    unit = next(c for c in counters if not c.leader and hexes.count(c.hex) == 1)
    marked = [
        dataclasses.replace(c, markers=("ordered", "moved", "battled", "disordered", "routed"))
        if c is unit
        else c
        for c in counters
    ]
    plain_img, frame = compose(_quiet(base, counters))
    marked_img, _ = compose(_quiet(base, marked))
    box = _counter_box(frame, unit.hex)
    changed = _changed(plain_img, marked_img, frame)
    assert changed is not None  # the chips are there...
    x0, y0, x1, y1 = changed
    assert box[0] - 1 <= x0 and x1 <= box[2] + 1 and box[1] - 1 <= y0 and y1 <= box[3] + 1  # ...inside it
    for part in (SYMBOL_BOX, CODE_BOX, VALUE_ROW):  # and off the symbol, the type code and the strength
        assert _diff_box(plain_img, marked_img, _part(box, part)) is None, part


def test_a_lone_leaders_markers_stay_inside_its_hex():
    base = afde_view(overlay=False)
    counters = [
        dataclasses.replace(c, markers=("wounded", "cinc", "activated")) if c.id == "FL2" else c
        for c in base.map.counters
    ]
    plain = [dataclasses.replace(c, markers=()) if c.id == "FL2" else c for c in base.map.counters]
    a, frame = compose(_quiet(base, counters))
    b, _ = compose(_quiet(base, plain))
    changed = _changed(a, b, frame)
    assert changed is not None
    cx, cy = frame.centres["0304"]  # a flat hex: a vertex left and right, flat top and bottom
    lay = frame.layout
    assert cx - lay.size < changed[0] and changed[2] < cx + lay.size
    assert cy - lay.inradius < changed[1] and changed[3] < cy + lay.inradius


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_every_unit_with_a_facing_shows_a_wedge_toward_that_hexside_even_in_contact(make):
    base = make(overlay=True)  # the overlay's attack lines cross the hexsides of units in contact
    colours = {s.side: rgb(s.colour) for s in base.sides}
    units = [c for c in base.map.counters if not c.leader]
    faced = [dataclasses.replace(u, facing=(k * 2) % 6) for k, u in enumerate(units)]
    counters = [*faced, *(c for c in base.map.counters if c.leader)]
    view = dataclasses.replace(base, map=dataclasses.replace(base.map, counters=tuple(counters)))
    img, frame = compose(view)
    lay = frame.layout
    fronts: dict[str, CounterView] = {}
    for u in faced:
        fronts.setdefault(u.hex, u)
    for label, u in fronts.items():
        assert u.facing is not None
        vx, vy = lay.direction_vector(u.facing)
        cx, cy = frame.centres[label]
        tip = (round(cx + vx * lay.inradius * 0.8), round(cy + vy * lay.inradius * 0.8))
        got = img.getpixel(tip)
        wedge = (colours[u.side], darken(colours[u.side], 0.6))  # its fill or its outline
        assert any(all(abs(p - q) <= 30 for p, q in zip(got[:3], c, strict=True)) for c in wedge), (u.id, got)


def test_afde_counters_print_strength_quality_and_movement_along_the_bottom():
    base = afde_view(overlay=False)
    unit = next(c for c in base.map.counters if c.id == "F1")
    rated = [dataclasses.replace(c, quality=5, movement=7) if c is unit else c for c in base.map.counters]
    a, frame = compose(_quiet(base, list(base.map.counters)))
    b, _ = compose(_quiet(base, rated))
    box = _counter_box(frame, unit.hex)
    changed = _changed(a, b, frame)
    assert changed is not None
    assert box[1] + (box[3] - box[1]) * VALUE_ROW[1] - 2 <= changed[1]  # only the bottom row changed
    assert changed[3] <= box[3] + 1


def test_an_attached_leader_is_tucked_on_its_units_counter_inside_the_hex():
    base = afde_view(overlay=False)
    with_leader = list(base.map.counters)
    without = [c for c in with_leader if c.id != "FL0"]  # Jean de Vireloup, with F1 in 0603
    a, frame = compose(_quiet(base, with_leader))
    b, _ = compose(_quiet(base, without))
    centre = frame.centres["0603"]
    slots, side = unit_slots(frame.layout, centre, 1)
    x, y = slots[0]
    r = frame.layout.size * 1.5  # look wider than the hex
    box = _diff_box(
        a, b, (round(centre[0] - r), round(centre[1] - r), round(centre[0] + r), round(centre[1] + r))
    )
    assert box is not None
    x0, y0, x1, y1 = (
        box[0] + centre[0] - r,
        box[1] + centre[1] - r,
        box[2] + centre[0] - r,
        box[3] + centre[1] - r,
    )
    assert x0 < x - side / 2 < x1  # it straddles the counter's left edge: part of that counter
    assert y - side / 2 < (y0 + y1) / 2 < y + side / 2
    lay = frame.layout  # inside the hex (a flat hex: a vertex left and right, flat top and bottom)
    assert centre[0] - lay.size < x0 and x1 < centre[0] + lay.size
    assert centre[1] - lay.inradius < y0 and y1 < centre[1] + lay.inradius
    # the symbol box and the hex centre are untouched
    sym = (round(x - side * 0.3), round(y - side * 0.42), round(x + side * 0.3), round(y - side * 0.12))
    assert _diff_box(a, b, sym) is None
    assert a.getpixel((round(centre[0]), round(centre[1]))) == b.getpixel(
        (round(centre[0]), round(centre[1]))
    )


def test_three_units_in_a_hex_fan_out_and_each_shows_its_side():
    base = afde_view(overlay=False)
    colours = {s.side: rgb(s.colour) for s in base.sides}
    proto = [c for c in base.map.counters if not c.leader]
    french = next(c for c in proto if c.side == "french")
    english = next(c for c in proto if c.side == "english")
    stack = [
        dataclasses.replace(u, id=f"S{k}", hex="0606", facing=None, markers=())
        for k, u in enumerate((french, english, french))
    ]
    img, frame = compose(_quiet(base, [*base.map.counters, *stack]))
    slots, side = unit_slots(frame.layout, frame.centres["0606"], 3)
    assert len(set(slots)) == 3
    for unit, (x, y) in zip(stack, slots, strict=True):
        p = img.getpixel((round(x - side * 0.34), round(y + side * 0.05)))
        assert all(abs(u - v) <= 12 for u, v in zip(p[:3], colours[unit.side], strict=True)), (unit.id, p)


def test_a_lone_leader_is_a_large_rimmed_token_in_the_middle_of_its_hex():
    base = afde_view(overlay=False)
    counters = list(base.map.counters)
    a, frame = compose(_quiet(base, counters))
    b, _ = compose(_quiet(base, [c for c in counters if c.id != "FL2"]))  # Gilles Maubert, alone in 0304
    cx, cy = frame.centres["0304"]
    r = frame.layout.size
    box = _diff_box(a, b, (round(cx - r), round(cy - r), round(cx + r), round(cy + r)))
    assert box is not None
    token_left, token_top = box[0] + cx - r, box[1] + cy - r
    assert cx - token_left >= r * 0.42  # at least as wide as most of a counter, centred on the hex
    assert cy - token_top >= r * 0.38
    column = [a.getpixel((round(cx), round(token_top) + k)) for k in range(5)]  # its top edge
    assert sum(min(p[:3]) > 235 for p in column) >= 2, column  # a white rim at least 2 px wide


def test_a_leader_token_prints_its_rating_in_place_of_the_star():
    from render.counters import leader_sprite
    from render.theme import Theme

    starred = leader_sprite("#b71c1c", 40, Theme())
    rated = leader_sprite("#b71c1c", 40, Theme(), rating=4)
    other = leader_sprite("#b71c1c", 40, Theme(), rating=6)
    assert starred.size == rated.size
    starred, rated, other = (im.convert("RGB") for im in (starred, rated, other))
    assert ImageChops.difference(starred, rated).getbbox() is not None
    assert ImageChops.difference(rated, other).getbbox() is not None


def test_a_gboh_counter_shows_the_id_orders_name_it_by() -> None:
    from render.counters import _counter_text

    cv = CounterView("CR1", "caesarian", "SK", "skirmisher", "0804")
    assert _counter_text(cv, False, True) == "CR1"
    assert _counter_text(cv, False) == "SK"


def test_a_gboh_facing_points_at_its_vertex_not_at_a_hexside() -> None:
    # GBoH 7.1: facing E (1) is the vertex between the NE and SE hexsides: the wedge points due east
    from engine.core.hexgrid import Orientation
    from render.counters import wedge_sprite

    sprite, _ = wedge_sprite(Orientation.FLAT, 40.0, 1, "#b22222", True)
    box = sprite.getchannel("A").getbbox()
    assert box is not None
    mid_y = (box[1] + box[3]) / 2
    assert box[0] > sprite.width / 2 and abs(mid_y - sprite.height / 2) <= 1
    hexside, _ = wedge_sprite(Orientation.FLAT, 40.0, 1, "#b22222")
    side_box = hexside.getchannel("A").getbbox()
    assert side_box is not None and side_box[3] < hexside.height / 2  # the NE hexside: up and right


def test_a_gboh_leader_alone_in_his_hex_carries_his_id_in_a_tag() -> None:
    from render.counters import name_tag

    tag = name_tag("leghisp", 14, "#2b4c9b")
    assert tag.height == 14 and tag.width > 3 * 14  # the whole id, legible beside a 14-pixel chip


def test_a_gboh_leader_stacked_with_a_unit_carries_his_id_in_a_tag_under_its_counter() -> None:
    # GBoH 4.22: an order names a leader by his id, stacked or alone ("move leghisp 1406")
    from engine.gboh import RULESET

    view = RULESET.view(RULESET.new_game("demo-ford", 1, {}), None)
    (leader,) = [c for c in view.map.counters if c.leader and c.hex == "1507"]
    renamed = [dataclasses.replace(c, id="lg") if c is leader else c for c in view.map.counters]
    img, frame = compose(_quiet(view, list(view.map.counters)))
    other, _ = compose(_quiet(view, renamed))
    box = _changed(img, other, frame)
    assert box is not None  # the id is drawn
    _, cy = frame.centres["1507"]
    size = frame.layout.size
    assert box[1] > cy + size * 0.3 and box[3] < cy + size  # under the counter, inside the hex
    assert box[2] - box[0] > size * 0.5  # "leghisp" whole, wider than the token
