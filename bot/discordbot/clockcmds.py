"""The clock's commands on Discord: ``/game new clock: timeout:``, ``/game vacation``, ``/settings``, and
the clock's lines under ``/game status``. The rules live in ``bot.clock``; the state in ``bot.clockwork``."""

from __future__ import annotations

import time
from typing import Any

from bot import clock
from bot.clock import ClockConfig, ClockError
from bot.clockwork import Clockwork
from bot.discordbot import replies
from bot.discordbot.formatting import Reply
from bot.discordbot.texts import msg_text, text
from bot.discordbot.translator import named_choice
from bot.service import ServiceError

# each choice named by the catalogue (``discord.cmd.choice.<option>.<value>``, bot/locale/*/clock.ftl)
TIMEOUT_CHOICES = [
    named_choice(f"discord.cmd.choice.timeout.{v}", v) for v in ("default", "forfeit", "moderator")
]
RESOLVE_CHOICES = [
    named_choice(f"discord.cmd.choice.resolve.{v}", v) for v in ("default", "forfeit", "extend")
]
REMINDER_CHOICES = [
    named_choice(f"discord.cmd.choice.reminders.{v}", v) for v in ("every", "turn", "digest", "off")
]


def refusal(err: ClockError) -> ServiceError:
    """A clock setting given wrongly, refused like any other (answered to its author in their language)."""
    return ServiceError(err.key, **err.params)


def clockwork_of(client: Any) -> Clockwork:
    found = getattr(client, "hexwar_clockwork", None)
    if found is None:
        schedule = getattr(client.settings, "reminder_hours", clock.DEFAULT_SCHEDULE)
        found = Clockwork(client.service, client.service.store, schedule)
        client.hexwar_clockwork = found
    return found  # type: ignore[no-any-return]


def parse_clock(given: str | None, timeout: str | None) -> ClockConfig | None:
    """``48h`` (per side per turn), ``bank 10d`` or ``bank 10d+2h`` (a bank with an increment per turn)."""
    if not given:
        if timeout:
            return clock.make_config("turn", "48h", timeout)
        return None
    words = given.strip().lower().split()
    try:
        if words and words[0] == "bank":
            time_, _, inc = "".join(words[1:]).partition("+")
            return clock.make_config("bank", time_, timeout or "default", inc or None)
        return clock.make_config("turn", "".join(words), timeout or "default")
    except ClockError as err:
        raise refusal(err) from None


async def status_lines(client: Any, channel_id: int, lang: str) -> list[str]:
    msgs = await clockwork_of(client).status_msgs(channel_id, time.time())
    return [msg_text(m, lang) for m in msgs]


async def vacation(interaction: Any, days: int) -> None:
    await replies.ack(interaction)
    channel = replies.channel_of(interaction)
    work = clockwork_of(interaction.client)
    try:
        await work.vacation(channel, interaction.user.id, days, time.time())
    except ClockError as err:
        raise refusal(err) from None
    info = await work.service.info(channel)
    sides = ", ".join(s.side for s in info.seats_of(interaction.user.id))
    line = text("clock.vacation", info.language, side=sides, days=days)
    await replies.publish(interaction, Reply(line))
    _poke(interaction.client, channel)


async def settings(interaction: Any, night: str | None, tz: str | None, reminders: str | None) -> None:
    await replies.ack(interaction)
    work = clockwork_of(interaction.client)
    try:
        prefs = await work.set_prefs(interaction.user.id, night=night, tz=tz, reminders=reminders)
    except ClockError as err:
        raise refusal(err) from None
    lang = replies.lang_of(interaction)
    shown_night = f"{prefs.night.start:02d}-{prefs.night.end:02d}" if prefs.night else "off"
    zone = prefs.night.tz if prefs.night else (tz or "UTC")
    line = text("clock.settings", lang, night=shown_night, tz=zone, reminders=prefs.reminders)
    await replies.send(interaction, line, ephemeral=True)
    from bot.discordbot.scheduler import scheduler_of

    s = scheduler_of(interaction.client)
    if s is not None:
        s.poke()


async def resolve(interaction: Any, side: str, action: str, hours: int | None) -> None:
    """A moderator's answer for a side out of time (or any side, as a courtesy): its decision's default
    answer, a forfeit, or ``hours`` more on its clock. Announced in the channel like an order."""
    await replies.ack(interaction)
    channel = replies.channel_of(interaction)
    if not await replies.is_moderator(interaction):
        raise ServiceError("service.moderators_only")
    work = clockwork_of(interaction.client)
    if action == "extend":
        extra = hours or 24
        await work.extend(channel, side, extra * clock.HOUR, time.time())
        info = await work.service.info(channel)
        line = text(
            "clock.extended", info.language, side=side, hours=extra, moderator=f"<@{interaction.user.id}>"
        )
        await replies.publish(interaction, Reply(line))
    else:
        outcome = await work.service.time_out(channel, side, action)
        if outcome is None:
            raise ServiceError("clock.nothing_owed", side=side)
        await work.observe(channel, time.time())
        await replies.answer_outcome(interaction, outcome)
    _poke(interaction.client, channel)


def _poke(client: Any, channel_id: int) -> None:
    from bot.discordbot.scheduler import poke

    poke(client, channel_id)
