"""CCA 10 and 9/a/1 (digest 12, 11.2): leader casualty checks, lone leaders, leader evade and escape."""

from __future__ import annotations

from .helpers import FLAG, HV, LDR, LT, MD, SW, R, do, keys, leader, new, owed, step, turn, unit


def test_10_a_leader_of_an_eliminated_unit_checks_with_one_die():
    s = new(["S HI E6", "N LI E5 1", "N MI D3"], ["N E5"], dice=[LT, HV, HV, HV, HV, LDR])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert s.banners["south"] == ["unit:n1", "leader:nL1"]


def test_10_a_surviving_leader_of_an_eliminated_unit_must_evade_and_may_join_a_unit():
    s = new(["S HI E6", "N LI E5 1", "N MI D3"], ["N E5"], dice=[LT, HV, HV, HV, HV, MD])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, ch = owed(s)
    assert (side, kind) == ("north", "cca.leader_evade")
    assert "leader D3" in ch and "leader D4" in ch
    p = R.pending(s)[0]
    assert p.default == "leader D3"  # nearest leaderless friendly unit
    s = do(s, "leader D3")
    assert leader(s, "N-E5").hex == s.board.by_label["D3"]
    assert owed(s)[1] == "cca.advance"  # the attacker still earns its momentum advance


def test_10_a_two_leader_faces_kill_an_attached_leader_whose_unit_survived():
    s = new(["S HI E6", "N HI E5"], ["N E5"], dice=[HV, LT, LT, LT, LT, LDR, LDR])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert s.banners["south"] == ["leader:nL1"]
    s = new(["S HI E6", "N HI E5"], ["N E5"], dice=[HV, LT, LT, LT, LT, LDR, MD])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert s.banners["south"] == []


def test_9_a_1_lone_leader_melee_any_leader_face_kills_no_momentum():
    s = new(["S HI E6", "N MI A1"], ["N E5"], dice=[LT, LDR, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert s.banners["south"] == ["leader:nL1"]
    assert owed(s)[0] == "north"  # no reaction window, no advance


def test_9_a_1_lone_leader_survives_and_must_evade_off_the_board():
    s = new(["S HI E2", "N MI A1"], ["N E1"], dice=[LT, LT, LT, LT, LT])
    t = step(turn(s, "center-4", ["E2"]), "battle E2 E1")
    # on its home row its only evade is off the board: applied at once, and no banner is given
    assert "leader_left" in [e.msg.key.split(".")[-1] for e in t.events]
    assert leader(t.state, "N-E1").status == "gone"
    assert t.state.banners["south"] == []


def test_9_a_1_leader_that_cannot_move_is_eliminated():
    s = new(
        ["S HI E6", "N MI A1"], ["N E5"], dice=[LT, LT, LT, LT, LT], terrain={"D4": "river", "E4": "river"}
    )
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert leader(s, "N-E5").status == "dead"
    assert s.banners["south"] == ["leader:nL1"]


def _escaping(dice: list[int]) -> tuple[object, str]:
    """North's lone leader on E5, attacked by the HI on E6, can only escape through D4 or E4."""
    s = new(["S HI E6", "S MI D4", "S MI E4", "N MI A1"], ["N E5"], dice=[LT] * 5 + dice)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    _, kind, ch = owed(s)
    assert kind == "cca.leader_evade" and ch
    return s, ch[0]


def test_9_a_1_leader_escape_the_enemy_unit_chooses_whether_to_attack():
    s, way = _escaping([MD] * 4)
    t = step(s, way)
    assert keys(t) == []  # nothing is rolled before the enemy unit decides
    p = R.pending(t.state)[0]
    assert (p.side, p.kind) == ("south", "cca.escape")  # the side whose unit the leader enters
    assert [c.order for c in p.choices] == ["strike", "letpass"]
    assert p.default == "strike" and p.msg.rule == "CCA 9/a/1"
    t2 = step(t.state, "strike")
    assert "escape_roll" in keys(t2) and "leader_evaded" in keys(t2)
    assert t2.state.banners["south"] == []


def test_9_a_1_leader_escape_strike_with_a_leader_face_eliminates_it():
    s, way = _escaping([MD, MD, LDR, MD])
    s = do(s, way, "strike")
    assert s.banners["south"] == ["leader:nL1"]
    assert leader(s, "N-E5").hex is None


def test_9_a_1_leader_escape_let_pass_rolls_no_dice():
    s, way = _escaping([LDR] * 4)  # a strike would have killed it
    t = step(do(s, way), "letpass")
    assert "escape_roll" not in keys(t) and "escape_let_pass" in keys(t)
    assert t.state.banners["south"] == []
    assert s.board.label[leader(t.state, "N-E5").hex] == way.split()[1]


def test_9_a_1_leader_escape_through_two_enemy_units_asks_each_in_turn():
    s = new(
        ["S MI G5", "S MI F3", "S MI G3", "S MI H3", "S MI F2", "S MI G2", "S MI H2", "N HI A1"],
        ["N G4"],
        dice=[LT] * 4 + [MD] * 8,
    )
    s = do(turn(s, "center-4", ["G5"]), "battle G5 G4")
    _, kind, ch = owed(s)
    assert kind == "cca.leader_evade"
    s = do(s, ch[0])
    assert owed(s)[1] == "cca.escape"
    t = step(s, "letpass")
    assert owed(t.state)[:2] == ("south", "cca.escape")  # the second unit on the way decides too
    t = step(t.state, "strike")
    assert keys(t).count("escape_roll") == 1 and "leader_evaded" in keys(t)


def test_10_lone_leader_moves_three_and_joins_a_unit_that_then_may_not_move():
    s = new(["S MI E8", "N MI A1"], ["S E5"], hands={"south": ["center-4"], "north": ["left-2"]})
    s = do(s, "play center-4", "order E5 E8", "move E5 E8")
    assert leader(s, "S-E5").hex == s.board.by_label["E8"]
    # E8 was joined before it moved: only "done" is left, so the move step closed itself
    assert owed(s)[0] == "north"


def test_5_leader_detaches_with_a_section_card():
    s = new(["S MI E8", "N MI A1"], ["S E8"])
    s = do(s, "play center-4")
    assert "order E8L" in owed(s)[2]
    s = do(s, "order E8L E8", "move E8L E6", "move E8 E7")
    assert leader(s, "S-E8").hex == s.board.by_label["E6"]
    assert unit(s, "E7").kind == "MI"


def test_5_attached_leader_cannot_detach_after_its_unit_moved():
    s = new(["S MI E8", "N MI A1"], ["S E8"])
    s = do(s, "play center-4", "order E8L E8", "move E8 E7")
    assert leader(s, "S-E8").hex == s.board.by_label["E7"]
    assert owed(s)[0] == "north"


def test_12_leadership_card_orders_leader_and_a_chain():
    s = new(
        ["S MI E8", "S MI F8", "S MI G8", "S MI H8", "S MI I8", "N MI A1"],
        ["S E8"],
        hands={"south": ["leadership-center"], "north": ["left-2"]},
    )
    s = do(s, "play leadership-center", "order E8L")
    assert "order F8" in owed(s)[2] and "order G8" not in owed(s)[2]
    s = do(s, "order F8 G8 H8 I8")
    assert owed(s)[1] == "cca.move"
    assert "order E8L" not in owed(s)[2]


def test_12_leadership_alternative_orders_one_unit():
    s = new(
        ["S MI E8", "S MI F8", "N MI A1"], ["S B8"], hands={"south": ["leadership-any"], "north": ["left-2"]}
    )
    s = do(s, "play leadership-any", "order E8")
    assert owed(s)[1] == "cca.move"


def test_10_b_leaders_give_nothing_in_ranged_combat():
    s = new(["S LB E7", "N MI E4"], ["S E7"], dice=[LDR, SW])
    s = do(turn(s, "center-4", ["E7"]), "fire E7 E4")
    assert unit(s, "E4").blocks == 4


def test_9_a_1_lone_leader_can_be_shot_at():
    s = new(["S LB E7", "N MI A1"], ["N E4"], dice=[LDR, FLAG])
    s = do(turn(s, "center-4", ["E7"]), "fire E7 E4")
    assert leader(s, "N-E4").status == "dead"
