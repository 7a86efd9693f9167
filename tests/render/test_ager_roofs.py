"""A floor and a roof in one hex on the map (Ager Sanguinis A§8.5): the character on the flat roof is
drawn in his room's hex with the roof marker beside the one in the room, and the room's hatch is drawn;
both read in every language's legend."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.ager.ruleset import RULESET
from engine.core.dice import Dice
from engine.core.messages import LANGUAGES, has_key
from render import labels_for, render_view
from render.theme import DEFAULT_THEME


def _house(*chars: dict[str, Any]) -> Any:
    spec: dict[str, Any] = {"base": "tower-gate", "characters": list(chars)}
    return RULESET.view(RULESET.new_state(spec, Dice.seeded(0), {}), None)


def test_8_5_the_man_on_the_roof_and_the_man_below_share_the_hex_and_the_roof_is_marked() -> None:
    view = _house(
        {"id": "bernard", "at": "0404^"}, {"id": "ancelin", "at": "0404"}, {"id": "daoud", "at": "0101"}
    )
    here = {c.id: c for c in view.map.counters if c.hex == "0404"}
    assert set(here) == {"bernard", "ancelin"}
    assert "roof" in here["bernard"].markers and "roof" not in here["ancelin"].markers
    hatch = next(h for h in view.map.hexes if h.label == "0404")
    assert "hatch" in hatch.features


def test_8_5_the_hatch_and_the_roof_marker_have_their_look_and_words() -> None:
    assert DEFAULT_THEME.terrain_style("hatch") is not DEFAULT_THEME.fallback
    assert DEFAULT_THEME.marker_style("roof") is not DEFAULT_THEME.marker_style("no-such-marker")
    for lang in LANGUAGES:
        assert has_key("render.legend.terrain.hatch", lang) and has_key("render.legend.marker.roof", lang)


def test_8_5_the_hatch_is_drawn() -> None:
    view = _house({"id": "daoud", "at": "0101"})
    hexes = tuple(
        replace(h, features=tuple(f for f in h.features if f != "hatch")) if h.label == "0404" else h
        for h in view.map.hexes
    )
    without = replace(view, map=replace(view.map, hexes=hexes))
    labels = labels_for("pl")
    assert render_view(view, labels=labels).tobytes() != render_view(without, labels=labels).tobytes()


def test_4_4_8_2_8_5_camels_upper_floors_and_the_ladder_under_a_hatch_have_their_look_and_words() -> None:
    for marker in ("camel", "palanquin", "under_hatch", "floor"):
        assert DEFAULT_THEME.marker_style(marker) is not DEFAULT_THEME.marker_style("no-such-marker")
        for lang in LANGUAGES:
            assert has_key(f"render.legend.marker.{marker}", lang), (marker, lang)
    # an upper floor is counted: the floor's chip with its number
    assert DEFAULT_THEME.marker_style("floor_2").abbrev == "Fl2"
