-- Revises: (none)
-- Reason: games, seats, the append-only action log, state snapshots and the archive of replaced games.

-- One game per channel. `version` grows by one on every write; writers check it (optimistic locking).
CREATE TABLE games (
    channel_id   INTEGER PRIMARY KEY,
    system       TEXT    NOT NULL,
    scenario     TEXT    NOT NULL,
    options_json TEXT    NOT NULL DEFAULT '{}',
    seed         INTEGER NOT NULL,
    status       TEXT    NOT NULL CHECK (status IN ('setup', 'active', 'finished', 'abandoned')),
    version      INTEGER NOT NULL DEFAULT 0,
    creator_id   INTEGER NOT NULL,
    state_json   TEXT    NOT NULL,
    result_json  TEXT,
    created_at   TEXT    NOT NULL,
    updated_at   TEXT    NOT NULL
);

-- Several users may share a side; one user may hold seats on both sides (hot seat).
-- role '' means the whole side.
CREATE TABLE seats (
    channel_id INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    side       TEXT    NOT NULL,
    role       TEXT    NOT NULL DEFAULT '',
    joined_at  TEXT    NOT NULL,
    PRIMARY KEY (channel_id, user_id, side, role)
);

-- Append-only: rows are never deleted while the game lives; undo only sets `undone`.
-- kind: 'order' (an engine order), 'resign'.
CREATE TABLE actions (
    channel_id     INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seq            INTEGER NOT NULL,
    version_before INTEGER NOT NULL,
    kind           TEXT    NOT NULL DEFAULT 'order',
    side           TEXT    NOT NULL,
    user_id        INTEGER NOT NULL,
    "order"        TEXT    NOT NULL,
    input          TEXT    NOT NULL DEFAULT '',
    rolls_json     TEXT    NOT NULL DEFAULT '[]',
    events_json    TEXT    NOT NULL DEFAULT '[]',
    undoable       INTEGER NOT NULL DEFAULT 0,
    undone         INTEGER NOT NULL DEFAULT 0,
    at             TEXT    NOT NULL,
    PRIMARY KEY (channel_id, seq)
);

-- The state after action `seq` (seq 0: the state at creation), kept every few actions.
CREATE TABLE snapshots (
    channel_id INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    state_json TEXT    NOT NULL,
    PRIMARY KEY (channel_id, seq)
);

-- A finished or abandoned game replaced by a new one in its channel: the whole record as one JSON document.
CREATE TABLE archive (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  INTEGER NOT NULL,
    archived_at TEXT    NOT NULL,
    game_json   TEXT    NOT NULL
);
CREATE INDEX archive_by_channel ON archive (channel_id);
