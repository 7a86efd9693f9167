"""A game whose saved state this release cannot read is rebuilt from its seed and its order log."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from bot.service import GameService
from bot.store import Store

CH = 5151
SIDES = {"french": 11, "english": 22}


async def _play(svc: GameService, orders: int) -> None:
    for _ in range(orders):
        prompts = await svc.pending(CH)
        if not prompts:
            return
        p = prompts[0]
        await svc.order(CH, SIDES[p.side], p.default or p.choices[0].order)


async def test_an_afde_game_saved_at_a_flight_fork_by_the_old_release_is_rebuilt_from_its_log(
    db_path: Path,
) -> None:
    store = await Store.open(db_path)
    try:
        svc = GameService(store)
        await svc.create(CH, 11, "afde", "saint-aubin")
        for side, user in SIDES.items():
            await svc.join(CH, user, side)
        await svc.start(CH, 11)
        await _play(svc, 12)
        before = await svc.pending(CH)
        saved = json.loads((await store.game(CH)).state_json)  # type: ignore[union-attr]
    finally:
        await store.close()
    # what the release before the kernel wrote for a game waiting on a routing unit's fork: its own
    # task stack and a flight decision, which this release has no migration for
    old = {k: v for k, v in saved.items() if k != "agenda"}
    old["tasks"], old["asks"] = [], [{"kind": "flight", "side": "english", "role": None}]
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE games SET state_json = ? WHERE channel_id = ?", (json.dumps(old), CH))
    store = await Store.open(db_path)
    try:
        svc = GameService(store)
        assert await svc.pending(CH) == before
        await _play(svc, 5)
        assert (await svc.info(CH)).status == "active"
    finally:
        await store.close()
