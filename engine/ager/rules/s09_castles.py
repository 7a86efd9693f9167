"""Castles (A§9, tier 4): the wall-walk one level above the ground, crenellated toward the outside,
reached from inside by stairs (A§9.5) and from outside only by a siege ladder (``s10_siege``); towers
with loopholes; the gate (A§10.1). Levels and crossings are on the board (``state.passable``); this
module says what a line of sight may cross (A§8.4, §9.3–9.4, §10.2) and what a step onto the walls
costs (A§10.2–10.3).
"""

from __future__ import annotations

from engine.ager.board import ROOF, Board, ground, hexside_data, terrain_extra
from engine.ager.state import AgerState
from engine.ager.tables import Weapon
from engine.core.hexgrid import Hex, HexsideFeature, line_blocked_across
from engine.core.levels import obstacle_blocks, side_hides

ONTO_WALLS = ("wall_walk", "tower")


def clear_across(st: AgerState, src: str, aim: str, weapon: Weapon | None = None) -> bool:
    """No wall, closed gate or higher ground between (A§8.4, §9.3, §10.1): a line crosses a window or
    a loophole only from or to the hex behind it (and a loophole only with a bow or a crossbow); a hex
    higher than both ends blocks; a shooter on a ladder sees only the wall hex it leans on (A§10.2)."""
    board = st.board
    if board.ladders.get(src, aim) != aim:
        return False
    if board.rung_of and src != aim and ground(src) == ground(aim):
        return False  # between the ladder under a hatch and the floor of its room (reading, A§8.5)
    if board.storeys and not (_floor_mates(board, src, aim) and _floor_mates(board, aim, src)):
        return False  # an upper room sees only its own floor of its building (A§8.2, reading)
    ends = (src, aim)
    levelled = board.level[src] != board.level[aim] or board.level[src] > 0

    def roofed(bid: str) -> bool:
        """An end under the building's roof: in one of its rooms (not on its roof)."""
        return any(board.building.get(e) == bid and board.terrain[e] != "roof" for e in ends)

    def on_roof(f: HexsideFeature) -> bool:
        """An end on the roof of the building ``f`` belongs to."""
        bid = board.building.get(board.inside(f)) if f.side_of is not None else None
        return bid is not None and any(
            board.building.get(e) == bid and board.terrain[e] == "roof" for e in ends
        )

    if board.below:
        for up, room in ((src, aim), (aim, src)):
            bid = board.building.get(up)
            if (
                up in board.below
                and bid is not None
                and board.building.get(room) == bid
                and board.terrain[room] != "roof"
            ):
                return False  # between a room and the roof over the building, the roof (A§8.5, §9.3)

    def side_blocks(x: Hex, y: Hex) -> bool:
        lx, ly = board.at(x), board.at(y)
        if lx is None or ly is None:
            return False
        f = board.feature(lx, ly)
        if f is None:
            return False
        top = board.wall_top(f, on_roof(f)) if levelled else None
        if top is not None and not roofed(board.building[board.inside(f)]):
            # a building's wall seen over between levels: an obstacle on a hexside (A§9.3)
            return side_hides(a, b, board.level[src], board.level[aim], x, y, top)
        data = hexside_data().get(f.kind, {})
        sight = str(data.get("sight", "blocked"))
        if sight == "open":
            return False
        if sight == "behind":
            if board.inside(f) not in ends:
                return True
            allowed = data.get("weapons")
            return allowed is not None and (weapon is None or weapon.id not in allowed)
        return True

    def level(h: Hex) -> int:
        lab = board.at(h)
        return board.level[lab] if lab is not None else 0

    obstacles = terrain_extra("obstacle")

    def obstacle(h: Hex) -> bool:
        lab = board.at(h)
        return lab is not None and bool(obstacles.get(board.terrain[lab], False))

    a, b = board.hexes[src], board.hexes[aim]
    return not line_blocked_across(a, b, obstacle_blocks(a, b, level, obstacle), side_blocks)


def _floor_mates(board: Board, a: str, b: str) -> bool:
    """``a`` is no upper room, or ``b`` is on its floor of its building (a room or the ladder under a
    hatch there): the floors between are walls and ceilings to a line (A§8.2, §9.3)."""
    if a == ground(a) or board.terrain[a] != "interior":
        return True
    under = board.rung_of.get(b, b)
    return (
        board.building.get(under) == board.building.get(a)
        and board.terrain[under] == "interior"
        and under.count(ROOF) == a.count(ROOF)
    )


def castle_step_cost(board: Board, a: str, b: str, onto_wall: int, from_rubble: int) -> int | None:
    """MP of a step onto the walls with its own cost: off a ladder onto the wall hex it leans on
    (A§10.2), from rubble straight onto a wall-walk or a tower (A§10.3)."""
    if board.ladders and board.ladders.get(a) == b:
        return onto_wall
    if board.terrain[a] == "rubble" and board.terrain[b] in ONTO_WALLS:
        return from_rubble
    return None
