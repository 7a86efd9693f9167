"""Naphtha throwers (Ager Sanguinis A§7.3): a pot's fire covers the hit hex and its six neighbours;
every character in them rolls on the foot, mounted or stunned table."""

from __future__ import annotations

import pytest

from tests.engine.ager.cases import counter, event, keys, ok, play

KTULU = {
    "id": "ktulu",
    "name": "Ktulu",
    "side": "franks",
    "code": "Nin",
    "weapon": "naphtha",
    "foot": [4, 4, 8],
    "foot_wounded": [2, 2, 4],
    "stunned": 1,
    "at": "0208",
}


def test_7_3_a_pot_within_two_hexes_sets_seven_hexes_on_fire_and_each_character_in_them_rolls() -> None:
    # Yazid in the hit hex rolls 1: killed; Marwan next to it rolls 9: retreats 1 hex
    chars = [
        KTULU,
        {"id": "yazid", "at": "0210"},
        {"id": "marwan", "at": "0211"},
        {"id": "daoud", "at": "1900"},
    ]
    out = play(chars, ["hurl ktulu yazid"], dice=[9, 1])
    ok(out)
    assert len(event(out, 0, "ager.ev.burning")["hexes"]) == 7
    burns = [e["params"] for e in out["steps"][0]["events"] if e["key"] == "ager.ev.burn"]
    assert [b["result"]["key"] for b in burns] == ["ager.naphtha.retreats", "ager.naphtha.killed"]
    assert "ager.ev.killed" in keys(out, 0)
    assert counter(out, "yazid") is None
    assert counter(out, "marwan")["hex"] != "0211"  # type: ignore[index]


def test_7_3_a_character_whose_retreat_ends_in_another_burning_hex_rolls_again() -> None:
    # the pot lands on Yazid's hex 0210 (within 2 hexes): every hex around him burns, so his retreat
    # (9: 1 hex) ends in the fire and he rolls again: 9, and retreats out of it
    chars = [KTULU, {"id": "yazid", "at": "0210"}, {"id": "daoud", "at": "1900"}]
    out = play(chars, ["hurl ktulu yazid"], dice=[9, 9])
    ok(out)
    ring = event(out, 0, "ager.ev.burning")["hexes"]
    burns = [e["params"]["unit"] for e in out["steps"][0]["events"] if e["key"] == "ager.ev.burn"]
    assert len(burns) == 2 and burns[0] == "foot 0210" and burns[1].split()[1] in ring[1:]
    assert counter(out, "yazid")["hex"] not in ring  # type: ignore[index]


def test_7_3_a_pot_astray_over_a_house_lands_on_its_roof_and_burns_only_the_roof() -> None:
    # Tower Gate's house: a flat roof over the rooms 0404, 0504, 0505. Ktulu at 0904 aims at Marwan on
    # the roof above 0504 (5 hexes): 9, beyond and right, onto the roof above 0404, as a shot would
    # (A§5.4.1, §8.5). The fire keeps to the roof: Daoud there and Marwan next to him roll (1, 1: both
    # killed); Ergun in the room 0404 under the roof is not in it.
    chars = [
        {**KTULU, "at": "0904"},
        {"id": "marwan", "at": "0504^"},
        {"id": "daoud", "at": "0404^"},
        {"id": "ergun", "at": "0404"},
        {"id": "hugues", "at": "1406"},
    ]
    out = play(chars, ["hurl ktulu marwan"], dice=[9, 1, 1], base="tower-gate", first="franks")
    ok(out)
    assert event(out, 0, "ager.ev.hit_hex")["hex"] == "0404^"
    ring = event(out, 0, "ager.ev.burning")["hexes"]
    assert ring[0] == "0404^" and "0504^" in ring and all(h.endswith("^") for h in ring)
    burns = [e["params"]["unit"] for e in out["steps"][0]["events"] if e["key"] == "ager.ev.burn"]
    assert burns == ["foot 0404^", "foot 0504^"]
    ergun = counter(out, "ergun")
    assert ergun is not None and ergun["hex"] == "0404" and not ergun.get("markers")


def test_7_3_a_rider_rolling_3_is_stunned_and_his_horse_bolts_two_hexes_out_of_the_fire() -> None:
    # Guérin rides at 0610 facing north; the pot lands on him (5: aimed) and he rolls 3: stunned, he
    # falls off, and his horse runs 2 hexes, ending as far from the hit hex as it can (0412, facing
    # south-west, its rear in 0511)
    ktulu = {**KTULU, "side": "turks", "code": "Tin", "at": "0606"}
    chars = [ktulu, {"id": "guerin", "at": "0610", "facing": 0}, {"id": "rollin", "at": "1913"}]
    out = play(chars, ["hurl ktulu guerin"], dice=[5, 3], first="turks")
    ok(out)
    assert [k for k in keys(out, 0) if k in ("ager.ev.stunned", "ager.ev.bolts")] == [
        "ager.ev.stunned",
        "ager.ev.bolts",
    ]
    assert (event(out, 0, "ager.ev.bolts")["hex"], event(out, 0, "ager.ev.bolts")["to"]) == ("0610", "0412")
    horse = counter(out, "guerin-horse")
    assert horse is not None and (horse["hex"], horse["tail"]) == ("0412", "0511")
    assert counter(out, "guerin")["markers"] == ["stunned"]  # type: ignore[index]


# the fire lasts a round (A§7.3): Ktulu's pot on Yazid (0210, within 2 hexes: no hit-hex roll) kills
# him (1) and sets 0210 and its six neighbours alight, 0211 among them
FIRE = [KTULU, {"id": "yazid", "at": "0210"}, {"id": "marwan", "at": "0213"}, {"id": "daoud", "at": "1900"}]
LIT = ["hurl ktulu yazid", "done", "done"]  # the pot, the Franks' movement, the Turks' offensive fire


def _burning(out: dict[str, object]) -> list[str]:
    hexes = out["view"]["map"]["hexes"]  # type: ignore[index]
    return sorted(h["label"] for h in hexes if "burning" in h.get("features", ()))


def test_7_3_one_who_walks_into_a_burning_hex_rolls_and_his_move_ends_there() -> None:
    # in the Turks' phase Marwan walks 0212 0211 0111 0110: entering 0211, still burning, he rolls 4
    # (retreats 1 hex, wounded) and goes back to 0212 instead of walking on
    out = play(FIRE, [*LIT, "move marwan 0212 0211 0111 0110"], dice=[1, 4])
    ok(out)
    assert keys(out, 3).count("ager.ev.into_fire") == 1
    assert event(out, 3, "ager.ev.into_fire")["hex"] == "0211"
    assert event(out, 3, "ager.ev.burn")["result"]["key"] == "ager.naphtha.wounded_retreats"
    marwan = counter(out, "marwan")
    assert marwan is not None and marwan["hex"] == "0212" and marwan["markers"] == ["wounded"]


def test_7_3_the_burning_hexes_show_on_the_map_and_the_fire_goes_out_after_a_full_round() -> None:
    # the seven hexes burn through the Turks' phase and go out as the Franks' next phase begins; then
    # Marwan walks through 0211 without a roll (no die is scripted for one)
    ring = ["0109", "0110", "0209", "0210", "0211", "0309", "0310"]
    during = play(FIRE, LIT, dice=[1])
    ok(during)
    assert _burning(during) == ring
    out = play(FIRE, [*LIT, "done", "done", "done", "move marwan 0212 0211 0111"], dice=[1])
    ok(out)
    assert event(out, 3, "ager.ev.fire_out")["hexes"] == ring  # the Franks' second phase begins
    assert "ager.ev.fire_out" not in keys(out, 1)  # not as the Turks' phase begins
    assert _burning(out) == []
    assert "ager.ev.into_fire" not in keys(out, 6)
    assert counter(out, "marwan")["hex"] == "0111"  # type: ignore[index]


def test_7_3_the_fire_is_saved_and_loaded_and_a_save_from_before_fires_were_kept_loads() -> None:
    from engine.core.dice import Dice
    from engine.registry import get_ruleset

    rs = get_ruleset("ager")
    st = rs.new_game({"base": "palm-grove", "characters": FIRE}, 3, {})
    st.dice = Dice.scripted([1])
    for order in LIT:
        p = rs.pending(st)[0]
        st = rs.apply(st, p.side, rs.parse(st, p.side, order)).state
    dumped = rs.dump_state(st)
    assert dumped["burning"]["0211"] == [3, "0210"]
    again = rs.load_state(dumped, st.agenda, st.dice)
    assert again.burning == st.burning and rs.dump_state(again) == dumped
    old = {k: v for k, v in dumped.items() if k != "burning"}
    assert rs.load_state(old, st.agenda, st.dice).burning == {}


# the Turks' Ktulu at 0411 hurls a pot at Ancelin (0213; 1: the hex aimed at): 0213 and the hexes around
# it on the map burn; Ancelin rolls 9 (retreats 1 hex) into 0113, burning too, and again 9, out of it
SHOT = [
    {**KTULU, "side": "turks", "code": "Tin", "at": "0411"},
    {"id": "yazid", "at": "0208"},
    {"id": "rollin", "at": "0210"},
    {"id": "ancelin", "at": "0213"},
]


def test_7_3_a_retreat_taken_by_default_ends_out_of_the_fire() -> None:
    # Yazid's javelin sends Rollin back 2 hexes (6: A); the default retreat no longer ends in 0212, burning
    out = play(SHOT, ["hurl ktulu ancelin", "fire yazid rollin"], dice=[1, 9, 9, 6], first="turks")
    ok(out)
    assert keys(out, 0).count("ager.ev.into_fire") == 1  # Ancelin's retreat into 0113
    assert event(out, 1, "ager.ev.retreats")["path"] == "0110 0111"
    assert "ager.ev.into_fire" not in keys(out, 1)
    assert counter(out, "rollin")["hex"] == "0111"  # type: ignore[index]


def test_7_3_a_man_shot_back_into_a_burning_hex_rolls_there() -> None:
    # the Franks choose Rollin's retreat 0211 0212: it ends in the fire, and he rolls (9: retreats 1 hex,
    # his owner asked again where)
    orders = ["hurl ktulu ancelin", ["franks", "standing ager.retreat ask"], "fire yazid rollin"]
    out = play(SHOT, [*orders, ["franks", "retreat 0211 0212"]], dice=[1, 9, 9, 6, 9], first="turks")
    ok(out)
    assert event(out, 3, "ager.ev.into_fire")["hex"] == "0212"
    assert event(out, 3, "ager.ev.burn")["result"]["key"] == "ager.naphtha.retreats"
    assert out["pending"][0]["kind"] == "ager.retreat"


def test_7_3_a_defensive_fire_retreat_into_the_fire_then_makes_the_retreat_the_fire_calls_for() -> None:
    # Ktulu's pot on Yazid (0211) sets 0212 alight. In the Turks' phase Marwan walks 0412 0312: at 0412
    # Achard's arrow (6 + 1 = 7: A) sends him back 2 hexes; the Turks choose 0312 0212, into the fire,
    # where he rolls 9 (retreats 1 hex): he goes on to 0213, and his move stays ended there
    chars = [
        {**KTULU, "at": "0209"},
        {"id": "yazid", "at": "0211"},
        {"id": "marwan", "at": "0512"},
        {"id": "achard", "at": "0708"},
        {"id": "daoud", "at": "1900"},
    ]
    orders = ["hurl ktulu yazid", "done", "done", ["turks", "standing ager.retreat ask"]]
    orders += ["move marwan 0412 0312", "fire achard", ["turks", "retreat 0312 0212"]]
    orders += [["turks", "retreat 0213"]]
    out = play(chars, orders, dice=[1, 6, 6, 9])
    ok(out)
    assert event(out, 6, "ager.ev.into_fire")["hex"] == "0212"
    assert event(out, 6, "ager.ev.burn")["result"]["key"] == "ager.naphtha.retreats"
    assert keys(out, 7) == ["ager.ev.retreats", "ager.ev.stepped", "ager.ev.halted"]
    assert counter(out, "marwan")["hex"] == "0213"  # type: ignore[index]
    assert [c["order"] for c in out["pending"][0]["choices"]] == ["move daoud", "done"]


# Guérin, on foot at 0612, left his horse with its head in 0610; the Turks' Ktulu (0607) hurls a pot at
# Arnould (0609, 2 hexes: no hit-hex roll), who rolls 1 (killed); 0610 burns with the six others
HORSE_IN_FIRE = [
    {**KTULU, "side": "turks", "code": "Tin", "at": "0607"},
    {"id": "arnould", "at": "0609"},
    {"id": "guerin", "at": "0612", "on_foot": True, "horse": {"at": "0610", "facing": 0}},
    {"id": "rollin", "at": "1913"},
]


@pytest.mark.parametrize(
    ("face", "result", "horse_at"),
    [(1, "killed", None), (3, "bolts", "0412"), (9, "unhurt", "0610")],
)
def test_7_3_a_riderless_horse_with_its_head_in_the_fire_rolls_as_an_unarmoured_rider(
    face: int, result: str, horse_at: str | None
) -> None:
    # A§6.7: a riderless horse is fired at as an unarmoured rider; on the mounted naphtha table 1–2 kill
    # it, 3–4 make it bolt 2 hexes, 5+ (the rider backs away) do nothing to a horse with no rider
    out = play(HORSE_IN_FIRE, ["hurl ktulu arnould"], dice=[1, face], first="turks")
    ok(out)
    burn = event(out, 0, "ager.ev.beast_burn")
    assert (burn["kind"], burn["hex"], burn["face"]) == ("horse", "0610", face)
    assert burn["result"]["key"] == f"ager.naphtha.beast_{result}"
    horse = counter(out, "guerin-horse")
    assert (horse["hex"] if horse is not None else None) == horse_at
    assert ("ager.ev.horse_dies" in keys(out, 0)) == (result == "killed")
    assert ("ager.ev.bolts" in keys(out, 0)) == (result == "bolts")
    assert counter(out, "guerin")["hex"] == "0612"  # type: ignore[index]


def test_7_3_a_horse_bolting_into_another_burning_hex_rolls_again_there() -> None:
    # Nadir's pot on Ancelin (0312) sets 0412 alight first; Ktulu's then makes Guérin's horse bolt (3)
    # from 0610 to 0412, into that fire: it rolls again (9: nothing happens to it)
    nadir = {**KTULU, "id": "nadir", "name": "Nadir", "side": "turks", "code": "Tin", "at": "0310"}
    chars = [*HORSE_IN_FIRE, nadir, {"id": "ancelin", "at": "0312"}]
    out = play(chars, ["hurl nadir ancelin", "hurl ktulu arnould"], dice=[1, 1, 3, 9], first="turks")
    ok(out)
    burns = [e["params"] for e in out["steps"][1]["events"] if e["key"] == "ager.ev.beast_burn"]
    assert [(b["hex"], b["face"]) for b in burns] == [("0610", 3), ("0412", 9)]
    assert counter(out, "guerin-horse")["hex"] == "0412"  # type: ignore[index]


def test_7_3_a_riderless_horse_with_only_its_rear_in_the_fire_does_not_roll() -> None:
    # the horse faces south: its rear is in 0610, burning, its head in 0611 outside the fire; a mounted
    # character is checked for his front hex (A§7.3): only Arnould rolls
    chars = [*HORSE_IN_FIRE[:2], {**HORSE_IN_FIRE[2], "horse": {"at": "0611", "facing": 3}}, HORSE_IN_FIRE[3]]
    out = play(chars, ["hurl ktulu arnould"], dice=[1], first="turks")
    ok(out)
    assert "ager.ev.beast_burn" not in keys(out, 0)
    assert counter(out, "guerin-horse")["hex"] == "0611"  # type: ignore[index]


# Ktulu's pot on Yazid (0210; 1: killed) sets 0211 alight with Arnould in it, stunned: he rolls 5 on the
# stunned table (wounded) and stays there. In the Franks' movement he takes the bridle of Guérin's horse
# (its head in 0212, facing him) and walks 0111 0112: as he steps off to 0111 the horse's head follows
# him into 0211, still burning
LEADER_IN_FIRE = [
    KTULU,
    {"id": "yazid", "at": "0210"},
    {"id": "arnould", "at": "0211", "health": "stunned"},
    {"id": "guerin", "at": "1211", "on_foot": True, "horse": {"at": "0212", "facing": 0}},
    {"id": "daoud", "at": "1900"},
]


@pytest.mark.parametrize(
    ("face", "result", "horse_at", "led"),
    [(1, "killed", None, False), (3, "bolts", "0013", False), (9, "unhurt", "0211", True)],
)
def test_7_3_a_led_horse_entering_a_burning_hex_rolls(
    face: int, result: str, horse_at: str | None, led: bool
) -> None:
    # the horse rolls on the mounted table as an unarmoured rider (A§6.7), as a riderless horse in the
    # fire does: 1–2 kill it, 3–4 make it bolt 2 hexes (its leader lets go), 5+ do nothing to it. Reading:
    # the horse follows its leader as an extension of him (A§4.4.4), so his move ends as his own would
    # entering the fire (A§7.3): he stays at 0111 and does not go on to 0112
    orders = ["hurl ktulu yazid", "lead arnould guerin-horse", "move arnould 0111 0112"]
    out = play(LEADER_IN_FIRE, orders, dice=[5, 1, face])
    ok(out)
    assert event(out, 0, "ager.ev.burn")["result"]["key"] == "ager.naphtha.wounded"
    burns = [e["params"] for e in out["steps"][2]["events"] if e["key"] == "ager.ev.beast_burn"]
    assert [(b["kind"], b["hex"], b["face"]) for b in burns] == [("horse", "0211", face)]
    assert burns[0]["result"]["key"] == f"ager.naphtha.beast_{result}"
    assert "ager.ev.into_fire" not in keys(out, 2)  # Arnould himself walks out of the fire
    assert ("ager.ev.horse_dies" in keys(out, 2)) == (result == "killed")
    assert ("ager.ev.lets_go" in keys(out, 2)) == (result == "bolts")
    horse = counter(out, "guerin-horse")
    assert (horse["hex"] if horse is not None else None) == horse_at
    assert horse is None or ("led" in horse.get("markers", ())) == led
    arnould = counter(out, "arnould")
    assert arnould is not None and arnould["hex"] == "0111" and arnould["markers"] == ["wounded"]
    assert "move arnould" not in [c["order"] for c in out["pending"][0]["choices"]]


def test_7_3_a_led_horse_that_stays_out_of_the_fire_does_not_roll() -> None:
    # the same walk in the Franks' next phase, the fire out (the Turks' Daoud, far off, has nothing to
    # do): no roll is owed (no die is scripted for one), and Arnould walks on to 0112, the horse behind
    orders = ["hurl ktulu yazid", "done", "done", "lead arnould guerin-horse", "move arnould 0111 0112"]
    out = play(LEADER_IN_FIRE, orders, dice=[5, 1])
    ok(out)
    assert "ager.ev.fire_out" in keys(out, 2)  # the Franks' next phase begins
    assert "ager.ev.beast_burn" not in keys(out, 4)
    assert counter(out, "arnould")["hex"] == "0112"  # type: ignore[index]
    horse = counter(out, "guerin-horse")
    assert horse is not None and (horse["hex"], horse["markers"]) == ("0111", ["led"])
