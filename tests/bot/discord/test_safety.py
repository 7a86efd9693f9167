"""Safe on a community server, through the real command tree (network faked at the edge, real SQLite):

* an outsider cannot take a seat in a game under way; seats change hands by offer and acceptance;
* resign asks for a second press that only its asker can give, and which expires;
* every interaction is acknowledged before any database work; refusals are ephemeral;
* a public answer that fails is retried; one that cannot be posted is posted once after a restart;
* the same interaction delivered twice is applied once; an old game's buttons say that game is over.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from bot import service as service_mod
from bot.discordbot import replies
from bot.discordbot.app import HexwarBot
from tests.bot.discord.conftest import make_settings, start_bot
from tests.bot.discord.harness import (
    CHANNEL,
    FakeDiscord,
    FakeSession,
    Sent,
    UserArg,
    acks,
    ephemeral,
    public,
)

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222
CAROL = 333_333_333_333_333_333
MANAGE_CHANNELS = 1 << 4


@pytest.fixture(autouse=True)
def quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replies, "POST_BACKOFF", 0.0)


async def _started(d: FakeDiscord) -> Sent:
    await d.command(ALICE, "game", "new", system="race", scenario="short")
    await d.command(ALICE, "game", "join", side="red")
    await d.command(BOB, "game", "join", side="blue")
    return public(await d.command(ALICE, "game", "start"))[-1]


def _only(sent: list[Sent]) -> Sent:
    assert len(sent) == 1, sent
    return sent[0]


async def test_an_outsider_cannot_take_a_seat_in_a_game_under_way(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_)
    for side in ("red", "blue"):
        sent = await discord_.command(CAROL, "game", "join", side=side)
        assert acks(sent) and sent[0].ephemeral  # acknowledged privately before anything else
        refusal = _only(ephemeral(sent))
        assert "seats are no longer free" in refusal.content and not public(sent)
    sent = await discord_.command(CAROL, "order", text="step")
    assert not public(sent) and "no seat" in _only(ephemeral(sent)).content
    info = await bot.service.info(CHANNEL)
    assert {s.user_id for s in info.seats} == {ALICE, BOB}


async def test_a_seat_is_handed_over_only_when_the_named_player_accepts(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_)
    offer = _only(public(await discord_.command(BOB, "game", "sub", player=UserArg(CAROL))))
    assert f"<@{CAROL}>" in offer.content and [
        int(u) for u in offer.message["allowed_mentions"]["users"]
    ] == [CAROL]
    (accept,) = offer.custom_ids()
    refusal = _only(ephemeral(await discord_.click(ALICE, offer, accept)))
    assert "not yours" in refusal.content
    done = _only(public(await discord_.click(CAROL, offer, accept)))
    assert f"<@{CAROL}> takes over" in done.content
    assert {(s.user_id, s.side) for s in (await bot.service.info(CHANNEL)).seats} == {
        (ALICE, "red"),
        (CAROL, "blue"),
    }


async def test_moderators_seat_and_kick_players(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _started(discord_)
    refusal = _only(ephemeral(await discord_.command(CAROL, "game", "kick", player=UserArg(BOB))))
    assert "Only a moderator" in refusal.content
    await discord_.command(CAROL, "game", "kick", player=UserArg(BOB), permissions=MANAGE_CHANNELS)
    await discord_.command(
        CAROL, "game", "seat", player=UserArg(CAROL), side="blue", permissions=MANAGE_CHANNELS
    )
    assert {(s.user_id, s.side) for s in (await bot.service.info(CHANNEL)).seats} == {
        (ALICE, "red"),
        (CAROL, "blue"),
    }


async def test_resign_needs_a_second_press_only_its_asker_can_give_in_time(
    bot: HexwarBot, discord_: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _started(discord_)
    ask = _only(ephemeral(await discord_.command(BOB, "game", "resign")))
    (confirm,) = ask.custom_ids()
    assert (await bot.service.info(CHANNEL)).status == "active"
    later = time.time() + service_mod.CONFIRM_SECONDS + 1
    monkeypatch.setattr(service_mod.time, "time", lambda: later)
    expired = _only(ephemeral(await discord_.click(BOB, ask, confirm)))
    assert "expired" in expired.content and (await bot.service.info(CHANNEL)).status == "active"


async def test_a_failed_answer_is_retried(
    bot: HexwarBot, discord_: FakeDiscord, session: FakeSession
) -> None:
    await _started(discord_)
    session.fail_posts = [502]
    sent = await discord_.command(ALICE, "order", text="step")
    posts = [s for s in sent if s.kind == "channel"]
    assert [p.status for p in posts] == [502, 200]
    assert "race.moved(side=red, to=1)" in _only(public(sent)).content
    info = await bot.service.info(CHANNEL)
    assert info.announced_version == info.version


async def test_an_answer_that_could_not_be_posted_is_posted_once_after_a_restart(
    tmp_path: Path, session: FakeSession
) -> None:
    settings = make_settings(tmp_path)
    first = await start_bot(settings, session, sync_commands=False)
    try:
        d = FakeDiscord(first, session)
        await _started(d)
        session.fail_posts = [403]  # e.g. the bot lost Send Messages there for a moment
        sent = await d.command(ALICE, "order", text="step")
        assert not public(sent)
        note = _only(ephemeral(sent))
        assert "applied" in note.content and "could not post" in note.content
        info = await first.service.info(CHANNEL)
        assert info.version == info.announced_version + 1  # applied, not yet told
    finally:
        await first.close()
    for restart in range(2):
        before = len(session.sent)
        bot = await start_bot(settings, session, sync_commands=False)
        try:
            cog = bot.get_cog("GameCog")
            assert cog is not None and cog.catch_up_task is not None  # type: ignore[attr-defined]
            await cog.catch_up_task  # type: ignore[attr-defined]
            posted = public(session.sent[before:])
            if restart == 0:
                (caught_up,) = posted
                assert (
                    "While I was away" in caught_up.content
                    and "race.moved(side=red, to=1)" in caught_up.content
                )
                assert f"<@{BOB}>" in caught_up.content
            else:
                assert posted == []  # told once
        finally:
            await bot.close()


async def test_the_same_interaction_twice_is_applied_once(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _started(discord_)
    version = (await bot.service.info(CHANNEL)).version
    await discord_.command(ALICE, "order", text="step")
    again = await discord_.redeliver()
    assert not public(again) and "already applied" in _only(ephemeral(again)).content
    assert (await bot.service.info(CHANNEL)).version == version + 1


async def test_buttons_of_a_finished_game_say_that_game_is_over(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    board = await _started(discord_)
    ask = await bot.service.confirmation(CHANNEL, ALICE, "abandon")
    await bot.service.abandon(CHANNEL, ALICE, is_admin=False, token=ask.token)
    await _started(discord_)
    version = (await bot.service.info(CHANNEL)).version
    for custom_id in board.custom_ids():
        reply = _only(ephemeral(await discord_.click(ALICE, board, custom_id)))
        assert "That game is over" in reply.content
    assert (await bot.service.info(CHANNEL)).version == version


async def test_an_order_longer_than_the_limit_is_refused_with_a_short_quote(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_)
    for order in ("step " * 500, "x" * 150):
        sent = await discord_.command(ALICE, "order", text=order)
        refusal = _only(ephemeral(sent))
        assert not public(sent) and len(refusal.content) < 400 and "x" * 41 not in refusal.content
    assert await bot.service.store.actions(CHANNEL) == []


async def test_the_next_answer_tells_what_the_channel_missed(
    bot: HexwarBot, discord_: FakeDiscord, session: FakeSession
) -> None:
    await _started(discord_)
    session.fail_posts = [403]
    missed = await discord_.command(ALICE, "order", text="step")
    assert not public(missed)
    # Bob was never shown the position after Alice's move: his typed order is refused, and he is shown it
    shown = await discord_.command(BOB, "order", text="step")
    assert not public(shown) and "moved on" in _only(ephemeral(shown)).content
    msg = _only(public(await discord_.command(BOB, "order", text="step")))
    assert "race.moved(side=red, to=1)" in msg.content and "race.moved(side=blue, to=1)" in msg.content
    info = await bot.service.info(CHANNEL)
    assert info.announced_version == info.version
