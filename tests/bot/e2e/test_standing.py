"""``/standing`` through the real ``hexwar bot`` process (docs/standing.md): set and listed in replies only
its author sees, nothing posted in the channel."""

from __future__ import annotations

import pytest

from tests.bot.e2e.fake_discord import FakeDiscord
from tests.bot.e2e.game import NORTH, people, refused, started
from tests.bot.e2e.harness import BotProcess

pytestmark = pytest.mark.asyncio(loop_scope="module")

Shared = tuple[FakeDiscord, BotProcess]


async def test_a_standing_answer_is_set_and_listed_privately(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, _south = people(server, channel)
    await started(server, channel)
    setting = await north.slash("standing", decision="cca.react", answer="evade")
    assert not setting.public, setting.calls
    (reply,) = setting.ephemeral
    assert reply.visible_to == NORTH
    assert "Standing answer for reaction to a melee: evade" in reply.content
    listing = await north.slash("standing")
    assert not listing.public
    assert "• cca.react evade" in listing.ephemeral[-1].content
    assert not refused(server, channel) and not server.unknown
