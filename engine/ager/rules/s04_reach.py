"""Movement points and the reach search (A§4, §4.2.1): what a character may spend this phase, what
each hex costs him to enter (terrain, a rider's turns, bodies lying there), and every hex he can end a
move in, with its cheapest path. The movement step (s04_movement) lists and checks moves with it; an
advance, a charge, a prisoner's escort and a ladder carried ask it too.
"""

from __future__ import annotations

import heapq
from functools import cache

from engine.ager.board import ABOUT_TURN, Board, rider_crossings, rider_rear, rider_steps
from engine.ager.geometry import enter_cost, mp_of, step_cost, weapon_of
from engine.ager.rules.s08_buildings import barred_climbs
from engine.ager.state import AgerState, Character, occupants
from engine.ager.tables import tables


def allowance(st: AgerState, ch: Character) -> int:
    """MP this phase: the state's movement, limited by the weapon after offensive fire (A§5.1, §P1)."""
    if ch.moved == st.phase_no:
        return ch.mp_left
    mp = mp_of(st, ch)
    if ch.fired_off == st.phase_no:
        w = weapon_of(st, ch) or tables().weapons["spear"]
        limit = w.mounted_limit if ch.mounted else w.move_limit
        mp = 0 if limit == "still" else mp // 2 if limit == "half" else mp
    if st.carried and ch.id in st.carried:
        mp //= 2  # carrying a ladder, each at half his movement (E-A30)
    return mp


def _enemies(st: AgerState, side: str, occ: dict[str, str]) -> frozenset[str]:
    """The hexes a character of ``side`` may not enter: those of enemies not stunned (A§4.2)."""
    return frozenset(
        h
        for h, who in occ.items()
        if not who.startswith("horse:") and st.profiles[who].side != side and st.chars[who].able
    )


def reach(
    st: AgerState, ch: Character, mp: int, paths: bool = True
) -> dict[str, tuple[int, tuple[str, ...]]]:
    """Every hex the character can end in (a rider: its front hex), with the cost and the cheapest path
    (``paths=False``: the hexes and costs only, the paths left empty)."""
    side = st.profiles[ch.id].side
    occ = occupants(st)
    barred = _enemies(st, side, occ)
    key = (
        id(st.board),
        ch.id,
        ch.at,
        ch.facing,
        mp,
        frozenset(occ.items()),
        barred,
        frozenset(st.bodies.items()),
    )
    got = _REACHED.get(key)
    if got is not None:
        return got
    out = _reach(st, ch, mp, occ, barred)
    if len(_REACHED) > 256:
        _REACHED.clear()
    _REACHED[key] = out
    return out


# the last positions worked out: the movement step lists every move, then plays the one chosen
_REACHED: dict[object, dict[str, tuple[int, tuple[str, ...]]]] = {}


def can_move(st: AgerState, ch: Character, mp: int) -> bool:
    """The character can end a move in some hex (the search stops at the first one found)."""
    side = st.profiles[ch.id].side
    occ = occupants(st)
    return bool(_reach(st, ch, mp, occ, _enemies(st, side, occ), first=True))


def _reach(
    st: AgerState,
    ch: Character,
    mp: int,
    occ: dict[str, str],
    barred: frozenset[str],
    first: bool = False,
) -> dict[str, tuple[int, tuple[str, ...]]]:
    mounted = ch.mounted
    assert ch.at is not None
    start: object = (ch.at, ch.facing) if mounted else ch.at
    best: dict[object, int] = {start: 0}
    parent: dict[object, object] = {}
    ends: dict[str, tuple[int, object]] = {}
    heap: list[tuple[int, int, object]] = [(0, 0, start)]
    graph = _graph(st.board, mounted)
    extra_cost = body_costs(st, mounted)
    rear = rider_rear(st.board)
    shut = barred_climbs(st) if st.board.hatches and not mounted else frozenset()
    me = ch.id
    n = 0
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        cost, _, node = pop(heap)
        if best[node] < cost:
            continue
        for lab, nxt, c in graph[node]:
            if lab in barred or (shut and (node, lab) in shut):
                continue
            if extra_cost and lab in extra_cost:
                more = extra_cost[lab]
                if more is None:
                    continue
                c += more
            total = cost + c
            if total > mp or best.get(nxt, 1 << 30) <= total:
                continue
            best[nxt] = total
            parent[nxt] = node
            n += 1
            push(heap, (total, n, nxt))
            if occ.get(lab, me) != me:
                continue
            if mounted and occ.get(rear[nxt] or "", me) != me:  # type: ignore[index]
                continue
            if first and lab != ch.at:
                return {lab: (total, ())}
            got = ends.get(lab)
            if got is None or got[0] > total:
                ends[lab] = (total, nxt)
    if first:
        return {}
    ends.pop(ch.at, None)
    out: dict[str, tuple[int, tuple[str, ...]]] = {}
    for lab, (total, node) in ends.items():
        path: list[str] = []
        while node != start:
            path.append(node[0] if mounted else node)  # type: ignore[index, arg-type]
            node = parent[node]
        out[lab] = (total, tuple(reversed(path)))
    return out


@cache
def _graph(board: Board, mounted: bool) -> dict[object, tuple[tuple[str, object, int], ...]]:
    """Every position -> the steps out of it: (hex entered, new position, terrain cost plus turn)."""
    base = base_costs(board, mounted)
    out: dict[object, tuple[tuple[str, object, int], ...]] = {}
    if mounted:
        over = rider_crossings(board)
        for node, steps in rider_steps(board).items():
            out[node] = tuple(
                (lab, (lab, facing), _rider_cost(c, extra) + over.get((*node, lab), 0))
                for lab, facing, extra in steps
                if (c := base[lab]) is not None
            )
    else:
        for lab in board.labels:
            out[lab] = tuple(
                (n, n, step_cost(board, lab, n, c))
                for n in board.neighbours(lab)
                if (c := base[n]) is not None
            )
    return out


def body_costs(st: AgerState, mounted: bool) -> dict[str, int | None]:
    """What bodies add to entering a hex (None: no entry), where there are any (A§4.2.1)."""
    if not st.bodies:
        return {}
    base = base_costs(st.board, mounted)
    out: dict[str, int | None] = {}
    for lab in st.bodies:
        full = enter_cost(st, lab, mounted)
        b = base[lab]
        out[lab] = None if full is None or b is None else full - b
    return out


def _costs(st: AgerState, mounted: bool) -> dict[str, int | None]:
    """MP to enter each hex now (terrain and bodies)."""
    base = base_costs(st.board, mounted)
    if not st.bodies:
        return base
    out = dict(base)
    for lab in st.bodies:
        out[lab] = enter_cost(st, lab, mounted)
    return out


@cache
def base_costs(board: Board, mounted: bool) -> dict[str, int | None]:
    t = tables().terrain
    return {lab: (t[ter].mounted if mounted else t[ter].foot) for lab, ter in board.terrain.items()}


def _rider_cost(terrain: int, turn: int) -> int:
    """A rider's step: the terrain of the new front hex and the turn, or the about-turn's flat cost."""
    return int(tables().movement["about_turn"]) if turn == ABOUT_TURN else terrain + turn


def _steps(
    st: AgerState, node: object, mounted: bool, barred: frozenset[str], costs: dict[str, int | None]
) -> list[tuple[object, str, int]]:
    out: list[tuple[object, str, int]] = []
    if mounted:
        over = rider_crossings(st.board)
        for lab, facing, extra in rider_steps(st.board)[node]:  # type: ignore[index]
            if lab in barred:
                continue
            cost = costs[lab]
            if cost is not None:
                out.append(((lab, facing), lab, _rider_cost(cost, extra) + over.get((*node, lab), 0)))  # type: ignore[misc]
        return out
    shut = barred_climbs(st)
    for lab in st.board.neighbours(str(node)):
        if lab in barred or (node, lab) in shut:
            continue
        cost = costs[lab]
        if cost is not None:
            out.append((lab, lab, step_cost(st.board, str(node), lab, cost)))
    return out


def step_to(st: AgerState, ch: Character, lab: str) -> tuple[int | None, int] | None:
    """One step of a move into ``lab``: (new facing, cost), or None if it is no step."""
    assert ch.at is not None
    side = st.profiles[ch.id].side
    node: object = (ch.at, ch.facing) if ch.mounted else ch.at
    barred = _enemies(st, side, occupants(st))
    for nxt, nl, cost in _steps(st, node, ch.mounted, barred, _costs(st, ch.mounted)):
        if nl == lab:
            return (nxt[1] if isinstance(nxt, tuple) else None, cost)
    return None
