"""Camels (Ager Sanguinis A§4.4.2–4.4.6, §6.7, E-A12) on the Caravan's map, dice scripted: horses that
shy at camels, camel riders, pack camels and a palanquin camel (placeholder values, camels.toml)."""

from __future__ import annotations

from typing import Any

from engine.ager.geometry import engaged, threats
from engine.ager.ruleset import RULESET
from engine.core.dice import Dice
from engine.transcript import run
from tests.engine.ager.cases import counter, event, keys, ok

FAR = {"id": "daoud", "at": "1500"}  # a Turk far away, with no bow: no defensive fire
# a camel rider of the Turks without a missile weapon, his camel's head at 0603 facing north
HAMID = {
    "id": "hamid",
    "name": "Hamid",
    "side": "turks",
    "code": "Tcl",
    "camel": True,
    "mounted": [10, 8, 12],
    "mounted_wounded": [5, 6, 12],
    "foot": [6, 6, 6],
    "foot_wounded": [3, 4, 3],
    "stunned": 2,
    "at": "0603",
    "facing": 0,
}
LITTER = [
    {"id": "litter", "kind": "palanquin", "side": "turks", "at": "1006", "facing": 0, "occupant": "salim"}
]
SALIM = {"id": "salim", "at": "1006"}


def play(
    chars: list[dict[str, Any]], steps: list[Any], dice: list[int] | None = None, **scenario: Any
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "system": "ager",
        "scenario": {
            "base": "caravan",
            "characters": chars,
            "camels": scenario.pop("camels", []),
            **scenario,
        },
        "steps": steps,
    }
    if dice is not None:
        data["dice"] = dice
    return run(data)


def test_4_4_6_a_horse_entering_next_to_a_camel_panics_on_1_to_4_and_backs_one_hex() -> None:
    out = play(
        [{"id": "raymond", "at": "0507", "facing": 0}, HAMID, FAR], ["move raymond 0506 0505 0504 0503"], [2]
    )
    ok(out)
    fright = event(out, 0, "ager.ev.fright")
    assert (fright["face"], fright["modifier"], fright["total"]) == (2, 0, 2)
    assert fright["result"]["key"] == "ager.fright.panic"
    assert event(out, 0, "ager.ev.retreats")["path"] == "0505"
    assert counter(out, "raymond")["hex"] == "0505"  # type: ignore[index]


def test_4_4_6_a_frightened_horse_goes_on_and_its_rider_fights_one_column_left() -> None:
    # frightened on 6; the infiltration check at 0504 (Hamid next to him) rolls 1: no effect
    out = play(
        [{"id": "raymond", "at": "0507", "facing": 0}, HAMID, FAR],
        ["move raymond 0506 0505 0504", "done", "attack raymond hamid"],
        [6, 1, 5],
    )
    ok(out)
    assert event(out, 0, "ager.ev.fright")["result"]["key"] == "ager.fright.frightened"
    assert event(out, 2, "ager.ev.melee")["shift"] == -1  # next to a camel and frightened: one column left


def test_4_4_6_a_saracen_rider_adds_two() -> None:
    out = play(
        [{"id": "guerin", "at": "1500", "facing": 3}, HAMID, {"id": "borsok", "at": "0507", "facing": 0}],
        ["move borsok 0506 0505 0504"],
        [3],
        first="turks",
    )
    ok(out)
    fright = event(out, 0, "ager.ev.fright")
    assert (fright["modifier"], fright["total"], fright["result"]["key"]) == (2, 5, "ager.fright.frightened")


def test_4_4_6_no_test_for_a_horse_that_starts_next_to_a_camel() -> None:
    out = play([{"id": "raymond", "at": "0504", "facing": 0}, HAMID, FAR], ["move raymond 0503"], [1])
    assert "ager.ev.fright" not in keys(out, 0)


def test_4_4_2_a_camel_rider_dismounts_for_6_mp_and_cannot_remount_with_3_left() -> None:
    out = play(
        [HAMID, {"id": "guerin", "at": "1500", "facing": 3}],
        ["dismount hamid 0703", "mount hamid hamid-camel"],
        first="turks",
    )
    dis = event(out, 0, "ager.ev.dismounted")
    assert (dis["cost"], dis["mp"]) == (6, 3)  # (12 − 6) / 2
    assert counter(out, "hamid-camel")["kind"] == "camel"  # type: ignore[index]
    assert out["steps"][1]["error"]["key"] == "ager.err.no_mp"


def test_4_4_3_a_pack_camel_cannot_be_mounted() -> None:
    pack = [{"id": "pack-camel", "kind": "pack", "side": "franks", "at": "0904", "facing": 0}]
    out = play(
        # next to the camel's head (the camel holds 0904 and 0905), his own horse away from Daoud's hex
        [{"id": "guerin", "at": "0903", "on_foot": True, "horse": {"at": "1302", "facing": 0}}, FAR],
        ["mount guerin pack-camel"],
        camels=pack,
    )
    assert out["steps"][0]["error"]["key"] == "ager.err.cannot_mount"


def test_4_4_3_leaving_a_palanquin_costs_6_mp() -> None:
    out = play(
        [SALIM, {"id": "arnould", "at": "0105"}, FAR], ["dismount salim 0906"], camels=LITTER, first="turks"
    )
    ok(out)
    assert event(out, 0, "ager.ev.palanquin_out")["mp"] == 0
    assert counter(out, "salim")["hex"] == "0906"  # type: ignore[index]


def test_4_4_3_a_character_on_foot_next_to_a_palanquin_camel_enters_it_for_6_mp() -> None:
    empty = [{**LITTER[0], "occupant": ""}]
    out = play(
        [{"id": "salim", "at": "0906"}, {"id": "arnould", "at": "0105"}, FAR],
        ["mount salim litter", "move salim 0905"],
        camels=empty,
        first="turks",
    )
    assert event(out, 0, "ager.ev.palanquin_in")["cost"] == 6
    assert counter(out, "salim")["markers"] == ["palanquin"]  # type: ignore[index]
    assert not out["steps"][1]["ok"]


def test_6_7_2_only_the_palanquin_camel_is_attacked_and_its_death_drops_the_palanquin() -> None:
    out = play(
        [SALIM, {"id": "arnould", "at": "0906"}, FAR],
        ["done", "done", "attack arnould salim", "attack arnould litter"],  # no fire, no move
        [1],
        camels=LITTER,
    )
    assert out["steps"][2]["error"]["key"] == "ager.err.cannot_attack"
    assert keys(out, 3)[:3] == ["ager.ev.camel_melee", "ager.ev.camel_dies", "ager.ev.palanquin_falls"]
    assert "markers" not in counter(out, "salim")  # type: ignore[operator]


def test_6_7_2_the_man_in_a_palanquin_has_light_cover_and_does_not_retreat() -> None:
    out = play([SALIM, {"id": "rollin", "at": "1203"}, FAR], ["fire rollin salim"], [5, 5], camels=LITTER)
    ok(out)
    shot = event(out, 0, "ager.ev.shot")
    assert (shot["cover"], shot["result"]["key"]) == ("light", "ager.fire.foot.A")
    assert "ager.ev.retreats" not in keys(out, 0)


def test_6_7_1_no_charge_at_a_camel_rider() -> None:
    hamid = {**HAMID, "at": "0604", "facing": 3}
    out = play([{"id": "raymond", "at": "0611", "facing": 0}, hamid, FAR], ["charge raymond hamid"])
    err = out["steps"][0]["error"]
    assert (err["key"], err["rule"]) == ("ager.err.camel_charge", "Ager 6.7.1")


def test_4_4_4_a_foot_leader_of_a_horse_takes_no_camel() -> None:
    pack = [{"id": "pack-camel", "kind": "pack", "side": "franks", "at": "0906", "facing": 0}]
    guerin = {"id": "guerin", "at": "1400", "on_foot": True, "horse": {"at": "0904", "facing": 3}}
    for first, second in (("pack-camel", "guerin-horse"), ("guerin-horse", "pack-camel")):
        out = play(
            [{"id": "arnould", "at": "0905"}, guerin, FAR],
            [f"lead arnould {first}", f"lead arnould {second}"],
            camels=pack,
        )
        assert keys(out, 0) == ["ager.ev.leads_camel" if first == "pack-camel" else "ager.ev.leads"]
        assert out["steps"][1]["error"]["key"] == "ager.err.no_bridle"


def test_6_7_2_the_man_in_a_palanquin_makes_no_infiltration_check() -> None:
    out = play([SALIM, {"id": "arnould", "at": "0806"}, FAR], ["move arnould 0905 0904"], [], camels=LITTER)
    ok(out)
    assert "ager.ev.infiltration" not in keys(out, 0)
    assert counter(out, "arnould")["hex"] == "0904"  # type: ignore[index]


def test_6_7_2_the_man_in_a_palanquin_is_passive_and_threatens_nobody_next_to_him() -> None:
    spec = {"base": "caravan", "characters": [SALIM, {"id": "arnould", "at": "0906"}, FAR], "camels": LITTER}
    st = RULESET.new_state(spec, Dice.seeded(0), {})
    assert "1006" in st.board.neighbours("0906")
    # next to the palanquin, Arnould is not engaged: he may still fire, mount or take a bridle
    assert threats(st, "franks", "0906") == [] and not engaged(st, st.chars["arnould"])
