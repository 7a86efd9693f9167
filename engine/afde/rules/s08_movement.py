"""AFdE 8 (digest §9): movement — steps with automatic turning, facing, the minimum move, joining a stack
(5.2.4), withdrawal, mounting, charges (10.2) and stacks moving as one counter."""

from __future__ import annotations

from functools import lru_cache

from engine.afde.geometry import (
    direction,
    dist,
    front_dirs,
    neighbours,
    rear_hexes,
    straight_ahead,
)
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    cancel_rest,
    enemy_hexes,
    enter_cost,
    in_enemy_front,
    is_cinc,
    melee_allowed,
    scenario_forbids_melee,
    stack_facing,
    terrain_of,
)
from engine.afde.rules.s05_stacking import lone_leader, move_unit
from engine.afde.rules.s12_rout_rally import make_routed, run_flights
from engine.afde.state import Unit
from engine.core.errors import IllegalAction

CHARGE_MP = 4


JOIN_MP = 1  # joining a stack (AFdE 5.2.4)


def left(u: Unit) -> int:
    return u.mp - u.mp_spent


def turn_steps(a: int, b: int) -> int:
    d = abs(a - b) % 6
    return min(d, 6 - d)


def turn_cost(g: Ctx, u: Unit, at: str, frm: int, to: int) -> int:
    return turn_steps(frm, to) * (2 if in_enemy_front(g.st, u.side, at) else 1)


@lru_cache(maxsize=256)
def turn_towards(facing: int, d: int, artillery: bool) -> tuple[int, int]:
    """The fewest hexsides to turn so that direction ``d`` is a front hex, and the facing then
    (the lowest such facing on a tie, as the turn is counted from 0)."""
    if d in front_dirs(facing, artillery):
        return 0, facing
    best: tuple[int, int] | None = None
    for f in range(6):
        if d in front_dirs(f, artillery):
            k = turn_steps(facing, f)
            if best is None or k < best[0]:
                best = (k, f)
    assert best is not None
    return best


def step_cost(
    g: Ctx, u: Unit, frm: str, facing: int, to: str, contact: bool | None = None
) -> tuple[int, int] | None:
    """(cost, new facing) of stepping to neighbour ``to``, turning first if it is not a front hex.
    ``contact``: whether ``frm`` is an enemy front hex, when the caller knows it already."""
    out = _step_cost(g, u, frm, facing, to, contact)
    if out is not None and frm == u.hex and not u.moved and len(g.st.units_at(frm)) >= 2:
        return out[0] + 1, out[1]  # leaving a stack of two (5.2.4)
    return out


def ways_out(g: Ctx, kind: str, frm: str) -> dict[str, tuple[int, int]]:
    """Neighbour → (direction, terrain cost) of the hexes a piece of ``kind`` may enter from ``frm``
    (per scenario: terrain, hexsides and levels only)."""
    table: dict[tuple[str, str], dict[str, tuple[int, int]]] = g.scn.memo.setdefault("_ways_out", {})
    out = table.get((kind, frm))
    if out is None:
        out = {}
        for d, nb in enumerate(neighbours(frm)):
            c = enter_cost(g, kind, frm, nb)
            if c is not None:
                out[nb] = (d, c)
        table[(kind, frm)] = out
    return out


def _step_cost(
    g: Ctx, u: Unit, frm: str, facing: int, to: str, contact: bool | None
) -> tuple[int, int] | None:
    """``step_cost`` before the +1 MP for leaving a stack of two."""
    entry = ways_out(g, u.kind, frm).get(to)
    if entry is None or to in enemy_hexes(g.st, u.side):
        return None
    d, c = entry
    if contact is None:
        contact = in_enemy_front(g.st, u.side, frm)
    turns, new_facing = turn_towards(facing, d, u.artillery)
    if turns:
        c += turns * (2 if contact else 1)  # turning in an enemy front hex costs double (8.2)
    if contact:
        c += 1
    return c, new_facing


def movable(g: Ctx, u: Unit) -> bool:
    """May this unit still act in D.1 (AFdE 7.3, 8.1; A6)?"""
    st = g.st
    if u.status != "map" or u.routed or u.move_done or u.id not in st.act_commanded:
        return False
    if u.hex is not None and st.active is not None and not u.moved:
        active = st.leaders[st.active]
        cinc = st.cinc(active.side)
        if cinc is None or cinc.id != active.id:  # a lord activated: the CinC's hex is not his (A6)
            for ld in st.leaders_at(u.hex):
                if is_cinc(st, ld) and ld.banner != u.banner:
                    return False
    return True


def refuse(key: str, rule: str, **params: object) -> IllegalAction:
    return IllegalAction(f"afde.move.{key}", rule=f"AFdE {rule}", **params)


def immobile(g: Ctx, u: Unit) -> IllegalAction:
    """Why ``u`` may not move now (``movable`` is false), citing the rule that stops it."""
    st = g.st
    if u.routed:  # routed units move only in Phase E and in their flights (12.2.3)
        return refuse("routed", "12.2.3", unit=u.id)
    if u.move_done:
        return refuse("move_over", "8.1", unit=u.id)
    if u.id not in st.act_commanded:
        return refuse("not_commanded", "7.3", unit=u.id)
    if u.hex is not None:
        for ld in st.leaders_at(u.hex):
            if (
                is_cinc(st, ld) and ld.banner != u.banner
            ):  # the CinC on it: its own lord may not move it (7.1; A6)
                return refuse("carries_cinc", "7.1", unit=u.id, leader=ld.id)
    return refuse("cannot_move", "8.1", unit=u.id)


def check_leaders_kept(g: Ctx, movers: list[Unit]) -> None:
    """Refuse a voluntary move that would leave a leader alone (AFdE 5.1; A15)."""
    start = movers[0].hex
    if start is None:
        return
    ld = lone_leader(g, movers, start)
    if ld is not None:
        raise refuse("leaves_leader", "5.1", unit="+".join(u.id for u in movers), leader=ld.id, hex=start)


def do_step(g: Ctx, u: Unit, to: str, bottom: bool = False) -> None:
    """One hex of a unit's move. Entering a friend's hex to stop there costs +1 MP when the move ends
    (5.2.4); ``bottom`` puts the newcomer underneath instead of on top (5.2.4, 5.2.5)."""
    if not movable(g, u):
        raise immobile(g, u)
    assert u.hex is not None and u.facing is not None
    if dist(u.hex, to) != 1:
        raise refuse("not_adjacent", "8.1", unit=u.id, hex=to)
    sc = step_cost(g, u, u.hex, u.facing, to)
    if sc is None:
        if to in enemy_hexes(g.st, u.side):  # nothing enters an enemy unit's hex (8.1)
            raise refuse("enemy_hex", "8.1", unit=u.id, hex=to)
        feat = g.scn.hexside(u.hex, to) if g.scn.on_map(to) else None
        if (
            feat is not None
            and not g.tb.hexsides[feat].move
            and terrain_of(g.scn, to) not in ("ford", "bridge")
        ):
            raise refuse("closed_hexside", "8.1", unit=u.id, hex=to)
        raise refuse("closed", "8.1", unit=u.id, hex=to)
    cost, facing = sc
    check_leaders_kept(g, [u])
    if (
        cost <= left(u)
        and not may_stop(g, u, to, left(u) - cost)
        and not can_leave(g, u, to, facing, left(u) - cost)
    ):
        if can_end_in(g, u, to):
            raise refuse("no_mp", "5.2.4", unit=u.id, hex=to, cost=cost + JOIN_MP, left=left(u))
        raise refuse("stacking", "5.1", unit=u.id, hex=to)
    if cost > left(u):
        d = direction(u.hex, to)
        minimum = (
            u.mp_spent == 0
            and not u.moved
            and d in front_dirs(u.facing, u.artillery)
            and enter_cost(g, u.kind, u.hex, to) is not None
        )
        if not minimum or not can_end_in(g, u, to):
            raise refuse("no_mp", "8.1", unit=u.id, hex=to, cost=cost, left=left(u))
        cost = left(u)
        u.move_done = True
        g.say("move.minimum", "8.1", unit=u.id, hex=to)
    start = u.hex
    u.mp_spent += cost
    u.facing = facing
    mark_moved(g, u)
    move_unit(g, u, [start, to], bottom=bottom)
    if u.move_done:
        stack_facing(g.st, u)  # a minimum move ignores every MP cost, joining included (8.1, A26)
    for ld in g.st.leaders_at(to):
        ld.moved = ld.moved or ld.hex == to
    g.st.overlay.setdefault("moves", [])
    _extend_path(g, u, start, to)
    g.say("move.step", "8.1", unit=u.id, frm=start, to=to, cost=cost)


def joins(g: Ctx, u: Unit, at: str) -> bool:
    """Would ``u`` end its move in ``at`` by joining another unit (AFdE 5.2.4)? Not if it began its
    move there: a unit that only turned inside its stack joins nothing."""
    return any(x.id != u.id for x in g.st.units_at(at)) and at != move_start(g, u)


def move_start(g: Ctx, u: Unit) -> str | None:
    """Where the unit's current move began (its path in the activation's overlay)."""
    for m in reversed(g.st.overlay.get("moves", [])):
        if m["unit"] == u.id and m["hexes"][-1] == u.hex:
            return str(m["hexes"][0])
    return u.hex


def may_stop(g: Ctx, u: Unit, at: str, budget: int) -> bool:
    """May ``u`` end its move in ``at`` with ``budget`` MP left: stacking holds (5.1) and, when it
    joins another unit there, it still has the +1 MP that joining costs (5.2.4)."""
    return can_end_in(g, u, at) and (budget >= JOIN_MP or not joins(g, u, at))


def can_leave(g: Ctx, u: Unit, at: str, facing: int, budget: int) -> bool:
    """After passing into a friend's hex, can the unit still step on to a hex where it may stop?"""
    for nb in neighbours(at):
        sc = step_cost(g, u, at, facing, nb)
        if sc is not None and sc[0] <= budget and may_stop(g, u, nb, budget - sc[0]):
            return True
    return False


def _extend_path(g: Ctx, u: Unit, start: str, to: str) -> None:
    moves = g.st.overlay.setdefault("moves", [])
    if moves and moves[-1]["unit"] == u.id and moves[-1]["hexes"][-1] == start:
        moves[-1] = {**moves[-1], "hexes": [*moves[-1]["hexes"], to]}
    else:
        moves.append({"side": u.side, "hexes": [start, to], "unit": u.id})


def mark_moved(g: Ctx, u: Unit) -> None:
    u.moved = True
    cancel_rest(g, u)
    g.st.mover = u.id


def do_face(g: Ctx, u: Unit, facing: int) -> None:
    if not movable(g, u):
        raise immobile(g, u)
    assert u.hex is not None and u.facing is not None
    if facing == u.facing:
        raise refuse("same_facing", "8.2", unit=u.id)
    cost = turn_cost(g, u, u.hex, u.facing, facing)
    if cost > left(u):
        raise refuse("no_mp", "8.2", unit=u.id, hex=u.hex, cost=cost, left=left(u))
    if not can_end_in(g, u, u.hex) and not can_leave(g, u, u.hex, facing, left(u) - cost):
        raise refuse("stacking", "5.1", unit=u.id, hex=u.hex)
    u.mp_spent += cost
    u.facing = facing
    mark_moved(g, u)
    for other in g.st.units_at(u.hex):
        if other.id != u.id and not other.routed:
            other.facing = facing
    g.say("move.face", "8.2", unit=u.id, facing=facing, cost=cost)


def stop_ok(g: Ctx, u: Unit) -> bool:
    return u.hex is not None and may_stop(g, u, u.hex, left(u))


def end_move(g: Ctx, u: Unit) -> None:
    """The unit's move is over: stacking must hold (AFdE 5.1), and a unit that joins another pays
    +1 MP for it (5.2.4): with no MP left it may not stop there."""
    if u.hex is None:
        return
    if not can_end_in(g, u, u.hex):
        raise refuse("stacking", "5.1", unit=u.id, hex=u.hex)
    if joins(g, u, u.hex):
        if left(u) < JOIN_MP:
            raise refuse("no_mp", "5.2.4", unit=u.id, hex=u.hex, cost=JOIN_MP, left=left(u))
        u.mp_spent += JOIN_MP
        stack_facing(g.st, u)
    u.move_done = True
    g.st.mover = g.st.mover_with = None


def do_withdraw(g: Ctx, u: Unit, to: str) -> None:
    if not movable(g, u) or u.moved or u.mp_spent:
        raise refuse("withdraw_moved", "8.3", unit=u.id)
    assert u.hex is not None
    if to not in rear_hexes(u.hex, u.facing, u.artillery):
        raise refuse("withdraw_rear", "8.3", unit=u.id, hex=to)
    if to in enemy_hexes(g.st, u.side):  # nothing enters an enemy unit's hex (8.1)
        raise refuse("enemy_hex", "8.3", unit=u.id, hex=to)
    if enter_cost(g, u.kind, u.hex, to) is None:
        raise refuse("closed", "8.3", unit=u.id, hex=to)
    if not can_end_in(g, u, to):  # a withdrawal respects stacking (8.3, 5.1)
        raise refuse("withdraw_occupied", "8.3", unit=u.id, hex=to)
    check_leaders_kept(g, [u])
    start = u.hex
    u.mp_spent = u.mp
    mark_moved(g, u)
    move_unit(g, u, [start, to])
    stack_facing(g.st, u)
    u.move_done = True
    g.st.mover = g.st.mover_with = None
    _extend_path(g, u, start, to)
    g.say("move.withdraw", "8.3", unit=u.id, frm=start, to=to)


def can_mount(g: Ctx, u: Unit) -> str | None:
    """The marker a mount change would use, or None."""
    if not movable(g, u) or u.moved or u.mp_spent or u.routed or u.artillery:
        return None
    if u.hex is None or adjacent_to_enemy(g.st, u.side, u.hex):
        return None
    marker = "demonte" if u.mounted else "remonte"
    if g.st.markers.get(u.side, {}).get(marker, 0) <= 0:
        return None
    return marker


def mount_refusal(g: Ctx, u: Unit, mounted: bool) -> IllegalAction:
    """Why ``u`` may not mount (``mounted``) or dismount now, citing the rule (8.4)."""
    if u.routed:
        return refuse("mount_routed", "8.4", unit=u.id)
    if not movable(g, u):
        return immobile(g, u)
    if u.mounted == mounted:
        return refuse("already_mounted" if mounted else "already_on_foot", "8.4", unit=u.id)
    if u.moved or u.mp_spent:
        return refuse("mount_moved", "8.4", unit=u.id)
    if u.hex is not None and adjacent_to_enemy(g.st, u.side, u.hex):
        return refuse("mount_adjacent", "8.4", unit=u.id)
    if not u.artillery and can_mount(g, u) is None:
        return refuse("no_remonte" if mounted else "no_demonte", "8.4", unit=u.id)
    return refuse("no_mount", "8.4", unit=u.id)


def do_mount(g: Ctx, u: Unit, mounted: bool) -> None:
    marker = can_mount(g, u)
    if marker is None or u.mounted == mounted:
        raise mount_refusal(g, u, mounted)
    g.st.markers[u.side][marker] -= 1
    u.mounted = mounted
    u.mp_spent = min(g.tb.mount_cost, u.mp)
    mark_moved(g, u)
    g.say("move.mounted" if mounted else "move.dismounted", "8.4", unit=u.id)


def charge_targets(g: Ctx, u: Unit) -> list[tuple[Unit, list[str], int]]:
    """Enemies straight ahead that ``u`` may charge: (target, path, cost) (AFdE 10.2)."""
    st = g.st
    if not movable(g, u) or u.moved or u.mp_spent or not u.mounted or u.type not in ("Ch", "Ha"):
        return []
    if u.hex is None or u.facing is None or adjacent_to_enemy(st, u.side, u.hex):
        return []
    out: list[tuple[Unit, list[str], int]] = []
    path = [u.hex]
    # the 4 MP include the stack costs (10.2): +1 to leave a stack of two, +1 to join one at the end (5.2.4)
    cost = JOIN_MP if len(st.units_at(u.hex)) >= 2 else 0
    budget = min(CHARGE_MP, u.mp)
    for k in range(1, 12):
        nxt = straight_ahead(u.hex, u.facing, k)
        if not g.scn.on_map(nxt):
            break
        enemies = [x for x in st.units_at(nxt) if x.side != u.side]
        if enemies:
            # a charge is a melee: none across a hexside that forbids it, nor where a scenario does
            melee = melee_allowed(g, path[-1], nxt) and not any(
                scenario_forbids_melee(g, u, x, path[-1]) for x in enemies
            )
            join = JOIN_MP if k >= 2 and any(x.id != u.id for x in st.units_at(path[-1])) else 0
            if k >= 2 and can_end_in(g, u, path[-1]) and melee and cost + join <= budget:
                out.append((enemies[0], list(path), cost + join))
            break
        c = enter_cost(g, u.kind, path[-1], nxt)
        if c is None:
            break
        cost += c
        if cost > budget:
            break
        path.append(nxt)
    return out


def charge_refusal(g: Ctx, u: Unit, target_hex: str) -> IllegalAction:
    """Why ``u`` may not charge the unit in ``target_hex``, citing the rule (10.2)."""
    st = g.st
    if not movable(g, u):
        return immobile(g, u)
    if not u.mounted or u.type not in ("Ch", "Ha"):  # only mounted knights and men-at-arms charge
        return refuse("charge_type", "10.2", unit=u.id)
    if u.moved or u.mp_spent:  # eligibility is at the start of its move; no turn before it
        return refuse("charge_moved", "10.2", unit=u.id)
    if u.hex is None or u.facing is None or adjacent_to_enemy(st, u.side, u.hex):
        return refuse("charge_contact", "10.2", unit=u.id)
    if not any(x.side != u.side for x in st.units_at(target_hex)):
        return refuse("charge_no_enemy", "10.2", unit=u.id, hex=target_hex)
    ahead = [straight_ahead(u.hex, u.facing, k) for k in range(2, 12)]
    if target_hex not in ahead:
        return refuse("charge_not_ahead", "10.2", unit=u.id, hex=target_hex)
    last = ahead[ahead.index(target_hex) - 1] if ahead.index(target_hex) else u.hex
    if not melee_allowed(g, last, target_hex):  # no melee, so no charge, across that hexside (10.1)
        return refuse("charge_no_melee", "10.1", unit=u.id, hex=target_hex)
    if any(scenario_forbids_melee(g, u, x, last) for x in st.units_at(target_hex) if x.side != u.side):
        return refuse("charge_no_melee", "9.1", unit=u.id, hex=target_hex)
    return refuse("charge_path", "10.2", unit=u.id, hex=target_hex, mp=CHARGE_MP)


def do_charge(g: Ctx, u: Unit, target_hex: str) -> None:
    found = [(t, p, c) for t, p, c in charge_targets(g, u) if t.hex == target_hex]
    if not found:
        raise charge_refusal(g, u, target_hex)
    target, path, cost = found[0]
    check_leaders_kept(g, [u])
    passed = [x for h in path[1:-1] for x in g.st.units_at(h)]
    start = path[0]
    u.mp_spent += cost
    mark_moved(g, u)
    move_unit(g, u, path)
    u.move_done = True
    g.st.mover = g.st.mover_with = None
    g.st.charges.append([u.id, target.id])
    g.overlay("moves", {"side": u.side, "hexes": path, "unit": u.id})
    g.say("move.charge", "10.2", unit=u.id, frm=start, to=path[-1], target=target.id)
    flights: list[str] = []
    for f in passed:
        if f.side == u.side and f.status == "map":
            g.say("unit.charged_through", "10.2", unit=f.id, by=u.id)
            if f.routed:
                flights.append(f.id)
            else:
                make_routed(g, f, flights)
    run_flights(g, flights)


def stack_pair(g: Ctx, label: str) -> list[Unit] | None:
    """The two units of ``label`` if they may move together now (AFdE 5.2.4)."""
    units = g.st.units_at(label)
    if len(units) != 2 or not all(movable(g, u) for u in units):
        return None
    a, b = units
    if a.moved != b.moved or (a.mp_spent != b.mp_spent and g.st.mover_with not in (a.id, b.id)):
        return None
    if (a.moved or b.moved) and g.st.mover_with not in (a.id, b.id):
        return None
    return [a, b]


def stack_step_cost(
    g: Ctx, units: list[Unit], frm: str, facing: int, to: str
) -> tuple[list[int], int] | None:
    """Each unit's cost of a step of the stack, and the stack's new facing."""
    d = direction(frm, to)
    if d is None or g.st.units_at(to):
        return None
    if any(u.artillery for u in units):
        new = d
    elif d in front_dirs(facing, False):
        new = facing
    else:
        new = min((f for f in range(6) if d in front_dirs(f, False)), key=lambda f: turn_steps(facing, f))
    out = []
    for u in units:
        c = enter_cost(g, u.kind, frm, to)
        if c is None:
            return None
        out.append(c + turn_cost(g, u, frm, facing, new) + (1 if in_enemy_front(g.st, u.side, frm) else 0))
    return out, new


def do_stack_step(g: Ctx, units: list[Unit], to: str) -> None:
    a = units[0]
    assert a.hex is not None and a.facing is not None
    sc = stack_step_cost(g, units, a.hex, a.facing, to)
    if sc is None or any(c > left(u) for c, u in zip(sc[0], units, strict=True)):
        raise refuse(
            "no_mp", "5.2.4", unit=a.hex, hex=to, cost=max(sc[0]) if sc else 0, left=min(map(left, units))
        )
    check_leaders_kept(g, units)
    start = a.hex
    for c, u in zip(sc[0], units, strict=True):
        u.mp_spent += c
        u.facing = sc[1]
        mark_moved(g, u)
        move_unit(g, u, [start, to])
    g.st.mover, g.st.mover_with = units[0].id, units[1].id
    _extend_path(g, units[0], start, to)
    g.say("move.step", "5.2.4", unit="+".join(u.id for u in units), frm=start, to=to, cost=max(sc[0]))


def do_stack_face(g: Ctx, units: list[Unit], facing: int) -> None:
    a = units[0]
    assert a.hex is not None and a.facing is not None
    costs = [turn_cost(g, u, a.hex, a.facing, facing) for u in units]
    if facing == a.facing or any(c > left(u) for c, u in zip(costs, units, strict=True)):
        raise refuse("no_mp", "8.2", unit=a.hex, hex=a.hex, cost=max(costs), left=min(map(left, units)))
    for c, u in zip(costs, units, strict=True):
        u.mp_spent += c
        u.facing = facing
        mark_moved(g, u)
    g.st.mover, g.st.mover_with = units[0].id, units[1].id
    g.say("move.face", "5.2.4", unit="+".join(u.id for u in units), facing=facing, cost=max(costs))


def stack_menu(g: Ctx, units: list[Unit]) -> list[str]:
    a = units[0]
    assert a.hex is not None and a.facing is not None
    out = []
    for nb in [] if lone_leader(g, units, a.hex) else neighbours(a.hex):
        sc = stack_step_cost(g, units, a.hex, a.facing, nb)
        if sc is not None and all(c <= left(u) for c, u in zip(sc[0], units, strict=True)):
            out.append(f"move {a.hex} {nb}")
    for f in range(6):
        if f != a.facing and all(turn_cost(g, u, a.hex, a.facing, f) <= left(u) for u in units):
            out.append(f"face {a.hex} {f}")
    return out
