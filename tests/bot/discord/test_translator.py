"""The synced command tree carries Polish, Hungarian and Ukrainian names and descriptions (issue 13)."""

from __future__ import annotations

import re
from typing import Any

from bot.discordbot.app import HexwarBot
from bot.discordbot.translator import language_of

# Discord's rule for command and option names (lower case where the script has case)
NAME = re.compile(r"^[-_\w]{1,32}$")
LOCALES = ("pl", "hu", "uk")


async def _payload(bot: HexwarBot) -> list[dict[str, Any]]:
    translator = bot.tree.translator
    assert translator is not None
    return [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]


def _walk(entry: dict[str, Any], path: str = "") -> list[tuple[str, dict[str, Any]]]:
    here = f"{path} {entry['name']}".strip()
    out = [(here, entry)]
    for child in entry.get("options", []):
        out.extend(_walk(child, here))
    return out


async def test_every_command_and_option_is_localised_in_polish_hungarian_and_ukrainian(
    bot: HexwarBot,
) -> None:
    entries = [e for top in await _payload(bot) for e in _walk(top)]
    assert len(entries) > 20
    for where, entry in entries:
        names = entry.get("name_localizations") or {}
        descriptions = entry.get("description_localizations") or {}
        assert set(names) >= set(LOCALES), (where, names)
        assert set(descriptions) >= set(LOCALES), (where, descriptions)
        for name in names.values():
            assert NAME.match(name) and name == name.lower(), (where, name)
        for text in descriptions.values():
            assert 1 <= len(text) <= 100, (where, text)


async def test_the_game_group_reads_in_each_language(bot: HexwarBot) -> None:
    game = next(p for p in await _payload(bot) if p["name"] == "game")
    assert game["name_localizations"] == {"pl": "gra", "hu": "játék", "uk": "гра"}
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"]["uk"] == "Почати нову гру в цьому каналі"


def test_a_discord_locale_picks_our_language() -> None:
    assert language_of("pl") == "pl"
    assert language_of("en-GB") == "en"
    assert language_of("uk") == "uk"
    assert language_of("de", "hu") == "hu"
    assert language_of(None, "pl") == "pl"


def test_a_changed_translation_changes_the_commands_digest(bot: HexwarBot) -> None:
    from engine.core.messages import _sources

    before = bot.commands_digest()
    _sources("pl")["discord-cmd-game-desc"] = "zmieniony opis"
    try:
        assert bot.commands_digest() != before
    finally:
        _sources.cache_clear()
    assert bot.commands_digest() == before


async def test_every_choice_is_named_in_polish_hungarian_and_ukrainian(bot: HexwarBot) -> None:
    choices = [
        (where, choice)
        for top in await _payload(bot)
        for where, entry in _walk(top)
        for choice in entry.get("choices", [])
    ]
    assert len(choices) > 20
    for where, choice in choices:
        names = choice.get("name_localizations") or {}
        assert set(names) >= set(LOCALES), (where, choice)
        for name in names.values():
            assert 1 <= len(name) <= 100, (where, name)


async def test_the_clock_choices_read_in_each_language_and_stay_english_as_registered(bot: HexwarBot) -> None:
    entries = dict(e for top in await _payload(bot) for e in _walk(top))
    timeout = {
        c["value"]: c
        for c in next(o for o in entries["game new"]["options"] if o["name"] == "timeout")["choices"]
    }
    assert timeout["default"]["name"] == "the default answer"
    assert timeout["forfeit"]["name_localizations"]["pl"] == "walkower"
    reminders = {c["value"]: c for c in entries["settings reminders"]["choices"]}
    assert reminders["off"]["name"] == "off"
    assert reminders["off"]["name_localizations"] == {"pl": "wcale", "hu": "soha", "uk": "вимкнено"}
    answers = {c["value"]: c for c in entries["standing answer"]["choices"]}
    assert answers["never"]["name_localizations"]["hu"] != "never"
