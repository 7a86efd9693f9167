"""A§4.2.3: a pick-up refused because an enemy able to attack is next to them names what it would have
cost and what the bearer has left, not "0 MP, 0 MP left"."""

from __future__ import annotations

from tests.engine.ager.cases import play


def test_4_2_3_the_refused_pick_up_names_its_cost_and_the_mp_left() -> None:
    chars = [
        {"id": "arnould", "at": "0213"},
        {"id": "ancelin", "at": "0212", "health": "stunned"},
        {"id": "daoud", "at": "0111"},
    ]
    out = play(chars, ["carry arnould ancelin 0212 0211"])
    error = out["steps"][0]["error"]
    assert error["key"] == "ager.err.enemy_near" and error["rule"] == "Ager 4.2.3", error
    assert error["text"].startswith(
        "Arnould (on foot, 0213) cannot do it next to an enemy able to attack (1 MP, 6 MP left)"
    )
