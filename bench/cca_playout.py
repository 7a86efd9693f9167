"""Commands & Colors: Ancients: time random games of the demo and prompt generation at a busy position.

Run: ``.venv/bin/python bench/cca_playout.py [games]``. Prints figures only.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine.cca import RULESET as R
from engine.cca.rules import clear_caches


def one_game(seed: int) -> tuple[float, int, int]:
    rnd = random.Random(seed)
    t0 = time.perf_counter()
    s = R.new_game("two-hills", seed, {})
    steps = 0
    while R.result(s) is None:
        p = R.pending(s)[0]
        order = rnd.choice(p.choices).order
        s = R.apply(s, p.side, R.parse(s, p.side, order)).state
        steps += 1
    return time.perf_counter() - t0, steps, s.turn


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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    times, steps, turns = [], [], []
    for seed in range(games):
        t, n, k = one_game(seed)
        times.append(t * 1000)
        steps.append(n)
        turns.append(k)
    times.sort()
    print(f"random games of two-hills: {games}")
    print(
        f"  per game  mean {statistics.mean(times):.1f} ms  p50 {times[len(times) // 2]:.1f} ms  "
        f"p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.1f} ms"
    )
    print(f"  steps     mean {statistics.mean(steps):.0f}  turns mean {statistics.mean(turns):.0f}")
    print(f"  per step  {sum(times) / sum(steps) * 1000:.0f} us")
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


if __name__ == "__main__":
    main()
