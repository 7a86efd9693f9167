"""Roster and score: what a side has left, and how the victory points stand, read from a ``View`` only.

``roster_lines(view, lang, side)`` lists each side's units on the map with their strength and markers,
its leaders (on the map with the unit they lead, or elsewhere with their state), and its losses: the
strength its units on the map have lost and the figures the system reports (strength points lost…).
``score_lines(view, lang, result)`` breaks the victory points down: each side's score against its
target, what earned it (a system's per-side lists such as banners won, its log of points scored), and the
side's public figures. Every word comes from the catalogues (``roster.*``, ``core.info.*``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.core.messages import Msg
from engine.core.messages import render as text
from engine.core.protocol import Result
from engine.core.view import (
    CounterView,
    SideView,
    View,
    info_label,
    info_value,
    piece_names,
    side_name,
    side_ref,
)

# figures of a side that tell its losses (shown with the roster as well as the score)
LOSS_FIGURES = ("lost_sp", "lost", "losses", "eliminated", "routed")


def _side_head(view: View, sv: SideView, lang: str) -> str:
    return text(Msg("roster.side", {"name": side_name(view.system, sv, lang), "side": sv.side}), lang)


def _markers(view: View, c: CounterView, lang: str) -> str:
    if not c.markers:
        return ""
    return " · " + info_value(view.system, "markers", list(c.markers), lang)


def _unit_line(view: View, c: CounterView, lang: str) -> str:
    params: dict[str, Any] = {"name": c.name or c.kind, "kind": c.kind, "hex": c.hex}
    if c.strength is not None and c.max_strength is not None:
        key, params = "roster.unit_of", {**params, "strength": c.strength, "max": c.max_strength}
    elif c.strength is not None:
        key, params = "roster.unit_strength", {**params, "strength": c.strength}
    else:
        key = "roster.unit"
    return "  " + text(Msg(key, params), lang) + _markers(view, c, lang)


def _off_map_leaders(view: View, side: str) -> list[tuple[str, Any]]:
    """Leaders a system lists in a public table (records with a name, a side and a state) that are not
    on the map: (name, state)."""
    on_map = {c.id for c in view.map.counters}
    out: list[tuple[str, Any]] = []
    for table in view.public.values():
        if not isinstance(table, Mapping):
            continue
        for key, rec in table.items():
            if (
                isinstance(rec, Mapping)
                and rec.get("side") == side
                and isinstance(rec.get("name"), str)
                and "status" in rec
                and str(key) not in on_map
            ):
                out.append((rec["name"], rec["status"]))
    return out


def roster_lines(view: View, lang: str = "en", side: str | None = None) -> list[str]:
    """The roster of ``side`` (every side when None), as lines of text in ``lang``."""
    names = piece_names(view)
    lines: list[str] = []
    for sv in view.sides:
        if side is not None and sv.side != side:
            continue
        mine = [c for c in view.map.counters if c.side == sv.side]
        units = [c for c in mine if not c.leader]
        leaders = [c for c in mine if c.leader]
        lines.append(_side_head(view, sv, lang))
        lines.append(" " + text(Msg("roster.units", {"count": len(units)}), lang))
        lines.extend(_unit_line(view, c, lang) for c in units)
        off = _off_map_leaders(view, sv.side)
        if leaders or off:
            lines.append(" " + text(Msg("roster.leaders", {"count": len(leaders) + len(off)}), lang))
        for c in leaders:
            if c.attached_to:
                with_unit = names.get(c.attached_to, c.attached_to)
                msg = Msg("roster.leader_with", {"name": c.name or c.id, "hex": c.hex, "unit": with_unit})
            else:
                msg = Msg("roster.leader", {"name": c.name or c.id, "hex": c.hex})
            lines.append("  " + text(msg, lang) + _markers(view, c, lang))
        for name, status in off:
            state = info_value(view.system, "status", status, lang, names)
            lines.append("  " + text(Msg("roster.leader_off", {"name": name, "state": state}), lang))
        lost = sum(
            c.max_strength - c.strength
            for c in units
            if c.strength is not None and c.max_strength is not None and c.max_strength > c.strength
        )
        lines.append(" " + text(Msg("roster.losses", {"lost": lost}), lang))
        for key in LOSS_FIGURES:
            if key in sv.info:
                label = info_label(view.system, key, lang)
                value = info_value(view.system, key, sv.info[key], lang, names)
                lines.append("  " + text(Msg("roster.figure", {"name": label, "value": value}), lang))
    if not lines and side is not None:
        lines.append(text(Msg("roster.no_side", {"side": side, "sides": [s.side for s in view.sides]}), lang))
    return lines


def _entry_name(entry: Any, names: Mapping[str, str]) -> Any:
    """A per-side list's entry as a reader reads it: an id the view names ("unit:s11" or "s11") by that
    name, anything else as it is."""
    if isinstance(entry, str):
        ident = entry.split(":", 1)[-1]
        return names.get(entry, names.get(ident, ident))
    return entry


def score_lines(view: View, lang: str = "en", result: Result | None = None) -> list[str]:
    """Every side's victory points against its target, and what they come from."""
    names = piece_names(view)
    sides = {sv.side for sv in view.sides}
    lines: list[str] = []
    for sv in view.sides:
        lines.append(_side_head(view, sv, lang))
        if sv.score is not None and sv.target is not None:
            lines.append(" " + text(Msg("roster.score_of", {"score": sv.score, "target": sv.target}), lang))
        elif sv.score is not None:
            lines.append(" " + text(Msg("roster.score", {"score": sv.score}), lang))
        else:
            lines.append(" " + text(Msg("roster.no_score"), lang))
        # a system's public per-side lists (banners won…)
        for key, table in view.public.items():
            if isinstance(table, Mapping) and set(table) <= sides and sv.side in table:
                items = table[sv.side]
                if isinstance(items, list | tuple):
                    label = info_label(view.system, key, lang)
                    shown = [_entry_name(x, names) for x in items]
                    value = info_value(view.system, key, shown, lang, names)
                    msg = Msg("roster.earned", {"name": label, "count": len(items), "items": value})
                    lines.append("  " + text(msg, lang))
        # a system's log of points scored: entries [side, points, why, …]
        for key, log in view.public.items():
            if not isinstance(log, list | tuple):
                continue
            for entry in log:
                if (
                    isinstance(entry, list | tuple)
                    and len(entry) >= 3
                    and entry[0] == sv.side
                    and isinstance(entry[1], int)
                ):
                    why = info_value(view.system, key, entry[2], lang, names)
                    lines.append("  " + text(Msg("roster.points", {"points": entry[1], "why": why}), lang))
        for key, value in sv.info.items():
            label = info_label(view.system, key, lang)
            shown = info_value(view.system, key, value, lang, names)
            lines.append("  " + text(Msg("roster.figure", {"name": label, "value": shown}), lang))
    if result is not None:
        over = (
            Msg(
                "service.event.winner",
                {"winner": side_ref(view.system, result.winner), "reason": result.reason},
            )
            if result.winner
            else Msg("service.event.draw")
        )
        lines.append(text(Msg("service.event.game_over", {"result": over}), lang))
    return lines
