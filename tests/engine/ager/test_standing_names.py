"""The lines that say a standing answer gave a decision or was set name each Ager Sanguinis decision in
the reader's language, never by its id; /standing lists and suggests each with its name and what its
answers do."""

from __future__ import annotations

import pytest

from engine.ager import RULESET
from engine.core.messages import LANGUAGES, Msg, has_key, render_checked
from engine.core.refs import SideRef
from tests.engine.ager.cases import ok, play, text

KINDS = RULESET.standing_kinds(None)  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", KINDS)
def test_a_standing_answer_line_names_the_decision(kind: str, lang: str) -> None:
    side = SideRef("turks", system="ager")
    for m in (
        Msg("core.ev.standing", {"side": side, "kind": kind, "order": "done"}),
        Msg("core.ev.standing_set", {"kind": kind, "value": "always"}),
    ):
        line, problems = render_checked(m, lang)
        assert not problems and kind not in line, (line, problems)
    for key in (f"discord.cmd.choice.{kind}", f"ager.standing.{kind}"):
        assert has_key(key, lang), key


def test_a_man_fallen_with_a_ladder_placed_by_the_standing_answer_is_said_in_words() -> None:
    steps = ["move marwan 1108", "done", "done", "done", "done", "push ancelin 1108"]
    chars = [
        {"id": "marwan", "at": "1008", "spear": False},
        {"id": "ancelin", "at": "1208"},
        {"id": "hugues", "at": "1406"},
    ]
    out = play(chars, steps, dice=[4], base="tower-gate", lang="en")
    ok(out)
    assert text(out, 5, "core.ev.standing") == (
        "Standing answer of Turks (where a fallen man or a led horse is placed): place 1108."
    )
