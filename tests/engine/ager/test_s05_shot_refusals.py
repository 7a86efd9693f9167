"""A shot that is not among the choices of step 1 is refused with its reason and rule (A§5), from the
checks that list the shots; an order of that kind given in the fire step is refused there, never by the
movement step the fire step would lapse into (engine/core/machine.answer)."""

from __future__ import annotations

import pytest

from tests.engine.ager.cases import play

# Turks to fire: Yazid's javelin reaches 9 hexes; Rollin is 3 away, Achard 12
CHARS = [
    {"id": "achard", "at": "0201"},
    {"id": "rollin", "at": "0210"},
    {"id": "yazid", "at": "0213"},
    {"id": "marwan", "at": "1900"},
]
TO_TURKS = ["done", "done"]  # the Franks have no shot; they end their movement step


def refused(order: str, lang: str = "en") -> dict[str, object]:
    out = play(CHARS, [*TO_TURKS, order], dice=[3, 4], lang=lang)
    step = out["steps"][-1]
    assert not step["ok"] and out["pending"][0]["kind"] == "ager.fire", step
    error: dict[str, object] = step["error"]
    return error


@pytest.mark.parametrize(
    ("order", "rule", "says"),
    [
        ("fire yazid achard", "Ager 5.0", "Achard (on foot, 0201) is 12 hexes away, and the weapon of Yazid"),
        ("fire marwan rollin", "Ager 5.0", "Marwan (on foot, 1900) has no missile weapon to shoot with"),
        ("throw yazid rollin", "Ager 5.0", "Yazid (on foot, 0213) has no spear left to throw"),
        ("fire yazid marwan", "Ager 5", "Marwan (on foot, 1900) is no enemy character on the map"),
        (
            "fire rollin yazid",
            "Ager 5",
            "Rollin (on foot, 0210) is not a character of yours able to shoot now",
        ),
        ("fire saladin rollin", "Ager 5", "there is no character “saladin”"),
    ],
)
def test_5_a_shot_not_offered_says_why(order: str, rule: str, says: str) -> None:
    error = refused(order)
    assert error["key"] == "ager.err.no_shot" and error["rule"] == rule, error
    assert says in str(error["text"]), error["text"]


def test_5_the_reason_reads_in_every_language() -> None:
    assert "jest 12 heksów dalej" in str(refused("fire yazid achard", "pl")["text"])
    assert "за 12 гексів" in str(refused("fire yazid achard", "uk")["text"])
    assert "12 hexre van" in str(refused("fire yazid achard", "hu")["text"])


def test_2_1_an_order_of_the_next_step_still_skips_the_fire_step() -> None:
    out = play(CHARS, [*TO_TURKS, "move yazid 0212"], dice=[3, 4])
    step = out["steps"][-1]
    assert step["ok"], step.get("error")
    assert "core.ev.lapsed" in [e["key"] for e in step["events"]]
