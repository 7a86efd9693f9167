"""Roster and score (bot/roster.py): read from the engine's view only, in every language; the console's
and Discord's /game roster and /game score, and the console's records commands."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest

from bot.console import Console
from bot.roster import roster_lines, score_lines
from bot.service import GameService
from bot.settings import Settings
from engine.registry import get_ruleset
from tests.bot.conftest import ALICE, CH


def _played(system: str, scenario: str, orders: int, seed: int = 2):
    ruleset = get_ruleset(system)
    state = ruleset.new_game(scenario, seed, {})
    rng = random.Random(seed)
    for _ in range(orders):
        prompts = ruleset.pending(state)
        if not prompts or ruleset.result(state) is not None:
            break
        p = rng.choice(prompts)
        state = ruleset.apply(state, p.side, ruleset.parse(state, p.side, rng.choice(p.choices).order)).state
    return ruleset, state


def test_the_roster_lists_units_leaders_and_losses_of_a_side() -> None:
    ruleset, state = _played("cca", "two-hills", 0)
    view = ruleset.view(state, None)
    lines = roster_lines(view, "en", "south")
    assert lines[0] == "── Roman (grey) (south)" or lines[0].endswith("(south)")
    assert "11 units on the map:" in lines[1]
    assert "  heavy infantry [HI] at F8: strength 4 of 4" in lines
    assert "  Marcellus at F8, with heavy infantry" in lines
    assert lines[-1] == " Losses: 0 strength points among the units on the map."
    assert not any("north" in line for line in lines)
    assert roster_lines(view, "en", "green") == ["There is no side called 'green' (sides: north, south)."]


def test_losses_count_the_strength_lost_by_units_on_the_map() -> None:
    ruleset, state = _played("cca", "two-hills", 900)
    view = ruleset.view(state, None)
    lost = sum(
        (c.max_strength or 0) - (c.strength or 0)
        for c in view.map.counters
        if c.side == "north" and not c.leader
    )
    lines = roster_lines(view, "en", "north")
    assert any(line.startswith(" Losses: ") and str(lost) in line for line in lines)


def test_the_score_breaks_the_points_down() -> None:
    ruleset, state = _played("cca", "two-hills", 900)
    view = ruleset.view(state, None)
    lines = score_lines(view, "en", ruleset.result(state))
    north = next(s for s in view.sides if s.side == "north")
    assert f" Victory points: {north.score} of the {north.target} needed to win" in lines
    won = view.public["banners"]["north"]
    assert any(line.startswith(f"  banners ({len(won)}):") for line in lines)
    ruleset, state = _played("afde", "saint-aubin", 400)
    view = ruleset.view(state, None)
    lines = score_lines(view, "en")
    assert any("strength points lost" in line for line in lines)
    for entry in view.public.get("vp_log", []):
        assert any(line.startswith(f"  {entry[1]} point") for line in lines)


@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
@pytest.mark.parametrize(("system", "scenario"), [("cca", "two-hills"), ("afde", "saint-aubin")])
def test_roster_and_score_read_in_each_language(system: str, scenario: str, lang: str) -> None:
    ruleset, state = _played(system, scenario, 300)
    view = ruleset.view(state, None)
    for line in [*roster_lines(view, lang), *score_lines(view, lang, ruleset.result(state))]:
        assert "{" not in line and "roster-" not in line and "roster." not in line
    assert "strength points" not in "\n".join(roster_lines(view, lang))


async def test_the_console_has_roster_score_export_and_verify(service: GameService, tmp_path: Path) -> None:
    settings = Settings.from_env({"HEXWAR_DATA_DIR": str(tmp_path)})
    out = io.StringIO()
    console = Console(service, settings, out=out, channel=CH, user=ALICE, seed=9)
    assert await console.ensure_game("cca", "two-hills", new=True)
    await console.handle("/game status")
    assert "Dice commitment: " in out.getvalue()
    for line in ("/game roster south", "/game score", f"/game export {tmp_path / 'g.toml'}", "/game verify"):
        await console.handle(line)
    text = out.getvalue()
    assert "Roster: Exercise at the Two Hills" in text and "Marcellus at F8" in text
    assert "Victory points: 0 of the 5 needed to win" in text
    assert (tmp_path / "g.toml").exists() and (tmp_path / "g.txt").exists()
    assert "Verified: nothing has been played yet" in text
    await console.handle(f"/game verify {tmp_path / 'g.toml'}")
    assert text.count("The revealed seed and salt match") < out.getvalue().count(
        "The revealed seed and salt match"
    )
    await console.handle("help")
    assert "/game roster [SIDE]" in out.getvalue()
