"""8.43 The pre-shock TQ check (Shock - Must Check TQ attackers and their targets, hits = roll - TQ) and
10.15 the mutual rout, which the check and the Shock CRT's results both apply (engine/gboh/rules/
s08_shock.py resolves each combat).
"""

from __future__ import annotations

from engine.core.hexgrid import Arc
from engine.core.machine import Turn
from engine.gboh.geometry import arc_of, dist, enter_cost
from engine.gboh.rules import d10, sref, uref
from engine.gboh.rules.s06_stacks import check_tq
from engine.gboh.rules.s10_cohesion import add_hits
from engine.gboh.state import GbohState, Unit


def _tq_check(host: Turn, u: Unit, foe: Unit) -> int:
    """A cohort in a stack checks against the top cohort's TQ, +1 with two legions (6.68)."""
    tq, mods = check_tq(host.state, u)
    r = d10(host, "pre_shock", mods, unit=uref(u))
    hits = max(0, r.total - tq)
    host.say("gboh.ev.pre_shock", "GBoH 8.43", unit=uref(u), roll=r.total, tq=tq, hits=hits)
    return hits


def pre_shock(host: Turn, att: list[Unit], dfn: list[Unit]) -> None:
    """8.43: Must-Check attackers and their targets check TQ together (hits = roll - TQ)."""
    st: GbohState = host.state
    checks: list[tuple[Unit, int]] = []
    musts = [a for a in att if a.shock == "must"]
    if not musts:
        return
    mixed = any(a.shock == "free" for a in att)  # A6: with No-Check attackers too, only the defender checks
    for a in musts:
        if mixed or all(d.type == "SK" for d in dfn) or all(d.routed for d in dfn):
            continue
        checks.append((a, _tq_check(host, a, dfn[0])))
    for d in dfn:
        front_li = [a for a in musts if a.type == "LI" and arc_of(st.board, d, a.hex) is Arc.FRONT]
        if d.type == "CO" and d.cls in ("Vet", "Rec") and front_li and len(front_li) == len(musts):
            continue
        checks.append((d, _tq_check(host, d, musts[0])))
    plan = {u.id: hits for u, hits in checks}
    if mutual_rout(host, att, dfn, plan, "pre_shock"):
        return
    for u, hits in sorted(checks, key=lambda c: c[0] in att):  # defenders' results first (8.47)
        add_hits(host, u, hits, "pre_shock", "GBoH 8.43")


def mutual_rout(host: Turn, att: list[Unit], dfn: list[Unit], plan: dict[str, int], why: str) -> bool:
    """10.15: when every attacker and every defender would rout, the side owning the unit with the
    largest excess of hits over TQ (the attackers counting the hits of advancing into the defender's
    hex) routs entirely; the other side's units are set to TQ - 1. Equal excesses: the defenders rout.
    True when it applied (the losing side's hits then applied, routing it)."""
    st: GbohState = host.state
    if not att or not dfn or any(u.hits + plan.get(u.id, 0) < u.tq for u in att + dfn):
        return False
    target = dfn[0].hex

    def excess(u: Unit, attacker: bool) -> int:
        extra = 0
        if attacker and dist(st.board, u.hex, target) == 1:
            cost = enter_cost(st.board, u, u.hex, target)
            extra = cost[1] if cost is not None else 0
        return u.hits + plan.get(u.id, 0) + extra - u.tq

    a_ex = max(excess(u, True) for u in att)
    d_ex = max(excess(u, False) for u in dfn)
    losers, keep = (att, dfn) if a_ex > d_ex else (dfn, att)
    host.say(
        "gboh.ev.mutual_rout",
        "GBoH 10.15",
        side=sref(losers[0].side),
        att_excess=a_ex,
        def_excess=d_ex,
    )
    for u in keep:
        u.hits = u.tq - 1
        host.say("gboh.ev.hits_set", "GBoH 10.15", unit=uref(u), total=u.hits, tq=u.tq)
    for u in losers:
        add_hits(host, u, plan.get(u.id, 0) or u.tq, why, "GBoH 10.15")
    return True
