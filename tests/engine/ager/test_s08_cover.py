"""Parapets and outer corners (Ager Sanguinis A§8.1, §8.4, §8.5, §5.5.4) on the Tower Gate's map with a
parapet along the hexside 0808|0809 and an outer corner at 0303, the house's north-west corner (the
house: 0404, 0405, 0504, 0505). Dice scripted."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import cover, step_cost
from engine.ager.rules.s04_reach import step_to
from engine.ager.rules.s08_buildings import defended
from engine.ager.rules.s08_cover import corner_side
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import event, ok, play

BOW = tables().weapons["short_bow"]
CORNER = "0303"


def _map() -> dict[str, Any]:
    m = dict(named_scenario("tower-gate")["map"])
    rows = [str(r) for r in m["rows"]]
    rows[3] = rows[3][:3] + "k" + rows[3][4:]
    m["rows"] = rows
    m["sides"] = [*m.get("sides", ()), ["0808", "0809", "parapet"]]
    return m


def position(*chars: dict[str, Any]) -> AgerState:
    spec = {"base": "tower-gate", "map": _map(), "characters": list(chars)}
    return RULESET.new_state(spec, Dice.seeded(0), {})


def test_8_5_crossing_a_parapet_costs_2_mp_more_than_the_hex_beyond() -> None:
    st = position({"id": "daoud", "at": "0808"}, {"id": "hugues", "at": "1406"})
    assert step_cost(st.board, "0808", "0809", 1) == 3
    assert step_cost(st.board, "0808", "0908", 1) == 1


RAYMOND = {
    "id": "raymond",
    "name": "Raymond",
    "side": "franks",
    "code": "Ock",
    "mounted": [28, 14, 12],
    "foot": [14, 10, 6],
    "stunned": 4,
    "armoured": True,
}


def test_3_2_8_5_a_rider_crossing_a_parapet_pays_2_mp_more_too() -> None:
    st = position({**RAYMOND, "at": "0809", "facing": 0}, {"id": "hugues", "at": "1406"})
    rider = st.chars["raymond"]
    brush = tables().terrain["brush"].mounted
    assert st.board.terrain["0808"] == "brush" and brush is not None
    assert step_to(st, rider, "0808") == (0, brush + 2)  # over the parapet 0808|0809
    rider.at = "0909"
    assert step_to(st, rider, "0908") == (0, tables().terrain[st.board.terrain["0908"]].mounted)


def test_5_5_4_a_parapet_covers_only_the_hex_right_behind_it() -> None:
    st = position({"id": "daoud", "at": "0808"}, {"id": "hugues", "at": "1406"})
    assert cover(st, "0805", "0809", BOW) == "medium"  # across the parapet, right behind it
    assert cover(st, "0805", "0810", BOW) == "none"  # a hex farther on
    assert cover(st, "0811", "0808", BOW) == "medium"  # from the other side


def test_8_6_across_a_parapet_the_defender_counts_as_on_plus_terrain() -> None:
    st = position(
        {"id": "daoud", "at": "0808"}, {"id": "hugues", "at": "0809"}, {"id": "ancelin", "at": "0909"}
    )
    assert defended(st, [st.chars["hugues"]], st.chars["daoud"])
    assert not defended(st, [st.chars["ancelin"]], st.chars["daoud"])


def test_8_4_an_outer_corner_covers_against_a_shooter_to_one_side_not_one_who_sees_both_faces() -> None:
    st = position({"id": "daoud", "at": CORNER}, {"id": "hugues", "at": "1406"})
    west, east, out = "0005", "0500", "0101"
    assert corner_side(st, CORNER, west) == -corner_side(st, CORNER, east)  # type: ignore[operator]
    assert corner_side(st, CORNER, out) is None
    assert cover(st, west, CORNER, BOW) == "medium"
    assert cover(st, east, CORNER, BOW) == "medium"
    assert cover(st, out, CORNER, BOW) == "none"


CROSSFIRE = [{"id": "daoud", "at": CORNER}, {"id": "achard", "at": "0005"}, {"id": "gautier", "at": "0500"}]


def _shot_cover(out: dict[str, Any], step: int) -> str:
    return str(event(out, step, "ager.ev.shot")["cover"])


def test_8_4_under_crossfire_the_standing_answer_keeps_the_side_of_the_first_shot() -> None:
    # Achard west of the corner, Gautier north-east of it: Daoud is covered against Achard's side
    out = play(
        CROSSFIRE,
        ["fire achard daoud", "fire gautier daoud"],
        dice=[3, 9, 3, 9],
        base="tower-gate",
        map=_map(),
        first="franks",
    )
    ok(out)
    assert event(out, 0, "ager.ev.covered")["against"] == "foot 0005"  # Achard
    assert (_shot_cover(out, 0), _shot_cover(out, 1)) == ("medium", "none")


def test_8_4_under_crossfire_the_owner_chooses_the_side_he_is_covered_against() -> None:
    out = play(
        CROSSFIRE,
        [
            ["turks", "standing ager.cover ask"],
            "fire achard daoud",
            ["turks", "cover gautier"],
            "fire gautier daoud",
        ],
        dice=[3, 9, 3, 9],
        base="tower-gate",
        map=_map(),
        first="franks",
    )
    ok(out)
    assert out["steps"][1]["pending"][0]["kind"] == "ager.cover"
    assert (_shot_cover(out, 2), _shot_cover(out, 3)) == ("none", "medium")
