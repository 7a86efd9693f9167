"""Seeded random playouts of the GBoH demo scenarios end in a result with no error (the full 200 of each
are in bench/gboh_playout.py)."""

from __future__ import annotations

import random

import pytest

from engine.gboh import RULESET

MAX_ORDERS = 5000


def playout(scenario: str, seed: int) -> tuple[int, object]:
    rng = random.Random(seed)
    st = RULESET.setup(scenario, seed, {}).state
    n = 0
    while RULESET.result(st) is None:
        prompts = RULESET.pending(st)
        assert prompts, f"seed {seed}: no decision owed and no result"
        p = rng.choice(prompts)
        o = rng.choice(p.choices).order
        st = RULESET.apply(st, p.side, RULESET.parse(st, p.side, o)).state
        n += 1
        assert n < MAX_ORDERS, f"seed {seed}: no result after {MAX_ORDERS} orders"
    return n, RULESET.result(st)


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("scenario", [s.id for s in RULESET.scenarios()])
def test_a_seeded_random_game_ends_in_a_result(scenario: str, seed: int) -> None:
    n, result = playout(scenario, seed)
    assert result is not None and n > 10
