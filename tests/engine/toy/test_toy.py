"""The decision machine through the Patrol toy: sealed choices, windows at every hex of a move nested in
one another, standing answers, forced decisions, plans that stop, saving mid-move, scripted dice."""

from __future__ import annotations

import json

import pytest

from engine.core import saved_agenda
from engine.core.errors import IllegalAction, InvalidNotation, NotYourDecision
from tests.engine.toy import RULESET as R
from tests.engine.toy import ToyState


def new(script: list[int] | None = None, pieces: dict | None = None) -> ToyState:
    scenario = {"pieces": pieces} if pieces else "patrol"
    return R.new_game(scenario, 7, {}, script)


def play(st: ToyState, side: str, text: str):
    return R.apply(st, side, R.parse(st, side, text))


def keys(tr) -> list[str]:
    return [e.msg.key for e in tr.events]


def stances(st: ToyState, red: str = "bold", blue: str = "bold") -> ToyState:
    st = play(st, "red", f"stance {red}").state
    return play(st, "blue", f"stance {blue}").state


def test_sealed_stances_stay_hidden_until_both_are_in():
    st = new()
    assert {p.side for p in R.pending(st)} == {"red", "blue"}
    tr = play(st, "red", "stance wary")
    # red's answer is in the agenda only: not in any public event, not in any view
    assert "core.ev.sealed_given" in keys(tr)
    assert all("wary" not in json.dumps(e.to_json()) for e in tr.events if e.private_to is None)
    for viewer in (None, "blue", "red"):
        assert "wary" not in json.dumps(R.view(tr.state, viewer).to_json())
    assert [p.side for p in R.pending(tr.state)] == ["blue"]
    assert not tr.reveals
    with pytest.raises(NotYourDecision):
        play(tr.state, "red", "stance bold")
    tr2 = play(tr.state, "blue", "stance bold")
    assert tr2.reveals  # opening a sealed choice is no undo point
    assert "toy.ev.stances" in keys(tr2)
    assert tr2.state.stance == {"red": "wary", "blue": "bold"}


def test_a_window_opens_at_every_hex_next_to_a_sentry_and_nests_the_ducking_window():
    st = stances(new(script=[1, 1]))
    # red's runner r1 walks B1 → B2 → B3 → B4 (bold: 3 hexes) past blue's sentry at A4
    tr = play(st, "red", "move r1 B2 B3 B4")
    assert [(p.side, p.kind) for p in R.pending(tr.state)] == [("blue", "toy.sentry")]
    st = tr.state
    assert st.pieces["r1"].hex == "B3"  # stopped at the first hex that opened a window
    tr = play(st, "blue", "fire")
    assert [p.kind for p in R.pending(tr.state)] == ["toy.duck"]  # nested: red answers inside blue's window
    tr = play(tr.state, "red", "press")
    assert "toy.ev.shot" in keys(tr)  # missed on a scripted 1
    # the walk resumed and its next hex opened the window again
    assert tr.state.pieces["r1"].hex == "B4"
    assert [p.kind for p in R.pending(tr.state)] == ["toy.sentry"]


def test_ducking_stops_the_plan_where_the_runner_stands():
    st = stances(new(script=[1]))
    st = play(st, "red", "move r1 B2 B3 B4").state
    st = play(st, "blue", "fire").state
    tr = play(st, "red", "duck")
    assert tr.state.pieces["r1"].hex == "B3"
    assert "toy.ev.stopped" in keys(tr)
    assert [p.kind for p in R.pending(tr.state)] == ["toy.move"]  # blue's own move now


def test_the_rest_of_a_plan_is_never_shown_to_the_other_side():
    st = stances(new())
    longer = play(st, "red", "move r1 B2 B3 B4").state
    shorter = play(st, "red", "move r1 B2 B3").state
    assert longer.pieces["r1"].hex == shorter.pieces["r1"].hex == "B3"
    for viewer in (None, "blue"):
        assert R.view(longer, viewer).to_json() == R.view(shorter, viewer).to_json()
    assert [p.to_json() for p in R.pending(longer)] == [p.to_json() for p in R.pending(shorter)]


def test_standing_answers_are_private_applied_and_logged():
    st = new(script=[6])
    tr = play(st, "blue", "standing toy.sentry always")
    assert tr.events and all(e.private_to == "blue" for e in tr.events)
    assert R.view(tr.state, "blue").private["standing"] == {"toy.sentry": "always"}
    assert (
        "standing" not in R.view(tr.state, "red").private or R.view(tr.state, "red").private["standing"] == {}
    )
    st = stances(tr.state)
    tr = play(st, "red", "move r1 B2 B3 B4")
    assert "core.ev.standing" in keys(tr)  # blue's sentry fired by its standing answer
    assert [p.kind for p in R.pending(tr.state)] == ["toy.duck"]
    tr = play(tr.state, "red", "press")
    assert "r1" not in tr.state.pieces  # hit on a scripted 6


def test_a_decision_with_one_legal_answer_is_taken_and_says_so():
    pieces = {
        "r1": ("red", "runner", "A1"),
        "rx": ("red", "sentry", "B1"),
        "ry": ("red", "sentry", "A2"),
        "b1": ("blue", "runner", "E6"),
    }
    st = new(pieces=pieces)
    tr = play(play(st, "red", "stance bold").state, "blue", "stance bold")
    # red's runner is boxed in: its only order is pass, taken by the machine with an event
    assert "core.ev.forced" in keys(tr)
    assert [p.side for p in R.pending(tr.state)] == ["blue"]


def test_refusals_say_why_and_change_nothing():
    st = stances(new())
    before = R.dump(st)
    with pytest.raises(IllegalAction) as err:
        R.parse(st, "red", "move r1 B2 D5")
    assert err.value.msg.key == "toy.err.bad_step"
    with pytest.raises(IllegalAction) as err:
        R.parse(st, "red", "charge")
    assert err.value.msg.key == "core.err.not_a_choice"
    with pytest.raises(InvalidNotation):
        R.parse(st, "red", "move r1 ²")
    with pytest.raises(NotYourDecision):
        R.parse(st, "blue", "pass")
    assert R.dump(st) == before


def test_the_agenda_saves_mid_move_and_resumes():
    st = stances(new(script=[1, 1]))
    st = play(st, "red", "move r1 B2 B3 B4").state
    data = json.loads(json.dumps(R.dump(st)))
    assert data["agenda"]["v"] == saved_agenda.AGENDA_VERSION
    again = R.load(data)
    assert R.dump(again) == R.dump(st)
    a = play(play(st, "blue", "fire").state, "red", "press").state
    b = play(play(again, "blue", "fire").state, "red", "press").state
    assert R.dump(a) == R.dump(b)


def test_scripted_dice_that_run_out_leave_the_game_waiting_before_the_roll():
    st = stances(new(script=[]))
    st = play(st, "red", "move r1 B2 B3 B4").state
    st = play(st, "blue", "fire").state
    tr = play(st, "red", "press")
    assert "core.ev.script_ended" in keys(tr)
    assert tr.state.pieces["r1"].hex == "B3"
    assert not tr.rolls


def test_seeded_random_games_end_with_a_result():
    import random

    for seed in range(20):
        rng = random.Random(seed)
        st = R.new_game("patrol", seed, {})
        for _ in range(400):
            if R.result(st) is not None:
                break
            p = rng.choice(R.pending(st))
            st = play(st, p.side, rng.choice(p.choices).order).state
        assert R.result(st) is not None
