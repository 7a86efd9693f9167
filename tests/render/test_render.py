"""Structural checks on real Pillow snapshots of hand-built views (see fixtures.py)."""

from __future__ import annotations

import dataclasses
import io
import itertools

import pytest
from PIL import Image

from engine.core.hexgrid import Hex, Orientation
from engine.core.view import CounterView, HexView, MapView, Overlay
from render import DEFAULT_THEME, compose, labels_for, render_png, render_view
from render.colours import rgb
from render.counters import marker_chip, unit_slots
from render.hexlayout import Layout
from render.terrain import board_for, label_parts
from tests.render.fixtures import afde_view, cca_view


def close(a: tuple[int, ...], b: tuple[int, ...], tol: int = 8) -> bool:
    return all(abs(x - y) <= tol for x, y in zip(a[:3], b[:3], strict=True))


def px(img: Image.Image, p: tuple[float, float]) -> tuple[int, int, int]:
    r, g, b = img.getpixel((round(p[0]), round(p[1])))[:3]  # type: ignore[index]
    return r, g, b


def pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    data = img.convert("RGB").tobytes()
    return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]


def side_share(
    img: Image.Image, centre: tuple[float, float], side: float, colour: tuple[int, int, int]
) -> float:
    """The share of a counter's square (centred on ``centre``) that shows the side's colour."""
    box = tuple(
        round(v)
        for v in (centre[0] - side / 2, centre[1] - side / 2, centre[0] + side / 2, centre[1] + side / 2)
    )
    cut = pixels(img.crop(box))
    return sum(close(p, colour, 12) for p in cut) / max(1, len(cut))


def shows_side(
    img: Image.Image, frame, label: str, colour: tuple[int, int, int], n: int = 1, k: int = 0
) -> bool:
    """Whether the unit counter in slot ``k`` of ``n`` in hex ``label`` is mostly its side's colour."""
    slots, side = unit_slots(frame.layout, frame.centres[label], n)
    return side_share(img, slots[k], side, colour) >= 0.2


# ---------------------------------------------------------------------------- geometry


def test_layout_hexside_is_the_shared_edge_of_two_hexes():
    for orientation in Orientation:
        lay = Layout(orientation, 30.0, (100.0, 100.0))
        a = HexView("x", dataclasses.replace(cca_view().map.hexes[40]).hex, "clear").hex
        for b in a.neighbours(orientation):
            p, q = lay.hexside(a, b)
            corners_a = lay.corners(a)
            corners_b = lay.corners(b)
            for end in (p, q):  # both end points are corners of both hexes
                assert min(abs(end[0] - c[0]) + abs(end[1] - c[1]) for c in corners_a) < 1e-6
                assert min(abs(end[0] - c[0]) + abs(end[1] - c[1]) for c in corners_b) < 1e-6
        with pytest.raises(ValueError, match="not adjacent"):
            lay.hexside(a, a)


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_a_hex_is_at_least_40_px_across_at_the_default_scale(make):
    _, frame = compose(make())
    assert frame.layout.width >= 40
    assert frame.layout.height >= 40


def test_label_parts_read_both_printed_notations():
    assert label_parts("E5") == ("E", "5")
    assert label_parts("0407") == ("04", "07")
    assert label_parts("hex-17") is None


# ---------------------------------------------------------------------------- counters


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_a_units_counter_shows_its_sides_colour(make):
    view = make()
    img, frame = compose(view)
    colours = {s.side: rgb(s.colour) for s in view.sides}
    units: dict[str, list[CounterView]] = {}
    for cv in view.map.counters:
        if not cv.leader:
            units.setdefault(cv.hex, []).append(cv)
    singles = [stack[0] for stack in units.values() if len(stack) == 1]
    for cv in singles:
        assert shows_side(img, frame, cv.hex, colours[cv.side]), (cv.id, cv.hex)
    assert len(singles) >= 10


def test_two_units_in_a_hex_stand_side_by_side_both_visible():
    view = afde_view(overlay=False)
    img, frame = compose(view)
    pair = [c for c in view.map.counters if c.hex == "0504"]
    assert len(pair) == 2
    slots, side = unit_slots(frame.layout, frame.centres["0504"], 2)
    assert slots[1][0] - slots[0][0] >= side - 1  # they do not hide each other
    for k in range(2):
        assert shows_side(img, frame, "0504", rgb("#2f55a4"), 2, k)


def test_an_empty_hex_centre_shows_terrain_not_a_counter():
    view = cca_view()
    img, frame = compose(view)
    sides = [rgb(s.colour) for s in view.sides]
    assert not any(close(px(img, frame.centres["A5"]), c, 30) for c in sides)


def test_a_facing_wedge_points_at_the_faced_hexside():
    view = afde_view(overlay=False)
    img, frame = compose(view)
    english = rgb("#b3262e")
    lay = frame.layout
    cx, cy = frame.centres["0610"]  # E1 faces 0 (north)
    for direction, expect in ((0, True), (3, False)):
        vx, vy = lay.direction_vector(direction)
        p = (cx + vx * lay.inradius * 0.72, cy + vy * lay.inradius * 0.72)
        assert close(px(img, p), english, 20) is expect


def test_leader_tokens_and_stacks_are_drawn():
    base = afde_view(overlay=False)
    lone = dataclasses.replace(
        base.map, counters=tuple(c for c in base.map.counters if c.hex != "0304" or not c.leader)
    )
    with_leader, frame = compose(base)
    without, _ = compose(dataclasses.replace(base, map=lone))
    c = frame.centres["0304"]  # Gilles Maubert alone in his hex
    assert px(with_leader, c) != px(without, c)


def test_unknown_marker_gets_a_generic_tag():
    chip = marker_chip("shaken", 16, DEFAULT_THEME)
    assert chip.height == 16 and chip.width >= 16
    assert chip.getbbox() is not None


def test_a_counted_marker_shows_its_number_on_its_kinds_chip():
    # GBoH 10.1: a unit's cohesion hits are a number, and the map must say which
    hits = [DEFAULT_THEME.marker_style(f"hits_{n}") for n in (1, 3, 10)]
    assert [h.abbrev for h in hits] == ["1", "3", "10"]
    assert len({h.fill for h in hits}) == 1
    assert DEFAULT_THEME.marker_style("wounded_2").abbrev == "W2"  # GBoH 4.4: a wounded leader
    assert (
        marker_chip("hits_2", 16, DEFAULT_THEME).tobytes()
        != marker_chip("hits_3", 16, DEFAULT_THEME).tobytes()
    )
    assert DEFAULT_THEME.marker_style("shock_must").abbrev == "S!"  # a word after the kind is no number


def test_counted_markers_of_one_kind_share_one_legend_entry():
    from render.snapshot import _legend_items

    view = cca_view(overlay=False)
    marked = tuple(
        dataclasses.replace(c, markers=(f"hits_{i + 1}",)) if i < 3 else c
        for i, c in enumerate(view.map.counters)
    )
    view = dataclasses.replace(view, map=dataclasses.replace(view.map, counters=marked))
    items = _legend_items(view, [h.label for h in view.map.hexes], labels_for("en"))
    hits = [(key, text) for key, text in items if key.startswith("marker:hits")]
    assert hits == [("marker:hits_1", "cohesion hits (the number)")]


def test_unknown_terrain_symbol_and_marker_never_crash():
    view = cca_view(overlay=False)
    odd_hexes = tuple(
        dataclasses.replace(h, terrain="lava_field") if h.label == "A5" else h for h in view.map.hexes
    )
    odd = CounterView("x", "north", "??", "zeppelin", "A5", strength=7, markers=("bewildered",))
    view = dataclasses.replace(
        view, map=dataclasses.replace(view.map, hexes=odd_hexes, counters=(*view.map.counters, odd))
    )
    img = render_view(view)
    assert img.width > 0


# ---------------------------------------------------------------------------- terrain and hexsides


def test_a_river_hexside_is_drawn_where_the_view_puts_it():
    view = afde_view(overlay=False)
    img, frame = compose(view)
    by_label = {h.label: h.hex for h in view.map.hexes}
    r, g, b = px(img, frame.layout.hexside_midpoint(by_label["1102"], by_label["1103"]))
    assert b > r + 60 and b > g, (r, g, b)  # water blue on the hexside
    bare = dataclasses.replace(view, map=dataclasses.replace(view.map, hexsides=()))
    img2, _ = compose(bare)
    r2, _, b2 = px(img2, frame.layout.hexside_midpoint(by_label["1102"], by_label["1103"]))
    assert not b2 > r2 + 60


def test_forest_and_hill_hexes_differ_from_clear():
    view = cca_view(overlay=False)
    img, frame = compose(view)
    clear = img.crop(_box(frame.centres["A5"], 12)).resize((1, 1), Image.Resampling.BOX).getpixel((0, 0))
    forest = img.crop(_box(frame.centres["B4"], 12)).resize((1, 1), Image.Resampling.BOX).getpixel((0, 0))
    assert forest[1] > forest[0]  # green dominates in the forest
    assert not close(clear, forest, 20)


def _box(c: tuple[float, float], r: int) -> tuple[int, int, int, int]:
    return round(c[0] - r), round(c[1] - r), round(c[0] + r), round(c[1] + r)


def test_the_static_layer_is_cached_per_geometry_theme_and_scale():
    view = afde_view()
    assert board_for(view.map, DEFAULT_THEME, 1.0) is board_for(view.map, DEFAULT_THEME, 1.0)
    assert board_for(view.map, DEFAULT_THEME, 1.0) is not board_for(view.map, DEFAULT_THEME, 1.5)
    moved = dataclasses.replace(view.map, counters=view.map.counters[:3])  # counters are not static
    assert board_for(moved, DEFAULT_THEME, 1.0) is board_for(view.map, DEFAULT_THEME, 1.0)


def test_rendering_does_not_draw_on_the_cached_layer():
    view = afde_view()
    board = board_for(view.map, DEFAULT_THEME, 1.0)
    before = board.image.tobytes()
    render_view(view)
    assert board.image.tobytes() == before


# ---------------------------------------------------------------------------- overlay


def _sample_path(frame, hexes):
    for a, b in itertools.pairwise(hexes[:-1]):  # the last leg ends under the counter
        (ax, ay), (bx, by) = frame.centres[a], frame.centres[b]
        yield (ax + bx) / 2, (ay + by) / 2


def test_a_move_arrow_changes_pixels_along_its_path():
    with_ov, frame = compose(afde_view(overlay=True))
    without, _ = compose(afde_view(overlay=False))
    path = ("0903", "0904", "0905", "0906", "0907")
    points = list(_sample_path(frame, path))
    assert len(points) >= 3
    for p in points:
        assert px(with_ov, p) != px(without, p)
        assert close(px(with_ov, p), rgb("#2f55a4"), 30)  # the mover's side colour


def test_attacks_retreats_and_losses_are_marked():
    view = cca_view(overlay=True)
    with_ov, frame = compose(view)
    without, _ = compose(cca_view(overlay=False))
    # fire line F7 -> F3, dashed: some pixel between the two hexes changes
    (ax, ay), (bx, by) = frame.centres["F7"], frame.centres["F3"]
    changed = sum(
        px(with_ov, (ax + (bx - ax) * t / 20, ay + (by - ay) * t / 20))
        != px(without, (ax + (bx - ax) * t / 20, ay + (by - ay) * t / 20))
        for t in range(4, 17)
    )
    assert changed >= 6
    # eliminated unit: a red cross over the hex
    assert close(px(with_ov, frame.centres["E3"]), rgb(DEFAULT_THEME.loss), 40)
    # the loss burst beside D4 (at its right, beside the counter) is red
    cx, cy = frame.centres["D4"]
    s = frame.layout.size
    burst = with_ov.crop(_box((cx + s * 0.64, cy), round(s * 0.3)))
    assert sum(close(p, rgb(DEFAULT_THEME.loss), 40) for p in pixels(burst)) >= 30


def test_legend_appears_only_when_there_is_something_to_explain():
    bare = dataclasses.replace(
        cca_view(overlay=False), map=dataclasses.replace(cca_view().map, overlay=Overlay())
    )
    clear = tuple(dataclasses.replace(h, terrain="clear") for h in bare.map.hexes)
    plain = dataclasses.replace(bare, map=dataclasses.replace(bare.map, hexes=clear, counters=()))
    img, frame = compose(plain)
    assert frame.map_box[3] == img.height  # nothing below the map
    img2, frame2 = compose(cca_view())
    assert frame2.map_box[3] < img2.height


# ---------------------------------------------------------------------------- zoom


def test_zoom_around_a_hex_crops_to_that_region():
    view = afde_view()
    full, full_frame = compose(view)
    img, frame = compose(view, around="0606", radius=2)
    assert img.width < full.width and img.height < full.height
    left, top, right, bottom = frame.map_box
    cx, cy = frame.centres["0606"]
    assert left + (right - left) * 0.35 < cx < left + (right - left) * 0.65
    assert top + (bottom - top) * 0.35 < cy < top + (bottom - top) * 0.65
    assert frame.layout.size > full_frame.layout.size  # zoomed in
    for label in ("0604", "0806", "0406", "0608"):  # at distance 2: inside
        x, y = frame.centres[label]
        assert left <= x <= right and top <= y <= bottom
    for label in ("0101", "1214", "0611", "1106"):  # far away: outside
        x, y = frame.centres[label]
        assert not (left <= x <= right and top <= y <= bottom)


def test_zoom_on_a_section_shows_that_section_only():
    view = cca_view()
    _, frame = compose(view, section="west")
    left, top, right, bottom = frame.map_box
    for h in view.map.hexes:
        x, y = frame.centres[h.label]
        inside = left <= x <= right and top <= y <= bottom
        if "WEST" in h.sections:
            assert inside, h.label
        if "EAST" in h.sections:
            assert not inside, h.label


def test_zoom_keeps_the_unit_colours_at_hex_centres():
    view = afde_view()
    img, frame = compose(view, around="0907", radius=1)
    assert shows_side(img, frame, "0907", rgb("#2f55a4"))


def test_unknown_zoom_targets_raise_clear_errors():
    view = cca_view()
    with pytest.raises(ValueError, match="unknown hex 'Z9'"):
        render_view(view, around="Z9")
    with pytest.raises(ValueError, match=r"unknown section 'north'.*CENTRE, EAST, WEST"):
        render_view(view, section="north")
    with pytest.raises(ValueError, match="not both"):
        render_view(view, around="E5", section="WEST")
    with pytest.raises(ValueError, match="radius"):
        render_view(view, around="E5", radius=-1)
    with pytest.raises(ValueError, match="scale"):
        render_view(view, scale=0)


def test_around_accepts_lower_case_labels():
    assert (
        render_view(cca_view(), around="e5", radius=1).size
        == render_view(cca_view(), around="E5", radius=1).size
    )


# ---------------------------------------------------------------------------- PNG


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_png_is_under_one_megabyte_and_decodes(make):
    view = make()
    data = render_png(view)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 1_000_000
    back = Image.open(io.BytesIO(data))
    assert back.size == render_view(view).size


def test_scale_enlarges_the_image():
    view = cca_view()
    a = render_view(view)
    b = render_view(view, scale=1.5)
    assert b.width == pytest.approx(a.width * 1.5, rel=0.05)


def test_a_map_of_unlabelled_geomorphic_hexes_renders():
    """A later system may label hexes its own way and use any set of hexes: no edge labels, no crash."""
    view = cca_view(overlay=False)
    hexes = tuple(
        HexView(f"g{i}", h.hex, h.terrain, h.elevation)
        for i, h in enumerate(view.map.hexes)
        if h.hex.q + h.hex.r < 8
    )
    m = MapView(Orientation.FLAT, hexes)
    img = render_view(dataclasses.replace(view, map=m))
    assert img.width > 100


def test_an_empty_map_and_odd_colours_still_give_an_image():
    view = cca_view()
    empty = dataclasses.replace(view, map=MapView(Orientation.POINTY, ()))
    assert render_view(empty).width >= 360
    with pytest.raises(ValueError, match="no hexes"):
        render_view(empty, around="A1")
    named = dataclasses.replace(
        view,
        sides=(
            dataclasses.replace(view.sides[0], colour="darkgreen"),
            dataclasses.replace(view.sides[1], colour="not a colour"),
        ),
    )
    img, frame = compose(named)
    assert shows_side(img, frame, "F2", (0, 100, 0))


def test_a_one_hex_zoom_keeps_room_for_the_title_bar():
    img, frame = compose(cca_view(), around="E5", radius=0)
    assert img.width >= 360
    left, top, right, bottom = frame.map_box
    x, y = frame.centres["E5"]
    assert left < x < right and top < y < bottom


def test_attack_kinds_are_sorted_into_fire_and_melee():
    from render.overlay import is_fire

    assert is_fire("fire") and is_fire("defensive_fire") and is_fire("ranged")
    assert not is_fire("melee") and not is_fire("battle_back") and not is_fire("charge")


class _InternedHex(Hex):
    """Like a system's interned hex type: hashed by identity, equal only to itself."""

    __slots__ = ()
    __hash__ = object.__hash__


def test_a_systems_own_hex_type_draws_the_same_map():
    view = afde_view()
    interned = tuple(dataclasses.replace(h, hex=_InternedHex(h.hex.q, h.hex.r)) for h in view.map.hexes)
    other = dataclasses.replace(view, map=dataclasses.replace(view.map, hexes=interned))
    a = render_view(view)
    b = render_view(other)
    assert a.tobytes() == b.tobytes()  # contours, stream links and roads still find their neighbours


def test_walls_bridges_and_gates_sit_on_their_hexsides():
    view = afde_view(overlay=False)
    img, frame = compose(view)
    bare, _ = compose(dataclasses.replace(view, map=dataclasses.replace(view.map, hexsides=())))
    by_label = {h.label: h.hex for h in view.map.hexes}
    for a, b in (("0912", "1012"), ("0512", "0612"), ("0913", "1013"), ("0313", "0314")):
        mid = frame.layout.hexside_midpoint(by_label[a], by_label[b])
        r, g, bl = px(img, mid)
        assert px(img, mid) != px(bare, mid), (a, b)
        assert r + g + bl < 450, (a, b, (r, g, bl))  # a darker stroke than the clear terrain around it


def _dark_pixels(img: Image.Image, box: tuple[int, int, int, int]) -> int:
    hist = img.crop(box).convert("L").histogram()
    return sum(hist[:90])


def test_column_and_row_names_run_along_the_map_edges():
    view = cca_view(overlay=False)
    img, frame = compose(view)
    lay = frame.layout
    x, y = frame.centres["A1"]
    top = round(y - lay.height / 2 - lay.size * 0.42)
    assert _dark_pixels(img, (round(x) - 8, top - 8, round(x) + 8, top + 8)) > 10  # "A" above A1
    left = round(x - lay.width / 2 - lay.size * 0.5)
    assert _dark_pixels(img, (left - 8, round(y) - 8, left + 8, round(y) + 8)) > 5  # "1" left of A1
    x, y = frame.centres["M9"]
    bottom = round(y + lay.height / 2 + lay.size * 0.42)
    assert _dark_pixels(img, (round(x) - 8, bottom - 8, round(x) + 8, bottom + 8)) > 10  # "M" below M9
