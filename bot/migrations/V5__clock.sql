-- Revises: V4
-- Reason: a game's clock (a time per side per turn or a chess-style bank, and what a timeout does), each
-- side's time left, each player's reminders in a game, their night hours and reminder style, and their
-- vacations in a game. Games of earlier versions have no clock.

CREATE TABLE clocks (
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('turn', 'bank')),
    seconds    REAL    NOT NULL,
    on_timeout TEXT    NOT NULL CHECK (on_timeout IN ('default', 'forfeit', 'moderator')),
    increment  REAL    NOT NULL DEFAULT 0,
    version    INTEGER NOT NULL DEFAULT -1,  -- the game version the clocks below were settled at
    PRIMARY KEY (channel_id, game_id)
);

-- since: when the side began owing a decision (NULL: it owes none); left: running seconds left then.
CREATE TABLE clock_sides (
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    side       TEXT    NOT NULL,
    left_s     REAL    NOT NULL,
    since      REAL,
    turn       INTEGER NOT NULL DEFAULT 0,
    expired    INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (channel_id, game_id, side)
);

CREATE TABLE reminders (
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    since      REAL    NOT NULL,
    decision   INTEGER NOT NULL,
    turn       INTEGER NOT NULL,
    sent       INTEGER NOT NULL DEFAULT 0,
    turn_done  INTEGER NOT NULL DEFAULT -1,
    PRIMARY KEY (channel_id, game_id, user_id)
);

-- night_start = night_end: no night hours. reminders: every | turn | digest | off.
CREATE TABLE players (
    user_id     INTEGER PRIMARY KEY,
    night_start INTEGER NOT NULL DEFAULT 0,
    night_end   INTEGER NOT NULL DEFAULT 0,
    tz          TEXT    NOT NULL DEFAULT 'UTC',
    reminders   TEXT    NOT NULL DEFAULT 'every'
);

CREATE TABLE vacations (
    channel_id INTEGER NOT NULL,
    game_id    INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    start      REAL    NOT NULL,
    "end"      REAL    NOT NULL
);
CREATE INDEX vacations_by_game ON vacations (channel_id, game_id);
