"""The records commands behind ``/game export``, ``/game verify``, ``/game roster``, ``/game score`` and
``/game away``.

All five answer only the person who asked (ephemerally), in their language:

* export: the game's log as a text file (as that player may read it: the other sides' secret choices
  and private events stay hidden) and, once the game is over, the transcript that replays and verifies it;
* verify: an attached export checked offline (bot/verify.py), or this channel's game once it is over;
* roster: each side's units with strength and state, leaders and losses (bot/roster.py);
* score: the victory points, side by side, and what earned them;
* away: what the other side did since the asker's side's last order, as one map and a short summary
  (bot/away.py).
"""

from __future__ import annotations

import io
from typing import Any

import discord

from bot.away import summary as away_summary
from bot.discordbot import formatting, replies
from bot.discordbot.texts import msg_text, text
from bot.roster import roster_lines, score_lines
from bot.service import ServiceError
from bot.verify import verify_text

MAX_FILE = 4_000_000  # bytes of an attached export that are read


async def dice_line(interaction: discord.Interaction[Any], channel: int) -> str | None:
    """The game's dice commitment (and once it is over its revealed seed and salt), for /game status."""
    info = await replies.service_of(interaction).info(channel)
    if not info.commitment:
        return None
    lang = replies.lang_of(interaction)
    line = text("verify.status.committed", lang, commitment=info.commitment, rules=info.rules_version)
    if info.revealed_salt:
        line += "\n" + text("verify.status.revealed", lang, seed=info.seed, salt=info.revealed_salt)
    return line


async def export(interaction: discord.Interaction[Any]) -> None:
    channel, lang = replies.channel_of(interaction), replies.lang_of(interaction)
    exported = await replies.service_of(interaction).export(channel, interaction.user.id, lang=lang)
    log = discord.File(io.BytesIO(exported.text.encode()), filename=f"{exported.name}.txt")
    if exported.transcript is None:
        await replies.send(interaction, text("export.transcript_later", lang), ephemeral=True, file=log)
        return
    await replies.send(interaction, f"{exported.name}.txt", ephemeral=True, file=log)
    replay = discord.File(io.BytesIO(exported.transcript.encode()), filename=f"{exported.name}.toml")
    await replies.send(interaction, f"{exported.name}.toml", ephemeral=True, file=replay)


async def verify(interaction: discord.Interaction[Any], file: discord.Attachment | None) -> None:
    lang = replies.lang_of(interaction)
    if file is None:
        verdict = await replies.service_of(interaction).verify(replies.channel_of(interaction))
    else:
        try:
            raw = (await file.read())[:MAX_FILE].decode("utf-8")
        except (UnicodeDecodeError, discord.HTTPException) as err:
            await replies.send_error(interaction, text("discord.records.bad_file", lang, why=str(err)[:200]))
            return
        verdict = verify_text(raw)
    lines = [msg_text(m, lang) for m in verdict.messages()]
    await replies.send(interaction, formatting.fit(lines, lang=lang), ephemeral=True)


async def roster(interaction: discord.Interaction[Any], side: str | None) -> None:
    lang = replies.lang_of(interaction)
    view = await replies.service_of(interaction).view(replies.channel_of(interaction), None)
    head = text("roster.head", lang, title=view.title, turn=view.turn)
    lines = [head, *roster_lines(view, lang, side)]
    await replies.send(interaction, formatting.fit(lines, lang=lang), ephemeral=True)


async def score(interaction: discord.Interaction[Any]) -> None:
    lang = replies.lang_of(interaction)
    out = await replies.service_of(interaction).outcome(replies.channel_of(interaction))
    head = text("roster.score_head", lang, title=out.view.title, turn=out.view.turn)
    lines = [head, *score_lines(out.view, lang, out.result)]
    await replies.send(interaction, formatting.fit(lines, lang=lang), ephemeral=True)


async def away(interaction: discord.Interaction[Any], side: str | None) -> None:
    """What the other side did since the asker's side's last order: the summary and one map, to the asker."""
    lang = replies.lang_of(interaction)
    service = replies.service_of(interaction)
    gathered = await service.away(replies.channel_of(interaction), interaction.user.id, side)
    lines = [msg_text(m, lang) for m in away_summary(gathered)]
    file = None
    if not gathered.empty:
        try:
            png = await service.away_png(gathered, lang)
        except ServiceError:  # no renderer installed: the text alone
            png = None
        if png is not None:
            file = discord.File(io.BytesIO(png), filename="away.png")
    await replies.send(interaction, formatting.fit(lines, lang=lang), ephemeral=True, file=file)
