"""Every rulebook transcript replayed in Polish, Hungarian and Ukrainian (issue 13): each text is
present, in the right script, never a raw key, a leftover placeholder or a fallback to English."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

from engine import transcript
from engine.core.data import read_toml
from engine.core.messages import Msg, fluent_id, render_checked

HERE = Path(__file__).resolve().parent
CASES = sorted(HERE.glob("*/*.toml"))
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
NOTATION = {"core.choice", "cca.choice", "afde.choice"}


def _messages(node: Any) -> Iterator[Mapping[str, Any]]:
    if isinstance(node, Mapping):
        if "key" in node and "text" in node:
            yield node
        for value in node.values():
            yield from _messages(value)
    elif isinstance(node, list):
        for value in node:
            yield from _messages(value)


@pytest.mark.parametrize("lang", ["pl", "hu", "uk"])
def test_every_transcript_reads_in_the_language(lang: str) -> None:
    assert len(CASES) > 100
    problems: list[str] = []
    seen = 0
    for path in CASES:
        out = transcript.run(read_toml(path), lang)
        for m in _messages(out):
            seen += 1
            key, text = str(m["key"]), str(m["text"])
            where = f"{path.parent.name}/{path.name}: {key}"
            if key in text or fluent_id(key) in text or re.search(r"\{\s*\$?\w+\s*\}", text):
                problems.append(f"{where}: {text!r}")
            _again, found = render_checked(Msg.from_json(m), lang)
            problems.extend(f"{where}: {p}" for p in found)
            if lang == "uk" and key not in NOTATION and not CYRILLIC.search(text):
                problems.append(f"{where}: not Ukrainian: {text!r}")
    assert seen > 1000
    assert problems == [], "\n".join(problems[:30])


def test_a_transcript_file_may_name_its_language(tmp_path: Path) -> None:
    case = read_toml(CASES[0])
    polish = transcript.run({**case, "language": "pl"})
    assert polish == transcript.run(case, "pl")
    assert transcript.run({**case, "language": "pl"}, "hu") == transcript.run(case, "hu")
