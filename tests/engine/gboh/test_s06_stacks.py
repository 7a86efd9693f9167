"""GBoH 6.66-6.68 and 8.13: two-cohort stacks, which cohort is on top and what that changes (dice
scripted, inline positions)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.core.refs import UnitRef
from engine.gboh import RULESET
from engine.gboh.rules.s06_stacks import odd_hit, pair
from engine.gboh.rules.s08_missile import fire_targets
from engine.gboh.rules.s08_shock_tables import allocation
from tests.engine.gboh.helpers import inline, order, owed, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import position, unit


def game(*units: dict[str, Any], dice: list[int] | None = None) -> Any:
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice or [])
    st, _ = order(st, "caesarian", "activate C")
    return st


def params(tr: Any, key: str) -> list[dict[str, str]]:
    """The parameters of the events ``key``, a unit named by its id."""
    return [
        {k: v.id if isinstance(v, UnitRef) else str(v) for k, v in e.msg.params.items()}
        for e in tr.events
        if e.msg.key == key
    ]


def choices(st: Any) -> list[str]:
    return owed(st)[0][2]


def refusal(st: Any, side: str, text: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as err:
        RULESET.apply(st, side, RULESET.parse(st, side, text))
    return err.value


def test_6_66_a_cohort_ending_its_move_on_another_goes_underneath():
    st = game(co("X1", "0605", facing="E"), co("X2", "0606", facing="NE"))
    st, _ = order(st, "caesarian", "move X2 0605")
    top, bottom = pair(st, st.units["X1"]) or (None, None)
    assert (top and top.id, bottom and bottom.id) == ("X1", "X2")
    view = RULESET.view(st, None)
    ids = [c.id for c in view.map.counters if c.hex == "0605"]
    assert ids == ["X1", "X2"]  # the top cohort is listed (and drawn) first
    marks = {c.id: c.markers for c in view.map.counters}
    assert "under" in marks["X2"] and "under" not in marks["X1"]


def test_6_66_a_scenario_stack_has_its_first_listed_cohort_on_top():
    st = position(co("A", "0605", facing="E"), co("B", "0605", facing="E"))
    assert [u.id for u in pair(st, st.units["B"]) or ()] == ["A", "B"]
    st = position(co("A", "0605", facing="E", under=True), co("B", "0605", facing="E"))
    assert [u.id for u in pair(st, st.units["A"]) or ()] == ["B", "A"]


def test_6_66_only_the_top_cohort_may_leave_the_stack():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    assert "move X1" in choices(st) and "move X2" not in choices(st)
    err = refusal(st, "caesarian", "move X2 0705")
    assert err.msg.key == "gboh.err.order_bottom_moves" and err.msg.rule == "GBoH 6.66"
    # the top one gone, the other stands alone and moves
    st, _ = order(st, "caesarian", "move X1 0705")
    assert "move X2" in choices(st)


def test_6_66_a_legion_command_moves_the_bottom_cohort_only_once_the_top_one_left():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    st, _ = order(st, "caesarian", "legion X")
    assert "move X1" in choices(st) and "move X2" not in choices(st)
    assert refusal(st, "caesarian", "move X2 0705").msg.rule == "GBoH 6.66"
    st, _ = order(st, "caesarian", "move X1 0705")
    assert "move X2" in choices(st)


def test_6_66_swapping_the_order_takes_one_io_and_is_no_move():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    assert "swap X1" in choices(st)
    st, tr = order(st, "caesarian", "swap X1")
    assert [p["unit"] for p in params(tr, "gboh.ev.swapped")] == ["X2"]
    top, bottom = pair(st, st.units["X1"]) or (None, None)
    assert (top and top.id, bottom and bottom.id) == ("X2", "X1")
    assert st.units["X1"].moves == 0 and st.units["X2"].moves == 0 and not st.units["X2"].ordered
    assert "move X2" in choices(st) and "move X1" not in choices(st)
    assert owed(st)[0][1] == "gboh.orders"
    # Caesar's Initiative 4 gives four IOs: the swap spent one, three moves are left, then the phase ends
    st, _ = play(st, ("caesarian", "move X2 0705"), ("caesarian", "move C 0302"))
    assert owed(st)[0][1] == "gboh.orders"
    st, _ = order(st, "caesarian", "move C 0303")
    assert owed(st)[0][1] != "gboh.orders"


def test_6_68_only_the_top_cohort_fires():
    st = game(
        co("X1", "0605", facing="E", missile="J"),
        co("X2", "0605", facing="E", missile="J"),
        unit("Y", "pompeian", "CO", "0705", "W", legion="H", missile="J"),
    )
    fires = [c for c in choices(st) if c.startswith("fire ")]
    assert fires == ["fire X1 Y"]
    err = refusal(st, "caesarian", "fire X2 Y")
    assert err.msg.key == "gboh.err.order_bottom_fires" and err.msg.rule == "GBoH 6.68"


def test_8_13_fire_at_a_stack_hits_the_top_cohort_through_its_front_and_the_bottom_through_its_rear():
    # the Pompeian stack in 0705 faces W: 0605 is a front hex, 0804 and 0805 its rear hexes
    stack = (
        unit("P1", "pompeian", "CO", "0705", "W", legion="H"),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H"),
    )
    front = {**unit("S", "caesarian", "SK", "0605", "E", missile="S", tq=4, size=1, ma=6)}
    rear = {**unit("S", "caesarian", "SK", "0905", "W", missile="S", tq=4, size=1, ma=6)}
    st = position(*stack, front)
    assert [t.id for t in fire_targets(st, st.units["S"])] == ["P1"]
    st = position(*stack, rear)  # two hexes off, the line enters through the rear hex 0805
    assert [t.id for t in fire_targets(st, st.units["S"])] == ["P2"]
    # a fire ordered at the stack from its rear: roll 1, a hit, on the bottom cohort
    st = game(*stack, {**rear, "hex": "0805"}, dice=[1])
    assert "fire S P2" in choices(st) and "fire S P1" not in choices(st)
    st, tr = order(st, "caesarian", "fire S P2")
    assert [p["target"] for p in params(tr, "gboh.ev.fire")] == ["P2"]
    assert st.units["P2"].hits == 1 and st.units["P1"].hits == 0


def shock(*units: dict[str, Any], dice: list[int]) -> tuple[Any, Any]:
    """A cohort A moves from 0505 next to the Pompeian stack in 0705 (must shock) and the phase ends."""
    st = game(co("A", "0505", facing="E"), *units, dice=dice)
    st, _ = order(st, "caesarian", "move A 0605")
    return order(st, "caesarian", "end")


def test_6_68_both_cohorts_check_tq_against_the_top_cohorts():
    # pre-shock rolls: A 5, P1 5, P2 5: P2 (TQ 4) checks against P1's TQ 6 and takes no hit
    st, tr = shock(
        unit("P1", "pompeian", "CO", "0705", "W", legion="H", tq=6),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H", tq=4),
        dice=[5, 5, 5],
    )
    checks = {p["unit"]: (p["tq"], p["hits"]) for p in params(tr, "gboh.ev.pre_shock")}
    assert checks["P2"] == ("6", "0") and checks["P1"] == ("6", "0")
    assert st.units["P2"].hits == 0


def test_6_68_cohorts_of_two_legions_add_1_to_their_tq_checks():
    st, tr = shock(
        unit("P1", "pompeian", "CO", "0705", "W", legion="H", tq=6),
        unit("P2", "pompeian", "CO", "0705", "W", legion="G", tq=6),
        dice=[5, 6, 5],
    )
    checks = {p["unit"]: (p["roll"], p["hits"]) for p in params(tr, "gboh.ev.pre_shock")}
    assert checks["P1"] == ("7", "1") and checks["P2"] == ("6", "0")
    assert st.units["P1"].hits == 1


def test_6_68_the_top_cohort_routing_takes_the_bottom_one_with_it():
    # P1 (TQ 6, 5 hits) rolls 7: 1 hit, it routs; P2 rolls 3, no hit, and routs with it
    st, tr = shock(
        unit("P1", "pompeian", "CO", "0705", "W", legion="H", tq=6, hits=5),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H", tq=6),
        dice=[5, 7, 3],
    )
    assert [p["unit"] for p in params(tr, "gboh.ev.stack_routs")] == ["P2"]
    assert st.units["P1"].routed and st.units["P2"].routed


def test_6_68_the_bottom_cohort_routing_makes_the_top_one_check_tq():
    # P2 (3 hits, TQ 4) rolls 7 against P1's TQ 6: 1 hit, 4 = its own TQ, it routs; P1 then rolls 7 > 6
    st, tr = shock(
        unit("P1", "pompeian", "CO", "0705", "W", legion="H", tq=6),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H", tq=4, hits=3),
        dice=[5, 2, 7, 7],
    )
    assert [(p["unit"], p["roll"]) for p in params(tr, "gboh.ev.stack_check")] == [("P1", "7")]
    assert st.units["P2"].routed and st.units["P1"].routed


def test_6_68_the_top_cohort_stays_when_its_check_holds():
    st, tr = shock(
        unit("P1", "pompeian", "CO", "0705", "W", legion="H", tq=6),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H", tq=4, hits=3),
        dice=[5, 2, 7, 6],
    )
    assert [(p["unit"], p["roll"]) for p in params(tr, "gboh.ev.stack_check")] == [("P1", "6")]
    assert st.units["P2"].routed and not st.units["P1"].routed


def test_6_68_an_odd_shock_hit_goes_to_the_top_cohort_or_through_the_rear_to_the_bottom_one():
    stack = (
        unit("P1", "pompeian", "CO", "0705", "W", legion="H"),
        unit("P2", "pompeian", "CO", "0705", "W", legion="H"),
    )
    st = position(*stack, co("A", "0605", facing="E"))
    dfn, att = [st.units["P1"], st.units["P2"]], [st.units["A"]]

    def takes(u: Any) -> Any:
        return odd_hit(st, u, att)

    # 3 hits: 1 each, the odd one to the top cohort even when the bottom one gave the Clash column
    plan, left, _ = allocation(dfn, 3, st.units["P2"], takes)
    assert plan == {"P1": 2, "P2": 1} and left == 0
    st = position(*stack, co("A", "0805", facing="NW"))  # 0805: a rear hex of the stack
    dfn, att = [st.units["P1"], st.units["P2"]], [st.units["A"]]
    plan, left, _ = allocation(dfn, 3, st.units["P1"], takes)
    assert plan == {"P1": 1, "P2": 2} and left == 0


def test_6_66_a_game_saved_before_the_stack_order_was_kept_still_loads():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    data = RULESET.dump(st)
    for row in data["units"]:
        row.pop()  # the save of an older release: no ``under`` in the unit's row
    old = RULESET.load(data)
    assert [u.id for u in pair(old, old.units["X1"]) or ()] == ["X1", "X2"]
    assert "move X1" in choices(old) and "move X2" not in choices(old)


def test_6_67_a_stacked_cohort_does_not_turn_alone():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    err = refusal(st, "caesarian", "move X1 face SE")
    assert err.msg.key == "gboh.err.order_turns_alone" and err.msg.rule == "GBoH 6.67"
    assert err.msg.params["other"].id == "X2"
    # under a Legion Command too
    st2, _ = order(st, "caesarian", "legion X")
    assert refusal(st2, "caesarian", "move X1 face SE").msg.rule == "GBoH 6.67"
    # step by step: once turned in place it may not stop there, only turn back (the default) or move on
    st, _ = order(st, "caesarian", "move X1")
    st, _ = order(st, "caesarian", "face SE")
    assert "stop" not in choices(st) and "face E" in choices(st)
    assert [p.default for p in RULESET.pending(st)] == ["face E"]
    st, _ = order(st, "caesarian", "face E")
    assert "stop" in choices(st)


def test_6_67_a_stacked_cohort_may_turn_to_leave_its_stack():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    st, _ = order(st, "caesarian", "move X1 face SE 0706")
    assert st.units["X1"].hex == "0706" and st.units["X2"].facing == 1


def ios_left(st: Any) -> int:
    """The IOs the active leader has left, as his orders prompt says."""
    p = RULESET.pending(st)[0]
    assert p.kind == "gboh.orders"
    return int(p.msg.params["ios"])


def test_6_64_a_stack_moves_together_for_two_ios():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"), co("X3", "0305", facing="E"))
    assert "move X1+X2" in choices(st) and ios_left(st) == 4
    st, tr = order(st, "caesarian", "move X1+X2 0705 0805")
    assert params(tr, "gboh.ev.ordered_stack") == [{"leader": "C", "unit": "X1", "other": "X2", "ios": "2"}]
    assert st.units["X1"].hex == st.units["X2"].hex == "0805"  # they end together
    top, bottom = pair(st, st.units["X1"]) or (None, None)
    assert (top and top.id, bottom and bottom.id) == ("X1", "X2")  # in the same order
    assert all(st.units[x].ordered and st.units[x].moves == 1 for x in ("X1", "X2"))
    assert ios_left(st) == 2
    assert not any(c.startswith(("move X1", "move X2")) for c in choices(st))


def test_6_64_the_oc_moves_the_stack_in_his_hex_for_one_io():
    st, _ = start(
        inline(
            [co("X1", "0605", facing="E"), co("X2", "0605", facing="E")], [{**CAESAR, "hex": "0605"}, POMPEY]
        )
    )
    st, _ = order(st, "caesarian", "activate C")
    st, tr = order(st, "caesarian", "move X2+X1 0705")  # named either way round
    assert params(tr, "gboh.ev.ordered_stack")[0]["ios"] == "1"
    assert st.units["X1"].hex == st.units["X2"].hex == "0705" and ios_left(st) == 3


def test_6_64_a_stack_without_two_ios_left_is_refused():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    st, _ = play(st, ("caesarian", "move C 0302"), ("caesarian", "move C 0303"), ("caesarian", "move C 0304"))
    assert ios_left(st) == 1 and "move X1+X2" not in choices(st) and "move X1" in choices(st)
    err = refusal(st, "caesarian", "move X1+X2 0705")
    assert err.msg.key == "gboh.err.order_stack_ios" and err.msg.rule == "GBoH 6.64"
    assert err.msg.params["need"] == 2 and err.msg.params["ios"] == 1


def test_6_64_two_cohorts_in_no_stack_together_do_not_move_together():
    st = game(co("X1", "0605", facing="E"), co("X3", "0705", facing="E"))
    err = refusal(st, "caesarian", "move X1+X3 0706")
    assert err.msg.key == "gboh.err.order_not_a_stack" and err.msg.rule == "GBoH 6.64"


def test_6_64_a_legion_command_moves_a_stack_together():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    st, _ = order(st, "caesarian", "legion X")
    assert "move X1+X2" in choices(st)
    st, _ = order(st, "caesarian", "move X1+X2 0705")
    assert st.units["X1"].hex == st.units["X2"].hex == "0705"
    assert not any(c.startswith("move X") for c in choices(st))


def test_6_67_a_stack_turns_together_each_cohort_paying_its_hits():
    st = game(co("X1", "0605", facing="E"), co("X2", "0605", facing="E"))
    st, tr = order(st, "caesarian", "move X1+X2 face SE")
    assert st.units["X1"].facing == st.units["X2"].facing == 2
    assert [p["unit"] for p in params(tr, "gboh.ev.faced")] == ["X1", "X2"]
    assert st.units["X1"].hex == st.units["X2"].hex == "0605"
