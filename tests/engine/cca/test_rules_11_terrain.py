"""CCA 11 (digest 13): terrain effects on movement, battle dice, line of sight and support."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction

from .helpers import FLAG, HV, LT, MD, SW, do, new, owed, step, turn, unit


def rolled(s, order):
    return [len(r.faces) for r in step(s, order).rolls]


def test_11_forest_caps_melee_at_two_and_fire_into_it_at_one():
    s = do(
        turn(new(["S HI E6", "N MI E5"], terrain={"E5": "forest"}, dice=[LT] * 5), "center-4", ["E6"]),
        "battle E6 E5",
    )
    assert rolled(s, "noreaction") == [2]
    s = turn(new(["S LB E7", "N MI E5"], terrain={"E5": "forest"}, dice=[LT] * 2), "center-4", ["E7"])
    assert rolled(s, "fire E7 E5") == [1]


def test_11_forest_stops_and_forbids_battle_for_heavy_foot_and_mounted():
    s = new(["S HC E7", "N MI D4"], terrain={"E6": "forest"})
    s = do(s, "play center-4", "order E7")
    with pytest.raises(IllegalAction) as err:
        step(s, "move E7 E6 E5")  # it must stop on entering the forest
    assert err.value.msg.key == "cca.err.move.stops"
    assert err.value.rule == "CCA 11"
    s = do(s, "move E7 E6")
    assert owed(s)[0] == "north"  # it entered a forest: no battle, turn over


def test_11_hill_uphill_melee_max_two_downhill_foot_three():
    s = do(
        turn(new(["S HI E6", "N MI E5"], terrain={"E5": "hill"}, dice=[LT] * 5), "center-4", ["E6"]),
        "battle E6 E5",
    )
    assert rolled(s, "noreaction") == [2]
    s = do(
        turn(new(["S HI E6", "N MI E5"], terrain={"E6": "hill"}, dice=[LT] * 5), "center-4", ["E6"]),
        "battle E6 E5",
    )
    assert rolled(s, "noreaction") == [3]
    s = do(
        turn(new(["S HC E6", "N MI E5"], terrain={"E6": "hill"}, dice=[LT] * 5), "center-4", ["E6"]),
        "battle E6 E5",
    )
    assert rolled(s, "noreaction") == [2]


def test_11_hill_blocks_sight_except_hill_to_hill():
    s = turn(
        new(["S LB E7", "N MI E5", "S LB H7", "N MI H5"], terrain={"E6": "hill", "D6": "hill"}),
        "center-4",
        ["E7", "H7"],
    )
    with pytest.raises(IllegalAction):
        step(s, "fire E7 E5")
    s = turn(
        new(
            ["S LB E7", "N MI E5", "S LB H7", "N MI H5"],
            terrain={"E6": "hill", "D6": "hill", "E7": "hill", "E5": "hill"},
            dice=[LT, LT],
        ),
        "center-4",
        ["E7", "H7"],
    )
    assert rolled(s, "fire E7 E5") == [2]


def test_11_broken_ground_impassable_for_war_machines_and_stops_mounted():
    s = do(new(["S HWM E7", "N MI A1"], terrain={"E6": "broken"}), "play center-4", "order E7")
    assert "move E7 E6" not in owed(s)[2]
    s = do(new(["S MC E7", "N MI A1"], terrain={"E6": "broken"}), "play center-4", "order E7")
    assert "move E7 E6" in owed(s)[2]
    with pytest.raises(IllegalAction):
        step(s, "move E7 E6 E5")


def test_11_ford_stops_and_caps_fire_out_of_it():
    s = do(new(["S LI E8", "N MI A1"], terrain={"E7": "ford"}), "play center-4", "order E8")
    assert "move E8 E7" in owed(s)[2]
    with pytest.raises(IllegalAction):
        step(s, "move E8 E7 E6")
    s = turn(new(["S LB E7", "N MI E5"], terrain={"E7": "ford"}, dice=[LT]), "center-4", ["E7"])
    assert rolled(s, "fire E7 E5") == [1]


def test_11_river_is_impassable():
    s = do(new(["S LI E8", "N MI A1"], terrain={"E7": "river", "D7": "river"}), "play center-4", "order E8")
    assert not any(c.startswith(("move E8 E7", "move E8 D7")) for c in owed(s)[2])


def test_11_fortified_camp_minus_one_and_foot_ignore_a_sword_and_a_flag():
    s = new(["S HI E6", "N MI E5"], terrain={"E5": "fortified_camp"}, dice=[SW, SW, FLAG, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [4]
    assert unit(t.state, "E5").blocks == 3
    assert owed(t.state)[1] == "cca.ignore"


def test_11_rampart_hexside_protects_foot_from_attacks_across_it():
    s = new(["S HI E6", "N MI E5"], ramparts=[["E5", "E6"]], dice=[SW, SW, FLAG, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [5]  # no effect on dice
    assert unit(t.state, "E5").blocks == 3
    assert owed(t.state)[1] == "cca.ignore"


def test_11_mounted_entering_broken_ground_by_advance_gets_no_bonus():
    s = new(["S HC E6", "N MI E5 1", "N LI F5"], terrain={"E5": "broken"}, dice=[MD, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    assert owed(s)[0] == "north"
