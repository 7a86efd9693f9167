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
