"""AFdE 14 (rulebook 7.1, 7.5, 7.6): leaders' fates when their unit suffers a result (§P4, §14.1)."""

from .helpers import choices, find, keys, kinds, mini, new, play


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def test_p4_the_casualty_roll_comes_after_the_retreat_of_the_result():
    """§P4: the d10 is rolled after the result is applied, its R included; the lord retreated with his
    unit (§11.9) and is wounded there (melee roll 2)."""
    scn = mini(
        unit("A", "0505", "Ha", facing="S", mounted=False, front=[4, 6, 4]),
        unit("T", "0506", "Il", side="blue", front=[3, 4, 5]),
        unit("E2", "1110", side="blue"),
        escort="0502",
    )
    st, ev = play(new(scn, ["3", "2"]), "done", "melee 0505 0506", "done")
    assert find(ev, "afde.melee.roll")[0]["defender"] == "R"
    assert "afde.leader.casualty_roll" not in keys(ev)  # nothing rolled before the retreat is made
    st, ev = play(st, "retreat 0507")
    k = keys(ev)
    assert k.index("afde.melee.retreat") < k.index("afde.leader.casualty_roll")
    assert st.leaders["BL"].hex == "0507" and st.leaders["BL"].wounded


def test_14_1_a_unit_its_retreat_eliminates_takes_no_casualty_roll_its_lord_goes_to_the_nearest_unit():
    """§P4 "only if the unit survives"; §14.1: a routed unit that must retreat from its rout edge leaves the
    map (eliminated): its lord goes to the nearest unit of his banner. Ratio 4:3 → 1:1 +1, type Ha (foot)
    3 − Mi 1 = +2, quality 0, defender routed +4: roll 0 → 7 → R. One die only: no casualty roll."""
    scn = mini(
        unit("A", "0511", "Ha", facing="S", mounted=False, front=[4, 6, 4]),
        unit("T", "0512", side="blue", front=[3, 5, 4], cohesion="routed"),
        unit("B2", "0909", side="blue"),
        escort="0309",
    )
    st, ev = play(new(scn, ["0"]), "done", "melee 0511 0512", "done")
    roll = find(ev, "afde.melee.roll")[0]
    assert roll["total"] == 7 and roll["defender"] == "R"
    assert st.units["T"].status == "eliminated"
    assert "afde.leader.casualty_roll" not in keys(ev) and "afde.dice.script_ended" not in keys(ev)
    bl = st.leaders["BL"]
    assert bl.status == "map" and bl.hex == "0909"


def test_7_5_1_the_enemy_player_picks_which_attacker_holds_a_leader_captured_in_melee():
    """§P4 after melee "0: captured by an enemy unit from that melee (the enemy player picks which)"."""
    scn = mini(
        {"id": "A", "type": "Mi", "hex": "0610", "facing": "N"},
        {"id": "B", "type": "Mi", "hex": "0510", "facing": "NE"},
        {"id": "D", "type": "Mi", "hex": "0609", "side": "blue", "facing": "S"},
        {"id": "D2", "type": "Mi", "hex": "1202", "side": "blue", "facing": "S", "banner": "X"},
    )
    st, _ = play(new(scn, ["5", "0"]), "done", "melee 0610 0609", "melee 0510 0609", "done")
    st, ev = play(st, "retreat 0608", side="blue")
    assert find(ev, "afde.leader.casualty_roll")[0]["fate"] == "captured"
    assert kinds(st) == ["afde.hold"] and st.agenda.asks[0].side == "red"
    assert choices(st) == ["hold BL 0610", "hold BL 0510"]  # the default first: the larger, then by id
    st, _ = play(st, "hold BL 0510", side="red")
    assert st.leaders["BL"].captor == "B" and st.units["B"].captives == ["BL"]
    assert not st.units["A"].captives


def _phase_b_loss(initiative: list[str]) -> tuple[object, list]:
    """Blue's archers kill red's lord RL (rating 4) in Phase B; red's CinC RC has rating 3, blue's BC 2."""
    scn = mini(
        unit("U", "0506", "Il", facing="S", front=[3, 4, 5]),
        unit("RX", "0902", "Ch", facing="S", banner="C"),
        unit("A", "0508", "Ar", side="blue", front=[4, 5, 4]),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 4, "range": 3, "hex": "0506"},
            {"id": "RC", "side": "red", "banner": "C", "cinc": True, "rating": 3, "range": 9, "hex": "0902"},
            {"id": "BC", "side": "blue", "banner": "B", "cinc": True, "rating": 2, "range": 9, "hex": "0508"},
        ],
        start={"phase": "B"},
    )
    return play(new(scn, ["8", "0", *initiative]), "fire 0508 0506", side="blue")


def test_7_6_a_lord_lost_in_phase_b_has_his_replacement_activate_first_in_phase_d():
    """Digest §14.3: the replacement "activates immediately after the current activation ends, unless the
    leader he replaced had already activated this turn"; in Phase B nobody has, and the replacement has no
    rating of his own before the next turn: he activates first in Phase D, before the initiative winner's
    first leader (C.2, blue 7 against 6) and the base order (BC 2, RC 3), never at his rating 5."""
    st, ev = _phase_b_loss(["3", "3", "4", "3"])
    assert keys(ev).index("afde.leader.replaced") < keys(ev).index("afde.initiative.roll")
    assert st.initiative["winner"] == "blue" and st.initiative["first"] == "BC"
    assert [e["leader"] for e in find(ev, "afde.activation.start")] == ["RL"]
    st, ev = play(st, "done")
    assert [e["leader"] for e in find(ev, "afde.activation.start")] == ["BC"]
    while st.active == "BC":
        st, _ = play(st, "done")
    assert st.active == "RC"  # the base order goes on without the replacement, who has activated


def test_7_5_a_leader_placed_where_he_may_not_go_is_told_why():
    """A lord stands with a unit of his banner (5.1); one who lost his unit goes to the nearest (7.5)."""
    import pytest

    from engine.core.errors import IllegalAction

    scn = mini(
        unit("A", "0505", "Ab", facing="S", front=[9, 5, 4]),
        unit("U", "0506", "Il", side="blue", front=[3, 4, 4], cohesion="routed"),
        unit("V1", "0509", "Il", side="blue"),
        unit("V2", "0806", "Il", side="blue"),
        unit("V3", "1010", "Il", side="blue"),
        unit("EX", "1110", "Ha", side="blue", banner="X"),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "rating": 1, "range": 9, "hex": "0505"},
            {"id": "BL", "side": "blue", "banner": "B", "rating": 4, "range": 3, "hex": "0506"},
            {"id": "BC", "side": "blue", "banner": "X", "cinc": True, "rating": 3, "hex": "1110"},
        ],
    )
    st, _ = play(new(scn, ["9"]), "done", "melee 0505 0506", "done", "fire 0505 0506")
    assert kinds(st) == ["afde.place"] and choices(st) == ["place BL 0509", "place BL 0806"]
    for order, key, rule in (
        ("place BL 1110", "afde.place.not_banner", "AFdE 5.1"),
        ("place BL 0505", "afde.place.no_unit", "AFdE 5.1"),
        ("place BL 1010", "afde.place.not_nearest", "AFdE 7.5"),
    ):
        with pytest.raises(IllegalAction) as err:
            play(st, order, side="blue")
        assert (err.value.msg.key, err.value.msg.rule) == (key, rule)
    st, _ = play(st, "place BL 0806", side="blue")
    assert st.leaders["BL"].hex == "0806"
