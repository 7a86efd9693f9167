"""A scenario checked before it is played: every problem of a shipped scenario file or of a position a
transcript writes (docs/ager.md, "inline scenario") is listed at once as a ``DataError``, with where it
is, instead of an engine failure later on."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.ager.board import build_board
from engine.ager.state import AgerState, animal_hexes, pieces
from engine.ager.tables import tables
from engine.core.errors import DataError

HEALTH = ("healthy", "wounded", "stunned", "captured", "dead")
STATS = ("mounted", "mounted_wounded", "foot", "foot_wounded")

Problems = list[tuple[str, str, str]]


def check(data: Mapping[str, Any], where: str = "scenario") -> None:
    """Raise ``DataError`` listing every problem of the scenario ``data``; return when there is none."""
    problems: Problems = []

    def bad(key: str, why: str) -> None:
        problems.append((where, key, why))

    sides = data.get("sides")
    if not isinstance(sides, Mapping) or len(sides) != 2:
        bad("sides", "a battle has two sides, each a table with name and colour")
        sides = {}
    for s, spec in sides.items():
        if not isinstance(spec, Mapping) or not isinstance(spec.get("name"), str):
            bad(f"sides.{s}.name", "missing")
        elif not str(spec.get("colour", "")).startswith("#"):
            bad(f"sides.{s}.colour", "a colour is written #rrggbb")
    if sides and data.get("first") not in sides:
        bad("first", f"{data.get('first')!r} is not a side ({', '.join(sides)})")
    rounds = data.get("rounds")
    if not isinstance(rounds, int) or isinstance(rounds, bool) or rounds < 1:
        bad("rounds", f"{rounds!r} is not a number of rounds (1 or more)")
    labels: frozenset[str] = frozenset()
    try:
        labels = frozenset(build_board(data["map"]).labels)
    except (KeyError, TypeError, ValueError, IndexError) as err:
        bad("map", f"cannot be read ({type(err).__name__}: {err})")
    chars = data.get("characters")
    if not isinstance(chars, list) or not chars:
        bad("characters", "a scenario lists its characters")
        chars = []
    seen: set[str] = set()
    for i, c in enumerate(chars):
        _character(c, i, sides, labels, seen, bad)
    if problems:
        raise DataError(problems)


def _character(
    c: Any, i: int, sides: Mapping[str, Any], labels: frozenset[str], seen: set[str], bad: Any
) -> None:
    if not isinstance(c, Mapping) or not isinstance(c.get("id"), str) or not c["id"]:
        bad(f"characters[{i}].id", "each character has an id")
        return
    cid = str(c["id"])
    key = f"characters.{cid}"
    if cid in seen:
        bad(f"{key}.id", "two characters have this id")
    seen.add(cid)
    if sides and c.get("side") not in sides:
        bad(f"{key}.side", f"{c.get('side')!r} is not a side (a new character needs its whole line)")
    if labels and str(c.get("at")) not in labels:
        bad(f"{key}.at", f"{c.get('at')!r} is not a hex of the map")
    if not any(k in c for k in ("foot", "mounted")):
        bad(key, "a character has foot or mounted values (attack, defence, movement)")
    for k in STATS:
        if k in c and not _triple(c[k]):
            bad(f"{key}.{k}", f"{c[k]!r} is not three whole numbers (attack, defence, movement)")
    facing = c.get("facing")
    if facing is not None and (
        not isinstance(facing, int) or isinstance(facing, bool) or not 0 <= facing <= 5
    ):
        bad(f"{key}.facing", f"{facing!r} is not a facing (0 north … 5 north-west)")
    if "health" in c and c["health"] not in HEALTH:
        bad(f"{key}.health", f"{c['health']!r} is none of {', '.join(HEALTH)}")
    weapon = c.get("weapon")
    if weapon is not None and weapon not in tables().weapons:
        bad(f"{key}.weapon", f"{weapon!r} is no weapon of weapons.toml")
    horse = c.get("horse")
    if horse is not None and (
        not isinstance(horse, Mapping) or (labels and str(horse.get("at")) not in labels)
    ):
        bad(f"{key}.horse.at", "a riderless horse stands on a hex of the map")


def _triple(v: Any) -> bool:
    return (
        isinstance(v, list | tuple)
        and len(v) == 3
        and all(isinstance(x, int) and not isinstance(x, bool) for x in v)
    )


def check_stacking(st: AgerState, where: str = "scenario") -> None:
    """Raise ``DataError`` naming every character the scenario puts where another living character or
    a living animal already stands: at most one a hex (A§4.1; a rider and a horse hold two hexes, a
    room and the roof above it are two places). The dead do not count, nor a man in his palanquin."""
    problems: Problems = []
    held: dict[str, str] = {}
    holders = [
        *((a.id, animal_hexes(st, a)) for a in sorted(st.animals.values(), key=lambda a: a.id) if a.alive),
        *((c.id, pieces(st, c)) for c in st.chars.values() if c.alive),
    ]
    aboard = {a.occupant for a in st.animals.values() if a.occupant}
    for who, hexes in holders:
        if who in aboard:
            continue
        for h in hexes:
            other = held.setdefault(h, who)
            if other != who:
                key = f"characters.{who}.at" if who in st.chars else f"animals.{who}.at"
                problems.append(
                    (where, key, f"{h} already holds {other}: one living character a hex (Ager 4.1)")
                )
    if problems:
        raise DataError(problems)
