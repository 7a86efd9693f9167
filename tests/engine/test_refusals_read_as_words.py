"""A refusal or an event of the shared decision machinery names sides by their words, never by an id or
a decision's internal kind, in every language (the ids stay in the parameters, for transcripts)."""

from __future__ import annotations

import pytest

from engine import registry
from engine.core.errors import NotYourDecision, RulesError
from engine.core.messages import render

LANGS = ("en", "pl", "hu", "uk")


def _refused_by_the_other_side(system: str) -> tuple[NotYourDecision, tuple[str, ...]]:
    rs = registry.get_ruleset(system)
    scenario = rs.scenarios()[0].id
    setup = getattr(rs, "setup", None)
    state = setup(scenario, 3, {}).state if callable(setup) else rs.new_game(scenario, 3, {})
    p = rs.pending(state)[0]
    other = next(s for s in rs.sides(state) if s != p.side)
    with pytest.raises(NotYourDecision) as err:
        rs.apply(state, other, rs.parse(state, other, p.choices[0].order))
    return err.value, rs.sides(state)


@pytest.mark.parametrize("system", ["cca", "afde"])
@pytest.mark.parametrize("lang", LANGS)
def test_not_your_decision_names_the_side_in_words(system: str, lang: str) -> None:
    err, sides = _refused_by_the_other_side(system)
    expected = err.msg.params["expected"]
    assert str(expected) in sides  # transcripts print the id
    text = render(err.msg, lang)
    assert str(expected) not in text.split(), text
    assert f"{system}." not in text and "prompt" not in text, text


@pytest.mark.parametrize("system", ["gboh", "ager"])
@pytest.mark.parametrize("lang", LANGS)
def test_an_order_that_answers_nothing_is_refused_without_the_decisions_internal_kind(
    system: str, lang: str
) -> None:
    rs = registry.get_ruleset(system)
    state = rs.new_game(rs.scenarios()[0].id, 3, {})
    p = rs.pending(state)[0]
    with pytest.raises(RulesError) as err:
        rs.apply(state, p.side, rs.parse(state, p.side, "fly to the moon"))
    assert err.value.msg.key == "core.err.not_a_choice"
    kind = err.value.msg.params["kind"]  # transcripts print the kind (a step may lapse first)
    assert kind.startswith(f"{system}.")
    text = render(err.value.msg, lang)
    assert kind not in text and f"{system}." not in text and "fly to the moon" in text, text
    assert err.value.msg.params["choices"].split(", ")[0] in text  # what the player may give instead
