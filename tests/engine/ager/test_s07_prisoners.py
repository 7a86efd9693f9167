"""Prisoners: escort and escape (Ager Sanguinis A§7.4) on the Palm Grove's map. Daoud (here attack 70)
takes Guérin on foot prisoner at a difference of 61 (d10 3); Marwan may stand by as a second escort.
Dice scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, keys, ok, play

TAKEN = ["done", "done", "done", "attack daoud guerin", "done"]  # then the Franks' phase


def _chars(marwan: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        {"id": "daoud", "at": "0206", "foot": [70, 5, 8]},
        {"id": "guerin", "at": "0106", "on_foot": True},
        {"id": "arnould", "at": "1913"},
    ]
    if marwan:
        out.append({"id": "marwan", "at": "0105", "spear": False})
    return out


def test_7_4_a_prisoner_with_fewer_than_two_escorts_escapes_in_his_movement_step() -> None:
    # with Daoud alone by him the melee step ends at once: the Franks' movement step follows
    out = play(_chars(False), [*TAKEN[:4], "escape guerin", "move guerin"], dice=[3])
    ok(out)
    assert "ager.ev.captured" in keys(out, 3)
    assert "ager.ev.escapes" in keys(out, 4)
    guerin = counter(out, "guerin")
    assert guerin is not None and guerin["markers"] == ["wounded"]
    assert out["pending"][0]["kind"] == "ager.destination"  # he may move at once


def test_7_4_a_prisoner_between_two_escorts_cannot_escape() -> None:
    out = play(_chars(True), [*TAKEN, "escape guerin"], dice=[3])
    assert out["steps"][5]["error"]["key"] == "ager.err.no_escort"


def test_7_4_two_escorts_lead_the_prisoner_off_at_a_map_edge() -> None:
    steps = [*TAKEN, "done", "move daoud", "move daoud 0104", "escort guerin 0005"]
    out = play(_chars(True), steps, dice=[3])
    ok(out)
    assert event(out, 8, "ager.ev.escorted")["path"] == "0006 0005"
    assert "ager.ev.led_off" in keys(out, 8)
    assert counter(out, "guerin") is None
    assert out["view"]["sides"][1]["score"] >= 2  # a prisoner counts as killed


def test_7_4_the_prisoner_must_end_his_walk_next_to_two_escorts() -> None:
    steps = [*TAKEN, "done", "escort guerin 0107"]
    out = play(_chars(True), steps, dice=[3])
    assert out["steps"][6]["error"]["key"] == "ager.err.no_escort"


def test_7_4_an_escaped_prisoner_taken_whole_rearms_after_a_full_turn_by_a_dead_man() -> None:
    # Guérin escapes and stays by the dead in 0107 for a full turn: he takes a weapon, whole again
    steps = [*TAKEN[:4], "escape guerin", *["done"] * 6]  # to the end of the Franks' next phase
    out = play(_chars(False), steps, dice=[3], bodies={"0107": 1})
    ok(out)
    assert [s["index"] for s in out["steps"] if "ager.ev.rearmed" in keys(out, s["index"])] == [10]
    guerin = counter(out, "guerin")
    assert guerin is not None and not guerin.get("markers")
