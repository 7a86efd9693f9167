"""What an order would forfeit in an activation's movement (AFdE 8.1): the warning a player reads before
it is confirmed.

``done`` ends the activation's movement: every commanded unit that could still move or enter does not,
and a unit selected but not yet moved loses its move. Giving another unit an order while the selected
unit has not moved ends that unit's move too. Worked out only when an order is given through the game
service, never on the rules' own paths.
"""

from __future__ import annotations

from engine.afde.labels import named
from engine.afde.notation import unit_of
from engine.afde.state import State
from engine.core.machine import Ask
from engine.core.messages import Msg

MOVEMENT = ("afde.d1", "afde.d1_unit")
UNIT_ORDERS = ("select", "move", "face", "charge", "withdraw", "mount", "dismount", "enter")
STILL = ("select", "enter")  # a D.1 choice that names a unit that could still move


def _unmoved_mover(st: State) -> str | None:
    """The unit selected to move that has not moved yet (its move is lost if it ends now)."""
    if st.mover is None or st.mover not in st.units:
        return None
    u = st.units[st.mover]
    return None if u.moved or u.move_done else u.id


def _moving_on(st: State, order: str) -> Msg | None:
    """``order`` gives another unit an order while the selected one has not moved: its move ends."""
    verb, *args = order.split()
    mover = _unmoved_mover(st)
    if verb not in UNIT_ORDERS or not args or mover is None or args[0] in st.leaders:
        return None
    if (unit_of(st, args[0]) or args[0]) in (st.mover, st.mover_with):
        return None
    return Msg("afde.warn.ends_move", named(st, {"unit": mover}), "AFdE 8.1")


def forfeit(st: State, ask: Ask, order: str, after_stop: Ask | None) -> Msg | None:
    """What answering the movement ask ``ask`` with ``order`` forfeits; ``after_stop``: the ask that
    follows when the selected unit stops (it lists the units that could still move), if one is."""
    if ask.kind not in MOVEMENT:
        return None
    if order not in ("done", "pass"):
        return _moving_on(st, order)
    ids: list[str] = []
    mover = _unmoved_mover(st)
    if mover is not None:
        ids.append(mover)
    for c in (after_stop or ask).choices:
        verb, *args = c.order.split()
        if verb in STILL and args:
            uid = unit_of(st, args[0]) or args[0]
            if uid not in ids and uid not in (st.mover, st.mover_with):
                ids.append(uid)
    if not ids:
        return None
    return Msg("afde.warn.unmoved", named(st, {"units": ids, "count": len(ids)}), "AFdE 8.1")
