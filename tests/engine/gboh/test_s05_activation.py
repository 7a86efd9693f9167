"""GBoH 5.1 activation in Initiative order, 5.3 Momentum and the Doom roll (dice scripted)."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import keys, order, owed, params, play, start


def begin(dice: list[int]) -> tuple[Any, Any]:
    """The demo's turn 1 after the Auxiliaries and Elite Phases, the Pompeian legate activated."""
    st, _ = start(dice=dice)
    return order(st, "pompeian", "activate leghisp")


def test_5_11_the_lowest_initiative_of_both_sides_activates_first():
    st, _ = start()
    assert owed(st)[0][:2] == ("pompeian", "gboh.activate")
    # 5.15 #4: the legate of a legion may pass instead; 5.41: or a friendly trump
    assert owed(st)[0][2] == ["activate leghisp", "pass leghisp", "trump pomp", "trump prefp"]
    st, tr = order(st, "pompeian", "activate leghisp")
    assert params(tr, "gboh.ev.activated")[0]["leader"] == "Legatus Hispanus"
    assert st.active == "leghisp"
    assert owed(st)[0][:2] == ("pompeian", "gboh.orders")


def test_5_13_a_tie_between_sides_is_rolled_off_and_the_sides_alternate_through_the_group():
    # the Pharsalus order: the Init 2 legate, then the Init 3 group shared by both sides, by roll-off
    st, _ = begin(dice=[7, 3])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "finish"))
    ties = params(trs[-1], "gboh.ev.tie_roll")
    assert ties == [{"a": "caesarian", "ra": "7", "b": "pompeian", "rb": "3"}]
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.activate")
    assert "activate legx" in choices and "activate prefc" in choices and "decline prefc" in choices
    assert "decline legx" not in choices  # 5.15 #4: a legate commanding a legion may not decline
    st, _ = play(st, ("caesarian", "activate prefc"), ("caesarian", "end"), ("caesarian", "finish"))
    assert owed(st)[0][:2] == ("pompeian", "gboh.activate")  # alternation: now the Pompeian prefect
    st, _ = play(st, ("pompeian", "activate prefp"), ("pompeian", "end"), ("pompeian", "finish"))
    assert owed(st)[0][:2] == ("caesarian", "gboh.activate")  # the last of the group (or a trump)


def test_5_12_equal_tie_rolls_are_rolled_again():
    st, _ = begin(dice=[4, 4, 2, 5])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "finish"))
    assert [p["ra"] + p["rb"] for p in params(trs[-1], "gboh.ev.tie_roll")] == ["44", "25"]
    assert owed(st)[0][:2] == ("pompeian", "gboh.activate")


def test_5_32_momentum_at_or_below_initiative_gives_another_orders_phase():
    st, _ = begin(dice=[2])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "momentum"))
    assert params(trs[-1], "gboh.ev.momentum")[0]["ok"] == "1"
    assert owed(st)[0][:2] == ("caesarian", "gboh.trump_back")  # 5.42 #2: the opponent may trump it
    st, _ = order(st, "caesarian", "pass")
    assert st.leaders["leghisp"].phases == 2 and st.active == "leghisp"


def test_5_42_trumping_momentum_with_a_leader_of_at_least_that_initiative():
    st, _ = begin(dice=[2, 3])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "momentum"), ("caesarian", "trump prefc"))
    assert params(trs[-1], "gboh.ev.trump")[0]["ok"] == "1"
    assert st.leaders["leghisp"].status == "finished" and st.active == "prefc"


def test_5_32_momentum_above_initiative_finishes_the_leader():
    st, _ = begin(dice=[3, 5, 1])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "momentum"))
    assert params(trs[-1], "gboh.ev.momentum")[0]["ok"] == "0"
    assert st.leaders["leghisp"].status == "finished"


def test_5_14_at_most_three_orders_phases_a_turn():
    st, _ = begin(dice=[0, 1])
    st, _ = play(
        st,
        ("pompeian", "end"),
        ("pompeian", "momentum"),
        ("caesarian", "pass"),
        ("pompeian", "end"),
        ("pompeian", "momentum"),
        ("caesarian", "pass"),
    )
    st, _tr = order(st, "pompeian", "end")
    assert st.leaders["leghisp"].phases == 3
    assert st.leaders["leghisp"].status == "finished"  # no fourth phase: no Momentum asked


def test_5_33_a_momentum_9_calls_the_doom_roll_and_a_9_ends_the_activations_of_the_turn():
    st, _ = begin(dice=[9, 9])
    st, trs = play(st, ("pompeian", "end"), ("pompeian", "momentum"))
    assert params(trs[-1], "gboh.ev.doom")[0]["roll"] == "9"
    assert "gboh.ev.turn" in keys(trs[-1])  # every other leader Finished: Phase F, G and a new turn
    assert st.turn == 2


def test_5_33_a_doom_roll_of_0_or_1_lets_the_opponent_reactivate_any_leader():
    st, _ = begin(dice=[9, 1])
    st, _trs = play(st, ("pompeian", "end"), ("pompeian", "momentum"))
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.reactivate") and "reactivate caesar" in choices
    st, _ = order(st, "caesarian", "reactivate caesar")
    assert st.active == "caesar" and st.leaders["caesar"].bypassed


def test_5_41_a_friendly_trump_activates_a_higher_leader_and_bypasses_the_jumped_ones():
    st, _ = start(dice=[4, 8])
    st, trs = play(st, ("pompeian", "trump pomp"))
    assert params(trs[0], "gboh.ev.trump")[0] == {
        "leader": "Imperator Pompeianus",
        "roll": "4",
        "need": "4",
        "ok": "1",
    }
    assert st.leaders["leghisp"].bypassed and st.leaders["legx"].bypassed  # 5.44
    assert owed(st)[0][:2] == ("caesarian", "gboh.trump_back")
    assert "trump caesar" in owed(st)[0][2] and "trump prefc" not in owed(st)[0][2]  # Initiative >= 4 only
    st, trs = play(st, ("caesarian", "trump caesar"))
    assert params(trs[0], "gboh.ev.trump")[0]["ok"] == "0"  # 8 > 6: Caesar is Finished, Pompey goes on
    assert st.leaders["caesar"].status == "finished" and st.active == "pomp"


def test_5_41_a_failed_friendly_trump_finishes_the_trumper():
    st, _ = start(dice=[9])
    st, _ = play(st, ("pompeian", "trump prefp"))
    assert st.leaders["prefp"].status == "finished"
    assert st.active == "leghisp"  # the scheduled leader, the side's one choice left (5.43: one attempt)


def test_5_41_after_a_failed_trump_the_leader_due_is_activated_and_may_not_be_declined():
    from tests.engine.gboh.helpers import inline

    prefect = {"id": "F", "side": "pompeian", "rank": "prefect", "initiative": 2, "range": 4, "hex": "1805"}
    pompey = {"id": "P", "side": "pompeian", "rank": "oc", "initiative": 5, "range": 8, "hex": "2014"}
    caesar = {"id": "C", "side": "caesarian", "rank": "oc", "initiative": 6, "range": 8, "hex": "0301"}
    st, _ = start(inline([], [caesar, pompey, prefect]), dice=[6])
    assert "decline F" in owed(st)[0][2]
    st, tr = order(st, "pompeian", "trump P")
    assert st.leaders["P"].status == "finished"
    assert st.active == "F" and "gboh.ev.activated" in keys(tr)
    assert owed(st)[0][:2] == ("pompeian", "gboh.orders")


def test_5_27_a_leader_in_an_enemy_zoc_may_stay_inactive_and_goes_first_once_out_of_it():
    from tests.engine.gboh.helpers import inline, keys, order, owed, start
    from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co

    prefect = {"id": "F", "side": "caesarian", "rank": "prefect", "initiative": 2, "range": 4, "hex": "0605"}
    enemy = co("E", "0705", side="pompeian", facing="W", legion="H")
    st, _ = start(inline([enemy], [CAESAR, {**POMPEY, "hex": "1005"}, prefect]))
    assert "wait F" in owed(st)[0][2]
    for side, text in [
        ("caesarian", "wait F"),
        ("caesarian", "activate C"),
        ("caesarian", "end"),
        ("caesarian", "finish"),
        ("pompeian", "activate P"),
        ("pompeian", "move E 0805 0905"),  # the cohort walks away: F is out of its ZOC
        ("pompeian", "end"),
    ]:
        st, _ = order(st, side, text)
    st, tr = order(st, "pompeian", "finish")
    assert "gboh.ev.activated" in keys(tr) and st.active == "F"
    st, tr = order(st, "caesarian", "end")
    assert keys(tr)[0] == "gboh.ev.finished" and st.turn == 2  # no Momentum after it (5.27)


def test_5_61_an_auxiliaries_phase_order_may_give_a_skirmishers_whole_path():
    st, _ = start(skip_opening=False)
    st, _ = play(st, ("caesarian", "auxiliaries"), ("caesarian", "move CR1 0904 1004"))
    assert st.units["CR1"].hex == "1004"
    assert owed(st)[0][1] == "gboh.aux_orders"


def test_5_22_the_oc_moves_another_leader_for_1_io_or_2_for_one_in_an_enemy_zoc():
    from tests.engine.gboh.helpers import inline
    from tests.engine.gboh.test_s06_movement import co

    legate = {"id": "L", "side": "caesarian", "rank": "legate", "legion": "X", "initiative": 5, "hex": "0605"}
    prefect = {"id": "F", "side": "caesarian", "rank": "prefect", "initiative": 5, "hex": "0309"}
    caesar = {"id": "C", "side": "caesarian", "rank": "oc", "initiative": 3, "range": 8, "hex": "0305"}
    pompey = {"id": "P", "side": "pompeian", "rank": "oc", "initiative": 6, "range": 8, "hex": "2014"}
    units = [co("X1", "0605", facing="E"), co("Y", "0705", side="pompeian", facing="W", legion="H")]
    st, _ = start(inline(units, [caesar, legate, prefect, pompey]))
    st, _ = order(st, "caesarian", "activate C")
    assert "move L" in owed(st)[0][2] and "move F" in owed(st)[0][2]
    st, _ = order(st, "caesarian", "move L 0505")  # in an enemy ZOC: 2 of Caesar's 3 IOs
    assert st.leaders["L"].hex == "0505" and "move L" not in owed(st)[0][2]
    st, _ = order(st, "caesarian", "move F 0310")  # the last IO
    assert st.leaders["F"].hex == "0310" and owed(st)[0][1] != "gboh.orders"
