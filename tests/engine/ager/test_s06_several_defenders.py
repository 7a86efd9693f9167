"""A§6.2, §6.3, E-A22: several defenders attacked together. ``attack <attackers…> <defenders…>``: the
active side's characters attack, the other side's defend; their defences are added; the defenders
count as on the least favourable of their terrains; a retreat moves every defender; a stun, wound or
death falls on the one their owner chooses, a wound or death on an unarmoured one if any; against
several defenders not all armoured the roll gets no +1."""

from __future__ import annotations

from tests.engine.ager.cases import event, keys, ok, play

# the Franks' melee step: Achard and Rollin each reach Yazid; Rollin reaches Daoud too
CHARS = [
    {"id": "achard", "at": "0312"},
    {"id": "rollin", "at": "0311"},
    {"id": "yazid", "at": "0212"},
    {"id": "daoud", "at": "0211"},
]
BOTH = "attack achard rollin yazid daoud"
ASK = ["turks", "standing ager.bearer ask"]  # the Turks choose who takes a result themselves


def health(out: dict, cid: str) -> str:
    counters = {c["id"]: c for c in out["view"]["map"]["counters"]}
    return str(counters[cid]["status"]) if cid in counters else "gone"


def test_6_2_the_defences_of_several_defenders_are_added() -> None:
    out = play(CHARS, ["done", BOTH], dice=[5])  # D: no effect
    ok(out)
    melee = event(out, 1, "ager.ev.melee")
    assert (melee["attack"], melee["defence"]) == (9, 10), melee
    assert melee["defender"] == ["foot 0212", "foot 0211"], melee


def test_6_2_a_stun_falls_on_the_defender_their_owner_chooses() -> None:
    out = play(CHARS, [ASK, "done", BOTH, ["turks", "take daoud"]], dice=[3])  # F: one defender stunned
    ok(out)
    assert "ager.bearer" in [p["kind"] for p in out["steps"][2]["pending"]]
    assert "ager.ev.stunned" in keys(out, 3)
    assert event(out, 3, "ager.ev.stunned")["unit"] == "foot 0211"  # Daoud, not Yazid


def test_6_2_a_retreat_moves_every_defender() -> None:
    out = play(CHARS, ["done", BOTH], dice=[4])  # E: the defenders retreat
    ok(out)
    retreating = [e["params"]["unit"] for e in out["steps"][1]["events"] if e["key"] == "ager.ev.retreats"]
    assert len(retreating) == 2, retreating


def test_6_3_against_defenders_not_all_armoured_no_plus_one_and_the_wound_goes_to_an_unarmoured_one() -> None:
    ghulam = {
        "id": "ghulam",
        "name": "Ghulam",
        "side": "turks",
        "code": "Tig",
        "foot": [6, 6, 5],
        "foot_wounded": [4, 4, 3],
        "stunned": 2,
        "armoured": True,
        "at": "0211",
    }
    chars = [*CHARS[:3], ghulam]
    out = play(chars, [ASK, "done", "attack achard rollin yazid ghulam"], dice=[2])  # G: one wounded
    ok(out)
    melee = event(out, 2, "ager.ev.melee")
    assert melee["total"] == 2, melee  # no +1 for armour: Yazid wears none
    # only the unarmoured may take it: the Turks' one choice, taken for them
    assert event(out, 2, "core.ev.forced")["order"] == "take yazid"
    assert event(out, 2, "ager.ev.wounded")["unit"] == "foot 0212"


def test_6_6_every_attacker_must_reach_one_of_the_defenders() -> None:
    out = play(CHARS, ["done", "attack achard yazid daoud"], dice=[5])
    step = out["steps"][1]
    assert not step["ok"] and step["error"]["key"] == "ager.err.cannot_attack", step
    assert step["error"]["rule"] == "Ager 6.2"  # Daoud is reached by no attacker
