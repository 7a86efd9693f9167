"""Words the AFdE engine puts in its messages read in the reader's language: an empty list of units or
modifiers ("none"), a roll passed or failed, how a unit is eliminated, a melee's stage, a leader's fate,
why a unit faces again, a battle without winner. Transcripts keep printing the English word."""

from __future__ import annotations

import pytest

from engine.afde.labels import NONE, named
from engine.core.messages import Msg, render_checked
from tests.engine.afde.helpers import new

LANGS = ("pl", "hu", "uk")


def _msg(key: str, **params: object) -> Msg:
    st = new("saint-aubin", seed=1)
    return Msg(f"afde.{key}", named(st, params))


def _english_free(m: Msg, *english: str) -> None:
    en, problems = render_checked(m, "en")
    assert not problems
    for word in english:
        assert word in en
    for lang in LANGS:
        text, problems = render_checked(m, lang)
        assert not problems, (lang, problems)
        for word in english:
            assert word not in text, (lang, text)


def test_6_a_command_check_without_uncommanded_units_says_none_in_each_language():
    m = _msg("phase.command", uncommanded=NONE)
    _english_free(m, "units: none")
    assert m.to_json()["params"]["uncommanded"] == "none"
    assert m.to_json()["params"]["uncommanded_name"] == "none"


def test_11_2_a_side_resting_no_unit_says_none_in_each_language():
    m = _msg("rest.placed", side="french", units=NONE)
    _english_free(m, ": none")
    assert m.to_json()["params"]["units"] == "none"


def test_9_3_a_fire_roll_without_modifiers_says_none_in_each_language():
    m = _msg("fire.roll", firers=[], target="0505", targets=[], roll=3, mods=NONE, total=3, range=2,
             shift=0, column=2, result="-")  # fmt: skip
    _english_free(m, "modifiers none")
    assert m.to_json()["params"]["mods"] == "none"


def test_6_d_an_activation_without_acting_units_says_none_in_each_language():
    m = _msg("activation.start", leader="nobody", name="x", units=NONE)
    _english_free(m, "with none")


@pytest.mark.parametrize(
    ("key", "params", "english", "plain"),
    [
        (
            "melee.reaction",
            {"unit": "u", "charger": "c", "roll": 3, "quality": 4, "ok": True},
            "passed",
            "passed",
        ),
        ("rally.roll", {"hex": "0505", "roll": 6, "mod": 0, "quality": 4, "ok": False}, "failed", "failed"),
        ("unit.eliminated", {"unit": "u", "how": "off_map"}, "routed off the map", "routed off the map"),
        ("melee.begins", {"stage": "charge", "attackers": [], "defenders": []}, "Charge", "Charge"),
        ("leader.casualty_roll", {"leader": "l", "roll": 2, "fate": "none"}, "no effect", "no effect"),
        ("ask.face", {"unit": "u", "why": "retreat"}, "after its retreat", "after its retreat"),
        ("victory.result", {"winner": "none", "score": "0"}, "nobody", "nobody"),
    ],
)
def test_6_word_parameters_read_in_each_language(key, params, english, plain):
    """§6–§15 results: the catalogue word of a value in each language; transcripts print it in English."""
    m = _msg(key, **params)
    _english_free(m, english)
    name = next(
        k
        for k in m.params
        if k.endswith("_name") and k[: -len("_name")] in ("ok", "how", "stage", "fate", "why", "winner")
    )
    assert m.to_json()["params"][name] == plain
    assert Msg.load(m.dump()) == m


def test_the_words_transcripts_print_are_the_english_catalogue_terms():
    """The rules keep the English words of ``afde.term.word.<param>.<value>`` in their data
    (engine/afde/data/words.toml): the same words, no more, no fewer, as the English catalogue."""
    from engine.afde.labels import words
    from engine.core.messages import catalogue

    terms = [
        tuple(fid.removeprefix("afde-term-word-").split("-", 1))
        for fid in catalogue("en")
        if fid.startswith("afde-term-word-") and fid != "afde-term-word-none"
    ]
    assert len(terms) > 10
    assert {(p, v): Msg(f"afde.term.word.{p}.{v}").text() for p, v in terms} == words()


PLAY_WITHOUT_CATALOGUES = """
import random, sys
from engine.afde import RULESET as R
for seed in (1, 2, 3):
    rng = random.Random(seed)
    st = R.new_game("saint-aubin", seed, {})
    n = 0
    while R.result(st) is None and n < 3000:
        p = rng.choice(R.pending(st))
        orders = [c.order for c in p.choices]
        text = rng.choice([o for o in orders if not o.startswith("face")] or orders)
        st = R.apply(st, p.side, R.parse(st, p.side, text)).state
        n += 1
    assert R.result(st) is not None, n
print(sorted(m for m in sys.modules if m.startswith("fluent")))
"""


def test_playing_a_game_never_loads_the_catalogues():
    """Rendering belongs to the front ends: whole games of legal orders play, with their words
    (fates, stages, tests passed or failed), without a catalogue being read."""
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-c", PLAY_WITHOUT_CATALOGUES], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"
