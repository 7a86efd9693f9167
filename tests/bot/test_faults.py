"""No lost answer, no double order, and faults that change nothing: on a real SQLite file.

* an order is applied only to the version its player was shown, and one request id only once;
* the store records what each channel was told (the outbox), so a restarted bot knows what to post;
* a write cancelled at any await point leaves no transaction open: every channel keeps working;
* a database locked by another process is retried, then refused as "busy" with nothing changed;
* one transaction and one synced commit per order; orders have a length limit; refusals quote little;
* the service's caches are bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import sqlite3
from pathlib import Path

import pytest

from bot.service import EXCERPT, MAX_ORDER, GameService, ServiceError
from bot.store import Store
from engine.core.errors import InvalidNotation
from tests.bot.conftest import ALICE, BOB, CH, ready_race


async def _key(coro: object) -> str:
    with pytest.raises(ServiceError) as err:
        await coro  # type: ignore[misc]
    return err.value.msg.key


async def test_an_order_for_a_version_the_player_was_not_shown_is_refused(service: GameService) -> None:
    await ready_race(service)
    shown = (await service.info(CH)).version
    await service.order(CH, ALICE, "step", version=shown)
    # Bob still looks at `shown`: his order is refused and nothing changes
    assert await _key(service.order(CH, BOB, "step", version=shown)) == "service.stale"
    assert (await service.info(CH)).version == shown + 1
    out = await service.order(CH, BOB, "step", version=shown + 1)
    assert out.game.version == shown + 2


async def test_the_same_request_is_never_applied_twice(service: GameService, store: Store) -> None:
    await ready_race(service)
    await service.order(CH, ALICE, "step", request_id="500")
    assert await _key(service.order(CH, ALICE, "step", request_id="500")) == "service.duplicate"
    assert await _key(service.order(CH, BOB, "step", request_id="500")) == "service.duplicate"
    assert len(await store.actions(CH)) == 1
    await service.order(CH, BOB, "step", request_id="501")
    assert len(await store.actions(CH)) == 2
    await service.undo(CH, BOB, request_id="502")
    await service.order(CH, BOB, "step", request_id="503")
    assert await _key(service.undo(CH, BOB, request_id="502")) == "service.duplicate"


async def test_an_order_has_a_length_limit_and_a_huge_one_is_not_stored(
    service: GameService, store: Store
) -> None:
    await ready_race(service)
    for size in (MAX_ORDER + 1, 1_000_000):
        with pytest.raises(ServiceError) as err:
            await service.order(CH, ALICE, "x" * size)
        assert err.value.msg.key == "service.order_too_long"
        assert len(err.value.text()) < 200 and "xxxxx" not in err.value.text()
    assert await store.actions(CH) == []
    con = sqlite3.connect(store.path)
    assert max(len(r[0]) for r in con.execute("SELECT input FROM actions UNION SELECT '' ")) == 0
    con.close()


async def test_a_refusal_quotes_only_a_short_excerpt_of_the_order(service: GameService) -> None:
    await ready_race(service)
    order = "gallop " + "far " * 45
    assert len(order) <= MAX_ORDER
    with pytest.raises(InvalidNotation) as err:
        await service.order(CH, ALICE, order)
    said = err.value.text()
    assert "gallop far" in said and order.strip() not in said
    quoted = [str(v) for v in err.value.msg.params.values() if "gallop" in str(v)]
    assert quoted and all(len(q) <= EXCERPT for q in quoted)


async def test_only_who_newly_owes_a_decision_is_pinged_never_the_actor(service: GameService) -> None:
    await service.create(CH, ALICE, "race", "short")
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    out = await service.start(CH, BOB)
    assert out.awaiting_users == (ALICE,) and out.ping_users == (ALICE,)
    out = await service.order(CH, ALICE, "step")
    assert out.awaiting_users == (BOB,) and out.ping_users == (BOB,)
    # hot seat: the player who acted owes the next decision too, and is not pinged
    await service.create(CH + 1, ALICE, "race", "short")
    await service.join(CH + 1, ALICE, "red")
    await service.join(CH + 1, ALICE, "blue")
    out = await service.start(CH + 1, ALICE)
    assert out.awaiting_users == (ALICE,) and out.ping_users == ()
    out = await service.order(CH + 1, ALICE, "step")
    assert out.ping_users == ()


async def test_the_outbox_says_what_the_channel_was_not_told(service: GameService, db_path: Path) -> None:
    await ready_race(service)
    info = await service.info(CH)
    await service.announced(CH, info.game_id, info.version)
    assert await service.announcement(CH) is None
    out = await service.order(CH, ALICE, "step")
    # the reply could not be posted (a Discord error, a restart): a new service on the same file knows
    again = GameService(await Store.open(db_path))
    try:
        assert await again.unannounced_channels() == [CH]
        missed = await again.announcement(CH)
        assert missed is not None and missed.game.version == out.game.version
        assert [e.msg.key for e in missed.events] == [e.msg.key for e in out.events]
        assert missed.awaiting_users == (BOB,)
        await again.announced(CH, missed.game.game_id, missed.game.version)
        assert await again.unannounced_channels() == []
        assert await again.announcement(CH) is None
        # an announcement of an older game's id changes nothing
        await again.announced(CH, info.game_id + 99, missed.game.version + 5)
        assert (await again.info(CH)).announced_version == missed.game.version
    finally:
        await again.store.close()


async def test_a_typed_order_is_checked_against_what_its_player_was_shown(service: GameService) -> None:
    await ready_race(service)
    info = await service.info(CH)
    await service.announced(CH, info.game_id, info.version)
    assert await service.shown_version(CH, ALICE) == info.version
    await service.order(CH, ALICE, "step", version=await service.shown_version(CH, ALICE))
    # Bob has not been shown the new position yet (its announcement was not posted)
    assert await _key(service.order(CH, BOB, "step", version=await service.shown_version(CH, BOB))) == (
        "service.stale"
    )
    service.seen(CH, info.game_id, BOB, info.version + 1)  # he looked at /game status
    await service.order(CH, BOB, "step", version=await service.shown_version(CH, BOB))


async def test_one_transaction_and_one_synced_commit_per_order(service: GameService, store: Store) -> None:
    await ready_race(service)
    before = (store.stats.commits, store.stats.synced_commits)
    await service.order(CH, ALICE, "step", version=(await service.info(CH)).version, request_id="9")
    assert (store.stats.commits - before[0], store.stats.synced_commits - before[1]) == (1, 1)
    info = await service.info(CH)
    await service.announced(CH, info.game_id, info.version)  # bookkeeping: committed, not synced
    assert (store.stats.commits - before[0], store.stats.synced_commits - before[1]) == (2, 1)


async def _two_channels(service: GameService) -> None:
    for ch in (CH, CH + 1):
        await service.create(ch, ALICE, "race", "short", seed=3)
        await service.join(ch, ALICE, "red")
        await service.join(ch, BOB, "blue")
        await service.start(ch, ALICE)


@pytest.mark.parametrize("steps", range(24))
async def test_a_write_cancelled_at_any_await_point_leaves_every_channel_writable(
    db_path: Path, steps: int
) -> None:
    store = await Store.open(db_path, synchronous="NORMAL")
    service = GameService(store)
    try:
        await _two_channels(service)
        before = await store.version(CH)
        task = asyncio.create_task(service.order(CH, ALICE, "step"))
        for _ in range(steps):
            await asyncio.sleep(0)
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
        after = await store.version(CH)
        assert after in (before, (before or 0) + 1)
        assert len(await store.actions(CH)) == (after or 0) - (before or 0)
        # the connection is not left inside a transaction: both channels take writes
        if after == before:
            await service.order(CH, ALICE, "step")
        else:
            await service.order(CH, BOB, "step")
        await service.order(CH + 1, ALICE, "step")
        con = sqlite3.connect(db_path)
        assert con.execute("SELECT COUNT(*) FROM actions").fetchone()[0] == (3 if after != before else 2)
        assert not con.in_transaction
        con.close()
    finally:
        await store.close()


async def test_a_locked_database_is_retried_then_refused_as_busy(db_path: Path) -> None:
    store = await Store.open(db_path, busy_timeout_ms=20, busy_retries=2, busy_backoff=0.01)
    service = GameService(store)
    try:
        await ready_race(service)
        version = (await service.info(CH)).version
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        assert await _key(service.order(CH, ALICE, "step")) == "service.busy"
        assert store.stats.busy_retries == 2
        other.execute("ROLLBACK")
        other.close()
        assert (await service.info(CH)).version == version
        assert await store.actions(CH) == []
        # the lock released, the same order goes through
        out = await service.order(CH, ALICE, "step")
        assert out.game.version == version + 1
    finally:
        await store.close()


async def test_a_lock_held_briefly_is_waited_out(db_path: Path) -> None:
    store = await Store.open(db_path, busy_timeout_ms=20, busy_retries=6, busy_backoff=0.02)
    service = GameService(store)
    try:
        await ready_race(service)
        other = sqlite3.connect(db_path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")

        async def release() -> None:
            await asyncio.sleep(0.1)
            other.execute("ROLLBACK")

        releasing = asyncio.create_task(release())
        out = await service.order(CH, ALICE, "step")
        await releasing
        other.close()
        assert out.game.status == "active" and store.stats.busy_retries >= 1
    finally:
        await store.close()


async def test_the_caches_are_bounded(service: GameService) -> None:
    service._cache.limit = 3
    for i in range(6):
        await service.create(CH + i, ALICE, "race", "short")
        await service.info(CH + i)
    assert len(service._cache) == 3
    gc.collect()
    assert len(service._locks) == 0  # a channel's lock lives only while it is in use


async def test_old_request_ids_are_forgotten(service: GameService, store: Store) -> None:
    await ready_race(service)
    await service.order(CH, ALICE, "step", request_id="old")
    assert await store.request_version("old") is not None
    assert await service.forget_old_requests(older_than_seconds=3600) == 0
    assert await service.forget_old_requests(older_than_seconds=-1) == 1
    assert await store.request_version("old") is None
