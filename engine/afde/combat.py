"""Phase D.4 (AFdE 10): the order of melees and each melee's pipeline: defensive and offensive fire, charge
reaction, the roll and its results, retreats, advances and the pursuit chain (Impetus, Dispersal)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.afde.effects import (
    _candidates,
    disorder,
    eliminate,
    fatigue,
    leader_casualties,
    lose_level,
    move_unit,
    rout_result,
    run_flights,
)
from engine.afde.fire import fires_from_stack, resolve_fire
from engine.afde.geometry import (
    direction,
    dist,
    edge_distance,
    front_hexes,
    neighbours,
    straight_ahead,
)
from engine.afde.machine import active_role, active_side, answers, o, seat, task, unit
from engine.afde.melee import charge_through_front, hex_units, modifiers, net
from engine.afde.notation import Order, ref
from engine.afde.rules import (
    Ctx,
    can_end_in,
    can_stack,
    cancel_rest,
    enter_cost,
    role_of_unit,
    stack_facing,
)
from engine.afde.state import Ask, Unit


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


@task
def d4(g: Ctx, first: int = 0) -> None:
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
    g.ask("resolve", active_side(st), active_role(st), choices, choices[0], "10.5")


@answers("resolve")
def answer_resolve(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    charges = [f for f in st.queue if f["charge"]]
    pool = charges or st.queue
    fight = next(f for f in pool if f["key"] == order.args[0])
    st.queue.remove(fight)
    st.fight = fight
    g.push(["m_start"], ["d4", 0])


def live(g: Ctx, ids: list[str]) -> list[Unit]:
    return [g.st.units[i] for i in ids if g.st.units[i].status == "map"]


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


@task
def m_start(g: Ctx) -> None:
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
    mates = [x for x in hex_units(g, att) if x.fire and not x.routed and x.id not in f["att"] and x.artillery]
    f["ofire"] = [a.id for a in att if a.fire and a.commanded] + [m.id for m in mates]
    f["shot"] = []
    g.say("melee.begins", "10.5", stage=f["stage"], attackers=f["att"], defenders=f["dfn"])
    g.push(["m_dfire"], ["m_ofire"], ["m_react"], ["m_roll"])


@task
def m_dfire(g: Ctx) -> None:
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
        g.ask("dfire", d.side, role_of_unit(st, d), [*choices, "pass"], default, "10.5", unit=d.id)
        return


@answers("dfire")
def answer_dfire(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if order.verb == "fire":
        d = unit(g, order.args[0])
        target = order.args[-1]
        st.fight["shot"] += [x.id for x in st.units_at(target)]
        resolve_fire(g, [d], target, "defensive_fire")
    g.push(["m_dfire"])


@task
def m_ofire(g: Ctx) -> None:
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
        g.ask("ofire", a.side, seat(st, a), [*choices, "pass"], choices[0], "10.5", unit=a.id)
        return


@answers("ofire")
def answer_ofire(g: Ctx, ask: Ask, order: Order) -> None:
    if order.verb == "fire":
        a = unit(g, order.args[0])
        resolve_fire(g, [a], order.args[-1], "offensive_fire")
    g.push(["m_ofire"])


@task
def m_react(g: Ctx) -> None:
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
    g.ask("react", d.side, role_of_unit(st, d), [*choices, "pass"], choices[0], "10.3", unit=d.id)


@answers("react")
def answer_react(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if order.verb == "pass":
        return
    charger = unit(g, order.args[0])
    d = st.units[ask.params["unit"]]
    roll = g.d10(f"charge reaction {d.id}")
    ok = roll <= d.quality and d.quality >= 0
    g.say("melee.reaction", "10.3", unit=d.id, charger=charger.id, roll=roll, quality=d.quality, ok=ok)
    if ok:
        st.fight.setdefault("cancelled", []).append(charger.id)
        new = direction(d.hex or "", charger.hex or "")
        if new is not None:
            for x in st.units_at(d.hex or ""):
                if not x.routed:
                    x.facing = new


@task
def m_roll(g: Ctx) -> None:
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
    roll = g.d10(f"melee at {f['key']}")
    total = roll + n
    res_a, res_d = g.tb.combat_result(total)
    g.say(
        "melee.roll",
        "10.5",
        roll=roll,
        mods=", ".join(f"{k} {int(v):+d}" for k, v in mods),
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
            {"side": a.side, "from": a.hex, "to": dfn[0].hex, "kind": "charge" if f["charge"] else "melee",
             "hits": 1 if res_d else 0},
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
                    "losses", {"side": u.side, "hex": u.hex, "amount": 1, "eliminated": False, "unit": u.id}
                )
    run_flights(g, flights)
    if f["stage"] == "dispersal":
        for a in att:
            if a.id in f["chargers"] and a.status == "map":
                g.say("melee.dispersal_fatigue", "10.9", unit=a.id)
                fatigue(g, a)
    tasks: list[list[Any]] = []
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
            ["m_casualties", [w for w in with_leaders if w[1]], [a.id for a in att], [d.id for d in dfn]]
        )
    tasks += [["m_advance"], ["m_pursuit"]]
    g.push(*tasks)


@task
def m_casualties(g: Ctx, hit: list[list[Any]], att: list[str], dfn: list[str]) -> None:
    """§P4: one d10 per leader who was with a unit that suffered a melee result, rolled after the
    result (its retreat included) is applied and only if the unit survived it; a unit the result
    eliminated took its leaders' fates with it (§14.1, AFdE 7.5)."""
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


def retreat_tasks(units: list[Unit], role: str) -> list[list[Any]]:
    """One retreat per unit; two non-artillery, non-routed units of one hex retreat together (5.2.5)."""
    out: list[list[Any]] = []
    by_hex: dict[str, list[Unit]] = {}
    for u in units:
        if u.status == "map" and u.hex is not None:
            by_hex.setdefault(u.hex, []).append(u)
    for group in by_hex.values():
        pair = [u for u in group if not u.artillery and not u.routed]
        rest = [u for u in group if u not in pair or len(pair) != 2]
        if len(pair) == 2:
            out.append(["m_retreat_stack", pair[0].id, pair[1].id, role])
        out += [["m_retreat", u.id, role] for u in rest]
    return out


@task
def m_retreat_stack(g: Ctx, a_id: str, b_id: str, role: str) -> None:
    st = g.st
    a, b = st.units[a_id], st.units[b_id]
    if a.status != "map" or b.status != "map" or a.hex != b.hex or a.routed or b.routed:
        g.push(["m_retreat", a_id, role], ["m_retreat", b_id, role])
        return
    assert a.hex is not None
    here = a.hex
    key = retreat_key(g, a)
    together: list[str] = []
    alone: list[tuple[tuple[int, int, str], int, str]] = []
    # 5.2.5: the stack retreats together; one unit may stay (and lose a level) only where the
    # destination cannot take both. Suggested default (E3): the unit of lower quality stays.
    for nb in neighbours(here):
        if not g.scn.on_map(nb) or any(x.side != a.side for x in st.units_at(nb)):
            continue
        if enter_cost(g, a.kind, here, nb) is None or enter_cost(g, b.kind, here, nb) is None:
            continue
        others = list(st.units_at(nb))
        if can_stack(g, [*others, a, b]):
            together.append(nb)
            continue
        for u in (a, b):
            if can_stack(g, [*others, u]):
                alone.append((key(nb), -u.quality, o("retreat", nb, u.id)))
    choices = [o("retreat", h) for h in sorted(together, key=key)] + [c for _, _, c in sorted(alone)]
    fronts = list(front_hexes(here, a.facing, a.artillery))
    g.ask(
        "retreat",
        a.side,
        seat(st, a),
        choices,
        choices[0],
        "5.2.5",
        unit=a.id,
        stack=b.id,
        who=role,
        fronts=fronts,
    )


def retreat_key(g: Ctx, u: Unit) -> Callable[[str], tuple[int, int, str]]:
    """Order of retreat hexes, best first (E3 default): not a front hex, then farthest from enemies."""
    assert u.hex is not None
    fronts = set(front_hexes(u.hex, u.facing, u.artillery))
    enemies = [e.hex for e in g.st.units.values() if e.status == "map" and e.side != u.side and e.hex]

    def score(h: str) -> tuple[int, int, str]:
        return (int(h in fronts), -min((dist(h, e) for e in enemies), default=0), h)

    return score


def retreat_options(g: Ctx, u: Unit) -> list[str]:
    st = g.st
    out = []
    assert u.hex is not None
    for nb in neighbours(u.hex):
        if not g.scn.on_map(nb) or enter_cost(g, u.kind, u.hex, nb) is None:
            continue
        if any(x.side != u.side for x in st.units_at(nb)):
            continue
        if can_end_in(g, u, nb):
            out.append(nb)
    return out


@task
def m_retreat(g: Ctx, uid: str, role: str) -> None:
    st = g.st
    u = st.units[uid]
    f = st.fight
    if u.status != "map" or u.hex is None:
        return
    enemy = live(g, f["att"] if role == "dfn" else f["dfn"])
    by = max(enemy, key=lambda x: (x.sp, x.id)) if enemy else None
    if u.artillery:
        g.say("melee.artillery_lost", "10.7", unit=u.id)
        eliminate(g, u, "melee", by)
        return
    if u.routed:
        cands = [c for c in _candidates(g, u, u.hex, None) if can_end_in(g, u, c)]
        if edge_distance(g.scn, g.scn.side(u.side).rout_edge, u.hex) == 0:
            eliminate(g, u, "off_map")
            return
        if not cands:
            eliminate(g, u, "no_retreat", by)
            return
        path = [u.hex, cands[0]]
        move_unit(g, u, path)
        g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
        g.say("melee.retreat", "12.1", unit=u.id, to=cands[0])
        return
    opts = retreat_options(g, u)
    if not opts:
        if role == "dfn":
            f["stayed"] = True
        g.say("melee.no_retreat", "10.7", unit=u.id)
        flights: list[str] = []
        lose_level(g, u, flights, "no_retreat")
        run_flights(g, flights)
        return
    choices = [o("retreat", h) for h in sorted(opts, key=retreat_key(g, u))]
    fronts = list(front_hexes(u.hex, u.facing, u.artillery))
    g.ask("retreat", u.side, seat(st, u), choices, choices[0], "10.7", unit=u.id, fronts=fronts)


@answers("retreat")
def answer_retreat(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if "stack" in ask.params:
        answer_retreat_stack(g, ask, order)
        return
    u = st.units[ask.params["unit"]]
    to = order.args[0]
    assert u.hex is not None
    start = u.hex
    front = to in front_hexes(u.hex, u.facing, u.artillery)
    move_unit(g, u, [start, to])
    if len(st.units_at(to)) > 1:
        u.combat_stacked = True
        stack_facing(st, u)
    g.overlay("retreats", {"side": u.side, "hexes": [start, to], "unit": u.id})
    g.say("melee.retreat", "10.7", unit=u.id, to=to)
    if front:
        flights: list[str] = []
        g.say("melee.retreat_front", "10.7", unit=u.id)
        lose_level(g, u, flights, "no_retreat")
        run_flights(g, flights)
    if u.status == "map" and not u.routed and len(st.units_at(to)) == 1:
        push_retreat_face(g, u.id)


def answer_retreat_stack(g: Ctx, ask: Ask, order: Order) -> None:
    """Both units retreat together, or one retreats and the other stays and loses a level (5.2.5)."""
    st = g.st
    a, b = st.units[ask.params["unit"]], st.units[ask.params["stack"]]
    to = order.args[0]
    start = a.hex or ""
    front = to in front_hexes(start, a.facing, a.artillery)
    movers = [a, b] if len(order.args) == 1 else [st.units[order.args[1]]]
    stays = [u for u in (a, b) if u not in movers]
    flights: list[str] = []
    for u in movers:
        move_unit(g, u, [start, to])
        if len(st.units_at(to)) > len(movers):
            u.combat_stacked = True
            stack_facing(st, u)
        g.overlay("retreats", {"side": u.side, "hexes": [start, to], "unit": u.id})
        g.say("melee.retreat", "10.7", unit=u.id, to=to)
        if front:
            g.say("melee.retreat_front", "10.7", unit=u.id)
            lose_level(g, u, flights, "no_retreat")
    for u in stays:
        if ask.params.get("who") == "dfn":
            st.fight["stayed"] = True
        g.say("melee.no_retreat", "5.2.5", unit=u.id)
        lose_level(g, u, flights, "no_retreat")
    run_flights(g, flights)
    lead = movers[0]
    if lead.status == "map" and not lead.routed:
        push_retreat_face(g, lead.id)


FACING_RULES = {"retreat": "10.7", "advance": "10.8", "rally": "12.3"}  # the turn each one allows


def push_retreat_face(g: Ctx, uid: str) -> None:
    """The facing at the end of a retreat is asked once the melee's leader casualty rolls are made
    (§P4: they follow the whole result, the retreat included)."""
    tasks = g.st.tasks
    for i in range(len(tasks) - 1, -1, -1):
        if tasks[i][0] == "m_casualties":
            tasks.insert(i, ["m_face", uid, 1, "retreat"])
            return
        if tasks[i][0] in ("m_advance", "m_pursuit"):
            break
    g.push(["m_face", uid, 1, "retreat"])


@task
def m_face(g: Ctx, uid: str, limit: int, why: str) -> None:
    st = g.st
    u = st.units[uid]
    if u.status != "map" or u.routed or u.facing is None:
        return
    if limit >= 3:
        opts = list(range(6))
    else:
        opts = [u.facing, (u.facing + 1) % 6, (u.facing - 1) % 6]
    choices = [o("face", str(d)) for d in dict.fromkeys(opts)]
    rule = FACING_RULES.get(why, "10.8")
    g.ask("face", u.side, seat(st, u), choices, o("face", str(u.facing)), rule, unit=uid, why=why)


@answers("face")
def answer_face(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    u = st.units[ask.params["unit"]]
    u.facing = int(order.args[0])
    for x in st.units_at(u.hex or ""):
        if not x.routed:
            x.facing = u.facing


def vacated(g: Ctx, where: dict[str, str | None], side: str) -> list[str] | None:
    """The hexes left empty of ``where``'s units if all of them left, else None."""
    st = g.st
    if not where:
        return None
    for uid, h in where.items():
        u = st.units[uid]
        if u.status == "map" and u.hex == h:
            return None
    out = []
    for h in dict.fromkeys(h for h in where.values() if h):
        if not any(x.side != side for x in st.units_at(h)) and not st.units_at(h):
            out.append(h)
    return out


def pursuit_possible(g: Ctx) -> bool:
    f = g.st.fight
    if not f.get("charge") or f["stage"] == "dispersal":
        return False
    res_a = f["result"][0]
    if "F" in res_a.split("+"):
        return False
    return f["stage"] == "impetus" or bool(f.get("fresh"))


@task
def m_advance(g: Ctx) -> None:
    st = g.st
    f = st.fight
    side_a = st.units[f["att"][0]].side
    gone = vacated(g, f.get("dhex", {}), side_a)
    if gone:
        movers = [
            a
            for a in live(g, f["att"])
            if not a.routed and not a.disordered and not a.artillery and a.hex == f["ahex"].get(a.id)
        ]
        if f["charge"]:
            movers.sort(key=lambda a: (a.id not in f["chargers"], -a.sp, a.id))
        else:
            movers.sort(key=lambda a: (-a.sp, a.id))
        choices = [
            o("advance", ref(st, a.id), h)
            for a in movers
            for h in gone
            if dist(a.hex or "", h) == 1 and can_end_in(g, a, h)
        ]
        if choices:
            g.ask("advance", side_a, active_role(st), choices, choices[0], "10.8", who="att")
        return
    side_d = g.scn.enemy(side_a)
    gone = vacated(g, f.get("ahex", {}), side_d)
    if gone:
        movers = [d for d in live(g, f["dfn"]) if not d.routed and not d.disordered and not d.artillery]
        choices = [
            o("advance", ref(st, d.id), h)
            for d in movers
            for h in gone
            if d.hex and dist(d.hex, h) == 1 and can_end_in(g, d, h)
        ]
        if choices:
            role = role_of_unit(st, movers[0])
            g.ask("advance", side_d, role, [*choices, "pass"], "pass", "10.8", who="dfn")


@answers("advance")
def answer_advance(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    f = st.fight
    if order.verb == "pass":
        return
    u = unit(g, order.args[0])
    to = order.args[1]
    assert u.hex is not None
    start = u.hex
    move_unit(g, u, [start, to])
    g.overlay("moves", {"side": u.side, "hexes": [start, to], "unit": u.id})
    g.say("melee.advance", "10.8", unit=u.id, to=to)
    if ask.params.get("who") == "att":
        f["advanced"] = u.id
        charger = f["charge"] and u.id in f["chargers"]
        limit = 1
        if not charger or (st.opt("final_advance_free_facing") and not pursuit_possible(g)):
            limit = 3
        g.push(["m_face", u.id, limit, "advance"])
    else:
        g.push(["m_face", u.id, 3, "advance"])


@task
def m_pursuit(g: Ctx) -> None:
    st = g.st
    f = st.fight
    if not f or not f.get("charge") or f.get("stayed") or f.get("advanced") not in f["chargers"]:
        st.fight = {}
        return
    if not pursuit_possible(g):
        st.fight = {}
        return
    c = st.units[f["advanced"]]
    if c.status != "map" or c.routed or c.disordered or c.hex is None or c.facing is None:
        st.fight = {}
        return
    ahead = straight_ahead(c.hex, c.facing, 1)
    enemies = [x for x in st.units_at(ahead) if x.side != c.side]
    if not enemies:
        g.say("melee.no_pursuit", "10.9", unit=c.id)
        st.fight = {}
        return
    if f["stage"] == "charge":
        start_pursuit(g, c, ahead, "impetus")
        return
    g.ask("pursue", c.side, seat(st, c), ["pursue", "pass"], "pass", "10.9", unit=c.id, hex=ahead)


def start_pursuit(g: Ctx, c: Unit, target_hex: str, stage: str) -> None:
    st = g.st
    dfn = [x.id for x in st.units_at(target_hex)]
    for fight in list(st.queue):
        if not fight["charge"]:
            fight["dfn"] = [d for d in fight["dfn"] if d not in dfn]
            if not fight["dfn"]:
                st.queue.remove(fight)
                g.say("melee.lapses", "10.9", hex=fight["key"])
    g.say("melee.pursuit", "10.9", unit=c.id, stage=stage, hex=target_hex)
    st.fight = {
        "key": target_hex,
        "att": [c.id],
        "dfn": dfn,
        "charge": True,
        "chargers": [c.id],
        "stage": stage,
        "fresh": [],
    }
    g.push(["m_start"])


@answers("pursue")
def answer_pursue(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if order.verb == "pass":
        st.fight = {}
        return
    start_pursuit(g, st.units[ask.params["unit"]], ask.params["hex"], "dispersal")
