"""A public channel, through the real ``hexwar bot`` process: seats that cannot be taken, a resign that
asks first, buttons of a finished game, oversized input, and who gets pinged. One bot for the module,
each test in its own channel."""

from __future__ import annotations

import asyncio
import sqlite3
from dataclasses import replace

import pytest

from tests.bot.e2e.fake_discord import FakeDiscord, Message
from tests.bot.e2e.game import (
    NORTH,
    OUTSIDER,
    SOUTH,
    buttons,
    mine,
    people,
    play,
    refused,
    started,
    waiting_for,
)
from tests.bot.e2e.harness import BotProcess, Person

pytestmark = pytest.mark.asyncio(loop_scope="module")

Shared = tuple[FakeDiscord, BotProcess]


def _quiet(server: FakeDiscord, channel: int, before: list[Message]) -> bool:
    """Nothing new was posted in the channel for everyone to see."""
    return [m.id for m in server.channel_messages(channel)] == [m.id for m in before]


async def test_an_outsider_cannot_take_a_seat_in_a_game_under_way(shared: Shared, channel: int) -> None:
    server, _bot = shared
    _north, south = people(server, channel)
    board = await started(server, channel)
    outsider = Person(server, OUTSIDER, channel)
    before = server.channel_messages(channel)
    for side in ("north", "south"):
        tried = await outsider.slash("game", "join", side=side)
        (refusal,) = tried.shown
        assert refusal.ephemeral and refusal.visible_to == OUTSIDER
    # nor act for a side: the board's buttons and a typed order are refused to them, only to them
    clicked = await outsider.click(board, mine(board))
    assert all(m.visible_to == OUTSIDER for m in clicked.shown)
    assert not [c for m in clicked.shown for c in buttons(m) if not c.endswith(":mine")]  # no choices
    typed = await outsider.slash("order", text="play left-probe")
    assert typed.shown and all(m.visible_to == OUTSIDER for m in typed.shown)
    resign = await outsider.slash("game", "resign")
    assert resign.shown and all(m.visible_to == OUTSIDER for m in resign.shown)
    assert not buttons(resign.shown[-1])  # nothing to confirm for someone without a seat
    assert _quiet(server, channel, before)
    # the seats are as they were: south still owes the first card and can play it
    assert [step[0] for step in await play(server, {NORTH: _north, SOUTH: south}, board, 1)] == [SOUTH]
    assert not refused(server, channel)


async def test_resign_asks_the_person_first_and_only_they_can_confirm(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, south = people(server, channel)
    await started(server, channel)
    before = server.channel_messages(channel)
    asked = await north.slash("game", "resign")
    (question,) = asked.shown
    assert question.ephemeral and question.visible_to == NORTH and "Resign this game?" in question.content
    (confirm,) = buttons(question)
    assert _quiet(server, channel, before)  # nothing happened yet
    # the other player sends a click on the same button (Discord would not even show it to them):
    # refused, to them only
    copy = replace(question, id=question.id + 1, visible_to=SOUTH, components=list(question.components))
    forged = await south.click(copy, confirm)
    assert forged.shown and all(m.visible_to == SOUTH for m in forged.shown)
    assert _quiet(server, channel, before)
    assert "Waiting for" in (await north.slash("game", "status")).shown[-1].content  # still under way
    done = await north.click(question, confirm)
    assert any("resigns" in m.content for m in done.public), [m.content for m in done.shown]
    pressed_again = await north.click(question, confirm) if confirm in question.custom_ids() else None
    if pressed_again is not None:  # a second press changes nothing
        assert not pressed_again.public


async def test_buttons_of_an_old_game_say_it_is_over(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, south = people(server, channel)
    old_board = await started(server, channel)
    asked = await north.slash("game", "resign")
    (question,) = asked.shown
    await north.click(question, buttons(question)[0])
    new_board = await started(server, channel)  # a new game in the same channel, same seats
    before = server.channel_messages(channel)
    for person in (north, south):
        for cid in old_board.custom_ids():
            pressed = await person.click(old_board, cid)
            texts = " ".join(m.content for m in pressed.shown)
            assert "That game is over" in texts, texts
            assert all(m.visible_to == person.id for m in pressed.shown)
    assert _quiet(server, channel, before)
    # the new game's buttons work
    assert await play(server, {NORTH: north, SOUTH: south}, new_board, 1)


async def test_oversized_input_gets_a_short_refusal_and_changes_nothing(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, south = people(server, channel)
    board = await started(server, channel)
    before = server.channel_messages(channel)
    for text in ("x" * 5000, "play " + "y" * 2500, "`" * 3000 + "@everyone"):
        tried = await south.slash("order", text=text)
        (refusal,) = tried.shown
        assert refusal.ephemeral and refusal.visible_to == SOUTH
        assert len(refusal.content) < 600 and "at most" in refusal.content
    side = await north.slash("game", "join", side="z" * 3000)
    (refusal,) = side.shown
    assert refusal.ephemeral and len(refusal.content) < 600
    assert _quiet(server, channel, before)
    assert not refused(server, channel)  # every answer was one Discord accepts
    assert [s[0] for s in await play(server, {NORTH: north, SOUTH: south}, board, 1)] == [SOUTH]


async def test_only_the_player_who_newly_owes_a_decision_is_pinged(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, south = people(server, channel)
    board = await started(server, channel)
    assert board.pings == {SOUTH}
    steps = await play(server, {NORTH: north, SOUTH: south}, board, 16)
    assert len(steps) == 16
    owner = SOUTH
    changes = 0
    for actor, step, new_board in steps:
        pings = set().union(*(m.pings for m in step.shown))
        assert actor not in pings, [m.content for m in step.shown]  # never the one who just acted
        (new_owner,) = waiting_for(new_board)
        if new_owner != owner:  # the player who newly owes a decision, once
            assert pings == {new_owner}, (pings, new_board.content)
            changes += 1
        else:
            assert not pings, [m.content for m in step.shown]
        owner = new_owner
    assert changes >= 1, "the decision never passed to the other player"
    # ephemeral messages never ping
    assert not any(m.pings for m in server.channel_messages(channel, public=False) if m.ephemeral)
    assert not refused(server, channel)


async def test_the_same_interaction_delivered_twice_is_applied_once(shared: Shared, channel: int) -> None:
    server, _bot = shared
    north, south = people(server, channel)
    board = await started(server, channel)
    (menu,) = (await south.click(board, mine(board))).ephemeral
    played = await south.click(menu, buttons(menu)[0])
    assert played.public
    before = server.channel_messages(channel)
    await server.redeliver(played)  # the gateway delivers the very same click again
    await asyncio.sleep(1.5)
    assert _quiet(server, channel, before)  # not applied a second time, nothing told twice
    latest = [m for m in before if waiting_for(m)][-1]
    assert await play(server, {NORTH: north, SOUTH: south}, latest, 1)


async def test_secret_choices_never_reach_the_channel(shared: Shared, channel: int) -> None:
    """The cards in a hand are offered only in their holder's ephemeral menu; no message the channel
    sees names a card order that was offered privately and not played."""
    server, _bot = shared
    north, south = people(server, channel)
    board = await started(server, channel)
    steps = await play(server, {NORTH: north, SOUTH: south}, board, 6)
    offered: set[str] = set()
    for message in server.channel_messages(channel, public=False):
        if message.ephemeral:
            offered |= {
                str(c.get("label", ""))
                for row in message.posted_components
                for c in row.get("components", [])
                if str(c.get("label", "")).startswith("play ")
            }
    assert offered
    public = " ".join(m.content + str(m.components) for m in server.channel_messages(channel))
    assert not [label for label in offered if label in public]
    assert steps


async def test_a_busy_database_is_answered_busy_and_changes_nothing(shared: Shared, channel: int) -> None:
    server, bot = shared
    north, south = people(server, channel)
    board = await started(server, channel)
    (menu,) = (await south.click(board, mine(board))).ephemeral
    before = server.channel_messages(channel)
    holder = sqlite3.connect(bot.data_dir / "hexwar.sqlite3", timeout=5.0, isolation_level=None)
    try:
        holder.execute("BEGIN IMMEDIATE")  # another process holds the write lock for longer than the retries
        tried = await south.send_click(menu, buttons(menu)[0])
        # acknowledged at once; the answer comes once the store has given up waiting for the lock
        await server.wait_for(lambda: tried.shown, 30.0, "the answer to a click on a locked database")
        await server.settle(tried)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert tried.shown and all(m.visible_to == SOUTH for m in tried.shown)
    assert "busy" in " ".join(m.content for m in tried.shown)
    assert _quiet(server, channel, before)  # nothing changed, nothing announced
    assert [s[0] for s in await play(server, {NORTH: north, SOUTH: south}, board, 1)] == [SOUTH]
