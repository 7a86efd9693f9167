"""CCA 8 (digest 10): retreats, blocked retreats, flag-ignoring support, elephant rampage."""

from __future__ import annotations

from .helpers import FLAG, HV, LDR, LT, MD, SW, do, new, owed, step, turn, unit


def test_8_retreat_one_hex_per_flag_for_medium_infantry_toward_own_edge():
    s = new(["S HI E6", "N MI E5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, ch = owed(s)
    assert (side, kind) == ("north", "cca.retreat")
    assert ch == ["retreat D4", "retreat E4"]
    s = do(s, "retreat E4")
    assert unit(s, "E4").kind == "MI"


def test_8_light_infantry_retreats_two_per_flag():
    s = new(["S HI E6", "N LI E5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[2] == ["retreat D3", "retreat E3", "retreat F3"]


def test_8_blocked_retreat_loses_a_block_per_hex():
    """A unit that cannot retreat loses one block per hex not retreated (CCA 8)."""
    s = new(["S HI E6", "N MI E5", "N LI D4", "N LI E4"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.ignore"  # the two blockers also support it: it declines to ignore
    t = step(s, "ignore 0")
    assert unit(t.state, "E5").blocks == 3
    assert "retreat_blocked" in [e.msg.key.split(".")[-1] for e in t.events]


def test_8_unit_on_its_home_row_loses_blocks():
    s = new(["S HI E2", "N MI E1"], dice=[FLAG, FLAG, HV, HV, HV])
    s = do(turn(s, "center-4", ["E2"]), "battle E2 E1", "noreaction")
    assert unit(s, "E1").blocks == 2


def test_8_no_voluntary_losses_only_lossless_paths_offered():
    s = new(["S HI E6", "N LI E5", "N MI D3"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[2] == ["retreat E3", "retreat F3"]


def test_8_a_two_adjacent_friends_let_a_unit_ignore_one_flag():
    s = new(["S HI E6", "N MI E5", "N MI D5", "N MI F5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, ch = owed(s)
    assert (side, kind, ch) == ("north", "cca.ignore", ["ignore 1", "ignore 0"])
    s = do(s, "ignore 1")
    assert owed(s)[1] == "cca.battleback"


def test_8_a_one_friend_and_a_lone_leader_count_as_support():
    s = new(["S HI E6", "N MI E5", "N MI D5"], ["N F5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.ignore"


def test_8_a_attached_leader_support_needs_a_survived_check():
    """An attached leader lets its unit ignore a flag; after a loss, only if it survives its check."""
    s = new(["S HI E6", "N MI E5"], ["N E5"], dice=[FLAG, MD, HV, HV, HV, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.ignore"
    s = new(["S HI E6", "N MI E5"], ["N E5"], dice=[FLAG, MD, HV, HV, HV, LDR, LDR])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.retreat"
    assert s.banners["south"] == ["leader:nL1"]


def test_8_a_warriors_at_full_strength_ignore_a_flag_but_not_after_a_loss():
    s = new(["S HI E6", "N WA E5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.ignore"
    s = new(["S HI E6", "N WA E5"], dice=[FLAG, MD, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.retreat"


def test_8_a_elephants_never_receive_support():
    s = new(["S HI E6", "N EL E5", "N MI D5", "N MI F5"], ["N E5"], dice=[FLAG, LT, LT, LT, LT] + [LT] * 6)
    t = step(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(t.state, "noreaction")
    assert owed(t.state)[1] != "cca.ignore"


def test_8_retreat_into_lone_friendly_leader_ends_there():
    s = new(["S HI E6", "N LI E5"], ["N E4"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert "retreat E4" in owed(s)[2]
    s = do(s, "retreat E4")
    assert unit(s, "E4").kind == "LI" and unit(s, "E4").blocks == 4


def test_8_b_elephant_rampages_then_retreats():
    """An elephant that must retreat first rolls 2 dice against every adjacent unit (CCA 8/b)."""
    s = new(["S HI E6", "N EL E5", "N LI D5"], dice=[FLAG, LT, LT, LT, LT, HV, HV, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, ch = owed(s)
    assert (side, kind) == ("south", "cca.rampage")  # the player who caused it picks the order
    assert sorted(ch) == ["rampage D5", "rampage E6"]
    t = step(s, "rampage E6")
    names = [e.msg.key.split(".")[-1] for e in t.events]
    assert names.count("rampage") == 2
    assert unit(t.state, "E6").blocks == 2  # the attacker took two HEAVY hits
    assert unit(t.state, "D5").blocks == 2


def test_8_b_blocked_elephant_passes_losses_to_the_blockers():
    s = new(["S HI E6", "N EL E5", "N MI D4", "N MI E4"], dice=[FLAG, LT, LT, LT, LT, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "rampage E6", "rampage D4")
    assert unit(s, "E5").blocks == 2
    assert unit(s, "D4").blocks == 2 and unit(s, "E4").blocks == 2


def test_8_retreat_ignores_terrain_but_not_impassable():
    s = new(["S HI E6", "N MI E5"], dice=[FLAG, HV, HV, HV, HV], terrain={"D4": "river", "E4": "forest"})
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    s2 = step(s, "retreat E4").state if owed(s)[1] == "cca.retreat" else s
    assert unit(s2, "E4").kind == "MI"


def test_8_sword_symbols_never_cause_retreat():
    s = new(["S HI E6", "N HI E5"], dice=[SW, SW, LT, LT, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.battleback"
