"""GBoH 10.22 rout paths: whatever broke the unit (missile fire, terrain hits, a failed rally), the
owner chooses among equally good hexes (``gboh.rout_path``), as after a shock (dice scripted)."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit


def asking(side: str, *units: dict[str, Any], dice: list[int], **extra: Any) -> Any:
    st, _ = start(inline(units, [{**CAESAR, "charisma": 2}, POMPEY], **extra), dice=dice)
    st, _ = order(st, side, "standing gboh.rout_path ask")
    st, _ = order(st, "caesarian", "activate C")
    return st


def flee(st: Any, side: str, first: str) -> tuple[Any, list[str]]:
    """Answer ``first``, then the first hex at each later fork; the rout moves' paths."""
    st, tr = order(st, side, first)
    paths = [p["path"] for p in params(tr, "gboh.ev.rout_move")]
    while (p := owed(st)) and p[0][1] == "gboh.rout_path":
        st, tr = order(st, side, p[0][2][0])
        paths += [p["path"] for p in params(tr, "gboh.ev.rout_move")]
    return st, paths


def test_10_22_a_unit_routed_by_missile_fire_flees_by_its_owners_choice():
    # slingers roll 1 at range 2 (strength 2): the LI's sixth hit (TQ 6) routs it; it flees east and
    # 0804 and 0805 are equally good
    sk = unit("S", "caesarian", "SK", "0505", "E", size=1, tq=4, ma=6, missile="S")
    li = unit("L", "pompeian", "LI", "0705", "W", hits=5)
    st = asking("pompeian", sk, li, dice=[1])
    st, _ = order(st, "caesarian", "fire S L")
    assert owed(st) == [("pompeian", "gboh.rout_path", ["flee 0804", "flee 0805"])]
    st, paths = flee(st, "pompeian", "flee 0805")
    assert st.units["L"].routed and st.units["L"].hex != "0705"
    assert paths[0].startswith("0805")


def test_10_22_a_unit_routed_by_terrain_hits_flees_by_its_owners_choice():
    # a cohort at TQ - 1 enters woods (1 hit, 6.22) and routs west, where two hexes are equally good
    st = asking(
        "caesarian",
        co("A", "0903", facing="E", hits=6),
        dice=[],
        map={"columns": 20, "rows": 14, "terrain": {"woods": ["1003"]}},
    )
    st, _ = order(st, "caesarian", "move A 1003")
    ((side, kind, hexes),) = owed(st)
    assert (side, kind) == ("caesarian", "gboh.rout_path") and len(hexes) == 2
    st, paths = flee(st, "caesarian", hexes[-1])
    assert st.units["A"].routed
    assert paths[0].startswith(hexes[-1].split()[1])


def test_10_31_a_unit_that_fails_its_rally_flees_by_its_owners_choice():
    # Charisma 2, roll 5: not rallied, and 5 is within the printed TQ 7, so it makes a rout move
    st = asking("caesarian", co("A", "0805", routed=True, cohort=2), dice=[5])
    st, _ = order(st, "caesarian", "rally A")
    ((side, kind, hexes),) = owed(st)
    assert (side, kind) == ("caesarian", "gboh.rout_path")
    st, paths = flee(st, "caesarian", hexes[0])
    assert paths and paths[0].startswith(hexes[0].split()[1])


def test_10_22_the_standing_answer_takes_the_first_path_without_asking():
    sk = unit("S", "caesarian", "SK", "0505", "E", size=1, tq=4, ma=6, missile="S")
    li = unit("L", "pompeian", "LI", "0705", "W", hits=5)
    st, _ = start(inline([sk, li], [CAESAR, POMPEY]), dice=[1])
    st, trs = play(st, ("caesarian", "activate C"), ("caesarian", "fire S L"))
    assert params(trs[-1], "gboh.ev.rout_move")[0]["path"].startswith("0804")
    assert owed(st)[0][0] == "caesarian"


def test_6_69_a_routers_extra_hex_held_by_a_friend_eliminates_it_and_the_friend_takes_the_ending_on_effect():
    # archers roll 1 at range 2: cohort R's seventh hit routs it; its only way is onto F in 0605, in an
    # enemy ZOC, where it stops: F takes 1 hit and a TQ check (8: 1 hit) and R must move one hex more
    # (10.22 example). Every hex on from there is held by a friend: R is eliminated and the friend it
    # would end on (the owner's pick, G2 in 0505) takes 1 hit and a TQ check too (9: 2 hits)
    def con(uid: str, hexl: str, facing: str) -> dict[str, Any]:
        return co(uid, hexl, side="pompeian", facing=facing, legion="H", tq=5, **{"class": "Con"})

    units = [
        co("R", "0705", hits=6),
        co("F", "0605"),
        *(co(f"G{i}", f"050{i + 3}") for i in (1, 2, 3)),
        unit("S", "pompeian", "SK", "0905", "W", size=1, tq=4, ma=6, missile="A"),
        con("E1", "0604", "SE"),
        con("E2", "0704", "W"),
        con("E3", "0706", "W"),
    ]
    pompey = {**POMPEY, "initiative": 3, "hex": "1005"}
    st, _ = start(inline(units, [{**CAESAR, "initiative": 5}, pompey]), dice=[1, 8, 9])
    st, _ = play(st, ("caesarian", "standing gboh.rout_path ask"), ("pompeian", "activate P"))
    st, _ = order(st, "pompeian", "fire S R")
    assert owed(st)[0] == ("caesarian", "gboh.rout_path", ["flee 0505", "flee 0506"])
    st, _ = order(st, "caesarian", "flee 0505")
    assert "R" not in st.units
    assert (st.units["F"].hits, st.units["G2"].hits) == (2, 3)
    assert st.units["G1"].hits == st.units["G3"].hits == 0
