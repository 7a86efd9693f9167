"""The decision machine's own contract, apart from any system (engine/core/machine.py)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core import machine
from engine.core.dice import Dice, DiceBox
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
    again = machine.load_agenda(machine.dump_agenda(ag))
    assert again == ag


def test_a_kind_is_registered_once():
    with pytest.raises(TypeError):

        @dataclass(frozen=True)
        class Other(Task[Turn], kind="test.note"):
            pass


def test_a_saved_agenda_from_a_newer_release_is_refused():
    with pytest.raises(ValueError):
        machine.load_agenda({"v": machine.AGENDA_VERSION + 1, "stack": []})


def test_standing_answers_name_an_order_or_stand_for_one():
    ask = Ask("a", "k", Msg("q"), choices(("fire", "hold")), standing=(("always", "fire"), ("never", "hold")))
    assert ask.standing_order("always") == "fire"
    assert ask.standing_order("never") == "hold"
    assert ask.standing_order("hold") == "hold"
    assert ask.standing_order("ask") is None
