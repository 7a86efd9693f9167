"""Order latency (rules engine apply + SQLite persist, no map drawing) and the memory of 1,000 open games.

    .venv/bin/python bench/order_latency.py [--orders 400] [--games 1000]

Targets: p99 of one order ≤ 20 ms; resident memory with 1,000 games loaded ≤ 300 MB. Prints figures
only. Orders are legal choices picked at random (seeded) from the CCA demo, hot seat.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.service import GameService
from bot.store import Store
from engine.core.errors import RulesError

SYSTEM, SCENARIO = "cca", "two-hills"
USER = 1


def rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def _setup(svc: GameService, ch: int, seed: int) -> None:
    info = await svc.create(ch, USER, SYSTEM, SCENARIO, seed=seed)
    for side in info.sides:
        await svc.join(ch, USER, side)
    await svc.start(ch, USER)


async def latency(db: Path, n_orders: int, synchronous: str) -> list[float]:
    store = await Store.open(db, synchronous=synchronous)
    svc = GameService(store)
    rng = random.Random(1)
    times: list[float] = []
    ch = 1
    await _setup(svc, ch, seed=ch)
    try:
        while len(times) < n_orders:
            info = await svc.info(ch)
            if info.status != "active":
                ch += 1
                await _setup(svc, ch, seed=ch)
                continue
            orders = [c.order for p in await svc.prompts_for(ch, USER) for c in p.choices]
            rng.shuffle(orders)
            for order in orders:
                t0 = time.perf_counter()
                try:
                    await svc.order(ch, USER, order)
                except RulesError:
                    continue
                times.append((time.perf_counter() - t0) * 1000)
                break
    finally:
        await store.close()
    return times


async def memory(db: Path, n_games: int) -> tuple[float, float, float]:
    store = await Store.open(db)
    svc = GameService(store)
    for ch in range(10_000, 10_000 + n_games):
        await _setup(svc, ch, seed=ch)
    await store.close()
    del svc
    gc.collect()
    before = rss_mb()
    store = await Store.open(db)
    svc = GameService(store)
    t0 = time.perf_counter()
    for ch in range(10_000, 10_000 + n_games):
        await svc.view(ch, None)  # loads and keeps the game (state, seats) in the service's cache
    load_s = time.perf_counter() - t0
    gc.collect()
    after = rss_mb()
    await store.close()
    return before, after, load_s


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--orders", type=int, default=400)
    ap.add_argument("--games", type=int, default=1000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for sync in ("FULL", "NORMAL"):
            times = await latency(Path(tmp) / f"lat-{sync}.sqlite3", args.orders, sync)
            print(
                f"order apply + persist (synchronous={sync}, {len(times)} orders): "
                f"p50 {pct(times, 50):.2f} ms, p99 {pct(times, 99):.2f} ms, "
                f"max {max(times):.2f} ms, mean {statistics.fmean(times):.2f} ms  (target p99 ≤ 20 ms)"
            )
        before, after, load_s = await memory(Path(tmp) / "mem.sqlite3", args.games)
        print(
            f"{args.games} open games: RSS {after:.0f} MB after loading them all "
            f"({before:.0f} MB before, loaded in {load_s:.2f} s)  (target ≤ 300 MB)"
        )


if __name__ == "__main__":
    asyncio.run(main())
