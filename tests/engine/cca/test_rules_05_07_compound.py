"""CCA 5-7: compound orders (engine/core/compound.py) in a turn: the card, the orders and the moves in
one order; a battle's dice end it; a refused part refuses the whole order, named by its place."""

from __future__ import annotations

import pytest

from engine.cca.notation import CompoundAct
from engine.core.errors import RulesError

from .helpers import MD, SW, R, new, owed, step, unit


def test_5_6_a_card_its_orders_and_the_moves_in_one_order():
    s = new(["S LB E8", "N MI E4"])
    text = "play center-4; order E8\nmove E8 E7"
    action = R.parse(s, "south", text)
    assert isinstance(action, CompoundAct)
    assert R.format(s, action) == "play center-4; order E8; move E8 E7"
    t = step(s, text)
    assert unit(t.state, "E7") is not None and unit(t.state, "E8") is None
    assert not [e for e in t.events if e.msg.key == "core.ev.compound_unapplied"]
    assert owed(t.state)[:2] == ("south", "cca.battle")


def test_7_a_battle_dice_end_the_compound_order():
    s = new(["S LB E7", "N MI E4"], dice=[MD, SW])
    t = step(s, "play center-4; order E7; fire E7 E4; done")
    assert [r.faces for r in t.rolls] == [(MD, SW)]
    assert unit(t.state, "E4").blocks == 3
    stopped = [e for e in t.events if e.msg.key == "core.ev.compound_unapplied"]
    assert [e.msg.params["orders"] for e in stopped] == [["done"]]
    assert stopped[0].private_to == "south"


def test_6_a_refused_part_applies_nothing_and_is_named():
    s = new(["S LB E8", "N MI E4"])
    played = step(s, "play center-4; order E8").state
    with pytest.raises(RulesError) as single:
        step(played, "move E8 A1")
    with pytest.raises(RulesError) as err:
        step(s, "play center-4; order E8; move E8 A1")
    assert type(err.value) is type(single.value)
    assert (err.value.msg.params["part"], err.value.msg.params["parts"]) == (3, 3)
    assert err.value.rule == single.value.rule
    assert owed(s)[1] == "cca.card"  # nothing applied
