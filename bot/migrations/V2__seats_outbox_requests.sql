-- Revises: V1 (games, actions)
-- Reason: a game id that never repeats in a channel (buttons of an old game are recognised), the last
-- version announced in the channel (the outbox), whether the dice seed was fixed on purpose (console,
-- transcripts, tests), which orders answered a secret decision, the requests (interaction ids) already
-- applied, pending confirmations and seat hand-overs, and each server's moderator role.

-- Every game ever created gets a fresh id from here; games of the V1 schema are numbered in creation order.
CREATE TABLE game_ids (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id INTEGER NOT NULL,
    created_at TEXT    NOT NULL
);
INSERT INTO game_ids (channel_id, created_at) SELECT channel_id, created_at FROM games ORDER BY created_at;

ALTER TABLE games ADD COLUMN game_id INTEGER NOT NULL DEFAULT 0;
UPDATE games SET game_id = (SELECT MAX(id) FROM game_ids WHERE game_ids.channel_id = games.channel_id);

-- The version whose news the channel has been given. Games of the V1 schema were answered before
-- their orders were acknowledged, so they count as told.
ALTER TABLE games ADD COLUMN announced_version INTEGER NOT NULL DEFAULT -1;
UPDATE games SET announced_version = version;

-- 1: the seed was given on purpose (console, transcripts, tests); 0: the bot draws it at /game start.
ALTER TABLE games ADD COLUMN seed_fixed INTEGER NOT NULL DEFAULT 0;
UPDATE games SET seed_fixed = 1 WHERE status <> 'setup';

-- 1: the order answered a decision whose choices are secret (shown to the other side as "a secret choice").
ALTER TABLE actions ADD COLUMN secret INTEGER NOT NULL DEFAULT 0;

-- Requests (Discord interaction ids) already applied: the same request is never applied twice.
CREATE TABLE requests (
    request_id TEXT    PRIMARY KEY,
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    version    INTEGER NOT NULL,
    at         TEXT    NOT NULL
);

-- A second press awaited from one person: a confirmation (resign, abandon) or a seat hand-over (sub).
CREATE TABLE pending (
    token      TEXT    PRIMARY KEY,
    kind       TEXT    NOT NULL CHECK (kind IN ('resign', 'abandon', 'sub')),
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    from_user  INTEGER NOT NULL,
    side       TEXT    NOT NULL DEFAULT '',
    role       TEXT    NOT NULL DEFAULT '',
    expires_at REAL    NOT NULL
);
CREATE INDEX pending_by_channel ON pending (channel_id);

-- Per server: the role whose members may seat and remove players (besides Manage Channels).
CREATE TABLE guilds (
    guild_id    INTEGER PRIMARY KEY,
    mod_role_id INTEGER
);
