"""Typed orders: a verb and canonical arguments (hex labels, unit and leader ids, directions).

Case-insensitive. A unit is named by its hex (``0612``) or its id (``F1``); a stacked unit by its id.
The canonical text names a unit by its hex when it is alone there. See docs/afde.md for the full list.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.afde.state import State
from engine.core import compound
from engine.core.errors import AmbiguousAction, InvalidNotation
from engine.core.hexgrid import FLAT_DIRECTION_NAMES

HEX = re.compile(r"^[0-9]{4}$")  # ASCII digits only: "²" or "٠" are not hex labels
STACK_VERBS = ("select", "move", "face", "rout")

# verb -> (argument kinds, rule cited when the order is refused for its form)
VERBS: dict[str, str] = {
    "select": "8.1",
    "move": "8.1",
    "face": "8.2",
    "stop": "8.1",
    "charge": "10.2",
    "withdraw": "8.3",
    "mount": "8.4",
    "dismount": "8.4",
    "enter": "7.3",
    "lead": "5.1",
    "place": "7.5",
    "acting": "7.6",
    "hold": "7.5.1",
    "fire": "9.3",
    "melee": "10.4",
    "clear": "10.4",
    "resolve": "10.5",
    "react": "10.3",
    "retreat": "10.7",
    "flee": "12.2.1",
    "rout": "6.E",
    "advance": "10.8",
    "pursue": "10.9",
    "rest": "11.2",
    "unrest": "11.2",
    "activate": "6.C",
    "first": "6.C",
    "next": "6.C",
    "inactive": "6.C",
    "pass": "6",
    "done": "6",
}
ALIASES = {"end": "done", "no": "pass", "skip": "pass", "disperse": "pursue", "m": "move"}


@dataclass(frozen=True)
class Order:
    verb: str
    args: tuple[str, ...] = ()

    def text(self) -> str:
        return " ".join((self.verb, *self.args))


@dataclass(frozen=True)
class CompoundOrder(compound.Parts, Order):
    """Several orders given at once (engine/core/compound.py)."""


# The decisions of an activation a compound order runs through (its own kind of decision aside): the
# movement menus, fire, melee declarations and their order, the end of the activation (AFdE 6.D).
COMPOUND_KINDS = frozenset(("afde.d1", "afde.d1_unit", "afde.d2", "afde.d3", "afde.resolve", "afde.d5"))


def compound_parts(part: str) -> list[str]:
    """One part of a compound order as the orders it stands for: a move with its final facing
    (``move 0612 0611 0610 face NE``) is the move, then ``face NE`` for the unit just moved
    (AFdE 8.1, 8.2)."""
    toks = part.split()
    if len(toks) >= 4 and toks[0].lower() in ("move", "m") and toks[-2].lower() == "face":
        return [" ".join(toks[:-2]), " ".join(toks[-2:])]
    return [part]


def direction_token(tok: str) -> str | None:
    t = tok.upper()
    if t in FLAT_DIRECTION_NAMES:
        return str(FLAT_DIRECTION_NAMES.index(t))
    if len(t) == 1 and t in "012345":
        return t
    return None


def unit_ref(st: State, tok: str, verb: str) -> str:
    """Canonical reference to a combat unit or leader: its hex when alone there, else its id."""
    t = tok.upper()
    if HEX.match(t):
        units = st.units_at(t)
        if len(units) == 1:
            return t
        if len(units) > 1 and verb in STACK_VERBS:
            return t  # the stack, moving as one counter (AFdE 5.2.4)
        if len(units) > 1:
            raise AmbiguousAction(
                "afde.notation.stacked", rule="AFdE 5.2", text=tok, options=[u.id for u in units]
            )
        leaders = st.leaders_at(t)
        if len(leaders) == 1:
            return leaders[0].id
        raise InvalidNotation("afde.notation.no_unit", rule=f"AFdE {VERBS.get(verb, '6')}", hex=t)
    if t in st.units:
        u = st.units[t]
        if u.status == "map" and u.hex is not None and len(st.units_at(u.hex)) == 1:
            return u.hex
        return t
    if t in st.leaders:
        return t
    raise InvalidNotation("afde.notation.unknown_piece", rule=f"AFdE {VERBS.get(verb, '6')}", text=tok)


def hex_arg(tok: str, verb: str) -> str:
    if not HEX.match(tok):
        raise InvalidNotation("afde.notation.bad_hex", rule=f"AFdE {VERBS.get(verb, '6')}", text=tok)
    return tok


def parse_order(st: State, text: str) -> Order:
    toks = text.replace(",", " ").replace("->", " ").split()
    if not toks:
        raise InvalidNotation("afde.notation.empty", rule="AFdE 6")
    verb = toks[0].lower()
    verb = ALIASES.get(verb, verb)
    rest = toks[1:]
    if verb not in VERBS:
        raise InvalidNotation(
            "afde.notation.unknown_verb", rule="AFdE 6", verb=toks[0], verbs=", ".join(VERBS)
        )
    scn = st.scn
    for tok in rest:  # a hex label beyond the map's edge: say so, whatever the order (AFdE 8.1)
        if HEX.match(tok) and not (0 < int(tok[:2]) <= scn.columns and 0 < int(tok[2:]) <= scn.rows):
            last = f"{scn.columns:02d}{scn.rows:02d}"
            raise InvalidNotation("afde.notation.off_map", rule="AFdE 8.1", hex=tok, first="0101", last=last)

    def need(n: int, at_least: bool = False) -> None:
        if (len(rest) < n) if at_least else (len(rest) != n):
            raise InvalidNotation("afde.notation.arity", rule=f"AFdE {VERBS[verb]}", verb=verb, text=text)

    if verb in ("stop", "clear", "pursue", "pass", "done"):
        need(0)
        return Order(verb)
    if verb in ("select", "mount", "dismount", "enter", "rest", "unrest", "rout"):
        need(1)
        return Order(verb, (unit_ref(st, rest[0], verb),))
    if verb in ("place", "hold"):
        need(2)
        lid = rest[0].upper()
        if lid not in st.leaders:
            raise InvalidNotation("afde.notation.unknown_leader", rule=f"AFdE {VERBS[verb]}", text=rest[0])
        return Order(verb, (lid, hex_arg(rest[1], verb)))
    if verb in ("activate", "first", "next", "inactive", "lead", "acting"):
        need(1)
        lid = rest[0].upper()
        if lid not in st.leaders:
            raise InvalidNotation("afde.notation.unknown_leader", rule=f"AFdE {VERBS[verb]}", text=rest[0])
        return Order(verb, (lid,))
    if verb == "face":
        if len(rest) == 1:
            d = direction_token(rest[0])
            if d is None:
                raise InvalidNotation("afde.notation.bad_direction", rule="AFdE 8.2", text=rest[0])
            return Order(verb, (d,))
        need(2)
        d = direction_token(rest[1])
        if d is None:
            raise InvalidNotation("afde.notation.bad_direction", rule="AFdE 8.2", text=rest[1])
        return Order(verb, (unit_ref(st, rest[0], verb), d))
    if verb in ("move",):
        # a trailing `top` / `bottom`: where the unit goes when it joins a stack (AFdE 5.2.4);
        # top when omitted, so the canonical text names only `bottom`
        place = rest[-1].lower() if len(rest) >= 3 and rest[-1].lower() in ("top", "bottom") else None
        if place is not None:
            rest = rest[:-1]
        need(2, at_least=True)
        hexes = tuple(hex_arg(t, verb) for t in rest[1:])
        return Order(verb, (unit_ref(st, rest[0], verb), *hexes, *(("bottom",) if place == "bottom" else ())))
    if verb in ("charge", "withdraw", "melee", "advance"):
        if verb == "advance" and not rest:
            return Order(verb)
        need(2)
        return Order(verb, (unit_ref(st, rest[0], verb), hex_arg(rest[1], verb)))
    if verb == "fire":
        need(2, at_least=True)
        firers = tuple(unit_ref(st, t, verb) for t in rest[:-1])
        return Order(verb, (*firers, hex_arg(rest[-1], verb)))
    if verb == "retreat" and len(rest) == 2:  # one unit of a stack retreats, the other stays (5.2.5)
        return Order(verb, (hex_arg(rest[0], verb), rest[1].upper()))
    if verb in ("resolve", "retreat", "flee"):
        need(1)
        return Order(verb, (hex_arg(rest[0], verb),))
    if verb == "react":
        if not rest:
            return Order(verb)
        need(1)
        return Order(verb, (unit_ref(st, rest[0], verb),))
    raise InvalidNotation("afde.notation.unknown_verb", rule="AFdE 6", verb=verb, verbs=", ".join(VERBS))


def ref(st: State, uid: str) -> str:
    """Canonical reference for a unit id."""
    u = st.units.get(uid)
    if u is not None and u.status == "map" and u.hex is not None and len(st.units_at(u.hex)) == 1:
        return u.hex
    return uid


def unit_of(st: State, token: str) -> str | None:
    """The unit id behind a canonical reference (None for a leader)."""
    if HEX.match(token):
        units = st.units_at(token)
        return units[0].id if units else None
    return token if token in st.units else None
