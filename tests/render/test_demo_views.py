"""Snapshots of the real demo views (CCA "two-hills", AFdE "saint-aubin", GBoH "demo-ford", Ager
"palm-grove") and of short playouts.

These run only when the engines are importable. The goldens compare the map area only, so that a
reworded phase message does not fail them; a changed map or army does (HEXWAR_REGOLD=1 to accept).
"""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from render import compose, render_png, render_view
from render.colours import rgb
from render.snapshot import encode_png
from tests.render.golden import check_golden
from tests.render.test_render import shows_side

DEMOS = {"cca": "two-hills", "afde": "saint-aubin", "gboh": "demo-ford", "ager": "palm-grove"}
GOLDEN = ("cca", "afde")  # the younger systems' maps still change from week to week
OVERLAYS = ("cca", "afde", "gboh", "ager")  # systems whose views draw the last activation


def ruleset(system: str) -> Any:
    module = pytest.importorskip(f"engine.{system}")
    return module.RULESET


def demo_view(system: str) -> Any:
    rules = ruleset(system)
    return rules.view(rules.new_game(DEMOS[system], 1, {}), None)


@pytest.mark.parametrize("system", sorted(DEMOS))
def test_demo_view_renders_phone_readable_and_small(system):
    view = demo_view(system)
    img, frame = compose(view)
    assert frame.layout.width >= 40
    png = render_png(view)
    assert len(png) < 1_000_000
    assert Image.open(io.BytesIO(png)).size == img.size


@pytest.mark.parametrize("system", sorted(DEMOS))
def test_demo_view_units_show_their_side_colour(system):
    view = demo_view(system)
    img, frame = compose(view)
    colours = {s.side: rgb(s.colour) for s in view.sides}
    units: dict[str, list[Any]] = {}
    for cv in view.map.counters:
        if not cv.leader and cv.hex in frame.centres:
            units.setdefault(cv.hex, []).append(cv)
    seen = [stack[0] for stack in units.values() if len(stack) == 1]  # pairs stand side by side
    for cv in seen:
        assert shows_side(img, frame, cv.hex, colours[cv.side]), cv
    assert len(seen) >= 10


@pytest.mark.parametrize("system", sorted(DEMOS))
def test_demo_view_zooms_on_every_section_and_around_a_hex(system):
    view = demo_view(system)
    sections = sorted({s for h in view.map.hexes for s in h.sections})
    for section in sections:
        assert render_view(view, section=section).width > 0
    centre = view.map.hexes[len(view.map.hexes) // 2].label
    zoom = render_view(view, around=centre, radius=2)
    assert zoom.width < render_view(view).width


@pytest.mark.parametrize("system", sorted(DEMOS))
def test_snapshots_of_a_short_playout_never_fail(system):
    """Play deterministic legal actions and draw every view on the way, overlays included."""
    rules = ruleset(system)
    state = rules.new_game(DEMOS[system], 5, {})
    overlays = 0
    for step in range(40):
        if rules.result(state) is not None:
            break
        pending = rules.pending(state)
        if not pending:
            break
        side = pending[0].side
        actions = rules.legal_actions(state, side)
        if not actions:
            break
        state = rules.apply(state, side, actions[(step * 7) % len(actions)]).state
        view = rules.view(state, None)
        ov = view.map.overlay
        overlays += bool(ov.moves or ov.attacks or ov.retreats or ov.losses)
        img = render_view(view)
        assert img.width > 0
    assert overlays > 0 or system not in OVERLAYS


@pytest.mark.parametrize("system", GOLDEN)
def test_demo_view_golden_map(system):
    view = demo_view(system)
    img, frame = compose(view)
    check_golden(f"demo_{system}_map", encode_png(img.crop(frame.map_box)))
