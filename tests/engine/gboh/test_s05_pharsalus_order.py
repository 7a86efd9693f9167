"""GBoH 5.13, the Pharsalus example: leaders are activated by Initiative across both sides, each tied
group opened by a roll-off, then the sides alternate through it (dice scripted)."""

from __future__ import annotations

from typing import Any

from tests.engine.gboh.helpers import inline, order, owed, start
from tests.engine.gboh.test_s06_movement import co


def leader(lid: str, side: str, rank: str, init: int, hexl: str, **kw: Any) -> dict[str, Any]:
    return {"id": lid, "side": side, "rank": rank, "initiative": init, "range": 4, "hex": hexl, **kw}


CAESARIANS = [
    leader("trib7", "caesarian", "tribune", 2, "0302", legion="VII"),
    leader("trib9", "caesarian", "tribune", 2, "0303", legion="IX"),
    leader("cavpref", "caesarian", "prefect", 3, "0304", commands="cavalry"),
    leader("sulla", "caesarian", "legate", 4, "0305", legion="X"),
    leader("antony", "caesarian", "legate", 5, "0306", legion="VIII"),
    leader("caesar", "caesarian", "oc", 6, "0307"),
]
POMPEIANS = [
    leader("tribi", "pompeian", "tribune", 2, "1802", legion="I"),
    leader("tribiii", "pompeian", "tribune", 2, "1803", legion="III"),
    leader("pompref", "pompeian", "prefect", 3, "1804", commands="infantry"),
    leader("lentulus", "pompeian", "legate", 3, "1805", legion="XV"),
    leader("scipio", "pompeian", "legate", 4, "1806", legion="SYR"),
    leader("labienus", "pompeian", "prefect", 4, "1807", commands="cavalry"),
    leader("domitius", "pompeian", "legate", 4, "1808", legion="CIL"),
    leader("afranius", "pompeian", "legate", 4, "1809", legion="HISP"),
    leader("ahenobarbus", "pompeian", "legate", 5, "1810", legion="ITAL"),
    leader("pompey", "pompeian", "oc", 6, "1811"),
]


def test_5_13_pharsalus_activation_order_by_initiative_roll_off_and_alternation():
    # five groups shared by both sides (Initiative 2 to 6), each opened by a roll-off the Caesarians win
    # 7 to 3: they activate first, then the sides alternate until one side has none left in the group
    units = [co("A", "0505"), co("E", "1505", side="pompeian", legion="I")]
    st, _ = start(inline(units, CAESARIANS + POMPEIANS), dice=[7, 3] * 5)
    inits = {ld["id"]: ld["initiative"] for ld in CAESARIANS + POMPEIANS}
    seen: list[tuple[str, int]] = []
    while st.turn == 1 and (p := owed(st)):
        side, kind, choices = p[0]
        if kind == "gboh.activate":
            pick = next(c for c in choices if c.startswith("activate "))
            seen.append((side[0], inits[pick.split()[1]]))
            st, _ = order(st, side, pick)
        elif kind in ("gboh.orders", "gboh.command"):
            st, _ = order(st, side, "end" if kind == "gboh.orders" else "done")
        elif kind == "gboh.momentum":
            st, _ = order(st, side, "finish")
        else:
            st, _ = order(st, side, choices[-1])
    assert seen == [
        ("c", 2), ("p", 2), ("c", 2), ("p", 2),
        ("c", 3), ("p", 3), ("p", 3),
        ("c", 4), ("p", 4), ("p", 4), ("p", 4), ("p", 4),
        ("c", 5), ("p", 5),
        ("c", 6), ("p", 6),
    ]  # fmt: skip
