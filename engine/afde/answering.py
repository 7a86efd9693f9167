"""An order given to the decision owed (AFdE): the shorthands a player may type (bare ``advance`` or
``react`` for the default, ``pass`` and ``done`` for each other, ``face <dir>`` for the unit being moved,
``resolve`` naming a melee by any of its hexes), then the refusal with its reason when the order is none
of the choices, or the answer handed to the task that owes it; and a lapsing decision (the Phase E rout
order, a routed stack) answered by its default when its side's order answers what comes after it.
"""

from __future__ import annotations

from dataclasses import replace

from engine.afde.notation import Order, parse_order, ref
from engine.afde.rules import (
    s10_melee,
    s10_retreat_advance,
    s11_fatigue_rest,
    s12_rout_rally,
    s14_leader_fates,
)
from engine.afde.turn import Ctx, with_stack
from engine.core import machine
from engine.core.errors import IllegalAction
from engine.core.machine import Again, Ask, Asks
from engine.core.messages import Msg
from engine.core.refs import SideRef


def shorthand(g: Ctx, ask: Ask, order: Order, orders: tuple[str, ...]) -> Order:
    """Bare ``advance`` / ``react`` take the default; ``pass`` and ``done`` stand for each other;
    ``face <dir>`` in movement turns the unit being moved."""
    text = order.text()
    if text in orders:
        return order
    if order.verb in ("pass", "done"):
        other = "done" if order.verb == "pass" else "pass"
        if other in orders:
            return Order(other)
    if not order.args and order.verb in ("advance", "react") and (ask.default or "").startswith(order.verb):
        return parse_order(g.st, ask.default or "")
    if (
        order.verb == "face"
        and len(order.args) == 1
        and ask.kind in ("afde.d1", "afde.d1_unit")
        and g.st.mover
    ):
        return Order("face", (ref(g.st, g.st.mover), order.args[0]))
    if order.verb == "resolve" and len(order.args) == 1 and ask.kind == "afde.resolve":
        # a melee is offered by its defender's hex, or by its attacker's when one unit attacks several
        # hexes (10.4): any hex of one melee offered names it
        key = s10_melee.melee_of_hex(g.st, order.args[0], orders)
        if key is not None:
            return Order("resolve", (key,))
    return order


def answer_owed(g: Ctx, ask: Ask, order: Order) -> None:
    """Answer ``ask`` (owed now) with ``order``, then run until a decision is owed."""
    orders = ask.orders
    order = shorthand(g, ask, order, orders)
    if order.text() not in orders and not ask.open_ended:
        why = None
        if ask.kind == "afde.rest":
            why = s11_fatigue_rest.rest_refusal(g, ask.side, order)
        elif ask.kind == "afde.retreat":
            why = s10_retreat_advance.retreat_refusal(g, dict(ask.msg.params).get("unit"), order)
        elif ask.kind == "afde.advance":
            why = s10_retreat_advance.advance_refusal(g, order)
        elif ask.kind in ("afde.dfire", "afde.ofire"):
            why = s10_melee.melee_fire_refusal(g, ask.kind == "afde.dfire", order)
        elif ask.kind == "afde.resolve":
            why = s10_melee.resolve_refusal(g, order)
        elif ask.kind == "afde.flight":
            params = dict(ask.msg.params)
            why = s12_rout_rally.flight_refusal(g, params.get("unit"), params.get("hex"), order)
        elif ask.kind in ("afde.rout_order", "afde.rout_stack"):
            why = s12_rout_rally.rout_refusal(g, ask, order)
        elif ask.kind in ("afde.place", "afde.replace"):
            why = s14_leader_fates.place_refusal(g, dict(ask.msg.params).get("leader"), orders, order)
        elif ask.kind == "afde.face" and order.verb == "face" and len(order.args) == 1 and len(orders) <= 3:
            # a retreat or a charger's advance allows a turn of one hexside (10.7, 10.8)
            why = IllegalAction(
                "afde.face.one_hexside", rule=ask.msg.rule, unit=dict(ask.msg.params).get("unit")
            )
        if why is not None:
            raise why
        raise IllegalAction(
            "afde.order.not_now", rule=ask.msg.rule, order=order.text(), choices=list(orders[:12])
        )
    if g.agenda.sealed:  # a secret choice of both sides at once (Phase A rest): the machine keeps it
        machine.answer(g, ask.side, order.text(), ask.role)
        return
    ag = g.agenda
    top = ag.stack[-1]
    g.agenda = with_stack(ag, ag.stack, ())
    g.order = order
    step = top.answer(g, ask, order.text())
    g.order = None
    ag = g.agenda
    assert ag.stack[-1] is top
    if isinstance(step, Again):
        g.agenda = with_stack(ag, (*ag.stack[:-1], step.task))
    elif isinstance(step, Asks):
        g.agenda = replace(ag, asks=step.asks, sealed=step.sealed)
    else:
        g.agenda = with_stack(ag, ag.stack[:-1])
    machine.settle(g)


def lapse(g: Ctx, side: str, action: Order) -> Ask | None:
    """A lapsing decision of ``side`` (the order of Phase E rout moves, a routed stack together or
    apart: AFdE 6.E, 5.2.6) is answered with its default when the side gives an order that answers what
    comes after it, as the decision machine does (engine/core/machine.py ``answer``), and an event says
    so. An order of the decision's own kind (its verb) answers it or is refused by it. Returns the
    decision let lapse, or None."""
    ag = g.agenda
    if ag.sealed:
        return None
    owed = [a for a in ag.owed() if a.side == side]
    lapsing = next((a for a in owed if a.lapses and a.default), None)
    if lapsing is None or lapsing.default is None:
        return None
    text, verb = action.text(), action.verb
    if any(text in a.orders or any(c.split(" ", 1)[0] == verb for c in a.orders) for a in owed):
        return None
    said = {"side": SideRef(side, system="afde"), "kind": lapsing.kind, "order": lapsing.default}
    g.emit(Msg("core.ev.lapsed", said, lapsing.msg.rule))
    answer_owed(g, lapsing, parse_order(g.st, lapsing.default))
    return lapsing


def not_now(ask: Ask, action: Order) -> IllegalAction:
    """The refusal of an order that answers neither ``ask`` nor anything after it."""
    return IllegalAction(
        "afde.order.not_now", rule=ask.msg.rule, order=action.text(), choices=list(ask.orders[:12])
    )
