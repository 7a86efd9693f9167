"""A two-player race across simulated days on a real SQLite file and a fake clock: the clock stops in
night hours and vacations, reminders back off, a timeout applies the default answer or forfeits the game,
and the bot restarted in the middle carries on from the stored clocks."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from zoneinfo import ZoneInfo

import pytest

from bot import clock
from bot.clock import HOUR, ClockError
from bot.clockwork import Clockwork
from bot.service import GameService, ServiceError
from bot.store import Store
from engine.core.messages import render
from tests.bot.conftest import ALICE, BOB, CAROL, CH

WARSAW = "Europe/Warsaw"


def at(day: int, hour: float) -> float:
    """Monday 5 January 2026 is day 0; hours in Warsaw."""
    return datetime(2026, 1, 5 + day, int(hour), int(hour % 1 * 60), tzinfo=ZoneInfo(WARSAW)).timestamp()


async def clocked_race(
    service: GameService, work: Clockwork, how: str = "default", time: str = "24h"
) -> None:
    await service.create(CH, ALICE, "race", "short", {"goal": 30}, seed=7)
    await work.set_clock(CH, clock.make_config("turn", time, how))
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    await service.start(CH, ALICE)
    await work.observe(CH, at(0, 12))


async def test_a_timeout_applies_the_default_answer_after_the_night(
    service: GameService, store: Store
) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work)
    await work.set_prefs(ALICE, night="22-07", tz=WARSAW)
    # red owes from Monday 12:00; 24 running hours skip Monday night (9 h): Tuesday 21:00
    t = await work.tick(at(0, 12))
    assert t.outcomes == [] and t.next_at == at(1, 7)  # her first reminder: 12 h later, after her night
    status = await work.status(CH, at(0, 12))
    assert status is not None and status[1][0].deadline == at(1, 21)
    t = await work.tick(at(1, 20))
    assert t.outcomes == []
    assert [(r.user_id, r.sent) for r in t.reminders] == [(ALICE, 0)]  # 12 h after, moved past her night
    t = await work.tick(at(1, 21))
    (out,) = t.outcomes
    assert out.echo == "step" and out.events[0].msg.key == "clock.event.timed_out"
    assert "red ran out of time" in render(out.events[0].msg, "en")
    assert out.awaiting_users == (BOB,)
    last = await store.last_action(CH)
    assert last is not None and last.user_id == 0 and last.order == "step"
    # blue now owes, with a fresh turn of 24 hours from the timeout
    status = await work.status(CH, at(1, 21))
    assert status is not None and [s.owing for s in status[1]] == [False, True]
    assert status[1][1].deadline == at(2, 21)


async def test_an_order_in_time_stops_the_clock(service: GameService, store: Store) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work)
    await service.order(CH, ALICE, "step")
    await work.observe(CH, at(0, 15))
    status = await work.status(CH, at(0, 16))
    assert status is not None
    red, blue = status[1]
    assert not red.owing and blue.owing and blue.left == 23 * HOUR


async def test_vacation_stops_the_clock_and_is_only_for_seated_players(
    service: GameService, store: Store
) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work)
    await work.vacation(CH, ALICE, 2, at(0, 12))
    status = await work.status(CH, at(0, 12))
    assert status is not None and status[1][0].deadline == at(3, 12)
    with pytest.raises(ServiceError):
        await work.vacation(CH, CAROL, 1, at(0, 12))
    with pytest.raises(ClockError):
        await work.vacation(CH, ALICE, 99, at(0, 12))


async def test_forfeit_ends_the_game(service: GameService, store: Store) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work, "forfeit")
    t = await work.tick(at(1, 12))
    (out,) = t.outcomes
    assert out.result is not None and out.result.winner == "blue"
    assert (await service.info(CH)).status == "finished"
    assert (await work.tick(at(5, 12))).next_at is None


async def test_a_moderator_decides(service: GameService, store: Store) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work, "moderator")
    t = await work.tick(at(1, 12))
    assert t.outcomes == [] and t.moderator == [(CH, "red")]
    assert (await work.tick(at(1, 13))).moderator == []  # said once
    lines = [render(m, "en") for m in await work.status_msgs(CH, at(1, 13))]
    assert "red: out of time" in lines[1]


async def test_reminder_styles_through_the_store(service: GameService, store: Store) -> None:
    work = Clockwork(service, store)
    await clocked_race(service, work, time="10d")
    await work.set_prefs(ALICE, reminders="turn")
    sent = []
    for day in range(4):
        sent += [(r.user_id, r.style) for r in (await work.tick(at(day + 1, 12))).reminders]
    assert sent == [(ALICE, "turn")]
    await work.set_prefs(ALICE, reminders="off")
    with pytest.raises(ClockError):
        await work.set_prefs(ALICE, reminders="sometimes")
    assert (await work.tick(at(9, 12))).reminders == []


async def test_a_restart_in_the_middle_keeps_the_clock(db_path: Path) -> None:
    store = await Store.open(db_path)
    service = GameService(store)
    work = Clockwork(service, store)
    await clocked_race(service, work)
    await work.set_prefs(BOB, night="23-08", tz=WARSAW, reminders="digest")
    await service.order(CH, ALICE, "step")
    await work.observe(CH, at(0, 18))
    await store.close()

    store = await Store.open(db_path)
    try:
        service = GameService(store)
        work = Clockwork(service, store)
        t = await work.tick(at(1, 9))
        assert t.outcomes == [] and [(r.user_id, r.style) for r in t.reminders] == [(BOB, "digest")]
        # 24 running hours from Monday 18:00, Bob asleep 23:00-08:00: Tuesday 18:00 + 9 h = Wednesday 03:00
        # falls in his second night, so Wednesday 12:00
        status = await work.status(CH, at(1, 9))
        assert status is not None and status[1][1].deadline == at(2, 12)
        (out,) = (await work.tick(at(2, 12))).outcomes
        assert out.awaiting_users == (ALICE,) and out.echo == "step"
    finally:
        await store.close()


async def test_the_map_title_bar_shows_the_clock_of_the_side_owing(
    service: GameService, store: Store, tmp_path: Path
) -> None:
    """The same game drawn with and without a clock: only the title bar differs, and only while a side
    owes a decision on the clock."""
    from io import BytesIO

    from PIL import Image, ImageChops

    async def drawn(channel: int, clocked: bool) -> Image.Image:
        await service.create(channel, ALICE, "cca", "two-hills", seed=7)
        work = Clockwork(service, store)
        if clocked:
            await work.set_clock(channel, clock.make_config("turn", "48h", "default"))
        await service.join(channel, ALICE, "north")
        await service.join(channel, BOB, "south")
        await service.start(channel, ALICE)
        await work.observe(channel, at(0, 12))
        return Image.open(BytesIO(await service.snapshot(channel))).convert("RGB")

    service.title_note = Clockwork(service, store).title_note  # as the bot and the console set it
    plain, timed = await drawn(CH, False), await drawn(CH + 1, True)
    assert plain.size == timed.size
    box = ImageChops.difference(plain, timed).getbbox()
    assert box is not None and box[3] < plain.height // 3  # the title bar alone
    note = await Clockwork(service, store).title_note(CH + 1, await service.view(CH + 1, None), "pl")
    assert note.startswith("⏱ ") and "zostało" in note
