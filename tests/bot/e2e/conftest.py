"""Fixtures: a ``FakeDiscord`` on 127.0.0.1 and the real ``hexwar bot`` process pointed at it.

``server``/``launch``/``bot`` give each test its own server and processes (start-up, restarts).
``shared`` is one server and one bot for a whole module (its tests run in the module's event loop,
``pytestmark = pytest.mark.asyncio(loop_scope="module")``), each test in a channel of its own
(``channel``): starting a process costs a couple of seconds, a game in a new channel almost nothing.
"""

from __future__ import annotations

import itertools
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest
import pytest_asyncio

from tests.bot.e2e.fake_discord import FakeDiscord
from tests.bot.e2e.harness import TOKEN, BotProcess

CHANNEL = 710_000_000_000_000_001
OTHER_CHANNEL = 710_000_000_000_000_002
_channels = itertools.count(720_000_000_000_000_001)


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


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def shared(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[tuple[FakeDiscord, BotProcess]]:
    fake = FakeDiscord(TOKEN)
    await fake.start()
    proc = BotProcess(fake, tmp_path_factory.mktemp("shared") / "data")
    try:
        await proc.ready()
        yield fake, proc
    finally:
        await proc.stop()
        await fake.stop()
        assert TOKEN not in proc.log, "the bot token appeared in the bot's output"


@pytest.fixture
def channel(shared: tuple[FakeDiscord, BotProcess]) -> int:
    """A channel of its own for this test, on the shared server."""
    number = next(_channels)
    shared[0].add_channel(number)
    return number
