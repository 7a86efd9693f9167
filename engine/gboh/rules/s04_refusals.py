"""Why a unit or leader may not take the move or fire order a player gave it (4.2, 4.3, 4.4, 5.22,
5.25, 5.61, 6.14, 8.63, 10.28, 10.35).

A refused order names its one reason and the rule that gives it, never a list of the reasons it might
be: an enemy unit (4.21: orders go to friendly units), a routed one (10.28: it takes Rally orders only),
one rallied this turn (10.35: no orders for the rest of the turn), one marked Pursuit/Finished (8.63),
one already ordered this phase (5.25; in the Auxiliaries Phase one order each, 5.61), one out of the
leader's command range (4.21), one he may not command (4.5, 4.6), one outside the Legion or Line the
command was given to (4.31, 4.41). A leader's move is refused the same way: an enemy leader (4.21), one
off the map (8.65), another leader moved by anyone but the OC or a Tribal Leader (5.22, 4.65) or under a
Legion or Line Command (4.3, 4.4), by an OC in an enemy ZOC (4.24), twice in a phase, out of range or for
too few IOs (5.22), and a leader with no MP left or no hex he may enter (6.14). A reason not among these
leaves the order to the machine's own refusal.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import IllegalAction
from engine.gboh.geometry import enemy_zoc, in_range
from engine.gboh.rules import lref, uref
from engine.gboh.rules.s06_movement import LEADER_MA, leader_steps
from engine.gboh.rules.s06_stacks import named, pair
from engine.gboh.scenario import FACINGS
from engine.gboh.state import GbohState, Leader, Unit


def refuse(reason: str, rule: str, u: Unit, **params: Any) -> IllegalAction:
    """The refusal ``gboh.err.order_<reason>`` of an order to ``u``, citing ``rule``."""
    return IllegalAction(f"gboh.err.order_{reason}", rule=rule, unit=uref(u), **params)


def ordered_unit(st: GbohState, order: str) -> Unit | None:
    """The unit a ``move`` or ``fire`` order names (None: another order, or not a unit)."""
    words = order.split()
    if len(words) < 2 or words[0] not in ("move", "fire"):
        return None
    return st.units.get(words[1])


def bottom_cohort(st: GbohState, order: str) -> IllegalAction | None:
    """6.66, 6.68: a ``move`` or ``fire`` order to the bottom cohort of a two-cohort stack: only the top
    cohort leaves the stack, only the top cohort fires (a ``swap`` puts the other on top); None for any
    other order."""
    u = ordered_unit(st, order)
    p = pair(st, u) if u is not None else None
    if u is None or p is None or p[1].id != u.id:
        return None
    if order.split()[0] == "fire":
        return refuse("bottom_fires", "GBoH 6.68", u, top=uref(p[0]))
    return refuse("bottom_moves", "GBoH 6.66", u, top=uref(p[0]))


def stack_pair(st: GbohState, order: str) -> tuple[Unit, Unit] | IllegalAction | None:
    """6.64: the (top, bottom) of the stack a ``move X1+X2`` order names, or its refusal when the two
    units stand in no two-cohort stack together; None for any other order."""
    words = order.split()
    if len(words) < 2 or words[0] != "move" or "+" not in words[1]:
        return None
    ids = words[1].split("+")
    if len(ids) != 2 or not all(i in st.units for i in ids):
        return None
    p = named(st, words[1])
    if p is None:
        return refuse("not_a_stack", "GBoH 6.64", st.units[ids[0]], other=uref(st.units[ids[1]]))
    return p


def turns_alone(st: GbohState, u: Unit, plan: tuple[str, ...]) -> IllegalAction | None:
    """6.67: a typed path that turns a cohort of a two-cohort stack in place, leaving it facing another
    way than its stackmate: both units of a stack face the same way (the stack turns together, 6.64);
    None when the path leaves the hex, or ends facing the stackmate's way."""
    p = pair(st, u)
    if p is None or any(s.startswith("to ") for s in plan):
        return None
    faces = [s[5:] for s in plan if s.startswith("face ")]
    mate = p[1] if p[0].id == u.id else p[0]
    if not faces or FACINGS.index(faces[-1]) == mate.facing:
        return None
    return refuse("turns_alone", "GBoH 6.67", u, other=uref(mate))


def off_map_unit(st: GbohState, order: str) -> IllegalAction | None:
    """8.65: a ``move`` or ``fire`` order to a unit off the map after a pursuit, refused until the OC (or
    Tribal Leader) regroups it (8.64); None for any other order."""
    words = order.split()
    if len(words) < 2 or words[0] not in ("move", "fire") or words[1] not in st.off_units:
        return None
    return refuse("off_map", "GBoH 8.65", st.off_units[words[1]])


def finished_leader(st: GbohState, order: str) -> IllegalAction | None:
    """4.25, 8.65: the activation of a friendly leader who is Finished (he issues no orders for the rest
    of the turn, though the OC may still move him) or off the map; None for any other order."""
    words = order.split()
    if len(words) != 2 or words[0] not in ("activate", "decline", "wait", "trump"):
        return None
    if (off := st.off_leaders.get(words[1])) is not None:
        return IllegalAction("gboh.err.leader_off_map", rule="GBoH 8.65", other=lref(off))
    ld = st.leaders.get(words[1])
    if ld is not None and ld.status == "finished":
        return IllegalAction("gboh.err.leader_finished", rule="GBoH 4.25", leader=lref(ld))
    return None


def unit_state(u: Unit, side: str) -> IllegalAction | None:
    """The reasons that hold whoever gives the order: the enemy's unit, a routed one, one rallied this
    turn, one marked Pursuit/Finished, one that has moved or fired this Orders Phase already."""
    if u.side != side:
        return refuse("enemy", "GBoH 4.21", u)
    if u.routed:
        return refuse("routed", "GBoH 10.28", u)
    if u.rallied:
        return refuse("rallied", "GBoH 10.35", u)
    if u.pursuit:
        return refuse("pursuit", "GBoH 8.63", u)
    if u.ordered:
        return refuse("already", "GBoH 5.25", u)
    return None


def moved_leader(st: GbohState, order: str) -> str | None:
    """The id of the leader a ``move`` order names, on the map or off it (None: not a leader's move)."""
    words = order.split()
    if len(words) < 2 or words[0] != "move":
        return None
    return words[1] if words[1] in st.leaders or words[1] in st.off_leaders else None


def leader_move(
    st: GbohState,
    ld: Leader,
    mid: str,
    ios: int = 0,
    led: tuple[str, ...] = (),
    command: str = "",
) -> IllegalAction | None:
    """Why ``ld``'s order may not move the leader ``mid`` now (None: no reason known here); ``command``
    is the rule of the Legion or Line Command being carried out, if any (4.3, 4.4)."""
    m = st.leaders.get(mid) or st.off_leaders[mid]

    def no(reason: str, rule: str, **params: Any) -> IllegalAction:
        return IllegalAction(f"gboh.err.leader_{reason}", rule=rule, other=lref(m), **params)

    if m.side != ld.side:
        return no("enemy", "GBoH 4.21")
    if mid in st.off_leaders:
        return no("off_map", "GBoH 8.65")
    if m.id != ld.id:
        if command:
            return no("command", command, leader=lref(ld))
        if ld.rank not in ("oc", "tl"):
            return no("not_oc", "GBoH 5.22", leader=lref(ld))
        if ld.rank == "tl" and m.rank != "chief":
            return no("not_chief", "GBoH 4.65", leader=lref(ld))
        if enemy_zoc(st, ld.side, ld.hex):
            return no("oc_in_zoc", "GBoH 4.24", leader=lref(ld))
        if m.id in led:
            return no("moved", "GBoH 5.22", leader=lref(ld))
        if not in_range(st, ld, m.hex):
            return no("out_of_range", "GBoH 5.22", leader=lref(ld))
        need = 2 if enemy_zoc(st, m.side, m.hex) else 1
        if ios < need:
            return no("ios", "GBoH 5.22", need=need, ios=ios)
    if m.mp >= LEADER_MA:
        return no("no_mp", "GBoH 6.14")
    if not leader_steps(st, m.id, LEADER_MA - m.mp):
        return no("boxed", "GBoH 6.14", mp=LEADER_MA - m.mp)
    return None
