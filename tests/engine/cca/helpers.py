"""Small builders for rulebook cases: an inline scenario from a few lines, scripted dice, orders."""

from __future__ import annotations

from typing import Any

from engine.cca import RULESET
from engine.cca.state import State
from engine.core.protocol import Transition

R = RULESET
# battle die faces (E.3)
LT, MD, HV, LDR, FLAG, SW = 1, 2, 3, 4, 5, 6


def scenario(units: list[str], leaders: list[str] = (), **extra: Any) -> dict[str, Any]:
    """Units as "S LI E7" or "N HI E6 3" (side, type, hex, blocks); leaders as "S E7"."""
    us = []
    for spec in units:
        parts = spec.split()
        side = "south" if parts[0].upper() == "S" else "north"
        u: dict[str, Any] = {"side": side, "type": parts[1], "hex": parts[2]}
        if len(parts) > 3:
            u["blocks"] = int(parts[3])
        us.append(u)
    ls = []
    for spec in leaders:
        parts = spec.split()
        ls.append(
            {
                "side": "south" if parts[0].upper() == "S" else "north",
                "hex": parts[1],
                "name": f"{parts[0].upper()}-{parts[1]}",
            }
        )
    sc: dict[str, Any] = {"units": us, "leaders": ls}
    sc.setdefault("hands", {"south": ["center-4"], "north": ["center-4"]})
    sc.update(extra)
    return sc


def new(
    units: list[str],
    leaders: list[str] = (),
    dice: list[int] = (),
    options: dict[str, Any] | None = None,
    **extra: Any,
) -> State:
    return R.new_game(scenario(units, leaders, **extra), 7, options or {}, list(dice))


def owed(s: State) -> tuple[str, str, list[str]]:
    p = R.pending(s)[0]
    return p.side, p.kind, [c.order for c in p.choices]


def do(s: State, *orders: str) -> State:
    for o in orders:
        side = R.pending(s)[0].side
        s = R.apply(s, side, R.parse(s, side, o)).state
    return s


def step(s: State, order: str) -> Transition[State]:
    side = R.pending(s)[0].side
    return R.apply(s, side, R.parse(s, side, order))


def unit(s: State, label: str) -> Any:
    for u in s.units.values():
        if s.board.label[u.hex] == label:
            return u
    return None


def leader(s: State, name: str) -> Any:
    return next(x for x in s.leaders.values() if x.name == name)


def keys(t: Transition[State]) -> list[str]:
    return [e.msg.key.removeprefix("cca.ev.") for e in t.events]


def turn(s: State, card: str, orders: list[str] = (), moves: list[str] = ()) -> State:
    """Play ``card``, give ``orders`` and make ``moves``, stopping at the battle step."""
    s = do(s, f"play {card}")
    if orders:
        s = do(s, "order " + " ".join(orders))
    if owed(s)[1] in ("cca.order", "cca.replenish"):
        s = do(s, "done")
    for m in moves:
        s = do(s, m)
    while owed(s)[1] == "cca.move":  # a first "done" may only acknowledge orders the engine closed itself
        s = do(s, "done")
    return s
