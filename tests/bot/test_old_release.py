"""A database written by the release before the rules kernel opens and plays on in this one.

tests/bot/fixtures/pre_kernel.sqlite3 was written by that release (tests/bot/fixtures/make_pre_kernel_db.py
says how): a Commands & Colors game in its order phase, an Au fil de l'Épée game in the middle of an
activation, and a Commands & Colors game with a reaction window open. Each must load, show the same
decision it was waiting for, and take orders to the next activation and beyond.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from bot.service import GameService
from bot.store import Store

FIXTURE = Path(__file__).parent / "fixtures" / "pre_kernel.sqlite3"
USERS = (11, 22)


async def _user_for(svc: GameService, ch: int, side: str) -> int:
    info = await svc.info(ch)
    return next(s.user_id for s in info.seats if s.side == side)


async def _play_on(svc: GameService, ch: int, orders: int) -> None:
    for _ in range(orders):
        prompts = await svc.pending(ch)
        if not prompts:
            return
        user = await _user_for(svc, ch, prompts[0].side)
        mine = await svc.prompts_for(ch, user)
        choice = mine[0].default if mine[0].default in {c.order for c in mine[0].choices} else None
        await svc.order(ch, user, choice or mine[0].choices[0].order)


async def test_games_saved_by_the_pre_kernel_release_load_and_play_on(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE, path)
    store = await Store.open(path)
    try:
        svc = GameService(store)
        # the decision each game was waiting for: who owes it and its choices (the public order texts)
        expected = {
            1: ("south", None, ["order G7", "order F8", "order G9", "done"]),
            2: ("french", "Sorel", ["select 0802", "done"]),
            3: ("south", None, None),  # a private reaction window: its choices are the owner's alone
        }
        for ch, (side, role, orders) in expected.items():
            prompts = await svc.pending(ch)
            assert [(p.side, p.role) for p in prompts] == [(side, role)], f"channel {ch}"
            if orders is not None:
                assert [c.order for c in prompts[0].choices] == orders
            view = await svc.view(ch, None)
            assert view.map.counters
            await _play_on(svc, ch, 25)
            assert (await svc.info(ch)).status in ("active", "finished")
    finally:
        await store.close()
