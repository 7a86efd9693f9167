"""The decision machine's agenda (engine/core/machine.py) as versioned JSON, for saved games.

A task is written as its ``kind`` and its dataclass fields (str, int, bool, None, tuples of them, and
tasks); the agenda as its stack, the decisions owed, the sealed answers given so far and each side's
standing answers. ``AGENDA_VERSION`` grows when the form changes; a newer save is refused, never misread.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from engine.core.asks import Ask
from engine.core.machine import Agenda, Task, task_class

AGENDA_VERSION = 1


def _enc(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_enc(v) for v in value]
    if isinstance(value, Task):
        return dump_task(value)
    return value


def _dec(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_dec(v) for v in value)
    if isinstance(value, dict) and "task" in value:
        return load_task(value)
    return value


def dump_task(task: Task[Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"task": task.kind}
    for f in dataclasses.fields(task):  # type: ignore[arg-type]
        out[f.name] = _enc(getattr(task, f.name))
    return out


def load_task(data: Mapping[str, Any]) -> Task[Any]:
    cls = task_class(str(data["task"]))
    if cls is None:
        raise ValueError(f"unknown task kind {data['task']!r} in a saved agenda")
    kwargs = {k: _dec(v) for k, v in data.items() if k != "task"}
    return cls(**kwargs)


def dump_agenda(ag: Agenda) -> dict[str, Any]:
    out: dict[str, Any] = {"v": AGENDA_VERSION, "stack": [dump_task(t) for t in ag.stack]}
    if ag.asks:
        out["asks"] = [a.to_json() for a in ag.asks]
    if ag.sealed:
        out["sealed"] = True
    if ag.answers:
        out["answers"] = [list(a) for a in ag.answers]
    if ag.standing:
        out["standing"] = [list(s) for s in ag.standing]
    if ag.finished:
        out["finished"] = [list(f) for f in ag.finished]
    if ag.taken:
        out["taken"] = [list(t) for t in ag.taken]
    return out


def load_agenda(data: Mapping[str, Any] | None) -> Agenda:
    if not data:
        return Agenda()
    version = int(data.get("v", 1))
    if version > AGENDA_VERSION:
        raise ValueError(f"this game was saved by a newer hexwar (agenda version {version})")
    return Agenda(
        stack=tuple(load_task(t) for t in data.get("stack", ())),
        asks=tuple(Ask.from_json(a) for a in data.get("asks", ())),
        sealed=bool(data.get("sealed", False)),
        answers=tuple((str(s), r, str(o)) for s, r, o in data.get("answers", ())),
        standing=tuple((str(s), str(k), str(v)) for s, k, v in data.get("standing", ())),
        finished=tuple((str(s), r) for s, r in data.get("finished", ())),
        taken=tuple((str(s), str(o)) for s, o in data.get("taken", ())),
    )
