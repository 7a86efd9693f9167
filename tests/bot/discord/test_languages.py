"""A game started in Polish on a server is read by a Hungarian player in Hungarian (issue 13)."""

from __future__ import annotations

from bot.discordbot.app import HexwarBot
from tests.bot.discord.harness import CHANNEL, FakeDiscord, ephemeral, public

POLE, MAGYAR = 41, 42


async def _polish_game(bot: HexwarBot, discord_: FakeDiscord) -> None:
    discord_.locales.update({POLE: "pl", MAGYAR: "hu"})
    (made,) = public(
        await discord_.command(POLE, "game", "new", system="cca", scenario="two-hills", language="pl")
    )
    assert "Nowa gra" in made.content
    info = await bot.service.info(CHANNEL)
    assert info.language == "pl"
    for user, side in zip((POLE, MAGYAR), info.sides, strict=True):
        await discord_.command(user, "game", "join", side=side)
    await discord_.command(POLE, "game", "start")


async def test_a_polish_game_speaks_polish_in_its_channel(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _polish_game(bot, discord_)
    for user in (POLE, MAGYAR):
        for prompt in await bot.service.prompts_for(CHANNEL, user):
            sent = public(await discord_.command(user, "order", text=prompt.choices[0].order))
            assert any("zagrywa kartę" in s.content for s in sent), [s.content for s in sent]
            return
    raise AssertionError("nobody owed a card")


async def test_the_hungarian_player_reads_the_polish_game_in_hungarian(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _polish_game(bot, discord_)
    owner = POLE if await bot.service.prompts_for(CHANNEL, POLE) else MAGYAR
    card = (await bot.service.prompts_for(CHANNEL, owner))[0].choices[0].order
    await discord_.command(owner, "order", text=card)
    (mine,) = ephemeral(await discord_.command(MAGYAR, "game", "log"))
    assert "Legutóbbi események" in mine.content and "kijátssza" in mine.content, mine.content
    (polish,) = ephemeral(await discord_.command(POLE, "game", "log"))
    assert "Ostatnie wydarzenia" in polish.content and "zagrywa kartę" in polish.content
    (asked,) = ephemeral(await discord_.command(POLE, "game", "log", language="uk"))
    assert "Останні події" in asked.content and "розігрує карту" in asked.content
