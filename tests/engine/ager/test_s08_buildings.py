"""Houses (Ager Sanguinis A§8, tier 3) on the Tower Gate's house (0404, 0405, 0504, 0505: a door east
onto 0605, a window north onto 0403): walls, doors and windows for movement, sight and cover."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import can_attack_into, cover, sees
from engine.ager.rules.s04_reach import reach
from engine.ager.ruleset import RULESET
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import event, ok, play

BOW = tables().weapons["short_bow"]


def position(*chars: dict[str, Any]) -> AgerState:
    return RULESET.new_state({"base": "tower-gate", "characters": list(chars)}, Dice.seeded(0), {})


def test_8_5_walls_are_impassable_a_house_is_entered_by_its_door() -> None:
    st = position({"id": "daoud", "at": "0605"}, {"id": "hugues", "at": "1406"})
    moves = reach(st, st.chars["daoud"], 2)
    assert "0505" in moves and moves["0505"][0] == 1  # through the door
    assert "0504" in moves and moves["0504"][1] == ("0505", "0504")  # not through the wall


def test_8_5_riders_never_enter_a_house() -> None:
    st = position({"id": "borsok", "at": "0706", "facing": 5}, {"id": "hugues", "at": "1406"})
    moves = reach(st, st.chars["borsok"], 12)
    assert not {"0404", "0405", "0504", "0505"} & set(moves)


def test_8_4_walls_block_sight_and_a_door_gives_those_inside_medium_cover() -> None:
    st = position(
        {"id": "aptekin", "at": "0905"}, {"id": "bernard", "at": "0505"}, {"id": "hugues", "at": "1406"}
    )
    archer, target = st.chars["aptekin"], st.chars["bernard"]
    assert sees(st, archer, "0505", BOW, target)
    assert cover(st, "0905", "0505", BOW) == "medium"
    # from the doorway itself there is no cover
    assert cover(st, "0605", "0505", BOW) == "none"
    # the house's north-west room is behind a wall from the south-east
    assert not sees(st, archer, "0404", BOW, target)


def test_8_4_a_window_lets_a_line_through_only_from_or_to_the_hex_behind_it() -> None:
    st = position(
        {"id": "yazid", "at": "0401"}, {"id": "bernard", "at": "0404"}, {"id": "hugues", "at": "1406"}
    )
    y, b = st.chars["yazid"], st.chars["bernard"]
    assert sees(st, y, "0404", BOW, b)
    assert cover(st, "0401", "0404", BOW) == "medium"
    # the room's other hexes are not seen through the window
    assert not sees(st, y, "0405", BOW, b)


def test_8_6_melee_through_a_doorway_but_not_through_a_wall() -> None:
    st = position(
        {"id": "daoud", "at": "0605"}, {"id": "bernard", "at": "0505"}, {"id": "hugues", "at": "1406"}
    )
    assert can_attack_into(st, st.chars["daoud"], "0505")
    st2 = position(
        {"id": "daoud", "at": "0604"}, {"id": "bernard", "at": "0504"}, {"id": "hugues", "at": "1406"}
    )
    assert not can_attack_into(st2, st2.chars["daoud"], "0504")


def test_8_4_a_shot_through_the_door_reads_the_medium_column() -> None:
    # Aptekin's composite bow at 4 hexes: damage 5 on the medium column
    out = play(
        [{"id": "aptekin", "at": "0905"}, {"id": "bernard", "at": "0505"}, {"id": "hugues", "at": "1406"}],
        ["fire aptekin bernard"],
        dice=[3, 5],
        base="tower-gate",
    )
    ok(out)
    assert event(out, 0, "ager.ev.shot")["cover"] == "medium"


def test_8_5_climbing_through_a_window_costs_4_mp() -> None:
    st = position({"id": "daoud", "at": "0403"}, {"id": "hugues", "at": "1406"})
    daoud = st.chars["daoud"]
    assert reach(st, daoud, 4)["0404"] == (4, ("0404",))
    assert "0404" not in reach(st, daoud, 3)


def test_8_6_across_a_doorway_the_defender_counts_as_on_plus_terrain() -> None:
    # Daoud inside (interior: +) attacks Bernard outside the door on clear ground (0, but + across it)
    out = play(
        [{"id": "daoud", "at": "0505"}, {"id": "bernard", "at": "0605"}, {"id": "hugues", "at": "1406"}],
        ["done", "attack daoud bernard"],
        dice=[5],
        base="tower-gate",
    )
    ok(out)
    assert event(out, 1, "ager.ev.melee")["shift"] == 0


def test_8_5_the_stairs_inside_lead_up_to_the_roof_terrace() -> None:
    # Bernard: into the stairs hex (2 MP), up onto the terrace one level higher (1 MP)
    st = position({"id": "bernard", "at": "0404"}, {"id": "yazid", "at": "0101"})
    assert reach(st, st.chars["bernard"], 8)["0305"] == (3, ("0405", "0305"))
    assert st.board.level["0305"] == 1
    assert "0305" not in st.board.neighbours("0205")  # no step up from the ground outside


def test_8_4_a_flat_roof_gives_medium_cover_against_a_shooter_below_or_level_with_it() -> None:
    st = position({"id": "bernard", "at": "0305"}, {"id": "yazid", "at": "0105"})
    assert sees(st, st.chars["yazid"], "0305", BOW, st.chars["bernard"])
    assert cover(st, "0105", "0305", BOW) == "medium"
    assert cover(st, "1205", "0305", BOW) == "medium"  # from the wall-walk, the same level
    # and the man on the roof shoots back at a target in the open
    assert cover(st, "0305", "0105", BOW) == "none"


TENT_MAP = {
    # a tent of four hexes (0504, 0505, 0604, 0605) with its open side at 0503, guy ropes around
    "rows": [
        "..........",
        "..........",
        "..........",
        ".....O....",
        "....gTTg..",
        "....gTT...",
        "..........",
        "..........",
    ],
}


def tent(*chars: dict[str, Any]) -> AgerState:
    spec = {"base": "tower-gate", "map": TENT_MAP, "characters": list(chars)}
    return RULESET.new_state(spec, Dice.seeded(0), {})


def test_8_6_no_melee_into_a_closed_tent_hex() -> None:
    st = tent({"id": "daoud", "at": "0505"}, {"id": "bernard", "at": "0506"})
    assert not can_attack_into(st, st.chars["bernard"], "0505")
    assert can_attack_into(st, st.chars["daoud"], "0506")


def test_8_4_a_tent_covers_heavily_but_lightly_through_its_open_side() -> None:
    # the seed's example: Borsok shoots Lancelin through the entrance hex (light), Thibaud through canvas
    st = tent({"id": "daoud", "at": "0504"}, {"id": "bernard", "at": "0501"}, {"id": "yazid", "at": "0905"})
    assert cover(st, "0501", "0504", BOW) == "light"
    assert cover(st, "0905", "0605", BOW) == "heavy"


def test_8_6_a_whole_phase_spent_slitting_a_tent_hex_opens_it_to_melee() -> None:
    # Hugues, next to Daoud's closed tent hex, does nothing else this phase and slits the canvas
    chars = [{"id": "daoud", "at": "0505"}, {"id": "hugues", "at": "0506"}]
    steps = ["done", "slit hugues 0505", "done", "done", "done", "done"]
    out = play(chars, steps, base="tower-gate", map=TENT_MAP, first="franks")
    ok(out)
    assert event(out, 1, "ager.ev.slit")["hex"] == "0505"
    assert [c["order"] for c in out["pending"][0]["choices"]] == ["attack hugues daoud", "done"]
    moved = play(
        chars, ["move hugues 0507", "slit hugues 0505"], base="tower-gate", map=TENT_MAP, first="franks"
    )
    assert not moved["steps"][1]["ok"]  # he did something else this phase


def test_8_6_an_attack_into_a_closed_tent_hex_is_refused_for_that_after_the_attacks_too() -> None:
    # no attack can be made, so the melee step is passed over to the siege works (slit); an attack order
    # given then is refused for why it cannot be made (A§6.6), not only as no answer to the works
    chars = [{"id": "hugues", "at": "0504"}, {"id": "ergun", "at": "0404"}, {"id": "daoud", "at": "0900"}]
    out = play(chars, ["done", "attack ergun hugues"], base="tower-gate", map=TENT_MAP, first="turks")
    err = out["steps"][1]["error"]
    assert (err["key"], err["rule"]) == ("ager.err.cannot_attack", "Ager 6.6")
    assert (err["params"]["unit"], err["params"]["target"]) == ("foot 0404", "foot 0504")  # both named
    assert out["pending"][0]["kind"] == "ager.works"


def test_8_5_a_window_too_dear_for_his_mp_is_refused_citing_its_section_as_a_destination_too() -> None:
    # wounded armoured Ergun (3 MP) at the house's window: the 4 MP of climbing through it are too many,
    # whether he names the room as his destination or as his path; the refusal cites A§8.5 both ways
    chars = [{"id": "ergun", "at": "0403", "health": "wounded"}, {"id": "hugues", "at": "1406"}]
    for order in ("move ergun 0404", "move ergun 0404 0405"):
        out = play(chars, [order], base="tower-gate")
        err = out["steps"][0]["error"]
        assert (err["key"], err["rule"]) == ("ager.err.too_far", "Ager 8.5"), order
