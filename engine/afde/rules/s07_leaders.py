"""AFdE 7 (digest §8): leaders and command — the command check, leaders' own moves, the active leader going
along with his unit, uncommanded half moves (7.4)."""

from __future__ import annotations

import itertools

from engine.afde.geometry import (
    dist,
    neighbours,
)
from engine.afde.labels import NONE
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    cancel_rest,
    enemy_fronts,
    enemy_hexes,
    enemy_sig,
    enter_cost,
    in_command_range,
    in_enemy_front,
    is_cinc,
    leader_values,
    memo,
    positions,
    stack_facing,
)
from engine.afde.rules.s05_stacking import carried_leaders, lone_leader, stack_ok
from engine.afde.rules.s08_movement import JOIN_MP, movable, refuse, step_cost, turn_towards, ways_out
from engine.afde.rules.s14_leader_fates import nearest_unit
from engine.afde.state import Leader, Unit
from engine.core.errors import IllegalAction


def may_lead(g: Ctx, ld: Leader) -> bool:
    """May the active leader, not yet moved, go along with the unit he stands on (AFdE 5.1; A15)?"""
    st = g.st
    if ld.id != st.active or ld.moved or ld.locked_to or ld.status != "map" or ld.hex is None:
        return False
    units = st.units_at(ld.hex)
    return bool(units) and all(movable(g, u) for u in units) and lone_leader(g, units, ld.hex) is ld


def do_lead(g: Ctx, lid: str) -> None:
    """The leader's own move is to go with his unit: he moves with it for the rest of its move."""
    st = g.st
    ld = st.leaders[lid]
    if not may_lead(g, ld):
        raise IllegalAction("afde.move.cannot_lead", rule="AFdE 5.1", leader=lid)
    assert ld.hex is not None
    units = st.units_at(ld.hex)
    ld.locked_to = units[0].id if len(units) == 1 else units[-1].id
    ld.moved = True
    g.say("move.lead", "5.1", leader=lid, unit="+".join(u.id for u in units))


def end_lead(g: Ctx) -> None:
    """At the end of D.1 the active leader no longer follows his unit (unless it routed)."""
    st = g.st
    ld = st.leaders.get(st.active or "")
    if ld is not None and ld.locked_to and not st.units[ld.locked_to].routed:
        ld.locked_to = None


def leader_paths(g: Ctx, ld: Leader) -> dict[str, list[str]]:
    """Cheapest paths to every hex where the leader may end his move (AFdE 5.1, 8)."""
    st = g.st
    cinc = st.cinc(ld.side)
    key = ("leader_paths", ld.id, ld.hex, ld.status, ld.moved, ld.locked_to, ld.mp_spent, ld.wounded,
           ld.replacement, cinc.id if cinc else None, positions(st))  # fmt: skip
    return memo(st, key, lambda: _leader_paths(g, ld))  # type: ignore[no-any-return]


def leader_steps(g: Ctx) -> dict[str, tuple[tuple[str, int], ...]]:
    """Hex → the neighbours a leader may enter from it and their terrain cost (AFdE 8.1), for the whole
    map of the scenario (built once)."""
    table: dict[str, tuple[tuple[str, int], ...]] | None = g.scn.memo.get("_leader_steps")
    if table is None:
        table = {}
        for col in range(1, g.scn.columns + 1):
            for row in range(1, g.scn.rows + 1):
                h = f"{col:02d}{row:02d}"
                found = [(nb, enter_cost(g, "leader", h, nb)) for nb in neighbours(h)]
                table[h] = tuple((nb, c) for nb, c in found if c is not None)
        g.scn.memo["_leader_steps"] = table
    return table


def leader_step_min(g: Ctx) -> int:
    """The least a leader's step costs anywhere on the scenario's map (AFdE 8.1)."""
    least: int | None = g.scn.memo.get("_leader_step_min")
    if least is None:
        least = g.scn.memo["_leader_step_min"] = min(
            (c for steps in leader_steps(g).values() for _nb, c in steps), default=1
        )
    return least


def _leader_paths(g: Ctx, ld: Leader) -> dict[str, list[str]]:
    st = g.st
    if ld.hex is None or ld.status != "map" or ld.moved or ld.locked_to:
        return {}
    mp = leader_values(g, ld)[3] - ld.mp_spent
    # the units he may end his move with (stack_ok): his side's, of his banner unless he commands all
    side, banner, anyone = ld.side, ld.banner, ld.cinc or is_cinc(st, ld)
    start = ld.hex
    mine = [
        u.hex
        for u in st.units.values()
        if u.side == side
        and (anyone or u.banner == banner)
        and u.status == "map"
        and u.hex
        and u.hex != start
    ]
    if leader_step_min(g) >= 1:  # no step is free: a hex farther than his allowance is out of reach
        mine = [h for h in mine if dist(h, start) <= mp]
    if not mine:
        return {}
    key = ("leader_search", start, mp, enemy_sig(st, ld.side))
    search: LeaderSearch = memo(st, key, lambda: LeaderSearch(g, start, ld.side, mp))
    search.settle(mine)
    best, prev = search.best, search.prev
    out: dict[str, list[str]] = {}
    reached = {h for h in mine if h in best}
    for h in [h for h in best if h in reached]:  # in the order the search reached them
        path = [h]
        while path[-1] != start:
            path.append(prev[path[-1]])
        out[h] = path[::-1]
    return out


class LeaderSearch:
    """Cheapest costs and predecessors from ``start`` within ``mp`` for a leader: they depend only on
    the terrain and the enemy's pieces (8.1, 8.3), so one search serves every friendly move.

    The search goes only as far as it is asked (``settle``): a hex's cost and path are final once it is
    taken from its bucket, and a later question takes the search on from where it stopped, so what it
    finds is what a search of the whole allowance would find."""

    __slots__ = ("_buckets", "_c", "_done", "_enemy", "_fronts", "_seen", "_steps", "best", "final", "prev")

    def __init__(self, g: Ctx, start: str, side: str, mp: int) -> None:
        st = g.st
        self._enemy = enemy_hexes(st, side)
        self._fronts = enemy_fronts(st, side)
        self._steps = leader_steps(g)
        self.best: dict[str, int] = {start: 0}
        self.prev: dict[str, str] = {}
        self.final: set[str] = set()  # the hexes whose cost and path are settled
        # costs are small whole numbers: one bucket per cost, each taken in label order (as a heap of
        # (cost, label) would pop them), stale entries skipped
        self._buckets: list[list[str]] = [[] for _ in range(mp + 1)]
        self._buckets[0].append(start)
        self._c = 0
        self._done: set[str] = set()
        self._seen = 0

    def settle(self, targets: list[str]) -> None:
        """Search on until every hex of ``targets`` is settled, or the allowance is spent."""
        final = self.final
        if all(t in final for t in targets):
            return
        want = {t for t in targets if t not in final}
        best, prev, buckets, fronts, enemy_at, steps = (
            self.best, self.prev, self._buckets, self._fronts, self._enemy, self._steps
        )  # fmt: skip
        best_get = best.get
        mp = len(buckets) - 1
        c, done, seen = self._c, self._done, self._seen
        while c <= mp:
            bucket = buckets[c]
            while seen < len(bucket):  # a step that costs nothing adds to the bucket being walked
                batch = sorted(set(bucket[seen:]) - done)
                seen = len(bucket)
                for h in batch:
                    done.add(h)
                    if best[h] != c:
                        continue
                    final.add(h)
                    base = c + 1 if h in fronts else c  # +1 MP to leave an enemy front hex
                    for nb, ec in steps.get(h, ()):
                        if nb in enemy_at:
                            continue
                        nc = base + ec
                        if nc <= mp and nc < best_get(nb, 10**9):
                            best[nb] = nc
                            prev[nb] = h
                            buckets[nc].append(nb)
                    want.discard(h)
                if not want:
                    self._c, self._done, self._seen = c, done, seen
                    return
            c += 1
            done = set()
            seen = 0
        self._c, self._done, self._seen = c, done, seen


def do_leader_move(g: Ctx, ld: Leader, path: list[str]) -> None:
    paths = leader_paths(g, ld)
    dest = path[-1]
    if dest not in paths:
        if dest != ld.hex and any(stack_ok(g.st, ld, u) for u in g.st.units_at(dest)) and not ld.moved:
            raise IllegalAction("afde.move.leader_reach", rule="AFdE 8.1", leader=ld.id, hex=dest)
        raise IllegalAction("afde.move.leader_dest", rule="AFdE 5.1", leader=ld.id, hex=dest)
    full = paths[dest] if len(path) == 1 else [ld.hex or "", *path]
    # a typed path must itself be legal and affordable
    if full != paths[dest]:
        cost = 0
        for a, b in itertools.pairwise(full):
            ec = enter_cost(g, "leader", a, b)
            if ec is None or dist(a, b) != 1 or any(x.side != ld.side for x in g.st.units_at(b)):
                raise IllegalAction("afde.move.leader_dest", rule="AFdE 8.1", leader=ld.id, hex=b)
            cost += ec + (1 if in_enemy_front(g.st, ld.side, a) else 0)
        if cost > leader_values(g, ld)[3] - ld.mp_spent:
            raise IllegalAction("afde.move.leader_dest", rule="AFdE 8.1", leader=ld.id, hex=dest)
    ld.hex = dest
    ld.moved = True
    g.overlay("moves", {"side": ld.side, "hexes": full, "unit": ld.id})
    g.say("move.leader", "8.1", leader=ld.id, to=dest)


def half_moves(g: Ctx, u: Unit) -> dict[str, list[str]]:
    """Destinations within half MP (rounded up) that end closer to the unit's own lord (AFdE 7.4)."""
    st = g.st
    lord = st.lord(u.banner, u.side)
    key = ("half_moves", u.id, u.move_done, u.mp, lord.hex if lord else None, positions(st))
    return memo(st, key, lambda: _half_moves(g, u))  # type: ignore[no-any-return]


def _half_moves(g: Ctx, u: Unit) -> dict[str, list[str]]:
    st = g.st
    if u.status != "map" or u.routed or u.hex is None or u.facing is None or u.move_done:
        return {}
    lord = st.lord(u.banner, u.side)
    if lord is None or lord.hex is None:
        return {}
    budget = -(-u.mp // 2)
    start = (u.hex, u.facing)
    # step costs as step_cost reckons them (8.1-8.3), with what they read taken once
    side, kind, artillery = u.side, u.kind, u.artillery
    enemy_at = enemy_hexes(st, side)
    fronts = enemy_fronts(st, side)
    leave_at = u.hex if not u.moved and len(st.units_at(u.hex)) >= 2 else None  # leaving a stack of two
    best: dict[tuple[str, int], int] = {start: 0}
    prev: dict[tuple[str, int], tuple[str, int]] = {}
    # one bucket per cost, each walked in (hex, facing) order as a heap would pop them
    buckets: list[list[tuple[str, int]]] = [[] for _ in range(budget + 1)]
    buckets[0].append(start)
    for c in range(budget + 1):
        bucket = buckets[c]
        done: set[tuple[str, int]] = set()
        seen = 0
        while seen < len(bucket):  # a step that costs nothing adds to the bucket being walked
            batch = sorted(set(bucket[seen:]) - done)
            seen = len(bucket)
            for h, f in batch:
                done.add((h, f))
                if best[(h, f)] != c:
                    continue
                contact = h in fronts
                per_turn = 2 if contact else 1
                base = c + (1 if contact else 0) + (1 if h == leave_at else 0)
                for nb, (d, ec) in ways_out(g, kind, h).items():
                    if nb in enemy_at:
                        continue
                    turns, new_facing = turn_towards(f, d, artillery)
                    nc = base + ec + turns * per_turn
                    key = (nb, new_facing)
                    if nc <= budget and nc < best.get(key, 10**9):
                        best[key] = nc
                        prev[key] = (h, f)
                        buckets[nc].append(key)
    d0 = dist(u.hex, lord.hex)
    out: dict[str, list[str]] = {}
    for (h, f), c in sorted(best.items(), key=lambda kv: kv[1]):
        if h in out or dist(h, lord.hex) >= d0 or not can_end_in(g, u, h):
            continue
        if st.units_at(h) and c + JOIN_MP > budget:
            continue  # joining a friend costs +1 MP, within the half move too (5.2.4)
        path = [(h, f)]
        while path[-1] != start:
            path.append(prev[path[-1]])
        out[h] = [p[0] for p in reversed(path)]
    return out


def do_half_move(g: Ctx, u: Unit, path: list[str]) -> None:
    opts = half_moves(g, u)
    dest = path[-1]
    if dest not in opts:
        raise refuse("half_move", "7.4", unit=u.id, hex=dest)
    full = opts[dest]
    start = full[0]
    cost = 0
    facing = u.facing
    assert facing is not None
    for a, b in itertools.pairwise(full):
        sc = step_cost(g, u, a, facing, b)
        assert sc is not None
        cost += sc[0]
        facing = sc[1]
    carried = carried_leaders(g, u, start)
    friends = [x for x in g.st.units_at(dest) if x.id != u.id]
    if friends:
        cost += JOIN_MP  # joining a stack (5.2.4): on top
        u.layer = max(x.layer for x in friends) + 1
    u.hex = dest
    u.facing = facing
    u.mp_spent += cost
    u.moved = True
    u.move_done = True
    cancel_rest(g, u)
    for ld in carried:
        ld.hex = dest
    stack_facing(g.st, u)
    g.overlay("moves", {"side": u.side, "hexes": full, "unit": u.id})
    g.say("move.half", "7.4", unit=u.id, frm=start, to=dest)


def command_check(g: Ctx) -> None:
    st = g.st
    unc = []
    for u in st.units.values():
        if u.status != "map" or u.hex is None:
            continue
        lord = st.lord(u.banner, u.side)
        u.commanded = lord is not None and in_command_range(g, lord, u.hex)
        if not u.commanded:
            unc.append(u.id)
        u.adjacent_at_a = adjacent_to_enemy(st, u.side, u.hex)
    g.say("phase.command", "6.A", uncommanded=unc or NONE)


def reseat(g: Ctx, ld: Leader) -> None:
    """A leader who is no longer acting CinC rejoins a unit of his own banner if he must."""
    st = g.st
    if ld.status != "map" or ld.hex is None:
        return
    if any(stack_ok(st, ld, u) for u in st.units_at(ld.hex)):
        return
    dest = nearest_unit(g, ld, ld.hex)
    if dest is None:
        ld.status, ld.hex = "safe", None
        g.say("leader.safe", "7.1", leader=ld.id)
    else:
        ld.hex = dest.hex
        g.say("leader.moves_to", "7.6", leader=ld.id, hex=dest.hex)
