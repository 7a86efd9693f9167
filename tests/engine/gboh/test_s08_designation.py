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
