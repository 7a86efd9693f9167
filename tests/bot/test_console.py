"""The offline console: scripted sessions on stdin, hot seat, numbered choices, PNG snapshots."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console import CONSOLE_CHANNEL, run_console, short_question
from bot.settings import Settings
from bot.store import Store
from engine import registry

ROOT = Path(__file__).resolve().parents[2]


def _settings(tmp_path: Path) -> Settings:
    return Settings.from_env(
        {"HEXWAR_DATA_DIR": str(tmp_path / "data"), "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps")}
    )


async def _session(tmp_path: Path, script: str, **kw: object) -> str:
    out = io.StringIO()
    code = await run_console(
        _settings(tmp_path), system="race", scenario="short", stdin=io.StringIO(script), out=out, **kw
    )
    assert code == 0
    return out.getvalue()


async def test_a_scripted_session_plays_and_writes_snapshots(tmp_path: Path) -> None:
    text = await _session(tmp_path, "help\n1\nstep\n/order step\n/game log\n")
    assert "You hold every seat: red, blue" in text
    assert "[red · race.your_move(side=red)] > help" in text
    assert "/game new SYSTEM SCENARIO" in text  # the help text
    assert "→ step" in text and "race.moved(side=blue, to=1)" in text
    assert "#3 red: step" in text
    pngs = sorted((tmp_path / "snaps").glob("*.png"))
    if _renderer_installed():
        assert len(pngs) >= 4
        assert pngs[0].read_bytes().startswith(b"\x89PNG")
        assert f"Map: {pngs[0]}" in text
    else:
        assert "(no map: Map images are not available" in text
    assert text.rstrip().endswith("hexwar console resumes it.")


async def test_map_around_a_hex_writes_its_own_file(tmp_path: Path) -> None:
    text = await _session(tmp_path, "/game map 2\n")
    if _renderer_installed():
        assert list((tmp_path / "snaps").glob("short-*-2.png"))
    else:
        assert "(no map: Map images are not available" in text


async def test_the_game_resumes_from_the_same_file(tmp_path: Path) -> None:
    await _session(tmp_path, "step\n")
    text = await _session(tmp_path, "/game status\n")
    assert "Resuming race / short" in text
    assert "[blue · " in text
    store = await Store.open(_settings(tmp_path).db_path)
    try:
        assert len(await store.actions(CONSOLE_CHANNEL)) == 1
    finally:
        await store.close()


async def test_refusals_are_explained_and_the_session_goes_on(tmp_path: Path) -> None:
    text = await _session(tmp_path, "fly\n9\n/game undo\n/game frobnicate\n/teleport\nroll\n/game undo\n")
    assert "✗ I cannot read 'fly': say step, roll or peek" in text
    assert "✗ There is no choice 9: pick 1 to 3" in text
    assert "✗ There is nothing to undo." in text
    assert "Unknown /game command 'frobnicate'" in text
    assert "Unknown command '/teleport'" in text
    assert "rolled dice or revealed hidden information" in text


async def test_new_abandons_the_saved_game_and_sets_up_again(tmp_path: Path) -> None:
    await _session(tmp_path, "step\n")
    text = await _session(tmp_path, "/game log\n", new=True)
    assert "New game: Race" in text and "Nothing has happened yet." in text


async def test_setting_up_by_hand_with_game_commands(tmp_path: Path) -> None:
    text = await _session(
        tmp_path,
        "/game abandon\n/game new race long goal=2\n/game join red\n/game start\n/game join blue\n"
        "/game start\n/game status\nstep\n/game resign\n/game status\n",
    )
    assert "The game was abandoned" in text
    assert "Sides: red, blue" in text
    assert "blue has nobody yet" in text
    assert "★ Game over: red wins (blue resigned)." in text
    assert "finished (v" in text


def _renderer_installed() -> bool:
    import render

    return hasattr(render, "render_png")


def _cca_ready() -> bool:
    try:
        return "two-hills" in [s.id for s in registry.get_ruleset("cca").scenarios()]
    except (AttributeError, ImportError, ValueError):
        return False


@pytest.mark.skipif(not _cca_ready(), reason="the CCA demo is not installed")
async def test_hexwar_console_plays_a_full_cca_turn_from_stdin(tmp_path: Path) -> None:
    """`hexwar console` fed a script picks choice 1 again and again: both sides finish a turn, PNGs appear."""
    db = tmp_path / "play.sqlite3"
    env = {**os.environ, "HEXWAR_DB": str(db), "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps")}
    script = "\n".join(["1"] * 40) + "\n/game log 5\n"
    proc = subprocess.run(
        [sys.executable, "-m", "bot.cli", "console"],
        input=script,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=50,
    )
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    assert "You hold every seat: north, south" in out
    assert "[south · " in out and "[north · " in out
    assert "south's hand:" in out and "north's hand:" in out
    assert "  1) " in out
    pngs = list((tmp_path / "snaps").glob("*.png"))
    if _renderer_installed():
        assert len(pngs) >= 3 and all(p.read_bytes().startswith(b"\x89PNG") for p in pngs)
    else:
        assert "(no map: Map images are not available" in out
    store = await Store.open(db)
    try:
        acts = await store.actions(CONSOLE_CHANNEL)
    finally:
        await store.close()
    ended = {a.side for a in acts for e in a.events if "turn_ended" in e["key"]}
    assert ended == {"north", "south"}, "both sides should have finished a turn"
    assert out.rstrip().endswith("hexwar console resumes it.")


def test_short_question_fits_the_prompt() -> None:
    assert (
        short_question("south: play a command card from your hand.", "south")
        == "play a command card from your hand"
    )
    assert short_question("Declare battles one at a time (battle <hex>), then done.", "north") == (
        "declare battles one at a time"
    )


async def test_a_returning_player_learns_how_the_last_game_ended(tmp_path: Path) -> None:
    await _session(tmp_path, "/game resign\n")
    text = await _session(tmp_path, "/game status\n")
    assert "The last game here (race / short) is over:" in text
    assert "★ Game over: blue wins" in text
    assert "New game: Race" in text
