"""GBoH 10.22 rout paths: whatever broke the unit (missile fire, terrain hits, a failed rally), the
owner chooses among equally good hexes (``gboh.rout_path``), as after a shock; and 10.27: a leader
stacked with a unit about to make its rout move may flee with it (``gboh.leader_flight``; every side
starts with the standing answer ``never``: he stays) (dice scripted)."""

from __future__ import annotations

from typing import Any

from engine.gboh import RULESET
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start
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


AFRANIUS = {
    **POMPEY,
    "id": "L2",
    "name": "Afranius",
    "rank": "legate",
    "legion": "H",
    "initiative": 6,
    "range": 4,
}


def slung(*standing: str, li_hex: str = "0705", sk_hex: str = "0505") -> tuple[Any, Any]:
    """Caesarian slingers roll 1 at range 2 (strength 2): the sixth hit (TQ 6) routs the Pompeian LI L,
    the legate Afranius stacked with it; it flees east. ``standing``: Pompeian standing answers first."""
    sk = unit("S", "caesarian", "SK", sk_hex, "E", size=1, tq=4, ma=6, missile="S")
    li = unit("L", "pompeian", "LI", li_hex, "W", hits=5)
    caesar = {**CAESAR, "hex": f"{sk_hex[:2]}01"}  # the slingers in his command range
    st, _ = start(inline([sk, li], [caesar, POMPEY, {**AFRANIUS, "hex": li_hex}]), dice=[1])
    for answer in standing:
        st, _ = order(st, "pompeian", f"standing {answer}")
    st, _ = order(st, "caesarian", "activate C")
    return order(st, "caesarian", "fire S L")


def test_10_27_leader_flees_with_routing_unit():
    st, _ = slung("gboh.leader_flight ask")
    (prompt,) = RULESET.pending(st)
    assert (prompt.side, prompt.kind, prompt.msg.rule) == ("pompeian", "gboh.leader_flight", "GBoH 10.27")
    assert [c.order for c in prompt.choices] == ["flee", "stay"] and prompt.default == "stay"
    assert {k: str(v) for k, v in prompt.msg.params.items()} == {"leader": "Afranius", "unit": "LI 0705"}
    st, tr = order(st, "pompeian", "flee")
    # he goes where it goes, hex by hex, and ends where it ends (its path by the standing answer)
    assert params(tr, "gboh.ev.rout_move") == [{"unit": "LI 0904", "path": "0804 0904"}]
    assert st.units["L"].hex == st.leaders["L2"].hex == "0904"
    assert params(tr, "gboh.ev.leader_fled") == [{"leader": "Afranius", "unit": "LI 0904", "hex": "0904"}]
    assert owed(st)[0][:2] == ("caesarian", "gboh.orders")


def test_10_27_a_leader_who_stays_is_left_where_he_stood():
    st, _ = slung("gboh.leader_flight ask")
    st, tr = order(st, "pompeian", "stay")
    assert st.units["L"].hex == "0904" and st.leaders["L2"].hex == "0705"
    assert "gboh.ev.leader_fled" not in keys(tr)
    assert st.leaders["L2"].status == "inactive"  # routing itself does nothing to leaders


def test_10_27_by_the_standing_answer_set_from_the_start_the_leader_stays_without_asking():
    st, tr = slung()
    assert st.units["L"].routed and st.units["L"].hex == "0904" and st.leaders["L2"].hex == "0705"
    assert "gboh.ev.leader_fled" not in keys(tr)
    assert owed(st)[0][:2] == ("caesarian", "gboh.orders")
    # ``always``: he flees with it, unasked
    st, tr = slung("gboh.leader_flight always")
    assert st.leaders["L2"].hex == "0904" and "gboh.ev.leader_fled" in keys(tr)


def test_10_27_an_order_for_the_rout_path_lets_the_leader_stay_by_default():
    # the owner, asked both, answers the next hex of the rout: the leader's decision lapses to ``stay``
    st, _ = slung("gboh.leader_flight ask", "gboh.rout_path ask")
    assert owed(st) == [("pompeian", "gboh.leader_flight", ["flee", "stay"])]
    st, tr = order(st, "pompeian", "flee 0805")
    assert params(tr, "core.ev.lapsed") == [
        {"side": "pompeian", "kind": "gboh.leader_flight", "order": "stay"}
    ]
    assert st.units["L"].hex == "0805" and st.leaders["L2"].hex == "0705"
    assert owed(st)[0][:2] == ("pompeian", "gboh.rout_path")


def test_10_27_a_leader_who_flees_with_a_unit_off_the_map_leaves_it_with_it():
    # L routs from 1905 and reaches the east edge at 2004: it leaves the map, eliminated (10.25), and
    # Afranius with it, at its exit hex: off the map, as a leader with a pursuer (8.62, 8.65)
    st, tr = slung("gboh.leader_flight always", li_hex="1905", sk_hex="1705")
    assert "L" not in st.units and "L2" not in st.leaders
    assert st.off_leaders["L2"].hex == "2004"
    assert params(tr, "gboh.ev.leader_fled_off_map") == [
        {"leader": "Afranius", "unit": "LI 2004", "exit": "2004"}
    ]
    assert st.rp["pompeian"] == 6  # the unit's TQ; a leader off the map scores nothing


def test_10_27_the_active_leader_is_not_asked_and_another_leader_with_the_unit_is():
    # Caesar and his legate Labienus stand with the light infantry L1 (one hit from routing); Caesar
    # orders it to fire (9: a miss) and the slingers' return fire (1: a hit) routs it. Caesar, whose
    # Orders Phase goes on, stays; Labienus may flee with it
    l1 = unit("L1", "caesarian", "LI", "0505", "E", size=4, tq=6, ma=6, missile="S", hits=5)
    t = unit("T", "pompeian", "SK", "0705", "W", size=1, tq=4, ma=6, missile="S")
    labienus = {**CAESAR, "id": "L3", "name": "Labienus", "rank": "legate", "legion": "X", "hex": "0505"}
    st, _ = start(inline([l1, t], [{**CAESAR, "hex": "0505"}, POMPEY, labienus]), dice=[9, 1])
    st, _ = play(
        st,
        ("pompeian", "standing gboh.return_fire always"),
        ("caesarian", "standing gboh.leader_flight ask"),
        ("caesarian", "activate C"),
    )
    st, _ = order(st, "caesarian", "fire L1 T")
    assert st.units["L1"].routed
    (prompt,) = RULESET.pending(st)
    assert prompt.kind == "gboh.leader_flight" and str(prompt.msg.params["leader"]) == "Labienus"
    st, _ = order(st, "caesarian", "flee")
    assert st.leaders["L3"].hex == st.units["L1"].hex != "0505"
    assert st.leaders["C"].hex == "0505"
    assert owed(st)[0][:2] == ("caesarian", "gboh.orders")


def test_10_27_a_leader_may_flee_with_a_routed_unit_in_the_rout_segment():
    # Afranius stands with the routed LI L when Phase F comes: L moves its full MA east (10.24)
    li = unit("L", "pompeian", "LI", "1005", "W", routed=True)
    st, _ = start(inline([li], [CAESAR, POMPEY, {**AFRANIUS, "hex": "1005"}]))
    st, _ = order(st, "pompeian", "standing gboh.leader_flight ask")
    st, _ = play(
        st,
        *(("caesarian", o) for o in ("activate C", "end", "finish")),
        *(("pompeian", o) for o in ("activate P", "end", "finish")),
    )
    assert st.phase == "F" and owed(st) == [("pompeian", "gboh.leader_flight", ["flee", "stay"])]
    st, tr = order(st, "pompeian", "flee")
    assert params(tr, "gboh.ev.rout_move") == [{"unit": "LI 1503", "path": "1105 1204 1304 1403 1503"}]
    assert st.units["L"].hex == st.leaders["L2"].hex == "1503"
