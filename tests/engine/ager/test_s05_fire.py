"""Missile fire (Ager Sanguinis A§5): offensive fire, the hit hex, cover and damage on the placeholder
tables (§P1, §P2, §P4), defensive fire as a window at each hex of an enemy move (A§5.3)."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, keys, ok, play

FAR_TURK = {"id": "marwan", "at": "1900"}


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
