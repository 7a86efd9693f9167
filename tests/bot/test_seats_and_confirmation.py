"""Seats that cannot be taken, confirmations that only their asker can give, dice nobody chooses.

Played on a real SQLite file with the small "race" system, through the game service only (everything a
Discord player can do is done here without Discord).
"""

from __future__ import annotations

import time

import pytest

from bot import service as service_mod
from bot.service import GameService, ServiceError
from bot.store import Store
from tests.bot.conftest import ALICE, BOB, CAROL, CH, ready_race

DAVE = 44
GUILD = 5005
MOD_ROLE = 6006


async def _key(coro: object) -> str:
    with pytest.raises(ServiceError) as err:
        await coro  # type: ignore[misc]
    return err.value.msg.key


async def test_join_only_while_the_game_is_being_set_up(service: GameService) -> None:
    await ready_race(service)
    assert await _key(service.join(CH, CAROL, "red")) == "service.join_closed"
    assert await _key(service.join(CH, BOB, "red")) == "service.join_closed"
    info = await service.info(CH)
    assert {(s.user_id, s.side) for s in info.seats} == {(ALICE, "red"), (BOB, "blue")}
    # an outsider cannot give orders, resign or offer a seat either
    assert await _key(service.order(CH, CAROL, "step")) == "service.not_seated"
    assert await _key(service.confirmation(CH, CAROL, "resign")) == "service.not_seated"
    assert await _key(service.offer_seat(CH, CAROL, DAVE)) == "service.not_seated"


async def test_leave_before_the_start_only(service: GameService) -> None:
    await service.create(CH, ALICE, "race", "short")
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    info = await service.leave(CH, BOB)
    assert [s.user_id for s in info.seats] == [ALICE]
    assert await _key(service.leave(CH, BOB)) == "service.not_seated"
    await service.join(CH, CAROL, "blue")
    await service.start(CH, ALICE)
    assert await _key(service.leave(CH, CAROL)) == "service.leave_closed"


async def test_a_seat_changes_hands_when_its_holder_offers_and_the_named_user_accepts(
    service: GameService,
) -> None:
    await ready_race(service)
    offer = await service.offer_seat(CH, BOB, CAROL)
    assert (offer.side, offer.user_id, offer.from_user) == ("blue", CAROL, BOB)
    # nobody else can accept it, and the seat has not moved yet
    assert await _key(service.accept_seat(CH, DAVE, offer.token)) == "service.confirm_not_yours"
    assert await _key(service.accept_seat(CH, ALICE, offer.token)) == "service.confirm_not_yours"
    assert {s.user_id for s in (await service.info(CH)).seats} == {ALICE, BOB}
    info = await service.accept_seat(CH, CAROL, offer.token)
    assert {(s.user_id, s.side) for s in info.seats} == {(ALICE, "red"), (CAROL, "blue")}
    # the offer is used up; Bob has no seat any more
    assert await _key(service.accept_seat(CH, CAROL, offer.token)) == "service.confirm_unknown"
    await service.order(CH, ALICE, "step")
    assert await _key(service.order(CH, BOB, "step")) == "service.not_seated"
    out = await service.order(CH, CAROL, "step")
    assert out.game.version == info.version + 2


async def test_a_seat_offer_expires(service: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    await ready_race(service)
    offer = await service.offer_seat(CH, BOB, CAROL)
    later = time.time() + service_mod.OFFER_SECONDS + 1
    monkeypatch.setattr(service_mod.time, "time", lambda: later)
    assert await _key(service.accept_seat(CH, CAROL, offer.token)) == "service.confirm_expired"
    assert {s.user_id for s in (await service.info(CH)).seats} == {ALICE, BOB}


async def test_moderators_seat_and_kick(service: GameService) -> None:
    await ready_race(service)
    assert await _key(service.kick(CH, CAROL, BOB, is_moderator=False)) == "service.moderators_only"
    assert await _key(service.seat(CH, CAROL, CAROL, "blue", is_moderator=False)) == "service.moderators_only"
    info = await service.kick(CH, CAROL, BOB, is_moderator=True)
    assert [s.user_id for s in info.seats] == [ALICE]
    info = await service.seat(CH, CAROL, DAVE, "blue", is_moderator=True)
    assert {(s.user_id, s.side) for s in info.seats} == {(ALICE, "red"), (DAVE, "blue")}
    assert await _key(service.kick(CH, CAROL, BOB, is_moderator=True)) == "service.no_such_seat"


async def test_the_moderator_role_is_set_per_server_by_an_admin(service: GameService) -> None:
    assert not await service.is_moderator(GUILD, [MOD_ROLE], manage_channels=False)
    assert await service.is_moderator(GUILD, [], manage_channels=True)
    assert await _key(service.set_moderator_role(GUILD, MOD_ROLE, is_admin=False)) == "service.admins_only"
    await service.set_moderator_role(GUILD, MOD_ROLE, is_admin=True)
    assert await service.moderator_role(GUILD) == MOD_ROLE
    assert await service.is_moderator(GUILD, [1, MOD_ROLE], manage_channels=False)
    assert not await service.is_moderator(GUILD + 1, [MOD_ROLE], manage_channels=False)


async def test_resign_needs_a_second_press_by_the_same_person_in_time(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    await ready_race(service)
    ask = await service.confirmation(CH, BOB, "resign")
    assert ask.user_id == BOB and ask.expires_at == pytest.approx(time.time() + 60, abs=5)
    # Alice cannot use Bob's confirmation; an abandon token does not resign
    assert await _key(service.resign(CH, ALICE, token=ask.token)) == "service.confirm_not_yours"
    assert await _key(service.resign(CH, BOB, token="nonsense")) == "service.confirm_unknown"
    later = time.time() + service_mod.CONFIRM_SECONDS + 1
    monkeypatch.setattr(service_mod.time, "time", lambda: later)
    assert await _key(service.resign(CH, BOB, token=ask.token)) == "service.confirm_expired"
    assert (await service.info(CH)).status == "active"
    monkeypatch.undo()
    ask = await service.confirmation(CH, BOB, "resign")
    out = await service.resign(CH, BOB, token=ask.token)
    assert out.result is not None and out.result.winner == "red"
    assert await _key(service.resign(CH, BOB, token=ask.token)) in (
        "service.confirm_unknown",
        "service.finished",
    )


async def test_abandon_needs_a_confirmation_too(service: GameService) -> None:
    await ready_race(service)
    ask = await service.confirmation(CH, ALICE, "abandon")
    assert await _key(service.abandon(CH, BOB, is_admin=True, token=ask.token)) == "service.confirm_not_yours"
    info = await service.abandon(CH, ALICE, is_admin=False, token=ask.token)
    assert info.status == "abandoned"


async def test_a_confirmation_of_an_old_game_does_not_act_on_the_new_one(service: GameService) -> None:
    await ready_race(service)
    old = await service.confirmation(CH, ALICE, "abandon")
    ask = await service.confirmation(CH, ALICE, "resign")
    await service.resign(CH, ALICE, token=ask.token)
    await ready_race(service)
    assert await _key(service.abandon(CH, ALICE, is_admin=False, token=old.token)) in (
        "service.old_game",
        "service.confirm_unknown",
    )
    assert (await service.info(CH)).status == "active"


async def test_the_dice_seed_is_drawn_at_the_start_not_chosen(service: GameService, store: Store) -> None:
    await service.create(CH, ALICE, "race", "short")
    before = (await service.info(CH)).seed
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    out = await service.start(CH, ALICE)
    row = await store.game(CH)
    assert row is not None and row.seed == out.game.seed != before
    # a seed fixed on purpose (console, transcripts, tests) is kept
    await service.create(CH + 1, ALICE, "race", "short", seed=7)
    await service.join(CH + 1, ALICE, "red")
    await service.join(CH + 1, BOB, "blue")
    assert (await service.start(CH + 1, ALICE)).game.seed == 7


async def test_the_start_tells_what_happened_at_set_up(service: GameService) -> None:
    """Au fil de l'Épée's demo starts in Phase A (AFdE 6.A): the start message carries the phase's opening
    events, rolled with the dice drawn at that moment, besides "the game begins"."""
    info = await service.create(CH, ALICE, "afde", "saint-aubin")
    for side in info.sides:
        await service.join(CH, ALICE, side)
    out = await service.start(CH, ALICE)
    keys = [e.msg.key for e in out.events]
    assert keys[0] == "service.event.started" and len(keys) > 1
