"""Castles (Ager Sanguinis A§9, tier 4) on the Tower Gate: the wall-walk (column 12, level 1) with its
crenels, the stairs up from the courtyard, the tower's loopholes, the closed gate at 1206."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import can_attack_into, cover, sees
from engine.ager.rules.s04_reach import reach
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import ok, play

BOW = tables().weapons["short_bow"]
PALM_ROWS = [str(r) for r in named_scenario("palm-grove")["map"]["rows"]]
JAVELIN = tables().weapons["javelin"]


def position(*chars: dict[str, Any]) -> AgerState:
    return RULESET.new_state({"base": "tower-gate", "characters": list(chars)}, Dice.seeded(0), {})


def test_9_5_the_wall_walk_is_reached_from_inside_by_the_stairs() -> None:
    st = position({"id": "ancelin", "at": "1404"}, {"id": "daoud", "at": "0101"})
    moves = reach(st, st.chars["ancelin"], 6)
    assert moves["1204"][1] == ("1303", "1204")  # courtyard, stairs (2 MP), wall-walk
    assert moves["1204"][0] == 3


def test_9_5_the_wall_walk_cannot_be_entered_from_outside_but_by_a_ladder() -> None:
    st = position({"id": "daoud", "at": "1105"}, {"id": "hugues", "at": "1409"})
    daoud = st.chars["daoud"]
    assert "1205" not in reach(st, daoud, 4)  # right below it
    assert not can_attack_into(st, daoud, "1205")
    # up the ladder at 1103 (3 MP), onto 1203 (4 MP), then along the wall-walk
    assert reach(st, daoud, 10)["1205"][1] == ("1104", "1103", "1203", "1204", "1205")


def test_9_4_behind_the_closed_gate_the_courtyard_cannot_be_shot_from_outside() -> None:
    st = position({"id": "yazid", "at": "0906"}, {"id": "ancelin", "at": "1406"})
    assert not sees(st, st.chars["yazid"], "1406", JAVELIN, st.chars["ancelin"])


def test_5_5_4_crenels_give_heavy_cover_to_the_hex_behind_them() -> None:
    st = position({"id": "yazid", "at": "0905"}, {"id": "hugues", "at": "1205"})
    assert sees(st, st.chars["yazid"], "1205", JAVELIN, st.chars["hugues"])
    assert cover(st, "0905", "1205", JAVELIN) == "heavy"
    # and none to the shooter on the wall-walk aiming out
    assert cover(st, "1205", "0905", BOW) == "none"


def test_9_3_only_bows_and_crossbows_shoot_through_a_loophole_and_only_from_behind_it() -> None:
    st = position(
        {"id": "gautier", "at": "1202"}, {"id": "yazid", "at": "0902"}, {"id": "achard", "at": "1201"}
    )
    crossbow = tables().weapons["crossbow"]
    assert sees(st, st.chars["gautier"], "0902", crossbow, st.chars["yazid"])
    assert not sees(st, st.chars["yazid"], "1201", JAVELIN, st.chars["achard"])
    assert cover(st, "0902", "1202", BOW) == "heavy"


def test_9_1_entering_the_ditch_costs_4_and_a_step_along_it_1() -> None:
    # the Palm Grove's map with a ditch across row 12: Arnould (6 MP) goes down into it and along it
    rows = [*PALM_ROWS[:12], "d" * 20, PALM_ROWS[13]]
    chars = [{"id": "arnould", "at": "0511"}, {"id": "marwan", "at": "1900"}]
    out = play(chars, ["move arnould 0512 0612 0712"], map={"rows": rows, "objective": "oasis"})
    ok(out)
    assert [e["params"]["mp"] for e in out["steps"][0]["events"] if e["key"] == "ager.ev.stepped"] == [
        2,
        1,
        0,
    ]
    out = play(chars, ["move arnould 0512 0612 0712 0812"], map={"rows": rows, "objective": "oasis"})
    assert not out["steps"][0]["ok"]
