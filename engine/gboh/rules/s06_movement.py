"""6.0 Movement and 7.1–7.2 facing and ZOC while moving.

A unit ordered to move spends up to its MA (6.11), entering only its front hexes (6.32, 7.11) and
pivoting in place to go another way (7.12: CO 1 MP for any turn, others 1 MP per vertex, SK free;
7.13: 1 hit per vertex turned in difficult terrain). Each hex costs its Movement Chart MP and hits
(6.2); entering an enemy ZOC ends the move (7.23); a unit may leave an enemy ZOC only if its printed MA
is greater than every shock-capable enemy's exerting it (7.23) and may turn inside one only under 7.24.
A combat unit moving again in the same turn takes 1 hit when the move ends (6.13; never SK). Only two
cohorts may share a hex (6.61). A heavy (+) unit that moved from a hex not adjacent to an enemy into one
adjacent is marked Shock - Must Check TQ (7.31-7.32).

Leaders move up to 9 MP per Orders Phase at cavalry costs, with no facing and no hits (6.14-6.15); a
leader may enter an enemy ZOC only where a friendly combat unit stands (4.81).
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import (
    adjacent_enemies,
    direction,
    dist,
    enemy_at,
    enemy_zoc,
    enter_cost,
    front,
    neighbours,
    turn_cost,
    turn_hits,
    units_at,
)
from engine.gboh.rules import href, lref, term, uref
from engine.gboh.rules.s06_stacks import join, pair
from engine.gboh.rules.s07_reactions import (
    Withdrawal,
    leader_withdrawals,
    may_withdraw,
    ow_destinations,
    reactions,
)
from engine.gboh.rules.s08_missile import entry_windows, exit_windows, fire, fire_targets, return_window
from engine.gboh.rules.s08_pursuit import advance
from engine.gboh.rules.s10_cohesion import add_hits
from engine.gboh.scenario import FACINGS
from engine.gboh.state import GbohState, Unit
from engine.gboh.tables import chart, unit_type

LEADER_MA = 9


def shock_capable(u: Unit) -> bool:
    """7.33: SK, LI-A, LC-A, routed units can never shock."""
    if u.routed or not unit_type(u.type)["shock"]:
        return False
    return not (u.type in ("LI", "LC") and u.missile == "A")


def zoc_blockers(st: GbohState, u: Unit) -> list[Unit]:
    """The shock-capable enemies whose ZOC ``u`` stands in (7.23, 7.24 ignore the others)."""
    return [e for e in enemy_zoc(st, u.side, u.hex) if shock_capable(e)]


def may_stack(st: GbohState, u: Unit, label: str, mate: str = "") -> bool:
    """6.61: two cohorts may share a hex; no other unit may end or pass on a friend here (a stack moving
    together, ``u`` with its stackmate ``mate``, ends on no friend at all)."""
    friends = [f for f in units_at(st, label) if f.id not in (u.id, mate)]
    if not friends:
        return True
    return (
        not mate
        and u.type == "CO"
        and len(friends) == 1
        and friends[0].type == "CO"
        and not friends[0].routed
    )


def may_pass(st: GbohState, u: Unit, label: str, mp: int, mate: str = "") -> bool:
    """6.62: a unit may pass through a friend it may not end on, never a routed one, and only where it
    can move on (one more front hex it may end in, within its MP) and is not stopped by an enemy ZOC."""
    b = st.board
    friends = [f for f in units_at(st, label) if f.id not in (u.id, mate)]
    if not friends or any(f.routed for f in friends) or enemy_zoc(st, u.side, label):
        return False
    here = u.hex
    for h in front(b, replace_hex(u, label)):
        cost = enter_cost(b, u, label, h)
        ok = cost is not None and cost[0] <= mp and not enemy_at(st, u.side, h) and h != here
        if ok and may_stack(st, u, h, mate):
            return True
    return False


def start_withdrawals(st: GbohState, mover: Unit) -> list[Task[Turn]]:
    units: list[Task[Turn]] = [
        Withdrawal(x.id, mover.id)
        for x in sorted(st.units.values(), key=lambda v: v.id)
        if may_withdraw(st, x, mover) and ow_destinations(st, x, mover)
    ]
    return leader_withdrawals(st, mover) + units


def replace_hex(u: Unit, label: str) -> Unit:
    """``u`` as if it stood in ``label`` (same facing)."""
    v = copy.copy(u)
    v.hex = label
    return v


def pass_penalty(host: Turn, u: Unit, friends: list[Unit], stack: Unit | None = None) -> None:
    """6.69 Stacking chart, voluntary movement: passing through a friend costs the friend and the mover
    1 hit each, except an SK, or a cohort through a cohort of its own legion; a moving stack (``u`` and
    ``stack``) takes the basic rule, each of its cohorts taking 1 hit."""
    if stack is not None:
        for f in friends:
            add_hits(host, f, 1, "passed_through", "GBoH 6.69")
        add_hits(host, u, 1, "passed_through", "GBoH 6.69")
        add_hits(host, stack, 1, "passed_through", "GBoH 6.69")
        return
    if u.type == "SK":
        return
    if u.type == "CO" and len(friends) == 1 and friends[0].type == "CO" and friends[0].legion == u.legion:
        return
    for f in friends:
        add_hits(host, f, 1, "passed_through", "GBoH 6.69")
    add_hits(host, u, 1, "passed_through", "GBoH 6.69")


def match_turn(st: GbohState, u: Unit, label: str) -> int:
    """6.67: the vertices a unit ending its move in ``label`` turns to face the way of the friend it
    stacks with (0 when alone there, or already facing that way)."""
    mates = [f for f in units_at(st, label) if f.id != u.id and not f.routed]
    if not mates:
        return 0
    d = mates[0].facing
    return min((d - u.facing) % 6, (u.facing - d) % 6)


def step_options(st: GbohState, u: Unit, mp: int, moved: bool, locked: bool, mate: str = "") -> list[str]:
    """The legal next steps of a moving unit: ``to <hex>`` (a front hex) and ``face <vertex>`` (of a
    stack moving together, ``u`` its top cohort and ``mate`` the other: the same steps, 6.31, 6.64)."""
    out: list[str] = []
    b = st.board
    in_zoc = bool(enemy_zoc(st, u.side, u.hex))
    blockers = zoc_blockers(st, u)
    may_leave = not in_zoc or (not moved and all(u.ma > e.ma for e in blockers))
    if not locked and may_leave:
        for h in front(b, u):
            cost = enter_cost(b, u, u.hex, h)
            if cost is None or cost[0] > mp or enemy_at(st, u.side, h):
                continue
            if not may_stack(st, u, h, mate) and not may_pass(st, u, h, mp - cost[0], mate):
                continue
            short = may_stack(st, u, h, mate) and cost[0] + turn_cost(u, match_turn(st, u, h)) > mp
            if short and not may_pass(st, u, h, mp - cost[0], mate):
                continue  # 6.67: no MP left to turn the way of the cohort it would stack with
            out.append(f"to {h}")
    may_turn = not in_zoc or (
        len(blockers) <= 1 and not any(e.hex in front(b, u) for e in adjacent_enemies(st, u)) and not moved
    )
    if may_turn:
        for d in range(6):
            steps = min((d - u.facing) % 6, (u.facing - d) % 6)
            if steps and turn_cost(u, steps) <= (mp if not in_zoc else min(mp, (u.ma + 1) // 2)):
                out.append(f"face {FACINGS[d]}")
    return out


def ordering(st: GbohState, side: str) -> str | None:
    """The seat that answers for a move: the active leader whose order it is, when he is of ``side``
    (with seats split by leader, only his holder moves his units); otherwise the whole side."""
    ld = st.leaders.get(st.active) if st.active else None
    return ld.id if ld is not None and ld.side == side else None


@dataclass(frozen=True, slots=True)
class Declare(Task[Turn], kind="gboh.declare"):
    """7.31-7.32: a light shock-capable unit that moved from a hex not adjacent to an enemy into one
    adjacent to one may shock; its owner says so before its move is over, and it is marked Shock - Must
    Check TQ. A light unit that ends its move undeclared may not be marked later (not even as a
    volunteer, 7.33, which is for units not under 7.31)."""

    unit: str

    def stale(self, host: Turn) -> bool:
        u = host.state.units.get(self.unit)
        return u is None or u.routed

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u = st.units[self.unit]
        if u.shock or not adjacent_enemies(st, u):
            return DONE
        return Asks(
            Ask(
                u.side,
                "gboh.declare",
                Msg("gboh.ask.declare", {"unit": uref(u)}, "GBoH 7.32"),
                choices(("declare", "no")),
                default="no",
                role=ordering(st, u.side),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        u = host.state.units[self.unit]
        if order == "declare":
            u.shock = "must"
            host.say("gboh.ev.must_shock", "GBoH 7.32", unit=uref(u))
        else:
            u.shock = "declined"  # 7.32: no marker now, and none later in this Shock segment
            host.say("gboh.ev.shock_undeclared", "GBoH 7.32", unit=uref(u))
        return DONE


@dataclass(frozen=True, slots=True)
class UnitMove(Task[Turn], kind="gboh.move"):
    """One unit's move under an order, step by step (a typed path in ``plan`` is walked first)."""

    unit: str
    mp: int
    moved: bool = False  # spent MP
    adjacent_at_start: bool = False
    locked: bool = False  # may only turn in place from now on (7.24) or entered an enemy ZOC (7.23)
    plan: tuple[str, ...] = ()
    fired: bool = False  # fired during this move (8.11)
    prev: str = ""  # the hex left by the last step
    held: str = ""  # the facings held in this hex during this move (a free turn never returns to one)
    opened: bool = False  # the enemy has had its Orderly Withdrawals at the start of the move (6.51)
    command: bool = False  # under a Legion or Line Command: entry reaction fire waits for the command, and
    # a fire of its own during its move waits for that entry fire (8.21)
    up: int = 0  # levels climbed in this move (6.22, Movement Chart note f)
    down: int = 0  # levels descended in this move
    marked: bool = False  # marked Shock - Must Check TQ in this move, as it moved adjacent (7.32)
    vacated: str = ""  # a cohort that moved next to its target and fired at it: the target's hex (8.55)
    mate: str = ""  # the bottom cohort of a stack moving together with ``unit``, its top one (6.64)

    def stale(self, host: Turn) -> bool:
        u = host.state.units.get(self.unit)
        return u is None or u.routed

    def askew(self, st: GbohState, u: Unit) -> str | None:
        """6.67: the facing of the stackmate of a cohort that turned in its own stack's hex without leaving
        it, when the two now face different ways (it may not stop so: it turns back, or moves on); None
        otherwise (a cohort that came into a stack is turned to match when it stops)."""
        p = pair(st, u)
        if p is None or self.prev:
            return None
        mate = p[1] if p[0].id == u.id else p[0]
        return FACINGS[mate.facing] if mate.facing != u.facing else None

    def emptied(self, st: GbohState, u: Unit) -> str:
        """8.55: the hex a cohort's target left because of the fire the cohort gave it after moving next
        to it, now empty: the cohort may move into it ("" when there is none). That is an advance (8.5),
        not a step: it costs no MP, so it is offered whatever MP are left."""
        h = self.vacated
        if not h or u.type != "CO" or any(x.hex == h for x in st.units.values()):
            return ""
        return h if enter_cost(st.board, u, u.hex, h) is not None else ""

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        u = st.units[self.unit]
        if not self.opened:  # 6.51: a mover starting within 2 hexes lets faster enemies withdraw
            host.push(*start_withdrawals(st, u))
            return Again(replace(self, opened=True))
        opts = step_options(st, u, self.mp, self.moved, self.locked, self.mate)
        if (into := self.emptied(st, u)) and f"to {into}" not in opts:
            opts.append(f"to {into}")
        if turn_cost(u, 1) == 0:  # 7.12: an SK's free turns do not go back to a facing it had here
            back = {FACINGS[int(d)] for d in self.held}
            opts = [o for o in opts if not (o.startswith("face ") and o[5:] in back)]
        if not self.fired:
            b = st.board
            opts += [
                f"fire {t.id}"
                for t in fire_targets(st, u)
                if not self.moved or (self.prev and dist(b, self.prev, t.hex) > dist(b, u.hex, t.hex))
            ]
        askew = self.askew(st, u)
        if self.plan:
            nxt = self.plan[0]
            # 6.61: never end on a friend; 6.67: nor turned in place away from its stackmate
            if nxt in opts or (nxt == "stop" and may_stack(st, u, u.hex, self.mate) and not askew):
                return self.answer(host, Ask(u.side, "gboh.move", Msg("gboh.ask.move"), ()), nxt)
            host.say("gboh.ev.plan_stopped", "GBoH 6.3", unit=uref(u), step=nxt)
            return Again(replace(self, plan=()))
        if not opts:
            if not (self.moved or self.fired or self.held or self.prev):  # 6.11: ordered, it need not move
                host.say("gboh.ev.no_step", "GBoH 6.11", unit=uref(u))
            return self.finish(host)
        passing = (
            not may_stack(st, u, u.hex, self.mate) or askew is not None
        )  # on a friend it may only pass (6.62)
        turn_back = f"face {askew}" if askew is not None and f"face {askew}" in opts else opts[0]
        return Asks(
            Ask(
                u.side,
                "gboh.move",
                Msg("gboh.ask.move", {"unit": uref(u), "mp": self.mp}, "GBoH 6.3"),
                choices(opts if passing else (*opts, "stop")),
                default=turn_back if passing else "stop",
                role=ordering(st, u.side),
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        u = st.units[self.unit]
        plan = self.plan[1:] if self.plan else ()
        verb, _, arg = order.partition(" ")
        if verb == "stop":
            return self.finish(host)
        if verb == "fire":
            t = st.units[arg]
            if self.command:  # 8.21: after the command's held entry reaction fire
                u.aim = f"{t.id} {dist(st.board, u.hex, t.hex)} {int(self.moved)}"
                host.say("gboh.ev.fire_held", "GBoH 8.21", unit=uref(u), target=uref(t))
                return Again(replace(self, fired=True, plan=plan))
            close = self.moved and u.type == "CO" and dist(st.board, u.hex, t.hex) == 1
            vacated = t.hex if close else ""  # 8.55: it may follow up if the target leaves the hex
            hit = fire(host, u, t, moving=self.moved)
            host.push(*return_window(st, hit, u))
            nxt = replace(self, fired=True, plan=plan, vacated=vacated)
            return Again(nxt) if self.unit in st.units else DONE
        if verb == "face":
            d = FACINGS.index(arg)
            steps = min((d - u.facing) % 6, (u.facing - d) % 6)
            cost = turn_cost(u, steps)
            in_zoc = bool(enemy_zoc(st, u.side, u.hex))
            held = self.held + str(u.facing)
            u.facing = d
            host.say("gboh.ev.faced", "GBoH 7.12", unit=uref(u), facing=arg, mp=cost)
            add_hits(host, u, turn_hits(st.board, u, steps), "turn_difficult", "GBoH 7.13")
            if (m := self.mate_of(st)) is not None:  # 6.67: a stack turns together, each paying its hits
                m.facing = d
                host.say("gboh.ev.faced", "GBoH 6.67", unit=uref(m), facing=arg, mp=turn_cost(m, steps))
                add_hits(host, m, turn_hits(st.board, m, steps), "turn_difficult", "GBoH 7.13")
            nxt = replace(
                self,
                mp=self.mp - cost,
                moved=self.moved or cost > 0,
                plan=plan,
                locked=self.locked or in_zoc,
                held=held,
                mate=self.mate if self.mate_of(st) is not None else "",
            )
            return Again(nxt) if self.unit in st.units and not st.units[self.unit].routed else DONE
        if arg and arg == self.emptied(st, u):  # 8.55: the cohort follows into the hex its fire emptied
            mates = (st.units[self.mate],) if self.mate else ()  # 6.64: the stack goes together
            advance(host, u, arg, mates=mates, rule="GBoH 8.55", fire=not self.command)
            return self.finish(host) if self.unit in st.units else DONE
        paid = enter_cost(st.board, u, u.hex, arg, self.up, self.down)
        assert paid is not None
        frm = u.hex
        rise = st.board.level[arg] - st.board.level[frm]
        m = self.mate_of(st)
        mine = (u.id, m.id) if m is not None else (u.id,)
        passed = (
            [] if may_stack(st, u, arg, self.mate) else [f for f in units_at(st, arg) if f.id not in mine]
        )
        leaving = exit_windows(st, u, frm, arg)
        u.hex = arg
        if m is not None:  # 6.64: the stack moves together, keeping its order
            m.hex = arg
        else:
            join(st, u)  # 6.66: a cohort entering another cohort's hex goes underneath it
        host.push(*leaving, *reactions(st, u, frm), *([] if self.command else entry_windows(st, u)))
        host.say("gboh.ev.moved", "GBoH 6.3", unit=uref(u), frm=href(frm), mp=paid[0])
        add_hits(host, u, paid[1], "terrain", "GBoH 6.22")
        if m is not None:  # 6.31: each unit of a stack pays its own terrain hits
            host.say("gboh.ev.moved", "GBoH 6.64", unit=uref(m), frm=href(frm), mp=paid[0])
            mine_paid = enter_cost(st.board, m, frm, arg, self.up, self.down)
            add_hits(host, m, mine_paid[1] if mine_paid else 0, "terrain", "GBoH 6.22")
        if passed and self.unit in st.units and not u.routed:
            pass_penalty(host, u, passed, stack=self.mate_of(st))
        if self.unit not in st.units or st.units[self.unit].routed:
            if self.mate_of(st) is not None:
                self.finish_mate(host)
            return DONE
        lost = m is not None and self.mate_of(st) is None  # the other one routed: this one moves on alone
        entered_zoc = bool(enemy_zoc(st, u.side, arg))
        if entered_zoc:
            host.say("gboh.ev.zoc_stop", "GBoH 7.23", unit=uref(u))
        marked = self.must_shock(st, u)
        if marked:  # 7.32: the marker goes on as it moves adjacent, before any enemy reaction fire
            u.shock = "must"
            host.say("gboh.ev.must_shock", "GBoH 7.32", unit=uref(u))
        return Again(
            replace(
                self,
                mate="" if lost else self.mate,
                mp=self.mp - paid[0],
                moved=True,
                marked=self.marked or marked,
                plan=plan,
                locked=self.locked or entered_zoc,
                prev=frm,
                held="",
                up=self.up + max(rise, 0),
                down=self.down + max(-rise, 0),
            )
        )

    def mate_of(self, st: GbohState) -> Unit | None:
        """The stackmate moving with this unit (6.64), while it is still on the map and not routed."""
        m = st.units.get(self.mate) if self.mate else None
        return m if m is not None and not m.routed else None

    def finish_mate(self, host: Turn) -> None:
        """6.64: the stackmate's move ends with its top cohort's: it is ordered, a Moved unit (6.13) and
        marked Shock - Must Check TQ as a heavy unit that moved next to an enemy (7.31)."""
        st: GbohState = host.state
        m = self.mate_of(st)
        if m is None:
            return
        m.ordered = True
        if self.moved:
            m.moves += 1
            if m.moves >= 2:
                add_hits(host, m, 1, "second_move", "GBoH 6.13")
        if m.id in st.units and not m.routed:
            if m.shock == "must" and not adjacent_enemies(st, m) and self.moved:
                m.shock = ""
                host.say("gboh.ev.must_shock_lifted", "GBoH 7.31", unit=uref(m))
            if self.moved and self.must_shock(st, m):
                m.shock = "must"
                host.say("gboh.ev.must_shock", "GBoH 7.31", unit=uref(m))

    def finish(self, host: Turn) -> Step:
        st: GbohState = host.state
        u = st.units[self.unit]
        self.finish_mate(host)
        u.ordered = True
        steps = match_turn(st, u, u.hex) if self.moved else 0
        if steps:  # 6.67: a unit joining a stack turns to face the way of the unit there
            mate = next(f for f in units_at(st, u.hex) if f.id != u.id and not f.routed)
            u.facing = mate.facing
            host.say(
                "gboh.ev.faced", "GBoH 6.67", unit=uref(u), facing=FACINGS[u.facing], mp=turn_cost(u, steps)
            )
            add_hits(host, u, turn_hits(st.board, u, steps), "turn_difficult", "GBoH 7.13")
            if self.unit not in st.units or u.routed:
                return DONE
        if self.moved:
            u.moves += 1
            if u.moves >= 2 and u.type != "SK":
                add_hits(host, u, 1, "second_move", "GBoH 6.13")
        if self.marked and u.shock == "must" and not adjacent_enemies(st, u):
            u.shock = ""  # 7.31: it moved on and ends its move next to no enemy
            host.say("gboh.ev.must_shock_lifted", "GBoH 7.31", unit=uref(u))
        if self.moved and self.must_shock(st, u):
            u.shock = "must"
            host.say("gboh.ev.must_shock", "GBoH 7.31", unit=uref(u))
        fresh = self.unit in st.units and not u.routed and not u.shock and not self.adjacent_at_start
        if fresh and self.moved and adjacent_enemies(st, u) and shock_capable(u):
            host.push(Declare(u.id))  # 7.32: a light unit declares its shock before its move is over
        return DONE

    def must_shock(self, st: GbohState, u: Unit) -> bool:
        """7.31: a heavy unit that moved from a hex not adjacent to an enemy into one adjacent to one, and
        is not marked yet, is marked Shock - Must Check TQ."""
        fresh = not u.routed and not u.shock and not self.adjacent_at_start and bool(adjacent_enemies(st, u))
        return fresh and shock_capable(u) and bool(unit_type(u.type)["heavy"])


def leader_steps(st: GbohState, lid: str, mp: int) -> list[str]:
    ld = st.leaders[lid]
    out = []
    for n in neighbours(st.board, ld.hex):
        cost = enter_cost(st.board, None, ld.hex, n)
        if cost is None or cost[0] > mp or enemy_at(st, ld.side, n):
            continue
        if enemy_zoc(st, ld.side, n) and not any(f.side == ld.side for f in units_at(st, n)):
            continue
        out.append(f"to {n}")
    return out


@dataclass(frozen=True, slots=True)
class LeaderMove(Task[Turn], kind="gboh.leader_move"):
    """A leader's move (6.14): up to 9 MP in an Orders Phase, cavalry costs, no facing; he enters an
    enemy ZOC only where a friendly combat unit stands, and stops there (4.81)."""

    leader: str
    plan: tuple[str, ...] = ()

    def stale(self, host: Turn) -> bool:
        return self.leader not in host.state.leaders

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        opts = leader_steps(st, self.leader, LEADER_MA - ld.mp)
        if self.plan:
            if self.plan[0] in opts or self.plan[0] == "stop":
                return self.answer(
                    host, Ask(ld.side, "gboh.leader_move", Msg("gboh.ask.leader_move"), ()), self.plan[0]
                )
            host.say("gboh.ev.plan_stopped", "GBoH 6.3", unit=lref(ld), step=self.plan[0])
            return Again(replace(self, plan=()))
        if not opts:
            return DONE
        return Asks(
            Ask(
                ld.side,
                "gboh.leader_move",
                Msg("gboh.ask.leader_move", {"leader": lref(ld), "mp": LEADER_MA - ld.mp}, "GBoH 6.14"),
                choices((*opts, "stop")),
                default="stop",
                role=ordering(st, ld.side) or ld.id,
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "stop":
            return DONE
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        to = order.split()[1]
        cost = enter_cost(st.board, None, ld.hex, to)
        assert cost is not None
        ld.mp += cost[0]
        frm, ld.hex = ld.hex, to
        host.say("gboh.ev.leader_moved", "GBoH 6.14", leader=lref(ld), frm=href(frm), to=href(to))
        if enemy_zoc(st, ld.side, to):  # 4.81: a leader who enters an enemy ZOC stops there
            host.say("gboh.ev.zoc_stop", "GBoH 4.81", unit=lref(ld))
            return DONE
        return Again(replace(self, plan=self.plan[1:]))


def typed_plan(st: GbohState, u: Unit, words: list[str]) -> tuple[str, ...]:
    """A typed path ``0707 0708 face SE`` (``fire H2`` where the unit fires on the way) as steps
    (``to``/``face``/``fire``), turning toward each hex first where it
    is not a front hex (the fewest vertices); a path written from the unit's own hex starts after it.
    Raises IllegalAction naming the first impossible step."""
    plan: list[str] = []
    here, facing = u.hex, u.facing
    i = 1 if words[:1] == [u.hex] and len(words) > 1 else 0
    while i < len(words):
        w = words[i]
        if w == "face" and i + 1 < len(words) and words[i + 1].upper() in FACINGS:
            facing = FACINGS.index(words[i + 1].upper())
            plan.append(f"face {FACINGS[facing]}")
            i += 2
            continue
        if w == "fire" and i + 1 < len(words) and words[i + 1] in st.units:  # 8.11: fire on the way
            plan.append(f"fire {words[i + 1]}")
            i += 2
            continue
        if w not in st.board.hex_of:
            raise IllegalAction("gboh.err.not_on_map", rule="GBoH 6.3", hex=href(w[:6]))
        d = direction(st.board, here, w)
        if d is None:
            raise IllegalAction("gboh.err.not_adjacent", rule="GBoH 6.3", hex=href(w), frm=href(here))
        if d not in (facing % 6, (facing + 1) % 6):
            facing = min(((d - 1) % 6, d), key=lambda f: min((f - facing) % 6, (facing - f) % 6))
            plan.append(f"face {FACINGS[facing]}")
        plan.append(f"to {w}")
        here = w
        i += 1
    return (*plan, "stop") if plan else ()


def leader_plan(st: GbohState, words: list[str], here: str = "") -> tuple[str, ...]:
    """A leader's typed path ``0506 0505`` (from ``here``, his hex, which may start it) as steps; his
    move ends with it, as a unit's does."""
    if words[:1] == [here] and len(words) > 1:
        words = words[1:]
    for w in words:
        if w not in st.board.hex_of:
            raise IllegalAction("gboh.err.not_on_map", rule="GBoH 6.3", hex=href(w[:6]))
    return (*(f"to {w}" for w in words), "stop") if words else ()


__all__ = ["Declare", "LeaderMove", "UnitMove", "chart", "term", "typed_plan"]
