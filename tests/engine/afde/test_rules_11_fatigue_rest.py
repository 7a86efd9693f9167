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
