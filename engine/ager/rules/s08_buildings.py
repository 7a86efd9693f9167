"""Houses and other buildings (A§8, tier 3): a building's hexes are walled all round but for its
doors and windows (``Board.sides``). Walls stop movement, sight and melee; a door is crossed as the hex
beyond costs, a window on foot for 4 MP (A§8.5); those inside are covered when shot through an
opening (A§8.4); across a doorway or a window the defender counts as on + terrain (A§8.6). Tents are
terrain: a closed tent hex is entered for 2 MP but never attacked into, and covers heavily (lightly
through an open side, A§8.3, §8.6).

Line of sight across the hexsides is ``s09_castles.clear_across`` (walls, windows, loopholes alike);
the cover here is read by ``geometry.cover``.
"""

from __future__ import annotations

from engine.ager.board import Board, hatch_cost, hexside_data
from engine.ager.state import AgerState, Character, occupants, pieces
from engine.core.hexgrid import hexsides_crossed, line_steps

COVER_ORDER = ("none", "light", "medium", "heavy", "full")


def better(a: str, b: str) -> str:
    """The better of two covers."""
    return a if COVER_ORDER.index(a) >= COVER_ORDER.index(b) else b


def crossed(st: AgerState, a: str, b: str) -> list[tuple[str, str]]:
    """The hexsides the line from ``a`` to ``b`` may cross, as pairs of labels."""
    out = []
    for x, y in hexsides_crossed(st.board.hexes[a], st.board.hexes[b]):
        lx, ly = st.board.at(x), st.board.at(y)
        if lx is not None and ly is not None:
            out.append((lx, ly))
    return out


def opening_cover(st: AgerState, shooter: str, target: str) -> str:
    """The cover the openings crossed give: a door, a window or a loophole to everyone inside its
    building shot through it (none from a shooter standing at the door, A§8.4, §9.4); a crenel or a
    loophole to the hex right behind it (A§5.5.4, §9.4)."""
    board = st.board
    room = board.building.get(target)
    best = "none"
    for x, y in crossed(st, shooter, target):
        f = board.feature(x, y)
        if f is None:
            continue
        data = hexside_data().get(f.kind, {})
        got = str(data.get("cover", "none"))
        inside = board.inside(f) if f.side_of is not None else ""
        if f.kind == "door":
            if shooter in (x, y) or not (inside == target or (room and board.building.get(inside) == room)):
                continue
        elif f.kind == "window":
            if not (inside == target or (room and board.building.get(inside) == room)):
                continue
        elif data.get("cover_to") == "behind":
            if target not in (x, y) or (f.side_of is not None and inside != target):
                continue  # a parapet covers only the hex right behind it (its inside, if it has one, A§5.5.4)
        elif inside != target:
            continue
        best = better(best, got)
    return best


def tent_cover(st: AgerState, shooter: str, target: str, closed: str, through_open: str) -> str:
    """A target in a closed tent hex: heavy cover, light when the line passes through an open side of
    the tent (A§8.4; the seed's example: Borsok shoots Lancelin through the entrance hex)."""
    board = st.board
    for step in line_steps(board.hexes[shooter], board.hexes[target]):
        if any(board.terrain.get(board.at(h) or "", "") == "tent_open" for h in step.hexes):
            return through_open
    return closed


def crossing_extra(board: Board, a: str, b: str) -> int:
    """MP a hexside adds to a step across it, on top of the hex beyond (a parapet: +2, A§8.5)."""
    f = board.feature(a, b)
    if f is None:
        return 0
    return int(hexside_data().get(f.kind, {}).get("extra", 0))


def shut_hatches(st: AgerState) -> frozenset[str]:
    """The places above a hatch (a roof, an upper room) from which it cannot be opened from below: a
    character stands on it, alive or dead (A§8.5)."""
    board = st.board
    if not board.hatches:
        return frozenset()
    occ = occupants(st)
    return frozenset(
        up for room in board.hatches if (up := board.up_of[room]) in occ or st.bodies.get(up, 0) > 0
    )


def step_rule(board: Board, a: str, b: str) -> str | None:
    """The section that sets what a step on foot from ``a`` into ``b`` costs beyond the hex entered,
    where one does: a hatch or its ladder, a window, a parapet (A§8.5), off a siege ladder onto the wall
    (A§10.2), from rubble onto the walls (A§10.3)."""
    if board.hatches and hatch_cost(board, a, b) is not None:
        return "Ager 8.5"
    if board.sides and (window_cost(board, a, b) is not None or crossing_extra(board, a, b)):
        return "Ager 8.5"
    if board.ladders and board.ladders.get(a) == b:
        return "Ager 10.2"
    if board.terrain[a] == "rubble" and board.terrain[b] in ("wall_walk", "tower"):
        return "Ager 10.3"
    return None


def barred_climbs(st: AgerState) -> frozenset[tuple[str, str]]:
    """The steps through the hatches and up their ladders not open now (A§8.5), as (from, to) pairs:
    under a shut hatch no climb through it, from the room or from the ladder; under a free one no
    waiting on the ladder (one climbs straight through); while someone is on the ladder nobody else
    climbs past him, up or down (reading: the ladder holds one man)."""
    board = st.board
    if not board.hatches:
        return frozenset()
    shut = shut_hatches(st)
    occ = occupants(st)
    out: list[tuple[str, str]] = []
    for room in board.hatches:
        up, rung = board.up_of[room], board.rungs[room]
        if up in shut:
            out += [(room, up), (rung, up)]
        else:
            out.append((room, rung))
        if rung in occ:
            out += [(room, up), (up, room)]
    return frozenset(out)


def window_cost(board: Board, a: str, b: str) -> int | None:
    """MP to climb through the opening between ``a`` and ``b`` on foot, if it has its own cost (a
    window: 4, A§8.5)."""
    f = board.feature(a, b)
    if f is None:
        return None
    cost = hexside_data().get(f.kind, {}).get("foot")
    return None if cost is None else int(cost)


def defended(st: AgerState, attackers: list[Character], defender: Character) -> bool:
    """Fighting through a doorway or a window, the defender counts as on + terrain (A§8.6): every
    attacker reaches him only across such an opening."""
    board = st.board
    if not board.sides:
        return False
    for a in attackers:
        across = False
        for x in pieces(st, a):
            for y in pieces(st, defender):
                if board.hexes[x].distance(board.hexes[y]) != 1:
                    continue
                f = board.feature(x, y)
                if f is None or not hexside_data().get(f.kind, {}).get("defended"):
                    return False
                across = True
        if not across:
            return False
    return bool(attackers)
