"""AFdE 11 (digest §12): fatigue and rest — the fatigue result and Phase A rest markers, chosen in secret by
both sides."""

from __future__ import annotations

from collections.abc import Mapping

from engine.afde.labels import NONE
from engine.afde.notation import Order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    adjacent_to_enemy,
    o,
    side_role,
)
from engine.afde.rules.s06_sequence import PhaseB, new_turn_flags
from engine.afde.rules.s07_leaders import command_check
from engine.afde.state import Unit
from engine.afde.turn import AfdeTask, Decision
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Ask, Asks, Step, Task
from engine.core.record import record
from engine.core.view import Side


def rest_eligible(g: Ctx, side: str) -> list[Unit]:
    st = g.st
    return [
        u
        for u in st.on_map_units(side)
        if u.fatigued and not u.routed and u.hex and not adjacent_to_enemy(st, side, u.hex)
    ]


def rest_refusal(g: Ctx, side: str, order: Order) -> IllegalAction | None:
    """Why a rest marker may not go on that unit (6.A, 11.2), or None when the prompt's refusal says it."""
    st = g.st
    if order.verb != "rest" or len(order.args) != 1:
        return None
    u = st.units.get(unit_of(st, order.args[0]) or "")
    if (
        u is None
        or u.side != side
        or u.status != "map"
        or u.hex is None
        or u.id in st.rest_picks.get(side, [])
    ):
        return None
    if u.routed:
        return IllegalAction("afde.rest.routed", rule="AFdE 6.A", unit=u.id)
    if adjacent_to_enemy(st, side, u.hex):  # across an impassable hexside too (11.2)
        return IllegalAction("afde.rest.adjacent", rule="AFdE 6.A", unit=u.id)
    if not u.fatigued:
        return IllegalAction("afde.rest.fresh", rule="AFdE 6.A", unit=u.id)
    return None


@record
class PhaseA(AfdeTask, kind="afde.phase_a"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.phase, st.step = "A", "A"
        new_turn_flags(g)
        g.say("phase.start", "6", phase="A", turn=st.turn)
        command_check(g)
        st.rest_picks = {s.id: [] for s in g.scn.sides}
        st.rest_done = []
        g.push(RestChoice(), PhaseB())


def rest_ask(g: Ctx, side: str) -> Ask:
    """Side's private ask: a rest marker on each eligible fatigued unit it has not picked, or take one
    back, or ``done`` (6.A)."""
    st = g.st
    picks = st.rest_picks[side]
    choices = [o("rest", ref(st, u.id)) for u in rest_eligible(g, side) if u.id not in picks]
    choices += [o("unrest", ref(st, uid)) for uid in picks]
    return RestAsk(side, side_role(g, side), (*choices, "done"), "done", "6.A").to_ask()


@record
class RestChoice(Task[Ctx], kind="afde.rest_choice"):
    """Phase A (6.A): both sides place rest markers at once, in secret: a sealed decision of the kernel's
    machine. Each side's picks stay its own until both have said ``done``; then they are revealed."""

    def run(self, host: Ctx) -> Step:
        return Asks(*(rest_ask(host, s.id) for s in host.scn.sides), sealed=True)

    def answer_part(self, host: Ctx, ask: Ask, order: str) -> Ask | None:
        st = host.st
        if order == "done":
            st.rest_done.append(ask.side)
            return None
        picked = unit_of(st, order.split()[1])
        assert picked is not None
        if order.startswith("rest "):
            st.rest_picks[ask.side].append(picked)
        else:
            st.rest_picks[ask.side].remove(picked)
        return rest_ask(host, ask.side)

    def answer_parts(self, host: Ctx, parts: Mapping[tuple[Side, str | None], tuple[str, ...]]) -> Step:
        st = host.st
        for s, ids in st.rest_picks.items():
            for uid in ids:
                st.units[uid].rest = True
            host.say("rest.placed", "6.A", side=s, units=ids or NONE)
        return DONE


@record
class RestAsk(Decision, kind="afde.ask.rest"):
    """The rest prompt (``afde.rest``); a game saved while it was owed through ``Owed`` goes on as then."""

    name = "rest"

    def handle(self, g: Ctx, order: Order) -> None:
        st = g.st
        side = self.side
        if order.verb == "done":
            st.rest_done.append(side)
            if len(st.rest_done) == len(g.scn.sides):
                g.reveals = any(st.rest_picks.values())
                for s, ids in st.rest_picks.items():
                    for uid in ids:
                        st.units[uid].rest = True
                    g.say("rest.placed", "6.A", side=s, units=ids or NONE)
            return
        picked = unit_of(st, order.args[0])
        assert picked is not None
        if order.verb == "rest":
            st.rest_picks[side].append(picked)
        else:
            st.rest_picks[side].remove(picked)
        g.posted.append(rest_decision(g, side))


def rest_decision(g: Ctx, side: str) -> RestAsk:
    a = rest_ask(g, side)
    return RestAsk(side, a.role, a.orders, "done", "6.A")
