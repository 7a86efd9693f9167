"""Each game speaks its own language in its channel; anyone reads its log in theirs (issue 13)."""

from __future__ import annotations

from bot.service import GameService
from bot.store import Store
from tests.bot.conftest import ALICE, CH


async def test_a_game_keeps_the_language_it_was_started_in(service: GameService, store: Store) -> None:
    await service.create(CH, ALICE, "cca", "two-hills", language="pl")
    assert (await service.info(CH)).language == "pl"
    row = await store.game(CH)
    assert row is not None and row.language == "pl"


async def test_a_game_without_a_language_speaks_the_installation_default(service: GameService) -> None:
    await service.create(CH, ALICE, "cca", "two-hills")
    assert (await service.info(CH)).language == service.lang
