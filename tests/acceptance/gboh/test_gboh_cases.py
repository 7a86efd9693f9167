"""Acceptance cases for Great Battles of Julius Caesar, written as transcripts (docs/transcripts.md).

Each ``tests/acceptance/gboh/*.toml`` is a transcript with an ``[expect]`` table, checked the same way
as the Au fil de l'Épée cases (tests/acceptance/test_afde_cases.py lists the keys) against the JSON that
``hexwar transcript FILE`` prints. A header comment in every file cites the digest section and the
rulebook bracket (/work/shared/rules/gboh-caesar.md). d10 faces are scripted 0–9 (0 is zero).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.acceptance import casebook
from tests.acceptance.test_afde_cases import check

HERE = Path(__file__).parent
CASES = sorted(HERE.glob("*.toml"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_case(path: Path) -> None:
    bad = casebook.case_problems(path, check)
    assert not bad, f"{path.name}:\n  " + "\n  ".join(bad)
