"""AFdE 9.3 combined fire among the offered choices: several firers of one type that may all fire at a
target are offered together (``fire 0610 0710 0608``), in D.2 and in phase B; firers of two types never."""

from __future__ import annotations

from typing import Any

from engine.afde import RULESET
from engine.core.messages import render
from tests.engine.afde.helpers import choices, mini, new, play, tremithoussia


def unit(id_: str, hex_: str, type_: str = "Mi", facing: str = "N", **kw: Any) -> dict[str, Any]:
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def test_9_3_combined_fire_is_offered_with_each_firer_alone() -> None:
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[3, 5, 4]),
        unit("B2", "0710", "Ab", front=[3, 5, 4]),
        unit("E", "0608", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["5", "5"]), "done")
    offered = choices(st)
    assert {"fire 0610 0608", "fire 0710 0608", "fire 0610 0710 0608"} <= set(offered)
    assert offered[-1] == "done"
    _st, ev = play(st, "fire 0610 0710 0608")  # the offered order is the one the rules take
    assert ev


def test_9_3_firers_of_two_types_are_never_offered_together() -> None:
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab"),
        unit("B2", "0709", "Ar"),
        unit("E", "0608", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["5"]), "done")
    assert not [c for c in choices(st) if c.startswith("fire") and len(c.split()) > 3]


def test_9_3_a_fire_choice_names_its_firers_and_its_target() -> None:
    scn = mini(
        unit("X", "0612"),
        unit("B1", "0610", "Ab", front=[3, 5, 4]),
        unit("B2", "0710", "Ab", front=[3, 5, 4]),
        unit("E", "0608", side="blue", facing="S"),
    )
    st, _ = play(new(scn, ["5", "5"]), "done")
    (prompt,) = RULESET.pending(st)
    labels = {c.order: render(c.label, "en") for c in prompt.choices}
    assert labels["fire 0610 0608"].startswith("Ab B1 in 0610: fire at the Mi E in 0608")
    assert labels["fire 0610 0710 0608"].startswith("Ab B1 in 0610, Ab B2 in 0710: fire at")
    assert "B1" in render(prompt.choices[0].label, "pl")


def test_10_3_a_charge_reaction_choice_names_the_reacting_unit_and_the_charger() -> None:
    scn = tremithoussia()
    cl = scn["units"][1]
    cl.update({"type": "Ha", "fire": False, "front": [3, 6, 6], "back": [2, 5, 5]})
    st, _ = play(new(scn, ["3", "4", "5"]), "charge 0510 0508", "done")
    (prompt,) = RULESET.pending(st)
    reactor = st.units[str(prompt.msg.params["unit"])]
    react = next(c for c in prompt.choices if c.order.startswith("react"))
    text = render(react.label, "en")
    assert text.startswith(f"{reactor.type} ") and " reacts against the charging " in text, text
    assert prompt.msg.rule and react.order.split()[1] in text
