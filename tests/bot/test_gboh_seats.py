"""GBoH seats split by leader (a team game): a team player holds some of the side's leaders, orders
only their units and answers only their prompts; a player holding the whole side answers every one."""

from __future__ import annotations

import pytest

from bot.service import GameService, ServiceError, may_answer
from engine.gboh import RULESET
from tests.bot.conftest import ALICE, BOB, CAROL, CH


async def test_gboh_seats_are_split_by_leader(service: GameService) -> None:
    await service.create(CH, ALICE, "gboh", "demo-ford", seed=7)
    roles = RULESET.roles(RULESET.new_game("demo-ford", 7, {}))
    first, *rest = roles["pompeian"]
    assert rest, "the demo gives the Pompeians more than one leader"
    await service.join(CH, ALICE, "pompeian", first)
    for leader in rest:
        await service.join(CH, CAROL, "pompeian", leader)
    await service.join(CH, BOB, "caesarian")
    await service.start(CH, ALICE)
    info = await service.info(CH)
    seats = info.seats
    for _ in range(200):  # play on until a Pompeian leader's own decision comes up
        prompts = await service.pending(CH)
        assert prompts, "the game ended before a Pompeian leader gave orders"
        p = prompts[0]
        if p.side == "pompeian" and p.role is not None:
            break
        user = next(s.user_id for s in seats if may_answer(s, p))
        await service.order(CH, user, p.default or p.choices[0].order, side=p.side)
    else:
        pytest.fail("no Pompeian leader's decision in 200 orders")
    holder = ALICE if p.role == first else CAROL
    other = CAROL if holder == ALICE else ALICE
    with pytest.raises(ServiceError) as refused:
        await service.order(CH, other, p.choices[0].order, side=p.side)
    assert refused.value.msg.key == "service.not_your_decision"
    out = await service.order(CH, holder, p.choices[0].order, side=p.side)
    assert out.game.version > info.version
