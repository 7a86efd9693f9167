"""GBoH 8.47, the Bibracte shock example step by step (digest §8.9), dice scripted.

Ferocity (an Advanced rule) is not in the game, so the pre-shock rolls are scripted as the example's
modified results where they fit a d10 (Helvetians 3, 7, 6; the Roman W 6), and the Romans' two large
ones (10 and 11) are met by hits the cohorts already carry: V has 1 hit and rolls 9 (2 more: 3, as in
the example), X has 3 and rolls 9 (3 more: 6 = TQ, it routs). The LI D's fire at X is left out (its hit
is one of X's three).
"""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, params, start
from tests.engine.gboh.test_s06_movement import co
from tests.engine.gboh.test_s08_combat import unit

H, R = "helvetii", "romani"


def bi(uid: str, hexl: str) -> dict[str, Any]:
    return unit(uid, H, "BI", hexl, "E", size=7, tq=7, tribal=True, legion="helv")


def bibracte(dice: list[int]) -> tuple[Any, Any]:
    units = [
        bi("A", "0603"),
        bi("B", "0604"),
        bi("C", "0607"),
        unit("E", H, "LI", "0711", "E", size=5, tq=6, tribal=True, legion="helv"),
        co("V", "0803", side=R, facing="W", legion="VII", hits=1),
        co("W", "0806", side=R, facing="W", legion="VII"),
        co("X", "0807", side=R, facing="W", legion="VII", tq=6, hits=3),
        unit("Y", R, "SK", "0810", "W", size=1, tq=4, hits=3, ma=6),
        unit("Z", R, "LN", "0811", "W", size=4, tq=6, ma=7),
    ]
    leaders = [
        {
            "id": "bag",
            "side": H,
            "name": "Bagmanius",
            "rank": "tl",
            "initiative": 3,
            "range": 6,
            "hex": "0508",
        },
        {"id": "rom", "side": R, "rank": "oc", "initiative": 5, "range": 6, "charisma": 1, "hex": "0806"},
    ]
    sides = [
        {"id": H, "retreat_edge": "west", "rout_level": 60},
        {"id": R, "retreat_edge": "east", "rout_level": 60},
    ]
    st, _ = start(inline(units, leaders, sides=sides), dice=dice)
    for side, text in [
        (H, "activate bag"),
        (H, "move A 0703"),
        (H, "move B 0704"),
        (H, "move C 0707"),
        (R, "stay"),  # the Roman leader, stacked with W, does not evade (4.82)
    ]:
        st, _ = order(st, side, text)
    assert owed(st) == [(H, "gboh.volunteer", ["shock E", "done"])]
    return order(st, H, "shock E")  # 7.33: E is within Bagmanius's range; the BIs are marked Must Check


def test_8_47_bibracte_shock_example_step_by_step():
    dice = [3, 7, 9, 8, 5, 6, 6, 9, 0, 5, 2, 8]
    st, tr = bibracte(dice)
    assert [r.purpose.split()[0] for r in tr.rolls] == [
        "pre", "pre", "pre", "shock", "collapse",  # A+B against V
        "pre", "pre", "pre", "leader", "casualty", "shock",  # C against W and X
        "shock",  # E against Y and Z
    ]  # fmt: skip
    a, c, e = params(tr, "gboh.ev.shock_roll")
    # A+B 14 against V 5, movers: 3:1, 2R from the BI-Vet CO column 4: column 6; roll 8 = 2(3)
    assert (a["column"], a["final"], a["roll"], a["att_hits"], a["def_hits"]) == ("4", "6", "8", "2", "3")
    assert (st.units["A"].hits, st.units["B"].hits) == (1, 1)
    # V reached 6 = TQ - 1 in the BIs' ZOC: collapse roll 5 <= 7, it sheds a hit
    assert st.units["V"].hits == 5 and not st.units["V"].routed
    # X routed in the pre-shock checks; the leader hit (0) rolls 5: Finished, his Charisma still counts;
    # C 7 against W 5 (X gone): 2:1, column 5; roll 2 - 1 = 1: 3(2)
    assert st.units["X"].routed and st.leaders["rom"].status == "finished"
    assert (c["column"], c["final"], c["roll"], c["att_hits"], c["def_hits"]) == ("4", "5", "1", "3", "2")
    assert (st.units["C"].hits, st.units["W"].hits) == (3, 2)
    # C still has W in its ZOC: it does not advance into the hex X left (8.51)
    assert st.units["C"].hex == "0707"
    # E (No Check) against the LN (the SK cannot be chosen): column 8; roll 8 = 2(3): E 2, the LN 2 (the
    # odd hit, being the unit used for the column), the SK 1: at its TQ, eliminated; E advances
    assert (e["column"], e["final"], e["roll"], e["att_hits"], e["def_hits"]) == ("8", "8", "8", "2", "3")
    assert st.units["E"].hits == 2 and st.units["Z"].hits == 2 and "Y" not in st.units
    assert st.units["E"].hex == "0810"
