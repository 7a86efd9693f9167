"""More cases: the cavalry extra hex, elephant retreats (moving, blocked by a lone leader, a drawn game),
extra missile units, staying put, a war machine's crew with a leader."""

from __future__ import annotations

from .helpers import FLAG, LT, MD, R, do, leader, new, owed, turn, unit


def test_9_b_cavalry_extra_hex_may_go_back_to_its_start():
    s = new(["S LC E6", "N LI E5 1"], dice=[LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    assert "extra E6" in owed(s)[2]
    s = do(s, "extra E6")
    assert unit(s, "E6").kind == "LC" and unit(s, "E5") is None


def test_8_b_elephant_retreats_two_hexes_per_flag_after_rampage():
    s = new(["S HI E6", "N EL E5"], dice=[FLAG, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    _, kind, ch = owed(s)
    assert kind == "cca.retreat" and ch == ["retreat D3", "retreat E3", "retreat F3"]
    s = do(s, "retreat E3")
    assert unit(s, "E3").kind == "EL"


def test_8_b_lone_enemy_leader_blocking_an_elephant_is_removed_with_a_banner():
    """The elephant stops after one hex; the lone enemy leader in the way is removed (banner), the enemy
    unit in the way loses the block the elephant could not retreat (CCA 8/b, E.6/6, E.6/22)."""
    s = new(
        ["S HI E6", "N EL E5", "N MI D4", "S LI F3", "N MI A1"],
        ["S E3"],
        dice=[FLAG, LT, LT, LT, LT] + [LT] * 4,
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "rampage E6")
    assert unit(s, "E4").kind == "EL" and unit(s, "E4").blocks == 2
    assert leader(s, "S-E3").status == "dead" and s.banners["north"] == ["leader:sL1"]
    assert unit(s, "F3").blocks == 3


def test_8_b_simultaneous_losses_from_a_blocked_elephant_can_draw_the_game():
    s = new(
        ["S HI E6", "N EL E5", "N MI D4 1", "S LI E4 1"],
        banners={"north": 1, "south": 1},
        dice=[FLAG, LT, LT, LT, LT] + [6] * 6,
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "rampage E6", "rampage D4")
    r = R.result(s)
    assert r is not None and r.winner is None


def test_special_rule_extra_missile_unit_may_fire():
    s = new(
        ["S MI E7", "N MI E5", "S LB G7", "N MI G5"],
        special_rules=[{"type": "extra_missile", "side": "south", "units": ["MI"], "range": 2}],
        dice=[MD, MD],
    )
    s = turn(s, "center-4", ["E7", "G7"])
    assert "fire E7 E5" in owed(s)[2]


def test_6_stay_marks_a_unit_done_moving():
    s = do(new(["S LI E8", "S LI F8", "N MI A1"]), "play center-4", "order E8 F8", "stay E8")
    assert not any(c.startswith("move E8") for c in owed(s)[2])


def test_9_a_war_machine_crew_escapes_and_its_leader_stays_behind():
    s = new(["S HI E6", "N HWM E5", "N MI A1"], ["N E5"], dice=[LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "evade", "evade E3")
    assert unit(s, "E3") is None
    assert s.board.label[leader(s, "N-E5").hex] == "E3"
