"""GBoH 6.0 movement, 7.1 facing and 7.2 ZOC while moving, 6.6 stacking (inline positions)."""

from __future__ import annotations

from typing import Any

from engine.core.messages import render
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start

CAESAR = {"id": "C", "side": "caesarian", "rank": "oc", "initiative": 4, "range": 8, "hex": "0301"}
POMPEY = {"id": "P", "side": "pompeian", "rank": "oc", "initiative": 5, "range": 8, "hex": "2014"}


def co(uid: str, hexl: str, side: str = "caesarian", **kw: Any) -> dict[str, Any]:
    base = {"id": uid, "side": side, "type": "CO", "class": "Vet", "legion": "X", "size": 5, "tq": 7, "ma": 5}
    return {**base, "hex": hexl, **kw}


def game(*units: dict[str, Any], dice: list[int] | None = None, **extra: Any) -> Any:
    st, _ = start(inline(units, [CAESAR, POMPEY], **extra), dice=dice or [])
    st, _ = order(st, "caesarian", "activate C")
    return st


def move_choices(st: Any) -> list[str]:
    return owed(st)[0][2]


def test_7_11_a_unit_enters_only_its_front_hexes():
    st = game(co("A", "0505", facing="E"))
    st, _ = order(st, "caesarian", "move A")
    tos = [c for c in move_choices(st) if c.startswith("to ")]
    assert sorted(tos) == ["to 0604", "to 0605"]


def test_6_3_a_typed_path_may_start_with_the_hex_the_unit_stands_in():
    st = game(co("A", "0505", facing="E"))
    st, trs = play(st, ("caesarian", "move A 0505 0605 0705"))
    assert st.units["A"].hex == "0705"
    moved = [e.msg for e in trs[0].events if e.msg.key == "gboh.ev.moved"]
    # the unit is named by the id the orders use, with its type and hex
    assert render(moved[-1], "en") == "A (cohort, 0705) moves from 0605 (1 MP). (GBoH 6.3)"


def test_6_14_a_leaders_typed_path_ends_his_move_like_a_units():
    st = game(co("A", "0505", facing="E"))
    st, _ = order(st, "caesarian", "move C 0301 0302 0303")
    assert st.leaders["C"].hex == "0303"
    assert owed(st)[0][1] == "gboh.orders"  # not asked where he goes on


def test_7_12_a_cohort_turns_any_amount_for_1_mp_and_light_infantry_1_mp_per_vertex():
    st = game(co("A", "0505", facing="E"), {**co("L", "0508", type="LI"), "legion": "", "ma": 2})
    st, _ = order(st, "caesarian", "move A face W")
    assert st.units["A"].facing == 4
    st, _ = order(st, "caesarian", "move L")
    faces = [c for c in move_choices(st) if c.startswith("face ")]
    assert "face W" not in faces and "face SW" in faces and "face NE" in faces  # 3 vertices cost 3 MP > 2


def test_6_22_woods_cost_2_mp_and_a_cohesion_hit_to_a_veteran_cohort():
    st = game(co("A", "0903", facing="E"), map={"columns": 20, "rows": 14, "terrain": {"woods": ["1003"]}})
    st, trs = play(st, ("caesarian", "move A 1003"))
    assert st.units["A"].hex == "1003" and st.units["A"].hits == 1
    assert "gboh.ev.hits" in keys(trs[0])


def test_7_23_entering_an_enemy_zoc_ends_the_move_and_7_31_marks_a_heavy_unit_to_shock():
    st = game(co("A", "0505", facing="E"), co("E", "0705", side="pompeian", facing="W", legion="H"))
    st, trs = play(st, ("caesarian", "move A 0605 0606"))
    assert st.units["A"].hex == "0605"
    assert {"gboh.ev.zoc_stop", "gboh.ev.plan_stopped"} <= set(keys(trs[0]))
    assert st.units["A"].shock == "must"


def test_7_31_a_heavy_unit_that_moves_on_past_an_enemys_rear_ends_its_move_unmarked():
    # A steps into 0604, behind V (out of its ZOC): marked as it moves adjacent (7.32); it moves on to
    # 0603, next to no enemy, and ends its move without the marker
    st = game(co("A", "0505", facing="NE"), co("V", "0705", side="pompeian", facing="E", legion="H"))
    st, trs = play(st, ("caesarian", "move A 0604 0603"))
    ev = keys(trs[0])
    assert st.units["A"].hex == "0603" and st.units["A"].shock == ""
    assert ev.index("gboh.ev.must_shock") < ev.index("gboh.ev.must_shock_lifted")


def test_7_23_a_unit_leaves_an_enemy_zoc_only_with_a_greater_printed_ma():
    horse = {
        "id": "R",
        "side": "caesarian",
        "type": "RC",
        "size": 4,
        "tq": 6,
        "ma": 8,
        "hex": "0605",
        "facing": "W",
    }
    st = game(horse, co("E", "0705", side="pompeian", facing="W", legion="H"))
    st, _ = order(st, "caesarian", "move R")
    assert sorted(c for c in move_choices(st) if c.startswith("to ")) == ["to 0505", "to 0506"]
    st = game(co("A", "0605", facing="W"), {**horse, "id": "R", "side": "pompeian", "hex": "0705"})
    st, _ = order(st, "caesarian", "move A")
    assert not [c for c in move_choices(st) if c.startswith("to ")]


def test_6_13_a_second_move_in_the_same_turn_costs_a_hit_when_it_ends():
    st = game(co("A", "0505", facing="E"), dice=[0])
    st, _ = play(
        st,
        ("caesarian", "move A 0605"),
        ("caesarian", "end"),
        ("caesarian", "momentum"),
        ("pompeian", "pass"),
    )
    assert st.units["A"].hits == 0
    st, trs = play(st, ("caesarian", "move A 0705"))
    assert st.units["A"].hits == 1 and "gboh.ev.hits" in keys(trs[0])


def test_6_61_two_cohorts_may_share_a_hex_but_no_other_unit_may_end_on_a_friend():
    li = {
        "id": "L",
        "side": "caesarian",
        "type": "LI",
        "size": 4,
        "tq": 5,
        "ma": 6,
        "hex": "0504",
        "facing": "SE",
    }
    st = game(co("A", "0505", facing="E"), co("B", "0604"), li)
    st, _ = order(st, "caesarian", "move A")
    assert "to 0604" in move_choices(st)
    st, _ = order(st, "caesarian", "stop")
    st, _ = order(st, "caesarian", "move L")
    # both front hexes hold a cohort: the LI may only pass through one (6.62), never stop on it
    st, tr = order(st, "caesarian", "to 0505")
    assert "stop" not in move_choices(st)
    assert st.units["L"].hits == 1 and st.units["A"].hits == 1  # 6.69: 1 hit each
    assert [p["why"] for p in params(tr, "gboh.ev.hits")] == ["passed_through", "passed_through"]


def test_7_12_a_skirmishers_free_turns_do_not_return_to_a_facing_it_had_in_this_hex():
    sk = {"id": "S1", "side": "caesarian", "type": "SK", "size": 1, "tq": 5, "ma": 6, "missile": "S"}
    st = game({**sk, "hex": "0505", "facing": "E"})
    st, _ = order(st, "caesarian", "move S1")
    assert "face NE" in move_choices(st)
    st, _ = order(st, "caesarian", "face NE")
    st, _ = order(st, "caesarian", "face NW")
    assert "face E" not in move_choices(st) and "face NE" not in move_choices(st)
    st, _ = order(st, "caesarian", "to 0504")  # a new hex: every facing again
    assert {"face E", "face NE"} <= set(move_choices(st))


def climb(cls: str, tq: int, path: str, **level: list[str]) -> Any:
    st = game(
        co("A", "0605", facing="E", **{"class": cls, "tq": tq}),
        map={"columns": 20, "rows": 14, "level": level},
    )
    st, _ = order(st, "caesarian", f"move A {path}")
    return st.units["A"]


def test_6_22_two_hexes_one_level_up_each_cost_4_mp_a_vet_cohort_1_hit_a_con_cohort_2():
    # the Munda example (6.21-6.22, Movement Chart note f): the "more than 1 level" row once the unit has
    # climbed two levels in the phase: a flat 1 hit for Vet and Rec cohorts, 1 per level for Con
    assert climb("Vet", 7, "0705 0805", **{"1": ["0705"], "2": ["0805"]}).hits == 1
    assert climb("Con", 5, "0705 0805", **{"1": ["0705"], "2": ["0805"]}).hits == 2
    assert climb("Vet", 7, "0705", **{"1": ["0705"]}).hits == 0


def test_6_27_a_con_cohort_reads_its_own_column_of_the_movement_chart():
    # Con CO with PH, HI and MI: 1 hit for one level up and for a stream hexside; none for a Vet cohort
    assert climb("Con", 5, "0705", **{"1": ["0705"]}).hits == 1
    assert climb("Vet", 7, "0705", **{"1": ["0705"]}).hits == 0
    stream = {"columns": 20, "rows": 14, "hexsides": [{"a": "0605", "b": "0705", "feature": "stream"}]}
    for cls, tq, hits in (("Con", 5, 1), ("Vet", 7, 0)):
        st = game(co("A", "0605", facing="E", **{"class": cls, "tq": tq}), map=stream)
        st, _ = order(st, "caesarian", "move A 0705")
        assert st.units["A"].hits == hits


def test_6_27_a_con_cohort_going_down_one_level_takes_the_charts_hit_a_vet_cohort_none():
    # Movement Chart, "Down 1 level": 1 hit in the Con column (0 In Column), none for Vet and Rec
    assert climb("Con", 5, "0705", **{"1": ["0605"]}).hits == 1
    assert climb("Vet", 7, "0705", **{"1": ["0605"]}).hits == 0


def test_6_61_a_typed_path_ending_on_a_friend_it_may_not_stack_with_asks_for_the_next_step():
    li = {"type": "LI", "legion": "", "size": 4, "tq": 5, "ma": 6}
    st = game({**co("A", "0605", facing="E"), **li}, {**co("B", "0705", facing="E"), **li})
    st, _ = order(st, "caesarian", "move A 0705")
    assert st.units["A"].hex == "0705"
    _, kind, choices = owed(st)[0]
    assert kind == "gboh.move" and "stop" not in choices and "to 0805" in choices


def test_6_67_a_cohort_joining_a_stack_turns_to_face_the_way_of_the_cohort_there():
    st = game(co("A", "0605", facing="E"), co("B", "0606", facing="NE"))
    st, tr = order(st, "caesarian", "move B 0605")
    assert st.units["B"].hex == "0605" and st.units["B"].facing == st.units["A"].facing == 1
    assert params(tr, "gboh.ev.faced")[-1]["mp"] == "1"


def test_6_11_a_move_order_to_a_unit_with_no_step_is_spent_and_said_and_7_33_it_counts_as_ordered():
    # 7.11 it enters only its front hexes, both held by the enemy; 7.23, 7.24 in the ZOC of two enemy
    # units, one in its front, it may neither leave nor turn; a cohort has nothing to fire
    st = game(
        co("A", "0505", facing="E"),
        co("E1", "0604", side="pompeian", facing="W", legion="H"),
        co("E2", "0605", side="pompeian", facing="W", legion="H"),
    )
    st, tr = order(st, "caesarian", "move A")
    assert keys(tr)[-2:] == ["gboh.ev.ordered", "gboh.ev.no_step"]
    (said,) = [e.msg for e in tr.events if e.msg.key == "gboh.ev.no_step"]
    assert render(said, "en").startswith("A (cohort, 0505) has no step it may take")
    assert said.rule == "GBoH 6.11"
    assert st.units["A"].ordered and st.units["A"].hex == "0505"
    assert owed(st)[0][1] == "gboh.orders" and "move A" not in owed(st)[0][2]  # the IO is spent


def test_6_11_a_unit_that_moved_says_no_such_thing_when_its_mp_run_out():
    st = game(co("A", "0505", facing="E"), map={"columns": 20, "rows": 14})
    st, trs = play(st, ("caesarian", "move A 0605 0705 0805 0905 1005"))
    assert st.units["A"].hex == "1005"
    assert "gboh.ev.no_step" not in keys(trs[0])


def test_7_32_a_light_unit_declares_its_shock_as_its_move_ends_or_may_not_shock():
    # light infantry L moves next to the Pompeian cohort E: before its move is over its owner is asked;
    # undeclared, it is not offered as a volunteer in the Shock segment though it was ordered (7.33)
    li = {"id": "L", "side": "caesarian", "type": "LI", "size": 4, "tq": 5, "ma": 6, "facing": "E"}
    e = co("E", "0805", side="pompeian", facing="W", legion="H")
    st = game({**li, "hex": "0605"}, e)
    st, _ = order(st, "caesarian", "move L 0705")
    assert owed(st) == [("caesarian", "gboh.declare", ["declare", "no"])]
    declared, tr = order(st, "caesarian", "declare")
    assert declared.units["L"].shock == "must" and "gboh.ev.must_shock" in keys(tr)
    st, tr = order(st, "caesarian", "no")
    assert "gboh.ev.shock_undeclared" in keys(tr)
    st, tr = order(st, "caesarian", "end")
    assert owed(st)[0][1] == "gboh.momentum" and "gboh.ev.shock" not in keys(tr)
    # a heavy unit is marked without a question (7.31)
    st = game(co("A", "0605", facing="E"), e)
    st, _ = order(st, "caesarian", "move A 0705")
    assert st.units["A"].shock == "must" and owed(st)[0][1] == "gboh.orders"


def test_4_81_a_leader_enters_an_enemy_zoc_only_onto_a_friend_and_stops_there():
    # the enemy cohort Y in 0705 faces W: 0604 and 0605 are in its ZOC; the cohort A stands in 0605
    y = co("Y", "0705", side="pompeian", legion="H", facing="W")
    st, _ = start(inline([co("A", "0605", facing="E"), y], [{**CAESAR, "hex": "0505"}, POMPEY]))
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "move C"))
    steps = move_choices(st)
    assert "to 0605" in steps and "to 0604" not in steps
    st, tr = order(st, "caesarian", "to 0605")
    assert st.leaders["C"].hex == "0605" and "gboh.ev.zoc_stop" in keys(tr)
    assert owed(st)[0][1] == "gboh.orders"  # his move is over with 8 MP unspent
