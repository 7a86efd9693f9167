"""No silent loss: an order that would end a turn or forfeit what its player ordered and has not carried
out waits for confirmation, and says what will be lost and under which rule.

Played on a real SQLite file with the CCA demo ("two-hills", seed 99: South holds Order Two Units Left)
through the game service only, as the console and the Discord app give orders.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot import service as service_mod
from bot.console import run_console
from bot.service import GameService, NeedsConfirmation, ServiceError
from bot.settings import Settings
from bot.store import Store
from engine import registry
from tests.bot.conftest import ALICE, BOB, CH

NORTH, SOUTH = ALICE, BOB


@pytest.fixture
def guarded(store: Store) -> GameService:
    return GameService(store, confirm_orders=True)


async def _ready(service: GameService) -> None:
    await service.create(CH, NORTH, "cca", "two-hills", seed=99)
    await service.join(CH, NORTH, "north")
    await service.join(CH, SOUTH, "south")
    await service.start(CH, NORTH)
    await service.order(CH, SOUTH, "play left-2")


async def _refused(service: GameService, user: int, order: str) -> NeedsConfirmation:
    with pytest.raises(NeedsConfirmation) as err:
        await service.order(CH, user, order)
    return err.value


async def test_cca_5_done_with_nothing_ordered_asks_first_and_says_the_card_is_spent(
    guarded: GameService, store: Store
) -> None:
    await _ready(guarded)
    before = await store.game(CH)
    need = await _refused(guarded, SOUTH, "done")
    assert need.warning.key == "cca.warn.no_orders" and need.warning.rule == "CCA 5"
    assert need.msg.key == "service.confirm_order" and need.side == "south" and need.order == "done"
    assert "spent for nothing" in need.text() and "(CCA 5)" in need.text()
    after = await store.game(CH)
    assert after is not None and before is not None
    assert (after.version, after.state_json) == (before.version, before.state_json)  # nothing changed
    # "end", its alias, is the same order and is held the same way
    assert (await _refused(guarded, SOUTH, "end")).order == "done"
    out = await guarded.order(CH, SOUTH, "done", version=need.version, confirmed=True)
    assert [p.side for p in out.prompts] == ["north"]  # the turn ended


async def test_the_confirm_button_gives_the_held_order_once_and_only_for_its_player(
    guarded: GameService,
) -> None:
    await _ready(guarded)
    need = await _refused(guarded, SOUTH, "done")
    with pytest.raises(ServiceError) as err:
        await guarded.confirm_order(CH, NORTH, need.token)
    assert err.value.msg.key == "service.confirm_not_yours"
    need = await _refused(guarded, SOUTH, "done")
    out = await guarded.confirm_order(CH, SOUTH, need.token)
    assert [p.side for p in out.prompts] == ["north"]
    with pytest.raises(ServiceError) as err:
        await guarded.confirm_order(CH, SOUTH, need.token)
    assert err.value.msg.key == "service.confirm_unknown"


async def test_a_held_order_is_refused_once_the_game_has_moved_on(guarded: GameService) -> None:
    await _ready(guarded)
    need = await _refused(guarded, SOUTH, "done")
    await guarded.order(CH, SOUTH, "order D7")
    with pytest.raises(ServiceError) as err:
        await guarded.confirm_order(CH, SOUTH, need.token)
    assert err.value.msg.key == "service.stale"


async def test_a_cancelled_or_expired_confirmation_gives_nothing(
    guarded: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    await _ready(guarded)
    need = await _refused(guarded, SOUTH, "done")
    assert guarded.drop_order(CH, SOUTH, need.token) == "done"
    with pytest.raises(ServiceError) as err:
        await guarded.confirm_order(CH, SOUTH, need.token)
    assert err.value.msg.key == "service.confirm_unknown"
    need = await _refused(guarded, SOUTH, "done")
    now = service_mod.time.time()
    monkeypatch.setattr(service_mod.time, "time", lambda: now + guarded.confirm_seconds + 1)
    with pytest.raises(ServiceError) as err:
        await guarded.confirm_order(CH, SOUTH, need.token)
    assert err.value.msg.key == "service.confirm_expired"


async def test_cca_6_ending_the_movement_with_an_ordered_unit_unmoved_names_it(guarded: GameService) -> None:
    await _ready(guarded)
    await guarded.order(CH, SOUTH, "order D7")
    await guarded.order(CH, SOUTH, "order D8")  # the card's two units: the orders end by themselves
    await guarded.order(CH, SOUTH, "done")  # read as the step the engine just took: nothing is lost
    await guarded.order(CH, SOUTH, "move D7 D6")
    need = await _refused(guarded, SOUTH, "done")
    assert need.warning.key == "cca.warn.unmoved" and need.warning.rule == "CCA 6"
    assert need.warning.params["pieces"] == ["D8"]
    assert "D8 has an order but did not move" in need.text()
    out = await guarded.order(CH, SOUTH, "stay D8")  # every ordered unit moved or stayed: the step ends
    assert out.game.version == need.version + 1


async def test_orders_that_lose_nothing_apply_at_once(guarded: GameService) -> None:
    await _ready(guarded)
    await guarded.order(CH, SOUTH, "order D7")
    out = await guarded.order(CH, SOUTH, "done")  # one unit ordered of two: the order step may end
    assert out.prompts[0].kind == "cca.move"


async def test_a_service_without_confirmation_applies_as_a_transcript_does(service: GameService) -> None:
    await _ready(service)
    out = await service.order(CH, SOUTH, "done")
    assert [p.side for p in out.prompts] == ["north"]


async def _console(tmp_path: Path, script: str) -> str:
    out = io.StringIO()
    settings = Settings.from_env(
        {"HEXWAR_DATA_DIR": str(tmp_path / "data"), "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps")}
    )
    code = await run_console(
        settings, system="cca", scenario="two-hills", stdin=io.StringIO(script), out=out, seed=99
    )
    assert code == 0
    return out.getvalue()


async def test_the_console_asks_and_the_same_order_typed_again_confirms(tmp_path: Path) -> None:
    text = await _console(tmp_path, "play left-2\ndone\ndone\n")
    asked = text.index("? South: “done” — no unit or leader has an order")
    assert "Type the same order again, or confirm, to give it" in text[asked:]
    assert "North: play a command card" in text[asked:]  # given the second time: north's turn now


async def test_the_console_confirms_by_confirm_and_drops_on_another_order(tmp_path: Path) -> None:
    text = await _console(tmp_path, "play left-2\nend\norder D7\nconfirm\ndone\ndone\nconfirm\n")
    first, second = text.index("? South"), text.index("→ order D7")
    assert first < second
    third = text.index("There is no order waiting for confirmation.", second)  # the "end" was dropped
    assert "Orders given: 1." in text[third:]  # "done" with D7 ordered loses nothing: applied at once
    fourth = text.index("? South: “done” — this ends the movement: D7 has an order but did not move")
    assert "> confirm\n→ done\n" in text[fourth:] and "✗" not in text[fourth:]


async def test_the_hot_seat_gives_a_numbered_choice_for_its_own_side_and_asks_which_side_when_both_could(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(registry.SYSTEMS, "bothowe", "tests.bot.both_owe")
    out = io.StringIO()
    settings = Settings.from_env({"HEXWAR_DATA_DIR": str(tmp_path / "data")})
    script = "done\n2\nred: done\n"
    code = await run_console(settings, system="bothowe", scenario="short", stdin=io.StringIO(script), out=out)
    assert code == 0
    text = out.getvalue()
    # both sides owe "done": typed bare, it is refused and says how to name the side
    refused = text.index("Several of your sides (red, blue) could give “done” now")
    assert "e.g. “red: done”" in text[refused:]
    # the second entry of the list is blue's: blue is ready, red still owes
    picked = text.index("> 2\n→ done\n  • race.moved(side=blue, to=0)", refused)
    # typed with its side, it answers for that side
    assert "> red: done\n→ red: done\n  • race.moved(side=red, to=0)" in text[picked:]


async def _afde(service: GameService) -> None:
    """Saint-Aubin, seed 99... seed 5: the French win the initiative and the provost (FL2) activates."""
    await service.create(CH, ALICE, "afde", "saint-aubin", seed=5)
    await service.join(CH, ALICE, "french")
    await service.join(CH, BOB, "english")
    await service.start(CH, ALICE)
    await service.order(CH, ALICE, "first FL2")


async def test_afde_8_1_done_names_every_commanded_unit_that_could_still_move(guarded: GameService) -> None:
    await _afde(guarded)
    need = await _refused(guarded, ALICE, "done")
    assert need.warning.key == "afde.warn.unmoved" and need.warning.rule == "AFdE 8.1"
    assert need.warning.params["count"] == 4
    assert "Militia of Corbeil" in need.text() and "(AFdE 8.1)" in need.text()


async def test_afde_8_1_selecting_another_unit_ends_the_move_of_one_that_has_not_moved(
    guarded: GameService,
) -> None:
    await _afde(guarded)
    await guarded.order(CH, ALICE, "select 0404")
    need = await _refused(guarded, ALICE, "select 0504")
    assert need.warning.key == "afde.warn.ends_move" and need.warning.rule == "AFdE 8.1"
    assert "Militia of Corbeil was selected and has not moved" in need.text()
    # once it has acted (a turn in place), moving on to another unit loses nothing of it
    await guarded.order(CH, ALICE, "face 0404 1")
    out = await guarded.order(CH, ALICE, "select 0504")
    assert out.prompts[0].kind == "afde.d1_unit"
    # and done names the units still to move, not the ones that moved
    need = await _refused(guarded, ALICE, "done")
    assert need.warning.params["count"] == 3


async def test_the_console_reads_bare_status_and_keeps_the_order_waiting(tmp_path: Path) -> None:
    text = await _console(tmp_path, "play left-2\ndone\nstatus\ndone\n")
    asked = text.index("? South: “done”")
    status = text.index("> status\n── ", asked)  # the position, not "I do not know the order"
    assert "North: play a command card" in text[status:]  # the waiting "done" was confirmed after it


async def test_a_compound_order_asks_when_one_of_its_parts_forfeits(
    guarded: GameService, store: Store
) -> None:
    await guarded.create(CH, NORTH, "cca", "two-hills", seed=99)
    await guarded.join(CH, NORTH, "north")
    await guarded.join(CH, SOUTH, "south")
    await guarded.start(CH, NORTH)
    before = await store.game(CH)
    need = await _refused(guarded, SOUTH, "play left-2; done")
    assert need.warning.key == "cca.warn.no_orders"
    after = await store.game(CH)
    assert after is not None and before is not None and after.version == before.version
    out = await guarded.order(CH, SOUTH, "play left-2; order D7; done")  # nothing lost: applied at once
    assert out.prompts[0].kind == "cca.move"


async def test_the_confirmation_names_the_side_in_the_readers_language(guarded: GameService) -> None:
    # Ager 5: "done" in offensive fire while Rollin may still shoot waits for confirmation
    await guarded.create(CH, ALICE, "ager", "palm-grove", {}, seed=11)
    await guarded.join(CH, ALICE, "franks")
    await guarded.join(CH, BOB, "turks")
    await guarded.start(CH, ALICE)
    need = await _refused(guarded, ALICE, "done")
    assert need.side == "franks"
    assert need.text("en").startswith("Franks: ") and need.text("pl").startswith("Frankowie: ")
