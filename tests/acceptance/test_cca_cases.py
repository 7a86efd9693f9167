"""Independent acceptance cases for Commands & Colors: Ancients, written as transcripts.

Each ``tests/acceptance/cca/*.toml`` file is a transcript (docs/transcripts.md: ``system``, ``scenario``
inline, ``dice``, ``steps``, ``options``) with one extra top-level table, ``[expect]``, which the engine
ignores and this runner checks against the JSON that ``hexwar transcript FILE`` prints. A header comment in
every file quotes the digest rule (/work/shared/rules/cca.md) the case exercises. Cases kept in
``tests/acceptance/cca/pending/`` (rulebook readings the engine does not follow yet) are not run.

The ``[expect]`` keys (all optional; step indices are 0-based and written as strings in tables):

``refused = [3, 5]``
    these steps must be refused (``ok == false``); every other step must succeed.
``refused_rule = { "3" = "CCA 7/a" }``
    the refused step's error cites a rule starting with this text.
``refused_type = { "3" = "IllegalAction" }``
    the refused step's error type.
``units = { E5 = "south HI 4" }``
    the final view has a unit counter on that hex with this side, kind and strength (blocks).
``empty = ["E6"]``
    no unit counter on these hexes.
``leaders = { E5 = "south" }`` / ``no_leader = ["E5"]``
    a leader counter of that side on the hex / no leader counter there.
``score = { south = 1, north = 0 }``
    banners in ``view.sides[].score``.
``sides = { south = { command = 6, hand_size = 3 } }``
    other public per-side figures of ``view.sides[]``.
``public = { draw_pile = 2 }``
    entries of ``view.public`` (compared exactly).
``winner = "south"``
    the result's winner; ``"draw"`` for a finished game without a winner; ``"none"`` for a game that is
    not over.
``pending = "cca.retreat"`` / ``pending_side = "north"``
    kind and side of the first decision owed at the end.
``choices = ["advance"]`` / ``no_choices = ["bonus F5"]``
    orders that must / must not be among the first pending prompt's choices (canonical order text).
``rolls = { "4" = [5, 1] }``
    the number of dice in each roll made by that step, in order.
``events = { "4" = ["cca.ev.retreated"] }`` / ``no_events = { "4" = ["cca.ev.advanced"] }``
    message keys that must / must not appear among that step's events.
``private_empty = true`` / ``hidden = ["first-strike", "First Strike"]``
    the channel view carries no private data / none of these texts appears in the channel view nor in any
    step's public events (those without ``private_to``), case-insensitively.
``dice_left = false``
    when true (default), every scripted die must have been used: a case scripts exactly the dice the
    digest says will be rolled (an unused die means the engine rolled fewer dice than the rule).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from . import casebook

HERE = Path(__file__).parent / "cca"
CASES = sorted(HERE.glob("*.toml"))


def _unit_at(view: dict[str, Any], hexlabel: str) -> dict[str, Any] | None:
    for c in view["map"]["counters"]:
        if c["hex"] == hexlabel and c["kind"] != "LDR":
            return c
    return None


def _leader_at(view: dict[str, Any], hexlabel: str) -> dict[str, Any] | None:
    for c in view["map"]["counters"]:
        if c["hex"] == hexlabel and c["kind"] == "LDR":
            return c
    return None


def check(data: dict[str, Any], out: dict[str, Any]) -> list[str]:
    """Every way the transcript output departs from the case's ``[expect]`` table."""
    exp = data.get("expect", {})
    bad: list[str] = []
    steps = out["steps"]
    refused = set(exp.get("refused", []))
    for st in steps:
        i = st["index"]
        if i in refused and st["ok"]:
            bad.append(f"step {i} {st['order']!r} should be refused but was accepted")
        if i not in refused and not st["ok"]:
            bad.append(f"step {i} {st['order']!r} refused: {st['error'].get('text')}")
    for key, want in exp.get("refused_rule", {}).items():
        st = steps[int(key)]
        rule = (st.get("error") or {}).get("rule") or ""
        if not rule.startswith(want):
            bad.append(f"step {key}: error rule {rule!r}, expected {want!r}")
    for key, want in exp.get("refused_type", {}).items():
        st = steps[int(key)]
        typ = (st.get("error") or {}).get("type")
        if typ != want:
            bad.append(f"step {key}: error type {typ!r}, expected {want!r}")
    view = out["view"]
    for hexlabel, want in exp.get("units", {}).items():
        c = _unit_at(view, hexlabel)
        got = None if c is None else f"{c['side']} {c['kind']} {c['strength']}"
        if got != want:
            bad.append(f"unit on {hexlabel}: {got!r}, expected {want!r}")
    for hexlabel in exp.get("empty", []):
        c = _unit_at(view, hexlabel)
        if c is not None:
            bad.append(f"{hexlabel} should be empty, holds {c['side']} {c['kind']} {c['strength']}")
    for hexlabel, want in exp.get("leaders", {}).items():
        c = _leader_at(view, hexlabel)
        if c is None or c["side"] != want:
            bad.append(f"leader on {hexlabel}: {c and c['side']!r}, expected {want!r}")
    for hexlabel in exp.get("no_leader", []):
        if _leader_at(view, hexlabel) is not None:
            bad.append(f"{hexlabel} should hold no leader")
    by_side = {s["side"]: s for s in view["sides"]}
    for side, want in exp.get("score", {}).items():
        if by_side[side].get("score") != want:
            bad.append(f"{side} banners {by_side[side].get('score')}, expected {want}")
    for side, figures in exp.get("sides", {}).items():
        for k, want in figures.items():
            if by_side[side].get(k) != want:
                bad.append(f"{side} {k} {by_side[side].get(k)!r}, expected {want!r}")
    for k, want in exp.get("public", {}).items():
        if view["public"].get(k) != want:
            bad.append(f"public {k} {view['public'].get(k)!r}, expected {want!r}")
    if "winner" in exp:
        res = out["result"]
        got = "none" if res is None else (res["winner"] or "draw")
        if got != exp["winner"]:
            bad.append(f"result {got!r}, expected {exp['winner']!r}")
    pend = out["pending"]
    first = pend[0] if pend else None
    if "pending" in exp and (first is None or first["kind"] != exp["pending"]):
        bad.append(f"pending {first and first['kind']!r}, expected {exp['pending']!r}")
    if "pending_side" in exp and (first is None or first["side"] != exp["pending_side"]):
        bad.append(f"pending side {first and first['side']!r}, expected {exp['pending_side']!r}")
    choices = first.get("choices") if first else None
    orders = [c["order"] for c in choices] if isinstance(choices, list) else []
    bad += [f"choice {o!r} missing from {orders}" for o in exp.get("choices", []) if o not in orders]
    bad += [f"choice {o!r} offered" for o in exp.get("no_choices", []) if o in orders]
    for key, want in exp.get("rolls", {}).items():
        got_rolls = [len(r["faces"]) for r in steps[int(key)].get("rolls", [])]
        if got_rolls != want:
            bad.append(f"step {key} rolls {got_rolls}, expected {want}")
    bad += casebook.event_problems(exp, steps)
    if exp.get("private_empty") and view.get("private"):
        bad.append(f"channel view has private data: {sorted(view['private'])}")
    public_text = json.dumps(view).lower() + "".join(
        json.dumps(e).lower() for st in steps for e in st.get("events", []) if not e.get("private_to")
    )
    bad += [f"{h!r} is visible to the channel" for h in exp.get("hidden", []) if h.lower() in public_text]
    bad += casebook.dice_problems(data, exp, steps)
    return bad


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    bad = casebook.case_problems(path, check)
    assert not bad, f"{path.name}:\n  " + "\n  ".join(bad)


def test_cli_prints_the_same_json() -> None:
    """The examiner runs cases through ``hexwar transcript FILE``; its JSON is what the runner checks."""
    assert not casebook.cli_problems(CASES[0], check)


if __name__ == "__main__":
    raise SystemExit(casebook.main(sys.argv[1:], check))
