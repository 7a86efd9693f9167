"""Prompts that name what they mean, over every registered system: in seeded random playouts of each
system's first scenario, every prompt's question cites the rule that asks it, every warning an order
carries (what it would forfeit) cites its rule, and every refusal of an offered order's neighbour (the
same order aimed somewhere it cannot go) cites the rule that refuses it.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import registry
from engine.core.errors import IllegalAction, RulesError

SEEDS = (1, 2)
MAX_STEPS = 60


def _playout(name: str, seed: int) -> list[tuple[Any, Any]]:
    """(ruleset, state) at each step of ``seed``'s game, before the order played there."""
    rs = registry.get_ruleset(name)
    rng = random.Random(seed)
    state = rs.setup(rs.scenarios()[0].id, seed, {}).state
    out = []
    for _ in range(MAX_STEPS):
        prompts = rs.pending(state)
        if rs.result(state) is not None or not prompts:
            break
        out.append((rs, state))
        p = rng.choice(prompts)
        order = rng.choice(p.choices).order
        state = rs.apply(state, p.side, rs.parse(state, p.side, order)).state
    return out


@pytest.mark.parametrize("name", list(registry.SYSTEMS))
def test_every_prompt_cites_its_rule(name: str) -> None:
    missing: set[str] = set()
    for seed in SEEDS:
        for rs, state in _playout(name, seed):
            missing |= {p.kind for p in rs.pending(state) if not p.msg.rule}
    assert not missing, f"prompts without a rule citation: {sorted(missing)}"


@pytest.mark.parametrize("name", list(registry.SYSTEMS))
def test_every_warning_cites_its_rule(name: str) -> None:
    seen = 0
    for seed in SEEDS:
        for rs, state in _playout(name, seed):
            for p in rs.pending(state):
                for c in p.choices:
                    w = rs.warning(state, p.side, rs.parse(state, p.side, c.order))
                    if w is not None:
                        seen += 1
                        assert w.rule, f"{p.kind}: the warning of {c.order!r} cites no rule ({w.key})"
    assert seen, "no order forfeited anything in these playouts"


def _neighbours(order: str) -> list[str]:
    """The order aimed at a hex that is not on the map, and with its last word dropped."""
    words = order.split()
    if len(words) < 2:
        return []
    return [" ".join([*words[:-1], "9999"]), " ".join(words[:-1])]


@pytest.mark.parametrize("name", list(registry.SYSTEMS))
def test_every_refusal_of_a_rule_cites_it(name: str) -> None:
    uncited: set[str] = set()
    for seed in SEEDS:
        for rs, state in _playout(name, seed)[::3]:
            for p in rs.pending(state):
                for c in p.choices[:6]:
                    for order in _neighbours(c.order):
                        try:
                            rs.apply(state, p.side, rs.parse(state, p.side, order))
                        except IllegalAction as err:
                            if not err.msg.rule:
                                uncited.add(err.msg.key)
                        except RulesError:
                            pass
    assert not uncited, f"refusals without a rule citation: {sorted(uncited)}"
