"""Balconies and awnings (Ager Sanguinis A§8.1, E-A28) on the Tower Gate's house (0404, 0405, 0504,
0505) with a balcony at 0604 off its east side and an awning at 0403 off its north side."""

from __future__ import annotations

from typing import Any

from engine.ager.board import passable
from engine.ager.geometry import combat_value, cover, step_cost
from engine.ager.rules.s08_buildings import defended
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice

BOW = tables().weapons["short_bow"]


def _map() -> dict[str, Any]:
    m = dict(named_scenario("tower-gate")["map"])
    rows = [str(r) for r in m["rows"]]
    rows[3] = rows[3][:4] + "n" + rows[3][5:]
    rows[4] = rows[4][:6] + "y" + rows[4][7:]
    m["rows"] = rows
    house = dict(m["buildings"][0])
    house["hexes"] = [*house["hexes"], "0604", "0403"]
    house["windows"] = [w for w in house.get("windows", ()) if "0403" not in w]
    m["buildings"] = [house, *m["buildings"][1:]]
    return m


def position(*chars: dict[str, Any]) -> AgerState:
    spec = {"base": "tower-gate", "map": _map(), "characters": list(chars)}
    return RULESET.new_state(spec, Dice.seeded(0), {})


def test_8_1_a_balcony_is_entered_for_1_mp_from_inside_and_for_4_over_its_railing_from_outside() -> None:
    st = position({"id": "daoud", "at": "0704"}, {"id": "hugues", "at": "1406"})
    board = st.board
    assert board.terrain["0604"] == "balcony" and board.terrain["0403"] == "awning"
    assert step_cost(board, "0504", "0604", 1) == 1
    assert step_cost(board, "0704", "0604", 1) == 4
    assert step_cost(board, "0402", "0403", 1) == 4
    assert passable(board, "0704", "0604") and not passable(board, "0704", "0604", mounted=True)


def test_8_1_a_balcony_covers_lightly_against_fire_from_outside_only() -> None:
    st = position({"id": "daoud", "at": "0604"}, {"id": "hugues", "at": "1406"})
    assert cover(st, "0904", "0604", BOW) == "light"
    assert cover(st, "0504", "0604", BOW) == "none"  # from the room behind it


def test_8_6_on_a_balcony_the_defender_counts_plus_and_the_attacker_minus() -> None:
    st = position(
        {"id": "daoud", "at": "0604"}, {"id": "hugues", "at": "0704"}, {"id": "ancelin", "at": "0504"}
    )
    daoud = st.chars["daoud"]
    assert defended(st, [st.chars["hugues"]], daoud) and defended(st, [st.chars["ancelin"]], daoud) is False
    assert combat_value(st, daoud) == -1
