"""The game systems hexwar knows, loaded on first use."""

from __future__ import annotations

import importlib
from typing import Any

from engine.core.errors import RulesError

# system id -> module that defines RULESET
SYSTEMS: dict[str, str] = {
    "cca": "engine.cca",
    "afde": "engine.afde",
}


def available() -> list[str]:
    out = []
    for name, module in SYSTEMS.items():
        try:
            importlib.import_module(module)
        except ModuleNotFoundError:
            continue
        out.append(name)
    return out


def get_ruleset(system: str) -> Any:
    """The Ruleset of ``system`` (typed ``Any`` because each system has its own state and action types)."""
    if system not in SYSTEMS:
        raise RulesError("core.unknown_system", system=system, systems=", ".join(available()))
    try:
        module = importlib.import_module(SYSTEMS[system])
    except ModuleNotFoundError as exc:
        raise RulesError("core.unknown_system", system=system, systems=", ".join(available())) from exc
    return module.RULESET
