"""GBoH 8.51-8.53 advance after combat: where an attacker may enter more than one vacated hex, its owner
picks the hex (``gboh.advance``), and the unit that advanced may turn one vertex (8.52, A16:
``gboh.advance_facing``); every side starts with the standing answers ``always`` (the hex the machine
would take; no turn). Dice scripted."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import unit


def two_broken(ask: bool) -> Any:
    """A Vet CO facing E shocks two Pompeian cohorts in its two front hexes, each one hit from
    routing; the shock roll 9 breaks both and leaves both hexes empty."""
    units = [
        co("A", "0505", facing="E"),
        co("V", "0604", side="pompeian", facing="W", hits=5),
        co("W", "0605", side="pompeian", facing="W", hits=5),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9, 9, 9, 9, 9])
    if ask:
        st, _ = order(st, "caesarian", "standing gboh.advance ask")
    return shock(st)


def shock(st: Any) -> Any:
    """Caesar activates, ends his phase and A volunteers to shock (7.33)."""
    for text in ("activate C", "end", "shock A"):
        st, tr = order(st, "caesarian", text)
    if owed(st)[0][1] == "gboh.volunteer":
        st, tr = order(st, "caesarian", "done")
    return st, tr


def test_8_53_the_standing_answer_advances_into_the_first_vacated_hex():
    st, _ = two_broken(ask=False)
    assert st.units["A"].hex == "0604"
    assert st.units["V"].routed and st.units["W"].routed
    assert owed(st)[0][1] == "gboh.momentum"


def test_8_53_the_attacker_picks_which_vacated_hex_it_advances_into():
    st, _ = two_broken(ask=True)
    assert owed(st) == [("caesarian", "gboh.advance", ["advance 0604", "advance 0605"])]
    st, tr = order(st, "caesarian", "advance 0605")
    assert params(tr, "gboh.ev.advanced") == [{"unit": "CO 0605", "frm": "0505"}]
    assert st.units["A"].hex == "0605"
    assert owed(st)[0][1] == "gboh.momentum"


def test_8_51_one_vacated_hex_is_entered_without_asking():
    units = [co("A", "0505", facing="E"), co("V", "0604", side="pompeian", facing="W", hits=5)]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9, 9, 9, 9])
    st, _ = order(st, "caesarian", "standing gboh.advance ask")
    st, tr = shock(st)
    assert params(tr, "gboh.ev.advanced") == [{"unit": "CO 0604", "frm": "0505"}]
    assert owed(st)[0][1] == "gboh.momentum"


def one_broken(*standing: str) -> Any:
    """A Vet CO facing E shocks a Pompeian cohort one hit from routing and advances into its hex."""
    units = [co("A", "0505", facing="E"), co("V", "0604", side="pompeian", facing="W", hits=5)]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9, 9, 9, 9])
    for kind in standing:
        st, _ = order(st, "caesarian", f"standing {kind} ask")
    return shock(st)


def test_8_52_the_standing_answer_keeps_the_facing_after_an_advance():
    st, _ = one_broken()
    assert (st.units["A"].hex, st.units["A"].facing) == ("0604", 1)
    assert owed(st)[0][1] == "gboh.momentum"


def test_8_52_the_unit_that_advanced_may_turn_one_vertex_either_way():
    st, _ = one_broken("gboh.advance", "gboh.advance_facing")
    assert st.units["A"].hex == "0604"
    assert owed(st) == [("caesarian", "gboh.advance_facing", ["hold", "face NE", "face SE"])]
    st, tr = order(st, "caesarian", "face ne")
    assert params(tr, "gboh.ev.advance_faced") == [{"unit": "CO 0604", "facing": "NE"}]
    assert st.units["A"].facing == 0
    assert owed(st)[0][1] == "gboh.momentum"


def test_8_51_stacked_attackers_and_the_leader_with_them_advance_together():
    # Two cohorts of the X legion stacked with Caesar shock a cohort one hit from routing (Caesar's
    # casualty roll 9: unhurt); the shock roll of 9 breaks it and the stack advances whole, Caesar with
    # it, and turns as one.
    units = [
        co("A", "0505", facing="E"),
        co("B", "0505", facing="E"),
        co("V", "0604", side="pompeian", facing="W", hits=5),
    ]
    st, _ = start(inline(units, [{**CAESAR, "hex": "0505"}, POMPEY]), dice=[9, 9])
    st, _ = order(st, "caesarian", "standing gboh.advance_facing ask")
    for text in ("activate C", "end", "shock A", "shock B"):
        st, tr = order(st, "caesarian", text)
    assert st.units["V"].routed
    assert params(tr, "gboh.ev.advanced") == [
        {"unit": "CO 0604", "frm": "0505"},
        {"unit": "CO 0604", "frm": "0505"},
    ]
    assert params(tr, "gboh.ev.leader_advanced") == [{"leader": "C", "unit": "CO 0604", "frm": "0505"}]
    assert (st.units["A"].hex, st.units["B"].hex, st.leaders["C"].hex) == ("0604", "0604", "0604")
    st, _ = order(st, "caesarian", "face ne")
    assert st.units["A"].facing == st.units["B"].facing == 0


def test_8_55_a_cohort_moves_into_the_hex_its_volley_emptied_and_light_infantry_does_not():
    # the mover steps next to light infantry T at TQ - 1 and fires (roll 4: a hit): T routs and flees;
    # a cohort may move into the hex T left though its move ended in T's ZOC, light infantry may not
    t = unit("T", "pompeian", "LI", "0805", "W", size=4, tq=5, ma=6, missile="J", hits=4)
    cohort = co("X", "0605", facing="E", missile="J")
    li = unit("X", "caesarian", "LI", "0605", "E", size=4, tq=5, ma=6, missile="J")
    for mover in (cohort, li):
        st, _ = start(inline([mover, t], [CAESAR, POMPEY]), dice=[4])
        for text in ("activate C", "move X", "to 0705", "fire T"):
            st, _ = order(st, "caesarian", text)
        assert st.units["T"].routed and st.units["T"].hex != "0805"
        if mover is cohort:
            assert "to 0805" in owed(st)[0][2]
            st, tr = order(st, "caesarian", "to 0805")
            assert st.units["X"].hex == "0805" and params(tr, "gboh.ev.advanced")[0]["frm"] == "0705"
        else:
            assert "to 0805" not in owed(st)[0][2]


def test_8_54_an_advance_draws_reaction_facing_and_entry_reaction_fire_but_no_withdrawal():
    # A moves next to D (TQ 5, 4 hits): pre-shock rolls A 3 (no hit), D 6 (1 hit: it routs); A, in no
    # enemy ZOC, advances into 0705, into the ZOC of the light infantry L (0805, facing W), which was not
    # next to it: L may face in reaction and fires entry reaction fire at range 1 (roll 2: a hit)
    units = [
        co("A", "0505", facing="E"),
        unit("D", "pompeian", "CO", "0705", "W", legion="H", tq=5, hits=4),
        unit("L", "pompeian", "LI", "0805", "W", size=4, tq=5, ma=6, missile="J"),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[3, 6, 2])
    st, _ = order(st, "pompeian", "standing gboh.entry_fire always")
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "move A 0605"))
    st, _ = order(st, "pompeian", "standing gboh.reaction_facing ask")
    st, tr = order(st, "caesarian", "end")
    assert st.units["D"].routed and st.units["A"].hex == "0705"
    assert owed(st)[0][:2] == ("pompeian", "gboh.reaction_facing")
    st, tr = order(st, "pompeian", "hold")
    assert "core.ev.standing" in [e.msg.key for e in tr.events]  # the entry reaction fire, answered
    assert [(p["unit"], p["target"], p["hit"]) for p in params(tr, "gboh.ev.fire")] == [
        ("LI 0805", "CO 0705", "1")
    ]
    assert st.units["A"].hits == 1


def test_8_53_with_one_vacated_hex_the_attacker_that_had_superiority_advances_not_the_highest_tq():
    # A1 (TQ 7) strikes D's front, A2 (TQ 6) its flank: the attacker picks A2's flank attack, position
    # superiority; roll 9: D routs. One hex is vacated for two attackers: A2, the one with superiority,
    # advances, though A1 has the higher TQ
    units = [
        co("A1", "0605", facing="E"),
        {**co("A2", "0704", facing="SE"), "class": "Rec", "tq": 6},
        unit("D", "pompeian", "CO", "0705", "W", legion="H", tq=5, hits=4),
    ]
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9])
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"))
    st, _ = play(st, ("caesarian", "shock A1"), ("caesarian", "shock A2"))
    assert owed(st)[0][1] == "gboh.clash_attacker" and "clash A2 D" in owed(st)[0][2]
    st, tr = order(st, "caesarian", "clash A2 D")
    assert params(tr, "gboh.ev.shock_roll")[0]["superiority"] == "A"
    assert st.units["D"].routed
    assert st.units["A2"].hex == "0705" and st.units["A1"].hex == "0605"


def test_4_82_a_leader_left_alone_in_the_hex_an_advance_enters_is_eliminated():
    # the legate L2 stays with his cohort D as A comes next to them; D routs in the pre-shock checks (A
    # 3, D 6) and flees without him; A advances into his hex: in A's ZOC he could not withdraw, and dies
    units = [co("A", "0505", facing="E"), unit("D", "pompeian", "CO", "0705", "W", legion="H", tq=5, hits=4)]
    legate = {**POMPEY, "id": "L2", "rank": "legate", "legion": "H", "initiative": 6, "hex": "0705"}
    st, _ = start(inline(units, [CAESAR, POMPEY, legate]), dice=[3, 6])
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "move A 0605"), ("pompeian", "stay"))
    st, tr = order(st, "caesarian", "end")
    assert st.units["A"].hex == "0705" and "L2" not in st.leaders and "L2" in st.gone
    assert [p["leader"] for p in params(tr, "gboh.ev.leader_overrun")] == ["L2"]
