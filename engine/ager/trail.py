"""The last player-phase, drawn for a returning player: who moved or charged where, who retreated, who
shot at or fought whom, who was hurt or killed. It is gathered from the events the rules say (each
carries its characters as references with their hexes), so no rule has to report it twice, and kept
in the state until the next player-phase has something to show.

A trail is JSON-safe: ``{"moves": [[side, unit, [hexes]]], "retreats": [...], "attacks": [[side, from,
to, kind]], "losses": [[side, hex, eliminated, unit]]}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.refs import UnitRef
from engine.core.view import AttackView, LossView, Overlay, PathView

Trail = dict[str, list[Any]]


def record(trail: Trail, key: str, params: Mapping[str, Any]) -> None:
    """Add what the event ``key`` with ``params`` shows to ``trail``."""
    unit = params.get("unit")
    if key == "ager.ev.moves" and isinstance(unit, UnitRef) and unit.hex:
        trail.setdefault("moves", []).append([unit.side, unit.id, [unit.hex]])
    elif key == "ager.ev.stepped" and isinstance(unit, UnitRef):
        where = str(params.get("hex") or unit.hex)
        moves = trail.setdefault("moves", [])
        path = next((m[2] for m in reversed(moves) if m[1] == unit.id), None)
        if path is None:
            moves.append([unit.side, unit.id, [where]])
        elif path[-1] != where:
            path.append(where)
    elif key in ("ager.ev.charge", "ager.ev.retreats") and isinstance(unit, UnitRef) and unit.hex:
        hexes = [unit.hex, *str(params.get("path", "")).split()]
        trail.setdefault("moves" if key == "ager.ev.charge" else "retreats", []).append(
            [unit.side, unit.id, hexes]
        )
        target = params.get("target")
        if key == "ager.ev.charge" and isinstance(target, UnitRef) and target.hex:
            trail.setdefault("attacks", []).append([unit.side, hexes[-1], target.hex, "charge"])
    elif key == "ager.ev.shot" and isinstance(unit, UnitRef):
        target = params.get("target")
        if isinstance(target, UnitRef) and unit.hex and target.hex:
            trail.setdefault("attacks", []).append([unit.side, unit.hex, target.hex, "fire"])
    elif key == "ager.ev.melee":
        defender = params.get("defender")
        if isinstance(defender, UnitRef) and defender.hex:
            for a in params.get("attackers", ()):
                if isinstance(a, UnitRef) and a.hex:
                    trail.setdefault("attacks", []).append([a.side, a.hex, defender.hex, "melee"])
    elif (
        key in ("ager.ev.wounded", "ager.ev.stunned", "ager.ev.killed")
        and isinstance(unit, UnitRef)
        and unit.hex
    ):
        trail.setdefault("losses", []).append([unit.side, unit.hex, key == "ager.ev.killed", unit.id])


def overlay(trail: Mapping[str, list[Any]]) -> Overlay:
    """The trail as the map draws it: a place on a roof in its room's hex (A§8.5)."""

    def path(hexes: list[str]) -> tuple[str, ...]:
        out: list[str] = []
        for h in hexes:
            if not out or out[-1] != ground(h):
                out.append(ground(h))
        return tuple(out)

    return Overlay(
        moves=tuple(PathView(s, p, u) for s, u, h in trail.get("moves", ()) if len(p := path(h)) > 1),
        attacks=tuple(AttackView(s, ground(a), ground(b), k) for s, a, b, k in trail.get("attacks", ())),
        retreats=tuple(PathView(s, p, u) for s, u, h in trail.get("retreats", ()) if len(p := path(h)) > 1),
        losses=tuple(LossView(s, ground(h), 1, dead, u) for s, h, dead, u in trail.get("losses", ())),
    )


def ground(lab: str) -> str:
    """The hex a place is in (a roof place ``0404^``: its room's hex, as board.ground)."""
    return lab.rstrip("^")


def copied(trail: Mapping[str, list[Any]]) -> Trail:
    """A copy that the next apply may extend without touching the position it came from."""
    return {
        k: [list(x) if k != "moves" and k != "retreats" else [x[0], x[1], list(x[2])] for x in v]
        for k, v in trail.items()
    }
