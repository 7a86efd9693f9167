"""AFdE 12 (digest §13): fatigue (11), disorder, rout and rally — the result ladders, the 2-hex flight
and its forks (12.2.1), passing through friends (12.2.3), Phase E rally and rout moves."""

from __future__ import annotations

from typing import Any

from engine.afde.geometry import EDGE_DIRS, direction, dist, edge_distance, step
from engine.afde.machine import NeedFlight, task
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    enter_cost,
    in_enemy_front,
    is_cinc,
    leader_values,
    role_of_unit,
)
from engine.afde.rules.s05_stacking import move_unit
from engine.afde.rules.s14_leader_fates import eliminate
from engine.afde.state import Unit


def fatigue(g: Ctx, u: Unit) -> None:
    if not u.fatigued:
        u.fatigued = True
        g.say("unit.fatigued", "11", unit=u.id)


def disorder(g: Ctx, u: Unit, flights: list[str]) -> None:
    """A "D" result (AFdE 12.1 ladder)."""
    if u.cohesion == "good":
        u.cohesion = "disordered"
        g.say("unit.disordered", "12.1", unit=u.id)
    elif u.cohesion == "disordered" and not u.fatigued:
        fatigue(g, u)
    elif u.cohesion == "disordered":
        make_routed(g, u, flights)
    else:
        flights.append(u.id)


def rout_result(g: Ctx, u: Unit, flights: list[str], how: str) -> None:
    """A "Dr" / rout result."""
    if u.artillery or u.routed:
        eliminate(g, u, how)
        return
    make_routed(g, u, flights)


def lose_level(g: Ctx, u: Unit, flights: list[str], how: str) -> None:
    """Cohesion-level loss: good -> disordered -> routed (flight) -> eliminated."""
    if u.cohesion == "good":
        u.cohesion = "disordered"
        g.say("unit.disordered", "10.7", unit=u.id)
    elif u.cohesion == "disordered":
        make_routed(g, u, flights)
    else:
        eliminate(g, u, how)


def make_routed(g: Ctx, u: Unit, flights: list[str] | None) -> None:
    u.cohesion = "routed"
    u.facing = None
    u.rest = False
    g.say("unit.routed", "12.2.1", unit=u.id)
    if u.hex is not None:
        for ld in g.st.leaders_at(u.hex):
            ld.locked_to = u.id
    if flights is not None:
        flights.append(u.id)


def run_flights(g: Ctx, flights: list[str]) -> None:
    """Make the queued 2-hex flights, each after the previous unit finished (AFdE 12.2.1, 12.2.3)."""
    exempt: set[tuple[str, str]] = set()
    while flights:
        uid = flights.pop(0)
        u = g.st.units[uid]
        if u.status != "map":
            continue
        flee(g, u, 2, flights, exempt)


def _candidates(g: Ctx, u: Unit, here: str, prev: int | None) -> list[str]:
    edge = g.scn.side(u.side).rout_edge
    e = edge_distance(g.scn, edge, here)
    order = list(EDGE_DIRS[edge])
    if prev is not None:
        order = [prev, *[d for d in order if d != prev]]
    order += [d for d in range(6) if d not in order]
    out = []
    for d in order:
        nb = step(here, d)
        if not g.scn.on_map(nb) or edge_distance(g.scn, edge, nb) != e - 1:
            continue
        if any(x.side != u.side for x in g.st.units_at(nb)):
            continue
        if enter_cost(g, u.kind, here, nb) is None:
            continue
        out.append(nb)
    return out


def flee(g: Ctx, u: Unit, n: int, flights: list[str], exempt: set[tuple[str, str]]) -> None:
    """The immediate flight of a routed unit, straight towards its rout edge."""
    edge = g.scn.side(u.side).rout_edge
    path = [u.hex or ""]
    prev: int | None = None
    for i in range(n):
        here = path[-1]
        if edge_distance(g.scn, edge, here) == 0:
            move_unit(g, u, path)
            eliminate(g, u, "off_map")
            return
        cands = _candidates(g, u, here, prev)
        last = i == n - 1
        if last:
            cands = [c for c in cands if can_end_in(g, u, c)]
        cands.sort(key=lambda c: bool(g.st.units_at(c)))  # avoid passing through friends
        if not cands:
            move_unit(g, u, path)
            g.say("unit.flight_blocked", "12.2.1", unit=u.id)
            eliminate(g, u, "blocked")
            return
        nxt = _pick(g, u, here, _qualifying(g, u, here, prev, cands))
        prev = direction(here, nxt)
        path.append(nxt)
        if not last:
            for f in g.st.units_at(nxt):
                pass_through(g, u, f, flights, exempt)
    move_unit(g, u, path)
    g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
    g.say("unit.flight", "12.2.1", unit=u.id, path=path[1:])


def _qualifying(g: Ctx, u: Unit, here: str, prev: int | None, cands: list[str]) -> list[str]:
    """The hexes the owner may choose between (AFdE 12.2.1 path rule, E3), default first: the straight
    line when it is open and empty; any other closer hex once the straight line is blocked or would
    pass through a friend. Towards an east or west edge both first steps are equally straight."""
    edge = g.scn.side(u.side).rout_edge
    if prev is not None:
        dirs: tuple[int, ...] = (prev,)
    elif edge in ("east", "west"):
        dirs = EDGE_DIRS[edge][:2]
    else:
        dirs = EDGE_DIRS[edge][:1]
    straight = [c for c in cands if direction(here, c) in dirs]
    if straight and not any(g.st.units_at(c) for c in straight):
        return straight
    return cands


def _pick(g: Ctx, u: Unit, here: str, cands: list[str]) -> str:
    """The next flight hex. Where more than one qualifies the owner chooses (AFdE 12.2.1, E3); the
    default is the first candidate: the straight line, avoiding friends to pass through."""
    if len(cands) == 1:
        return cands[0]
    if g.flight_picks:
        pick = g.flight_picks.pop(0)
        if pick in cands:
            return pick
    choices = [f"flee {c}" for c in cands]
    raise NeedFlight(u.id, u.side, role_of_unit(g.st, u), here, choices, choices[0])


def pass_through(g: Ctx, mover: Unit, f: Unit, flights: list[str], exempt: set[tuple[str, str]]) -> None:
    """A routing unit passes through a friend: test against its quality (AFdE 12.2.3)."""
    if f.side != mover.side or f.id == mover.id or (f.id, mover.id) in exempt:
        return
    exempt.add((mover.id, f.id))
    if f.routed:
        g.say("unit.passed_routed", "12.2.3", unit=f.id, by=mover.id)
        flights.append(f.id)
        return
    roll = g.d10(f"pass-through test {f.id}")
    if roll > f.quality:
        g.say("unit.pass_failed", "12.2.3", unit=f.id, by=mover.id, roll=roll, quality=f.quality)
        make_routed(g, f, flights)
    else:
        g.say("unit.pass_held", "12.2.3", unit=f.id, by=mover.id, roll=roll, quality=f.quality)


def nearest_enemy_dir(g: Ctx, u: Unit) -> int:
    enemies = [e.hex for e in g.st.units.values() if e.status == "map" and e.side != u.side and e.hex]
    if not enemies or u.hex is None:
        return u.facing or 0
    target = min(enemies, key=lambda h: (dist(u.hex or "", h), h))
    best = 0
    from engine.afde.geometry import in_front_arc

    for d in range(6):
        if in_front_arc(u.hex, target, d, u.artillery):
            best = d
            break
    return best


@task
def phase_e(g: Ctx) -> None:
    st = g.st
    st.phase, st.step = "E", "E"
    st.active = None
    g.say("phase.start", "6", phase="E", turn=st.turn)
    for u in st.units.values():
        if (
            u.rest
            and u.status == "map"
            and u.hex
            and not adjacent_to_enemy(st, u.side, u.hex)
            and not u.adjacent_at_a
        ) and u.fatigued:
            u.fatigued = False
            g.say("rest.recovered", "11.2", unit=u.id)
        u.rest = False
    # rally: one roll per stack, the better quality
    done: set[str] = set()
    faces: list[list[Any]] = []
    for u in sorted(st.units.values(), key=lambda x: x.id):
        if u.status != "map" or u.hex is None or u.hex in done or u.cohesion == "good":
            continue
        if adjacent_to_enemy(st, u.side, u.hex):
            continue
        stack = [x for x in st.units_at(u.hex) if x.cohesion != "good"]
        done.add(u.hex)
        q = max(x.quality for x in stack)
        roll = g.d10(f"rally {u.hex}")
        mod = 1 if any(x.routed for x in stack) else 0
        bonuses = [0]
        for ld in st.leaders.values():
            if ld.status != "map" or ld.side != u.side or ld.hex is None or dist(ld.hex, u.hex) > 1:
                continue
            if ld.banner == u.banner or is_cinc(st, ld):
                bonuses.append(leader_values(g, ld)[0])
        mod -= max(bonuses)
        ok = roll == 0 or roll + mod <= q
        g.say("rally.roll", "12.3", hex=u.hex, roll=roll, mod=mod, quality=q, ok=ok)
        if ok:
            for x in stack:
                if x.routed:
                    x.cohesion = "disordered"
                    x.facing = nearest_enemy_dir(g, x)
                else:
                    x.cohesion = "good"
                faces.append(["m_face", x.id, 3, "rally"])
    g.push(*faces, ["e_rout", g.scn.attacker], ["e_rout", g.scn.defender], ["end_turn"])


@task
def e_rout(g: Ctx, side: str) -> None:
    st = g.st
    edge = g.scn.side(side).rout_edge
    routed = [u for u in st.on_map_units(side) if u.routed and u.hex]
    routed.sort(key=lambda u: (edge_distance(g.scn, edge, u.hex or ""), u.id))
    for u in routed:
        if u.status == "map" and u.routed:
            rout_move(g, u)


def rout_move(g: Ctx, u: Unit) -> None:
    """Phase E rout movement: all MP towards the rout edge, each hex closer (AFdE 12.2.2)."""
    st = g.st
    edge = g.scn.side(u.side).rout_edge
    assert u.hex is not None
    left = u.mp
    path = [u.hex]
    prev: int | None = None
    spent = False
    while True:
        here = path[-1]
        if edge_distance(g.scn, edge, here) == 0:
            move_unit(g, u, path)
            if len(path) > 1:
                g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
            g.say("rout.off_map", "12.2.3", unit=u.id)
            eliminate(g, u, "off_map")
            return
        extra = 1 if in_enemy_front(st, u.side, here) else 0
        costs: dict[str, int] = {}
        for c in _candidates(g, u, here, prev):
            cost = (enter_cost(g, u.kind, here, c) or 0) + extra
            if cost <= left or not spent:
                after = left - cost if cost <= left else 0
                if after <= 0 and not can_end_in(g, u, c):
                    continue
                costs[c] = min(cost, left)
        if not costs:
            break
        feasible = list(costs)
        first = feasible[0]  # the first hex of the straight line that it can take is the default
        options = sorted(_qualifying(g, u, here, prev, feasible), key=lambda h: h != first)
        c = _pick(g, u, here, options)
        cost = costs[c]
        prev = direction(here, c)
        path.append(c)
        left -= cost
        spent = True
        if left <= 0:
            break
    while len(path) > 1 and not can_end_in(g, u, path[-1]):
        path.pop()  # it may not stop on a friend where stacking forbids it
    if len(path) > 1:
        flights: list[str] = []
        exempt: set[tuple[str, str]] = set()
        for h in path[1:-1]:
            for fr in st.units_at(h):
                pass_through(g, u, fr, flights, exempt)
        move_unit(g, u, path)
        g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
        g.say("rout.move", "12.2.2", unit=u.id, path=path[1:])
        run_flights(g, flights)
