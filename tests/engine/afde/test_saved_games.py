"""Games saved by the release before the rules kernel (tag ``pre-kernel``, 77856e2) keep working.

``fixtures/pre_kernel_states.json`` holds states that release dumped from seeded random games of the
demo (made by running it with PYTHONPATH at a checkout of the tag): one waiting for an initiative choice
(6.C) and one in the middle of a melee, waiting for a retreat (10.7). Each must load, owe the same
decisions, and play on to the end of the battle.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.afde.invariants import assert_invariants

from .helpers import R

FIXTURE = Path(__file__).parent / "fixtures" / "pre_kernel_states.json"
SAVED: dict[str, Any] = json.loads(FIXTURE.read_text())


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_state_saved_by_the_pre_kernel_release_loads_and_plays_on(name: str) -> None:
    saved = SAVED[name]
    st = R.load(saved["state"])
    assert_invariants(st)
    owed = [[p.side, p.kind, [c.order for c in p.choices]] for p in R.pending(st)]
    assert owed == saved["pending"]
    assert R.load(R.dump(st)) == st
    rng = random.Random(saved["seed"])
    for n in range(2000):
        if R.result(st) is not None:
            break
        p = rng.choice(R.pending(st))
        st = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order)).state
        if n % 50 == 0:
            assert_invariants(st)
            assert R.load(json.loads(json.dumps(R.dump(st)))) == st
    assert R.result(st) is not None


@pytest.mark.parametrize("name", sorted(SAVED))
def test_a_pre_kernel_save_is_migrated_to_the_agenda(name: str) -> None:
    """The old task stack ([name, *args] lists) and decisions owed become the kernel's typed tasks."""
    saved = SAVED[name]["state"]
    st = R.load(saved)
    kinds = [t.kind for t in st.agenda.stack]
    assert kinds[:-1] == [f"afde.{t[0]}" for t in saved["tasks"]]
    assert kinds[-1] == "afde.owed"
    assert [a.kind for a in st.agenda.asks] == [f"afde.{a['kind']}" for a in saved["asks"]]
    data = R.dump(st)
    assert "tasks" not in data and "asks" not in data and data["format"] == "afde-2014/2"
    assert R.load(json.loads(json.dumps(data))) == st
