"""5.1 Leader activation, 5.3 Momentum and the Doom roll.

Leaders are activated one at a time, the lowest Initiative of all leaders first, whatever the side
(5.11); when both sides have leaders of that Initiative both roll, the higher activates first and the
sides alternate through the group (5.12-5.13); within one side the owner picks. A player may decline to
activate a leader, who is then Finished (5.15 #4); a legate or tribune commanding a legion may not, but
may pass: he stays inactive, to be designated, and a legate is Finished with his OC (5.15 #6). A leader
runs at most three Orders Phases a turn (5.14). After an Orders Phase its owner may roll Momentum: a roll
at or below the leader's Initiative gives him another Orders Phase, above it he is Finished (5.32); not
for a leader who has been in an enemy ZOC this turn or was Bypassed (5.31). A Momentum roll of 9 calls the
Doom roll (5.33): 0-1 the leader is Finished and the opponent reactivates any one of his leaders; 2-8
Finished; 9 no more leaders are activated this turn.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.geometry import enemy_zoc
from engine.gboh.rules import d10, lref, other, sref
from engine.gboh.rules.s04_refusals import finished_leader
from engine.gboh.rules.s05_orders import OrdersPhase
from engine.gboh.rules.s05_trump import EliteEnd, TrumpBack, bypass, trump_roll, trumpers
from engine.gboh.rules.s08_shock import ShockSegment
from engine.gboh.state import GbohState, Leader

MAX_PHASES = 3


def begin_phase(host: Turn, ld: Leader, elite: bool = False) -> None:
    """A new Orders Phase for ``ld``: its C segments, then the Momentum decision (D)."""
    st: GbohState = host.state
    ld.status = "active"
    ld.phases += 1
    for x in st.leaders.values():
        x.mp = 0  # 6.14: each leader's 9 MP are counted afresh in every Orders Phase
    st.active = ld.id
    st.phase = "C"
    for u in st.units.values():
        u.ordered = False
        u.reacted = False
        u.aim = u.entry_at = ""
    if enemy_zoc(st, ld.side, ld.hex):
        ld.zoc_turn = True
    host.say("gboh.ev.orders_phase", "GBoH 5.2", leader=lref(ld), phase=ld.phases)
    last: Task[Turn] = EliteEnd(ld.id) if elite else Momentum(ld.id)
    host.push(
        OrdersPhase(ld.id, ld.initiative, momentum=ld.phases > 1 and not elite), ShockSegment(ld.id), last
    )


def finish(host: Turn, ld: Leader, why: str) -> None:
    st: GbohState = host.state
    ld.status = "finished"
    host.activation_ended = True  # the map is posted when a leader is finished
    st.active = ""
    host.say("gboh.ev.finished", "GBoH 5.15", leader=lref(ld), why=Msg(f"gboh.why.{why}"))
    if ld.rank != "oc":
        return
    for x in sorted(st.leaders.values(), key=lambda x: x.id):  # 5.15 #6: his inactive legates with him
        mine = x.side == ld.side and x.status == "inactive" and x.rank == "legate" and bool(x.legion)
        if mine and not x.waits and not enemy_zoc(st, x.side, x.hex):  # one who waited: 5.27 (Thapsus)
            finish(host, x, "oc_finished")


def commands_legion(ld: Leader) -> bool:
    """5.15 #4: a legate or tribune commanding a legion never declines his activation; he may pass."""
    return ld.rank in ("legate", "tribune") and bool(ld.legion)


@dataclass(frozen=True, slots=True)
class Activation(Task[Turn], kind="gboh.activation"):
    """Phase B: the next leader in Initiative order (5.1), until every leader is Finished."""

    group: int = -1  # the Initiative being activated
    next_side: str = ""  # who activates next within a group both sides share (5.13)
    tried: tuple[str, ...] = ()  # the sides that tried a trump for this activation (5.43)
    failed: bool = False  # a friendly trump just failed: the leader due is activated (5.41)

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        st.phase = "B"
        waiting = [ld for ld in st.leaders.values() if ld.status == "inactive"]
        if st.over or st.doom or not waiting:
            for ld in waiting:
                finish(host, ld, "doom" if st.doom else "end")
            return DONE
        # 5.27: a leader who stayed inactive in an enemy ZOC and is out of it now goes before anyone
        # else, with no Momentum; one still in it when only such leaders are left is Finished
        free = sorted(
            (ld for ld in waiting if ld.waits and not enemy_zoc(st, ld.side, ld.hex)), key=lambda x: x.id
        )
        if free:
            ld = free[0]
            ld.waits, ld.zoc_turn = False, True
            host.say("gboh.ev.activated", "GBoH 5.27", leader=lref(ld), initiative=ld.initiative)
            begin_phase(host, ld)
            return Again(self)
        normal = [ld for ld in waiting if not ld.waits and not ld.passed]
        if not normal:  # those still waiting in a ZOC, and those who passed and were never designated
            for ld in waiting:
                finish(host, ld, "zoc" if ld.waits else "end")
            return DONE
        lo = min(ld.initiative for ld in normal)
        group = [ld for ld in normal if ld.initiative == lo]
        sides = {ld.side for ld in group}
        nxt = self.next_side if lo == self.group else ""
        if len(sides) == 2 and not nxt:
            a, b = (s.id for s in st.board.sides)
            while True:
                ra, rb = d10(host, "tie", side=sref(a)).total, d10(host, "tie", side=sref(b)).total
                host.say("gboh.ev.tie_roll", "GBoH 5.12", a=sref(a), ra=ra, b=sref(b), rb=rb)
                if ra != rb:
                    break
            return Again(replace(self, group=lo, next_side=a if ra > rb else b))
        side = nxt if nxt in sides else next(iter(sides))
        mine = sorted((ld for ld in group if ld.side == side), key=lambda ld: ld.id)
        opts = [f"activate {ld.id}" for ld in mine]
        if self.failed and side in self.tried:
            # 5.41: a failed friendly trump activates the leader who was due (the owner picks among
            # several of the same Initiative); he may no longer decline
            return Asks(
                Ask(
                    side,
                    "gboh.activate",
                    Msg("gboh.ask.activate", {"side": sref(side), "initiative": lo}, "GBoH 5.41"),
                    choices(opts),
                    default=opts[0],
                )
            )
        opts += [f"decline {ld.id}" for ld in mine if not commands_legion(ld)]
        zoc = {ld.id for ld in mine if enemy_zoc(st, ld.side, ld.hex)}
        opts += [f"pass {ld.id}" for ld in mine if commands_legion(ld) and ld.id not in zoc]  # 5.15 #4
        opts += [f"wait {ld.id}" for ld in mine if ld.id in zoc]  # 5.27
        if side not in self.tried:
            opts += [f"trump {ld.id}" for ld in trumpers(st, side, lo, above=True)]
        return Asks(
            Ask(
                side,
                "gboh.activate",
                Msg("gboh.ask.activate", {"side": sref(side), "initiative": lo}, "GBoH 5.11"),
                choices(opts),
                default=opts[0],
            )
        )

    def refusal(self, host: Turn, ask: Ask, order: str) -> IllegalAction:
        """The activation of a Finished leader (4.25) or of one off the map (8.65) says why."""
        return finished_leader(host.state, order) or Task.refusal(self, host, ask, order)

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        verb, lid = order.split()
        ld = st.leaders[lid]
        if verb == "trump":
            tried = replace(self, tried=(*self.tried, ld.side))
            if trump_roll(host, ld):
                bypass(host, ld)
                ld.status = "active"  # out of the queue while the opponent may trump the trump
                host.push(TrumpBack(ld.id))
                return Again(replace(tried, tried=()))
            finish(host, ld, "trump_failed")
            return Again(replace(tried, failed=True))
        if verb == "wait":
            ld.waits, ld.zoc_turn = True, True
            host.say("gboh.ev.waits", "GBoH 5.27", leader=lref(ld))
        elif verb == "pass":
            ld.passed = True
            host.say("gboh.ev.passed", "GBoH 5.15", leader=lref(ld))
        elif verb == "decline":
            finish(host, ld, "declined")
        else:
            host.say("gboh.ev.activated", "GBoH 5.11", leader=lref(ld), initiative=ld.initiative)
            begin_phase(host, ld)
        return Again(replace(self, group=ld.initiative, next_side=other(st, ld.side), failed=False))


def may_roll_momentum(st: GbohState, ld: Leader) -> bool:
    """5.31, 5.14."""
    if enemy_zoc(st, ld.side, ld.hex):
        ld.zoc_turn = True
    return ld.status == "active" and ld.phases < MAX_PHASES and not ld.bypassed and not ld.zoc_turn


@dataclass(frozen=True, slots=True)
class Momentum(Task[Turn], kind="gboh.momentum"):
    """Phase D for the leader who just finished an Orders Phase."""

    leader: str

    def stale(self, host: Turn) -> bool:
        return self.leader not in host.state.leaders

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        st.phase = "D"
        host.activation_ended = True  # an Orders Phase is over: the map is posted before Momentum
        if st.over or not may_roll_momentum(st, ld):
            finish(host, ld, "no_momentum")
            return DONE
        return Asks(
            Ask(
                ld.side,
                "gboh.momentum",
                Msg("gboh.ask.momentum", {"leader": lref(ld), "initiative": ld.initiative}, "GBoH 5.32"),
                choices(("momentum", "finish")),
                default="finish",
                role=ld.id,
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        ld = st.leaders[self.leader]
        if order == "finish":
            finish(host, ld, "ended")
            return DONE
        r = d10(host, "momentum").total
        ok = r <= ld.initiative and r != 9
        host.say("gboh.ev.momentum", "GBoH 5.32", leader=lref(ld), roll=r, need=ld.initiative, ok=int(ok))
        if ok:
            host.push(TrumpBack(ld.id, momentum=True))
            return DONE
        finish(host, ld, "momentum_failed")
        if r == 9:
            doom = d10(host, "doom").total
            host.say("gboh.ev.doom", "GBoH 5.33", leader=lref(ld), roll=doom)
            if doom >= 9:
                st.doom = True
            elif doom <= 1:
                host.push(Reactivation(other(st, ld.side)))
        return DONE


@dataclass(frozen=True, slots=True)
class Reactivation(Task[Turn], kind="gboh.reactivation"):
    """5.33 Doom roll 0-1: the opponent may activate any one of his leaders, even a Finished one (who may
    not roll Momentum afterwards)."""

    side: str

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        mine = sorted(ld.id for ld in st.leaders.values() if ld.side == self.side and ld.status != "active")
        opts = [f"reactivate {lid}" for lid in mine]
        return Asks(
            Ask(
                self.side,
                "gboh.reactivate",
                Msg("gboh.ask.reactivate", {"side": sref(self.side)}, "GBoH 5.33"),
                choices((*opts, "pass")),
                default="pass",
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        if order == "pass":
            return DONE
        ld = host.state.leaders[order.split()[1]]
        ld.bypassed = True  # a reactivated leader may not roll Momentum afterwards
        host.say("gboh.ev.reactivated", "GBoH 5.33", leader=lref(ld))
        begin_phase(host, ld)
        return DONE
