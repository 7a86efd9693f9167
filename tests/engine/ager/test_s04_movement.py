"""Movement (Ager Sanguinis A§4): movement points, stacking, infiltration checks (A§4.3), riders on
two hexes (A§4.4, placeholder turn costs §P5)."""

from __future__ import annotations

import pytest

from tests.engine.ager.cases import counter, event, keys, ok, play

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


def test_4_4_5_a_rider_cannot_enter_a_palm_trunk() -> None:
    out = play(
        [{"id": "guerin", "at": "0909", "facing": 0}, {"id": "daoud", "at": "1900"}],
        ["move guerin 0908 0907"],
    )
    assert not out["steps"][0]["ok"] and out["steps"][0]["error"]["key"] == "ager.err.bad_step"
