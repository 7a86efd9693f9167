"""Ager Sanguinis terms read inside a sentence: the Ukrainian rulebook prints the cover classes as the
headings of its table ("Відсутнє", "Легке"…), but in a line of the log they are common words."""

from __future__ import annotations

import pytest

from engine.core.messages import Msg, render
from engine.core.refs import TermRef


@pytest.mark.parametrize(
    ("cover", "word"),
    [
        ("none", "відсутнє"),
        ("light", "легке"),
        ("medium", "середнє"),
        ("heavy", "міцне"),
        ("full", "відмінне"),
    ],
)
def test_a_cover_class_reads_in_lower_case_inside_a_ukrainian_line(cover: str, word: str) -> None:
    line = render(
        Msg(
            "ager.ev.horse_shot",
            {
                "hex": "0502",
                "cover": TermRef(cover, system="ager", domain="cover"),
                "roll": "6",
                "result": "A",
            },
        ),
        "uk",
    )
    assert f"(укриття {word})" in line, line


@pytest.mark.parametrize(
    ("lang", "miss"), [("en", "a miss"), ("pl", "pudło"), ("uk", "промах"), ("hu", "célt téveszt")]
)
def test_5_4_1_a_missed_hit_hex_names_no_hex_and_no_stray_space(lang: str, miss: str) -> None:
    from engine.core.refs import HexRef

    line = render(
        Msg(
            "ager.ev.hit_hex",
            {"unit": "A", "roll": "11", "result": Msg("ager.hit.miss"), "hex": HexRef(""), "landed": "no"},
            "Ager 5.4.1",
        ),
        lang,
    )
    assert line.endswith(f": 11: {miss} (Ager 5.4.1)"), line
