"""Siege tactics (Ager Sanguinis A§10, tier 4) on the Tower Gate: the ladders at 1103 (onto 1203) and
1108 (onto 1208), the gate between 1106 and its passage 1206. Dice scripted."""

from __future__ import annotations

from tests.engine.ager.cases import counter, event, keys, ok, play, text

GATE = "tower-gate"


def test_10_2_stepping_off_a_ladder_a_six_wounds_him_and_he_stays_on_it() -> None:
    out = play(
        [{"id": "daoud", "at": "1104"}, {"id": "hugues", "at": "1406"}],
        ["move daoud 1103 1203"],
        dice=[6],
        base=GATE,
    )
    ok(out)
    step = event(out, 0, "ager.ev.ladder_step")
    assert (step["face"], step["total"]) == (6, 6)
    assert "ager.ev.wounded" in keys(out, 0)
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "1103" and daoud["markers"] == ["wounded"]


def test_10_2_an_armoured_climber_adds_one_to_the_d6() -> None:
    out = play(
        [{"id": "daoud", "at": "1104", "armoured": True}, {"id": "hugues", "at": "1406"}],
        ["move daoud 1103 1203"],
        dice=[5],
        base=GATE,
    )
    ok(out)
    assert event(out, 0, "ager.ev.ladder_step")["total"] == 6
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "1103"


def test_10_2_climbing_a_ladder_costs_3_mp_and_stepping_off_it_4() -> None:
    # Ergun (6 MP) climbs the ladder but cannot also step onto the wall the same phase
    out = play(
        [{"id": "ergun", "at": "1104"}, {"id": "hugues", "at": "1406"}],
        ["move ergun 1103 1203"],
        base=GATE,
    )
    assert not out["steps"][0]["ok"]


def test_10_2_a_ladder_pushed_from_beside_its_foot_stands_on_a_7() -> None:
    out = play(
        [{"id": "daoud", "at": "0101"}, {"id": "hugues", "at": "1102"}],
        ["done", "done", "push hugues 1103"],
        dice=[7],
        base=GATE,
    )
    ok(out)
    assert event(out, 2, "ager.ev.ladder_push")["face"] == 7
    assert "ager.ev.falls" not in keys(out, 2)


def test_10_1_a_gate_opens_after_a_full_turn_of_doing_nothing_in_its_passage() -> None:
    out = play(
        [{"id": "daoud", "at": "0101"}, {"id": "gautier", "at": "1206"}],
        ["done", "done", "gate gautier", "done", "done", "gate gautier"],
        base=GATE,
    )
    ok(out)
    assert "ager.ev.gate_work" in keys(out, 2)
    assert "ager.ev.gate_opened" in keys(out, 5)


def test_10_1_two_attackers_before_the_gate_break_it_in_two_turns() -> None:
    out = play(
        [{"id": "daoud", "at": "1106"}, {"id": "ergun", "at": "1105"}, {"id": "hugues", "at": "1506"}],
        [
            "done",
            "break daoud ergun",
            "done",
            "done",
            "break daoud ergun",  # the gate breaks
            "done",  # Hugues may now throw his spear at Daoud through it
            "done",
            "move daoud 1206",
        ],
        base=GATE,
    )
    ok(out)
    assert event(out, 1, "ager.ev.gate_battered")["turns"] == 1
    assert "ager.ev.gate_broken" in keys(out, 4)
    daoud = counter(out, "daoud")
    assert daoud is not None and daoud["hex"] == "1206"


FALL = [
    "move marwan 1108",
    "done",  # the Turks' movement
    "done",  # their melee
    "done",  # the Franks' movement
    "done",  # their melee
    "push ancelin 1108",
]
FALLERS = [
    {"id": "marwan", "at": "1008", "spear": False},
    {"id": "ancelin", "at": "1208"},
    {"id": "hugues", "at": "1406"},
]


def test_10_2_a_man_fallen_with_a_ladder_stays_in_its_hex_by_default() -> None:
    out = play(FALLERS, FALL, dice=[4], base=GATE)
    ok(out)
    assert "ager.ev.falls" in keys(out, 5) and "ager.ev.placed" not in keys(out, 5)
    marwan = counter(out, "marwan")
    assert marwan is not None and marwan["hex"] == "1108" and marwan["markers"] == ["wounded"]


def test_10_2_a_ladder_pushed_over_lies_on_the_ground_its_hex_no_longer_a_ladder() -> None:
    out = play(FALLERS, FALL, dice=[4], base=GATE)
    ok(out)
    (hex_,) = [h for h in out["view"]["map"]["hexes"] if h["label"] == "1108"]
    assert hex_["terrain"] == "clear" and "ladder" in hex_.get("features", [])


def test_10_2_the_owner_places_a_man_fallen_with_a_ladder_in_its_hex_or_beside_it() -> None:
    steps: list[object] = [["turks", "standing ager.place ask"], *FALL]
    (ask,) = play(FALLERS, steps, dice=[4], base=GATE)["pending"]
    assert ask["kind"] == "ager.place" and ask["side"] == "turks"
    orders = [c["order"] for c in ask["choices"]]
    assert orders[0] == "place 1108" and "place 1008" in orders and "place 1208" not in orders
    out = play(FALLERS, [*steps, "place 1008"], dice=[4], base=GATE)
    ok(out)
    assert event(out, 7, "ager.ev.placed")["hex"] == "1008"
    marwan = counter(out, "marwan")
    assert marwan is not None and marwan["hex"] == "1008"


BRIDGE_MAP = {"rows": ["." * 10, "." * 10, "." * 10, "dddBdddddd", *["." * 10] * 4]}  # a bridge at 0303
BRIDGE_CREW = [
    {"id": "hugues", "at": "0302"},
    {"id": "ancelin", "at": "0304"},
    {"id": "daoud", "at": "0900"},
    {"id": "marwan", "at": "0503"},
]
BURNT = [
    "done",  # the Franks' offensive fire
    "done",  # their movement
    "burn hugues ancelin 0303",  # the first turn
    "move marwan 0403 0303",  # refused: no step from a ditch hex onto the bridge
    "move marwan 0403",
    "done",
    "done",
    "done",
    "done",
    "burn ancelin hugues 0303",  # the second turn: it burns
]


def test_10_1_two_characters_doing_nothing_else_burn_the_bridge_in_two_turns() -> None:
    out = play(BRIDGE_CREW, [*BURNT, "move marwan 0303"], base=GATE, map=BRIDGE_MAP, first="franks")
    assert [s["index"] for s in out["steps"] if not s["ok"]] == [3, 10]
    assert event(out, 2, "ager.ev.bridge_work")["turns"] == 1
    assert "ager.ev.bridge_burnt" in keys(out, 9)
    assert next(h for h in out["view"]["map"]["hexes"] if h["label"] == "0303")["terrain"] == "bridge_burnt"


def test_10_1_two_characters_lay_a_foot_bridge_where_the_bridge_burnt() -> None:
    turn = ["done", "done", "done", "done", "span ancelin hugues 0303"]  # the Turks', then the Franks' steps
    steps = [*BURNT, *turn, *turn]
    out = play(BRIDGE_CREW, steps, base=GATE, map=BRIDGE_MAP, first="franks")
    assert [s["index"] for s in out["steps"] if not s["ok"]] == [3]
    assert "ager.ev.footbridge" in keys(out, len(steps) - 1)
    assert next(h for h in out["view"]["map"]["hexes"] if h["label"] == "0303")["terrain"] == "footbridge"


LANDED_ON = [
    *FALLERS,
    {"id": "gautier", "at": "1109"},
    {"id": "daoud", "at": "1107", "health": "wounded"},
]
# Gautier, next to Marwan on the ladder, could attack him: the Franks' melee asks first
LAND = [*FALL[:-1], "done", FALL[-1]]


def test_10_2_a_man_fallen_with_a_ladder_may_land_on_a_character_beside_it() -> None:
    steps: list[object] = [["turks", "standing ager.place ask"], *LAND]
    (ask,) = play(LANDED_ON, steps, dice=[4], base=GATE)["pending"]
    orders = [c["order"] for c in ask["choices"]]
    assert "place 1109" in orders and "place 1107" in orders and "place 1208" not in orders


def test_10_2_a_character_landed_on_is_stunned_and_the_faller_lies_by_the_ladder() -> None:
    # Marwan lands on Gautier (healthy): Gautier is stunned; two living characters may not share a hex
    # (A§4.1), so Marwan lies by the fallen ladder, in its hex
    steps: list[object] = [["turks", "standing ager.place ask"], *LAND, "place 1109"]
    out = play(LANDED_ON, steps, dice=[4], base=GATE)
    ok(out)
    assert event(out, 8, "ager.ev.lands_on")["other"].split()[-1] == "1109"
    assert "ager.ev.stunned" in keys(out, 8) and "ager.ev.lies_by_ladder" in keys(out, 8)
    gautier, marwan = counter(out, "gautier"), counter(out, "marwan")
    assert gautier is not None and gautier["hex"] == "1109" and gautier["markers"] == ["stunned"]
    assert marwan is not None and marwan["hex"] == "1108" and marwan["markers"] == ["wounded"]


def test_10_2_a_wounded_character_landed_on_is_killed_and_the_faller_stays_on_his_hex() -> None:
    steps: list[object] = [["turks", "standing ager.place ask"], *LAND, "place 1107"]
    out = play(LANDED_ON, steps, dice=[4], base=GATE)
    ok(out)
    assert "ager.ev.killed" in keys(out, 8) and event(out, 8, "ager.ev.placed")["hex"] == "1107"
    assert counter(out, "daoud") is None
    marwan = counter(out, "marwan")
    assert marwan is not None and marwan["hex"] == "1107"


def test_10_2_a_rider_landed_on_falls_off_stunned_and_his_horse_keeps_the_faller_off_its_hex() -> None:
    # Borsok rides at 1009 (his horse's rear in 1010); Marwan lands on him: Borsok is stunned and falls
    # off beside his horse, which still holds 1009, so Marwan lies by the fallen ladder
    chars = [*FALLERS, {"id": "borsok", "at": "1009", "facing": 0}]
    steps: list[object] = [["turks", "standing ager.place ask"], *FALL, "place 1009"]
    out = play(chars, steps, dice=[4], base=GATE)
    ok(out)
    assert keys(out, 7)[:4] == [
        "ager.ev.lands_on",
        "ager.ev.unhorsed",
        "ager.ev.stunned",
        "ager.ev.lies_by_ladder",
    ]
    assert text(out, 7, "ager.ev.lies_by_ladder").startswith(
        "Marwan (on foot, 1108) cannot stay where he landed"
    )
    marwan, horse = counter(out, "marwan"), counter(out, "borsok-horse")
    assert marwan is not None and marwan["hex"] == "1108" and horse is not None and horse["hex"] == "1009"
