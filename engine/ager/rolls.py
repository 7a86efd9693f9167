"""A roll's arithmetic as the log prints it: the face, every modifier that applied with its sign and
what it is for, the sum, and the total when the table holds it to its range (A§5.4.2, §5.4.3, §6.3).

The message is built as a chain, so every language writes the signs itself (Fluent's NUMBER cannot
sign a number): ``ager.mod`` is "<left> + 1 (armour)" or "<left> − 1 (…)", its ``left`` the face or the
chain so far; ``ager.sum`` ends it with "= <sum>" and, when the total was clamped, what it counts as.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.core.messages import Msg
from engine.core.refs import TermRef

Mod = tuple[int, TermRef | None]  # a modifier's value and what it is for (None: a net modifier)


def mod_term(kind: str) -> TermRef:
    """What a modifier is for, as the catalogues name it (``ager.term.mod.<kind>``)."""
    return TermRef(kind, system="ager", domain="mod")


def roll_sum(face: int, mods: Sequence[Mod], lo: int | None = 1, hi: int | None = 10) -> tuple[int, Msg]:
    """The total of ``face`` and the ``mods`` that are not 0, held to ``lo``–``hi`` (either may be
    None: no bound), and the message that shows the sum (``ager.sum``)."""
    chain: Any = face
    raw = face
    count = 0
    for value, why in mods:
        if not value:
            continue
        raw += value
        count += 1
        sign = "plus" if value > 0 else "minus"
        params: dict[str, Any] = {"left": chain, "sign": sign, "value": abs(value)}
        if why is None:
            chain = Msg("ager.mod_net", params)
        else:
            chain = Msg("ager.mod", {**params, "why": why})
    total, clamp = raw, "none"
    if lo is not None and total < lo:
        total, clamp = lo, "low"
    if hi is not None and total > hi:
        total, clamp = hi, "high"
    return total, Msg("ager.sum", {"sum": chain, "raw": raw, "total": total, "clamp": clamp, "count": count})
