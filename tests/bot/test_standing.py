"""Standing answers through the game service on a real SQLite file (docs/standing.md): the defender
answers the decisions of the attacker's turn in advance, and the attacker's activation flows."""

from __future__ import annotations

import pytest

from bot.service import GameService, ServiceError
from bot.store import Store
from engine.cca import RULESET as CCA
from tests.bot.conftest import ALICE, BOB, CH
from tests.engine.cca.helpers import FLAG, HV, LT, MD, SW, scenario

NORTH, SOUTH = ALICE, BOB


async def _melee(service: GameService, store: Store) -> None:
    """South's heavy infantry may attack a north light infantry that can evade (dice scripted)."""
    units = ["S HI E6", "N LI E5", "S HI G6", "N HI G5"]
    state = CCA.new_game(scenario(units), 7, {}, [LT, SW, FLAG, MD, HV])
    await store.create_game(
        channel_id=CH,
        system="cca",
        scenario="two-hills",
        options={},
        seed=7,
        creator_id=NORTH,
        state=CCA.dump(state),
    )
    await service.join(CH, NORTH, "north")
    await service.join(CH, SOUTH, "south")
    await service.start(CH, NORTH)


async def _to_battle(service: GameService) -> None:
    await service.order(CH, SOUTH, "play center-4")
    await service.order(CH, SOUTH, "order E6 G6")
    while (await service.pending(CH))[0].kind != "cca.battle":
        await service.order(CH, SOUTH, "done")


async def test_a_defenders_standing_evade_lets_the_attackers_activation_flow(
    service: GameService, store: Store
) -> None:
    await _melee(service, store)
    got = await service.standing(CH, NORTH, "cca.react", "evade")
    assert got.answers == {"north": {"cca.react": "evade"}}
    assert got.outcome is not None and got.outcome.ping_users == ()
    assert all(e.private_to == "north" for e in got.outcome.events)
    await service.standing(CH, NORTH, "cca.evade_path", "always")
    await _to_battle(service)
    out = await service.order(CH, SOUTH, "battle E6 E5")
    keys = [e.msg.key for e in out.events]
    assert "cca.ev.evade_declared" in keys and "cca.ev.evaded" in keys
    assert keys.count("core.ev.standing") == 2
    assert NORTH not in out.ping_users and NORTH not in out.awaiting_users  # never asked, never pinged
    assert [p.side for p in out.prompts] == ["south"]  # the attacker goes on with the next battle
    # in the log: the defender reads its automatic answers, the attacker not the private one nor the setting
    north_log = "\n".join(await service.log(CH, NORTH, 50))
    south_log = "\n".join(await service.log(CH, SOUTH, 50))
    assert "Standing answer of" in north_log and "(reaction to a melee): evade" in north_log
    assert "cca.react" not in south_log and "standing answer" not in south_log  # no answer is told standing
    assert "Evaded: the north light infantry" in south_log  # where it evaded to is public


async def test_a_standing_answer_survives_a_restart_and_ask_restores_asking(
    service: GameService, store: Store
) -> None:
    await _melee(service, store)
    await service.standing(CH, NORTH, "cca.react", "evade")
    fresh = GameService(store)  # a restarted bot reads the game from the database
    assert (await fresh.standing(CH, NORTH)).answers == {"north": {"cca.react": "evade"}}
    assert (await fresh.standing(CH, SOUTH)).answers == {"south": {}}  # private to its side
    await fresh.standing(CH, NORTH, "cca.react", "ask")
    await _to_battle(fresh)
    out = await fresh.order(CH, SOUTH, "battle E6 E5")
    assert [(p.side, p.kind) for p in out.prompts] == [("north", "cca.react")]
    assert out.ping_users == (NORTH,)


async def test_a_standing_answer_does_not_make_the_other_players_board_stale(
    service: GameService, store: Store
) -> None:
    await _melee(service, store)
    version = (await service.info(CH)).version
    await service.standing(CH, NORTH, "cca.react", "evade")
    out = await service.order(CH, SOUTH, "play center-4", version=version)
    assert out.game.version == version + 2  # taken, not refused as stale


@pytest.mark.parametrize(
    ("decision", "answer", "key"),
    [
        ("cca.advance", "always", "service.standing_unknown"),
        ("cca.battleback", "evade", "service.standing_answer"),
    ],
)
async def test_unknown_decisions_and_answers_are_refused(
    service: GameService, store: Store, decision: str, answer: str, key: str
) -> None:
    await _melee(service, store)
    before = (await service.info(CH)).version
    with pytest.raises(ServiceError) as err:
        await service.standing(CH, NORTH, decision, answer)
    assert err.value.msg.key == key
    if key == "service.standing_unknown":
        assert "CCA 9/a" in err.value.text()  # each decision it can make is named with its rule
    assert (await service.info(CH)).version == before


async def test_the_console_lists_and_sets_standing_answers_per_side(tmp_path) -> None:
    import io

    from bot.console import run_console
    from bot.settings import Settings

    settings = Settings.from_env(
        {"HEXWAR_DATA_DIR": str(tmp_path / "data"), "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps")}
    )
    script = "/standing\n/standing north cca.react evade\n/standing north\n/standing cca.advance always\n"
    out = io.StringIO()
    code = await run_console(settings, system="cca", scenario="two-hills", stdin=io.StringIO(script), out=out)
    assert code == 0
    text = out.getvalue()
    assert "North: no standing answers" in text
    assert "cca.react: reaction to a melee (CCA 9/a, 12)" in text  # what may be set, with its rule
    assert "Standing answer for reaction to a melee: evade" in text
    assert "• cca.react evade: reaction to a melee" in text
    assert "cca.advance is not a decision you can answer in advance" in text


async def test_a_standing_answer_given_after_an_order_does_not_stop_its_player_taking_it_back(
    service: GameService, store: Store
) -> None:
    await _melee(service, store)
    await service.order(CH, SOUTH, "play center-4")
    await service.order(CH, SOUTH, "order E6 G6")
    await service.standing(CH, NORTH, "cca.battleback", "never")
    out = await service.undo(CH, SOUTH)
    assert [p.kind for p in out.prompts] == ["cca.order"]
    assert (await service.standing(CH, NORTH)).answers == {"north": {"cca.battleback": "never"}}
    out = await service.undo(CH, NORTH)  # and north may take back its standing answer
    assert [e.msg.key for e in out.events] == ["service.event.undone_secret"]
    assert (await service.standing(CH, NORTH)).answers == {"north": {}}


async def test_what_a_standing_answer_set_while_owed_did_reads_with_names_in_the_log(
    service: GameService,
) -> None:
    # Ager 5.3: the Turks owe defensive fire at Arnould; setting the standing answer fires, and the log
    # names the shooter and the target as every other event does (not "rider 0502")
    await service.create(CH, ALICE, "ager", "palm-grove", {}, seed=11)
    await service.join(CH, ALICE, "franks")
    await service.join(CH, BOB, "turks")
    await service.start(CH, ALICE)
    for text in ("done", "done", "move arnould", "move arnould 0509"):
        await service.order(CH, ALICE, text)
    assert [(p.side, p.kind) for p in await service.pending(CH)] == [("turks", "ager.dfire")]
    await service.standing(CH, BOB, "ager.dfire", "always")
    log = "\n".join(await service.log(CH, BOB, 30))
    assert "Kutbeddin" in log and "Arnould" in log and "rider 0502" not in log
