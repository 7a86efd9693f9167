"""The game service on a real SQLite file with the small "race" system: seats, turns, undo, resign."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path

import pytest

from bot.service import GameService, ServiceError
from bot.store import Store
from engine.core.errors import InvalidNotation
from tests.bot.conftest import ALICE, BOB, CAROL, CH, ready_race


async def _state(store: Store) -> tuple[int, str]:
    row = await store.game(CH)
    assert row is not None
    return row.version, row.state_json


async def test_create_fixes_a_seed_and_validates_options(service: GameService) -> None:
    info = await service.create(CH, ALICE, "race", "short", {"goal": "4"})
    assert info.status == "setup" and info.sides == ("red", "blue")
    assert info.options == {"goal": 4, "fast": False, "hidden": False}
    assert 0 <= info.seed < 2**63
    with pytest.raises(ServiceError) as err:
        await service.create(CH, BOB, "race", "short")
    assert err.value.msg.key == "service.game_exists"
    assert "already has a game" in err.value.text()


@pytest.mark.parametrize(
    ("options", "key", "words"),
    [
        ({"speed": 3}, "service.unknown_option", "fast, goal"),
        ({"goal": "far"}, "service.bad_option", "whole number"),
        ({"fast": "maybe"}, "service.bad_option", "true or false"),
    ],
)
async def test_bad_options_are_refused_clearly(service: GameService, options, key, words) -> None:
    with pytest.raises(ServiceError) as err:
        await service.create(CH, ALICE, "race", "short", options)
    assert err.value.msg.key == key and words in err.value.text()
    with pytest.raises(ServiceError, match="There is no game"):
        await service.info(CH)


async def test_a_bad_option_value_says_why_in_the_readers_language(service: GameService) -> None:
    with pytest.raises(ServiceError) as err:
        await service.create(CH, ALICE, "race", "short", {"goal": "far"})
    assert err.value.msg.params["why"].key == "core.option_takes_int"
    assert "liczbę całkowitą" in err.value.text("pl") and "far" in err.value.text("pl")
    assert "egész szám" in err.value.text("hu") and "ціле число" in err.value.text("uk")


async def test_unknown_scenario_and_side_and_role(service: GameService) -> None:
    with pytest.raises(ServiceError, match="scenarios: short, long"):
        await service.create(CH, ALICE, "race", "marathon")
    await service.create(CH, ALICE, "race", "short")
    with pytest.raises(ServiceError, match="sides: red, blue"):
        await service.join(CH, ALICE, "green")
    with pytest.raises(ServiceError) as err:
        await service.join(CH, ALICE, "red", "banner-1")
    assert err.value.msg.key == "service.unknown_role"


async def test_start_needs_every_side_seated(service: GameService) -> None:
    await service.create(CH, ALICE, "race", "short")
    await service.join(CH, ALICE, "red")
    with pytest.raises(ServiceError, match="blue has nobody"):
        await service.start(CH, ALICE)
    with pytest.raises(ServiceError, match="not started"):
        await service.order(CH, ALICE, "step")
    await service.join(CH, BOB, "blue")
    with pytest.raises(ServiceError) as err:
        await service.start(CH, CAROL)
    assert err.value.msg.key == "service.start_not_allowed"
    out = await service.start(CH, BOB)
    assert out.game.status == "active" and out.snapshot
    assert out.awaiting_users == (ALICE,)
    assert [p.side for p in out.prompts] == ["red"]


async def test_an_order_is_applied_stored_and_answered(service: GameService, store: Store) -> None:
    await ready_race(service)
    v0, _ = await _state(store)
    out = await service.order(CH, ALICE, "  STEP ")
    assert out.game.version == v0 + 1
    assert out.events[0].msg.key == "race.moved"
    assert out.awaiting_users == (BOB,)
    (act,) = await store.actions(CH)
    assert (act.side, act.user_id, act.order, act.input, act.undoable) == ("red", ALICE, "step", "STEP", True)
    assert act.version_before == v0
    _, state = await _state(store)
    assert json.loads(state)["pos"] == [1, 0]


async def test_an_order_from_a_player_without_the_seat_changes_nothing(
    service: GameService, store: Store
) -> None:
    await ready_race(service)
    before = await _state(store)
    with pytest.raises(ServiceError) as err:
        await service.order(CH, CAROL, "step")
    assert err.value.msg.key == "service.not_seated"
    assert "/game join" in err.value.text()
    with pytest.raises(ServiceError) as err:
        await service.order(CH, BOB, "step")
    assert err.value.msg.key == "service.not_your_decision"
    assert err.value.text().startswith("It is not your decision: red must answer now")
    assert await _state(store) == before
    assert await store.actions(CH) == []


async def test_an_illegal_order_passes_the_engine_error_through_and_changes_nothing(
    service: GameService, store: Store
) -> None:
    await ready_race(service)
    before = await _state(store)
    with pytest.raises(InvalidNotation, match="step, roll or peek"):
        await service.order(CH, ALICE, "fly")
    assert await _state(store) == before


async def test_a_stale_version_is_refused(service: GameService, store: Store) -> None:
    await ready_race(service)
    v, _ = await _state(store)
    await service.order(CH, ALICE, "step", version=v)
    with pytest.raises(ServiceError) as err:
        await service.order(CH, BOB, "step", version=v)
    assert err.value.msg.key == "service.stale"
    assert f"version {v + 1}" in err.value.text()
    assert len(await store.actions(CH)) == 1


async def test_undo_restores_the_previous_state_and_keeps_the_log(service: GameService, store: Store) -> None:
    await ready_race(service)
    _, start = await _state(store)
    await service.order(CH, ALICE, "step")
    out = await service.undo(CH, ALICE)
    assert out.events[0].msg.key == "service.event.undone"
    assert out.awaiting_users == (ALICE,)
    _, after = await _state(store)
    assert json.loads(after) == json.loads(start)
    (act,) = await store.actions(CH)
    assert act.undone
    with pytest.raises(ServiceError) as err:
        await service.undo(CH, ALICE)
    assert err.value.msg.key == "service.nothing_to_undo"
    await service.order(CH, ALICE, "step")
    assert [a.seq for a in await store.actions(CH, include_undone=False)] == [2]


async def test_undo_after_many_actions_replays_from_the_nearest_snapshot(db_path: Path) -> None:
    store = await Store.open(db_path, snapshot_every=3)
    try:
        service = GameService(store)
        await ready_race(service, goal=50)
        states = []
        for i in range(7):
            states.append((await _state(store))[1])
            await service.order(CH, ALICE if i % 2 == 0 else BOB, "step")
        await service.undo(CH, ALICE)
        assert json.loads((await _state(store))[1]) == json.loads(states[-1])
    finally:
        await store.close()


async def test_undo_is_refused_after_dice_or_a_reveal_or_for_someone_else(service: GameService) -> None:
    await ready_race(service, goal=50)
    await service.order(CH, ALICE, "roll")
    with pytest.raises(ServiceError) as err:
        await service.undo(CH, ALICE)
    assert err.value.msg.key == "service.undo_not_allowed"
    assert "rolled dice" in err.value.text()
    await service.order(CH, BOB, "peek")
    with pytest.raises(ServiceError, match="rolled dice or revealed"):
        await service.undo(CH, BOB)
    await service.order(CH, ALICE, "step")
    with pytest.raises(ServiceError) as err:
        await service.undo(CH, BOB)
    assert err.value.msg.key == "service.undo_not_yours"


async def test_private_events_reach_only_their_side_in_the_log(service: GameService) -> None:
    await ready_race(service)
    await service.order(CH, ALICE, "peek")
    alice = await service.log(CH, ALICE)
    bob = await service.log(CH, BOB)
    assert any("race.card" in line for line in alice)
    assert not any("race.card" in line for line in bob)
    assert any("race.moved" in line for line in bob)


async def test_resign_ends_the_game_and_the_other_side_wins(service: GameService, store: Store) -> None:
    await ready_race(service)
    with pytest.raises(ServiceError, match="no seat"):
        await service.confirmation(CH, CAROL, "resign")
    ask = await service.confirmation(CH, BOB, "resign")
    out = await service.resign(CH, BOB, token=ask.token)
    assert out.game.status == "finished"
    assert out.result is not None and out.result.winner == "red"
    assert "Resigned: blue. The game goes to red" in " ".join(await service.log(CH, None))
    with pytest.raises(ServiceError) as err:
        await service.order(CH, ALICE, "step")
    assert err.value.msg.key == "service.finished"
    assert err.value.msg.text("pl").startswith("Ta gra jest zakończona; rozkazy")  # the state said once
    # a reloaded service sees the same result
    again = await GameService(store).outcome(CH)
    assert again.result is not None and again.result.winner == "red"


async def test_reaching_the_goal_finishes_the_game(service: GameService) -> None:
    await ready_race(service, goal=1)
    out = await service.order(CH, ALICE, "step")
    assert out.game.status == "finished" and out.result is not None and out.result.winner == "red"
    assert out.snapshot and out.prompts == ()


async def test_abandon_is_for_the_creator_or_an_admin(service: GameService) -> None:
    await ready_race(service)
    with pytest.raises(ServiceError, match="creator or a server admin"):
        await service.confirmation(CH, BOB, "abandon", is_admin=False)
    ask = await service.confirmation(CH, BOB, "abandon", is_admin=True)
    old = await service.abandon(CH, BOB, is_admin=True, token=ask.token)
    assert old.status == "abandoned"
    with pytest.raises(ServiceError) as err:
        await service.order(CH, ALICE, "step")
    assert err.value.msg.text("en").startswith("This game was abandoned; no more orders")
    # a new game may replace an abandoned one; the old one is archived. Its id is new and its versions
    # carry on from the old game's, so nothing made for the old game can act on the new one.
    info = await service.create(CH, BOB, "race", "long")
    assert info.status == "setup" and info.version == old.version + 1 and info.game_id > old.game_id
    con = sqlite3.connect(service.store.path)
    (doc,) = [
        json.loads(r[0]) for r in con.execute("SELECT game_json FROM archive WHERE channel_id = ?", (CH,))
    ]
    con.close()
    assert doc["game"]["status"] == "abandoned" and doc["game"]["scenario"] == "short"
    assert {s["side"] for s in doc["seats"]} == {"red", "blue"}


async def test_hot_seat_one_player_holds_both_sides(service: GameService) -> None:
    await service.create(CH, ALICE, "race", "short")
    await service.join(CH, ALICE, "red")
    await service.join(CH, ALICE, "blue")
    await service.start(CH, ALICE)
    for _ in range(3):
        out = await service.order(CH, ALICE, "step")
        assert out.awaiting_users == (ALICE,)
    view = await service.view(CH, ALICE)
    assert view.viewer == "blue"  # the side owing the decision


async def test_suggest_filters_the_legal_orders_by_prefix(service: GameService) -> None:
    await ready_race(service)
    assert await service.suggest(CH, ALICE, "") == ["step", "roll", "peek"]
    assert await service.suggest(CH, ALICE, "r") == ["roll"]
    assert await service.suggest(CH, ALICE, "e") == ["step", "peek"]
    assert await service.suggest(CH, BOB, "") == []


async def test_two_orders_at_once_never_apply_to_the_same_version(service: GameService, store: Store) -> None:
    await service.create(CH, ALICE, "race", "short", {"goal": 50})
    await service.join(CH, ALICE, "red")
    await service.join(CH, ALICE, "blue")
    await service.start(CH, ALICE)
    v, _ = await _state(store)
    results = await asyncio.gather(
        service.order(CH, ALICE, "step", version=v),
        service.order(CH, ALICE, "step", version=v),
        return_exceptions=True,
    )
    assert sum(isinstance(r, ServiceError) for r in results) == 1
    results = await asyncio.gather(*(service.order(CH, ALICE, "step") for _ in range(6)))
    befores = [a.version_before for a in await store.actions(CH)]
    assert len(befores) == 7 == len(set(befores))


async def test_two_connections_never_apply_to_the_same_version(store: Store, db_path: Path) -> None:
    first = GameService(store)
    await first.create(CH, ALICE, "race", "short", {"goal": 500})
    await first.join(CH, ALICE, "red")
    await first.join(CH, ALICE, "blue")
    await first.start(CH, ALICE)
    other_store = await Store.open(db_path)
    try:
        second = GameService(other_store)
        await second.info(CH)  # both caches warm at the same version
        ok = 0
        for _ in range(10):
            v = (await first.info(CH)).version
            results = await asyncio.gather(
                first.order(CH, ALICE, "step", version=v),
                second.order(CH, ALICE, "step", version=v),
                return_exceptions=True,
            )
            errors = [r for r in results if isinstance(r, Exception)]
            assert len(errors) == 1 and isinstance(errors[0], ServiceError)
            assert errors[0].msg.key == "service.stale"
            ok += 1
        acts = await store.actions(CH)
        assert len(acts) == ok == len({a.version_before for a in acts})
    finally:
        await other_store.close()


async def test_snapshot_of_an_unknown_hex_is_a_clear_refusal(tmp_path):
    """/game map around:<hex not on the map> is refused with the reason, not a crash."""
    import pytest

    from bot.service import GameService, ServiceError
    from bot.store import Store

    store = await Store.open(tmp_path / "z.sqlite3")
    try:
        svc = GameService(store)
        await svc.create(7, 1, "cca", "two-hills", seed=3)
        await svc.join(7, 1, "north")
        await svc.join(7, 1, "south")
        await svc.start(7, 1)
        assert (await svc.snapshot(7, around="E5"))[:4] == b"\x89PNG"
        with pytest.raises(ServiceError) as err:
            await svc.snapshot(7, around="Z99")
        assert err.value.msg.key == "service.unknown_hex"
        assert "There is no hex 'Z99' on this map" in err.value.text()
    finally:
        await store.close()


def test_a_stored_state_lists_its_choices_in_the_same_order():
    """A button names a choice by its place: the order must survive the store's save and reload."""
    import json

    from bot.store import _dumps
    from engine.registry import get_ruleset

    ruleset = get_ruleset("cca")
    state = ruleset.new_game("two-hills", 11, {})
    differing = 0
    for step in range(400):
        if ruleset.result(state) is not None:
            break
        prompts = ruleset.pending(state)
        again = ruleset.load(json.loads(_dumps(ruleset.dump(state))))
        live = [c.order for p in prompts for c in p.choices]
        stored = [c.order for p in ruleset.pending(again) for c in p.choices]
        differing += live != stored
        p = prompts[0]
        choice = p.choices[(step * 7) % len(p.choices)]
        state = ruleset.apply(state, p.side, ruleset.parse(state, p.side, choice.order)).state
    assert differing == 0
