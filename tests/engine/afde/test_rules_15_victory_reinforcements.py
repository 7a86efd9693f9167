"""Demo victory points (§S3.6, invented), army break, and reinforcements (AFdE 7.3)."""

import random

import pytest

from engine.afde.rules import Ctx
from engine.afde.rules.s15_victory_reinforcements import army_break, objective_vp
from engine.core.errors import IllegalAction
from engine.core.messages import render

from .helpers import R, choices, kinds, new, play


def test_s3_6_objectives_and_army_break_thresholds():
    st = new("saint-aubin", ["3", "3", "3", "3"])
    g = Ctx(st)
    assert objective_vp(g) == {"french": 0, "english": 5}  # no French unit south of the stream
    st.units["F2"].hex = "0912"
    assert objective_vp(Ctx(st)) == {"french": 5, "english": 0}
    assert st.start_sp == {"french": 30, "english": 20}
    st.lost_sp["english"] = 11
    assert army_break(Ctx(st)) == []
    st.lost_sp["english"] = 12
    assert army_break(Ctx(st)) == ["english"]


def test_7_3_a_reinforcement_enters_commanded_with_its_leader():
    scn = {
        "sides": [{"id": "red"}, {"id": "blue", "rout_edge": "south"}],
        "leaders": [
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "enters": 1},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 2, "hex": "0610"},
        ],
        "units": [
            {
                "id": "NEW",
                "side": "red",
                "banner": "R",
                "type": "Ch",
                "enters": 1,
                "entry": "1201",
                "facing": "S",
            },
            {"id": "B1", "side": "blue", "banner": "B", "type": "Mi", "hex": "0610"},
        ],
        "start": {"phase": "D"},
    }
    st = new(scn, [])
    assert st.active == "RL" and kinds(st) == ["afde.d1"]
    assert "enter NEW" in choices(st)
    st, _ = play(st, "enter NEW")
    new_unit = st.units["NEW"]
    assert new_unit.hex == "1201" and new_unit.commanded and new_unit.mp_spent == 1
    assert st.leaders["RL"].hex == "1201"
    with pytest.raises(IllegalAction):  # RL would be left alone (5.1; A15)
        play(st, "move 1201 1202")
    assert "lead RL" in choices(st)
    st, _ = play(st, "lead RL", "move 1201 1202")
    assert st.units["NEW"].hex == "1202"
    view = R.view(st, None)
    assert any(c.id == "RL" and c.attached_to == "NEW" for c in view.map.counters)


def test_15_the_result_names_each_army_and_its_points_in_words_in_every_language() -> None:
    s = R.new_game("saint-aubin", 3, {})
    rnd = random.Random(1)
    while R.result(s) is None:
        p = rnd.choice(R.pending(s))
        s = R.apply(s, p.side, R.parse(s, p.side, rnd.choice(p.choices).order)).state
    result = R.result(s)
    assert result is not None and set(result.score) == {"french", "english"}
    for lang, army in (("en", "French"), ("pl", "Francuzi"), ("uk", "Французи"), ("hu", "Franciák")):
        text = render(result.reason, lang)
        assert army in text and "{" not in text and "'french'" not in text, text
