"""The lines that say a standing answer gave a decision or was set (``core.ev.standing``,
``core.ev.standing_set``) name the decision in the reader's language in every system, print its id in
transcripts, and read the same in an old game's log, saved when the id was a plain string; a side's
standing answers in its private view read with the decisions' names."""

from __future__ import annotations

import pytest

from engine import registry
from engine.core.messages import LANGUAGES, Msg, has_key, render, render_checked
from engine.core.refs import DecisionRef, SideRef
from engine.core.view import info_value


def _kinds() -> list[tuple[str, str, str]]:
    """(system, a side of its first scenario, a decision a standing answer can make)."""
    out = []
    for system in registry.SYSTEMS:
        rs = registry.get_ruleset(system)
        state = rs.new_game(rs.scenarios()[0].id, 1, {})
        out += [(system, rs.sides(state)[0], kind) for kind in rs.standing_kinds(state)]
    return out


KINDS = _kinds()


def test_every_system_has_decisions_a_standing_answer_can_make() -> None:
    assert {system for system, _, _ in KINDS} == set(registry.SYSTEMS)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("system", "side_id", "kind"), KINDS)
def test_a_standing_answer_line_names_the_decision_in_words(
    system: str, side_id: str, kind: str, lang: str
) -> None:
    name = kind.partition(".")[2]
    assert has_key(f"{system}.decision.{name}", lang)
    side = SideRef(side_id, system=system)
    for m in (
        Msg("core.ev.standing", {"side": side, "kind": DecisionRef(kind), "order": "done"}),
        Msg("core.ev.standing_set", {"kind": DecisionRef(kind), "value": "always"}),
    ):
        line, problems = render_checked(m, lang)
        assert problems == [] and kind not in line, line
        assert render(Msg(f"{system}.decision.{name}"), lang) in line
        assert m.to_json()["params"]["kind"] == kind  # transcripts print the id, as before


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_line_saved_with_the_decision_as_a_plain_id_reads_as_a_new_one(lang: str) -> None:
    old = Msg.from_json({"key": "core.ev.standing_set", "params": {"kind": "cca.retreat", "value": "never"}})
    new = Msg("core.ev.standing_set", {"kind": DecisionRef("cca.retreat"), "value": "never"})
    assert render(old, lang) == render(new, lang)
    assert "cca.retreat" not in render(old, lang)


def test_a_decision_no_catalogue_names_reads_as_its_id() -> None:
    line = render(Msg("core.ev.standing_set", {"kind": DecisionRef("toy.peek"), "value": "always"}))
    assert "toy.peek" in line


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_side_s_standing_answers_read_with_the_decisions_names(lang: str) -> None:
    answers = {"cca.retreat": "always", "cca.battleback": "never"}
    text = info_value("cca", "standing", answers, lang)
    assert "cca." not in text and text.count(";") == 1
    assert render(Msg("cca.decision.retreat"), lang) in text
    assert render(Msg("core.info.standing.never"), lang) in text
