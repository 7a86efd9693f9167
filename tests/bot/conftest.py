"""Shared fixtures: a real SQLite file in tmp_path, the test-only "race" system registered."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from bot.store import Store
from engine import registry


@pytest.fixture(autouse=True)
def race_system(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.SYSTEMS, "race", "tests.bot.race")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "hexwar.sqlite3"


@pytest.fixture
async def store(db_path: Path) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    try:
        yield s
    finally:
        await s.close()


@pytest.fixture
def service(store: Store) -> GameService:
    return GameService(store)


CH = 1001
ALICE = 11
BOB = 22
CAROL = 33


async def ready_race(service: GameService, *, seed: int = 7, goal: int = 6) -> None:
    """A race game in channel CH: Alice red, Bob blue, started."""
    await service.create(CH, ALICE, "race", "short", {"goal": goal}, seed=seed)
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    await service.start(CH, ALICE)
