"""The service end to end on the real CCA demo ("two-hills"): seats, hidden hands, undo, replay, snapshot."""

from __future__ import annotations

import json

import pytest

from bot.service import GameService, ServiceError, refusal_text
from bot.store import Store
from bot.tools.replay import replay
from engine.core.errors import RulesError
from tests.bot.conftest import ALICE, BOB, CH

NORTH, SOUTH = ALICE, BOB


async def _ready(service: GameService) -> None:
    await service.create(CH, NORTH, "cca", "two-hills", seed=99)
    await service.join(CH, NORTH, "north")
    await service.join(CH, SOUTH, "south")
    await service.start(CH, NORTH)


async def test_the_demo_starts_with_south_to_play_a_card(service: GameService) -> None:
    await _ready(service)
    out = await service.outcome(CH)
    assert set(out.game.sides) == {"north", "south"}
    assert [p.side for p in out.prompts] == ["south"]
    assert out.awaiting_users == (SOUTH,)
    assert out.view.viewer is None and not out.view.private  # the channel sees no hand
    south_view = await service.view(CH, SOUTH)
    north_view = await service.view(CH, NORTH)
    assert south_view.viewer == "south" and south_view.private
    assert north_view.viewer == "north"
    assert json.dumps(south_view.private, default=str) not in json.dumps(out.view.to_json())


async def test_north_cannot_answer_souths_decision(service: GameService, store: Store) -> None:
    await _ready(service)
    (prompt,) = await service.prompts_for(CH, SOUTH)
    before = (await store.game(CH)).state_json  # type: ignore[union-attr]
    with pytest.raises(ServiceError) as err:
        await service.order(CH, NORTH, prompt.choices[0].order)
    assert err.value.msg.key == "service.not_your_decision"
    assert "South must answer now" in err.value.text()
    # the side and the question read in the reader's language, the verb agreeing with the side
    assert "teraz musi odpowiedzieć Południe (Południe:" in err.value.text("pl")
    assert (await store.game(CH)).state_json == before  # type: ignore[union-attr]
    assert await service.suggest(CH, NORTH, "") == []
    assert prompt.choices[0].order in await service.suggest(CH, SOUTH, "pl")


async def test_orders_follow_the_choices_and_the_log_replays(service: GameService, store: Store) -> None:
    await _ready(service)
    applied = 0
    rolled = False
    while applied < 40:
        prompts = await service.pending(CH)
        if not prompts:
            break
        user = SOUTH if prompts[0].side == "south" else NORTH
        for choice in prompts[0].choices:
            try:
                out = await service.order(CH, user, choice.order)
            except RulesError:
                continue
            applied += 1
            break
        else:
            pytest.fail(f"no listed choice accepted: {prompts[0]}")
        last = await store.last_action(CH)
        assert last is not None
        rolled = rolled or bool(last.rolls)
    assert applied == 40 and rolled
    report = await replay(store, CH)
    assert report.ok, report.lines()
    assert report.orders == 40
    assert out.game.version == 3 + 40


async def test_taking_back_an_order_without_dice(service: GameService, store: Store) -> None:
    await _ready(service)
    start = json.loads((await store.game(CH)).state_json)  # type: ignore[union-attr]
    (prompt,) = await service.prompts_for(CH, SOUTH)
    out = await service.order(CH, SOUTH, prompt.choices[0].order)
    last = await store.last_action(CH)
    assert last is not None
    if not last.undoable:
        pytest.skip("playing a card reveals something in this demo")
    with pytest.raises(ServiceError, match="not by you"):
        await service.undo(CH, NORTH)
    await service.undo(CH, SOUTH)
    assert json.loads((await store.game(CH)).state_json) == start  # type: ignore[union-attr]
    assert out.events


async def test_snapshot_is_a_png_or_a_clear_refusal(service: GameService) -> None:
    await _ready(service)
    import render

    if hasattr(render, "render_png"):
        png = await service.snapshot(CH)
        assert png.startswith(b"\x89PNG")
    else:
        with pytest.raises(ServiceError, match="Map images are not available"):
            await service.snapshot(CH)


async def test_a_refusal_says_what_may_be_done_instead(service: GameService, store: Store) -> None:
    """A refused order names the orders its player may give now, in the reader's language; nothing
    changes. A refusal that already lists the choices adds nothing; a player who owes nothing gets no list."""
    await _ready(service)
    (prompt,) = await service.prompts_for(CH, SOUTH)
    before = (await store.game(CH)).state_json  # type: ignore[union-attr]
    with pytest.raises(RulesError) as err:
        await service.order(CH, SOUTH, "play no-such-card")
    said = refusal_text(err.value)
    assert said.startswith(err.value.text())
    assert all(c.order in said for c in prompt.choices)
    assert "Co możesz teraz zrobić" in refusal_text(err.value, "pl")
    assert (await store.game(CH)).state_json == before  # type: ignore[union-attr]
    with pytest.raises(ServiceError) as other:
        await service.order(CH, NORTH, "play no-such-card")  # north owes nothing now
    assert refusal_text(other.value) == other.value.text()
    with pytest.raises(RulesError) as listed:
        await service.order(CH, SOUTH, "done")  # "a card must be played", with the cards to play
    assert refusal_text(listed.value) == listed.value.text()
