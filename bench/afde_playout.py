"""Time whole random games of the Au fil de l'Épée demo (The Ford of Saint-Aubin): mean, p50, p99."""

from __future__ import annotations

import random
import statistics
import sys
import time

from engine.afde import RULESET as R


def game(seed: int) -> int:
    rng = random.Random(seed)
    st = R.new_game("saint-aubin", seed, {})
    n = 0
    while R.result(st) is None:
        p = rng.choice(R.pending(st))
        st = R.apply(st, p.side, R.parse(st, p.side, rng.choice(p.choices).order)).state
        n += 1
    return n


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    times = []
    actions = []
    for seed in range(games):
        t0 = time.perf_counter()
        actions.append(game(seed))
        times.append(time.perf_counter() - t0)
    times.sort()
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"afde demo, {games} random games, {statistics.mean(actions):.0f} orders per game")
    print(
        f"whole game: mean {statistics.mean(times) * 1000:.1f} ms, "
        f"p50 {statistics.median(times) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
