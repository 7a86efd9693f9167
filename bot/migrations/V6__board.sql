-- Revises: V5
-- Reason: each channel's live board, one message per game that the bot edits after every piece of news
-- (the current map and whose decision it is) instead of posting anew; kept so a restarted bot edits the
-- same message. Games of earlier versions get their board with their next news.

CREATE TABLE boards (
    channel_id INTEGER PRIMARY KEY,
    game_id    INTEGER NOT NULL,
    message_id INTEGER NOT NULL
);
