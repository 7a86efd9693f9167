"""Whole demo battles, or long stretches of them, typed the way docs/gboh.md and docs/ager.md teach
(a unit's whole path, a Legion Command's paths, a leader's path, fire on the way, standing answers)
through the game service on a real SQLite file, then resumed in the offline console (no maps drawn).

GBoH "demo-ford", seed 7: the first two game turns as a player gave them by hand. Ager Sanguinis
"palm-grove", seed 11: the first two rounds likewise, in Polish.
"""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import CONSOLE_CHANNEL, LOCAL_USER, run_console
from bot.service import GameService
from bot.settings import Settings
from bot.store import Store

SIDES = {"c": "caesarian", "p": "pompeian", "f": "franks", "t": "turks"}

# (side, order) as typed: c = Caesarians, p = Pompeians
DEMO_FORD = (
    ("c", "skip"),
    ("p", "skip"),
    ("c", "pass"),
    ("p", "activate leghisp"),
    ("p", "move H1 1407"),
    ("p", "move H3 face NW"),
    ("p", "momentum"),
    ("c", "pass"),
    ("p", "legion Hispana"),
    ("p", "done"),
    ("p", "momentum"),
    ("c", "activate legx"),
    ("c", "legion X"),
    ("c", "move X1 0705 0805"),
    ("c", "move X2 0706 0806"),
    ("c", "move X3 0707 0807"),
    ("c", "move X4 0708 0808"),
    ("c", "move X5 0607"),
    ("c", "done"),
    ("c", "finish"),
    ("p", "activate prefp"),
    ("p", "line cavalry"),
    ("p", "move LH1 1512 1412 1312"),
    ("p", "move LH2 1513 1413 1313"),
    ("p", "done"),
    ("p", "finish"),
    ("c", "activate prefc"),
    ("c", "line cavalry"),
    ("c", "move GH1 0711 0811 0911"),
    ("c", "move GH2 0712 0812 0912"),
    ("c", "done"),
    ("c", "finish"),
    ("p", "activate pomp"),
    ("p", "legion Hispana"),
    ("p", "move H2 1404 1304 1204"),
    ("p", "move H3 1405 1305 1205"),
    ("p", "move H4 1406 1306 1206"),
    ("p", "move H1 1307 1207"),
    ("p", "move H5 1408 1308 1208"),
    ("p", "move H6 1409 1309 1209"),
    ("p", "move H7 1410 1310 1210"),
    ("p", "done"),
    ("p", "finish"),
    ("c", "activate caesar"),
    ("c", "move CR1 0904 1004"),
    ("c", "move CR2 0909 1009"),
    ("c", "move X1 0905 1005 1105"),
    ("p", "standing gboh.reaction_facing never"),
    ("p", "hold"),
    ("p", "standing gboh.entry_fire never"),
    ("c", "move X2 0906 1006 1106"),
    ("p", "standing gboh.withdrawal never"),
    ("c", "move X3 0907 1007 1107"),
    ("c", "move X4 0908 1008 1108"),
    ("c", "finish"),
    ("c", "skip"),
    ("p", "skip"),
    ("c", "pass"),
    ("p", "activate leghisp"),
    ("p", "move leghisp 1606 1706 1806"),
    ("p", "rally H1"),
    ("p", "finish"),
    ("p", "activate prefp"),
    ("p", "line cavalry"),
    ("p", "move LH1 1212 1112 fire GH1"),
    ("p", "to 1011"),
    ("c", "standing gboh.reaction_facing never"),
    ("p", "fire GH1"),
    ("p", "no"),  # 7.32: no shock declared as the light horse's move ends next to the enemy
    ("p", "move LH2 1213 1113 1012"),
    ("p", "no"),
    ("p", "end"),
    ("p", "finish"),
    ("c", "activate prefc"),
    ("c", "line cavalry"),
    ("c", "move GH1"),
    ("c", "move GH2"),
    ("c", "done"),
    ("c", "shock GH1"),
    ("c", "shock GH2"),
    ("c", "finish"),
    ("c", "activate legx"),
    ("c", "legion X"),
    ("c", "move X5 0607 0707 0807 0907 1007"),
    ("c", "done"),
    ("c", "momentum"),
    ("p", "activate pomp"),
    ("p", "fire BS X3"),
    ("p", "rally H5"),
)


# (side, order) as typed: f = Franks, t = Turks
PALM_GROVE = (
    ("f", "fire rollin kutbeddin"),
    ("f", "done"),
    ("f", "move arnould"),
    ("f", "move arnould 0509"),
    ("t", "standing ager.dfire always"),
    ("f", "standing ager.dfire always"),
    ("f", "move ancelin"),
    ("f", "move ancelin 0510"),
    ("f", "move raymond"),
    ("f", "move raymond 0408"),
    ("f", "move guerin"),
    ("f", "move guerin 0609"),
    ("f", "move achard"),
    ("f", "move achard 0911"),
    ("f", "done"),
    ("t", "fire aptekin achard"),
    ("t", "fire kutbeddin guerin"),
    ("t", "fire yazid arnould"),
    ("t", "done"),
    ("t", "done"),
    ("t", "move kutbeddin"),
    ("t", "move kutbeddin 0405"),
    ("t", "move aptekin"),
    ("t", "move aptekin 1106"),
    ("t", "move borsok"),
    ("t", "move borsok 0807"),
    ("t", "move yazid"),
    ("t", "move yazid 0705"),
    ("t", "move daoud"),
    ("t", "move daoud 1005"),
    ("t", "move marwan"),
    ("t", "done"),
    ("f", "fire achard kutbeddin"),
    ("f", "done"),
    ("f", "charge raymond kutbeddin"),
    ("f", "move ancelin"),
    ("f", "move rollin"),
    ("f", "move rollin 0511"),
    ("f", "done"),
    ("t", "fire yazid raymond"),
    ("t", "throw borsok raymond"),
    ("t", "move borsok"),
    ("t", "move borsok 0506"),
    ("t", "move yazid"),
    ("t", "move yazid 0606"),
    ("t", "move daoud"),
    ("t", "move daoud 0805"),
    ("t", "done"),
)


def _settings(tmp_path: Path) -> Settings:
    return Settings.from_env({"HEXWAR_DATA_DIR": str(tmp_path), "HEXWAR_SNAPSHOTS": str(tmp_path / "maps")})


async def test_two_turns_of_demo_ford_typed_in_notation(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    store = await Store.open(settings.db_path)
    try:
        svc = GameService(store)
        await svc.create(CONSOLE_CHANNEL, LOCAL_USER, "gboh", "demo-ford", seed=7)
        for side in ("caesarian", "pompeian"):
            await svc.join(CONSOLE_CHANNEL, LOCAL_USER, side)
        await svc.start(CONSOLE_CHANNEL, LOCAL_USER)
        for side, text in DEMO_FORD:
            await svc.order(CONSOLE_CHANNEL, LOCAL_USER, text, side=SIDES[side])
        view = await svc.view(CONSOLE_CHANNEL, None)
    finally:
        await store.close()
    at = {c.id: c for c in view.map.counters}
    # 4.31: the Legion Commands' typed paths; 8.51: X3 and X4 advanced into the hexes H1 and H5 fled
    assert (at["X3"].hex, at["X4"].hex, at["X5"].hex) == ("1207", "1208", "1007")
    # 10.3: H1 and H5 routed and fled; their rallies failed and they fled off the map (10.25: 6 and 5
    # Rout Points); H3 and H4 routed in the second shock and are still fleeing
    assert "H1" not in at and "H5" not in at
    assert "routed" in at["H3"].markers and "routed" in at["H4"].markers
    assert at["leghisp"].hex == "1806"  # 6.14: his typed path, and his move ended with it
    assert [(s.side, s.score) for s in view.sides] == [("caesarian", 0), ("pompeian", 11)]
    # the offline console resumes the game where the service left it: Pompey ends his orders, no Momentum
    out = io.StringIO()
    script = io.StringIO("end\nfinish\n/game status\n")
    assert (
        await run_console(settings, system="gboh", scenario="demo-ford", stdin=script, out=out, maps=False)
        == 0
    )
    text = out.getvalue()
    assert "Imperator Pompeianus is Finished" in text and "✗" not in text


async def test_two_rounds_of_the_palm_grove_typed_in_notation_in_polish(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    store = await Store.open(settings.db_path)
    try:
        svc = GameService(store)
        await svc.create(CONSOLE_CHANNEL, LOCAL_USER, "ager", "palm-grove", seed=11, language="pl")
        for side in ("franks", "turks"):
            await svc.join(CONSOLE_CHANNEL, LOCAL_USER, side)
        await svc.start(CONSOLE_CHANNEL, LOCAL_USER)
        for side, text in PALM_GROVE:
            await svc.order(CONSOLE_CHANNEL, LOCAL_USER, text, side=SIDES[side])
        view = await svc.view(CONSOLE_CHANNEL, None)
        log = "\n".join(await svc.log(CONSOLE_CHANNEL, None, 300))
    finally:
        await store.close()
    at = {c.id: c for c in view.map.counters}
    # A§7.1: Raymond's charge killed Kutbeddin, whose horse stands riderless; the thrown spear killed
    # Raymond's horse and wounded him (A§5.4)
    assert "kutbeddin" not in at and at["kutbeddin-horse"].hex == "0405"
    assert at["raymond"].hex == "0407" and "wounded" in at["raymond"].markers
    assert (at["arnould"].hex, at["ancelin"].hex, at["borsok"].hex) == ("0509", "0510", "0506")
    assert [(s.side, s.score) for s in view.sides] == [("franks", 5), ("turks", 3)]
    # the log reads in the game's language, the pieces by name (a standing answer's shots too)
    assert "Rajmund (jeździec, 0408) szarżuje" in log and "rider 0" not in log and "foot 0" not in log
