"""A player that never stops: applies legal orders until killed (used by test_crash.py).

    python -m tests.bot.crash_worker DB ACKS SYSTEM SCENARIO SEED STEPS [UNDO_CHANCE]

Plays games in channels FIRST_CHANNEL, FIRST_CHANNEL + 1, …: it resumes the first one not finished (or
sets it up, every seat held by user 1) and gives up to STEPS orders, each a choice picked from the listed
prompts by a generator seeded with the game version, now and then taking one back. After each order is
committed it appends one JSON line to ACKS; the parent kills this process at random moments and then
checks that every acknowledged order is in the action log.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from pathlib import Path
from typing import TextIO

from bot.service import GameService, ServiceError
from bot.store import Store
from engine import registry
from engine.core.errors import RulesError

FIRST_CHANNEL = 77
USER = 1


async def _current_game(svc: GameService, system: str, scenario: str, seed: int) -> int:
    ch = FIRST_CHANNEL
    while True:
        try:
            info = await svc.info(ch)
        except ServiceError:
            info = await svc.create(ch, USER, system, scenario, seed=seed + ch)
        if info.status == "setup":
            for side in info.sides:
                await svc.join(ch, USER, side)
            await svc.start(ch, USER)
            return ch
        if info.status == "active":
            return ch
        ch += 1


def _ack(out: TextIO, **entry: object) -> None:
    out.write(json.dumps(entry) + "\n")
    out.flush()


async def main(
    db: Path, acks: Path, system: str, scenario: str, seed: int, steps: int, undo_chance: float = 0.2
) -> int:
    registry.SYSTEMS.setdefault("race", "tests.bot.race")
    store = await Store.open(db)
    svc = GameService(store)
    try:
        with acks.open("a", encoding="utf-8") as out:
            ch = await _current_game(svc, system, scenario, seed)
            done = 0
            while done < steps:
                info = await svc.info(ch)
                if info.status != "active":
                    ch = await _current_game(svc, system, scenario, seed)
                    info = await svc.info(ch)
                rng = random.Random(info.version * 7919 + seed + ch)
                orders = [c.order for p in await svc.prompts_for(ch, USER) for c in p.choices]
                rng.shuffle(orders)
                outcome = None
                for order in orders:
                    try:
                        # the version the choices were listed for: another process may move first
                        outcome = await svc.order(ch, USER, order, version=info.version)
                    except RulesError:
                        continue
                    except ServiceError as err:
                        if err.msg.key != "service.stale":
                            raise
                        break
                    _ack(out, ch=ch, v=outcome.game.version - 1, order=order)
                    done += 1
                    break
                if outcome is None:
                    if (await svc.info(ch)).version != info.version:
                        continue  # someone else moved: list the choices again
                    print(f"channel {ch}: no choice accepted at version {info.version}", file=sys.stderr)
                    return 3
                if outcome.game.status == "active" and rng.random() < undo_chance:
                    try:
                        undone = await svc.undo(ch, USER)
                    except ServiceError:
                        continue
                    _ack(out, ch=ch, undo=outcome.game.version - 1, v=undone.game.version)
        return 0
    finally:
        await store.close()


if __name__ == "__main__":
    a = sys.argv[1:]
    chance = float(a[6]) if len(a) > 6 else 0.2
    sys.exit(asyncio.run(main(Path(a[0]), Path(a[1]), a[2], a[3], int(a[4]), int(a[5]), chance)))
