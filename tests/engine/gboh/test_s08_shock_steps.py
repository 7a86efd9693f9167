"""GBoH 8.45 the Clash of Swords choices, 10.13 the odd hits, 10.15 mutual rout and 8.62 a pursuer's new
shock: each decision is the owner's, asked (dice scripted)."""

from __future__ import annotations

from typing import Any

from engine.gboh.rules.s08_shock_tables import allocation, charisma_leaders
from tests.engine.gboh.helpers import inline, keys, order, owed, params, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import position, unit


def shock_with(*units: dict[str, Any], dice: list[int], marked: tuple[str, ...]) -> Any:
    """Caesar activates and ends his phase; the units ``marked`` volunteer to shock (7.33)."""
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=dice)
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "end")
    trs = []
    for uid in marked:
        st, tr = order(st, "caesarian", f"shock {uid}")
        trs.append(tr)
    if any(p[1] == "gboh.volunteer" for p in owed(st)):
        st, tr = order(st, "caesarian", "done")
        trs.append(tr)
    return st, trs


def test_8_45_the_defender_chooses_its_type_for_the_clash_of_swords():
    # Vet CO against BI (its flank, column 12) and LI (front, column 8): the defender is asked, the
    # lowest column first; choosing the BI gives column 12 (8.45 example 2).
    st, _ = shock_with(
        co("A", "0505", facing="E"),
        unit("B", "pompeian", "BI", "0604", "SE"),
        unit("L", "pompeian", "LI", "0605", "W"),
        dice=[5, 9, 9, 9],
        marked=("A",),
    )
    assert owed(st) == [("pompeian", "gboh.clash_defender", ["clash L", "clash B"])]
    st, tr = order(st, "pompeian", "clash B")
    assert params(tr, "gboh.ev.shock_roll")[0]["column"] == "12"


def test_8_45_the_attacker_chooses_its_unit_and_position():
    # A in front of the LI (column 8), A2 on its flank (column 9): the attacker is asked, best first
    st, _ = shock_with(
        co("A", "0505", facing="E"),
        co("A2", "0606", facing="NW"),
        unit("L", "pompeian", "LI", "0605", "W"),
        dice=[5, 9, 9, 9],
        marked=("A", "A2"),
    )
    assert owed(st) == [("caesarian", "gboh.clash_attacker", ["clash A2 L", "clash A L"])]
    st, tr = order(st, "caesarian", "clash A L")
    roll = params(tr, "gboh.ev.shock_roll")[0]
    assert (roll["column"], roll["superiority"]) == ("8", "A")


def test_8_45_a_single_defender_type_is_taken_without_asking():
    st, _ = shock_with(
        co("A", "0505", facing="E"), unit("L", "pompeian", "LI", "0605", "W"), dice=[5, 9], marked=("A",)
    )
    assert not [p for p in owed(st) if p[1].startswith("gboh.clash")]


def test_10_13_hits_split_evenly_the_odd_one_to_the_column_unit_then_the_owner_picks():
    units = position(co("X", "0505"), co("Y", "0507"), co("Z", "0509"))
    xs = [units.units[i] for i in ("X", "Y", "Z")]
    plan, left, rest = allocation(xs, 5, xs[1])  # 1 each, the odd one to Y, one more is the owner's
    assert (plan, left, rest) == ({"X": 1, "Y": 2, "Z": 1}, 1, ["X", "Z"])
    plan, left, _ = allocation(xs, 4, xs[2])
    assert (plan, left) == ({"X": 1, "Y": 1, "Z": 2}, 0)


def test_10_15_mutual_rout_pharsalus_example():
    # A Caesarian CO (TQ 6, 4 hits) shocks a Pompeian CO (TQ 5, 1 hit) through its flank in clear level
    # ground: column 9, attacker superiority; roll 3 = 2(2), doubled to 4: 6 = TQ and 5 = TQ. Both would
    # rout; the excesses are equal (0), so the defender routs, the attacker is set to TQ - 1 and advances.
    st, trs = shock_with(
        co("A", "0505", facing="E", tq=6, hits=4),
        co("E", "0605", side="pompeian", facing="NE", legion="H", tq=5, hits=1),
        dice=[3],
        marked=("A",),
    )
    ev = keys(trs[-1])
    assert "gboh.ev.mutual_rout" in ev
    assert params(trs[-1], "gboh.ev.mutual_rout")[0]["side"] == "pompeian"
    assert st.units["E"].routed
    assert not st.units["A"].routed and st.units["A"].hits == 5 and st.units["A"].hex == "0605"


def test_8_62_a_pursuing_cavalry_unit_shocks_the_enemies_it_reaches():
    # LC (No Check) shocks a Con CO at TQ - 1: roll 9 at column 5 = 2(2), halved (LC against heavy
    # infantry): 1 hit breaks it and it flees 2 hexes east.
    # Pursuit roll 6 + 2 (infantry) = 8 > 7: the LC follows and stops with the routed cohort in its ZOC,
    # then shocks it again: no check for the LC (its target is routed); the routed cohort (TQ 1) rolls 5:
    # 4 hits, eliminated (10.28).
    st, trs = shock_with(
        unit("H", "caesarian", "LC", "0505", "E", tq=6, ma=8),
        co("E", "0605", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5, hits=4),
        dice=[9, 6, 5],
        marked=("H",),
    )
    ev = keys(trs[-1])
    assert ev.count("gboh.ev.shock") == 2, ev
    assert "E" not in st.units and st.units["H"].pursuit


def test_10_22_equally_good_rout_hexes_are_the_owners_choice():
    # The Con cohort routs (collapse roll 6 > 5) and flees east: 0704 and 0705 are equally good. A side
    # whose standing answer is the rulebook's first path (the default) is not asked; here it asks.
    st, _ = start(
        inline(
            [
                co("A", "0505", facing="E"),
                co("E", "0705", side="pompeian", facing="W", legion="H", **{"class": "Con"}, tq=5),
            ],
            [CAESAR, POMPEY],
        ),
        dice=[3, 2, 5, 6],
    )
    st, _ = order(st, "pompeian", "standing gboh.rout_path ask")
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move A 0605")
    st, _ = order(st, "caesarian", "end")
    assert owed(st) == [("pompeian", "gboh.rout_path", ["flee 0804", "flee 0805"])]
    st, _ = order(st, "pompeian", "flee 0805")
    ((side, kind, flee),) = owed(st)
    assert (side, kind) == ("pompeian", "gboh.rout_path") and st.units["A"].hex == "0605"
    st, tr = order(st, "pompeian", flee[-1])
    assert st.units["E"].routed and st.units["E"].hex == flee[-1].split()[1]
    assert params(tr, "gboh.ev.rout_move")[0]["path"] == "0805 " + flee[-1].split()[1]
    assert st.units["A"].hex == "0705"  # the victor advances once the router has fled


def test_8_46_the_attacker_chooses_which_of_his_leaders_charisma_counts():
    # A Vet CO with two leaders stacked (Charisma 3 and 1) shocks a Con CO from behind: the attacker who says
    # ``ask`` chooses; taking the Charisma 1 leader, the roll 4 reads 5. The lone defending leader's
    # Charisma 2 is taken by the machine (core.ev.forced) and subtracted: 5 - 2 = 3.
    caesar = {**CAESAR, "hex": "0505", "charisma": 3}
    legate = {
        "id": "L",
        "side": "caesarian",
        "rank": "legate",
        "initiative": 2,
        "range": 4,
        "charisma": 1,
        "hex": "0505",
        "legion": "X",
    }
    pompey = {**POMPEY, "hex": "0605", "charisma": 2}
    units = [
        co("A", "0505", facing="E"),
        co("E", "0605", side="pompeian", facing="E", legion="H", **{"class": "Con"}, tq=5),
    ]
    st, _ = start(inline(units, [caesar, legate, pompey]), dice=[1, 1, 1, 4, 9, 9, 9, 9])
    st, _ = order(st, "caesarian", "standing gboh.charisma_attacker ask")
    st, _ = order(st, "caesarian", "activate L")
    st, _ = order(st, "caesarian", "end")
    st, _ = order(st, "caesarian", "shock A")
    assert owed(st) == [("caesarian", "gboh.charisma_attacker", ["charisma C", "charisma L"])]
    st, tr = order(st, "caesarian", "charisma L")
    assert "core.ev.forced" in keys(tr)
    assert params(tr, "gboh.ev.shock_roll")[0]["roll"] == "3"


def test_8_61_the_owner_chooses_which_of_his_winning_cavalry_pursues():
    # light horse and Roman horse both shock a Vet CO at TQ - 1 and break it; only one may pursue and
    # the owner who says ``ask`` picks it (his standing answer takes the highest TQ); pursuit roll 9
    caesar = {**CAESAR, "hex": "0404"}
    units = [
        unit("G", "caesarian", "LC", "0505", "E", tq=6, ma=8, size=3),
        unit("R", "caesarian", "RC", "0705", "W", tq=7, ma=7, size=4),
        co("V", "0605", side="pompeian", facing="W", hits=6),
    ]
    st, _ = start(inline(units, [caesar, POMPEY]), dice=[9, 9, 9, 9])
    st, _ = order(st, "caesarian", "standing gboh.pursuer ask")
    for text in ("activate C", "end", "shock G", "shock R"):
        st, _ = order(st, "caesarian", text)
    while owed(st)[0][1] not in ("gboh.pursuer", "gboh.momentum"):
        side, _kind, choices = owed(st)[0]
        st, _ = order(st, side, "done" if "done" in choices else choices[0])
    assert owed(st) == [("caesarian", "gboh.pursuer", ["pursue R", "pursue G"])]
    st, tr = order(st, "caesarian", "pursue G")
    assert params(tr, "gboh.ev.pursuit")[0]["unit"] == "LC 0505"
    assert st.units["G"].pursuit and not st.units["R"].pursuit


def test_4_1_heroic_charisma_reaches_adjacent_units_and_two_hexes_from_an_enemy_zoc():
    # Caesar (Heroic, Charisma 3) two hexes from the shocking cohort A: out of reach; next to it, in reach;
    # two hexes away again but in the ZOC of a Pompeian LI (front hexes 0305, 0306): in reach. Without
    # Heroic Charisma a leader's counts only when he is stacked with the unit.
    st = position(co("A", "0505", facing="E"))
    caesar = st.leaders["C"]
    caesar.hex, caesar.charisma, caesar.heroic = "0305", 3, True
    assert charisma_leaders(st, [st.units["A"]]) == []
    caesar.hex = "0405"
    assert charisma_leaders(st, [st.units["A"]]) == ["C"]
    st = position(co("A", "0505", facing="E"), unit("P", "pompeian", "LI", "0205", "E"))
    caesar = st.leaders["C"]
    caesar.hex, caesar.charisma, caesar.heroic = "0305", 3, True
    assert charisma_leaders(st, [st.units["A"]]) == ["C"]
    caesar.heroic = False
    assert charisma_leaders(st, [st.units["A"]]) == []
