"""AFdE 12: disorder and rout ladders, rout flights, passing through friends, rally, Phase E rout moves."""

import pytest

from engine.core.errors import IllegalAction, NotYourDecision

from .helpers import R, find, guinegatte, kinds, mini, new, play

NEXT = ["3", "3", "3", "3"]  # the initiative of the following Phase C


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def archery(*extra):
    """Red archers at 0602 (facing S) shoot in Phase B at a disordered, fatigued blue unit at 0604.

    Blue routs south: from 0604 the hexes one step closer are 0605 (straight), 0705 and 0505.
    """
    scn = mini(
        unit("AR", "0602", "Ar", facing="S", front=[4, 5, 4]),
        unit("E2", "1212", side="blue"),
        unit("E", "0604", side="blue", facing="N", cohesion="disordered", fatigued=True),
        *extra,
    )
    scn["start"] = {"phase": "B"}
    return scn


def test_12_2_1_flight_two_hexes_straight_towards_the_rout_edge():
    st, ev = play(new(archery(), ["9", *NEXT]), "fire 0602 0604")
    assert find(ev, "afde.fire.roll")[0]["result"] == "D"
    e = st.units["E"]
    assert e.routed and e.facing is None and e.hex == "0606"
    assert find(ev, "afde.unit.flight")[0]["path"] == ["0605", "0606"]


def test_12_2_1_flight_deviates_around_an_obstacle():
    st, ev = play(new(archery(unit("W", "0605", facing="S")), ["9", *NEXT]), "fire 0602 0604", "flee 0705")
    assert st.units["E"].hex in ("0706", "0506", "0606")
    assert find(ev, "afde.unit.flight")[0]["path"][0] in ("0705", "0505")


def test_12_2_1_flight_blocked_eliminates_and_scores():
    walls = [unit(f"W{i}", h, facing="S") for i, h in enumerate(["0605", "0705", "0505"])]
    st, ev = play(new(archery(*walls), ["9", *NEXT]), "fire 0602 0604")
    assert st.units["E"].status == "eliminated"
    assert find(ev, "afde.unit.flight_blocked")
    assert st.vp["red"] == st.units["E"].front[0]


def test_12_2_3_passing_through_a_friend_tests_its_quality():
    extra = [
        unit("W1", "0705", facing="S"),
        unit("W2", "0505", facing="S"),
        unit("F", "0605", side="blue", facing="N", front=[3, 2, 4]),
    ]
    st, ev = play(new(archery(*extra), ["9", "7", *NEXT]), "fire 0602 0604", "flee 0706")
    failed = find(ev, "afde.unit.pass_failed")
    assert failed and failed[0]["unit"] == "F" and failed[0]["roll"] == 7
    assert st.units["F"].routed and st.units["E"].routed
    assert not find(ev, "afde.unit.pass_held")  # F's own flight back through E takes no test


def test_12_2_3_a_steady_friend_holds():
    extra = [
        unit("W1", "0705", facing="S"),
        unit("W2", "0505", facing="S"),
        unit("F", "0605", side="blue", facing="N", front=[3, 8, 4]),
    ]
    st, ev = play(new(archery(*extra), ["9", "7", *NEXT]), "fire 0602 0604")
    assert find(ev, "afde.unit.pass_held") and not st.units["F"].routed


def rally_case(cohesion, lord_hex="0607", bonus=2, a_hex="0606"):
    a = unit("A", a_hex, front=[3, 4, 4], cohesion=cohesion)
    if cohesion == "routed":
        del a["facing"]
    scn = mini(
        a,
        unit("B", lord_hex, front=[3, 5, 4]),
        unit("E", "1212", side="blue"),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "bonus": bonus, "hex": lord_hex},
            {"id": "BL", "side": "blue", "banner": "B", "hex": "1212"},
        ],
    )
    scn["turns"] = 1
    scn["start"] = {"phase": "E"}
    return scn


def test_12_3_rally_with_the_lords_bonus():
    st = new(rally_case("disordered"), ["6"])  # 6 - 2 (adjacent lord) = 4 <= quality 4
    assert st.units["A"].cohesion == "good"
    st = new(rally_case("disordered", lord_hex="0608"), ["6"])  # lord two hexes away: 6 > 4
    assert st.units["A"].cohesion == "disordered"


def test_12_3_natural_zero_always_rallies():
    st = new(rally_case("disordered", bonus=0), ["0"])
    assert st.units["A"].cohesion == "good"


def test_12_3_routed_unit_rallies_to_disordered_and_takes_a_facing():
    st = new(rally_case("routed", bonus=0), ["3"])  # 3 + 1 (routed) = 4 <= 4
    a = st.units["A"]
    assert a.cohesion == "disordered" and a.facing is not None


def test_12_2_2_rout_move_towards_the_edge_and_off_the_map():
    st = new(rally_case("routed", bonus=0, a_hex="0606"), ["4"])  # 4 + 1 > 4: still routed
    assert st.units["A"].hex == "0602"  # all four MP towards the north edge
    st = new(rally_case("routed", bonus=0, a_hex="0604", lord_hex="0605"), ["4"])
    a = st.units["A"]
    assert a.status == "eliminated"  # it reaches the edge with MP left and leaves the map
    assert st.vp["blue"] == 3
    assert st.result is not None


def test_10_7_no_retreat_possible_loses_a_level():
    scn = guinegatte()
    for i, h in enumerate(["2115", "2015", "2215", "2016", "2216"]):
        scn["units"].append(
            {"id": f"W{i}", "side": "french", "banner": "Crevecoeur", "type": "Mi", "hex": h, "facing": "S"}
        )
    st, ev = play(new(scn, ["4", "6"]), "charge 2120 2116", "done", "fire 2116 2117")
    assert find(ev, "afde.melee.no_retreat")
    assert st.units["PIC"].cohesion in ("routed",) or st.units["PIC"].status == "eliminated"


def flight_prompt(st):
    prompts = [p for p in R.pending(st) if p.kind == "afde.flight"]
    assert len(prompts) == 1
    return prompts[0]


def test_13_2_owner_chooses_the_flight_hex_when_the_straight_line_is_blocked():
    st, ev = play(new(archery(unit("W", "0605", facing="S")), ["9", *NEXT]), "fire 0602 0604")
    p = flight_prompt(st)
    assert p.side == "blue" and p.role == st.units["E"].banner
    assert {c.order for c in p.choices} == {"flee 0705", "flee 0505"} and p.default == "flee 0705"
    assert st.units["E"].hex == "0604"  # nothing moves before the owner answers
    st, ev2 = play(st, "flee 0505")
    assert find(ev2, "afde.unit.flight")[0]["path"][0] == "0505"
    assert st.units["E"].routed and st.units["E"].hex in ("0506", "0406", "0606")
    # the fire roll was shown once, with the question, and is not repeated when the flight goes on
    assert len(find(ev, "afde.fire.roll")) == 1 and not find(ev2, "afde.fire.roll")


def test_13_2_default_avoids_passing_through_a_friend():
    friend = unit("F", "0605", side="blue", facing="N", front=[3, 8, 4])
    st, _ = play(new(archery(friend), ["9", *NEXT]), "fire 0602 0604")
    p = flight_prompt(st)
    assert p.choices[0].order == p.default == "flee 0705"
    assert "flee 0605" in {c.order for c in p.choices}
    st, ev = play(st, p.default)
    assert not find(ev, "afde.unit.pass_held") and not find(ev, "afde.unit.pass_failed")
    assert find(ev, "afde.unit.flight")[0]["path"][0] == "0705"


def test_13_2_owner_chooses_to_pass_through_a_steady_friend_which_tests():
    friend = unit("F", "0605", side="blue", facing="N", front=[3, 8, 4])
    st, _ = play(new(archery(friend), ["9", "7", *NEXT]), "fire 0602 0604")
    st, ev = play(st, "flee 0605")
    held = find(ev, "afde.unit.pass_held")
    assert held and held[0]["unit"] == "F" and held[0]["roll"] == 7
    assert not st.units["F"].routed and st.units["E"].hex == "0606"


def test_13_2_pass_through_failed_then_the_friend_flees_at_its_owners_choice():
    friend = unit("F", "0605", side="blue", facing="N", front=[3, 2, 4])
    st, _ = play(new(archery(friend), ["9", "7", *NEXT]), "fire 0602 0604")
    st, ev = play(st, "flee 0605")
    failed = find(ev, "afde.unit.pass_failed")
    assert failed and failed[0]["roll"] == 7
    # F flees after E has finished: its straight line now holds E, so its owner chooses too; the
    # whole result is applied once every flight in it is chosen
    p = flight_prompt(st)
    assert p.msg.params["unit"] == "F" and p.default == "flee 0706"
    st, ev2 = play(st, "flee 0506")
    assert st.units["E"].hex == "0606" and st.units["F"].routed
    assert find(ev2, "afde.unit.flight")[-1]["path"][0] == "0506"
    assert not find(ev2, "afde.unit.pass_failed")  # the test already rolled is not rolled again


def test_13_2_phase_e_rout_move_owner_chooses_around_an_enemy():
    scn = rally_case("routed", bonus=0, a_hex="0706", lord_hex="0707")
    scn["units"].append(unit("W", "0704", side="blue", facing="N"))
    st = new(scn, ["4"])  # 4 + 1 > 4: still routed; it moves 0705, then the straight line holds W
    p = flight_prompt(st)
    assert p.side == "red" and p.role == "R" and p.msg.params["hex"] == "0705"
    assert [c.order for c in p.choices] == ["flee 0604", "flee 0804"] and p.default == "flee 0604"
    assert st.units["A"].hex == "0706"
    with pytest.raises(IllegalAction):
        play(st, "flee 0603")
    st, ev = play(st, "flee 0804")
    # leaving W's front hex 0804 costs +1 MP (12.2.2): 1 + 1 + 2 = all four MP
    assert find(ev, "afde.rout.move")[0]["path"] == ["0705", "0804", "0803"]
    assert st.units["A"].hex == "0803" and st.units["A"].routed


def test_12_2_1_a_flight_fork_waits_on_the_agenda_and_resumes_from_a_saved_game():
    """§E3: the owner is asked for a flight hex midway through the fire that routed the unit; the
    flight waits on the agenda with what it has done so far and, the game saved and read back there,
    goes on from its own fields: nothing is rolled or said again."""
    import json

    friend = unit("F", "0605", side="blue", facing="N", front=[3, 2, 4])
    st, _ = play(new(archery(friend), ["9", "7", *NEXT]), "fire 0602 0604")
    st, _ = play(st, "flee 0605")
    from engine.afde.turn import Flights

    top = st.agenda.stack[-1]
    assert isinstance(top, Flights) and (top.unit, top.path) == ("F", ("0605",))
    assert st.units["E"].hex == "0606"  # E's flight is made; F waits at its fork
    back = R.load(json.loads(json.dumps(R.dump(st))))
    assert back == st and [p.kind for p in R.pending(back)] == ["afde.flight"]
    st2, ev2 = play(back, "flee 0506")
    assert st2.units["F"].routed and find(ev2, "afde.unit.flight")[-1]["path"][0] == "0506"
    assert not find(ev2, "afde.unit.pass_failed") and not find(ev2, "afde.fire.roll")


def test_12_2_1_a_flight_into_a_hex_it_may_not_take_is_refused_with_the_reason():
    """Each hex of a flight is next to the last, one hex nearer the rout edge, and never an enemy's."""
    from .helpers import choices, kinds

    scn = mini(
        {"id": "AB", "type": "Ab", "front": [4, 5, 4], "hex": "0605", "facing": "S"},
        {"id": "H", "type": "Ha", "hex": "0609", "facing": "N"},
        {"id": "T", "type": "Il", "hex": "0607", "side": "blue", "facing": "N", "cohesion": "disordered",
         "fatigued": True},
        escort="0502",
    )  # fmt: skip
    scn["leaders"][0]["range"] = 9
    st, _ = play(new(scn, ["9", "5"]), "done", "fire 0605 0607")
    assert kinds(st) == ["afde.flight"] and choices(st) == ["flee 0709", "flee 0509"]
    for order, key in (
        ("flee 0609", "afde.flight.enemy"),
        ("flee 0707", "afde.flight.not_adjacent"),
        ("flee 0508", "afde.flight.not_closer"),
    ):
        with pytest.raises(IllegalAction) as err:
            play(st, order, side="blue")
        assert (err.value.msg.key, err.value.msg.rule) == (key, "AFdE 12.2.1")
    st, _ = play(st, "flee 0509", side="blue")
    assert st.units["T"].hex == "0509"


def routers(*units, stacking=None):
    """Phase E of turn 1 of 2 (digest §7.6): red routed units that fail their rally rolls (4 + 1 > 4) then
    make their rout moves north; a fatigued red unit C at 0610 gives red a rest to place in turn 2."""
    scn = mini(
        *units,
        unit("C", "0610", front=[3, 5, 4], fatigued=True),
        unit("E", "1212", side="blue"),
        leaders=[
            {"id": "RL", "side": "red", "banner": "R", "bonus": 0, "hex": "0610"},
            {"id": "BL", "side": "blue", "banner": "B", "hex": "1212"},
        ],
    )
    if stacking:
        scn["rules"] = {"stacking": stacking}
    scn["turns"] = 2
    scn["start"] = {"phase": "E"}
    return scn


def router(id_, hex_, mp=4):
    return {"id": id_, "type": "Mi", "hex": hex_, "front": [3, 4, mp], "cohesion": "routed"}


def rout_prompt(st, kind):
    prompts = R.pending(st)
    assert [p.kind for p in prompts] == [kind]
    return prompts[0]


def test_7_6_owner_chooses_order_of_rout_moves():
    """§7.6 [INTERP], §E3: the attacker's routed units, then the defender's, each side in the order its
    owner chooses; the default is today's order, the unit nearest its rout edge first. The decision
    lapses: an order answering what comes after it takes the default."""
    scn = routers(router("A", "0606"), router("B", "0607"))  # B right behind A
    st = new(scn, ["4", "4"], rout_order="owner")
    p = rout_prompt(st, "afde.rout_order")
    assert p.side == "red" and p.role == "R" and p.msg.rule == "AFdE 6.E"
    assert [c.order for c in p.choices] == ["rout 0606", "rout 0607"] and p.default == "rout 0606"
    assert p.choices[1].label.key == "afde.label.rout" and p.choices[1].label.params["name"] == "B"
    assert st.units["A"].hex == "0606" and st.units["B"].hex == "0607"  # nothing moves before the answer
    # nearest first (the default): A moves 4 hexes, then B, the last one, without asking
    first, ev = play(st, "rout 0606")
    assert [(m["unit"], m["path"][-1]) for m in find(ev, "afde.rout.move")] == [("A", "0602"), ("B", "0603")]
    assert kinds(first) == ["afde.rest"]
    # B first: it passes through the routed A, which flees 2 hexes and then makes its own rout move
    # (12.2.3, A24): A leaves the map
    other, ev = play(st, "rout 0607")
    assert find(ev, "afde.unit.passed_routed") == [
        {"unit": "A", "by": "B", "unit_name": "Mi A", "by_name": "Mi B"}
    ]
    assert find(ev, "afde.rout.move")[0]["unit"] == "B" and other.units["A"].status == "eliminated"
    # the rule is cited when the order names a unit that has no rout move to make
    with pytest.raises(IllegalAction) as err:
        play(st, "rout 0610")
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.rout.not_to_move", "AFdE 6.E")
    # the owner goes on to turn 2 without answering: the default order is taken, as before the choice
    lapsed, ev = play(st, "rest 0610")
    assert find(ev, "core.ev.lapsed")[0]["order"] == "rout 0606"
    assert {u: lapsed.units[u].hex for u in "AB"} == {u: first.units[u].hex for u in "AB"}
    # the other side may not take the decision from its owner
    with pytest.raises(NotYourDecision):
        play(st, "done", side="blue")


def test_7_6_a_standing_answer_orders_the_rout_moves_nearest_first():
    st = new(routers(router("A", "0606"), router("B", "0607")), ["4", "4"], rout_order="owner")
    st, ev = play(st, "standing afde.rout_order always", side="red")
    assert [m["unit"] for m in find(ev, "afde.rout.move")] == ["A", "B"]
    assert find(ev, "core.ev.standing")[0]["order"] == "rout 0606"


def test_6_7_stacked_routers_rout_together_or_apart():
    """§6.7 [5.2.6]: two routed units in one stack rout together or separately, as their owner chooses;
    apart (the default, as before the choice) each makes its own rout move, in the order of §7.6;
    together they move as one stack along one path, with the lower allowance (§6.5)."""
    scn = routers(router("A", "0606"), router("B", "0606", mp=2), stacking=[{"max": 2, "same_banner": True}])
    st = new(scn, ["4"], rout_order="owner")  # one rally roll for the stack (§6.7)
    p = rout_prompt(st, "afde.rout_order")
    assert [c.order for c in p.choices] == ["rout A", "rout B"] and p.default == "rout A"
    st, _ = play(st, "rout A")
    p = rout_prompt(st, "afde.rout_stack")
    assert p.side == "red" and p.role == "R" and p.msg.rule == "AFdE 5.2.6"
    assert p.msg.params["stack"] == "A+B" and p.msg.params["hex"] == "0606"
    assert [c.order for c in p.choices] == ["rout A", "rout 0606"] and p.default == "rout A"
    assert [c.label.key for c in p.choices] == ["afde.label.rout_alone", "afde.label.rout_together"]
    # apart: A moves its 4 hexes, then B its 2 (the last to move: nothing more is asked)
    apart, ev = play(st, "rout A")
    assert [(m["unit"], m["path"][-1]) for m in find(ev, "afde.rout.move")] == [("A", "0602"), ("B", "0604")]
    assert kinds(apart) == ["afde.rest"]
    # together: one move along one path, 2 MP (B's), the stack keeping its order (A on top)
    both, ev = play(st, "rout 0606")
    assert find(ev, "afde.rout.together")[0]["path"] == ["0605", "0604"] and not find(ev, "afde.rout.move")
    a, b = both.units["A"], both.units["B"]
    assert a.hex == b.hex == "0604" and a.routed and b.routed and a.layer > b.layer
    with pytest.raises(IllegalAction) as err:
        play(st, "rout B")
    assert (err.value.msg.key, err.value.msg.rule) == ("afde.rout.stack_choice", "AFdE 5.2.6")
    # the owner goes on without answering: both decisions lapse to their defaults, as before the choice
    lapsed, ev = play(new(scn, ["4"], rout_order="owner"), "rest 0610")
    assert [e["kind"] for e in find(ev, "core.ev.lapsed")] == ["afde.rout_order", "afde.rout_stack"]
    assert {u: lapsed.units[u].hex for u in "AB"} == {"A": "0602", "B": "0604"}


def test_6_7_a_stack_routing_together_chooses_one_path_and_passes_a_friend_as_one():
    """§6.7, §13.2, §13.3: the stack's path forks as one unit's does, and each friend it passes takes one
    test."""
    scn = routers(
        router("A", "0707"),
        router("B", "0707", mp=3),
        unit("W", "0705", side="blue", facing="S"),
        stacking=[{"max": 2, "same_banner": True}],
    )
    st, _ = play(new(scn, ["4"], rout_order="owner"), "rout A", "rout 0707")
    p = flight_prompt(st)
    assert p.msg.params["unit"] == "A+B" and [c.order for c in p.choices] == ["flee 0605", "flee 0805"]
    st, ev = play(st, "flee 0805")
    assert find(ev, "afde.rout.together")[0]["path"] == ["0706", "0805"]
    assert st.units["A"].hex == st.units["B"].hex == "0805"
    friend = unit("D", "0706", front=[3, 8, 4])  # in the straight line: passing it is the default
    scn = routers(
        router("A", "0707"), router("B", "0707", mp=3), friend, stacking=[{"max": 2, "same_banner": True}]
    )
    st, ev = play(new(scn, ["4", "5"], rout_order="owner"), "rout A", "rout 0707", "flee 0706")
    assert [(h["unit"], h["by"], h["roll"]) for h in find(ev, "afde.unit.pass_held")] == [("D", "A+B", 5)]
    assert st.units["A"].hex == st.units["B"].hex != "0707"


def test_7_6_by_default_a_standing_answer_moves_nearest_first_and_apart():
    """§7.6, §6.7, E3: unless the game's option ``rout_order`` is ``owner``, every side starts with the
    standing answer always for both decisions: the rout moves go nearest the edge first, a stack's units
    apart, with no question; a side that says ``standing afde.rout_order ask`` is asked from then on."""
    scn = routers(router("A", "0606"), router("B", "0606", mp=2), stacking=[{"max": 2, "same_banner": True}])
    st = new(scn, ["4"])
    assert kinds(st) == ["afde.rest"]  # phase E is over: nothing was asked
    assert {u: st.units[u].hex for u in "AB"} == {"A": "0602", "B": "0604"}
    asked = new(scn, ["4"], rout_order="owner")
    assert kinds(asked) == ["afde.rout_order"]
    assert asked.agenda.standing_for("red", "afde.rout_order") == "ask"
    assert st.agenda.standing_for("red", "afde.rout_order") == "always"
    assert st.agenda.standing_for("blue", "afde.rout_stack") == "always"
