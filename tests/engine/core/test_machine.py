"""The decision machine's own contract, apart from any system (engine/core/machine.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core import machine, saved_agenda
from engine.core.dice import Dice, DiceBox
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Agenda, Ask, Asks, MachineError, Step, Task, Turn, choices
from engine.core.messages import Msg


@dataclass
class Box:
    agenda: Agenda
    log: list[str]


@dataclass(frozen=True, slots=True)
class Note(Task[Turn], kind="test.note"):
    text: str
    parts: tuple[str, ...] = ()

    def run(self, host: Turn) -> Step:
        host.state.log.append(self.text)
        return DONE


@dataclass(frozen=True, slots=True)
class Countdown(Task[Turn], kind="test.countdown"):
    n: int

    def run(self, host: Turn) -> Step:
        if self.n == 0:
            return DONE
        host.push(Note(f"tick {self.n}"))
        return Again(Countdown(self.n - 1))


@dataclass(frozen=True, slots=True)
class PushAndAsk(Task[Turn], kind="test.bad"):
    def run(self, host: Turn) -> Step:
        host.push(Note("x"))
        return Asks(Ask("a", "test.q", Msg("q"), choices(("yes", "no"))))


def turn() -> Turn:
    return Turn(Box(Agenda(), []), DiceBox(Dice.seeded(1)))


def test_again_runs_what_the_task_pushed_before_the_task_goes_on():
    t = turn()
    machine.start(t, Countdown(3), Note("end"))
    assert t.state.log == ["tick 3", "tick 2", "tick 1", "end"]
    assert t.agenda.idle


def test_a_task_may_not_push_and_ask_in_one_step():
    with pytest.raises(MachineError):
        machine.start(turn(), PushAndAsk())


def test_tasks_round_trip_through_json():
    ag = Agenda(stack=(Note("a", ("b", "c")), Countdown(2)), standing=(("a", "test.q", "always"),))
    again = saved_agenda.load_agenda(saved_agenda.dump_agenda(ag))
    assert again == ag


def test_a_kind_is_registered_once():
    with pytest.raises(TypeError):

        @dataclass(frozen=True)
        class Other(Task[Turn], kind="test.note"):
            pass


def test_a_saved_agenda_from_a_newer_release_is_refused():
    with pytest.raises(ValueError):
        saved_agenda.load_agenda({"v": saved_agenda.AGENDA_VERSION + 1, "stack": []})


def test_standing_answers_name_an_order_or_stand_for_one():
    ask = Ask("a", "k", Msg("q"), choices(("fire", "hold")), standing=(("always", "fire"), ("never", "hold")))
    assert ask.standing_order("always") == "fire"
    assert ask.standing_order("never") == "hold"
    assert ask.standing_order("hold") == "hold"
    assert ask.standing_order("ask") is None


@dataclass(frozen=True, slots=True)
class Face(Task[Turn], kind="test.face"):
    """A facing after a move: it lapses (north) when the player orders what comes next."""

    def run(self, host: Turn) -> Step:
        return Asks(
            Ask("a", "test.face", Msg("q"), choices(("face n", "face s")), default="face n", lapses=True)
        )

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        host.state.log.append(order)
        return DONE


@dataclass(frozen=True, slots=True)
class Go(Task[Turn], kind="test.go"):
    def run(self, host: Turn) -> Step:
        return Asks(Ask("a", "test.go", Msg("q"), choices(("go", "stay"))))

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        host.state.log.append(order)
        return DONE


@dataclass(frozen=True, slots=True)
class Only(Task[Turn], kind="test.only"):
    def run(self, host: Turn) -> Step:
        return Asks(Ask("a", "test.only", Msg("q"), choices(("done",))))

    def forced(self, host: Turn, ask: Ask, order: str) -> None:
        host.state.log.append(f"forced {order}")

    def answer(self, host: Turn, ask: Ask, order: str) -> Step:
        host.state.log.append(order)
        return DONE


@dataclass(frozen=True, slots=True)
class Rest(Task[Turn], kind="test.rest"):
    """Both sides pick units to rest in secret, one order at a time, until done."""

    def run(self, host: Turn) -> Step:
        return Asks(*(self._ask(side) for side in ("a", "b")), sealed=True)

    @staticmethod
    def _ask(side: str) -> Ask:
        return Ask(side, "test.rest", Msg("q"), choices(("rest 1", "rest 2", "done")), private=True)

    def answer_part(self, host: Turn, ask: Ask, order: str) -> Ask | None:
        return None if order == "done" else self._ask(ask.side)

    def answer_parts(self, host: Turn, parts) -> Step:
        host.state.log.append(sorted(parts.items()))
        return DONE


def test_a_lapsing_ask_takes_its_default_when_the_player_orders_the_next_step():
    t = turn()
    machine.start(t, Face(), Go())
    machine.answer(t, "a", "go")
    assert t.state.log == ["face n", "go"]
    assert "core.ev.lapsed" in [e.msg.key for e in t.events]


def test_an_order_that_answers_nothing_even_after_a_lapse_is_refused():
    t = turn()
    machine.start(t, Face(), Go())
    with pytest.raises(IllegalAction):
        machine.answer(t, "a", "charge")


def test_an_order_the_machine_took_itself_is_acknowledged_not_refused():
    t = turn()
    machine.start(t, Go())
    machine.answer(t, "a", "stay")
    t.push(Only(), Go())
    machine.settle(t)
    assert t.state.log == ["stay", "forced done", "done"]  # the forced hook ran before the answer
    t.events.clear()
    machine.answer(t, "a", "done")  # the player did not see it taken
    assert [e.msg.key for e in t.events] == ["core.ev.already_taken"]
    assert t.state.log == ["stay", "forced done", "done"]
    with pytest.raises(IllegalAction):  # only right after: the memory lasts one order
        machine.answer(t, "a", "done")


def test_a_sealed_part_may_take_several_answers_before_done():
    t = turn()
    machine.start(t, Rest())
    for side, order in (("a", "rest 1"), ("b", "done"), ("a", "rest 2")):
        machine.answer(t, side, order)
        assert not t.revealed
    assert [a.side for a in t.agenda.owed()] == ["a"]
    public = [str(e.msg.params) for e in t.events if e.private_to is None]
    assert public and not any("rest 1" in p or "rest 2" in p for p in public)
    machine.answer(t, "a", "done")
    assert t.revealed
    assert t.state.log == [[(("a", None), ("rest 1", "rest 2", "done")), (("b", None), ("done",))]]
