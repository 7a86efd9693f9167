"""Great Battles of Julius Caesar: seeded random playouts of each demo scenario, timed, beside the
Commands & Colors: Ancients demo's (the brief's yardstick: the GBoH median whole game at most 4 × CCA's).

Run: ``.venv/bin/python bench/gboh_playout.py [games]`` (default 200 per GBoH scenario, 50 CCA games).
Every game must end in a result with no error; prints figures only. Games are timed in CPU time of
this process (``time.process_time``), which other work on a busy machine disturbs less than wall time.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from typing import Any

from engine.cca import RULESET as CCA
from engine.gboh import RULESET as GBOH

MAX_ORDERS = 20_000


def one_game(rs: Any, scenario: str, seed: int) -> tuple[float, int, str]:
    """A whole random game: each step a random owed decision answered by a random choice."""
    rnd = random.Random(seed)
    t0 = time.process_time()
    s = rs.setup(scenario, seed, {}).state
    steps = 0
    while rs.result(s) is None:
        prompts = rs.pending(s)
        if not prompts:
            raise RuntimeError(f"{scenario} seed {seed}: nothing owed and no result")
        p = rnd.choice(prompts)
        s = rs.apply(s, p.side, rs.parse(s, p.side, rnd.choice(p.choices).order)).state
        steps += 1
        if steps > MAX_ORDERS:
            raise RuntimeError(f"{scenario} seed {seed}: no result after {MAX_ORDERS} orders")
    return time.process_time() - t0, steps, rs.result(s).reason.key


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    cca_games = max(10, games // 4)
    cca = [one_game(CCA, "two-hills", seed)[0] for seed in range(cca_games)]
    cca_median = statistics.median(cca)
    print(f"cca two-hills: {cca_games} games, median {cca_median * 1000:.0f} ms")
    for info in GBOH.scenarios():
        runs = [one_game(GBOH, info.id, seed) for seed in range(games)]
        times = [t for t, _n, _r in runs]
        reasons: dict[str, int] = {}
        for _t, _n, r in runs:
            reasons[r] = reasons.get(r, 0) + 1
        med = statistics.median(times)
        orders = statistics.median(n for _t, n, _r in runs)
        print(
            f"gboh {info.id}: {games} games ended, median {med * 1000:.0f} ms "
            f"({med / cca_median:.1f} x cca), median {orders:.0f} orders, results {reasons}"
        )


if __name__ == "__main__":
    main()
