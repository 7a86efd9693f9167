"""The workload a profile-guided build of the compiled engine learns from (tools/compile_engine.py).

Plays seeded random games of every scenario of the compiled systems, as the bot and an AI use the
engine: the decisions owed, an order parsed and applied, now and then a save written and read back. The
seeds are not those the benches time. Run by the build, against the instrumented modules; prints how
many orders it applied and how many modules it ran compiled (all of them, or the build stops).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import compiled  # noqa: E402
from engine.afde import RULESET as AFDE  # noqa: E402
from engine.cca import RULESET as CCA  # noqa: E402
from engine.core.protocol import Ruleset  # noqa: E402

# games per scenario: about the same time in each system
GAMES: list[tuple[Ruleset[Any, Any], int]] = [(CCA, 40), (AFDE, 10)]
FIRST_SEED = 1_000_000


def play(rules: Ruleset[Any, Any], scenario: str, seed: int) -> int:
    rnd = random.Random(seed)
    st = rules.new_game(scenario, seed, {})
    steps = 0
    while rules.result(st) is None and steps < 5000:
        owed = rules.pending(st)
        p = rnd.choice(owed)
        st = rules.apply(st, p.side, rules.parse(st, p.side, rnd.choice(p.choices).order)).state
        steps += 1
        if steps % 25 == 0:
            st = rules.load(rules.dump(st))
            rules.view(st, p.side)
    return steps


def main() -> int:
    orders = 0
    for rules, games in GAMES:
        for sc in rules.scenarios():
            for i in range(games):
                orders += play(rules, sc.id, FIRST_SEED + i)
    st = compiled.status()
    built, stale = len(st["compiled"]), len(st["stale"])
    print(f"training: {orders} orders applied, {built} modules compiled, {stale} stale")
    return 0 if st["compiled"] and not st["stale"] else 1


if __name__ == "__main__":
    sys.exit(main())
