"""Shooting between levels (Ager Sanguinis A§9.3, §5.5.5 and E-A10) on the Tower Gate: the wall-walk
(column 12) one level above the ground on either side."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import sees
from engine.ager.ruleset import RULESET
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice

CROSSBOW = tables().weapons["crossbow"]


def position(*chars: dict[str, Any]) -> AgerState:
    return RULESET.new_state({"base": "tower-gate", "characters": list(chars)}, Dice.seeded(0), {})


def test_5_5_5_a_shot_from_the_wall_passes_over_a_character_next_to_the_shooter_below() -> None:
    # Gautier on the wall-walk (level 1) shoots Daoud on the ground 3 hexes off; Ergun stands on the line
    st = position(
        {"id": "gautier", "at": "1204"}, {"id": "daoud", "at": "0904"}, {"id": "ergun", "at": "1104"}
    )
    assert sees(st, st.chars["gautier"], "0904", CROSSBOW)


def test_5_5_5_a_character_farther_from_the_higher_end_than_the_difference_still_blocks() -> None:
    st = position(
        {"id": "gautier", "at": "1204"}, {"id": "daoud", "at": "0904"}, {"id": "ergun", "at": "1004"}
    )
    assert not sees(st, st.chars["gautier"], "0904", CROSSBOW)


def test_5_5_5_read_both_ways_a_shot_up_at_the_wall_passes_over_a_character_below_it() -> None:
    st = position(
        {"id": "gautier", "at": "1204"}, {"id": "yazid", "at": "0904"}, {"id": "ergun", "at": "1104"}
    )
    assert sees(st, st.chars["yazid"], "1204", tables().weapons["javelin"])


def test_9_3_the_wall_walk_hides_the_foot_of_the_wall_from_a_shooter_farther_along_it() -> None:
    # Gautier on the wall-walk at 1203 looks down along the wall at Daoud by its foot at 1109: the
    # wall-walk between is nearer to Daoud than to Gautier
    st = position({"id": "gautier", "at": "1203"}, {"id": "daoud", "at": "1109"})
    assert not sees(st, st.chars["gautier"], "1109", CROSSBOW)
    st = position({"id": "gautier", "at": "1203"}, {"id": "daoud", "at": "1102"})
    assert sees(st, st.chars["gautier"], "1102", CROSSBOW)


def test_9_3_from_the_terrace_a_house_wall_hides_only_the_man_nearer_to_it_below() -> None:
    # Bernard on the house's terrace (0305, level 1) over its rooms (0404–0505, walls one level high)
    st = position(
        {"id": "bernard", "at": "0305"}, {"id": "daoud", "at": "0804"}, {"id": "ergun", "at": "0606"}
    )
    assert sees(st, st.chars["bernard"], "0804", CROSSBOW)  # Daoud is farther from the wall than he
    assert not sees(st, st.chars["bernard"], "0606", CROSSBOW)  # Ergun stands at its foot
    assert not sees(st, st.chars["ergun"], "0305", CROSSBOW)  # nor the other way (A§9.3)


def test_9_3_a_wall_higher_than_both_ends_still_blocks() -> None:
    st = position({"id": "daoud", "at": "0204"}, {"id": "ergun", "at": "0704"})
    assert not sees(st, st.chars["ergun"], "0204", CROSSBOW)  # on the ground both, across the house
