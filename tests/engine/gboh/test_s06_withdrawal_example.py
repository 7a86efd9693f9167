"""GBoH 6.56, the Orderly Withdrawal worked example (Britannia map), on the demo grid: the Britannia hex
numbers use the other column parity, so each column number is 31 less and each row 10 less (4819 → 1709)."""

from __future__ import annotations

from tests.engine.gboh.helpers import inline, order, owed, start
from tests.engine.gboh.test_s06_movement import CAESAR, POMPEY, co

BRITISH_LI = {"id": "L", "side": "caesarian", "type": "LI", "size": 4, "tq": 5, "ma": 5, "missile": "J"}
CRETAN_ARCHERS = {"id": "K", "side": "pompeian", "type": "SK", "size": 1, "tq": 5, "ma": 6, "missile": "A"}
LEGATE = {"id": "G", "side": "pompeian", "rank": "legate", "initiative": 3, "range": 4, "hex": "1709"}


def test_6_56_the_archers_and_the_legate_withdraw_before_the_british_light_infantry():
    units = [
        {**BRITISH_LI, "hex": "1309", "facing": "E"},  # 4419
        {**CRETAN_ARCHERS, "hex": "1709", "facing": "W"},  # 4819, with the legate
        co("X", "2109", side="pompeian", facing="W"),  # the cohort the legate falls back to
    ]
    leaders = [{**CAESAR, "initiative": 2, "hex": "1109"}, {**POMPEY, "hex": "2014"}, LEGATE]
    st, _ = start(inline(units, leaders, map={"columns": 22, "rows": 14}), passive=False)
    st, _ = order(st, "caesarian", "activate C")
    st, _ = order(st, "caesarian", "move L 1409 1509 1609 1709 1809")
    # entering 4619 (2 MP spent) the LI comes within 2 hexes: the move pauses for the Romans' decision
    assert st.units["L"].hex == "1509"
    side, kind, choices = owed(st)[0]
    assert (side, kind) == ("pompeian", "gboh.withdrawal")
    assert "withdraw 2109" in choices  # the legate: 9 - 5 = 4 MP, four hexes back to the cohort
    st, _ = order(st, "pompeian", "withdraw 2109")
    side, kind, choices = owed(st)[0]
    # the archers (SK): up to 2 hexes whatever the MA difference (6.51, 9.21), each farther from the LI
    assert (side, kind) == ("pompeian", "gboh.withdrawal")
    assert "withdraw 1909" in choices and "withdraw 2109" not in choices and "withdraw 1609" not in choices
    st, _ = order(st, "pompeian", "withdraw 1909")  # 5019
    assert st.leaders["G"].hex == "2109"
    assert st.units["K"].facing == 4 and st.units["K"].hits == 0  # facing kept; approached from the front
    # the LI, 3 MP left, goes on to 4819: within 2 hexes again, the archers withdraw once more, 1 hex
    assert st.units["L"].hex == "1709"
    assert owed(st)[0][:2] == ("pompeian", "gboh.withdrawal")
    st, _ = order(st, "pompeian", "withdraw 2008")  # 5118
    # the LI ends in 4919; the archers, offered a third withdrawal, stay: the LI is in their range 4
    assert owed(st)[0][:2] == ("pompeian", "gboh.withdrawal")
    st, _ = order(st, "pompeian", "stay")
    assert st.units["L"].hex == "1809" and st.units["K"].hex == "2008" and st.units["K"].hits == 0
    assert all(kind != "gboh.withdrawal" for _, kind, _ in owed(st))
