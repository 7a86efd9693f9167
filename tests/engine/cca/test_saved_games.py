"""Games saved by the release before the rules kernel (tag ``pre-kernel``) load and play on unchanged.

The fixture was written by that release: a random game of the demo (seed 11) dumped after 300 orders,
then the next 60 orders with the decision each answered and the events it gave.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.cca import RULESET as R

FIXTURE = Path(__file__).parent / "data" / "pre_kernel_two_hills_seed11.json"


def _rules_events(keys: list[str]) -> list[str]:
    """The events of the rules themselves (the kernel adds core events, e.g. forced decisions)."""
    return [k for k in keys if k.startswith("cca.")]


def test_e1_a_state_saved_by_the_pre_kernel_release_loads_and_dumps_back_the_same():
    saved = json.loads(FIXTURE.read_text(encoding="utf-8"))["state"]
    s = R.load(saved)
    assert R.dump(s) == saved
    assert R.load(R.dump(s)) == s


def test_e1_a_game_saved_by_the_pre_kernel_release_plays_on_as_it_would_have():
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    s = R.load(data["state"])
    for i, step in enumerate(data["next"]):
        p = R.pending(s)[0]
        assert (p.side, p.kind) == (step["side"], step["kind"]), i
        assert [c.order for c in p.choices] == step["choices"], i
        t = R.apply(s, p.side, R.parse(s, p.side, step["order"]))
        assert _rules_events([e.msg.key for e in t.events]) == _rules_events(step["events"]), i
        s = t.state


def _as_before_the_kernel(task: dict) -> dict:
    """A saved task as the release before the kernel saved that step: a dict named by its short ``t``."""
    from engine.core.saved_agenda import load_task

    short = type(load_task(task)).short  # type: ignore[attr-defined]
    renamed = {"defender": "def"}
    return {
        "t": short,
        **{renamed.get(k, k): list(v) if isinstance(v, list) else v for k, v in task.items() if k != "task"},
    }


def _states_inside_battles(seed: int, wanted: int) -> list:
    """States of a random game of the demo waiting on a step of a battle (a reaction, flags, a retreat...)."""
    import random

    rnd = random.Random(seed)
    s = R.new_game("two-hills", seed, {})
    out = []
    while R.result(s) is None and len(out) < wanted:
        if s.stack:
            out.append(s)
        p = R.pending(s)[0]
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    return out


def test_e1_pending_steps_saved_as_dicts_before_the_kernel_load_as_the_same_tasks():
    kinds = set()
    for seed in (3, 4):
        for s in _states_inside_battles(seed, 60):
            saved = R.dump(s)
            assert saved["stack"] and all("task" in t for t in saved["stack"])
            old = {**saved, "stack": [_as_before_the_kernel(t) for t in saved["stack"]]}
            migrated = R.load(json.loads(json.dumps(old)))
            assert migrated == R.load(saved) == s
            assert R.pending(migrated) == R.pending(s)
            assert R.dump(migrated) == saved
            kinds |= {t["t"] for t in old["stack"]}
    assert {"react", "after", "bb"} <= kinds, kinds


def test_e1_a_battle_back_saved_before_the_kernel_plays_on():
    """The release before the kernel named the defender of a battle back ``def``."""
    data = json.loads(FIXTURE.read_text(encoding="utf-8"))
    s = R.load(data["state"])
    for step in data["next"][:43]:  # to north's battle back at L5 (it answered "nobattleback")
        p = R.pending(s)[0]
        s = R.apply(s, p.side, R.parse(s, p.side, step["order"])).state
    assert R.pending(s)[0].kind == "cca.battleback"
    saved = R.dump(s)
    old = {**saved, "stack": [_as_before_the_kernel(t) for t in saved["stack"]]}
    assert [t["t"] for t in old["stack"]] == ["bb"] and "def" in old["stack"][0]
    again = R.load(old)
    assert [c.order for c in R.pending(again)[0].choices] == ["battleback", "nobattleback"]
    t = R.apply(again, "north", R.parse(again, "north", "battleback"))
    assert "cca.ev.rolled" in [e.msg.key for e in t.events]
