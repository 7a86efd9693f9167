"""RulesetBase: the Ruleset protocol's plumbing written once, for systems built on the decision machine.

A system supplies its rules and data: a state type (a mutable dataclass with ``agenda`` and ``dice``
fields), the tasks that open a game, its views, result, notation and persistence. The base supplies the
rest of the protocol: ``pending``, ``legal_actions``, ``parse``, ``format``, ``apply`` (copy, answer,
settle, transition), ``dump`` / ``load`` with the agenda, and standing answers
(``standing <decision kind> always|never|ask|<order>``, an order any side may give at any time; it is
private to that side).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, TypeVar

from engine.core import compound, machine, saved_agenda
from engine.core.dice import Dice, DiceBox
from engine.core.errors import GameOver, IllegalAction, InvalidNotation, RulesError
from engine.core.hexgrid import Orientation
from engine.core.machine import Agenda, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import OptionSpec, Prompt, Result, ScenarioInfo, StartsBySetup, Transition
from engine.core.view import Side, View


class KernelState(Protocol):
    agenda: Agenda
    dice: Dice


S = TypeVar("S", bound=KernelState)


@dataclass(frozen=True, slots=True)
class Order:
    """An order in its canonical text (the same text the prompt's choices carry)."""

    text: str


@dataclass(frozen=True, slots=True)
class CompoundOrder(Order):
    """Several orders given at once (engine/core/compound.py): ``text`` is the canonical text of the parts
    that apply; ``played`` what they did, from the position the order was read on."""

    played: compound.Played[Any, Order] | None = field(default=None, compare=False, repr=False)


class RulesetBase(StartsBySetup[S]):
    """Subclass, set the class attributes and implement the methods marked *supplied by the system*."""

    system: ClassVar[str]
    title: ClassVar[str]
    orientation: ClassVar[Orientation]
    die_faces: ClassVar[Mapping[str, int]] = {}
    turn_class: ClassVar[type[Turn]] = Turn
    # the decisions a compound order runs through besides the one it starts from (engine/core/compound.py)
    compound_kinds: ClassVar[frozenset[str]] = frozenset()

    # ------------------------------------------------------------------ supplied by the system

    def scenarios(self) -> Sequence[ScenarioInfo]:
        raise NotImplementedError

    def options(self) -> Sequence[OptionSpec]:
        return ()

    def new_state(self, scenario: str | Mapping[str, Any], dice: Dice, options: Mapping[str, Any]) -> S:
        """The position before the first task runs (agenda empty)."""
        raise NotImplementedError

    def opening(self, state: S) -> Sequence[Task[Any]]:
        """The tasks that start the game (the first runs first)."""
        raise NotImplementedError

    def sides(self, state: S) -> tuple[Side, ...]:
        raise NotImplementedError

    def roles(self, state: S) -> Mapping[Side, tuple[str, ...]]:
        return dict.fromkeys(self.sides(state), ())

    def view(self, state: S, side: Side | None) -> View:
        raise NotImplementedError

    def result(self, state: S) -> Result | None:
        raise NotImplementedError

    def copy(self, state: S) -> S:
        """A copy an order may change without touching ``state``."""
        raise NotImplementedError

    def dump_state(self, state: S) -> dict[str, Any]:
        """Everything but the agenda and the dice, as JSON."""
        raise NotImplementedError

    def load_state(self, data: Mapping[str, Any], agenda: Agenda, dice: Dice) -> S:
        raise NotImplementedError

    def canonical(self, state: S, side: Side, text: str) -> str:
        """An order as typed, in canonical form (aliases, case, spacing); raise InvalidNotation."""
        words = text.strip().lower().split()
        if not words:
            raise InvalidNotation("core.err.empty_order", rule=None)
        return " ".join(words)

    def compound_expand(self, part: str) -> Sequence[str]:
        """One part of a compound order as the orders it stands for (a system's shorthand); itself."""
        return (part,)

    # ------------------------------------------------------------------ supplied by the base

    def turn(self, state: S, dice: Dice | None = None) -> Turn:
        return self.turn_class(state, DiceBox(dice or state.dice), copy=self.copy)

    def setup(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> Transition[S]:
        """A new game and what happened while it was set up (its events and rolls)."""
        dice = Dice.scripted(script, seed) if script is not None else Dice.seeded(seed)
        state = self.new_state(scenario, dice, options)
        t = self.turn(state, dice)
        machine.start(t, *self.opening(state))
        return self._transition(t)

    def pending(self, state: S) -> tuple[Prompt, ...]:
        if self.result(state) is not None:
            return ()
        return machine.pending(state.agenda)

    def legal_actions(self, state: S, side: Side) -> Sequence[Order]:
        if self.result(state) is not None:
            return ()
        return [Order(o) for a in state.agenda.owed() if a.side == side for o in a.orders]

    def parse(self, state: S, side: Side, text: str) -> Order:
        if self.result(state) is not None:
            raise GameOver("core.game_over", result=self.result(state))
        played = self._play(state, side, text)
        if played is not None:
            return CompoundOrder(played.text, played)
        canonical = self.canonical(state, side, text)
        if canonical.startswith("standing "):
            self._standing_args(state, canonical)
            return Order(canonical)
        try:
            _ask, order = machine.check(self.turn(state), side, canonical)
        except RulesError:
            # an order the machine just took itself, or one that answers what follows a lapsing ask, is
            # good: the trial runs on a copy, and a refusal there is the refusal the player reads
            if (side, canonical) in state.agenda.taken:
                return Order(canonical)
            if not any(a.side == side and a.lapses for a in state.agenda.owed()):
                raise
            machine.answer(self.turn(self.copy(state)), side, canonical)
            return Order(canonical)
        return Order(order)

    def format(self, state: S, action: Order) -> str:
        return action.text

    def warning(self, state: S, side: Side, action: Order) -> Msg | None:
        """The warning of the owed choice this order is (what it ends or forfeits), or None."""
        for a in state.agenda.owed():
            if a.side == side:
                for c in a.choices:
                    if c.warning is not None and c.order == action.text:
                        return c.warning
        return None

    def apply(self, state: S, side: Side, action: Order) -> Transition[S]:
        if self.result(state) is not None:
            raise GameOver("core.game_over", result=self.result(state))
        if isinstance(action, CompoundOrder):
            played = compound.replayed(
                action.played, state, side, lambda: self._play(state, side, action.text)
            )
            if played is not None:
                return played.transition
        if action.text.startswith("standing "):
            kind, value = self._standing_args(state, action.text)
            t = self.turn(self.copy(state))
            machine.set_standing(t, side, kind, value)
            machine.settle(t)  # the standing answer may answer what is owed now
            return self._transition(t)
        canonical = self.canonical(state, side, action.text)
        t = self.turn(self.copy(state))
        machine.answer(t, side, canonical)
        return self._transition(t)

    def dump(self, state: S) -> dict[str, Any]:
        out = self.dump_state(state)
        out["agenda"] = saved_agenda.dump_agenda(state.agenda)
        out["dice"] = state.dice.to_json()
        return out

    def load(self, data: Mapping[str, Any]) -> S:
        data = self.migrate(data)
        agenda = saved_agenda.load_agenda(data.get("agenda"))
        return self.load_state(data, agenda, Dice.from_json(data["dice"]))

    def migrate(self, data: Mapping[str, Any]) -> Mapping[str, Any]:
        """A saved game in today's form: a system whose save format changed reads older saves here (an old
        task stack becomes tasks); the default takes the data as it is."""
        return data

    # ------------------------------------------------------------------ helpers

    def _play(self, state: S, side: Side, text: str) -> compound.Played[S, Order] | None:
        steps: compound.Steps[S, Order] = compound.Steps.of(self)
        return compound.play(steps, state, side, text, kinds=self.compound_kinds, expand=self.compound_expand)

    def _transition(self, t: Turn) -> Transition[S]:
        state: S = t.state
        state.dice = t.box.dice
        return Transition(
            state,
            tuple(t.events),
            tuple(t.box.rolls),
            reveals=t.revealed,
            activation_ended=t.activation_ended,
        )

    def _standing_args(self, state: S, text: str) -> tuple[str, str]:
        words = text.split()
        if len(words) != 3:
            raise InvalidNotation("core.err.standing_form", rule=None, order=text[:40])
        _, kind, value = words
        if kind not in self.standing_kinds(state):
            raise IllegalAction(
                "core.err.no_standing", rule=None, kind=kind, kinds=", ".join(self.standing_kinds(state))
            )
        return kind, value

    def standing_kinds(self, state: S) -> tuple[str, ...]:
        """The decision kinds a standing answer can make in this system (supplied by the system)."""
        return ()
