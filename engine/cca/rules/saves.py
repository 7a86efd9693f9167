"""The agenda of a saved game: its tasks above the phase's, and the steps saved before the rules kernel
(dicts named by a short ``t``) read as the tasks they became."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.cca.rules.pieces import Ctx
from engine.cca.rules.s07_battle import After, Attack, BattleBack, React, Roll
from engine.cca.rules.s08_retreat import ElephantRetreat, Flags, Rampage, Retreat
from engine.cca.rules.s09_evade_momentum import Advance, Bonus, Escape, Evade, EvadeTo, Extra, LeaderEvade
from engine.cca.rules.tasks import CcaTask, phase_task
from engine.cca.state import State
from engine.core import machine, saved_agenda
from engine.core.dice import DiceBox
from engine.core.machine import Agenda, Task

# a step saved before the kernel, by its ``t``
_OLD: dict[str, type[CcaTask]] = {
    cls.short: cls
    for cls in (
        Roll,
        Attack,
        React,
        Evade,
        After,
        BattleBack,
        Flags,
        Retreat,
        ElephantRetreat,
        Rampage,
        Advance,
        Extra,
        Bonus,
        LeaderEvade,
        EvadeTo,
        Escape,
    )
}
_RENAMED = {"def": "defender"}


def task_from_save(data: Mapping[str, Any]) -> Task[Any]:
    """A saved task; a step saved before the kernel becomes the task it is now."""
    if "task" in data:
        return saved_agenda.load_task(data)
    cls = _OLD[str(data["t"])]
    fields = {_RENAMED.get(k, k): tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "t"}
    return cls(**fields)


def restore_agenda(st: State, saved: Iterable[Mapping[str, Any]]) -> None:
    """Put the saved steps back on the agenda above the phase's task, and the decision they owe."""
    bottom = phase_task(st)
    tasks = tuple(task_from_save(t) for t in saved)
    st.agenda = Agenda(
        stack=(*((bottom,) if bottom is not None else ()), *tasks), standing=st.agenda.standing
    )
    machine.settle(Ctx(st, DiceBox(st.dice)))  # a saved game is settled: this only asks again
