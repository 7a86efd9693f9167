"""Commands & Colors: Ancients: time random games of the demo, side by side with the release before the
rules kernel (tag ``pre-kernel``), the dump/load of a mid-game state, and prompt generation at a busy
position.

Run: ``.venv/bin/python bench/cca_playout.py [games]``. Prints figures only.

This tree is timed twice: as ``make compiled`` left it (the modules built with Cython where they match
their source, engine/compiled.py; the line says how many) and as pure Python (``HEXWAR_PURE=1``). The
releases run the same timing code, each in its own Python process (PYTHONPATH pointing at its tree), in
alternating rounds so that a change in the machine's load falls on both; a game is timed in
CPU time of its process (``time.process_time``), which other work on a busy machine disturbs less than
wall-clock time. The ``pre-kernel``
tree is a detached git worktree made on first use under the system's temporary directory.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from engine.cca import RULESET as R
from engine.cca.rules import clear_caches
from engine.compiled import PURE_ENV

ROOT = Path(__file__).resolve().parent.parent
PRE_TAG = "pre-kernel"
PRE_REV = "77856e286226c62b58c6d3a4a25515758fe0f871"  # tag pre-kernel (not in a fresh clone)
PRE_TREE = Path(tempfile.gettempdir()) / "hexwar-pre-kernel-cca-bench"

# Timing code run by both releases: only the Ruleset protocol, which both have.
_TIMER = r"""
import json, random, sys, time
from engine.cca import RULESET as R

def one_game(seed):
    rnd = random.Random(seed)
    t0 = time.process_time()
    s = R.new_game("two-hills", seed, {})
    steps = 0
    while R.result(s) is None:
        p = R.pending(s)[0]
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
        steps += 1
    return time.process_time() - t0, steps

def mid_game(seed=11, steps=300):
    rnd = random.Random(seed)
    s = R.new_game("two-hills", seed, {})
    for _ in range(steps):
        if R.result(s) is not None:
            break
        p = R.pending(s)[0]
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    return s

first, count = int(sys.argv[1]), int(sys.argv[2])
one_game(10_000)  # warm the caches and imports
games = [one_game(seed) for seed in range(first, first + count)]
s = mid_game()
n = 200
t0 = time.perf_counter()
for _ in range(n):
    d = R.dump(s)
t1 = time.perf_counter()
for _ in range(n):
    R.load(d)
t2 = time.perf_counter()
try:
    from engine.compiled import status
    built = len(status()["compiled"])
except ImportError:  # a release before the compiled engine
    built = 0
print(json.dumps({"games": games, "dump": (t1 - t0) / n, "load": (t2 - t1) / n, "compiled": built}))
"""


def pre_kernel_tree() -> Path:
    """A checkout of the release before the kernel (a detached worktree, made once)."""
    if not (PRE_TREE / "engine" / "cca").is_dir():
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(PRE_TREE), PRE_REV],
            check=True,
            capture_output=True,
        )
    return PRE_TREE


def timed(tree: Path, first: int, count: int, pure: bool = False) -> dict[str, object]:
    """Run the timing code on the release checked out at ``tree`` (``pure``: ignoring its compiled build)."""
    env = dict(os.environ, PYTHONPATH=str(tree), PYTHONHASHSEED="0")
    env.pop(PURE_ENV, None)
    if pure:
        env[PURE_ENV] = "1"
    out = subprocess.run(
        [sys.executable, "-c", _TIMER, str(first), str(count)],
        env=env,
        cwd=tree,
        check=True,
        capture_output=True,
        text=True,
    )
    data: dict[str, object] = json.loads(out.stdout)
    return data


def side_by_side(games: int, rounds: int = 4) -> None:
    """Median game time of this tree and of ``pre-kernel``, alternating rounds of the same seeds."""
    trees = {"this tree": (ROOT, False), "pure Python": (ROOT, True), PRE_TAG: (pre_kernel_tree(), False)}
    times: dict[str, list[float]] = {k: [] for k in trees}
    steps: dict[str, list[int]] = {k: [] for k in trees}
    dumps: dict[str, list[tuple[float, float]]] = {k: [] for k in trees}
    built: dict[str, int] = {}
    per = max(1, games // rounds)
    for r in range(rounds):
        order = list(trees) if r % 2 == 0 else list(reversed(trees))
        for name in order:
            tree, pure = trees[name]
            got = timed(tree, r * per, per, pure=pure)
            built[name] = int(got.get("compiled", 0))  # type: ignore[call-overload]
            for t, n in got["games"]:  # type: ignore[attr-defined]
                times[name].append(t * 1000)
                steps[name].append(n)
            dumps[name].append((float(got["dump"]), float(got["load"])))  # type: ignore[arg-type]
    print(f"random games of two-hills, side by side: {per * rounds} each, {rounds} alternating rounds")
    for name in trees:
        ts = sorted(times[name])
        d = min(x for x, _ in dumps[name]) * 1e6
        ld = min(y for _, y in dumps[name]) * 1e6
        print(
            f"  {name:11}  p50 {statistics.median(ts):6.1f} ms  mean {statistics.mean(ts):6.1f} ms  "
            f"steps mean {statistics.mean(steps[name]):.0f}  mid-game dump {d:.0f} us  load {ld:.0f} us"
            f"  ({built[name]} modules compiled)"
        )
    for name in ("this tree", "pure Python"):
        ratio = statistics.median(times[name]) / statistics.median(times[PRE_TAG])
        print(f"  ratio ({name} / {PRE_TAG}, p50): {ratio:.2f}")


def busy_position(seed: int = 3) -> object:
    """A move step with many choices, reached by random play."""
    rnd = random.Random(seed)
    s = R.new_game("two-hills", seed, {})
    best, best_n = s, 0
    for _ in range(400):
        if R.result(s) is not None:
            break
        p = R.pending(s)[0]
        if len(p.choices) > best_n:
            best, best_n = s, len(p.choices)
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    return best


def prompts() -> None:
    s = busy_position()
    side = R.pending(s)[0].side
    n = 200
    t0 = time.perf_counter()
    for _ in range(n):
        s.memo.clear()  # type: ignore[attr-defined]
        R.pending(s)
    t1 = time.perf_counter()
    for _ in range(n):
        s.memo.clear()  # type: ignore[attr-defined]
        R.legal_actions(s, side)
    t2 = time.perf_counter()
    for _ in range(n):
        s.memo.clear()  # type: ignore[attr-defined]
        clear_caches()  # no reach search kept from an earlier state
        R.pending(s)
    t3 = time.perf_counter()
    for _ in range(n):
        s.memo.clear()  # type: ignore[attr-defined]
        clear_caches()
        R.legal_actions(s, side)
    t4 = time.perf_counter()
    print(f"busy position: {len(R.pending(s)[0].choices)} choices ({R.pending(s)[0].kind})")
    print(f"  pending        {(t1 - t0) / n * 1e6:.0f} us  (cold: {(t3 - t2) / n * 1e6:.0f} us)")
    print(f"  legal_actions  {(t2 - t1) / n * 1e6:.0f} us  (cold: {(t4 - t3) / n * 1e6:.0f} us)")
    print("  (cold: without the reach searches kept from earlier states of the game)")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    side_by_side(games)
    prompts()


if __name__ == "__main__":
    main()
