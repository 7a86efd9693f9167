"""The SQLite store: one long-lived aiosqlite connection in WAL mode, plain-SQL migrations.

Tables (bot/migrations/): ``games`` (one per channel, with the current state, a ``version``, a
``game_id`` that never repeats and the ``announced_version`` the channel has been told), ``seats``,
``actions`` (append-only log), ``snapshots`` (state every few actions), ``archive`` (games replaced by
a new one in their channel), ``requests`` (interaction ids already applied), ``pending`` (awaited
confirmations and seat hand-overs) and ``guilds`` (each server's moderator role).

Every game write is one transaction that starts with ``UPDATE games SET version = version + 1 WHERE
channel_id = ? AND version = ?``: if another writer (another task, connection or process) got there
first, nothing is written and ``StaleVersion`` is raised. Transactions use ``BEGIN IMMEDIATE`` so two
processes sharing the file queue on SQLite's write lock instead of failing half-way.

Faults: a transaction runs in its own task, shielded from the caller's cancellation, so it always ends
in COMMIT or ROLLBACK (a cancelled caller never leaves the connection inside ``BEGIN``). A database
locked by another process is retried with back-off, then ``StoreBusy`` is raised with nothing written.
"""

from __future__ import annotations

import asyncio
import json
import re
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
_MIGRATION_NAME = re.compile(r"^V(\d+)__([A-Za-z0-9_\-]+)\.sql$")

# How often the full state is kept beside the action log (every N actions, plus the initial state).
SNAPSHOT_EVERY = 8
# A locked database: each attempt waits this long on SQLite's lock, then the next waits after a back-off.
BUSY_TIMEOUT_MS = 1000
BUSY_RETRIES = 4
BUSY_BACKOFF = 0.1  # seconds, doubled after each attempt

T = TypeVar("T")


class StoreError(Exception):
    """A database-level problem the service turns into a message."""


class StaleVersion(StoreError):
    """The game's version is not the one the writer started from: nothing was written."""

    def __init__(self, channel_id: int, expected: int, current: int | None) -> None:
        super().__init__(f"game in channel {channel_id} is at version {current}, not {expected}")
        self.channel_id = channel_id
        self.expected = expected
        self.current = current


class StoreBusy(StoreError):
    """The database stayed locked by another writer through every retry: nothing was written."""


class DuplicateRequest(StoreError):
    """This request (an interaction id) was already applied: nothing was written again."""

    def __init__(self, request_id: str, version: int) -> None:
        super().__init__(f"request {request_id} was already applied (game version {version})")
        self.request_id = request_id
        self.version = version


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
    game_id: int = 0
    announced_version: int = -1
    seed_fixed: bool = False
    language: str = "en"  # the language the game speaks in its channel
    dice_salt: str = ""  # secret until the game ends (docs/dice.md); "" for games older than commitments
    dice_commitment: str = ""  # sha256 over the salt, the seed and the rules version, fixed at the start
    rules_version: str = ""  # the rules the dice were committed with


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
    secret: bool = False  # the order answered a secret decision: only its side may read it


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
    secret: bool = False


@dataclass(frozen=True)
class PendingRow:
    """A second press awaited from ``user_id``: a confirmation, or a seat offered by ``from_user``."""

    token: str
    kind: str  # "resign" | "abandon" | "sub"
    channel_id: int
    game_id: int
    user_id: int
    from_user: int
    side: str
    role: str | None
    expires_at: float


@dataclass
class StoreStats:
    """Counters a test or a benchmark reads: transactions committed, and how many of them were synced."""

    commits: int = 0
    synced_commits: int = 0
    busy_retries: int = 0


_GAME_COLS = (
    "channel_id, system, scenario, options_json, seed, status, version, creator_id, state_json, "
    "result_json, created_at, updated_at, game_id, announced_version, seed_fixed, language, "
    "dice_salt, dice_commitment, rules_version"
)
_ACTION_COLS = (
    'channel_id, seq, version_before, kind, side, user_id, "order", input, rolls_json, events_json, '
    "undoable, undone, at, secret"
)
_PENDING_COLS = "token, kind, channel_id, game_id, user_id, from_user, side, role, expires_at"


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
        game_id=int(r[12]),
        announced_version=int(r[13]),
        seed_fixed=bool(r[14]),
        language=str(r[15]),
        dice_salt=str(r[16]),
        dice_commitment=str(r[17]),
        rules_version=str(r[18]),
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
        secret=bool(r[13]),
    )


def _pending(r: Sequence[Any]) -> PendingRow:
    return PendingRow(r[0], r[1], int(r[2]), int(r[3]), int(r[4]), int(r[5]), r[6], r[7] or None, float(r[8]))


def _dumps(data: Any) -> str:
    # Keys keep the order the engine gave them: a reloaded game must list its choices exactly as the
    # game that was saved did (a button refers to a choice by its place in the list).
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def is_busy(err: BaseException) -> bool:
    """SQLite's "database is locked" / "busy": another connection holds the write lock."""
    if not isinstance(err, sqlite3.OperationalError):
        return False
    words = str(err).lower()
    return "locked" in words or "busy" in words


Write = Callable[[aiosqlite.Connection], Awaitable[T]]


class Store:
    """hexwar's database. Open with ``await Store.open(path)``; close with ``await store.close()``."""

    def __init__(
        self,
        db: aiosqlite.Connection,
        path: Path,
        snapshot_every: int = SNAPSHOT_EVERY,
        *,
        synchronous: str = "FULL",
        busy_retries: int = BUSY_RETRIES,
        busy_backoff: float = BUSY_BACKOFF,
    ) -> None:
        self._db = db
        self.path = path
        self.snapshot_every = snapshot_every
        self.synchronous = synchronous
        self.busy_retries = busy_retries
        self.busy_backoff = busy_backoff
        self.stats = StoreStats()
        # One connection: its transactions must not interleave between tasks, and a read must never see
        # a write of another task that is still inside its transaction. Every statement takes this lock.
        self._lock = asyncio.Lock()
        self._writes: set[asyncio.Task[Any]] = set()

    # ------------------------------------------------------------------ lifecycle

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        snapshot_every: int = SNAPSHOT_EVERY,
        synchronous: str = "FULL",
        migrations_dir: Path = MIGRATIONS_DIR,
        busy_timeout_ms: int = BUSY_TIMEOUT_MS,
        busy_retries: int = BUSY_RETRIES,
        busy_backoff: float = BUSY_BACKOFF,
    ) -> Store:
        """Open (creating the file and its folder if needed), switch to WAL and apply pending migrations."""
        path = Path(path)
        if str(path) != ":memory:":
            path.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(str(path), isolation_level=None)
        try:
            await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            cur = await db.execute("PRAGMA journal_mode = WAL")
            mode = (await cur.fetchone() or ("?",))[0]
            if str(path) != ":memory:" and str(mode).lower() != "wal":
                raise StoreError(f"{path}: SQLite refused WAL mode (journal mode is {mode})")
            if synchronous.upper() not in ("FULL", "NORMAL"):
                raise StoreError("synchronous must be FULL or NORMAL")
            await db.execute(f"PRAGMA synchronous = {synchronous.upper()}")
            await db.execute("PRAGMA foreign_keys = ON")
            store = cls(
                db,
                path,
                snapshot_every,
                synchronous=synchronous.upper(),
                busy_retries=busy_retries,
                busy_backoff=busy_backoff,
            )
            await store._migrate(migrations_dir)
        except BaseException:
            await db.close()
            raise
        return store

    async def close(self) -> None:
        """Let the transactions under way finish (a cancelled caller's included), then close."""
        while self._writes:
            await asyncio.gather(*list(self._writes), return_exceptions=True)
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _migrate(self, directory: Path) -> None:
        todo = migrations(directory)

        async def run(db: aiosqlite.Connection) -> None:
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

        await self._write(run)

    @staticmethod
    async def _user_version(db: aiosqlite.Connection) -> int:
        cur = await db.execute("PRAGMA user_version")
        row = await cur.fetchone()
        return int(row[0]) if row else 0

    async def schema_version(self) -> int:
        async with self._lock:
            return await self._user_version(self._db)

    async def pragma(self, name: str) -> Any:
        if not name.replace("_", "").isalpha():
            raise ValueError(name)
        return await self._one(f"PRAGMA {name}")

    # ------------------------------------------------------------------ companion tables

    async def write(self, work: Write[T], *, sync: bool = True) -> T:
        """Run ``work(db)`` as one write transaction with the store's discipline (see ``_write``): for a
        module that keeps tables of its own in this database (the clock, bot/clockwork.py)."""
        return await self._write(work, sync=sync)

    async def rows(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> list[Any]:
        """The rows of one read query, under the store's lock (see ``write``)."""
        return await self._all(sql, params)

    # ------------------------------------------------------------------ transactions

    async def _write(self, work: Write[T], *, sync: bool = True) -> T:
        """Run ``work(db)`` as one write transaction, committed or rolled back as a whole.

        The transaction runs in its own task: cancelling the caller does not cut it in half (it finishes,
        and the caller sees ``CancelledError``). ``sync`` False commits without waiting for the disk (for
        bookkeeping that may be redone, such as marking a message as posted): the next synced commit makes
        it durable too. A locked database is retried ``busy_retries`` times with a doubling back-off, then
        ``StoreBusy`` is raised with nothing written.
        """
        task = asyncio.ensure_future(self._run_write(work, sync))
        self._writes.add(task)
        task.add_done_callback(self._write_done)
        return await asyncio.shield(task)

    def _write_done(self, task: asyncio.Task[Any]) -> None:
        self._writes.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved: a caller that was cancelled never will

    async def _run_write(self, work: Write[T], sync: bool) -> T:
        delay = self.busy_backoff
        for attempt in range(self.busy_retries + 1):
            try:
                async with self._lock:
                    return await self._transaction(work, sync)
            except sqlite3.OperationalError as err:
                if not is_busy(err):
                    raise
                if attempt == self.busy_retries:
                    raise StoreBusy(f"{self.path} stayed locked by another writer") from err
            self.stats.busy_retries += 1
            await asyncio.sleep(delay)
            delay *= 2
        raise AssertionError("unreachable")

    async def _transaction(self, work: Write[T], sync: bool) -> T:
        db = self._db
        relaxed = not sync and self.synchronous != "NORMAL"
        if relaxed:
            await db.execute("PRAGMA synchronous = NORMAL")
        try:
            await db.execute("BEGIN IMMEDIATE")
            try:
                out = await work(db)
                await db.execute("COMMIT")
            except BaseException:
                if db.in_transaction:
                    await db.execute("ROLLBACK")
                raise
            self.stats.commits += 1
            if sync or self.synchronous == "NORMAL":
                self.stats.synced_commits += int(self.synchronous == "FULL")
            return out
        finally:
            if relaxed:
                await db.execute(f"PRAGMA synchronous = {self.synchronous}")

    @asynccontextmanager
    async def _reading(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            yield self._db

    async def _one(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> Any:
        async with self._reading() as db:
            cur = await db.execute(sql, params)
            row = await cur.fetchone()
        return row[0] if row else None

    async def _all(self, sql: str, params: Sequence[Any] | Mapping[str, Any] = ()) -> list[Any]:
        async with self._reading() as db:
            cur = await db.execute(sql, params)
            return list(await cur.fetchall())

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

    @staticmethod
    async def _claim(db: aiosqlite.Connection, request_id: str | None, channel_id: int, version: int) -> None:
        """Record ``request_id`` as applied (at the game version it produced), or raise DuplicateRequest."""
        if request_id is None:
            return
        cur = await db.execute("SELECT version FROM requests WHERE request_id = ?", (request_id,))
        row = await cur.fetchone()
        if row is not None:
            raise DuplicateRequest(request_id, int(row[0]))
        game_id = await (
            await db.execute("SELECT game_id FROM games WHERE channel_id = ?", (channel_id,))
        ).fetchone()
        await db.execute(
            "INSERT INTO requests (request_id, channel_id, game_id, version, at) VALUES (?, ?, ?, ?, ?)",
            (request_id, channel_id, int(game_id[0]) if game_id else 0, version, now()),
        )

    # ------------------------------------------------------------------ reads

    async def version(self, channel_id: int) -> int | None:
        """The game's current version (None: no game in the channel). Cheap: used to validate caches."""
        async with self._reading() as db:
            return await self._version(db, channel_id)

    async def game(self, channel_id: int) -> GameRow | None:
        rows = await self._all(f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ?", (channel_id,))
        return _game(rows[0]) if rows else None

    async def channels(self) -> list[int]:
        return [int(r[0]) for r in await self._all("SELECT channel_id FROM games ORDER BY channel_id")]

    async def unannounced(self, *, settled: float = 0.0) -> list[GameRow]:
        """Games whose channel has not yet been told of their latest version (the outbox), unchanged for
        at least ``settled`` seconds."""
        cutoff = datetime.fromtimestamp(time.time() - settled, UTC).isoformat(timespec="milliseconds")
        rows = await self._all(
            f"SELECT {_GAME_COLS} FROM games WHERE announced_version < version AND updated_at <= ? "
            "ORDER BY updated_at",
            (cutoff,),
        )
        return [_game(r) for r in rows]

    async def seats(self, channel_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT user_id, side, role FROM seats WHERE channel_id = ? ORDER BY joined_at, rowid",
            (channel_id,),
        )
        return [SeatRow(r[0], r[1], r[2] or None) for r in rows]

    async def actions(
        self, channel_id: int, *, after_seq: int = 0, include_undone: bool = True
    ) -> list[ActionRow]:
        where = "" if include_undone else " AND undone = 0"
        rows = await self._all(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? AND seq > ?{where} ORDER BY seq",
            (channel_id, after_seq),
        )
        return [_action(r) for r in rows]

    async def actions_since_version(self, channel_id: int, version: int) -> list[ActionRow]:
        """Actions taken from game version ``version`` on (what a channel told of ``version`` has missed)."""
        rows = await self._all(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? AND version_before >= ? ORDER BY seq",
            (channel_id, version),
        )
        return [_action(r) for r in rows]

    async def recent_actions(self, channel_id: int, limit: int) -> list[ActionRow]:
        rows = await self._all(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? ORDER BY seq DESC LIMIT ?",
            (channel_id, limit),
        )
        return [_action(r) for r in reversed(rows)]

    async def last_action(self, channel_id: int) -> ActionRow | None:
        """The latest action still in force (not undone)."""
        rows = await self._all(
            f"SELECT {_ACTION_COLS} FROM actions WHERE channel_id = ? AND undone = 0 "
            "ORDER BY seq DESC LIMIT 1",
            (channel_id,),
        )
        return _action(rows[0]) if rows else None

    async def snapshot_before(self, channel_id: int, seq: int) -> tuple[int, str] | None:
        """The latest kept state after an action numbered below ``seq``: (its seq, state JSON)."""
        rows = await self._all(
            "SELECT seq, state_json FROM snapshots WHERE channel_id = ? AND seq < ? "
            "ORDER BY seq DESC LIMIT 1",
            (channel_id, seq),
        )
        return (int(rows[0][0]), str(rows[0][1])) if rows else None

    async def request_version(self, request_id: str) -> int | None:
        """The game version a request produced, if it was applied."""
        v = await self._one("SELECT version FROM requests WHERE request_id = ?", (request_id,))
        return None if v is None else int(v)

    async def pending(self, token: str) -> PendingRow | None:
        rows = await self._all(f"SELECT {_PENDING_COLS} FROM pending WHERE token = ?", (token,))
        return _pending(rows[0]) if rows else None

    async def pending_in(self, channel_id: int) -> list[PendingRow]:
        rows = await self._all(
            f"SELECT {_PENDING_COLS} FROM pending WHERE channel_id = ? ORDER BY expires_at", (channel_id,)
        )
        return [_pending(r) for r in rows]

    async def mod_role(self, guild_id: int) -> int | None:
        v = await self._one("SELECT mod_role_id FROM guilds WHERE guild_id = ?", (guild_id,))
        return None if v is None else int(v)

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
        seed_fixed: bool = True,
        language: str = "en",
    ) -> GameRow:
        """Insert a game in setup, with a new game id. A finished or abandoned game in the channel is
        archived first. Its version starts one above the old game's, so no version repeats in a channel."""
        at = now()
        state_json = _dumps(state)

        async def run(db: aiosqlite.Connection) -> GameRow:
            cur = await db.execute(f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ?", (channel_id,))
            old = await cur.fetchone()
            version = 0
            if old is not None:
                old_row = _game(old)
                if old_row.status in ("setup", "active"):
                    raise GameExists(old_row)
                await self._archive(db, old_row)
                version = old_row.version + 1
            cur = await db.execute(
                "INSERT INTO game_ids (channel_id, created_at) VALUES (?, ?)", (channel_id, at)
            )
            game_id = int(cur.lastrowid or 0)
            await db.execute(
                f"INSERT INTO games ({_GAME_COLS}) "
                "VALUES (?, ?, ?, ?, ?, 'setup', ?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, '', '', '')",
                (
                    channel_id,
                    system,
                    scenario,
                    _dumps(options),
                    seed,
                    version,
                    creator_id,
                    state_json,
                    at,
                    at,
                    game_id,
                    version - 1,
                    int(seed_fixed),
                    language,
                ),
            )
            await db.execute(
                "INSERT INTO snapshots (channel_id, seq, state_json) VALUES (?, 0, ?)",
                (channel_id, state_json),
            )
            cur = await db.execute(f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ?", (channel_id,))
            return _game(await cur.fetchone() or ())

        return await self._write(run)

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
        await db.execute("DELETE FROM pending WHERE channel_id = ?", (row.channel_id,))
        await db.execute("DELETE FROM games WHERE channel_id = ?", (row.channel_id,))

    async def add_seat(
        self, channel_id: int, expected: int, user_id: int, side: str, role: str | None
    ) -> int:
        async def run(db: aiosqlite.Connection) -> int:
            version = await self._bump(db, channel_id, expected)
            await db.execute(
                "INSERT OR IGNORE INTO seats (channel_id, user_id, side, role, joined_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (channel_id, user_id, side, role or "", now()),
            )
            return version

        return await self._write(run)

    async def remove_seats(
        self, channel_id: int, expected: int, user_id: int, side: str | None = None, role: str | None = None
    ) -> int:
        """Remove a user's seats (all of them, or the one of ``side``/``role``)."""

        async def run(db: aiosqlite.Connection) -> int:
            version = await self._bump(db, channel_id, expected)
            if side is None:
                await db.execute(
                    "DELETE FROM seats WHERE channel_id = ? AND user_id = ?", (channel_id, user_id)
                )
            else:
                await db.execute(
                    "DELETE FROM seats WHERE channel_id = ? AND user_id = ? AND side = ? AND role = ?",
                    (channel_id, user_id, side, role or ""),
                )
            return version

        return await self._write(run)

    async def hand_over_seat(
        self,
        channel_id: int,
        expected: int,
        *,
        from_user: int | None,
        to_user: int,
        side: str,
        role: str | None,
        token: str | None = None,
    ) -> int:
        """Give the seat ``side``/``role`` to ``to_user`` (taking it from ``from_user`` when given), and
        consume the hand-over offer ``token`` (if any), in one transaction."""

        async def run(db: aiosqlite.Connection) -> int:
            version = await self._bump(db, channel_id, expected)
            if token is not None:
                cur = await db.execute("DELETE FROM pending WHERE token = ?", (token,))
                if cur.rowcount != 1:
                    raise StaleVersion(channel_id, expected, None)
            if from_user is not None:
                await db.execute(
                    "DELETE FROM seats WHERE channel_id = ? AND user_id = ? AND side = ? AND role = ?",
                    (channel_id, from_user, side, role or ""),
                )
            await db.execute(
                "INSERT OR IGNORE INTO seats (channel_id, user_id, side, role, joined_at) "
                "VALUES (?, ?, ?, ?, ?)",
                (channel_id, to_user, side, role or "", now()),
            )
            return version

        return await self._write(run)

    async def set_status(
        self,
        channel_id: int,
        expected: int,
        status: str,
        *,
        result: Mapping[str, Any] | None = None,
        request_id: str | None = None,
        token: str | None = None,
    ) -> int:
        """Change the game's status; consume the confirmation ``token`` and claim ``request_id`` with it."""

        async def run(db: aiosqlite.Connection) -> int:
            cols: dict[str, Any] = {"status": status}
            if result is not None:
                cols["result_json"] = _dumps(result)
            version = await self._bump(db, channel_id, expected, **cols)
            await self._use_token(db, channel_id, expected, token)
            await self._claim(db, request_id, channel_id, version)
            return version

        return await self._write(run)

    async def start_game(
        self,
        channel_id: int,
        expected: int,
        *,
        seed: int,
        state: Mapping[str, Any] | None,
        commitment: Mapping[str, str] | None = None,
    ) -> int:
        """Set the game in play; ``state`` (drawn with the seed ``seed``) replaces the setup state.
        ``commitment`` (``dice_salt``, ``dice_commitment``, ``rules_version``) is stored with it."""
        fixed = {k: str(v) for k, v in (commitment or {}).items()}
        if set(fixed) - {"dice_salt", "dice_commitment", "rules_version"}:
            raise ValueError(f"not a commitment: {sorted(fixed)}")

        async def run(db: aiosqlite.Connection) -> int:
            if state is None:
                return await self._bump(db, channel_id, expected, status="active", **fixed)
            state_json = _dumps(state)
            version = await self._bump(
                db, channel_id, expected, status="active", seed=seed, state_json=state_json, **fixed
            )
            await db.execute(
                "INSERT OR REPLACE INTO snapshots (channel_id, seq, state_json) VALUES (?, 0, ?)",
                (channel_id, state_json),
            )
            return version

        return await self._write(run)

    @staticmethod
    async def _use_token(db: aiosqlite.Connection, channel_id: int, expected: int, token: str | None) -> None:
        if token is None:
            return
        cur = await db.execute("DELETE FROM pending WHERE token = ?", (token,))
        if cur.rowcount != 1:
            raise StaleVersion(channel_id, expected, None)

    async def append_action(
        self,
        channel_id: int,
        expected: int,
        action: NewAction,
        *,
        state: Mapping[str, Any] | None,
        status: str | None = None,
        result: Mapping[str, Any] | None = None,
        request_id: str | None = None,
        token: str | None = None,
    ) -> tuple[int, int]:
        """Log one action and store the new state, in one transaction. Returns (seq, new version).

        ``state`` None keeps the stored state (an action outside the rules engine, such as resigning).
        ``request_id`` (an interaction id) is claimed in the same transaction: a request already applied
        raises ``DuplicateRequest``. ``token`` is a confirmation consumed with it.
        """
        at = now()
        state_json = _dumps(state) if state is not None else None

        async def run(db: aiosqlite.Connection) -> tuple[int, int]:
            cols: dict[str, Any] = {}
            if state_json is not None:
                cols["state_json"] = state_json
            if status is not None:
                cols["status"] = status
            if result is not None:
                cols["result_json"] = _dumps(result)
            version = await self._bump(db, channel_id, expected, **cols)
            await self._use_token(db, channel_id, expected, token)
            await self._claim(db, request_id, channel_id, version)
            cur = await db.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE channel_id = ?", (channel_id,)
            )
            seq = int((await cur.fetchone() or (1,))[0])
            await db.execute(
                f"INSERT INTO actions ({_ACTION_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?)",
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
                    int(action.secret),
                ),
            )
            if state_json is not None and seq % self.snapshot_every == 0:
                await db.execute(
                    "INSERT OR REPLACE INTO snapshots (channel_id, seq, state_json) VALUES (?, ?, ?)",
                    (channel_id, seq, state_json),
                )
            return seq, version

        return await self._write(run)

    async def undo_action(
        self,
        channel_id: int,
        expected: int,
        seq: int,
        *,
        state: Mapping[str, Any],
        status: str = "active",
        request_id: str | None = None,
    ) -> int:
        """Mark action ``seq`` undone and restore ``state`` (the state before it), in one transaction."""

        async def run(db: aiosqlite.Connection) -> int:
            version = await self._bump(
                db, channel_id, expected, state_json=_dumps(state), status=status, result_json=None
            )
            await self._claim(db, request_id, channel_id, version)
            cur = await db.execute(
                "UPDATE actions SET undone = 1 WHERE channel_id = ? AND seq = ? AND undone = 0",
                (channel_id, seq),
            )
            if cur.rowcount != 1:
                raise StoreError(f"action {seq} in channel {channel_id} is not in force")
            await db.execute("DELETE FROM snapshots WHERE channel_id = ? AND seq >= ?", (channel_id, seq))
            return version

        return await self._write(run)

    async def mark_announced(self, channel_id: int, game_id: int, version: int) -> bool:
        """Record that the channel was told of ``version`` of game ``game_id``. Not synced to disk at once
        (the next order's commit makes it durable): a power cut in between only re-posts a message."""

        async def run(db: aiosqlite.Connection) -> bool:
            cur = await db.execute(
                "UPDATE games SET announced_version = ? "
                "WHERE channel_id = ? AND game_id = ? AND announced_version < ?",
                (version, channel_id, game_id, version),
            )
            return cur.rowcount == 1

        return await self._write(run, sync=False)

    async def board(self, channel_id: int, game_id: int) -> int | None:
        """The message id of the live board of game ``game_id`` in the channel, if one was posted."""
        v = await self._one(
            "SELECT message_id FROM boards WHERE channel_id = ? AND game_id = ?", (channel_id, game_id)
        )
        return None if v is None else int(v)

    async def set_board(self, channel_id: int, game_id: int, message_id: int | None) -> None:
        """Record the live board's message (None: forget it, e.g. deleted by a moderator). Not synced at
        once: at worst a power cut makes the bot post a new board."""

        async def run(db: aiosqlite.Connection) -> None:
            if message_id is None:
                await db.execute("DELETE FROM boards WHERE channel_id = ?", (channel_id,))
            else:
                await db.execute(
                    "INSERT OR REPLACE INTO boards (channel_id, game_id, message_id) VALUES (?, ?, ?)",
                    (channel_id, game_id, message_id),
                )

        await self._write(run, sync=False)

    async def add_pending(self, row: PendingRow) -> None:
        """Record an awaited second press; expired ones of any channel are dropped on the way."""

        async def run(db: aiosqlite.Connection) -> None:
            await db.execute("DELETE FROM pending WHERE expires_at < ?", (time.time() - 3600,))
            if row.kind != "sub":  # one confirmation per person and kind: a new one replaces the old
                await db.execute(
                    "DELETE FROM pending WHERE channel_id = ? AND user_id = ? AND kind = ?",
                    (row.channel_id, row.user_id, row.kind),
                )
            await db.execute(
                f"INSERT INTO pending ({_PENDING_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    row.token,
                    row.kind,
                    row.channel_id,
                    row.game_id,
                    row.user_id,
                    row.from_user,
                    row.side,
                    row.role or "",
                    row.expires_at,
                ),
            )

        await self._write(run, sync=False)

    async def drop_pending(self, token: str) -> None:
        async def run(db: aiosqlite.Connection) -> None:
            await db.execute("DELETE FROM pending WHERE token = ?", (token,))

        await self._write(run, sync=False)

    async def set_mod_role(self, guild_id: int, role_id: int | None) -> None:
        async def run(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO guilds (guild_id, mod_role_id) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET mod_role_id = excluded.mod_role_id",
                (guild_id, role_id),
            )

        await self._write(run)

    async def prune_requests(self, older_than_seconds: float = 86400.0) -> int:
        """Forget applied request ids older than a day (Discord never sends an interaction that late)."""
        cutoff = datetime.fromtimestamp(time.time() - older_than_seconds, UTC).isoformat(
            timespec="milliseconds"
        )

        async def run(db: aiosqlite.Connection) -> int:
            cur = await db.execute("DELETE FROM requests WHERE at < ?", (cutoff,))
            return int(cur.rowcount)

        return await self._write(run, sync=False)
