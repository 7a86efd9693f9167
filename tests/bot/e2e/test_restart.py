"""Restarts of the real ``hexwar bot`` process: state lives only in SQLite, so whatever was posted before
a stop or a crash keeps working after it, and nothing is told twice."""

from __future__ import annotations

from collections.abc import Callable

from tests.bot.e2e.conftest import CHANNEL
from tests.bot.e2e.fake_discord import FakeDiscord, Interaction
from tests.bot.e2e.game import choices, mine, people, started
from tests.bot.e2e.harness import BotProcess


async def test_a_button_posted_before_a_restart_works_after_it(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    first = launch()
    await first.ready()
    board = await started(server, CHANNEL)
    assert await first.stop() == 0
    second = launch()
    await second.ready()
    _north, south = people(server, CHANNEL)
    hand: Interaction = await south.click(board, mine(board))
    (menu,) = hand.messages
    assert menu.ephemeral and choices(menu)
