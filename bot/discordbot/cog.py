"""The slash commands: ``/game …`` and ``/order``. Each one is interaction → service → answer.

No game state is kept here: every command reads and writes through the game service (SQLite), so the
bot can be stopped and restarted at any moment. Refusals (``ServiceError``, ``RulesError``) raised by
a command are answered ephemerally by the tree's error handler (``app.HexwarTree.on_error``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discordbot import formatting, replies
from bot.discordbot.formatting import Reply, mention
from bot.discordbot.texts import text
from engine import registry

if TYPE_CHECKING:
    from bot.discordbot.app import HexwarBot
    from bot.service import GameService

_log = logging.getLogger(__name__)

Interaction = discord.Interaction[Any]
MAX_CHOICES = 25


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
    flat = " ".join(order.replace("`", "'").split())
    return flat if len(flat) <= 100 else flat[:99] + "…"


class GameCog(commands.Cog):
    """Play-by-post games, one per channel."""

    game = app_commands.Group(
        name="game", description="Play a hex-and-counter wargame in this channel", guild_only=True
    )

    def __init__(self, bot: HexwarBot) -> None:
        self.bot = bot

    @property
    def service(self) -> GameService:
        return self.bot.service

    @property
    def lang(self) -> str:
        return self.bot.settings.lang

    # ----------------------------------------------------------------- lobby

    @game.command(name="new", description="Start a new game in this channel")
    @app_commands.describe(
        system="game system, e.g. cca (Commands & Colors: Ancients)",
        scenario="scenario of that system",
        options="rules options as name=value pairs",
        seed="dice seed (leave empty for a random one)",
    )
    async def new(
        self,
        interaction: Interaction,
        system: str,
        scenario: str,
        options: str | None = None,
        seed: app_commands.Range[int, 0, 2**53 - 1] | None = None,  # Discord's integer limit
    ) -> None:
        channel = replies.channel_of(interaction)
        ruleset = _ruleset(system)
        if ruleset is None:
            known = ", ".join(registry.available())
            await replies.send_error(
                interaction, text("discord.unknown_system", self.lang, system=system, systems=known)
            )
            return
        try:
            chosen = formatting.parse_options(options, ruleset.options())
        except ValueError as err:
            await replies.send_error(
                interaction, text("discord.bad_options", self.lang, text=options, why=err)
            )
            return
        info = await self.service.create(channel, interaction.user.id, system, scenario, chosen, seed)
        view = await self._spectator_view(channel)
        names = {s.id: s.name for s in ruleset.scenarios()}
        sides = ", ".join(formatting.side_name(view, s) for s in info.sides)
        head = text(
            "discord.created",
            self.lang,
            title=ruleset.title,
            scenario=names.get(info.scenario, info.scenario),
            creator=mention(interaction.user.id),
            sides=sides,
        )
        await replies.send(interaction, Reply(head))

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

    @game.command(name="join", description="Take a seat (a side, and a role where the game has them)")
    @app_commands.describe(side="the side to play", role="a command within the side, where the game has them")
    async def join(self, interaction: Interaction, side: str, role: str | None = None) -> None:
        channel = replies.channel_of(interaction)
        info = await self.service.join(channel, interaction.user.id, side, role)
        view = await self._spectator_view(channel)
        line = text(
            "discord.joined",
            self.lang,
            user=mention(interaction.user.id),
            seat=formatting.seat_label(view, side, role),
        )
        await replies.send(interaction, Reply(f"{line}\n{formatting.seats_line(info, view, self.lang)}"))

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

    @game.command(name="start", description="Start the game once the seats are taken")
    async def start(self, interaction: Interaction) -> None:
        outcome = await self.service.start(replies.channel_of(interaction), interaction.user.id)
        await replies.answer_outcome(interaction, outcome)

    # ----------------------------------------------------------------- looking

    @game.command(name="status", description="Where the game stands; your hand and your choices (only you)")
    async def status(self, interaction: Interaction) -> None:
        await replies.show_mine(interaction, replies.channel_of(interaction))

    @game.command(name="map", description="Post the map")
    @app_commands.describe(around="centre on this hex (e.g. C4)", section="show only this section of the map")
    async def map(
        self, interaction: Interaction, around: str | None = None, section: str | None = None
    ) -> None:
        channel = replies.channel_of(interaction)
        info = await self.service.info(channel)
        view = await self._spectator_view(channel)
        problem = formatting.zoom_problem(view, around, section, self.lang) if view is not None else None
        if problem is not None:
            await replies.send_error(interaction, problem)
            return
        await interaction.response.defer(thinking=True)
        file = await replies.snapshot_file(interaction, channel, strict=True, around=around, section=section)
        lines = formatting.summary_lines(info, view, self.lang)
        if file is None:
            lines.append(text("discord.map_failed", self.lang))
        await replies.send(interaction, Reply(formatting.fit(lines, lang=self.lang)), file=file)

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
    @app_commands.describe(count="how many events (default 20)")
    async def log(self, interaction: Interaction, count: app_commands.Range[int, 1, 100] = 20) -> None:
        lines = await self.service.log(replies.channel_of(interaction), interaction.user.id, count)
        body = (
            [text("discord.log_header", self.lang), *lines] if lines else [text("discord.no_log", self.lang)]
        )
        await replies.send(interaction, formatting.fit(body, lang=self.lang), ephemeral=True)

    # ----------------------------------------------------------------- playing

    @app_commands.command(name="order", description="Give an order in this channel's game")
    @app_commands.describe(text="the order; the suggestions list the legal ones")
    @app_commands.guild_only()
    async def order(self, interaction: Interaction, text: str) -> None:
        channel = replies.channel_of(interaction)
        uid = interaction.user.id
        secret = any(
            c.order == text.strip()
            for p in await self.service.prompts_for(channel, uid)
            if p.private
            for c in p.choices
        )
        outcome = await self.service.order(channel, uid, text)
        header = (
            None if secret else _text("discord.ordered", self.lang, user=mention(uid), order=quoted(text))
        )
        await replies.answer_outcome(interaction, outcome, header=header)

    @order.autocomplete("text")
    async def _order_ac(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        if interaction.channel_id is None:
            return []
        try:
            found = await self.service.suggest(
                interaction.channel_id, interaction.user.id, current, MAX_CHOICES
            )
        except Exception as err:
            if not replies.is_refusal(err):
                _log.exception("Order suggestions failed in channel %s", interaction.channel_id)
            return []
        return [_choice(s, s) for s in found[:MAX_CHOICES]]

    @game.command(name="undo", description="Take back your last order (not past a die roll or a drawn card)")
    async def undo(self, interaction: Interaction) -> None:
        outcome = await self.service.undo(replies.channel_of(interaction), interaction.user.id)
        header = text("discord.undone", self.lang, user=mention(interaction.user.id))
        await replies.answer_outcome(interaction, outcome, header=header)

    @game.command(name="resign", description="Concede the game")
    async def resign(self, interaction: Interaction) -> None:
        outcome = await self.service.resign(replies.channel_of(interaction), interaction.user.id)
        header = text("discord.resigned", self.lang, user=mention(interaction.user.id))
        await replies.answer_outcome(interaction, outcome, header=header)

    @game.command(name="abandon", description="End this channel's game without a result (creator or admins)")
    async def abandon(self, interaction: Interaction) -> None:
        perms = interaction.permissions
        is_admin = bool(perms.manage_guild or perms.administrator)
        await self.service.abandon(replies.channel_of(interaction), interaction.user.id, is_admin=is_admin)
        await replies.send(
            interaction, text("discord.abandoned", self.lang, user=mention(interaction.user.id))
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
