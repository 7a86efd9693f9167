"""AFdE 12 (digest §13): fatigue (11), disorder, rout and rally — the result ladders, the 2-hex flight
and its forks (12.2.1), passing through friends (12.2.3), Phase E rally and rout moves."""

from __future__ import annotations

from dataclasses import replace

from engine.afde.geometry import EDGE_DIRS, direction, dist, edge_distance, neighbours, step
from engine.afde.notation import HEX, Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    can_end_in,
    can_stack,
    enter_cost,
    in_enemy_front,
    is_cinc,
    leader_values,
    o,
    role_of_unit,
    side_role,
)
from engine.afde.rules.s05_stacking import move_unit
from engine.afde.rules.s14_leader_fates import eliminate
from engine.afde.state import Unit
from engine.afde.turn import AfdeTask, Decision, FlightAsk, Flights
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.record import record


def fatigue(g: Ctx, u: Unit) -> None:
    if not u.fatigued:
        u.fatigued = True
        g.say("unit.fatigued", "11", unit=u.id)


def disorder(g: Ctx, u: Unit, flights: list[str]) -> None:
    """A "D" result (AFdE 12.1 ladder)."""
    if u.cohesion == "good":
        u.cohesion = "disordered"
        g.say("unit.disordered", "12.1", unit=u.id)
    elif u.cohesion == "disordered" and not u.fatigued:
        fatigue(g, u)
    elif u.cohesion == "disordered":
        make_routed(g, u, flights)
    else:
        flights.append(u.id)


def rout_result(g: Ctx, u: Unit, flights: list[str], how: str) -> None:
    """A "Dr" / rout result."""
    if u.artillery or u.routed:
        eliminate(g, u, how)
        return
    make_routed(g, u, flights)


def lose_level(g: Ctx, u: Unit, flights: list[str], how: str) -> None:
    """Cohesion-level loss: good -> disordered -> routed (flight) -> eliminated."""
    if u.cohesion == "good":
        u.cohesion = "disordered"
        g.say("unit.disordered", "10.7", unit=u.id)
    elif u.cohesion == "disordered":
        make_routed(g, u, flights)
    else:
        eliminate(g, u, how)


def make_routed(g: Ctx, u: Unit, flights: list[str] | None) -> None:
    u.cohesion = "routed"
    u.facing = None
    u.rest = False
    g.say("unit.routed", "12.2.1", unit=u.id)
    if u.hex is not None:
        for ld in g.st.leaders_at(u.hex):
            ld.locked_to = u.id
    if flights is not None:
        flights.append(u.id)


def run_flights(g: Ctx, flights: list[str], then: AfdeTask | None = None) -> None:
    """Make the queued 2-hex flights, each after the previous unit finished (AFdE 12.2.1, 12.2.3), then
    ``then`` (the rest of the step). The owner may be asked for a hex midway: the flights are a task."""
    if not flights:
        if then is not None:
            then.act(g)
        return
    assert g.cont is None, "one flight per step"
    g.cont = Flights(tuple(flights), then=then)


def flights_step(g: Ctx, t: Flights) -> tuple[Flights, list[str]] | None:
    """Make the flights of ``t`` until they are all made (None) or the owner must choose a hex: then
    the task as it stands there and the hexes to choose from, default first."""
    queue = list(t.queue)
    exempt = {tuple(x.split(">", 1)) for x in t.exempt}
    uid, path, pick = t.unit, list(t.path), t.pick
    while True:
        if uid is None:
            if not queue:
                return None
            uid = queue.pop(0)
            u = g.st.units[uid]
            if u.status != "map":
                uid = None
                continue
            path = [u.hex or ""]
        u = g.st.units[uid]
        cands = flee(g, u, 2, path, pick, queue, exempt)  # type: ignore[arg-type]
        pick = None
        if cands is not None:
            at = Flights(tuple(queue), tuple(sorted(f"{a}>{b}" for a, b in exempt)), uid, tuple(path),
                         None, t.then)  # fmt: skip
            return at, cands
        uid, path = None, []


def _candidates(g: Ctx, u: Unit, here: str, prev: int | None) -> list[str]:
    edge = g.scn.side(u.side).rout_edge
    e = edge_distance(g.scn, edge, here)
    order = list(EDGE_DIRS[edge])
    if prev is not None:
        order = [prev, *[d for d in order if d != prev]]
    order += [d for d in range(6) if d not in order]
    out = []
    for d in order:
        nb = step(here, d)
        if not g.scn.on_map(nb) or edge_distance(g.scn, edge, nb) != e - 1:
            continue
        if any(x.side != u.side for x in g.st.units_at(nb)):
            continue
        if enter_cost(g, u.kind, here, nb) is None:
            continue
        out.append(nb)
    return out


def flee(
    g: Ctx,
    u: Unit,
    n: int,
    path: list[str],
    pick: str | None,
    flights: list[str],
    exempt: set[tuple[str, str]],
) -> list[str] | None:
    """The immediate flight of a routed unit, straight towards its rout edge, from ``path`` (the hexes
    entered so far): None once made, else the hexes its owner chooses between (``pick`` is his choice
    at this fork, when he made it)."""
    edge = g.scn.side(u.side).rout_edge
    while len(path) - 1 < n:
        i = len(path) - 1
        here = path[-1]
        prev = direction(path[-2], here) if len(path) > 1 else None
        if edge_distance(g.scn, edge, here) == 0:
            move_unit(g, u, path)
            eliminate(g, u, "off_map")
            return None
        cands = _candidates(g, u, here, prev)
        last = i == n - 1
        if last:
            cands = [c for c in cands if can_end_in(g, u, c)]
        cands.sort(key=lambda c: bool(g.st.units_at(c)))  # avoid passing through friends
        if not cands:
            move_unit(g, u, path)
            g.say("unit.flight_blocked", "12.2.1", unit=u.id)
            eliminate(g, u, "blocked")
            return None
        options = _qualifying(g, u, here, prev, cands)
        if len(options) > 1 and pick not in options:
            return options
        nxt = options[0] if len(options) == 1 else str(pick)
        pick = None
        path.append(nxt)
        if not last:
            for f in g.st.units_at(nxt):
                pass_through(g, u, f, flights, exempt)
    move_unit(g, u, path)
    g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
    g.say("unit.flight", "12.2.1", unit=u.id, path=path[1:])
    return None


def _qualifying(g: Ctx, u: Unit, here: str, prev: int | None, cands: list[str]) -> list[str]:
    """The hexes the owner may choose between (AFdE 12.2.1 path rule, E3), default first: the straight
    line when it is open and empty; any other closer hex once the straight line is blocked or would
    pass through a friend. Towards an east or west edge both first steps are equally straight."""
    edge = g.scn.side(u.side).rout_edge
    if prev is not None:
        dirs: tuple[int, ...] = (prev,)
    elif edge in ("east", "west"):
        dirs = EDGE_DIRS[edge][:2]
    else:
        dirs = EDGE_DIRS[edge][:1]
    straight = [c for c in cands if direction(here, c) in dirs]
    if straight and not any(g.st.units_at(c) for c in straight):
        return straight
    return cands


def pass_through(
    g: Ctx, mover: Unit, f: Unit, flights: list[str], exempt: set[tuple[str, str]], by: str | None = None
) -> None:
    """A routing unit passes through a friend: test against its quality (AFdE 12.2.3). ``by``: the
    movers as the messages name them (a stack routing together, 5.2.6), when not the unit alone."""
    if f.side != mover.side or f.id == mover.id or (f.id, mover.id) in exempt:
        return
    exempt.add((mover.id, f.id))
    by = by or mover.id
    if f.routed:
        g.say("unit.passed_routed", "12.2.3", unit=f.id, by=by)
        flights.append(f.id)
        return
    roll = g.d10(roll_for(f"pass-through test {f.id}", "afde.roll.pass_through", unit=f.id))
    if roll > f.quality:
        g.say("unit.pass_failed", "12.2.3", unit=f.id, by=by, roll=roll, quality=f.quality)
        make_routed(g, f, flights)
    else:
        g.say("unit.pass_held", "12.2.3", unit=f.id, by=by, roll=roll, quality=f.quality)


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


@record
class PhaseE(AfdeTask, kind="afde.phase_e"):
    """Phase E: rest recovers, rally (one roll per stack), then each side's rout moves (AFdE 6.E, 12.3)."""

    def act(self, g: Ctx) -> None:
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
        faces: list[tuple[str, int, str]] = []
        for u in sorted(st.units.values(), key=lambda x: x.id):
            if u.status != "map" or u.hex is None or u.hex in done or u.cohesion == "good":
                continue
            if adjacent_to_enemy(st, u.side, u.hex):
                continue
            stack = [x for x in st.units_at(u.hex) if x.cohesion != "good"]
            done.add(u.hex)
            q = max(x.quality for x in stack)
            roll = g.d10(roll_for(f"rally {u.hex}", "afde.roll.rally", hex=u.hex))
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
                    faces.append((x.id, 3, "rally"))
        from engine.afde.rules.s06_sequence import EndTurn
        from engine.afde.rules.s10_retreat_advance import MFace

        g.push(*(MFace(*f) for f in faces), ERout(g.scn.attacker), ERout(g.scn.defender), EndTurn())


@record
class ERout(Task[Ctx], kind="afde.e_rout"):
    """A side's routed units make their rout moves, one after another (AFdE 12.2.2), in the order
    their owner chooses (6.E [INTERP], E3: ``rout_order``, by default the unit nearest its rout edge);
    two routed units of one hex rout together or apart, as he chooses (5.2.6: ``rout_stack``, by default
    apart). Both decisions lapse: an order that answers what comes after them takes their defaults.

    ``queue``: the units still to move, nearest the rout edge first as when the step began (None: not
    yet listed); ``unit``: the one chosen to move next; ``together``: the answer for its stack."""

    side: str
    queue: tuple[str, ...] | None = None
    unit: str | None = None
    together: bool | None = None

    def run(self, host: Ctx) -> Step:
        st = host.st
        queue = self.queue
        if queue is None:
            edge = host.scn.side(self.side).rout_edge
            routed = [u for u in st.on_map_units(self.side) if u.routed and u.hex]
            routed.sort(key=lambda u: (edge_distance(host.scn, edge, u.hex or ""), u.id))
            queue = tuple(u.id for u in routed)
        left = [uid for uid in queue if _to_move(st.units[uid])]
        if not left:
            return DONE
        uid = self.unit if self.unit in left else left[0] if len(left) == 1 else None
        rest = [x for x in left if x != uid]
        mate = stack_mate(host, uid, rest) if uid is not None else None
        ask: Decision | None = None
        if uid is None:
            ask = rout_order_ask(host, self.side, left)
        elif mate is not None and self.together is None:
            ask = rout_stack_ask(host, st.units[uid], mate)
        if ask is not None:
            if self.queue is None:  # the order of the step is kept while the owner chooses
                return Again(replace(self, queue=queue))
            return Asks(ask.to_ask())
        assert uid is not None
        together = mate is not None and bool(self.together)
        if mate is not None and together:
            rest.remove(mate.id)
        host.begin()
        host.push(RoutMove(uid, mate=mate.id if mate and together else None), ERout(self.side, tuple(rest)))
        return host.finish(self)

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        token = order.split()[-1]
        if ask.kind == "afde.rout_stack":
            return Again(replace(self, together=bool(HEX.match(token))))
        return Again(replace(self, unit=unit_of(host.st, token), together=None))


def _to_move(u: Unit) -> bool:
    return u.status == "map" and u.routed and u.hex is not None


def stack_mate(g: Ctx, uid: str, rest: list[str]) -> Unit | None:
    """The routed unit still to make its rout move that shares the hex of ``uid`` (AFdE 5.2.6)."""
    here = g.st.units[uid].hex
    for x in rest:
        u = g.st.units[x]
        if u.hex == here and _to_move(u):
            return u
    return None


@record
class RoutOrderAsk(Decision, kind="afde.ask.rout_order"):
    """Which routed unit of the side makes its rout move next (AFdE 6.E [INTERP], E3)."""

    name = "rout_order"

    def to_ask(self) -> Ask:
        return _lapsing(self)


@record
class RoutStackAsk(Decision, kind="afde.ask.rout_stack"):
    """Two routed units of one hex rout together (one move along one path) or apart (AFdE 5.2.6)."""

    name = "rout_stack"

    def to_ask(self) -> Ask:
        return _lapsing(self)


def _lapsing(d: Decision) -> Ask:
    """A Phase E rout decision as asked: optional (an order that answers what follows takes the
    default), and the standing answer ``always`` takes the default."""
    return replace(Decision.to_ask(d), standing=(("always", d.default or ""),), lapses=True)


def rout_order_ask(g: Ctx, side: str, left: list[str]) -> RoutOrderAsk:
    """One choice per routed unit still to move, in the order of the step (nearest its rout edge
    first): the first is the default."""
    choices = tuple(o("rout", ref(g.st, uid)) for uid in left)
    return RoutOrderAsk(side, side_role(g, side), choices, choices[0], "6.E")


def rout_stack_ask(g: Ctx, u: Unit, mate: Unit) -> RoutStackAsk:
    """``rout <id>``: the chosen unit routs alone now, its stack mate in its own turn (the default, as
    the rout moves went before the choice was offered); ``rout <hex>``: both rout together."""
    hx = u.hex or ""
    choices = (o("rout", u.id), o("rout", hx))
    params = (("unit", u.id), ("stack", f"{u.id}+{mate.id}"), ("hex", hx))
    return RoutStackAsk(u.side, role_of_unit(g.st, u), choices, choices[0], "5.2.6", params)


def rout_refusal(g: Ctx, ask: Ask, order: Order) -> IllegalAction | None:
    """Why a ``rout`` order does not answer the decision owed (AFdE 6.E, 5.2.6), or None when the
    prompt's own refusal says it."""
    if order.verb != "rout" or len(order.args) != 1:
        return None
    st = g.st
    token = order.args[0]
    params = dict(ask.msg.params)
    if ask.kind == "afde.rout_stack":
        return IllegalAction(
            "afde.rout.stack_choice", rule="AFdE 5.2.6", unit=params.get("unit"), hex=params.get("hex")
        )
    if HEX.match(token) and len(st.units_at(token)) > 1:
        return IllegalAction("afde.rout.name_one", rule="AFdE 5.2.6", hex=token)
    uid = unit_of(st, token)
    if uid is None:
        return None
    return IllegalAction(
        "afde.rout.not_to_move", rule="AFdE 6.E", unit=uid, choices=", ".join(ask.orders[:12])
    )


@record
class RoutMove(Task[Ctx], kind="afde.rout_move"):
    """Phase E rout movement: all MP towards the rout edge, each hex closer (AFdE 12.2.2). ``path`` and
    ``left`` are the hexes chosen so far and the MP left; where more than one hex qualifies the owner
    chooses (``flight``, AFdE 12.2.1, E3) and the move goes on with ``pick``. With ``mate`` the routed
    unit of the same hex goes along: the two rout together, as one stack along one path (5.2.6)."""

    unit: str
    path: tuple[str, ...] = ()
    left: int = 0
    pick: str | None = None
    mate: str | None = None

    def run(self, host: Ctx) -> Step:
        host.begin()
        u = host.st.units[self.unit]
        assert u.hex is not None
        mate = host.st.units[self.mate] if self.mate is not None else None
        if mate is not None and not self.path and not (_to_move(mate) and mate.hex == u.hex):
            mate = None  # it no longer stands with the unit: the unit routs alone
        path = list(self.path) or [u.hex]
        mp = u.mp if mate is None else min(u.mp, mate.mp)  # a stack moves with the lower allowance (5.2.4)
        fork = rout_move(host, u, path, self.left if self.path else mp, self.pick, mate)
        if fork is not None:
            left, cands = fork
            at = replace(self, path=tuple(path), left=left, pick=None, mate=mate.id if mate else None)
            if at != self or not host.idle():
                return host.finish(self, Again(at))
            return Asks(flight_ask(host, u, path[-1], cands, mate).to_ask())
        return host.finish(self)

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        return Again(replace(self, pick=order.split()[-1]))


def _stack_ends_in(g: Ctx, movers: list[Unit], label: str) -> bool:
    """May the routing ``movers`` (one unit, or a stack routing together) stop in ``label``?"""
    if len(movers) == 1:
        return can_end_in(g, movers[0], label)
    if not g.scn.on_map(label):
        return False
    others = [x for x in g.st.units_at(label) if x not in movers]
    if not others:
        return True
    if any(x.side != movers[0].side for x in others):
        return False
    return can_stack(g, [*others, *movers])


def rout_move(
    g: Ctx, u: Unit, path: list[str], left: int, pick: str | None, mate: Unit | None = None
) -> tuple[int, list[str]] | None:
    """A rout move from ``path`` (the hexes chosen so far) with ``left`` MP: None once made, else the MP
    left and the hexes the owner chooses between (``pick``: his choice at this fork, when made). With
    ``mate``, the two units of a stack rout together: each hex must be open to both, costs the more of
    their two costs, and both must be able to stop where the move ends (5.2.4, 5.2.6)."""
    st = g.st
    edge = g.scn.side(u.side).rout_edge
    movers = [u] if mate is None else [u, mate]
    while True:
        here = path[-1]
        prev = direction(path[-2], here) if len(path) > 1 else None
        spent = len(path) > 1
        if edge_distance(g.scn, edge, here) == 0:
            for x in _bottom_first(movers):
                move_unit(g, x, path)
            if len(path) > 1:
                g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
            for x in movers:
                g.say("rout.off_map", "12.2.3", unit=x.id)
                eliminate(g, x, "off_map")
            return None
        extra = 1 if in_enemy_front(st, u.side, here) else 0
        costs: dict[str, int] = {}
        for c in _candidates(g, u, here, prev):
            cost = enter_cost(g, u.kind, here, c) or 0
            if mate is not None:
                other = enter_cost(g, mate.kind, here, c)
                if other is None:
                    continue
                cost = max(cost, other)
            cost += extra
            if cost <= left or not spent:
                after = left - cost if cost <= left else 0
                if after <= 0 and not _stack_ends_in(g, movers, c):
                    continue
                costs[c] = min(cost, left)
        if not costs:
            break
        feasible = list(costs)
        first = feasible[0]  # the first hex of the straight line that it can take is the default
        options = sorted(_qualifying(g, u, here, prev, feasible), key=lambda h: h != first)
        if len(options) > 1 and pick not in options:
            return left, options
        c = options[0] if len(options) == 1 else str(pick)
        pick = None
        cost = costs[c]
        path.append(c)
        left -= cost
        if left <= 0:
            break
    while len(path) > 1 and not _stack_ends_in(g, movers, path[-1]):
        path.pop()  # it may not stop on a friend where stacking forbids it
    if len(path) > 1:
        flights: list[str] = []
        exempt: set[tuple[str, str]] = set()
        by = "+".join(x.id for x in movers)
        for h in path[1:-1]:
            for fr in st.units_at(h):  # a stack routing together passes as one counter: one test each
                pass_through(g, u, fr, flights, exempt, by)
        for x in _bottom_first(movers):
            move_unit(g, x, path)
        g.overlay("retreats", {"side": u.side, "hexes": path, "unit": u.id})
        if mate is None:
            g.say("rout.move", "12.2.2", unit=u.id, path=path[1:])
        else:
            g.say("rout.together", "5.2.6", stack=by, path=path[1:])
        run_flights(g, flights)
    return None


def _bottom_first(movers: list[Unit]) -> list[Unit]:
    """The units of a stack in the order that keeps the top one on top once moved (5.2.4)."""
    return sorted(movers, key=lambda x: x.layer) if len(movers) > 1 else movers


def flight_refusal(g: Ctx, uid: object, here: object, order: Order) -> IllegalAction | None:
    """Why the routed unit may not flee into that hex (12.2.1), or None when the prompt's refusal says
    it: every hex of a flight is one hex nearer the rout edge, never an enemy's, and the straight line
    is kept while it is open and holds no friend."""
    st = g.st
    ids = str(uid).split("+")  # a stack routing together (5.2.6): every unit of it
    movers = [st.units[x] for x in ids if x in st.units]
    if not movers or order.verb != "flee" or len(order.args) != 1 or not isinstance(here, str):
        return None
    u = movers[0]
    who = "+".join(x.id for x in movers)
    to = order.args[0]
    if to not in neighbours(here):
        return IllegalAction("afde.flight.not_adjacent", rule="AFdE 12.2.1", unit=who, hex=to, frm=here)
    if any(x.side != u.side for x in st.units_at(to)):
        return IllegalAction("afde.flight.enemy", rule="AFdE 12.2.1", unit=who, hex=to)
    edge = g.scn.side(u.side).rout_edge
    if edge_distance(g.scn, edge, to) != edge_distance(g.scn, edge, here) - 1:
        return IllegalAction("afde.flight.not_closer", rule="AFdE 12.2.1", unit=who, hex=to)
    for x in movers:
        if enter_cost(g, x.kind, here, to) is None:
            return IllegalAction("afde.move.closed", rule="AFdE 12.2.1", unit=x.id, hex=to)
    return None


def flight_ask(g: Ctx, u: Unit, here: str, cands: list[str], mate: Unit | None = None) -> FlightAsk:
    """The owner of a routed unit (of a stack routing together: ``unit`` names both, 5.2.6) chooses its
    next hex (AFdE 12.2.1, E3), the default first."""
    choices = tuple(f"flee {c}" for c in cands)
    who = u.id if mate is None else f"{u.id}+{mate.id}"
    return FlightAsk(
        u.side, role_of_unit(g.st, u), choices, choices[0], "12.2.1", (("unit", who), ("hex", here))
    )
