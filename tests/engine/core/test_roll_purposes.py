"""What a roll is for reads in the reader's language (the scripted dice running out before it), while
the recorded roll and every transcript keep the purpose as printed ("melee at 0506", "melee HI")."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator

import pytest

from engine.core.dice import Dice, Roll, roll_for
from engine.core.messages import Msg, render_checked
from engine.core.refs import Phrase, TermRef
from engine.registry import get_ruleset

CYRILLIC = re.compile(r"[\u0400-\u04FF]")


def _rolls(system: str, seed: int, steps: int = 300) -> Iterator[Roll]:
    """Every roll of a seeded random game of ``system``."""
    ruleset = get_ruleset(system)
    rng = random.Random(seed)
    state = ruleset.new_game(ruleset.scenarios()[0].id, seed, {})
    for _ in range(steps):
        prompts = ruleset.pending(state) if ruleset.result(state) is None else []
        if not prompts:
            return
        prompt = rng.choice(prompts)
        order = rng.choice(prompt.choices).order
        tr = ruleset.apply(state, prompt.side, ruleset.parse(state, prompt.side, order))
        yield from tr.rolls
        state = tr.state


def test_a_purpose_is_its_printed_text_and_a_message() -> None:
    why = roll_for("melee HI", "cca.roll.battle", mode="melee", unit=TermRef("HI", "cca", "unit"))
    roll, _dice = Dice.scripted([3]).roll(1, 6, why)
    assert roll.purpose == "melee HI"
    saved = roll.to_json()
    assert type(saved["purpose"]) is str and json.dumps(saved["purpose"]) == '"melee HI"'
    assert Msg("core.ev.script_ended", {"purpose": why}).to_json()["params"] == {"purpose": "melee HI"}
    ran_out = Msg("core.ev.script_ended", {"purpose": why})
    text, problems = render_checked(ran_out, "pl")
    assert "przed rzutem na walkę wręcz (ciężka piechota)" in text and problems == []
    assert "ближній бій (важка піхота)" in render_checked(ran_out, "uk")[0]


@pytest.mark.parametrize("system", ["cca", "afde", "gboh"])
def test_every_roll_of_a_game_says_its_purpose_in_each_language(system: str) -> None:
    keys: set[str] = set()
    for seed in (1, 2, 3):
        for roll in _rolls(system, seed):
            if not roll.sides:  # a shuffle: never scripted, never shown
                continue
            why = roll.purpose
            assert isinstance(why, Phrase) and len(why.parts) == 1, why
            part = why.parts[0]
            assert isinstance(part, Msg) and part.key.startswith(f"{system}.roll."), why
            keys.add(part.key)
            english = render_checked(part, "en")[0]
            for lang in ("pl", "hu", "uk"):
                text, problems = render_checked(part, lang)
                assert problems == [], (why, lang, problems)
                assert text != english or not re.search(r"[a-z]{3}", english), (why, lang, text)
                if lang == "uk":
                    assert CYRILLIC.search(text), (why, text)
    assert len(keys) >= 2, keys
