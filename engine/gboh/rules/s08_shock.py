"""8.4-8.6 Shock: designation, pre-shock TQ check, leaders, Clash of Swords, superiority, size ratio and
shifts, the Shock CRT, results, collapse, advance after combat and cavalry pursuit.

Units marked Shock - Must Check TQ (7.31) attack, and the active player may mark more (Shock - No TQ
Check, 7.33: units ordered this phase or in the active leader's command range; a light unit that moved
adjacent may declare, 7.32). Every attacker attacks every enemy in its ZOC not already attacked (8.42);
an attacker whose enemies are all attacked joins that combat. Each combat is then resolved in the steps
of 8.43-8.47 (the combats of one segment do not touch each other's units, so each is resolved whole).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.dice import Modifier
from engine.core.hexgrid import Arc
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import arc_of, dist, enemy_zoc, enter_cost, hexside, in_range, zoc_hexes
from engine.gboh.rules import d10, lref, uref
from engine.gboh.rules.s05_orders import commandable
from engine.gboh.rules.s06_movement import shock_capable
from engine.gboh.rules.s08_pursuit import advance_or_pursue
from engine.gboh.rules.s10_cohesion import add_hits, leader_casualty, rout
from engine.gboh.state import GbohState, Unit
from engine.gboh.tables import chart, unit_type

FOOT_HEAVY = ("CO", "BI", "HI", "MI", "PH")


def clash_code(u: Unit) -> str:
    if u.type == "CO":
        return u.cls or "Vet"
    if u.type in ("BC", "RC", "HC"):
        return "BRH"
    return u.type


def sup_code(u: Unit) -> str:
    return u.cls or "Vet" if u.type == "CO" else u.type


def enemies_in_zoc(st: GbohState, u: Unit) -> list[Unit]:
    zoc = set(zoc_hexes(st.board, u))
    return sorted((e for e in st.units.values() if e.side != u.side and e.hex in zoc), key=lambda e: e.id)


def volunteers(st: GbohState, leader: str) -> list[Unit]:
    """7.33: units that may still be marked to shock."""
    ld = st.leaders.get(leader)
    out = []
    for u in sorted(st.units.values(), key=lambda x: x.id):
        if (
            ld is None
            or u.side != ld.side
            or u.shock in ("must", "free")
            or u.pursuit
            or not shock_capable(u)
        ):
            continue
        if not enemies_in_zoc(st, u):
            continue
        if u.shock == "may" or u.ordered or (commandable(ld, u) and in_range(st, ld, u.hex)):
            out.append(u)
    return out


@dataclass(frozen=True, slots=True)
class ShockSegment(Task[Turn], kind="gboh.shock"):
    """The Shock segment of the active leader's Orders Phase (8.4)."""

    leader: str
    designated: bool = False

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        if not self.designated:
            vol = volunteers(st, self.leader)
            if vol:
                side = vol[0].side
                return Asks(
                    Ask(
                        side,
                        "gboh.volunteer",
                        Msg("gboh.ask.volunteer", {"units": len(vol)}, "GBoH 7.33"),
                        choices((*(f"shock {u.id}" for u in vol), "done")),
                        default="done",
                    )
                )
        for u in st.units.values():
            if u.shock == "may":
                u.shock = ""
        combats = group_combats(st)
        for att, dfn in combats:
            resolve(host, att, dfn)
        for u in st.units.values():
            u.shock = ""
        return DONE

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        if order == "done":
            return Again(replace(self, designated=True))
        u = st.units[order.split()[1]]
        u.shock = "must" if u.shock == "may" else "free"
        host.say(
            "gboh.ev.shock_marked", "GBoH 7.33", unit=uref(u), marker=Msg(f"gboh.marker.shock_{u.shock}")
        )
        return Again(self)


def group_combats(st: GbohState) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """8.42: each attacker attacks every enemy in its ZOC not yet attacked; stacked units go together."""
    combats: list[tuple[list[str], list[str]]] = []
    taken: dict[str, int] = {}
    attackers = sorted((u for u in st.units.values() if u.shock in ("must", "free")), key=lambda u: u.id)
    for a in attackers:
        mates = [m.id for m in attackers if m.hex == a.hex]
        if any(a.id in c[0] for c in combats):
            continue
        enemies = [e.id for e in enemies_in_zoc(st, a)]
        fresh = [e for e in enemies if e not in taken]
        if fresh:
            for e in list(fresh):
                for s in st.units.values():  # a stack defends together
                    if (
                        s.hex == st.units[e].hex
                        and s.side != a.side
                        and s.id not in fresh
                        and s.id not in taken
                    ):
                        fresh.append(s.id)
            combats.append((mates, fresh))
            for e in fresh:
                taken[e] = len(combats) - 1
        elif enemies:
            combats[taken[enemies[0]]][0].extend(mates)
    return [(tuple(a), tuple(d)) for a, d in combats]


def _alive(st: GbohState, ids: tuple[str, ...]) -> list[Unit]:
    return [st.units[i] for i in ids if i in st.units and not st.units[i].routed]


def _tq_check(host: Turn, u: Unit, foe: Unit) -> int:
    r = d10(host, "pre_shock", unit=uref(u))
    hits = max(0, r.total - u.cur_tq)
    host.say("gboh.ev.pre_shock", "GBoH 8.43", unit=uref(u), roll=r.total, tq=u.cur_tq, hits=hits)
    return hits


def pre_shock(host: Turn, att: list[Unit], dfn: list[Unit]) -> None:
    """8.43: Must-Check attackers and their targets check TQ together (hits = roll - TQ)."""
    st: GbohState = host.state
    checks: list[tuple[Unit, int]] = []
    musts = [a for a in att if a.shock == "must"]
    if not musts:
        return
    for a in musts:
        if all(d.type == "SK" for d in dfn) or all(d.routed for d in dfn):
            continue
        checks.append((a, _tq_check(host, a, dfn[0])))
    for d in dfn:
        front_li = [a for a in musts if a.type == "LI" and arc_of(st.board, d, a.hex) is Arc.FRONT]
        if d.type == "CO" and d.cls in ("Vet", "Rec") and front_li and len(front_li) == len(musts):
            continue
        checks.append((d, _tq_check(host, d, musts[0])))
    for u, hits in sorted(checks, key=lambda c: c[0] in att):  # defenders' results first (8.47)
        add_hits(host, u, hits, "pre_shock", "GBoH 8.43")


def leaders_in(st: GbohState, units: list[Unit]) -> list[str]:
    hexes = {u.hex for u in units}
    return sorted(ld.id for ld in st.leaders.values() if ld.hex in hexes and ld.side == units[0].side)


def charisma(st: GbohState, units: list[Unit], killed: set[str]) -> tuple[int, str]:
    """The best Charisma among leaders stacked with these units (Heroic: adjacent too, 4.1)."""
    side = units[0].side
    best, who = 0, ""
    for ld in st.leaders.values():
        if ld.side != side:
            continue
        near = any(ld.hex == u.hex or (ld.heroic and dist(st.board, ld.hex, u.hex) == 1) for u in units)
        if near and ld.charisma > best:
            best, who = ld.charisma, ld.id
    for lid in killed:
        return -1, lid
    return best, who


def clash(st: GbohState, att: list[Unit], dfn: list[Unit]) -> tuple[int, Unit, Unit, Arc]:
    """8.45: the defender picks its type (a shock-capable one if any), the attacker then the best column."""
    table = chart("clash")
    capable = [d for d in dfn if shock_capable(d)] or dfn
    best: tuple[int, Unit, Unit, Arc] | None = None
    for d in capable:
        worst_for_def: tuple[int, Unit, Unit, Arc] | None = None
        for a in att:
            if dist(st.board, a.hex, d.hex) != 1:
                continue
            pos = arc_of(st.board, d, a.hex) or Arc.FRONT
            row = table[pos.value].get(clash_code(d))
            col = (
                table[pos.value]["attackers"].index(clash_code(a))
                if clash_code(a) in table[pos.value]["attackers"]
                else -1
            )
            if row is None or col < 0:
                continue
            value = int(row[col])
            if worst_for_def is None or value > worst_for_def[0]:
                worst_for_def = (value, a, d, pos)
        if worst_for_def is not None and (best is None or worst_for_def[0] < best[0]):
            best = worst_for_def
    if best is None:
        a, d = att[0], dfn[0]
        return 7, a, d, Arc.FRONT
    return best


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


def spread(host: Turn, units: list[Unit], hits: int, first: Unit, rule: str) -> None:
    """10.13: split as evenly as possible, the leftover first to the unit used for the column."""
    units = sorted(units, key=lambda u: (u.id != first.id, u.id))
    share, left = divmod(hits, len(units))
    for i, u in enumerate(units):
        add_hits(host, u, share + (1 if i < left else 0), "shock", rule)


def resolve(host: Turn, att_ids: tuple[str, ...], dfn_ids: tuple[str, ...]) -> None:
    st: GbohState = host.state
    att, dfn = _alive(st, att_ids), [st.units[i] for i in dfn_ids if i in st.units]
    if not att or not dfn:
        return
    host.say(
        "gboh.ev.shock",
        "GBoH 8.4",
        attackers=" ".join(u.id for u in att),
        defenders=" ".join(u.id for u in dfn),
    )
    before = {d.id: d.hex for d in dfn}
    pre_shock(host, att, dfn)
    att, dfn = _alive(st, att_ids), _alive(st, dfn_ids)
    if not att or not dfn:
        _after(host, att_ids, dfn_ids, before, pre=True)
        return
    killed: set[str] = set()
    for lid in leaders_in(st, att) + leaders_in(st, dfn):
        ld = st.leaders[lid]
        if d10(host, "leader_shock", leader=lref(ld)).values[0] == 0:
            leader_casualty(host, ld)
            if lid not in st.leaders:
                killed.add(lid)
    column, a_unit, d_unit, pos = clash(st, att, dfn)
    sup = superiority(st, a_unit, d_unit, pos)
    size = size_shift(st, att, dfn)
    shifts = terrain_shift(st, att, dfn)
    final = max(1, min(13, column + size + sum(s for _k, s in shifts)))
    ach, _aw = charisma(st, att, killed & set(leaders_in(st, att)) if killed else set())
    dch, _dw = charisma(st, dfn, set())
    mods = [Modifier("gboh.mod.att_charisma", ach, "GBoH 8.46")] if ach else []
    if dch:
        mods.append(Modifier("gboh.mod.def_charisma", -dch, "GBoH 8.46"))
    r = d10(host, "shock", tuple(mods), 0, 9)
    a_hits, d_hits = (int(x) for x in chart("crt")["rows"][str(r.total)][final - 1])
    if sup == "A":
        d_hits *= 2
    elif sup == "B":
        a_hits *= 3
    if all(d.type == "SK" for d in dfn):
        a_hits = min(1, a_hits // 2)
    if a_unit.type == "LC" and d_unit.type in FOOT_HEAVY:
        d_hits //= 2
    host.say(
        "gboh.ev.shock_roll",
        "GBoH 8.46",
        column=column,
        final=final,
        size=size,
        superiority=sup,
        roll=r.total,
        att_hits=a_hits,
        def_hits=d_hits,
    )
    for u in att + dfn:
        if u.missile == "J" and unit_type(u.type)["foot"] and u.ammo != "no":
            u.ammo = "no"  # 8.16: J-armed infantry that shocked have no missiles left
    spread(host, dfn, d_hits, d_unit, "GBoH 8.46")
    spread(host, [u for u in att if u.id in st.units], a_hits, a_unit, "GBoH 8.46")
    collapse(host, [st.units[i] for i in (*dfn_ids, *att_ids) if i in st.units])
    _after(host, att_ids, dfn_ids, before, pre=False)


def collapse(host: Turn, units: list[Unit]) -> None:
    """8.47 #2: a unit at TQ - 1 in an enemy ZOC rolls: at or below TQ it sheds a hit, above it routs."""
    st: GbohState = host.state
    for u in units:
        if u.id not in st.units or u.routed or u.hits != u.tq - 1 or not enemy_zoc(st, u.side, u.hex):
            continue
        r = d10(host, "collapse", unit=uref(u)).total
        host.say("gboh.ev.collapse", "GBoH 8.47", unit=uref(u), roll=r, tq=u.tq)
        if r <= u.tq:
            u.hits -= 1
        else:
            rout(host, u)


def _after(
    host: Turn, att_ids: tuple[str, ...], dfn_ids: tuple[str, ...], before: dict[str, str], pre: bool
) -> None:
    st: GbohState = host.state
    vacated = [h for d, h in before.items() if not any(u.hex == h for u in st.units.values())]
    att = _alive(st, att_ids)
    if not vacated or not att:
        return
    advance_or_pursue(host, att, dfn_ids, vacated, before, pre)


__all__ = ["ShockSegment", "enter_cost"]
