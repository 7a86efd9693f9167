"""Cavalry charges and counter-charges (Ager Sanguinis A§7.1), with the digest's example: a
Hospitaller knight of attack 28 charging a Syrian rider of defence 9 attacks with 42; the Syrian
counter-charging defends with 13."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, events, keys, ok, play

# Raymond (the Hospitaller, attack 28 mounted) faces north with his front on 1812; Borsok stands in
# for the Syrian rider (defence 9) at 1805 facing south; Marwan far away keeps the Turks in the game
RAYMOND = {"id": "raymond", "at": "1812", "facing": 0}
SYRIAN = {"id": "borsok", "at": "1805", "facing": 3, "mounted": [20, 9, 12]}
FAR = {"id": "marwan", "at": "0000"}
PATH = "1811 1810 1809 1808 1807 1806"


def test_7_1_3_a_charge_adds_half_the_attack_28_becomes_42() -> None:
    # roll 1 on the ≥37 column (42 − 9 = 33, the 33/36 column): ladder[11 − 2 + 5] = I: the rider is killed
    out = play([RAYMOND, SYRIAN, FAR], [f"charge raymond borsok {PATH}", "none"], dice=[1])
    ok(out)
    assert "ager.ev.charge" in keys(out, 0)
    # no counter-charge: the charge is ridden and fought at once (no other Frank to move)
    fight = event(out, 1, "ager.ev.charge_fight")
    assert (fight["attack"], fight["defence"]) == (42, 9)
    assert "ager.ev.killed" in keys(out, 1)


def test_7_1_2_a_counter_charge_takes_the_last_two_hexes_and_adds_half_the_defence_9_becomes_13() -> None:
    out = play([RAYMOND, SYRIAN, FAR], [f"charge raymond borsok {PATH}", "countercharge borsok"], dice=[5])
    ok(out)
    assert "ager.ev.countercharge" in keys(out, 1)
    fight = event(out, 1, "ager.ev.charge_fight")
    assert (fight["attack"], fight["defence"]) == (42, 13)
    assert counter(out, "raymond")["hex"] == "1808"  # type: ignore[index]


def test_7_1_1_a_charge_runs_at_least_six_hexes_straight_for_the_last_four() -> None:
    out = play([RAYMOND, SYRIAN, FAR], ["charge raymond borsok 1807 1806"])
    assert not out["steps"][0]["ok"]
    assert out["steps"][0]["error"]["key"] in (
        "ager.err.charge",
        "ager.err.bad_step",
        "core.err.not_a_choice",
    )


def test_7_1_2_a_standing_answer_makes_the_counter_charge() -> None:
    out = play(
        [RAYMOND, SYRIAN, FAR],
        [["turks", "standing ager.countercharge always"], f"charge raymond borsok {PATH}"],
    )
    ok(out)
    assert "ager.ev.countercharge" in keys(out, 1)


def _knight(cid: str, at: str) -> dict[str, Any]:
    return {
        "id": cid,
        "name": cid.title(),
        "side": "franks",
        "code": "Nck",
        "mounted": [24, 13, 12],
        "mounted_wounded": [12, 9, 12],
        "foot": [12, 9, 6],
        "foot_wounded": [6, 5, 3],
        "stunned": 4,
        "armoured": True,
        "at": at,
        "facing": 0,
    }


def test_7_1_4_a_lance_charge_needs_three_knights_side_by_side_not_two_pairs() -> None:
    # three knights in a row charge north 6 hexes: each fight one column right; four in two pairs apart:
    # none (Raymond's 42 against 30 stays on the 9/12 column)
    def charges(cols: list[str], targets: list[str]) -> list[str]:
        return [
            f"charge {k} {t} " + " ".join(f"{c}{r:02d}" for r in range(10, 4, -1))
            for k, t, c in zip(("raymond", "guerin", "hugo", "odo"), targets, cols, strict=False)
        ]

    def foe(cid: str, at: str) -> dict[str, Any]:
        return {"id": cid, "at": at, "on_foot": True, "foot": [6, 30, 8]}

    three = [
        {"id": "raymond", "at": "1511", "facing": 0},
        {"id": "guerin", "at": "1611", "facing": 0},
        _knight("hugo", "1711"),
        foe("yazid", "1504"),
        foe("daoud", "1604"),
        foe("marwan", "1704"),
    ]
    out = play(three, charges(["15", "16", "17"], ["yazid", "daoud", "marwan"]), dice=[9, 9, 9])
    ok(out)
    fights = [e["params"] for e in events(out, 2) if e["key"] == "ager.ev.melee"]
    assert fights[0]["difference"] == 12 and fights[0]["shift"] == 1 and fights[0]["column"] == 6
    pairs = [
        {"id": "raymond", "at": "0111", "facing": 0},
        {"id": "guerin", "at": "0211", "facing": 0},
        _knight("hugo", "1711"),
        _knight("odo", "1811"),
        foe("yazid", "0104"),
        foe("daoud", "0204"),
        foe("marwan", "1704"),
        foe("kutbeddin", "1804"),
    ]
    steps = charges(["01", "02", "17", "18"], ["yazid", "daoud", "marwan", "kutbeddin"])
    out = play(pairs, [["turks", "standing ager.dfire never"], *steps], dice=[9] * 4)
    ok(out)
    fights = [e["params"] for e in events(out, 4) if e["key"] == "ager.ev.melee"]
    assert fights[0]["difference"] == 12 and fights[0]["shift"] == 0 and fights[0]["column"] == 5


def test_7_1_2_a_counter_charge_not_offered_is_refused_saying_why() -> None:
    # after Raymond's 6-hex charge at Borsok: Aptekin (1603, facing south) is more than 3 hexes (half the
    # charge) from its last 2 hexes; Kutbeddin (1608) faces away from Raymond; Daoud is on foot; Borsok,
    # the target, counter-charges
    chars = [
        RAYMOND,
        SYRIAN,
        {"id": "aptekin", "at": "1603", "facing": 3},
        {"id": "kutbeddin", "at": "1608", "facing": 0},
        {"id": "daoud", "at": "1300"},
    ]
    tries = [f"countercharge {c}" for c in ("aptekin", "kutbeddin", "daoud", "borsok")]
    out = play(chars, [f"charge raymond borsok {PATH}", *tries], dice=[5])
    whys = [s["error"]["params"]["why"] for s in out["steps"][1:4]]
    assert all(s["error"]["key"] == "ager.err.countercharge" for s in out["steps"][1:4])
    assert [w["key"] for w in whys] == ["ager.why.cc.reach", "ager.why.cc.front", "ager.why.cc.not_rider"]
    assert (whys[0]["params"]["most"], whys[0]["params"]["hexes"]) == (3, 6)
    assert out["steps"][4]["ok"] and "ager.ev.countercharge" in keys(out, 4)
