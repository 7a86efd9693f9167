"""Rulebook cases run through engine.transcript with inline scenarios, scripted dice and typed orders."""

from engine.transcript import run

from .helpers import guinegatte


def test_transcript_guinegatte_charge_chain():
    out = run(
        {
            "system": "afde",
            "scenario": guinegatte(),
            "dice": [4, 6, 4, 7, 0],
            "steps": [
                "charge 2120 2116",
                "done",
                "fire 2116 2117",
                "retreat 2115",
                "face S",
                "face N",
                "fire 2115 2116",
                "face NE",
                "pursue",
            ],
        }
    )
    assert all(s["ok"] for s in out["steps"]), [s.get("error") for s in out["steps"]]
    counters = {c["id"]: c for c in out["view"]["map"]["counters"]}
    assert counters["PIC"]["hex"] == "2112" and "routed" in counters["PIC"]["markers"]
    assert "facing" not in counters["PIC"]
    assert counters["DUB"]["hex"] == "2115" and counters["DUB"]["facing"] == 1
    assert "fatigued" in counters["DUB"]["markers"]
    assert counters["CRE"]["leader"] and counters["CRE"]["attached_to"] == "CHC"
    rolls = out["steps"][2]["rolls"]
    assert rolls[0]["sides"] == 10 and rolls[0]["faces"] == [4]
    last = out["steps"][-1]["rolls"]
    assert last[0]["faces"] == [10]  # a scripted 0 is the d10 face 10, read as zero
    overlay = out["view"]["map"]["overlay"]
    assert overlay["attacks"] == [] or isinstance(overlay["attacks"], list)


def test_transcript_refusal_is_reported_with_its_rule():
    out = run({"system": "afde", "scenario": guinegatte(), "dice": [], "steps": ["move 2120 2118"]})
    step = out["steps"][0]
    assert not step["ok"] and step["error"]["rule"] == "AFdE 8.1"


def test_transcript_starting_at_phase_c():
    scn = guinegatte()
    scn["start"] = {"turn": 3, "phase": "C"}
    out = run({"system": "afde", "scenario": scn, "dice": [6, 6, 1, 1], "steps": []})
    ini = out["view"]["public"]["initiative"]
    assert ini["case"] == "C.4" and ini["first"] == "CRE" and ini["next"] == "MAX"  # single choices: taken
    assert out["view"]["public"]["active"] == "CRE"
    assert out["pending"][0]["kind"] == "afde.d1" and out["pending"][0]["role"] == "Crevecoeur"


def test_transcript_facing_prompts_may_be_skipped_keeping_the_facing():
    out = run(
        {
            "system": "afde",
            "scenario": guinegatte(),
            "dice": [4, 6, 4, 7, 0],
            "steps": [
                ["french", "charge 2120 2116"],
                ["french", "done"],
                ["burgundian", "fire 2116 2117"],
                ["burgundian", "retreat 2115"],
                ["burgundian", "fire 2115 2116"],  # the archers and Du Bellay keep their facings
                ["french", "face NE"],
                ["french", "pursue"],
            ],
        }
    )
    assert all(s["ok"] for s in out["steps"]), [s.get("error") for s in out["steps"]]
    counters = {c["id"]: c for c in out["view"]["map"]["counters"]}
    assert counters["DUB"]["hex"] == "2115" and counters["DUB"]["facing"] == 1
    assert counters["PIC"]["hex"] == "2112"


def test_transcript_waits_when_the_script_has_no_dice_for_the_next_turn():
    scn = guinegatte()
    scn["turns"] = 5
    out = run(
        {
            "system": "afde",
            "scenario": scn,
            "dice": [4, 6, 4, 7, 0],
            "steps": [
                "charge 2120 2116",
                "done",
                "fire 2116 2117",
                "retreat 2115",
                "fire 2115 2116",
                "face NE",
                "pursue",
                "done",  # Maximilian's movement
                "done",  # no melee: the turn ends; the rally of the routed archers needs a die
            ],
        }
    )
    assert all(s["ok"] for s in out["steps"]), [s.get("error") for s in out["steps"]]
    assert out["steps"][-1]["events"][-1]["key"] == "afde.dice.script_ended"
    assert out["pending"] == []
