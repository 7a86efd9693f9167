"""Cavalry charges and counter-charges (Ager Sanguinis A§7.1), with the digest's example: a
Hospitaller knight of attack 28 charging a Syrian rider of defence 9 attacks with 42; the Syrian
counter-charging defends with 13."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, keys, ok, play

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
