"""Independent acceptance cases for Au fil de l'Épée, written as transcripts.

Each ``tests/acceptance/afde/*.toml`` file is a transcript (docs/transcripts.md: ``system``, ``scenario``
inline, ``dice``, ``steps``, ``options``) with one extra top-level table, ``[expect]``, which the engine
ignores and this runner checks against the JSON that ``hexwar transcript FILE`` prints. A header comment in
every file cites the digest section and the rulebook bracket (/work/shared/rules/afde.md) it exercises.
d10 faces are scripted 0–9 (0 is zero); the initiative 2d6 as 1–6. File names group the cases: ``a`` command
and activation, ``b`` Phase B, ``c`` initiative (Phase C), ``d`` the demo scenario, ``e`` Phase E (rest,
rally, rout moves), ``f`` fire, ``l`` leaders, ``m`` movement and stacking, ``o`` rules options, ``p`` the
rulebook's worked examples, ``r`` results, flights and routs, ``x`` melee and charges.

The ``[expect]`` keys (all optional; step indices are 0-based and written as strings in tables):

``refused = [3, 5]``
    these steps must be refused (``ok == false``); every other step must succeed.
``refused_rule = { "3" = "AFdE 8.1" }`` / ``refused_type = { "3" = "IllegalAction" }``
    the refused step's error cites a rule starting with this text / has this error type.
``refused_key = { "3" = "afde.fire.melee_not_front" }``
    the refused step's error has this message key: the reason, not a generic "not possible now".
``[expect.unit.F1]`` ``hex``, ``side``, ``kind``, ``strength``, ``facing``, ``markers``, ``no_markers``
    the unit counter with that id in the final view: each given field equals the view's (``facing = -1``
    means no facing); ``markers`` must all be present, ``no_markers`` all absent.
``gone = ["F2"]``
    no counter with these ids on the map (eliminated, left the map).
``empty = ["0605"]``
    no combat-unit counter on these hexes.
``[expect.leader.FL0]``
    the same fields as units (plus ``attached_to``) for a leader counter.
``score = { french = 3 }`` / ``sides = { french = { demonte = 1 } }``
    ``view.sides[].score`` and other per-side figures.
``public = { step = "D1", initiative = { case = "C.4" } }``
    entries of ``view.public``; tables are compared as subsets, everything else exactly.
``turn = 2``
    the view's turn number.
``winner = "french"``
    the result's winner; ``"draw"`` for a finished game without a winner; ``"none"`` when not over.
``pending = "afde.retreat"`` / ``pending_side = "english"`` / ``pending_role = "Fenner"``
    kind, side and role (banner) of the first decision owed at the end.
``choices = ["retreat 0711"]`` / ``no_choices = ["retreat 0709"]``
    orders that must / must not be among the first pending prompt's choices (canonical order text).
``rolls = { "4" = ["melee", "rally"] }``
    the purposes of that step's rolls, in order: each entry must be a prefix of the roll's purpose.
``events = { "4" = ["afde.unit.routed"] }`` / ``no_events = { "4" = ["afde.melee.advance"] }``
    message keys that must / must not appear among that step's events.
``params = { "4" = [{ key = "afde.melee.roll", total = 11, defender = "D+R" }] }``
    for each table, some event of that step has this key and (at least) these parameter values.
``dice_left = false``
    when true (default), every scripted die must have been used: a case scripts exactly the dice the
    digest says will be rolled (an unused die means the engine rolled fewer dice than the rule).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from . import casebook

HERE = Path(__file__).parent / "afde"
CASES = sorted(HERE.glob("*.toml"))
FIELDS = ("hex", "side", "kind", "strength", "attached_to")


def _counter(view: dict[str, Any], cid: str) -> dict[str, Any] | None:
    for c in view["map"]["counters"]:
        if c["id"] == cid:
            return c
    return None


def _is_leader(c: dict[str, Any]) -> bool:
    return bool(c.get("leader")) or c.get("kind") == "leader"


def _subset(got: Any, want: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and _subset(got[k], v) for k, v in want.items())
    return bool(got == want)


def _check_counter(view: dict[str, Any], cid: str, want: dict[str, Any]) -> list[str]:
    c = _counter(view, cid)
    if c is None:
        return [f"{cid}: no counter on the map"]
    bad: list[str] = []
    for k in FIELDS:
        if k in want and c.get(k) != want[k]:
            bad.append(f"{cid}: {k} {c.get(k)!r}, expected {want[k]!r}")
    if "facing" in want:
        facing = -1 if c.get("facing") is None else c["facing"]
        if facing != want["facing"]:
            bad.append(f"{cid}: facing {facing!r}, expected {want['facing']!r}")
    markers = set(c.get("markers") or [])
    bad += [
        f"{cid}: marker {m!r} missing (has {sorted(markers)})"
        for m in want.get("markers", [])
        if m not in markers
    ]
    bad += [f"{cid}: marker {m!r} present" for m in want.get("no_markers", []) if m in markers]
    return bad


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
        rule = (steps[int(key)].get("error") or {}).get("rule") or ""
        if not rule.startswith(want):
            bad.append(f"step {key}: error rule {rule!r}, expected {want!r}")
    for key, want in exp.get("refused_key", {}).items():
        got = (steps[int(key)].get("error") or {}).get("key")
        if got != want:
            bad.append(f"step {key}: error key {got!r}, expected {want!r}")
    for key, want in exp.get("refused_type", {}).items():
        typ = (steps[int(key)].get("error") or {}).get("type")
        if typ != want:
            bad.append(f"step {key}: error type {typ!r}, expected {want!r}")
    view = out["view"]
    for cid, want in exp.get("unit", {}).items():
        bad += _check_counter(view, cid, want)
        c = _counter(view, cid)
        if c is not None and _is_leader(c):
            bad.append(f"{cid} is a leader counter")
    for cid, want in exp.get("leader", {}).items():
        bad += _check_counter(view, cid, want)
    for cid in exp.get("gone", []):
        c = _counter(view, cid)
        if c is not None:
            bad.append(f"{cid} should be off the map, is on {c['hex']}")
    for hexlabel in exp.get("empty", []):
        for c in view["map"]["counters"]:
            if c["hex"] == hexlabel and not _is_leader(c):
                bad.append(f"{hexlabel} should be empty, holds {c['id']}")
    by_side = {s["side"]: s for s in view["sides"]}
    for side, want in exp.get("score", {}).items():
        if by_side[side].get("score") != want:
            bad.append(f"{side} score {by_side[side].get('score')}, expected {want}")
    for side, figures in exp.get("sides", {}).items():
        for k, want in figures.items():
            if by_side[side].get(k) != want:
                bad.append(f"{side} {k} {by_side[side].get(k)!r}, expected {want!r}")
    for k, want in exp.get("public", {}).items():
        if not _subset(view["public"].get(k), want):
            bad.append(f"public {k} {view['public'].get(k)!r}, expected {want!r}")
    if "turn" in exp and view["turn"] != exp["turn"]:
        bad.append(f"turn {view['turn']}, expected {exp['turn']}")
    if "winner" in exp:
        res = out["result"]
        got = "none" if res is None else (res["winner"] or "draw")
        if got != exp["winner"]:
            bad.append(f"result {got!r}, expected {exp['winner']!r}")
    pend = out["pending"]
    first = pend[0] if pend else None
    for key, field in (("pending", "kind"), ("pending_side", "side"), ("pending_role", "role")):
        if key in exp and (first is None or first.get(field) != exp[key]):
            bad.append(f"pending {field} {first and first.get(field)!r}, expected {exp[key]!r}")
    orders = [c["order"] for c in first["choices"]] if first and isinstance(first["choices"], list) else []
    bad += [f"choice {o!r} missing from {orders}" for o in exp.get("choices", []) if o not in orders]
    bad += [f"choice {o!r} offered" for o in exp.get("no_choices", []) if o in orders]
    for key, want in exp.get("rolls", {}).items():
        got_rolls = [r["purpose"] for r in steps[int(key)].get("rolls", [])]
        same = len(got_rolls) == len(want)
        if same and not all(g.startswith(w) for g, w in zip(got_rolls, want, strict=True)):
            same = False
        if not same:
            bad.append(f"step {key} rolls {got_rolls}, expected {want}")
    bad += casebook.event_problems(exp, steps)
    for key, wants in exp.get("params", {}).items():
        evs = steps[int(key)].get("events", [])
        for want in wants:
            params = {k: v for k, v in want.items() if k != "key"}
            if not any(e["key"] == want["key"] and _subset(e["params"], params) for e in evs):
                seen = [e["params"] for e in evs if e["key"] == want["key"]]
                bad.append(f"step {key}: no {want['key']} event with {params} (seen {seen})")
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
