"""AFdE 11 (digest §12): fatigue and rest — the fatigue result and Phase A rest markers, chosen in secret by
both sides."""

from __future__ import annotations

from dataclasses import dataclass

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


def rest_eligible(g: Ctx, side: str) -> list[Unit]:
    st = g.st
    return [
        u
        for u in st.on_map_units(side)
        if u.fatigued and not u.routed and u.hex and not adjacent_to_enemy(st, side, u.hex)
    ]


@dataclass(frozen=True, slots=True)
class PhaseA(AfdeTask, kind="afde.phase_a"):
    def act(self, g: Ctx) -> None:
        st = g.st
        st.phase, st.step = "A", "A"
        new_turn_flags(g)
        g.say("phase.start", "6", phase="A", turn=st.turn)
        command_check(g)
        st.rest_picks = {s.id: [] for s in g.scn.sides}
        st.rest_done = []
        g.push(PhaseB())
        for s in g.scn.sides:
            post_rest(g, s.id)


def post_rest(g: Ctx, side: str) -> None:
    st = g.st
    picks = st.rest_picks[side]
    choices = [o("rest", ref(st, u.id)) for u in rest_eligible(g, side) if u.id not in picks]
    choices += [o("unrest", ref(st, uid)) for uid in picks]
    g.ask(RestAsk, side, side_role(g, side), [*choices, "done"], "done", "6.A")


@dataclass(frozen=True, slots=True)
class RestAsk(Decision, kind="afde.ask.rest"):
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
        uid = picked
        if order.verb == "rest":
            st.rest_picks[side].append(uid)
        else:
            st.rest_picks[side].remove(uid)
        post_rest(g, side)
