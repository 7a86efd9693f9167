"""The game systems hexwar knows, loaded on first use.

A registered system that fails to import is an error (``SystemImportError``), never skipped: a broken
package must not make its system silently vanish from ``/game new`` or from the conformance tests.
"""

from __future__ import annotations

import importlib
from typing import Any

from engine.core.errors import RulesError

# system id -> module that defines RULESET
SYSTEMS: dict[str, str] = {
    "cca": "engine.cca",
    "afde": "engine.afde",
    "gboh": "engine.gboh",
    "ager": "engine.ager",
}


class SystemImportError(ImportError):
    """A registered system whose module cannot be imported or defines no RULESET."""

    def __init__(self, system: str, module: str, why: str) -> None:
        super().__init__(f"game system {system!r} (module {module}) cannot be loaded: {why}")
        self.system = system
        self.module = module


def _load(system: str) -> Any:
    module = SYSTEMS[system]
    try:
        mod = importlib.import_module(module)
    except Exception as exc:
        raise SystemImportError(system, module, f"{type(exc).__name__}: {exc}") from exc
    ruleset = getattr(mod, "RULESET", None)
    if ruleset is None:
        raise SystemImportError(system, module, "it defines no RULESET")
    return ruleset


def available() -> list[str]:
    """Every registered system id, each loaded once to prove it works (raises ``SystemImportError``)."""
    for name in SYSTEMS:
        _load(name)
    return list(SYSTEMS)


def get_ruleset(system: str) -> Any:
    """The Ruleset of ``system`` (typed ``Any`` because each system has its own state and action types).

    An unknown id is a ``RulesError`` naming the known ones; a registered system that fails to load
    raises ``SystemImportError`` with the reason.
    """
    if system not in SYSTEMS:
        raise RulesError("core.unknown_system", system=system, systems=", ".join(SYSTEMS))
    return _load(system)
