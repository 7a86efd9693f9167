"""An order being applied to an AFdE game, on the kernel's decision machine (engine/core/machine.py).

The rules are tasks (``AfdeTask``, kind ``afde.<name>``) in the rulebook-section modules of
engine/afde/rules. A task's ``act`` is one step of the rules: it may push the tasks that follow it
(``Ctx.push``: the first runs first), post decisions (``Ctx.ask``) and start a flight
(``run_flights``, AFdE 12.2.1), whose owner may be asked for a hex midway.

The decisions a step posts are owed together, before any task it pushed runs: they wait in one
``Owed`` task on the agenda, each a ``Decision`` (kind ``afde.ask.<name>``) whose ``handle`` is what
its answer does. A flight is a ``Flights`` task placed above them: the rest of the step that caused it
(``then``) runs once the flights are made, and the decisions it posts join those already owed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from engine.afde.labels import named
from engine.afde.notation import parse_order
from engine.afde.state import Journal, State
from engine.afde.tables import Tables, tables
from engine.core.dice import DiceBox
from engine.core.machine import DONE, Again, Agenda, Ask, Asks, Step, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event, forced_event
from engine.core.record import record
from engine.core.refs import SideRef
from engine.core.view import Side

if TYPE_CHECKING:
    from engine.afde.notation import Order
    from engine.afde.scenario import Scenario

R = "AFdE "  # rule citations: "AFdE 8.1"
PLAIN = Msg("core.choice", {})  # the choices' labels are written when a prompt is shown
_CHOICES: dict[str, Choice] = {}  # one immutable choice per order text
_CHOICE_LISTS: dict[tuple[str, ...], tuple[Choice, ...]] = {}  # and per list of order texts


def _choice(order: str) -> Choice:
    c = _CHOICES.get(order)
    if c is None:
        if len(_CHOICES) > 1 << 14:
            _CHOICES.clear()
        c = _CHOICES[order] = Choice(order, PLAIN)
    return c


def _choices(orders: tuple[str, ...]) -> tuple[Choice, ...]:
    got = _CHOICE_LISTS.get(orders)
    if got is None:
        if len(_CHOICE_LISTS) > 1 << 12:
            _CHOICE_LISTS.clear()
        got = _CHOICE_LISTS[orders] = tuple(map(_choice, orders))
    return got


class Ctx(Turn):
    """One order being applied: the working copy of the state, its dice and what happened."""

    system = "afde"

    def __init__(self, st: State, box: DiceBox | None = None) -> None:
        super().__init__(st, box or DiceBox(st.dice))
        self.st = st  # the same as ``state`` (the kernel's name), read often by the rules
        self.scn: Scenario = st.scn
        self.tb: Tables = tables()
        self.journal: Journal | None = None  # set by apply: a step is rolled back through it
        self.pushed: list[Task[Any]] = []  # this step's tasks, the last on top
        self.posted: list[Decision] = []  # this step's decisions
        self.cont: Task[Any] | None = None  # a flight this step started (run before anything else)
        self.order: Order | None = None  # the order being answered, as read
        self.over = False  # the battle ended in this step

    @property
    def reveals(self) -> bool:
        return self.revealed

    @reveals.setter
    def reveals(self, value: bool) -> None:
        self.revealed = value

    # ------------------------------------------------------------------ what a step does

    def say(self, key: str, rule: str | None = None, private_to: Side | None = None, **params: Any) -> None:
        self.events.append(Event(Msg(f"afde.{key}", named(self.st, params), R + rule if rule else None)))

    def emit(self, msg: Msg, private_to: Side | None = None) -> None:
        if msg.key == "core.ev.script_ended":
            self.say("dice.script_ended", None, purpose=msg.params.get("purpose"))
            return
        self.events.append(Event(msg, private_to))

    def d10(self, purpose: str) -> int:
        face = self.box.roll_one(10, purpose)
        return 0 if face == 10 else face

    def overlay(self, kind: str, item: Any) -> None:
        self.st.overlay.setdefault(kind, []).append(item)

    def push(self, *tasks: Task[Any]) -> None:
        """Schedule tasks to run next, in the order given (after the decisions this step posts)."""
        self.pushed.extend(reversed(tasks))

    def ask(
        self,
        decision: type[Decision],
        side: str,
        role: str | None,
        choices: list[str],
        default: str | None,
        rule: str,
        **params: Any,
    ) -> None:
        self.posted.append(decision(side, role, tuple(choices), default, rule, _freeze(params)))

    # ------------------------------------------------------------------ steps on the agenda

    def begin(self) -> None:
        self.pushed, self.posted, self.cont = [], [], None

    def finish(self, task: Task[Any], step: Step = DONE, owed: tuple[Decision, ...] = ()) -> Step:
        """Put what the step of ``task`` (the top of the agenda) pushed and posted in place: its
        flight on top, then its decisions (with ``owed``, those still owed before it), then its tasks."""
        if not (owed or self.posted or self.pushed or self.over) and self.cont is None:
            return step  # the step left nothing behind: the agenda stands as it is
        ag = self.agenda
        stack = list(ag.stack[:-1])
        asks = [*owed, *self.posted]
        below = stack[-1] if stack else None
        if isinstance(task, Flights) and isinstance(below, Owed):
            stack.pop()
            asks = [*below.decisions, *asks]  # the decisions of the step the flight belongs to
        stack += self.pushed
        if asks:
            stack.append(Owed(tuple(asks)))
        if self.cont is not None:
            stack.append(self.cont)
        stack.append(task)
        if self.over:  # the battle is over: nothing more is asked or done
            stack = [task]
        self.agenda = with_stack(ag, tuple(stack))
        self.begin()
        return step

    def idle(self) -> bool:
        return not (self.pushed or self.posted or self.cont)

    # ------------------------------------------------------------------ scripted dice

    def snapshot(self) -> object | None:
        if not self.box.dice.scripted_only:
            return None
        st = self.st
        if self.journal is None:
            return (None, st.copy(), self.box.dice, len(self.box.rolls), len(self.events), self.revealed)
        return (self.journal.mark(), st.light_copy(), self.box.dice, len(self.box.rolls), len(self.events),
                self.revealed)  # fmt: skip

    def restore(self, snap: object) -> None:
        assert isinstance(snap, tuple)
        mark, st, dice, rolls, events, revealed = snap
        if mark is not None and self.journal is not None:
            self.journal.undo_to(mark)
        self.state = self.st = st
        self.box.dice, self.revealed = dice, revealed
        del self.box.rolls[rolls:]
        del self.events[events:]
        self.begin()


def with_stack(ag: Agenda, stack: tuple[Task[Any], ...], asks: tuple[Ask, ...] | None = None) -> Agenda:
    """``ag`` with another stack (and asks): ``dataclasses.replace`` without its field look-ups."""
    return Agenda(stack, ag.asks if asks is None else asks, ag.sealed, ag.answers, ag.standing, ag.finished,
                  ag.taken)  # fmt: skip


class AfdeTask(Task[Ctx]):
    """A step of the AFdE rules: ``act`` does it, pushing, posting and starting flights through ``g``."""

    __slots__ = ()

    def run(self, host: Ctx) -> Step:
        host.begin()
        self.act(host)
        return host.finish(self)

    def act(self, g: Ctx) -> None:
        raise NotImplementedError


def _freeze(params: Mapping[str, Any]) -> tuple[tuple[str, Any], ...]:
    return tuple((k, _tuple(v)) for k, v in params.items())


def _tuple(v: Any) -> Any:
    if isinstance(v, list | tuple):
        return tuple(_tuple(x) for x in v)
    if isinstance(v, dict):
        return ("__json__", json.dumps(v, sort_keys=True))
    return v


def _thaw(v: Any) -> Any:
    if isinstance(v, tuple):
        if len(v) == 2 and v[0] == "__json__":
            return json.loads(v[1])
        return [_thaw(x) for x in v]
    return v


@record
class Decision(Task[Ctx]):
    """A decision owed to ``side`` (``role``): its choices, default, rule and prompt parameters;
    ``handle`` applies the answer (``afde.<name>`` is the prompt's kind)."""

    side: str
    role: str | None
    choices: tuple[str, ...]
    default: str | None
    rule: str
    params: tuple[tuple[str, Any], ...] = ()

    name: ClassVar[str] = ""
    typed: ClassVar[bool] = False  # takes typed orders beyond its choices (a move, a fire)

    @property
    def p(self) -> dict[str, Any]:
        return {k: _thaw(v) for k, v in self.params}

    def to_ask(self) -> Ask:
        return Ask(
            self.side,
            f"afde.{self.name}",
            Msg(f"afde.ask.{self.name}", self.p, R + self.rule),
            _choices(self.choices),
            default=self.default,
            role=self.role,
            private=self.name == "rest",
            open_ended=self.typed,
        )

    def handle(self, g: Ctx, order: Order) -> None:
        raise NotImplementedError

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        raise NotImplementedError(f"{self.kind} is answered through the task that owes it")


@record
class Owed(Task[Ctx], kind="afde.owed"):
    """The decisions owed now, in the order they were posted; one with a single choice is taken at once."""

    decisions: tuple[Decision, ...]

    def run(self, host: Ctx) -> Step:
        single = next((d for d in self.decisions if len(d.choices) == 1), None)
        if single is None:
            return Asks(*(d.to_ask() for d in self.decisions))
        host.events.append(
            forced_event(
                SideRef(single.side, system="afde"),  # read in the language, printed as the id
                f"afde.{single.name}",
                single.choices[0],
                private=single.name == "rest",
                rule=R + single.rule,
            )
        )
        return self.give(host, single, single.choices[0])

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        return self.give(host, self.owner(ask), order)

    def owner(self, ask: Ask) -> Decision:
        if len(self.decisions) == 1:
            return self.decisions[0]
        for d in self.decisions:
            if (
                f"afde.{d.name}" == ask.kind
                and d.side == ask.side
                and d.role == ask.role
                and (d.choices == ask.orders)
            ):
                return d
        raise LookupError(ask.kind)

    def give(self, g: Ctx, d: Decision, text: str) -> Step:
        order = g.order if g.order is not None and g.order.text() == text else parse_order(g.st, text)
        g.order = None
        g.begin()
        d.handle(g, order)
        return g.finish(self, DONE, tuple(x for x in self.decisions if x is not d))


# ---------------------------------------------------------------------------- flights (AFdE 12.2.1)


@record
class Flights(Task[Ctx], kind="afde.flights"):
    """Routed units flee, one after another, two hexes towards their rout edge (AFdE 12.2.1, 12.2.3).

    ``queue``: the units still to flee; ``unit`` and ``path`` the flight under way (the hexes entered so
    far); ``exempt``: friends a mover already passed through ("mover>friend"). Where more than one hex
    qualifies the owner chooses: the task asks (``flight``) and goes on from its own fields with
    ``pick``. ``then`` is the rest of the step that caused the flights, run once they are made."""

    queue: tuple[str, ...]
    exempt: tuple[str, ...] = ()
    unit: str | None = None
    path: tuple[str, ...] = ()
    pick: str | None = None
    then: Task[Any] | None = None

    def run(self, host: Ctx) -> Step:
        from engine.afde.rules.s12_rout_rally import flights_step

        host.begin()
        fork = flights_step(host, self)
        if fork is not None:  # the owner chooses the next hex
            at, cands = fork
            if at != self or not host.idle():
                return host.finish(self, Again(at))  # what came before the fork is put in place first
            from engine.afde.rules.s12_rout_rally import flight_ask

            assert at.unit is not None
            return Asks(flight_ask(host, host.st.units[at.unit], at.path[-1], cands).to_ask())
        if self.then is not None:
            assert isinstance(self.then, AfdeTask)
            self.then.act(host)
        return host.finish(self)

    def answer(self, host: Ctx, ask: Ask, order: str) -> Step:
        return Again(replace(self, pick=order.split()[-1]))


@record
class FlightAsk(Decision, kind="afde.ask.flight"):
    name = "flight"
