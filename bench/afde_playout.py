"""Time whole random games of the Au fil de l'Épée demo (The Ford of Saint-Aubin) side by side with the
release before the rules kernel (tag ``pre-kernel``): mean, p50 and p99 of a whole game, their ratio, and
the dump / load time of a mid-game state.

    .venv/bin/python bench/afde_playout.py [GAMES]

The old release is checked out once with ``git worktree add /tmp/hexwar-pre-kernel-afde pre-kernel`` and
timed in a subprocess whose PYTHONPATH points at it, alternating with this tree so that both see the same
machine load. This tree is timed as ``make compiled`` left it (engine/compiled.py; the line says how many
modules were loaded from their build) and as pure Python (``HEXWAR_PURE=1``). ``--only`` times this tree
alone (the subprocess mode).
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

OLD_TREE = Path("/tmp/hexwar-pre-kernel-afde")
OLD_TAG = "77856e286226c62b58c6d3a4a25515758fe0f871"  # tag pre-kernel (not in a fresh clone)
ROOT = Path(__file__).resolve().parent.parent


def game(seed: int) -> int:
    from engine.afde import RULESET as R

    rng = random.Random(seed)
    st = R.new_game("saint-aubin", seed, {})
    n = 0
    while R.result(st) is None:
        p = rng.choice(R.pending(st))
        st = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order)).state
        n += 1
    return n


def mid_game(seed: int = 0, orders: int = 150) -> Any:
    from engine.afde import RULESET as R

    rng = random.Random(seed)
    st = R.new_game("saint-aubin", seed, {})
    for _ in range(orders):
        if R.result(st) is not None:
            break
        p = rng.choice(R.pending(st))
        st = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order)).state
    return st


def measure(seeds: list[int]) -> dict[str, Any]:
    """Whole-game times (ms) for ``seeds`` and the dump / load time (ms) of a mid-game state."""
    from engine.afde import RULESET as R

    game(10_000)  # warm-up: imports, scenario and table loading, look-up caches
    times, cpu, orders = [], [], []
    for seed in seeds:
        t0, c0 = time.perf_counter(), time.process_time()
        orders.append(game(seed))
        times.append((time.perf_counter() - t0) * 1000)
        cpu.append((time.process_time() - c0) * 1000)
    st = mid_game()
    reps = 50
    t0 = time.perf_counter()
    for _ in range(reps):
        data = R.dump(st)
    dump_ms = (time.perf_counter() - t0) * 1000 / reps
    text = json.dumps(data)
    t0 = time.perf_counter()
    for _ in range(reps):
        R.load(json.loads(text))
    load_ms = (time.perf_counter() - t0) * 1000 / reps
    try:
        from engine.compiled import status

        built = len(status()["compiled"])
    except ImportError:  # a release before the compiled engine
        built = 0
    return {"times": times, "cpu": cpu, "orders": orders, "dump": dump_ms, "load": load_ms, "compiled": built}


def old_release() -> Path:
    if not (OLD_TREE / "engine" / "afde").is_dir():
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(OLD_TREE), OLD_TAG],
            check=True,
            capture_output=True,
        )
    return OLD_TREE


def run_tree(tree: Path, seeds: list[int], pure: bool = False) -> dict[str, Any]:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    env.pop("HEXWAR_PURE", None)
    if pure:
        env["HEXWAR_PURE"] = "1"
    out = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--only", ",".join(map(str, seeds))],
        env=env,
        cwd=str(tree),
        check=True,
        capture_output=True,
        text=True,
    )
    return json.loads(out.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def summary(label: str, r: dict[str, Any]) -> tuple[float, float]:
    times = sorted(r["times"])
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    p50 = statistics.median(times)
    cpu50 = statistics.median(r["cpu"])
    print(
        f"{label:>11}: {statistics.mean(r['orders']):.0f} orders per game; whole game mean "
        f"{statistics.mean(times):.1f} ms, p50 {p50:.1f} ms (CPU {cpu50:.1f} ms), p99 {p99:.1f} ms; "
        f"mid-game dump {r['dump']:.2f} ms, load {r['load']:.2f} ms"
    )
    return p50, cpu50


def main() -> None:
    if len(sys.argv) > 2 and sys.argv[1] == "--only":
        print(json.dumps(measure([int(s) for s in sys.argv[2].split(",")])))
        return
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    old = old_release()
    rows: dict[str, dict[str, Any]] = {
        name: {"times": [], "cpu": [], "orders": [], "dump": 0.0, "load": 0.0, "compiled": 0}
        for name in ("pre-kernel", "this tree", "pure Python")
    }
    trees = {"pre-kernel": (old, False), "this tree": (ROOT, False), "pure Python": (ROOT, True)}
    chunks = [list(range(i, min(games, i + 5))) for i in range(0, games, 5)]
    for chunk in chunks:  # alternate the trees so that all see the same load
        for name, (tree, pure) in trees.items():
            r = run_tree(tree, chunk, pure=pure)
            acc = rows[name]
            for k in ("times", "cpu", "orders"):
                acc[k] += r[k]
            acc["dump"] += r["dump"] / len(chunks)
            acc["load"] += r["load"] / len(chunks)
            acc["compiled"] = int(r.get("compiled", 0))
    print(f"afde demo (saint-aubin), {games} random games, same seeds in every tree")
    p_old, c_old = summary("pre-kernel", rows["pre-kernel"])
    for name in ("this tree", "pure Python"):
        p_new, c_new = summary(name, rows[name])
        print(
            f"  ratio of the p50 whole game ({name} / pre-kernel): {p_new / p_old:.2f} wall clock, "
            f"{c_new / c_old:.2f} CPU time ({rows[name]['compiled']} modules compiled)"
        )


if __name__ == "__main__":
    main()
