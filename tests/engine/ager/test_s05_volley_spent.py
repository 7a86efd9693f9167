"""A§5.3: every shooter named in a volley counts as having fired; once the target is dead the shots
still to come have no further effect: nothing is rolled for them and nothing strays."""

from __future__ import annotations

from tests.engine.ager.cases import keys, ok, play, text

CHARS = [
    {"id": "achard", "at": "0612"},
    {"id": "kutbeddin", "at": "0602", "facing": 3},
    {"id": "aptekin", "at": "0402", "facing": 3},
]


def test_5_3_the_shots_after_the_target_died_roll_nothing() -> None:
    out = play(CHARS, ["move achard 0611", "fire kutbeddin aptekin"], dice=[3, 1])  # hit hex 3, damage 1: D
    ok(out)
    volley = out["steps"][1]
    assert [r["purpose"] for r in volley["rolls"]] == ["hit hex kutbeddin", "damage achard"], volley["rolls"]
    assert keys(out, 1)[-2:] == ["ager.ev.killed", "ager.ev.shot_spent"]
    assert text(out, 1, "ager.ev.shot_spent").startswith(
        "The shot of Aptekin (rider, 0402) has no further effect"
    )
