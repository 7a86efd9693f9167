"""Soak: the suite's random playouts, played on with the seeds after the suite's share, each game checked
as the suite checks it:

- Commands & Colors: Ancients and Au fil de l'Épée: invariants after every step, events in the
  catalogues, dump/load round trips, the channel never shown a hand;
- every system, every scenario: mangled orders along whole games are refused with a rules error that
  reads in every language, and change nothing (tests/engine/test_fuzz_orders.py).

Run: ``.venv/bin/python bench/soak.py [games per system]`` (default 300; the mangled-order games are a
tenth of that per scenario). Prints figures only; a game that breaks an invariant is reported with its
seed, which replays it exactly.
"""

from __future__ import annotations

import statistics
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine import registry  # noqa: E402
from tests.engine import test_fuzz_orders as fuzz  # noqa: E402
from tests.engine.afde import test_playout as afde  # noqa: E402
from tests.engine.cca import test_random_playout as cca  # noqa: E402


def _cca(seed: int) -> int:
    return cca.play(seed, full=seed % 50 == 0)


def _afde(seed: int) -> int:
    _, steps = afde.playout(seed, check_every=1 if seed % 50 == 0 else 9)
    return steps


def _mangled(system: str, scenario: str) -> Callable[[int], int]:
    def play(seed: int) -> int:
        found = fuzz.play(system, scenario, seed, max_steps=5000)
        if found.problems:
            raise AssertionError(f"{len(found.problems)} problem(s), the first: {found.problems[0]}")
        return found.steps

    return play


def soak(name: str, first: int, games: int, play: Callable[[int], int]) -> None:
    steps: list[int] = []
    failed: list[tuple[int, str]] = []
    began = time.process_time()
    for seed in range(first, first + games):
        try:
            steps.append(play(seed))
        except Exception as exc:  # a broken game is a figure to report, with its seed
            failed.append((seed, "".join(traceback.format_exception_only(exc)).strip()))
    spent = time.process_time() - began
    done = len(steps)
    median = statistics.median(steps) if steps else 0
    print(
        f"{name}: seeds {first}..{first + games - 1}: {done} games ended, {len(failed)} failed; "
        f"median {median:.0f} steps; {spent:.1f} s CPU ({1000 * spent / max(games, 1):.0f} ms a game)"
    )
    for seed, why in failed[:10]:
        print(f"  seed {seed}: {why}")


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    soak("cca two-hills", cca.GAMES, games, _cca)
    soak("afde saint-aubin", afde.GAMES, games, _afde)
    for system in registry.SYSTEMS:
        for sc in registry.get_ruleset(system).scenarios():
            first = fuzz.FIRST + fuzz.GAMES
            soak(f"{system} {sc.id}, mangled orders", first, max(1, games // 10), _mangled(system, sc.id))


if __name__ == "__main__":
    main()
