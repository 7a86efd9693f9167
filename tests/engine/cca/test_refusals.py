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
