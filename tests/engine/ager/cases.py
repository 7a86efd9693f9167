"""Playing an Ager Sanguinis position through ``hexwar transcript`` (engine/transcript.py): the Palm
Grove's map with only the characters a case needs, dice scripted."""

from __future__ import annotations

from typing import Any

from engine.transcript import run


def play(
    chars: list[dict[str, Any]],
    steps: list[Any],
    dice: list[int] | None = None,
    lang: str | None = None,
    **scenario: Any,
) -> dict[str, Any]:
    data: dict[str, Any] = {
        "system": "ager",
        "scenario": {"base": "palm-grove", "characters": chars, **scenario},
        "steps": steps,
    }
    if dice is not None:
        data["dice"] = dice
    return run(data, lang)


def text(out: dict[str, Any], step: int, key: str) -> str:
    """The first event ``key`` of ``step`` as its reader reads it (the transcript's language)."""
    found = [e for e in events(out, step) if e["key"] == key]
    assert found, f"no {key} at step {step}: {keys(out, step)}"
    return str(found[0]["text"])


def events(out: dict[str, Any], step: int) -> list[dict[str, Any]]:
    return list(out["steps"][step].get("events", []))


def keys(out: dict[str, Any], step: int) -> list[str]:
    return [e["key"] for e in events(out, step)]


def event(out: dict[str, Any], step: int, key: str) -> dict[str, Any]:
    found = [e for e in events(out, step) if e["key"] == key]
    assert found, f"no {key} at step {step}: {keys(out, step)}"
    return dict(found[0]["params"])


def counter(out: dict[str, Any], cid: str) -> dict[str, Any] | None:
    return next((c for c in out["view"]["map"]["counters"] if c["id"] == cid), None)


def ok(out: dict[str, Any]) -> None:
    bad = [(s["index"], s["order"], s.get("error")) for s in out["steps"] if not s["ok"]]
    assert not bad, bad
