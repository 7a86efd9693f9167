"""The Ruleset protocol: the one small contract between a game system and everything above it.

A state is an opaque value owned by its system. ``apply`` never mutates its input; it returns a new
state with the events the action caused and the dice it rolled. Every decision a player owes, the
reactions of the non-active side included, is a ``Prompt`` with a finite list of ``Choice``s, each the
canonical text of a legal order, so that a standing answer, a button or an AI can make it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from engine.core.dice import Roll
from engine.core.hexgrid import Orientation
from engine.core.messages import Msg
from engine.core.record import record
from engine.core.refs import SideRef
from engine.core.view import Side, SightView, View

S = TypeVar("S")
A = TypeVar("A")


@dataclass(frozen=True)
class Choice:
    order: str  # canonical order text; parse(order) gives the action
    label: Msg  # how to show it (button label, list entry)
    # what this order would end or forfeit that its player has not carried out yet, with the rule: a
    # front end asks for confirmation before it commits (``Ruleset.warning`` says the same of any order)
    warning: Msg | None = None

    def to_json(self) -> dict[str, Any]:
        return {"order": self.order, "label": self.label.to_json()}


@record
class Prompt:
    """A decision owed by ``side`` (and, when seats are split, by the player holding ``role``)."""

    side: Side
    kind: str  # stable id of the decision type, e.g. "cca.retreat"
    msg: Msg  # the question
    choices: tuple[Choice, ...]
    role: str | None = None  # e.g. an Au fil de l'Épée banner
    default: str | None = None  # the order a standing answer or a deadline applies
    private: bool = False  # the choices reveal hidden information: show them only to the side

    def to_json(self) -> dict[str, Any]:
        # A private prompt's choices, and even their number, are the owner's alone: the number of
        # choices in a reaction window could tell whether a reaction card is held.
        out: dict[str, Any] = {
            "side": self.side,
            "kind": self.kind,
            "msg": self.msg.to_json(),
            "private": self.private,
        }
        if not self.private:
            out["choices"] = [c.to_json() for c in self.choices]
        if self.role:
            out["role"] = self.role
        if self.default is not None and not self.private:
            out["default"] = self.default
        return out


@record
class Event:
    """Something that happened. ``private_to`` is set when only one side may read it (a drawn card)."""

    msg: Msg
    private_to: Side | None = None

    def to_json(self) -> dict[str, Any]:
        out = self.msg.to_json()
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out

    def dump(self) -> dict[str, Any]:
        """The saved form (a game's log): typed references keep their type, so the log reads in any
        language later; ``Msg.from_json`` reads both forms."""
        out = self.msg.dump()
        if self.private_to is not None:
            out["private_to"] = self.private_to
        return out


@record
class Transition(Generic[S]):
    state: S
    events: tuple[Event, ...] = ()
    rolls: tuple[Roll, ...] = ()
    reveals: bool = False  # hidden information came to light (a card drawn): no undo past this
    activation_ended: bool = False  # a good moment to post a map snapshot

    @property
    def undoable(self) -> bool:
        return not self.rolls and not self.reveals


@dataclass(frozen=True)
class Result:
    winner: Side | None  # None for a draw
    reason: Msg
    score: Mapping[Side, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason.to_json(), "score": dict(self.score)}


@dataclass(frozen=True)
class OptionSpec:
    """A per-game rules option, chosen at ``/game new``."""

    name: str
    default: bool | int | str
    doc: str
    choices: tuple[str, ...] = ()  # for str options

    def coerce(self, value: Any) -> bool | int | str:
        if isinstance(self.default, bool):
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("1", "true", "yes", "on"):
                return True
            if isinstance(value, str) and value.lower() in ("0", "false", "no", "off"):
                return False
            raise BadOptionValue(Msg("core.option_takes_bool", {"name": self.name, "value": str(value)}))
        if isinstance(self.default, int):
            try:
                return int(value)
            except (TypeError, ValueError):
                why = Msg("core.option_takes_int", {"name": self.name, "value": str(value)})
                raise BadOptionValue(why) from None
        text = str(value)
        if self.choices and text not in self.choices:
            params = {"name": self.name, "value": text, "choices": list(self.choices)}
            raise BadOptionValue(Msg("core.option_takes_one_of", params))
        return text


class BadOptionValue(ValueError):
    """An option given a value of the wrong kind; ``msg`` says what the option takes (a catalogue key)."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.key)
        self.msg = msg


@dataclass(frozen=True)
class ScenarioInfo:
    id: str
    name: str
    invented: bool
    sides: tuple[Side, ...]
    summary: str = ""


class Ruleset(Protocol[S, A]):
    """What every game system provides. ``S`` is its state type, ``A`` its action type."""

    # Read-only members: a plain or ClassVar class attribute provides each.
    @property
    def system(self) -> str:
        """The system id: "cca", "afde", "gboh", "ager"."""
        ...

    @property
    def title(self) -> str: ...

    @property
    def orientation(self) -> Orientation: ...

    @property
    def die_faces(self) -> Mapping[str, int]:
        """Names a transcript may use for scripted faces (e.g. "SWORDS": 6)."""
        ...

    def scenarios(self) -> Sequence[ScenarioInfo]: ...

    def options(self) -> Sequence[OptionSpec]: ...

    def new_game(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> S:
        """Start a game. ``scenario`` is a scenario id or inline scenario data (validated);
        ``script`` (tests and transcripts) scripts the die faces."""
        ...

    def setup(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> Transition[S]:
        """``new_game`` with what happened before the first order: its events and rolls (a set-up
        deal, a first initiative roll, decisions taken because they had one answer). A system with
        nothing to tell returns ``Transition(self.new_game(...))``; ``new_game`` is ``setup(...).state``."""
        ...

    def sides(self, state: S) -> tuple[Side, ...]: ...

    def roles(self, state: S) -> Mapping[Side, tuple[str, ...]]:
        """Finer seats within a side (banners), or an empty tuple per side."""
        ...

    def pending(self, state: S) -> tuple[Prompt, ...]:
        """The decisions owed now (empty only when the game is over)."""
        ...

    def legal_actions(self, state: S, side: Side) -> Sequence[A]: ...

    def parse(self, state: S, side: Side, text: str) -> A:
        """Read an order; raise InvalidNotation, IllegalAction or AmbiguousAction with the reason."""
        ...

    def format(self, state: S, action: A) -> str: ...

    def apply(self, state: S, side: Side, action: A) -> Transition[S]:
        """Check the action (raising a RulesError, the state untouched) and apply it."""
        ...

    def warning(self, state: S, side: Side, action: A) -> Msg | None:
        """What applying ``action`` (parsed for ``side``) would end or forfeit that its player ordered but
        has not carried out, or commit without saying so: a Msg citing the rule, or None. The service
        asks for confirmation before it applies an order with a warning; transcripts never do."""
        ...

    def view(self, state: S, side: Side | None) -> View: ...

    def result(self, state: S) -> Result | None: ...

    def dump(self, state: S) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any]) -> S: ...


@runtime_checkable
class DrawsSight(Protocol):
    """A system that can show a line of sight between two hexes on request (``/game map los:A-B``).

    ``sight`` reads the labels case-insensitively; a label that is not on the map raises the system's
    ``InvalidNotation``. What a line of sight is, and what blocks it, are the system's rules."""

    def sight(self, state: Any, a: str, b: str) -> SightView: ...


def first_warning(ruleset: Ruleset[S, A], state: S, side: Side, actions: Sequence[A]) -> Msg | None:
    """The first warning among orders given at once (a compound order): each part is asked about on
    the position the parts before it leave (``state`` is not changed)."""
    for i, action in enumerate(actions):
        got = ruleset.warning(state, side, action)
        if got is not None:
            return got
        if i < len(actions) - 1:
            state = ruleset.apply(state, side, action).state
    return None


def forced_event(
    side: Side | SideRef, kind: str, order: str, private: bool = False, rule: str | None = None
) -> Event:
    """The event that says a decision with one legal answer was taken without asking
    (``core.ev.forced``, as the decision machine of engine/core/machine.py writes it), citing the rule
    that asked the decision when there is one.

    A decision whose only answer would reveal hidden information to others stays private to its side.
    """
    params = {"side": side, "kind": kind, "order": order}
    return Event(Msg("core.ev.forced", params, rule), str(side) if private else None)


class StartsBySetup(Generic[S]):
    """For a system whose ``setup`` is the way a game starts: ``new_game`` is its state.

    It also gives ``warning`` its default: no order forfeits anything."""

    def warning(self, state: S, side: Side, action: Any) -> Msg | None:
        return None

    def setup(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> Transition[S]:
        raise NotImplementedError

    def new_game(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> S:
        return self.setup(scenario, seed, options, script).state


def resolve_options(
    specs: Sequence[OptionSpec], given: Mapping[str, Any], prefix: str = ""
) -> dict[str, bool | int | str]:
    """Every option of ``specs`` with its default, overridden by ``given`` (checked and coerced).

    ``prefix`` (e.g. ``"afde."``) may stand before a name. An unknown name or a bad value is refused
    with ``RulesError`` naming the option and why.
    """
    from engine.core.errors import RulesError

    by_name = {o.name: o for o in specs}
    out: dict[str, bool | int | str] = {o.name: o.default for o in specs}
    for key, value in given.items():
        name = key.removeprefix(prefix) if prefix else key
        spec = by_name.get(name)
        if spec is None:
            raise RulesError("core.unknown_option", name=key, options=", ".join(by_name) or "none")
        try:
            out[name] = spec.coerce(value)
        except BadOptionValue as exc:
            raise RulesError("core.bad_option", name=key, why=exc.msg) from None
    return out
