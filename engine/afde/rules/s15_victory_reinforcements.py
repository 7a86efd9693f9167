"""Digest §15 and AFdE 7.3: victory (scenario-defined) and reinforcements entering the map."""

from __future__ import annotations

import math

from engine.afde.geometry import (
    col_row,
)
from engine.afde.labels import side_names
from engine.afde.rules import (
    Ctx,
    can_end_in,
)
from engine.afde.rules.s08_movement import mark_moved, refuse
from engine.afde.rules.s14_leader_fates import add_vp
from engine.afde.state import Unit
from engine.core.messages import Msg
from engine.core.refs import SideRef, phrase


def army_break(g: Ctx) -> list[str]:
    """Sides whose losses reached the scenario's break percentage of their starting SP."""
    st, scn = g.st, g.scn
    if not scn.break_percent:
        return []
    out = []
    for s in scn.sides:
        total = st.start_sp.get(s.id, 0)
        if total and st.lost_sp.get(s.id, 0) >= math.ceil(total * scn.break_percent / 100):
            out.append(s.id)
    return out


def objective_vp(g: Ctx) -> dict[str, int]:
    st, scn = g.st, g.scn
    out = {s.id: 0 for s in scn.sides}
    for ob in scn.objectives:
        if ob.kind == "hold":
            for h in ob.hexes:
                if any(u.side == ob.side and not u.routed for u in st.units_at(h)):
                    out[ob.side] = out.get(ob.side, 0) + ob.vp
        else:
            enemy = scn.enemy(ob.side)
            inside = False
            for u in st.on_map_units(enemy):
                if u.routed or u.hex is None:
                    continue
                row = col_row(u.hex)[1]
                if (ob.hexes and u.hex in ob.hexes) or (not ob.hexes and ob.min_row <= row <= ob.max_row):
                    inside = True
            if not inside:
                out[ob.side] = out.get(ob.side, 0) + ob.vp
    return out


def finish(g: Ctx, broken: list[str]) -> None:
    st, scn = g.st, g.scn
    for s in broken:
        g.say("victory.army_break", None, side=s)
        add_vp(g, scn.enemy(s), scn.break_bonus, "army_break", s)
    for s, vp in objective_vp(g).items():
        add_vp(g, s, vp, "objectives", s)
    a, d = scn.sides[0].id, scn.sides[1].id
    va, vd = st.vp.get(a, 0), st.vp.get(d, 0)
    winner = None
    if abs(va - vd) > scn.draw_margin:
        winner = a if va > vd else d
    st.result = {
        "winner": winner,
        "reason": "army_break" if broken else "turns",
        "score": {a: va, d: vd},
    }
    st.phase = "over"
    g.over = True  # nothing more is asked or done
    names = side_names(scn)
    points = [
        Msg("afde.ref.score", {"side": SideRef(s, system="afde", name=names.get(s, "")), "points": v})
        for s, v in ((a, va), (d, vd))
    ]
    g.say("victory.result", None, winner=winner or "none", score=phrase(f"{a} {va}, {d} {vd}", *points))


def entering(g: Ctx) -> list[Unit]:
    st = g.st
    if st.active is None:
        return []
    ld = st.leaders[st.active]
    return [
        u
        for u in st.units.values()
        if u.status == "pending" and u.enters <= st.turn and u.side == ld.side and u.banner == ld.banner
    ]


def entry_ok(g: Ctx, u: Unit) -> bool:
    return u.entry is not None and can_end_in(g, u, u.entry)


def do_enter(g: Ctx, u: Unit) -> None:
    st = g.st
    if u not in entering(g) or u.entry is None:
        raise refuse("no_entry", "7.3", unit=u.id)
    if not entry_ok(g, u):
        raise refuse("entry_blocked", "7.3", unit=u.id, hex=u.entry)
    cost = g.tb.terrain[g.scn.terrain_at(u.entry)].cost.get(u.kind) or 1
    u.status = "map"
    u.hex = u.entry
    u.layer = max([x.layer for x in st.units_at(u.entry) if x.id != u.id], default=0) + 1
    u.mp_spent = cost
    u.reinforcement = True
    u.commanded = True
    mark_moved(g, u)
    if u.id not in st.act_units:
        st.act_units.append(u.id)
    if u.id not in st.act_commanded:
        st.act_commanded.append(u.id)
    for ld in st.leaders.values():
        if ld.status == "pending" and ld.banner == u.banner and ld.side == u.side:
            ld.status = "map"
            ld.hex = u.hex
    g.say("move.enters", "7.3", unit=u.id, hex=u.entry)
