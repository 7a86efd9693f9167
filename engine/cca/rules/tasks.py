"""A CCA turn on the decision machine (engine/core/machine.py): what its tasks share.

The bottom of the agenda is the task of the turn's phase (``state.phase`` names it: card, order,
replenish, move, battle, move2 for Move-Fire-Move, draw); a phase that ends replaces itself with the
next one. The steps of a battle (rolls, the reaction window, retreats, evades, advances) are pushed above
it by the rules that cause them. Each task lives in the module of the rulebook section it belongs to.

Every CCA ask is ``open_ended``: the ruleset checks an order that is not a listed choice (several pieces
ordered at once, a whole path) against the section's own refusal before the machine sees it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from engine.cca.rules.pieces import Ctx, ordered, split_order
from engine.cca.rules.s03_winning import check_win
from engine.cca.state import State
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice

# the fields of the step under way that the public view shows (``battle``), as saved before the kernel
_VIEWED = frozenset({"ah", "th", "mode", "flags", "n"})


def ask(
    side: str,
    kind: str,
    msg: Msg,
    choices: Iterable[Choice],
    default: str | None = None,
    *,
    private: bool = False,
    reaction: bool = False,
    standing: tuple[tuple[str, str], ...] = (),
) -> Ask:
    # positional: an ask is made for nearly every order applied
    return Ask(side, kind, msg, tuple(choices), default, None, private, reaction, True, standing)


def decision(st: State) -> Ask | None:
    """The decision owed (the game settled by the machine), or None when the game is over."""
    if st.result is not None or not st.agenda.asks:
        return None
    return st.agenda.asks[0]


def after_order(c: Ctx) -> None:
    """Banner hexes count as soon as they are held (checked after every order)."""
    if c.st.scenario["special_rules"]:
        check_win(c)


class CcaTask(Task[Ctx]):
    """A CCA task: dropped unrun once the game is over or its piece is gone (``gone``)."""

    __slots__ = ()
    short: ClassVar[str] = ""  # its name in the public view's ``battle`` and in saves before the kernel

    def stale(self, host: Ctx) -> bool:
        st: State = host.st
        return st.result is not None or self.gone(st)

    def gone(self, st: State) -> bool:
        return False

    def read(self, host: Ctx, ask: Ask, order: str) -> str:
        return order  # checked by the ruleset against the section's refusal

    def forced(self, host: Ctx, ask: Ask, order: str) -> None:
        host.auto.append([ask.side, ask.kind, order])

    def battle(self) -> dict[str, Any] | None:
        """What the public view shows of this step (None: not a step of a battle)."""
        return None


class Auto(CcaTask):
    """A step that needs no decision (a roll): run with the pieces owned by the state being changed."""

    __slots__ = ()

    def run(self, host: Ctx) -> Step:
        host.st.own()
        self.resolve(host)
        return DONE

    def resolve(self, c: Ctx) -> None:
        raise NotImplementedError


class Decide(CcaTask):
    """A decision inside a battle, owed by one side; answered, it changes pieces (copied first), unless
    ``changes_pieces`` is False: its answer only pushes the steps that follow (which copy what they
    change) or spends a card."""

    __slots__ = ()
    changes_pieces: ClassVar[bool] = True

    def run(self, host: Ctx) -> Step:
        return Asks(self.ask(host.st))

    def ask(self, st: State) -> Ask:
        raise NotImplementedError

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        if self.changes_pieces:
            host.st.own()
        verb, args = split_order(order)
        self.take(host, verb, args)
        after_order(host)
        return DONE

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        raise NotImplementedError

    def battle(self) -> dict[str, Any] | None:
        out: dict[str, Any] = {"t": self.short}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            if f.name in _VIEWED:
                out[f.name] = getattr(self, f.name)
        return out


# the phase tasks by ``state.phase``
PHASES: dict[str, Callable[[], CcaTask]] = {}

# a phase ended by the machine (its only choice was ``done``): why, said before the forced order
_AUTO_NOTE = {
    "cca.order": "auto.order",
    "cca.replenish": "auto.replenish",
    "cca.move": "auto.move",
    "cca.battle": "auto.battle",
}


def next_phase(st: State) -> Step:
    """The phase task of ``state.phase`` in place of the one that ran (none once the game is over)."""
    make = PHASES.get(st.phase)
    return Again(make()) if make is not None and st.result is None else DONE


def phase_task(st: State) -> CcaTask | None:
    make = PHASES.get(st.phase)
    return make() if make is not None and st.result is None else None


class Phase(CcaTask):
    """A phase of the turn: asks its side until an order ends it (``take`` changes ``state.phase``)."""

    __slots__ = ()
    phase: ClassVar[str] = ""

    def run(self, host: Ctx) -> Step:
        return Asks(self.ask(host.st))

    def ask(self, st: State) -> Ask:
        raise NotImplementedError

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        verb, args = split_order(order)
        self.take(host, verb, args)
        after_order(host)
        st = host.st
        if st.phase == self.phase and st.result is None and host.agenda.stack[-1] is self:
            return Asks(self.ask(st))  # the phase goes on and nothing was pushed: ask again at once
        return next_phase(st)

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        raise NotImplementedError

    def forced(self, host: Ctx, ask: Ask, order: str) -> None:
        if order == "done" and ask.kind in _AUTO_NOTE and ordered(host.st):
            host.ev(_AUTO_NOTE[ask.kind])  # say why the step ends without the player
        host.auto.append([ask.side, ask.kind, order])
