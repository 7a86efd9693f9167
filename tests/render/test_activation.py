"""The default post: the last activation's hexes at a size a phone can read, with an overview."""

from __future__ import annotations

import dataclasses
import io

import pytest
from PIL import Image

from engine.core.view import LossView, Overlay, PathView
from render import compose_activation, render_activation_png, snapshot_name
from render.colours import rgb
from render.snapshot import activation_hexes
from tests.render.fixtures import afde_view, cca_view
from tests.render.test_render import shows_side

PHONE = 390  # pixels across a phone screen


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_the_activation_post_shows_every_hex_the_activation_touched(make):
    view = make()
    _img, frame = compose_activation(view)
    touched = activation_hexes(view)
    assert touched
    left, top, right, bottom = frame.map_box
    for label in touched:
        x, y = frame.centres[label]
        assert left <= x <= right and top <= y <= bottom, label
        assert label in frame.shown


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_the_activation_post_is_phone_sized_with_hexes_at_least_56_px_across(make):
    img, frame = compose_activation(make())
    lay = frame.layout
    assert min(lay.width, lay.height) >= 56
    hexes_across = (frame.map_box[2] - frame.map_box[0]) / lay.width
    assert 6.5 <= hexes_across <= 10  # a window of 7–9 hexes, shown nearly 1:1 on a phone
    assert img.width <= PHONE * 1.6


def test_a_wide_activation_grows_the_window_to_hold_it():
    view = cca_view()
    far = Overlay(moves=(PathView("south", ("A1", "B1", "C1"), "s1"), PathView("north", ("M9", "L9"), "n1")))
    _img, frame = compose_activation(
        dataclasses.replace(view, map=dataclasses.replace(view.map, overlay=far))
    )
    for label in ("A1", "M9"):
        assert label in frame.shown


def test_with_no_activation_yet_the_post_centres_on_the_units():
    view = cca_view(overlay=False)
    _img, frame = compose_activation(view)
    shown = set(frame.shown)
    units = [c.hex for c in view.map.counters]
    assert sum(h in shown for h in units) >= len(units) // 2


@pytest.mark.parametrize("make", [cca_view, afde_view])
def test_the_overview_frames_the_shown_area_in_red_inside_the_title_bar(make):
    img, frame = compose_activation(make())
    assert frame.inset_box is not None
    x0, y0, x1, y1 = frame.inset_box
    assert y1 <= frame.map_box[1]  # in the title bar, above the map
    inset = img.crop(frame.inset_box)
    red = sum(1 for p in _pixels(inset) if p[0] > 200 and p[1] < 90 and p[2] < 90)
    assert red >= 20
    assert (x1 - x0) * (y1 - y0) < img.width * img.height * 0.06  # small


def test_an_eliminated_unit_is_marked_beside_the_survivor_that_advanced_into_its_hex():
    base = cca_view(overlay=False)
    survivor = next(c for c in base.map.counters if c.id == "s1")  # South light infantry in D5
    loss = Overlay(losses=(LossView("north", survivor.hex, 4, eliminated=True, unit="n1"),))
    view = dataclasses.replace(base, map=dataclasses.replace(base.map, overlay=loss))
    img, frame = compose_activation(view)
    assert shows_side(img, frame, survivor.hex, rgb("#8e979e"))  # the survivor stays readable
    cx, cy = frame.centres[survivor.hex]
    s = frame.layout.size
    west = img.crop((round(cx - s), round(cy - s * 0.4), round(cx - s * 0.45), round(cy + s * 0.4)))
    assert sum(1 for p in _pixels(west) if p[0] > 180 and p[1] < 60 and p[2] < 60) >= 10  # a red ✕ beside


def test_a_leaders_death_is_marked_in_its_hex():
    base = cca_view(overlay=False)
    others = tuple(c for c in base.map.counters if c.id != "sl2")  # the leader alone in I8 is gone
    gone = dataclasses.replace(base.map, counters=others)
    plain, _ = compose_activation(dataclasses.replace(base, map=gone))
    loss = Overlay(losses=(LossView("south", "I8", 1, eliminated=True, unit="sl2", leader=True),))
    view = dataclasses.replace(base, map=dataclasses.replace(gone, overlay=loss))
    img, frame = compose_activation(view)
    assert "I8" in frame.shown
    cx, cy = frame.centres["I8"]
    s = frame.layout.size
    box = (round(cx - s), round(cy - s), round(cx + s), round(cy + s))
    assert plain.crop(box).tobytes() != img.crop(box).tobytes()  # something is drawn in the hex
    assert sum(1 for p in _pixels(img.crop(box)) if p[0] > 180 and p[1] < 60 and p[2] < 60) >= 10  # red ✕
    assert any("leader lost" in t for t in _legend_words(view))


def _legend_words(view) -> list[str]:
    from render.labels import english
    from render.snapshot import _legend_items

    return [text for _, text in _legend_items(view, [h.label for h in view.map.hexes], english)]


def test_legend_texts_come_through_the_labels_function():
    view = afde_view()
    seen: list[str] = []

    def shout(key: str) -> str:
        seen.append(key)
        return key.rsplit(".", 1)[-1].upper()

    render_activation_png(view, labels=shout)
    assert "render.legend.terrain.stream" in seen
    assert "render.legend.marker.disordered" in seen
    assert "render.title.awaiting" in seen


def test_the_activation_png_is_small_and_decodes():
    for make in (cca_view, afde_view):
        data = render_activation_png(make())
        assert len(data) < 1_000_000
        assert Image.open(io.BytesIO(data)).width > 0


def test_snapshot_names_differ_across_databases_channels_and_games(tmp_path):
    a = snapshot_name("two-hills", 3, store=tmp_path / "a.sqlite3", channel=1, game=11)
    assert a.startswith("two-hills-v0003-") and a.endswith(".png")
    assert a == snapshot_name("two-hills", 3, store=tmp_path / "a.sqlite3", channel=1, game=11)
    others = {
        snapshot_name("two-hills", 3, store=tmp_path / "b.sqlite3", channel=1, game=11),
        snapshot_name("two-hills", 3, store=tmp_path / "a.sqlite3", channel=2, game=11),
        snapshot_name("two-hills", 3, store=tmp_path / "a.sqlite3", channel=1, game=12),
    }
    assert a not in others and len(others) == 3
    zoom = snapshot_name(
        "two-hills", 3, store=tmp_path / "a.sqlite3", channel=1, game=11, suffix="around E5/x"
    )
    assert zoom.endswith("-around-E5-x.png") and "/" not in zoom


def _pixels(img: Image.Image) -> list[tuple[int, int, int]]:
    data = img.convert("RGB").tobytes()
    return [(data[i], data[i + 1], data[i + 2]) for i in range(0, len(data), 3)]
