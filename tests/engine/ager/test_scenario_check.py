"""A scenario is checked before it is played: each problem is named with where it is (a shipped file
or a transcript's inline position), never an engine failure later on."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ager import RULESET
from engine.ager.ruleset import SCENARIOS, inline_scenario, named_scenario
from engine.ager.scenario_check import check
from engine.core.errors import DataError


def _problems(spec: dict[str, Any]) -> list[str]:
    with pytest.raises(DataError) as err:
        RULESET.new_game(spec, 1, {})
    return [f"{key}: {why}" for _, key, why in err.value.problems]


@pytest.mark.parametrize("sid", SCENARIOS)
def test_every_shipped_scenario_passes_the_check(sid: str) -> None:
    check(named_scenario(sid))


def test_an_unknown_scenario_names_the_known_ones() -> None:
    with pytest.raises(DataError) as err:
        RULESET.new_game("nowhere", 1, {})
    assert "palm-grove" in str(err.value)


def test_a_new_character_without_his_whole_line_is_refused_with_what_he_lacks() -> None:
    got = _problems({"base": "palm-grove", "characters": [{"id": "achard", "at": "0208"}, {"id": "nobody"}]})
    assert any(p.startswith("characters.nobody.side") for p in got)
    assert any(p.startswith("characters.nobody.at") for p in got)


@pytest.mark.parametrize(
    ("change", "key"),
    [
        ({"at": "9999"}, "characters.achard.at"),
        ({"facing": 9}, "characters.achard.facing"),
        ({"health": "sleepy"}, "characters.achard.health"),
        ({"foot": [1, 2]}, "characters.achard.foot"),
        ({"weapon": "trebuchet"}, "characters.achard.weapon"),
        ({"side": "saracens"}, "characters.achard.side"),
    ],
)
def test_a_bad_value_in_an_inline_position_is_named(change: dict[str, Any], key: str) -> None:
    got = _problems({"base": "palm-grove", "characters": [{"id": "achard", "at": "0208", **change}]})
    assert any(p.startswith(key) for p in got), got


def test_a_bad_side_list_and_round_count_are_named_too() -> None:
    data = dict(inline_scenario({"base": "palm-grove"}))
    data["rounds"] = 0
    data["first"] = "saracens"
    with pytest.raises(DataError) as err:
        check(data)
    keys = {key for _, key, _ in err.value.problems}
    assert {"rounds", "first"} <= keys


def test_4_1_two_living_characters_on_one_hex_are_refused_citing_the_stacking_rule() -> None:
    got = _problems(
        {"base": "palm-grove", "characters": [{"id": "achard", "at": "0208"}, {"id": "marwan", "at": "0208"}]}
    )
    assert got == ["characters.marwan.at: 0208 already holds achard: one living character a hex (Ager 4.1)"]


def test_4_1_a_rider_holds_two_hexes_and_the_dead_do_not_count() -> None:
    # Guérin rides facing north from 0305: his horse is in the hex behind him, 0306
    rider = {"id": "guerin", "at": "0305", "facing": 0}
    got = _problems({"base": "palm-grove", "characters": [rider, {"id": "marwan", "at": "0306"}]})
    assert got == ["characters.marwan.at: 0306 already holds guerin: one living character a hex (Ager 4.1)"]
    dead = {"id": "marwan", "at": "0306", "health": "dead"}
    RULESET.new_game({"base": "palm-grove", "characters": [rider, dead]}, 1, {})
