"""Compound orders (engine/core/compound.py) through the Patrol toy: several orders in one, applied part
after part, stopping at the first interrupt; a refused part refuses the whole order, named by its place."""

from __future__ import annotations

import json

import pytest

from engine.core import compound
from engine.core.errors import RulesError
from engine.core.messages import render
from engine.core.ruleset import CompoundOrder
from tests.engine.toy import RULESET as R
from tests.engine.toy import ToyState


def new(script: list[int] | None = None) -> ToyState:
    return R.new_game("patrol", 7, {}, script)


def test_split_reads_semicolons_and_new_lines_and_drops_empty_parts():
    assert compound.split("move r1 B2 ;\n\n stance  bold;") == ["move r1 B2", "stance bold"]
    assert compound.split("move r1 B2 face N", lambda p: p.split(" face ")) == ["move r1 B2", "N"]
    assert compound.is_compound("a; b") and not compound.is_compound("a;")


def test_a_single_order_is_read_as_before():
    st = new()
    assert not isinstance(R.parse(st, "red", "stance bold"), CompoundOrder)


def test_parts_apply_one_after_another_as_one_transition():
    st = new()
    action = R.parse(st, "red", "standing toy.sentry always;\nstance bold")
    assert isinstance(action, CompoundOrder)
    assert R.format(st, action) == "standing toy.sentry always; stance bold"
    tr = R.apply(st, "red", action)
    assert [e.msg.key for e in tr.events] == ["core.ev.standing_set", "core.ev.sealed_given"]
    assert [(p.side, p.kind) for p in R.pending(tr.state)] == [("blue", "toy.stance")]
    assert tr.state.agenda.standing_of("red") == {"toy.sentry": "always"}
    # the canonical text plays the same parts again (a saved game, an undo)
    again = R.apply(st, "red", R.parse(st, "red", R.format(st, action)))
    assert json.dumps(R.dump(again.state), sort_keys=True) == json.dumps(R.dump(tr.state), sort_keys=True)


def test_a_refused_part_refuses_the_whole_order_naming_the_part_and_citing_its_rule():
    st = new()
    with pytest.raises(RulesError) as single:
        R.apply(st, "red", R.parse(st, "red", "stance sideways"))
    with pytest.raises(RulesError) as whole:
        R.parse(st, "red", "standing toy.sentry always; stance sideways")
    err = whole.value
    assert type(err) is type(single.value)
    assert err.msg.key == "core.err.compound_part"
    assert err.msg.params["part"] == 2 and err.msg.params["parts"] == 2
    assert err.msg.params["order"] == "stance sideways"
    assert err.msg.params["why"].key == single.value.msg.key
    assert err.rule == single.value.rule
    assert render(err.msg).startswith("Part 2 of 2 (stance sideways): ")
    assert R.pending(st) and st.agenda.standing_of("red") == {}  # nothing applied


def test_play_stops_after_a_part_that_reveals_and_reports_the_rest_to_its_side_alone():
    st = R.apply(new(), "red", R.parse(new(), "red", "stance bold")).state
    tr = R.apply(st, "blue", R.parse(st, "blue", "stance wary; standing toy.duck always; pass"))
    assert tr.reveals  # both stances opened
    last = tr.events[-1]
    assert last.msg.key == "core.ev.compound_unapplied"
    assert last.private_to == "blue"
    assert last.msg.params["orders"] == ["standing toy.duck always", "pass"]
    assert (last.msg.params["done"], last.msg.params["parts"]) == (1, 3)
    assert tr.state.agenda.standing_of("blue") == {}
    assert R.format(st, R.parse(st, "blue", "stance wary; standing toy.duck always; pass")) == "stance wary"


def test_play_stops_when_the_decision_passes_to_the_other_side():
    st = new()
    for side in ("red", "blue"):
        st = R.apply(st, side, R.parse(st, side, "stance bold")).state
    owed = R.pending(st)[0].side
    tr = R.apply(st, owed, R.parse(st, owed, "pass; pass"))
    assert tr.events[-1].msg.key == "core.ev.compound_unapplied"
    assert tr.events[-1].msg.params["orders"] == ["pass"]


def test_a_part_from_a_side_that_owes_nothing_is_refused_as_its_own_refusal():
    st = R.apply(new(), "red", R.parse(new(), "red", "stance bold")).state
    with pytest.raises(RulesError) as single:
        R.apply(st, "red", R.parse(st, "red", "stance wary"))
    with pytest.raises(RulesError) as got:
        R.parse(st, "red", "stance wary; standing toy.sentry always")
    assert type(got.value) is type(single.value)
    assert got.value.msg.params["part"] == 1
