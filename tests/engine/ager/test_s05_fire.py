"""Missile fire (Ager Sanguinis A§5): offensive fire, the hit hex, cover and damage on the placeholder
tables (§P1, §P2, §P4), defensive fire as a window at each hex of an enemy move (A§5.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.ager.ruleset import named_scenario
from tests.engine.ager.cases import counter, event, events, keys, ok, play, text

FAR_TURK = {"id": "marwan", "at": "1900"}
FAR_FRANK = {"id": "achard", "at": "1913"}


def test_5_4_a_shot_beyond_two_hexes_rolls_its_hit_hex_then_damage_on_the_foot_table() -> None:
    # Achard (short bow, +1 damage) shoots Yazid (unarmoured) 5 hexes off on clear ground: hit-hex roll 3
    # lands on the hex aimed at; damage 4 + 1 = 5 reads B on the "none" column: stunned
    out = play(
        [{"id": "achard", "at": "0208"}, {"id": "yazid", "at": "0213"}, FAR_TURK],
        ["fire achard yazid"],
        dice=[3, 4],
    )
    ok(out)
    hit = event(out, 0, "ager.ev.hit_hex")
    assert (hit["face"], hit["total"], hit["hex"]) == (3, 3, "0213")
    shot = event(out, 0, "ager.ev.shot")
    assert (shot["range"], shot["cover"], shot["total"]) == (5, "none", 5)
    assert "ager.ev.stunned" in keys(out, 0)
    yazid = counter(out, "yazid")
    assert yazid is not None and yazid["markers"] == ["stunned"]


def test_5_4_1_a_shot_within_two_hexes_rolls_no_hit_hex() -> None:
    # Rollin's crossbow at 2 hexes: damage only, 1 − 1 = 0 → 1: D, killed
    out = play(
        [{"id": "rollin", "at": "0208"}, {"id": "yazid", "at": "0210"}, FAR_TURK],
        ["fire rollin yazid"],
        dice=[1],
    )
    ok(out)
    assert "ager.ev.hit_hex" not in keys(out, 0)
    assert "ager.ev.killed" in keys(out, 0)
    assert counter(out, "yazid") is None


def test_5_4_2_a_long_shot_that_rolls_above_ten_misses() -> None:
    # Achard at 9 hexes is at medium range of his short bow (+1): 10 + 1 = 11 misses
    out = play(
        [{"id": "achard", "at": "0213"}, {"id": "yazid", "at": "0204"}, FAR_TURK],
        ["fire achard yazid"],
        dice=[10],
    )
    ok(out)
    hit = event(out, 0, "ager.ev.hit_hex")
    assert hit["modifier"] == 1 and hit["total"] == 11
    assert "ager.ev.shot" not in keys(out, 0)


def test_5_4_4_rollin_shot_retreats_two_hexes_away_from_the_shooter() -> None:
    # a damage roll of 6 against armoured Rollin (+1) with the javelin (+1) reads 8: A, retreat 2 hexes
    out = play(
        [{"id": "yazid", "at": "0208"}, {"id": "rollin", "at": "0210"}, {"id": "ancelin", "at": "1913"}],
        ["done", "done", "fire yazid rollin"],
        dice=[6],
        first="franks",
    )
    ok(out)
    step = next(i for i, s in enumerate(out["steps"]) if s["order"] == "fire yazid rollin")
    assert "ager.ev.retreats" in keys(out, step)
    rollin = counter(out, "rollin")
    assert rollin is not None and rollin["hex"] == "0212"


def test_5_3_defensive_fire_is_a_window_at_each_hex_of_an_enemy_move_and_a_standing_answer_takes_it() -> None:
    # Arnould walks north towards Aptekin's bow: at his first hex the Turks may fire or hold
    chars = [{"id": "arnould", "at": "0213"}, {"id": "aptekin", "at": "0205", "facing": 3}, FAR_TURK]
    out = play(chars, ["move arnould 0212 0211 0210"])
    ok(out)
    assert out["pending"][0]["kind"] == "ager.dfire"
    assert [c["order"] for c in out["pending"][0]["choices"]] == ["fire aptekin", "hold"]
    # held once, the window opens again at the next hex; a standing "never" lets him walk on
    out = play(chars, ["move arnould 0212 0211 0210", "hold", ["turks", "standing ager.dfire never"]])
    ok(out)
    arnould = counter(out, "arnould")
    assert arnould is not None and arnould["hex"] == "0210"
    # fired at, then no further volley until the next round (one defensive fire per round)
    out = play(chars, ["move arnould 0212 0211 0210", "fire aptekin"], dice=[5, 9])
    ok(out)
    assert event(out, 1, "ager.ev.volley")["shooters"] == ["rider 0205"]
    assert counter(out, "arnould")["hex"] == "0210"  # type: ignore[index]


def test_5_3_the_refire_distance_counts_the_hexes_entered_since_the_volley_across_his_move_orders() -> None:
    # Kutbeddin fires at Arnould as he enters 0611 and his move order ends there; he walks on with a
    # second order: unhurt on foot, he may be fired at again once he has entered 2 more hexes, at 0609
    evhad = {
        "id": "evhad",
        "name": "Evhad",
        "side": "turks",
        "code": "Tia",
        "weapon": "composite_bow",
        "foot": [5, 6, 6],
        "foot_wounded": [3, 4, 3],
        "stunned": 2,
        "armoured": False,
        "at": "0802",
    }
    chars = [{"id": "arnould", "at": "0612"}, {"id": "kutbeddin", "at": "0602", "facing": 3}, evhad]
    out = play(chars, ["move arnould 0611", "fire kutbeddin", "move arnould 0610 0609 0608"], dice=[3, 9])
    ok(out)
    assert [e["params"]["hex"] for e in events(out, 2) if e["key"] == "ager.ev.stepped"] == ["0610", "0609"]
    assert out["pending"][0]["kind"] == "ager.dfire"
    assert out["pending"][0]["msg"]["params"]["unit"] == "foot 0609"


def test_5_4_4_the_owner_chooses_the_retreat_path_when_his_side_asks_for_it() -> None:
    # as above, but the Franks want to choose: asked, they send Rollin by another legal path
    chars = [{"id": "yazid", "at": "0208"}, {"id": "rollin", "at": "0210"}, {"id": "ancelin", "at": "1913"}]
    out = play(
        chars,
        [["franks", "standing ager.retreat ask"], "done", "done", "fire yazid rollin"],
        dice=[6],
        first="franks",
    )
    ok(out)
    (ask,) = out["pending"]
    orders = [c["order"] for c in ask["choices"]]
    assert ask["kind"] == "ager.retreat" and ask["side"] == "franks" and ask["default"] == "retreat 0211 0212"
    assert len(orders) > 1 and all(o.startswith("retreat ") for o in orders)
    other = next(o for o in orders if o != ask["default"])
    out = play(
        chars,
        [["franks", "standing ager.retreat ask"], "done", "done", "fire yazid rollin", ["franks", other]],
        dice=[6],
        first="franks",
    )
    ok(out)
    assert event(out, 4, "ager.ev.retreats")["path"] == other.split(maxsplit=1)[1]
    assert counter(out, "rollin")["hex"] == other.split()[-1]  # type: ignore[index]


def test_6_7_the_owner_places_a_rider_brought_down_next_to_his_horse() -> None:
    # Rollin's bolt at 2 hexes stuns Kutbeddin (4: B on the mounted table), who falls off; the Turks,
    # asking for the choice, put him on another free hex around the horse
    chars = [{"id": "rollin", "at": "0510"}, {"id": "kutbeddin", "at": "0508", "facing": 3}, FAR_TURK]
    steps: list[object] = [["turks", "standing ager.place ask"], "fire rollin kutbeddin"]
    out = play(chars, steps, dice=[4])
    ok(out)
    (ask,) = out["pending"]
    first = event(out, 1, "ager.ev.unhorsed")["hex"]
    assert ask["kind"] == "ager.place" and ask["side"] == "turks" and ask["default"] == f"place {first}"
    other = ask["choices"][-1]["order"]
    out = play(chars, [*steps, ["turks", other]], dice=[4])
    ok(out)
    assert event(out, 2, "ager.ev.placed")["hex"] == other.split()[1]
    kutbeddin = counter(out, "kutbeddin")
    assert (
        kutbeddin is not None and kutbeddin["hex"] == other.split()[1] and kutbeddin["markers"] == ["stunned"]
    )
    # by default (no standing answer changed) the engine places him on the first free hex
    out = play(chars, steps[1:], dice=[4])
    assert counter(out, "kutbeddin")["hex"] == first  # type: ignore[index]


def test_5_4_the_shooter_chooses_which_of_a_riders_two_hexes_he_aims_at() -> None:
    # Kutbeddin faces south from 0508, his horse's rear in 0507: Rollin aims at the nearer hex by
    # default (2 hexes, no hit-hex roll), or at the rear (3 hexes: a hit-hex roll)
    chars = [{"id": "rollin", "at": "0510"}, {"id": "kutbeddin", "at": "0508", "facing": 3}, FAR_TURK]
    (ask,) = play(chars, [])["pending"]
    assert {"fire rollin kutbeddin", "fire rollin kutbeddin 0507"} <= {c["order"] for c in ask["choices"]}
    out = play(chars, ["fire rollin kutbeddin 0507"], dice=[1, 9])
    ok(out)
    assert event(out, 0, "ager.ev.hit_hex")["hex"] == "0507"
    assert event(out, 0, "ager.ev.shot")["range"] == 3
    near = play(chars, ["fire rollin kutbeddin"], dice=[9])
    assert "ager.ev.hit_hex" not in keys(near, 0) and event(near, 0, "ager.ev.shot")["range"] == 2


def _fire_orders(chars: list[dict[str, object]]) -> list[str]:
    out = play(chars, [], first="turks")
    return [c["order"] for p in out["pending"] for c in p["choices"] if c["order"].startswith("fire ")]


def test_5_5_3_the_digests_example_a_horse_archer_shoots_over_an_adjacent_friend_only() -> None:
    # mounted archer A (Kutbeddin) shoots over the adjacent B (Yazid) at C (Arnould), 3 hexes off;
    # foot archer D (Aptekin on foot) may not shoot through E (Daoud) at F (Ancelin); A may not shoot
    # through E at G (Rollin), E not being next to him
    assert "fire kutbeddin arnould" in _fire_orders(
        [
            {"id": "kutbeddin", "at": "0506", "facing": 3},
            {"id": "yazid", "at": "0507"},
            {"id": "arnould", "at": "0509"},
        ]
    )
    assert "fire aptekin ancelin" not in _fire_orders(
        [
            {"id": "aptekin", "at": "0806", "on_foot": True},
            {"id": "daoud", "at": "0807"},
            {"id": "ancelin", "at": "0809"},
        ]
    )
    assert "fire kutbeddin rollin" not in _fire_orders(
        [
            {"id": "kutbeddin", "at": "1106", "facing": 3},
            {"id": "daoud", "at": "1108"},
            {"id": "rollin", "at": "1110"},
        ]
    )


def test_5_3_defensive_fire_may_aim_at_either_hex_of_a_rider() -> None:
    # Kutbeddin rides south into 0506, his horse's rear in 0505: Rollin may aim at the rear (A§5.4)
    chars = [{"id": "rollin", "at": "0510"}, {"id": "kutbeddin", "at": "0505", "facing": 3}, FAR_FRANK]
    (ask,) = play(chars, ["move kutbeddin 0506 0507"], first="turks")["pending"]
    assert [c["order"] for c in ask["choices"]] == ["fire rollin", "fire rollin 0505", "hold"]
    out = play(chars, ["move kutbeddin 0506 0507", "fire rollin 0505"], first="turks", dice=[1, 9])
    ok(out)
    assert event(out, 1, "ager.ev.hit_hex")["hex"] == "0505"
    assert event(out, 1, "ager.ev.shot")["range"] == 5
    near = play(chars, ["move kutbeddin 0506 0507", "fire rollin"], first="turks", dice=[1, 9])
    assert event(near, 1, "ager.ev.shot")["range"] == 4
    bad = play(chars, ["move kutbeddin 0506 0507", "fire rollin 0507"], first="turks")
    assert not bad["steps"][1]["ok"]


# a shot's damage roll as each language prints it: the face, every modifier signed with what it is for
# (the weapon's shift, armour), the sum and, when the table holds it to 1–10, what it counts as
SIGNED_DAMAGE = {
    "en": ("4 + 1 (short bow) = 5: B", "1 − 1 (crossbow) = 0, counted as 1: D"),
    "pl": ("4 + 1 (łuk krótki) = 5: B", "1 − 1 (kusza) = 0, liczy się jako 1: D"),
    "uk": ("4 + 1 (короткий лук) = 5: B", "1 − 1 (арбалет) = 0, рахується як 1: D"),
    "hu": ("4 + 1 (rövid íj) = 5: B", "1 − 1 (számszeríj) = 0, a táblázaton 1: D"),
}
ARMOUR_CLAMPED = {
    "en": "10 + 1 (javelin) + 1 (armour) = 12, counted as 10: ",
    "pl": "10 + 1 (oszczep) + 1 (pancerz) = 12, liczy się jako 10: ",
    "uk": "10 + 1 (дротик) + 1 (обладунки) = 12, рахується як 10: ",
    "hu": "10 + 1 (gerely) + 1 (páncél) = 12, a táblázaton 10: ",
}


@pytest.mark.parametrize("lang", sorted(SIGNED_DAMAGE))
def test_5_4_3_the_damage_roll_shows_each_modifier_with_its_sign_and_the_clamp(lang: str) -> None:
    plus, minus = SIGNED_DAMAGE[lang]
    # Achard's short bow (+1) at Yazid: 4 + 1 = 5
    out = play(
        [{"id": "achard", "at": "0208"}, {"id": "yazid", "at": "0213"}, FAR_TURK],
        ["fire achard yazid"],
        dice=[3, 4],
        lang=lang,
    )
    ok(out)
    assert plus in text(out, 0, "ager.ev.shot")
    # Rollin's crossbow (−1) at 2 hexes: 1 − 1 = 0, read as 1
    out = play(
        [{"id": "rollin", "at": "0208"}, {"id": "yazid", "at": "0210"}, FAR_TURK],
        ["fire rollin yazid"],
        dice=[1],
        lang=lang,
    )
    ok(out)
    assert minus in text(out, 0, "ager.ev.shot")
    # Yazid's javelin (+1) at armoured Rollin (+1): 10 + 1 + 1 = 12, read as 10
    out = play(
        [{"id": "yazid", "at": "0208"}, {"id": "rollin", "at": "0210"}, {"id": "ancelin", "at": "1913"}],
        ["done", "done", "fire yazid rollin"],
        dice=[10],
        first="franks",
        lang=lang,
    )
    ok(out)
    shot = event(out, 2, "ager.ev.shot")
    assert (shot["face"], shot["modifier"], shot["total"]) == (10, 2, 10)
    assert ARMOUR_CLAMPED[lang] in text(out, 2, "ager.ev.shot")


HIT_HEX = {
    "en": "10 + 1 (medium range) = 11: a miss",
    "pl": "10 + 1 (średni zasięg) = 11: pudło",
    "uk": "10 + 1 (середня дистанція) = 11: промах",
    "hu": "10 + 1 (közepes lőtávolság) = 11: célt téveszt",
}


@pytest.mark.parametrize("lang", sorted(HIT_HEX))
def test_5_4_2_the_hit_hex_roll_names_its_modifiers_and_above_ten_is_no_clamp_but_a_miss(lang: str) -> None:
    out = play(
        [{"id": "achard", "at": "0213"}, {"id": "yazid", "at": "0204"}, FAR_TURK],
        ["fire achard yazid"],
        dice=[10],
        lang=lang,
    )
    ok(out)
    line = text(out, 0, "ager.ev.hit_hex")
    assert HIT_HEX[lang] in line
    assert "táblázaton" not in line and "counted as" not in line


def _hall() -> dict[str, Any]:
    """The Tower Gate's map with a hall of two storeys along row 09 (0209–0709, its door at 0209): an
    upper room over each of its rooms (0209^ … 0709^), no roof to walk on."""
    m = dict(named_scenario("tower-gate")["map"])
    rows = list(m["rows"])
    rows[9] = "..hhhhhh" + rows[9][8:]
    hexes = [f"{c:02d}09" for c in range(2, 8)]
    hall = {"id": "hall", "hexes": hexes, "storeys": dict.fromkeys(hexes, 2), "doors": [["0209", "0109"]]}
    return {**m, "rows": rows, "buildings": [*m["buildings"], hall]}


HALL = {"base": "tower-gate", "map": _hall(), "first": "franks"}
UPPER_ROOM = [
    {"id": "achard", "at": "0209^"},
    {"id": "yazid", "at": "0509^"},
    {"id": "daoud", "at": "0609"},
    {"id": "marwan", "at": "0609^"},
    {"id": "ergun", "at": "0610"},
]


def test_5_4_1_a_stray_shot_from_an_upper_room_lands_on_that_floor_of_the_room_it_hits() -> None:
    # Achard in the upper room 0209^ shoots Yazid in 0509^, 3 hexes along the same floor: hit hex
    # 10 − 2 (archer within 4) = 8, beyond on the left: the room 0609, on the upper floor the shot flies
    # along (Marwan), not its ground floor (Daoud)
    out = play(UPPER_ROOM, ["fire achard yazid"], dice=[10, 5], **HALL)
    ok(out)
    assert event(out, 0, "ager.ev.hit_hex")["hex"] == "0609^"
    assert event(out, 0, "ager.ev.shot")["target"] == "foot 0609^"
    daoud = counter(out, "daoud")
    assert daoud is not None and not daoud.get("markers")


def test_5_4_1_a_stray_shot_from_an_upper_room_never_leaves_the_floor_it_flies_on() -> None:
    # hit hex 9 − 2 = 7, beyond: 0610 is outside the hall, below its upper floor: the wall stops the
    # shot, and Ergun standing there is not hit
    out = play(UPPER_ROOM, ["fire achard yazid"], dice=[9], **HALL)
    ok(out)
    assert keys(out, 0) == ["ager.ev.hit_hex", "ager.ev.shot_walled"]
    assert event(out, 0, "ager.ev.shot_walled")["hex"] == "0610"
    ergun = counter(out, "ergun")
    assert ergun is not None and not ergun.get("markers")


def test_6_7_a_riderless_horse_of_the_other_side_may_be_shot_at_and_d_or_e_kills_it() -> None:
    # Achard's choices name Kutbeddin's riderless horse; his shot aims at its nearer hex 0608: damage
    # 2 + 1 (short bow) = 3 on the mounted table: D, the horse dies; his own side's horse is no target
    chars = [
        {"id": "achard", "at": "0612"},
        {"id": "kutbeddin", "at": "1900", "on_foot": True, "horse": {"at": "0607", "facing": 0}},
        {"id": "guerin", "at": "0000", "on_foot": True, "horse": {"at": "1007", "facing": 0}},
    ]
    out = play(chars, [])
    orders = [c["order"] for c in out["pending"][0]["choices"]]
    assert "fire achard kutbeddin-horse" in orders and "fire achard guerin-horse" not in orders
    out = play(chars, ["fire achard kutbeddin-horse"], dice=[3, 2])
    ok(out)
    shot = event(out, 0, "ager.ev.horse_shot")
    assert (shot["hex"], shot["total"], shot["result"]) == ("0608", 3, "D")
    assert counter(out, "kutbeddin-horse") is None


def test_5_4_1_a_stray_shot_is_reported_at_the_range_of_the_hex_it_lands_in() -> None:
    # Achard at 0612 aims at Yazid at 0607 (5 hexes): 7, the hex beyond, 0606 (6 hexes), Ancelin's
    chars = [{"id": "achard", "at": "0612"}, {"id": "yazid", "at": "0607"}, {"id": "ancelin", "at": "0606"}]
    out = play(chars, ["fire achard yazid"], dice=[7, 1])
    ok(out)
    shot = event(out, 0, "ager.ev.shot")
    assert (shot["target"], shot["range"], shot["stray"]) == ("foot 0606", 6, "yes")
    assert text(out, 0, "ager.ev.shot").startswith("Achard (on foot, 0612)'s stray shot hits Ancelin")
    aimed = play(chars, ["fire achard yazid"], dice=[1, 1])
    shot = event(aimed, 0, "ager.ev.shot")
    assert (shot["target"], shot["range"], shot["stray"]) == ("foot 0607", 5, "no")
