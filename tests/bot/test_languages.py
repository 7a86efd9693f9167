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
