"""One task in the bot for the game clocks: it sleeps until the nearest deadline or reminder.

Poked after every change a channel is told of (the outbox pokes it), it settles that game's clock at once;
then it applies what is due (a timeout goes through the game service like an order and is announced
through the outbox), sends the reminders, and sleeps until the next thing is due (or it is poked again).
On start it reads every stored clock, so deadlines survive a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import defaultdict
from typing import Any

from bot.clockwork import Clockwork, Remind, Tick
from bot.discordbot import formatting, replies
from bot.discordbot.formatting import Reply, mention
from bot.discordbot.texts import text

log = logging.getLogger(__name__)

MAX_SLEEP = 3600.0  # at most this long asleep (a safety net; pokes and deadlines wake it sooner)
RETRY_SECONDS = 60.0


def scheduler_of(client: Any) -> ClockScheduler | None:
    found = getattr(client, "hexwar_clock", None)
    return found if isinstance(found, ClockScheduler) else None


def poke(client: Any, channel_id: int) -> None:
    """The channel's game changed: settle its clock now (no-op without a scheduler)."""
    s = scheduler_of(client)
    if s is not None:
        s.poke(channel_id)


class ClockScheduler:
    def __init__(self, client: Any, work: Clockwork) -> None:
        self.client = client
        self.work = work
        self.next_at: float | None = None
        self._poked: set[int] = set()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        client.hexwar_clock = self

    def start(self) -> None:
        self._task = asyncio.create_task(self.run(), name="hexwar-clock")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    def poke(self, channel_id: int | None = None) -> None:
        if channel_id is not None:
            self._poked.add(channel_id)
        self._wake.set()

    async def once(self, now: float) -> Tick:
        """Settle the poked games, apply what is due at ``now`` and deliver it."""
        poked, self._poked = self._poked, set()
        for channel_id in poked:
            await self.work.observe(channel_id, now)
        tick = await self.work.tick(now)
        await self.deliver(tick)
        return tick

    async def run(self) -> None:
        while True:
            self._wake.clear()
            now = time.time()
            try:
                self.next_at = (await self.once(now)).next_at
            except Exception:
                log.exception("The game clocks could not be settled; trying again shortly")
                self.next_at = now + RETRY_SECONDS
            delay = MAX_SLEEP if self.next_at is None else self.next_at - time.time()
            with contextlib.suppress(TimeoutError):  # asyncio.timeout: no task of its own while asleep
                async with asyncio.timeout(max(0.0, min(delay, MAX_SLEEP))):
                    await self._wake.wait()

    # ------------------------------------------------------------------ delivering

    async def deliver(self, tick: Tick) -> None:
        box = replies.outbox_of(self.client)
        service = self.work.service
        for outcome in tick.outcomes:
            lang = outcome.game.language
            out = formatting.outcome_replies(outcome, None, lang)
            png = await replies._png(service, outcome.game.channel_id) if outcome.snapshot else None
            await box.publish(
                outcome.game.channel_id,
                out.public,
                png=png,
                announce=(outcome.game.game_id, outcome.game.version),
            )
        for channel_id, side in tick.moderator:
            lang = (await service.info(channel_id)).language
            await box.post(channel_id, Reply(text("clock.moderator", lang, side=side)))
        digests: dict[int, list[Remind]] = defaultdict(list)
        for r in tick.reminders:
            if r.style == "digest":
                digests[r.user_id].append(r)
                continue
            info = await service.info(r.channel_id)
            line = self._line(r, info, info.language)
            await box.post(r.channel_id, Reply(line, mentions=(r.user_id,)))
        for user_id, rs in digests.items():
            await self._dm(user_id, rs)

    def _line(self, r: Remind, info: Any, lang: str) -> str:
        sides = ", ".join(s.side for s in info.seats_of(r.user_id)) or "-"
        deadline = f"<t:{int(r.deadline)}:R>" if r.deadline is not None else "-"
        return text(
            "clock.reminder",
            lang,
            user=mention(r.user_id),
            side=sides,
            channel=r.channel_id,
            deadline=deadline,
        )

    async def _dm(self, user_id: int, rs: list[Remind]) -> None:
        service = self.work.service
        lines = []
        lang = "en"
        for r in rs:
            info = await service.info(r.channel_id)
            lang = info.language
            lines.append(self._line(r, info, lang))
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(formatting.fit([text("clock.digest", lang, count=len(rs)), *lines], lang=lang))
        except Exception as err:  # DMs closed: nothing else to do
            log.warning("Could not send a reminder digest to user %s: %r", user_id, err)
