"""Games saved before AFdE ran on the kernel's machine (format ``afde-2014/1``): their task stack of JSON
lists ``[name, *args]`` and their decisions owed (``asks``) become the agenda's tasks, ``afde.<name>``
and one ``afde.owed`` holding ``afde.ask.<kind>`` decisions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.afde.turn import Decision, FlightAsk, Owed, _freeze
from engine.core.machine import Agenda, Task
from engine.core.saved_agenda import dump_agenda


def _tuples(v: Any) -> Any:
    return tuple(_tuples(x) for x in v) if isinstance(v, list | tuple) else v


def _classes() -> tuple[dict[str, type[Task[Any]]], dict[str, type[Decision]]]:
    from engine.afde.rules import (
        s06_activation,
        s06_sequence,
        s10_melee,
        s10_retreat_advance,
        s11_fatigue_rest,
        s12_rout_rally,
        s14_leader_fates,
    )

    tasks: dict[str, type[Task[Any]]] = {}
    asks: dict[str, type[Decision]] = {"flight": FlightAsk}
    for mod in (
        s06_sequence,
        s06_activation,
        s10_melee,
        s10_retreat_advance,
        s11_fatigue_rest,
        s12_rout_rally,
        s14_leader_fates,
    ):
        for obj in vars(mod).values():
            if not isinstance(obj, type) or not issubclass(obj, Task) or obj.__module__ != mod.__name__:
                continue
            if issubclass(obj, Decision):
                asks[obj.name] = obj
            elif obj.kind.startswith("afde."):
                tasks[obj.kind.removeprefix("afde.")] = obj
    return tasks, asks


def migrate_pre_kernel(data: Mapping[str, Any]) -> dict[str, Any]:
    """The saved game with an ``agenda`` in place of ``tasks`` and ``asks``."""
    tasks, asks = _classes()
    out = {k: v for k, v in data.items() if k not in ("tasks", "asks")}
    stack: list[Task[Any]] = [tasks[t[0]](*(_tuples(a) for a in t[1:])) for t in data.get("tasks", ())]
    owed: list[Decision] = []
    for a in data.get("asks", ()):
        if a["kind"] == "flight":
            raise ValueError("a game saved waiting for a flight hex cannot be read by this release")
        params = _freeze(a.get("params") or {})
        owed.append(
            asks[a["kind"]](a["side"], a["role"], tuple(a["choices"]), a["default"], a["rule"], params)
        )
    if owed:
        stack.append(Owed(tuple(owed)))
    out["agenda"] = {**dump_agenda(Agenda(stack=tuple(stack))), "owed": bool(owed)}
    out["format"] = "afde-2014/2"
    return out
