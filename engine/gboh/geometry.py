"""Map geometry for GBoH: neighbours by label, vertex facings (7.1), ZOC (7.2), command range (4.21),
terrain costs (6.2, Movement Chart 6.27) and the way to a Retreat Edge (10.2)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from engine.core.hexgrid import VERTEX_ARCS, Arc, Facing, Orientation, direction_between, distance
from engine.gboh.state import Board, GbohState, Leader, Unit
from engine.gboh.tables import chart, unit_type

FLAT = Orientation.FLAT


_NEIGHBOUR: dict[tuple[int, int, str, int], str | None] = {}


def neighbour(b: Board, label: str, d: int) -> str | None:
    """The hex next to ``label`` in direction ``d`` (None off the map; cached as ``neighbours``)."""
    key = (b.columns, b.rows, label, d % 6)
    try:
        return _NEIGHBOUR[key]
    except KeyError:
        found = _NEIGHBOUR[key] = b.label_of.get(b.hex_of[label].neighbour(d % 6, FLAT))
        return found


_NEIGHBOURS: dict[tuple[int, int, str], tuple[str, ...]] = {}


def neighbours(b: Board, label: str) -> Iterator[str]:
    """The hexes next to ``label`` on the map (they depend only on the map's size: cached)."""
    key = (b.columns, b.rows, label)
    found = _NEIGHBOURS.get(key)
    if found is None:
        found = tuple(lab for n in b.hex_of[label].neighbours(FLAT) if (lab := b.label_of.get(n)) is not None)
        _NEIGHBOURS[key] = found
    return iter(found)


def direction(b: Board, a: str, c: str) -> int | None:
    return direction_between(b.hex_of[a], b.hex_of[c], FLAT)


def dist(b: Board, a: str, c: str) -> int:
    return distance(b.hex_of[a], b.hex_of[c])


def front(b: Board, u: Unit) -> list[str]:
    return [h for d in (u.facing, u.facing + 1) if (h := neighbour(b, u.hex, d)) is not None]


def arc_of(b: Board, u: Unit, other: str) -> Arc | None:
    """The arc of ``u``'s facing in which the neighbouring hex ``other`` lies (14.1)."""
    return Facing(u.facing, vertex=True).arc_of(b.hex_of[u.hex], b.hex_of[other], FLAT, profile=VERTEX_ARCS)


def zoc_hexes(b: Board, u: Unit) -> list[str]:
    """7.21: front hexes; SK front and flank (none while Missile No); routed units none."""
    if u.routed:
        return []
    kind = unit_type(u.type)
    if u.type == "SK" and u.ammo == "no":
        return []
    ds = (
        (u.facing, u.facing + 1, u.facing - 1, u.facing + 2)
        if kind["zoc_flank"]
        else (u.facing, u.facing + 1)
    )
    return [h for d in ds if (h := neighbour(b, u.hex, d)) is not None and can_enter(b, u, u.hex, h)]


def units_at(st: GbohState, label: str) -> list[Unit]:
    return [u for u in st.units.values() if u.hex == label]


def enemy_zoc(st: GbohState, side: str, label: str) -> list[Unit]:
    """The enemy combat units exerting a ZOC into ``label``."""
    near = set(neighbours(st.board, label))
    return [
        u for u in st.units.values() if u.side != side and u.hex in near and label in zoc_hexes(st.board, u)
    ]


def enemy_at(st: GbohState, side: str, label: str) -> bool:
    return any(u.side != side for u in st.units.values() if u.hex == label)


def friend_at(st: GbohState, side: str, label: str) -> bool:
    return any(u.side == side for u in st.units.values() if u.hex == label)


def adjacent_enemies(st: GbohState, u: Unit) -> list[Unit]:
    return [e for e in st.units.values() if e.side != u.side and dist(st.board, e.hex, u.hex) == 1]


# ---------------------------------------------------------------------------- terrain


def hexside(b: Board, a: str, c: str) -> str:
    return b.hexsides.get(frozenset((a, c)), "")


def level_hits(col: str, up: int, down: int) -> int | None:
    """The Movement Chart's elevation hits (6.22, note f) for a unit of class column ``col`` that has
    climbed ``up`` and descended ``down`` levels in this move: the "1 level" rows for one level, the "more
    than 1 level" rows (per level or a flat total) once it has changed more than one level; None where a
    row says ND."""
    t = chart("terrain")
    total = 0
    for key, n in (("up", up), ("down", down)):
        row = t[key]
        if n == 1:
            hits = int(row["one"][col])
        elif n > 1:
            hits = int(row["more"][col])
            hits = hits * n if hits > 0 and bool(row["more_per_level"][col]) else hits
        else:
            continue
        if hits < 0:
            return None
        total += hits
    return total


def enter_cost(
    b: Board, u: Unit | None, a: str, c: str, up: int = 0, down: int = 0
) -> tuple[int, int] | None:
    """(MP, cohesion hits) for ``u`` to enter ``c`` from ``a`` (a leader when ``u`` is None, paying the
    cavalry cost and taking no hits); None where the Movement Chart says ND. ``up`` and ``down`` are the
    levels the unit has already climbed and descended in this move: the elevation hits are what the step
    adds to the move's total (6.22, note f: two hexes one level up each give a Vet cohort 1 hit, a Con
    cohort 2)."""
    t = chart("terrain")
    col = "Cav" if u is None else str(unit_type(u.type)["column"]) or "V"
    if u is not None and u.type in ("BI", "LI") and u.tribal:
        col = "T"
    if u is not None and u.type == "CO" and u.cls == "Con":
        col = "C"  # 6.27: Con cohorts read the column of PH, HI and MI, Vet and Rec cohorts the other
    hx = t["hex"][b.terrain[c]]
    mp, hits = int(hx["mp"]), int(hx["hits"][col])
    if hits < 0:
        return None
    side = hexside(b, a, c)
    if side:
        hs = t["hexside"][side]
        if int(hs["mp"]) < 0 or int(hs["hits"][col]) < 0:
            return None
        mp += int(hs["mp"])
        hits += int(hs["hits"][col])
    rise = b.level[c] - b.level[a]
    if rise:
        before = level_hits(col, up, down)
        after = level_hits(col, up + max(rise, 0), down + max(-rise, 0))
        if after is None:
            return None
        hits += after - (before or 0)
        mp += max(rise, 0) * int(t["up"]["mp"])
    if u is None or u.routed or unit_type(u.type)["column"] == "":
        hits = 0
    return mp, hits


def can_enter(b: Board, u: Unit, a: str, c: str) -> bool:
    return enter_cost(b, u, a, c) is not None


def difficult(b: Board, label: str) -> bool:
    return bool(chart("terrain")["hex"][b.terrain[label]]["difficult"])


def turn_cost(u: Unit, steps: int) -> int:
    """7.12: CO pay 1 MP for any turn; others 1 MP per vertex; SK turn free."""
    if steps == 0:
        return 0
    kind = unit_type(u.type)
    if kind["turn_any"]:
        return 1
    return int(kind["turn"]) * steps


def turn_hits(b: Board, u: Unit, steps: int) -> int:
    """7.13: turning in difficult terrain costs 1 hit per vertex (SK, tribal BI/LI exempt)."""
    if not difficult(b, u.hex) or unit_type(u.type)["loose"] or (u.tribal and u.type in ("BI", "LI")):
        return 0
    return steps


# ---------------------------------------------------------------------------- command range


def zoc_map(st: GbohState, side: str) -> set[str]:
    """Every hex in the ZOC of an enemy of ``side``."""
    out: set[str] = set()
    for u in st.units.values():
        if u.side != side:
            out.update(zoc_hexes(st.board, u))
    return out


def range_set(st: GbohState, ld: Leader, reach: int | None = None) -> frozenset[str]:
    """4.21: every hex a command path of at most ``reach`` hexes from the leader reaches (the target's hex
    counts, the leader's does not), the path never entering an enemy-held hex or an enemy ZOC empty of
    friendly units (the last hex, the target's own, may be in one)."""
    reach = ld.range if reach is None else reach
    # what the search reads: the pieces' places, facings and states (a unit's type and side never change)
    key = (
        "range",
        ld.side,
        ld.hex,
        reach,
        tuple([(u.id, u.hex, u.facing, u.routed, u.ammo) for u in st.units.values()]),
    )
    got: frozenset[str] | None = st.memo.get(key)
    if got is None:
        got = st.memo[key] = frozenset(_range_set(st, ld, reach))
    return got


def _range_set(st: GbohState, ld: Leader, reach: int) -> set[str]:
    b = st.board
    enemy = {u.hex for u in st.units.values() if u.side != ld.side}
    friend = {u.hex for u in st.units.values() if u.side == ld.side}
    zoc = zoc_map(st, ld.side)
    out = {ld.hex}
    seen = {ld.hex: 0}
    todo = deque([ld.hex])
    while todo:
        h = todo.popleft()
        k = seen[h]
        if k >= reach:
            continue
        for n in neighbours(b, h):
            if n in seen or n in enemy or enter_cost(b, None, h, n) is None:
                continue
            out.add(n)
            if n in zoc and n not in friend:
                continue
            seen[n] = k + 1
            todo.append(n)
    return out


def in_range(st: GbohState, ld: Leader, target: str, reach: int | None = None) -> bool:
    """4.21, for one hex (``range_set`` for many)."""
    reach = ld.range if reach is None else reach
    if ld.hex == target:
        return True
    if dist(st.board, ld.hex, target) > reach:
        return False
    return target in range_set(st, ld, reach)


# ---------------------------------------------------------------------------- retreat edges


def edge_distance(b: Board, label: str, edge: str) -> int:
    col, row = int(label[:2]), int(label[2:])
    return {"west": col - 1, "east": b.columns - col, "north": row - 1, "south": b.rows - row}[edge]


def facing_toward_edge(b: Board, label: str, edge: str) -> int:
    """14.1: the vertex facing whose front hexes lie nearest the edge."""
    best, best_d = 0, 10**6
    for d in range(6):
        hs = [neighbour(b, label, k) for k in (d, d + 1)]
        score = sum(-1 if h is None else edge_distance(b, h, edge) for h in hs)
        if score < best_d:
            best, best_d = d, score
    return best
