"""AFdE 11: fatigue and rest (au repos): placed in Phase A in secret, effective in Phase E."""

from .helpers import R, kinds, mini, new, play

NEXT = ["3", "3", "3", "3"]


def rest_case():
    scn = mini(
        {"id": "A", "type": "Mi", "hex": "0606", "facing": "N", "fatigued": True, "front": [4, 5, 4]},
        {"id": "E", "type": "Mi", "hex": "1212", "side": "blue", "facing": "N"},
    )
    scn["turns"] = 1
    scn["start"] = {"phase": "A"}
    return scn


def test_11_2_rest_is_chosen_in_secret_and_revealed_together():
    st = new(rest_case(), NEXT)
    assert kinds(st) == ["afde.rest"]
    prompt = R.pending(st)[0]
    assert prompt.private and prompt.side == "red" and prompt.role == "R"
    st, _ = play(st, "rest 0606", side="red")
    assert R.view(st, "red").private["rest"] == ["A"]
    assert "rest" not in [m for c in R.view(st, "blue").map.counters for m in c.markers]
    assert not st.units["A"].rest  # not revealed before both sides are done


def test_11_2_a_unit_that_rests_all_turn_is_fresh_in_phase_e():
    st = new(rest_case(), NEXT)
    st, _ = play(st, "rest 0606", "done", side="red")
    assert st.units["A"].rest
    while st.result is None:
        st, _ = play(st, "done")
    assert not st.units["A"].fatigued


def test_11_2_moving_cancels_rest():
    st = new(rest_case(), NEXT)
    st, _ = play(st, "rest 0606", "done", side="red")
    st, ev = play(st, "lead RL", "move 0606 0605")  # RL, on A, goes along (5.1; A15)
    assert not st.units["A"].rest and "afde.rest.cancelled" in [e.msg.key for e in ev]
    while st.result is None:
        st, _ = play(st, "done" if "done" in [c.order for p in R.pending(st) for c in p.choices] else "stop")
    assert st.units["A"].fatigued


def test_11_fatigued_unit_uses_its_back_values():
    st = new(rest_case(), NEXT)
    a = st.units["A"]
    assert (a.sp, a.quality, a.mp) == tuple(a.back)


def test_6_a_both_sides_choose_rest_at_once_through_the_kernels_sealed_decision():
    scn = rest_case()
    scn["units"][1].update(fatigued=True, front=[4, 5, 4])
    st = new(scn, NEXT)
    assert st.agenda.sealed  # the kernel's sealed decision, not a system's own bookkeeping
    assert sorted(p.side for p in R.pending(st)) == ["blue", "red"]
    st, _ = play(st, "rest 0606", side="red")
    st, events = play(st, "done", side="red")
    given = [e for e in events if e.msg.key == "core.ev.sealed_given"]
    assert len(given) == 1 and given[0].private_to is None and given[0].msg.rule == "AFdE 6.A"
    assert str(given[0].msg.params["side"]) == "red"
    assert [p.side for p in R.pending(st)] == ["blue"]  # red's part is finished, blue's still owed
    assert R.view(st, "blue").private.get("rest", []) == []  # blue learns only that red has chosen
    assert not st.units["A"].rest
    st, _ = play(st, "rest 1212", side="blue")
    tr = R.apply(st, "blue", R.parse(st, "blue", "done"))
    assert tr.state.units["A"].rest and tr.state.units["E"].rest  # revealed together
    placed = [e.msg.params["side"] for e in tr.events if e.msg.key == "afde.rest.placed"]
    assert sorted(map(str, placed)) == ["blue", "red"]
    assert not tr.undoable  # no undo past the reveal


def test_6_a_a_game_saved_while_rest_was_owed_the_earlier_way_goes_on():
    """A game saved by the release before the sealed rest decision (red done, blue still choosing)."""
    import json
    from pathlib import Path

    data = json.loads((Path(__file__).parent / "fixtures" / "phase_a_rest_saved.json").read_text())
    st = R.load(data)
    assert [p.side for p in R.pending(st)] == ["blue"]
    st, _ = play(st, "rest 1212", side="blue")
    st, events = play(st, "done", side="blue")
    assert st.units["A"].rest and st.units["E"].rest
    placed = [str(e.msg.params["side"]) for e in events if e.msg.key == "afde.rest.placed"]
    assert sorted(placed) == ["blue", "red"]


def test_6_a_a_refused_rest_marker_says_why():
    import pytest

    from engine.core.errors import IllegalAction

    scn = mini(
        {"id": "A", "type": "Mi", "hex": "0606", "facing": "N", "fatigued": True},
        {"id": "F", "type": "Mi", "hex": "0806", "facing": "N"},
        {"id": "R", "type": "Mi", "hex": "0406", "fatigued": True, "cohesion": "routed"},
        {"id": "J", "type": "Mi", "hex": "1010", "facing": "N", "fatigued": True},
        {"id": "E", "type": "Mi", "hex": "1011", "side": "blue", "facing": "N"},
        map={"hexsides": [{"a": "1010", "b": "1011", "feature": "river"}]},
    )
    scn["start"] = {"phase": "A"}
    st = new(scn, NEXT)
    for order, key in (
        ("rest 0806", "afde.rest.fresh"),
        ("rest 0406", "afde.rest.routed"),
        ("rest 1010", "afde.rest.adjacent"),  # across a river: still adjacent (11.2)
    ):
        with pytest.raises(IllegalAction) as err:
            play(st, order, side="red")
        assert (err.value.msg.key, err.value.msg.rule) == (key, "AFdE 6.A")
