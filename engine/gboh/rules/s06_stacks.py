"""6.66-6.68 Two-cohort stacks: which cohort is on top, and what that changes.

Two cohorts of a side may share a hex (6.61). One of them is on top (6.66): a cohort that ends its move
in another cohort's hex goes underneath (``Unit.under``), and an Individual Order swaps the two (4.2
#6), which is no move (6.13) and triggers no reaction fire or compulsory shock (A14). While the stack
stands, only the top cohort may leave it (6.66) and only the top cohort fires (6.68). Enemy fire hits
the top cohort, unless it passes through the stack's rear hexes: then the bottom one (8.13, 6.68). Each
cohort takes its own TQ checks, both against the top cohort's TQ, with +1 to the roll when they are of
different legions (6.68). The odd shock hit goes to the top cohort, to the bottom one when the attack
comes through the stack's rear (6.68, 10.13). The routs carried from one cohort to the other are in
s10_cohesion (``rout``). Both cohorts face the same way (6.67): one joining the stack is turned to match
(s06_movement), and one of them does not turn alone in place (s04_refusals ``turns_alone``).

A stack saved before the order was kept (both cohorts ``under`` False) reads its first-listed cohort as
the top one, as a scenario lists them.
"""

from __future__ import annotations

from engine.core.dice import Modifier
from engine.core.hexgrid import Arc, line_steps
from engine.gboh.geometry import arc_of, dist
from engine.gboh.state import GbohState, Unit


def pair(st: GbohState, u: Unit) -> tuple[Unit, Unit] | None:
    """(top, bottom) of the two-cohort stack ``u`` stands in (routed units apart); None when it stands in
    none."""
    if u.type != "CO" or u.routed:
        return None
    both = [x for x in st.units.values() if x.hex == u.hex and x.side == u.side and x.type == "CO"]
    both = [x for x in both if not x.routed]
    if len(both) != 2:
        return None
    a, b = both
    return (b, a) if a.under and not b.under else (a, b)


def is_bottom(st: GbohState, u: Unit) -> bool:
    """6.66: ``u`` is the bottom cohort of a two-cohort stack."""
    p = pair(st, u)
    return p is not None and p[1].id == u.id


def join(st: GbohState, u: Unit) -> None:
    """6.66: a cohort that enters another cohort's hex goes underneath it (the one there is now the top
    cohort); in a hex with no other cohort it is on top of nothing."""
    if u.type != "CO":
        return
    there = [x for x in st.units.values() if x.hex == u.hex and x.side == u.side and x.id != u.id]
    there = [x for x in there if x.type == "CO" and not x.routed]
    u.under = bool(there)
    if len(there) == 1:
        there[0].under = False


def named(st: GbohState, word: str) -> tuple[Unit, Unit] | None:
    """6.64: the (top, bottom) of the two-cohort stack a ``move`` order names as ``X1+X2`` (either
    order); None when the word names no such stack."""
    ids = word.split("+")
    if len(ids) != 2 or not all(i in st.units for i in ids):
        return None
    p = pair(st, st.units[ids[0]])
    return p if p is not None and {x.id for x in p} == set(ids) else None


def stack_word(p: tuple[Unit, Unit]) -> str:
    """6.64: how a move order names a two-cohort stack: ``top+bottom``."""
    return f"{p[0].id}+{p[1].id}"


def swap(st: GbohState, u: Unit) -> tuple[Unit, Unit]:
    """6.66, 4.2 #6: the stack ``u`` stands in changes its order; the new (top, bottom)."""
    p = pair(st, u)
    assert p is not None
    top, bottom = p
    top.under, bottom.under = True, False
    return bottom, top


def check_tq(st: GbohState, u: Unit) -> tuple[int, tuple[Modifier, ...]]:
    """6.68: the TQ a cohort checks against (the top cohort's in a stack) and the modifiers of its roll
    (+1 when the two cohorts are of different legions)."""
    p = pair(st, u)
    if p is None:
        return u.cur_tq, ()
    mixed = p[0].legion != p[1].legion
    return p[0].cur_tq, (Modifier("gboh.mod.mixed_legions", 1, "GBoH 6.68"),) if mixed else ()


def through_rear(st: GbohState, stack: Unit, frm: str) -> bool:
    """8.13: whether a line from ``frm`` reaches the stack through its rear hexes: an adjacent hex in its
    rear, or a farther one whose line's last hex before the stack (both, when it runs along a hexside)
    is a rear hex."""
    b = st.board
    if dist(b, frm, stack.hex) == 1:
        return arc_of(b, stack, frm) is Arc.REAR
    if dist(b, frm, stack.hex) == 0:
        return False
    last = line_steps(b.hex_of[frm], b.hex_of[stack.hex])[-1].hexes
    labels = [b.label_of[h] for h in last if h in b.label_of]
    return bool(labels) and all(arc_of(b, stack, lab) is Arc.REAR for lab in labels)


def struck(st: GbohState, frm: str, target: Unit) -> Unit:
    """8.13, 6.68: the cohort of ``target``'s stack that fire from ``frm`` hits: the top one, or the
    bottom one through the stack's rear; ``target`` itself when it stands in no stack."""
    p = pair(st, target)
    if p is None:
        return target
    return p[1] if through_rear(st, p[0], frm) else p[0]


def odd_hit(st: GbohState, u: Unit, attackers: list[Unit]) -> Unit:
    """6.68, 10.13: the cohort of ``u``'s stack that takes an odd shock hit given to the stack: the top
    one, or the bottom one of a defending stack when every attacker next to it stands in its rear."""
    p = pair(st, u)
    if p is None:
        return u
    near = [a for a in attackers if a.side != u.side and dist(st.board, a.hex, u.hex) == 1]
    rear = bool(near) and all(arc_of(st.board, p[0], a.hex) is Arc.REAR for a in near)
    return p[1] if rear else p[0]
