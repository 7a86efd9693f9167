"""CCA 5 (digest 5) and E.4: ordering units and leaders, defaults of every decision."""

from __future__ import annotations

import itertools
import random

import pytest

from engine.cca import rules
from engine.core.errors import IllegalAction

from .helpers import FLAG, HV, LT, MD, R, do, new, owed, step, turn

FAR = "N MI A1"


def test_5_a_piece_is_ordered_at_most_once():
    s = do(new(["S MI E8", "S MI F8", FAR]), "play center-4", "order E8")
    assert "order E8" not in owed(s)[2]
    with pytest.raises(IllegalAction) as err:
        step(s, "order E8")
    assert err.value.msg.key == "cca.err.order.already"


def test_5_orders_beyond_the_eligible_units_are_lost():
    s = do(new(["S MI E8", FAR]), "play center-4", "order E8")
    assert owed(s)[1] == "cca.move"


def test_5_section_card_refuses_a_unit_outside_its_section_with_the_reason():
    s = do(new(["S MI E8", "S MI B8", FAR]), "play center-4")
    with pytest.raises(IllegalAction) as err:
        step(s, "order B8")
    assert err.value.msg.key == "cca.err.order.section" and err.value.rule == "CCA 5"


def test_5_attached_leader_moves_with_its_unit_for_one_order():
    s = do(
        new(["S MI E8", "S MI F8", FAR], ["S E8"], hands={"south": ["center-2"], "north": ["left-2"]}),
        "play center-2",
        "order E8 F8",
        "move E8 E7",
    )
    assert s.board.label[next(x for x in s.leaders.values()).hex] == "E7"


def test_5_leadership_card_never_lets_a_leader_detach():
    s = new(
        ["S MI E8", "S MI F8", FAR], ["S E8"], hands={"south": ["leadership-center"], "north": ["left-2"]}
    )
    s = do(s, "play leadership-center", "order E8L", "done")
    assert not any(c.startswith("move E8L") for c in owed(s)[2])


def test_5_troop_card_must_use_the_named_class_when_present():
    s = do(
        new(["S LI E8", "S MI F8", FAR], hands={"south": ["light-troops"], "north": ["left-2"]}),
        "play light-troops",
    )
    with pytest.raises(IllegalAction) as err:
        step(s, "order F8")
    assert err.value.msg.key == "cca.err.order.wrong_class"


def test_e4_defaults():
    s = new(["S HI E6", "N LI E5", "N MI D5", "N MI F5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert R.pending(s)[0].default == "noreaction"
    s = do(s, "noreaction")
    assert R.pending(s)[0].default == "ignore 1"  # ignore every ignorable flag
    s = new(["S HI E6", "N LI E5", "S MI C5"], dice=[FLAG, HV, HV, HV, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    p = R.pending(s)[0]
    assert (
        p.kind == "cca.retreat" and p.default == "retreat E3"
    )  # farthest from the enemy (E3, F3), then by label
    s = do(s, "retreat E3")
    assert R.pending(s)[0].default == "advance"
    s = new(["S MI E6", "N HI E5"], dice=[LT] * 4)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    assert R.pending(s)[0].default == "battleback"


def test_e4_every_prompt_lists_finite_choices_that_parse():
    s = new(["S HC E6", "N MI E5 1", "N LI F5"], dice=[MD] + [LT] * 10)
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction", "advance")
    for p in R.pending(s):
        for c in p.choices:
            assert R.format(s, R.parse(s, p.side, c.order)) == c.order


@pytest.mark.parametrize("card", ["line-command", "double-time"])
@pytest.mark.parametrize("names", list(itertools.permutations(["C7", "D7", "E7"])))
def test_12_group_cards_check_the_group_as_a_set_whatever_the_naming_order(card, names):
    s = new(["S MI C7", "S MI D7", "S MI E7", FAR], hands={"south": [card], "north": ["left-2"]})
    s = do(s, f"play {card}", "order " + " ".join(names))
    assert all(s.tf.get(u.id, {}).get("o") for u in s.units.values() if u.side == "south")


@pytest.mark.parametrize("names", list(itertools.permutations(["G8", "G7", "F7", "E7"])))
def test_12_leadership_chain_is_a_set_whatever_the_naming_order(names):
    s = new(
        ["S MI G7", "S MI F7", "S MI E7", FAR],
        ["S G8"],
        hands={"south": ["leadership-any"], "north": ["left-2"]},
    )
    s = do(s, "play leadership-any", "order " + " ".join(names))
    assert s.eff["mode"] == "leader"
    assert all(s.tf.get(u.id, {}).get("o") for u in s.units.values() if u.side == "south")


def test_12_leadership_refuses_a_set_that_is_not_one_chain_naming_the_first_piece_left_out():
    s = new(["S MI G7", "S MI D7", FAR], ["S G8"], hands={"south": ["leadership-any"], "north": ["left-2"]})
    s = do(s, "play leadership-any")
    with pytest.raises(IllegalAction) as err:
        step(s, "order D7 G7 G8")
    assert err.value.msg.key == "cca.err.order.chain" and err.value.msg.params["piece"] == "D7"


def test_12_leadership_unit_ordered_alone_first_can_still_start_the_leaders_chain():
    s = new(["S MI G7", "S MI F7", FAR], ["S G8"], hands={"south": ["leadership-any"], "north": ["left-2"]})
    s = do(s, "play leadership-any", "order G7")
    assert owed(s)[2] == ["order G8", "done"]
    s = do(s, "order G8")
    assert "order F7" in owed(s)[2]


def test_5_order_prompt_lists_exactly_the_pieces_order_refusal_accepts():
    """The order prompt's quick paths (section, troop, one-unit cards) agree with the full check."""
    checked = 0
    for seed in range(12):
        rnd = random.Random(seed)
        s = R.new_game("two-hills", seed, {})
        while R.result(s) is None and s.turn < 60:
            if s.phase == "order" and not s.stack:
                current = [p for p in rules.ordered(s) if not rules.tflag(s, p, "free")]
                mine = [u.id for u in s.units.values() if u.side == s.active]
                mine += [x.id for x in s.leaders.values() if x.side == s.active and x.hex is not None]
                cap = s.eff.get("cap")
                full = [] if cap is not None and len(current) >= cap else mine
                want = [p for p in full if rules.order_refusal(s, p, current) is None]
                assert rules.order_candidates(s) == want
                checked += 1
            p = R.pending(s)[0]
            s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    assert checked > 100
