"""Every registered system satisfies the Ruleset protocol: mypy (strict, over engine/) checks the
assignments below, so a system whose methods drift from engine/core/protocol.py fails ``make types``.

``CHECKED`` must name every system of engine/registry.py (tests/engine/test_conformance.py says so).
"""

from __future__ import annotations

from typing import Any

import engine.afde
import engine.cca
from engine.core.protocol import Ruleset

CCA: Ruleset[Any, Any] = engine.cca.RULESET
AFDE: Ruleset[Any, Any] = engine.afde.RULESET

CHECKED: dict[str, Ruleset[Any, Any]] = {"cca": CCA, "afde": AFDE}
