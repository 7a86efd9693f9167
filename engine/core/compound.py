"""Compound orders: several of a system's own orders given at once, applied one after another.

A compound order is orders separated by ``;`` or a new line (``move 0612 0611 face NE; move 0510
0509; done``). Each part is read and applied through the Ruleset protocol (``parse`` and ``apply``) on
the position the part before left, exactly as if the player had sent it alone. Play stops after the
first part that interrupts: it rolled a die, revealed hidden information, ended an activation or the
game, or left the decision with another side (or seat), or with a kind of decision the order did not
start from and the system does not name as a plain continuation (``kinds``). The parts not applied are
reported in the event ``core.ev.compound_unapplied`` (private to the side that gave them), so the player
knows to send them again.

Nothing is half-applied: a part that is refused refuses the whole order, nothing of it applied, with
the part's own refusal (same error class and rule) named by its place: ``core.err.compound_part``.

The canonical text of a compound order is the canonical text of the parts applied, joined by ``; ``:
played back (a saved game, an undo) it plays the same parts to the same end.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from engine.core.errors import RulesError
from engine.core.messages import Msg
from engine.core.protocol import Event, Prompt, Result, Transition
from engine.core.view import Side

S = TypeVar("S")
A = TypeVar("A")

SEPARATOR = re.compile(r"[;\n\r]")
JOIN = "; "


def split(text: str, expand: Callable[[str], Sequence[str]] | None = None) -> list[str]:
    """The parts of ``text`` (empty parts dropped); ``expand`` may write one part as several
    (a system's shorthand, e.g. a move with its final facing)."""
    out: list[str] = []
    for raw in SEPARATOR.split(text):
        part = " ".join(raw.split())
        if not part:
            continue
        out.extend(expand(part) if expand is not None else (part,))
    return out


def is_compound(text: str) -> bool:
    """Does ``text`` hold more than one order by its separators (before any system's shorthand)?"""
    return len(split(text)) > 1


class Steps(Generic[S, A]):
    """The part of the Ruleset protocol a compound order is played through, for one order at a time."""

    def __init__(
        self,
        parse: Callable[[S, Side, str], A],
        format: Callable[[S, A], str],
        apply: Callable[[S, Side, A], Transition[S]],
        pending: Callable[[S], Sequence[Prompt]],
        result: Callable[[S], Result | None],
    ) -> None:
        self.parse = parse
        self.format = format
        self.apply = apply
        self.pending = pending
        self.result = result

    @classmethod
    def of(cls, ruleset: Any) -> Steps[Any, Any]:
        """A Ruleset's own methods (its ``parse`` must read a single order)."""
        return Steps(ruleset.parse, ruleset.format, ruleset.apply, ruleset.pending, ruleset.result)


@dataclass(frozen=True)
class Played(Generic[S, A]):
    """A compound order played from ``start``: the parts applied (canonical texts and actions), the parts
    not applied after an interrupt, and the one transition they make together."""

    start: S
    side: Side
    orders: tuple[str, ...]
    actions: tuple[A, ...]
    unapplied: tuple[str, ...]
    transition: Transition[S]

    @property
    def text(self) -> str:
        return JOIN.join(self.orders)


@dataclass(frozen=True)
class Parts:
    """Mixed into a system's order type (``verb`` and ``args``) to make its compound order: ``args`` are
    the canonical texts of the parts that apply, ``played`` what they did from the position the order was
    read on (left out of comparisons: the text is the order)."""

    args: tuple[str, ...]
    played: Any = field(default=None, compare=False, repr=False)

    def text(self) -> str:
        return JOIN.join(self.args)


def replayed(
    played: Played[S, A] | None, state: S, side: Side, again: Callable[[], Played[S, A] | None]
) -> Played[S, A] | None:
    """The play of a parsed compound order on ``state``: the one made when it was read, if it was read
    on this very position by this side, else ``again()`` (a saved order applied on a loaded game)."""
    if played is None or played.start is not state or played.side != side:
        return again()
    return played


def interrupted(
    steps: Steps[S, Any], side: Side, before: Sequence[Prompt], tr: Transition[S], kinds: Collection[str]
) -> bool:
    """Does this part end the compound order (see the module's doc)? ``before`` are the decisions owed
    when the compound order began; ``kinds`` the decisions the system lets a compound order run through."""
    if tr.rolls or tr.reveals or tr.activation_ended or steps.result(tr.state) is not None:
        return True
    after = steps.pending(tr.state)
    mine_after = [p for p in after if p.side == side]
    if not mine_after:
        return True  # the decision is with another side now
    others = {(p.side, p.kind, p.role) for p in before if p.side != side}
    if any(p.side != side and (p.side, p.kind, p.role) not in others for p in after):
        return True  # another side owes a new decision (a reaction)
    mine = [p for p in before if p.side == side]
    roles = {p.role for p in mine}
    plain = {p.kind for p in mine} | set(kinds)
    return any(p.role not in roles or p.kind not in plain for p in mine_after)


def refusal(err: RulesError, index: int, parts: int, order: str) -> RulesError:
    """The part's refusal named by its place, of the same class and citing the same rule."""
    inner = Msg(err.msg.key, err.msg.params)  # its rule is cited once, by the whole refusal
    return type(err)("core.err.compound_part", err.rule, part=index, parts=parts, order=order, why=inner)


def unapplied_event(side: Side, done: int, parts: int, orders: Sequence[str]) -> Event:
    params = {"side": side, "done": done, "parts": parts, "orders": list(orders)}
    return Event(Msg("core.ev.compound_unapplied", params), side)


def play(
    steps: Steps[S, A],
    state: S,
    side: Side,
    text: str,
    *,
    kinds: Collection[str] = (),
    expand: Callable[[str], Sequence[str]] | None = None,
) -> Played[S, A] | None:
    """Play the compound order ``text`` of ``side`` from ``state`` (which is not changed); None when
    ``text`` is a single order (the caller reads it as usual). Raises the first part's refusal, named."""
    parts = split(text, expand)
    if len(parts) <= 1:
        return None  # a single order (a stray separator aside) reads as before
    before = steps.pending(state)
    orders: list[str] = []
    actions: list[A] = []
    events: list[Event] = []
    rolls: list[Any] = []
    reveals = ended = False
    now = state
    for i, part in enumerate(parts):
        try:
            action = steps.parse(now, side, part)
            canonical = steps.format(now, action)
            tr = steps.apply(now, side, action)
        except RulesError as err:
            raise refusal(err, i + 1, len(parts), part) from None
        orders.append(canonical)
        actions.append(action)
        events.extend(tr.events)
        rolls.extend(tr.rolls)
        reveals = reveals or tr.reveals
        ended = ended or tr.activation_ended
        now = tr.state
        if i + 1 < len(parts) and interrupted(steps, side, before, tr, kinds):
            rest = tuple(parts[i + 1 :])
            events.append(unapplied_event(side, i + 1, len(parts), rest))
            whole = Transition(now, tuple(events), tuple(rolls), reveals=reveals, activation_ended=ended)
            return Played(state, side, tuple(orders), tuple(actions), rest, whole)
    whole = Transition(now, tuple(events), tuple(rolls), reveals=reveals, activation_ended=ended)
    return Played(state, side, tuple(orders), tuple(actions), (), whole)
