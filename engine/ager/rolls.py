"""A roll's arithmetic as the log prints it: the face, every modifier that applied with its sign and
what it is for, the sum, and the total when the table holds it to its range (A§5.4.2, §5.4.3, §6.3).

The message is built as a chain, so every language writes the signs itself (Fluent's NUMBER cannot
sign a number): ``ager.mod`` is "<left> + 1 (armour)" or "<left> − 1 (…)", its ``left`` the face or the
chain so far; ``ager.sum`` ends it with "= <sum>" and, when the total was clamped, what it counts as.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.messages import Msg, older_params
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


def older_shot(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """A shot's event as saved before it said whether the shot went astray (``stray``; its ``range``
    then the range to the hex aimed at): read as aimed, with its sum (``_older_roll``)."""
    params = _older_roll(params)
    return params if "stray" in params else {**params, "stray": "no"}


def _older_roll(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """The parameters of a roll's event saved before its line showed the arithmetic (``face``, the net
    ``modifier`` and the ``total`` alone): the same sum, its one modifier unnamed; a hit hex saved
    before it said whether the shot landed (``landed``) reads as landed unless it missed."""
    if "hex" in params and "result" in params and "landed" not in params:
        missed = getattr(params["result"], "key", "") == "ager.hit.miss"
        params = {**params, "landed": "no" if missed else "yes"}
    if "roll" in params or "face" not in params or "total" not in params:
        return params
    face, total = int(params["face"]), int(params["total"])
    modifier = int(params.get("modifier") or 0)
    raw = face + modifier
    _, shown = roll_sum(face, [(modifier, None)], lo=None, hi=None)
    clamp = "none" if total == raw else ("low" if total > raw else "high")
    sum_params = {**shown.params, "total": total, "clamp": clamp}
    return {**params, "roll": Msg(shown.key, sum_params, shown.rule)}


older_params(
    (
        "ager.ev.infiltration",
        "ager.ev.hit_hex",
        "ager.ev.horse_shot",
        "ager.ev.melee",
        "ager.ev.ladder_step",
        "ager.ev.feint_test",
        "ager.ev.fright",
        "ager.ev.camel_shot",
    ),
    _older_roll,
)
older_params(("ager.ev.shot",), older_shot)
