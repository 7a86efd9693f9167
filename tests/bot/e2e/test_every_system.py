"""Each game system the bot offers, played through the real ``hexwar bot`` process as its players would:
``/game new`` with the system and a demo, both seats taken, ``/game start``, decisions given by clicking
the buttons and menus under the messages and by a typed ``/order`` picked from its autocomplete, the map
posted as a PNG (Ager Sanguinis also with a line of sight drawn), ``/game status`` and ``/game log``. One
bot for the module, each system in its own channel."""

from __future__ import annotations

import pytest

from engine import registry
from tests.bot.e2e.fake_discord import FakeDiscord, Message
from tests.bot.e2e.game import NORTH, PNG, SOUTH, play, refused, waiting_for
from tests.bot.e2e.harness import BotProcess, Person

pytestmark = pytest.mark.asyncio(loop_scope="module")

Shared = tuple[FakeDiscord, BotProcess]

# (system, demo): every system but Commands & Colors, which the other end-to-end tests play
SYSTEMS = [("afde", "saint-aubin"), ("gboh", "demo-ford"), ("ager", "palm-grove")]


async def _started(
    server: FakeDiscord, channel: int, system: str, scenario: str
) -> tuple[dict[int, Person], Message]:
    """The game created, a player on each of the demo's two sides, and started: the players by id and
    the start message."""
    (info,) = [s for s in registry.get_ruleset(system).scenarios() if s.id == scenario]
    first, second = info.sides
    north, south = Person(server, NORTH, channel), Person(server, SOUTH, channel)
    created = await north.slash("game", "new", system=system, scenario=scenario)
    assert created.public and not created.ephemeral, [m.content for m in created.shown]
    for person, side in ((north, first), (south, second)):
        joined = await person.slash("game", "join", side=side)
        assert joined.public, [m.content for m in joined.shown]
    start = await north.slash("game", "start")
    assert start.public, [m.content for m in start.shown]
    board = start.public[-1]
    assert waiting_for(board), board.content
    return {NORTH: north, SOUTH: south}, board


@pytest.mark.parametrize(("system", "scenario"), SYSTEMS)
async def test_a_demo_is_played_by_clicks_and_typed_orders(
    shared: Shared, channel: int, system: str, scenario: str
) -> None:
    server, _bot = shared
    players, board = await _started(server, channel, system, scenario)
    assert board.files and board.files[0][1].startswith(PNG)  # the start shows the map
    # a few decisions by clicking, whoever owes them
    played = await play(server, players, board, 6)
    assert played
    board = played[-1][2]
    if "Game over" not in board.content:
        # a typed order: the first suggestion /order's autocomplete gives the player who owes
        actor = players[waiting_for(board)[0]]
        suggested = await actor.autocomplete("order", None, "text", text="")
        assert suggested, f"no suggestion for {board.content!r}"
        given = await actor.slash("order", text=suggested[0]["value"])
        assert given.public, [m.content for m in given.shown]
        assert not any("✗" in m.content for m in given.shown), [m.content for m in given.shown]
    # an order that is no order: refused to the player alone, with the reason
    north = players[NORTH]
    before = [m.id for m in server.channel_messages(channel)]
    wrong = await north.slash("order", text="fly to the moon")
    assert wrong.ephemeral and not wrong.public
    assert wrong.ephemeral[-1].content.strip()
    assert [m.id for m in server.channel_messages(channel)] == before
    # the map, the status and the log
    shown = await north.slash("game", "map")
    assert shown.public and shown.public[-1].files[0][1].startswith(PNG)
    status = await north.slash("game", "status")
    assert status.shown and status.shown[-1].content.strip()
    log = await north.slash("game", "log")
    assert log.shown and log.shown[-1].content.strip()
    assert not refused(server, channel) and not server.unknown


async def test_an_ager_line_of_sight_is_drawn_on_the_map_with_its_verdict(
    shared: Shared, channel: int
) -> None:
    server, _bot = shared
    players, _board = await _started(server, channel, "ager", "palm-grove")
    north = players[NORTH]
    sight = await north.slash("game", "map", los="0811-0802")
    (posted,) = sight.public
    assert posted.files and posted.files[0][1].startswith(PNG)
    first_line = posted.content.splitlines()[0]
    assert "0811" in first_line and "0802" in first_line, posted.content
    # a hex that is not on the map: refused with the reason, and no map posted
    bad = await north.slash("game", "map", los="0811-9999")
    assert not bad.public and bad.ephemeral and "9999" in bad.ephemeral[-1].content
    assert not refused(server, channel)
