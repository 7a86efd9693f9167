"""Every registered system satisfies the Ruleset protocol: mypy (strict, over engine/) checks the
assignments below, so a system whose methods drift from engine/core/protocol.py fails ``make types``.

``CHECKED`` must name every system of engine/registry.py (tests/engine/test_conformance.py says so).
"""

from __future__ import annotations

from typing import Any

import engine.afde
import engine.ager
import engine.cca
import engine.gboh
from engine.core.protocol import Ruleset

CCA: Ruleset[Any, Any] = engine.cca.RULESET
AFDE: Ruleset[Any, Any] = engine.afde.RULESET
GBOH: Ruleset[Any, Any] = engine.gboh.RULESET
AGER: Ruleset[Any, Any] = engine.ager.RULESET

CHECKED: dict[str, Ruleset[Any, Any]] = {"cca": CCA, "afde": AFDE, "gboh": GBOH, "ager": AGER}
