"""Each game speaks its own language in its channel; anyone reads its log in theirs (issue 13)."""

from __future__ import annotations

from bot.service import GameService
from bot.store import Store
from tests.bot.conftest import ALICE, BOB, CH


async def _cca_game_in_polish(service: GameService) -> None:
    await service.create(CH, ALICE, "cca", "two-hills", language="pl")
    info = await service.info(CH)
    for side, user in zip(info.sides, (ALICE, BOB), strict=True):
        await service.join(CH, user, side)
    await service.start(CH, ALICE)


async def test_a_game_keeps_the_language_it_was_started_in(service: GameService, store: Store) -> None:
    await service.create(CH, ALICE, "cca", "two-hills", language="pl")
    assert (await service.info(CH)).language == "pl"
    row = await store.game(CH)
    assert row is not None and row.language == "pl"


async def test_a_game_without_a_language_speaks_the_installation_default(service: GameService) -> None:
    await service.create(CH, ALICE, "cca", "two-hills")
    assert (await service.info(CH)).language == service.lang


async def test_a_game_started_in_polish_is_read_in_hungarian(service: GameService) -> None:
    await _cca_game_in_polish(service)
    prompts = await service.prompts_for(CH, ALICE) or await service.prompts_for(CH, BOB)
    hand = [c.order for c in prompts[0].choices]
    owner = ALICE if await service.prompts_for(CH, ALICE) else BOB
    await service.order(CH, owner, hand[0])
    polish = await service.log(CH, owner)
    hungarian = await service.log(CH, owner, lang="hu")
    assert polish and hungarian and polish != hungarian
    assert polish[0] == hungarian[0]  # the order line itself is notation


async def test_the_discord_summary_names_the_figures_in_the_readers_language(service: GameService) -> None:
    from bot.discordbot.formatting import private_view_lines, summary_lines

    await _cca_game_in_polish(service)
    game = await service.info(CH)
    view = await service.view(CH, None)
    english = "\n".join(summary_lines(game, view, "en"))
    polish = "\n".join(summary_lines(game, view, "pl"))
    assert "command 4" in english and "cards in hand 4" in english and "status in play" in english
    assert "dowodzenie 4" in polish and "karty na ręce 4" in polish
    assert "hand_size" not in polish and "command" not in polish and "active" not in polish
    seated = ALICE if await service.prompts_for(CH, ALICE) else BOB
    mine = await service.view(CH, seated)
    assert private_view_lines(mine, "uk")[0].startswith("**рука**: ")
