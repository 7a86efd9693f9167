"""The SQLite store: one long-lived aiosqlite connection in WAL mode, plain-SQL migrations.

Tables (bot/migrations/V1__initial.sql): ``games`` (one per channel, with the current state and a
``version``), ``seats``, ``actions`` (append-only log), ``snapshots`` (state every few actions) and
``archive`` (games replaced by a new one in their channel).

Every write is one transaction that starts with ``UPDATE games SET version = version + 1 WHERE
channel_id = ? AND version = ?``: if another writer (another task, connection or process) got there
first, nothing is written and ``StaleVersion`` is raised. Transactions use ``BEGIN IMMEDIATE`` so two
processes sharing the file queue on SQLite's write lock instead of failing half-way.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
from collections.abc import AsyncIterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiosqlite

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^V(\d+)__([A-Za-z0-9_\-]+)\.sql$")

# How often the full state is kept beside the action log (every N actions, plus the initial state).
SNAPSHOT_EVERY = 8


class StoreError(Exception):
    """A database-level problem the service turns into a message."""


class StaleVersion(StoreError):
    """The game's version is not the one the writer started from: nothing was written."""

    def __init__(self, channel_id: int, expected: int, current: int | None) -> None:
        super().__init__(f"game in channel {channel_id} is at version {current}, not {expected}")
        self.channel_id = channel_id
        self.expected = expected
        self.current = current


class GameExists(StoreError):
    """The channel already holds a game that is still in setup or in play."""

    def __init__(self, row: GameRow) -> None:
        super().__init__(f"channel {row.channel_id} already has a {row.status} game")
        self.row = row


@dataclass(frozen=True)
class Migration:
    version: int
    reason: str
    path: Path


def migrations(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """The migration files, in version order; a gap or a duplicate number is an error."""
    found: list[Migration] = []
    for p in directory.glob("*.sql"):
        m = _MIGRATION_NAME.match(p.name)
        if not m:
            raise StoreError(f"migration file {p.name!r} is not named V<n>__<reason>.sql")
        found.append(Migration(int(m.group(1)), m.group(2), p))
    found.sort(key=lambda m: m.version)
    for i, mig in enumerate(found, start=1):
        if mig.version != i:
            raise StoreError(f"migrations must be numbered 1, 2, 3…: found V{mig.version} at position {i}")
    return found


def split_sql(script: str) -> list[str]:
    """Split a SQL script into complete statements (so each runs inside our own transaction)."""
    out: list[str] = []
    buf = ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            stmt = buf.strip()
            if stmt and stmt != ";":
                out.append(stmt)
            buf = ""
    if buf.strip() and not all(ln.strip().startswith("--") or not ln.strip() for ln in buf.splitlines()):
        raise StoreError(f"incomplete SQL statement at the end of a migration: {buf.strip()[:60]!r}")
    return out


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


@dataclass(frozen=True)
class GameRow:
    channel_id: int
    system: str
    scenario: str
    options: Mapping[str, Any]
    seed: int
    status: str
    version: int
    creator_id: int
    state_json: str
    result: Mapping[str, Any] | None
    created_at: str
    updated_at: str


@dataclass(frozen=True)
class SeatRow:
    user_id: int
    side: str
    role: str | None


@dataclass(frozen=True)
class ActionRow:
    channel_id: int
    seq: int
    version_before: int
    kind: str  # "order" | "resign"
    side: str
    user_id: int
    order: str  # canonical order text
    input: str  # what the player typed
    rolls: list[dict[str, Any]]
    events: list[dict[str, Any]]
    undoable: bool
    undone: bool
    at: str


@dataclass(frozen=True)
class NewAction:
    """An action about to be appended to the log."""

    kind: str
    side: str
    user_id: int
    order: str
    input: str = ""
    rolls: Sequence[Mapping[str, Any]] = ()
    events: Sequence[Mapping[str, Any]] = ()
    undoable: bool = False


_GAME_COLS = (
    "channel_id, system, scenario, options_json, seed, status, version, creator_id, state_json, "
    "result_json, created_at, updated_at"
)
_ACTION_COLS = (
    'channel_id, seq, version_before, kind, side, user_id, "order", input, rolls_json, events_json, '
    "undoable, undone, at"
)


def _game(r: Sequence[Any]) -> GameRow:
    return GameRow(
        channel_id=r[0],
        system=r[1],
        scenario=r[2],
        options=json.loads(r[3]),
        seed=r[4],
        status=r[5],
        version=r[6],
        creator_id=r[7],
        state_json=r[8],
        result=json.loads(r[9]) if r[9] else None,
        created_at=r[10],
        updated_at=r[11],
    )


def _action(r: Sequence[Any]) -> ActionRow:
    return ActionRow(
        channel_id=r[0],
        seq=r[1],
        version_before=r[2],
        kind=r[3],
        side=r[4],
        user_id=r[5],
        order=r[6],
        input=r[7],
        rolls=json.loads(r[8]),
        events=json.loads(r[9]),
        undoable=bool(r[10]),
        undone=bool(r[11]),
        at=r[12],
    )


def _dumps(data: Any) -> str:
    # Keys keep the order the engine gave them: a reloaded game must list its choices exactly as the
    # game that was saved did (a button refers to a choice by its place in the list).
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


class Store:
    """hexwar's database. Open with ``await Store.open(path)``; close with ``await store.close()``."""

    def __init__(self, db: aiosqlite.Connection, path: Path, snapshot_every: int = SNAPSHOT_EVERY) -> None:
        self._db = db
        self.path = path
        self.snapshot_every = snapshot_every
        # One connection: its transactions must not interleave between tasks.
        self._write_lock = asyncio.Lock()

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        snapshot_every: int = SNAPSHOT_EVERY,
        synchronous: str = "FULL",
        migrations_dir: Path = MIGRATIONS_DIR,
    ) -> Store:
        """Open (creating the file and its folder if needed), switch to WAL and apply pending migrations."""
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            await db.execute("PRAGMA busy_timeout = 10000")
            cur = await db.execute("PRAGMA journal_mode = WAL")
            mode = (await cur.fetchone() or ("?",))[0]
            if str(path) != ":memory:" and str(mode).lower() != "wal":
                raise StoreError(f"{path}: SQLite refused WAL mode (journal mode is {mode})")
            if synchronous.upper() not in ("FULL", "NORMAL"):
                raise StoreError("synchronous must be FULL or NORMAL")
            await db.execute(f"PRAGMA synchronous = {synchronous.upper()}")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(db, path, snapshot_every)
            await store._migrate(migrations_dir)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _migrate(self, directory: Path) -> None:
        todo = migrations(directory)
        async with self._tx() as db:
            # Re-read inside the write transaction: another process may have migrated meanwhile.
            current = await self._user_version(db)
            if current > len(todo):
                raise StoreError(
                    f"{self.path} has schema version {current}, newer than this hexwar ({len(todo)})"
                )
            for mig in todo[current:]:
                for stmt in split_sql(mig.path.read_text(encoding="utf-8")):
                    await db.execute(stmt)
                await db.execute(f"PRAGMA user_version = {mig.version}")

    @staticmethod
    async def _user_version(db: aiosqlite.Connection) -> int:
        cur = await db.execute("PRAGMA user_version")
        row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def schema_version(self) -> int:
        return await self._user_version(self._db)

    async def pragma(self, name: str) -> Any:
        if not name.replace("_", "").isalpha():
            raise ValueError(name)
        cur = await self._db.execute(f"PRAGMA {name}")
        row = await cur.fetchone()
        return row[0] if row else None

    @asynccontextmanager
    async def _tx(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction; rolled back on any error (or cancellation)."""
        async with self._write_lock:
            await self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                await self._db.execute("ROLLBACK")
                raise
            await self._db.execute("COMMIT")

    async def _bump(self, db: aiosqlite.Connection, channel_id: int, expected: int, **cols: Any) -> int:
        """The optimistic check: move the game from ``expected`` to ``expected + 1`` or raise StaleVersion."""
        sets = "".join(f", {k} = :{k}" for k in cols)
        cur = await db.execute(
            f"UPDATE games SET version = version + 1, updated_at = :now{sets} "
            "WHERE channel_id = :ch AND version = :v",
            {"now": now(), "ch": channel_id, "v": expected, **cols},
        )
        if cur.rowcount != 1:
            raise StaleVersion(channel_id, expected, await self._version(db, channel_id))
        return expected + 1

    @staticmethod
    async def _version(db: aiosqlite.Connection, channel_id: int) -> int | None:
        cur = await db.execute("SELECT version FROM games WHERE channel_id = ?", (channel_id,))
        row = await cur.fetchone()
        return int(row[0]) if row else None

    # ------------------------------------------------------------------ reads

    async def version(self, channel_id: int) -> int | None:
        """The game's current version (None: no game in the channel). Cheap: used to validate caches."""
        return await self._version(self._db, channel_id)

    async def game(self, channel_id: int) -> GameRow | None:
        cur = await self._db.execute(f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ?", (channel_id,))
        row = await cur.fetchone()
        return _game(row) if row else None

    async def channels(self) -> list[int]:
        cur = await self._db.execute("SELECT channel_id FROM games ORDER BY channel_id")
        return [int(r[0]) for r in await cur.fetchall()]

    async def seats(self, channel_id: int) -> list[SeatRow]:
        cur = await self._db.execute(
            "SELECT user_id, side, role FROM seats WHERE channel_id = ? ORDER BY joined_at, rowid",
            (channel_id,),
        )
        return [SeatRow(r[0], r[1], r[2] or None) for r in await cur.fetchall()]

    async def actions(
        self, channel_id: int, *, after_seq: int = 0, include_undone: bool = True
    ) -> list[ActionRow]:
        where = "" if include_undone else " AND undone = 0"
        cur = await self._db.execute(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? AND seq > ?{where} ORDER BY seq",
            (channel_id, after_seq),
        )
        return [_action(r) for r in await cur.fetchall()]

    async def recent_actions(self, channel_id: int, limit: int) -> list[ActionRow]:
        cur = await self._db.execute(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? ORDER BY seq DESC LIMIT ?",
            (channel_id, limit),
        )
        return [_action(r) for r in reversed(list(await cur.fetchall()))]

    async def last_action(self, channel_id: int) -> ActionRow | None:
        """The latest action still in force (not undone)."""
        cur = await self._db.execute(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? AND undone = 0 "
            "ORDER BY seq DESC LIMIT 1",
            (channel_id,),
        )
        row = await cur.fetchone()
        return _action(row) if row else None

    async def snapshot_before(self, channel_id: int, seq: int) -> tuple[int, str] | None:
        """The latest kept state after an action numbered below ``seq``: (its seq, state JSON)."""
        cur = await self._db.execute(
            "SELECT seq, state_json FROM snapshots WHERE channel_id = ? AND seq < ? "
            "ORDER BY seq DESC LIMIT 1",
            (channel_id, seq),
        )
        row = await cur.fetchone()
        return (int(row[0]), str(row[1])) if row else None

    # ------------------------------------------------------------------ writes

    async def create_game(
        self,
        *,
        channel_id: int,
        system: str,
        scenario: str,
        options: Mapping[str, Any],
        seed: int,
        creator_id: int,
        state: Mapping[str, Any],
    ) -> GameRow:
        """Insert a game in setup. A finished or abandoned game in the channel is archived first."""
        at = now()
        async with self._tx() as db:
            cur = await db.execute(f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ?", (channel_id,))
            old = await cur.fetchone()
            if old is not None:
                old_row = _game(old)
                if old_row.status in ("setup", "active"):
                    raise GameExists(old_row)
                await self._archive(db, old_row)
            state_json = _dumps(state)
            await db.execute(
                f"INSERT INTO games ({_GAME_COLS}) VALUES (?, ?, ?, ?, ?, 'setup', 0, ?, ?, NULL, ?, ?)",
                (channel_id, system, scenario, _dumps(options), seed, creator_id, state_json, at, at),
            )
            await db.execute(
                "INSERT INTO snapshots (channel_id, seq, state_json) VALUES (?, 0, ?)",
                (channel_id, state_json),
            )
        row = await self.game(channel_id)
        assert row is not None
        return row

    async def _archive(self, db: aiosqlite.Connection, row: GameRow) -> None:
        seats = await (
            await db.execute("SELECT user_id, side, role FROM seats WHERE channel_id = ?", (row.channel_id,))
        ).fetchall()
        acts = await (
            await db.execute(
                f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? ORDER BY seq", (row.channel_id,)
            )
        ).fetchall()
        game: dict[str, Any] = {**asdict(row), "state": json.loads(row.state_json)}
        del game["state_json"]
        doc = {
            "game": game,
            "seats": [{"user_id": s[0], "side": s[1], "role": s[2] or None} for s in seats],
            "actions": [asdict(_action(a)) for a in acts],
        }
        await db.execute(
            "INSERT INTO archive (channel_id, archived_at, game_json) VALUES (?, ?, ?)",
            (row.channel_id, now(), _dumps(doc)),
        )
        await db.execute("DELETE FROM games WHERE channel_id = ?", (row.channel_id,))

    async def add_seat(
        self, channel_id: int, expected: int, user_id: int, side: str, role: str | None
    ) -> int:
        async with self._tx() as db:
            version = await self._bump(db, channel_id, expected)
            await db.execute(
                "INSERT OR IGNORE INTO seats (channel_id, user_id, side, role, joined_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (channel_id, user_id, side, role or "", now()),
            )
        return version

    async def set_status(
        self, channel_id: int, expected: int, status: str, *, result: Mapping[str, Any] | None = None
    ) -> int:
        async with self._tx() as db:
            cols: dict[str, Any] = {"status": status}
            if result is not None:
                cols["result_json"] = _dumps(result)
            return await self._bump(db, channel_id, expected, **cols)

    async def append_action(
        self,
        channel_id: int,
        expected: int,
        action: NewAction,
        *,
        state: Mapping[str, Any] | None,
        status: str | None = None,
        result: Mapping[str, Any] | None = None,
    ) -> tuple[int, int]:
        """Log one action and store the new state, in one transaction. Returns (seq, new version).

        ``state`` None keeps the stored state (an action outside the rules engine, such as resigning).
        """
        at = now()
        async with self._tx() as db:
            cols: dict[str, Any] = {}
            state_json = _dumps(state) if state is not None else None
            if state_json is not None:
                cols["state_json"] = state_json
            if status is not None:
                cols["status"] = status
            if result is not None:
                cols["result_json"] = _dumps(result)
            version = await self._bump(db, channel_id, expected, **cols)
            cur = await db.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE channel_id = ?", (channel_id,)
            )
            seq = int((await cur.fetchone() or (1,))[0])
            await db.execute(
                f"INSERT INTO actions ({_ACTION_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)",
                (
                    channel_id,
                    seq,
                    expected,
                    action.kind,
                    action.side,
                    action.user_id,
                    action.order,
                    action.input,
                    _dumps([dict(r) for r in action.rolls]),
                    _dumps([dict(e) for e in action.events]),
                    int(action.undoable),
                    at,
                ),
            )
            if state_json is not None and seq % self.snapshot_every == 0:
                await db.execute(
                    "INSERT OR REPLACE INTO snapshots (channel_id, seq, state_json) VALUES (?, ?, ?)",
                    (channel_id, seq, state_json),
                )
        return seq, version

    async def undo_action(
        self, channel_id: int, expected: int, seq: int, *, state: Mapping[str, Any], status: str = "active"
    ) -> int:
        """Mark action ``seq`` undone and restore ``state`` (the state before it), in one transaction."""
        async with self._tx() as db:
            version = await self._bump(
                db, channel_id, expected, state_json=_dumps(state), status=status, result_json=None
            )
            cur = await db.execute(
                "UPDATE actions SET undone = 1 WHERE channel_id = ? AND seq = ? AND undone = 0",
                (channel_id, seq),
            )
            if cur.rowcount != 1:
                raise StoreError(f"action {seq} in channel {channel_id} is not in force")
            await db.execute("DELETE FROM snapshots WHERE channel_id = ? AND seq >= ?", (channel_id, seq))
        return version
