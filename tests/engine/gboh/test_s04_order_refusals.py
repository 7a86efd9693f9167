"""GBoH 4.2-4.6, 5.22, 5.25, 5.61, 5.64, 6.14, 8.63, 10.28, 10.35: an order a unit or leader may not take
is refused with its one reason and the rule that gives it, each reached from a position of play."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.messages import render, render_checked
from engine.gboh.state import GbohState
from tests.engine.gboh.helpers import inline, order, owed, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit
from tests.engine.gboh.test_s08_pursuit import finish_shock


def refused(st: GbohState, side: str, text: str) -> tuple[str, str | None, dict[str, str]]:
    """The refusal of ``text``: its key, its rule and its parameters as text; every language has it."""
    with pytest.raises(IllegalAction) as err:
        order(st, side, text)
    msg = err.value.msg
    for lang in ("pl", "uk", "hu"):
        text, problems = render_checked(msg, lang)
        assert problems == [] and text != render(msg, "en")
    return msg.key, msg.rule, {k: str(v) for k, v in msg.params.items()}


def caesar_orders(*units: dict[str, Any], dice: tuple[int, ...] = ()) -> GbohState:
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice)
    st, _ = order(st, "caesarian", "activate C")
    return st


def test_10_28_a_routed_unit_is_refused_any_order_but_rally():
    st = caesar_orders(co("A", "0505"), co("R", "0506", routed=True))
    assert refused(st, "caesarian", "move R 0606")[:2] == ("gboh.err.order_routed", "GBoH 10.28")
    assert refused(st, "caesarian", "move R")[0] == "gboh.err.order_routed"


def test_10_35_a_unit_rallied_this_turn_takes_no_order_in_a_later_orders_phase():
    # Caesar stands on routed A: the rally needs no roll; the Rally table rolls 6 (3 hits), then his
    # Momentum roll of 2 (Initiative 4) gives him a second Orders Phase, which Pompey does not trump
    st = caesar_orders(co("A", "0301", routed=True, cohort=2), co("B", "0505"), dice=(6, 2))
    st, _ = order(st, "caesarian", "rally A")
    assert st.units["A"].rallied and "move A" not in owed(st)[0][2]
    st, _ = play(st, ("caesarian", "end"), ("caesarian", "momentum"), ("pompeian", "pass"))
    assert owed(st)[0][:2] == ("caesarian", "gboh.orders")
    assert "move A" not in owed(st)[0][2] and "move B" in owed(st)[0][2]
    key, rule, par = refused(st, "caesarian", "move A 0302")
    assert (key, rule, par["unit"]) == ("gboh.err.order_rallied", "GBoH 10.35", "CO 0301")
    st, _ = order(st, "caesarian", "legion X")  # nor is it part of a Legion Command
    assert refused(st, "caesarian", "move A 0302")[:2] == ("gboh.err.order_rallied", "GBoH 10.35")


def test_4_21_a_unit_out_of_the_leaders_command_range_is_refused_an_individual_order():
    st = caesar_orders(co("A", "0505"), co("F", "1510"))  # Caesar at 0301, range 8
    key, rule, par = refused(st, "caesarian", "move F 1511")
    assert (key, rule, par["leader"]) == ("gboh.err.order_out_of_range", "GBoH 4.21", "C")


def test_4_21_an_enemy_unit_takes_no_order():
    st = caesar_orders(co("A", "0505"), co("V", "1005", side="pompeian"))
    assert refused(st, "caesarian", "move V 1006")[:2] == ("gboh.err.order_enemy", "GBoH 4.21")


def test_5_25_a_unit_that_has_moved_this_orders_phase_is_refused_a_second_order():
    st = caesar_orders(co("A", "0505"), co("B", "0507"))
    st, _ = order(st, "caesarian", "move A 0605")
    assert refused(st, "caesarian", "move A 0705")[:2] == ("gboh.err.order_already", "GBoH 5.25")


def test_4_5_a_legate_may_not_order_a_cohort_of_another_legion():
    legate = {**CAESAR, "id": "LG", "rank": "legate", "legion": "X", "initiative": 2, "hex": "0506"}
    st, _ = start(inline([co("A", "0505"), co("B", "0507", legion="IX")], [legate, CAESAR, POMPEY]))
    st, _ = order(st, "caesarian", "activate LG")
    key, rule, par = refused(st, "caesarian", "move B 0607")
    assert (key, rule, par["leader"]) == ("gboh.err.order_not_his", "GBoH 4.5", "LG")


def test_4_24_an_oc_in_an_enemy_zoc_orders_no_unit():
    # Pompeian cohort V in 0401 faces Caesar in 0301: its ZOC holds him, so he may only move himself
    st = caesar_orders(co("A", "0505"), co("V", "0401", side="pompeian", facing="W"))
    key, rule, par = refused(st, "caesarian", "move A 0605")
    assert (key, rule, par["leader"]) == ("gboh.err.order_oc_in_zoc", "GBoH 4.24", "C")


def test_4_31_a_legion_command_refuses_a_cohort_of_another_legion_and_one_out_of_range_at_the_start():
    st = caesar_orders(co("A", "0505"), co("B", "0506"), co("Y", "0406", legion="IX"), co("C9", "1506"))
    st, _ = order(st, "caesarian", "legion X")
    key, rule, par = refused(st, "caesarian", "move Y 0407")
    assert (key, rule, par["what"]) == ("gboh.err.order_not_in_command", "GBoH 4.31", "legion")
    key, rule, par = refused(st, "caesarian", "move C9 1505")
    assert (key, rule) == ("gboh.err.order_range_at_start", "GBoH 4.31")


def test_4_4_a_line_command_that_fired_moves_no_unit():
    li = {"type": "LI", "missile": "J", "tq": 5, "ma": 6}
    units = [
        unit("L1", "caesarian", "LI", "0505", "E", **li),
        unit("L2", "caesarian", "LI", "0507", "E", **li),
        co("V", "0605", side="pompeian", facing="W"),
    ]
    st = caesar_orders(*units, dice=(9,))  # L1's fire at V misses
    st, _ = play(st, ("caesarian", "line LI"), ("caesarian", "fire L1 V"))
    key, rule, par = refused(st, "caesarian", "move L2 0607")
    assert (key, rule, par["mode"]) == ("gboh.err.order_command_mode", "GBoH 4.4", "fire")


def test_4_63_a_tribal_unit_apart_from_the_line_is_refused_the_line_command():
    chief = {
        "id": "K",
        "side": "pompeian",
        "rank": "chief",
        "legion": "Arverni",
        "initiative": 1,
        "range": 2,
        "line_range": 5,
        "hex": "1005",
    }
    bi = {"side": "pompeian", "type": "BI", "size": 7, "tq": 6, "ma": 6, "legion": "Arverni", "tribal": True}
    units = [{**bi, "id": b, "hex": h} for b, h in (("B1", "1105"), ("B2", "1106"), ("B3", "1109"))]
    st, _ = start(inline(units, [chief, CAESAR, POMPEY]))
    st, _ = play(st, ("pompeian", "activate K"), ("pompeian", "line infantry"))
    assert refused(st, "pompeian", "move B3 1110")[:2] == ("gboh.err.order_not_in_tribal_line", "GBoH 4.63")


def skirmishers() -> GbohState:
    sk = {"type": "SK", "missile": "J", "tq": 5, "ma": 7, "size": 2}
    units = [
        unit("S1", "caesarian", "SK", "0505", "E", **sk),
        unit("S2", "caesarian", "SK", "0507", "E", **sk),
        co("A", "0506"),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), skip_opening=False)
    st, _ = play(st, ("caesarian", "auxiliaries"), ("caesarian", "move S1 0605"))
    return st


def test_5_61_the_auxiliaries_phase_orders_each_skirmisher_once_and_no_other_unit():
    st = skirmishers()
    assert refused(st, "caesarian", "move S1 0705")[:2] == ("gboh.err.order_already", "GBoH 5.61")
    assert refused(st, "caesarian", "move A 0606")[:2] == ("gboh.err.order_not_auxiliary", "GBoH 5.61")


def test_5_64_a_skirmisher_ordered_in_the_auxiliaries_phase_joins_no_line_command():
    st = skirmishers()
    st, _ = order(st, "caesarian", "done")
    while (p := owed_kind(st)) in ("gboh.auxiliaries", "gboh.elite"):
        side = "pompeian" if p == "gboh.auxiliaries" else "caesarian"
        st, _ = order(st, side, "skip" if p == "gboh.auxiliaries" else "pass")
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "line SK"))
    assert refused(st, "caesarian", "move S1 0705")[:2] == ("gboh.err.order_aux_line", "GBoH 5.64")


def owed_kind(st: GbohState) -> str:
    return owed(st)[0][1]


def test_8_63_a_unit_marked_pursuit_finished_is_refused_orders_individual_or_under_a_line_command():
    # Roman horse R and cohort A shock V (rolls of 9): V breaks, R pursues and is marked Pursuit/Finished;
    # Caesar's Momentum roll of 1 gives him a second Orders Phase, where R may neither move nor fire
    units = [
        unit("R", "caesarian", "RC", "0505", "E", tq=7, ma=8, size=4),
        unit("Q", "caesarian", "RC", "0306", "E", tq=7, ma=8, size=4),
        co("A", "0606", facing="NE"),
        co("V", "0605", side="pompeian", facing="W", hits=6),
        co("W", "0705", side="pompeian", facing="W"),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9] * 6 + [1])
    st, _ = finish_shock(st, "shock R", "shock A")
    st, _ = play(st, ("caesarian", "momentum"), ("pompeian", "pass"))
    assert st.units["R"].pursuit and "move R" not in owed(st)[0][2]
    assert refused(st, "caesarian", "move R 0805")[:2] == ("gboh.err.order_pursuit", "GBoH 8.63")
    assert refused(st, "caesarian", "fire R W")[0] == "gboh.err.order_pursuit"
    st, _ = order(st, "caesarian", "line cavalry")
    assert refused(st, "caesarian", "move R 0805")[:2] == ("gboh.err.order_pursuit", "GBoH 8.63")


LEGATE = {**CAESAR, "id": "LG", "rank": "legate", "legion": "X", "initiative": 6, "hex": "0506"}


def test_5_22_only_the_oc_moves_another_leader_once_a_phase_in_his_range_and_never_an_enemy():
    st, _ = start(inline([co("A", "0505")], [{**LEGATE, "initiative": 2}, CAESAR, POMPEY]))
    st, _ = order(st, "caesarian", "activate LG")
    key, rule, par = refused(st, "caesarian", "move C 0302")
    assert (key, rule, par["leader"], par["other"]) == ("gboh.err.leader_not_oc", "GBoH 5.22", "LG", "C")
    far = {**LEGATE, "id": "LF", "legion": "IX", "hex": "1510"}
    st, _ = start(inline([co("A", "0505")], [CAESAR, LEGATE, far, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    assert refused(st, "caesarian", "move P 2013")[:2] == ("gboh.err.leader_enemy", "GBoH 4.21")
    assert refused(st, "caesarian", "move LF 1511")[:2] == ("gboh.err.leader_out_of_range", "GBoH 5.22")
    moved, _ = order(st, "caesarian", "move LG 0606")
    assert refused(moved, "caesarian", "move LG 0706")[:2] == ("gboh.err.leader_moved", "GBoH 5.22")


def test_6_14_a_leader_who_has_spent_his_9_mp_is_refused_another_step():
    st, _ = start(inline([co("A", "0505")], [CAESAR, LEGATE, POMPEY]))
    st, _ = play(
        st,
        ("caesarian", "activate C"),
        ("caesarian", "move C " + " ".join(f"03{r:02}" for r in range(2, 11))),
    )
    assert st.leaders["C"].mp == 9 and "move C" not in owed(st)[0][2]
    assert refused(st, "caesarian", "move C 0311")[:2] == ("gboh.err.leader_no_mp", "GBoH 6.14")


def test_4_3_under_a_legion_command_no_leader_moves_but_the_one_who_gave_it():
    st, _ = start(inline([co("A", "0505")], [CAESAR, LEGATE, POMPEY]))
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "legion X"))
    key, rule, par = refused(st, "caesarian", "move LG 0606")
    assert (key, rule, par["leader"], par["other"]) == ("gboh.err.leader_command", "GBoH 4.3", "C", "LG")


def test_5_22_moving_a_leader_who_starts_in_an_enemy_zoc_takes_2_ios():
    # Caesar (Initiative 1) has one IO; his legate stands in the ZOC of the Pompeian cohort V
    units = [co("A", "0505"), co("V", "0606", side="pompeian", facing="W", legion="H")]
    st, _ = start(inline(units, [{**CAESAR, "initiative": 1}, LEGATE, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    assert "move LG" not in owed(st)[0][2]
    key, rule, par = refused(st, "caesarian", "move LG 0406")
    assert (key, rule, par["need"], par["ios"]) == ("gboh.err.leader_ios", "GBoH 5.22", "2", "1")


def test_5_22_the_two_io_refusal_names_the_leader_in_the_nominative_in_polish_and_ukrainian():
    # "Ruch dowódcy Cezar" wants the genitive a printed name cannot take: the name leads the sentence
    units = [co("A", "0505"), co("V", "0606", side="pompeian", facing="W", legion="H")]
    st, _ = start(inline(units, [{**CAESAR, "initiative": 1}, {**LEGATE, "name": "Caesar"}, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    with pytest.raises(IllegalAction) as err:
        order(st, "caesarian", "move LG 0406")
    assert render(err.value.msg, "pl").startswith("Cezar – ruch tego dowódcy kosztuje")
    assert render(err.value.msg, "uk").startswith("Цезар – рух цього командира коштує")


def test_4_25_a_finished_leader_is_refused_activation_and_the_oc_still_moves_him():
    # the legate (Initiative 2) goes first and is Finished; his activation is then refused saying so
    # (4.25: he issues no more orders this turn), and Caesar may still move him with one IO (4.25, 5.22)
    st, _ = start(inline([co("A", "0505")], [CAESAR, {**LEGATE, "initiative": 2}, POMPEY]))
    st, _ = play(st, ("caesarian", "activate LG"), ("caesarian", "end"), ("caesarian", "finish"))
    assert st.leaders["LG"].status == "finished"
    key, rule, par = refused(st, "caesarian", "activate LG")
    assert (key, rule, par["leader"]) == ("gboh.err.leader_finished", "GBoH 4.25", "LG")
    st, _ = order(st, "caesarian", "activate C")
    assert "move LG" in owed(st)[0][2]
    st, _ = order(st, "caesarian", "move LG 0606")
    assert st.leaders["LG"].hex == "0606" and st.leaders["LG"].status == "finished"
