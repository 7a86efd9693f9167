"""Die faces, sides and sections in CCA's messages are typed references: each reads in the reader's
language (the rulebook's terms in Polish, Hungarian and Ukrainian), while transcripts print the codes as
before ("SWORDS", "south", "left, right")."""

from __future__ import annotations

import re

import pytest

from engine.cca.constants import FACE_NAMES
from engine.cca.rules.pieces import names, side_ref
from engine.core.errors import IllegalAction
from engine.core.messages import Msg, render, render_checked

from .helpers import MD, SW, do, new, step, turn

LANGS = ("pl", "hu", "uk")
CODES = (*FACE_NAMES.values(), "north", "south")


def _codes_in(text: str) -> list[str]:
    return [c for c in CODES if re.search(rf"\b{c}\b", text)]


@pytest.mark.parametrize("lang", LANGS)
def test_7_the_faces_a_battle_rolls_and_what_hits_read_in_the_language(lang: str) -> None:
    s = new(["S LB E7", "N MI E4"], dice=[MD, SW])
    s = turn(s, "center-4", ["E7"])
    t = step(s, "fire E7 E4")
    rolled = [e.msg for e in t.events if e.msg.key == "cca.ev.rolled"]
    assert rolled
    params = rolled[0].to_json()["params"]
    assert params["faces"] == ["MEDIUM", "SWORDS"] and params["on"] == ["MEDIUM"]  # transcripts as before
    text, problems = render_checked(rolled[0], lang)
    assert problems == [] and _codes_in(text) == [], text
    assert render(Msg("cca.term.face.MEDIUM"), lang) in text


@pytest.mark.parametrize("lang", LANGS)
def test_7_every_face_reads_in_the_language(lang: str) -> None:
    m = Msg("cca.ev.sword_chain", {"faces": names(FACE_NAMES)})
    text, problems = render_checked(m, lang)
    assert problems == [] and _codes_in(text) == [], text
    assert m.to_json()["params"]["faces"] == list(FACE_NAMES.values())


@pytest.mark.parametrize("lang", LANGS)
def test_4_a_side_reads_as_its_name_in_the_language(lang: str) -> None:
    for side in ("north", "south"):
        m = Msg("cca.ev.turn_ended", {"side": side_ref(side), "turn": 2})
        text, problems = render_checked(m, lang)
        assert problems == [] and _codes_in(text) == [], text
        assert m.to_json()["params"]["side"] == side
        assert render(m, "en").startswith(side.capitalize())


@pytest.mark.parametrize("lang", LANGS)
def test_5_a_section_refusal_names_the_sections_in_the_language(lang: str) -> None:
    s = do(new(["S MI E8", "S MI B8", "N MI E1"]), "play center-4")
    with pytest.raises(IllegalAction) as err:
        step(s, "order B8")
    params = err.value.msg.to_json()["params"]
    assert params["where"] == "left" and params["left"] == "centre"  # transcripts as before
    text, problems = render_checked(err.value.msg, lang)
    assert problems == [], problems
    assert render(Msg("cca.term.section.left"), lang) in text
    assert render(Msg("cca.term.section.centre"), lang) in text
