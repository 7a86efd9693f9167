"""GBoH 4.3 Legion Commands, 4.4 Line Commands and designation (Roman and tribal), 5.5 Elite Phase,
5.6 Auxiliaries Phase, 10.16 recovery and 10.3 rally (dice scripted)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.messages import Msg, render
from engine.core.protocol import Transition
from engine.gboh.state import GbohState
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def test_4_31_the_oc_gives_a_legion_command_to_every_cohort_of_a_legion_in_his_range():
    st, _ = start(inline([co("A", "0505"), co("B", "0506"), co("C9", "1506")], [CAESAR, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    assert "legion X" in owed(st)[0][2]
    st, _ = order(st, "caesarian", "legion X")
    _side, kind, choices = owed(st)[0]
    assert kind == "gboh.command" and {"move A", "move B"} <= set(choices) and "move C9" not in choices
    st, _ = play(st, ("caesarian", "move A"), ("caesarian", "to 0605"), ("caesarian", "stop"))
    st, _ = play(st, ("caesarian", "move B"), ("caesarian", "to 0606"), ("caesarian", "stop"))
    assert (st.units["A"].hex, st.units["B"].hex) == ("0605", "0606")


def test_4_31_a_unit_of_a_legion_command_moves_along_a_typed_path():
    st, _ = start(inline([co("A", "0505"), co("B", "0506"), co("C9", "1506")], [CAESAR, POMPEY]))
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "legion X"))
    st, _ = play(st, ("caesarian", "move A 0605 0705"), ("caesarian", "move b 0606"))
    assert (st.units["A"].hex, st.units["B"].hex) == ("0705", "0606")
    assert owed(st)[0][1] == "gboh.command" and "move A" not in owed(st)[0][2]
    st, _ = order(st, "caesarian", "move C 0302")
    assert st.leaders["C"].hex == "0302"
    with pytest.raises(IllegalAction) as refused:  # out of range at the start: the refusal says so (4.31)
        order(st, "caesarian", "move C9 1505")
    assert refused.value.msg.key == "gboh.err.order_range_at_start"


def test_4_56_the_oc_designates_an_inactive_legate_who_issues_a_legion_command():
    legate = {
        "id": "LG",
        "side": "caesarian",
        "rank": "legate",
        "legion": "X",
        "initiative": 5,
        "hex": "0506",
    }
    st, _ = start(inline([co("A", "0505"), co("B", "0507")], [legate, CAESAR, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    assert "designate LG" in owed(st)[0][2]
    st, trs = play(st, ("caesarian", "designate LG"))
    assert params(trs[0], "gboh.ev.designated")[0] == {"leader": "C", "legate": "LG"}
    _side, kind, choices = owed(st)[0]
    assert kind == "gboh.command" and {"move A", "move B", "move LG"} <= set(choices)
    assert st.leaders["LG"].status == "inactive"  # designated, he is not the active leader (5.31 note)


def test_4_52_a_legate_out_of_his_oc_range_after_turn_1_rolls_against_his_strategy():
    legate = {
        "id": "LG",
        "side": "caesarian",
        "rank": "legate",
        "legion": "X",
        "initiative": 2,
        "range": 4,
        "strategy": 3,
        "hex": "0506",
    }
    far_oc = {**CAESAR, "hex": "0114", "range": 2}
    st, _ = start(inline([co("A", "0505"), co("B", "0507")], [legate, far_oc, POMPEY], turn=2), dice=[5])
    st, _ = order(st, "caesarian", "activate LG")
    st, trs = play(st, ("caesarian", "legion X"))
    assert params(trs[0], "gboh.ev.strategy")[0] == {"leader": "LG", "roll": "5", "need": "3", "ok": "0"}
    assert owed(st)[0][1] == "gboh.orders" and "legion X" not in owed(st)[0][2]  # IOs only


def test_4_63_a_tribal_line_holds_only_units_adjacent_to_another_of_the_line():
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
    units = [
        {**bi, "id": "B1", "hex": "1105"},
        {**bi, "id": "B2", "hex": "1106"},
        {**bi, "id": "B3", "hex": "1109"},
    ]
    st, _ = start(inline(units, [chief, CAESAR, POMPEY]))
    st, _ = order(st, "pompeian", "activate K")
    st, _ = order(st, "pompeian", "line infantry")
    choices = owed(st)[0][2]
    assert "move B1" in choices and "move B2" in choices and "move B3" not in choices


def test_10_16_recovery_removes_2_hits_in_clear_terrain_away_from_the_enemy():
    st, _ = start(inline([co("A", "0505", hits=3)], [CAESAR, POMPEY]))
    st, _ = order(st, "caesarian", "activate C")
    st, trs = play(st, ("caesarian", "recover A"))
    assert st.units["A"].hits == 1 and params(trs[0], "gboh.ev.recovered")[0]["hits"] == "2"


def test_10_31_a_rally_roll_within_charisma_rallies_and_the_rally_table_gives_the_hits():
    caesar = {**CAESAR, "charisma": 5}
    st, _ = start(inline([co("A", "0505", routed=True, cohort=2)], [caesar, POMPEY]), dice=[4, 7])
    st, _ = order(st, "caesarian", "activate C")
    st, trs = play(st, ("caesarian", "rally A"))
    u = st.units["A"]
    assert not u.routed and u.rallied and u.depleted and u.hits == 3  # TQ 7, table roll 7 → 3 hits
    assert params(trs[0], "gboh.ev.rally_roll")[0]["roll"] == "4"
    assert "Depleted" in render(event(trs[0], "gboh.ev.rallied"))


def test_10_44_a_rallied_1st_cohort_is_not_depleted_and_the_rally_says_so():
    caesar = {**CAESAR, "charisma": 5}
    st, _ = start(inline([co("A", "0505", routed=True, cohort=1)], [caesar, POMPEY]), dice=[4, 7])
    st, _ = order(st, "caesarian", "activate C")
    st, trs = play(st, ("caesarian", "rally A"))
    u = st.units["A"]
    assert not u.routed and u.rallied and not u.depleted and u.hits == 3
    assert "gboh.ev.rallied" not in keys(trs[0])
    said = event(trs[0], "gboh.ev.rallied_not_depleted")
    assert said.rule == "GBoH 10.44" and "not Depleted" in render(said)


def event(tr: Transition[GbohState], key: str) -> Msg:
    return next(e.msg for e in tr.events if e.msg.key == key)


def test_5_6_the_auxiliaries_phase_gives_an_order_to_each_skirmisher_and_counts_as_an_oc_phase():
    st, _ = start(skip_opening=False)
    assert owed(st)[0][:2] == ("caesarian", "gboh.auxiliaries")
    st, _ = play(st, ("caesarian", "auxiliaries"))
    assert st.leaders["caesar"].phases == 1
    assert {"move CR1", "move CR2"} <= set(owed(st)[0][2])


def test_5_5_the_elite_phase_goes_to_any_friendly_leader_who_is_inactive_again_after_it():
    st, _ = start(skip_opening=False)
    st, _ = play(st, ("caesarian", "skip"), ("pompeian", "skip"))
    assert owed(st)[0][:2] == ("caesarian", "gboh.elite")
    st, _ = play(st, ("caesarian", "elite legx"))
    assert st.active == "legx" and owed(st)[0][1] == "gboh.orders"
    st, _ = play(st, ("caesarian", "end"))
    assert st.leaders["legx"].status == "inactive" and st.leaders["legx"].phases == 1
