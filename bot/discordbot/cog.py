"""The slash commands: ``/game …`` and ``/order``. Each one is interaction → ack → service → answer.

No game state is kept here: every command reads and writes through the game service (SQLite), so the
bot can be stopped and restarted at any moment. Every command is deferred ephemerally before any
database work (``replies.ack``); refusals (``ServiceError``, ``RulesError``) raised by a command are then
answered ephemerally by the tree's error handler (``app.HexwarTree.on_error``); public news goes to the
channel through the outbox (``replies.publish``), which a start-up catch-up completes if a post failed.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.discordbot import board as live_board
from bot.discordbot import clockcmds, formatting, records, replies
from bot.discordbot.custom_ids import accept_id, confirm_id
from bot.discordbot.formatting import ButtonSpec, Reply, mention
from bot.discordbot.texts import msg_text, text
from bot.discordbot.translator import language_of, named_choice
from bot.service import NeedsConfirmation, ServiceError
from engine import registry

if TYPE_CHECKING:
    from bot.discordbot.app import HexwarBot
    from bot.service import GameService

_log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]
MAX_CHOICES = 25
CATCH_UP_SECONDS = 60.0
# An autocomplete suggestion carries the game version it was computed for: "<order> @v<version>".
_VERSIONED = re.compile(r"^(?P<order>.*\S)\s+@v(?P<version>[0-9]{1,12})$", re.S)


def versioned(order: str, version: int) -> str:
    return f"{order} @v{version}"


def split_version(raw: str) -> tuple[str, int | None]:
    """An order as submitted, and the version its suggestion was made for (None when typed freely)."""
    m = _VERSIONED.match(raw.strip())
    return (m["order"], int(m["version"])) if m else (raw, None)


def _choice(name: str, value: str) -> app_commands.Choice[str]:
    return app_commands.Choice(name=name[:100], value=value[:100])


def _ruleset(system: str) -> Any | None:
    try:
        return registry.get_ruleset(system)
    except Exception:
        return None


def option_suggestions(system: str, current: str) -> list[app_commands.Choice[str]]:
    """Complete the last ``name=value`` pair of the options string."""
    ruleset = _ruleset(system)
    if ruleset is None:
        return []
    head, _, last = current.rpartition(" ")
    prefix = f"{head} " if head else ""
    name, sep, value = last.partition("=")
    out = []
    for spec in ruleset.options():
        if not sep:
            if spec.name.startswith(name):
                out.append(
                    _choice(f"{prefix}{spec.name}={spec.default} ({spec.doc})", f"{prefix}{spec.name}=")
                )
        elif spec.name == name:
            if isinstance(spec.default, bool):
                values = ["true", "false"]
            elif spec.choices:
                values = list(spec.choices)
            else:
                values = [str(spec.default)]
            out.extend(
                _choice(f"{prefix}{name}={v}", f"{prefix}{name}={v}") for v in values if v.startswith(value)
            )
    return out[:MAX_CHOICES]


def quoted(order: str) -> str:
    """A player's order text, safe inside an inline code span (no backticks, one line, short)."""
    return replies.clipped(order.replace("`", "'"))


# the languages a game or a reader may choose, each named in itself
LANGUAGE_CHOICES = [named_choice(f"discord.lang.{code}", code) for code in ("en", "pl", "hu", "uk")]


def standing_kinds(system: str | None) -> list[str]:
    """The decisions a standing answer can make in ``system`` (every system's when None): the ``/standing``
    decision's suggestions, more than a slash command's fixed list of 25 could hold."""
    out: list[str] = []
    for name in [system] if system else registry.available():
        kinds = getattr(_ruleset(name), "standing_kinds", None)
        if kinds is not None:
            out.extend(k for k in kinds(None) if k not in out)
    return out


# ``/standing``: the answers, named in English here and in each language by the catalogue
# (``discord.cmd.choice.<value>``, served as name_localizations by the translator); the decisions are
# suggested as the player types, from the channel's game
STANDING_ANSWERS = [
    named_choice(f"discord.cmd.choice.{v}", v) for v in ("always", "never", "ask", "evade", "firststrike")
]


class GameCog(commands.Cog):
    """Play-by-post games, one per channel."""

    game = app_commands.Group(
        name="game", description="Play a hex-and-counter wargame in this channel", guild_only=True
    )

    def __init__(self, bot: HexwarBot) -> None:
        self.bot = bot
        self.catch_up_task: asyncio.Task[int] | None = None

    @property
    def service(self) -> GameService:
        return self.bot.service

    @property
    def lang(self) -> str:
        return self.bot.settings.lang

    # ----------------------------------------------------------------- the outbox

    async def cog_load(self) -> None:
        # On start-up: post in each channel what it was not told before the bot stopped, once; then keep
        # retrying posts that failed.
        self.catch_up_task = asyncio.create_task(self.catch_up())
        self.catching_up.start()

    async def cog_unload(self) -> None:
        self.catching_up.cancel()
        if self.catch_up_task is not None and not self.catch_up_task.done():
            self.catch_up_task.cancel()

    async def catch_up(self, settled: float = 0.0) -> int:
        try:
            return await replies.outbox_of(self.bot).catch_up(self.lang, settled=settled)
        except Exception:
            _log.exception("Catching up the channels failed")
            return 0

    @tasks.loop(seconds=CATCH_UP_SECONDS)
    async def catching_up(self) -> None:
        if self.catching_up.current_loop == 0:
            return  # the start-up catch-up runs on its own
        await self.catch_up(settled=CATCH_UP_SECONDS / 2)
        if self.catching_up.current_loop % 60 == 1:  # hourly
            try:
                await self.service.forget_old_requests()
            except Exception:
                _log.exception("Dropping old request ids failed")

    # ----------------------------------------------------------------- lobby

    @game.command(
        name="new", description="Set up a new game in this channel (the dice are drawn at the start)"
    )
    @app_commands.describe(
        system="game system, e.g. cca (Commands & Colors: Ancients)",
        scenario="scenario of that system",
        options="rules options as name=value pairs",
        language="language of the game's messages in the channel (default: the server's)",
        clock="time per side per turn (48h), or a bank for the game (bank 10d, bank 10d+2h)",
        timeout="when a side's time runs out: the default answer, forfeit, or a moderator decides",
    )
    @app_commands.choices(language=LANGUAGE_CHOICES, timeout=clockcmds.TIMEOUT_CHOICES)
    async def new(
        self,
        interaction: Interaction,
        system: str,
        scenario: str,
        options: str | None = None,
        language: str | None = None,
        clock: str | None = None,
        timeout: str | None = None,
    ) -> None:
        await replies.ack(interaction)
        timing = clockcmds.parse_clock(clock, timeout)
        channel = replies.channel_of(interaction)
        lang = language or language_of(interaction.guild_locale, self.lang)
        ruleset = _ruleset(system)
        if ruleset is None:
            known = ", ".join(registry.available())
            await replies.send_error(
                interaction,
                text("discord.unknown_system", self.lang, system=replies.clipped(system), systems=known),
            )
            return
        try:
            chosen = formatting.parse_options(options, ruleset.options(), self.lang)
        except ValueError as err:
            await replies.send_error(
                interaction,
                text(
                    "discord.bad_options",
                    self.lang,
                    text=replies.clipped(options),
                    why=replies.clipped(str(err)),
                ),
            )
            return
        info = await self.service.create(
            channel, interaction.user.id, system, scenario, chosen, language=lang
        )
        if timing is not None:
            await clockcmds.clockwork_of(self.bot).set_clock(channel, timing)
        view = await self._spectator_view(channel)
        names = {s.id: s.name for s in ruleset.scenarios()}
        sides = ", ".join(formatting.side_name(view, s, lang) for s in info.sides)
        head = text(
            "discord.created",
            lang,
            title=ruleset.title,
            scenario=names.get(info.scenario, info.scenario),
            creator=mention(interaction.user.id),
            sides=sides,
        )
        if timing is not None:
            head = "\n".join([head, *(await clockcmds.status_lines(self.bot, channel, lang))[:1]])
        await replies.publish(interaction, Reply(head), announce=(info.game_id, info.version))

    @new.autocomplete("system")
    async def _system_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        out = []
        for system in registry.available():
            ruleset = _ruleset(system)
            title = getattr(ruleset, "title", system)
            if current.lower() in f"{system} {title}".lower():
                out.append(_choice(f"{title} ({system})", system))
        return out[:MAX_CHOICES]

    @new.autocomplete("scenario")
    async def _scenario_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        ruleset = _ruleset(str(interaction.namespace.system or ""))
        if ruleset is None:
            return []
        out = []
        for sc in ruleset.scenarios():
            label = f"{sc.name} ({sc.id})" + (text("discord.invented", self.lang) if sc.invented else "")
            if current.lower() in label.lower():
                out.append(_choice(label, sc.id))
        return out[:MAX_CHOICES]

    @new.autocomplete("options")
    async def _options_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        return option_suggestions(str(interaction.namespace.system or ""), current)

    @game.command(name="join", description="Take a seat while the game is being set up")
    @app_commands.describe(side="the side to play", role="a command within the side, where the game has them")
    async def join(self, interaction: Interaction, side: str, role: str | None = None) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        info = await self.service.join(channel, interaction.user.id, side, role)
        view = await self._spectator_view(channel)
        line = text(
            "discord.joined",
            self.lang,
            user=mention(interaction.user.id),
            seat=formatting.seat_label(view, side, role, self.lang),
        )
        reply = Reply(f"{line}\n{formatting.seats_line(info, view, self.lang)}")
        await replies.publish(interaction, reply, announce=(info.game_id, info.version))

    @join.autocomplete("side")
    async def _side_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        info = await self._info_or_none(interaction)
        if info is None:
            return []
        view = await self._spectator_view(info.channel_id)
        out = []
        for side in info.sides:
            name = formatting.side_name(view, side)
            if current.lower() in f"{side} {name}".lower():
                out.append(_choice(name if name == side else f"{name} ({side})", side))
        return out[:MAX_CHOICES]

    @join.autocomplete("role")
    async def _role_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        info = await self._info_or_none(interaction)
        if info is None:
            return []
        side = str(interaction.namespace.side or "")
        roles = info.roles.get(side, ()) if side else tuple(r for rs in info.roles.values() for r in rs)
        return [_choice(r, r) for r in roles if current.lower() in r.lower()][:MAX_CHOICES]

    @game.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        info = await self.service.leave(channel, interaction.user.id)
        view = await self._spectator_view(channel)
        line = text("discord.left", self.lang, user=mention(interaction.user.id))
        reply = Reply(f"{line}\n{formatting.seats_line(info, view, self.lang)}")
        await replies.publish(interaction, reply, announce=(info.game_id, info.version))

    @game.command(name="sub", description="Hand your seat over to another player (they must accept)")
    @app_commands.describe(player="who takes your seat", side="which of your seats, if you hold several")
    async def sub(self, interaction: Interaction, player: discord.User, side: str | None = None) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        offer = await self.service.offer_seat(channel, interaction.user.id, player.id, side)
        view = await self._spectator_view(channel)
        line = text(
            "discord.sub_offer",
            self.lang,
            holder=mention(interaction.user.id),
            user=mention(player.id),
            seat=formatting.seat_label(view, offer.side, offer.role, self.lang),
            minutes=max(1, round((offer.expires_at - _now()) / 60)),
        )
        button = ButtonSpec(
            text("discord.sub_accept", self.lang), accept_id(offer.game_id, offer.token), "success"
        )
        await replies.publish(interaction, Reply(line, (button,), (player.id,)))

    @sub.autocomplete("side")
    async def _sub_side_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        info = await self._info_or_none(interaction)
        if info is None:
            return []
        mine = [s.side for s in info.seats_of(interaction.user.id)]
        return [_choice(s, s) for s in dict.fromkeys(mine) if current.lower() in s.lower()][:MAX_CHOICES]

    @game.command(name="seat", description="Moderators: seat a player on a side")
    @app_commands.describe(player="who to seat", side="the side", role="a command within the side")
    async def seat(
        self, interaction: Interaction, player: discord.User, side: str, role: str | None = None
    ) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        is_mod = await replies.is_moderator(interaction)
        info = await self.service.seat(
            channel, interaction.user.id, player.id, side, role, is_moderator=is_mod
        )
        view = await self._spectator_view(channel)
        line = text(
            "discord.seated",
            self.lang,
            moderator=mention(interaction.user.id),
            user=mention(player.id),
            seat=formatting.seat_label(view, side, role, self.lang),
        )
        reply = Reply(f"{line}\n{formatting.seats_line(info, view, self.lang)}")
        await replies.publish(interaction, reply, announce=(info.game_id, info.version))

    seat.autocomplete("side")(_side_ac)
    seat.autocomplete("role")(_role_ac)

    @game.command(name="kick", description="Moderators: remove a player from their seat")
    @app_commands.describe(player="who to remove", side="only their seat on this side")
    async def kick(self, interaction: Interaction, player: discord.User, side: str | None = None) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        is_mod = await replies.is_moderator(interaction)
        info = await self.service.kick(
            channel, interaction.user.id, player.id, is_moderator=is_mod, side=side
        )
        view = await self._spectator_view(channel)
        line = text(
            "discord.kicked", self.lang, moderator=mention(interaction.user.id), user=mention(player.id)
        )
        reply = Reply(f"{line}\n{formatting.seats_line(info, view, self.lang)}")
        await replies.publish(interaction, reply, announce=(info.game_id, info.version))

    kick.autocomplete("side")(_side_ac)

    @game.command(name="timeout", description="Moderators: decide for a side out of time")
    @app_commands.describe(
        side="the side",
        action="its decision's default answer, a forfeit, or more time",
        hours="more time: hours",
    )
    @app_commands.choices(action=clockcmds.RESOLVE_CHOICES)
    async def timeout(
        self,
        interaction: Interaction,
        side: str,
        action: str,
        hours: app_commands.Range[int, 1, 720] | None = None,
    ) -> None:
        await clockcmds.resolve(interaction, side, action, hours)

    timeout.autocomplete("side")(_side_ac)

    @game.command(name="moderators", description="Server admins: the role whose members may seat and kick")
    @app_commands.describe(role="the moderator role (leave empty to clear it)")
    async def moderators(self, interaction: Interaction, role: discord.Role | None = None) -> None:
        await replies.ack(interaction)
        perms = interaction.permissions
        if interaction.guild_id is None:
            raise RuntimeError("a server command outside a server")
        await self.service.set_moderator_role(
            interaction.guild_id,
            role.id if role is not None else None,
            is_admin=bool(perms.manage_guild or perms.administrator),
        )
        key = "discord.mod_role_set" if role is not None else "discord.mod_role_cleared"
        await replies.send(
            interaction, text(key, self.lang, role=f"<@&{role.id}>" if role else ""), ephemeral=True
        )

    @game.command(name="start", description="Start the game once the seats are taken")
    async def start(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        outcome = await self.service.start(
            replies.channel_of(interaction), interaction.user.id, request_id=replies.request_of(interaction)
        )
        await replies.answer_outcome(interaction, outcome)

    @game.command(name="vacation", description="Stop your clock in this game for some days")
    @app_commands.describe(days="how many days, from now")
    async def vacation(self, interaction: Interaction, days: app_commands.Range[int, 1, 30]) -> None:
        await clockcmds.vacation(interaction, days)

    @app_commands.command(
        name="settings", description="Your night hours, time zone and reminders (every game)"
    )
    @app_commands.describe(
        night="hours you sleep, e.g. 22-07 (off: none); your clock stops then",
        tz="your time zone, e.g. Europe/Warsaw",
        reminders="every decision, once per turn, a direct-message digest, or off",
    )
    @app_commands.choices(reminders=clockcmds.REMINDER_CHOICES)
    async def settings(
        self,
        interaction: Interaction,
        night: str | None = None,
        tz: str | None = None,
        reminders: str | None = None,
    ) -> None:
        await clockcmds.settings(interaction, night, tz, reminders)

    # ----------------------------------------------------------------- looking

    @game.command(name="status", description="Where the game stands; your hand and your choices (only you)")
    async def status(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        await replies.show_mine(interaction, channel, prefix=await records.dice_line(interaction, channel))

    @game.command(name="map", description="Post the map")
    @app_commands.describe(
        around="centre on this hex (e.g. C4)",
        section="show only this section of the map",
        los="draw the line of sight between two hexes (e.g. 0811-0802)",
    )
    async def map(
        self,
        interaction: Interaction,
        around: str | None = None,
        section: str | None = None,
        los: str | None = None,
    ) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        info = await self.service.info(channel)
        view = await self._spectator_view(channel)
        problem = formatting.zoom_problem(view, around, section, self.lang) if view is not None else None
        if problem is not None:
            await replies.send_error(interaction, problem)
            return
        lines: list[str] = []
        if los:  # a line of sight: its verdict first, the map with the line drawn
            sight = await self.service.sight(channel, los)
            png = await self.service.snapshot(channel, sight=sight)
            lines.append(msg_text(sight.why, self.lang))
        else:
            # the whole map (or the zoom asked for); the post after an activation shows where it was
            png = await self.service.snapshot(channel, around=around, section=section, full=True)
        lines += formatting.summary_lines(info, view, self.lang)
        await replies.publish(interaction, Reply(formatting.fit(lines, lang=self.lang)), png=png)

    @game.command(name="board", description="Post a live board: one message kept up to date after every move")
    async def board(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        await self.service.info(channel)  # no game here: the usual refusal
        await live_board.post(self.bot, self.service, channel)
        await replies.send(
            interaction, text("discord.board.posted", replies.lang_of(interaction)), ephemeral=True
        )

    @map.autocomplete("around")
    async def _around_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        view = await self._spectator_view(interaction.channel_id)
        if view is None:
            return []
        want = current.strip().upper()
        labels = [h.label for h in view.map.hexes if h.label.upper().startswith(want)]
        return [_choice(label, label) for label in labels[:MAX_CHOICES]]

    @map.autocomplete("section")
    async def _section_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        view = await self._spectator_view(interaction.channel_id)
        if view is None:
            return []
        sections = sorted({s for h in view.map.hexes for s in h.sections})
        return [_choice(s, s) for s in sections if current.lower() in s.lower()][:MAX_CHOICES]

    @game.command(name="log", description="Recent events (your side's private ones only to you)")
    @app_commands.describe(
        count="how many events (default 20)", language="read the events in this language (default: yours)"
    )
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def log(
        self,
        interaction: Interaction,
        count: app_commands.Range[int, 1, 100] = 20,
        language: str | None = None,
    ) -> None:
        await replies.ack(interaction)
        # any game, whatever language it speaks, reads in the reader's: the log keeps keys and parameters
        lang = language or replies.lang_of(interaction)
        lines = await self.service.log(replies.channel_of(interaction), interaction.user.id, count, lang=lang)
        body = [text("discord.log_header", lang), *lines] if lines else [text("discord.no_log", lang)]
        await replies.send(interaction, formatting.fit(body, lang=lang), ephemeral=True)

    @game.command(
        name="export",
        description="Write the game out: its log, and once it is over a transcript to replay and verify",
    )
    async def export(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        await records.export(interaction)

    @game.command(
        name="verify",
        description="Check the dice: the revealed seed against the commitment, and every step replayed",
    )
    @app_commands.describe(file="an exported game to check (default: this channel's game, once it is over)")
    async def verify(self, interaction: Interaction, file: discord.Attachment | None = None) -> None:
        await replies.ack(interaction)
        await records.verify(interaction, file)

    @game.command(name="roster", description="Units with their strength and state, leaders and losses")
    @app_commands.describe(side="only this side")
    async def roster(self, interaction: Interaction, side: str | None = None) -> None:
        await replies.ack(interaction)
        await records.roster(interaction, side)

    roster.autocomplete("side")(_side_ac)

    @game.command(name="score", description="The victory points, side by side, and what earned them")
    async def score(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        await records.score(interaction)

    @game.command(
        name="away",
        description="While you were away: what the other side did since your last order, on one map",
    )
    @app_commands.describe(side="since this side's last order (default: yours)")
    async def away(self, interaction: Interaction, side: str | None = None) -> None:
        await replies.ack(interaction)
        await records.away(interaction, side)

    away.autocomplete("side")(_side_ac)

    # ----------------------------------------------------------------- playing

    @app_commands.command(name="order", description="Give an order in this channel's game")
    @app_commands.describe(text="the order; the suggestions list the legal ones")
    @app_commands.guild_only()
    async def order(self, interaction: Interaction, text: str) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        uid = interaction.user.id
        order, version = split_version(text)
        if version is None:
            version = await self.service.shown_version(channel, uid)
        try:
            outcome = await self.service.order(
                channel, uid, order, version=version, request_id=replies.request_of(interaction)
            )
        except NeedsConfirmation as need:
            # what the order would lose, to its player only, with Confirm and Cancel
            info = await self.service.info(channel)
            await replies.ask_to_confirm(interaction, need, info.game_id)
            return
        except Exception as err:
            if isinstance(err, ServiceError) and err.msg.key == "service.stale":
                # refused: the player is shown the position the order would have met
                await replies.show_mine(interaction, channel, prefix=err.text(self.lang))
                return
            raise
        header = (
            None
            if outcome.echo is None
            else _text(
                "discord.ordered", outcome.game.language, user=mention(uid), order=quoted(outcome.echo)
            )
        )
        await replies.answer_outcome(interaction, outcome, header=header)

    @order.autocomplete("text")
    async def _order_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        try:
            version, found = await self.service.suggestions(
                interaction.channel_id, interaction.user.id, split_version(current)[0], MAX_CHOICES
            )
        except Exception as err:
            if not replies.is_refusal(err):
                _log.exception("Order suggestions failed in channel %s", interaction.channel_id)
            return []
        return [
            _choice(s, versioned(s, version))
            for s in found[:MAX_CHOICES]
            if len(versioned(s, version)) <= 100
        ]

    @app_commands.command(
        name="standing", description="Answer in advance a decision the rules give you in the enemy's turn"
    )
    @app_commands.describe(
        decision="the decision (leave empty to list your standing answers)",
        answer="always, never, or ask (ask me again); a melee reaction may also be evade or firststrike",
    )
    @app_commands.choices(answer=STANDING_ANSWERS)
    @app_commands.guild_only()
    async def standing(
        self, interaction: Interaction, decision: str | None = None, answer: str | None = None
    ) -> None:
        await replies.ack(interaction)
        channel = replies.channel_of(interaction)
        lang = replies.lang_of(interaction)
        if decision is not None and answer is None:
            answer = "always"
        got = await self.service.standing(
            channel,
            interaction.user.id,
            decision,
            answer if decision is not None else None,
            request_id=replies.request_of(interaction) if decision is not None else None,
        )
        lines = self.service.standing_lines(got, lang)
        out = got.outcome
        if out is not None and any(e.private_to is None for e in out.events):
            # it answered a decision owed now: the channel is told what happened, the player privately
            await replies.answer_outcome(interaction, out)
            await replies.send(interaction, formatting.fit(lines, lang=lang), ephemeral=True)
            return
        mine = [] if out is None else formatting.event_lines(out.events, lang, private_for=set(got.answers))
        await replies.send(interaction, formatting.fit([*mine, *lines], lang=lang), ephemeral=True)

    @standing.autocomplete("decision")
    async def _decision_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        """The decisions of the channel's game a standing answer can make, named in the reader's language."""
        info = await self._info_or_none(interaction)
        lang = replies.lang_of(interaction)
        out = []
        for kind in standing_kinds(info.system if info is not None else None):
            name = text(f"discord.cmd.choice.{kind}", lang)
            if current.lower() in f"{kind} {name}".lower():
                out.append(_choice(name if name != kind else kind, kind))
        return out[:MAX_CHOICES]

    @game.command(name="undo", description="Take back your last order (not past a die roll or a drawn card)")
    async def undo(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        outcome = await self.service.undo(
            replies.channel_of(interaction), interaction.user.id, request_id=replies.request_of(interaction)
        )
        header = text("discord.undone", outcome.game.language, user=mention(interaction.user.id))
        await replies.answer_outcome(interaction, outcome, header=header)

    @game.command(name="resign", description="Concede the game (asks you to confirm)")
    async def resign(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        ask = await self.service.confirmation(replies.channel_of(interaction), interaction.user.id, "resign")
        await self._ask(interaction, ask, "discord.confirm_resign")

    @game.command(
        name="abandon", description="End this channel's game without a result (asks you to confirm)"
    )
    async def abandon(self, interaction: Interaction) -> None:
        await replies.ack(interaction)
        is_admin = await replies.is_moderator(interaction)
        ask = await self.service.confirmation(
            replies.channel_of(interaction), interaction.user.id, "abandon", is_admin=is_admin
        )
        await self._ask(interaction, ask, "discord.confirm_abandon")

    async def _ask(self, interaction: Interaction, ask: Any, key: str) -> None:
        """Ephemerally: what cannot be undone, and a button only this person sees and may press."""
        seconds = max(1, round(ask.expires_at - _now()))
        button = ButtonSpec(
            text(f"{key}_button", self.lang), confirm_id(ask.game_id, ask.kind, ask.token), "danger"
        )
        await replies.send(
            interaction, Reply(text(key, self.lang, seconds=seconds), (button,)), ephemeral=True
        )

    # ----------------------------------------------------------------- helpers

    async def _info_or_none(self, interaction: Interaction) -> Any | None:
        if interaction.channel_id is None:
            return None
        try:
            return await self.service.info(interaction.channel_id)
        except Exception as err:
            if not replies.is_refusal(err):
                _log.exception("Reading the game of channel %s failed", interaction.channel_id)
            return None

    async def _spectator_view(self, channel_id: int) -> Any | None:
        """The channel's view of the game, or None when there is none to show (yet)."""
        try:
            return await self.service.view(channel_id, None)
        except Exception as err:
            if not replies.is_refusal(err):
                _log.exception("Reading the view of channel %s failed", channel_id)
            return None


_text = text  # ``/order`` has a parameter named ``text``


def _now() -> float:
    return time.time()
