"""GBoH 5.15 and 5.27: staying inactive: a legate commanding a legion passes (5.15 #4) and is Finished with
his OC (5.15 #6); a leader waiting in an enemy ZOC is asked again the next turn (5.27)."""

from __future__ import annotations

from tests.engine.gboh.helpers import inline, order, owed, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def test_5_27_a_leader_who_stayed_inactive_in_an_enemy_zoc_is_asked_again_the_next_turn():
    # Domitius (Initiative 2) waits in the ZOC of Y in turn 1 and is Finished at its end; in turn 2 he
    # is due first again and may again activate or stay inactive, not skipped as still waiting
    dom = {**CAESAR, "id": "dom", "rank": "legate", "legion": "X", "initiative": 2, "hex": "0605"}
    units = [co("X1", "0605"), co("Y", "0705", side="pompeian", facing="W", legion="H")]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0305"}, dom, POMPEY]))
    st, _ = play(st, ("caesarian", "wait dom"), ("caesarian", "activate C"), ("caesarian", "end"))
    while (p := owed(st)[0])[1] != "gboh.momentum":
        st, _ = order(st, p[0], "done")
    st, _ = play(st, ("caesarian", "finish"), ("pompeian", "activate P"), ("pompeian", "end"))
    st, _ = order(st, "pompeian", "finish")
    assert st.turn == 2 and st.leaders["dom"].status == "inactive"
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.activate")
    assert "activate dom" in choices and "wait dom" in choices


def test_5_15_a_legate_commanding_a_legion_passes_and_is_finished_with_his_oc():
    # the legate of the Xth (Initiative 2) may not decline his activation but may pass: he stays
    # inactive, to be designated; when Caesar is Finished, so is he (5.15 #6)
    legate = {**CAESAR, "id": "LG", "rank": "legate", "legion": "X", "initiative": 2, "hex": "0506"}
    st, _ = start(inline([co("A", "0505")], [CAESAR, legate, POMPEY]))
    choices = owed(st)[0][2]
    assert "pass LG" in choices and "decline LG" not in choices
    st, tr = order(st, "caesarian", "pass LG")
    assert "gboh.ev.passed" in [e.msg.key for e in tr.events] and st.leaders["LG"].status == "inactive"
    assert owed(st)[0][2][0] == "activate C"
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"))
    st, tr = order(st, "caesarian", "finish")
    why = [e.msg.params["why"].key for e in tr.events if e.msg.key == "gboh.ev.finished"]
    assert why == ["gboh.why.ended", "gboh.why.oc_finished"] and st.leaders["LG"].status == "finished"
