"""A naphtha fire on the map (Ager Sanguinis A§7.3): the burning hexes are a mark of their hex, drawn
with flames and named in every language's legend while the fire burns."""

from __future__ import annotations

from dataclasses import replace

from engine.ager.ruleset import RULESET
from engine.core.dice import Dice
from engine.core.messages import LANGUAGES, has_key
from render import labels_for, render_view
from render.theme import DEFAULT_THEME


def test_7_3_a_burning_hex_is_marked_drawn_and_named_in_the_legend() -> None:
    spec = {
        "base": "palm-grove",
        "characters": [{"id": "daoud", "at": "1900"}, {"id": "ancelin", "at": "0101"}],
    }
    st = RULESET.new_state(spec, Dice.seeded(0), {})
    st.burning = {"0505": (st.phase_no + 2, "0505")}
    view = RULESET.view(st, None)
    burning = [h.label for h in view.map.hexes if "burning" in h.features]
    assert burning == ["0505"]
    hexes = tuple(replace(h, features=()) if h.label == "0505" else h for h in view.map.hexes)
    without = replace(view, map=replace(view.map, hexes=hexes))
    labels = labels_for("en")
    assert render_view(view, labels=labels).tobytes() != render_view(without, labels=labels).tobytes()
    assert DEFAULT_THEME.terrain_style("burning") is not DEFAULT_THEME.fallback
    for lang in LANGUAGES:
        assert has_key("render.legend.terrain.burning", lang), lang
