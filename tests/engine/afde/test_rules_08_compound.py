"""AFdE 8.1, 8.2, 9.3: compound orders (engine/core/compound.py) in an activation: a whole move path with
its final facing in one order, several units in one line, stopping at the first die."""

import pytest

from engine.afde.notation import CompoundOrder
from engine.core.errors import RulesError

from .helpers import R, find, kinds, mini, new, play


def unit(id_, hex_, type_="Mi", facing="N", **kw):
    return {"id": id_, "type": type_, "hex": hex_, "facing": facing, **kw}


def two_units():
    return mini(unit("A", "0608", front=[3, 5, 4]), unit("B", "0708", front=[3, 5, 4]), escort="0911")


def test_8_1_a_whole_movement_step_in_one_order():
    st = new(two_units())
    text = "move 0608 0607 0606 face NE; move 0708 0707\ndone"
    action = R.parse(st, "red", text)
    assert isinstance(action, CompoundOrder)
    assert R.format(st, action) == "move 0608 0607 0606; face 1; move 0708 0707; done"
    st, ev = play(st, text)
    assert (st.units["A"].hex, st.units["A"].facing) == ("0606", 1)
    assert st.units["B"].hex == "0707"
    assert len(find(ev, "afde.move.step")) == 3
    assert not find(ev, "core.ev.compound_unapplied")


def test_8_2_a_final_facing_written_in_the_move_order():
    st, _ = play(new(two_units()), "move 0608 0607 face 5")
    assert (st.units["A"].hex, st.units["A"].facing) == ("0607", 5)
    assert kinds(st) == ["afde.d1_unit"]


def test_8_1_a_refused_part_applies_nothing_and_is_named():
    st = new(two_units())
    # the last hex is beyond the map's edge (a notation refusal, AFdE 8.1)
    with pytest.raises(RulesError) as single:
        play(st, "move 0708 0709 0710 0711 0712 0713")
    with pytest.raises(RulesError) as err:
        play(st, "move 0608 0607; move 0708 0709 0710 0711 0712 0713; done")
    assert err.value.msg.params["part"] == 2 and err.value.msg.params["parts"] == 3
    assert err.value.rule == single.value.rule
    assert err.value.msg.params["why"].key == single.value.msg.key
    assert st.units["A"].hex == "0608" and kinds(st) == ["afde.d1"]


def test_9_3_a_fire_roll_ends_the_compound_order():
    scn = mini(
        unit("A", "0608", "Ab", front=[3, 5, 4]),
        unit("E", "0606", side="blue", facing="S"),
        escort="0911",
    )
    _st, ev = play(new(scn, dice=[1]), "done; fire 0608 0606; done")
    assert find(ev, "afde.fire.roll")
    stopped = [e for e in ev if e.msg.key == "core.ev.compound_unapplied"]
    assert [e.msg.params["orders"] for e in stopped] == [["done"]]
    assert stopped[0].private_to == "red"


def test_8_1_the_destinations_of_the_unit_being_moved_are_whole_move_orders():
    scn = mini(
        unit("A", "0608", front=[3, 5, 3]),
        unit("B", "0607", front=[3, 5, 4]),
        map={"terrain": {"woods": ["0508"]}},
        escort="0911",
    )
    st = new(scn)
    assert R.destinations(st, "red") == []  # no unit is being moved
    st, _ = play(st, "select 0608")
    got = dict(R.destinations(st, "red"))
    assert "0607" not in got  # a friend's hex where A may not end its move (5.1)
    assert got["0606"] == "move 0608 0607 0606"  # through the friend
    assert len(got["0605"].split()) == 5  # three hexes, 3 MP
    for hex_, order in got.items():
        moved, _ = play(st, order)
        assert moved.units["A"].hex == hex_
        assert "stop" in [c.order for p in R.pending(moved) for c in p.choices]


def test_8_1_a_transcript_step_may_be_a_compound_order():
    from engine.transcript import run

    scn = mini(
        unit("A", "0608", "Ab", front=[3, 5, 4]),
        unit("B", "0810", front=[3, 5, 4]),
        unit("E", "0606", side="blue", facing="S"),
        escort="0911",
    )
    out = run(
        {
            "system": "afde",
            "scenario": scn,
            "dice": [1],
            "steps": [
                {"side": "red", "order": "move 0810 0809 face NW; done; fire 0608 0606; done"},
                {"side": "red", "order": "move 0608 0607; move 0609 0610"},
            ],
        }
    )
    first, second = out["steps"]
    assert first["ok"] and first["canonical"] == "move 0810 0809; face 5; done; fire 0608 0606"
    assert len(first["rolls"]) == 1
    assert first["events"][-1]["key"] == "core.ev.compound_unapplied"
    assert first["events"][-1]["params"]["orders"] == ["done"]
    assert not second["ok"] and second["error"]["key"] == "core.err.compound_part"
    assert second["error"]["text"].startswith("Part 1 of 2 (move 0608 0607): ")
