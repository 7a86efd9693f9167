"""Sending answers: an Outcome, a player's own choices, an error. Shared by the commands and the buttons.

Texts and components come from ``formatting``; this module decides which Discord call carries them.

* **Acknowledge first.** Every command is deferred (ephemerally: its outcome is not known yet) and every
  click acknowledged before any database work (``ack``), so a slow database never loses an interaction.
* **Refusals only to the person concerned**: an error fills the ephemeral deferral, or is an ephemeral
  follow-up of a click.
* **Public news as channel messages, through the outbox** (``publish``): posted with retries (server
  errors, rate limits, network faults); once posted, the game's announced version is recorded; then the
  author's private part fills the deferral, or its placeholder is removed. What could not be posted is
  posted by ``Outbox.catch_up`` (on start-up and every minute), once.
* **Pings**: a public message pings only ``Reply.mentions`` (who newly owes a decision).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Awaitable
from dataclasses import replace
from typing import Any

import aiohttp
import discord

from bot.away import summary as away_summary
from bot.discordbot import board, formatting
from bot.discordbot.components import make_view
from bot.discordbot.custom_ids import ChoiceId, confirm_id
from bot.discordbot.failures import describe_failure
from bot.discordbot.formatting import ButtonSpec, Reply, mention
from bot.discordbot.texts import msg_text, text
from bot.service import GameService, NeedsConfirmation, Outcome, ServiceError, excerpt, refusal_text
from engine.core.errors import RulesError

log = logging.getLogger(__name__)

ALLOWED_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
NO_MENTIONS = discord.AllowedMentions.none()
POST_ATTEMPTS = 4
POST_BACKOFF = 0.5  # seconds before the second attempt, doubled after each


def service_of(interaction: discord.Interaction[Any]) -> GameService:
    return interaction.client.service  # type: ignore[no-any-return]


def lang_of(interaction: discord.Interaction[Any]) -> str:
    """The language of a user's own replies: their Discord locale where we speak it, else the server's."""
    from bot.discordbot.translator import language_of

    settings = getattr(interaction.client, "settings", None)
    default = getattr(settings, "lang", "en")
    return language_of(getattr(interaction, "locale", None), default)


def channel_of(interaction: discord.Interaction[Any]) -> int:
    if interaction.channel_id is None:
        raise RuntimeError("an interaction without a channel")
    return interaction.channel_id


def request_of(interaction: discord.Interaction[Any]) -> str:
    """The interaction's id: a request applied at most once."""
    return str(interaction.id)


def is_refusal(err: BaseException) -> bool:
    """A refusal a player should read (a rules error or a seat/turn/game refusal), not a bug."""
    return isinstance(err, RulesError | ServiceError)


# ---------------------------------------------------------------------- answering one person


async def ack(interaction: discord.Interaction[Any]) -> None:
    """Acknowledge before any database work: a command is deferred ephemerally (a refusal then stays with
    its author; public news goes to the channel), a click is acknowledged without a message."""
    if interaction.response.is_done() or interaction.type is discord.InteractionType.autocomplete:
        return
    if interaction.type is discord.InteractionType.component:
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            # a private menu: only the clicker sees it, and its buttons are spent either way
            await interaction.response.edit_message(view=None)
        else:
            await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


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
    view = make_view(reply.buttons, reply.selects)
    if view is not None:
        kwargs["view"] = view
    if file is not None:
        kwargs["file"] = file
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs)
    else:
        await interaction.response.send_message(**kwargs)


def _mentions(reply: Reply, ephemeral: bool) -> discord.AllowedMentions:
    """Ping exactly the players who newly owe a decision: names elsewhere in the text stay quiet."""
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
        message = refusal_text(err, lang)
    elif isinstance(err, discord.HTTPException | aiohttp.ClientError | OSError | asyncio.TimeoutError):
        log.error("%s while handling %s", describe_failure(err), _describe(interaction))
        message = text("discord.network_error", lang)
    else:
        log.error("Unexpected error in %s", _describe(interaction), exc_info=err)
        message = text("discord.unexpected", lang)
    try:
        await send_error(interaction, message)
    except (discord.HTTPException, aiohttp.ClientError, OSError) as again:
        log.error(
            "Could not tell the user about an error in %s: %s",
            _describe(interaction),
            describe_failure(again),
        )


def _describe(interaction: discord.Interaction[Any]) -> str:
    command = interaction.command.qualified_name if interaction.command else None
    custom_id = dict(interaction.data or {}).get("custom_id")
    where = f"channel {interaction.channel_id}"
    return f"interaction {interaction.id} (command {command}, component {custom_id}, {where})"


# ---------------------------------------------------------------------- the outbox


def _retryable(err: BaseException) -> bool:
    if isinstance(err, discord.HTTPException):
        return err.status >= 500 or err.status == 429
    return isinstance(err, aiohttp.ClientError | OSError | asyncio.TimeoutError)


class Outbox:
    """Posts public messages to channels with retries, and records what each channel has been told.

    ``busy`` holds the channels with a post under way, so a catch-up never posts the same news twice.
    """

    def __init__(self, client: Any) -> None:
        self.client = client
        self.busy: dict[int, int] = {}

    @property
    def service(self) -> GameService:
        return self.client.service  # type: ignore[no-any-return]

    async def post(
        self,
        channel_id: int,
        reply: Reply,
        *,
        png: bytes | None = None,
        via: discord.Interaction[Any] | None = None,
    ) -> bool:
        """Post ``reply``: as a public follow-up of ``via`` (an answered interaction), else in the channel;
        True once Discord accepted it. Server errors, rate limits and network faults are retried
        ``POST_ATTEMPTS`` times with a doubling back-off; a follow-up that cannot be sent falls back to a
        channel message."""
        if via is not None and await self._attempts(channel_id, reply, png, via):
            return True
        return await self._attempts(channel_id, reply, png, None)

    async def _attempts(
        self, channel_id: int, reply: Reply, png: bytes | None, via: discord.Interaction[Any] | None
    ) -> bool:
        delay = POST_BACKOFF
        for attempt in range(POST_ATTEMPTS):
            kwargs: dict[str, Any] = {"content": reply.content, "allowed_mentions": _mentions(reply, False)}
            view = make_view(reply.buttons, reply.selects)
            if view is not None:
                kwargs["view"] = view
            if png is not None:
                kwargs["file"] = discord.File(io.BytesIO(png), filename="board.png")
            try:
                if via is not None:
                    await via.followup.send(**kwargs)
                else:
                    await self.client.get_partial_messageable(channel_id).send(**kwargs)
                return True
            except Exception as err:
                if not _retryable(err) or attempt == POST_ATTEMPTS - 1:
                    how = "a follow-up" if via is not None else "a message"
                    log.error(
                        "Could not post %s in channel %s (attempt %d): %r", how, channel_id, attempt + 1, err
                    )
                    return False
                log.warning(
                    "Posting in channel %s failed (attempt %d), retrying: %r", channel_id, attempt + 1, err
                )
            await asyncio.sleep(delay)
            delay *= 2
        return False

    async def publish(
        self,
        channel_id: int,
        reply: Reply,
        *,
        png: bytes | None = None,
        announce: tuple[int, int] | None = None,
        via: discord.Interaction[Any] | None = None,
    ) -> bool:
        """Post, then record ``announce`` = (game id, version) as told to the channel (and settle the
        game's clock at the news)."""
        if announce is not None:
            from bot.discordbot.scheduler import poke

            poke(self.client, channel_id)
        self.busy[channel_id] = self.busy.get(channel_id, 0) + 1
        try:
            ok = await self.post(channel_id, reply, png=png, via=via)
            if ok and announce is not None:
                try:
                    await self.service.announced(channel_id, *announce)
                except Exception:  # the news is out; at worst a catch-up tells it once more
                    log.exception("Could not record what channel %s was told", channel_id)
                await board.refresh(
                    self.client, self.service, channel_id, announce[0], with_map=png is not None
                )
            return ok
        finally:
            self.busy[channel_id] -= 1
            if not self.busy[channel_id]:
                del self.busy[channel_id]

    async def catch_up(self, lang: str = "en", *, settled: float = 0.0) -> int:
        """Post in every channel what it has not been told yet (once); returns how many were posted.

        ``settled``: only games unchanged for that many seconds (the periodic retry leaves a game alone
        while the answer to its latest order may still be on its way)."""
        posted = 0
        for channel_id in await self.service.unannounced_channels(settled=settled):
            if channel_id in self.busy:
                continue
            try:
                outcome = await self.service.announcement(channel_id)
            except ServiceError:
                continue
            if outcome is None:
                continue
            said = outcome.game.language or lang  # each channel hears its own game's language
            header = text("discord.catch_up", said)
            out = formatting.outcome_replies(outcome, None, said, header=header)
            png = await _png(self.service, channel_id) if outcome.snapshot else None
            ok = await self.publish(
                channel_id, out.public, png=png, announce=(outcome.game.game_id, outcome.game.version)
            )
            posted += int(ok)
        return posted


def outbox_of(client: Any) -> Outbox:
    box = getattr(client, "hexwar_outbox", None)
    if box is None:
        box = Outbox(client)
        client.hexwar_outbox = box
    return box


async def _png(service: GameService, channel_id: int, **where: Any) -> bytes | None:
    try:
        return await service.snapshot(channel_id, **where)
    except Exception as err:
        if is_refusal(err):
            log.warning("No map snapshot for channel %s: %s", channel_id, err)
        else:
            log.exception("Map snapshot failed for channel %s", channel_id)
        return None


async def _away_news(service: GameService, outcome: Outcome, lang: str) -> tuple[bytes | None, list[str]]:
    """When a side newly owes a decision after the other side played more than one activation since its
    last order: the map of all of them (as the channel sees it) and the summary's counts; else nothing."""
    if not outcome.ping_users or outcome.result is not None:
        return None, []
    for side in dict.fromkeys(p.side for p in outcome.prompts):
        try:
            gathered = await service.away(outcome.game.channel_id, None, side, public=True)
            if gathered.activations < 2:
                continue
            png = await service.away_png(gathered, lang)
        except Exception as err:  # a drawing problem never stops the news: the plain snapshot instead
            if not is_refusal(err):
                log.exception("The away map of channel %s failed", outcome.game.channel_id)
            return None, []
        return png, [msg_text(m, lang) for m in away_summary(gathered, events=False)]
    return None, []


async def snapshot_file(
    interaction: discord.Interaction[Any], channel_id: int, *, strict: bool = False, **where: Any
) -> discord.File | None:
    """The map as a PNG attachment, or None (logged) if drawing failed: the game itself is unaffected.

    ``strict``: a refusal (no game, an unknown hex or section) is raised for the player to read.
    """
    if strict:
        png: bytes | None = await service_of(interaction).snapshot(channel_id, **where)
    else:
        png = await _png(service_of(interaction), channel_id, **where)
    return None if png is None else discord.File(io.BytesIO(png), filename="board.png")


async def publish(
    interaction: discord.Interaction[Any],
    reply: Reply,
    *,
    announce: tuple[int, int] | None = None,
    png: bytes | None = None,
    private: Reply | None = None,
) -> None:
    """The public answer of a command or click, posted in the channel through the outbox (retried; the
    version it announces recorded once posted); then the author's private part fills the command's
    ephemeral deferral (or is an ephemeral follow-up of a click), or the deferral's placeholder is
    removed. If the post failed for good, the author is told that their action stands (the catch-up
    posts it later)."""
    lang = lang_of(interaction)
    ok = await outbox_of(interaction.client).publish(
        channel_of(interaction), reply, png=png, announce=announce
    )
    if not ok:
        note = text("discord.post_failed", lang)
        private = (
            Reply(formatting.fit([note, private.content], lang=lang), private.buttons, (), private.selects)
            if private is not None
            else Reply(note)
        )
    if interaction.type is discord.InteractionType.component:
        if private is not None:
            await send(interaction, private, ephemeral=True)
    elif private is not None:
        await _answer_deferral(interaction, private)
    else:
        await _drop_deferral(interaction)


async def _drop_deferral(interaction: discord.Interaction[Any]) -> None:
    """Remove a command's ephemeral "thinking…": its answer is the channel message just posted."""
    try:
        await interaction.delete_original_response()
    except (discord.HTTPException, aiohttp.ClientError, OSError) as err:
        log.warning("Could not remove the placeholder of %s: %r", _describe(interaction), err)


async def _answer_deferral(interaction: discord.Interaction[Any], reply: Reply) -> None:
    """Fill a command's ephemeral "thinking…" (the first follow-up would inherit its privacy)."""
    kwargs: dict[str, Any] = {"content": reply.content, "allowed_mentions": NO_MENTIONS}
    view = make_view(reply.buttons, reply.selects)
    if view is not None:
        kwargs["view"] = view
    try:
        await interaction.edit_original_response(**kwargs)
    except (discord.HTTPException, aiohttp.ClientError, OSError) as err:
        log.warning("Could not answer the deferral of %s: %r", _describe(interaction), err)


async def answer_outcome(
    interaction: discord.Interaction[Any], outcome: Outcome, header: str | None = None
) -> None:
    """Post what happened (publicly in the game's language, with the map when due), then the actor's
    private part (in the actor's language). If an earlier answer never reached the channel, this one
    tells what it missed too."""
    lang = outcome.game.language
    game = outcome.game
    box = outbox_of(interaction.client)
    if game.announced_version < game.version - 1 and game.channel_id not in box.busy:
        missed = await service_of(interaction).announcement(game.channel_id)
        if missed is not None and missed.game.version == game.version:
            outcome = replace(outcome, events=missed.events)
    out = formatting.outcome_replies(outcome, interaction.user.id, lang, header=header)
    mine = lang_of(interaction)
    if mine != lang:
        private = formatting.outcome_replies(outcome, interaction.user.id, mine, header=header).private
        out = replace(out, private=private)
    public = out.public
    png = None
    if outcome.snapshot:
        png, since = await _away_news(service_of(interaction), outcome, lang)
        if since:  # the side now owing a decision missed more than this activation: all of it, on one map
            public = replace(public, content=formatting.fit([public.content, *since], lang=lang))
        if png is None:
            png = await _png(service_of(interaction), outcome.game.channel_id)
        if png is None:
            public = Reply(
                formatting.fit([public.content, text("discord.map_failed", lang)], lang=lang),
                public.buttons,
                public.mentions,
                public.selects,
            )
    await publish(
        interaction,
        public,
        announce=(outcome.game.game_id, outcome.game.version),
        png=png,
        private=out.private,
    )


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
    from bot.discordbot.clockcmds import status_lines

    timing = await status_lines(interaction.client, channel_id, lang)
    if timing:
        reply = Reply(formatting.fit([*timing, reply.content], lang=lang), reply.buttons, (), reply.selects)
    if prefix:
        reply = Reply(formatting.fit([prefix, reply.content], lang=lang), reply.buttons, (), reply.selects)
    await ack(interaction)
    file = await snapshot_file(interaction, channel_id) if with_map else None
    await send(interaction, reply, ephemeral=True, file=file)
    service.seen(channel_id, info.game_id, uid, info.version)


async def strip_buttons(interaction: discord.Interaction[Any]) -> None:
    """Remove the components of the clicked public message (its buttons are all out of date now); a
    private menu lost them when the click was acknowledged."""
    message = interaction.message
    if message is None or message.flags.ephemeral:
        return
    try:
        if interaction.response.is_done():
            await message.edit(view=None)
        else:
            await interaction.response.edit_message(view=None)
    except (discord.HTTPException, aiohttp.ClientError, OSError) as err:
        log.warning("Could not remove the buttons of a message in %s: %s", _describe(interaction), err)


async def _current_game(interaction: discord.Interaction[Any], game_id: int) -> Any | None:
    """The channel's game when it is the one ``game_id`` names; else the person is told it is over."""
    try:
        info = await service_of(interaction).info(channel_of(interaction))
    except ServiceError as err:
        if err.msg.key != "service.no_game":
            raise
        info = None
    if info is None or info.game_id != game_id:
        await send_error(interaction, text("discord.old_game", lang_of(interaction)))
        return None
    return info


async def click_choice(
    interaction: discord.Interaction[Any], choice: ChoiceId, label: str | None = None
) -> None:
    """A choice button or menu entry: refuse it if it belongs to another game, is stale or is not the
    clicker's decision, else submit its order for the version it was made for."""
    await ack(interaction)
    service = service_of(interaction)
    lang = lang_of(interaction)
    uid = interaction.user.id
    channel_id = channel_of(interaction)
    info = await _current_game(interaction, choice.game_id)
    if info is None:
        return
    if info.version != choice.version:
        stale = text("discord.stale", lang, made=choice.version, now=info.version)
        await strip_buttons(interaction)  # every button of that message is as old as this one
        await show_mine(interaction, channel_id, prefix=stale, with_map=True)
        return
    prompts = await service.prompts_for(channel_id, uid)
    prompt = next((p for p in prompts if p.side == choice.side and p.role == choice.role), None)
    if prompt is None:
        who = [
            mention(s.user_id)
            for s in info.seats
            if s.side == choice.side and (choice.role is None or s.role is None or s.role == choice.role)
        ]
        await send_error(interaction, text("discord.not_yours", lang, owners=" ".join(who) or choice.side))
        return
    # a public message's buttons speak the game's language, an ephemeral one's the user's
    chosen = formatting.clicked_choice(prompt, choice.index, label, info.language)
    if chosen is None and lang != info.language:
        chosen = formatting.clicked_choice(prompt, choice.index, label, lang)
    if chosen is None:
        stale = text("discord.stale", lang, made=choice.version, now=info.version)
        await show_mine(interaction, channel_id, prefix=stale)
        return
    try:
        outcome = await service.order(
            channel_id,
            uid,
            chosen.order,
            version=choice.version,
            request_id=request_of(interaction),
            side=choice.side,  # a hot seat's button answers for its own side
        )
    except NeedsConfirmation as need:
        await ask_to_confirm(interaction, need, info.game_id)
        return
    await strip_buttons(interaction)  # the game moved on: the clicked message's buttons are all stale now
    header = (
        None
        if outcome.echo is None
        else text("discord.ordered", info.language, user=mention(uid), order=outcome.echo)
    )
    await answer_outcome(interaction, outcome, header=header)


async def show_menu_page(interaction: discord.Interaction[Any], choice: ChoiceId, page: int) -> None:
    """Another page of a choice menu, to the clicker only (the public message stays as it is)."""
    await ack(interaction)
    service = service_of(interaction)
    lang = lang_of(interaction)
    channel_id = channel_of(interaction)
    info = await _current_game(interaction, choice.game_id)
    if info is None:
        return
    if info.version != choice.version:
        await show_mine(
            interaction, channel_id, prefix=text("discord.stale", lang, made=choice.version, now=info.version)
        )
        return
    prompt = next(
        (p for p in await service.pending(channel_id) if p.side == choice.side and p.role == choice.role),
        None,
    )
    owns = prompt is not None and interaction.user.id in formatting.owners(prompt, info.seats)
    if prompt is None or (prompt.private and not owns):
        await send_error(interaction, text("discord.menu_gone", lang))
        return
    menu = formatting.choice_menu(info.game_id, info.version, prompt, page, lang)
    if menu is None:
        await send_error(interaction, text("discord.menu_gone", lang))
        return
    question = formatting.msg_text(prompt.msg, lang)
    await send(interaction, Reply(question, (), (), (menu,)), ephemeral=True)


async def click_mine(interaction: discord.Interaction[Any], game_id: int) -> None:
    await ack(interaction)
    if await _current_game(interaction, game_id) is None:
        return
    await show_mine(interaction, channel_of(interaction))


async def ask_to_confirm(
    interaction: discord.Interaction[Any], need: NeedsConfirmation, game_id: int
) -> None:
    """An order that would forfeit something: what it loses, to its player only, with Confirm and Cancel."""
    lang = lang_of(interaction)
    buttons = (
        ButtonSpec(
            text("discord.order_confirm_button", lang), confirm_id(game_id, "order", need.token), "danger"
        ),
        ButtonSpec(text("discord.order_drop_button", lang), confirm_id(game_id, "drop", need.token)),
    )
    await send(interaction, Reply(need.text(lang), buttons), ephemeral=True)


async def click_confirm(interaction: discord.Interaction[Any], game_id: int, kind: str, token: str) -> None:
    """The second press of a resign, an abandon or an order that forfeits something, or its Cancel (the
    service checks who presses and whether in time)."""
    await ack(interaction)
    service = service_of(interaction)
    lang = lang_of(interaction)
    uid = interaction.user.id
    channel_id = channel_of(interaction)
    info = await _current_game(interaction, game_id)
    if info is None:
        return
    if kind == "drop":
        order = service.drop_order(channel_id, uid, token)
        await send(interaction, text("discord.order_dropped", lang, order=order), ephemeral=True)
        return
    if kind == "order":
        outcome = await service.confirm_order(channel_id, uid, token, request_id=request_of(interaction))
        header = (
            None
            if outcome.echo is None
            else text("discord.ordered", info.language, user=mention(uid), order=outcome.echo)
        )
        await answer_outcome(interaction, outcome, header=header)
        return
    if kind == "resign":
        outcome = await service.resign(channel_id, uid, token=token, request_id=request_of(interaction))
        await strip_buttons(interaction)
        await answer_outcome(interaction, outcome, header=text("discord.resigned", lang, user=mention(uid)))
        return
    info = await service.abandon(
        channel_id,
        uid,
        is_admin=await is_moderator(interaction),
        token=token,
        request_id=request_of(interaction),
    )
    await strip_buttons(interaction)
    body = text("discord.abandoned", lang, user=mention(uid))
    if info.revealed_salt:  # a started game's dice are revealed when it ends, abandoned or not
        body += "\n" + text("verify.status.revealed", lang, seed=info.seed, salt=info.revealed_salt)
    await publish(
        interaction,
        Reply(body),
        announce=(info.game_id, info.version),
    )


async def click_accept(interaction: discord.Interaction[Any], game_id: int, token: str) -> None:
    """The player a seat was offered to takes it."""
    await ack(interaction)
    service = service_of(interaction)
    lang = lang_of(interaction)
    uid = interaction.user.id
    channel_id = channel_of(interaction)
    if await _current_game(interaction, game_id) is None:
        return
    info = await service.accept_seat(channel_id, uid, token, request_id=request_of(interaction))
    await strip_buttons(interaction)
    view = await service.view(channel_id, None)
    line = text("discord.sub_done", lang, user=mention(uid))
    await publish(
        interaction,
        Reply(formatting.fit([line, formatting.seats_line(info, view, lang)], lang=lang)),
        announce=(info.game_id, info.version),
    )


async def click_legacy(interaction: discord.Interaction[Any]) -> None:
    """A button from before game ids: never applied; the clicker sees the current position."""
    await ack(interaction)
    lang = lang_of(interaction)
    try:
        await show_mine(interaction, channel_of(interaction), prefix=text("discord.legacy_button", lang))
    except ServiceError:
        await send_error(interaction, text("discord.old_game", lang))


async def is_moderator(interaction: discord.Interaction[Any]) -> bool:
    """Manage Channels (or Manage Server, Administrator), or the server's hexwar moderator role."""
    perms = interaction.permissions
    strong = bool(perms.manage_channels or perms.manage_guild or perms.administrator)
    roles = [r.id for r in getattr(interaction.user, "roles", [])]
    return await service_of(interaction).is_moderator(interaction.guild_id, roles, manage_channels=strong)


def clipped(raw: str | None) -> str:
    """A player's input quoted in a refusal: a short excerpt only."""
    return excerpt(raw or "")
