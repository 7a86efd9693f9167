"""The names of Ager Sanguinis's characters in each language (engine/ager/locale/<lang>/ager-names.ftl):
a Ukrainian reader reads them in Cyrillic, a Polish or Hungarian one in that language's usual spelling
where it differs; every character of the shipped scenarios has his name in every catalogue."""

from __future__ import annotations

import re

import pytest

from engine.ager.ruleset import RULESET, named_scenario
from engine.core.messages import LANGUAGES, Msg, has_key, name_key, proper_name, render
from engine.core.refs import UnitRef
from tests.engine.ager.cases import ok, play, text

FAR_TURK = {"id": "marwan", "at": "1900"}


def test_a_ukrainian_shot_names_shooter_and_target_in_cyrillic() -> None:
    out = play(
        [{"id": "achard", "at": "0208"}, {"id": "yazid", "at": "0213"}, FAR_TURK],
        ["fire achard yazid"],
        dice=[3, 4],
        lang="uk",
    )
    ok(out)
    line = text(out, 0, "ager.ev.shot")
    assert line.startswith("Постріл: Ашар (пішки, 0208) → Язід (пішки, 0213)"), line
    assert not re.search(r"Achard|Yazid", line)
    assert "Язід (пішки, 0213): персонаж приголомшений" in text(out, 0, "ager.ev.stunned")


def test_polish_and_hungarian_spell_a_name_their_own_way_where_it_differs() -> None:
    raymond = UnitRef("raymond", system="ager", type="rider", hex="0710", name="Raymond")
    assert render(Msg("ager.ev.stunned", {"unit": raymond}), "pl").startswith("Rajmund (jeździec, 0710)")
    assert render(Msg("ager.ev.stunned", {"unit": raymond}), "hu").startswith("Rajmund (lovas, 0710)")
    assert proper_name("ager", "Yusuf", "hu") == "Juszuf"
    assert proper_name("ager", "Achard", "pl") == "Achard"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_character_of_the_shipped_scenarios_has_his_name_in_the_catalogue(lang: str) -> None:
    missing = [
        str(c["name"])
        for info in RULESET.scenarios()
        for c in named_scenario(info.id)["characters"]
        if not has_key(name_key("ager", str(c["name"])), lang)
    ]
    assert missing == []
    if lang == "uk":
        scenarios = [named_scenario(info.id) for info in RULESET.scenarios()]
        names = {str(c["name"]) for data in scenarios for c in data["characters"]}
        latin = [n for n in names if re.search(r"[A-Za-z]", proper_name("ager", n, "uk"))]
        assert latin == []
