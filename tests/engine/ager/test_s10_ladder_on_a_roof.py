"""A siege ladder set against a house's flat roof (Ager Sanguinis A§10.2 with §8.5) on the Tower Gate:
its house's roof over 0404, 0504 and 0505 is one level up (0404^, 0504^, 0505^); 0403, north of the
room 0404 (its window), is open ground. A ladder reaches one level (E-A14): against a roof one level
above its foot. Dice scripted."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import sees
from engine.ager.rules import s10_ladders
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import counter, event, ok, play

BOW = tables().weapons["short_bow"]
GATE = "tower-gate"
HUGUES = {"id": "hugues", "at": "1406"}


def _map() -> dict[str, Any]:
    m = dict(named_scenario(GATE)["map"])
    m["ladders"] = [*m["ladders"], ["0403", "0404^"]]
    return m


def position(*chars: dict[str, Any]) -> AgerState:
    return RULESET.new_state({"base": GATE, "map": _map(), "characters": list(chars)}, Dice.seeded(0), {})


def test_10_2_a_ladder_against_a_roof_is_climbed_and_stepped_off_onto_it_with_the_d6() -> None:
    # Daoud (8 MP): onto the ladder at 0403 (3), off it onto the roof above 0404 (4): d6 2, up
    out = play(
        [{"id": "daoud", "at": "0402"}, HUGUES], ["move daoud 0403 0404^"], dice=[2], base=GATE, map=_map()
    )
    ok(out)
    assert event(out, 0, "ager.ev.ladder_step")["face"] == 2
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "0404" and daoud["markers"] == ["roof"]


def test_10_2_the_man_on_the_ladder_sees_only_the_roof_it_leans_on() -> None:
    st = position(
        {"id": "daoud", "at": "0403"}, {"id": "bernard", "at": "0404^"}, {"id": "achard", "at": "0504^"}
    )
    assert sees(st, st.chars["bernard"], "0403", BOW, st.chars["daoud"])
    assert not sees(st, st.chars["daoud"], "0504^", BOW, st.chars["achard"])


def test_10_2_a_ladder_is_set_up_against_a_house_roof_one_level_above_its_foot() -> None:
    # carried by Daoud and Ergun, next to 0403, they may raise it there against the roof above 0404
    st = RULESET.new_state(
        {"base": GATE, "characters": [{"id": "daoud", "at": "0402"}, {"id": "ergun", "at": "0303"}, HUGUES]},
        Dice.seeded(0),
        {},
    )
    assert "0404^" in s10_ladders.walls_of(st.board, "0403")
    assert "0404" not in s10_ladders.walls_of(st.board, "0403")  # the room is no higher than its foot
    assert "0404^" not in s10_ladders.walls_of(st.board, "0402")  # not next to the house


def test_10_2_the_man_on_the_roof_pushes_the_ladder_over_after_the_attacks() -> None:
    # Daoud climbs onto the ladder and stays; Bernard, on the roof it leans on, pushes it: d10 4, it falls
    # and Daoud with it, wounded, in the ladder's hex
    out = play(
        [{"id": "daoud", "at": "0402"}, {"id": "bernard", "at": "0404^"}, HUGUES],
        ["move daoud 0403", "done", "done", "done", "done", "push bernard 0403"],
        dice=[4],
        base=GATE,
        map=_map(),
    )
    ok(out)
    assert event(out, 5, "ager.ev.ladder_push")["face"] == 4
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "0403" and "wounded" in daoud["markers"]
