"""4.2 and 5.2 The Orders Phase: the active leader's Individual Orders.

A leader issues up to Initiative IOs per Orders Phase (4.22) to friendly units in his command range
(4.21, checked when the order is issued) that he may command (4.5: an OC any unit; a legate his legion;
a prefect his cavalry or non-legion foot), each buying one action: move one unit, or move himself
(4.23), or swap the cohorts of a two-cohort stack (6.66; only the top one may leave the stack); a
two-cohort stack moves together for 2 IOs, 1 from the OC standing in its hex (6.64: ``move X1+X2``). A
combat unit moves or fires at most once per Orders Phase (5.25); one rallied this turn takes no order
for the rest of it (10.35). A leader other than the OC in an enemy ZOC issues no orders (4.24,
5.27); the OC there gives one order, to move himself (4.24): no unit's, no command, no regroup (8.64).
After the Movement & Missile segment comes the Shock segment.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.gboh.geometry import adjacent_enemies, enemy_zoc, in_range, range_set
from engine.gboh.rules import lref, uref
from engine.gboh.rules.s04_commands import command_orders, issue
from engine.gboh.rules.s04_refusals import (
    bottom_cohort,
    leader_move,
    moved_leader,
    off_map_unit,
    ordered_unit,
    refuse,
    stack_pair,
    turns_alone,
    unit_state,
)
from engine.gboh.rules.s06_movement import (
    LEADER_MA,
    LeaderMove,
    UnitMove,
    leader_plan,
    leader_steps,
    typed_plan,
)
from engine.gboh.rules.s06_stacks import is_bottom, named, pair, stack_word, swap
from engine.gboh.rules.s08_missile import fire, fire_targets, return_window
from engine.gboh.rules.s08_regroup import Regroup, may_regroup
from engine.gboh.rules.s10_rally import may_rally, may_recover, rally, recover
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import unit_type


def commandable(ld: Leader, u: Unit) -> bool:
    """4.5 Roman command system / 4.6 tribal: whom this leader may order."""
    if u.side != ld.side:
        return False
    if ld.rank in ("oc", "tl"):
        return True
    if ld.rank in ("legate", "tribune", "chief") and ld.legion:
        return u.legion == ld.legion
    cav = bool(unit_type(u.type)["cavalry"])
    if ld.commands == "cavalry":
        return cav
    if ld.commands == "infantry":
        return not cav and not u.legion
    return not u.legion


def orders_blocked(st: GbohState, ld: Leader) -> bool:
    """4.24, 5.27: a leader other than the OC in an enemy ZOC issues no orders."""
    return ld.rank not in ("oc", "tl") and bool(enemy_zoc(st, ld.side, ld.hex))


def unit_orders(st: GbohState, ld: Leader) -> list[str]:
    out = []
    reach = range_set(st, ld)
    for u in sorted(st.units.values(), key=lambda u: u.id):
        if u.routed or u.rallied or u.ordered or u.pursuit or not commandable(ld, u) or u.hex not in reach:
            continue
        if not is_bottom(st, u):  # 6.66: only the top cohort may leave a stack
            out.append(f"move {u.id}")
        out.extend(f"fire {u.id} {t.id}" for t in fire_targets(st, u))
    return out


def stack_ios(ld: Leader, top: Unit) -> int:
    """6.64: moving the two cohorts of a stack together costs 2 IOs (one each), 1 from the OC standing in
    their hex (he moves everything in his hex with one)."""
    return 1 if ld.rank == "oc" and ld.hex == top.hex else 2


def stack_moves(st: GbohState, ld: Leader, ios: int) -> list[str]:
    """6.64: ``move <top>+<bottom>`` for each two-cohort stack in range whose cohorts he may both order now,
    when he has the IOs for it."""
    out = []
    reach = range_set(st, ld)
    for u in sorted(st.units.values(), key=lambda u: u.id):
        p = pair(st, u)
        if p is None or p[0].id != u.id or u.hex not in reach or ios < stack_ios(ld, u):
            continue
        if all(commandable(ld, x) and not (x.rallied or x.ordered or x.pursuit) for x in p):
            out.append(f"move {stack_word(p)}")
    return out


def swaps(st: GbohState, ld: Leader) -> list[str]:
    """6.66, 4.2 #6: ``swap <top>`` for each two-cohort stack of units in range he may order (not routed,
    not rallied this turn): its bottom cohort goes on top, for one IO."""
    out = []
    reach = range_set(st, ld)
    for u in sorted(st.units.values(), key=lambda u: u.id):
        p = pair(st, u)
        if p is None or p[0].id != u.id or u.hex not in reach:
            continue
        if all(commandable(ld, x) and not x.rallied and not x.pursuit for x in p):
            out.append(f"swap {u.id}")
    return out


@dataclass(frozen=True, slots=True)
class OrdersPhase(Task[Turn], kind="gboh.orders"):
    """The Movement & Missile segment of one Orders Phase: IOs until none are left or the player ends."""

    leader: str
    ios: int
    momentum: bool = False  # a Momentum phase (4.52, 4.64: what a leader may command then)
    first: bool = True  # no order given yet: a Legion or Line Command may still replace the IOs
    led: tuple[str, ...] = ()  # the other leaders he has moved this phase (5.22: once each)

    def stale(self, host: Turn) -> bool:
        return self.leader not in host.state.leaders

    def options(self, st: GbohState) -> list[str]:
        ld = st.leaders[self.leader]
        if self.ios <= 0:
            return []
        if orders_blocked(st, ld):
            return []
        if enemy_zoc(st, ld.side, ld.hex):  # 4.24: an OC in an enemy ZOC may only move himself
            return [f"move {ld.id}"] if leader_steps(st, ld.id, LEADER_MA - ld.mp) else []
        regroup = ["regroup"] if self.first and may_regroup(st, ld) else []  # 8.64: the whole phase
        out = regroup + (command_orders(st, ld) if self.first else [])
        out += unit_orders(st, ld)
        out += stack_moves(st, ld, self.ios)
        out += swaps(st, ld)
        if leader_steps(st, ld.id, LEADER_MA - ld.mp):
            out.append(f"move {ld.id}")
        out += [f"move {m.id}" for m in self.movable(st, ld)]
        for u in sorted(st.units.values(), key=lambda x: x.id):
            if commandable(ld, u) and may_rally(st, ld, u):
                out.append(f"rally {u.id}")
            elif commandable(ld, u) and may_recover(st, u) and in_range(st, ld, u.hex):
                out.append(f"recover {u.id}")
        return out

    def movable(self, st: GbohState, ld: Leader) -> list[Leader]:
        """5.22, 4.65: the OC (a Tribal Leader: his Chiefs) may move another friendly leader in his range,
        one IO each, once a phase, two IOs for one who starts in an enemy ZOC; a Finished one too (4.25)."""
        if ld.rank not in ("oc", "tl"):
            return []
        out = []
        for m in sorted(st.leaders.values(), key=lambda x: x.id):
            if (
                m.side != ld.side
                or m.id == ld.id
                or m.id in self.led
                or not m.hex
                or m.hex not in st.board.hex_of
            ):
                continue
            if ld.rank == "tl" and m.rank != "chief":
                continue
            need = 2 if enemy_zoc(st, m.side, m.hex) else 1
            if self.ios >= need and in_range(st, ld, m.hex) and leader_steps(st, m.id, LEADER_MA - m.mp):
                out.append(m)
        return out

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        opts = self.options(st)
        if not opts:
            if orders_blocked(st, ld):
                host.say("gboh.ev.no_orders_zoc", "GBoH 5.27", leader=lref(ld))
            return DONE
        warn = Msg("gboh.warn.ios_left", {"ios": self.ios}, "GBoH 4.22")
        return Asks(
            Ask(
                ld.side,
                "gboh.orders",
                Msg("gboh.ask.orders", {"leader": lref(ld), "ios": self.ios}, "GBoH 5.21"),
                (
                    *(Choice(o, Msg("core.choice", {"order": o})) for o in opts),
                    Choice("end", Msg("core.choice", {"order": "end"}), warn),
                ),
                default="end",
                open_ended=True,
                role=ld.id,
            )
        )

    def read(self, host: Turn, ask: Ask, order: str) -> str:
        """``move <unit> <hex or face X>…``: a whole path, checked step by step when it is walked."""
        words = order.split()
        st: GbohState = host.state
        if len(words) < 3 or words[0] != "move":
            raise self.refusal(host, ask, order)
        if (p := named(st, words[1])) is not None:
            words[1] = stack_word(p)  # 6.64: a stack named either way round, its top cohort first
        if f"move {words[1]}" not in ask.orders:
            raise self.refusal(host, ask, " ".join(words))
        if words[1] in st.leaders:
            leader_plan(st, words[2:], st.leaders[words[1]].hex)
        elif p is not None:
            typed_plan(st, p[0], words[2:])  # 6.64, 6.67: the stack moves, or turns, together
        else:
            u = st.units[words[1]]
            if (why := turns_alone(st, u, typed_plan(st, u, words[2:]))) is not None:
                raise why  # 6.67: a stacked cohort turns with its stackmate, never alone in place
        return " ".join(words)

    def refusal(self, host: Turn, ask: Ask, order: str) -> IllegalAction:
        """An order to a unit or leader this leader may not give now says why (4.21, 4.24, 4.5, 4.6, 5.22,
        5.25, 6.14, 8.63, 8.65, 10.28, 10.35)."""
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        if order == "regroup" and enemy_zoc(st, ld.side, ld.hex) and may_regroup(st, ld):
            return IllegalAction("gboh.err.regroup_oc_in_zoc", rule="GBoH 4.24", leader=lref(ld))
        if (mid := moved_leader(st, order)) is not None:
            why = leader_move(st, ld, mid, self.ios, self.led)
            return why or Task.refusal(self, host, ask, order)
        if (off := off_map_unit(st, order)) is not None:
            return off
        if (p := stack_pair(st, order)) is not None:
            return self.stack_refusal(st, ld, p) or Task.refusal(self, host, ask, order)
        u = ordered_unit(st, order)
        if u is None:
            return Task.refusal(self, host, ask, order)
        if (why := may_order(st, ld, u)) is not None:
            return why
        if (under := bottom_cohort(st, order)) is not None:
            return under
        return Task.refusal(self, host, ask, order)

    def stack_refusal(
        self, st: GbohState, ld: Leader, p: tuple[Unit, Unit] | IllegalAction
    ) -> IllegalAction | None:
        """6.64: why this leader may not move the stack ``p`` together now (None: no reason known here)."""
        if isinstance(p, IllegalAction):
            return p
        for u in p:
            if (why := may_order(st, ld, u)) is not None:
                return why
        if self.ios < (need := stack_ios(ld, p[0])):
            return refuse("stack_ios", "GBoH 6.64", p[0], other=uref(p[1]), need=need, ios=self.ios)
        return None

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        words = order.split()
        if words[0] == "end":
            return DONE
        ld = st.leaders[self.leader]
        if words[0] == "regroup":
            host.say("gboh.ev.regroup", "GBoH 8.64", leader=lref(ld))
            host.push(Regroup(ld.side))
            return DONE
        if words[0] in ("legion", "line", "designate"):
            if issue(host, ld, order, self.momentum):
                return DONE
            return Again(replace(self, first=False))
        nxt = replace(self, ios=self.ios - 1, first=False)
        pid = words[1]
        if words[0] == "rally":
            rally(host, ld, st.units[pid])
            return Again(nxt)
        if words[0] == "recover":
            recover(host, st.units[pid])
            return Again(nxt)
        if words[0] == "swap":  # 6.66: no move (6.13), no reaction fire, no compulsory shock (A14)
            top, bottom = swap(st, st.units[pid])
            host.say("gboh.ev.swapped", "GBoH 6.66", leader=lref(ld), unit=uref(top), other=uref(bottom))
            return Again(nxt)
        if words[0] == "fire":
            u, t = st.units[pid], st.units[words[2]]
            u.ordered = True
            host.say("gboh.ev.ordered_fire", "GBoH 4.22", leader=lref(st.leaders[self.leader]), unit=uref(u))
            hit = fire(host, u, t, moving=False)
            host.push(*return_window(st, hit, u))
            return Again(nxt)
        if (p := named(st, pid)) is not None:  # 6.64: the stack moves together, ending together
            top, bottom = p
            need = stack_ios(ld, top)
            plan = typed_plan(st, top, words[2:])
            host.say(
                "gboh.ev.ordered_stack",
                "GBoH 6.64",
                leader=lref(ld),
                unit=uref(top),
                other=uref(bottom),
                ios=need,
            )
            mp = min(top.ma, bottom.ma)
            near = bool(adjacent_enemies(st, top))
            host.push(UnitMove(top.id, mp, adjacent_at_start=near, plan=plan, mate=bottom.id))
            return Again(replace(nxt, ios=self.ios - need))
        if pid in st.leaders:
            if pid != self.leader:  # 5.22: 2 IOs for a leader who starts in an enemy ZOC
                m = st.leaders[pid]
                need = 2 if enemy_zoc(st, m.side, m.hex) else 1
                nxt = replace(nxt, ios=self.ios - need, led=(*self.led, pid))
            host.push(LeaderMove(pid, leader_plan(st, words[2:], st.leaders[words[1]].hex)))
        else:
            u = st.units[pid]
            plan = typed_plan(st, u, words[2:])
            host.say("gboh.ev.ordered", "GBoH 4.22", leader=lref(st.leaders[self.leader]), unit=uref(u))
            host.push(UnitMove(pid, u.ma, adjacent_at_start=bool(adjacent_enemies(st, u)), plan=plan))
        return Again(nxt)


def may_order(st: GbohState, ld: Leader, u: Unit) -> IllegalAction | None:
    """Why ``ld`` may not give ``u`` an order now, or None: an OC in an enemy ZOC orders no unit of his
    side (4.24), a unit that takes no order (the enemy's, routed, rallied, pursuing, already ordered:
    ``unit_state``), one not his to command (4.5, 4.6), one out of his command range (4.21)."""
    if u.side == ld.side and enemy_zoc(st, ld.side, ld.hex):
        return refuse("oc_in_zoc", "GBoH 4.24", u, leader=lref(ld))
    if (why := unit_state(u, ld.side)) is not None:
        return why
    if not commandable(ld, u):
        rule = "GBoH 4.6" if ld.rank in ("tl", "chief") else "GBoH 4.5"
        return refuse("not_his", rule, u, leader=lref(ld))
    if u.hex not in range_set(st, ld):
        return refuse("out_of_range", "GBoH 4.21", u, leader=lref(ld))
    return None
