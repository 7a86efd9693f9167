"""Golden snapshots of the hand-built views (HEXWAR_REGOLD=1 rewrites them)."""

from __future__ import annotations

import pytest

from render import render_activation_png, render_png
from tests.render.fixtures import afde_view, cca_view
from tests.render.golden import check_golden

CASES = {
    "cca_board": lambda: render_png(cca_view()),
    "afde_map": lambda: render_png(afde_view()),
    "afde_zoom_ford": lambda: render_png(afde_view(), around="0407", radius=2),
    "cca_section_centre": lambda: render_png(cca_view(), section="CENTRE"),
    "cca_activation": lambda: render_activation_png(cca_view()),
    "afde_activation": lambda: render_activation_png(afde_view()),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_snapshot(name):
    check_golden(name, CASES[name]())
