"""Standing answers (CCA 7/b, 8, 8/a, 9/a, 12): the decisions the rules give a side during the other side's
turn, answered in advance with ``standing <decision> always|never|ask`` (docs/standing.md)."""

from __future__ import annotations

import pytest

from engine.core.errors import RulesError

from .helpers import FLAG, HV, LT, MD, SW, R, do, keys, new, owed, turn, unit


def stand(s, side: str, *orders: str):
    for o in orders:
        s = R.apply(s, side, R.parse(s, side, o)).state
    return s


def test_9_a_a_standing_evade_runs_the_attack_through_to_its_result():
    s = new(["S HI E6", "N LI E5"], dice=[LT, SW, FLAG, MD, HV])
    s = stand(s, "north", "standing cca.react evade", "standing cca.evade_path always")
    s = turn(s, "center-4", ["E6"])
    tr = R.apply(s, "south", R.parse(s, "south", "battle E6 E5"))
    ks = keys(tr)
    assert "turn_ended" in ks  # the defender was never asked: south's turn ran to its end
    assert owed(tr.state)[:2] == ("north", "cca.card")
    assert ks.count("core.ev.standing") == 2
    assert "evade_declared" in ks
    answers = [e for e in tr.events if e.msg.key == "core.ev.standing"]
    react, path = answers
    assert react.msg.params["order"] == "evade" and react.private_to == "north"  # the window stays private
    assert path.msg.params["order"].startswith("evade ")
    assert unit(tr.state, "E5") is None
    assert unit(tr.state, path.msg.params["order"].split()[1]).kind == "LI"


def test_9_a_a_standing_evade_where_the_unit_may_not_evade_does_not_react():
    s = stand(new(["S HI E6", "N HI E5"], dice=[LT] * 5), "north", "standing cca.react always")
    s = turn(s, "center-4", ["E6"])
    tr = R.apply(s, "south", R.parse(s, "south", "battle E6 E5"))
    assert [e.msg.params["order"] for e in tr.events if e.msg.key == "core.ev.standing"] == ["noreaction"]
    assert owed(tr.state)[1] != "cca.react"


def test_12_a_standing_evade_still_asks_a_player_holding_first_strike_whose_unit_may_not_evade():
    hands = {"south": ["center-4"], "north": ["first-strike"]}
    s = stand(new(["S HI E6", "N HI E5"], hands=hands), "north", "standing cca.react evade")
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert owed(s)[:2] == ("north", "cca.react")


def test_12_a_standing_first_strike_strikes_first():
    hands = {"south": ["center-4"], "north": ["first-strike"]}
    s = new(["S HI E6", "N HI E5"], dice=[LT] * 10, hands=hands)
    s = stand(s, "north", "standing cca.react firststrike")
    s = turn(s, "center-4", ["E6"])
    tr = R.apply(s, "south", R.parse(s, "south", "battle E6 E5"))
    assert "first_strike" in keys(tr)
    assert "first-strike" not in tr.state.hands["north"]


def test_9_a_ask_restores_asking():
    s = new(["S HI E6", "N LI E5"])
    s = stand(s, "north", "standing cca.react evade", "standing cca.react ask")
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert owed(s)[:2] == ("north", "cca.react")


def test_9_a_a_standing_answer_given_while_the_decision_is_owed_answers_it_at_once():
    s = new(["S HI E6", "N LI E5"], dice=[LT, SW, FLAG, MD, HV])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    tr = R.apply(s, "north", R.parse(s, "north", "standing cca.react never"))
    assert "core.ev.standing" in keys(tr)
    assert owed(tr.state)[1] != "cca.react"


def test_7_b_standing_battle_back_never_and_always():
    dice = [LT, LT, LT, LT, FLAG, LT, LT, LT, LT]
    s = new(["S MI E6", "N HI E5"], dice=dice)
    s = stand(s, "north", "standing cca.react never", "standing cca.battleback never")
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5")
    assert owed(s)[1] != "cca.battleback"
    s = new(["S MI E6", "N HI E5"], dice=dice)
    s = stand(s, "north", "standing cca.react never", "standing cca.battleback always")
    tr = R.apply(
        turn(s, "center-4", ["E6"]), "south", R.parse(turn(s, "center-4", ["E6"]), "south", "battle E6 E5")
    )
    assert [e.msg.params["order"] for e in tr.events if e.msg.key == "core.ev.standing"] == [
        "noreaction",
        "battleback",
    ]


def test_8_standing_retreat_always_takes_the_path_farthest_from_the_enemy():
    s = new(["S HI E6", "N MI E5"], dice=[FLAG, LT, LT, LT, LT])
    s = do(turn(s, "center-4", ["E6"]), "battle E6 E5", "noreaction")
    side, kind, _ = owed(s)
    assert (side, kind) == ("north", "cca.retreat")
    default = R.pending(s)[0].default
    tr = R.apply(s, "north", R.parse(s, "north", "standing cca.retreat always"))
    answered = [e.msg.params["order"] for e in tr.events if e.msg.key == "core.ev.standing"]
    assert answered == [default]


def test_9_a_standing_answers_are_private_and_survive_a_save():
    s = stand(new(["S HI E6", "N LI E5"]), "north", "standing cca.react evade")
    tr = R.apply(s, "south", R.parse(s, "south", "standing cca.battleback never"))
    assert all(e.private_to == "south" for e in tr.events)
    s = tr.state
    assert s.agenda.standing_of("north") == {"cca.react": "evade"}
    assert s.agenda.standing_of("south") == {"cca.battleback": "never"}
    back = R.load(R.dump(s))
    assert back.agenda.standing == s.agenda.standing
    for viewer in (None, "south"):
        assert "cca.react" not in str(R.view(back, viewer).to_json())
    assert "standing" not in R.dump(new(["S HI E6", "N LI E5"]))  # saves without any stay as they were


@pytest.mark.parametrize(
    ("order", "key"),
    [
        ("standing cca.advance always", "core.err.no_standing"),
        ("standing cca.react sometimes", "core.err.bad_standing"),
        ("standing cca.react", "core.err.standing_form"),
    ],
)
def test_9_a_only_decisions_of_the_other_side_s_turn_may_be_answered_in_advance(order, key):
    s = new(["S HI E6", "N LI E5"])
    with pytest.raises(RulesError) as err:
        R.parse(s, "north", order)
    assert err.value.msg.key == key


def test_9_a_every_standing_decision_has_a_name_in_each_language():
    from engine.core.messages import has_key

    for kind in R.standing_kinds(new(["S HI E6"])):
        for lang in ("en", "pl", "hu", "uk"):
            assert has_key(f"cca.standing.{kind}", lang), (kind, lang)


def test_9_a_a_transcript_sets_a_standing_answer_with_a_step_naming_its_side():
    import tomllib
    from pathlib import Path

    from engine.transcript import run

    data = tomllib.loads((Path(__file__).parent / "data" / "standing_evade.toml").read_text())
    out = run(data)
    assert all(s["ok"] for s in out["steps"])
    last = out["steps"][-1]["events"]
    assert [(e["key"], e.get("private_to")) for e in last if e["key"] == "core.ev.standing"] == [
        ("core.ev.standing", "north"),
        ("core.ev.standing", "north"),  # private: that an answer was standing tells what was set
    ]
    assert [(p["side"], p["kind"]) for p in out["pending"]] == [("south", "cca.battle")]
