"""The live board: one message per game that the bot edits after every piece of news, never posts anew.

A channel asks for it with ``/game board`` (the news posts stay as they are; a channel that wants only
them never sees a board). It shows the game's state (title, turn and phase, each side's figures), whose
decision it is, and, after an activation, the whole map. Its message id is kept in the store
(``boards``), so a restarted bot edits the same message; one a moderator deleted is forgotten, and
``/game board`` posts it again. Editing never pings anyone. A board that cannot be edited is logged and
left: the news itself was already posted.
"""

from __future__ import annotations

import io
import logging
from typing import Any

import discord

from bot.discordbot import formatting
from bot.discordbot.texts import text
from bot.service import GameService, Outcome

log = logging.getLogger(__name__)


def board_text(outcome: Outcome, lang: str) -> str:
    """The board's text: the game's summary, then whose decision it is (or the result)."""
    game, view = outcome.game, outcome.view
    lines = [text("discord.board.head", lang, title=view.title, version=game.version)]
    lines += formatting.summary_lines(game, view, lang)[1:]
    if outcome.result is not None:
        lines.append(formatting.result_line(outcome.result, view, lang))
    for p in outcome.prompts:
        users = formatting.owners(p, game.seats)
        who = (
            " ".join(formatting.mention(u) for u in users)
            if users
            else formatting.seat_label(view, p.side, p.role, lang)
        )
        lines.append(text("discord.board.waiting", lang, users=who))
    return formatting.fit(lines, lang=lang)


async def refresh(
    client: Any, service: GameService, channel_id: int, game_id: int, *, with_map: bool
) -> None:
    """Edit the game's board, if one was asked for (``/game board``); the map is redrawn only ``with_map``.
    A board deleted meanwhile is forgotten."""
    try:
        message_id = await service.store.board(channel_id, game_id)
        if message_id is None:
            return
        outcome = await service.outcome(channel_id)
        if outcome.game.game_id != game_id:
            return  # a newer game took the channel meanwhile
        kwargs: dict[str, Any] = {
            "content": board_text(outcome, outcome.game.language or "en"),
            "allowed_mentions": discord.AllowedMentions.none(),
        }
        png = await _map(service, channel_id) if with_map else None
        if png is not None:
            kwargs["attachments"] = [discord.File(io.BytesIO(png), filename="board.png")]
        message = client.get_partial_messageable(channel_id).get_partial_message(message_id)
        try:
            await message.edit(**kwargs)
        except discord.NotFound:
            await service.store.set_board(channel_id, game_id, None)
    except Exception as err:  # the news is out; the board waits for the next one
        log.warning("Could not update the board of channel %s: %r", channel_id, err)


async def post(client: Any, service: GameService, channel_id: int) -> int:
    """Post the channel's game's board (a new message, no ping) and keep it up to date from now on; an
    older board of the same game is left as it is. The new message's id."""
    outcome = await service.outcome(channel_id)
    png = await _map(service, channel_id)
    sent = await client.get_partial_messageable(channel_id).send(
        content=board_text(outcome, outcome.game.language or "en"),
        allowed_mentions=discord.AllowedMentions.none(),
        **({"file": discord.File(io.BytesIO(png), filename="board.png")} if png is not None else {}),
    )
    await service.store.set_board(channel_id, outcome.game.game_id, sent.id)
    return int(sent.id)


async def _map(service: GameService, channel_id: int) -> bytes | None:
    try:
        return await service.snapshot(channel_id, full=True)
    except Exception as err:
        log.warning("No board map for channel %s: %r", channel_id, err)
        return None
