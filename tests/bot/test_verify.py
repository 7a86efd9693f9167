"""Verifiable dice (docs/dice.md): the commitment fixed at the start, revealed at the end, and the check
of an exported game that names where a tampered export departs from what was played."""

from __future__ import annotations

import hashlib
import re
import tomllib
from typing import Any

import pytest

from bot.export import _value
from bot.service import GameService, ServiceError
from bot.store import Store
from bot.verify import SCHEME, commitment, rules_version, verify, verify_text
from tests.bot.conftest import ALICE, BOB, CH, ready_race


async def _finished_race(service: GameService) -> None:
    """Red steps, blue rolls (dice), red steps, blue steps, red rolls (dice): a game with dice, played on."""
    await ready_race(service, goal=3)
    for user, order in [(ALICE, "step"), (BOB, "roll"), (ALICE, "step"), (BOB, "step"), (ALICE, "roll")]:
        if (await service.info(CH)).status != "active":
            break
        await service.order(CH, user, order)
    while (await service.info(CH)).status == "active":
        prompts = await service.pending(CH)
        await service.order(CH, ALICE if prompts[0].side == "red" else BOB, "step")


def _dump(data: dict[str, Any]) -> str:
    """A transcript mapping written back as TOML (the export's own writer)."""
    top = [f"{k} = {_value(v)}" for k, v in data.items() if k not in ("hexwar", "steps")]
    meta = [f"{k} = {_value(v)}" for k, v in data["hexwar"].items()]
    steps = ["[[steps]]\n" + "\n".join(f"{k} = {_value(v)}" for k, v in s.items()) for s in data["steps"]]
    return "\n".join([*top, "[hexwar]", *meta, *steps]) + "\n"


def test_the_commitment_is_sha256_over_salt_seed_and_rules() -> None:
    """docs/dice.md: sha256 of the scheme name, the salt, the seed and the rules version, one a line."""
    expected = hashlib.sha256(b"hexwar-dice-1\nab12\n42\ncca hexwar-0").hexdigest()
    assert SCHEME == "hexwar-dice-1"
    assert commitment("ab12", 42, "cca hexwar-0") == expected
    assert commitment("ab13", 42, "cca hexwar-0") != expected  # the salt matters: no seed table helps
    assert rules_version("cca").startswith("cca ")


async def test_a_game_commits_to_its_dice_at_the_start_and_hides_the_salt(
    service: GameService, store: Store
) -> None:
    await service.create(CH, ALICE, "race", "short", {"goal": 3})
    assert (await service.info(CH)).commitment == ""  # nothing is fixed before the start
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    out = await service.start(CH, ALICE)
    row = await store.game(CH)
    assert row is not None and len(row.dice_salt) == 32
    info = out.game
    assert info.commitment == commitment(row.dice_salt, row.seed, info.rules_version)
    assert info.rules_version == rules_version("race") and info.revealed_salt == ""
    sealed = [e for e in out.events if e.msg.key == "verify.event.committed"]
    assert sealed and sealed[0].msg.params["commitment"] == info.commitment
    assert row.dice_salt not in sealed[0].msg.text() and str(row.seed) not in sealed[0].msg.text()
    assert (await service.verify(CH)).problems[0].key == "verify.not_revealed"


async def test_the_end_of_a_game_reveals_seed_and_salt(service: GameService, store: Store) -> None:
    await ready_race(service, goal=1)
    out = await service.order(CH, ALICE, "step")
    assert out.result is not None
    row = await store.game(CH)
    assert row is not None and out.game.revealed_salt == row.dice_salt
    told = [e.msg for e in out.events if e.msg.key == "verify.event.revealed"]
    revealed = {"seed": row.seed, "salt": row.dice_salt, "commitment": row.dice_commitment}
    assert told and told[0].params == revealed


async def test_resigning_and_abandoning_reveal_the_dice(service: GameService) -> None:
    await ready_race(service)
    ask = await service.confirmation(CH, BOB, "resign")
    out = await service.resign(CH, BOB, token=ask.token)
    assert out.game.revealed_salt and any(e.msg.key == "verify.event.revealed" for e in out.events)
    verdict = await service.verify(CH)
    assert verdict.ok, [m.text() for m in verdict.messages()]
    await service.create(CH, ALICE, "race", "short", seed=5)
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    await service.start(CH, ALICE)
    ask = await service.confirmation(CH, ALICE, "abandon")
    info = await service.abandon(CH, ALICE, is_admin=False, token=ask.token)
    assert info.revealed_salt and commitment(info.revealed_salt, 5, info.rules_version) == info.commitment


async def test_an_honest_export_verifies(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    verdict = verify_text(exported.transcript)
    assert verdict.ok and verdict.commitment_ok, [m.text() for m in verdict.messages()]
    assert verdict.steps == len(tomllib.loads(exported.transcript)["steps"])
    assert re.search(r"all \d+ steps replay exactly", verdict.messages()[-1].text())


def _first_roll_step(data: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in data["steps"] if s["rolls"])


async def test_a_changed_die_is_caught_at_its_step(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    step = _first_roll_step(data)
    face = step["rolls"][0]["faces"][0]
    step["rolls"][0]["faces"][0] = face % 6 + 1
    verdict = verify(data)
    assert not verdict.ok and verdict.commitment_ok
    assert verdict.first_step == step["seq"]
    assert verdict.problems[0].key == "verify.step_differs"
    assert verdict.problems[0].params["what"] == "rolls"
    assert f"Step {step['seq']} " in verdict.problems[0].text()
    assert not verify_text(_dump(data)).ok  # the same, written back as a file


async def test_a_changed_order_is_caught_at_its_step(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    step = _first_roll_step(data)
    step["order"] = "step"  # claims a plain step where the dice were rolled
    verdict = verify(data)
    assert not verdict.ok and verdict.first_step == step["seq"]
    assert verdict.problems[0].params["what"] == "both"


async def test_a_changed_seed_breaks_the_commitment(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    data["seed"] += 1
    verdict = verify(data)
    assert not verdict.ok and not verdict.commitment_ok
    assert verdict.problems[0].key == "verify.commitment_mismatch"
    assert "does not match" in verdict.problems[0].text()


async def test_a_changed_result_is_caught(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    data["hexwar"]["result"] = '{"winner":"green","reason":{"key":"race.finish","params":{}},"score":{}}'
    verdict = verify(data)
    assert [m.key for m in verdict.problems] == ["verify.result_differs"]


async def test_a_dropped_step_changes_the_final_position(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    data["steps"] = data["steps"][:-1]
    keys = [m.key for m in verify(data).problems]
    assert "verify.position_differs" in keys or "verify.result_differs" in keys


@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
async def test_the_verdict_reads_in_each_language(service: GameService, lang: str) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    data["seed"] += 1
    for m in verify(data).messages():
        text = m.text(lang)
        assert "{" not in text and "verify" not in text


async def test_a_game_older_than_commitments_still_replays(service: GameService) -> None:
    await _finished_race(service)
    exported = await service.export(CH, ALICE)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    data["hexwar"]["commitment"] = data["hexwar"]["salt"] = ""
    verdict = verify(data)
    assert verdict.ok and not verdict.commitment_ok
    assert verdict.notes[0].key == "verify.no_commitment"
    del data["seed"]
    assert [m.key for m in verify(data).problems] == ["verify.not_revealed"]


async def test_the_order_that_reveals_the_dice_cannot_be_taken_back(service: GameService) -> None:
    await ready_race(service, goal=1)
    out = await service.order(CH, ALICE, "step")  # no dice, but it ends the game and reveals the seed
    assert out.result is not None and out.game.revealed_salt
    with pytest.raises(ServiceError) as err:
        await service.undo(CH, ALICE)
    assert err.value.msg.key == "service.undo_not_allowed"
    assert (await service.info(CH)).status == "finished"
