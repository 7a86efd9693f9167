"""Whole demo battles played to their result through ``GameService.order`` on a real SQLite file,
several players a side, then rebuilt from the stored log as ``python -m bot.tools.replay`` does.

Au fil de l'Épée "saint-aubin": each player holds one banner (the fourth French banner goes to the
third French player, see ``whole_battle.banner_groups``); only the holder of a decision's banner may
answer it. Commands & Colors: Ancients "two-hills": two players share each side and either may answer.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

import pytest

from bot.service import GameService, ServiceError
from bot.store import Store
from bot.tools.replay import replay
from engine.core.protocol import Prompt
from tests.bot.discord.whole_battle import (
    AFDE_SEED,
    CCA_SEED,
    MAX_STEPS,
    afde_choice,
    banner_groups,
    cca_choice,
    owners,
)

CH = 4242
FIRST_USER = 1001

Seating = dict[int, tuple[str, tuple[str, ...]]]


async def _seat_banners(service: GameService) -> Seating:
    """One player a banner (the last two banners of a side of more than two share a player)."""
    info = await service.info(CH)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        for group in banner_groups(info.roles[side]):
            for role in group:
                await service.join(CH, user, side, role)
            seating[user] = (side, group)
            user += 1
    return seating


async def _seat_pairs(service: GameService) -> Seating:
    """Two players share each side, with no banner."""
    info = await service.info(CH)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        for _ in range(2):
            await service.join(CH, user, side)
            seating[user] = (side, ())
            user += 1
    return seating


async def _play_to_the_end(
    service: GameService, seating: Seating, choose: Callable[[Prompt, random.Random], str], seed: int
) -> tuple[int, set[int]]:
    """Answer every decision, each time by a player who owns it, until the battle has a result.
    Now and then a player who does not own the decision tries first and is refused."""
    policy = random.Random(seed)
    turns = random.Random(seed + 1)
    steps = 0
    answered: set[int] = set()
    while (await service.info(CH)).status == "active":
        assert steps < MAX_STEPS, "the battle did not end"
        prompts = await service.pending(CH)
        assert prompts
        prompt = prompts[0]
        mine = owners(prompt, seating)
        assert mine, f"no player holds {prompt.side} {prompt.role}"
        order = choose(prompt, policy)
        version = (await service.info(CH)).version
        others = [u for u in seating if u not in {o for p in prompts for o in owners(p, seating)}]
        if steps % 7 == 0 and others:
            intruder = turns.choice(others)
            with pytest.raises(ServiceError) as refused:
                await service.order(CH, intruder, order)
            assert refused.value.msg.key == "service.not_your_decision"
            assert (await service.info(CH)).version == version
        user = turns.choice(mine)
        outcome = await service.order(CH, user, order)
        answered.add(user)
        assert outcome.game.version == version + 1
        steps += 1
    return steps, answered


async def _replays_to_the_stored_game(store: Store, steps: int) -> None:
    report = await replay(store, CH)
    assert report.ok, report.lines()
    assert report.orders == steps and report.undone == 0


async def test_saint_aubin_whole_battle_one_player_a_banner(service: GameService, store: Store) -> None:
    began = time.perf_counter()
    await service.create(CH, FIRST_USER, "afde", "saint-aubin", seed=AFDE_SEED)
    seating = await _seat_banners(service)
    assert len({side for side, _ in seating.values()}) == 2
    assert all(len([u for u, (s, _) in seating.items() if s == side]) >= 2 for side, _ in seating.values())
    await service.start(CH, FIRST_USER)
    steps, answered = await _play_to_the_end(service, seating, afde_choice, AFDE_SEED)
    outcome = await service.outcome(CH)
    assert outcome.result is not None and outcome.game.status == "finished"
    assert answered == set(seating)  # every banner holder had decisions to make
    await _replays_to_the_stored_game(store, steps)
    print(f"saint-aubin: {steps} orders, {time.perf_counter() - began:.2f} s, {outcome.result}")


async def test_two_hills_whole_battle_two_players_a_side(service: GameService, store: Store) -> None:
    began = time.perf_counter()
    await service.create(CH, FIRST_USER, "cca", "two-hills", seed=CCA_SEED)
    seating = await _seat_pairs(service)
    await service.start(CH, FIRST_USER)
    steps, answered = await _play_to_the_end(service, seating, cca_choice, CCA_SEED)
    outcome = await service.outcome(CH)
    assert outcome.result is not None and outcome.result.winner in ("north", "south")
    assert answered == set(seating)  # both players of each side gave orders
    await _replays_to_the_stored_game(store, steps)
    print(f"two-hills: {steps} orders, {time.perf_counter() - began:.2f} s, {outcome.result}")
