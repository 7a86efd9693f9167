"""GBoH 8.61: when winning cavalry does not pursue but advances instead: the defender routed from the
collapse roll (8.47 #2), the defender was surrounded (A31), the combat came from a pursuit; dice
scripted."""

from __future__ import annotations

from typing import Any

from engine.gboh.rules.s08_pursuit import surrounded
from tests.engine.gboh.helpers import inline, keys, order, owed, params, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit
from tests.engine.gboh.test_s08_pursuit import finish_shock


def horse_on_cohort(hits: int, dice: list[int]) -> tuple[Any, list[str], list[dict[str, Any]]]:
    """Roman horse R (TQ 7) shocks cohort V (TQ 7) carrying ``hits``: the roll of 2 gives V 2 hits."""
    units = [
        unit("R", "caesarian", "RC", "0505", "E", tq=7, ma=8, size=4),
        co("V", "0605", side="pompeian", facing="W", hits=hits),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice)
    st, trs = finish_shock(st, "shock R")
    return st, [k for tr in trs for k in keys(tr)], [p for tr in trs for p in params(tr, "gboh.ev.advanced")]


def test_8_61_no_pursuit_when_the_defender_routed_from_the_collapse_roll():
    # V ends the shock at 6 hits (TQ - 1) in R's ZOC; the collapse roll of 9 > 7 routs it: R does not
    # pursue but advances into the hex V left.
    st, ks, adv = horse_on_cohort(4, [2, 9] + [9] * 8)
    assert "gboh.ev.collapse" in ks and st.units["V"].routed
    assert "gboh.ev.pursuit" not in ks
    assert adv == [{"unit": "RC 0605", "frm": "0505"}]
    assert st.units["R"].hex == "0605" and not st.units["R"].pursuit


def test_8_61_the_horse_that_broke_its_target_by_hits_still_pursues():
    # the same shock with V one hit nearer: 7 hits rout it at once (8.47 #1), and R rolls to pursue
    st, ks, _adv = horse_on_cohort(5, [2] + [9] * 9)
    assert "gboh.ev.collapse" not in ks and "gboh.ev.routs" in ks
    assert "gboh.ev.pursuit" in ks and st.units["R"].pursuit


def test_8_61_no_pursuit_when_the_defender_was_surrounded():
    # cohort V in 0605 has Caesarians or their ZOC on every side (B's ZOC covers its friend W's hex, D's
    # covers 0506): the roll of 9 breaks it, and horse R advances instead of pursuing.
    units = [
        unit("R", "caesarian", "RC", "0505", "E", tq=7, ma=8, size=4),
        co("A", "0606", facing="NE"),
        co("V", "0605", side="pompeian", facing="W", hits=6),
        co("W", "0705", side="pompeian", facing="W"),
        co("B", "0804", facing="W"),
        co("D", "0507", facing="NE"),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9] * 10)
    assert surrounded(st, st.units["V"])
    st, trs = finish_shock(st, "shock R", "shock A")
    ks = [k for tr in trs for k in keys(tr)]
    assert "gboh.ev.routs" in ks
    assert "gboh.ev.pursuit" not in ks and not st.units["R"].pursuit
    assert "gboh.ev.advanced" in ks


def test_8_61_the_owner_may_advance_instead_of_trying_to_pursue():
    # asked (standing answer ask), the owner of horse R that broke cohort V by hits chooses to advance:
    # no pursuit roll, R enters the hex V left. By the standing answer (always) it rolls to pursue.
    units = [
        unit("R", "caesarian", "RC", "0505", "E", tq=7, ma=8, size=4),
        co("V", "0605", side="pompeian", facing="W", hits=5),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[2] + [9] * 9)
    st, _ = order(st, "caesarian", "standing gboh.pursue ask")
    for text in ("activate C", "end"):
        st, _ = order(st, "caesarian", text)
    st, tr = order(st, "caesarian", "shock R")
    assert owed(st) == [("caesarian", "gboh.pursue", ["pursue", "advance"])]
    st, tr = order(st, "caesarian", "advance")
    assert "gboh.ev.pursuit" not in keys(tr) and not st.units["R"].pursuit
    assert params(tr, "gboh.ev.advanced") == [{"unit": "RC 0605", "frm": "0505"}]
