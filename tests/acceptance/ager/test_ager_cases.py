"""Acceptance cases for Ager Sanguinis, written as transcripts (docs/transcripts.md) with an ``[expect]``
table this runner checks against the JSON ``hexwar transcript FILE`` prints. Each file's header cites
the digest section and the rulebook bracket (/work/shared/rules/ager-sanguinis.md) it exercises.

``[expect]`` keys: ``refused`` (step indices that must be refused), ``events`` / ``params`` (per step:
message keys, and some event with these parameter values), ``pending`` (the first decision owed at the
end), ``winner``, ``[expect.unit.<id>]`` (``hex``, ``facing``, ``markers`` of that character's counter),
``gone`` (no counter), ``dice_left`` (default: every scripted die is used), ``errors`` (per refused step:
the refusal's ``key`` and/or ``rule``), ``choices`` (the orders the first decision owed at the end offers)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.acceptance import casebook

HERE = Path(__file__).parent
CASES = sorted(HERE.glob("*.toml"))


def check(data: dict[str, Any], out: dict[str, Any]) -> list[str]:
    exp = data["expect"]
    steps = out["steps"]
    bad: list[str] = []
    refused = set(exp.get("refused", []))
    for s in steps:
        if s["ok"] == (s["index"] in refused):
            bad.append(f"step {s['index']} ({s['order']}): ok={s['ok']} {s.get('error', {}).get('text', '')}")
    for key, want in exp.get("errors", {}).items():
        err = steps[int(key)].get("error", {})
        bad += [
            f"step {key}: error {k} {err.get(k)!r}, not {v!r}" for k, v in want.items() if err.get(k) != v
        ]
    for key, wants in exp.get("params", {}).items():
        evs = steps[int(key)].get("events", [])
        for want in wants:
            params = {k: v for k, v in want.items() if k != "key"}
            if not any(e["key"] == want["key"] and params.items() <= e["params"].items() for e in evs):
                bad.append(f"step {key}: no {want['key']} with {params}")
    counters = {c["id"]: c for c in out["view"]["map"]["counters"]}
    for cid, want in exp.get("unit", {}).items():
        got = counters.get(cid)
        if got is None:
            bad.append(f"{cid} is not on the map")
            continue
        bad += [f"{cid}.{k}: {got.get(k)!r}, expected {v!r}" for k, v in want.items() if got.get(k) != v]
    bad += [f"{cid} is still on the map" for cid in exp.get("gone", []) if cid in counters]
    if "winner" in exp:
        res = out["result"]
        got = "none" if res is None else (res["winner"] or "draw")
        if got != exp["winner"]:
            bad.append(f"result {got!r}, expected {exp['winner']!r}")
    pend = out["pending"]
    if "pending" in exp and (not pend or pend[0]["kind"] != exp["pending"]):
        bad.append(f"pending {pend[0]['kind'] if pend else None!r}, expected {exp['pending']!r}")
    offered = [c["order"] for c in pend[0].get("choices", [])] if pend else []
    if "choices" in exp and offered != exp["choices"]:
        bad.append(f"choices {offered}, expected {exp['choices']}")
    bad += casebook.event_problems(exp, steps)
    bad += casebook.dice_problems(data, exp, steps)
    return bad


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    bad = casebook.case_problems(path, check)
    assert not bad, f"{path.name}:\n  " + "\n  ".join(bad)


def test_cli_prints_the_same_json() -> None:
    assert not casebook.cli_problems(CASES[0], check)
