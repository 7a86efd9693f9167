"""Slash command names, option names and descriptions in the players' languages.

``CatalogueTranslator`` serves discord.py's ``name_localizations`` and ``description_localizations``
from the Discord app's catalogue: the command ``/game new`` reads its name from ``discord.cmd.game.new.name``
and its description from ``discord.cmd.game.new.desc``; its option ``system`` from
``discord.cmd.game.new.opt.system.name`` and ``….desc``; a choice from the key its name carries
(``named_choice``: ``discord.cmd.choice.timeout.forfeit``, ``discord.lang.pl``), else, where its value
has an entry ``discord.cmd.choice.<value>``, from that. Only the languages we translate are served
(Polish, Hungarian, Ukrainian); Discord shows the English the code registers everywhere else.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.discordbot.texts import text
from engine.core.messages import has_key

# Discord's locale → our catalogue language
LOCALES: dict[discord.Locale, str] = {
    discord.Locale.polish: "pl",
    discord.Locale.hungarian: "hu",
    discord.Locale.ukrainian: "uk",
}


def language_of(locale: discord.Locale | str | None, default: str = "en") -> str:
    """Our catalogue language for a Discord locale (``"pl"``, ``"hu"``, ``"uk"``, else ``default``)."""
    if locale is None:
        return default
    value = locale.value if isinstance(locale, discord.Locale) else str(locale)
    lang = value.split("-")[0].lower()
    return lang if lang in ("en", "pl", "hu", "uk") else default


def localisations() -> dict[str, dict[str, str]]:
    """Every command text we serve, per language: part of the synced commands' digest, so a changed
    translation syncs the commands again like a changed command does."""
    from engine.core.messages import catalogue

    return {
        lang: {k: v for k, v in sorted(catalogue(lang).items()) if k.startswith("discord-cmd-")}
        for lang in sorted(set(LOCALES.values()))
    }


def command_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key naming what ``context`` asks about, or None for what we do not translate."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return f"discord.cmd.{_path(data)}.name"
    if where in (Where.command_description, Where.group_description):
        return f"discord.cmd.{_path(data)}.desc"
    if where in (Where.parameter_name, Where.parameter_description):
        suffix = "name" if where is Where.parameter_name else "desc"
        return f"discord.cmd.{_path(data.command)}.opt.{data.name}.{suffix}"
    if where is Where.choice_name and isinstance(data, app_commands.Choice):
        return f"discord.cmd.choice.{data.value}"  # the choices named in the catalogue (/standing)
    return None


def named_choice(key: str, value: str) -> app_commands.Choice[str]:
    """A slash command's choice named by the catalogue's ``key``: in English as registered, in each
    language through the translator (discord.py asks it only for a name given as a ``locale_str``)."""
    return app_commands.Choice(name=app_commands.locale_str(text(key)[:100], key=key), value=value)


def _path(command: Any) -> str:
    return ".".join(str(command.qualified_name).split())


class CatalogueTranslator(app_commands.Translator):
    """discord.py's translator, reading the Discord app's Fluent catalogue."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = LOCALES.get(locale)
        key = string.extras.get("key") or command_key(context)
        if lang is None or key is None or not has_key(key, lang):
            return None
        return text(key, lang)
