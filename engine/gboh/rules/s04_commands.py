"""4.3 Legion Commands, 4.4 Line Commands and designation (4.5 Roman, 4.6 tribal command systems).

Instead of IOs an eligible leader issues one Legion Command (all cohorts of one legion in his range at
the start of the Orders Phase, 4.31) or one Line Command (the units of one Line in his range, 4.41): each
unit of it may move (and fire while moving) or fire, the leader may move too (4.3, 4.4). Roman Lines are
one group: cavalry, LI or SK (13.15). A legate commands his legion: in his OC's range, on turn 1, or on a
roll at or below his Strategy (4.52); a prefect his cavalry Line the same way (4.54); the OC any legion or
Line, or, with no Section Commanders, he designates up to his Legion/Line value of inactive legates in his
range, not in an enemy ZOC, to issue a Legion Command each (4.56 #4). Tribal Lines (4.63): infantry (BI,
LI) or cavalry, each unit adjacent to another of the Line, within the leader's Line range, the leader
within 2 hexes of one of them; a Chief commands his own tribe only (4.64), a Tribal Leader any (4.65).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import adjacent_enemies, dist, enemy_zoc, in_range, range_set
from engine.gboh.rules import d10, lref, term
from engine.gboh.rules.s04_refusals import (
    bottom_cohort,
    leader_move,
    moved_leader,
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
from engine.gboh.rules.s06_stacks import is_bottom, named, pair, stack_word
from engine.gboh.rules.s08_missile import (
    HeldFire,
    ReactionFire,
    fire,
    fire_targets,
    may_react,
    return_window,
    strengths,
)
from engine.gboh.state import GbohState, Leader, Unit
from engine.gboh.tables import unit_type

ROMAN_LINES = ("cavalry", "LI", "SK")
TRIBAL_LINES = ("infantry", "cavalry")


def in_line(u: Unit, line: str) -> bool:
    cav = bool(unit_type(u.type)["cavalry"])
    if line == "cavalry":
        return cav
    if line == "infantry":
        return u.type in ("BI", "LI")
    return u.type == line and not u.legion


def overall(st: GbohState, side: str) -> Leader | None:
    return next((ld for ld in st.leaders.values() if ld.side == side and ld.rank in ("oc", "tl")), None)


def _chain(st: GbohState, units: list[Unit]) -> list[Unit]:
    """4.63: keep the units that are adjacent to at least one other unit of the Line."""
    return [u for u in units if any(v.id != u.id and dist(st.board, u.hex, v.hex) == 1 for v in units)]


def line_units(st: GbohState, ld: Leader, line: str) -> list[Unit]:
    reach = range_set(st, ld, ld.line_range or ld.range)
    units = [
        u
        for u in sorted(st.units.values(), key=lambda x: x.id)
        if u.side == ld.side
        and not u.routed
        and not u.aux
        and not u.pursuit
        and not u.rallied
        and in_line(u, line)
        and (ld.rank in ("oc", "tl", "prefect") or u.legion == ld.legion)
        and u.hex in reach
    ]
    if ld.rank in ("tl", "chief"):
        units = _chain(st, units)
        if not any(dist(st.board, ld.hex, u.hex) <= 2 for u in units):
            return []
    return units


def legion_units(st: GbohState, ld: Leader, legion: str) -> list[Unit]:
    reach = range_set(st, ld)
    return [
        u
        for u in sorted(st.units.values(), key=lambda x: x.id)
        if u.side == ld.side
        and u.type == "CO"
        and u.legion == legion
        and not u.routed
        and not u.pursuit
        and not u.rallied
        and u.hex in reach
    ]


def needs_strategy(st: GbohState, ld: Leader) -> bool:
    """4.52, 4.54: out of the OC's range after turn 1 a legate or prefect rolls against his Strategy."""
    if ld.rank not in ("legate", "prefect") or st.turn == 1:
        return False
    oc = overall(st, ld.side)
    return oc is None or not in_range(st, oc, ld.hex)


def command_orders(st: GbohState, ld: Leader) -> list[str]:
    """The Legion and Line Commands and designations this leader may give as his phase's first order."""
    if enemy_zoc(st, ld.side, ld.hex):
        return []
    out: list[str] = []
    if ld.rank == "oc":
        legions = sorted(
            {u.legion for u in st.units.values() if u.side == ld.side and u.type == "CO" and u.legion}
        )
        out += [f"legion {lg}" for lg in legions if legion_units(st, ld, lg)]
        out += [f"line {g}" for g in ROMAN_LINES if line_units(st, ld, g)]
        legates = [
            x
            for x in sorted(st.leaders.values(), key=lambda x: x.id)
            if x.side == ld.side and x.rank == "legate" and x.status == "inactive" and ld.lines >= 1
        ]
        out += [
            f"designate {x.id}"
            for x in legates
            if in_range(st, ld, x.hex) and not enemy_zoc(st, x.side, x.hex) and legion_units(st, x, x.legion)
        ]
    elif ld.rank == "legate" and ld.legion:
        if legion_units(st, ld, ld.legion):
            out.append(f"legion {ld.legion}")
    elif ld.rank == "prefect":
        groups = ("cavalry",) if ld.commands == "cavalry" else ("LI", "SK")
        out += [f"line {g}" for g in groups if line_units(st, ld, g)]
    elif ld.rank in ("tl", "chief"):
        out += [f"line {g}" for g in TRIBAL_LINES if line_units(st, ld, g)]
    return out


def issue(host: Turn, ld: Leader, order: str, momentum: bool) -> bool:
    """Start the command ``order`` (pushing its task); False when a Strategy or Initiative roll fails."""
    st: GbohState = host.state
    verb, what = order.split()
    roll_vs: int | None = None
    if needs_strategy(st, ld):
        roll_vs = ld.strategy
    elif momentum and ld.rank in ("tl", "chief"):
        roll_vs = ld.initiative  # 4.64-4.65: a Momentum phase's tribal Line Command
    if roll_vs is not None:
        r = d10(host, "strategy", leader=lref(ld)).total
        ok = r <= roll_vs
        host.say("gboh.ev.strategy", "GBoH 4.52", leader=lref(ld), roll=r, need=roll_vs, ok=int(ok))
        if not ok:
            return False
    if verb == "designate":
        legate = st.leaders[what]
        host.say("gboh.ev.designated", "GBoH 4.56", leader=lref(ld), legate=lref(legate))
        units = legion_units(st, legate, legate.legion)
        host.push(Command(legate.id, tuple(u.id for u in units), "legion", legate.legion))
        return True
    units = legion_units(st, ld, what) if verb == "legion" else line_units(st, ld, what)
    host.say(
        "gboh.ev.command",
        "GBoH 4.3" if verb == "legion" else "GBoH 4.4",
        leader=lref(ld),
        what=term("command", verb),
    )
    host.push(Command(ld.id, tuple(u.id for u in units), verb, what))
    return True


@dataclass(frozen=True, slots=True)
class Command(Task[Turn], kind="gboh.command"):
    """A Legion or Line Command being carried out: each unit of it once, moving or firing (4.3, 4.4)."""

    leader: str
    units: tuple[str, ...]
    verb: str  # legion, line
    what: str
    mode: str = ""  # "" until the first order: "move" (movers may fire) or "fire"
    starts: tuple[str, ...] = ()  # each mover: "unit enemy enemy…", the enemies whose ZOC it started in

    def held_fire(self, st: GbohState) -> list[ReactionFire]:
        """8.21 exception: the entry reaction fire held until the whole command has moved, for every
        mover now in the ZOC of an enemy missile unit whose ZOC it did not start in."""
        out = []
        for line in self.starts:
            uid, *was = line.split()
            u = st.units.get(uid)
            if u is None or u.routed:
                continue
            out += [
                ReactionFire(e.id, uid)
                for e in sorted(st.units.values(), key=lambda x: x.id)
                if e.id not in was and strengths(e) and may_react(st, e, u, entry=True)
            ]
        return out

    def close(self, host: Turn) -> Step:
        """8.21: the held entry reaction fire, then the fire each mover declared during its move, in the
        order they moved."""
        st: GbohState = host.state
        movers = [line.split()[0] for line in self.starts]
        aims = [HeldFire(uid) for uid in dict.fromkeys(movers) if uid in st.units and st.units[uid].aim]
        host.push(*self.held_fire(st), *aims)
        return DONE

    def stale(self, host: Turn) -> bool:
        return self.leader not in host.state.leaders

    def options(self, st: GbohState) -> list[str]:
        out = []
        for uid in self.units:
            u = st.units.get(uid)
            if u is None or u.ordered or u.routed:
                continue
            if self.mode in ("", "move") and not is_bottom(st, u):  # 6.66: only the top leaves a stack
                out.append(f"move {uid}")
            p = pair(st, u)
            whole = p is not None and p[0].id == uid and all(x.id in self.units and not x.ordered for x in p)
            if self.mode in ("", "move") and p is not None and whole:
                out.append(f"move {stack_word(p)}")  # 6.64: the stack moves together
            if self.mode in ("", "fire"):
                out += [f"fire {uid} {t.id}" for t in fire_targets(st, u)]
        ld = st.leaders[self.leader]
        if leader_steps(st, ld.id, LEADER_MA - ld.mp):
            out.append(f"move {ld.id}")
        return out

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        opts = self.options(st)
        ld = st.leaders[self.leader]
        if not opts:
            return self.close(host)
        return Asks(
            Ask(
                ld.side,
                "gboh.command",
                Msg("gboh.ask.command", {"leader": lref(ld), "what": term("command", self.verb)}, "GBoH 4.3"),
                choices((*opts, "done")),
                default="done",
                open_ended=True,
                role=ld.id,
            )
        )

    def read(self, host: Turn, ask: Ask, order: str) -> str:
        """``move <unit> <hex or face X>…``: a whole path, as under an Individual Order (checked step by
        step when it is walked)."""
        words = order.split()
        st: GbohState = host.state
        if len(words) < 2 or words[0] not in ("move", "fire"):
            raise self.refusal(host, ask, order)
        if words[0] == "move" and (p := named(st, words[1])) is not None:
            words[1] = stack_word(p)  # 6.64: a stack named either way round, its top cohort first
            if len(words) < 3 or f"move {words[1]}" not in ask.orders:
                raise self.refusal(host, ask, " ".join(words))
            typed_plan(st, p[0], words[2:])  # 6.64, 6.67: the stack moves, or turns, together
            return " ".join(words)
        known = words[1] in st.units or words[1] in st.leaders
        mine = f"{words[0]} {words[1]}"
        if known and not any(o == mine or o.startswith(mine + " ") for o in ask.orders):
            raise self.refusal(host, ask, order)
        if len(words) < 3 or words[0] != "move" or f"move {words[1]}" not in ask.orders:
            raise self.refusal(host, ask, order)
        if words[1] in st.leaders:
            leader_plan(st, words[2:], st.leaders[words[1]].hex)
        elif (
            why := turns_alone(st, st.units[words[1]], typed_plan(st, st.units[words[1]], words[2:]))
        ) is not None:
            raise why  # 6.67: a stacked cohort turns with its stackmate, never alone in place
        return " ".join(words)

    def refusal(self, host: Turn, ask: Ask, order: str) -> IllegalAction:
        """An order to a unit or leader this command does not give says why (4.21, 4.3, 4.31, 4.4, 4.41,
        4.63, 5.25, 6.14, 8.63, 10.28, 10.35)."""
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        if (mid := moved_leader(st, order)) is not None:
            why = leader_move(st, ld, mid, command="GBoH 4.3" if self.verb == "legion" else "GBoH 4.4")
            return why or Task.refusal(self, host, ask, order)
        if isinstance(p := stack_pair(st, order), IllegalAction):
            return p
        if p is not None:  # 6.64: the first of the stack's cohorts this command may not move says why
            for x in p:
                if x.id not in self.units or unit_state(x, ld.side) is not None:
                    return self.refusal(host, ask, f"move {x.id}")
            if self.mode == "fire":
                return refuse(
                    "command_mode", "GBoH 4.3" if self.verb == "legion" else "GBoH 4.4", p[0], mode=self.mode
                )
            return Task.refusal(self, host, ask, order)
        u = ordered_unit(st, order)
        if u is None:
            return Task.refusal(self, host, ask, order)
        rule = "GBoH 4.31" if self.verb == "legion" else "GBoH 4.41"
        if (why := unit_state(u, ld.side)) is not None:
            return why
        what = term("command", self.verb)
        if u.id not in self.units:
            if self.verb == "legion":
                ours = u.type == "CO" and u.legion == self.what
            else:
                ours = in_line(u, self.what) and (ld.rank in ("oc", "tl", "prefect") or u.legion == ld.legion)
            if not ours:
                return refuse("not_in_command", rule, u, leader=lref(ld), what=what)
            if u.aux and self.verb == "line":
                return refuse("aux_line", "GBoH 5.64", u)
            if ld.rank in ("tl", "chief"):
                return refuse("not_in_tribal_line", "GBoH 4.63", u, leader=lref(ld))
            return refuse("range_at_start", rule, u, leader=lref(ld), what=what)
        if self.mode and order.split()[0] != self.mode:
            # the command buys moves (movers may fire while moving) or fire without moving, not both
            buys = "GBoH 4.3" if self.verb == "legion" else "GBoH 4.4"
            return refuse("command_mode", buys, u, mode=self.mode)
        if (under := bottom_cohort(st, order)) is not None:
            return under
        return Task.refusal(self, host, ask, order)

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        words = order.split()
        if words[0] == "done":
            return self.close(host)
        pid = words[1]
        if (p := named(st, pid)) is not None:  # 6.64: the stack moves together, ending together
            top, bottom = p
            plan = typed_plan(st, top, words[2:])
            near = bool(adjacent_enemies(st, top))
            mp = min(top.ma, bottom.ma)
            host.push(UnitMove(top.id, mp, adjacent_at_start=near, command=True, plan=plan, mate=bottom.id))
            start = " ".join((top.id, *(e.id for e in enemy_zoc(st, top.side, top.hex))))
            return Again(replace(self, mode="move", starts=(*self.starts, start)))
        if pid in st.leaders:
            host.push(LeaderMove(pid, leader_plan(st, words[2:], st.leaders[words[1]].hex)))
            return Again(self)
        u = st.units[pid]
        if words[0] == "fire":
            u.ordered = True
            t = st.units[words[2]]
            hit = fire(host, u, t, moving=False)
            host.push(*return_window(st, hit, u))
            return Again(replace(self, mode="fire"))
        plan = typed_plan(st, u, words[2:])
        host.push(
            UnitMove(pid, u.ma, adjacent_at_start=bool(adjacent_enemies(st, u)), command=True, plan=plan)
        )
        start = " ".join((pid, *(e.id for e in enemy_zoc(st, u.side, u.hex))))
        return Again(replace(self, mode="move", starts=(*self.starts, start)))
