"""A floor and a roof in one hex, and hatches (Ager Sanguinis A§8.5, §9.3; digest §3.3) on the Tower
Gate's house: a flat roof over its rooms 0404, 0504 and 0505 (the places 0404^, 0504^, 0505^, one
level up), reached from 0404 by the ladder under its hatch; the door east onto 0605. Dice scripted."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import cover, sees
from engine.ager.rules.s04_reach import reach
from engine.ager.rules.s06_melee import reaches
from engine.ager.ruleset import RULESET
from engine.ager.state import AgerState
from engine.ager.tables import tables
from engine.core.dice import Dice
from tests.engine.ager.cases import counter, event, keys, ok, play

BOW = tables().weapons["short_bow"]
GATE = "tower-gate"


def position(*chars: dict[str, Any], bodies: dict[str, int] | None = None) -> AgerState:
    spec: dict[str, Any] = {"base": GATE, "characters": list(chars)}
    if bodies:
        spec["bodies"] = bodies
    return RULESET.new_state(spec, Dice.seeded(0), {})


def test_8_5_khattab_reaches_the_roof_for_7_mp_two_rooms_the_ladder_and_two_roof_hexes() -> None:
    st = position({"id": "bernard", "at": "0505"}, {"id": "daoud", "at": "0101"})
    moves = reach(st, st.chars["bernard"], 8)
    assert moves["0505^"] == (7, ("0504", "0404", "0404^", "0504^", "0505^"))
    assert moves["0404^"][0] == 5  # 1 + 1 + the climb, opening the hatch included (3)


def test_8_5_the_roof_is_reached_only_by_the_hatch_and_left_by_it() -> None:
    st = position({"id": "bernard", "at": "0504^"}, {"id": "daoud", "at": "0101"})
    moves = reach(st, st.chars["bernard"], 8)
    assert set(moves) >= {"0404^", "0505^", "0404", "0405"}
    assert moves["0404"] == (4, ("0404^", "0404"))  # down the ladder: 1 + 3
    assert "0305" not in moves or moves["0305"][1][-2] == "0405"  # the terrace by the stairs only
    st2 = position({"id": "bernard", "at": "0504"}, {"id": "daoud", "at": "0101"})
    assert "0504^" not in reach(st2, st2.chars["bernard"], 3)  # no hatch at 0504: 0404's only


def test_8_5_a_hatch_cannot_be_opened_while_a_character_alive_or_dead_stands_on_it() -> None:
    st = position(
        {"id": "bernard", "at": "0504"}, {"id": "hugues", "at": "0404^"}, {"id": "daoud", "at": "0101"}
    )
    moves = reach(st, st.chars["bernard"], 8)
    assert not {"0404^", "0504^", "0505^"} & set(moves)
    dead = position({"id": "bernard", "at": "0504"}, {"id": "daoud", "at": "0101"}, bodies={"0404^": 1})
    assert "0504^" not in reach(dead, dead.chars["bernard"], 8)


def test_3_3_two_characters_in_one_hex_on_the_floor_and_on_the_roof_above() -> None:
    out = play(
        [{"id": "yazid", "at": "0404"}, {"id": "daoud", "at": "0505"}, {"id": "hugues", "at": "1406"}],
        ["move daoud 0504 0404 0404^"],
        base=GATE,
    )
    ok(out)
    daoud, yazid = counter(out, "daoud"), counter(out, "yazid")
    assert daoud is not None and daoud["hex"] == "0404" and "roof" in daoud["markers"]
    assert yazid is not None and yazid["hex"] == "0404" and "roof" not in yazid.get("markers", [])
    house = [h for h in out["view"]["map"]["hexes"] if h["label"] == "0404"]
    assert len(house) == 1 and "hatch" in house[0]["features"]
    assert not [h for h in out["view"]["map"]["hexes"] if "^" in h["label"]]
    (path,) = out["view"]["map"]["overlay"]["moves"]
    assert path["hexes"] == ["0505", "0504", "0404"]


def test_9_3_between_a_room_and_the_roof_above_it_no_line_of_sight() -> None:
    st = position(
        {"id": "bernard", "at": "0404"}, {"id": "yazid", "at": "0505^"}, {"id": "daoud", "at": "0101"}
    )
    assert not sees(st, st.chars["yazid"], "0404", BOW, st.chars["bernard"])
    assert not sees(st, st.chars["bernard"], "0505^", BOW, st.chars["yazid"])


def test_9_3_from_the_roof_the_house_walls_hide_only_the_man_nearer_to_them_below() -> None:
    st = position(
        {"id": "bernard", "at": "0504^"}, {"id": "daoud", "at": "0904"}, {"id": "ergun", "at": "0506"}
    )
    assert sees(st, st.chars["bernard"], "0904", BOW, st.chars["daoud"])
    assert sees(st, st.chars["daoud"], "0504^", BOW, st.chars["bernard"])  # the other way too
    assert not sees(st, st.chars["bernard"], "0506", BOW, st.chars["ergun"])  # at the wall's foot
    assert cover(st, "0904", "0504^", BOW) == "medium"  # a flat roof, shot from below (A§8.4)


def test_6_6_no_melee_between_the_floor_and_the_roof_nor_through_the_hatch() -> None:
    st = position(
        {"id": "bernard", "at": "0404^"},
        {"id": "daoud", "at": "0404"},
        {"id": "ergun", "at": "0504"},
        {"id": "hugues", "at": "1406"},
    )
    b = st.chars["bernard"]
    assert not reaches(st, st.chars["daoud"], b) and not reaches(st, b, st.chars["daoud"])
    assert not reaches(st, st.chars["ergun"], b) and not reaches(st, b, st.chars["ergun"])


def test_8_5_seeded_random_play_through_the_hatch_keeps_its_position_whole() -> None:
    # Franks in the house and on its roof, Turks at its door: random orders, one onto or off the roof
    # whenever one is offered; every position survives its dump and load and the game never stalls
    import random

    from engine.registry import get_ruleset

    rs = get_ruleset("ager")
    scenario = {
        "base": GATE,
        "rounds": 2,
        "characters": [
            {"id": "daoud", "at": "0605"},
            {"id": "yazid", "at": "0606"},
            {"id": "bernard", "at": "0505^"},
            {"id": "hugues", "at": "0504"},
        ],
    }
    climbed: set[str] = set()
    for seed in (2,):
        rng = random.Random(seed)
        st = rs.new_game(scenario, seed, {})
        for _ in range(30):
            if rs.result(st) is not None:
                break
            p = rng.choice(rs.pending(st))
            up = [c.order for c in p.choices if "^" in c.order or c.order.endswith(" 0404")]
            up = up or [c.order for c in p.choices if c.order.startswith("move")]
            order = rng.choice(up) if up and rng.random() < 0.8 else rng.choice(p.choices).order
            before = {c.id: c.at in st.board.below for c in st.chars.values()}
            st = rs.apply(st, p.side, rs.parse(st, p.side, order)).state
            climbed |= {c.id for c in st.chars.values() if (c.at in st.board.below) != before[c.id]}
            dumped = rs.dump_state(st)
            assert rs.dump_state(rs.load_state(dumped, st.agenda, st.dice)) == dumped
    assert climbed


def test_8_5_a_climb_through_a_hatch_someone_stands_on_is_refused_citing_the_rule() -> None:
    out = play(
        [{"id": "daoud", "at": "0404"}, {"id": "yazid", "at": "0404^"}, {"id": "hugues", "at": "1406"}],
        ["move daoud 0404^ 0504^"],
        base=GATE,
    )
    (step,) = out["steps"]
    assert not step["ok"] and step["error"]["key"] == "ager.err.hatch_shut"
    assert step["error"]["rule"] == "Ager 8.5"


def test_5_4_1_a_shot_at_a_roof_that_goes_astray_lands_on_the_roof_next_to_it() -> None:
    # Yazid at 0904 shoots Bernard on the roof above 0504: 8 + 1 = 9, beyond and right, onto 0404's roof
    out = play(
        [{"id": "yazid", "at": "0904"}, {"id": "bernard", "at": "0504^"}, {"id": "hugues", "at": "0404^"}],
        ["fire yazid bernard"],
        dice=[8, 5],
        base=GATE,
    )
    ok(out)
    assert event(out, 0, "ager.ev.hit_hex")["hex"] == "0404^"
    assert "ager.ev.shot" in keys(out, 0)


def test_5_5_a_line_of_sight_asked_from_a_roof_is_drawn_from_its_room_hex() -> None:
    st = position({"id": "bernard", "at": "0504^"}, {"id": "daoud", "at": "0904"})
    got = RULESET.sight(st, "0504^", "0904")
    assert got.clear and (got.a, got.b) == ("0504", "0904") and "^" not in "".join(got.hexes)
    assert not RULESET.sight(st, "0504^", "0404").clear  # the roof between


def test_8_4_a_flat_roof_covers_against_a_shooter_outside_the_building_not_one_on_its_roof() -> None:
    st = position({"id": "bernard", "at": "0404^"}, {"id": "daoud", "at": "0505^"})
    assert cover(st, "0404^", "0505^", BOW) == "none"  # the same roof
    assert cover(st, "0904", "0505^", BOW) == "medium"  # from outside, below
    assert cover(st, "0305", "0505^", BOW) == "none"  # from the house's terrace, its roof too


def test_5_4_4_a_retreat_does_not_climb_through_a_hatch() -> None:
    from engine.ager.rules.s06_retreat import _foot_paths

    st = position({"id": "bernard", "at": "0504"}, {"id": "daoud", "at": "0904"})
    paths = [p for p, _push in _foot_paths(st, st.chars["bernard"], "0904", 2, set())]
    assert ("0404", "0403") in paths or ("0404", "0405") in paths
    assert not [p for p in paths if "0404^" in p]
