"""Houses of several storeys (Ager Sanguinis A§8.2, levels 0–3, with §8.5 and §9.3) on the Tower
Gate, its house given a second storey here: over the rooms 0504 and 0505 (`storeys = 2`) an upper room
one level up (0504^, 0505^) under a flat roof two levels up (0504^^, 0505^^); the room 0404 keeps its
one storey and its roof one level up (0404^). The ladder under the hatch in 0505 leads up to 0505^, the
one under the hatch in 0504^ on to the roof 0504^^; the stairs at 0405 lead up to the upper rooms
next to them. Dice scripted."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import cover, sees
from engine.ager.rules.s04_reach import reach
from engine.ager.ruleset import RULESET, named_scenario
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import counter, ok, play

BOW = tables().weapons["short_bow"]
GATE = "tower-gate"
HUGUES = {"id": "hugues", "at": "1406"}


def _map() -> dict[str, Any]:
    m = dict(named_scenario(GATE)["map"])
    house = dict(m["buildings"][0])
    house["storeys"] = {"0504": 2, "0505": 2}
    house["hatches"] = ["0404", "0505", "0504^"]
    m["buildings"] = [house, *m["buildings"][1:]]
    return m


def position(*chars: dict[str, Any]) -> AgerState:
    return RULESET.new_state({"base": GATE, "map": _map(), "characters": list(chars)}, Dice.seeded(0), {})


def test_8_2_a_house_of_two_storeys_holds_three_places_a_hex_one_level_apart() -> None:
    b = position(HUGUES).board
    assert [(b.terrain[p], b.level[p]) for p in ("0504", "0504^", "0504^^")] == [
        ("interior", 0),
        ("interior", 1),
        ("roof", 2),
    ]
    assert (b.terrain["0404^"], b.level["0404^"]) == ("roof", 1)
    assert "0404^^" not in b.hexes


def test_8_2_up_through_the_hatches_and_across_the_upper_floor() -> None:
    st = position({"id": "daoud", "at": "0505"}, HUGUES)
    moves = reach(st, st.chars["daoud"], 8)
    assert moves["0505^"] == (3, ("0505^",))  # the ladder under the hatch in 0505, opening it included
    assert moves["0504^"] == (3, ("0405", "0504^"))  # or up the stairs (2) into the upper room (1)
    assert moves["0504^^"] == (6, ("0405", "0504^", "0504^^"))  # the hatch in 0504^ onto the roof
    assert moves["0505^^"] == (7, ("0405", "0504^", "0504^^", "0505^^"))
    st.chars["daoud"].at = "0505^"
    assert reach(st, st.chars["daoud"], 8)["0504^"] == (1, ("0504^",))  # the upper floor's rooms are one


def test_8_2_the_stairs_lead_up_to_the_upper_rooms_next_to_them() -> None:
    st = position({"id": "daoud", "at": "0405"}, HUGUES)
    moves = reach(st, st.chars["daoud"], 8)
    assert moves["0504^"] == (1, ("0504^",))
    assert moves["0404^"][1] == ("0404", "0404^")  # a roof is no room: reached by its hatch, not the stairs


def test_8_2_a_roof_a_storey_higher_is_no_step_from_the_lower_roof_nor_the_upper_room_from_it() -> None:
    st = position({"id": "daoud", "at": "0404^"}, HUGUES)
    moves = reach(st, st.chars["daoud"], 8)
    assert "0504^^" not in moves and "0505^^" not in moves
    assert moves["0504^"] == (6, ("0404", "0405", "0504^"))  # down the hatch (3), round by the stairs


def test_9_3_no_line_between_two_floors_of_the_house_one_along_a_floor() -> None:
    st = position(
        {"id": "daoud", "at": "0504^"},
        {"id": "yazid", "at": "0505^"},
        {"id": "bernard", "at": "0404"},
        {"id": "achard", "at": "0504^^"},
    )
    assert sees(st, st.chars["yazid"], "0504^", BOW, st.chars["daoud"])
    assert not sees(st, st.chars["bernard"], "0504^", BOW, st.chars["daoud"])
    assert not sees(st, st.chars["achard"], "0505^", BOW, st.chars["yazid"])


def test_8_4_between_two_roofs_of_the_house_the_lower_is_open_to_the_higher() -> None:
    # a flat roof: none against a shooter higher up, medium against one lower (A§8.4)
    st = position({"id": "daoud", "at": "0404^"}, {"id": "achard", "at": "0504^^"})
    assert sees(st, st.chars["achard"], "0404^", BOW, st.chars["daoud"])
    assert cover(st, "0504^^", "0404^", BOW) == "none"
    assert cover(st, "0404^", "0504^^", BOW) == "medium"


def test_9_3_the_higher_storey_hides_the_man_at_its_foot_from_the_lower_roof() -> None:
    # from the roof one level up one sees over the one-storey walls, not over the two-storey ones
    st = position(
        {"id": "daoud", "at": "0404^"}, {"id": "ergun", "at": "0606"}, {"id": "achard", "at": "0403"}
    )
    assert sees(st, st.chars["daoud"], "0403", BOW, st.chars["achard"])
    assert not sees(st, st.chars["daoud"], "0606", BOW, st.chars["ergun"])


def test_8_2_the_map_draws_every_storey_in_its_room_marked_by_its_floor() -> None:
    out = play([{"id": "daoud", "at": "0505"}, HUGUES], ["move daoud 0505^ 0504^"], base=GATE, map=_map())
    ok(out)
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "0504" and daoud["markers"] == ["floor_1"]
    assert not [h for h in out["view"]["map"]["hexes"] if "^" in h["label"]]
    top = play([{"id": "daoud", "at": "0504^^"}, HUGUES], [], base=GATE, map=_map())
    daoud = counter(top, "daoud")
    assert daoud is not None and daoud["hex"] == "0504" and daoud["markers"] == ["roof"]


def test_8_5_under_a_shut_hatch_of_an_upper_floor_the_climber_waits_on_its_ladder() -> None:
    st = position({"id": "daoud", "at": "0505^"}, {"id": "achard", "at": "0504^^"})
    moves = reach(st, st.chars["daoud"], 8)
    assert moves["0504^|"] == (3, ("0504^", "0504^|"))  # the room (1), the ladder (2)
    assert "0504^^" not in moves and "0505^^" not in moves


def test_8_2_seeded_random_play_through_the_storeys_keeps_its_position_whole() -> None:
    # Franks upstairs and on the roofs, Turks at the door: random orders, one up or down a floor
    # whenever one is offered; every position survives its dump and load and the game never stalls
    import random

    from engine.registry import get_ruleset

    rs = get_ruleset("ager")
    scenario = {
        "base": GATE,
        "map": _map(),
        "rounds": 2,
        "characters": [
            {"id": "daoud", "at": "0605"},
            {"id": "yazid", "at": "0606"},
            {"id": "bernard", "at": "0504^^"},
            {"id": "hugues", "at": "0505^"},
        ],
    }
    moved: set[str] = set()
    rng = random.Random(3)
    st = rs.new_game(scenario, 3, {})
    for _ in range(40):
        if rs.result(st) is not None:
            break
        p = rng.choice(rs.pending(st))
        up = [c.order for c in p.choices if "^" in c.order or "|" in c.order]
        up = up or [c.order for c in p.choices if c.order.startswith("move")]
        order = rng.choice(up) if up and rng.random() < 0.8 else rng.choice(p.choices).order
        before = {c.id: c.at for c in st.chars.values()}
        st = rs.apply(st, p.side, rs.parse(st, p.side, order)).state
        moved |= {c.id for c in st.chars.values() if c.at != before[c.id] and "^" in (c.at or "")}
        dumped = rs.dump_state(st)
        assert rs.dump_state(rs.load_state(dumped, st.agenda, st.dice)) == dumped
    assert moved
