"""8.45-8.46 and 10.13: what a shock is read with. The Clash of Swords columns and who picks them,
superiority, the size ratio and the terrain shifts, the leaders whose Charisma may count, and how a
result's hits are spread among the units of a side. Pure functions of the position; ``s08_shock`` walks
the combat through them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.hexgrid import Arc
from engine.gboh.geometry import arc_of, dist, enemy_zoc, hexside
from engine.gboh.rules.s06_movement import shock_capable
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import chart

FOOT_HEAVY = ("CO", "BI", "HI", "MI", "PH")


def clash_code(u: Unit) -> str:
    if u.type == "CO":
        return u.cls or "Vet"
    if u.type in ("BC", "RC", "HC"):
        return "BRH"
    return u.type


def sup_code(u: Unit) -> str:
    return u.cls or "Vet" if u.type == "CO" else u.type


def leaders_in(st: GbohState, units: list[Unit]) -> list[str]:
    hexes = {u.hex for u in units}
    return sorted(ld.id for ld in st.leaders.values() if ld.hex in hexes and ld.side == units[0].side)


def charisma_reach(st: GbohState, ld: Leader) -> int:
    """4.1: how far a leader's Charisma reaches: his own hex; Heroic Charisma the adjacent units too, and
    every unit within 2 hexes while he stands in an enemy ZOC."""
    if not ld.heroic:
        return 0
    return 2 if enemy_zoc(st, ld.side, ld.hex) else 1


def charisma_leaders(st: GbohState, units: list[Unit]) -> list[str]:
    """8.46: the leaders whose Charisma could count for these units (``charisma_reach``), the best
    Charisma first."""
    side = units[0].side
    near = [
        ld
        for ld in st.leaders.values()
        if ld.side == side
        and ld.charisma > 0
        and any(dist(st.board, ld.hex, u.hex) <= charisma_reach(st, ld) for u in units)
    ]
    return [ld.id for ld in sorted(near, key=lambda x: (-x.charisma, x.id))]


Option = tuple[int, Unit, Unit, Arc]


def clash_options(st: GbohState, att: list[Unit], dfn: list[Unit]) -> list[Option]:
    """8.45: every (column, attacker, defender, position) the Clash of Swords allows; a defender that
    cannot shock is not chosen while a shock-capable one defends."""
    table = chart("clash")
    capable = [d for d in dfn if shock_capable(d)] or dfn
    out: list[Option] = []
    for d in capable:
        for a in att:
            if dist(st.board, a.hex, d.hex) != 1:
                continue
            pos = arc_of(st.board, d, a.hex) or Arc.FRONT
            row = table[pos.value].get(clash_code(d))
            cols = table[pos.value]["attackers"]
            if row is None or clash_code(a) not in cols:
                continue
            out.append((int(row[cols.index(clash_code(a))]), a, d, pos))
    return out


def defender_picks(options: list[Option]) -> dict[str, Option]:
    """The defender's choices: one defending unit per Clash type (its first by id), each with the
    attacker's best answer to it; listed from the lowest column."""
    best: dict[str, Option] = {}
    for o in options:
        code = clash_code(o[2])
        if code not in best or o[0] > best[code][0]:
            best[code] = o
    rank = sorted(best.values(), key=lambda o: o[0])
    return {min(x[2].id for x in options if clash_code(x[2]) == clash_code(o[2])): o for o in rank}


def attacker_picks(st: GbohState, options: list[Option], code: str) -> dict[str, Option]:
    """The attacker's choices against the defender's type: one per distinct (column, superiority),
    the best column first, each named ``attacker defender``."""
    out: dict[str, Option] = {}
    seen: set[tuple[int, str]] = set()
    for o in sorted(
        (o for o in options if clash_code(o[2]) == code), key=lambda o: (-o[0], o[1].id, o[2].id)
    ):
        key = (o[0], superiority(st, o[1], o[2], o[3]))
        if key not in seen:
            seen.add(key)
            out[f"{o[1].id} {o[2].id}"] = o
    return out


def clash(st: GbohState, att: list[Unit], dfn: list[Unit]) -> Option:
    """8.45 with both sides' defaults: the defender's type giving the lowest column, then the attacker's
    best column against it (column 7 in front when the chart allows no pairing)."""
    options = clash_options(st, att, dfn)
    picks = defender_picks(options)
    if not picks:
        return 7, att[0], dfn[0], Arc.FRONT
    code = clash_code(st.units[next(iter(picks))])
    return next(iter(attacker_picks(st, options, code).values()))


def superiority(st: GbohState, a: Unit, d: Unit, pos: Arc) -> str:
    """8.46 step 1: position, else weapons (attacker column, defender row)."""
    if pos is not Arc.FRONT and not (d.type == "SK" and pos is Arc.FLANK):
        foes = [e for e in enemy_zoc(st, a.side, a.hex) if shock_capable(e) and e.type != "SK"]
        if not any(arc_of(st.board, a, e.hex) in (Arc.FLANK, Arc.REAR) for e in foes):
            return "A"
    sup = chart("superiority")
    cols = sup["attackers"]
    code_a = sup_code(a)
    row = sup["defenders"].get(sup_code(d))
    if row is None or code_a not in cols:
        return "-"
    v = str(row[cols.index(code_a)])
    if v.startswith("B*"):
        return "B" if d.missile == "J" and d.ammo != "no" else "-"
    return v


def size_shift(st: GbohState, att: list[Unit], dfn: list[Unit]) -> int:
    """8.46 step 2: the size ratio, rounded for the attacker if any attacker moved adjacent (A11)."""
    if all(d.type == "SK" for d in dfn):
        return 0
    a = sum(u.size for u in att if u.type != "SK" or all(x.type == "SK" for x in att + dfn))
    d = sum(u.size for u in dfn if u.type != "SK")
    if a <= 0 or d <= 0:
        return 0
    favour = any(u.shock == "must" for u in att)
    if a >= d:
        n = -(-a // d) if favour else a // d
        return n - 1
    n = d // a if favour else -(-d // a)
    return -(n - 1)


def terrain_shift(st: GbohState, att: list[Unit], dfn: list[Unit]) -> list[tuple[str, int]]:
    b = st.board
    out: list[tuple[str, int]] = []
    if any(u.depleted for u in att):
        out.append(("gboh.mod.att_depleted", -1))
    if any(u.depleted for u in dfn):
        out.append(("gboh.mod.def_depleted", 1))
    sides = {hexside(b, a.hex, d.hex) for a in att for d in dfn if dist(b, a.hex, d.hex) == 1}
    if sides & {"river", "minor_river"}:
        out.append(("gboh.mod.across_river", -3))
    elif sides == {"stream"}:
        out.append(("gboh.mod.behind_stream", -1))
    if all(chart("terrain")["hex"][b.terrain[d.hex]]["difficult"] for d in dfn):
        out.append(("gboh.mod.difficult", -1))
    hi_d, lo_d = max(b.level[d.hex] for d in dfn), min(b.level[d.hex] for d in dfn)
    hi_a, lo_a = max(b.level[a.hex] for a in att), min(b.level[a.hex] for a in att)
    if lo_d > hi_a:
        out.append(("gboh.mod.all_higher", -2))
    elif hi_d > lo_a:
        out.append(("gboh.mod.higher", -1))
    if hi_d < lo_a and not sides & {"river", "minor_river"}:
        out.append(("gboh.mod.lower", 1))
    return out


def allocation(
    units: list[Unit], hits: int, first: Unit, takes: Callable[[Unit], Unit] = lambda u: u
) -> tuple[dict[str, int], int, list[str]]:
    """10.13: hits split as evenly as possible, the leftover first to the unit used for superiority and
    the Clash column; returns the split, the leftover hits still owed and the units tied for them. An odd
    hit given to a two-cohort stack goes to the cohort ``takes`` names (its top one, or the bottom one
    attacked through its rear: 6.68), the other one only after it."""
    share, left = divmod(hits, len(units))
    plan = {u.id: share for u in units}
    first = takes(first) if first.id in plan else first
    if left and first.id in plan:
        plan[first.id] += 1
        left -= 1
    others = {u.id for u in units if u.id != first.id}
    rest = sorted(
        u.id for u in units if u.id in others and not (takes(u).id != u.id and takes(u).id in others)
    )
    if left and left >= len(rest):
        for uid in rest:
            plan[uid] += 1
        left = 0
    return plan, left, rest
