"""Fixtures: a ``FakeDiscord`` on 127.0.0.1 and the real ``hexwar bot`` process pointed at it."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from tests.bot.e2e.fake_discord import FakeDiscord
from tests.bot.e2e.harness import TOKEN, BotProcess

CHANNEL = 710_000_000_000_000_001
OTHER_CHANNEL = 710_000_000_000_000_002


@pytest.fixture
async def server() -> AsyncIterator[FakeDiscord]:
    fake = FakeDiscord(TOKEN)
    fake.add_channel(CHANNEL)
    fake.add_channel(OTHER_CHANNEL)
    await fake.start()
    try:
        yield fake
    finally:
        await fake.stop()


@pytest.fixture
async def launch(server: FakeDiscord, tmp_path: Path) -> AsyncIterator[Callable[..., BotProcess]]:
    """Make bot processes on one data folder; every one is stopped at the end, and none logs the token."""
    made: list[BotProcess] = []

    def make(**env: str) -> BotProcess:
        proc = BotProcess(server, tmp_path / "data", **env)
        made.append(proc)
        return proc

    try:
        yield make
    finally:
        for proc in made:
            await proc.stop()
        for proc in made:
            assert TOKEN not in proc.log, "the bot token appeared in the bot's output"
            assert TOKEN.split(".")[-1] not in proc.log


@pytest.fixture
async def bot(launch: Callable[..., BotProcess]) -> BotProcess:
    """One running bot, identified on the gateway."""
    proc = launch()
    await proc.ready()
    return proc
