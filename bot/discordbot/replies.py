"""Sending answers: an Outcome, a player's own choices, an error. Shared by the commands and the buttons.

Texts and buttons come from ``formatting``; this module only decides which Discord call carries them
(first response, follow-up, ephemeral or not) and attaches the map snapshot.
"""

from __future__ import annotations

import io
import logging
from collections.abc import Awaitable
from typing import Any

import discord

from bot.discordbot import formatting
from bot.discordbot.components import make_view
from bot.discordbot.custom_ids import ChoiceId
from bot.discordbot.formatting import Reply, mention
from bot.discordbot.texts import text
from bot.service import GameService, Outcome, ServiceError
from engine.core.errors import RulesError

log = logging.getLogger(__name__)

ALLOWED_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_MENTIONS = discord.AllowedMentions.none()


def service_of(interaction: discord.Interaction[Any]) -> GameService:
    return interaction.client.service  # type: ignore[no-any-return]


def lang_of(interaction: discord.Interaction[Any]) -> str:
    settings = getattr(interaction.client, "settings", None)
    return getattr(settings, "lang", "en")


def channel_of(interaction: discord.Interaction[Any]) -> int:
    if interaction.channel_id is None:
        raise RuntimeError("an interaction without a channel")
    return interaction.channel_id


def is_refusal(err: BaseException) -> bool:
    """A refusal a player should read (a rules error or a seat/turn/game refusal), not a bug."""
    return isinstance(err, RulesError | ServiceError)


async def send(
    interaction: discord.Interaction[Any],
    reply: Reply | str,
    *,
    ephemeral: bool = False,
    file: discord.File | None = None,
) -> None:
    """Answer the interaction, or follow up when it was already answered or deferred."""
    if isinstance(reply, str):
        reply = Reply(reply)
    kwargs: dict[str, Any] = {
        "content": reply.content,
        "ephemeral": ephemeral,
        "allowed_mentions": _mentions(reply, ephemeral),
    }
    view = make_view(reply.buttons)
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


def _mentions(reply: Reply, ephemeral: bool) -> discord.AllowedMentions:
    """Ping exactly the players who owe a decision: names elsewhere in the text stay quiet."""
    if ephemeral or not reply.mentions:
        return NO_MENTIONS
    users = [discord.Object(id=u) for u in reply.mentions]
    return discord.AllowedMentions(everyone=False, roles=False, users=users, replied_user=False)


async def send_error(interaction: discord.Interaction[Any], message: str) -> None:
    if interaction.type is discord.InteractionType.autocomplete:
        return
    await send(interaction, message, ephemeral=True)


async def guarded(interaction: discord.Interaction[Any], work: Awaitable[None]) -> None:
    """Run a button's work: refusals are answered ephemerally, anything else politely and logged.

    (The library logs and drops exceptions from a component callback, so they are handled here.)
    """
    try:
        await work
    except Exception as err:
        await report(interaction, err)


async def report(interaction: discord.Interaction[Any], err: BaseException) -> None:
    lang = lang_of(interaction)
    if is_refusal(err):
        message = err.text(lang)  # type: ignore[attr-defined]
    else:
        log.error("Unexpected error in %s", _describe(interaction), exc_info=err)
        message = text("discord.unexpected", lang)
    try:
        await send_error(interaction, message)
    except discord.HTTPException:
        log.exception("Could not tell the user about an error in %s", _describe(interaction))


def _describe(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = dict(interaction.data or {}).get("custom_id")
    where = f"channel {interaction.channel_id}"
    return f"interaction {interaction.id} (command {command}, component {custom_id}, {where})"


async def snapshot_file(
    interaction: discord.Interaction[Any], channel_id: int, *, strict: bool = False, **where: Any
) -> discord.File | None:
    """The map as a PNG attachment, or None (logged) if drawing failed: the game itself is unaffected.

    ``strict``: a refusal (no game, an unknown hex or section) is raised for the player to read.
    """
    try:
        png = await service_of(interaction).snapshot(channel_id, **where)
    except Exception as err:
        if strict and is_refusal(err):
            raise
        if is_refusal(err):
            log.warning("No map snapshot for channel %s: %s", channel_id, err)
        else:
            log.exception("Map snapshot failed for channel %s", channel_id)
        return None
    return discord.File(io.BytesIO(png), filename="board.png")


async def answer_outcome(
    interaction: discord.Interaction[Any], outcome: Outcome, header: str | None = None
) -> None:
    """Post what happened (publicly), with the map when due, then the actor's private part."""
    lang = lang_of(interaction)
    out = formatting.outcome_replies(outcome, interaction.user.id, lang)
    public = out.public
    if header:
        public = Reply(formatting.fit([header, public.content], lang=lang), public.buttons, public.mentions)
    file = None
    if outcome.snapshot:
        if not interaction.response.is_done():
            await interaction.response.defer(thinking=True)
        file = await snapshot_file(interaction, outcome.game.channel_id)
        if file is None:
            public = Reply(
                formatting.fit([public.content, text("discord.map_failed", lang)], lang=lang),
                public.buttons,
                public.mentions,
            )
    await send(interaction, public, file=file)
    if out.private is not None:
        await send(interaction, out.private, ephemeral=True)


async def show_mine(
    interaction: discord.Interaction[Any],
    channel_id: int,
    prefix: str | None = None,
    *,
    with_map: bool = False,
) -> None:
    """Ephemerally: the game summary, the player's hand and their decisions with buttons (and the map)."""
    service = service_of(interaction)
    lang = lang_of(interaction)
    uid = interaction.user.id
    info = await service.info(channel_id)
    view = await service.view(channel_id, uid)
    prompts = await service.prompts_for(channel_id, uid)
    reply = formatting.prompts_reply(info, view, prompts, uid, lang)
    if prefix:
        reply = Reply(formatting.fit([prefix, reply.content], lang=lang), reply.buttons)
    file = None
    if with_map:
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)
        file = await snapshot_file(interaction, channel_id)
    await send(interaction, reply, ephemeral=True, file=file)


async def strip_buttons(interaction: discord.Interaction[Any]) -> None:
    """Answer a click by removing the buttons of the clicked message; what follows comes as follow-ups."""
    if interaction.message is not None and not interaction.response.is_done():
        await interaction.response.edit_message(view=None)


async def click_choice(
    interaction: discord.Interaction[Any], choice: ChoiceId, label: str | None = None
) -> None:
    """A choice button: refuse it if stale or not the clicker's decision, else submit its order.

    ``label`` is the clicked button's text: the order applied is the one written on the button."""
    service = service_of(interaction)
    lang = lang_of(interaction)
    uid = interaction.user.id
    info = await service.info(choice.channel_id)
    if info.version != choice.version:
        stale = text("discord.stale", lang, made=choice.version, now=info.version)
        await strip_buttons(interaction)  # every button of that message is as old as this one
        await show_mine(interaction, choice.channel_id, prefix=stale, with_map=True)
        return
    prompts = await service.prompts_for(choice.channel_id, uid)
    prompt = next((p for p in prompts if p.side == choice.side and p.role == choice.role), None)
    if prompt is None:
        who = [
            mention(s.user_id)
            for s in info.seats
            if s.side == choice.side and (choice.role is None or s.role is None or s.role == choice.role)
        ]
        await send_error(interaction, text("discord.not_yours", lang, owners=" ".join(who) or choice.side))
        return
    chosen = formatting.clicked_choice(prompt, choice.index, label, lang)
    if chosen is None:
        stale = text("discord.stale", lang, made=choice.version, now=info.version)
        await show_mine(interaction, choice.channel_id, prefix=stale)
        return
    order = chosen.order
    outcome = await service.order(choice.channel_id, uid, order, version=choice.version)
    await strip_buttons(interaction)  # the game moved on: the clicked message's buttons are all stale now
    header = None if prompt.private else text("discord.ordered", lang, user=mention(uid), order=order)
    await answer_outcome(interaction, outcome, header=header)
