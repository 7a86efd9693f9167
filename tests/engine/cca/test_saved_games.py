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
