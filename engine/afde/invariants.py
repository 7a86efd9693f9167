"""Invariants of AFdE §E6, asserted after every action in tests and random playouts."""

from __future__ import annotations

from engine.afde.rules import Ctx, can_stack
from engine.afde.rules.s05_stacking import stack_ok
from engine.afde.state import State


class InvariantError(AssertionError):
    pass


def check(st: State) -> list[str]:
    g = Ctx(st)
    problems: list[str] = []
    hexes: dict[str, list[str]] = {}
    for u in st.units.values():
        if u.status == "map":
            if u.hex is None:
                problems.append(f"{u.id} on the map without a hex")
                continue
            hexes.setdefault(u.hex, []).append(u.id)
            if u.routed and u.facing is not None:
                problems.append(f"{u.id} is routed but has a facing")
            if not u.routed and u.facing is None:
                problems.append(f"{u.id} has no facing")
            if not g.scn.on_map(u.hex):
                problems.append(f"{u.id} is off the map at {u.hex}")
        elif u.hex is not None:
            problems.append(f"{u.id} is {u.status} but sits in {u.hex}")
    moving = st.mover
    for h, ids in hexes.items():
        units = [st.units[i] for i in ids]
        if len({u.side for u in units}) > 1:
            problems.append(f"enemies share {h}")
        if len(units) > 1 and not can_stack(g, units) and moving not in ids:
            problems.append(f"{h} holds {ids}, more than stacking allows")
        facings = {u.facing for u in units if not u.routed}
        if len(facings) > 1 and moving not in ids:
            problems.append(f"stack {ids} in {h} has facings {facings}")
    for ld in st.leaders.values():
        if ld.status != "map":
            continue
        if ld.hex is None:
            problems.append(f"leader {ld.id} on the map without a hex")
            continue
        here = st.units_at(ld.hex)
        alone = not any(stack_ok(st, ld, u) for u in here) and not any(u.id == moving for u in here)
        if alone and not (st.phase == "D" and st.active == ld.id and st.mover):
            problems.append(f"leader {ld.id} alone in {ld.hex}")
    for uid in {u for u in st.struck if st.struck.count(u) > 1}:
        problems.append(f"{uid} was the target of two melees in one activation")
    return problems


def assert_invariants(st: State) -> None:
    problems = check(st)
    if problems:
        raise InvariantError("; ".join(problems))
