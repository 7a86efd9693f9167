"""10.16 Recovery and 10.3 rally by a leader, each an Individual Order (4.2 #3, #4).

Recovery removes 2 hits from a unit in clear terrain not adjacent to an enemy combat unit and out of
range and LOS of every enemy missile unit with ammunition; 1 hit where such a unit could reach it; at
most 2 a phase; never a routed unit, one rallied this turn, or a tribal unit (10.16). A unit that
recovers does not move or fire that phase.

Rally: the routed unit stands in a clear hex with no enemy combat unit adjacent and out of range and LOS
of enemy missile units with ammunition; a tribal unit needs its leader in the same or an adjacent hex,
any other the leader's command range (10.31). Stacked with the leader it rallies; else a roll at or
below his Charisma rallies it (+1 if Depleted, 10.43), above it the unit makes a rout move, and above
its printed TQ too it is eliminated. One attempt per leader per unit per turn. A rallied unit rolls on
the Rally table for its new hits (+2 if already Depleted), becomes Depleted (never a 1st cohort, 10.44),
foot missile units get Missile No, and it takes no orders for the rest of the turn (10.34-10.36).
"""

from __future__ import annotations

from engine.core.dice import Modifier
from engine.core.machine import Turn
from engine.gboh.geometry import adjacent_enemies, dist, in_range
from engine.gboh.rules import d10, lref, uref
from engine.gboh.rules.s08_missile import targets
from engine.gboh.rules.s10_cohesion import RoutWalk, eliminate
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import chart, unit_type


def under_fire(st: GbohState, u: Unit) -> bool:
    """Within range and LOS of an enemy missile unit with ammunition."""
    return any(u.id in {t.id for t in targets(st, e)} for e in st.units.values() if e.side != u.side)


def may_recover(st: GbohState, u: Unit) -> bool:
    return (
        not u.routed
        and not u.rallied
        and not u.tribal
        and not u.ordered
        and u.hits > 0
        and st.board.terrain[u.hex] == "clear"
        and not adjacent_enemies(st, u)
    )


def recover(host: Turn, u: Unit) -> None:
    st: GbohState = host.state
    n = min(u.hits, 1 if under_fire(st, u) else 2)
    u.hits -= n
    u.ordered = True
    host.say("gboh.ev.recovered", "GBoH 10.16", unit=uref(u), hits=n, total=u.hits)


def may_rally(st: GbohState, ld: Leader, u: Unit) -> bool:
    if not u.routed or ld.id in u.rally_by.split() or st.board.terrain[u.hex] != "clear":
        return False
    if adjacent_enemies(st, u) or under_fire(st, u):
        return False
    if u.tribal:
        return dist(st.board, ld.hex, u.hex) <= 1
    return in_range(st, ld, u.hex)


def rally(host: Turn, ld: Leader, u: Unit) -> None:
    u.rally_by = f"{u.rally_by} {ld.id}".strip()
    if ld.hex != u.hex:
        mods = (Modifier("gboh.mod.depleted_rally", 1, "GBoH 10.43"),) if u.depleted else ()
        r = d10(host, "rally", mods, unit=uref(u), leader=lref(ld))
        ok = r.total <= ld.charisma
        host.say(
            "gboh.ev.rally_roll", "GBoH 10.31", unit=uref(u), leader=lref(ld), roll=r.total, need=ld.charisma
        )
        if not ok:
            if r.total > u.tq:
                eliminate(host, u, "rally_failed")
            else:
                host.push(RoutWalk(u.id, u.ma))  # 10.31: it flees at once (10.24)
            return
    was_depleted = u.depleted
    mods = (Modifier("gboh.mod.depleted_rally_table", 2, "GBoH 10.36"),) if was_depleted else ()
    r = d10(host, "rally_table", mods, unit=uref(u))
    table = chart("rally")["low_tq" if u.tq <= 5 else "high_tq"]
    hits = int(table[min(9, r.total)])
    if u.tq == 3 and hits >= 3:
        host.say("gboh.ev.rally_stays_routed", "GBoH 10.36", unit=uref(u))
        return
    u.routed, u.rallied, u.hits = False, True, hits
    if not (u.type == "CO" and u.cohort == 1):
        u.depleted = True
    if u.missile and unit_type(u.type)["foot"]:
        u.ammo = "no"
    if u.depleted:
        host.say("gboh.ev.rallied", "GBoH 10.34", unit=uref(u), hits=hits)
    else:  # 10.44: a legion's 1st cohort never becomes Depleted
        host.say("gboh.ev.rallied_not_depleted", "GBoH 10.44", unit=uref(u), hits=hits)
