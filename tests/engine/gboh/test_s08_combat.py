"""GBoH 8.1 missile fire and 8.4-8.6 shock: the charts' worked readings and whole combats (dice scripted)."""

from __future__ import annotations

from typing import Any

from engine.core.hexgrid import Arc
from engine.gboh.rules.s08_shock_tables import clash, size_shift, superiority
from engine.gboh.scenario import board_of, pieces
from engine.gboh.state import GbohState
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co


def unit(uid: str, side: str, typ: str, hexl: str, facing: str, **kw: Any) -> dict[str, Any]:
    base = {"id": uid, "side": side, "type": typ, "size": 5, "tq": 6, "ma": 5, "hex": hexl, "facing": facing}
    return {**base, **kw}


def position(*units: dict[str, Any]) -> GbohState:
    data = inline(units, [CAESAR, POMPEY])
    b = board_of(data)
    us, ls = pieces(b, data)
    return GbohState(board=b, units=us, leaders=ls, rp={"caesarian": 0, "pompeian": 0})


def game(*units: dict[str, Any], dice: list[int]) -> GbohState:
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice)
    st, _ = order(st, "caesarian", "activate C")
    return st


def test_8_73_clash_of_swords_columns_match_the_rulebook_examples():
    # Rec CO attacking the front of LI: column 9 (8.45 example 1)
    st = position(
        co("A", "0505", cls="Rec", **{"class": "Rec"}, facing="E"), unit("L", "pompeian", "LI", "0605", "W")
    )
    col, _a, _d, pos = clash(st, [st.units["A"]], [st.units["L"]])
    assert (col, pos) == (9, Arc.FRONT)
    # Vet CO attacking BI through its flank: column 12 (8.45 example 2)
    st = position(co("A", "0505", facing="E"), unit("B", "pompeian", "BI", "0605", "NE"))
    col, _a, _d, pos = clash(st, [st.units["A"]], [st.units["B"]])
    assert (col, pos) == (12, Arc.FLANK)
    # BI attacking the front of a Vet CO: column 4 (8.47, Bibracte)
    st = position(co("V", "0605", facing="W"), unit("B", "pompeian", "BI", "0505", "E"))
    assert clash(st, [st.units["B"]], [st.units["V"]])[0] == 4


def test_8_45_the_defender_picks_its_type_and_the_attacker_then_the_best_column():
    # Vet CO in contact with BI (flank) and LI (front): the defender picks LI, column 8 (example 2)
    st = position(
        co("A", "0505", facing="E"),
        unit("B", "pompeian", "BI", "0604", "SE"),
        unit("L", "pompeian", "LI", "0605", "W"),
    )
    col, _a, d, _pos = clash(st, [st.units["A"]], [st.units["B"], st.units["L"]])
    assert (col, d.id) == (8, "L")


def test_8_72_superiority_by_position_then_by_weapons():
    st = position(co("A", "0505", facing="E"), unit("B", "pompeian", "BI", "0605", "NE"))
    assert superiority(st, st.units["A"], st.units["B"], Arc.FLANK) == "A"
    st = position(co("A", "0505", **{"class": "Rec"}, facing="E"), unit("L", "pompeian", "LI", "0605", "W"))
    assert superiority(st, st.units["A"], st.units["L"], Arc.FRONT) == "A"
    # LC against a cohort with its javelins: B* = the defender is superior while it has J missiles
    st = position(co("V", "0605", facing="W", missile="J"), unit("H", "pompeian", "LC", "0505", "E"))
    assert superiority(st, st.units["H"], st.units["V"], Arc.FRONT) == "B"
    st.units["V"].ammo = "no"
    assert superiority(st, st.units["H"], st.units["V"], Arc.FRONT) == "-"


def test_8_46_the_size_ratio_rounds_for_the_attacker_only_when_one_moved_adjacent():
    st = position(
        unit("A", "caesarian", "BI", "0505", "E", size=7),
        unit("B", "caesarian", "BI", "0506", "E", size=7),
        co("V", "0605", side="pompeian", facing="W"),
    )
    att, dfn = [st.units["A"], st.units["B"]], [st.units["V"]]
    for a in att:
        a.shock = "must"
    assert size_shift(st, att, dfn) == 2  # 14:5 with movers → 3:1 → 2R (Bibracte)
    for a in att:
        a.shock = "free"
    assert size_shift(st, att, dfn) == 1  # 14:5 rounded for the defender → 2:1 → 1R
    assert size_shift(st, [st.units["A"]], [st.units["V"], st.units["A"]]) == -1  # 7:12 → 1:2 → 1L


def test_8_15_and_8_16_slingers_hit_at_range_2_on_a_2_and_a_9_makes_them_missile_low():
    sk = unit("S", "caesarian", "SK", "0505", "E", size=1, tq=4, ma=6, missile="S")
    target = unit("R", "pompeian", "RC", "0705", "W", size=4, ma=8)
    st = game(sk, target, dice=[2])
    assert "fire S R" in owed(st)[0][2]
    st, tr = order(st, "caesarian", "fire S R")
    assert params(tr, "gboh.ev.fire")[0] == {
        "unit": "SK 0505",
        "target": "RC 0705",
        "roll": "2",
        "need": "2",
        "hit": "1",
    }
    assert st.units["R"].hits == 1
    st = game(sk, target, dice=[9])
    st, tr = order(st, "caesarian", "fire S R")
    assert st.units["R"].hits == 0 and st.units["S"].ammo == "low" and "gboh.ev.missile_low" in keys(tr)


def test_8_71_a_slinger_that_moved_closer_adds_1_and_misses_on_a_2():
    sk = unit("S", "caesarian", "SK", "0405", "E", size=1, tq=4, ma=6, missile="S")
    target = unit("R", "pompeian", "RC", "0705", "W", size=4, ma=8)
    st = game(sk, target, dice=[2])
    st, trs = play(st, ("caesarian", "move S"), ("caesarian", "to 0505"), ("caesarian", "fire R"))
    assert params(trs[-1], "gboh.ev.fire")[0]["roll"] == "3" and st.units["R"].hits == 0


def test_8_11_a_typed_path_may_fire_on_the_way_where_the_last_step_closed_in():
    sk = unit("S", "caesarian", "SK", "0405", "E", size=1, tq=4, ma=6, missile="S")
    target = unit("R", "pompeian", "RC", "0705", "W", size=4, ma=8)
    st = game(sk, target, dice=[2])
    st, trs = play(st, ("caesarian", "move S 0505 fire R"))
    assert params(trs[-1], "gboh.ev.fire")[0]["roll"] == "3" and st.units["S"].hex == "0505"
    assert owed(st)[0][1] == "gboh.orders"  # the move is over: the next Individual Order


def test_8_46_a_cohort_shocks_the_cohort_it_moved_next_to_and_routs_it_at_the_collapse():
    # Vet CO into the front of a Con CO: column 8, attacker superiority (Con row, Vet column), 5:5.
    # Pre-shock rolls 3 and 2 (no hits); Shock CRT roll 5 at column 8 = 2(2), doubled: 4 hits = TQ - 1;
    # the Con cohort in the attacker's ZOC rolls 6 > 5 at the collapse and routs; the victor advances.
    st = game(
        co("A", "0505", facing="E"),
        co("E", "0705", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5),
        dice=[3, 2, 5, 6],
    )
    st, trs = play(st, ("caesarian", "move A 0605"))
    assert st.units["A"].shock == "must"
    st, trs = play(st, ("caesarian", "end"))
    ev = keys(trs[0])
    assert ev.index("gboh.ev.pre_shock") < ev.index("gboh.ev.shock_roll") < ev.index("gboh.ev.collapse")
    roll = params(trs[0], "gboh.ev.shock_roll")[0]
    assert (roll["column"], roll["final"], roll["superiority"], roll["att_hits"], roll["def_hits"]) == (
        "8",
        "8",
        "A",
        "2",
        "4",
    )
    assert st.units["E"].routed and st.units["A"].hits == 2
    assert st.units["A"].hex == "0705"
