"""The game clock, night hours, vacations and reminders: pure rules, the time always a parameter.

Times are POSIX seconds (UTC). A side's clock runs only while it owes a decision, and never while every
player of that side is asleep (their declared night hours, in their own time zone) or on vacation in the
game. Two kinds of clock:

* ``turn``: the side has ``seconds`` of running time in each game turn (reset when the turn changes);
* ``bank``: a chess-style bank of ``seconds`` for the whole game, topped up by ``increment`` each turn.

When a side's time runs out the game's ``on_timeout`` applies: ``default`` (the decision's default answer,
``Prompt.default``; a decision without one is left to a moderator), ``forfeit`` (the side loses), or
``moderator`` (the channel is told and a moderator decides).

Reminders go to a player who owes a decision, after ``schedule`` hours (12 h, 24 h, then every 24 h by
default), moved out of their night hours and vacations. Each player picks a style: ``every`` decision,
``turn`` (once per game turn), ``digest`` (one direct message listing every game) or ``off``.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

HOUR = 3600.0
DAY = 24 * HOUR
CLOCK_KINDS = ("turn", "bank")
TIMEOUTS = ("default", "forfeit", "moderator")
REMINDER_STYLES = ("every", "turn", "digest", "off")
DEFAULT_SCHEDULE = (12.0, 24.0, 24.0)  # hours after the decision was owed; the last gap repeats
MAX_VACATION_DAYS = 30
DIGEST_HOUR = 9  # the daily digest's hour (UTC) for a player without night hours

Interval = tuple[float, float]


class ClockError(ValueError):
    """A clock, night hours or vacation given wrongly: ``key`` names the message, ``params`` its values."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key)
        self.key = key
        self.params = params


# ---------------------------------------------------------------------- settings


@dataclass(frozen=True)
class ClockConfig:
    kind: str = "turn"  # "turn" | "bank"
    seconds: float = 48 * HOUR
    on_timeout: str = "default"  # "default" | "forfeit" | "moderator"
    increment: float = 0.0  # bank only: added at each new turn


@dataclass(frozen=True)
class Night:
    """Hours a player sleeps, in their own time zone: ``start`` to ``end`` (22-07 runs past midnight)."""

    start: int
    end: int
    tz: str = "UTC"


@dataclass(frozen=True)
class PlayerPrefs:
    night: Night | None = None
    reminders: str = "every"


def parse_hours(text: str) -> float:
    """``48``, ``48h``, ``2d``, ``90m`` → seconds."""
    t = text.strip().lower()
    unit = HOUR
    if t.endswith("d"):
        unit, t = DAY, t[:-1]
    elif t.endswith("h"):
        t = t[:-1]
    elif t.endswith("m"):
        unit, t = 60.0, t[:-1]
    try:
        value = float(t)
    except ValueError:
        raise ClockError("clock.bad_duration", value=text) from None
    if not 0 < value * unit <= 60 * DAY:
        raise ClockError("clock.bad_duration", value=text)
    return value * unit


def make_config(kind: str, time: str, on_timeout: str, increment: str | None = None) -> ClockConfig:
    if kind not in CLOCK_KINDS:
        raise ClockError("clock.bad_kind", value=kind, kinds=list(CLOCK_KINDS))
    if on_timeout not in TIMEOUTS:
        raise ClockError("clock.bad_timeout", value=on_timeout, timeouts=list(TIMEOUTS))
    inc = parse_hours(increment) if increment else 0.0
    return ClockConfig(kind, parse_hours(time), on_timeout, inc if kind == "bank" else 0.0)


def zone(tz: str) -> ZoneInfo:
    try:
        return ZoneInfo(tz)
    except (ZoneInfoNotFoundError, ValueError):
        raise ClockError("clock.bad_tz", value=tz) from None


def parse_night(text: str, tz: str = "UTC") -> Night | None:
    """``22-07`` (hours, 0–23; equal hours or ``off`` means none)."""
    t = text.strip().lower()
    zone(tz)
    if t in ("off", "none", ""):
        return None
    parts = t.split("-")
    try:
        start, end = (int(p.split(":")[0]) for p in parts)
    except ValueError:
        raise ClockError("clock.bad_night", value=text) from None
    if not (0 <= start <= 23 and 0 <= end <= 23):
        raise ClockError("clock.bad_night", value=text)
    return None if start == end else Night(start, end, tz)


def parse_schedule(text: str) -> tuple[float, ...]:
    """``12,24,24``: hours after a decision was owed; the last gap repeats."""
    try:
        hours = tuple(float(h) for h in text.split(",") if h.strip())
    except ValueError:
        raise ValueError(f"a reminder schedule is hours separated by commas, not {text!r}") from None
    if not hours or any(h <= 0 for h in hours):
        raise ValueError(f"a reminder schedule is positive hours separated by commas, not {text!r}")
    return hours


# ---------------------------------------------------------------------- pauses


def night_intervals(night: Night, start: float, end: float) -> list[Interval]:
    """The nights that touch [start, end), in UTC seconds (local dates, so summer time is respected)."""
    tz = zone(night.tz)
    first = datetime.fromtimestamp(start, tz).date() - timedelta(days=1)
    last = datetime.fromtimestamp(end, tz).date()
    out: list[Interval] = []
    day = first
    while day <= last:
        a = datetime(day.year, day.month, day.day, night.start, tzinfo=tz)
        end_day = day + timedelta(days=1) if night.end <= night.start else day
        b = datetime(end_day.year, end_day.month, end_day.day, night.end, tzinfo=tz)
        if b.timestamp() > start and a.timestamp() < end:
            out.append((a.timestamp(), b.timestamp()))
        day += timedelta(days=1)
    return out


def merge(intervals: Iterable[Interval]) -> list[Interval]:
    out: list[Interval] = []
    for a, b in sorted(intervals):
        if b <= a:
            continue
        if out and a <= out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def intersect(xs: Sequence[Interval], ys: Sequence[Interval]) -> list[Interval]:
    out: list[Interval] = []
    i = j = 0
    while i < len(xs) and j < len(ys):
        a, b = max(xs[i][0], ys[j][0]), min(xs[i][1], ys[j][1])
        if a < b:
            out.append((a, b))
        if xs[i][1] < ys[j][1]:
            i += 1
        else:
            j += 1
    return out


@dataclass(frozen=True)
class Away:
    """One player's pauses: night hours and vacations (UTC intervals) in one game."""

    night: Night | None = None
    vacations: tuple[Interval, ...] = ()

    def pauses(self, start: float, end: float) -> list[Interval]:
        got = list(self.vacations)
        if self.night is not None:
            got.extend(night_intervals(self.night, start, end))
        return [(max(a, start), min(b, end)) for a, b in merge(got) if b > start and a < end]


def side_pauses(players: Sequence[Away], start: float, end: float) -> list[Interval]:
    """A side's clock stops only while every one of its players is away."""
    if not players:
        return []
    out = players[0].pauses(start, end)
    for p in players[1:]:
        out = intersect(out, p.pauses(start, end))
    return out


def running(players: Sequence[Away], start: float, end: float) -> float:
    """Seconds of [start, end) in which the clock runs."""
    if end <= start:
        return 0.0
    return (end - start) - sum(b - a for a, b in side_pauses(players, start, end))


def deadline(players: Sequence[Away], start: float, budget: float) -> float:
    """The moment ``budget`` seconds of running time from ``start`` are spent."""
    t, left = start, max(budget, 0.0)
    window = 8 * DAY
    while True:
        end = t + window
        for a, b in side_pauses(players, t, end):
            if a - t >= left:
                return t + left
            left -= a - t
            t = b
        if end - t >= left:
            return t + left
        left -= end - t
        t = end


def awake(players: Sequence[Away], t: float) -> float:
    """The first moment at or after ``t`` outside every pause of these players (for a reminder)."""
    for _ in range(64):
        pauses = merge(i for p in players for i in p.pauses(t, t + 2 * DAY))
        inside = [b for a, b in pauses if a <= t < b]
        if not inside:
            return t
        t = max(inside)
    return t


# ---------------------------------------------------------------------- a side's clock


@dataclass(frozen=True)
class SideClock:
    side: str
    left: float  # running seconds left, as of ``since`` (or now, when the side owes nothing)
    since: float | None = None  # when the side began owing (None: it owes nothing now)
    turn: int = 0  # the game turn ``left`` belongs to
    expired: bool = False  # its time ran out (waiting for a moderator, or the timeout applied)


def settle(
    config: ClockConfig,
    clocks: Sequence[SideClock],
    sides: Sequence[str],
    owing: set[str],
    turn: int,
    now: float,
    players: dict[str, Sequence[Away]],
) -> list[SideClock]:
    """The clocks after the game reached a new position at ``now`` (``owing``: sides owing a decision)."""
    by_side = {c.side: c for c in clocks}
    out: list[SideClock] = []
    for side in sides:
        c = by_side.get(side) or SideClock(side, config.seconds, None, turn)
        if c.since is not None:
            c = replace(c, left=c.left - running(players.get(side, ()), c.since, now), since=None)
        if turn != c.turn:
            left = config.seconds if config.kind == "turn" else c.left + config.increment * (turn - c.turn)
            c = replace(c, left=left, turn=turn, expired=False)
        if side in owing:
            c = replace(c, since=now)
        out.append(c)
    return out


def left_now(c: SideClock, players: Sequence[Away], now: float) -> float:
    if c.since is None:
        return c.left
    return c.left - running(players, c.since, now)


def due_at(c: SideClock, players: Sequence[Away]) -> float | None:
    """When this side's time runs out (None: it owes nothing, or it already ran out)."""
    if c.since is None or c.expired:
        return None
    return deadline(players, c.since, c.left)


# ---------------------------------------------------------------------- reminders


@dataclass(frozen=True)
class Reminder:
    """One player's reminders in one game: owed since ``since`` (decision ``decision``), ``sent`` so far."""

    user_id: int
    since: float
    decision: int  # the game version at which this decision became owed
    turn: int
    sent: int = 0
    turn_done: int = -1  # once-per-turn style: the last turn a reminder went out in


def offset(schedule: Sequence[float], n: int) -> float:
    """Seconds after the decision was owed at which reminder ``n`` (0, 1, …) is due."""
    total = 0.0
    for i in range(n + 1):
        total += schedule[min(i, len(schedule) - 1)]
    return total * HOUR


def reminder_due(
    r: Reminder, style: str, schedule: Sequence[float], away: Away, players_awake: float | None = None
) -> float | None:
    """When the next reminder goes out (None: never, for this decision)."""
    if style == "off":
        return None
    if style == "turn" and r.turn_done == r.turn:
        return None
    t = r.since + offset(schedule, r.sent)
    if style == "digest":  # one message a day: every game's reminder waits for the same daily moment
        return digest_moment(away, t)
    return awake([away], t) if players_awake is None else max(players_awake, t)


def digest_moment(away: Away, t: float) -> float:
    """The player's daily digest moment at or after ``t``: the end of their night in their own time zone
    (``DIGEST_HOUR`` UTC without night hours), moved past a vacation. Every game's reminder of the same
    player falls on the same moment, so they go out as one direct message a day."""
    zone = ZoneInfo(away.night.tz) if away.night is not None else UTC
    hour = away.night.end if away.night is not None else DIGEST_HOUR
    local = datetime.fromtimestamp(t, zone)
    moment = local.replace(hour=hour, minute=0, second=0, microsecond=0)
    if moment.timestamp() < t:
        moment = (local + timedelta(days=1)).replace(hour=hour, minute=0, second=0, microsecond=0)
    at = moment.timestamp()
    for _ in range(64):  # a vacation: the first digest moment after it
        if awake([away], at) == at:
            return at
        after = awake([away], at)
        nxt = datetime.fromtimestamp(after, zone).replace(hour=hour, minute=0, second=0, microsecond=0)
        at = nxt.timestamp() if nxt.timestamp() >= after else (nxt + timedelta(days=1)).timestamp()
    return at


def track(
    old: Sequence[Reminder],
    owing: Iterable[int],
    version: int,
    turn: int,
    now: float,
    style_of: dict[int, str],
) -> list[Reminder]:
    """The reminders after the game reached ``version``: a player who stopped owing is forgotten; one
    still owing keeps their back-off, except in the every-decision style when a new decision is owed."""
    by_user = {r.user_id: r for r in old}
    out: list[Reminder] = []
    for u in owing:
        r = by_user.get(u)
        if r is None:
            out.append(Reminder(u, now, version, turn))
            continue
        if r.turn != turn:
            r = replace(r, since=now, decision=version, turn=turn, sent=0)
        elif style_of.get(u, "every") == "every" and r.decision != version:
            r = replace(r, since=now, decision=version, sent=0)
        out.append(r)
    return out


def reminded(r: Reminder) -> Reminder:
    return replace(r, sent=r.sent + 1, turn_done=r.turn)
