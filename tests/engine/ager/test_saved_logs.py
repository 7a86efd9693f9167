"""A game's log saved by the release before the roll lines showed their arithmetic (its events carry
the face, the net modifier and the total alone) still reads with the sum, in every language."""

from __future__ import annotations

import pytest

import engine.ager  # noqa: F401  (registers how the older events read)
from engine.core.messages import LANGUAGES, Msg, render, render_checked

# an event as that release saved it in a game's log (Msg.dump's form)
SAVED_SHOT = {
    "key": "ager.ev.shot",
    "params": {
        "unit": "Achard",
        "target": "Yazid",
        "weapon": "crossbow",
        "range": 4,
        "cover": "none",
        "face": 7,
        "modifier": -1,
        "total": 6,
        "result": "B",
    },
    "rule": "Ager 5.4.3",
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_older_shot_in_a_saved_log_reads_with_its_sum(lang: str) -> None:
    line = render(Msg.from_json(SAVED_SHOT), lang)
    assert "7 − 1 = 6: B" in line, line


def test_an_older_melee_held_to_ten_says_what_it_counts_as() -> None:
    saved = {
        "key": "ager.ev.melee",
        "params": {
            **dict.fromkeys(("attackers", "defender", "column"), "x"),
            "attack": 9,
            "defence": 4,
            "difference": 5,
            "shift": 0,
            "face": 10,
            "modifier": 2,
            "total": 10,
            "result": "C",
        },
    }
    assert "10 + 2 = 12, counted as 10: C" in render(Msg.from_json(saved), "en")


def test_a_new_event_is_read_as_it_is() -> None:
    new = Msg(
        "ager.ev.camel_shot",
        {"hex": "0401", "cover": "none", "face": 3, "total": 3, "roll": "3", "result": "A"},
    )
    assert render(new, "en").endswith("(cover none): 3: A")


def test_an_older_missed_hit_hex_reads_without_a_hex() -> None:
    saved = {
        "key": "ager.ev.hit_hex",
        "params": {
            "unit": "Achard",
            "face": 10,
            "modifier": 1,
            "total": 11,
            "result": {"msg": {"key": "ager.hit.miss", "params": {}}},
            "hex": "",
        },
        "rule": "Ager 5.4.1",
    }
    assert render(Msg.from_json(saved), "en").endswith(": 10 + 1 = 11: a miss (Ager 5.4.1)")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_5_4_1_an_older_shot_saved_before_it_said_whether_it_strayed_reads_as_aimed(lang: str) -> None:
    line, problems = render_checked(Msg.from_json(SAVED_SHOT), lang)
    stray = render(Msg.from_json({**SAVED_SHOT, "params": {**SAVED_SHOT["params"], "stray": "yes"}}), lang)
    assert not problems and line != stray, (line, problems)
    if lang == "en":
        assert line.startswith("Achard shoots at Yazid")
        assert stray.startswith("Achard's stray shot hits Yazid")
