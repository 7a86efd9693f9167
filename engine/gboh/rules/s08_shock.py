"""8.4-8.6 Shock: designation, leaders, Clash of Swords, superiority, size ratio and shifts, the Shock
CRT, results, collapse, advance after combat and cavalry pursuit (the pre-shock TQ check of 8.43 and the
mutual rout of 10.15: s08_pre_shock; the tables: s08_shock_tables; the pursuit: s08_pursuit).

Units marked Shock - Must Check TQ (7.31) attack, and the active player may mark more (Shock - No TQ
Check, 7.33: units ordered this phase or in the active leader's command range, but not a light unit
that moved adjacent: it declared its shock as its move ended, or may not shock, 7.32). Every attacker
attacks every enemy in its ZOC not already attacked (8.42); an attacker whose enemies are all attacked
joins that combat. Each combat is then resolved in the steps of 8.43-8.47 (the combats of one segment
do not touch each other's units, so each is resolved whole).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.dice import Modifier
from engine.core.errors import IllegalAction
from engine.core.hexgrid import Arc
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import enemy_zoc, enter_cost, in_range, zoc_hexes
from engine.gboh.rules import d10, lref, uref
from engine.gboh.rules.s05_orders import commandable
from engine.gboh.rules.s06_movement import shock_capable
from engine.gboh.rules.s06_stacks import check_tq, odd_hit
from engine.gboh.rules.s08_pre_shock import mutual_rout, pre_shock
from engine.gboh.rules.s08_pursuit import (
    advance,
    advance_options,
    advance_plan,
    advancer_ask,
    half_again,
    not_tied,
    pursue_first,
    pursuers,
    pursuit_move,
    pursuit_path,
    stack_mates,
    surrounded,
    tied_advancers,
)
from engine.gboh.rules.s08_shock_tables import (
    FOOT_HEAVY,
    Option,
    allocation,
    attacker_picks,
    charisma_leaders,
    clash_code,
    clash_options,
    defender_picks,
    leaders_in,
    size_shift,
    superiority,
    terrain_shift,
)
from engine.gboh.rules.s10_cohesion import add_hits, collect_routs, leader_casualty, rout, walk_routs
from engine.gboh.scenario import FACINGS
from engine.gboh.state import GbohState, Unit
from engine.gboh.tables import chart, unit_type


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
            or u.shock in ("must", "free", "declined")
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
    """The Shock segment of the active leader's Orders Phase (8.4): designation, then each combat."""

    leader: str
    designated: bool = False
    resolved: bool = False

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        if self.resolved:
            for u in st.units.values():
                u.shock = ""
            return DONE
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
        # 8.42: units stacked together attack together: a marked unit's stackmates are marked with it
        marked = [u for u in st.units.values() if u.shock in ("must", "free")]
        for u in marked:
            for m in sorted(st.units.values(), key=lambda x: x.id):
                mate = m.hex == u.hex and m.side == u.side and m.shock not in ("must", "free")
                if mate and not m.pursuit and shock_capable(m):
                    m.shock = "must" if m.shock == "may" else "free"
                    host.say(
                        "gboh.ev.shock_marked",
                        "GBoH 8.42",
                        unit=uref(m),
                        marker=Msg(f"gboh.marker.shock_{m.shock}"),
                    )
        for u in st.units.values():
            if u.shock in ("may", "declined"):
                u.shock = ""
        combats = group_combats(st)
        host.push(*(Combat(att, dfn) for att, dfn in combats))
        return Again(replace(self, designated=True, resolved=True))

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


@dataclass(frozen=True, slots=True)
class Combat(Task[Turn], kind="gboh.combat"):
    """One combat of a Shock segment, step by step (8.43-8.47): the pre-shock checks and the leaders'
    rolls; the defender's then the attacker's Clash of Swords choice (8.45); the roll; the owners'
    choice of who takes an odd hit (10.13); collapse; advance or pursuit, and a pursuer's new shock."""

    att: tuple[str, ...]
    dfn: tuple[str, ...]
    stage: str = "pre"
    before: tuple[str, ...] = ()  # "unit hex" of every defender as the combat began
    killed: tuple[str, ...] = ()  # "leader side charisma" of each leader killed before the roll (8.44)
    d_pick: str = ""
    a_pick: str = ""
    a_hits: int = 0
    d_hits: int = 0
    d_extra: tuple[str, ...] = ()
    a_extra: tuple[str, ...] = ()
    pursuit: bool = False
    a_lead: str = ""  # the leader whose Charisma counts for each side (8.46); "-" for none
    d_lead: str = ""
    pre_gone: tuple[str, ...] = ()  # the hexes the defenders left in the pre-shock checks (8.51)
    chaser: str = ""  # the cavalry unit its owner chose to pursue (8.61)
    went: str = ""  # the cavalry unit that pursued, which shocks again once the advances are done (8.62)
    adv: tuple[str, ...] = ()  # the attackers that may still advance (8.51)
    vac: tuple[str, ...] = ()  # the vacated hexes still open
    adv_to: str = ""  # "unit hex": the advance chosen (8.53)
    turn: str = ""  # the unit that just advanced, owed its free facing change (8.52)
    halt: str = ""  # where a pursuer moving on half its MA stops (8.62): a hex, or "-" where it stands
    held: bool = False  # 8.61: no pursuit: a defender was surrounded, or routed from the collapse roll
    tried: str = ""  # 8.61: the winning cavalry's owner's word: "pursue" (roll for it) or "advance"
    superior: str = ""  # 8.53: the attacker whose attack gave the attacker superiority, which advances first
    advancer: str = ""  # 8.53: the attacker its owner chose among those tied on the highest TQ

    def _before(self) -> dict[str, str]:
        return {x.split()[0]: x.split()[1] for x in self.before}

    def _defenders(self, st: GbohState) -> list[Unit]:
        """The defenders still fighting: a pursuer's routed targets too (8.62)."""
        if self.pursuit:
            return [st.units[i] for i in self.dfn if i in st.units]
        return _alive(st, self.dfn)

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        att, dfn = _alive(st, self.att), self._defenders(st)
        if self.stage == "pre":
            dfn = [st.units[i] for i in self.dfn if i in st.units]
            if not att or not dfn:
                return DONE
            host.say(
                "gboh.ev.shock",
                "GBoH 8.4",
                attackers=" ".join(u.id for u in att),
                defenders=" ".join(u.id for u in dfn),
            )
            before = tuple(f"{d.id} {d.hex}" for d in dfn)
            ringed = any(surrounded(st, d) for d in dfn)
            collect_routs(st)
            pre_shock(host, att, dfn)
            walk_routs(host)  # the routers flee before the leaders roll (8.43)
            return Again(replace(self, stage="leaders", before=before, held=ringed))
        if self.stage == "leaders":
            if not att or not dfn:
                return Again(replace(self, stage="after_pre"))
            held = {u.hex for u in st.units.values()}
            gone = tuple(h for h in self._before().values() if h not in held)
            killed: list[str] = []
            for lid in leaders_in(st, att) + leaders_in(st, dfn):
                ld = st.leaders[lid]
                if d10(host, "leader_shock", leader=lref(ld)).values[0] == 0:
                    leader_casualty(host, ld)
                    if lid not in st.leaders:
                        killed.append(f"{lid} {ld.side} {ld.charisma}")
            return Again(replace(self, stage="defender", killed=tuple(killed), pre_gone=gone))
        if self.stage in ("after_pre", "after"):
            pre = self.stage == "after_pre"
            if not self.chaser and self._vacated(st) and att:
                cav = pursuers(st, att, self.dfn, pre, self.pursuit or self.held)
                if len(cav) > 1:  # 8.61: one of them pursues, the owner's choice
                    return Asks(
                        Ask(
                            cav[0].side,
                            "gboh.pursuer",
                            Msg("gboh.ask.pursuer", {"units": " ".join(a.id for a in cav)}, "GBoH 8.61"),
                            choices(f"pursue {a.id}" for a in cav),
                            default=f"pursue {cav[0].id}",
                            standing=(("always", f"pursue {cav[0].id}"),),
                        )
                    )
            if not self.tried and self._vacated(st) and att:
                cav = pursuers(st, att, self.dfn, pre, self.pursuit or self.held)
                if cav:  # 8.61: the winning cavalry may try to pursue, or advance instead
                    u = next((a for a in cav if a.id == self.chaser), cav[0])
                    return Asks(
                        Ask(
                            u.side,
                            "gboh.pursue",
                            Msg("gboh.ask.pursue", {"unit": uref(u)}, "GBoH 8.61"),
                            choices(["pursue", "advance"]),
                            default="pursue",
                            standing=(("always", "pursue"),),
                        )
                    )
            return self._after(host, pre=pre)
        if self.stage == "advance":
            return self._advance(host)
        if self.stage == "collapse":
            return self._collapse(host)
        if not att or not dfn:
            return DONE
        options = clash_options(st, att, dfn)
        if self.stage == "defender":
            picks = defender_picks(options)
            if len(dfn) > 1 and picks:
                return Asks(
                    Ask(
                        dfn[0].side,
                        "gboh.clash_defender",
                        Msg("gboh.ask.clash_defender", {"attackers": " ".join(self.att)}, "GBoH 8.45"),
                        choices(f"clash {k}" for k in picks),
                        default=f"clash {next(iter(picks))}",
                        standing=(("always", f"clash {next(iter(picks))}"),),
                    )
                )
            first = next(iter(picks), "")
            return Again(replace(self, stage="attacker", d_pick=first))
        if self.stage == "attacker":
            code = clash_code(st.units[self.d_pick]) if self.d_pick in st.units else ""
            apicks = attacker_picks(st, options, code)
            if len(att) > 1 and apicks:
                return Asks(
                    Ask(
                        att[0].side,
                        "gboh.clash_attacker",
                        Msg("gboh.ask.clash_attacker", {"defender": self.d_pick}, "GBoH 8.45"),
                        choices(f"clash {k}" for k in apicks),
                        default=f"clash {next(iter(apicks))}",
                        standing=(("always", f"clash {next(iter(apicks))}"),),
                    )
                )
            return Again(replace(self, stage="roll", a_pick=next(iter(apicks), "")))
        if self.stage == "roll":
            if not self.a_lead:
                return self._lead(host, att, "a_lead")
            if not self.d_lead:
                return self._lead(host, dfn, "d_lead")
            return self._roll(host, att, dfn, options)
        return self._split(host, att, dfn)

    def _dead(self, side: str) -> tuple[str, int] | None:
        """A leader of ``side`` killed before the roll, and his Charisma (the best if several)."""
        dead = [(int(c), lid) for lid, s, c in (k.split() for k in self.killed) if s == side]
        return (max(dead)[1], max(dead)[0]) if dead else None

    def _lead(self, host: Turn, units: list[Unit], field: str) -> Step:
        """8.46: the attacker, then the defender, chooses the one leader whose Charisma counts; a single
        leader is taken by the machine. A leader killed before the roll (8.44) counts, against his side."""
        st: GbohState = host.state
        who = charisma_leaders(st, units)
        if self._dead(units[0].side) or not who:
            return Again(replace(self, a_lead="-") if field == "a_lead" else replace(self, d_lead="-"))
        kind = "gboh.charisma_attacker" if field == "a_lead" else "gboh.charisma_defender"
        return Asks(
            Ask(
                units[0].side,
                kind,
                Msg("gboh.ask.charisma", {"units": " ".join(u.id for u in units)}, "GBoH 8.46"),
                choices(f"charisma {lid}" for lid in who),
                default=f"charisma {who[0]}",
                standing=(("always", f"charisma {who[0]}"),) if len(who) > 1 else (),
            )
        )

    def _turn(self, st: GbohState) -> Step:
        """8.52, A16: the unit that advanced may turn one vertex either way, even in an enemy ZOC; its
        owner says so (``gboh.advance_facing``), ``hold`` (no turn) first."""
        u = st.units.get(self.turn)
        if u is None:
            return Again(replace(self, turn=""))
        return Asks(
            Ask(
                u.side,
                "gboh.advance_facing",
                Msg("gboh.ask.advance_facing", {"unit": uref(u)}, "GBoH 8.52"),
                choices(["hold", *(f"face {FACINGS[(u.facing + k) % 6]}" for k in (-1, 1))]),
                default="hold",
                standing=(("always", "hold"),),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if ask.kind == "gboh.pursue":
            return Again(replace(self, tried=order, held=self.held or order == "advance"))
        if ask.kind == "gboh.advance_facing":
            if order != "hold":
                st: GbohState = host.state
                u = st.units[self.turn]
                for m in (u, *stack_mates(st, u, self.att)):  # a stack turns as one
                    m.facing = FACINGS.index(order.split()[1])
                    host.say("gboh.ev.advance_faced", "GBoH 8.52", unit=uref(m), facing=order.split()[1])
            return Again(replace(self, turn=""))
        if ask.kind == "gboh.pursuit_move":
            return Again(replace(self, halt=order.split()[1] if order != "stay" else "-"))
        pick = order.split(maxsplit=1)[1]
        if ask.msg.key == "gboh.ask.advancer":
            return Again(replace(self, advancer=pick))
        if ask.kind == "gboh.advance":
            gone = frozenset(self.pre_gone)
            uid = advance_plan(host.state, self.adv, self.vac, gone, self.superior, self.advancer)[0][0]
            return Again(replace(self, adv_to=f"{uid} {pick}"))
        if ask.kind == "gboh.pursuer":
            return Again(replace(self, chaser=pick))
        if ask.kind == "gboh.charisma_attacker":
            return Again(replace(self, a_lead=pick))
        if ask.kind == "gboh.charisma_defender":
            return Again(replace(self, d_lead=pick))
        if ask.kind == "gboh.clash_defender":
            return Again(replace(self, stage="attacker", d_pick=pick))
        if ask.kind == "gboh.clash_attacker":
            return Again(replace(self, stage="roll", a_pick=pick))
        if ask.kind == "gboh.hit_split_defender":
            return Again(replace(self, d_extra=(*self.d_extra, pick)))
        return Again(replace(self, a_extra=(*self.a_extra, pick)))

    def _roll(self, host: Turn, att: list[Unit], dfn: list[Unit], options: list[Option]) -> Step:
        st: GbohState = host.state
        chosen = next((o for o in options if f"{o[1].id} {o[2].id}" == self.a_pick), None)
        column, a_unit, d_unit, pos = chosen if chosen else (7, att[0], dfn[0], Arc.FRONT)
        sup = superiority(st, a_unit, d_unit, pos)
        size = size_shift(st, att, dfn)
        shifts = terrain_shift(st, att, dfn)
        final = max(1, min(13, column + size + sum(s for _k, s in shifts)))
        a_ld, d_ld = st.leaders.get(self.a_lead), st.leaders.get(self.d_lead)
        a_dead, d_dead = self._dead(a_unit.side), self._dead(d_unit.side)
        ach = -a_dead[1] if a_dead else (a_ld.charisma if a_ld else 0)
        dch = -d_dead[1] if d_dead else (d_ld.charisma if d_ld else 0)
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
        return Again(
            replace(
                self,
                stage="split",
                a_hits=a_hits,
                d_hits=d_hits,
                d_pick=d_unit.id,
                a_pick=a_unit.id,
                superior=a_unit.id if sup == "A" else "",
            )
        )

    def _split(self, host: Turn, att: list[Unit], dfn: list[Unit]) -> Step:
        st: GbohState = host.state
        plans: list[dict[str, int]] = []

        def takes(u: Unit) -> Unit:  # 6.68: a defending stack attacked through its rear, its bottom
            return odd_hit(st, u, [a for a in att if a.side != u.side])

        for units, hits, first, extra, kind in (
            (dfn, self.d_hits, self.d_pick, self.d_extra, "gboh.hit_split_defender"),
            (att, self.a_hits, self.a_pick, self.a_extra, "gboh.hit_split_attacker"),
        ):
            if not units:
                plans.append({})
                continue
            lead = st.units.get(first, units[0])
            plan, left, rest = allocation(units, hits, lead, takes)
            for uid in extra:
                plan[uid] += 1
            left -= len(extra)
            open_ = [uid for uid in rest if uid not in extra]
            if left > 0:
                return Asks(
                    Ask(
                        units[0].side,
                        kind,
                        Msg("gboh.ask.hit_split", {"hits": left}, "GBoH 10.13"),
                        choices(f"hit {uid}" for uid in open_),
                        default=f"hit {open_[0]}",
                        standing=(("always", f"hit {open_[0]}"),),
                    )
                )
            plans.append(plan)
        plan = {**plans[0], **plans[1]}
        collect_routs(st)
        if not mutual_rout(host, att, dfn, plan, "shock"):
            for u in [*dfn, *att]:
                add_hits(host, u, plan.get(u.id, 0), "shock", "GBoH 8.46")
        walk_routs(host)  # 8.47 #1: the defender's routers first
        return Again(replace(self, stage="collapse"))

    def _collapse(self, host: Turn) -> Step:
        st: GbohState = host.state
        collect_routs(st)
        broke = collapse(host, [st.units[i] for i in (*self.dfn, *self.att) if i in st.units])
        walk_routs(host)
        return Again(replace(self, stage="after", held=self.held or any(i in self.dfn for i in broke)))

    def _vacated(self, st: GbohState) -> list[str]:
        held = {u.hex for u in st.units.values()}
        return [h for h in self._before().values() if h not in held]

    def _after(self, host: Turn, pre: bool) -> Step:
        st: GbohState = host.state
        vacated = self._vacated(st)
        att = _alive(st, self.att)
        if not vacated or not att:
            return DONE
        u = half_again(st, att, self.dfn, pre, self.pursuit)
        if u is not None:  # 8.62: its new shock's targets all fell in the pre-shock checks
            path = pursuit_path(st, u, None)
            if path and not self.halt:
                return self._halt(u, path)
            if self.halt != "-":
                pursuit_move(host, u, None, self.halt)
            return Again(replace(self, stage="advance", went=u.id, adv=(), vac=tuple(vacated)))
        went, rest = pursue_first(
            host, att, self.dfn, self._before(), pre, self.pursuit or self.held, self.chaser
        )
        return Again(
            replace(self, stage="advance", went=went or "", adv=tuple(a.id for a in rest), vac=tuple(vacated))
        )

    def _halt(self, u: Unit, path: list[str]) -> Step:
        """8.62, the Rhine example: the pursuer moves on up to half its MA toward the enemy's Retreat
        Edge, "or less": its owner says where it stops along the way (the farthest hex first, ``stay``
        last); the standing answer ``always`` takes the whole move."""
        opts = [*(f"to {h}" for h in reversed(path)), "stay"]
        return Asks(
            Ask(
                u.side,
                "gboh.pursuit_move",
                Msg("gboh.ask.pursuit_move", {"unit": uref(u), "hexes": " ".join(path)}, "GBoH 8.62"),
                choices(opts),
                default=opts[0],
                standing=(("always", opts[0]),),
            )
        )

    def _advancer(self, st: GbohState, tied: list[str]) -> Step:
        """8.53: of the attackers tied on the highest TQ the owner chooses the one that advances."""
        return Asks(advancer_ask(st, tied))

    def refusal(self, host: Turn, ask: Ask, order: str) -> IllegalAction:
        """An attacker of this combat named to advance but not among those tied on the highest TQ says
        why (8.53)."""
        return not_tied(host.state, self.att, ask, order) or Task.refusal(self, host, ask, order)

    def _advance(self, host: Turn) -> Step:
        """8.51-8.53: the advances one by one; of attackers tied on the highest TQ for fewer vacated
        hexes the owner picks the one that advances, and where an attacker may enter more than one
        vacated hex the hex (both ``gboh.advance``); then a pursuer that stopped next to enemies shocks
        them all."""
        st: GbohState = host.state
        if self.turn:
            return self._turn(st)
        if self.adv_to:
            uid, h = self.adv_to.split()
            mates = stack_mates(st, st.units[uid], self.adv)
            advance(host, st.units[uid], h, mates)
            moved = {uid, *(m.id for m in mates)}
            return Again(
                replace(
                    self,
                    adv_to="",
                    adv=tuple(x for x in self.adv if x not in moved),
                    vac=tuple(x for x in self.vac if x != h),
                    turn=uid,
                    advancer="",
                )
            )
        gone = frozenset(self.pre_gone)
        if not self.advancer:
            tied = tied_advancers(st, self.adv, self.vac, gone, self.superior)
            if tied:
                return self._advancer(st, tied)
        plan = advance_plan(st, self.adv, self.vac, gone, self.superior, self.advancer)
        if plan:
            uid, h = plan[0]
            opts = advance_options(st, uid, h, self.vac, gone)
            if len(opts) == 1:
                return Again(replace(self, adv_to=f"{uid} {h}"))
            mover = st.units[uid]
            return Asks(
                Ask(
                    mover.side,
                    "gboh.advance",
                    Msg("gboh.ask.advance", {"unit": uref(mover), "hexes": " ".join(opts)}, "GBoH 8.53"),
                    choices(f"advance {x}" for x in opts),
                    default=f"advance {h}",
                    standing=(("always", f"advance {h}"),),
                )
            )
        u = st.units.get(self.went)
        if not self.went or u is None:
            return DONE
        foes = tuple(e.id for e in enemies_in_zoc(st, u))
        if foes:  # 8.62: a pursuer that stopped next to enemies shocks all of them
            u.shock = "must"
            host.push(Combat((u.id,), foes, pursuit=True))
        return DONE


def collapse(host: Turn, units: list[Unit]) -> list[str]:
    """8.47 #2: a unit at TQ - 1 in an enemy ZOC rolls: at or below TQ it sheds a hit, above it routs.
    The ids of the units that routed."""
    st: GbohState = host.state
    broke: list[str] = []
    for u in units:
        if u.id not in st.units or u.routed or u.hits != u.tq - 1 or not enemy_zoc(st, u.side, u.hex):
            continue
        tq, mods = check_tq(st, u)  # 6.68: a stacked cohort checks against the top cohort's TQ
        r = d10(host, "collapse", mods, unit=uref(u)).total
        host.say("gboh.ev.collapse", "GBoH 8.47", unit=uref(u), roll=r, tq=tq)
        if r <= tq:
            u.hits -= 1
        else:
            rout(host, u)
            broke.append(u.id)
    return broke


__all__ = ["Combat", "ShockSegment", "enter_cost"]
