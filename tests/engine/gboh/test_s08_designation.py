"""GBoH 8.41-8.42 designation of the attackers: units stacked together attack together."""

from __future__ import annotations

from tests.engine.gboh.helpers import inline, keys, order, owed, params, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def test_8_42_marking_one_cohort_of_a_stack_marks_both_and_they_attack_together():
    units = [
        co("A1", "0605", facing="E"),
        co("A2", "0605", facing="E"),
        co("D", "0705", side="pompeian", facing="W"),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0407"}, POMPEY]), dice=[5])
    for text in ("activate C", "end"):
        st, _ = order(st, "caesarian", text)
    assert owed(st)[0][1] == "gboh.volunteer"
    st, tr = order(st, "caesarian", "shock A1")
    assert keys(tr).count("gboh.ev.shock_marked") == 1 and "shock A2" in owed(st)[0][2]
    st, tr = order(st, "caesarian", "done")
    assert keys(tr).count("gboh.ev.shock_marked") == 1  # A2 marked with it
    assert params(tr, "gboh.ev.shock")[0]["attackers"] == "A1 A2"


def test_8_43_a_defender_attacked_by_must_check_and_no_check_units_alone_checks():
    # A6 (the literal reading): the mover marked Must Check skips its pre-shock check
    units = [
        co("A1", "0504", facing="E"),
        co("A2", "0605", facing="E"),
        co("D", "0705", side="pompeian", facing="W", legion="H", **{"class": "Con", "tq": 5}),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0407"}, POMPEY]), dice=[3, 2, 4])
    for text in ("activate C", "move A1 0604", "end"):
        st, _ = order(st, "caesarian", text)
    st, tr = order(st, "caesarian", "shock A2")
    assert tr.rolls[0].purpose.startswith("pre shock CO 0705")
    assert len([r for r in tr.rolls if r.purpose.startswith("pre shock")]) == 1
