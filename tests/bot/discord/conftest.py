"""Fixtures: a set-up HexwarBot on a real SQLite file, with the network faked (see harness.py)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest

from bot.discordbot.app import HexwarBot
from bot.settings import Settings
from tests.bot.discord.harness import APP_ID, BOT_ID, FakeDiscord, FakeSession


def make_settings(tmp_path: Path, **env: str) -> Settings:
    return Settings.from_env({"HEXWAR_DATA_DIR": str(tmp_path / "data"), **env})


async def start_bot(settings: Settings, session: FakeSession, **kwargs: bool) -> HexwarBot:
    """What ``login`` does before the gateway connects, with the fake session in place of aiohttp's."""
    bot = HexwarBot(settings, **kwargs)
    await bot._async_setup_hook()
    bot.http._HTTPClient__session = session  # type: ignore[attr-defined]
    bot.http._global_over = asyncio.Event()
    bot.http._global_over.set()
    bot.http.token = "test-token"
    bot._connection.application_id = APP_ID
    # what READY tells the bot about itself
    bot._connection.user = discord.ClientUser(
        state=bot._connection,
        data={"id": str(BOT_ID), "username": "hexwar", "discriminator": "0", "avatar": None, "bot": True},
    )
    await bot.setup_hook()
    return bot


@pytest.fixture
async def session() -> FakeSession:
    return FakeSession()


@pytest.fixture
async def bot(tmp_path: Path, session: FakeSession) -> AsyncIterator[HexwarBot]:
    b = await start_bot(make_settings(tmp_path), session, sync_commands=False)
    try:
        yield b
    finally:
        await b.close()


@pytest.fixture
def discord_(bot: HexwarBot, session: FakeSession) -> FakeDiscord:
    return FakeDiscord(bot, session)
