"""A database written by the first release with GBoH and Ager Sanguinis opens and plays on in this one.

tests/bot/fixtures/first_gboh_ager.sqlite3 was written by that release (commit b049bdd;
tests/bot/fixtures/make_first_release_db.py says how): two GBoH games with seats split by leader and
an Ager game in the middle of a player-phase. Each must load, owe its decision to the same side and
seat, and take orders on.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from bot.service import GameService, may_answer
from bot.store import Store

FIXTURE = Path(__file__).parent / "fixtures" / "first_gboh_ager.sqlite3"

# the decision each game was waiting for when it was saved: side and seat (a GBoH leader)
WAITING = {1: ("caesarian", "caesar"), 2: ("romans", "legvii"), 3: ("turks", None)}


@pytest.mark.parametrize("ch", sorted(WAITING))
async def test_games_saved_by_the_first_gboh_and_ager_release_load_and_play_on(
    tmp_path: Path, ch: int
) -> None:
    path = tmp_path / "old.sqlite3"
    shutil.copy(FIXTURE, path)
    store = await Store.open(path)
    try:
        svc = GameService(store)
        prompts = await svc.pending(ch)
        assert [(p.side, p.role) for p in prompts] == [WAITING[ch]]
        view = await svc.view(ch, None)
        assert view.map.counters
        info = await svc.info(ch)
        for _ in range(25):
            prompts = await svc.pending(ch)
            if not prompts:
                break
            p = prompts[0]
            user = next(s.user_id for s in info.seats if may_answer(s, p))
            await svc.order(ch, user, p.default or p.choices[0].order, side=p.side)
        after = await svc.info(ch)
        assert after.version > info.version
        assert after.status in ("active", "finished")
    finally:
        await store.close()
