"""CCA 7 (digest 7-9): battle, ranged and melee dice, hits per unit class, battle back."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction

from .helpers import FLAG, HV, LDR, LT, MD, SW, do, new, owed, step, turn, unit


def test_7_a_ranged_two_dice_when_stationary_class_symbol_hits():
    """A stationary missile unit rolls 2 dice; only the target's class symbol hits; swords miss (CCA 7/a)."""
    s = new(["S LB E7", "N MI E4"], dice=[MD, SW])
    s = turn(s, "center-4", ["E7"])
    t = step(s, "fire E7 E4")
    assert [r.faces for r in t.rolls] == [(MD, SW)]
    assert unit(t.state, "E4").blocks == 3


def test_7_a_ranged_one_die_after_moving():
    s = new(["S LB E8", "N MI E4"], dice=[MD])
    s = turn(s, "center-4", ["E8"], ["move E8 E7"])
    t = step(s, "fire E7 E4")
    assert [len(r.faces) for r in t.rolls] == [1]


def test_7_a_range_and_must_melee_adjacent():
    """Range counts the target hex; adjacent enemies can only be meleed (CCA 7/a)."""
    s = new(["S LI E7", "N MI E4", "N MI F7"])
    s = turn(s, "center-4", ["E7"])
    _, _, ch = owed(s)
    assert "battle E7 F7" in ch
    assert not any(c.startswith("fire") for c in ch)
    with pytest.raises(IllegalAction) as err:
        step(s, "fire E7 E4")
    assert err.value.rule == "CCA 7"


def test_7_a_out_of_range_refused_with_reason():
    s = new(["S LI E7", "N MI E3", "S LB G7", "N MI G5"])
    s = turn(s, "center-4", ["E7", "G7"])
    with pytest.raises(IllegalAction) as err:
        step(s, "fire E7 E3")
    assert err.value.msg.key == "cca.err.range"


def test_7_a_line_of_sight_blocked_by_a_unit():
    s = new(["S LB E7", "S MI E6", "N MI E4", "S LB G7", "N MI G5"])
    s = turn(s, "center-4", ["E7", "G7"])
    with pytest.raises(IllegalAction) as err:
        step(s, "fire E7 E4")
    assert err.value.msg.key == "cca.err.los"


def test_7_a_line_of_sight_along_hexside_needs_both_blocked():
    """A line along a hexside is blocked only when both hexes block (CCA 7/a, E.2)."""
    # G7 -> G5 runs along the hexside between F6 and G6
    s = new(["S LB G7", "S MI G6", "N MI G5"])
    s = turn(s, "center-4", ["G7"])
    assert "fire G7 G5" in owed(s)[2]
    s2 = new(["S LB G7", "S MI G6", "S MI F6", "N MI G5"])
    s2 = turn(s2, "center-4", ["G7"])
    assert "fire G7 G5" not in owed(s2)[2]


def test_7_b_melee_swords_hit_for_medium_infantry():
    s = new(["S MI E6", "N MI E5"], dice=[MD, SW, LT, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 2


def test_7_b_light_infantry_swords_do_not_hit():
    s = new(["S LI E6", "N MI E5"], dice=[SW, SW])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 4


def test_7_b_light_cavalry_swords_option():
    """LC swords miss by the rule text; the lc_swords_hit option follows the reference card (E.6/5)."""
    base = ["S LC E6", "N MI E5"]
    s = do(turn(new(base, dice=[SW, SW, LT, LT]), "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 4
    s = new(base, dice=[SW, SW, LT, LT], options={"lc_swords_hit": True})
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 2


def test_7_b_leader_face_hits_with_attached_or_adjacent_leader():
    s = new(["S MI E6", "N MI E5"], ["S E6"], dice=[LDR, LDR, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 2
    s = new(["S MI E6", "N MI E5"], ["S F6"], dice=[LDR, LDR, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 2
    s = new(["S MI E6", "N MI E5"], dice=[LDR, LDR, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 4


def test_7_b_battle_back_when_defender_holds():
    """A defender that survives in place may battle back (CCA 7/b step 8)."""
    s = new(["S MI E6", "N HI E5"], dice=[LT, LT, LT, LT, MD, MD, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, _ch = owed(s)
    assert (side, kind) == ("north", "cca.battleback")
    t = step(s, "battleback")
    assert [len(r.faces) for r in t.rolls] == [5]
    assert unit(t.state, "E6").blocks == 2


def test_7_b_warriors_full_strength_roll_four():
    s = new(["S WA E6", "N HI E5"], dice=[LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [4]
    s = new(["S WA E6 3", "N HI E5"], dice=[LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [3]


def test_7_b_warriors_battle_back_with_four_after_losing_first_block():
    s = new(["S MI E6", "N WA E5"], dice=[MD, LT, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 3
    t = step(s, "battleback")
    assert [len(r.faces) for r in t.rolls] == [4]


def test_7_b_chariot_defender_ignores_one_sword_and_battles_back_with_three():
    s = new(["S MI E6", "N CH E5"], dice=[SW, SW, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 1
    t = step(s, "battleback")
    assert [len(r.faces) for r in t.rolls] == [3]


def test_7_b_elephant_sword_chain_rerolls_swords():
    """Every SWORDS an elephant rolls hits and is rolled again (CCA 7/b)."""
    # elephant vs MI rolls 4 (the MI's dice): SW, SW, LT, LT -> reroll 2: SW, MD -> reroll 1: LT
    s = new(["S EL E6", "N MI E5"], dice=[SW, SW, LT, LT, SW, MD, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "noreaction")
    assert [len(r.faces) for r in t.rolls] == [4, 2, 1]
    assert unit(t.state, "E5") is None  # 2 + 1 swords and a MEDIUM: 4 hits


def test_7_b_elephant_ignores_all_swords_and_leaders_do_not_help_it():
    s = new(["S MI E6", "N EL E5"], dice=[SW, SW, SW, SW, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 2
    s = new(["S EL E6", "N MI E5"], ["S E6"], dice=[LDR, LDR, LDR, LDR, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 4


def test_7_b_elephant_dice_against_chariot_four_attacking_three_battling_back():
    s = new(["S EL E6", "N CH E5"], dice=[LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert [len(r.faces) for r in step(s, "noreaction").rolls] == [4]
    s = new(["S CH E6", "N EL E5"], dice=[LT, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert [len(r.faces) for r in step(s, "battleback").rolls] == [3]


def test_7_b_elephant_against_cavalry_ignores_one_heavy_and_one_flag():
    s = new(["S HC E6", "N EL E5"], dice=[HV, HV, FLAG, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5").blocks == 1
    assert owed(s)[1] == "cca.battleback"  # the one flag was ignored: it holds


def test_7_hits_beyond_blocks_are_lost_and_banner_is_gained():
    s = new(["S HI E6", "N LI E5 1"], dice=[LT, LT, LT, SW, SW])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5") is None
    assert s.banners["south"] == ["unit:n1"]


def test_7_each_ordered_unit_battles_once():
    s = new(["S LB E7", "N MI E4"], dice=[LT, LT])
    s = do(turn(s, "center-4", ["E7"]), "fire E7 E4")
    assert owed(s)[2] == ["done"] or all(not c.startswith("fire E7") for c in owed(s)[2])
