"""A present-tense verb after a side agrees in number with the word that names the side: a scenario's
army named in the plural ("Kartagińczycy", "Francuzi") takes the plural verb, a side's singular term
("Północ") the singular one (Polish, Ukrainian; Hungarian by number)."""

from __future__ import annotations

import pytest

from engine.core.messages import Msg, render
from engine.core.refs import SideRef

ARMY = SideRef("north", system="cca", name="Carthaginian (brown)")
TERM = SideRef("north", system="cca")
FRENCH = SideRef("french", system="afde")

CASES = [
    ("pl", "cca.status.turn_in.battle", ARMY, "walczą"),
    ("pl", "cca.status.turn_in.battle", TERM, "walczy"),
    ("pl", "cca.status.wait.cca.order", ARMY, "wydadzą"),
    ("pl", "cca.status.wait.cca.order", TERM, "wyda"),
    ("pl", "cca.ev.turn_ended", ARMY, "kończą"),
    ("pl", "cca.ev.turn_ended", TERM, "kończy"),
    ("uk", "cca.status.turn_in.battle", ARMY, "б'ються"),
    ("uk", "cca.status.turn_in.battle", TERM, "б'ється"),
    ("uk", "cca.ev.card_played", ARMY, "розігрують"),
    ("uk", "cca.ev.card_played", TERM, "розігрує"),
    ("pl", "cca.status.wait.cca.rampage", ARMY, "wybiorą"),
    ("pl", "cca.status.wait.cca.rampage", TERM, "wybierze"),
    ("pl", "cca.ev.drew_card", ARMY, "dobierają"),
    ("pl", "core.ev.sealed_given", FRENCH, "udzielają"),
    ("pl", "core.err.not_your_decision", ARMY, "muszą"),
    ("pl", "core.err.not_your_decision", TERM, "musi"),
    ("uk", "cca.status.wait.cca.replenish", ARMY, "поповнять"),
    ("uk", "cca.status.wait.cca.replenish", TERM, "поповнить"),
    ("uk", "cca.err.wrong_step", ARMY, "мають"),
    ("uk", "core.ev.lapsed", FRENCH, "ідуть"),
    ("hu", "cca.status.turn_in.move", ARMY, "mozognak"),
    ("hu", "cca.status.turn_in.move", TERM, "mozog"),
]


@pytest.mark.parametrize(("lang", "key", "side", "verb"), CASES)
def test_present_verb_agrees_with_the_side(lang: str, key: str, side: SideRef, verb: str) -> None:
    text = render(Msg(key, {"turn": 3, "side": side, "card": "x"}), lang)
    words = text.replace(".", " ").replace(":", " ").split()
    assert verb in words, text


RESTS = [("pl", "odpoczywają"), ("uk", "відпочивають"), ("hu", "pihennek")]


@pytest.mark.parametrize(("lang", "verb"), RESTS)
def test_a_plural_army_rests_in_the_plural(lang: str, verb: str) -> None:
    # as the rules give it: the side's id, and its reference beside it (engine.afde.labels.named)
    text = render(Msg("afde.rest.placed", {"side": "french", "side_name": FRENCH, "units": "Ar"}), lang)
    assert verb in text.replace(":", " ").split(), text


def test_the_transcript_form_stays_the_id() -> None:
    assert Msg("cca.status.turn_in.battle", {"turn": 3, "side": ARMY}).to_json()["params"]["side"] == "north"
