"""Shared rule helpers: the action context, terrain costs, stacking, adjacency, command, markers."""

from __future__ import annotations

import itertools
from typing import Any

from engine.afde.geometry import dist, front_hexes, neighbours
from engine.afde.scenario import Scenario
from engine.afde.state import Leader, State, Unit
from engine.afde.turn import Ctx, R
from engine.core.errors import IllegalAction

__all__ = ["Ctx", "R"]


# ---------------------------------------------------------------------- map and terrain


def terrain_of(scn: Scenario, label: str) -> str:
    return scn.terrain_at(label)


def level(scn: Scenario, label: str) -> int:
    return scn.level.get(label, 0)


def enter_cost(g: Ctx, kind: str, frm: str, to: str) -> int | None:
    """MP to enter ``to`` from ``frm`` for a movement kind; None if closed."""
    key = (kind, frm, to)
    memo = g.scn.memo
    if key in memo:
        return memo[key]  # type: ignore[no-any-return]
    memo[key] = out = _enter_cost(g, kind, frm, to)
    return out


def _enter_cost(g: Ctx, kind: str, frm: str, to: str) -> int | None:
    scn = g.scn
    if not scn.on_map(to):
        return None
    t = g.tb.terrain[terrain_of(scn, to)]
    c = t.cost.get(kind)
    if c is None:
        return None
    side_feat = scn.hexside(frm, to)
    if side_feat is not None:
        hs = g.tb.hexsides[side_feat]
        if not hs.move and terrain_of(scn, to) not in ("ford", "bridge"):
            return None
        c += hs.cost
    if level(scn, to) > level(scn, frm):
        c += g.tb.climb.get(kind, 0)
    return c


def melee_allowed(g: Ctx, a: str, b: str) -> bool:
    feat = g.scn.hexside(a, b)
    return feat is None or g.tb.hexsides[feat].melee


def scenario_forbids_melee(g: Ctx, a: Unit, d: Unit, at: str | None = None) -> bool:
    """A scenario rule forbids melee between ``a`` (standing at ``at``, else its hex) and the adjacent
    enemy ``d``: the rule of Al-Nasir's banner at Las Navas de Tolosa (digest §16, §S1, §10.2) forbids
    melee "between" a unit of the banners it names and the enemy units in that unit's front hexes,
    whichever of them would attack."""
    banned = g.scn.no_melee_banners
    here = at or a.hex
    if not banned or here is None or d.hex is None:
        return False
    if a.banner in banned and a.facing is not None and d.hex in front_hexes(here, a.facing, a.artillery):
        return True
    return d.banner in banned and d.facing is not None and here in front_hexes(d.hex, d.facing, d.artillery)


# ---------------------------------------------------------------------- adjacency


def enemy_units(st: State, side: str) -> list[Unit]:
    return [u for u in st.units.values() if u.status == "map" and u.side != side]


def adjacent_enemies(st: State, u: Unit, at: str | None = None) -> list[Unit]:
    here = at or u.hex
    if here is None:
        return []
    ns = set(neighbours(here))
    return [e for e in enemy_units(st, u.side) if e.hex in ns]


def adjacent_to_enemy(st: State, side: str, label: str) -> bool:
    ns = set(neighbours(label))
    return any(e.hex in ns for e in enemy_units(st, side))


def enemy_fronts(st: State, side: str) -> frozenset[str]:
    """Every front hex of the non-routed enemy combat units (cached on the positions)."""
    der = st.enemy_derived(side)
    hit: frozenset[str] | None = der.get(("fronts", side))
    if hit is None:
        hit = der[("fronts", side)] = frozenset(
            h
            for u in st.units.values()
            if u.status == "map" and u.side != side and not u.routed and u.hex
            for h in front_hexes(u.hex, u.facing, u.artillery)
        )
    return hit


_SIGS: dict[tuple[Any, ...], int] = {}
# positions numbered and kept for reuse: about a megabyte of them; keeping more only grows the process
# (each new page it touches costs system time) for few look-ups saved
_SIGS_KEPT = 1 << 10
_MISSING = object()
_SIG_NUMBERS = itertools.count(1)


def enemy_sig(st: State, side: str) -> int:
    """A small number that stands for where the enemy of ``side`` is and how it faces: a key for
    look-ups (a step's cost, a leader's search) that the side's own moves leave valid."""
    der = st.enemy_derived(side)
    sig: int | None = der.get(("sig", side))
    if sig is None:
        pos = tuple(
            (u.hex, u.facing, u.cohesion, u.artillery)
            for u in st.units.values()
            if u.status == "map" and u.side != side
        )
        sig = _SIGS.get(pos)
        if sig is None:
            if len(_SIGS) > _SIGS_KEPT:
                _SIGS.clear()  # the numbers keep growing: a cleared one is never reused
            sig = _SIGS[pos] = next(_SIG_NUMBERS)
        der[("sig", side)] = sig
    return sig


def positions(st: State) -> int:
    """A small number that stands for every unit's place, facing, cohesion and mount: a key for
    look-ups shared between states (worked out once while the units stand, not at every look-up)."""
    der = st.derived()
    sig: int | None = der.get("pos")
    if sig is None:
        pos = tuple((u.hex, u.facing, u.cohesion, u.mounted, u.status) for u in st.units.values())
        sig = _SIGS.get(pos)
        if sig is None:
            if len(_SIGS) > _SIGS_KEPT:
                _SIGS.clear()  # the numbers keep growing: a cleared one is never reused
            sig = _SIGS[pos] = next(_SIG_NUMBERS)
        der["pos"] = sig
    return sig


def memo(st: State, key: tuple[Any, ...], fn: Any) -> Any:
    """Memoise ``fn()`` for this scenario under ``key`` (which captures all else it depends on); each
    kind of look-up (the key's first item) has its own bounded table, so that frequent ones do not
    push out rare, costly ones."""
    tables: dict[Any, dict[tuple[Any, ...], Any]] = st.scn.memo.setdefault("_derived", {})
    cache = tables.get(key[0])
    if cache is None:
        cache = tables[key[0]] = {}
    out = cache.get(key, _MISSING)
    if out is not _MISSING:
        return out
    if len(cache) > 2048:
        cache.clear()
    cache[key] = out = fn()
    return out


def enemy_hexes(st: State, side: str) -> frozenset[str]:
    """The hexes holding a combat unit of the enemy of ``side`` (cached on the positions)."""
    der = st.enemy_derived(side)
    hit: frozenset[str] | None = der.get(("enemy_at", side))
    if hit is None:
        hit = der[("enemy_at", side)] = frozenset(
            u.hex for u in st.units.values() if u.status == "map" and u.side != side and u.hex
        )
    return hit


def in_enemy_front(st: State, side: str, label: str) -> bool:
    """True when ``label`` is a front hex of a non-routed enemy combat unit."""
    return label in enemy_fronts(st, side)


# ---------------------------------------------------------------------- stacking


def can_stack(g: Ctx, units: list[Unit]) -> bool:
    """May these combat units share one hex?"""
    if len(units) <= 1:
        return True
    if len(units) == 2:
        a, b = units
        if {a.artillery, b.artillery} == {True, False}:
            inf = b if a.artillery else a
            if not inf.mounted:
                return True
    for rule in g.scn.stacking:
        if len(units) > rule.max_units:
            continue
        if rule.same_banner and len({u.banner for u in units}) > 1:
            continue
        if rule.same_type and len({u.type for u in units}) > 1:
            continue
        if rule.types and any(u.type not in rule.types for u in units):
            continue
        return True
    return False


def can_end_in(g: Ctx, u: Unit, label: str) -> bool:
    st = g.st
    if not g.scn.on_map(label):
        return False
    here = st.units_at(label)
    if not here or (len(here) == 1 and here[0] is u):
        return True
    others = [x for x in here if x.id != u.id]
    if any(x.side != u.side for x in others):
        return False
    return can_stack(g, [*others, u])


# ---------------------------------------------------------------------- leaders and command


def leader_values(g: Ctx, ld: Leader) -> tuple[int, int, int, int]:
    bonus, rating, rng, mp = ld.base
    if ld.replacement:
        rb, delta, mins = g.tb.replacement if ld.replacement == "back" else g.tb.generic
        vals = [bonus + delta[0], rating + delta[1], rng + delta[2], mp + delta[3]]
        vals = [max(v, m) for v, m in zip(vals, mins, strict=True)]
        vals[0] = rb
        bonus, rating, rng, mp = vals
    if ld.wounded:
        delta, mins = g.tb.wounded
        vals = [bonus + delta[0], rating + delta[1], rng + delta[2], mp + delta[3]]
        bonus, rating, rng, mp = (max(v, m) for v, m in zip(vals, mins, strict=True))
    return bonus, rating, rng, mp


def is_cinc(st: State, ld: Leader) -> bool:
    c = st.cinc(ld.side)
    return c is not None and c.id == ld.id


def in_command_range(g: Ctx, ld: Leader, label: str) -> bool:
    if ld.hex is None:
        return False
    rng = leader_values(g, ld)[2]
    if g.st.opt("command_range") == "range_minus_one":
        rng -= 1
    return dist(ld.hex, label) <= rng


def role_of_side(st: State, side: str) -> str | None:
    c = st.cinc(side)
    if c is not None:
        return c.banner
    for ld in st.leaders.values():
        if ld.side == side:
            return ld.banner
    return None


def role_of_unit(st: State, u: Unit) -> str | None:
    return u.banner or role_of_side(st, u.side)


def cancel_rest(g: Ctx, u: Unit) -> None:
    if u.rest:
        u.rest = False
        g.say("rest.cancelled", "11.2", unit=u.id)


def stack_facing(st: State, u: Unit) -> None:
    """A unit joining a stack takes the stack's facing."""
    if u.hex is None or u.routed:
        return
    for other in st.units_at(u.hex):
        if other.id != u.id and not other.routed and other.facing is not None:
            u.facing = other.facing
            return


def units_sp(units: list[Unit]) -> int:
    return sum(u.sp for u in units)


# ---------------------------------------------------------------------- orders and seats


def o(*parts: str) -> str:
    return " ".join(parts)


def unit(g: Ctx, token: str) -> Unit:
    from engine.afde.notation import unit_of

    uid = unit_of(g.st, token)
    if uid is None:
        raise IllegalAction("afde.order.no_unit", rule="AFdE 6", ref=token)
    return g.st.units[uid]


def side_role(g: Ctx, side: str) -> str | None:
    return role_of_side(g.st, side)


def active_side(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].side


def seat(st: State, u: Unit) -> str | None:
    """Who decides for ``u``: the active leader's banner for his own side, else the unit's banner."""
    if st.active is not None and st.leaders[st.active].side == u.side:
        return st.leaders[st.active].banner
    return role_of_unit(st, u)


def active_role(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].banner
