"""GBoH 8.51-8.53 advance after combat: where an attacker may enter more than one vacated hex, its owner
picks the hex, and of attackers tied on the highest TQ for fewer vacated hexes the one that advances
(both ``gboh.advance``); the unit that advanced may turn one vertex (8.52, A16: ``gboh.advance_facing``);
every side starts with the standing answers ``always`` (the machine's pick; no turn). Dice scripted."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.errors import IllegalAction
from engine.gboh import RULESET
from engine.gboh.rules.s08_pursuit import advance_plan, tied_advancers
from tests.engine.gboh.helpers import inline, keys, order, owed, params, play, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co
from tests.engine.gboh.test_s08_combat import position, unit


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


def tied(*standing: str, third: bool = False, stacked: bool = False) -> Any:
    """Two Vet cohorts (TQ 7) strike the front of the cohort D, one hit from routing, from its two front
    hexes; neither has superiority (the attacker picks A1's frontal attack when ``third``, the Rec cohort
    A3 (TQ 6) joining from D's flank); the shock roll 9 breaks D: one hex is vacated for two attackers of
    the highest TQ. ``stacked``: a third Vet cohort B stands with A1."""
    units = [
        co("A1", "0605", facing="E"),
        co("A2", "0604", facing="E"),
        unit("D", "pompeian", "CO", "0705", "W", legion="H", tq=5, hits=4),
    ]
    if third:
        units.append({**co("A3", "0704", facing="SE"), "class": "Rec", "tq": 6})
    if stacked:
        units.append(co("B", "0605", facing="E"))
    st, _ = start(inline(units, [CAESAR, POMPEY]), dice=[9])
    for answer in standing:
        st, _ = order(st, "caesarian", f"standing {answer}")
    st, _ = play(st, ("caesarian", "activate C"), ("caesarian", "end"))
    for u in sorted({u.id for u in st.units.values() if u.side == "caesarian"}):
        st, _ = order(st, "caesarian", f"shock {u}")
    if third:  # A1's frontal attack: no superiority
        st, _ = order(st, "caesarian", "clash A1 D")
    while owed(st)[0][1] == "gboh.hit_split_attacker":  # the attackers' odd hit: the first listed
        st, _ = order(st, "caesarian", owed(st)[0][2][0])
    assert st.units["D"].routed and st.units["D"].hex != "0705"
    return st


def test_8_53_owner_chooses_among_tied_tq_advancers():
    st = tied("gboh.advance ask")
    (prompt,) = RULESET.pending(st)
    assert (prompt.side, prompt.kind, prompt.msg.key, prompt.msg.rule) == (
        "caesarian",
        "gboh.advance",
        "gboh.ask.advancer",
        "GBoH 8.53",
    )
    assert prompt.msg.params == {"units": "A2 A1", "tq": 7}
    # one choice per tied unit, the machine's pick (the higher id) first and the default
    assert [c.order for c in prompt.choices] == [
        "advance A2",
        "advance A1",
    ] and prompt.default == "advance A2"
    st1, tr = order(st, "caesarian", "advance A1")
    assert params(tr, "gboh.ev.advanced") == [{"unit": "CO 0705", "frm": "0605"}]
    assert (st1.units["A1"].hex, st1.units["A2"].hex) == ("0705", "0604")
    assert owed(st1)[0][1] == "gboh.momentum"
    st2, _ = order(st, "caesarian", "advance A2")
    assert (st2.units["A1"].hex, st2.units["A2"].hex) == ("0605", "0705")


def test_8_53_the_standing_answer_advances_the_machines_pick_among_tied_attackers():
    st = tied()
    assert (st.units["A1"].hex, st.units["A2"].hex) == ("0605", "0705")
    assert owed(st)[0][1] == "gboh.momentum"


def test_8_53_an_order_for_what_comes_after_lets_the_machines_pick_advance():
    st = tied("gboh.advance ask")
    st, tr = order(st, "caesarian", "finish")  # the Momentum decision, after the Shock segment
    assert params(tr, "core.ev.lapsed") == [
        {"side": "caesarian", "kind": "gboh.advance", "order": "advance A2"}
    ]
    assert (st.units["A1"].hex, st.units["A2"].hex) == ("0605", "0705")
    assert "gboh.ev.finished" in keys(tr)


def test_8_53_an_attacker_not_tied_on_the_highest_tq_is_refused():
    # the Rec cohort A3 (TQ 6) attacked too: it is no choice, and naming it says why
    st = tied("gboh.advance ask", "gboh.clash_attacker ask", third=True)
    assert owed(st) == [("caesarian", "gboh.advance", ["advance A2", "advance A1"])]
    with pytest.raises(IllegalAction) as err:
        order(st, "caesarian", "advance A3")
    assert (err.value.msg.key, err.value.msg.rule) == ("gboh.err.advance_not_tied", "GBoH 8.53")
    assert err.value.msg.params["units"] == "A2 A1"


def test_8_53_a_stack_tied_with_another_attacker_is_one_choice_and_advances_whole():
    st = tied("gboh.advance ask", stacked=True)
    assert owed(st) == [("caesarian", "gboh.advance", ["advance B", "advance A2"])]
    st1, _ = order(st, "caesarian", "advance B")
    assert [st1.units[u].hex for u in ("A1", "B", "A2")] == ["0705", "0705", "0604"]
    st2, _ = order(st, "caesarian", "advance A2")
    assert [st2.units[u].hex for u in ("A1", "B", "A2")] == ["0605", "0605", "0705"]


def test_8_53_no_choice_when_every_tied_attacker_advances_anyway():
    # A1 and A2 (TQ 7) are both next to 0705 and 0505: with both hexes vacated each advances, and who
    # goes where is the hex choice; with 0705 alone only one of them does, the owner's choice
    st = position(co("A1", "0605", facing="E"), co("A2", "0604", facing="E"))
    assert tied_advancers(st, ("A1", "A2"), ("0705", "0505"), frozenset()) == []
    assert advance_plan(st, ("A1", "A2"), ("0705", "0505"), frozenset()) == [("A2", "0705"), ("A1", "0505")]
    assert tied_advancers(st, ("A1", "A2"), ("0705",), frozenset()) == ["A2", "A1"]
    assert advance_plan(st, ("A1", "A2"), ("0705",), frozenset(), chosen="A1") == [("A1", "0705")]
    # a lower TQ is no tie
    st.units["A1"].tq = 6
    assert tied_advancers(st, ("A1", "A2"), ("0705",), frozenset()) == []
