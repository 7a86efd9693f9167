"""The SQLite store: migrations, WAL, the optimistic version check, no half-done transactions."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.store import NewAction, StaleVersion, Store, StoreError, migrations, split_sql


async def test_open_applies_every_migration_and_uses_wal(db_path: Path) -> None:
    store = await Store.open(db_path)
    try:
        assert await store.schema_version() == len(migrations()) >= 1
        assert str(await store.pragma("journal_mode")).lower() == "wal"
        assert await store.pragma("foreign_keys") == 1
    finally:
        await store.close()
    con = sqlite3.connect(db_path)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert {"games", "seats", "actions", "snapshots", "archive"} <= tables
    con.close()


async def test_reopening_does_not_reapply_migrations(db_path: Path) -> None:
    for _ in range(2):
        store = await Store.open(db_path)
        await store.close()
    con = sqlite3.connect(db_path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == len(migrations())
    con.close()


async def test_a_newer_schema_is_refused(db_path: Path) -> None:
    con = sqlite3.connect(db_path)
    con.execute("PRAGMA user_version = 99")
    con.close()
    with pytest.raises(StoreError, match="newer"):
        await Store.open(db_path)


def test_migration_files_are_numbered_and_split_into_statements() -> None:
    migs = migrations()
    assert [m.version for m in migs] == list(range(1, len(migs) + 1))
    stmts = split_sql(migs[0].path.read_text(encoding="utf-8"))
    assert sum(s.upper().lstrip().find("CREATE TABLE") >= 0 for s in stmts) == 5


async def _game(store: Store, channel: int = 5) -> None:
    await store.create_game(
        channel_id=channel, system="race", scenario="short", options={}, seed=1, creator_id=9, state={"n": 0}
    )


async def test_append_action_is_guarded_by_the_version(store: Store) -> None:
    await _game(store)
    act = NewAction(kind="order", side="red", user_id=9, order="step")
    seq, v = await store.append_action(5, 0, act, state={"n": 1})
    assert (seq, v) == (1, 1)
    with pytest.raises(StaleVersion) as err:
        await store.append_action(5, 0, act, state={"n": 99})
    assert err.value.current == 1
    row = await store.game(5)
    assert row is not None and row.version == 1 and row.state_json == '{"n":1}'
    assert [a.seq for a in await store.actions(5)] == [1]


async def test_a_failed_transaction_leaves_nothing_behind(store: Store) -> None:
    await _game(store)
    bad = NewAction(kind="order", side="red", user_id=9, order="step", rolls=[{"x": object()}])
    with pytest.raises(TypeError):
        await store.append_action(5, 0, bad, state={"n": 1})
    row = await store.game(5)
    assert row is not None and row.version == 0 and row.state_json == '{"n":0}'
    assert await store.actions(5) == []


async def test_snapshots_are_kept_every_few_actions_and_dropped_on_undo(db_path: Path) -> None:
    store = await Store.open(db_path, snapshot_every=2)
    try:
        await _game(store)
        act = NewAction(kind="order", side="red", user_id=9, order="step", undoable=True)
        v = 0
        for n in range(1, 5):
            _, v = await store.append_action(5, v, act, state={"n": n})
        assert await store.snapshot_before(5, 5) == (4, '{"n":4}')
        assert await store.snapshot_before(5, 2) == (0, '{"n":0}')
        v = await store.undo_action(5, v, 4, state={"n": 3})
        assert await store.snapshot_before(5, 5) == (2, '{"n":2}')
        last = await store.last_action(5)
        assert last is not None and last.seq == 3
        assert [a.undone for a in await store.actions(5)] == [False, False, False, True]
    finally:
        await store.close()


async def test_a_failing_migration_is_rolled_back_entirely(tmp_path: Path, db_path: Path) -> None:
    folder = tmp_path / "migrations"
    folder.mkdir()
    v1 = migrations()[0].path
    (folder / v1.name).write_text(v1.read_text(encoding="utf-8"), encoding="utf-8")
    (folder / "V2__broken.sql").write_text(
        "CREATE TABLE notes (id INTEGER PRIMARY KEY);\nINSERT INTO no_such_table VALUES (1);\n",
        encoding="utf-8",
    )
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        await Store.open(db_path, migrations_dir=folder)
    con = sqlite3.connect(db_path)
    tables = {r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert con.execute("PRAGMA user_version").fetchone()[0] == 0
    assert "notes" not in tables and "games" not in tables  # V1 and V2 ran in the same transaction
    con.close()
    (folder / "V2__broken.sql").write_text("CREATE TABLE notes (id INTEGER PRIMARY KEY);\n", encoding="utf-8")
    store = await Store.open(db_path, migrations_dir=folder)
    assert await store.schema_version() == 2
    await store.close()


def test_migration_names_must_follow_the_pattern(tmp_path: Path) -> None:
    (tmp_path / "V1__ok.sql").write_text("SELECT 1;", encoding="utf-8")
    (tmp_path / "V3__gap.sql").write_text("SELECT 1;", encoding="utf-8")
    with pytest.raises(StoreError, match="numbered 1, 2, 3"):
        migrations(tmp_path)
    (tmp_path / "V3__gap.sql").unlink()
    (tmp_path / "add-notes.sql").write_text("SELECT 1;", encoding="utf-8")
    with pytest.raises(StoreError, match=r"V<n>__<reason>\.sql"):
        migrations(tmp_path)


async def test_a_database_of_the_first_schema_migrates(tmp_path: Path) -> None:
    """A V1 database (no game ids, no outbox) is migrated: its games get ids, count as announced (their
    orders were answered before the outbox existed) and keep their seed."""
    v1 = tmp_path / "v1"
    v1.mkdir()
    first = migrations()[0]
    (v1 / first.path.name).write_text(first.path.read_text(encoding="utf-8"), encoding="utf-8")
    path = tmp_path / "old.sqlite3"
    old = await Store.open(path, migrations_dir=v1)
    try:
        await old._write(
            lambda db: db.execute(
                "INSERT INTO games (channel_id, system, scenario, options_json, seed, status, version, "
                "creator_id, state_json, created_at, updated_at) "
                "VALUES (5, 'race', 'short', '{}', 7, 'active', 3, 9, ?, 'x', 'x')",
                ('{"pos": [1, 0], "turn": 1, "goal": 6, "dice": {"seed": 7, "counter": 0}}',),
            )
        )
    finally:
        await old.close()
    store = await Store.open(path)
    try:
        assert await store.schema_version() == len(migrations())
        row = await store.game(5)
        assert row is not None and row.game_id >= 1 and row.announced_version == 3 and row.seed_fixed
        assert await store.unannounced() == []
        # a new game in another channel gets a different id
        await _game(store, channel=6)
        new = await store.game(6)
        assert new is not None and new.game_id != row.game_id
    finally:
        await store.close()
