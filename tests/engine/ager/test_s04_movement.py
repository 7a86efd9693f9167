"""Movement (Ager Sanguinis A§4): movement points, stacking, infiltration checks (A§4.3), riders on
two hexes (A§4.4, placeholder turn costs §P5)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.ager.cases import counter, event, events, keys, ok, play

DAOUD = {"id": "daoud", "at": "0111"}
ARNOULD = {"id": "arnould", "at": "0213"}


@pytest.mark.parametrize(
    ("face", "result", "at"),
    [
        (6, "ager.infiltration.none", "0210"),
        (8, "ager.infiltration.stop", "0212"),
        (10, "ager.infiltration.wound", "0212"),
    ],
)
def test_4_3_passing_next_to_an_enemy_stops_for_one_check_per_enemy(face: int, result: str, at: str) -> None:
    # Arnould (armoured: −1) passes Daoud at 0212 and 0211: one check, in the first hex only; the
    # last hex of his move is free
    out = play([ARNOULD, DAOUD], ["move arnould 0212 0211 0210"], dice=[face])
    ok(out)
    check = event(out, 0, "ager.ev.infiltration")
    assert (check["face"], check["modifier"], check["total"]) == (face, -1, face - 1)
    assert check["result"]["key"] == result
    assert [e for e in keys(out, 0) if e == "ager.ev.infiltration"] == ["ager.ev.infiltration"]
    assert counter(out, "arnould")["hex"] == at  # type: ignore[index]


def test_4_3_a_move_that_ends_next_to_an_enemy_is_not_checked() -> None:
    out = play([ARNOULD, DAOUD], ["move arnould 0212"], dice=[])
    ok(out)
    assert "ager.ev.infiltration" not in keys(out, 0)


def test_4_2_no_move_through_an_enemy_and_4_1_none_ends_on_a_friend() -> None:
    out = play(
        [ARNOULD, {"id": "ancelin", "at": "0211"}, {"id": "daoud", "at": "0209"}],
        ["move arnould 0212 0211", "move arnould 0212 0211 0210 0209"],
    )
    assert [s["ok"] for s in out["steps"]] == [False, False]
    assert out["steps"][0]["error"]["key"] == "ager.err.occupied"
    assert out["steps"][1]["error"]["key"] == "ager.err.bad_step"


def test_4_0_a_path_may_not_cost_more_than_the_movement_allowance() -> None:
    # Arnould has 6 MP; brush costs 2 (0406, 0306, 0206 …)
    out = play(
        [{"id": "arnould", "at": "0207"}, {"id": "daoud", "at": "1900"}],
        ["move arnould 0206 0306 0406 0505"],
    )
    assert out["steps"][0]["error"]["key"] == "ager.err.too_far"
    assert out["steps"][0]["error"]["params"] == {"cost": 7, "mp": 6}


def test_4_4_a_rider_turns_on_two_hexes_and_pays_for_sharp_turns() -> None:
    # Guérin (12 MP) faces north with his front on 1711: straight on costs 1 a hex, a flank step 1 + 1,
    # the hex straight behind 1 + 3
    guerin = {"id": "guerin", "at": "1711", "facing": 0}
    out = play([guerin, {"id": "daoud", "at": "0000"}], ["move guerin 1710 1709"])
    ok(out)
    assert event(out, 0, "ager.ev.stepped")["mp"] == 11
    g = counter(out, "guerin")
    assert g is not None and (g["hex"], g["facing"]) == ("1709", 0)
    out = play([guerin, {"id": "daoud", "at": "0000"}], ["move guerin 1812"])
    ok(out)
    assert event(out, 0, "ager.ev.stepped")["mp"] == 10
    g = counter(out, "guerin")
    assert g is not None and (g["hex"], g["facing"]) == ("1812", 2)
    out = play([guerin, {"id": "daoud", "at": "0000"}], ["move guerin 1713"])
    ok(out)
    assert event(out, 0, "ager.ev.stepped")["mp"] == 8


def test_4_4_1_an_about_turn_in_place_costs_5_mp() -> None:
    # Guérin faces north with his front on 1711 and his rear on 1712: turning about puts his front on
    # 1712, facing south, for 5 MP whatever the ground; he rides on south to 1713 (1 MP)
    guerin = {"id": "guerin", "at": "1711", "facing": 0}
    out = play([guerin, {"id": "daoud", "at": "0000"}], ["move guerin 1712 1713"])
    ok(out)
    assert [e["params"]["mp"] for e in events(out, 0) if e["key"] == "ager.ev.stepped"] == [7, 6]
    g = counter(out, "guerin")
    assert g is not None and (g["hex"], g["tail"], g["facing"]) == ("1713", "1712", 3)
    # ridden 7 hexes north, his last 5 MP turn him about, and no MP is left to ride on
    at = {"id": "guerin", "at": "1811", "facing": 0}
    ride = "move guerin 1810 1809 1808 1807 1806 1805 1804 1805"
    out = play([at, {"id": "daoud", "at": "0000"}], [ride])
    ok(out)
    assert [e["params"]["mp"] for e in events(out, 0) if e["key"] == "ager.ev.stepped"][-1] == 0
    out = play([at, {"id": "daoud", "at": "0000"}], [f"{ride} 1806"])
    assert not out["steps"][0]["ok"] and out["steps"][0]["error"]["key"] == "ager.err.too_far"


def test_4_4_5_a_rider_cannot_enter_a_palm_trunk() -> None:
    out = play(
        [{"id": "guerin", "at": "0909", "facing": 0}, {"id": "daoud", "at": "1900"}],
        ["move guerin 0908 0907"],
    )
    assert not out["steps"][0]["ok"] and out["steps"][0]["error"]["key"] == "ager.err.bad_step"


def _prompt(out: dict[str, Any]) -> tuple[str, list[str]]:
    (p,) = out["pending"]
    return p["kind"], [c["order"] for c in p["choices"]]


def test_2_1_the_movement_step_names_a_character_then_where_he_goes() -> None:
    chars = [ARNOULD, {"id": "ancelin", "at": "0312"}, {"id": "daoud", "at": "1900"}]
    kind, orders = _prompt(play(chars, []))
    assert (kind, orders) == ("ager.move", ["move ancelin", "move arnould", "done"])
    out = play(chars, ["move arnould"])
    ok(out)
    kind, orders = _prompt(out)
    assert kind == "ager.destination" and orders[-1] == "back"
    assert "move arnould 0210" in orders and all(o.startswith("move arnould ") for o in orders[:-1])
    # back to the characters; a destination walks the move and asks for the next character
    out = play(chars, ["move arnould", "back", "move arnould", "move arnould 0210"])
    ok(out)
    assert _prompt(out)[0] == "ager.move"
    assert counter(out, "arnould")["hex"] == "0210"  # type: ignore[index]


def test_2_1_a_whole_move_order_is_read_at_either_prompt() -> None:
    chars = [ARNOULD, {"id": "ancelin", "at": "0312"}, {"id": "daoud", "at": "1900"}]
    out = play(chars, ["move arnould", "move ancelin 0311 0310", "move arnould 0212 0211", "done"])
    ok(out)
    assert counter(out, "ancelin")["hex"] == "0310"  # type: ignore[index]
    assert counter(out, "arnould")["hex"] == "0211"  # type: ignore[index]
    refused = play(chars, ["move daoud", "back"])
    assert [s["ok"] for s in refused["steps"]] == [False, False]
    assert refused["steps"][0]["error"]["key"] == "ager.err.not_yours"


def test_4_2_2_two_foot_characters_clear_bodies_and_spend_their_phase_on_it() -> None:
    # Rollin's bolt kills Yazid in 0210 (roll 1: D); Arnould and Ancelin, next to his body, move it into
    # 0211 and may neither move nor fight after it
    chars = [
        {"id": "rollin", "at": "0208"},
        {"id": "yazid", "at": "0210"},
        {"id": "arnould", "at": "0310"},
        {"id": "ancelin", "at": "0110"},
        {"id": "marwan", "at": "1900"},
    ]
    out = play(chars, ["fire rollin yazid"], dice=[1])
    ok(out)
    kind, orders = _prompt(out)
    assert kind == "ager.move" and "clear ancelin arnould 0210 0211" in orders
    out = play(chars, ["fire rollin yazid", "clear arnould ancelin 0210 0211"], dice=[1])
    ok(out)
    cleared = event(out, 1, "ager.ev.cleared")
    assert (cleared["hex"], cleared["to"], cleared["points"]) == ("0210", "0211", 1)
    assert "ager.ev.phase" in keys(out, 1)  # nobody left to move: the Turks' phase begins
    refused = play(
        chars, ["fire rollin yazid", "move arnould 0311", "clear arnould ancelin 0210 0211"], dice=[1]
    )
    assert refused["steps"][2]["error"]["key"] == "ager.err.cannot_clear"


def test_4_2_3_a_foot_character_carries_a_stunned_friend_at_half_his_remaining_mp() -> None:
    # Arnould (6 MP) enters stunned Ancelin's hex 0212 (1 MP), picks him up: 5 // 2 = 2 MP left for
    # 0211 and 0210, where he sets him down in a free hex next to him; a third hex is too far
    chars = [ARNOULD, {"id": "ancelin", "at": "0212", "health": "stunned"}, {"id": "marwan", "at": "1900"}]
    out = play(chars, ["move arnould"])
    assert "carry arnould ancelin 0212" in _prompt(out)[1]
    out = play(chars, ["carry arnould ancelin 0212 0211 0210", "set 0209"])
    ok(out)
    assert event(out, 0, "ager.ev.picked_up")["mp"] == 2
    kind, orders = _prompt(play(chars, ["carry arnould ancelin 0212 0211 0210"]))
    assert kind == "ager.set_down" and "set 0209" in orders and "set 0210" not in orders
    assert event(out, 1, "ager.ev.set_down")["hex"] == "0209"
    assert counter(out, "arnould")["hex"] == "0210"  # type: ignore[index]
    assert counter(out, "ancelin")["hex"] == "0209"  # type: ignore[index]
    too_far = play(chars, ["carry arnould ancelin 0212 0211 0210 0209"])
    assert too_far["steps"][0]["error"]["params"] == {"cost": 3, "mp": 2}


def test_4_3_1_no_infiltration_check_against_an_enemy_across_a_window() -> None:
    # Daoud walks past the Tower Gate house's window (0403) with Hugues in the room behind it (0404):
    # no check; walking past Hugues standing outside at 0503 he is checked (d10 3: no effect)
    walk = ["move daoud 0303 0403 0502"]
    out = play([{"id": "daoud", "at": "0203"}, {"id": "hugues", "at": "0404"}], walk, base="tower-gate")
    ok(out)
    assert "ager.ev.infiltration" not in keys(out, 0)
    assert counter(out, "daoud")["hex"] == "0502"  # type: ignore[index]
    out = play(
        [{"id": "daoud", "at": "0203"}, {"id": "hugues", "at": "0503"}], walk, dice=[3], base="tower-gate"
    )
    ok(out)
    assert event(out, 0, "ager.ev.infiltration")["enemy"] == "foot 0503"
