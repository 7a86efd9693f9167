"""GBoH 8.62 a pursuer follows its target off the map, 8.64 off-map regroup by the OC (not from an enemy
ZOC, 4.24), 8.65 (dice scripted)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.core.messages import render
from engine.gboh import RULESET
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit


def test_8_64_cavalry_that_pursued_off_the_map_comes_back_when_the_oc_regroups_it():
    # LC (No Check) shocks a Con CO at TQ - 1 one hex from the Pompeian Retreat Edge: roll 9 at column 5
    # = 2(2), halved: 1 hit breaks it and it flees off the map (eliminated, 10.25). Pursuit roll
    # 6 + 2 (infantry) = 8 > 7: the LC follows it off the map (8.62) and scores no Rout Points (8.65).
    caesar = {**CAESAR, "hex": "1703"}
    st, _ = start(
        inline(
            [
                unit("H", "caesarian", "LC", "1805", "E", tq=6, ma=8),
                co("E", "1905", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5, hits=4),
            ],
            [caesar, POMPEY],
        ),
        dice=[9, 6, 2],
    )
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"))
    st, tr = order(st, "caesarian", "shock H")
    if any(p[1] == "gboh.volunteer" for p in owed(st)):
        st, tr = order(st, "caesarian", "done")
    assert "E" not in st.units and "H" not in st.units
    assert st.off_units["H"].hex == st.exits["E"]
    assert "gboh.ev.pursuit_off_map" in keys(tr)
    assert st.rp["caesarian"] == 0
    saved = RULESET.load_state(RULESET.dump_state(st), st.agenda, st.dice)
    assert saved.off_units["H"].hex == st.off_units["H"].hex and saved.exits == st.exits
    # 8.64: the OC's whole next Orders Phase brings it back within 2 hexes of its exit hex; it moves
    st, _ = order(st, "caesarian", "momentum")
    st, _ = order(st, "pompeian", "pass")
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.orders") and "regroup" in choices
    st, _ = order(st, "caesarian", "regroup")
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.reenter")
    exit_hex = st.off_units["H"].hex
    st, tr = order(st, "caesarian", choices[0])
    assert params(tr, "gboh.ev.reentered")[0]["hex"] == choices[0].split()[1] != ""
    h = st.units["H"]
    assert not h.pursuit and not st.off_units
    assert owed(st)[0][1] == "gboh.move" and exit_hex


def test_4_24_an_oc_in_an_enemy_zoc_gives_no_regroup_order_only_his_own_move():
    # Pompeian Z in 1602 faces Caesar in 1703 all game: its ZOC holds him. In turn 1 LC H shocks E (roll
    # 9) and pursues it off the map (roll 6); in turn 2 Caesar's one order may be to move himself (4.24),
    # not the off-map regroup (8.64), and a typed regroup is refused saying why
    caesar = {**CAESAR, "hex": "1703"}
    units = [
        unit("H", "caesarian", "LC", "1805", "E", tq=6, ma=8),
        co("E", "1905", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5, hits=4),
        co("Z", "1602", side="pompeian", facing="E", legion="H"),
    ]
    st, _ = start(inline(units, [caesar, POMPEY]), dice=[9, 6])
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"), ("caesarian", "shock H"))
    assert "H" in st.off_units and st.leaders["C"].status == "finished"
    st, _ = play(st, ("pompeian", "activate P"), ("pompeian", "end"), ("pompeian", "finish"))
    while (p := owed(st)[0])[1] in ("gboh.auxiliaries", "gboh.elite"):
        st, _ = order(st, p[0], "skip" if p[1] == "gboh.auxiliaries" else "pass")
    st, _ = order(st, "caesarian", "activate C")
    assert st.turn == 2 and owed(st)[0] == ("caesarian", "gboh.orders", ["move C", "end"])
    with pytest.raises(IllegalAction) as err:
        order(st, "caesarian", "regroup")
    assert (err.value.msg.key, err.value.msg.rule) == ("gboh.err.regroup_oc_in_zoc", "GBoH 4.24")
    assert render(err.value.msg, "pl") != render(err.value.msg, "en")


PREFECT = {
    "id": "PF",
    "side": "caesarian",
    "rank": "prefect",
    "commands": "cavalry",
    "initiative": 6,
    "range": 4,
    "strategy": 3,
}


def test_8_65_orders_to_the_cavalry_and_leader_off_the_map_are_refused_until_the_regroup():
    # the prefect rides with LC H (his casualty roll 5: no effect, 8.44); H shocks E (roll 9) and pursues
    # it off the map (roll 6), the prefect with it. Off the map neither takes an order: H's move is refused
    # (8.65), and so is the prefect's activation, when his turn would come after Pompey's
    caesar = {**CAESAR, "hex": "1703"}
    units = [
        unit("H", "caesarian", "LC", "1805", "E", tq=6, ma=8),
        co("E", "1905", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5, hits=4),
    ]
    spare = {**PREFECT, "id": "PG", "hex": "0101"}
    st, _ = start(inline(units, [caesar, POMPEY, {**PREFECT, "hex": "1805"}, spare]), dice=[5, 9, 6, 2])
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"), ("caesarian", "shock H"))
    assert set(st.off_units) == {"H"} and set(st.off_leaders) == {"PF"}
    st, _ = play(st, ("caesarian", "momentum"), ("pompeian", "pass"))
    assert owed(st)[0][:2] == ("caesarian", "gboh.orders") and "move H" not in owed(st)[0][2]
    with pytest.raises(IllegalAction) as err:
        order(st, "caesarian", "move H 2004")
    assert (err.value.msg.key, err.value.msg.rule) == ("gboh.err.order_off_map", "GBoH 8.65")
    assert render(err.value.msg, "pl") != render(err.value.msg, "en")
    st, _ = play(st, ("caesarian", "end"), ("caesarian", "finish"))
    st, _ = play(st, ("pompeian", "activate P"), ("pompeian", "end"), ("pompeian", "finish"))
    assert owed(st)[0] == ("caesarian", "gboh.activate", ["activate PG", "decline PG"])
    with pytest.raises(IllegalAction) as err:
        order(st, "caesarian", "activate PF")
    assert (err.value.msg.key, err.value.msg.rule) == ("gboh.err.leader_off_map", "GBoH 8.65")


def test_8_64_a_unit_with_no_hex_to_come_back_to_stays_off_and_the_next_one_comes_back():
    # two light horse are off the map (as after a pursuit, 8.62): H1 left at 2001, where every hex
    # within 2 is held by a friend, H2 at 2010. The regroup says H1 stays off and brings H2 back.
    near = ["2001", "1801", "1802", "1901", "1902", "1903", "2002", "2003"]
    units = [
        unit("H1", "caesarian", "LC", "0110", "E", tq=6, ma=8),
        unit("H2", "caesarian", "LC", "0112", "E", tq=6, ma=8),
        *(co(f"F{i}", h, side="caesarian", facing="E") for i, h in enumerate(near)),
        co("E", "0914", side="pompeian", facing="W", legion="H"),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "1605"}, POMPEY]))
    for uid, exit_hex in (("H1", "2001"), ("H2", "2010")):
        u = st.units.pop(uid)
        u.hex, u.pursuit = exit_hex, True
        st.off_units[uid] = u
    st, _ = order(st, "caesarian", "activate C")
    assert "regroup" in owed(st)[0][2]
    st, tr = order(st, "caesarian", "regroup")
    assert [e.msg.params["unit"].id for e in tr.events if e.msg.key == "gboh.ev.no_reentry"] == ["H1"]
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("caesarian", "gboh.reenter") and "enter 2010" in choices
    st, tr = order(st, "caesarian", "enter 2010")
    assert st.units["H2"].hex == "2010" and set(st.off_units) == {"H1"}
