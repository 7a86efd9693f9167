"""CCA 6 (digest 6): movement allowances, blocking, leaders, terrain stops, battle after moving."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction

from .helpers import R, do, new, owed, step, unit

FAR = "N MI A1"


def dests(s, label):
    return sorted(c.split()[2] for c in owed(s)[2] if c.startswith(f"move {label} "))


def ordered(units, order, *extra, card="center-4", leaders=(), **kw):
    kw.setdefault("hands", {"south": [card], "north": ["left-2"]})
    s = do(new([*units, FAR], leaders, **kw), f"play {card}", f"order {order}")
    if owed(s)[1] == "cca.order":
        s = do(s, "done")
    return do(s, *extra)


@pytest.mark.parametrize(("kind", "reach"), [("MI", 1), ("HI", 1), ("LI", 2), ("MC", 3), ("LC", 4)])
def test_6_a_movement_allowance(kind, reach):
    s = ordered([f"S {kind} G9"], "G9")
    far = max(s.board.by_label[h].distance(s.board.by_label["G9"]) for h in dests(s, "G9"))
    assert far == reach


def test_6_a_one_unit_per_hex_no_passing_through_units():
    s = ordered(["S MI G8", "S MI G7"], "G8")
    assert "G7" not in dests(s, "G8")
    s = ordered(["S LI G8", "S MI G7"], "G8")
    assert "G6" in dests(s, "G8")  # around the side, through H7
    s = ordered(["S LI G8", "S MI G7", "S MI H7"], "G8")
    assert "G6" not in dests(s, "G8")


def test_6_a_units_may_not_leave_the_board():
    s = ordered(["S LC A9"], "A9", card="left-4")
    assert all(h in s.board.by_label for h in dests(s, "A9"))


def test_6_a_unit_entering_a_lone_friendly_leader_stops_and_the_leader_attaches():
    s = ordered(["S LI G8"], "G8", leaders=["S G7"])
    assert "G7" in dests(s, "G8") and "G6" in dests(s, "G8")
    with pytest.raises(IllegalAction):
        step(s, "move G8 G7 G6")
    s = do(s, "move G8 G7")
    assert unit(s, "G7").kind == "LI"


def test_6_a_warriors_move_two_only_to_end_next_to_an_enemy_and_must_melee():
    s = ordered(["S WA G8", "N MI G5"], "G8")
    d = dests(s, "G8")
    assert "G6" in d and "E8" not in d
    t = step(s, "move G8 G6")
    # the only legal battle is the obligatory melee: it is declared at once
    assert "declared_melee" in [e.msg.key.split(".")[-1] for e in t.events]
    assert owed(t.state)[1] == "cca.react"


def test_6_a_warriors_cannot_end_the_turn_without_their_melee():
    s = ordered(["S WA G8", "S LB E8", "N MI G5", "N MI E5"], "G8 E8")
    s = do(s, "move G8 G6", "done")
    assert "done" not in owed(s)[2]
    with pytest.raises(IllegalAction) as err:
        step(s, "done")
    assert err.value.msg.key == "cca.err.warriors_must_melee"


def test_6_a_auxilia_moving_two_may_not_battle():
    s = ordered(["S AX G8", "N MI G5"], "G8", "move G8 G6")
    assert owed(s)[0] == "north"


def test_6_a_war_machine_that_moved_may_not_battle():
    s = ordered(["S HWM G8", "N MI G3"], "G8", "move G8 G7")
    assert owed(s)[0] == "north"


def test_6_b_lone_leader_moves_up_to_three_through_friends_but_not_onto_a_leader():
    s = ordered(["S MI G7", "S MI H7"], "G8", leaders=["S G8", "S G6"])
    d = dests(s, "G8")
    assert "G5" in d and "G6" not in d
    assert max(s.board.by_label[h].distance(s.board.by_label["G8"]) for h in d) == 3


def test_6_b_leader_may_not_pass_enemy_units():
    s = ordered(["N MI G7", "N MI H7"], "G8", leaders=["S G8"])
    assert dests(s, "G8") and "G6" not in dests(s, "G8")


def test_6_path_typed_in_full_is_checked():
    s = ordered(["S LI G8"], "G8")
    t = step(s, "move G8 G7 G6")
    assert unit(t.state, "G6").kind == "LI"
    s = ordered(["S LI G8"], "G8")
    with pytest.raises(IllegalAction) as err:
        step(s, "move G8 G6 G5")
    assert err.value.msg.key == "cca.err.move.not_adjacent"
    with pytest.raises(IllegalAction) as err:
        step(s, "move G8 G7 G6 G5")
    assert err.value.msg.key == "cca.err.move.too_far"


def test_6_moving_unordered_unit_is_refused():
    s = ordered(["S LI G8", "S LI H8"], "G8")
    with pytest.raises(IllegalAction) as err:
        step(s, "move H8 H7")
    assert err.value.msg.key == "cca.err.not_ordered"


def test_6_a_reach_kept_from_earlier_states_equals_a_fresh_search():
    """A reach search reused by a later state (no piece changed hexes within its reach) gives exactly the
    destinations a fresh search gives, for units (warriors included) and leaders alike (CCA 6/a, 6/b)."""
    import random

    from engine.cca.rules import s06_movement as mv
    from engine.cca.rules.pieces import ordered

    checked = 0
    for seed in range(6):
        rnd = random.Random(seed)
        s = R.new_game("two-hills", seed, {})
        for _ in range(300):
            if R.result(s) is not None:
                break
            p = R.pending(s)[0]
            if p.kind == "cca.move":
                for pid in ordered(s):
                    if not mv.can_move(s, pid):
                        continue
                    u = s.units.get(pid)
                    if u is not None:
                        fresh = mv.unit_reach(s, u, mv.move_allowance(s, u))
                    elif s.leaders[pid].hex is not None:
                        fresh = mv.leader_reach(s, s.leaders[pid])
                    else:
                        continue
                    assert mv.destinations(s, pid) == fresh
                    checked += 1
            s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    assert checked > 200
