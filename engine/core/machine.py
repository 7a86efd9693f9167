"""The decision machine: every game system's turn runs on it, none re-implements it.

The rules of a turn are written as **tasks**: frozen dataclasses, each a step of the rules still to be
done (roll a battle, retreat a unit, walk a move one hex, open a reaction window). The machine keeps them on
a stack, the **agenda**, and runs the top one until a player owes a decision. ``Task.run`` answers with
one of three steps:

- ``DONE``: the task is finished and leaves the agenda;
- ``Again(task)``: the task goes on as a new value of itself (a move one hex further on); whatever it pushed
  with ``host.push`` runs first, so an interrupt by the other side (a reaction window at the hex just
  entered) nests above the move and the move resumes, or re-plans, once the window is closed;
- ``Asks(asks)``: one or more **asks** (decisions with a finite list of choices) are owed; the task waits
  on the agenda until they are answered, then ``Task.answer`` says what happens next (a step again).

When asks are posted the machine first tries to answer them itself:

- a **standing answer** (``always`` / ``never`` / an order, per side and decision kind, stored in the game
  and private to its side) is applied where the ask names an order for it, and an event says so;
- an ask with exactly one legal choice is taken at once (``core.ev.forced``) unless it is a
  ``reaction``: whether a reaction window has one choice or two is itself hidden information (a First
  Strike card in hand), so a reaction always waits for its player.

**Sealed** asks (``Asks(..., sealed=True)``) are owed by several sides at once: each answer is kept out of
every view and every public event until all are in, then ``Task.answer_all`` sees them together and the
transition counts as a reveal (no undo past it).

An undo point is any state before a die is rolled, a secret revealed or a sealed choice opened; the host
records rolls and reveals and the ``Transition`` it returns says whether it can be undone.

There is no control flow by exception and no replay: a decision in the middle of a rule (a routing unit
that reaches a fork in its flight) is an ask posted by the task walking that rule, which resumes from its
own fields once answered.

The agenda is plain data: engine/core/saved_agenda.py gives its versioned JSON form; tasks round-trip
through their dataclass fields (str, int, bool, None and tuples of them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, ClassVar, Generic, Protocol, TypeVar

# what a task returns, re-exported: the rules name it through the machine
from engine.core.asks import DONE as DONE
from engine.core.asks import STANDING_VALUES as STANDING_VALUES
from engine.core.asks import Again as Again
from engine.core.asks import Ask as Ask
from engine.core.asks import Asks as Asks
from engine.core.asks import Done as Done
from engine.core.asks import Step as Step
from engine.core.dice import DiceBox, DiceScriptExhausted
from engine.core.errors import IllegalAction, NotYourDecision, RulesError
from engine.core.messages import Msg, older_params
from engine.core.protocol import Choice, Event, Prompt
from engine.core.record import record
from engine.core.refs import DecisionRef, SideRef
from engine.core.view import Side

H = TypeVar("H", bound="Host")


# ---------------------------------------------------------------------------- tasks

_TASKS: dict[str, type[Task[Any]]] = {}


class Task(Generic[H]):
    """A step of the rules still to be done. Subclasses are frozen dataclasses registered by ``kind``::

        @dataclass(frozen=True, slots=True)
        class Retreat(Task[Turn], kind="cca.retreat"):
            unit: str
            hexes: int

    Fields hold only str, int, bool, None and tuples of them, so the agenda saves as JSON.
    """

    __slots__ = ()
    kind: ClassVar[str] = ""

    def __init_subclass__(cls, kind: str = "", **kw: Any) -> None:
        super().__init_subclass__(**kw)
        # a slotted dataclass is rebuilt as a new class: that one (kind already in its dict) replaces it
        kind = kind or cls.__dict__.get("kind", "")
        if kind:
            if kind in _TASKS and _TASKS[kind].__qualname__ != cls.__qualname__:
                raise TypeError(f"task kind {kind!r} is registered twice")
            cls.kind = kind
            _TASKS[kind] = cls

    def run(self, host: H) -> Step:
        """Resolve (``DONE``), go on (``Again``) or ask (``Asks``)."""
        raise NotImplementedError

    def answer(self, host: H, ask: Ask, order: str) -> Step:
        """The owner of ``ask`` chose ``order`` (one of its choices, or a typed order ``read`` accepted)."""
        raise NotImplementedError(f"{self.kind} asks nothing")

    def answer_all(self, host: H, answers: Mapping[tuple[Side, str | None], str]) -> Step:
        """Every sealed ask is answered: ``answers`` maps (side, role) to the order given."""
        raise NotImplementedError(f"{self.kind} asks nothing sealed")

    def answer_parts(self, host: H, parts: Mapping[tuple[Side, str | None], tuple[str, ...]]) -> Step:
        """Every sealed part is finished: ``parts`` maps (side, role) to all the orders it gave, in
        order. By default ``answer_all`` sees the last order of each part."""
        return self.answer_all(host, {k: v[-1] for k, v in parts.items()})

    def answer_part(self, host: H, ask: Ask, order: str) -> Ask | None:
        """A sealed answer that does not finish its side's part (``rest A``, then ``rest B``, then
        ``done``): return the side's next private ask, or None when the side is done (the default)."""
        return None

    def forced(self, host: H, ask: Ask, order: str) -> None:
        """Called just before the machine answers ``ask`` itself (one choice, or a standing answer):
        a system may say why in its own words here."""

    def stale(self, host: H) -> bool:
        """True when the task has nothing left to do (its piece is gone): it is dropped unrun."""
        return False

    def read(self, host: H, ask: Ask, order: str) -> str:
        """For an ``open_ended`` ask: check a typed order that is not a listed choice and return its
        canonical text, or raise ``IllegalAction`` saying why (the same checks that list the choices)."""
        raise self.refusal(host, ask, order)

    def refusal(self, host: H, ask: Ask, order: str) -> IllegalAction:
        """Why ``order`` is not an answer to ``ask``; a task that knows the rule says so here."""
        shown = ", ".join(ask.orders[:12]) + (" …" if len(ask.orders) > 12 else "")
        return IllegalAction(
            "core.err.not_a_choice", rule=ask.msg.rule, order=order[:40], kind=ask.kind, choices=shown
        )


def task_class(kind: str) -> type[Task[Any]] | None:
    """The task class registered for ``kind`` (None: no such task), for reading saved agendas."""
    return _TASKS.get(kind)


# ---------------------------------------------------------------------------- the agenda


@record
class Agenda:
    """The machine's whole state, kept inside a system's game state.

    ``stack``: tasks, the last on top. ``asks``: the decisions owed now (by the top task) and ``sealed``
    whether they are sealed. ``answers``: sealed answers given so far as (side, role, order), and
    ``finished`` the (side, role) whose sealed part is complete. ``standing``: standing answers as (side,
    kind, value). ``taken``: the orders the machine gave itself while the last order was applied, so a
    player who gives one of them again (not having seen it taken) is told so rather than refused.
    """

    stack: tuple[Task[Any], ...] = ()
    asks: tuple[Ask, ...] = ()
    sealed: bool = False
    answers: tuple[tuple[Side, str | None, str], ...] = ()
    standing: tuple[tuple[Side, str, str], ...] = ()
    finished: tuple[tuple[Side, str | None], ...] = ()
    taken: tuple[tuple[Side, str], ...] = ()

    @property
    def idle(self) -> bool:
        return not self.stack and not self.asks

    def owed(self) -> tuple[Ask, ...]:
        """The asks still unanswered (a sealed part already finished is no longer owed)."""
        if not self.sealed:
            return self.asks
        return tuple(a for a in self.asks if (a.side, a.role) not in self.finished)

    def standing_for(self, side: Side, kind: str) -> str:
        for s, k, v in self.standing:
            if s == side and k == kind:
                return v
        return "ask"

    def with_standing(self, side: Side, kind: str, value: str) -> Agenda:
        rest = tuple(t for t in self.standing if not (t[0] == side and t[1] == kind))
        return replace(self, standing=rest if value == "ask" else (*rest, (side, kind, value)))

    def standing_of(self, side: Side) -> dict[str, str]:
        """One side's standing answers (private to that side)."""
        return {k: v for s, k, v in self.standing if s == side}


def _replace(ag: Agenda, **changes: Any) -> Agenda:
    """``dataclasses.replace`` for the agenda without its generic checks (it runs several times per order)."""
    if type(ag) is not Agenda:
        return replace(ag, **changes)
    get = changes.get
    return Agenda(
        get("stack", ag.stack),
        get("asks", ag.asks),
        get("sealed", ag.sealed),
        get("answers", ag.answers),
        get("standing", ag.standing),
        get("finished", ag.finished),
        get("taken", ag.taken),
    )


class Host(Protocol):
    """What a task sees while one order is applied: a system's turn context (see ``Turn``)."""

    @property
    def agenda(self) -> Agenda: ...

    @agenda.setter
    def agenda(self, value: Agenda) -> None: ...

    def push(self, *tasks: Task[Any]) -> None: ...

    def emit(self, msg: Msg, private_to: Side | None = None) -> None: ...

    def reveal(self) -> None: ...

    def snapshot(self) -> object | None:
        """A copy to go back to if the next step runs out of scripted dice (None: not scripted)."""
        ...

    def restore(self, snap: object) -> None: ...


# ---------------------------------------------------------------------------- the machine


class MachineError(RuntimeError):
    """A task broke the machine's contract (a bug in a ruleset, never a player's mistake)."""


def start(host: Host, *tasks: Task[Any]) -> None:
    """Put ``tasks`` on the agenda (the first runs first) and run until a decision is owed."""
    ag = host.agenda
    host.agenda = _replace(ag, stack=(*ag.stack, *reversed(tasks)))
    settle(host)


def settle(host: Host, limit: int = 100_000) -> None:
    """Run tasks until a player owes a decision or the agenda is empty."""
    for _ in range(limit):
        ag = host.agenda
        asks = ag.asks
        if asks:
            if len(asks) == 1 and not ag.sealed:
                one = asks[0]  # the common case: one ask, owed, that the machine cannot answer itself
                if len(one.choices) != 1 or one.reaction:
                    if not ag.standing:
                        return
                    value = ag.standing_for(one.side, one.kind)  # a standing answer of another kind
                    if value == "ask" or one.standing_order(value) is None:
                        return
            if (asks if not ag.sealed else ag.owed()) and not _auto_answer(host, ag):
                return
            continue
        stack = ag.stack
        if not stack:
            return
        top = stack[-1]
        if top.stale(host):
            host.agenda = _with_stack(ag, stack[:-1])
            continue
        snap = host.snapshot()
        try:
            step = top.run(host)
        except DiceScriptExhausted as exc:
            if snap is None:
                raise
            # a scripted game waits before a step its script has no dice for, everything before it applied
            host.restore(snap)
            host.emit(Msg("core.ev.script_ended", {"purpose": exc.purpose}))
            return
        _apply_step(host, top, step)
    raise MachineError("the agenda does not settle")


def check(host: Host, side: Side, order: str, role: str | None = None) -> tuple[Ask, str]:
    """The owed ask ``order`` answers for ``side`` and the order's canonical text; nothing changes.

    Raises ``NotYourDecision`` when ``side`` owes nothing now and ``IllegalAction`` (the reason from the
    waiting task, from the same checks that list its choices) when ``order`` is not an answer.
    """
    ag = host.agenda
    mine = []
    for a in ag.owed():
        if a.side == side and (role is None or a.role in (None, role)):
            if order in a.orders:  # the first ask of the side's that lists the order
                return a, order
            mine.append(a)
    if not mine:
        waiting = ", ".join(sorted({a.side for a in ag.owed()})) or "-"
        raise NotYourDecision("core.err.not_your_decision", side=side, waiting=waiting)
    task = ag.stack[-1]
    opened = [a for a in mine if a.open_ended]
    if not opened:
        raise task.refusal(host, mine[0], order)
    return opened[0], task.read(host, opened[0], order)


def answer(host: Host, side: Side, order: str, role: str | None = None) -> None:
    """Answer an owed ask of ``side`` (and ``role``) with ``order``, then run on (see ``check``).

    Two kindnesses to a player who answers a step ahead: an order the machine has just given itself for
    him is acknowledged (``core.ev.already_taken``) rather than refused, and a ``lapses`` ask of his is
    answered with its default when his order answers what comes after it. Refused, the order changes
    nothing: a host works on a copy of the game; and an order of the kind the decision owed now offers
    (its first word) gets that decision's refusal, not the one of a later step it was tried on.
    """
    ag = host.agenda
    taken = ag.taken
    if taken:
        host.agenda = ag = _replace(ag, taken=())
    if not ag.sealed and role is None:
        for a in ag.asks:  # the common case: an ask of the side's lists the order (as ``check``)
            if a.side == side and order in a.orders:
                _give(host, a, order)
                settle(host)
                return
    first: RulesError | None = None  # the refusal of the decision owed when the order was given
    for _ in range(16):  # at most this many lapsing asks before the order answers something
        try:
            ask, canonical = check(host, side, order, role)
        except RulesError as exc:
            if (side, order) in taken:
                host.emit(Msg("core.ev.already_taken", {"side": side, "order": order}))
                return
            owed = [a for a in host.agenda.owed() if a.side == side]
            if first is None:
                first = exc
                # the order is of the owed decision's kind: a verb it offers, or a reason its task gave
                verb = order.split(" ", 1)[0]
                own_kind = exc.msg.key != "core.err.not_a_choice" or any(
                    o.split(" ", 1)[0] == verb for a in owed for o in a.orders if o != a.default
                )
            lapsing = next((a for a in owed if a.lapses and a.default), None)
            if lapsing is None or lapsing.default is None:
                if exc is not first and own_kind:
                    raise first from None
                raise
            host.emit(Msg("core.ev.lapsed", {"side": side, "kind": lapsing.kind, "order": lapsing.default}))
            _give(host, lapsing, lapsing.default)
            settle(host)
            taken = ()
            continue
        _give(host, ask, canonical)
        settle(host)
        return
    raise MachineError("lapsing asks do not end")


def pending(agenda: Agenda) -> tuple[Prompt, ...]:
    return tuple(a.prompt() for a in agenda.owed())


def set_standing(host: Host, side: Side, kind: str, value: str) -> None:
    """Record a standing answer (private to ``side``); it applies from the next ask of that kind on."""
    host.agenda = host.agenda.with_standing(side, kind, value)
    host.emit(Msg("core.ev.standing_set", {"kind": _decision(kind), "value": value}), private_to=side)


def _give(host: Host, ask: Ask, order: str, note: bool = False) -> None:
    """``ask`` is answered with ``order``; ``note``: the machine gave it itself (see ``_note_taken``)."""
    ag = host.agenda
    task = ag.stack[-1]
    if not ag.sealed:
        if type(ag) is Agenda and not ag.answers:
            # the asks cleared and, where noted, the order taken, in one new agenda
            taken = (*ag.taken, (ask.side, order)) if note and not ask.private else ag.taken
            host.agenda = Agenda(ag.stack, (), False, (), ag.standing, ag.finished, taken)
        else:
            if note:
                _note_taken(host, ask, order)
                ag = host.agenda
            host.agenda = _with_asks(ag, (), False) if not ag.answers else _replace(ag, asks=())
        _apply_step(host, task, task.answer(host, ask, order))
        return
    if note:
        _note_taken(host, ask, order)
        ag = host.agenda
    host.agenda = _replace(ag, answers=(*ag.answers, (ask.side, ask.role, order)))
    nxt = task.answer_part(host, ask, order)
    ag = host.agenda
    if nxt is not None:  # the side goes on with its part, still in secret
        host.agenda = _replace(ag, asks=tuple(nxt if a is ask else a for a in ag.asks))
        return
    host.agenda = _replace(ag, finished=(*ag.finished, (ask.side, ask.role)))
    said = {"side": _side_ref(host, ask.side), "kind": ask.kind}
    host.emit(Msg("core.ev.sealed_given", said, ask.msg.rule))
    if host.agenda.owed():
        return
    parts: dict[tuple[Side, str | None], tuple[str, ...]] = {}
    for s, r, o in host.agenda.answers:
        parts[(s, r)] = (*parts.get((s, r), ()), o)
    host.agenda = _replace(host.agenda, asks=(), sealed=False, answers=(), finished=())
    host.reveal()
    _apply_step(host, task, task.answer_parts(host, parts))


def _auto_answer(host: Host, ag: Agenda) -> bool:
    """Answer one owed ask by a standing answer or because it has a single choice; False if none can.
    ``ag``: the host's agenda."""
    for ask in ag.asks if not ag.sealed else ag.owed():
        if ag.standing:
            value = ag.standing_for(ask.side, ask.kind)
            order = ask.standing_order(value) if value != "ask" else None
        else:
            order = None
        if order is not None:
            _top(host).forced(host, ask, order)
            # private whatever the decision: that an answer was standing tells what was set
            said = {"side": _side_ref(host, ask.side), "kind": _decision(ask.kind), "order": order}
            host.emit(Msg("core.ev.standing", said), private_to=ask.side)
            _give(host, ask, order, note=True)
            return True
        if len(ask.choices) == 1 and not ask.reaction:
            order = ask.choices[0].order
            _top(host).forced(host, ask, order)
            host.emit(
                Msg(
                    "core.ev.forced",
                    {"side": _side_ref(host, ask.side), "kind": ask.kind, "order": order},
                    ask.msg.rule,
                ),
                private_to=ask.side if ask.private or host.agenda.sealed else None,
            )
            _give(host, ask, order, note=True)
            return True
    return False


def _side_ref(host: Host, side: Side) -> SideRef:
    """``side`` as the events name it: read in the system's terms, printed as its id."""
    return _side_of(side, getattr(host, "system", ""))


@lru_cache(maxsize=64)
def _side_of(side: Side, system: str) -> SideRef:
    return SideRef(side, system=system)


@lru_cache(maxsize=256)
def _decision(kind: str) -> DecisionRef:
    """A kind of decision as the lines about standing answers name it (in words; transcripts: its id)."""
    return DecisionRef(kind)


def _decision_named(params: Mapping[str, Any]) -> Mapping[str, Any]:
    """Lines about standing answers saved before their decision was a reference name it too."""
    kind = params.get("kind")
    return {**params, "kind": DecisionRef(kind)} if isinstance(kind, str) else params


older_params(("core.ev.standing", "core.ev.standing_set"), _decision_named)


def _top(host: Host) -> Task[Any]:
    return host.agenda.stack[-1]


def _note_taken(host: Host, ask: Ask, order: str) -> None:
    if not ask.private:  # a private answer is never echoed back in public
        host.agenda = _replace(host.agenda, taken=(*host.agenda.taken, (ask.side, order)))


def _apply_step(host: Host, task: Task[Any], step: Step) -> None:
    """Put the outcome of running (or answering) ``task``, the top of the agenda, in place."""
    ag = host.agenda
    stack = ag.stack
    if stack and stack[-1] is task:  # the common case: nothing was pushed above the task
        kind = type(step)
        if kind is Asks:
            if not step.asks:  # type: ignore[union-attr]
                raise MachineError(f"{task.kind} asked nothing")
            host.agenda = _with_asks(ag, step.asks, step.sealed)  # type: ignore[union-attr]
            return
        if kind is Done:
            host.agenda = _with_stack(ag, stack[:-1])
            return
        if kind is Again:
            host.agenda = _with_stack(ag, (*stack[:-1], step.task))  # type: ignore[union-attr]
            return
        idx = len(stack) - 1
    else:
        # the task pushed above itself before it finished: find it under what it pushed
        idx = _index(stack, task)
    above = stack[idx + 1 :]
    below = stack[:idx]
    if isinstance(step, Done):
        host.agenda = _replace(ag, stack=(*below, *above))
    elif isinstance(step, Again):
        host.agenda = _replace(ag, stack=(*below, step.task, *above))
    else:
        if above:
            raise MachineError(f"{task.kind} pushed tasks and asked in the same step")
        if not step.asks:
            raise MachineError(f"{task.kind} asked nothing")
        host.agenda = _replace(ag, asks=step.asks, sealed=step.sealed, answers=())


def _with_stack(ag: Agenda, stack: tuple[Task[Any], ...]) -> Agenda:
    if type(ag) is not Agenda:
        return replace(ag, stack=stack)
    return Agenda(stack, ag.asks, ag.sealed, ag.answers, ag.standing, ag.finished, ag.taken)


def _with_asks(ag: Agenda, asks: tuple[Ask, ...], sealed: bool) -> Agenda:
    """The agenda with these asks owed (no sealed answer given yet)."""
    if type(ag) is not Agenda:
        return replace(ag, asks=asks, sealed=sealed, answers=())
    return Agenda(ag.stack, asks, sealed, (), ag.standing, ag.finished, ag.taken)


def _index(stack: tuple[Task[Any], ...], task: Task[Any]) -> int:
    for i in range(len(stack) - 1, -1, -1):
        if stack[i] is task:
            return i
    raise MachineError(f"{task.kind} is no longer on the agenda")


# ---------------------------------------------------------------------------- a turn context


@dataclass
class Turn:
    """A ready-made ``Host``: one order being applied to a system's copied state.

    A system subclasses it to add its helpers; the agenda lives in ``state.agenda``, the dice in the
    ``box``. ``push(a, b)`` puts ``a`` above ``b`` above everything else, so ``a`` runs next. With scripted
    dice (tests, transcripts) ``copy`` lets the machine stop before a step the script has no dice for,
    everything before it applied.
    """

    system: ClassVar[str] = ""  # the system's id: the events the machine writes name sides in its terms
    state: Any
    box: DiceBox
    copy: Callable[[Any], Any] | None = None
    events: list[Event] = field(default_factory=list)
    revealed: bool = False
    activation_ended: bool = False  # a good moment for a map snapshot

    @property
    def agenda(self) -> Agenda:
        ag: Agenda = self.state.agenda
        return ag

    @agenda.setter
    def agenda(self, value: Agenda) -> None:
        self.state.agenda = value

    def push(self, *tasks: Task[Any]) -> None:
        ag = self.agenda
        self.agenda = _replace(ag, stack=(*ag.stack, *reversed(tasks)))

    def emit(self, msg: Msg, private_to: Side | None = None) -> None:
        self.events.append(Event(msg, private_to))

    def say(self, key: str, rule: str | None = None, private_to: Side | None = None, **params: Any) -> None:
        self.emit(Msg(key, params, rule), private_to)

    def reveal(self) -> None:
        self.revealed = True

    def roll(self, n: int, sides: int, purpose: str) -> tuple[int, ...]:
        return self.box.roll(n, sides, purpose)

    def snapshot(self) -> object | None:
        if self.copy is None or not self.box.dice.scripted_only:
            return None
        return (self.copy(self.state), self.box.dice, len(self.box.rolls), len(self.events), self.revealed)

    def restore(self, snap: object) -> None:
        assert isinstance(snap, tuple) and len(snap) == 5
        self.state, self.box.dice, self.revealed = snap[0], snap[1], bool(snap[4])
        del self.box.rolls[int(snap[2]) :]
        del self.events[int(snap[3]) :]


# ---------------------------------------------------------------------------- walking a plan


@dataclass(frozen=True, slots=True)
class Walk(Task[H]):
    """A move given as a plan and walked one hex at a time.

    ``path`` holds the hexes still to enter; it lives only in the agenda, which no view shows, so the
    other side never sees the rest of the plan. After each hex ``enter`` may push interrupts (a reaction
    window for the other side); they run before the next hex. Before each hex ``blocked`` is asked again,
    so a plan that an interrupt made impossible stops there (or ``replan`` asks the mover for a new one).
    """

    piece: str
    path: tuple[str, ...]

    def run(self, host: H) -> Step:
        if not self.path:
            return self.arrive(host)
        why = self.blocked(host, self.path[0])
        if why is not None:
            return self.replan(host, why)
        self.enter(host, self.path[0])
        return Again(replace(self, path=self.path[1:]))

    def blocked(self, host: H, nxt: str) -> Msg | None:
        """Why the next hex of the plan can no longer be entered, or None."""
        return None

    def enter(self, host: H, nxt: str) -> None:
        """Move the piece into ``nxt`` and push the interrupts it triggers."""
        raise NotImplementedError

    def arrive(self, host: H) -> Step:
        """The plan is walked to its end."""
        return DONE

    def replan(self, host: H, why: Msg) -> Step:
        """The plan cannot go on: by default the move ends where it stands, and an event says why."""
        host.emit(why)
        return self.arrive(host)


def choices(orders: Iterable[str], label: Callable[[str], Msg] | None = None) -> tuple[Choice, ...]:
    """Choices from canonical order texts, labelled by ``label`` (default: the order itself)."""
    return tuple(Choice(o, label(o) if label else Msg("core.choice", {"order": o})) for o in orders)
