"""Mangled orders in whole random games of every registered system: whatever a player types, the engine
refuses it with its own error (never a crash), changes nothing, and the refusal reads in every language.

The orders tried are the offered ones bent the way players bend them: a word swapped for a Unicode digit,
a superscript, a wrong hex, a word cut off or added, a stray separator. The suite plays a small seeded
share (``GAMES`` from seed ``FIRST``); ``bench/soak.py`` plays on with the seeds after it.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine import registry
from engine.core.errors import RulesError
from engine.core.messages import render_checked

LANGS = ("en", "pl", "hu", "uk")
FIRST = 1
GAMES = 2  # per system in the suite, each of every scenario of the system
MAX_STEPS = 400
EVERY = 9  # mangled orders are tried every EVERY steps, TRIES at a time
TRIES = 3

WORDS = ("²", "١٢", "１２", "Ⅻ", "0000", "9999", "-1", "Z", "é", "x" * 80, "0101", "top", "bottom", "N")
WHOLE = ("", "   ", "²", ";", "a;b", "move", "move ²", "face 0610 ²", "ignore ²", "done done", "pass x")


def mangle(rng: random.Random, order: str) -> str:
    """``order`` bent the way a player might type it wrong."""
    words = order.split()
    roll = rng.random()
    if roll < 0.35 and words:
        words[rng.randrange(len(words))] = rng.choice(WORDS)
    elif roll < 0.55 and len(words) > 1:
        words = words[:-1]
    elif roll < 0.75:
        words.append(rng.choice(WORDS))
    else:
        return rng.choice(WHOLE)
    return " ".join(words)


@dataclass
class Findings:
    steps: int = 0
    tried: int = 0
    problems: list[str] = field(default_factory=list)


def _dump(rs: Any, state: Any) -> str:
    return json.dumps(rs.dump(state), sort_keys=True, default=str)


def _start(rs: Any, scenario: str, seed: int) -> Any:
    setup = getattr(rs, "setup", None)
    return setup(scenario, seed, {}).state if callable(setup) else rs.new_game(scenario, seed, {})


def play(system: str, scenario: str, seed: int, max_steps: int = MAX_STEPS) -> Findings:
    """One random game of ``scenario`` with mangled orders tried along the way; what went wrong."""
    rs = registry.get_ruleset(system)
    rng = random.Random(seed)
    state = _start(rs, scenario, seed)
    out = Findings()
    sides = list(rs.sides(state))
    while rs.result(state) is None and out.steps < max_steps:
        prompts = rs.pending(state)
        p = rng.choice(prompts)
        if out.steps % EVERY == 0:
            before = _dump(rs, state)
            for _ in range(TRIES):
                order, side = mangle(rng, rng.choice(p.choices).order), rng.choice(sides)
                out.tried += 1
                where = f"{system} {scenario} seed {seed} step {out.steps}: {side} {order!r}"
                try:
                    rs.apply(state, side, rs.parse(state, side, order))
                except RulesError as exc:
                    for lang in LANGS:
                        _text, found = render_checked(exc.msg, lang)
                        out.problems.extend(f"{where}: {lang}: {x}" for x in found)
                except Exception as exc:  # the finding itself: anything but a rules error
                    out.problems.append(f"{where}: {type(exc).__name__}: {exc}")
                if _dump(rs, state) != before:
                    out.problems.append(f"{where}: the game changed")
        state = rs.apply(state, p.side, rs.parse(state, p.side, rng.choice(p.choices).order)).state
        out.steps += 1
    return out


def _cases() -> list[Any]:
    return [
        pytest.param(name, sc.id, id=f"{name}-{sc.id}")
        for name in registry.SYSTEMS
        for sc in registry.get_ruleset(name).scenarios()
    ]


@pytest.mark.parametrize(("system", "scenario"), _cases())
def test_mangled_orders_are_refused_cleanly(system: str, scenario: str) -> None:
    tried = 0
    for seed in range(FIRST, FIRST + GAMES):
        found = play(system, scenario, seed)
        assert found.problems == [], "\n".join(found.problems[:20])
        tried += found.tried
    assert tried >= 2 * TRIES  # the games were long enough to try some
