"""CCA 9 (digest 11): evade, momentum advance, cavalry extra hex, bonus melee, First Strike window."""

from __future__ import annotations

from .helpers import FLAG, HV, LT, MD, SW, do, new, owed, step, turn, unit


def test_9_reaction_window_always_opens_and_is_private():
    """After every melee declaration the defender gets one private window (E.5: First Strike never leaks)."""
    from .helpers import R

    s = do(turn(new(["S HI E6", "N MI E5"]), "center-4", ["E6"]), "battle E6 E5")
    p = R.pending(s)[0]
    assert (p.side, p.kind, p.private) == ("north", "cca.react", True)
    assert [c.order for c in p.choices] == ["noreaction"]
    assert p.default == "noreaction"
    assert "choices" not in p.to_json()  # not even their number


def test_9_a_light_infantry_evades_two_hexes_and_only_its_symbol_hits():
    s = new(["S HI E6", "N LI E5"], dice=[LT, SW, FLAG, MD, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    _, _, ch = owed(s)
    assert ch == ["noreaction", "evade"]  # the window names no path (E.4 non-active 1)
    s = do(s, "evade")
    side, kind, ch = owed(s)  # the path is chosen after the roll
    assert (side, kind, ch) == ("north", "cca.evade_path", ["evade D3", "evade E3", "evade F3"])
    s = do(s, "evade E3")
    li = unit(s, "E3")
    assert li.kind == "LI" and li.blocks == 3
    assert owed(s)[1] != "cca.advance"  # no momentum after an evade


def test_9_a_heavy_infantry_never_evades():
    s = do(turn(new(["S HI E6", "N HI E5"]), "center-4", ["E6"]), "battle E6 E5")
    assert owed(s)[2] == ["noreaction"]


def test_9_a_medium_cavalry_evades_foot_but_not_light_cavalry():
    s = do(turn(new(["S HI E6", "N MC E5"]), "center-4", ["E6"]), "battle E6 E5")
    assert any(c.startswith("evade") for c in owed(s)[2])
    s = do(turn(new(["S LC E6", "N MC E5"]), "center-4", ["E6"]), "battle E6 E5")
    assert not any(c.startswith("evade") for c in owed(s)[2])


def test_9_a_evade_impossible_when_both_rear_hexes_are_blocked():
    s = do(turn(new(["S HI E6", "N LI E5", "N MI D4", "N MI E4"]), "center-4", ["E6"]), "battle E6 E5")
    assert not any(c.startswith("evade") for c in owed(s)[2])


def test_9_a_war_machine_crew_escapes_without_banner():
    s = new(["S HI E6", "N HWM E5"], dice=[LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "evade", "evade E3")
    assert unit(s, "E3") is None and unit(s, "E5") is None
    assert s.banners["south"] == []


def test_9_b_momentum_advance_after_defender_retreats():
    s = new(["S HI E6", "N MI E5"], dice=[FLAG, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "retreat E4")
    side, kind, ch = owed(s)
    assert (side, kind, ch) == ("south", "cca.advance", ["advance", "noadvance"])
    s = do(s, "advance")
    assert unit(s, "E5").kind == "HI"


def test_9_b_no_advance_after_battle_back_win():
    s = new(["S MI E6", "N HI E5"], dice=[LT, LT, LT, LT, FLAG, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "battleback")
    s = do(s, "retreat E7") if owed(s)[1] == "cca.retreat" else s
    assert owed(s)[1] != "cca.advance"


def test_9_b_war_machines_never_advance():
    s = new(["S HWM E6", "N LI E5 1"], dice=[LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert unit(s, "E5") is None
    assert owed(s)[0] == "north"  # the turn is over: no advance was offered


def test_9_b_cavalry_extra_hex_then_bonus_melee():
    s = new(["S HC E6", "N MI E5 1", "N LI F5"], dice=[MD, LT, LT, LT, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    _, kind, ch = owed(s)
    assert kind == "cca.extra" and "noextra" in ch and "extra E6" in ch
    s = do(s, "noextra")
    _side, kind, ch = owed(s)
    assert kind == "cca.bonus" and ch == ["bonus F5", "nobonus"]
    s = do(s, "bonus F5")
    assert owed(s)[1] == "cca.react"  # the window opens for bonus melees too


def test_9_c_infantry_bonus_only_with_attached_leader():
    s = new(["S MI E6", "N LI E5 1", "N LI F5"], dice=[LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    assert owed(s)[0] == "north"  # no bonus for medium infantry without a leader: turn over
    s = new(["S MI E6", "N LI E5 1", "N LI F5"], ["S E6"], dice=[LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    assert owed(s)[1] == "cca.bonus"


def test_9_c_warriors_bonus_without_leader_but_no_second_bonus():
    s = new(["S WA E6", "N LI E5 1", "N LI F5 1", "N LI G5"], dice=[LT] * 8)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance", "bonus F5", "noreaction")
    _side, kind, _ch = owed(s)
    assert kind == "cca.advance"
    s = do(s, "advance")
    assert owed(s)[0] == "north"  # no further battle after a bonus melee


def test_9_first_strike_hits_first_and_cancels_a_pushed_back_attack():
    s = new(
        ["S MI E6", "N MI E5"],
        dice=[FLAG, LT, LT, LT],
        hands={"south": ["center-4"], "north": ["first-strike", "center-2"]},
        deck=["left-2", "right-2", "left-3"],
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert "firststrike" in owed(s)[2]
    t = step(s, "firststrike")
    assert [len(r.faces) for r in t.rolls] == [4]
    s = do(t.state, "retreat E7")
    assert unit(s, "E7").kind == "MI"
    # the attack is cancelled; the turn ends; north draws its replacement first
    assert s.active == "north"
    assert [x.split("#")[0] for x in s.hands["north"]] == ["center-2", "left-2"]
    assert [x.split("#")[0] for x in s.hands["south"]] == ["right-2"]


def test_9_first_strike_chariot_rolls_three_and_no_battle_back():
    s = new(
        ["S HI E6", "N CH E5"],
        dice=[LT, LT, LT, LT, LT, LT, LT, LT],
        hands={"south": ["center-4"], "north": ["first-strike"]},
        deck=["left-2"] * 4,
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    t = step(s, "firststrike")
    assert [len(r.faces) for r in t.rolls] == [3, 5]
    assert owed(t.state)[0] == "north" and owed(t.state)[1] == "cca.card"


def test_9_a_evade_window_looks_the_same_with_or_without_first_strike():
    """E.4 non-active 1: the evade path waits for the roll, so the shared window names no hexes."""
    from .helpers import R

    seen = []
    for north_hand in (["center-4"], ["center-4", "first-strike"]):
        s = new(["S HI E6", "N LI E5"], hands={"south": ["center-4"], "north": north_hand})
        s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
        p = R.pending(s)[0]
        assert p.kind == "cca.react" and "evade" in [c.order for c in p.choices]
        assert not any(c.order.startswith("evade ") for c in p.choices)
        seen.append(p.to_json())
    assert seen[0] == seen[1]


def test_9_a_evade_path_prompt_defaults_away_from_the_enemy_and_a_single_path_is_taken_at_once():
    from .helpers import R

    s = new(["S HI E6", "N LI E5"], dice=[MD] * 5)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "evade")
    p = R.pending(s)[0]
    assert (p.side, p.kind, p.msg.rule) == ("north", "cca.evade_path", "CCA 9/a")
    assert p.default in [c.order for c in p.choices]
    s = do(s, "evade")  # a bare "evade" takes the default path
    assert unit(s, p.default.split()[1]).kind == "LI"
    # D4 held and every hex behind E4 held: E4 is the single way out, taken without a prompt
    s = new(["S HI E6", "N LI E5", "N MI D4", "N MI D3", "N MI E3", "N MI F3"], dice=[MD] * 5)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "evade")
    assert owed(s)[1] == "cca.card" and unit(s, "E4").kind == "LI"
