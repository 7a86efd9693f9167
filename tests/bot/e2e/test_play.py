"""A game played through the real ``hexwar bot`` process over loopback HTTP and WebSocket: slash commands,
buttons, deferred replies and follow-ups, map PNGs as multipart uploads, with 429s, 5xx and a dropped
gateway injected. One bot process for the module, each test in its own channel."""

from __future__ import annotations

import pytest

from tests.bot.e2e.fake_discord import DEFER, DEFER_UPDATE, REPLY, UPDATE, FakeDiscord
from tests.bot.e2e.game import PNG, SOUTH, choices, mine, people, refused, started
from tests.bot.e2e.harness import BotProcess

pytestmark = pytest.mark.asyncio(loop_scope="module")

Shared = tuple[FakeDiscord, BotProcess]


async def test_commands_buttons_deferred_replies_and_the_map_png(shared: Shared, channel: int) -> None:
    server, _bot = shared
    _north, south = people(server, channel)
    board = await started(server, channel)
    start = next(i for i in server.interactions.values() if board in i.shown)
    assert start.response_type in (DEFER, REPLY)  # acknowledged at once
    assert board.files and board.files[0][0] == "board.png" and board.files[0][1].startswith(PNG)
    assert south.mention in board.content and board.pings == {SOUTH}  # south owes the first card
    # "show my hand": an ephemeral answer to the one who clicked, with one button per card
    (menu,) = (await south.click(board, mine(board))).messages
    assert menu.ephemeral and menu.visible_to == SOUTH
    cards = choices(menu)
    assert cards
    label = menu.labels()[cards[0]]
    played = await south.click(menu, cards[0])
    assert played.response_type in (UPDATE, DEFER_UPDATE)  # a click is acknowledged without a new message
    assert played.public, played.calls
    # the card order itself stays private: its label is not in what the channel sees
    assert all(label not in m.content for m in played.public)
    assert not refused(server, channel) and not server.unknown


async def test_429_and_5xx_on_answers_are_retried(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, _south = people(server, channel)
    await started(server, channel)
    server.fail("POST", r"/interactions/\d+/[^/]+/callback$", 429, retry_after=0.3)
    # the map goes out as a follow-up or a channel message: the first attempt gets a 502
    server.fail("POST", r"^/(webhooks/\d+/[^/]+|channels/\d+/messages)$", 502)
    shown = await north.slash("game", "map", timeout=30.0)
    since = min(c.at for c in shown.calls)
    calls = sorted(
        shown.calls + [c for c in server.channel_calls(channel) if c.at >= since], key=lambda c: c.at
    )
    statuses = [c.status for c in calls if c.method == "POST"]
    assert statuses[:2] == [429, 200] and 502 in statuses and statuses[-1] == 200, statuses
    (posted,) = shown.public
    assert posted.files and posted.files[0][1].startswith(PNG)
    assert not refused(server, channel)


async def test_a_dropped_gateway_resumes_and_replays_what_was_missed(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, _south = people(server, channel)
    await north.slash("game", "new", system="cca", scenario="two-hills")
    session = server.session
    assert session is not None
    identified, resumed, disconnects = (
        server.count("identify"),
        server.count("resumed"),
        server.count("disconnect"),
    )
    await server.drop_gateway()  # the TCP connection dies, no close frame
    await server.wait_for(lambda: server.count("disconnect") > disconnects, 10.0, "the drop to be seen")
    pending = await north.send_slash("game", "join", side="north")  # sent while the bot is away
    await server.wait_for(lambda: server.count("resumed") > resumed, 20.0, "a RESUME")
    assert server.session is session  # the same session, resumed rather than identified anew
    await server.settle(pending)
    assert pending.public and north.mention in pending.public[0].content
    # a close frame with a resumable code is resumed too
    await server.close_gateway(4000)
    await server.wait_for(lambda: server.count("resumed") > resumed + 1, 20.0, "a second RESUME")
    assert (await north.slash("game", "status")).messages
    assert server.count("identify") == identified
    # a session the server no longer knows gets INVALID_SESSION, and the bot identifies anew
    server.sessions.clear()
    await server.close_gateway(4000)
    await server.wait_for(lambda: server.count("identify") > identified, 20.0, "a new IDENTIFY")
    assert (await north.slash("game", "status")).messages
