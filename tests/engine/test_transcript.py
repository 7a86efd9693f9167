"""Transcripts show everything: set-up, the decisions owed after every step, forced decisions, and JSON
whatever an order raises (docs/transcripts.md)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from engine import registry
from engine.core.messages import Msg, render
from engine.core.protocol import Transition
from engine.transcript import run
from tests.bot.race import RaceRuleset, RaceState

ROOT = Path(__file__).resolve().parents[2]


class FaultyRace(RaceRuleset):
    """The race game with an engine bug: ``peek`` fails with an exception that is no rules error."""

    def apply(self, state: RaceState, side: str, action: Any) -> Transition[RaceState]:
        if action == "peek":
            raise ZeroDivisionError("a bug in the engine")
        return super().apply(state, side, action)


RULESET = FaultyRace()


def test_a_nested_message_parameter_is_json_and_reads_back():
    m = Msg("cca.err.wrong_step", {"side": "south", "step": Msg("cca.step.cca.card"), "hexes": ("E5", "F6")})
    data = json.loads(json.dumps(m.to_json()))
    assert data["params"]["step"] == {"key": "cca.step.cca.card", "params": {}}
    assert data["params"]["hexes"] == ["E5", "F6"]
    back = Msg.from_json(data)
    assert back.params["step"] == Msg("cca.step.cca.card")
    assert render(back) == render(m) and "play a command card" in render(back)


def test_cca_order_at_the_wrong_step_is_an_error_with_its_nested_message():
    out = run({"system": "cca", "scenario": "two-hills", "seed": 1, "steps": ["play left-2", "advance"]})
    json.dumps(out)  # everything is JSON
    step = out["steps"][1]
    assert not step["ok"] and step["error"]["type"] == "IllegalAction"
    assert step["error"]["key"] == "cca.err.wrong_step"
    assert step["error"]["params"]["step"]["key"].startswith("cca.step.")
    assert "bugs" not in out


def test_the_command_line_prints_json_for_an_order_at_the_wrong_step(tmp_path: Path) -> None:
    import subprocess
    import sys

    f = tmp_path / "wrong.toml"
    f.write_text('system = "cca"\nscenario = "two-hills"\nseed = 1\nsteps = ["play left-2", "advance"]\n')
    exe = Path(sys.executable).with_name("hexwar")
    proc = subprocess.run([str(exe), "transcript", str(f)], capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["steps"][1]["error"]["key"] == "cca.err.wrong_step"


def test_an_engine_failure_is_that_steps_error_and_a_bug_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.SYSTEMS, "faulty", __name__)
    steps: Sequence[list[str]] = [["red", "step"], ["blue", "peek"], ["blue", "step"]]
    out = run({"system": "faulty", "scenario": "short", "options": {"goal": 5}, "steps": steps})
    json.dumps(out)
    first, failed, third = out["steps"]
    assert first["ok"] and third["ok"]  # play goes on after the failure, from the unchanged state
    assert not failed["ok"] and failed["error"]["type"] == "InternalError"
    assert failed["error"]["key"] == "core.internal_error"
    assert failed["error"]["params"]["error"] == "ZeroDivisionError"
    (bug,) = out["bugs"]
    assert bug["where"] == "steps[1]" and bug["type"] == "ZeroDivisionError"
    assert any("a bug in the engine" in line for line in bug["traceback"])


def test_a_system_without_start_has_an_empty_setup_entry(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.SYSTEMS, "faulty", __name__)
    out = run({"system": "faulty", "scenario": "short", "steps": []})
    assert out["setup"] == {"ok": True, "events": [], "rolls": [], "pending": out["pending"]}


def test_afde_6c_the_first_initiative_roll_is_in_the_setup_entry():
    from tests.engine.afde.helpers import guinegatte

    scn = guinegatte()
    scn["start"] = {"turn": 3, "phase": "C"}
    out = run({"system": "afde", "scenario": scn, "dice": [6, 6, 1, 1], "steps": []})
    setup = out["setup"]
    assert [r["faces"] for r in setup["rolls"]] == [[6, 6], [1, 1]]
    keys = [e["key"] for e in setup["events"]]
    assert "afde.initiative.roll" in keys
    # AFdE 6.C case C.4: the winner's first leader and the loser's next were the only choices: forced.
    forced = [e for e in setup["events"] if e["key"] == "core.ev.forced"]
    assert {e["params"]["kind"] for e in forced} >= {"afde.first", "afde.next"}
    assert setup["pending"] == out["pending"]


def test_cca_3_the_deal_happens_at_setup_and_the_hands_stay_private():
    scenario = {"hands": {"south": ["left-2", "rally"], "north": ["center-2"]}, "units": ["south MI B7"]}
    out = run({"system": "cca", "scenario": scenario, "steps": []})
    setup = out["setup"]
    assert setup["ok"] and setup["pending"][0]["kind"] == "cca.card"
    dealt = [
        (e["params"]["side"], e["params"]["card"]) for e in setup["events"] if e["key"] == "cca.ev.drew_card"
    ]
    assert dealt == [("south", "left-2"), ("south", "rally"), ("north", "center-2")]
    assert all(
        e["private_to"] == e["params"]["side"] for e in setup["events"] if e["key"] == "cca.ev.drew_card"
    )
    sizes = {e["params"]["side"]: e["params"]["n"] for e in setup["events"] if e["key"] == "cca.ev.drew"}
    assert sizes == {"south": 2, "north": 1}


def test_the_decisions_owed_are_given_after_every_step():
    scenario = {
        "hands": {"south": ["left-2"], "north": ["center-2"]},
        "units": ["south MI B7", "north LI A1"],
    }
    out = run({"system": "cca", "scenario": scenario, "steps": ["play left-2", "advance"]})
    played, refused = out["steps"]
    assert played["pending"][0]["kind"] == "cca.order"
    assert refused["pending"] == played["pending"]  # a refused order changes nothing
    assert out["steps"][-1]["pending"] == out["pending"]


def test_cca_12_a_decision_with_one_answer_is_a_forced_event():
    # Counter-Attack with nothing to copy orders nothing: the order, move and battle steps each had
    # only "done" and were taken without asking (acceptance case c18).
    out = run(
        {
            "system": "cca",
            "scenario": {
                "hands": {"south": ["counter-attack"], "north": ["center-2"]},
                "units": ["south MI G7", "north LI A1"],
            },
            "steps": ["play counter-attack"],
        }
    )
    forced = [e for e in out["steps"][0]["events"] if e["key"] == "core.ev.forced"]
    assert [e["params"]["kind"] for e in forced] == ["cca.order", "cca.move", "cca.battle"]
    assert all(e["params"]["order"] == "done" and e["params"]["side"] == "south" for e in forced)
    assert "single choice" in forced[0]["text"]


def test_cca_inline_position_fixes_discards_and_each_sides_last_card():
    out = run(
        {
            "system": "cca",
            "scenario": {
                "hands": {"south": ["counter-attack"], "north": ["center-2"]},
                "deck": ["left-2", "right-2"],
                "discard": ["rally", "center-3"],
                "last": {"north": "center-3"},
                "units": ["south MI G7", "north LI A1", "north HI E6"],
            },
            "steps": ["play counter-attack"],
        }
    )
    (step,) = out["steps"]
    assert step["ok"]
    copies = next(e for e in step["events"] if e["key"] == "cca.ev.counter_copies")
    assert copies["params"]["card"] == "Order Three Units Centre"
    public = out["view"]["public"]
    assert public["discard"] == ["Rally", "Order Three Units Centre", "Counter-Attack"]
    assert public["draw_pile"] == 2


def test_cca_inline_position_refuses_an_unknown_last_card():
    from engine.core.errors import DataError

    with pytest.raises(DataError, match="last"):
        run({"system": "cca", "scenario": {"last": {"north": "no-such-card"}}, "steps": []})
