"""5.4 Trumping, 5.5 Caesar's Elite Phase and 5.6 the Auxiliaries Phase.

Friendly trump (5.41): instead of activating his scheduled leader a player may roll for an inactive
leader of higher Initiative: at or below it he is activated, above it the scheduled leader goes and the
trumper is Finished. Only after a successful friendly trump the opponent may trump the trump with a
leader of at least the trumper's Initiative (5.42 #1); after a successful Momentum roll he may trump the
Momentum the same way (5.42 #2, A29). A leader who fails or is out-trumped is Finished; every other
inactive leader of either side with an Initiative at or below the successful trumper's is Bypassed and
may not roll Momentum this turn (5.44). One attempt per player per activation (5.43); tribunes and
legates never trump (4.51, 4.52).

Elite Phase (5.5): while a leader with Elite Initiative is on the map his side may, right after the
Auxiliaries Phase, run one Orders Phase with any friendly leader; no Momentum after it; the leader goes
back to inactive and the phase counts toward his three.

Auxiliaries Phase (5.6): the side whose OC has the higher Initiative first (the scenario says), each side
may give one IO to each SK, anywhere on the map; it counts as one of the OC's three Orders Phases (5.65),
and a unit ordered then joins no Line Command that turn (5.64).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Turn, choices
from engine.core.messages import Msg
from engine.gboh.rules import d10, lref, other, sref, uref
from engine.gboh.rules.s04_refusals import ordered_unit, refuse, unit_state
from engine.gboh.rules.s06_movement import UnitMove, typed_plan
from engine.gboh.rules.s08_missile import fire, fire_targets, return_window
from engine.gboh.state import GbohState, Leader

NO_TRUMP = ("legate", "tribune")


def trumpers(st: GbohState, side: str, at_least: int, above: bool) -> list[Leader]:
    return sorted(
        (
            ld
            for ld in st.leaders.values()
            if ld.side == side
            and ld.status == "inactive"
            and ld.rank not in NO_TRUMP
            and (ld.initiative > at_least if above else ld.initiative >= at_least)
        ),
        key=lambda ld: ld.id,
    )


def trump_roll(host: Turn, ld: Leader) -> bool:
    r = d10(host, "trump", leader=lref(ld)).total
    ok = r <= ld.initiative
    host.say("gboh.ev.trump", "GBoH 5.41", leader=lref(ld), roll=r, need=ld.initiative, ok=int(ok))
    return ok


def bypass(host: Turn, trumper: Leader) -> None:
    """5.44: the inactive leaders whose turn was jumped may not roll Momentum this turn."""
    st: GbohState = host.state
    for ld in st.leaders.values():
        if ld.id != trumper.id and ld.status == "inactive" and ld.initiative <= trumper.initiative:
            ld.bypassed = True


@dataclass(frozen=True, slots=True)
class TrumpBack(Task[Turn], kind="gboh.trump_back"):
    """After a successful friendly trump (``momentum`` False) or Momentum roll (True) the opponent may try
    to take the activation with a leader of at least that Initiative (5.42)."""

    leader: str
    momentum: bool = False

    def stale(self, host: Turn) -> bool:
        return self.leader not in host.state.leaders

    def run(self, host: Turn) -> Step:
        from engine.gboh.rules.s05_activation import begin_phase

        st: GbohState = host.state
        ld = st.leaders[self.leader]
        foe = other(st, ld.side)
        opts = [f"trump {x.id}" for x in trumpers(st, foe, ld.initiative, above=False)]
        if not opts:
            begin_phase(host, ld)
            return DONE
        key = "gboh.ask.trump_momentum" if self.momentum else "gboh.ask.trump_back"
        return Asks(
            Ask(
                foe,
                "gboh.trump_back",
                Msg(key, {"leader": lref(ld), "initiative": ld.initiative}, "GBoH 5.42"),
                choices((*opts, "pass")),
                default="pass",
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        from engine.gboh.rules.s05_activation import begin_phase, finish

        st: GbohState = host.state
        ld = st.leaders[self.leader]
        if order == "pass":
            begin_phase(host, ld)
            return DONE
        mine = st.leaders[order.split()[1]]
        if trump_roll(host, mine):
            finish(host, ld, "trumped")
            bypass(host, mine)
            begin_phase(host, mine)
        else:
            finish(host, mine, "trump_failed")
            begin_phase(host, ld)
        return DONE


@dataclass(frozen=True, slots=True)
class ElitePhase(Task[Turn], kind="gboh.elite"):
    """5.5: Caesar's side may give one Orders Phase to any friendly leader, before the activations."""

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        elite = next((ld for ld in sorted(st.leaders.values(), key=lambda x: x.id) if ld.elite), None)
        if elite is None or st.elite_used:
            return DONE
        opts = [
            f"elite {ld.id}"
            for ld in sorted(st.leaders.values(), key=lambda x: x.id)
            if ld.side == elite.side
        ]
        opts = [o for o in opts if st.leaders[o.split()[1]].phases < 3]
        return Asks(
            Ask(
                elite.side,
                "gboh.elite",
                Msg("gboh.ask.elite", {"leader": lref(elite)}, "GBoH 5.51"),
                choices((*opts, "pass")),
                default="pass",
            )
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        from engine.gboh.rules.s05_activation import begin_phase

        st: GbohState = host.state
        st.elite_used = True
        if order == "pass":
            return DONE
        ld = st.leaders[order.split()[1]]
        host.say("gboh.ev.elite", "GBoH 5.51", leader=lref(ld))
        begin_phase(host, ld, elite=True)
        return DONE


@dataclass(frozen=True, slots=True)
class EliteEnd(Task[Turn], kind="gboh.elite_end"):
    """5.52: no Momentum after the Elite Phase; the leader is inactive again."""

    leader: str

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        ld = st.leaders.get(self.leader)
        if ld is not None and ld.status == "active":
            ld.status = "inactive"
        st.active = ""
        return DONE


@dataclass(frozen=True, slots=True)
class AuxiliariesPhase(Task[Turn], kind="gboh.auxiliaries"):
    """5.6: each side in turn may give one IO to each of its SK (the scenario names who goes first)."""

    done: tuple[str, ...] = ()

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        st.phase = "A"
        first = st.board.first_auxiliaries
        for side in (first, other(st, first)):
            if side in self.done:
                continue
            oc = next((ld for ld in st.leaders.values() if ld.side == side and ld.rank in ("oc", "tl")), None)
            sk = [u for u in st.units.values() if u.side == side and u.type == "SK" and not u.routed]
            if oc is None or not sk or oc.phases >= 3:
                return Again(replace(self, done=(*self.done, side)))
            return Asks(
                Ask(
                    side,
                    "gboh.auxiliaries",
                    Msg("gboh.ask.auxiliaries", {"side": sref(side)}, "GBoH 5.61"),
                    choices(("auxiliaries", "skip")),
                    default="skip",
                )
            )
        for u in st.units.values():
            u.ordered = False
        return DONE

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        side = ask.side
        if order == "auxiliaries":
            oc = next(ld for ld in st.leaders.values() if ld.side == side and ld.rank in ("oc", "tl"))
            oc.phases += 1  # 5.65: one of the OC's three Orders Phases
            host.say("gboh.ev.auxiliaries", "GBoH 5.65", side=sref(side), leader=lref(oc))
            host.push(AuxOrders(side))
        return Again(replace(self, done=(*self.done, side)))


@dataclass(frozen=True, slots=True)
class AuxOrders(Task[Turn], kind="gboh.aux_orders"):
    side: str

    def options(self, st: GbohState) -> list[str]:
        out = []
        for u in sorted(st.units.values(), key=lambda x: x.id):
            if u.side == self.side and u.type == "SK" and not u.routed and not u.aux:
                out.append(f"move {u.id}")
                out += [f"fire {u.id} {t.id}" for t in fire_targets(st, u)]
        return out

    def run(self, host: Turn) -> Step:
        st: GbohState = host.state
        opts = self.options(st)
        if not opts:
            return DONE
        return Asks(
            Ask(
                self.side,
                "gboh.aux_orders",
                Msg("gboh.ask.aux_orders", {"side": sref(self.side)}, "GBoH 5.61"),
                choices((*opts, "done")),
                default="done",
                open_ended=True,
            )
        )

    def read(self, host: Turn, ask: Ask, order: str) -> str:
        """``move <unit> <hex or face X>…``: a whole path, as under an Orders Phase's Individual Order."""
        words = order.split()
        st: GbohState = host.state
        if len(words) < 3 or words[0] != "move":
            raise self.refusal(host, ask, order)
        if f"move {words[1]}" not in ask.orders:
            raise self.refusal(host, ask, order)
        typed_plan(st, st.units[words[1]], words[2:])
        return " ".join(words)

    def refusal(self, host: Turn, ask: Ask, order: str) -> IllegalAction:
        """An order to a unit this phase does not order says why (4.21, 5.61, 10.28)."""
        st: GbohState = host.state
        u = ordered_unit(st, order)
        if u is None:
            return Task.refusal(self, host, ask, order)
        if u.side != self.side or u.routed:
            return unit_state(u, self.side) or Task.refusal(self, host, ask, order)
        if u.aux:
            return refuse("already", "GBoH 5.61", u)
        if u.type != "SK":
            return refuse("not_auxiliary", "GBoH 5.61", u)
        return Task.refusal(self, host, ask, order)

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        st: GbohState = host.state
        words = order.split()
        if words[0] == "done":
            return DONE
        u = st.units[words[1]]
        u.aux = True
        if words[0] == "fire":
            u.ordered = True
            t = st.units[words[2]]
            host.say("gboh.ev.aux_fire", "GBoH 5.61", unit=uref(u))
            hit = fire(host, u, t, moving=False)
            host.push(*return_window(st, hit, u))
        else:
            host.push(UnitMove(u.id, u.ma, plan=typed_plan(st, u, words[2:])))
        return Again(self)
