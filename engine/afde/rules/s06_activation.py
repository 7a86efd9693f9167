"""AFdE 6.D (digest §7.5): a leader's activation — D.1 movement menus, D.2 fire, D.3 melee declarations, D.5
uncommanded moves, and its end."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from engine.afde.geometry import (
    front_dirs,
    front_hexes,
    rear_hexes,
)
from engine.afde.labels import unit_name
from engine.afde.notation import Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    active_role,
    active_side,
    can_end_in,
    enemy_hexes,
    enter_cost,
    in_enemy_front,
    melee_allowed,
    o,
    scenario_forbids_melee,
    unit,
)
from engine.afde.rules.s05_stacking import lone_leader
from engine.afde.rules.s07_leaders import (
    do_half_move,
    do_lead,
    do_leader_move,
    end_lead,
    half_moves,
    leader_paths,
    may_lead,
)
from engine.afde.rules.s08_movement import (
    can_leave,
    can_mount,
    charge_targets,
    do_charge,
    do_face,
    do_mount,
    do_stack_face,
    do_stack_step,
    do_step,
    do_withdraw,
    end_move,
    immobile,
    joins,
    left,
    may_stop,
    mount_refusal,
    movable,
    stack_menu,
    stack_pair,
    stop_ok,
    turn_steps,
    turn_towards,
    ways_out,
)
from engine.afde.rules.s09_fire import (
    fires_from_stack,
    ranged_ready,
    ranged_targets,
    resolve_fire,
    why_not_hit,
)
from engine.afde.rules.s15_victory_reinforcements import do_enter, entering, entry_ok
from engine.afde.state import Unit
from engine.afde.turn import AfdeTask, Decision
from engine.core.errors import IllegalAction
from engine.core.messages import older_params
from engine.core.record import record

PLACEMENTS = ("top", "bottom")  # where a unit joining a stack goes (5.2.4); top when omitted


def _counted(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """A "nothing to fire at" line saved before it counted its units reads with their number."""
    return params if "count" in params else {**params, "count": len(params.get("units") or ())}


older_params(("afde.fire.nothing_to_fire_at",), _counted)


def check_fire(g: Ctx, order: Order, side: str, eligible: Callable[[Unit], bool], rule: str) -> list[Unit]:
    st = g.st
    target_hex = order.args[-1]
    targets = [t for t in st.units_at(target_hex) if t.side != side]
    if not targets:
        raise IllegalAction("afde.fire.no_target", rule="AFdE 9.3", hex=target_hex)
    if any(t.fired_at for t in targets):
        raise IllegalAction("afde.fire.already_target", rule="AFdE 9.1", hex=target_hex)
    firers = [unit(g, a) for a in order.args[:-1]]
    if len({f.type for f in firers}) > 1 or len({f.id for f in firers}) != len(firers):
        raise IllegalAction("afde.fire.mixed", rule="AFdE 9.3")
    for f in firers:
        if f.side == side and f.status == "map" and not f.fire:  # fire capability is on the counter (2.2)
            raise IllegalAction("afde.fire.not_a_firer", rule="AFdE 2.2", unit=f.id)
        if rule == "6.B" and f.side == side and f.fire not in ("Ar", "At"):  # only Ar and At in Phase B
            raise IllegalAction("afde.fire.not_in_phase_b", rule="AFdE 6.B", unit=f.id)
        if f.side == side and f.status == "map" and f.fire and not fires_from_stack(g, f):
            raise IllegalAction("afde.fire.stacked_below", rule="AFdE 5.2.5", unit=f.id)
        if f.side == side and f.status == "map" and f.fire and not eligible(f):
            if f.routed:  # routed units never fire (12.2.3)
                raise IllegalAction("afde.fire.routed", rule="AFdE 12.2.3", unit=f.id)
            if not f.commanded:  # uncommanded units fire only defensively (7.4)
                raise IllegalAction("afde.fire.uncommanded", rule="AFdE 7.4", unit=f.id)
            if f.fired:  # once in an activation (a Phase B step is one, 9.1)
                raise IllegalAction("afde.fire.already_fired", rule=f"AFdE {rule}", unit=f.id)
            b = st.fight.get("b") if rule == "6.B" else None
            if b and f.fire != b[1]:  # each step of Phase B has its side and its kind of firer (6.B)
                raise IllegalAction(
                    "afde.fire.b_step", rule="AFdE 6.B", unit=f.id, step=b[2], side=b[0], cls=b[1]
                )
            if rule == "7.3" and f.id not in st.act_commanded:  # D.2: the units this leader activates (7.2)
                raise IllegalAction("afde.fire.not_activated", rule="AFdE 7.2", unit=f.id)
        if f.side != side or not eligible(f):
            raise IllegalAction("afde.fire.cannot", rule=f"AFdE {rule}", unit=f.id)
        if not ranged_ready(g, f):
            if f.routed:
                raise IllegalAction("afde.fire.routed", rule="AFdE 12.2.3", unit=f.id)
            if f.status == "map" and f.fire:  # an enemy next to it: no fire at range (9.1)
                raise IllegalAction("afde.fire.adjacent_enemy", rule="AFdE 9.1", unit=f.id)
            raise IllegalAction("afde.fire.cannot", rule=f"AFdE {rule}", unit=f.id)
        why = why_not_hit(g, f, targets[0])
        if why is not None:
            raise IllegalAction(why[0], rule=why[1], unit=f.id, hex=target_hex)
    return firers


def unit_menu(g: Ctx, u: Unit) -> list[str]:
    st = g.st
    r = ref(st, u.id)
    out: list[str] = []
    if u.status == "pending":
        return [o("enter", u.id)]
    if not movable(g, u) or u.hex is None or u.facing is None:
        return out
    held = lone_leader(g, [u], u.hex) is not None  # it may not leave a leader alone (5.1; A15)
    mp_left = left(u)
    fresh = u.mp_spent == 0 and not u.moved  # the minimum one-hex move is still open (8.1)
    fronts = front_dirs(u.facing, u.artillery)
    contact = in_enemy_front(st, u.side, u.hex)
    per_turn = 2 if contact else 1  # as step_cost: turning in an enemy front hex costs double (8.2)
    # as step_cost: +1 MP out of an enemy front hex, +1 MP to leave a stack of two (5.2.4)
    base = (1 if contact else 0) + (1 if not u.moved and len(st.units_at(u.hex)) >= 2 else 0)
    enemy_at = enemy_hexes(st, u.side)
    for nb, (d, ec) in [] if held else ways_out(g, u.kind, u.hex).items():
        if nb in enemy_at:
            continue
        turns, new_facing = turn_towards(u.facing, d, u.artillery)
        cost = base + ec + turns * per_turn
        stop = cost <= mp_left and may_stop(g, u, nb, mp_left - cost)
        minimum = fresh and d in fronts and can_end_in(g, u, nb)
        if stop or minimum or (cost <= mp_left and can_leave(g, u, nb, new_facing, mp_left - cost)):
            out.append(o("move", r, nb))
            if (stop or minimum) and joins(g, u, nb):
                out.append(o("move", r, nb, "bottom"))  # the newcomer goes underneath (5.2.4)
    here = can_end_in(g, u, u.hex)
    for f in range(6):
        if f == u.facing:
            continue
        tc = turn_steps(u.facing, f) * per_turn
        if tc <= mp_left and (here or can_leave(g, u, u.hex, f, mp_left - tc)):
            out.append(o("face", r, str(f)))
    for t, _path, _c in [] if held else charge_targets(g, u):
        out.append(o("charge", r, t.hex or ""))
    if not u.moved and not u.mp_spent and not held:
        for rh in rear_hexes(u.hex, u.facing, u.artillery):
            if enter_cost(g, u.kind, u.hex, rh) is not None and can_end_in(g, u, rh):
                out.append(o("withdraw", r, rh))
    marker = can_mount(g, u)
    if marker:
        out.append(o("dismount" if u.mounted else "mount", r))
    return out


@record
class D1(AfdeTask, kind="afde.d1"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.step = "D1"
        side = active_side(st)
        role = active_role(st)
        if st.mover and st.mover_with:
            pair = [st.units[st.mover], st.units[st.mover_with]]
            if all(x.status == "map" and not x.move_done and movable(g, x) for x in pair):
                choices = [*stack_menu(g, pair), "stop"]
                g.ask(D1UnitAsk, side, role, choices, "stop", "5.2.4", unit="+".join(x.id for x in pair))
                return
            st.mover = st.mover_with = None
        if st.mover:
            u = st.units[st.mover]
            if u.status == "map" and not u.move_done and movable(g, u):
                choices = unit_menu(g, u)
                assert st.active is not None
                if may_lead(g, st.leaders[st.active]):
                    choices.append(o("lead", st.active))
                if stop_ok(g, u):
                    choices.append("stop")
                if not choices:
                    choices = ["stop"]
                g.ask(
                    D1UnitAsk,
                    side,
                    role,
                    choices,
                    "stop" if "stop" in choices else choices[0],
                    "8.1",
                    unit=u.id,
                    name=unit_name(u.type, u.name) if u.name else f"{u.type} {u.id}",
                    left=left(u),
                )
                return
            st.mover = st.mover_with = None
        choices = []
        for uid in st.act_commanded:
            u = st.units[uid]
            if u.status == "pending":
                if u in entering(g) and entry_ok(g, u):
                    choices.append(o("enter", u.id))
            elif movable(g, u) and (not u.moved or left(u) > 0):
                choices.append(o("select", ref(st, uid)))
                if u.hex and stack_pair(g, u.hex) and o("select", u.hex) not in choices:
                    choices.append(o("select", u.hex))
        assert st.active is not None
        ld = st.leaders[st.active]
        for dest in sorted(leader_paths(g, ld)):
            choices.append(o("move", ld.id, dest))
        if may_lead(g, ld):
            choices.append(o("lead", ld.id))
        choices.append("done")
        g.ask(D1Ask, side, role, choices, "done", "8.1")


def finish_mover(g: Ctx, keep: str | None = None) -> None:
    st = g.st
    if st.mover and st.mover_with:
        if keep in (st.mover, st.mover_with):
            return
        for uid in (st.mover, st.mover_with):
            st.units[uid].move_done = True
        st.mover = st.mover_with = None
        return
    if st.mover and st.mover != keep:
        end_move(g, st.units[st.mover])


@record
class D1UnitAsk(Decision, kind="afde.ask.d1_unit"):
    name = "d1_unit"
    typed = True

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        v = order.verb
        if v == "done":
            finish_mover(g)
            end_lead(g)
            return
        if v == "stop":
            finish_mover(g)  # without a unit being moved, nothing to stop
            g.push(D1())
            return
        if v == "lead":
            do_lead(g, order.args[0])
            g.push(D1())
            return
        if v not in ("select", "move", "face", "charge", "withdraw", "mount", "dismount", "enter"):
            raise IllegalAction(
                "afde.order.not_now", rule="AFdE 8.1", order=order.text(), choices=self.choices[:12]
            )
        head = order.args[0]
        if v == "move" and head in st.leaders:
            ld = st.leaders[head]
            if ld.id != st.active:
                raise IllegalAction("afde.move.leader_not_active", rule="AFdE 7.1", leader=head)
            finish_mover(g)
            do_leader_move(g, ld, [h for h in order.args[1:] if h not in PLACEMENTS])
            g.push(D1())
            return
        if v == "enter":
            finish_mover(g)
            do_enter(g, st.units[head] if head in st.units else unit(g, head))
            g.push(D1())
            return
        if v in ("select", "move", "face") and head in st.occupancy() and len(st.units_at(head)) == 2:
            pair = stack_pair(g, head)
            if pair is None:
                raise IllegalAction("afde.move.stack", rule="AFdE 5.2.4", hex=head)
            finish_mover(g, keep=pair[0].id)
            st.mover, st.mover_with = pair[0].id, pair[1].id
            if v == "move":
                for h in order.args[1:]:
                    if h not in PLACEMENTS:  # a stack moving as one counter never joins another (5.2.4)
                        do_stack_step(g, pair, h)
            elif v == "face":
                do_stack_face(g, pair, int(order.args[1]))
            g.push(D1())
            return
        u = unit(g, head)
        if u.id not in st.act_commanded:
            raise IllegalAction("afde.move.not_commanded", rule="AFdE 7.3", unit=u.id)
        if not movable(g, u):
            raise mount_refusal(g, u, v == "mount") if v in ("mount", "dismount") else immobile(g, u)
        finish_mover(g, keep=u.id)
        st.mover, st.mover_with = u.id, None
        if v == "move":
            hexes, bottom = list(order.args[1:]), False
            if hexes[-1] in PLACEMENTS:
                bottom = hexes.pop() == "bottom"
            for i, h in enumerate(hexes):
                if u.move_done:
                    raise IllegalAction("afde.move.move_over", rule="AFdE 8.1", unit=u.id)
                do_step(g, u, h, bottom=bottom and i == len(hexes) - 1)
        elif v == "face":
            do_face(g, u, int(order.args[1]))
        elif v == "charge":
            do_charge(g, u, order.args[1])
        elif v == "withdraw":
            do_withdraw(g, u, order.args[1])
        elif v in ("mount", "dismount"):
            do_mount(g, u, v == "mount")
        if u.move_done and st.mover == u.id:
            st.mover = st.mover_with = None
        g.push(D1())


@record
class D1Ask(D1UnitAsk, kind="afde.ask.d1"):
    name = "d1"
    typed = True


def d2_options(g: Ctx) -> list[str]:
    st = g.st
    out = []
    for uid in st.act_commanded:
        u = st.units[uid]
        if u.status != "map" or not u.fire or u.fired or not ranged_ready(g, u):
            continue
        for t in ranged_targets(g, u):
            out.append(o("fire", ref(st, u.id), t.hex or ""))
    return with_combined(g, out)


def with_combined(g: Ctx, single: list[str]) -> list[str]:
    """The single fire orders, then combined fire (AFdE 9.3): every firer of one type that may fire at
    the same target, together (``fire 0504 0304 0808``)."""
    st = g.st
    groups: dict[tuple[str, str], list[str]] = {}
    for order in single:
        parts = order.split()
        if len(parts) != 3:
            continue
        _verb, firer, target = parts
        u = st.units[unit_of(st, firer) or firer]
        groups.setdefault((target, u.type), []).append(firer)
    combined = [o("fire", *firers, target) for (target, _t), firers in groups.items() if len(firers) > 1]
    return single + combined


@record
class D2(AfdeTask, kind="afde.d2"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.step = "D2"
        st.mover = st.mover_with = None
        choices = d2_options(g)
        if choices:
            g.ask(D2Ask, active_side(st), active_role(st), [*choices, "done"], "done", "6.D")
            return
        firers = [st.units[u] for u in st.act_commanded if st.units[u].fire and st.units[u].status == "map"]
        idle = [u.id for u in firers if not u.fired and not u.routed]
        if idle:
            g.say("fire.nothing_to_fire_at", "9.1", units=idle, count=len(idle))


@record
class D2Ask(Decision, kind="afde.ask.d2"):
    name = "d2"
    typed = True

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "done":
            return
        if order.verb != "fire":
            raise IllegalAction(
                "afde.order.not_now", rule="AFdE 6.D", order=order.text(), choices=self.choices[:12]
            )
        firers = check_fire(
            g, order, active_side(st), lambda u: u.id in st.act_commanded and not u.fired, "7.3"
        )
        resolve_fire(g, firers, order.args[-1], "fire")
        g.push(D2())


def melee_candidates(g: Ctx) -> list[tuple[Unit, str]]:
    st = g.st
    charge_ids = {c for pair in st.charges for c in pair}
    out = []
    for uid in st.act_commanded:
        a = st.units[uid]
        if a.status != "map" or a.routed or a.artillery or a.id in charge_ids or a.hex is None:
            continue
        for fh in front_hexes(a.hex, a.facing, a.artillery):
            defs = [d for d in st.units_at(fh) if d.side != a.side]
            if not defs or any(d.id in charge_ids or d.id in st.struck for d in defs):
                continue
            if not melee_allowed(g, a.hex, fh) or any(scenario_forbids_melee(g, a, d) for d in defs):
                continue
            out.append((a, fh))
    return out


def star_ok(pairs: list[list[str]]) -> bool:
    """No many-against-many melee: one side of each melee is a single unit (AFdE 10.4, CSW #535)."""
    by_att: dict[str, set[str]] = {}
    by_def: dict[str, set[str]] = {}
    for a, h in pairs:
        by_att.setdefault(a, set()).add(h)
        by_def.setdefault(h, set()).add(a)
    return not any(len(hs) > 1 and any(len(by_def[h]) > 1 for h in hs) for hs in by_att.values())


def declared_ok(g: Ctx) -> tuple[bool, str]:
    """Every declared melee is one-against-many or many-against-one, and attackers attack every
    enemy in their front hexes not attacked by others (AFdE 10.4)."""
    st = g.st
    pairs = [(a, h) for a, h in st.melees]
    by_att: dict[str, set[str]] = {}
    by_def: dict[str, set[str]] = {}
    for a, h in pairs:
        by_att.setdefault(a, set()).add(h)
        by_def.setdefault(h, set()).add(a)
    for hs in by_att.values():
        if len(hs) > 1 and any(len(by_def[h]) > 1 for h in hs):
            return False, "many_against_many"
    cands = melee_candidates(g)
    for a in by_att:
        for cu, h in cands:
            if cu.id == a and h not in by_def:
                return False, "obligation"
    return True, ""


@record
class D3(AfdeTask, kind="afde.d3"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.step = "D3"
        declared = {(a, h) for a, h in st.melees}
        choices = [
            o("melee", ref(st, a.id), h)
            for a, h in melee_candidates(g)
            if (a.id, h) not in declared and star_ok([*st.melees, [a.id, h]])
        ]
        if st.melees:
            choices.append("clear")
        ok, _ = declared_ok(g)
        if ok:
            choices.append("done")
        if choices == ["done"]:
            return
        g.ask(D3Ask, active_side(st), active_role(st), choices, "done" if ok else "clear", "10.4")


def melee_refusal(g: Ctx, order: Order) -> IllegalAction:
    """Why a melee declaration the D.3 menu does not list is refused, citing the rule that forbids it."""
    st = g.st
    au = st.units.get(unit_of(st, order.args[0]) or "") if order.args else None
    mine = au is not None and au.side == active_side(st) and au.status == "map"
    if au is None or not mine or au.hex is None or len(order.args) != 2:
        return IllegalAction("afde.melee.cannot", rule="AFdE 10.4", order=order.text())
    target = order.args[1]
    if au.id not in st.act_commanded:
        return IllegalAction("afde.melee.uncommanded", rule="AFdE 10.1", unit=au.id)
    if au.routed:
        return IllegalAction("afde.melee.routed", rule="AFdE 10.1", unit=au.id)
    if au.artillery:
        return IllegalAction("afde.melee.artillery", rule="AFdE 10.1", unit=au.id)
    charge_ids = {c for pair in st.charges for c in pair}
    if au.id in charge_ids:
        return IllegalAction("afde.melee.charger", rule="AFdE 10.2", unit=au.id)
    defs = [d for d in st.units_at(target) if d.side != au.side]
    if not defs:
        return IllegalAction("afde.melee.no_enemy", rule="AFdE 10.4", hex=target)
    if target not in front_hexes(au.hex, au.facing, au.artillery):
        return IllegalAction("afde.melee.not_front", rule="AFdE 10.4", unit=au.id, hex=target)
    if any(d.id in charge_ids for d in defs):
        return IllegalAction("afde.melee.charged", rule="AFdE 10.2", hex=target)
    if any(d.id in st.struck for d in defs):
        return IllegalAction("afde.melee.already_attacked", rule="AFdE 10.1", hex=target)
    if not melee_allowed(g, au.hex, target):
        return IllegalAction("afde.melee.hexside", rule="AFdE 10.1", unit=au.id, hex=target)
    if any(scenario_forbids_melee(g, au, d) for d in defs):  # Las Navas de Tolosa (9.1)
        return IllegalAction("afde.melee.scenario", rule="AFdE 9.1", unit=au.id, hex=target)
    if [au.id, target] in st.melees:
        return IllegalAction("afde.melee.already_declared", rule="AFdE 10.4", unit=au.id, hex=target)
    if not star_ok([*st.melees, [au.id, target]]):
        return IllegalAction("afde.melee.many_against_many", rule="AFdE 10.4")
    return IllegalAction("afde.melee.cannot", rule="AFdE 10.4", order=order.text())


@record
class D3Ask(Decision, kind="afde.ask.d3"):
    name = "d3"
    typed = True

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "done":
            ok, why = declared_ok(g)
            if not ok:
                raise IllegalAction(f"afde.melee.{why}", rule="AFdE 10.4")
            for a, h in st.melees:
                g.say("melee.declared", "10.4", attacker=a, hex=h)
            return
        if order.verb == "clear":
            st.melees = []
        elif order.text() not in self.choices:
            raise melee_refusal(g, order)
        else:
            au = unit(g, order.args[0])
            st.melees.append([au.id, order.args[1]])
        g.push(D3())


def d5_choices(g: Ctx) -> list[str]:
    st = g.st
    out = []
    for uid in st.act_units:
        if uid in st.act_commanded:
            continue
        u = st.units[uid]
        opts = half_moves(g, u)
        for h in list(opts)[:6]:
            out.append(o("move", ref(st, uid), h))
    return out


@record
class D5(AfdeTask, kind="afde.d5"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.step = "D5"
        choices = d5_choices(g)
        if choices:
            g.ask(D5Ask, active_side(st), active_role(st), [*choices, "done"], "done", "7.4")


@record
class D5Ask(Decision, kind="afde.ask.d5"):
    name = "d5"
    typed = True

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        if order.verb == "done":
            return
        if order.verb != "move":
            raise IllegalAction(
                "afde.order.not_now", rule="AFdE 7.4", order=order.text(), choices=self.choices[:12]
            )
        u = unit(g, order.args[0])
        if u.id not in st.act_units or u.id in st.act_commanded:
            raise IllegalAction("afde.move.half_move", rule="AFdE 7.4", unit=u.id, hex=order.args[-1])
        do_half_move(g, u, list(order.args[1:]))
        g.push(D5())


@record
class EndAct(AfdeTask, kind="afde.end_act"):
    def act(self, g: Ctx) -> None:
        st = g.st
        g.say("activation.end", "6.D", leader=st.active)
        st.last_overlay = st.overlay
        st.overlay = {}
        st.active = None
        st.mover = st.mover_with = None
        st.step = "D"
        st.charges, st.melees, st.queue, st.struck, st.fight = [], [], [], [], {}
        st.act_units, st.act_commanded = [], []
        g.activation_ended = True
        from engine.afde.rules.s06_sequence import NextAct

        g.push(NextAct())
