"""The ladder under a hatch (Ager Sanguinis A§8.5, digest §3.3) on the Tower Gate's house: its hatch in
0404 opens onto the roof place 0404^; the place on the ladder under it is 0404|. A character whose
hatch is shut (someone stands on it) climbs the ladder for 2 MP (3 in building A) and waits there;
once the hatch is free he opens it for 1 MP and steps onto the roof. Dice scripted."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.ager.board import hatch_cost
from engine.ager.geometry import cover, sees
from engine.ager.rules.s04_reach import reach
from engine.ager.rules.s06_melee import reaches
from engine.ager.ruleset import RULESET
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import counter, ok, play

BOW = tables().weapons["short_bow"]
GATE = "tower-gate"


def position(*chars: dict[str, Any], bodies: dict[str, int] | None = None) -> AgerState:
    spec: dict[str, Any] = {"base": GATE, "characters": list(chars)}
    if bodies:
        spec["bodies"] = bodies
    return RULESET.new_state(spec, Dice.seeded(0), {})


def test_8_5_under_a_shut_hatch_the_climber_waits_on_its_ladder_for_2_mp() -> None:
    st = position({"id": "bernard", "at": "0404^"}, {"id": "daoud", "at": "0504"})
    moves = reach(st, st.chars["daoud"], 8)
    assert moves["0404|"] == (3, ("0404", "0404|"))  # 1 for the room, 2 for the ladder
    assert not {"0404^", "0504^", "0505^"} & set(moves)
    dead = position({"id": "daoud", "at": "0504"}, {"id": "hugues", "at": "1406"}, bodies={"0404^": 1})
    assert reach(dead, dead.chars["daoud"], 8)["0404|"][0] == 3  # a dead man on it shuts it too


def test_8_5_once_the_hatch_is_free_he_opens_it_for_1_mp_and_steps_onto_the_roof() -> None:
    st = position({"id": "bernard", "at": "0504^"}, {"id": "daoud", "at": "0404|"})
    moves = reach(st, st.chars["daoud"], 8)
    assert moves["0404^"] == (1, ("0404^",))
    assert moves["0404"] == (2, ("0404",))  # or down the ladder again
    shut = position({"id": "bernard", "at": "0404^"}, {"id": "daoud", "at": "0404|"})
    assert "0404^" not in reach(shut, shut.chars["daoud"], 8)


def test_8_5_under_a_free_hatch_the_climb_stays_one_step_of_3_mp() -> None:
    st = position({"id": "daoud", "at": "0504"}, {"id": "hugues", "at": "1406"})
    moves = reach(st, st.chars["daoud"], 8)
    assert "0404|" not in moves  # nobody waits under a hatch he may open
    assert moves["0404^"] == (4, ("0404", "0404^"))


def test_8_5_in_building_a_the_ladder_costs_3_and_the_opening_1() -> None:
    board = position({"id": "daoud", "at": "0504"}).board
    a = replace(board, hatches={"0404": 4})
    assert hatch_cost(a, "0404", "0404|") == 3
    assert hatch_cost(a, "0404|", "0404^") == 1
    assert hatch_cost(a, "0404", "0404^") == 4


def test_8_5_nobody_climbs_past_a_man_on_the_ladder() -> None:
    st = position(
        {"id": "daoud", "at": "0404|"}, {"id": "yazid", "at": "0504"}, {"id": "bernard", "at": "0505^"}
    )
    moves = reach(st, st.chars["yazid"], 8)
    assert "0404^" not in moves and "0404|" not in moves
    down = position({"id": "daoud", "at": "0404|"}, {"id": "bernard", "at": "0504^"})
    assert set(reach(down, down.chars["bernard"], 8)) == {"0404^", "0505^"}


def test_8_5_the_man_on_the_ladder_is_in_the_room_below_the_shut_hatch() -> None:
    # seen and shot from the building's other rooms as one in the room, with no cover (the ladder,
    # A§8.1); not from the roof (the hatch is shut) nor from the floor under him (reading)
    st = position(
        {"id": "daoud", "at": "0404|"},
        {"id": "bernard", "at": "0505"},
        {"id": "achard", "at": "0404^"},
        {"id": "gautier", "at": "0404"},
    )
    daoud = st.chars["daoud"]
    assert sees(st, st.chars["bernard"], "0404|", BOW, daoud)
    assert sees(st, daoud, "0505", BOW, st.chars["bernard"])
    assert cover(st, "0505", "0404|", BOW) == "none"
    assert not sees(st, st.chars["achard"], "0404|", BOW, daoud)
    assert not sees(st, st.chars["gautier"], "0404|", BOW, daoud)


def test_6_6_no_melee_reaches_the_man_on_the_ladder_nor_does_he_reach_anyone() -> None:
    st = position(
        {"id": "daoud", "at": "0404|"},
        {"id": "bernard", "at": "0504"},
        {"id": "gautier", "at": "0404"},
        {"id": "achard", "at": "0404^"},
    )
    d = st.chars["daoud"]
    for cid in ("bernard", "gautier", "achard"):
        assert not reaches(st, st.chars[cid], d) and not reaches(st, d, st.chars[cid])


def test_8_5_the_map_draws_the_man_on_the_ladder_in_the_room_marked_under_the_hatch() -> None:
    out = play(
        [{"id": "daoud", "at": "0504"}, {"id": "bernard", "at": "0404^"}, {"id": "hugues", "at": "1406"}],
        ["move daoud 0404 0404|"],
        base=GATE,
    )
    ok(out)
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "0404" and daoud["markers"] == ["under_hatch"]
    assert not [h for h in out["view"]["map"]["hexes"] if "|" in h["label"]]
    (path,) = out["view"]["map"]["overlay"]["moves"]
    assert path["hexes"] == ["0504", "0404"]
