"""Crash safety: a process giving orders is killed (SIGKILL) at random moments and restarted.

At the end the stored game must equal the replay of its action log, every acknowledged order must be in
the log exactly once, and no two actions may have been applied to the same version.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.store import Store
from bot.tools.replay import replay
from engine import registry

ROOT = Path(__file__).resolve().parents[2]


def _system() -> tuple[str, str]:
    try:
        ruleset = registry.get_ruleset("cca")
        if "two-hills" in [s.id for s in ruleset.scenarios()]:
            return ("cca", "two-hills")
    except (AttributeError, ImportError, ValueError):
        pass
    return ("race", "long")


def _worker(db: Path, acks: Path, steps: int) -> subprocess.Popen[bytes]:
    system, scenario = _system()
    return subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.bot.crash_worker",
            str(db),
            str(acks),
            system,
            scenario,
            "4242",
            str(steps),
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _acks(path: Path) -> list[dict[str, int | str]]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            out.append(json.loads(line))
        except json.JSONDecodeError:  # a line cut by the kill
            continue
    return out


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_orders_survive_sigkill_at_random_moments(tmp_path: Path) -> None:
    db, acks = tmp_path / "crash.sqlite3", tmp_path / "acks.jsonl"
    acks.touch()
    rng = random.Random(20261122)
    kills = 0
    for _ in range(5):
        proc = _worker(db, acks, steps=10_000)
        time.sleep(rng.uniform(0.6, 1.4))
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait()
        assert proc.returncode in (0, -signal.SIGKILL), proc.stderr.read().decode() if proc.stderr else ""
    final = _worker(db, acks, steps=5)
    _, err = final.communicate(timeout=60)
    assert final.returncode == 0, err.decode()
    assert kills >= 3

    acked = _acks(acks)
    orders = [a for a in acked if "order" in a]
    assert len(orders) >= 20
    store = await Store.open(db)
    try:
        channels = await store.channels()
        assert channels
        for ch in channels:
            report = await replay(store, ch)
            assert report.ok, report.lines()
            actions = await store.actions(ch)
            # one action per version: nothing applied twice, nothing applied to a stale version
            befores = [a.version_before for a in actions]
            assert befores == sorted(set(befores))
            by_version = {a.version_before: a for a in actions}
            for ack in acked:
                if ack["ch"] != ch:
                    continue
                if "order" in ack:
                    act = by_version.get(int(ack["v"]))
                    assert act is not None, f"acknowledged order lost: {ack}"
                    assert act.input == ack["order"]
                else:
                    act = by_version.get(int(ack["undo"]))
                    assert act is not None and act.undone, f"acknowledged take-back lost: {ack}"
            in_force = [a for a in actions if not a.undone and a.kind == "order"]
            assert report.orders == len(in_force)
    finally:
        await store.close()
