"""The clock on Discord through the real command tree: /game new clock: timeout:, /settings, /game vacation,
the clock under /game status, and the scheduler applying a timeout and sending reminders (a fake clock)."""

from __future__ import annotations

import time
from pathlib import Path

from bot.discordbot.app import HexwarBot
from bot.discordbot.scheduler import scheduler_of
from tests.bot.discord.conftest import make_settings, start_bot
from tests.bot.discord.harness import CHANNEL, FakeDiscord, FakeSession, ephemeral, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222
HOUR = 3600.0


async def ready(d: FakeDiscord, **clock: str) -> float:
    sent = await d.command(ALICE, "game", "new", system="race", scenario="short", **clock)
    assert "Clock: 24 h per side per turn" in public(sent)[0].content
    await d.command(ALICE, "game", "join", side="red")
    await d.command(BOB, "game", "join", side="blue")
    await d.command(ALICE, "game", "start")
    return time.time()


async def test_a_timeout_gives_the_default_answer_in_the_channel(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    start = await ready(discord_, clock="24h", timeout="default")
    s = scheduler_of(bot)
    assert s is not None
    await s.once(start)
    status = ephemeral(await discord_.command(BOB, "game", "status"))[-1].content
    assert "red: 23 h 59 min left (running)" in status or "red: 24 h 0 min left (running)" in status
    before = len(discord_.session.sent)
    tick = await s.once(start + 12 * HOUR + 60)
    assert [r.user_id for r in tick.reminders] == [ALICE]
    reminder = discord_.session.sent[before:]
    assert any(f"<@{ALICE}>: red owes a decision in <#{CHANNEL}>" in m.content for m in reminder)
    before = len(discord_.session.sent)
    tick = await s.once(start + 25 * HOUR)
    assert len(tick.outcomes) == 1
    posted = public(discord_.session.sent[before:])
    assert any("red ran out of time: the default answer is given." in m.content for m in posted)
    info = await bot.service.info(CHANNEL)
    assert info.announced_version == info.version
    assert (await bot.service.prompts_for(CHANNEL, BOB)) != ()


async def test_settings_and_vacation(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_, clock="24h")
    sent = await discord_.command(ALICE, "settings", night="22-07", tz="Europe/Warsaw", reminders="digest")
    assert "Night hours: 22-07; time zone: Europe/Warsaw; reminders: digest." in ephemeral(sent)[-1].content
    sent = await discord_.command(ALICE, "settings", tz="Mars/Base")
    assert "There is no time zone called 'Mars/Base'" in ephemeral(sent)[-1].content
    sent = await discord_.command(ALICE, "game", "vacation", days=2)
    assert "red: on vacation in this game for 2 days" in public(sent)[-1].content
    status = await bot.hexwar_clockwork.status(CHANNEL, time.time() + 47 * HOUR)  # type: ignore[attr-defined]
    assert status is not None and status[1][0].left > 23 * HOUR


async def test_a_bad_clock_is_refused_before_the_game_is_made(bot: HexwarBot, discord_: FakeDiscord) -> None:
    sent = await discord_.command(ALICE, "game", "new", system="race", scenario="short", clock="soon")
    assert "'soon' is not a time" in ephemeral(sent)[-1].content
    sent = await discord_.command(ALICE, "game", "status")
    assert "There is no game" in ephemeral(sent)[-1].content


async def test_a_restarted_bot_wakes_for_the_stored_deadline(tmp_path: Path, session: FakeSession) -> None:
    bot = await start_bot(make_settings(tmp_path), session, sync_commands=False)
    try:
        start = await ready(FakeDiscord(bot, session), clock="24h", timeout="forfeit")
        await bot.hexwar_clockwork.set_prefs(ALICE, reminders="off")  # type: ignore[attr-defined]
        s = scheduler_of(bot)
        assert s is not None
        await s.once(start)
    finally:
        await bot.close()
    bot = await start_bot(make_settings(tmp_path), session, sync_commands=False)
    try:
        s = scheduler_of(bot)
        assert s is not None
        tick = await s.once(start + HOUR)
        assert tick.next_at is not None and abs(tick.next_at - (start + 24 * HOUR)) < 5
        tick = await s.once(start + 24 * HOUR + 5)
        assert tick.outcomes[0].result is not None and tick.outcomes[0].result.winner == "blue"
    finally:
        await bot.close()


async def test_a_moderator_decides_for_a_side_out_of_time(bot: HexwarBot, discord_: FakeDiscord) -> None:
    manage_channels = 1 << 4
    start = await ready(discord_, clock="24h", timeout="moderator")
    s = scheduler_of(bot)
    assert s is not None
    await s.once(start + 25 * HOUR)
    status = ephemeral(await discord_.command(BOB, "game", "status"))[-1].content
    assert "red: out of time, a moderator decides" in status
    refused = ephemeral(await discord_.command(BOB, "game", "timeout", side="red", action="extend"))
    assert "Only a moderator" in refused[-1].content
    sent = await discord_.command(
        BOB, "game", "timeout", side="red", action="extend", hours=6, permissions=manage_channels
    )
    assert "gives red 6 more hours on the clock" in public(sent)[0].content
    status = ephemeral(await discord_.command(BOB, "game", "status"))[-1].content
    assert "red: 5 h 59 min left (running)" in status or "red: 6 h 0 min left (running)" in status
    sent = await discord_.command(
        BOB, "game", "timeout", side="red", action="default", permissions=manage_channels
    )
    assert "red ran out of time" in public(sent)[0].content
    assert [p.side for p in await bot.service.pending(CHANNEL)] == ["blue"]
    sent = await discord_.command(
        BOB, "game", "timeout", side="red", action="forfeit", permissions=manage_channels
    )
    assert "red owes no decision now" in ephemeral(sent)[-1].content
