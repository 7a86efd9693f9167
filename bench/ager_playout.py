"""Time whole random games of the Ager Sanguinis demo (The Palm Grove) beside whole random games of the
CCA demo, and check that every one ends in a result with no error (the Tower Gate's and the Caravan's,
with its camels, too).

    .venv/bin/python bench/ager_playout.py [GAMES]      (default 200)

Prints the median, p90 and mean of a whole game (ms), its orders, the CCA demo's median on the same
machine and the ratio of the medians (the target is at most 4).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any


def game(system: str, scenario: str, seed: int) -> tuple[int, Any]:
    from engine.registry import get_ruleset

    rs = get_ruleset(system)
    rng = random.Random(seed)
    st = rs.new_game(scenario, seed, {})
    n = 0
    while rs.result(st) is None:
        prompts = rs.pending(st)
        if not prompts:
            raise RuntimeError(f"{system} seed {seed}: no decision owed and no result")
        p = rng.choice(prompts)
        st = rs.apply(st, p.side, rs.parse(st, p.side, rng.choice(p.choices).order)).state
        n += 1
    return n, rs.result(st)


def timed(system: str, scenario: str, seeds: range) -> tuple[list[float], list[int], dict[str, int]]:
    game(system, scenario, 10_000)  # warm-up
    times, orders, winners = [], [], {}
    for seed in seeds:
        t = time.perf_counter()
        n, res = game(system, scenario, seed)
        times.append((time.perf_counter() - t) * 1000)
        orders.append(n)
        key = str(res.winner or "draw")
        winners[key] = winners.get(key, 0) + 1
    return times, orders, winners


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 200
    ager, orders, winners = timed("ager", "palm-grove", range(games))
    cca, _, _ = timed("cca", "two-hills", range(min(games, 50)))
    med = statistics.median(ager)
    print(f"ager palm-grove: {games} games, all ended: {winners}")
    print(
        f"  whole game ms: median {med:.0f}, p90 {sorted(ager)[int(0.9 * len(ager))]:.0f}, "
        f"mean {statistics.mean(ager):.0f}; orders median {statistics.median(orders):.0f}"
    )
    print(f"ager tower-gate: {games} games, all ended: {timed('ager', 'tower-gate', range(games))[2]}")
    caravan, _, won = timed("ager", "caravan", range(games))
    print(
        f"ager caravan (camels): {games} games, all ended: {won}; median {statistics.median(caravan):.0f} ms"
    )
    print(f"cca two-hills: median {statistics.median(cca):.0f} ms ({len(cca)} games)")
    print(f"ratio of medians ager/cca: {med / statistics.median(cca):.2f} (target <= 4)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
