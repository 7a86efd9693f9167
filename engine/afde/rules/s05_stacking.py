"""AFdE 5 (digest §6): stacking — leaders stay with units (5.1, A15), a piece's place in a stack and the
leaders who go along with it."""

from __future__ import annotations

from engine.afde.rules import (
    Ctx,
    can_stack,
    is_cinc,
)
from engine.afde.state import Leader, Unit


def move_unit(g: Ctx, u: Unit, path: list[str], bottom: bool = False) -> None:
    """Put ``u`` at the end of ``path``, on top of a unit there (underneath if ``bottom``: the joining
    player's choice, 5.2.4); leaders stacked with it go along (AFdE 10.7 [INTERP])."""
    if len(path) < 2 or u.hex is None:
        return
    start, end = path[0], path[-1]
    carried = carried_leaders(g, u, start)
    u.hex = end
    others = [x for x in g.st.units_at(end) if x.id != u.id]
    if others:
        u.layer = min(x.layer for x in others) - 1 if bottom else max(x.layer for x in others) + 1
    for ld in carried:
        ld.hex = end


def carried_leaders(g: Ctx, u: Unit, start: str) -> list[Leader]:
    """Leaders who would be left alone when ``u`` leaves ``start``."""
    st = g.st
    remaining = [x for x in st.units_at(start) if x.id != u.id]
    active = st.leaders.get(st.active) if st.active else None
    cinc_moves_other = (
        active is not None and is_cinc(st, active) and active.banner != u.banner and st.phase == "D"
    )
    out = []
    for ld in st.leaders_at(start):
        carried_lord = cinc_moves_other and ld.banner == u.banner and not is_cinc(st, ld)
        if ld.locked_to == u.id or carried_lord or not any(stack_ok(st, ld, x) for x in remaining):
            out.append(ld)  # a banner lord goes with his unit when the CinC moves it (7.1)
    return out


def lone_leader(g: Ctx, movers: list[Unit], start: str) -> Leader | None:
    """A leader the voluntary move of ``movers`` out of ``start`` would leave alone (AFdE 5.1, A15).
    A banner lord whose unit the CinC moves goes along with it (7.1) and does not count."""
    st = g.st
    leaders = st.leaders_at(start)
    if not leaders:
        return None
    moving = {u.id for u in movers}
    remaining = [x for x in st.units_at(start) if x.id not in moving]
    active = st.leaders.get(st.active) if st.active else None
    for ld in leaders:
        carried_lord = (
            active is not None
            and is_cinc(st, active)
            and ld.id != active.id
            and not is_cinc(st, ld)
            and any(ld.banner == u.banner != active.banner for u in movers)
        )
        led = ld.locked_to is not None and any(ld.locked_to == u.id for u in movers)
        if not carried_lord and not led and not any(stack_ok(st, ld, x) for x in remaining):
            return ld
    return None


def stack_ok(st: object, ld: Leader, u: Unit) -> bool:
    from engine.afde.state import State

    assert isinstance(st, State)
    if u.side != ld.side:
        return False
    return is_cinc(st, ld) or ld.cinc or u.banner == ld.banner


def stack_units_ok(g: Ctx, units: list[Unit]) -> bool:
    return can_stack(g, units)
