"""GBoH 12.1 Rout Points, 12.2 army rout, and 8.62 the cavalry pursuit roll (dice scripted)."""

from __future__ import annotations

from engine.core.dice import Dice
from engine.gboh import RULESET
from engine.gboh.rules.s08_pursuit import pursue
from engine.gboh.rules.s10_cohesion import leader_rp, rp_value
from engine.gboh.rules.s12_army_rout import decide
from tests.engine.gboh.test_s06_movement import co
from tests.engine.gboh.test_s08_combat import position, unit


def test_12_1_rout_points_are_the_printed_tq_skirmishers_1_and_an_oc_5_times_his_initiative():
    st = position(co("A", "0505"), unit("S", "caesarian", "SK", "0506", "E", tq=4))
    assert rp_value(st.units["A"]) == 7 and rp_value(st.units["S"]) == 1
    assert leader_rp(st.leaders["C"]) == 20  # OC, Initiative 4


def test_12_2_a_side_at_its_rout_level_loses_and_if_both_the_one_less_far_above_wins():
    st = position(co("A", "0505"))
    st.turn = 3
    st.rp = {"caesarian": 30, "pompeian": 29}
    assert decide(st) == ("pompeian", "army_rout")
    st.rp = {"caesarian": 32, "pompeian": 31}
    assert decide(st) == ("pompeian", "both_routed")
    st.rp = {"caesarian": 31, "pompeian": 31}
    assert decide(st) == ("", "both_routed")
    st.rp = {"caesarian": 0, "pompeian": 0}
    assert decide(st) is None
    st.turn = 12
    assert decide(st) == ("", "last_turn")


def test_8_62_rhine_light_cavalry_pursues_a_routed_cohort_on_7_plus_2_for_infantry():
    st = position(
        unit("G", "caesarian", "LC", "0505", "E", tq=6, ma=8),
        co("V", "0707", side="pompeian", facing="E", routed=True),
    )
    st.dice = Dice.scripted([7])
    host = RULESET.turn(st)
    assert pursue(host, host.state.units["G"], [host.state.units["V"]], {"V": "0605"})
    g = host.state.units["G"]
    assert g.pursuit and g.hex != "0505"  # 7 + 2 = 9 > 7: it must pursue, and is Pursuit/Finished
    st = position(unit("G", "caesarian", "LC", "0505", "E", tq=6, ma=8), co("V", "0707", side="pompeian"))
    st.dice = Dice.scripted([5])
    host = RULESET.turn(st)
    assert not pursue(host, host.state.units["G"], [host.state.units["V"]], {"V": "0605"})  # 5 + 2 = 7
