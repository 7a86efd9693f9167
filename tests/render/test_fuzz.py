"""Whatever a system puts in a View, the renderer draws something and never raises."""

from __future__ import annotations

import dataclasses

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.view import SYMBOLS, AttackView, CounterView, HexsideView, LossView, Overlay, PathView
from render import render_view
from render.theme import MARKERS, TERRAIN
from tests.render.fixtures import afde_view, cca_view

BASES = {"cca": cca_view(overlay=False), "afde": afde_view(overlay=False)}
LABELS = {k: [h.label for h in v.map.hexes] for k, v in BASES.items()}

names = st.sampled_from([n for n, _ in TERRAIN]) | st.text("abcxyz_", min_size=1, max_size=8)
markers = st.sampled_from([n for n, _ in MARKERS]) | st.text("abcxyz_", min_size=1, max_size=8)
symbols = st.sampled_from(sorted(SYMBOLS)) | st.just("zeppelin")
small = st.integers(min_value=-1, max_value=12)


@st.composite
def views(draw: st.DrawFn) -> object:
    system = draw(st.sampled_from(sorted(BASES)))
    base = BASES[system]
    labels = LABELS[system]
    hexlabel = st.sampled_from(labels) | st.just("nowhere")
    terrain = {lab: draw(names) for lab in draw(st.lists(st.sampled_from(labels), max_size=12))}
    hexes = tuple(
        dataclasses.replace(
            h,
            terrain=terrain.get(h.label, h.terrain),
            elevation=draw(st.integers(0, 3)) if h.label in terrain else h.elevation,
        )
        for h in base.map.hexes
    )
    counters = tuple(
        CounterView(
            f"u{i}",
            draw(st.sampled_from([s.side for s in base.sides] + ["ghost"])),
            draw(st.text("ABCXYZ", min_size=0, max_size=5)),
            draw(symbols),
            draw(hexlabel),
            strength=draw(st.none() | small),
            max_strength=draw(st.none() | small),
            facing=draw(st.none() | small),
            markers=tuple(draw(st.lists(markers, max_size=6))),
            leader=draw(st.booleans()),
        )
        for i in range(draw(st.integers(0, 14)))
    )
    path = st.lists(hexlabel, min_size=0, max_size=5).map(tuple)
    overlay = Overlay(
        moves=tuple(PathView("x", p) for p in draw(st.lists(path, max_size=3))),
        attacks=tuple(
            AttackView(
                "x",
                draw(hexlabel),
                draw(hexlabel),
                draw(st.sampled_from(["melee", "fire", "charge", "odd"])),
                draw(small),
            )
            for _ in range(draw(st.integers(0, 3)))
        ),
        retreats=tuple(PathView("x", p) for p in draw(st.lists(path, max_size=2))),
        losses=tuple(
            LossView("x", draw(hexlabel), draw(small), draw(st.booleans()))
            for _ in range(draw(st.integers(0, 3)))
        ),
    )
    hexsides = tuple(
        HexsideView(draw(hexlabel), draw(hexlabel), draw(names)) for _ in range(draw(st.integers(0, 4)))
    )
    m = dataclasses.replace(base.map, hexes=hexes, counters=counters, overlay=overlay, hexsides=hexsides)
    return dataclasses.replace(base, map=m, turn=draw(st.integers(0, 99)))


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(views())
def test_any_view_renders(view):
    img = render_view(view)
    assert img.width >= 360 and img.height > 100
