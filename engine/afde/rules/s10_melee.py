"""AFdE 10 (digest §11): melee — the order of melees (10.5), defensive and offensive fire, the charge
reaction (10.3), the Combat Table's modifiers, the roll and its results, leader casualty rolls (§P4)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.afde.geometry import (
    direction,
    dist,
    front_hexes,
    rear_hexes,
    straight_ahead,
)
from engine.afde.labels import modifiers as modifiers_said
from engine.afde.notation import Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    active_role,
    active_side,
    cancel_rest,
    level,
    o,
    role_of_unit,
    seat,
    terrain_of,
    unit,
)
from engine.afde.rules.s09_fire import fires_from_stack, resolve_fire
from engine.afde.rules.s10_retreat_advance import MAdvance, MPursuit, live, retreat_tasks
from engine.afde.rules.s12_rout_rally import disorder, fatigue, rout_result, run_flights
from engine.afde.rules.s14_leader_fates import eliminate, leader_casualties
from engine.afde.state import State, Unit
from engine.afde.turn import AfdeTask, Decision
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.machine import Ask
from engine.core.record import record


def participants(g: Ctx, ids: list[str]) -> list[Unit]:
    return [g.st.units[i] for i in ids if g.st.units[i].status == "map"]


def hex_units(g: Ctx, units: list[Unit]) -> list[Unit]:
    """Every unit in the hexes of ``units`` (a stack counts as one counter)."""
    out: list[Unit] = []
    for h in dict.fromkeys(u.hex for u in units if u.hex):
        for x in g.st.units_at(h):
            if x not in out:
                out.append(x)
    return out


def charge_through_front(g: Ctx, charger: Unit, dfn: Unit) -> bool:
    if dfn.facing is None or charger.hex is None or dfn.hex is None:
        return True
    return charger.hex in front_hexes(dfn.hex, dfn.facing, dfn.artillery)


def modifiers(g: Ctx, fight: dict[str, Any], att: list[Unit], dfn_all: list[Unit]) -> list[list[Any]]:
    """The melee modifiers as [reason, value] (before the cap)."""
    tb = g.tb
    cm = tb.combat_mods
    scn = g.scn
    dfn = [d for d in dfn_all if not d.combat_stacked] or dfn_all
    mods: list[list[Any]] = []
    # terrain and hexsides: the combination best for the defender
    tmods: list[int] = [tb.terrain[terrain_of(scn, d.hex or "")].melee for d in dfn]
    tmin = min(tmods, default=0)
    if tmin:
        mods.append(["terrain", tmin])
    smods: list[int] = []
    for a in att:
        for d in dfn:
            feat = scn.hexside(a.hex or "", d.hex or "")
            if feat is not None:
                smods.append(tb.hexsides[feat].melee_mod)
    smin = min(smods, default=0)
    if smin:
        mods.append(["hexside", smin])
    # strength ratio (artillery adds its SP only in defence)
    asp = sum(a.sp for a in att if not a.artillery)
    dsp = sum(d.sp for d in dfn)
    key, rv = tb.ratio_mod(asp, dsp)
    mods.append([f"ratio {key}", rv])
    # unit types: the pairing best for the defender
    tv = []
    for a in att:
        for d in dfn:
            va = tb.type_value(a.type, a.mounted)
            vd = tb.type_value(d.type, d.mounted, vs_mounted=a.mounted)
            tv.append(max(-tb.type_cap, min(tb.type_cap, va - vd)))
    if tv:
        mods.append(["type", min(tv)])
    # quality: each side's lowest
    qa = min(a.quality for a in att)
    qd = min(d.quality for d in dfn)
    mods.append(["quality", tb.quality_mod(qa, qd)])
    # charge, rear attack and cohesion with several defenders: see several_defenders()
    every = several_defenders(g) == "defender"
    cancelled = set(fight.get("cancelled", []))
    if fight.get("charge"):
        best = None
        for a in att:
            if a.id not in fight.get("chargers", []) or a.id in cancelled:
                continue
            fronts = [charge_through_front(g, a, d) for d in dfn]
            rear = not any(fronts) if every else not all(fronts)
            v = cm["charge_rear"] if rear else cm["charge_front"]
            best = v if best is None else max(best, v)
        if best is not None:
            mods.append(["charge", best])
    else:
        faced = [d for d in dfn if d.facing is not None]
        rears = [any(a.hex in rear_hexes(d.hex or "", d.facing, d.artillery) for a in att) for d in faced]
        if rears and (all(rears) if every else any(rears)):
            mods.append(["rear", cm["rear_attack"]])
    # cohesion: the defenders' levels combine the same way in both readings (only if all)
    coh = {d.cohesion for d in dfn}
    if coh == {"routed"}:
        mods.append(["defender routed", cm["defender_routed"]])
    elif "good" not in coh:
        mods.append(["defender disordered", cm["defender_disordered"]])
    if any(a.disordered for a in att):
        mods.append(["attacker disordered", cm["attacker_disordered"]])
    # elevation
    la = [level(scn, a.hex or "") for a in att]
    ld = max(level(scn, d.hex or "") for d in dfn)
    if la and min(la) > ld:
        mods.append(["higher", cm["attacker_higher"]])
    elif la and ld > max(la):
        mods.append(["lower", cm["defender_higher"]])
    return [m for m in mods if m[1] != 0 or m[0].startswith("ratio") or m[0] in ("type", "quality")]


def several_defenders(g: Ctx) -> str:
    """How a rear attack (or a charge through the rear) counts against several defenders (AFdE 10.5,
    §11.5, §P3; the digest is silent, docs/afde.md "Several defenders"). ``mixed`` (default): the
    modifier applies if any defender is attacked through its rear. ``defender``: only if every one is,
    the reading that favours the defender as the terrain and type modifiers do. Either way the
    "defender disordered" (or routed) modifier needs every defender disordered (or routed)."""
    return str(g.st.opt("several_defenders") or "mixed")


def net(g: Ctx, mods: list[list[Any]]) -> int:
    total = sum(int(m[1]) for m in mods)
    return max(-g.tb.cap, min(g.tb.cap, total))


def adjacent_pairs(att: list[Unit], dfn: list[Unit]) -> bool:
    return any(a.hex and d.hex and dist(a.hex, d.hex) == 1 for a in att for d in dfn)


def build_queue(g: Ctx) -> None:
    st = g.st
    fights: list[dict[str, Any]] = []
    by_target: dict[str, list[str]] = {}
    for c, t in st.charges:
        by_target.setdefault(t, []).append(c)
    for t, cs in by_target.items():
        tu = st.units[t]
        if tu.status != "map" or tu.hex is None:
            continue
        fights.append(
            {
                "key": tu.hex,
                "att": cs,
                "dfn": [x.id for x in st.units_at(tu.hex)],
                "charge": True,
                "chargers": cs,
                "stage": "charge",
                "fresh": [c for c in cs if not st.units[c].fatigued],
            }
        )
    by_att: dict[str, set[str]] = {}
    by_def: dict[str, set[str]] = {}
    for a, h in st.melees:
        by_att.setdefault(a, set()).add(h)
        by_def.setdefault(h, set()).add(a)
    done_att: set[str] = set()
    for h, atts in by_def.items():
        if len(atts) == 1 and len(by_att[next(iter(atts))]) > 1:
            continue
        fights.append(
            {
                "key": h,
                "att": sorted(atts),
                "dfn": [x.id for x in st.units_at(h)],
                "charge": False,
                "stage": "melee",
            }
        )
        done_att |= atts
    for a, hs in by_att.items():
        if a in done_att:
            continue
        au = st.units[a]
        fights.append(
            {
                "key": au.hex,
                "att": [a],
                "dfn": [x.id for h in sorted(hs) for x in st.units_at(h)],
                "charge": False,
                "stage": "melee",
            }
        )
    st.queue = fights
    st.melees = []


@record
class D4(AfdeTask, kind="afde.d4"):
    first: int = 0

    def act(self, g: Ctx) -> None:
        first = self.first
        st = g.st
        st.step = "D4"
        if first:
            build_queue(g)
        if not st.queue:
            return
        charges = [f for f in st.queue if f["charge"]]
        pool = charges or st.queue
        choices = [o("resolve", f["key"]) for f in pool]
        choices = list(dict.fromkeys(choices))
        g.ask(ResolveAsk, active_side(st), active_role(st), choices, choices[0], "10.5")


def melee_of_hex(st: State, hex_: str, offered: tuple[str, ...]) -> str | None:
    """The hex that names the one melee of those ``offered`` (``resolve <hex>``) with a unit in ``hex_``,
    attacker or defender; None when no melee, or more than one, has a unit there."""
    keys = {
        f["key"]
        for f in st.queue
        if f"resolve {f['key']}" in offered and any(st.units[u].hex == hex_ for u in (*f["att"], *f["dfn"]))
    }
    return keys.pop() if len(keys) == 1 else None


def resolve_refusal(g: Ctx, order: Order) -> IllegalAction | None:
    """Why that melee may not be resolved now (10.5), or None when the prompt's refusal says it."""
    st = g.st
    if order.verb != "resolve" or len(order.args) != 1:
        return None
    everyone = tuple(f"resolve {f['key']}" for f in st.queue)
    key = melee_of_hex(st, order.args[0], everyone)
    if key is None:
        if not any(
            st.units[u].hex == order.args[0] for f in st.queue for u in (*f["att"], *f["dfn"])
        ):  # no melee still to fight has a unit there
            return IllegalAction("afde.melee.no_melee_at", rule="AFdE 10.5", hex=order.args[0])
        return None
    charges = [f["key"] for f in st.queue if f["charge"]]
    fight = next(f for f in st.queue if f["key"] == key)
    if charges and not fight["charge"]:  # every charge is resolved before the other melees (10.5)
        return IllegalAction("afde.melee.charges_first", rule="AFdE 10.5", hex=key, charges=charges)
    return None


@record
class ResolveAsk(Decision, kind="afde.ask.resolve"):
    name = "resolve"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        charges = [f for f in st.queue if f["charge"]]
        pool = charges or st.queue
        fight = next(f for f in pool if f["key"] == order.args[0])
        st.queue.remove(fight)
        st.fight = fight
        g.push(MStart(), D4(0))


def engaged(g: Ctx) -> tuple[list[Unit], list[Unit]]:
    """Attackers still able to fight and defenders still in contact with them."""
    st = g.st
    f = st.fight
    att = [a for a in live(g, f["att"]) if not a.routed and a.hex is not None]
    dfn = live(g, f["dfn"])
    if f["charge"]:
        ok = []
        for a in att:
            ahead = straight_ahead(a.hex or "", a.facing or 0, 1)
            if any(d.hex == ahead for d in dfn):
                ok.append(a)
        att = ok
    else:
        att = [a for a in att if any(d.hex in front_hexes(a.hex or "", a.facing, a.artillery) for d in dfn)]
    dfn = [d for d in dfn if any(dist(a.hex or "", d.hex or "") == 1 for a in att)]
    return att, dfn


@record
class MStart(AfdeTask, kind="afde.m_start"):
    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        att, dfn = engaged(g)
        if not att or not dfn:
            g.say("melee.cancelled", "10.4", hex=f["key"])
            st.fight = {}
            return
        f["att"] = [a.id for a in att]
        f["dfn"] = [d.id for d in dfn]
        for d in dfn:
            d.attacked = True
            cancel_rest(g, d)
            if f["stage"] in ("melee", "charge"):
                st.struck.append(d.id)  # attacked once per enemy activation; pursuit is exempt (10.1)
        for a in att:
            a.in_melee = True
            cancel_rest(g, a)
        f["dfire"] = [d.id for d in dfn if d.fire and not d.routed]
        mates = [
            x for x in hex_units(g, att) if x.fire and not x.routed and x.id not in f["att"] and x.artillery
        ]
        f["ofire"] = [a.id for a in att if a.fire and a.commanded] + [m.id for m in mates]
        f["shot"] = []
        g.say("melee.begins", "10.5", stage=f["stage"], attackers=f["att"], defenders=f["dfn"])
        g.push(MDfire(), MOfire(), MReact(), MRoll())


@record
class MDfire(AfdeTask, kind="afde.m_dfire"):
    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        while f["dfire"]:
            d = st.units[f["dfire"].pop(0)]
            if d.status != "map" or d.routed or d.hex is None or not fires_from_stack(g, d):
                continue
            att, _ = engaged(g)
            targets = [
                a for a in att if a.hex in front_hexes(d.hex, d.facing, d.artillery) and a.id not in f["shot"]
            ]
            if not targets:
                continue
            targets.sort(key=lambda a: (-a.sp, a.id))
            choices = [o("fire", ref(st, d.id), a.hex or "") for a in targets]
            default = choices[0] if st.opt("defensive_fire") else "pass"
            g.ask(DfireAsk, d.side, role_of_unit(st, d), [*choices, "pass"], default, "10.5", unit=d.id)
            return


@record
class DfireAsk(Decision, kind="afde.ask.dfire"):
    name = "dfire"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "fire":
            d = unit(g, order.args[0])
            target = order.args[-1]
            st.fight["shot"] += [x.id for x in st.units_at(target)]
            resolve_fire(g, [d], target, "defensive_fire")
        g.push(MDfire())


def melee_fire_refusal(g: Ctx, defensive: bool, order: Order) -> IllegalAction | None:
    """Why that fire is not one this melee allows (10.5, digest §10.2: defensive fire only at an attacker
    of the firer, offensive fire only at a defender it attacks, both into the firer's front hexes), or
    None when the prompt's refusal says it."""
    st = g.st
    f = st.fight
    if order.verb != "fire" or len(order.args) != 2 or not f:
        return None
    firer = st.units.get(unit_of(st, order.args[0]) or "")
    if firer is None or firer.hex is None:
        return None
    own = f["dfn"] if defensive else f["att"]
    mates = [] if defensive else [st.units[a].hex for a in f["att"]]  # artillery with an attacker (9.1)
    if firer.id not in own and (defensive or not firer.artillery or firer.hex not in mates):
        return IllegalAction("afde.fire.not_in_this_melee", rule="AFdE 10.5", unit=firer.id)
    to = order.args[1]
    enemies = [x for x in st.units_at(to) if x.side != firer.side]
    if not enemies:
        return IllegalAction("afde.fire.no_target", rule="AFdE 9.3", hex=to)
    if defensive and not any(x.id in f["att"] for x in enemies):
        return IllegalAction("afde.fire.not_its_attacker", rule="AFdE 10.5", unit=firer.id, hex=to)
    if not defensive and not any(x.id in f["dfn"] for x in enemies):
        return IllegalAction("afde.fire.not_its_defender", rule="AFdE 10.5", unit=firer.id, hex=to)
    if to not in front_hexes(firer.hex, firer.facing, firer.artillery):
        return IllegalAction("afde.fire.melee_not_front", rule="AFdE 10.5", unit=firer.id, hex=to)
    if any(x.id in f.get("shot", ()) if defensive else x.fired_at for x in enemies):
        return IllegalAction("afde.fire.already_target", rule="AFdE 9.1", hex=to)
    return None


@record
class MOfire(AfdeTask, kind="afde.m_ofire"):
    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        while f["ofire"]:
            a = st.units[f["ofire"].pop(0)]
            if a.status != "map" or a.routed or a.hex is None or not fires_from_stack(g, a):
                continue
            _, dfn = engaged(g)
            targets = [
                d for d in dfn if d.hex in front_hexes(a.hex, a.facing, a.artillery) and not d.fired_at
            ]  # one fire per target per activation (AFdE 9.1, A9)
            if not targets:
                continue
            choices = list(dict.fromkeys(o("fire", ref(st, a.id), d.hex or "") for d in targets))
            g.ask(OfireAsk, a.side, seat(st, a), [*choices, "pass"], choices[0], "10.5", unit=a.id)
            return


@record
class OfireAsk(Decision, kind="afde.ask.ofire"):
    name = "ofire"

    def handle(self, g: Ctx, order: Order) -> None:
        if order.verb == "fire":
            a = unit(g, order.args[0])
            resolve_fire(g, [a], order.args[-1], "offensive_fire")
        g.push(MOfire())


@record
class MReact(AfdeTask, kind="afde.m_react"):
    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        if not f["charge"]:
            return
        att, dfn = engaged(g)
        if len(dfn) != 1:
            return
        d = dfn[0]
        if not (d.mounted and d.type in ("Ch", "Ha") and not d.routed):
            return
        chargers = [a for a in att if a.id in f["chargers"] and charge_through_front(g, a, d)]
        if not chargers:
            return
        choices = [o("react", ref(st, a.id)) for a in chargers]
        g.ask(ReactAsk, d.side, role_of_unit(st, d), [*choices, "pass"], choices[0], "10.3", unit=d.id)


@record
class ReactAsk(Decision, kind="afde.ask.react"):
    name = "react"

    def to_ask(self) -> Ask:
        # a standing answer reacts against the first charger (always) or passes (never)
        return replace(Decision.to_ask(self), standing=(("always", self.choices[0]), ("never", "pass")))

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "pass":
            return
        charger = unit(g, order.args[0])
        d = st.units[self.p["unit"]]
        roll = g.d10(roll_for(f"charge reaction {d.id}", "afde.roll.charge_reaction", unit=d.id))
        ok = roll <= d.quality and d.quality >= 0
        g.say("melee.reaction", "10.3", unit=d.id, charger=charger.id, roll=roll, quality=d.quality, ok=ok)
        if ok:
            st.fight.setdefault("cancelled", []).append(charger.id)
            new = direction(d.hex or "", charger.hex or "")
            if new is not None:
                for x in st.units_at(d.hex or ""):
                    if not x.routed:
                        x.facing = new


@record
class MRoll(AfdeTask, kind="afde.m_roll"):
    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        att, dfn = engaged(g)
        if not att or not dfn:
            g.say("melee.no_roll", "10.5", hex=f["key"])
            st.fight = {}
            return
        dfn_all = hex_units(g, dfn)
        fighting = [a for a in att if not a.combat_stacked] or att
        mods = modifiers(g, f, fighting, dfn_all)
        n = net(g, mods)
        roll = g.d10(roll_for(f"melee at {f['key']}", "afde.roll.melee", hex=f["key"]))
        total = roll + n
        res_a, res_d = g.tb.combat_result(total)
        g.say(
            "melee.roll",
            "10.5",
            roll=roll,
            mods=modifiers_said([(str(k), str(k), int(v)) for k, v in mods]),
            net=n,
            total=total,
            attacker=res_a or "-",
            defender=res_d or "-",
        )
        f["result"] = [res_a, res_d]
        f["total"] = total
        aff_a = hex_units(g, att)
        aff_d = dfn_all
        f["ahex"] = {a.id: a.hex for a in aff_a}
        f["dhex"] = {d.id: d.hex for d in aff_d}
        f["att"] = [a.id for a in att]
        for a in att:
            g.overlay(
                "attacks",
                {"side": a.side, "from": a.hex, "to": dfn[0].hex,
                 "kind": "charge" if f["charge"] else "melee", "hits": 1 if res_d else 0},
            )  # fmt: skip
        flights: list[str] = []
        best_a = max(att, key=lambda x: (x.sp, x.id))
        best_d = max(dfn, key=lambda x: (x.sp, x.id))
        for units_, res, enemy in ((aff_a, res_a, best_d), (aff_d, res_d, best_a)):
            for u in units_:
                for code in [c for c in res.split("+") if c and c != "R"]:
                    if u.status != "map":
                        break
                    if code == "F":
                        fatigue(g, u)
                    elif code == "D":
                        disorder(g, u, flights)
                    elif code == "Dr":
                        if u.artillery or u.routed:
                            eliminate(g, u, "melee", enemy)
                        else:
                            rout_result(g, u, flights, "melee")
                if res and u.status == "map":
                    g.overlay(
                        "losses",
                        {"side": u.side, "hex": u.hex, "amount": 1, "eliminated": False, "unit": u.id},
                    )
        then = MRollThen(tuple(a.id for a in aff_a), tuple(d.id for d in aff_d), tuple(a.id for a in att),
                         tuple(d.id for d in dfn))  # fmt: skip
        run_flights(g, flights, then)


@record
class MRollThen(AfdeTask, kind="afde.m_roll_then"):
    """The melee result once its flights are made: dispersal fatigue, retreats, leader casualties,
    advance and pursuit (AFdE 10.7-10.9, §P4)."""

    aff_a: tuple[str, ...]
    aff_d: tuple[str, ...]
    att_ids: tuple[str, ...]
    dfn_ids: tuple[str, ...]

    def act(self, g: Ctx) -> None:
        st = g.st
        f = st.fight
        res_a, res_d = f["result"]
        aff_a = [st.units[i] for i in self.aff_a]
        aff_d = [st.units[i] for i in self.aff_d]
        att = [st.units[i] for i in self.att_ids]
        dfn = [st.units[i] for i in self.dfn_ids]
        if f["stage"] == "dispersal":
            for a in att:
                if a.id in f["chargers"] and a.status == "map":
                    g.say("melee.dispersal_fatigue", "10.9", unit=a.id)
                    fatigue(g, a)
        tasks: list[AfdeTask] = []
        if "R" in res_d.split("+"):
            tasks += retreat_tasks(aff_d, "dfn")
        if "R" in res_a.split("+"):
            tasks += retreat_tasks(aff_a, "att")
        # §P4: the leader casualty rolls come once the whole result, its retreat included, is applied
        hit = (list(aff_a) if res_a else []) + (list(aff_d) if res_d else [])
        with_leaders = [
            [u.id, [ld.id for ld in g.st.leaders_at(u.hex) if ld.side == u.side]] for u in hit if u.hex
        ]
        if any(lids for _, lids in with_leaders):
            tasks.append(
                MCasualties(
                    _tuples([w for w in with_leaders if w[1]]),
                    tuple(a.id for a in att),
                    tuple(d.id for d in dfn),
                )
            )
        tasks += [MAdvance(), MPursuit()]
        g.push(*tasks)


@record
class MCasualties(AfdeTask, kind="afde.m_casualties"):
    """§P4: one d10 per leader who was with a unit that suffered a melee result, rolled after the
    result (its retreat included) is applied and only if the unit survived it; a unit the result
    eliminated took its leaders' fates with it (§14.1, AFdE 7.5)."""

    hit: tuple[Any, ...]
    att: tuple[str, ...]
    dfn: tuple[str, ...]

    def act(self, g: Ctx) -> None:
        hit, att, dfn = self.hit, self.att, self.dfn
        st = g.st
        rolled: set[str] = set()
        for uid, lids in hit:
            u = st.units[uid]
            if u.status != "map" or u.hex is None:
                continue
            enemies = live(g, dfn if uid in att else att)
            leaders = [
                st.leaders[lid]
                for lid in lids
                if lid not in rolled and st.leaders[lid].status == "map" and st.leaders[lid].hex == u.hex
            ]
            rolled.update(ld.id for ld in leaders)
            leader_casualties(g, u, "melee", enemies, leaders=leaders)


def _tuples(v: Any) -> Any:
    return tuple(_tuples(x) for x in v) if isinstance(v, list | tuple) else v
