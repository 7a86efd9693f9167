"""Feigned flight (Ager Sanguinis A§7.2) on the Palm Grove's map: five Turks, three of them riders,
feign flight eastwards from four Franks, two of them riders. Dice scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, keys, ok, play

TURKS = [
    {"id": "kutbeddin", "at": "0811", "facing": 2},
    {"id": "aptekin", "at": "0813", "facing": 2},
    {"id": "borsok", "at": "0609", "facing": 2},
    {"id": "yazid", "at": "0910"},
    {"id": "daoud", "at": "0912"},
]
FRANKS = [
    {"id": "raymond", "at": "0211", "facing": 2},
    {"id": "guerin", "at": "0309", "facing": 2},
    {"id": "arnould", "at": "0312"},
    {"id": "ancelin", "at": "0313"},
]
FLIGHT = [
    "done",  # the Turks' offensive fire
    "feign kutbeddin raymond",
    "move kutbeddin",
    "move kutbeddin 1511",
    "move aptekin",
    "move aptekin 1513",
    "move borsok",
    "move borsok 1309",
    "move yazid",
    "move yazid 1610",
    "move daoud",
    "move daoud 1612",
    "done",  # the Turks' movement: the flight is made; the Franks' phase begins with their test
]
TESTED = len(FLIGHT) - 1


def feint(steps: list[Any], dice: list[int], chars: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return play(chars or TURKS + FRANKS, FLIGHT + steps, dice=dice, first="turks")


def test_7_2_five_with_two_riders_feign_and_the_enemy_fooled_on_1_to_4_must_pursue() -> None:
    out = feint(["done", "done"], [2])
    assert [s["index"] for s in out["steps"] if not s["ok"]] == [TESTED + 2]  # no end before the pursuit
    assert out["steps"][TESTED + 2]["error"]["key"] == "ager.err.must_pursue"
    assert "ager.ev.feint" in keys(out, 1)
    assert "ager.ev.feint_made" in keys(out, TESTED)
    test = event(out, TESTED, "ager.ev.feint_test")
    # fewer riders than the feigning group: +2 (E-A13)
    assert (test["face"], test["modifier"], test["total"]) == (2, 2, 4)
    assert test["result"]["key"] == "ager.feint.fooled"
    marks = {c["id"]: c.get("markers") for c in out["view"]["map"]["counters"]}
    assert (marks["kutbeddin"], marks["raymond"]) == (["feigning"], ["pursuing"])


def test_7_2_a_fooled_group_ends_each_move_as_near_the_feigners_as_it_can() -> None:
    out = feint(["done", "move arnould"], [2])
    ok(out)
    assert event(out, TESTED, "ager.ev.feint_test")["result"]["key"] == "ager.feint.fooled"
    pend = out["pending"][0]
    assert [c["order"] for c in pend["choices"]] == ["move arnould 0909", "move arnould 0910", "back"]


def test_7_2_a_pursuer_stopping_short_is_refused() -> None:
    out = feint(["done", "move arnould 0412 0512"], [2])
    assert out["steps"][-1]["error"]["key"] == "ager.err.must_pursue"


def test_7_2_pursuers_next_to_a_feigner_end_the_pursuit() -> None:
    near = [{"id": "yazid", "at": "0910"} if c["id"] == "yazid" else c for c in TURKS]
    out = feint(
        [
            {"side": "turks", "order": "standing ager.dfire never"},
            "done",
            "move arnould",
            "move arnould 0909",
            "move ancelin",
            "move ancelin 0910",
            "move raymond",
            "move raymond 1210",
            "move guerin",
            "move guerin 1409",
            "done",
        ],
        [1, 1, 1, 1, 1, 1, 1, 1],  # the test, then infiltration checks passing the feigners
        near + FRANKS,
    )
    ok(out)
    assert "ager.ev.feint_contact" in keys(out, len(out["steps"]) - 2)  # the last pursuer moved


def test_7_2_not_fooled_the_group_stays_where_it_is_this_phase() -> None:
    out = feint(["done", "move arnould"], [7])
    assert event(out, TESTED, "ager.ev.feint_test")["total"] == 9
    assert out["steps"][-1]["error"]["key"] == "ager.err.not_yours"
    arnould = counter(out, "arnould")
    assert arnould is not None and arnould["hex"] == "0312"


def test_7_2_each_feigner_flees_7_hexes_each_farther_from_the_enemy() -> None:
    out = play(TURKS + FRANKS, [*FLIGHT[:2], "move yazid 1010 1110 1210"], first="turks")
    assert out["steps"][2]["error"]["key"] == "ager.err.no_flight"


def test_7_2_a_feigner_that_does_not_flee_leaves_the_flight_unmade() -> None:
    out = play(TURKS + FRANKS, [*FLIGHT[:4], "done"], first="turks")
    ok(out)
    assert "ager.ev.feint_failed" in keys(out, 4)
    assert "ager.ev.feint_test" not in keys(out, 4)


def test_7_2_a_group_of_four_cannot_feign_flight() -> None:
    out = play(TURKS[:4] + FRANKS, ["done", "feign kutbeddin raymond"], first="turks")
    assert out["steps"][1]["error"]["key"] == "ager.err.no_feint"


def test_7_2_an_enemy_group_no_more_than_half_the_feigners_cannot_be_feigned_from() -> None:
    out = play(TURKS + FRANKS[:2], ["done", "feign kutbeddin raymond"], first="turks")
    assert out["steps"][1]["error"]["key"] == "ager.err.no_feint"
