"""GBoH 8.62 a pursuer follows its target off the map, 8.64 off-map regroup by the OC, 8.65 (dice
scripted)."""

from __future__ import annotations

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
