"""CCA 3 (digest 3): victory banners, banner hexes and the end of the game."""

from __future__ import annotations

from engine.cca.rules.pieces import Ctx, side_ref, unit_at
from engine.cca.state import State


def banner_hex_score(st: State, side: str) -> int:
    total = 0
    for r in st.scenario["special_rules"]:
        if r["type"] == "banner_hex" and r["side"] == side:
            for h in r["hexes"]:
                u = unit_at(st, st.board.by_label[h])
                if u is not None and u.side == side:
                    total += r["banners"]
    return total


def score(st: State, side: str) -> int:
    return len(st.banners[side]) + banner_hex_score(st, side)


def check_win(c: Ctx) -> bool:
    st = c.st
    if st.result is not None:
        return True
    won = [s for s in ("north", "south") if score(st, s) >= st.scenario["banners"][s]]
    if not won:
        return False
    if len(won) == 2:
        st.result = {"winner": None, "reason": "draw"}
        c.ev("draw", "CCA 8/b")
    else:
        st.result = {"winner": won[0], "reason": "banners"}
        c.ev("victory", "CCA 3", side=side_ref(won[0]), banners=score(st, won[0]))
    st.phase = "over"  # the tasks left on the agenda are dropped unrun
    return True


def gain_banner(c: Ctx, side: str, source: str, check: bool = True) -> None:
    c.st.mine("banners")
    c.st.banners[side].append(source)
    c.ev(
        "banner",
        "CCA 3",
        side=side_ref(side),
        source=source,
        total=score(c.st, side),
        target=c.st.scenario["banners"][side],
    )
    if check:
        check_win(c)
