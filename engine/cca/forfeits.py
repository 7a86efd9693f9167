"""What an order would forfeit (CCA 5, 6, 7): the warning a player reads before it is confirmed.

``done`` with no unit or leader ordered ends the turn with the card played for nothing (CCA 5), and
ending the movement or the battle step, by ``done`` or by an order of a later step, leaves the ordered
pieces that could still move or battle without their move or battle (CCA 6, 7). Worked out only when an
order is given through the game service, never on the rules' own paths.
"""

from __future__ import annotations

from typing import Any

from engine.cca import rules as R  # noqa: N812
from engine.cca.rules.pieces import title
from engine.cca.state import State
from engine.core import machine
from engine.core.dice import DiceBox
from engine.core.machine import Ask
from engine.core.messages import Msg

# the step's own verbs whose choices name a piece that could still act (its ref is the first argument)
_STILL = {"cca.move": ("move",), "cca.battle": ("battle", "fire")}


def forfeit(st: State, d: Ask, order: str) -> Msg | None:
    """What answering the decision ``d`` with ``order`` forfeits, or None."""
    if order != "done":
        return None
    if d.kind == "cca.order":
        if R.ordered(st) or not any(ch.order != "done" for ch in d.choices):
            return None
        card = title(st.card) if st.card else ""
        return Msg("cca.warn.no_orders", {"card": card}, "CCA 5")
    verbs = _STILL.get(d.kind)
    if verbs is None:
        return None
    pieces: list[str] = []
    for ch in d.choices:
        verb, args = R.split_order(ch.order)
        if verb in verbs and args and args[0] not in pieces:
            pieces.append(args[0])
    if not pieces:
        return None
    if d.kind == "cca.move":
        return Msg("cca.warn.unmoved", {"pieces": pieces, "count": len(pieces)}, "CCA 6")
    return Msg("cca.warn.unbattled", {"pieces": pieces, "count": len(pieces)}, "CCA 7")


def warning(st: State, side: str, act: R.Act, how: str, what: Any) -> Msg | None:
    """The warning of ``act`` for ``side``, checked as ``how`` ("direct", "echo" or "implied" with the
    orders taken first, ``what``): the first step it ends that forfeits something."""
    if how == "echo":
        return None
    if how == "direct":
        d = R.decision(st)
        return forfeit(st, d, act.text()) if d is not None else None
    trial = st.clone()
    c = R.Ctx(trial, DiceBox(trial.dice))
    for step in what:
        d = R.decision(trial)
        if d is None:
            return None
        got = forfeit(trial, d, step)
        if got is not None:
            return got
        machine.answer(c, side, step)
    return None
