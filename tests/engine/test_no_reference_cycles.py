"""Playing leaves no reference cycles, in every system and scenario: each state and step an order makes is
freed as soon as it is dropped. A cycle (a recursive closure that reads the state is the usual one)
keeps whole game states alive until the garbage collector finds them, which made CCA's random playouts
collect garbage three times as often."""

from __future__ import annotations

import gc
import random
from collections import Counter

import pytest

from engine import registry

CASES = [
    (system, info.id) for system in registry.available() for info in registry.get_ruleset(system).scenarios()
]


@pytest.mark.parametrize(("system", "scenario"), CASES)
def test_orders_leave_no_cyclic_garbage(system: str, scenario: str) -> None:
    rs = registry.get_ruleset(system)
    rnd = random.Random(7)
    state = rs.new_game(scenario, 7, {})
    gc.collect()
    was_enabled, flags = gc.isenabled(), gc.get_debug()
    gc.disable()
    gc.set_debug(gc.DEBUG_SAVEALL)  # what a collection finds is kept in gc.garbage, to be looked at
    try:
        for _ in range(250):
            if rs.result(state) is not None:
                break
            p = rnd.choice(rs.pending(state))
            state = rs.apply(state, p.side, rs.parse(state, p.side, rnd.choice(p.choices).order)).state
        gc.collect()
        found = Counter(type(o).__name__ for o in gc.garbage)
    finally:
        gc.garbage.clear()
        gc.set_debug(flags)
        if was_enabled:
            gc.enable()
    assert not found, f"{system} {scenario}: orders left cyclic garbage: {found.most_common(8)}"
