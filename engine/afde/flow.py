"""The turn (AFdE 6): phases A (command, rest), B (archery), C (initiative), the activation schedule of
phase D, and E (rest, rally, rout moves, end of turn). D.1-D.3 and D.5 live in ``activation``, D.4 in
``combat``; every task and answer registers itself with ``machine``.
"""

from __future__ import annotations

from typing import Any

from engine.afde import activation as _activation  # noqa: F401  registers its tasks
from engine.afde import combat as _combat  # noqa: F401  registers its tasks
from engine.afde.activation import check_fire
from engine.afde.effects import (
    _candidates,
    _pick,
    _qualifying,
    eliminate,
    move_unit,
    nearest_unit,
    pass_through,
    run_flights,
    stack_ok,
)
from engine.afde.fire import ranged_ready, ranged_targets, resolve_fire
from engine.afde.geometry import (
    direction,
    dist,
    edge_distance,
)
from engine.afde.machine import answer, answers, o, run, side_role, task
from engine.afde.notation import Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    enter_cost,
    in_command_range,
    in_enemy_front,
    is_cinc,
    leader_values,
)
from engine.afde.state import Ask, Leader, Unit
from engine.core.errors import IllegalAction


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


@task
def b_end(g: Ctx) -> None:
    st = g.st
    st.fight = {}
    st.last_overlay = st.overlay
    st.overlay = {}
    g.activation_ended = True
    g.push(["phase_c"])


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
        ba=rec["bonus"][a],
        bd=rec["bonus"][d],
        diff=diff,
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


def ini_params(g: Ctx) -> dict[str, Any]:
    rec = g.st.initiative
    a, d = g.scn.attacker, g.scn.defender
    return {"a": a, "ta": rec["total"][a], "d": d, "td": rec["total"][d], "case": rec["case"]}


@task
def c_first(g: Ctx) -> None:
    w = g.st.initiative["winner"]
    own = _leaders(g, w)
    if own:
        choices = [o("first", ld.id) for ld in own]
        g.ask("first", w, side_role(g, w), choices, choices[0], "6.C", **ini_params(g))


@task
def c_next(g: Ctx) -> None:
    w = g.st.initiative["winner"]
    enemy = g.scn.enemy(w)
    cands = [ld for ld in _leaders(g, enemy) if ld.id not in g.st.schedule]
    if cands:
        c = g.st.cinc(enemy)
        choices = [o("next", ld.id) for ld in cands]
        default = o("next", c.id) if c and o("next", c.id) in choices else choices[0]
        g.ask("next", w, side_role(g, w), choices, default, "6.C", **ini_params(g))


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
        g.ask("inactive", w, side_role(g, w), choices, o("inactive", pick.id), "6.C", **ini_params(g))


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
            u.acted_by = [*u.acted_by, lid]
    st.act_units = acting
    st.act_commanded = [uid for uid in acting if st.units[uid].commanded or st.units[uid].reinforcement]
    g.say("activation.start", "6.D", leader=lid, name=ld.name or lid, units=acting or "none")
    g.push(["d1"], ["d2"], ["d3"], ["d4", 1], ["d5"], ["end_act"])


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
        costs: dict[str, int] = {}
        for c in _candidates(g, u, here, prev):
            cost = (enter_cost(g, u.kind, here, c) or 0) + extra
            if cost <= left or not spent:
                after = left - cost if cost <= left else 0
                if after <= 0 and not can_end_in(g, u, c):
                    continue
                costs[c] = min(cost, left)
        if not costs:
            break
        feasible = list(costs)
        first = feasible[0]  # the first hex of the straight line that it can take is the default
        options = sorted(_qualifying(g, u, here, prev, feasible), key=lambda h: h != first)
        c = _pick(g, u, here, options)
        cost = costs[c]
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


__all__ = ["B_STEPS", "answer", "command_check", "new_turn_flags", "run"]
