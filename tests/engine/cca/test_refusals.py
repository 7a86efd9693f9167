"""Every refused order says why, cites a rule and renders without missing parameters."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction, RulesError
from engine.core.messages import has_key

from .helpers import do, new, turn


def card_step():
    return new(
        ["S LB E7", "S MI E8", "N MI E4", "N MI A1"],
        hands={"south": ["center-4", "first-strike"], "north": ["left-2"]},
    )


def battle_step():
    s = new(
        ["S LB E7", "S LB F7", "S MI B8", "N MI E4", "N MI F6", "N MI H3"],
        hands={"south": ["center-4"], "north": ["left-2"]},
    )
    return turn(s, "center-4", ["E7", "F7"])


def two_cards():
    return new(["S LB E7", "N MI A1"], hands={"south": ["center-4", "left-2"], "north": ["left-2"]})


def move_step():
    return do(card_step(), "play center-4", "order E8", "done")


def section_step():
    s = new(["S MI E8", "S MI F8", "S MI B8", "N MI A1"], hands={"south": ["center-2"], "north": ["left-2"]})
    return do(s, "play center-2", "order E8")


def line_step():
    units = ["S MI C7", "S MI D7", "S MI E7", "N MI A1"]
    s = new(units, hands={"south": ["line-command"], "north": ["left-2"]})
    return do(s, "play line-command")


CASES = [
    (card_step, "play rally", "cca.err.not_in_hand"),
    (card_step, "play zzz", "cca.err.unknown_card"),
    (card_step, "play first-strike", "cca.err.first_strike_reaction"),
    (card_step, "move E7 E6", "cca.err.wrong_step"),
    (battle_step, "battle E7 A7", "cca.err.no_target"),
    (battle_step, "fire B8 E4", "cca.err.not_ordered"),
    (battle_step, "battle E7 E4", "cca.err.not_adjacent"),
    (battle_step, "fire F7 H3", "cca.err.must_melee"),
    (battle_step, "fire E7 H3", "cca.err.range"),
    (battle_step, "fire D9 E4", "cca.err.no_piece"),
    (battle_step, "retreat E8", "cca.err.wrong_step"),
    (two_cards, "done", "cca.err.must_play"),
    (move_step, "move E8 E5", "cca.err.move.too_far"),
    (move_step, "move E8 E7", "cca.err.move.occupied"),
    (move_step, "move E8 E6 E5", "cca.err.move.not_adjacent"),
    (section_step, "order B8", "cca.err.order.section"),
    (line_step, "order C7 E7", "cca.err.order.group"),
]


@pytest.mark.parametrize(("make", "order", "key"), CASES)
def test_refusal_reason(make, order, key):
    s = make()
    with pytest.raises(RulesError) as err:
        do(s, order)
    assert err.value.msg.key == key
    assert has_key(key)
    assert err.value.rule and err.value.rule.startswith("CCA")
    assert "{" not in str(err.value)
    assert isinstance(err.value, IllegalAction)


def test_refusals_say_what_a_player_needs_to_know():
    def why(make, order):
        with pytest.raises(RulesError) as err:
            do(make(), order)
        return str(err.value)

    assert why(card_step, "move E7 E6").startswith("That order does not fit now: south must play a command")
    assert "play center-4, play left-2" in why(two_cards, "done")
    assert why(move_step, "move E8 E5") == "E8 moves at most 1 hex(es) now; E5 is 3 away. (CCA 6/a)"
    assert "occupied (south light bow infantry)" in why(move_step, "move E8 E7")
    assert "B8 is in the left section, where this card has no order left (orders left: centre)" in why(
        section_step, "order B8"
    )
    assert "one group of adjacent foot units" in why(line_step, "order C7 E7")
