"""The turn as a state machine (AFdE 6): tasks run until a decision (an ``Ask``) is owed.

``State.tasks`` is a stack of small JSON lists ``[name, *args]``; ``State.asks`` holds the decisions
owed now. ``run`` executes tasks until an ask is posted (a decision with a single legal choice is
taken at once); ``answer`` applies an order to the ask it answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.afde import movement as mv
from engine.afde.effects import (
    _candidates,
    add_vp,
    disorder,
    eliminate,
    fatigue,
    leader_casualties,
    lose_level,
    move_unit,
    nearest_unit,
    pass_through,
    rout_result,
    run_flights,
    stack_ok,
)
from engine.afde.fire import can_hit, fires_from_stack, ranged_ready, ranged_targets, resolve_fire
from engine.afde.geometry import (
    col_row,
    direction,
    dist,
    edge_distance,
    front_dirs,
    front_hexes,
    neighbours,
    rear_hexes,
    straight_ahead,
)
from engine.afde.melee import charge_through_front, hex_units, modifiers, net
from engine.afde.notation import Order, parse_order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    can_stack,
    cancel_rest,
    enter_cost,
    in_command_range,
    in_enemy_front,
    is_cinc,
    leader_values,
    melee_allowed,
    role_of_side,
    role_of_unit,
    stack_facing,
)
from engine.afde.state import Ask, Leader, State, Unit
from engine.core.dice import DiceScriptExhausted
from engine.core.errors import IllegalAction

Task = Callable[..., None]
TASKS: dict[str, Task] = {}
ANSWERS: dict[str, Callable[[Ctx, Ask, Order], None]] = {}
EXTENDED = {"d1", "d1_unit", "d2", "b_fire", "d5", "d3"}  # asks that accept typed orders beyond their choices


def task(fn: Task) -> Task:
    TASKS[fn.__name__] = fn
    return fn


def answers(kind: str) -> Callable[[Callable[[Ctx, Ask, Order], None]], Callable[[Ctx, Ask, Order], None]]:
    def deco(fn: Callable[[Ctx, Ask, Order], None]) -> Callable[[Ctx, Ask, Order], None]:
        ANSWERS[kind] = fn
        return fn

    return deco


def run(g: Ctx) -> None:
    """Run tasks until a decision is owed. With scripted dice (tests, transcripts), a step the script
    has no dice for is not started: the game waits there, everything before it applied."""
    scripted = g.box.dice.scripted_only
    guard = 0
    while True:
        st = g.st
        guard += 1
        if guard > 100000:
            raise RuntimeError("the turn machine does not settle")
        if not st.asks and not st.tasks:
            return
        single = next((a for a in st.asks if len(a.choices) == 1), None)
        if st.asks and single is None:
            return
        snap = (st.copy(), g.box.dice, len(g.box.rolls), len(g.events)) if scripted else None
        try:
            if single is not None:
                st.asks.remove(single)
                ANSWERS[single.kind](g, single, parse_order(st, single.choices[0]))
            else:
                t = st.tasks.pop()
                TASKS[t[0]](g, *t[1:])
        except DiceScriptExhausted as exc:
            if snap is None:
                raise
            g.st, g.box.dice = snap[0], snap[1]
            del g.box.rolls[snap[2] :]
            del g.events[snap[3] :]
            g.say("dice.script_ended", None, purpose=exc.purpose)
            return


def _shorthand(g: Ctx, ask: Ask, order: Order) -> Order:
    """Bare ``advance`` / ``react`` take the default; ``pass`` and ``done`` stand for each other;
    ``face <dir>`` in movement turns the unit being moved."""
    text = order.text()
    if text in ask.choices:
        return order
    if order.verb in ("pass", "done"):
        other = "done" if order.verb == "pass" else "pass"
        if other in ask.choices:
            return Order(other)
    if not order.args and order.verb in ("advance", "react") and (ask.default or "").startswith(order.verb):
        return parse_order(g.st, ask.default or "")
    if order.verb == "face" and len(order.args) == 1 and ask.kind in ("d1", "d1_unit") and g.st.mover:
        return Order("face", (ref(g.st, g.st.mover), order.args[0]))
    return order


def answer(g: Ctx, ask: Ask, order: Order) -> None:
    order = _shorthand(g, ask, order)
    if order.text() not in ask.choices and ask.kind not in EXTENDED:
        raise IllegalAction(
            "afde.order.not_now", rule=f"AFdE {ask.rule}", order=order.text(), choices=ask.choices[:12]
        )
    g.st.asks.remove(ask)
    ANSWERS[ask.kind](g, ask, order)
    run(g)


def o(*parts: str) -> str:
    return " ".join(parts)


def unit(g: Ctx, token: str) -> Unit:
    uid = unit_of(g.st, token)
    if uid is None:
        raise IllegalAction("afde.order.no_unit", rule="AFdE 6", ref=token)
    return g.st.units[uid]


def side_role(g: Ctx, side: str) -> str | None:
    return role_of_side(g.st, side)


def active_side(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].side


def seat(st: State, u: Unit) -> str | None:
    """Who decides for ``u``: the active leader's banner for his own side, else the unit's banner."""
    if st.active is not None and st.leaders[st.active].side == u.side:
        return st.leaders[st.active].banner
    return role_of_unit(st, u)


def active_role(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].banner


# ====================================================================== Phase A


def command_check(g: Ctx) -> None:
    st = g.st
    unc = []
    for u in st.units.values():
        if u.status != "map" or u.hex is None:
            continue
        lord = st.lord(u.banner, u.side)
        u.commanded = lord is not None and in_command_range(g, lord, u.hex)
        if not u.commanded:
            unc.append(u.id)
        u.adjacent_at_a = adjacent_to_enemy(st, u.side, u.hex)
    g.say("phase.command", "6.A", uncommanded=unc or "none")


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


def reseat(g: Ctx, ld: Leader) -> None:
    """A leader who is no longer acting CinC rejoins a unit of his own banner if he must."""
    st = g.st
    if ld.status != "map" or ld.hex is None:
        return
    if any(stack_ok(st, ld, u) for u in st.units_at(ld.hex)):
        return
    dest = nearest_unit(g, ld, ld.hex)
    if dest is None:
        ld.status, ld.hex = "safe", None
        g.say("leader.safe", "7.1", leader=ld.id)
    else:
        ld.hex = dest.hex
        g.say("leader.moves_to", "7.6", leader=ld.id, hex=dest.hex)


def rest_eligible(g: Ctx, side: str) -> list[Unit]:
    st = g.st
    return [
        u
        for u in st.on_map_units(side)
        if u.fatigued and not u.routed and u.hex and not adjacent_to_enemy(st, side, u.hex)
    ]


@task
def phase_a(g: Ctx) -> None:
    st = g.st
    st.phase, st.step = "A", "A"
    new_turn_flags(g)
    g.say("phase.start", "6", phase="A", turn=st.turn)
    command_check(g)
    st.rest_picks = {s.id: [] for s in g.scn.sides}
    st.rest_done = []
    g.push(["phase_b"])
    for s in g.scn.sides:
        post_rest(g, s.id)


def post_rest(g: Ctx, side: str) -> None:
    st = g.st
    picks = st.rest_picks[side]
    choices = [o("rest", ref(st, u.id)) for u in rest_eligible(g, side) if u.id not in picks]
    choices += [o("unrest", ref(st, uid)) for uid in picks]
    g.ask("rest", side, side_role(g, side), [*choices, "done"], "done", "6.A")


@answers("rest")
def answer_rest(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    side = ask.side
    if order.verb == "done":
        st.rest_done.append(side)
        if len(st.rest_done) == len(g.scn.sides):
            g.reveals = any(st.rest_picks.values())
            for s, ids in st.rest_picks.items():
                for uid in ids:
                    st.units[uid].rest = True
                g.say("rest.placed", "6.A", side=s, units=ids or "none")
        return
    picked = unit_of(st, order.args[0])
    assert picked is not None
    uid = picked
    if order.verb == "rest":
        st.rest_picks[side].append(uid)
    else:
        st.rest_picks[side].remove(uid)
    post_rest(g, side)


# ====================================================================== Phase B


B_STEPS = (("attacker", "At"), ("defender", "At"), ("defender", "Ar"), ("attacker", "Ar"))


@task
def phase_b(g: Ctx) -> None:
    st = g.st
    st.phase = "B"
    st.overlay = {}
    g.say("phase.start", "6", phase="B", turn=st.turn)
    steps = []
    order = B_STEPS if st.opt("phase_b_order") != "hu" else (*B_STEPS[:2], B_STEPS[3], B_STEPS[2])
    for n, (role, cls) in enumerate(order, 1):
        side = g.scn.attacker if role == "attacker" else g.scn.defender
        steps.append(["b_step", side, cls, n, 1])
    g.push(*steps, ["b_end"])


def b_options(g: Ctx, side: str, cls: str) -> list[str]:
    st = g.st
    out = []
    for u in st.on_map_units(side):
        if u.fire != cls or not u.commanded or u.fired or not ranged_ready(g, u):
            continue
        for t in ranged_targets(g, u):
            out.append(o("fire", ref(st, u.id), t.hex or ""))
    return out


@task
def b_step(g: Ctx, side: str, cls: str, n: int, fresh: int) -> None:
    st = g.st
    st.step = f"B{n}"
    if fresh:
        for u in st.units.values():
            u.fired_at = False
            u.fired = False
            u.moved = False
    choices = b_options(g, side, cls)
    if choices:
        g.ask("b_fire", side, side_role(g, side), [*choices, "done"], "done", "6.B", step=n, cls=cls)
        st.fight = {"b": [side, cls, n]}


@answers("b_fire")
def answer_b_fire(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    side, cls, n = st.fight["b"]
    if order.verb == "done":
        st.fight = {}
        return
    if order.verb != "fire":
        raise IllegalAction(
            "afde.order.not_now", rule="AFdE 6.B", order=order.text(), choices=ask.choices[:12]
        )
    firers = check_fire(g, order, side, lambda u: u.fire == cls and u.commanded and not u.fired, "6.B")
    resolve_fire(g, firers, order.args[-1], "fire")
    g.push(["b_step", side, cls, n, 0])


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
        if f.side != side or not eligible(f) or not ranged_ready(g, f):
            raise IllegalAction("afde.fire.cannot", rule=f"AFdE {rule}", unit=f.id)
        if not can_hit(g, f, targets[0]):
            raise IllegalAction("afde.fire.out_of_reach", rule="AFdE 9.1", unit=f.id, hex=target_hex)
    return firers


@task
def b_end(g: Ctx) -> None:
    st = g.st
    st.fight = {}
    st.last_overlay = st.overlay
    st.overlay = {}
    g.activation_ended = True
    g.push(["phase_c"])


# ====================================================================== Phase C


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


@task
def phase_c(g: Ctx) -> None:
    st = g.st
    st.phase, st.step = "C", "C"
    g.say("phase.start", "6", phase="C", turn=st.turn)
    totals = {}
    rec: dict[str, Any] = {"rolls": {}, "bonus": {}, "total": {}}
    for s in (g.scn.attacker, g.scn.defender):
        faces = g.box.roll(2, 6, f"initiative {s}")
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
    )
    tasks: list[list[Any]] = []
    if winner:
        tasks.append(["c_first"])
        if case in ("C.3", "C.4"):
            tasks.append(["c_next"])
        if case == "C.4":
            tasks.append(["c_inactive"])
    tasks.append(["phase_d"])
    g.push(*tasks)


def _leaders(g: Ctx, side: str) -> list[Leader]:
    return sorted(
        (ld for ld in g.st.leaders.values() if ld.side == side and available(g, ld)),
        key=lambda ld: (rating(g, ld), ld.id),
    )


@task
def c_first(g: Ctx) -> None:
    w = g.st.initiative["winner"]
    own = _leaders(g, w)
    if own:
        choices = [o("first", ld.id) for ld in own]
        g.ask("first", w, side_role(g, w), choices, choices[0], "6.C")


@task
def c_next(g: Ctx) -> None:
    w = g.st.initiative["winner"]
    enemy = g.scn.enemy(w)
    cands = [ld for ld in _leaders(g, enemy) if ld.id not in g.st.schedule]
    if cands:
        c = g.st.cinc(enemy)
        choices = [o("next", ld.id) for ld in cands]
        default = o("next", c.id) if c and o("next", c.id) in choices else choices[0]
        g.ask("next", w, side_role(g, w), choices, default, "6.C")


@task
def c_inactive(g: Ctx) -> None:
    st = g.st
    w = st.initiative["winner"]
    enemy = g.scn.enemy(w)
    cands = [ld for ld in _leaders(g, enemy) if ld.id not in st.schedule]
    if cands:
        choices = [o("inactive", ld.id) for ld in cands]
        non_cinc = [ld for ld in cands if not is_cinc(st, ld)]
        pick = max(non_cinc or cands, key=lambda ld: (rating(g, ld), ld.id))
        g.ask("inactive", w, side_role(g, w), choices, o("inactive", pick.id), "6.C")


@answers("first")
def answer_first(g: Ctx, ask: Ask, order: Order) -> None:
    g.st.schedule.append(order.args[0])
    g.st.initiative["first"] = order.args[0]
    g.say("initiative.first", "6.C", leader=order.args[0])


@answers("next")
def answer_next(g: Ctx, ask: Ask, order: Order) -> None:
    g.st.schedule.append(order.args[0])
    g.st.initiative["next"] = order.args[0]
    g.say("initiative.next", "6.C", leader=order.args[0])


@answers("inactive")
def answer_inactive(g: Ctx, ask: Ask, order: Order) -> None:
    g.st.leaders[order.args[0]].inactive = True
    g.st.initiative["inactive"] = order.args[0]
    g.say("initiative.inactive", "6.C", leader=order.args[0])


# ====================================================================== Phase D: the schedule


@task
def phase_d(g: Ctx) -> None:
    g.st.phase = "D"
    g.push(["next_act"])


@task
def next_act(g: Ctx) -> None:
    st = g.st
    while st.schedule:
        lid = st.schedule.pop(0)
        if available(g, st.leaders[lid]):
            g.push(["activate", lid])
            return
    cands = [ld for ld in st.leaders.values() if available(g, ld)]
    if not cands:
        g.push(["phase_e"])
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
    g.ask("activate", side, side_role(g, side), choices, choices[0], "6.C")


@answers("activate")
def answer_activate(g: Ctx, ask: Ask, order: Order) -> None:
    g.push(["activate", order.args[0]])


@task
def activate(g: Ctx, lid: str) -> None:
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
        near = is_cinc(st, ld) and u.status == "map" and u.hex is not None and in_command_range(g, ld, u.hex)
        if (u.status == "map" and (own or near)) or (u.status == "pending" and own and u.enters <= st.turn):
            acting.append(u.id)
            u.acted_by.append(lid)
    st.act_units = acting
    st.act_commanded = [uid for uid in acting if st.units[uid].commanded or st.units[uid].reinforcement]
    g.say("activation.start", "6.D", leader=lid, units=acting or "none")
    g.push(["d1"], ["d2"], ["d3"], ["d4", 1], ["d5"], ["end_act"])


# ====================================================================== D.1 movement


def unit_menu(g: Ctx, u: Unit) -> list[str]:
    st = g.st
    r = ref(st, u.id)
    out: list[str] = []
    if u.status == "pending":
        return [o("enter", u.id)]
    if not mv.movable(g, u) or u.hex is None or u.facing is None:
        return out
    for nb in neighbours(u.hex):
        sc = mv.step_cost(g, u, u.hex, u.facing, nb)
        if sc is None:
            continue
        if (
            sc[0] <= mv.left(u)
            and (can_end_in(g, u, nb) or mv.can_leave(g, u, nb, sc[1], mv.left(u) - sc[0]))
        ) or (
            u.mp_spent == 0
            and not u.moved
            and direction(u.hex, nb) in front_dirs(u.facing, u.artillery)
            and can_end_in(g, u, nb)
        ):
            out.append(o("move", r, nb))
    for f in range(6):
        tc = mv.turn_cost(g, u, u.hex, u.facing, f)
        if (
            f != u.facing
            and tc <= mv.left(u)
            and (can_end_in(g, u, u.hex) or mv.can_leave(g, u, u.hex, f, mv.left(u) - tc))
        ):
            out.append(o("face", r, str(f)))
    for t, _path, _c in mv.charge_targets(g, u):
        out.append(o("charge", r, t.hex or ""))
    if not u.moved and not u.mp_spent:
        for rh in rear_hexes(u.hex, u.facing, u.artillery):
            if enter_cost(g, u.kind, u.hex, rh) is not None and can_end_in(g, u, rh):
                out.append(o("withdraw", r, rh))
    marker = mv.can_mount(g, u)
    if marker:
        out.append(o("dismount" if u.mounted else "mount", r))
    return out


@task
def d1(g: Ctx) -> None:
    st = g.st
    st.step = "D1"
    side = active_side(st)
    role = active_role(st)
    if st.mover and st.mover_with:
        pair = [st.units[st.mover], st.units[st.mover_with]]
        if all(x.status == "map" and not x.move_done and mv.movable(g, x) for x in pair):
            choices = [*mv.stack_menu(g, pair), "stop"]
            g.ask("d1_unit", side, role, choices, "stop", "5.2.4", unit="+".join(x.id for x in pair))
            return
        st.mover = st.mover_with = None
    if st.mover:
        u = st.units[st.mover]
        if u.status == "map" and not u.move_done and mv.movable(g, u):
            choices = unit_menu(g, u)
            if mv.stop_ok(g, u):
                choices.append("stop")
            if not choices:
                choices = ["stop"]
            g.ask(
                "d1_unit", side, role, choices, "stop" if "stop" in choices else choices[0], "8.1", unit=u.id
            )
            return
        st.mover = st.mover_with = None
    choices = []
    for uid in st.act_commanded:
        u = st.units[uid]
        if u.status == "pending":
            if u in mv.entering(g) and mv.entry_ok(g, u):
                choices.append(o("enter", u.id))
        elif mv.movable(g, u) and (not u.moved or mv.left(u) > 0):
            choices.append(o("select", ref(st, uid)))
            if u.hex and mv.stack_pair(g, u.hex) and o("select", u.hex) not in choices:
                choices.append(o("select", u.hex))
    assert st.active is not None
    ld = st.leaders[st.active]
    for dest in sorted(mv.leader_paths(g, ld)):
        choices.append(o("move", ld.id, dest))
    choices.append("done")
    g.ask("d1", side, role, choices, "done", "8.1")


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
        mv.end_move(g, st.units[st.mover])


@answers("d1")
@answers("d1_unit")
def answer_d1(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    v = order.verb
    if v == "done":
        finish_mover(g)
        return
    if v == "stop":
        finish_mover(g)  # without a unit being moved, nothing to stop
        g.push(["d1"])
        return
    if v not in ("select", "move", "face", "charge", "withdraw", "mount", "dismount", "enter"):
        raise IllegalAction(
            "afde.order.not_now", rule="AFdE 8.1", order=order.text(), choices=ask.choices[:12]
        )
    head = order.args[0]
    if v == "move" and head in st.leaders:
        ld = st.leaders[head]
        if ld.id != st.active:
            raise IllegalAction("afde.move.leader_not_active", rule="AFdE 7.1", leader=head)
        finish_mover(g)
        mv.do_leader_move(g, ld, list(order.args[1:]))
        g.push(["d1"])
        return
    if v == "enter":
        finish_mover(g)
        mv.do_enter(g, st.units[head] if head in st.units else unit(g, head))
        g.push(["d1"])
        return
    if v in ("select", "move", "face") and head in st.occupancy() and len(st.units_at(head)) == 2:
        pair = mv.stack_pair(g, head)
        if pair is None:
            raise IllegalAction("afde.move.stack", rule="AFdE 5.2.4", hex=head)
        finish_mover(g, keep=pair[0].id)
        st.mover, st.mover_with = pair[0].id, pair[1].id
        if v == "move":
            for h in order.args[1:]:
                mv.do_stack_step(g, pair, h)
        elif v == "face":
            mv.do_stack_face(g, pair, int(order.args[1]))
        g.push(["d1"])
        return
    u = unit(g, head)
    if u.id not in st.act_commanded:
        raise IllegalAction("afde.move.not_commanded", rule="AFdE 7.3", unit=u.id)
    if not mv.movable(g, u):
        raise IllegalAction("afde.move.cannot_move", rule="AFdE 8.1", unit=u.id)
    finish_mover(g, keep=u.id)
    st.mover, st.mover_with = u.id, None
    if v == "move":
        for h in order.args[1:]:
            if u.move_done:
                raise IllegalAction("afde.move.move_over", rule="AFdE 8.1", unit=u.id)
            mv.do_step(g, u, h)
    elif v == "face":
        mv.do_face(g, u, int(order.args[1]))
    elif v == "charge":
        mv.do_charge(g, u, order.args[1])
    elif v == "withdraw":
        mv.do_withdraw(g, u, order.args[1])
    elif v in ("mount", "dismount"):
        mv.do_mount(g, u, v == "mount")
    if u.move_done and st.mover == u.id:
        st.mover = st.mover_with = None
    g.push(["d1"])


# ====================================================================== D.2 fire


def d2_options(g: Ctx) -> list[str]:
    st = g.st
    out = []
    for uid in st.act_commanded:
        u = st.units[uid]
        if u.status != "map" or not u.fire or u.fired or not ranged_ready(g, u):
            continue
        for t in ranged_targets(g, u):
            out.append(o("fire", ref(st, u.id), t.hex or ""))
    return out


@task
def d2(g: Ctx) -> None:
    st = g.st
    st.step = "D2"
    st.mover = st.mover_with = None
    choices = d2_options(g)
    if choices:
        g.ask("d2", active_side(st), active_role(st), [*choices, "done"], "done", "6.D")


@answers("d2")
def answer_d2(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if order.verb == "done":
        return
    if order.verb != "fire":
        raise IllegalAction(
            "afde.order.not_now", rule="AFdE 6.D", order=order.text(), choices=ask.choices[:12]
        )
    firers = check_fire(g, order, active_side(st), lambda u: u.id in st.act_commanded and not u.fired, "7.3")
    resolve_fire(g, firers, order.args[-1], "fire")
    g.push(["d2"])


# ====================================================================== D.3 declare melees


def melee_candidates(g: Ctx) -> list[tuple[Unit, str]]:
    st = g.st
    charge_ids = {c for pair in st.charges for c in pair}
    out = []
    for uid in st.act_commanded:
        a = st.units[uid]
        if a.status != "map" or a.routed or a.artillery or a.id in charge_ids or a.hex is None:
            continue
        if a.banner in g.scn.no_melee_banners:
            continue
        for fh in front_hexes(a.hex, a.facing, a.artillery):
            defs = [d for d in st.units_at(fh) if d.side != a.side]
            if not defs or any(d.id in charge_ids or d.id in st.struck for d in defs):
                continue
            if not melee_allowed(g, a.hex, fh):
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


@task
def d3(g: Ctx) -> None:
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
    g.ask("d3", active_side(st), active_role(st), choices, "done" if ok else "clear", "10.4")


@answers("d3")
def answer_d3(g: Ctx, ask: Ask, order: Order) -> None:
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
    elif order.text() not in ask.choices:
        raise IllegalAction("afde.melee.cannot", rule="AFdE 10.4", order=order.text())
    else:
        au = unit(g, order.args[0])
        st.melees.append([au.id, order.args[1]])
    g.push(["d3"])


# ====================================================================== D.4 resolve melees


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
    seen: set[str] = set()
    if res_a:
        for u in aff_a:
            leader_casualties(g, u, "melee", dfn, seen)
    if res_d:
        for u in aff_d:
            leader_casualties(g, u, "melee", att, seen)
    tasks: list[list[Any]] = []
    if "R" in res_d.split("+"):
        tasks += retreat_tasks(aff_d, "dfn")
    if "R" in res_a.split("+"):
        tasks += retreat_tasks(aff_a, "att")
    tasks += [["m_advance"], ["m_pursuit"]]
    g.push(*tasks)


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
    together, alone = [], []
    for nb in neighbours(here):
        if not g.scn.on_map(nb) or any(x.side != a.side for x in st.units_at(nb)):
            continue
        if enter_cost(g, a.kind, here, nb) is None or enter_cost(g, b.kind, here, nb) is None:
            continue
        others = list(st.units_at(nb))
        if can_stack(g, [*others, a, b]):
            together.append(o("retreat", nb))
        for u in (a, b):
            if can_stack(g, [*others, u]):
                alone.append(o("retreat", nb, u.id))
    choices = together + alone
    if not choices:
        if role == "dfn":
            st.fight["stayed"] = True
        g.say("melee.no_retreat", "10.7", unit=f"{a.id}+{b.id}")
        flights: list[str] = []
        lose_level(g, a, flights, "no_retreat")
        lose_level(g, b, flights, "no_retreat")
        run_flights(g, flights)
        return
    g.ask("retreat", a.side, seat(st, a), choices, choices[0], "5.2.5", unit=a.id, stack=b.id, who=role)


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
    fronts = set(front_hexes(u.hex, u.facing, u.artillery))
    enemies = [e.hex for e in st.units.values() if e.status == "map" and e.side != u.side and e.hex]

    def score(h: str) -> tuple[int, int, str]:
        return (h in fronts, -min((dist(h, e) for e in enemies), default=0), h)

    choices = [o("retreat", h) for h in sorted(opts, key=score)]
    g.ask("retreat", u.side, seat(st, u), choices, choices[0], "10.7", unit=u.id)


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
        g.push(["m_face", u.id, 1, "retreat"])


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
        g.push(["m_face", lead.id, 1, "retreat"])


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
    g.ask("face", u.side, seat(st, u), choices, o("face", str(u.facing)), "10.8", unit=uid, why=why)


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


# ====================================================================== D.5 and the end of an activation


def d5_choices(g: Ctx) -> list[str]:
    st = g.st
    out = []
    for uid in st.act_units:
        if uid in st.act_commanded:
            continue
        u = st.units[uid]
        opts = mv.half_moves(g, u)
        for h in list(opts)[:6]:
            out.append(o("move", ref(st, uid), h))
    return out


@task
def d5(g: Ctx) -> None:
    st = g.st
    st.step = "D5"
    choices = d5_choices(g)
    if choices:
        g.ask("d5", active_side(st), active_role(st), [*choices, "done"], "done", "7.4")


@answers("d5")
def answer_d5(g: Ctx, ask: Ask, order: Order) -> None:
    st = g.st
    if order.verb == "done":
        return
    if order.verb != "move":
        raise IllegalAction(
            "afde.order.not_now", rule="AFdE 7.4", order=order.text(), choices=ask.choices[:12]
        )
    u = unit(g, order.args[0])
    if u.id not in st.act_units or u.id in st.act_commanded:
        raise IllegalAction("afde.move.half_move", rule="AFdE 7.4", unit=u.id, hex=order.args[-1])
    mv.do_half_move(g, u, list(order.args[1:]))
    g.push(["d5"])


@task
def end_act(g: Ctx) -> None:
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
    g.push(["next_act"])


# ====================================================================== Phase E


def nearest_enemy_dir(g: Ctx, u: Unit) -> int:
    enemies = [e.hex for e in g.st.units.values() if e.status == "map" and e.side != u.side and e.hex]
    if not enemies or u.hex is None:
        return u.facing or 0
    target = min(enemies, key=lambda h: (dist(u.hex or "", h), h))
    best = 0
    from engine.afde.geometry import in_front_arc

    for d in range(6):
        if in_front_arc(u.hex, target, d, u.artillery):
            best = d
            break
    return best


@task
def phase_e(g: Ctx) -> None:
    st = g.st
    st.phase, st.step = "E", "E"
    st.active = None
    g.say("phase.start", "6", phase="E", turn=st.turn)
    for u in st.units.values():
        if (
            u.rest
            and u.status == "map"
            and u.hex
            and not adjacent_to_enemy(st, u.side, u.hex)
            and not u.adjacent_at_a
        ) and u.fatigued:
            u.fatigued = False
            g.say("rest.recovered", "11.2", unit=u.id)
        u.rest = False
    # rally: one roll per stack, the better quality
    done: set[str] = set()
    faces: list[list[Any]] = []
    for u in sorted(st.units.values(), key=lambda x: x.id):
        if u.status != "map" or u.hex is None or u.hex in done or u.cohesion == "good":
            continue
        if adjacent_to_enemy(st, u.side, u.hex):
            continue
        stack = [x for x in st.units_at(u.hex) if x.cohesion != "good"]
        done.add(u.hex)
        q = max(x.quality for x in stack)
        roll = g.d10(f"rally {u.hex}")
        mod = 1 if any(x.routed for x in stack) else 0
        bonuses = [0]
        for ld in st.leaders.values():
            if ld.status != "map" or ld.side != u.side or ld.hex is None or dist(ld.hex, u.hex) > 1:
                continue
            if ld.banner == u.banner or is_cinc(st, ld):
                bonuses.append(leader_values(g, ld)[0])
        mod -= max(bonuses)
        ok = roll == 0 or roll + mod <= q
        g.say("rally.roll", "12.3", hex=u.hex, roll=roll, mod=mod, quality=q, ok=ok)
        if ok:
            for x in stack:
                if x.routed:
                    x.cohesion = "disordered"
                    x.facing = nearest_enemy_dir(g, x)
                else:
                    x.cohesion = "good"
                faces.append(["m_face", x.id, 3, "rally"])
    g.push(*faces, ["e_rout", g.scn.attacker], ["e_rout", g.scn.defender], ["end_turn"])


@task
def e_rout(g: Ctx, side: str) -> None:
    st = g.st
    edge = g.scn.side(side).rout_edge
    routed = [u for u in st.on_map_units(side) if u.routed and u.hex]
    routed.sort(key=lambda u: (edge_distance(g.scn, edge, u.hex or ""), u.id))
    for u in routed:
        if u.status == "map" and u.routed:
            rout_move(g, u)


def rout_move(g: Ctx, u: Unit) -> None:
    """Phase E rout movement: all MP towards the rout edge, each hex closer (AFdE 12.2.2)."""
    st = g.st
    edge = g.scn.side(u.side).rout_edge
    assert u.hex is not None
    left = u.mp
    path = [u.hex]
    prev: int | None = None
    spent = False
    while True:
        here = path[-1]
        if edge_distance(g.scn, edge, here) == 0:
            move_unit(g, u, path)
            if len(path) > 1:
                g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
            g.say("rout.off_map", "12.2.3", unit=u.id)
            eliminate(g, u, "off_map")
            return
        extra = 1 if in_enemy_front(st, u.side, here) else 0
        pick = None
        for c in _candidates(g, u, here, prev):
            cost = (enter_cost(g, u.kind, here, c) or 0) + extra
            if cost <= left or not spent:
                after = left - cost if cost <= left else 0
                if after <= 0 and not can_end_in(g, u, c):
                    continue
                pick = (c, min(cost, left))
                break
        if pick is None:
            break
        c, cost = pick
        prev = direction(here, c)
        path.append(c)
        left -= cost
        spent = True
        if left <= 0:
            break
    while len(path) > 1 and not can_end_in(g, u, path[-1]):
        path.pop()  # it may not stop on a friend where stacking forbids it
    if len(path) > 1:
        flights: list[str] = []
        exempt: set[tuple[str, str]] = set()
        for h in path[1:-1]:
            for fr in st.units_at(h):
                pass_through(g, u, fr, flights, exempt)
        move_unit(g, u, path)
        g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
        g.say("rout.move", "12.2.2", unit=u.id, path=path[1:])
        run_flights(g, flights)


@task
def end_turn(g: Ctx) -> None:
    st = g.st
    from engine.afde.victory import army_break, finish

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
    g.push(["phase_a"])


__all__ = ["ANSWERS", "TASKS", "add_vp", "answer", "col_row", "run"]
