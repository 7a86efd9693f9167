"""The hexwar command: transcripts as JSON, clear errors, replay, and the bot without a token."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.service import GameService
from bot.store import Store
from tests.bot.conftest import CH, ready_race

ROOT = Path(__file__).resolve().parents[2]

RACE = """
system = "race"
scenario = "short"
seed = 3
dice = [2]
options = { goal = 3 }
steps = [
  { side = "red", order = "roll" },
  { side = "blue", order = "fly" },
  { order = "step" },
]
"""


def test_transcript_prints_each_step_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    f = tmp_path / "race.toml"
    f.write_text(RACE, encoding="utf-8")
    assert main(["transcript", str(f)]) == 0
    out = json.loads(capsys.readouterr().out)
    first, second, third = out["steps"]
    assert first["ok"] and first["rolls"][0]["faces"] == [2] and first["rolls"][0]["scripted"]
    assert not second["ok"] and second["error"]["type"] == "InvalidNotation"
    assert third["ok"] and third["side"] == "blue"
    assert out["result"] is None and out["pending"][0]["side"] == "red"


def test_transcript_errors_are_clear(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('system = "race"\nscenario = 5\n', encoding="utf-8")
    assert main(["transcript", str(bad)]) == 2
    cap = capsys.readouterr()
    assert json.loads(cap.out)["problems"][0]["key"] == "scenario"
    assert "1 problem(s)" in cap.err
    broken = tmp_path / "broken.toml"
    broken.write_text("system = [", encoding="utf-8")
    assert main(["transcript", str(broken)]) == 2
    assert "not valid TOML" in capsys.readouterr().out
    assert main(["transcript", str(tmp_path / "missing.toml")]) == 2
    assert "no such file" in capsys.readouterr().err
    unknown = tmp_path / "unknown.toml"
    unknown.write_text('system = "chess"\nscenario = "x"\n', encoding="utf-8")
    assert main(["transcript", str(unknown)]) == 2
    assert json.loads(capsys.readouterr().out)["key"] == "core.unknown_system"


async def test_replay_reports_equal_and_detects_tampering(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    store = await Store.open(db_path)
    service = GameService(store)
    await ready_race(service, goal=50)
    for user in (11, 22, 11, 22):
        await service.order(CH, user, "roll")
    await service.order(CH, 11, "step")
    await service.undo(CH, 11)
    await store.close()
    from bot.tools.replay import _main

    assert await _main(db_path, [CH]) == 0
    out = capsys.readouterr().out
    assert "4 order(s) replayed, 1 taken back" in out and "equals the stored state" in out
    import sqlite3

    con = sqlite3.connect(db_path)
    con.execute("UPDATE actions SET rolls_json = '[]' WHERE seq = 2")
    con.execute("UPDATE games SET state_json = replace(state_json, '\"turn\":0', '\"turn\":1')")
    con.commit()
    con.close()
    assert await _main(db_path, [CH]) == 1
    out = capsys.readouterr().out
    assert "dice differ from the log at action(s) 2" in out and "DIFFERS" in out and "$.turn" in out


def test_hexwar_bot_without_a_token_says_what_to_do(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "bot"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=30,
    )
    assert proc.returncode == 2
    assert "DISCORD_TOKEN is not set" in proc.stderr and "hexwar console" in proc.stderr


def test_hexwar_replay_command_checks_every_game_in_the_file(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import asyncio

    async def play() -> None:
        store = await Store.open(db_path)
        service = GameService(store)
        await ready_race(service, goal=50)
        await service.order(CH, 11, "roll")
        await store.close()

    asyncio.run(play())
    assert main(["replay", str(db_path)]) == 0
    out = capsys.readouterr().out
    assert f"channel {CH}: race / short" in out and "1 order(s) replayed" in out
    assert main(["replay", str(db_path), "424242"]) == 2
    assert "no game in channel 424242" in capsys.readouterr().err


def test_transcript_with_an_engine_failure_still_prints_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine import registry

    monkeypatch.setitem(registry.SYSTEMS, "faulty", "tests.engine.test_transcript")
    f = tmp_path / "faulty.toml"
    f.write_text('system = "faulty"\nscenario = "short"\nsteps = [["red", "peek"], ["red", "step"]]\n')
    assert main(["transcript", str(f)]) == 0
    cap = capsys.readouterr()
    out = json.loads(cap.out)
    assert out["steps"][0]["error"]["type"] == "InternalError" and out["steps"][1]["ok"]
    assert out["bugs"][0]["type"] == "ZeroDivisionError"
    assert "1 engine failure(s)" in cap.err


def test_transcript_of_a_system_that_fails_to_import_prints_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from engine import registry

    monkeypatch.setitem(registry.SYSTEMS, "broken", "engine.no_such_system")
    f = tmp_path / "broken.toml"
    f.write_text('system = "broken"\nscenario = "x"\n')
    assert main(["transcript", str(f)]) == 1
    out = json.loads(capsys.readouterr().out)
    assert "engine.no_such_system" in out["error"] and out["bugs"][0]["type"] == "SystemImportError"


# ---------------------------------------------------------------------- transcripts in another language

NOTATION = {"core.choice", "cca.choice", "afde.choice"}


def _texts(node: object) -> list[dict[str, object]]:
    if isinstance(node, dict):
        found = [node] if "key" in node and "text" in node else []
        return found + [m for v in node.values() for m in _texts(v)]
    if isinstance(node, list):
        return [m for v in node for m in _texts(v)]
    return []


def _case(system: str) -> Path:
    return sorted((ROOT / "tests" / "acceptance" / system).glob("*.toml"))[0]


@pytest.mark.parametrize("system", ["cca", "afde"])
def test_transcript_lang_and_a_file_language_give_every_text_in_polish(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], system: str
) -> None:
    from engine.core.messages import Msg, render_checked

    case = _case(system)
    assert main(["transcript", str(case)]) == 0
    english = json.loads(capsys.readouterr().out)
    assert main(["transcript", "--lang", "pl", str(case)]) == 0
    polish = json.loads(capsys.readouterr().out)
    said_pl = tmp_path / "said-pl.toml"
    said_pl.write_text('language = "pl"\n' + case.read_text(encoding="utf-8"), encoding="utf-8")
    assert main(["transcript", str(said_pl)]) == 0
    assert json.loads(capsys.readouterr().out) == polish  # the file's language is the option's
    assert main(["transcript", "--lang", "hu", str(said_pl)]) == 0
    assert json.loads(capsys.readouterr().out) != polish  # the option wins over the file

    pl_msgs, en_msgs = _texts(polish), _texts(english)
    assert len(pl_msgs) == len(en_msgs) > 5
    problems: list[str] = []
    for pl, en in zip(pl_msgs, en_msgs, strict=True):
        key, text = str(pl["key"]), str(pl["text"])
        assert key == en["key"] and pl["params"] == en["params"]  # keys and parameters stay as they are
        _again, found = render_checked(Msg.from_json(pl), "pl")
        problems.extend(f"{key}: {p}" for p in found)
        if "{" in text or key in text or key.replace(".", "-") in text:
            problems.append(f"{key}: raw {text!r}")
        if key not in NOTATION and text == en["text"]:
            problems.append(f"{key}: still English {text!r}")
    assert problems == [], "\n".join(problems[:20])
