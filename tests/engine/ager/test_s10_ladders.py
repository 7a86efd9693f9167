"""Moving and carrying siege ladders (Ager Sanguinis A§10.2, E-A30) on the Tower Gate: the ladders at
1103 (onto the wall-walk 1203) and 1108 (onto 1208); the wall-walk, column 12, one level up. Dice
scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, keys, ok, play

GATE = "tower-gate"
HUGUES = {"id": "hugues", "at": "1406"}
DAOUD = {"id": "daoud", "at": "1003"}
ABOVE = {"id": "hugues", "at": "1208"}


def _terrain(out: dict[str, Any], lab: str) -> str:
    return str(next(h["terrain"] for h in out["view"]["map"]["hexes"] if h["label"] == lab))


def _hex(out: dict[str, Any], lab: str) -> dict[str, Any]:
    return dict(next(h for h in out["view"]["map"]["hexes"] if h["label"] == lab))


def test_10_2_two_characters_next_to_a_ladder_move_it_one_hex_for_2_mp_each() -> None:
    # Daoud (8 MP) and Ergun (6 MP), both next to the ladder at 1103, move it to 1104 against 1204;
    # Ergun, 4 MP left, climbs it (1 + 3)
    out = play(
        [{"id": "daoud", "at": "1102"}, {"id": "ergun", "at": "1003"}, HUGUES],
        ["ladder ergun daoud 1103 1104 1204", "move ergun 1004 1104"],
        base=GATE,
    )
    ok(out)
    assert event(out, 0, "ager.ev.ladder_set")["hex"] == "1104"
    assert (_terrain(out, "1104"), _terrain(out, "1103")) == ("ladder", "clear")
    ergun = counter(out, "ergun")
    assert ergun is not None and ergun["hex"] == "1104"


def test_10_2_a_ladder_is_not_moved_while_anyone_is_on_it() -> None:
    out = play(
        [{"id": "daoud", "at": "1102"}, {"id": "ergun", "at": "1003"}, {"id": "marwan", "at": "1103"}, ABOVE],
        ["ladder daoud ergun 1103 1104 1204"],
        base=GATE,
    )
    assert out["steps"][0]["error"]["key"] == "ager.err.cannot_ladder"


def test_10_2_carriers_lift_a_ladder_each_at_half_his_movement_and_the_other_follows() -> None:
    # lifting: 2 MP each, then half of what is left (E-A30): Daoud 8 - 2 = 6 -> 3, Ergun 6 - 2 = 4 -> 2;
    # Daoud walks to 1001 (2 hexes), Ergun follows in his steps into 1002
    out = play(
        [{"id": "daoud", "at": "1003"}, {"id": "ergun", "at": "1004"}, HUGUES],
        ["lift daoud ergun 1103", "move daoud 1002 1001"],
        base=GATE,
    )
    ok(out)
    assert event(out, 0, "ager.ev.ladder_lifted")["mp"] == 2
    assert _terrain(out, "1103") == "clear"
    daoud, ergun = counter(out, "daoud"), counter(out, "ergun")
    assert daoud is not None and ergun is not None
    assert (daoud["hex"], ergun["hex"]) == ("1001", "1002")
    assert "ladder" in daoud["markers"] and "ladder" in ergun["markers"]


def test_10_2_a_carrier_may_not_go_where_his_partner_cannot_follow() -> None:
    # Ergun has 2 MP left after lifting: Daoud's 3 hexes would leave him behind
    out = play(
        [{"id": "daoud", "at": "1003"}, {"id": "ergun", "at": "1004"}, HUGUES],
        ["lift daoud ergun 1103", "move daoud 1002 1001 1000"],
        base=GATE,
    )
    assert out["steps"][1]["error"]["key"] == "ager.err.ladder_behind"


def test_10_2_carriers_set_the_ladder_up_against_a_wall_hex_one_level_higher_and_it_is_climbed() -> None:
    out = play(
        [DAOUD, {"id": "ergun", "at": "1004"}, {"id": "marwan", "at": "1102"}, HUGUES],
        ["lift daoud ergun 1103", "raise daoud ergun 1103 1204", "move marwan 1103 1204"],
        dice=[2],
        base=GATE,
    )
    ok(out)
    assert event(out, 1, "ager.ev.ladder_set")["wall"] == "1204"
    assert event(out, 2, "ager.ev.ladder_step")["face"] == 2
    marwan = counter(out, "marwan")
    assert marwan is not None and marwan["hex"] == "1204"


def test_10_2_carriers_lay_the_ladder_down_and_it_lies_on_the_map() -> None:
    out = play(
        [{"id": "daoud", "at": "1003"}, {"id": "ergun", "at": "1004"}, HUGUES],
        ["lift daoud ergun 1103", "lay daoud ergun 1003"],
        base=GATE,
    )
    ok(out)
    assert "ager.ev.ladder_laid" in keys(out, 1)
    assert "ladder" in _hex(out, "1003")["features"]
    daoud = counter(out, "daoud")
    assert daoud is not None and "ladder" not in daoud.get("markers", [])


def test_10_2_a_ladder_pushed_over_lies_in_its_hex_and_two_characters_raise_it_again() -> None:
    out = play(
        [{"id": "daoud", "at": "0101"}, {"id": "hugues", "at": "1102"}, {"id": "ancelin", "at": "1004"}],
        ["done", "done", "push hugues 1103", "done", "ladder ancelin hugues 1103 1103 1203"],
        dice=[3],
        base=GATE,
    )
    ok(out)
    assert "ager.ev.ladder_set" in keys(out, 4)
    assert _terrain(out, "1103") == "ladder"


def test_10_2_seeded_random_play_around_the_ladders_keeps_its_position_whole() -> None:
    # Turks on foot by both ladders, Franks on the wall: random orders, a ladder order whenever one is
    # offered; every position survives its dump and load and the game never stalls
    import random

    from engine.registry import get_ruleset

    rs = get_ruleset("ager")
    scenario = {
        "base": GATE,
        "rounds": 3,
        "characters": [
            {"id": "daoud", "at": "1003"},
            {"id": "ergun", "at": "1004"},
            {"id": "marwan", "at": "1007"},
            {"id": "yazid", "at": "1008"},
            {"id": "ancelin", "at": "1203"},
            {"id": "hugues", "at": "1208"},
        ],
    }
    verbs = ("lift", "ladder", "raise", "lay", "push")
    seen: set[str] = set()
    for seed in (1, 2, 5):
        rng = random.Random(seed)
        st = rs.new_game(scenario, seed, {})
        for _ in range(60):
            if rs.result(st) is not None:
                break
            p = rng.choice(rs.pending(st))
            mine = [c.order for c in p.choices if c.order.split()[0] in verbs]
            order = rng.choice(mine) if mine and rng.random() < 0.7 else rng.choice(p.choices).order
            seen.add(order.split()[0])
            st = rs.apply(st, p.side, rs.parse(st, p.side, order)).state
            dumped = rs.dump_state(st)
            assert rs.dump_state(rs.load_state(dumped, st.agenda, st.dice)) == dumped
    assert {"lift", "ladder", "lay", "push"} <= seen


def test_10_2_a_character_carrying_a_ladder_does_not_fight() -> None:
    # E-A30: no fire nor melee while carrying; Hugues stands next to Daoud
    out = play(
        [{"id": "daoud", "at": "1003"}, {"id": "ergun", "at": "1004"}, {"id": "hugues", "at": "1002"}],
        ["lift daoud ergun 1103", "done", "attack daoud hugues"],
        base=GATE,
    )
    assert out["steps"][1]["ok"] and not out["steps"][2]["ok"]


def test_10_2_a_man_hurt_stepping_off_the_ladder_is_shown_on_the_ladder() -> None:
    import tomllib
    from pathlib import Path

    from engine.transcript import run

    case = Path(__file__).parents[2] / "acceptance" / "ager" / "b90_ladder_climb_and_step_wounded.toml"
    out = run(tomllib.loads(case.read_text(encoding="utf-8")))
    line = next(e["text"] for e in out["steps"][2]["events"] if e["key"] == "ager.ev.ladder_step")
    assert line.startswith("Daoud (on foot, 1103) steps off the ladder onto 1203"), line
    assert "stays on the ladder" in line
