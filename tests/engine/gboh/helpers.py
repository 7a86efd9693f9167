"""Helpers for GBoH rule tests: a game of the demo scenario (or an inline one) with scripted d10s."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.protocol import Transition
from engine.gboh import RULESET
from engine.gboh.state import GbohState

DICE_ZERO = 10
PASSIVE = (
    "gboh.reaction_facing",
    "gboh.withdrawal",
    "gboh.entry_fire",
    "gboh.return_fire",
    "gboh.exit_fire",
)  # a d10's printed 0 is stored as the face 10


def start(
    scenario: str | Mapping[str, Any] = "demo-ford",
    dice: Sequence[int] = (),
    seed: int = 0,
    skip_opening: bool = True,
    passive: bool = True,
) -> tuple[GbohState, Transition[GbohState]]:
    """A new game; the Auxiliaries and Elite Phases of turn 1 passed unless ``skip_opening`` is False;
    with ``passive`` both sides have standing answers declining reaction facing, withdrawal and fire."""
    faces = [DICE_ZERO if f == 0 else f for f in dice]
    tr = RULESET.setup(scenario, seed, {}, script=faces)
    st = tr.state
    if passive:
        for side in RULESET.sides(st):
            for kind in PASSIVE:
                st, _ = order(st, side, f"standing {kind} never")
    while (p := RULESET.pending(st)) and p[0].kind in ("gboh.auxiliaries", "gboh.elite") and skip_opening:
        st, tr = order(st, p[0].side, "skip" if p[0].kind == "gboh.auxiliaries" else "pass")
    return st, tr


def order(st: GbohState, side: str, text: str) -> tuple[GbohState, Transition[GbohState]]:
    tr = RULESET.apply(st, side, RULESET.parse(st, side, text))
    return tr.state, tr


def play(st: GbohState, *orders: tuple[str, str]) -> tuple[GbohState, list[Transition[GbohState]]]:
    trs = []
    for side, text in orders:
        st, tr = order(st, side, text)
        trs.append(tr)
    return st, trs


def keys(tr: Transition[GbohState]) -> list[str]:
    return [e.msg.key for e in tr.events]


def params(tr: Transition[GbohState], key: str) -> list[dict[str, Any]]:
    return [{k: str(v) for k, v in e.msg.params.items()} for e in tr.events if e.msg.key == key]


def owed(st: GbohState) -> list[tuple[str, str, list[str]]]:
    return [(p.side, p.kind, [c.order for c in p.choices]) for p in RULESET.pending(st)]


def inline(
    units: Sequence[dict[str, Any]], leaders: Sequence[dict[str, Any]], **extra: Any
) -> dict[str, Any]:
    """A small battle on the demo map's size, everything clear unless ``map`` says otherwise."""
    data: dict[str, Any] = {
        "id": "inline",
        "turns": 12,
        "map": {"columns": 20, "rows": 14},
        "sides": [
            {"id": "caesarian", "retreat_edge": "west", "rout_level": 30},
            {"id": "pompeian", "retreat_edge": "east", "rout_level": 30},
        ],
        "units": list(units),
        "leaders": list(leaders),
    }
    data.update(extra)
    return data
