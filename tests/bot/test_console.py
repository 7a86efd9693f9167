"""The offline console: scripted sessions on stdin, hot seat, numbered choices, PNG snapshots."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.console import CONSOLE_CHANNEL, Console, choice_text, run_console, short_question
from bot.service import GameService
from bot.settings import Settings
from bot.store import Store
from engine import registry
from engine.core.hexgrid import Hex, Orientation
from engine.core.messages import Msg
from engine.core.view import CounterView, HexView, MapView, SideView, View, piece_names

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
    assert "You hold every seat: Red, Blue" in text
    assert "[Red · race.your_move(side=red)] > help" in text
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
    assert "[Blue · " in text
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
        "/game abandon\n/game abandon\n/game new race long goal=2\n/game join red\n/game start\n"
        "/game join blue\n/game start\n/game status\nstep\n/game resign\n/game resign\n/game status\n",
    )
    assert "type /game abandon again within" in text and "The game was abandoned" in text
    assert "Sides: red, blue" in text
    assert "blue has nobody yet" in text
    assert "★ Game over: victory to red (blue resigned)." in text
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
    script = "\n".join(["1"] * 100) + "\n/game log 5\n"
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
    assert "You hold every seat: Carthaginian (brown), Roman (grey)" in out
    assert "[Roman (grey) · " in out and "[Carthaginian (brown) · " in out
    assert "Roman (grey) — hand:" in out and "Carthaginian (brown) — hand:" in out
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
    assert short_question("Legatus Hispanus: give an Individual Order (2 left).", "pompeian") == (
        "Legatus Hispanus"
    )
    q = "X1 (cohort, 1105) moved next to H2 (cohort, 1204): turn one vertex to face it, or hold. (GBoH 7.14)"
    assert short_question(q, "pompeian") == "X1 moved next to H2"
    assert short_question("Declare battles one at a time (battle <hex>), then done.", "north") == (
        "Declare battles one at a time"
    )


def test_short_question_never_shows_an_unfilled_placeholder() -> None:
    # the first clause names a thing the message left unfilled: the next whole clause is used instead
    q = "Move {name} ({left} MP left): step, turn, or stop."
    assert short_question(q, "french") == "step, turn, or stop"
    # every clause has a placeholder: the placeholders go, the words stay
    assert short_question("english: {name} declares melees.", "english") == "declares melees"
    assert "{" not in short_question("{name}", "english") and short_question("{name}", "x") == "your decision"
    assert short_question("", "x") == "your decision"


def test_short_question_takes_the_first_clause() -> None:
    q = "You won the initiative (french 11, english 10: case C.2): which of your leaders activates first?"
    assert short_question(q, "french") == "You won the initiative"
    assert (
        short_question("Mi Militia of Corbeil moves (4 MP left).", "french") == "Mi Militia of Corbeil moves"
    )
    assert short_question("Declare melees (attacker, defender), or done. (AFdE 6.D)", "english") == (
        "Declare melees"
    )
    assert short_question("Which melee is resolved next?", "english") == "Which melee is resolved next"
    assert short_question("Retreat the   unit; then done.", "north") == "Retreat the unit"


def test_a_label_that_already_holds_its_order_is_shown_alone() -> None:
    assert choice_text("play center-2", "play center-2") == "play center-2"
    assert choice_text("", "done") == "done"
    assert choice_text("Fire: fire  0404 0505 (2 dice)", "fire 0404 0505") == "Fire: fire  0404 0505 (2 dice)"
    assert choice_text("Order F7 (light infantry)", "order f7") == "Order F7 (light infantry)"
    assert choice_text("Walter Fenner activates first", "first EL1") == (
        "Walter Fenner activates first  [first EL1]"
    )


def _named_view() -> View:
    counters = (
        CounterView("L0", "red", "leader", "leader", "0", name="Jean de Vireloup", leader=True),
        CounterView("U1", "blue", "Ar", "archer", "1"),
    )
    hexes = (HexView("0", Hex(0, 0), "clear"), HexView("1", Hex(1, 0), "clear"))
    return View(
        system="race",
        scenario="short",
        title="Named",
        viewer=None,
        turn=1,
        phase=Msg("race.phase"),
        awaiting=(),
        map=MapView(Orientation.POINTY, hexes, counters=counters),
        sides=(
            SideView("red", "Red", "#aa0000", info={"cinc": "L0", "banners": ["U1", "Sorel"]}),
            SideView("blue", "Blue", "#0000aa", info={"cinc": "B9", "lost_sp": 0, "acting": None}),
        ),
        public={"leaders": {"B9": {"name": "Sir Ralph Haukestone", "side": "blue"}}, "turns": 8},
    )


async def test_the_status_header_names_what_the_view_names(tmp_path: Path) -> None:
    view = _named_view()
    assert piece_names(view) == {"L0": "Jean de Vireloup", "B9": "Sir Ralph Haukestone"}
    store = await Store.open(_settings(tmp_path).db_path)
    try:
        service = GameService(store)
        game = await service.create(CONSOLE_CHANNEL, 1, "race", "short")
        out = io.StringIO()
        Console(service, _settings(tmp_path), out=out).show_position(view, game)
    finally:
        await store.close()
    text = out.getvalue()
    # figures named by the catalogue; an unnamed id stays an id; a key no catalogue knows reads as itself
    assert "Red (red) · commander-in-chief Jean de Vireloup · banners U1, Sorel" in text
    blue = "Blue (blue) · commander-in-chief Sir Ralph Haukestone · strength points lost 0 · acting none"
    assert blue in text
    assert "L0" not in text and "B9" not in text


async def test_a_returning_player_sees_the_last_events_once(tmp_path: Path) -> None:
    await _session(tmp_path, "step\nstep\n")
    text = await _session(tmp_path, "/game status\n")
    head, _, rest = text.partition("── Race")
    assert "Last events (/game log for more):" in head
    assert "  #1 red: step" in head and "  #2 blue: step" in head
    assert "race.moved(side=blue, to=1)" in head
    assert "Last events" not in rest  # once, not again at /game status
    fresh = await _session(tmp_path, "quit\n", new=True)
    assert "Last events" not in fresh


def _afde_ready() -> bool:
    try:
        return bool(registry.get_ruleset("afde").scenarios())
    except (AttributeError, ImportError, ValueError, KeyError):
        return False


@pytest.mark.skipif(not _afde_ready(), reason="Au fil de l'Épée is not installed")
async def test_an_afde_session_names_the_cinc_and_shows_whole_prompts(tmp_path: Path) -> None:
    scenario = str(registry.get_ruleset("afde").scenarios()[0].id)
    out = io.StringIO()
    script = io.StringIO("1\n1\n/game status\n")
    code = await run_console(_settings(tmp_path), system="afde", scenario=scenario, stdin=script, out=out)
    assert code == 0
    text = out.getvalue()
    prompts = [line for line in text.splitlines() if line.startswith("[")]
    assert len(prompts) >= 3
    assert all("{" not in p and "}" not in p for p in prompts)
    header = [line for line in text.splitlines() if " · commander-in-chief " in line]
    assert header, text
    view = await _afde_view(tmp_path)
    leaders = view.public["leaders"]
    for sv in view.sides:
        cinc = sv.info["cinc"]
        if cinc:
            assert any(f"commander-in-chief {leaders[cinc]['name']} " in line for line in header)
            assert not any(f"cinc {cinc} " in line for line in header)


async def _afde_view(tmp_path: Path) -> View:
    store = await Store.open(_settings(tmp_path).db_path)
    try:
        return await GameService(store).view(CONSOLE_CHANNEL, None)
    finally:
        await store.close()


async def test_hot_seat_shows_each_sides_standing_answers_once_not_at_every_switch(tmp_path: Path) -> None:
    # GBoH switches sides often within an activation (reaction facing, withdrawal): each side's standing
    # answers (set for it from the start) are told when first seen and again only when they change
    out = io.StringIO()
    script = "1\n" * 25 + "/standing caesarian gboh.pursuer ask\n" + "1\n" * 5 + "quit\n"
    code = await run_console(
        _settings(tmp_path), system="gboh", scenario="demo-ford", stdin=io.StringIO(script), out=out, seed=7
    )
    assert code == 0
    text = out.getvalue()
    shown = [line.strip() for line in text.splitlines() if " — standing answers: " in line]
    switches = text.count("[Caesarians ·") + text.count("[Pompeians ·")
    assert switches > 20
    assert [line.split(" — ")[0] for line in shown] == ["Caesarians", "Pompeians", "Caesarians"]
    pursuer = "the cavalry unit that pursues: "  # its decision in words, with its answer
    assert pursuer + "always" in shown[0] and pursuer + "always" not in shown[2]  # told again: changed
    assert "Caesarians: your standing answers" in text  # the side by its name, as everywhere else


@pytest.mark.parametrize(
    ("system", "scenario", "lang", "head", "example"),
    [
        ("gboh", "demo-ford", "en", "Orders of Great Battles of Julius Caesar", "move X3 0707 0708"),
        ("ager", "palm-grove", "pl", "Rozkazy Ager Sanguinis", "move arnould 0212 0211 0210"),
    ],
)
async def test_help_lists_the_notation_of_the_games_orders(
    tmp_path: Path, system: str, scenario: str, lang: str, head: str, example: str
) -> None:
    settings = Settings.from_env(
        {
            "HEXWAR_DATA_DIR": str(tmp_path / "data"),
            "HEXWAR_SNAPSHOTS": str(tmp_path / "s"),
            "HEXWAR_LANG": lang,
        }
    )
    out = io.StringIO()
    script = io.StringIO("help\n")
    code = await run_console(settings, system=system, scenario=scenario, stdin=script, out=out, maps=False)
    assert code == 0
    text = out.getvalue()
    assert head in text and example in text


async def test_the_end_of_a_game_names_the_winner_by_its_name(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    script = io.StringIO("/game resign\n/game resign\n")
    out = io.StringIO()
    code = await run_console(settings, system="gboh", scenario="demo-ford", stdin=script, out=out, maps=False)
    assert code == 0
    assert "★ Game over: victory to Pompeians" in out.getvalue()  # not the side's id, "pompeian"


def test_a_run_of_the_same_standing_answer_reads_as_one_note() -> None:
    from bot.console import _merge_standing
    from engine.core.protocol import Event

    def standing(order: str, kind: str = "gboh.rout_path") -> Event:
        return Event(Msg("core.ev.standing", {"side": "pompeian", "kind": kind, "order": order}), "pompeian")

    fled = Event(Msg("gboh.ev.rout_move", {"unit": "H1", "path": "1507 1606"}))
    merged = _merge_standing([standing("flee 1507"), standing("flee 1606"), fled, standing("hold", "x")])
    assert [e.msg.params.get("order") for e in merged] == ["flee 1507, flee 1606", None, "hold"]


async def test_a_choice_naming_a_leader_by_id_says_his_name(tmp_path: Path) -> None:
    out = io.StringIO()
    script = io.StringIO("skip\nskip\npass\n")
    code = await run_console(
        _settings(tmp_path), system="gboh", scenario="demo-ford", stdin=script, out=out, maps=False
    )
    assert code == 0
    assert "1) activate leghisp  (Legatus Hispanus)" in out.getvalue()


async def test_a_number_typed_after_the_game_ended_is_no_choice(tmp_path: Path) -> None:
    over = "✗ This game is over; no more orders are taken. Start a new one with /game new."
    text = await _session(tmp_path, "step\n/game resign\n/game resign\n1\n")
    after = text[text.index("★ Game over") :]
    assert "→" not in after and over in after  # not the last decision's choice 1 ("step"), refused
    resumed = await _session(tmp_path, "2\n")
    assert "→" not in resumed and "There is no choice" not in resumed and over in resumed


async def test_a_finished_game_shows_its_result_final_map_and_how_to_start_another(tmp_path: Path) -> None:
    await _session(tmp_path, "step\n/game resign\n/game resign\n")
    text = await _session(tmp_path, "/game status\n")
    assert "The last game here (race / short) is over:" in text
    assert "★ Game over: victory to red (blue resigned)." in text
    assert "(To play race / short instead, run hexwar console --new.)" in text
    assert "New game:" not in text and "finished (v" in text  # the finished game is still the one shown
    if _renderer_installed():
        assert "Map: " in text and list((tmp_path / "snaps").glob("short-*full*.png"))
    store = await Store.open(_settings(tmp_path).db_path)
    try:
        assert len(await store.actions(CONSOLE_CHANNEL)) == 2  # the step and the resignation: still that game
    finally:
        await store.close()
    again = await _session(tmp_path, "/game log\n", new=True)
    assert "New game: Race" in again
