"""AFdE 10.7-10.9 (digest §11.8-§11.10): after a melee — retreats (a stack together or one unit staying,
5.2.5), facings, advances and the pursuit chain (Impetus, Dispersal)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.afde.geometry import (
    dist,
    edge_distance,
    front_hexes,
    neighbours,
    straight_ahead,
)
from engine.afde.notation import Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    active_role,
    can_end_in,
    can_stack,
    enter_cost,
    o,
    role_of_unit,
    seat,
    stack_facing,
    unit,
)
from engine.afde.rules.s05_stacking import move_unit
from engine.afde.rules.s12_rout_rally import _candidates, lose_level, run_flights
from engine.afde.rules.s14_leader_fates import eliminate
from engine.afde.state import Unit
from engine.afde.turn import AfdeTask, Decision
from engine.core.errors import IllegalAction
from engine.core.record import record


def live(g: Ctx, ids: list[str] | tuple[str, ...]) -> list[Unit]:
    return [g.st.units[i] for i in ids if g.st.units[i].status == "map"]


def retreat_tasks(units: list[Unit], role: str) -> list[AfdeTask]:
    """One retreat per unit; two non-artillery, non-routed units of one hex retreat together (5.2.5)."""
    out: list[AfdeTask] = []
    by_hex: dict[str, list[Unit]] = {}
    for u in units:
        if u.status == "map" and u.hex is not None:
            by_hex.setdefault(u.hex, []).append(u)
    for group in by_hex.values():
        pair = [u for u in group if not u.artillery and not u.routed]
        rest = [u for u in group if u not in pair or len(pair) != 2]
        if len(pair) == 2:
            out.append(MRetreatStack(pair[0].id, pair[1].id, role))
        out += [MRetreat(u.id, role) for u in rest]
    return out


@record
class MRetreatStack(AfdeTask, kind="afde.m_retreat_stack"):
    a_id: str
    b_id: str
    role: str

    def act(self, g: Ctx) -> None:
        a_id, b_id, role = self.a_id, self.b_id, self.role
        st = g.st
        a, b = st.units[a_id], st.units[b_id]
        if a.status != "map" or b.status != "map" or a.hex != b.hex or a.routed or b.routed:
            g.push(MRetreat(a_id, role), MRetreat(b_id, role))
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
            RetreatAsk,
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


def retreat_refusal(g: Ctx, uid: object, order: Order) -> IllegalAction | None:
    """Why a single unit may not retreat into that hex (10.7), or None when the prompt's refusal says it."""
    st = g.st
    u = st.units.get(str(uid))
    if u is None or u.hex is None or order.verb != "retreat" or len(order.args) != 1:
        return None
    to = order.args[0]
    if not g.scn.on_map(to):
        return IllegalAction("afde.retreat.off_map", rule="AFdE 10.7", unit=u.id, hex=to)
    if to not in neighbours(u.hex):
        return IllegalAction("afde.retreat.not_adjacent", rule="AFdE 10.7", unit=u.id, hex=to)
    if any(x.side != u.side for x in st.units_at(to)):
        return IllegalAction("afde.retreat.enemy", rule="AFdE 10.7", unit=u.id, hex=to)
    if enter_cost(g, u.kind, u.hex, to) is None:  # NM terrain or a hexside closed to movement
        return IllegalAction("afde.retreat.closed", rule="AFdE 10.7", unit=u.id, hex=to)
    if not can_end_in(g, u, to):  # it may end on a friend only where stacking allows (5.2.5)
        return IllegalAction("afde.retreat.stacking", rule="AFdE 10.7", unit=u.id, hex=to)
    return None


@record
class MRetreat(AfdeTask, kind="afde.m_retreat"):
    uid: str
    role: str

    def act(self, g: Ctx) -> None:
        uid, role = self.uid, self.role
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
        g.ask(RetreatAsk, u.side, seat(st, u), choices, choices[0], "10.7", unit=u.id, fronts=fronts)


@record
class RetreatAsk(Decision, kind="afde.ask.retreat"):
    name = "retreat"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if "stack" in self.p:
            answer_retreat_stack(g, self, order)
            return
        u = st.units[self.p["unit"]]
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
        flights: list[str] = []
        if front:
            g.say("melee.retreat_front", "10.7", unit=u.id)
            lose_level(g, u, flights, "no_retreat")
        run_flights(g, flights, RetreatFace(u.id, to))


def answer_retreat_stack(g: Ctx, ask: RetreatAsk, order: Order) -> None:
    """Both units retreat together, or one retreats and the other stays and loses a level (5.2.5)."""
    st = g.st
    p = ask.p
    a, b = st.units[p["unit"]], st.units[p["stack"]]
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
        if p.get("who") == "dfn":
            st.fight["stayed"] = True
        g.say("melee.no_retreat", "5.2.5", unit=u.id)
        lose_level(g, u, flights, "no_retreat")
    run_flights(g, flights, RetreatFace(movers[0].id, None))


@record
class RetreatFace(AfdeTask, kind="afde.retreat_face"):
    """After a retreat (and the flights it caused) the unit may turn, unless it routed or joined a
    stack (``to``: where it retreated alone, None for a stack)."""

    unit: str
    to: str | None

    def act(self, g: Ctx) -> None:
        u = g.st.units[self.unit]
        if u.status == "map" and not u.routed and (self.to is None or len(g.st.units_at(self.to)) == 1):
            push_retreat_face(g, u.id)


FACING_RULES = {"retreat": "10.7", "advance": "10.8", "rally": "12.3"}  # the turn each one allows


def push_retreat_face(g: Ctx, uid: str) -> None:
    """The facing at the end of a retreat is asked once the melee's leader casualty rolls are made
    (§P4: they follow the whole result, the retreat included)."""
    face = MFace(uid, 1, "retreat")
    stop = ("afde.m_advance", "afde.m_pursuit")
    for i in range(len(g.pushed) - 1, -1, -1):  # this step's tasks, then the agenda's, the top first
        if g.pushed[i].kind == "afde.m_casualties":
            g.pushed.insert(i, face)
            return
        if g.pushed[i].kind in stop:
            g.push(face)
            return
    stack = list(g.agenda.stack)
    for i in range(len(stack) - 2, -1, -1):  # under the task that runs now
        if stack[i].kind == "afde.m_casualties":
            stack.insert(i, face)
            g.agenda = replace(g.agenda, stack=tuple(stack))
            return
        if stack[i].kind in stop:
            break
    g.push(face)


@record
class MFace(AfdeTask, kind="afde.m_face"):
    uid: str
    limit: int
    why: str

    def act(self, g: Ctx) -> None:
        uid, limit, why = self.uid, self.limit, self.why
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
        g.ask(FaceAsk, u.side, seat(st, u), choices, o("face", str(u.facing)), rule, unit=uid, why=why)


@record
class FaceAsk(Decision, kind="afde.ask.face"):
    name = "face"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        u = st.units[self.p["unit"]]
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


@record
class MAdvance(AfdeTask, kind="afde.m_advance"):
    def act(self, g: Ctx) -> None:
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
                g.ask(AdvanceAsk, side_a, active_role(st), choices, choices[0], "10.8", who="att")
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
                g.ask(AdvanceAsk, side_d, role, [*choices, "pass"], "pass", "10.8", who="dfn")


def advance_refusal(g: Ctx, order: Order) -> IllegalAction | None:
    """Why that unit may not advance after combat (10.8, 12.1), or None when the prompt's refusal says it."""
    st = g.st
    if order.verb != "advance" or len(order.args) != 2:
        return None
    u = st.units.get(unit_of(st, order.args[0]) or "")
    if u is None:
        return None
    if u.routed or u.disordered:  # disordered units never advance (12.1)
        return IllegalAction("afde.advance.disordered", rule="AFdE 12.1", unit=u.id)
    if u.artillery:
        return IllegalAction("afde.advance.artillery", rule="AFdE 10.8", unit=u.id)
    if u.id not in (*st.fight.get("att", ()), *st.fight.get("dfn", ())):
        return IllegalAction("afde.advance.not_engaged", rule="AFdE 10.8", unit=u.id)
    return None


@record
class AdvanceAsk(Decision, kind="afde.ask.advance"):
    name = "advance"

    def handle(self, g: Ctx, order: Order) -> None:
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
        if self.p.get("who") == "att":
            f["advanced"] = u.id
            charger = f["charge"] and u.id in f["chargers"]
            limit = 1
            if not charger or (st.opt("final_advance_free_facing") and not pursuit_possible(g)):
                limit = 3
            g.push(MFace(u.id, limit, "advance"))
        else:
            g.push(MFace(u.id, 3, "advance"))


@record
class MPursuit(AfdeTask, kind="afde.m_pursuit"):
    def act(self, g: Ctx) -> None:
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
        g.ask(PursueAsk, c.side, seat(st, c), ["pursue", "pass"], "pass", "10.9", unit=c.id, hex=ahead)


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
    from engine.afde.rules.s10_melee import MStart

    g.push(MStart())


@record
class PursueAsk(Decision, kind="afde.ask.pursue"):
    name = "pursue"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "pass":
            st.fight = {}
            return
        start_pursuit(g, st.units[self.p["unit"]], self.p["hex"], "dispersal")
