"""The clock's pure rules on a fake clock: night hours, vacations, deadlines, reminder back-off and styles."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot import clock
from bot.clock import DAY, HOUR, Away, ClockConfig, ClockError, Night, Reminder, SideClock

WARSAW = "Europe/Warsaw"
T0 = datetime(2026, 1, 5, 12, 0, tzinfo=UTC).timestamp()  # a Monday, 13:00 in Warsaw (winter, UTC+1)


def at(day: int, hour: float, tz: str = WARSAW) -> float:
    return datetime(2026, 1, 5 + day, int(hour), int(hour % 1 * 60), tzinfo=ZoneInfo(tz)).timestamp()


def test_night_hours_run_past_midnight_in_the_players_zone() -> None:
    night = clock.parse_night("22-07", WARSAW)
    assert night == Night(22, 7, WARSAW)
    nights = clock.night_intervals(night, at(0, 12), at(1, 12))
    assert nights == [(at(0, 22), at(1, 7))]
    assert clock.running([Away(night)], at(0, 12), at(1, 12)) == 15 * HOUR


def test_night_hours_follow_summer_time() -> None:
    night = Night(22, 7, WARSAW)
    start = datetime(2026, 3, 28, 12, tzinfo=ZoneInfo(WARSAW)).timestamp()  # the night clocks go forward
    (a, b), *_ = clock.night_intervals(night, start, start + DAY)
    assert b - a == 8 * HOUR


@pytest.mark.parametrize("text", ["25-07", "night", "7"])
def test_bad_night_hours_are_refused(text: str) -> None:
    with pytest.raises(ClockError) as err:
        clock.parse_night(text)
    assert err.value.key == "clock.bad_night"


def test_unknown_time_zone_is_refused() -> None:
    with pytest.raises(ClockError) as err:
        clock.parse_night("22-07", "Mars/Olympus")
    assert err.value.key == "clock.bad_tz"


def test_the_deadline_skips_the_night_and_vacation() -> None:
    night = Night(22, 7, WARSAW)
    # 12 running hours from Monday 13:00: 9 hours to 22:00, then 3 more after 07:00
    assert clock.deadline([Away(night)], at(0, 13), 12 * HOUR) == at(1, 10)
    away = Away(night, ((at(1, 0), at(3, 0)),))  # on vacation Tuesday and Wednesday
    assert clock.deadline([away], at(0, 13), 12 * HOUR) == at(3, 10)
    assert clock.deadline([Away()], at(0, 13), 48 * HOUR) == at(2, 13)


def test_a_side_of_two_stops_only_when_both_are_away() -> None:
    a = Away(Night(22, 7, WARSAW))
    b = Away(Night(2, 10, WARSAW))
    assert clock.running([a, b], at(0, 12), at(1, 12)) == 19 * HOUR  # both asleep 02:00-07:00


def test_settle_charges_the_owing_side_and_resets_at_a_new_turn() -> None:
    cfg = ClockConfig("turn", 48 * HOUR, "default")
    c = clock.settle(cfg, [], ["red", "blue"], {"red"}, 1, T0, {})
    assert c == [SideClock("red", 48 * HOUR, T0, 1), SideClock("blue", 48 * HOUR, None, 1)]
    c = clock.settle(cfg, c, ["red", "blue"], {"blue"}, 1, T0 + 10 * HOUR, {})
    assert c[0] == SideClock("red", 38 * HOUR, None, 1) and c[1].since == T0 + 10 * HOUR
    c = clock.settle(cfg, c, ["red", "blue"], {"red"}, 2, T0 + 11 * HOUR, {})
    assert c[0].left == 48 * HOUR and c[1].left == 48 * HOUR


def test_a_bank_carries_over_turns_with_its_increment() -> None:
    cfg = ClockConfig("bank", 10 * HOUR, "forfeit", increment=HOUR)
    c = clock.settle(cfg, [], ["red"], {"red"}, 1, T0, {})
    c = clock.settle(cfg, c, ["red"], {"red"}, 2, T0 + 4 * HOUR, {})
    assert c[0].left == 7 * HOUR and c[0].since == T0 + 4 * HOUR
    assert clock.due_at(c[0], []) == T0 + 11 * HOUR


def test_config_and_durations() -> None:
    assert clock.make_config("turn", "48h", "default").seconds == 48 * HOUR
    assert clock.make_config("bank", "3d", "forfeit", "2h") == ClockConfig(
        "bank", 3 * DAY, "forfeit", 2 * HOUR
    )
    with pytest.raises(ClockError) as err:
        clock.make_config("sundial", "1h", "default")
    assert err.value.key == "clock.bad_kind"
    with pytest.raises(ClockError):
        clock.make_config("turn", "soon", "default")


def test_reminders_back_off_12_24_then_daily_and_skip_the_night() -> None:
    schedule = clock.DEFAULT_SCHEDULE
    assert [clock.offset(schedule, n) / HOUR for n in range(4)] == [12, 36, 60, 84]
    r = Reminder(1, at(0, 13), decision=5, turn=1)
    assert clock.reminder_due(r, "every", schedule, Away()) == at(1, 1)
    sleeper = Away(Night(22, 7, WARSAW))
    assert clock.reminder_due(r, "every", schedule, sleeper) == at(1, 7)  # not at 01:00
    assert clock.reminder_due(clock.reminded(r), "every", schedule, sleeper) == at(2, 7)  # 01:00 + 24 h
    assert clock.parse_schedule("6, 12") == (6.0, 12.0)


def test_reminder_styles() -> None:
    r = Reminder(1, T0, decision=5, turn=1)
    assert clock.reminder_due(r, "off", clock.DEFAULT_SCHEDULE, Away()) is None
    once = clock.reminded(r)
    assert clock.reminder_due(once, "turn", clock.DEFAULT_SCHEDULE, Away()) is None
    # the digest waits for the day's digest moment (09:00 UTC without night hours): Wednesday 09:00
    assert clock.reminder_due(once, "digest", clock.DEFAULT_SCHEDULE, Away()) == T0 + 45 * HOUR
    # a new decision in the same turn: the every-decision style starts its back-off again, once-per-turn not
    every = clock.track([once], [1], 6, 1, T0 + HOUR, {1: "every"})
    assert every[0].sent == 0 and every[0].since == T0 + HOUR
    turn = clock.track([once], [1], 6, 1, T0 + HOUR, {1: "turn"})
    assert turn[0] == once
    assert clock.track([once], [1], 7, 2, T0 + 2 * HOUR, {1: "turn"})[0].sent == 0
    assert clock.track([once], [], 7, 2, T0, {}) == []


def test_a_digest_gathers_every_game_into_one_message_a_day() -> None:
    """Reminders of three games owed at different hours fall on the same daily moment: the end of the
    player's night in their time zone, and after a vacation the first such moment after it."""
    sleeper = Away(Night(23, 8, WARSAW))
    owed = [at(0, 9), at(0, 14), at(0, 20)]  # Monday, in Warsaw
    due = {clock.reminder_due(Reminder(1, t, decision=1, turn=1), "digest", (12.0,), sleeper) for t in owed}
    assert due == {at(1, 8)}  # one message, Tuesday when he wakes
    late = Reminder(1, at(0, 21), decision=1, turn=1)  # 12 h later is Tuesday 09:00: Wednesday's digest
    assert clock.reminder_due(late, "digest", (12.0,), sleeper) == at(2, 8)
    off = Away(Night(23, 8, WARSAW), vacations=((at(1, 0), at(3, 12)),))
    assert clock.reminder_due(Reminder(1, at(0, 9), decision=1, turn=1), "digest", (12.0,), off) == at(4, 8)
