"""Messages name units and cards by typed references: each reads in the reader's language (the CCA
rulebook's terms in Polish, Hungarian and Ukrainian), while transcripts print them as before (a unit as
"north heavy infantry", a card by its English title)."""

from __future__ import annotations

import pytest

from engine.cca.cards import cards
from engine.cca.constants import UNIT_TYPES
from engine.cca.rules.pieces import side_unit, title
from engine.core.messages import Msg, render, render_checked

from .helpers import MD, SW, new, step, turn

LANGS = ("pl", "hu", "uk")
ENGLISH_UNITS = sorted({t.name for t in UNIT_TYPES.values()}, key=len, reverse=True)
ENGLISH_TITLES = sorted({c.title for c in cards().values()}, key=len, reverse=True)
SIDES = ("north", "south")


def _english_in(text: str, sides: bool = False) -> list[str]:
    """English unit types and card titles left in a text (and the side ids, where asked: elsewhere a
    side id is notation)."""
    words = (*ENGLISH_UNITS, *ENGLISH_TITLES, *(SIDES if sides else ()))
    return [w for w in words if w.lower() in text.lower()]


@pytest.mark.parametrize("lang", LANGS)
def test_7_a_a_unit_named_by_side_and_type_reads_in_the_language(lang: str) -> None:
    for side in SIDES:
        for kind in UNIT_TYPES:
            u = side_unit(side, kind)
            text, problems = render_checked(Msg("cca.ev.moved", {"unit": u, "path": "E5 → E6"}), lang)
            assert problems == [] and _english_in(text, sides=True) == [], text


def test_7_a_a_unit_named_by_side_and_type_keeps_its_transcript_value() -> None:
    u = side_unit("north", "HI")
    m = Msg("cca.ev.moved", {"unit": u, "path": "E5 → E6"})
    assert m.to_json()["params"]["unit"] == "north heavy infantry"
    assert render(m, "en") == "Moved: the north heavy infantry, E5 → E6."
    assert Msg.load(m.dump()).params["unit"] == u  # a saved event keeps the reference


@pytest.mark.parametrize("lang", LANGS)
def test_12_a_card_title_reads_in_the_language(lang: str) -> None:
    for cid in cards():
        played = Msg("cca.ev.card_played", {"side": "south", "card": title(cid)})
        text, problems = render_checked(played, lang)
        assert problems == [] and _english_in(text) == [], text


def test_12_a_card_title_keeps_its_transcript_value() -> None:
    m = Msg("cca.ev.card_played", {"side": "south", "card": title("center-2#1")})
    assert m.to_json()["params"]["card"] == cards()["center-2"].title
    assert render(m, "en") == f"south plays {cards()['center-2'].title}."
    assert Msg.load(m.dump()).params["card"] == title("center-2")


@pytest.mark.parametrize("lang", LANGS)
def test_7_a_ranged_battle_events_read_without_english_names(lang: str) -> None:
    s = new(["S LB E7", "N MI E4"], dice=[MD, SW])
    s = turn(s, "center-4", ["E7"])
    t = step(s, "fire E7 E4")
    texts = [render(e.msg, lang) for e in t.events]
    assert texts and all(_english_in(x) == [] for x in texts), texts
    en = [e.msg.to_json()["params"] for e in t.events]
    assert any(p.get("unit") == "south light bow infantry" for p in en), en
