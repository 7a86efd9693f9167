"""GBoH 6.5 Orderly Withdrawal, 7.14 reaction facing and 4.82 leader evasion: asks owed to the side
that is not moving, at the hex the mover enters (dice scripted)."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def game(*units: dict[str, Any], dice: list[int] | None = None) -> Any:
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice or [], passive=False)
    st, _ = order(st, "caesarian", "activate C")
    return st


LC = {"id": "H", "side": "pompeian", "type": "LC", "size": 3, "tq": 5, "ma": 9, "missile": "", "facing": "W"}


def test_6_51_a_faster_unit_withdraws_when_an_enemy_comes_within_2_hexes_farther_each_hex():
    st = game(co("A", "0505", facing="E"), {**LC, "hex": "0805"})
    st, _ = order(st, "caesarian", "move A 0605")
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("pompeian", "gboh.withdrawal")
    assert "withdraw 0905" in choices and "stay" in choices and "withdraw 0705" not in choices
    st, _trs = play(st, ("pompeian", "withdraw 0905"))
    assert st.units["H"].hex == "0905" and st.units["H"].facing == 4  # 6.52: it keeps its facing
    assert st.units["H"].hits == 0  # approached through its front, cavalry: no hit, no TQ check


def test_6_52_a_foot_unit_approached_through_its_flank_takes_a_hit_then_checks_tq():
    li = {
        "id": "L",
        "side": "pompeian",
        "type": "LI",
        "size": 4,
        "tq": 5,
        "ma": 7,
        "hex": "0805",
        "facing": "SE",
    }
    st = game(co("A", "0505", facing="E"), li, dice=[8])
    st, _ = order(st, "caesarian", "move A 0605")
    st, _trs = play(st, ("pompeian", "withdraw 0905"))
    assert st.units["L"].hits == 2  # 1 for the flank approach, 1 for the TQ check 8 > 5


def test_7_14_reaction_facing_turns_one_vertex_and_takes_at_least_one_hit():
    st = game(
        co("A", "0505", facing="E"), co("E", "0706", side="pompeian", facing="NE", legion="H"), dice=[2]
    )
    st, _ = order(st, "caesarian", "move A 0605")
    side, kind, choices = owed(st)[0]
    assert (side, kind, choices) == ("pompeian", "gboh.reaction_facing", ["face NW", "face E", "hold"])
    st, _trs = play(st, ("pompeian", "face NW"))
    assert st.units["E"].facing == 5 and st.units["E"].hits == 1  # roll 2 + 0 <= TQ 7: still 1 hit


def test_4_82_a_lone_leader_who_does_not_evade_is_eliminated():
    pomp = {**POMPEY, "hex": "0805"}
    st, _ = start(inline([co("A", "0605", facing="E")], [CAESAR, pomp]), passive=False)
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A 0705")
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("pompeian", "gboh.withdrawal")  # 6.51: the leader 2 hexes away may withdraw
    st, _ = order(st, "pompeian", "stay")
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("pompeian", "gboh.evasion") and "stay" in choices
    st, trs = play(st, ("pompeian", "stay"))
    assert "P" not in st.leaders and st.rp["pompeian"] == 25  # 12.1: an OC is worth 5 x Initiative
    assert params(trs[0], "gboh.ev.leader_eliminated")[0]["rp"] == "25"


def test_6_51_an_enemy_that_starts_its_move_within_2_hexes_lets_a_faster_unit_withdraw():
    horse = {"id": "H", "side": "pompeian", "type": "LC", "size": 3, "tq": 6, "ma": 8, "hex": "0705"}
    st, _ = start(
        inline([co("A", "0505", facing="E"), {**horse, "facing": "W"}], [CAESAR, POMPEY]), passive=False
    )
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A")
    assert [(p[0], p[1]) for p in owed(st)] == [("pompeian", "gboh.withdrawal")]
    st, _ = order(st, "pompeian", "stay")
    assert owed(st)[0][1] == "gboh.move"


def test_8_22_a_unit_leaving_a_slingers_zoc_may_be_fired_on_at_range_2():
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    st, _ = start(
        inline([co("A", "0605", facing="W"), {**sk, "hex": "0705", "facing": "W"}], [CAESAR, POMPEY]),
        dice=[5],
    )
    st, _ = order(st, "pompeian", "standing gboh.exit_fire ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A")
    st, _ = order(st, "caesarian", "to 0505")
    assert owed(st) == [("pompeian", "gboh.exit_fire", ["fire", "hold"])]
    st, tr = order(st, "pompeian", "fire")
    assert params(tr, "gboh.ev.fire")[0]["need"] == "2"  # the slingers' range-2 number (8.71)


def test_8_21_entry_fire_waits_until_a_legion_command_has_moved():
    # A cohort of a Legion Command steps into the slingers' ZOC: no entry fire yet; the second cohort
    # moves; when the command is done the slingers fire (roll 0: a hit), before the Shock segment.
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [co("A", "0505", facing="E"), co("B", "0507", facing="E"), {**sk, "hex": "0705", "facing": "W"}]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[0])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "legion X")
    st, _ = play(st, ("caesarian", "move A"), ("caesarian", "to 0605"))
    if owed(st)[0][1] == "gboh.move":
        st, _ = order(st, "caesarian", "stop")
    assert owed(st)[0][:2] == ("caesarian", "gboh.command")
    st, _ = play(st, ("caesarian", "move B"), ("caesarian", "to 0607"), ("caesarian", "stop"))
    st, _ = order(st, "caesarian", "done")
    assert owed(st) == [("pompeian", "gboh.entry_fire", ["fire", "hold"])]
    st, tr = order(st, "pompeian", "fire")
    assert params(tr, "gboh.ev.fire")[0]["target"] == "CO 0605" and st.units["A"].hits == 1


def test_8_21_entry_fire_is_offered_at_once_against_a_unit_under_an_individual_order():
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [co("A", "0505", facing="E"), {**sk, "hex": "0705", "facing": "W"}]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[0])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A 0605")
    assert owed(st) == [("pompeian", "gboh.entry_fire", ["fire", "hold"])]


def test_8_21_a_command_movers_own_fire_comes_after_the_held_entry_fire():
    # Cohort A of a Legion Command closes in on the slingers and throws its javelins during its move:
    # the volley is held; when the command is done the slingers' entry reaction fire comes first (roll
    # 0: a hit on A), then A's volley (roll 1, +2 against SK: 3 <= 6, a hit on S).
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [co("A", "0505", facing="E", missile="J"), {**sk, "hex": "0705", "facing": "W"}]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[0, 1])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "legion X")
    st, _ = play(st, ("caesarian", "move A"), ("caesarian", "to 0605"))
    st, tr = order(st, "caesarian", "fire S")
    assert params(tr, "gboh.ev.fire_held") == [{"unit": "CO 0605", "target": "SK 0705"}]
    assert not params(tr, "gboh.ev.fire") and st.units["S"].hits == 0
    if owed(st)[0][1] == "gboh.move":
        st, _ = order(st, "caesarian", "stop")
    st, _ = order(st, "caesarian", "done")
    assert owed(st) == [("pompeian", "gboh.entry_fire", ["fire", "hold"])]
    st, tr = order(st, "pompeian", "fire")
    fires = params(tr, "gboh.ev.fire")
    assert [(f["unit"], f["target"]) for f in fires] == [("SK 0705", "CO 0605"), ("CO 0605", "SK 0705")]
    assert st.units["A"].hits == 1 and st.units["S"].hits == 1 and st.units["A"].aim == ""


def test_8_23_no_return_fire_at_a_unit_it_fired_entry_reaction_fire_at():
    # cohort A (Individual Order) steps next to the slingers, which fire entry reaction fire at it
    # (roll 9: a miss); A throws its javelins at them (roll 9: a miss): they may not fire back at A
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [co("A", "0505", facing="E", missile="J"), {**sk, "hex": "0705", "facing": "W"}]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9, 9])
    for kind in ("entry_fire", "return_fire"):
        st, _ = order(st, "pompeian", f"standing gboh.{kind} ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = play(st, ("caesarian", "move A"), ("caesarian", "to 0605"))
    assert owed(st) == [("pompeian", "gboh.entry_fire", ["fire", "hold"])]
    st, _ = order(st, "pompeian", "fire")
    st, tr = order(st, "caesarian", "fire S")
    assert [p["unit"] for p in params(tr, "gboh.ev.fire")] == ["CO 0605"]
    assert [p[1] for p in owed(st)] == ["gboh.orders"]  # no return fire is owed


def test_8_21_a_command_units_fire_before_its_steps_also_waits_for_the_held_entry_fire():
    # cohort A steps into the slingers' ZOC (entry fire held); cohort B, already next to them, throws
    # its javelins before moving: that volley too comes after the slingers' held fire at A (roll 9: a
    # miss), from where it stood (roll 1, +2 against SK: a hit)
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [
        co("A", "0505", facing="E"),
        co("B", "0604", facing="SE", missile="J"),
        {**sk, "hex": "0705", "facing": "SW"},
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9, 1])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire always")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "legion X")
    st, _ = play(st, ("caesarian", "move A"), ("caesarian", "to 0605"))
    if owed(st)[0][1] == "gboh.move":
        st, _ = order(st, "caesarian", "stop")
    st, _ = order(st, "caesarian", "move B")
    st, tr = order(st, "caesarian", "fire S")
    assert params(tr, "gboh.ev.fire_held") and not params(tr, "gboh.ev.fire")
    if owed(st)[0][1] == "gboh.move":
        st, _ = order(st, "caesarian", "stop")
    st, tr = order(st, "caesarian", "done")
    fires = params(tr, "gboh.ev.fire")
    assert [(f["unit"], f["target"]) for f in fires] == [("SK 0705", "CO 0605"), ("CO 0604", "SK 0705")]
    assert st.units["S"].hits == 1 and [m.key for m in tr.rolls[1].modifiers] == [
        "gboh.mod.skirmisher_target"
    ]


def test_7_32_the_must_check_marker_goes_on_before_the_entry_reaction_fire():
    # Cohort A steps next to the slingers: it is marked Shock - Must Check TQ as it moves adjacent, and
    # only then do the slingers fire at it (roll 0: a hit).
    sk = {"id": "S", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 5, "missile": "S"}
    units = [co("A", "0505", facing="E"), {**sk, "hex": "0705", "facing": "W"}]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[0])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire always")
    st, _ = order(st, "caesarian", "activate C")
    st, tr = order(st, "caesarian", "move A 0605")
    ev = [e.msg.key for e in tr.events]
    assert ev.index("gboh.ev.moved") < ev.index("gboh.ev.must_shock") < ev.index("gboh.ev.fire")
    assert ev.count("gboh.ev.must_shock") == 1 and st.units["A"].shock == "must" and st.units["A"].hits == 1
