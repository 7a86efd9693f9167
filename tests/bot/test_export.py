"""Exports: a whole game as a readable log in the reader's language and as a transcript that
``hexwar transcript`` replays to the stored position; ``hexwar export`` and ``hexwar verify`` offline."""

from __future__ import annotations

import asyncio
import json
import random
import tomllib
from pathlib import Path

import pytest

from bot.cli import main
from bot.service import GameService
from bot.store import Store
from engine import transcript
from engine.registry import get_ruleset
from tests.bot.conftest import ALICE, BOB, CH, ready_race


async def _cca_game(service: GameService, orders: int, seed: int = 11) -> None:
    """The demo with every seat held by Alice, played ``orders`` seeded random orders on."""
    await service.create(CH, ALICE, "cca", "two-hills")
    for side in (await service.info(CH)).sides:
        await service.join(CH, ALICE, side)
    await service.start(CH, ALICE)
    rng = random.Random(seed)
    for _ in range(orders):
        prompts = await service.pending(CH)
        if not prompts:
            break
        await service.order(CH, ALICE, rng.choice(prompts[0].choices).order)


async def test_the_transcript_replays_to_the_stored_position(service: GameService, store: Store) -> None:
    await _cca_game(service, 80)
    exported = await service.export(CH, ALICE, full=True)
    assert exported.transcript is not None
    data = tomllib.loads(exported.transcript)
    out = transcript.run(data)
    assert all(step["ok"] for step in out["steps"]) and "bugs" not in out
    row = await store.game(CH)
    assert row is not None
    ruleset = get_ruleset("cca")
    stored = ruleset.load(json.loads(row.state_json))
    assert out["view"] == json.loads(json.dumps(ruleset.view(stored, None).to_json()))
    # the state itself: the transcript's steps replayed from its seed equal the stored state
    state = transcript.start_game(ruleset, data["scenario"], data["seed"], data["options"], None).state
    for step in data["steps"]:
        state = ruleset.apply(state, step["side"], ruleset.parse(state, step["side"], step["order"])).state
    assert json.loads(json.dumps(ruleset.dump(state))) == json.loads(row.state_json)
    assert len(data["steps"]) == len(await store.actions(CH, include_undone=False))


async def test_the_log_reads_in_the_readers_language(service: GameService) -> None:
    await _cca_game(service, 10)
    english = (await service.export(CH, ALICE, full=True)).text
    polish = (await service.export(CH, ALICE, lang="pl", full=True)).text
    assert "Log:" in english and "Dice commitment:" in english
    assert "Przebieg:" in polish and "Zobowiązanie kości:" in polish and "Log:" not in polish
    assert "#1 " in polish and "#10 " in polish


async def test_a_players_export_of_a_game_in_play_keeps_its_secrets(service: GameService) -> None:
    await service.create(CH, ALICE, "race", "short", {"goal": 9, "hidden": True}, seed=4)
    await service.join(CH, ALICE, "red")
    await service.join(CH, BOB, "blue")
    await service.start(CH, ALICE)
    await service.order(CH, ALICE, "peek")
    await service.order(CH, BOB, "step")
    bobs = await service.export(CH, BOB)
    assert bobs.transcript is None  # the seed stays sealed while the game is in play
    assert "#1 red: (a secret choice)" in bobs.text and "peek" not in bobs.text
    assert "salt" not in bobs.text
    alices = await service.export(CH, ALICE)
    assert "#1 red: peek" in alices.text
    ask = await service.confirmation(CH, BOB, "resign")
    await service.resign(CH, BOB, token=ask.token)
    over = await service.export(CH, BOB)
    assert over.transcript is not None and "Dice revealed: seed 4, salt" in over.text


async def _race_in(db: Path) -> None:
    store = await Store.open(db)
    try:
        service = GameService(store)
        await ready_race(service, goal=2)
        for user, order in [(ALICE, "roll"), (BOB, "roll"), (ALICE, "step"), (BOB, "step")]:
            if (await service.info(CH)).status == "active":
                await service.order(CH, user, order)
    finally:
        await store.close()


def test_hexwar_export_and_verify_offline(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    asyncio.run(_race_in(db_path))
    out = tmp_path / "out" / "game.toml"
    assert main(["export", "--db", str(db_path), "-o", str(out), "--lang", "hu"]) == 0
    assert "game.txt" in capsys.readouterr().out
    assert "Napló:" in out.with_suffix(".txt").read_text(encoding="utf-8")
    assert main(["verify", str(out)]) == 0
    assert "Ellenőrizve" in capsys.readouterr().out  # the file's language
    tampered = out.read_text(encoding="utf-8").replace("faces = [", "faces = [9, ", 1)
    bad = tmp_path / "bad.toml"
    bad.write_text(tampered, encoding="utf-8")
    assert main(["verify", str(bad), "--lang", "en"]) == 1
    said = capsys.readouterr().out
    assert "departs from the record" in said and "Not verified" in said
    junk = tmp_path / "junk.toml"
    junk.write_text("system = [", encoding="utf-8")
    assert main(["verify", str(junk)]) == 2
    assert main(["export", "--db", str(tmp_path / "none.sqlite3")]) == 2
