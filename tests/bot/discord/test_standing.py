"""``/standing`` on Discord (docs/standing.md): ephemeral replies, nothing in the channel, choices named in
every language."""

from __future__ import annotations

from typing import Any

from bot.discordbot.app import HexwarBot
from engine import registry
from tests.bot.discord.harness import CHANNEL, FakeDiscord, ephemeral, public

NORTH = 111_111_111_111_111_111
SOUTH = 222_222_222_222_222_222


async def _ready(d: FakeDiscord) -> None:
    await d.bot.service.create(CHANNEL, NORTH, "cca", "two-hills", seed=99)
    await d.command(NORTH, "game", "join", side="north")
    await d.command(SOUTH, "game", "join", side="south")
    await d.command(NORTH, "game", "start")


async def test_standing_answers_are_set_and_listed_privately(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _ready(discord_)
    sent = await discord_.command(NORTH, "standing")
    (listing,) = ephemeral(sent)
    assert not public(sent)
    assert "North: no standing answers" in listing.content
    assert "cca.react: reaction to a melee (CCA 9/a, 12)" in listing.content
    sent = await discord_.command(NORTH, "standing", decision="cca.react", answer="evade")
    (reply,) = ephemeral(sent)
    assert not public(sent)  # the channel is not told
    assert "Standing answer for reaction to a melee: evade" in reply.content
    assert "• cca.react evade" in reply.content
    (south,) = ephemeral(await discord_.command(SOUTH, "standing"))
    assert "cca.react" in south.content and "• cca.react evade" not in south.content
    assert (await bot.service.standing(CHANNEL, NORTH)).answers == {"north": {"cca.react": "evade"}}


async def test_an_answer_the_decision_does_not_take_is_refused_privately(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _ready(discord_)
    sent = await discord_.command(NORTH, "standing", decision="cca.battleback", answer="firststrike")
    (refusal,) = ephemeral(sent)
    assert not public(sent)
    assert "always, never, ask" in refusal.content and "firststrike" in refusal.content


async def test_the_answers_are_named_in_each_language_and_the_decisions_come_from_the_game(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    translator = bot.tree.translator
    assert translator is not None
    (command,) = [c for c in bot.tree.get_commands() if c.name == "standing"]
    payload: dict[str, Any] = await command.get_translated_payload(bot.tree, translator)
    assert payload["name_localizations"] == {"pl": "stałe", "hu": "állandó", "uk": "сталі"}
    decision, answer = payload["options"]
    assert decision["autocomplete"] and "choices" not in decision  # the four systems have more than 25
    for choice in answer["choices"]:
        assert set(choice["name_localizations"]) == {"pl", "hu", "uk"}, choice
    always = next(c for c in answer["choices"] if c["value"] == "always")
    assert always["name_localizations"]["pl"] == "zawsze"
    # in a GBoH channel the decisions suggested are every one of GBoH's, named, and only those
    await bot.service.create(CHANNEL, NORTH, "gboh", "demo-ford", seed=1)
    found = await discord_.autocomplete(NORTH, "standing", None, "decision", decision="")
    kinds = list(registry.get_ruleset("gboh").standing_kinds(None))
    assert [c["value"] for c in found] == kinds[:25] and "gboh.advance_facing" in kinds
    assert all(c["name"] != c["value"] for c in found)  # a name from the catalogue, not the id
    typed = await discord_.autocomplete(NORTH, "standing", None, "decision", decision="rout")
    assert "gboh.rout_path" in [c["value"] for c in typed]
    assert all("rout" in f"{c['value']} {c['name']}".lower() for c in typed)
    # the suggestion is a value the command takes: GBoH's rout path is set like any standing answer
    await discord_.command(NORTH, "game", "join", side="caesarian")
    await discord_.command(SOUTH, "game", "join", side="pompeian")
    await discord_.command(NORTH, "game", "start")
    (reply,) = ephemeral(await discord_.command(NORTH, "standing", decision="gboh.rout_path", answer="ask"))
    assert "gboh.rout_path" in reply.content, reply.content
