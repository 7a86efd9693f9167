"""The decision machine of a turn: tasks run until a decision (an ``Ask``) is owed.

``State.tasks`` is a stack of small JSON lists ``[name, *args]``; ``State.asks`` holds the decisions
owed now. ``run`` executes tasks until an ask is posted (a decision with a single legal choice is
taken at once); ``answer`` applies an order to the ask it answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict
from typing import Any

from engine.afde.notation import Order, parse_order, ref, unit_of
from engine.afde.rules import (
    Ctx,
    role_of_side,
    role_of_unit,
)
from engine.afde.state import Ask, State, Unit
from engine.core.dice import DiceScriptExhausted
from engine.core.errors import IllegalAction
from engine.core.protocol import forced_event

Task = Callable[..., None]


TASKS: dict[str, Task] = {}


ANSWERS: dict[str, Callable[[Ctx, Ask, Order], None]] = {}


# tasks that only post a question (menus, prompts): no dice, no result, so no flight fork to roll back
QUIET = frozenset(
    {"d1", "d2", "d3", "d4", "d5", "m_dfire", "m_ofire", "m_react", "m_face", "m_advance", "c_first",
     "c_next", "c_inactive", "next_act", "activate", "end_act", "phase_d", "b_end"}
)  # fmt: skip

# answers that never reach a flight fork (moves other than a charge, initiative, placements, pushes)
QUIET_ANSWERS = frozenset(
    {"rest", "first", "next", "inactive", "activate", "d5", "place", "replace", "acting", "hold", "face",
     "advance", "resolve", "react", "pursue"}
)  # fmt: skip


def quiet(cont: list[Any]) -> bool:
    """A step that can post no flight question needs no roll-back point (no snapshot)."""
    if cont[0] == "task":
        return cont[1][0] in QUIET
    ask = cont[1]
    if not isinstance(ask, Ask):
        return False
    if ask.kind in ("d1", "d1_unit"):
        verb = cont[2].verb if isinstance(cont[2], Order) else str(cont[2]).split(" ", 1)[0]
        return verb != "charge"  # a charge through a friend routs it: its flight may fork (10.2)
    return ask.kind in QUIET_ANSWERS


EXTENDED = {"d1", "d1_unit", "d2", "b_fire", "d5", "d3"}  # asks that accept typed orders beyond their choices


class NeedFlight(Exception):
    """A routing unit's owner must choose its next flight hex (AFdE 12.2.1, E3): raised where the
    flight reaches a fork; the step that caused it is replayed, with the same dice, once he answers."""

    def __init__(self, unit: str, side: str, role: str | None, frm: str, choices: list[str], default: str):
        super().__init__(unit)
        self.unit, self.side, self.role, self.frm = unit, side, role, frm
        self.choices, self.default = choices, default


def attempt(g: Ctx, cont: list[Any], picks: list[str], shown: tuple[int, int] = (0, 0)) -> None:
    """Run one step (``["task", task]`` or ``["answer", ask, order]``) with the flight hexes already
    chosen in ``picks``. At a new fork the state, dice and this step's events go back to before the
    step and a ``flight`` ask is posted; the events and rolls the players already saw (``shown``) are
    kept once, not repeated, when the step is replayed."""
    if not picks and quiet(cont):
        if cont[0] == "task":
            TASKS[cont[1][0]](g, *cont[1][1:])
        else:
            order = cont[2] if isinstance(cont[2], Order) else parse_order(g.st, cont[2])
            ANSWERS[cont[1].kind](g, cont[1], order)
        return
    snap = snapshot(g)
    ev0, roll0 = len(g.events), len(g.box.rolls)
    g.flight_picks = list(picks)
    try:
        if cont[0] == "task":
            TASKS[cont[1][0]](g, *cont[1][1:])
        else:
            ask = cont[1] if isinstance(cont[1], Ask) else Ask(**cont[1])
            order = cont[2] if isinstance(cont[2], Order) else parse_order(g.st, cont[2])
            ANSWERS[ask.kind](g, ask, order)
    except NeedFlight as need:
        produced = (len(g.events) - ev0, len(g.box.rolls) - roll0)
        del g.events[ev0 : ev0 + shown[0]]
        del g.box.rolls[roll0 : roll0 + shown[1]]
        restore(g, snap)
        if cont[0] == "answer":  # the ask and order are stored in the flight question: plain data
            ask_data = asdict(cont[1]) if isinstance(cont[1], Ask) else cont[1]
            cont = [cont[0], ask_data, cont[2].text() if isinstance(cont[2], Order) else cont[2]]
        g.ask(
            "flight", need.side, need.role, need.choices, need.default, "12.2.1",
            unit=need.unit, hex=need.frm, picks=list(picks), cont=cont, shown=list(produced),
        )  # fmt: skip
        return
    finally:
        g.flight_picks = []
    del g.events[ev0 : ev0 + shown[0]]
    del g.box.rolls[roll0 : roll0 + shown[1]]


Snapshot = tuple[int | None, State, Any]


def snapshot(g: Ctx) -> Snapshot:
    """A point to roll the step back to: a journal mark and the bookkeeping (no copy of the units or
    leaders) under a journal, a full copy otherwise (a new game's set-up)."""
    if g.journal is None:
        return None, g.st.copy(), g.box.dice
    return g.journal.mark(), g.st.light_copy(), g.box.dice


def restore(g: Ctx, snap: Snapshot) -> None:
    mark, st, dice = snap
    if mark is not None and g.journal is not None:
        g.journal.undo_to(mark)
    g.st, g.box.dice = st, dice


def task(fn: Task) -> Task:
    TASKS[fn.__name__] = fn
    return fn


def answers(kind: str) -> Callable[[Callable[[Ctx, Ask, Order], None]], Callable[[Ctx, Ask, Order], None]]:
    def deco(fn: Callable[[Ctx, Ask, Order], None]) -> Callable[[Ctx, Ask, Order], None]:
        ANSWERS[kind] = fn
        return fn

    return deco


def run(g: Ctx) -> None:
    """Run tasks until a decision is owed. With scripted dice (tests, transcripts), a step the script
    has no dice for is not started: the game waits there, everything before it applied."""
    scripted = g.box.dice.scripted_only
    guard = 0
    while True:
        st = g.st
        guard += 1
        if guard > 100000:
            raise RuntimeError("the turn machine does not settle")
        if not st.asks and not st.tasks:
            return
        single = next((a for a in st.asks if len(a.choices) == 1), None)
        if st.asks and single is None:
            return
        snap = (snapshot(g), len(g.box.rolls), len(g.events)) if scripted else None
        try:
            if single is not None:
                st.asks.remove(single)
                g.events.append(
                    forced_event(
                        single.side,
                        f"afde.{single.kind}",
                        single.choices[0],
                        private=single.kind == "rest",
                        rule=f"AFdE {single.rule}",
                    )
                )
                attempt(g, ["answer", single, single.choices[0]], [])
            else:
                t = st.tasks.pop()
                attempt(g, ["task", t], [])
        except DiceScriptExhausted as exc:
            if snap is None:
                raise
            restore(g, snap[0])
            del g.box.rolls[snap[1] :]
            del g.events[snap[2] :]
            g.say("dice.script_ended", None, purpose=exc.purpose)
            return


def _shorthand(g: Ctx, ask: Ask, order: Order) -> Order:
    """Bare ``advance`` / ``react`` take the default; ``pass`` and ``done`` stand for each other;
    ``face <dir>`` in movement turns the unit being moved."""
    text = order.text()
    if text in ask.choices:
        return order
    if order.verb in ("pass", "done"):
        other = "done" if order.verb == "pass" else "pass"
        if other in ask.choices:
            return Order(other)
    if not order.args and order.verb in ("advance", "react") and (ask.default or "").startswith(order.verb):
        return parse_order(g.st, ask.default or "")
    if order.verb == "face" and len(order.args) == 1 and ask.kind in ("d1", "d1_unit") and g.st.mover:
        return Order("face", (ref(g.st, g.st.mover), order.args[0]))
    return order


def answer(g: Ctx, ask: Ask, order: Order) -> None:
    order = _shorthand(g, ask, order)
    if order.text() not in ask.choices and ask.kind not in EXTENDED:
        raise IllegalAction(
            "afde.order.not_now", rule=f"AFdE {ask.rule}", order=order.text(), choices=ask.choices[:12]
        )
    g.st.asks.remove(ask)
    attempt(g, ["answer", ask, order], [])
    run(g)


def o(*parts: str) -> str:
    return " ".join(parts)


def unit(g: Ctx, token: str) -> Unit:
    uid = unit_of(g.st, token)
    if uid is None:
        raise IllegalAction("afde.order.no_unit", rule="AFdE 6", ref=token)
    return g.st.units[uid]


def side_role(g: Ctx, side: str) -> str | None:
    return role_of_side(g.st, side)


def active_side(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].side


def seat(st: State, u: Unit) -> str | None:
    """Who decides for ``u``: the active leader's banner for his own side, else the unit's banner."""
    if st.active is not None and st.leaders[st.active].side == u.side:
        return st.leaders[st.active].banner
    return role_of_unit(st, u)


def active_role(st: State) -> str:
    assert st.active is not None
    return st.leaders[st.active].banner


@answers("flight")
def answer_flight(g: Ctx, ask: Ask, order: Order) -> None:
    """The owner picked the next hex of a flight: replay the step that caused it (AFdE 12.2.1)."""
    p = ask.params
    shown = (int(p["shown"][0]), int(p["shown"][1]))
    attempt(g, list(p["cont"]), [*p["picks"], order.args[0]], shown)
