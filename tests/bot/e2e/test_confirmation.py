"""A resign's confirmation expires, through the real ``hexwar bot`` process: the bot is started with
``HEXWAR_CONFIRM_SECONDS`` shortened (60 s otherwise), and a press after that time is refused to its
presser only, with nothing changed; a fresh confirmation pressed in time resigns."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from tests.bot.e2e.conftest import CHANNEL
from tests.bot.e2e.fake_discord import FakeDiscord
from tests.bot.e2e.game import NORTH, buttons, people, refused, started
from tests.bot.e2e.harness import BotProcess

CONFIRM_SECONDS = 3.0


async def test_a_resign_confirmed_after_it_expired_is_refused_and_changes_nothing(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    await launch(HEXWAR_CONFIRM_SECONDS=str(CONFIRM_SECONDS)).ready()
    north, _south = people(server, CHANNEL)
    await started(server, CHANNEL)
    (question,) = (await north.slash("game", "resign")).shown
    assert question.ephemeral and question.visible_to == NORTH
    (confirm,) = buttons(question)
    before = [m.id for m in server.channel_messages(CHANNEL)]
    await asyncio.sleep(CONFIRM_SECONDS + 1.0)
    late = await north.click(question, confirm)
    assert late.shown and all(m.visible_to == NORTH for m in late.shown)
    assert "expired" in late.shown[-1].content, [m.content for m in late.shown]
    assert [m.id for m in server.channel_messages(CHANNEL)] == before  # nothing told: nothing changed
    assert "Waiting for" in (await north.slash("game", "status")).shown[-1].content  # still under way
    # asked again and pressed in time, it resigns
    (again,) = (await north.slash("game", "resign")).shown
    done = await north.click(again, buttons(again)[0])
    assert any("resigns" in m.content for m in done.public), [m.content for m in done.shown]
    assert not refused(server, CHANNEL)
