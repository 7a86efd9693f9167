"""The clock kept with the games: settings and state in SQLite, timeouts applied through the game service.

``Clockwork`` is shared by the Discord scheduler and the console. It never reads the time itself: every
method takes ``now`` (POSIX seconds), so tests run whole days on a fake clock. After any change to a game
call ``observe`` (the scheduler does it when it is poked, and on start for every clocked game); ``tick``
then applies what is due at ``now`` and says when it is next needed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bot import clock
from bot.clock import Away, ClockConfig, Night, PlayerPrefs, Reminder, SideClock
from bot.service import GameService, Outcome, ServiceError
from bot.store import Store
from engine.core.messages import Msg, render
from engine.core.view import View, side_ref


@dataclass(frozen=True)
class SideStatus:
    side: str
    left: float  # running seconds left now
    owing: bool
    deadline: float | None  # when it runs out, if the side owes now
    expired: bool


@dataclass(frozen=True)
class Remind:
    """A reminder to send: ``user_id`` owes a decision in ``channel_id`` (style "digest": gather by user)."""

    user_id: int
    channel_id: int
    style: str
    sent: int  # reminders sent before this one
    deadline: float | None


@dataclass
class Tick:
    outcomes: list[Outcome] = field(default_factory=list)  # timeouts applied (announce like orders)
    moderator: list[tuple[int, str]] = field(default_factory=list)  # (channel, side): a moderator decides
    reminders: list[Remind] = field(default_factory=list)
    next_at: float | None = None  # when to tick next (None: nothing waits)


class Clockwork:
    def __init__(
        self, service: GameService, store: Store, schedule: Sequence[float] = clock.DEFAULT_SCHEDULE
    ):
        self.service = service
        self.store = store
        self.schedule = tuple(schedule)

    # ------------------------------------------------------------------ storage

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> None:
        async def run(db: Any) -> None:
            await db.execute(sql, params)

        await self.store.write(run)

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        return await self.store.rows(sql, params)

    async def config(self, channel_id: int, game_id: int) -> ClockConfig | None:
        rows = await self._rows(
            "SELECT kind, seconds, on_timeout, increment FROM clocks WHERE channel_id = ? AND game_id = ?",
            (channel_id, game_id),
        )
        return ClockConfig(*rows[0]) if rows else None

    async def set_clock(self, channel_id: int, config: ClockConfig) -> None:
        """Give the channel's game a clock (at /game new; before the game starts)."""
        info = await self.service.info(channel_id)
        await self._write(
            "INSERT OR REPLACE INTO clocks (channel_id, game_id, kind, seconds, on_timeout, increment) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (channel_id, info.game_id, config.kind, config.seconds, config.on_timeout, config.increment),
        )

    async def prefs(self, user_id: int) -> PlayerPrefs:
        rows = await self._rows(
            "SELECT night_start, night_end, tz, reminders FROM players WHERE user_id = ?", (user_id,)
        )
        if not rows:
            return PlayerPrefs()
        a, b, tz, style = rows[0]
        return PlayerPrefs(Night(a, b, tz) if a != b else None, style)

    async def set_prefs(
        self, user_id: int, *, night: str | None = None, tz: str | None = None, reminders: str | None = None
    ) -> PlayerPrefs:
        """``/settings``: night hours (``22-07``, ``off``), time zone, reminder style; unset ones are kept."""
        old = await self.prefs(user_id)
        zone = tz or (old.night.tz if old.night else "UTC")
        clock.zone(zone)
        if night is not None:
            new_night = clock.parse_night(night, zone)
        else:
            new_night = Night(old.night.start, old.night.end, zone) if old.night else None
        style = old.reminders if reminders is None else reminders
        if style not in clock.REMINDER_STYLES:
            raise clock.ClockError("clock.bad_style", value=style, styles=list(clock.REMINDER_STYLES))
        n = new_night or Night(0, 0, zone)
        await self._write(
            "INSERT OR REPLACE INTO players (user_id, night_start, night_end, tz, reminders) "
            "VALUES (?, ?, ?, ?, ?)",
            (user_id, n.start, n.end, n.tz, style),
        )
        return PlayerPrefs(new_night, style)

    async def vacation(self, channel_id: int, user_id: int, days: int, now: float) -> tuple[float, float]:
        """``/game vacation days:``: the player's clock stops in this game for ``days`` days from now."""
        if not 1 <= days <= clock.MAX_VACATION_DAYS:
            raise clock.ClockError("clock.bad_vacation", days=days, most=clock.MAX_VACATION_DAYS)
        info = await self.service.info(channel_id)
        if not info.seats_of(user_id):
            raise ServiceError("service.not_seated", sides=list(info.sides))
        span = (now, now + days * clock.DAY)
        await self._write(
            'INSERT INTO vacations (channel_id, game_id, user_id, start, "end") VALUES (?, ?, ?, ?, ?)',
            (channel_id, info.game_id, user_id, *span),
        )
        return span

    async def _away(self, channel_id: int, game_id: int, user_id: int) -> Away:
        p = await self.prefs(user_id)
        rows = await self._rows(
            'SELECT start, "end" FROM vacations WHERE channel_id = ? AND game_id = ? AND user_id = ?',
            (channel_id, game_id, user_id),
        )
        return Away(p.night, tuple((a, b) for a, b in rows))

    async def _players(self, channel_id: int, game_id: int, sides: Sequence[str]) -> dict[str, list[Away]]:
        info = await self.service.info(channel_id)
        out: dict[str, list[Away]] = {s: [] for s in sides}
        for s in info.seats:
            if s.side in out:
                out[s.side].append(await self._away(channel_id, game_id, s.user_id))
        return out

    async def _sides(self, channel_id: int, game_id: int) -> list[SideClock]:
        rows = await self._rows(
            "SELECT side, left_s, since, turn, expired FROM clock_sides WHERE channel_id = ? AND game_id = ?",
            (channel_id, game_id),
        )
        return [SideClock(a, b, c, d, bool(e)) for a, b, c, d, e in rows]

    async def _reminders(self, channel_id: int, game_id: int) -> list[Reminder]:
        rows = await self._rows(
            "SELECT user_id, since, decision, turn, sent, turn_done FROM reminders "
            "WHERE channel_id = ? AND game_id = ?",
            (channel_id, game_id),
        )
        return [Reminder(*r) for r in rows]

    async def _save(
        self,
        channel_id: int,
        game_id: int,
        version: int,
        sides: Sequence[SideClock],
        rems: Sequence[Reminder],
    ) -> None:
        async def run(db: Any) -> None:
            key = (channel_id, game_id)
            await db.execute(
                "UPDATE clocks SET version = ? WHERE channel_id = ? AND game_id = ?", (version, *key)
            )
            await db.execute("DELETE FROM clock_sides WHERE channel_id = ? AND game_id = ?", key)
            await db.executemany(
                "INSERT INTO clock_sides (channel_id, game_id, side, left_s, since, turn, expired) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(*key, c.side, c.left, c.since, c.turn, int(c.expired)) for c in sides],
            )
            await db.execute("DELETE FROM reminders WHERE channel_id = ? AND game_id = ?", key)
            await db.executemany(
                "INSERT INTO reminders "
                "(channel_id, game_id, user_id, since, decision, turn, sent, turn_done) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [(*key, r.user_id, r.since, r.decision, r.turn, r.sent, r.turn_done) for r in rems],
            )

        await self.store.write(run)

    async def extend(self, channel_id: int, side: str, seconds: float, now: float) -> None:
        """Give ``side`` ``seconds`` more (a moderator's answer to a side out of time, or a courtesy):
        its clock runs again from ``now`` if it owes a decision."""
        info = await self.service.info(channel_id)
        if side not in info.sides:
            raise ServiceError("service.unknown_side", side=side, sides=list(info.sides))
        config = await self.config(channel_id, info.game_id)
        if config is None:
            raise ServiceError("clock.none")
        players = await self._players(channel_id, info.game_id, info.sides)
        sides = await self._sides(channel_id, info.game_id) or [
            SideClock(s, config.seconds) for s in info.sides
        ]
        out = []
        for c in sides:
            if c.side == side:
                left = max(0.0, clock.left_now(c, players.get(side, []), now)) + seconds
                c = SideClock(side, left, now if c.since is not None else None, c.turn, False)
            out.append(c)
        await self._save_sides(channel_id, info.game_id, out)

    async def _save_sides(self, channel_id: int, game_id: int, sides: Sequence[SideClock]) -> None:
        async def run(db: Any) -> None:
            key = (channel_id, game_id)
            await db.execute("DELETE FROM clock_sides WHERE channel_id = ? AND game_id = ?", key)
            await db.executemany(
                "INSERT INTO clock_sides (channel_id, game_id, side, left_s, since, turn, expired) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(*key, c.side, c.left, c.since, c.turn, int(c.expired)) for c in sides],
            )

        await self.store.write(run)

    # ------------------------------------------------------------------ following the game

    async def clocked(self) -> list[int]:
        """Channels whose current game has a clock and is under way (or waiting to start)."""
        rows = await self._rows(
            "SELECT c.channel_id FROM clocks c JOIN games g ON g.channel_id = c.channel_id "
            "AND g.game_id = c.game_id WHERE g.status IN ('setup', 'active')"
        )
        return [r[0] for r in rows]

    async def observe(self, channel_id: int, now: float) -> None:
        """Settle the clocks of the channel's game at its current position, reached at ``now`` (call it
        right after every change)."""
        try:
            info = await self.service.info(channel_id)
        except ServiceError:
            return
        config = await self.config(channel_id, info.game_id)
        if config is None or info.status == "setup":
            return
        out = await self.service.outcome(channel_id)
        info = out.game
        rows = await self._rows(
            "SELECT version FROM clocks WHERE channel_id = ? AND game_id = ?", (channel_id, info.game_id)
        )
        if rows and rows[0][0] == info.version:
            return
        at = now
        owing = {p.side for p in out.prompts} if info.status == "active" else set()
        players = await self._players(channel_id, info.game_id, info.sides)
        old = await self._sides(channel_id, info.game_id)
        sides = clock.settle(config, old, info.sides, owing, out.view.turn, at, players)
        styles = {u: (await self.prefs(u)).reminders for u in out.awaiting_users}
        rems = clock.track(
            await self._reminders(channel_id, info.game_id),
            out.awaiting_users if info.status == "active" else (),
            info.version,
            out.view.turn,
            at,
            styles,
        )
        await self._save(channel_id, info.game_id, info.version, sides, rems)

    async def status(self, channel_id: int, now: float) -> tuple[ClockConfig, list[SideStatus]] | None:
        """The clock of the channel's game (None: it has none)."""
        info = await self.service.info(channel_id)
        config = await self.config(channel_id, info.game_id)
        if config is None:
            return None
        players = await self._players(channel_id, info.game_id, info.sides)
        have = {c.side: c for c in await self._sides(channel_id, info.game_id)}
        out = []
        for side in info.sides:
            c = have.get(side) or SideClock(side, config.seconds)
            ps = players.get(side, [])
            out.append(
                SideStatus(
                    side,
                    max(0.0, clock.left_now(c, ps, now)),
                    c.since is not None,
                    clock.due_at(c, ps),
                    c.expired,
                )
            )
        return config, out

    async def title_note(self, channel_id: int, view: View, lang: str) -> str:
        """The clock of the side(s) owing a decision, for the map's title bar ("" without a clock)."""
        got = await self.status(channel_id, time.time())
        if got is None or (await self.service.info(channel_id)).status != "active":
            return ""
        parts = []
        for s in got[1]:
            if not (s.owing or s.expired):
                continue
            side = side_ref(view.system, s.side, view)
            if s.expired:
                parts.append(render(Msg("clock.side.expired", {"side": side}), lang))
            else:
                left = {"hours": int(s.left // clock.HOUR), "minutes": int(s.left % clock.HOUR // 60)}
                parts.append(render(Msg("clock.bar", {"side": side, **left}), lang))
        return "  ".join(parts)

    async def status_msgs(self, channel_id: int, now: float) -> list[Msg]:
        """The clock as lines of text in any language (one per side)."""
        got = await self.status(channel_id, now)
        if got is None:
            return []
        config, sides = got
        out = [
            Msg(
                f"clock.status.{config.kind}",
                {
                    "hours": round(config.seconds / clock.HOUR, 1),
                    "timeout": Msg(f"clock.timeout.{config.on_timeout}"),
                },
            )
        ]
        for s in sides:
            hours = int(s.left // clock.HOUR)
            minutes = int(s.left % clock.HOUR // 60)
            key = (
                "clock.side.expired" if s.expired else "clock.side.owing" if s.owing else "clock.side.waiting"
            )
            out.append(Msg(key, {"side": s.side, "hours": hours, "minutes": minutes}))
        return out

    # ------------------------------------------------------------------ the time passing

    async def tick(self, now: float) -> Tick:
        """Apply what is due at ``now`` (timeouts through the service, reminders to send) and say when the
        next thing is due."""
        result = Tick()
        wake: list[float] = []
        for channel_id in await self.clocked():
            await self.observe(channel_id, now)
            try:
                info = await self.service.info(channel_id)
            except ServiceError:
                continue
            if info.status != "active":
                continue
            config = await self.config(channel_id, info.game_id)
            assert config is not None
            players = await self._players(channel_id, info.game_id, info.sides)
            sides = await self._sides(channel_id, info.game_id)
            rems = await self._reminders(channel_id, info.game_id)
            changed = False
            timed_out = False
            deadlines: dict[str, float] = {}
            for i, c in enumerate(sides):
                due = clock.due_at(c, players.get(c.side, []))
                if due is None:
                    continue
                deadlines[c.side] = due
                if due > now:
                    wake.append(due)
                    continue
                outcome = None
                if config.on_timeout != "moderator":
                    outcome = await self.service.time_out(channel_id, c.side, config.on_timeout)
                if outcome is not None:
                    result.outcomes.append(outcome)
                    timed_out = True
                    break
                result.moderator.append((channel_id, c.side))
                sides[i] = SideClock(c.side, 0.0, c.since, c.turn, True)
                changed = True
            if timed_out:
                await self.observe(channel_id, now)
                wake.append(now)  # look again at the new position at once
                continue
            seat_sides = {s.user_id: {t.side for t in info.seats_of(s.user_id)} for s in info.seats}
            for j, r in enumerate(rems):
                away = await self._away(channel_id, info.game_id, r.user_id)
                style = (await self.prefs(r.user_id)).reminders
                at = clock.reminder_due(r, style, self.schedule, away)
                if at is None:
                    continue
                if at > now:
                    wake.append(at)
                    continue
                owed = [deadlines[s] for s in seat_sides.get(r.user_id, ()) if s in deadlines]
                result.reminders.append(
                    Remind(r.user_id, channel_id, style, r.sent, min(owed) if owed else None)
                )
                rems[j] = clock.reminded(r)
                changed = True
                nxt = clock.reminder_due(rems[j], style, self.schedule, away)
                if nxt is not None:
                    wake.append(nxt)
            if changed:
                await self._save(channel_id, info.game_id, info.version, sides, rems)
        result.next_at = min(wake) if wake else None
        return result
