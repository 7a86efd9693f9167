"""Seats changing hands in a game under way, and a decision with more than 25 choices, through the real
``hexwar bot`` process: ``/game sub`` accepted by the named player's press only, a moderator's
``/game kick`` and ``/game seat`` (Manage Channels in the interaction's member permissions) and a
non-moderator refused, and the paged select menu ("More choices…") opened and picked from by clicking.
One bot for the module, each test in its own channel."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.discordbot import formatting
from bot.service import GameService
from bot.store import Store
from tests.bot.e2e.fake_discord import FakeDiscord, Message
from tests.bot.e2e.game import (
    NORTH,
    OUTSIDER,
    SOUTH,
    buttons,
    menus,
    mine,
    people,
    refused,
    started,
)
from tests.bot.e2e.harness import BotProcess, Person, UserOption

pytestmark = pytest.mark.asyncio(loop_scope="module")

Shared = tuple[FakeDiscord, BotProcess]

CAROL = 344_444_444_444_444_444
MODERATOR = 355_555_555_555_555_555
MANAGE_CHANNELS = 0x10
MEMBER = 0x400 | 0x800 | 0x8000 | 0x10000 | 0x80000000  # what the fake server gives everyone


def _quiet(server: FakeDiscord, channel: int, before: Sequence[Message]) -> bool:
    """Nothing new was posted in the channel for everyone to see."""
    return [m.id for m in server.channel_messages(channel)] == [m.id for m in before]


def _only_to(person: Person, shown: Sequence[Message]) -> bool:
    return bool(shown) and all(m.visible_to == person.id for m in shown)


async def _hand(person: Person, board: Message) -> list[str]:
    """The choice buttons "show my hand" offers ``person`` (none for someone without the seat)."""
    opened = await person.click(board, mine(board))
    assert _only_to(person, opened.shown), [m.content for m in opened.shown]
    return [c for m in opened.shown for c in buttons(m) if not c.endswith(":mine")]


async def _plays_first_card(person: Person, board: Message) -> bool:
    """``person`` opens their hand and plays its first card; the channel is told."""
    opened = await person.click(board, mine(board))
    menu = opened.ephemeral[-1]
    cards = [c for c in buttons(menu) if not c.endswith(":mine")]
    assert cards, menu.content
    played = await person.click(menu, cards[0])
    return bool(played.public)


async def test_a_seat_is_handed_over_when_the_named_player_accepts_and_only_them(
    shared: Shared, channel: int
) -> None:
    server, _bot = shared
    _north, south = people(server, channel)
    carol, outsider = Person(server, CAROL, channel), Person(server, OUTSIDER, channel)
    board = await started(server, channel)
    offered = await south.slash("game", "sub", player=UserOption(CAROL))
    (offer,) = offered.public
    (accept,) = [c for c in offer.custom_ids() if ":a:t" in c]
    assert carol.mention in offer.content and offer.pings == {CAROL}
    before = server.channel_messages(channel)
    # a third person presses the button: refused, to them only, and the seat stays where it was
    taken = await outsider.click(offer, accept)
    assert _only_to(outsider, taken.shown) and "not yours" in taken.shown[-1].content
    assert _quiet(server, channel, before)
    assert not await _hand(outsider, board)
    # the named player presses it: the channel is told, and the seat is theirs from now on
    accepted = await carol.click(offer, accept)
    assert accepted.public and carol.mention in accepted.public[-1].content
    assert not await _hand(south, board)  # the former holder no longer sees south's hand
    assert await _plays_first_card(carol, board)
    assert not refused(server, channel)


async def test_moderators_kick_and_seat_players_and_others_are_refused(shared: Shared, channel: int) -> None:
    server, _bot = shared
    _north, south = people(server, channel)
    carol, outsider = Person(server, CAROL, channel), Person(server, OUTSIDER, channel)
    moderator = Person(server, MODERATOR, channel, permissions=MEMBER | MANAGE_CHANNELS)
    board = await started(server, channel)
    before = server.channel_messages(channel)
    # without Manage Channels: refused, ephemerally, and nothing changes
    for tried in (
        await outsider.slash("game", "kick", player=UserOption(SOUTH)),
        await outsider.slash("game", "seat", player=UserOption(OUTSIDER), side="south"),
    ):
        assert _only_to(outsider, tried.shown) and "moderator" in tried.shown[-1].content
    assert _quiet(server, channel, before)
    assert await _hand(south, board)  # south still holds the seat
    # a moderator removes south's player and seats carol there
    kicked = await moderator.slash("game", "kick", player=UserOption(SOUTH))
    assert kicked.public and south.mention in kicked.public[-1].content
    assert not await _hand(south, board)
    seated = await moderator.slash("game", "seat", player=UserOption(CAROL), side="south")
    assert seated.public and carol.mention in seated.public[-1].content
    assert await _plays_first_card(carol, board)
    assert not refused(server, channel)


async def _long_decision(service: GameService, channel: int) -> tuple[int, list[str]]:
    """Play a seeded game with the first legal choice of every decision until one has more than 25
    choices; its owner and the orders of its choices."""
    for _ in range(40):
        (prompt,) = await service.pending(channel)
        if len(prompt.choices) > formatting.MAX_BUTTONS and not prompt.private:
            return (NORTH if prompt.side == "north" else SOUTH), [c.order for c in prompt.choices]
        player = NORTH if prompt.side == "north" else SOUTH
        for choice in prompt.choices:
            try:
                await service.order(channel, player, choice.order)
                break
            except Exception:
                continue
    raise AssertionError("no decision with more than 25 choices came up")


async def test_a_choice_on_the_second_page_of_a_long_decision_is_picked_by_clicking(
    shared: Shared, channel: int
) -> None:
    """The position is set up with fixed dice through the service, on the bot's own database (the one
    place a seed may be given); from there on everything goes through Discord."""
    server, bot = shared
    store = await Store.open(bot.data_dir / "hexwar.sqlite3")
    try:
        service = GameService(store)
        await service.create(channel, NORTH, "cca", "two-hills", seed=0)
        await service.join(channel, NORTH, "north")
        await service.join(channel, SOUTH, "south")
        await service.start(channel, NORTH)
        owner, orders = await _long_decision(service, channel)
        before = len(await store.actions(channel))
    finally:
        await store.close()
    player = Person(server, owner, channel)
    status = await player.slash("game", "status")
    shown = status.shown[-1]
    assert _only_to(player, status.shown)
    ((menu_id, values),) = menus(shown)
    assert len(values) == formatting.PAGE + 1 and values[-1] == f"{formatting.MORE}1"
    # "More choices…": the second page, to the clicker only
    opened = await player.select(shown, menu_id, values[-1])
    assert not opened.public and _only_to(player, opened.shown)
    page = opened.shown[-1]
    ((page_id, page_values),) = menus(page)
    picks = [v for v in page_values if v.isdigit()]
    assert picks and all(formatting.PAGE <= int(v) < min(len(orders), 2 * formatting.PAGE) for v in picks)
    picked = await player.select(page, page_id, picks[0])
    assert picked.public, [m.content for m in picked.shown]
    store = await Store.open(bot.data_dir / "hexwar.sqlite3")
    try:
        actions = await store.actions(channel)
    finally:
        await store.close()
    assert len(actions) == before + 1 and actions[-1].order == orders[int(picks[0])]
    assert not refused(server, channel)
