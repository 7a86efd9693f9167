"""What the acceptance runners of every system share: loading a case, the checks that do not depend on
the system (events per step, scripted dice all used), the CLI comparison and a command-line entry."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.transcript import run

Check = Callable[[dict[str, Any], dict[str, Any]], list[str]]


def load(path: Path) -> dict[str, Any]:
    with path.open("rb") as fh:
        return tomllib.load(fh)


def event_problems(exp: dict[str, Any], steps: list[dict[str, Any]]) -> list[str]:
    """``events`` / ``no_events``: message keys that must / must not occur at a step."""
    bad: list[str] = []
    for key, keys in exp.get("events", {}).items():
        have = {e["key"] for e in steps[int(key)].get("events", [])}
        bad += [f"step {key}: event {k} missing (has {sorted(have)})" for k in keys if k not in have]
    for key, keys in exp.get("no_events", {}).items():
        have = {e["key"] for e in steps[int(key)].get("events", [])}
        bad += [f"step {key}: event {k} should not occur" for k in keys if k in have]
    return bad


def dice_problems(data: dict[str, Any], exp: dict[str, Any], steps: list[dict[str, Any]]) -> list[str]:
    """Every scripted die must be used (unless ``dice_left = false``): catches an engine rolling too few."""
    if exp.get("dice_left", True) is not True or "dice" not in data:
        return []
    used = sum(len(r["faces"]) for st in steps for r in st.get("rolls", []) if r.get("scripted"))
    return [] if used == len(data["dice"]) else [f"{used} of {len(data['dice'])} scripted dice used"]


def case_problems(path: Path, check: Check) -> list[str]:
    data = load(path)
    assert "expect" in data, f"{path.name} has no [expect] table"
    return check(data, run(data))


def cli_problems(path: Path, check: Check) -> list[str]:
    """Run the case through ``hexwar transcript FILE`` (as an examiner does) and check its JSON."""
    exe = Path(sys.executable).with_name("hexwar")
    proc = subprocess.run([str(exe), "transcript", str(path)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    return check(load(path), json.loads(proc.stdout))


def main(argv: list[str], check: Check) -> int:
    """Print each named case's departures; exit non-zero if any case departs."""
    status = 0
    for name in argv:
        path = Path(name)
        bad = check(load(path), run(load(path)))
        print(f"{'FAIL' if bad else 'ok  '} {path.name}")
        for b in bad:
            print(f"     {b}")
        status |= bool(bad)
    return status
