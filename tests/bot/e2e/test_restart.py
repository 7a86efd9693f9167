"""Restarts of the real ``hexwar bot`` process: state lives only in SQLite, so whatever was posted before
a stop or a crash keeps working after it, and nothing is told twice."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Callable
from pathlib import Path

from tests.bot.e2e.conftest import CHANNEL, OTHER_CHANNEL
from tests.bot.e2e.fake_discord import FakeDiscord, Interaction
from tests.bot.e2e.game import NORTH, SOUTH, choices, mine, people, play, started, waiting_for
from tests.bot.e2e.harness import BotProcess


async def test_news_that_could_not_be_posted_is_told_once_after_a_crash(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    """Discord fails every attempt to post a move (dropped follow-ups, 503 on channel messages), the bot
    is killed between two retries, and the next start tells the channel what it missed, once; a later
    restart tells it nothing again. Buttons posted before the crash keep working."""
    first = launch()
    await first.ready()
    board = await started(server, CHANNEL)
    _north, south = people(server, CHANNEL)
    (menu,) = (await south.click(board, mine(board))).ephemeral
    before = [m.id for m in server.channel_messages(CHANNEL)]
    server.fail("POST", r"^/webhooks/\d+/[^/]+$", drop=True, times=1000)
    server.fail("POST", rf"^/channels/{CHANNEL}/messages$", 503, times=1000)
    await south.send_click(menu, choices(menu)[0])
    await server.wait_for(
        lambda: sum(1 for c in server.channel_calls(CHANNEL) if c.status == 503) >= 2,
        20.0,
        "two failed attempts to post in the channel",
    )
    await first.kill()  # a crash between two retries
    assert [m.id for m in server.channel_messages(CHANNEL)] == before  # the channel heard nothing
    server.faults.clear()

    second = launch()
    await second.ready()
    await server.wait_for(
        lambda: len(server.channel_messages(CHANNEL)) > len(before), 20.0, "the missed news to be posted"
    )
    told = [m for m in server.channel_messages(CHANNEL) if m.id not in before]
    assert len(told) == 1 and waiting_for(told[0]), [m.content for m in told]
    assert await second.stop() == 0

    third = launch()  # another restart: nothing is told twice
    await third.ready()
    await _quiet_for(server, CHANNEL, 1.5)
    again = [m for m in server.channel_messages(CHANNEL) if m.id not in before]
    assert [m.id for m in again] == [told[0].id], [m.content[:120] for m in again]
    # and a button posted before all this still works: it is read from its custom_id and the database
    hand: Interaction = await south.click(board, mine(board))
    (fresh,) = hand.ephemeral
    assert "Something went wrong" not in fresh.content and fresh.visible_to == SOUTH


async def test_a_write_cancelled_half_way_leaves_every_channel_writable(
    server: FakeDiscord, launch: Callable[..., BotProcess], tmp_path: Path
) -> None:
    """An order is half-way through its write, waiting on a database another process holds locked, when
    the bot is told to stop: the process exits cleanly (no traceback), and after a restart orders are
    applied in two channels."""
    first = launch()
    await first.ready()
    board = await started(server, CHANNEL)
    other_board = await started(server, OTHER_CHANNEL)
    _north, south = people(server, CHANNEL)
    (menu,) = (await south.click(board, mine(board))).ephemeral
    holder = sqlite3.connect(tmp_path / "data" / "hexwar.sqlite3", timeout=5.0, isolation_level=None)
    try:
        holder.execute("BEGIN IMMEDIATE")  # the write lock, held by another process
        click = await south.send_click(menu, choices(menu)[0])
        await server.wait_for(lambda: click.response_type is not None, 10.0, "the click to be acknowledged")
        await asyncio.sleep(0.5)  # the bot is now waiting on the lock inside its write
        stopping = asyncio.create_task(first.stop())  # SIGTERM: the order's handler is cancelled
        await asyncio.sleep(0.5)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert await stopping == 0
    assert "Traceback" not in first.log, first.log

    second = launch()
    await second.ready()
    players = dict(zip((NORTH, SOUTH), people(server, CHANNEL), strict=True))
    others = dict(zip((NORTH, SOUTH), people(server, OTHER_CHANNEL), strict=True))
    latest = [m for m in server.channel_messages(CHANNEL) if waiting_for(m)][-1]
    assert await play(server, players, latest, 1)
    assert await play(server, others, other_board, 1)


async def _quiet_for(server: FakeDiscord, channel: int, seconds: float) -> None:
    """Wait ``seconds`` (the start-up catch-up has run by then), bounded."""
    await asyncio.sleep(seconds)
    await server.wait_for(lambda: True, 1.0)
