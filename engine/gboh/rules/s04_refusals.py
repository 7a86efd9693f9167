"""Why a unit may not take the move or fire order a player gave it (4.2, 4.3, 4.4, 5.25, 5.61, 10.28,
10.35).

A refused order names its one reason and the rule that gives it, never a list of the reasons it might
be: an enemy unit (4.21: orders go to friendly units), a routed one (10.28: it takes Rally orders only),
one rallied this turn (10.35: no orders for the rest of the turn), one already ordered this phase (5.25;
in the Auxiliaries Phase one order each, 5.61), one out of the leader's command range (4.21), one he may
not command (4.5, 4.6), one outside the Legion or Line the command was given to (4.31, 4.41). A reason
not among these leaves the order to the machine's own refusal.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import IllegalAction
from engine.gboh.rules import uref
from engine.gboh.state import GbohState, Unit


def refuse(reason: str, rule: str, u: Unit, **params: Any) -> IllegalAction:
    """The refusal ``gboh.err.order_<reason>`` of an order to ``u``, citing ``rule``."""
    return IllegalAction(f"gboh.err.order_{reason}", rule=rule, unit=uref(u), **params)


def ordered_unit(st: GbohState, order: str) -> Unit | None:
    """The unit a ``move`` or ``fire`` order names (None: another order, or not a unit)."""
    words = order.split()
    if len(words) < 2 or words[0] not in ("move", "fire"):
        return None
    return st.units.get(words[1])


def unit_state(u: Unit, side: str) -> IllegalAction | None:
    """The reasons that hold whoever gives the order: the enemy's unit, a routed one, one rallied this
    turn, one that has moved or fired this Orders Phase already."""
    if u.side != side:
        return refuse("enemy", "GBoH 4.21", u)
    if u.routed:
        return refuse("routed", "GBoH 10.28", u)
    if u.rallied:
        return refuse("rallied", "GBoH 10.35", u)
    if u.ordered:
        return refuse("already", "GBoH 5.25", u)
    return None
