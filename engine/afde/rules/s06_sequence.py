"""AFdE 6 (digest §7): the sequence of play — the turn's phases A to E, Phase B fire, the initiative (6.C)
and the order of activations, the end of a turn."""

from __future__ import annotations

from typing import Any

from engine.afde.labels import NONE, leader_name
from engine.afde.notation import Order, ref
from engine.afde.rules import (
    Ctx,
    in_command_range,
    is_cinc,
    leader_values,
    o,
    side_role,
)
from engine.afde.rules.s06_activation import D1, D2, D3, D5, EndAct, check_fire, with_combined
from engine.afde.rules.s07_leaders import reseat
from engine.afde.rules.s09_fire import ranged_ready, ranged_targets, resolve_fire
from engine.afde.rules.s15_victory_reinforcements import army_break, finish
from engine.afde.state import Leader
from engine.afde.turn import AfdeTask, Decision
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.record import record
from engine.core.refs import SideRef


def new_turn_flags(g: Ctx) -> None:
    st = g.st
    for u in st.units.values():
        u.acted_by = []
        u.rest = False
        u.reinforcement = False
    for ld in st.leaders.values():
        ld.activated = False
        ld.inactive = False
        if ld.returns:
            ld.returns = False
            if ld.cinc:
                for other in st.leaders.values():
                    if other.side == ld.side and other.acting_cinc:
                        other.acting_cinc = False
                        reseat(g, other)
            for rep in st.leaders.values():
                if rep.original == ld.id and rep.status == "map":
                    rep.status = "safe"
                    rep.hex = None
                    g.say("leader.resumes", "7.5.1", leader=ld.id, replacement=rep.id)
        if ld.status == "pending" and ld.enters and ld.enters <= st.turn:
            pass
    st.initiative = {}
    st.schedule = []


B_STEPS = (("attacker", "At"), ("defender", "At"), ("defender", "Ar"), ("attacker", "Ar"))


@record
class PhaseB(AfdeTask, kind="afde.phase_b"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.phase = "B"
        st.overlay = {}
        g.say("phase.start", "6", phase="B", turn=st.turn)
        steps = []
        order = B_STEPS if st.opt("phase_b_order") != "hu" else (*B_STEPS[:2], B_STEPS[3], B_STEPS[2])
        for n, (role, cls) in enumerate(order, 1):
            side = g.scn.attacker if role == "attacker" else g.scn.defender
            steps.append(BStep(side, cls, n, 1))
        g.push(*steps, BEnd())


def b_options(g: Ctx, side: str, cls: str) -> list[str]:
    st = g.st
    out = []
    for u in st.on_map_units(side):
        if u.fire != cls or not u.commanded or u.fired or not ranged_ready(g, u):
            continue
        for t in ranged_targets(g, u):
            out.append(o("fire", ref(st, u.id), t.hex or ""))
    return with_combined(g, out)


@record
class BStep(AfdeTask, kind="afde.b_step"):
    side: str
    cls: str
    n: int
    fresh: int

    def act(self, g: Ctx) -> None:
        side, cls, n, fresh = self.side, self.cls, self.n, self.fresh
        st = g.st
        st.step = f"B{n}"
        if fresh:
            for u in st.units.values():
                u.fired_at = False
                u.fired = False
                u.moved = False
        choices = b_options(g, side, cls)
        if choices:
            g.ask(BFireAsk, side, side_role(g, side), [*choices, "done"], "done", "6.B", step=n, cls=cls)
            st.fight = {"b": [side, cls, n]}


@record
class BFireAsk(Decision, kind="afde.ask.b_fire"):
    name = "b_fire"
    typed = True

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        side, cls, n = st.fight["b"]
        if order.verb == "done":
            st.fight = {}
            return
        if order.verb != "fire":
            raise IllegalAction(
                "afde.order.not_now", rule="AFdE 6.B", order=order.text(), choices=self.choices[:12]
            )
        firers = check_fire(g, order, side, lambda u: u.fire == cls and u.commanded and not u.fired, "6.B")
        resolve_fire(g, firers, order.args[-1], "fire")
        g.push(BStep(side, cls, n, 0))


@record
class BEnd(AfdeTask, kind="afde.b_end"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.fight = {}
        st.last_overlay = st.overlay
        st.overlay = {}
        g.activation_ended = True
        g.push(PhaseC())


def available(g: Ctx, ld: Leader) -> bool:
    st = g.st
    if ld.activated or ld.inactive:
        return False
    if ld.status == "map":
        return True
    if ld.status == "pending" and ld.enters and ld.enters <= st.turn:
        return any(
            u.status == "pending" and u.banner == ld.banner and u.side == ld.side and u.enters <= st.turn
            for u in st.units.values()
        )
    return False


def rating(g: Ctx, ld: Leader) -> int:
    return leader_values(g, ld)[1]


def bonus(g: Ctx, side: str) -> int:
    c = g.st.cinc(side)
    return leader_values(g, c)[0] if c else 0


def first_side(g: Ctx) -> str:
    a, d = g.scn.attacker, g.scn.defender
    ba, bd = bonus(g, a), bonus(g, d)
    if ba == bd:
        return a
    return a if ba < bd else d


@record
class PhaseC(AfdeTask, kind="afde.phase_c"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.phase, st.step = "C", "C"
        g.say("phase.start", "6", phase="C", turn=st.turn)
        totals = {}
        rec: dict[str, Any] = {"rolls": {}, "bonus": {}, "total": {}}
        for s in (g.scn.attacker, g.scn.defender):
            faces = g.box.roll(
                2, 6, roll_for(f"initiative {s}", "afde.roll.initiative", side=SideRef(s, system="afde"))
            )
            b = bonus(g, s)
            totals[s] = sum(faces) + b
            rec["rolls"][s] = list(faces)
            rec["bonus"][s] = b
            rec["total"][s] = totals[s]
        a, d = g.scn.attacker, g.scn.defender
        diff = abs(totals[a] - totals[d])
        c4 = int(st.opt("c4_threshold") or 8)
        case = "C.1" if diff == 0 else "C.2" if diff <= 3 else "C.4" if diff >= c4 else "C.3"
        winner = None if diff == 0 else (a if totals[a] > totals[d] else d)
        rec.update({"difference": diff, "case": case, "winner": winner})
        st.initiative = rec
        g.say(
            "initiative.roll",
            "6.C",
            a=a,
            ra=rec["rolls"][a],
            ta=totals[a],
            d=d,
            rd=rec["rolls"][d],
            td=totals[d],
            case=case,
            winner=winner or "none",
            ba=rec["bonus"][a],
            bd=rec["bonus"][d],
            diff=diff,
        )
        tasks: list[AfdeTask] = []
        if winner:
            tasks.append(CFirst())
            if case in ("C.3", "C.4"):
                tasks.append(CNext())
            if case == "C.4":
                tasks.append(CInactive())
        tasks.append(PhaseD())
        g.push(*tasks)


def _leaders(g: Ctx, side: str) -> list[Leader]:
    return sorted(
        (ld for ld in g.st.leaders.values() if ld.side == side and available(g, ld)),
        key=lambda ld: (rating(g, ld), ld.id),
    )


def ini_params(g: Ctx) -> dict[str, Any]:
    rec = g.st.initiative
    a, d = g.scn.attacker, g.scn.defender
    return {"a": a, "ta": rec["total"][a], "d": d, "td": rec["total"][d], "case": rec["case"]}


@record
class CFirst(AfdeTask, kind="afde.c_first"):
    def act(self, g: Ctx) -> None:
        w = g.st.initiative["winner"]
        own = _leaders(g, w)
        if own:
            choices = [o("first", ld.id) for ld in own]
            g.ask(FirstAsk, w, side_role(g, w), choices, choices[0], "6.C", **ini_params(g))


@record
class CNext(AfdeTask, kind="afde.c_next"):
    def act(self, g: Ctx) -> None:
        w = g.st.initiative["winner"]
        enemy = g.scn.enemy(w)
        cands = [ld for ld in _leaders(g, enemy) if ld.id not in g.st.schedule]
        if cands:
            c = g.st.cinc(enemy)
            choices = [o("next", ld.id) for ld in cands]
            default = o("next", c.id) if c and o("next", c.id) in choices else choices[0]
            g.ask(NextAsk, w, side_role(g, w), choices, default, "6.C", **ini_params(g))


@record
class CInactive(AfdeTask, kind="afde.c_inactive"):
    def act(self, g: Ctx) -> None:
        st = g.st
        w = st.initiative["winner"]
        enemy = g.scn.enemy(w)
        cands = [ld for ld in _leaders(g, enemy) if ld.id not in st.schedule]
        if cands:
            choices = [o("inactive", ld.id) for ld in cands]
            non_cinc = [ld for ld in cands if not is_cinc(st, ld)]
            pick = max(non_cinc or cands, key=lambda ld: (rating(g, ld), ld.id))
            g.ask(InactiveAsk, w, side_role(g, w), choices, o("inactive", pick.id), "6.C", **ini_params(g))


@record
class FirstAsk(Decision, kind="afde.ask.first"):
    name = "first"

    def handle(self, g: Ctx, order: Order) -> None:
        g.st.schedule.append(order.args[0])
        g.st.initiative["first"] = order.args[0]
        g.say("initiative.first", "6.C", leader=order.args[0])


@record
class NextAsk(Decision, kind="afde.ask.next"):
    name = "next"

    def handle(self, g: Ctx, order: Order) -> None:
        g.st.schedule.append(order.args[0])
        g.st.initiative["next"] = order.args[0]
        g.say("initiative.next", "6.C", leader=order.args[0])


@record
class InactiveAsk(Decision, kind="afde.ask.inactive"):
    name = "inactive"

    def handle(self, g: Ctx, order: Order) -> None:
        g.st.leaders[order.args[0]].inactive = True
        g.st.initiative["inactive"] = order.args[0]
        g.say("initiative.inactive", "6.C", leader=order.args[0])


@record
class PhaseD(AfdeTask, kind="afde.phase_d"):
    def act(self, g: Ctx) -> None:
        g.st.phase = "D"
        g.push(NextAct())


@record
class NextAct(AfdeTask, kind="afde.next_act"):
    def act(self, g: Ctx) -> None:
        st = g.st
        while st.schedule:
            lid = st.schedule.pop(0)
            if available(g, st.leaders[lid]):
                g.push(Activate(lid))
                return
        cands = [ld for ld in st.leaders.values() if available(g, ld)]
        if not cands:
            from engine.afde.rules.s12_rout_rally import PhaseE

            g.push(PhaseE())
            return
        r = min(rating(g, ld) for ld in cands)
        group = [ld for ld in cands if rating(g, ld) == r]
        sides = {ld.side for ld in group}
        if len(sides) == 2:
            last = st.initiative.get("group_last")
            side = g.scn.enemy(last[1]) if last and last[0] == r else first_side(g)
        else:
            side = next(iter(sides))
        st.initiative["group_last"] = [r, side]
        mine = sorted((ld for ld in group if ld.side == side), key=lambda ld: ld.id)
        choices = [o("activate", ld.id) for ld in mine]
        g.ask(ActivateAsk, side, side_role(g, side), choices, choices[0], "6.C")


@record
class ActivateAsk(Decision, kind="afde.ask.activate"):
    name = "activate"

    def handle(self, g: Ctx, order: Order) -> None:
        g.push(Activate(order.args[0]))


_FRESH = (0, False, False, False, False, False, False, False)  # a unit's activation flags, cleared


@record
class Activate(AfdeTask, kind="afde.activate"):
    lid: str

    def act(self, g: Ctx) -> None:
        lid = self.lid
        st = g.st
        ld = st.leaders[lid]
        ld.activated = True
        ld.locked_to = None
        st.active = lid
        st.step = "D1"
        st.overlay = {}
        st.mover = st.mover_with = None
        st.charges, st.melees, st.queue, st.struck, st.fight = [], [], [], [], {}
        for u in st.units.values():
            if (u.mp_spent, u.moved, u.move_done, u.fired, u.fired_at, u.attacked, u.in_melee,
                    u.combat_stacked) == _FRESH:  # fmt: skip
                continue  # nothing to clear
            u.mp_spent = 0
            u.moved = u.move_done = u.fired = u.fired_at = u.attacked = u.in_melee = u.combat_stacked = False
        for x in st.leaders.values():
            x.mp_spent = 0
            x.moved = False
        acting: list[str] = []
        for u in st.units.values():
            if u.side != ld.side:
                continue
            own = u.banner == ld.banner
            near = (
                is_cinc(st, ld) and u.status == "map" and u.hex is not None and in_command_range(g, ld, u.hex)
            )
            if (u.status == "map" and (own or near)) or (
                u.status == "pending" and own and u.enters <= st.turn
            ):
                acting.append(u.id)
                u.acted_by = [*u.acted_by, lid]
        st.act_units = acting
        st.act_commanded = [uid for uid in acting if st.units[uid].commanded or st.units[uid].reinforcement]
        g.say(
            "activation.start",
            "6.D",
            leader=lid,
            name=leader_name(ld.name) if ld.name else lid,
            units=acting or NONE,
        )
        from engine.afde.rules.s10_melee import D4

        g.push(D1(), D2(), D3(), D4(1), D5(), EndAct())


@record
class EndTurn(AfdeTask, kind="afde.end_turn"):
    def act(self, g: Ctx) -> None:
        st = g.st
        g.activation_ended = True
        st.last_overlay = st.overlay or st.last_overlay
        st.overlay = {}
        broken = army_break(g)
        if broken or st.turn >= g.scn.turns:
            finish(g, broken)
            return
        st.turn += 1
        for u in st.units.values():
            if u.status == "pending" and u.enters == st.turn:
                g.say("reinforcement.due", "7.3", unit=u.id)
        from engine.afde.rules.s11_fatigue_rest import PhaseA

        g.push(PhaseA())
