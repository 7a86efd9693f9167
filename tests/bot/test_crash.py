"""Crash safety and concurrent processes on the CCA demo.

A process giving orders is killed (SIGKILL) at random moments and restarted; two processes give orders
to the same game at once. At the end the stored games must equal the replay of their action logs, every
acknowledged order must be in the log exactly once, and no two actions may share a version.
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

ROOT = Path(__file__).resolve().parents[2]


def _worker(
    db: Path, acks: Path, steps: int, *, seed: int = 4242, undo: float = 0.2
) -> subprocess.Popen[bytes]:
    args = [str(db), str(acks), "cca", "two-hills", str(seed), str(steps), str(undo)]
    return subprocess.Popen(
        [sys.executable, "-m", "tests.bot.crash_worker", *args],
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


def _await_first_ack(proc: subprocess.Popen[bytes], acks: Path, limit: float = 30.0) -> None:
    """Wait until the worker has acknowledged something (a busy machine starts it slowly), so that the
    kill comes at a random moment of its work rather than during its start."""
    before = len(_acks(acks))
    deadline = time.monotonic() + limit
    while proc.poll() is None and len(_acks(acks)) == before and time.monotonic() < deadline:
        time.sleep(0.05)


async def _check(db: Path, acked: list[dict[str, int | str]]) -> int:
    """Every game replays to its stored state; every acknowledgement is in the log. Returns #orders."""
    total = 0
    store = await Store.open(db)
    try:
        channels = await store.channels()
        assert channels
        for ch in channels:
            report = await replay(store, ch)
            assert report.ok, report.lines()
            actions = await store.actions(ch)
            befores = [a.version_before for a in actions]
            assert befores == sorted(set(befores)), "two actions applied to one version"
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
            total += report.orders
    finally:
        await store.close()
    return total


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
async def test_orders_survive_sigkill_at_random_moments(tmp_path: Path) -> None:
    db, acks = tmp_path / "crash.sqlite3", tmp_path / "acks.jsonl"
    acks.touch()
    rng = random.Random(20261122)
    kills = 0
    # at least five kills; more rounds while fewer than 20 orders were acknowledged (a busy machine
    # starts the worker slowly, and the kill may come before its first orders)
    for round_ in range(15):
        if round_ >= 5 and len([a for a in _acks(acks) if "order" in a]) >= 20:
            break
        proc = _worker(db, acks, steps=100_000)
        _await_first_ack(proc, acks)
        time.sleep(rng.uniform(0.6, 1.4))
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        proc.wait()
        assert proc.returncode in (0, -signal.SIGKILL), proc.stderr.read().decode() if proc.stderr else ""
    final = _worker(db, acks, steps=5)
    _, err = final.communicate(timeout=60)
    assert final.returncode == 0, err.decode()
    assert kills >= 4
    acked = _acks(acks)
    assert len([a for a in acked if "order" in a]) >= 20
    assert any("undo" in a for a in acked)
    assert await _check(db, acked) >= 20


async def test_two_processes_ordering_the_same_game_never_share_a_version(tmp_path: Path) -> None:
    db = tmp_path / "two.sqlite3"
    setup = _worker(db, tmp_path / "setup.jsonl", steps=0)
    assert setup.wait(timeout=30) == 0
    procs = [_worker(db, tmp_path / f"acks{i}.jsonl", steps=60, seed=i, undo=0.0) for i in range(2)]
    for p in procs:
        _, err = p.communicate(timeout=60)
        assert p.returncode == 0, err.decode()
    acked = _acks(tmp_path / "acks0.jsonl") + _acks(tmp_path / "acks1.jsonl")
    assert len(acked) == 120
    assert len({(a["ch"], a["v"]) for a in acked}) == 120
    assert await _check(db, acked) == 120
