"""Riderless horses led by the bridle (Ager Sanguinis A§4.4.4) on the Palm Grove's map: Guérin's horse
stands riderless at 0708 or 0508. Dice scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, keys, ok, play

FAR_TURK = {"id": "marwan", "at": "1900"}


def _horse_at(lab: str, facing: int) -> dict[str, Any]:
    return {"id": "guerin", "at": "1211", "on_foot": True, "horse": {"at": lab, "facing": facing}}


def test_4_4_4_a_foot_character_in_its_front_sector_leads_the_horse_in_his_steps() -> None:
    chars = [{"id": "arnould", "at": "0509"}, _horse_at("0508", 3), FAR_TURK]
    out = play(chars, ["lead arnould guerin-horse", "move arnould 0510 0511 0512"])
    ok(out)
    assert "ager.ev.leads" in keys(out, 0)
    horse = counter(out, "guerin-horse")
    assert horse is not None and (horse["hex"], horse["tail"], horse["markers"]) == ("0511", "0510", ["led"])


def test_4_4_4_no_bridle_while_an_enemy_able_to_attack_stands_next_to_the_horse() -> None:
    chars = [{"id": "arnould", "at": "0509"}, _horse_at("0508", 3), {"id": "marwan", "at": "0407"}]
    out = play(chars, ["lead arnould guerin-horse"])
    assert out["steps"][0]["error"]["key"] == "ager.err.no_bridle"


def test_4_4_4_a_rider_grabs_a_bridle_on_the_move_on_1_to_6_and_leads_the_horse_on() -> None:
    chars = [{"id": "raymond", "at": "0811", "facing": 0}, _horse_at("0708", 3), FAR_TURK]
    out = play(
        chars,
        ["move raymond 0810 0809 0808 0807", "grab raymond guerin-horse", "move raymond 0806 0805"],
        dice=[6],
    )
    ok(out)
    assert event(out, 1, "ager.ev.grab")["result"]["key"] == "ager.bridle.holds"
    horse = counter(out, "guerin-horse")
    assert horse is not None and (horse["hex"], horse["tail"]) == ("0807", "0808")


def test_4_4_4_a_failed_grab_leaves_the_horse_and_no_control_this_round() -> None:
    chars = [{"id": "raymond", "at": "0811", "facing": 0}, _horse_at("0708", 3), FAR_TURK]
    steps = ["move raymond 0810 0809 0808 0807", "grab raymond guerin-horse", "grab raymond guerin-horse"]
    out = play(chars, steps, dice=[7])
    assert event(out, 1, "ager.ev.grab")["result"]["key"] == "ager.bridle.slips"
    assert out["steps"][2]["error"]["key"] == "ager.err.no_bridle"
    horse = counter(out, "guerin-horse")
    assert horse is not None and horse["hex"] == "0708" and not horse.get("markers")


def test_4_4_4_a_leader_who_fights_in_melee_lets_go_of_the_horse() -> None:
    chars = [
        {"id": "arnould", "at": "0509"},
        _horse_at("0508", 3),
        {"id": "marwan", "at": "0612", "spear": False},
    ]
    out = play(
        chars,
        ["lead arnould guerin-horse", "move arnould 0510 0511", "done", "attack arnould marwan"],
        dice=[5],
    )
    ok(out)
    assert "ager.ev.lets_go" in keys(out, 3)
    horse = counter(out, "guerin-horse")
    assert horse is not None and not horse.get("markers")


def test_4_4_4_a_rider_ending_his_move_in_its_front_sector_leads_it_from_the_next_round() -> None:
    chars = [{"id": "raymond", "at": "0811", "facing": 0}, _horse_at("0708", 3), FAR_TURK]
    out = play(chars, ["move raymond 0810 0809", "lead raymond guerin-horse", "move raymond 0808"])
    assert "ager.ev.leads" in keys(out, 1)
    assert not out["steps"][2]["ok"]  # his move is over
    out = play(
        chars,
        ["move raymond 0810 0809", "lead raymond guerin-horse", "done", "done", "move raymond 0808 0807"],
    )
    ok(out)
    horse = counter(out, "guerin-horse")
    assert horse is not None and horse["markers"] == ["led"] and horse["hex"] != "0708"
