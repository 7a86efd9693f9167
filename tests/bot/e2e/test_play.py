"""A game played through the real ``hexwar bot`` process over loopback HTTP and WebSocket: slash commands,
buttons, deferred replies and follow-ups, map PNGs as multipart uploads, with 429s, 5xx and a dropped
gateway injected, and a restart in the middle."""

from __future__ import annotations

from collections.abc import Callable

from tests.bot.e2e.conftest import CHANNEL
from tests.bot.e2e.fake_discord import DEFER, REPLY, UPDATE, FakeDiscord, Interaction, Message
from tests.bot.e2e.harness import BotProcess, Person

NORTH = 311_111_111_111_111_111
SOUTH = 322_222_222_222_222_222
PNG = b"\x89PNG\r\n\x1a\n"


def _people(server: FakeDiscord, channel: int = CHANNEL) -> tuple[Person, Person]:
    return Person(server, NORTH, channel), Person(server, SOUTH, channel)


async def _started(server: FakeDiscord, channel: int = CHANNEL) -> Message:
    """A Commands & Colors demo game, north and south seated and started: the start message."""
    north, south = _people(server, channel)
    created = await north.slash("game", "new", system="cca", scenario="two-hills")
    assert created.response_type == REPLY and created.public
    await north.slash("game", "join", side="north")
    await south.slash("game", "join", side="south")
    start = await north.slash("game", "start")
    return start.public[-1]


def _mine(message: Message) -> str:
    (custom_id,) = [c for c in message.custom_ids() if c.endswith(":mine")]
    return custom_id


def _refused(server: FakeDiscord) -> list[str]:
    """Requests Discord would have refused (bad bodies, double acknowledgements, unknown routes)."""
    return [
        f"{c.method} {c.path} -> {c.status}" for c in server.calls if 400 <= c.status < 500 and not c.fault
    ]


async def test_commands_buttons_deferred_replies_and_the_map_png(
    server: FakeDiscord, bot: BotProcess
) -> None:
    _north, south = _people(server)
    board = await _started(server)
    start = server.interactions[next(reversed(server.interactions))]
    assert start.response_type == DEFER  # drawing the map takes a moment: deferred, then a follow-up
    assert board.files and board.files[0][0] == "board.png" and board.files[0][1].startswith(PNG)
    assert south.mention in board.content and board.pings == {SOUTH}  # south owes the first card
    # "show my hand": an ephemeral answer to the one who clicked, with one button per card
    hand = (await south.click(board, _mine(board))).messages
    (menu,) = hand
    assert menu.ephemeral and menu.visible_to == SOUTH
    cards = [c for c in menu.custom_ids() if not c.endswith(":mine")]
    assert cards
    label = menu.labels()[cards[0]]
    played = await south.click(menu, cards[0])
    assert played.response_type in (UPDATE, DEFER, REPLY)
    assert played.public, played.calls
    assert played.response_type == UPDATE and not menu.custom_ids()  # the clicked menu loses its buttons
    # the card order itself stays private: its label is not in what the channel sees
    assert all(label not in m.content for m in played.public)
    assert not _refused(server) and not server.unknown


async def test_429_and_5xx_on_answers_are_retried(server: FakeDiscord, bot: BotProcess) -> None:
    north, _south = _people(server)
    await _started(server)
    server.fail("POST", r"/interactions/\d+/[^/]+/callback$", 429, retry_after=0.3)
    server.fail("POST", r"/webhooks/\d+/[^/]+$", 502)
    shown = await north.slash("game", "map", timeout=30.0)
    statuses = [c.status for c in shown.calls]
    assert statuses[:2] == [429, 200] and 502 in statuses and statuses[-1] == 200, statuses
    (posted,) = shown.public
    assert posted.files and posted.files[0][1].startswith(PNG)
    assert not _refused(server)


async def test_a_dropped_gateway_resumes_and_replays_what_was_missed(
    server: FakeDiscord, bot: BotProcess
) -> None:
    north, _south = _people(server)
    await north.slash("game", "new", system="cca", scenario="two-hills")
    session = server.session
    assert session is not None
    disconnects = server.count("disconnect")
    await server.drop_gateway()  # the TCP connection dies, no close frame
    await server.wait_for(lambda: server.count("disconnect") > disconnects, 10.0, "the drop to be seen")
    pending = await north.send_slash("game", "join", side="north")  # sent while the bot is away
    await server.wait_for(lambda: server.count("resumed") >= 1, 20.0, "a RESUME")
    assert server.session is session  # the same session, resumed rather than identified anew
    await server.settle(pending)
    assert pending.public and north.mention in pending.public[0].content
    # a close frame with a resumable code is resumed too
    await server.close_gateway(4000)
    await server.wait_for(lambda: server.count("resumed") >= 2, 20.0, "a second RESUME")
    assert (await north.slash("game", "status")).messages
    assert server.count("identify") == 1


async def test_an_invalid_session_is_identified_anew(server: FakeDiscord, bot: BotProcess) -> None:
    north, _south = _people(server)
    server.sessions.clear()  # the server forgets the session: RESUME gets INVALID_SESSION
    await server.close_gateway(4000)
    await server.wait_for(lambda: server.count("identify") >= 2, 20.0, "a new IDENTIFY")
    assert (await north.slash("game", "status")).messages


async def test_a_button_posted_before_a_restart_works_after_it(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    first = launch()
    await first.ready()
    board = await _started(server)
    assert await first.stop() == 0
    second = launch()
    await second.ready()
    _north, south = _people(server)
    hand: Interaction = await south.click(board, _mine(board))
    (menu,) = hand.messages
    assert menu.ephemeral and [c for c in menu.custom_ids() if not c.endswith(":mine")]
