"""What a move through a house's openings is refused with, and bodies kept to their floor (Ager
Sanguinis A§4.2.2, §8.5) on the Tower Gate: a parapet along the hexside between 0808 and 0809 (added
here), the house's hatch in 0404 opening onto its roof 0404^. Dice scripted."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ager.rules import s04_bodies
from engine.ager.rules.s04_movement import check_path
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.core.dice import Dice
from engine.core.errors import IllegalAction


def position(*chars: dict[str, Any], bodies: dict[str, int] | None = None) -> AgerState:
    m = dict(named_scenario("tower-gate")["map"])
    m["sides"] = [*m.get("sides", ()), ["0808", "0809", "parapet"]]
    spec: dict[str, Any] = {"base": "tower-gate", "map": m, "characters": list(chars)}
    if bodies:
        spec["bodies"] = bodies
    return RULESET.new_state(spec, Dice.seeded(0), {})


def refusal(st: AgerState, cid: str, path: tuple[str, ...]) -> str | None:
    with pytest.raises(IllegalAction) as got:
        check_path(st, st.chars[cid], path)
    return got.value.msg.rule


def test_8_5_a_move_too_long_because_of_a_parapet_cites_the_parapet() -> None:
    st = position({"id": "daoud", "at": "0808"}, {"id": "hugues", "at": "1406"})
    # over the parapet (3) and six clear hexes: 9 MP of Daoud's 8, 7 without the parapet
    assert refusal(st, "daoud", ("0809", "0909", "1009", "1109", "1110", "1010", "0910")) == "Ager 8.5"
    # too long even without it: the movement allowance's rule
    far = ("0809", "0909", "1009", "1109", "1110", "1010", "0910", "0810", "0710")
    assert refusal(st, "daoud", far) == "Ager 4"


def test_8_5_a_climb_through_the_hatch_too_long_cites_the_hatch() -> None:
    st = position({"id": "marwan", "at": "0505", "foot_wounded": [3, 3, 4], "health": "wounded"})
    # two rooms (2) and the climb (3): 5 MP of his 4 as wounded, 4 without the climb's own cost
    assert refusal(st, "marwan", ("0504", "0404", "0404^")) == "Ager 8.5"


def test_4_2_2_bodies_are_never_cleared_through_a_hatch() -> None:
    st = position(
        {"id": "bernard", "at": "0504"},
        {"id": "gautier", "at": "0405"},
        {"id": "achard", "at": "0505^"},
        {"id": "daoud", "at": "0101"},
        bodies={"0404": 2, "0404^": 1},
    )
    st.phase_no = 2  # the Franks' phase
    orders = s04_bodies.clear_orders(st)
    assert "clear bernard gautier 0404 0504" in orders
    assert not [o for o in orders if o.endswith(("0404^", "0404|")) or " 0404^ " in o]
    with pytest.raises(IllegalAction):
        s04_bodies.check(st, ["clear", "bernard", "gautier", "0404", "0404^"])
