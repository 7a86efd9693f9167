"""A§2.1: a step of the player-phase (offensive fire, melee) asks the active side for one order at a time,
or ``done``; ``done`` warns of the characters who could still act in the step."""

from __future__ import annotations

from engine.ager.state import AgerState, side_ref, unit_ref
from engine.core.machine import Ask, Asks
from engine.core.messages import Msg
from engine.core.protocol import Choice


def step_ask(
    st: AgerState,
    kind: str,
    question: str,
    rule: str,
    orders: list[str],
    unused: str,
    *,
    lapses: bool = False,
    open_ended: bool = False,
) -> Asks:
    """The active side's orders for this step (each names its actor second: ``fire rollin marwan``), then
    ``done``, whose warning ``unused`` lists those who have not acted."""
    left = sorted({o.split()[1] for o in orders})
    done = Choice(
        "done",
        Msg("core.choice", {"order": "done"}),
        Msg(unused, {"units": [unit_ref(st, st.chars[c]) for c in left], "count": len(left)}, "Ager 2.1"),
    )
    return Asks(
        Ask(
            st.active,
            kind,
            Msg(question, {"side": side_ref(st.active)}, rule),
            (*(Choice(o, Msg("core.choice", {"order": o})) for o in orders), done),
            default="done",
            lapses=lapses,
            open_ended=open_ended,
        )
    )
