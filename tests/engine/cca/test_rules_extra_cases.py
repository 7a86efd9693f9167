"""Harder cases across sections: First Strike on a bonus melee, Counter-Attack of a Leadership card,
war machines destroyed while evading, elephants against lone leaders, Darken the Sky clearing a target."""

from __future__ import annotations

from .helpers import FLAG, HV, LDR, LT, MD, SW, R, do, leader, new, owed, step, turn, unit


def test_12_first_strike_answers_a_bonus_melee():
    s = new(
        ["S HC E6", "N MI E5 1", "N LI F5"],
        dice=[MD, LT, LT, LT, LT] + [LT] * 10,
        hands={"south": ["center-4"], "north": ["first-strike"]},
        deck=["left-2"] * 4,
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance", "noextra", "bonus F5")
    assert "firststrike" in owed(s)[2]
    t = step(s, "firststrike")
    assert len(t.rolls[0].faces) == 2  # the light infantry strikes first with its 2 dice


def test_12_counter_attack_of_leadership_any_needs_a_leader_in_the_same_section():
    s = new(
        ["N MI G2", "N MI A1", "S MI G8", "S MI B8"],
        ["N G2", "S B8", "S G8"],
        first_player="north",
        hands={"north": ["leadership-any"], "south": ["counter-attack"]},
        deck=["left-2"] * 6,
    )
    s = do(s, "play leadership-any", "order G2L", "stay G2")
    assert s.active == "south"
    s = do(s, "play counter-attack")
    ch = owed(s)[2]
    assert "order G8L" in ch and "order B8L" not in ch


def test_9_a_war_machine_destroyed_by_the_evade_roll_gives_a_banner():
    s = new(["S HI E6", "N HWM E5 1"], dice=[HV, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "evade")
    assert s.banners["south"] == ["unit:n1"]  # eliminated by the roll: no path is asked for


def test_7_b_elephant_rolls_one_die_against_a_lone_leader():
    s = new(["S EL E6", "N MI A1"], ["N E5"], dice=[LDR])
    t = step(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert [len(r.faces) for r in t.rolls] == [1]
    assert leader(t.state, "N-E5").status == "dead"


def test_12_darken_the_sky_unit_may_fire_once_its_adjacent_enemy_is_gone():
    s = new(
        ["S LB E7", "S LS G7", "N LI E6 1", "N MI E4"],
        hands={"south": ["darken-the-sky"], "north": ["left-2"]},
        dice=[LT, LT, LT, LT],
    )
    s = do(s, "play darken-the-sky")
    assert not any(c.startswith("fire E7") for c in owed(s)[2])
    s = do(s, "fire G7 E6")
    assert unit(s, "E6") is None
    assert "fire E7 E4" in owed(s)[2]


def test_8_flags_from_ranged_fire_make_a_unit_retreat():
    s = new(["S LB E7", "N MI E4"], dice=[FLAG, SW])
    s = do(turn(s, "center-4", ["E7"]), "fire E7 E4")
    _, kind, ch = owed(s)
    assert kind == "cca.retreat" and ch == ["retreat E3", "retreat F3"]


def test_10_a_one_check_per_roll_when_hits_and_blocked_retreat_come_together():
    s = new(["S HI E6", "N MI E5", "N MI D4", "N MI E4"], ["N E5"], dice=[FLAG, MD, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.ignore"
    t = step(s, "ignore 0")
    checks = [r for r in t.rolls if r.purpose == "leader casualty check"]
    assert checks == []  # the check was made with the hit; the blocked retreat adds none
    assert unit(t.state, "E5").blocks == 2


def test_4_first_player_and_alternating_turns():
    s = new(["S MI E8", "N MI E2"], hands={"south": ["center-4"], "north": ["center-4"]}, deck=["left-2"] * 6)
    assert R.pending(s)[0].side == "south"
    s = do(s, "play center-4", "order E8", "stay E8")
    assert R.pending(s)[0].side == "north" and s.turn == 2


def test_9_b_no_bonus_terrain_still_allows_the_advance():
    s = new(["S MC E6", "N LI E5 1", "N LI D4"], terrain={"E5": "broken"}, dice=[LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert owed(s)[1] == "cca.advance"
    s = do(s, "advance")
    assert unit(s, "E5").kind == "MC"
    assert owed(s)[0] == "north"  # broken ground: no extra hex, no bonus melee


def test_11_hill_attack_from_hill_to_hill_foot_three():
    s = new(["S HI E6", "N MI E5"], terrain={"E6": "hill", "E5": "hill"}, dice=[LT] * 3)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert [len(r.faces) for r in step(s, "noreaction").rolls] == [3]
