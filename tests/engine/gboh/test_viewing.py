"""GBoH 14.2 what the map shows: counters' markers, leaders' Initiative, the title notes (5.3, 5.44, 12.2)
and the last activation's overlay (dice scripted)."""

from __future__ import annotations

from engine.core.view import View
from engine.gboh import RULESET
from engine.gboh.viewing import title_notes
from tests.engine.gboh.helpers import inline, order, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def shocked() -> object:
    # the x01 shock: A moves next to E, E routs at the collapse and flees, A advances
    st, _ = start(
        inline(
            [
                co("A", "0505", facing="E"),
                co("E", "0705", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5),
            ],
            [CAESAR, POMPEY],
        ),
        dice=[3, 2, 5, 6],
    )
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A 0605")
    st, _ = order(st, "caesarian", "end")
    return st


def test_14_2_the_view_shows_markers_initiative_and_the_last_activation():
    st = shocked()
    v: View = RULESET.view(st, None)
    counters = {c.id: c for c in v.map.counters}
    assert "routed" in counters["E"].markers and "hits_2" in counters["A"].markers
    assert counters["C"].quality == 4 and "active" in counters["C"].markers
    ov = v.map.overlay
    assert [m.hexes for m in ov.moves if m.unit == "A"] == [("0505", "0605", "0705")]
    assert [(a.source, a.target, a.kind) for a in ov.attacks] == [("0605", "0705", "melee")]
    assert [r.unit for r in ov.retreats] == ["E"] and ov.retreats[0].hexes[0] == "0705"
    assert {x.unit for x in ov.losses} == {"A", "E"}
    sides = {s.side: (s.score, s.target) for s in v.sides}
    assert sides == {"caesarian": (0, 30), "pompeian": (0, 30)}


def test_5_3_the_title_notes_name_the_active_leader_and_the_rout_points():
    st = shocked()
    keys = [m.key for m in title_notes(st)]
    assert keys == ["gboh.note.active", "gboh.note.rout_points", "gboh.note.rout_points"]
    assert RULESET.view(st, None).title_notes == title_notes(st)
    # the overlay survives a save
    data = RULESET.dump_state(st)
    assert data["overlay"]["moves"][0]["unit"] == "A"
