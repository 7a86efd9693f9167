"""The play sheets of Ager Sanguinis read from data files (engine/ager/data/*.toml).

The rulebook's play sheets (weapons, fire and melee tables, hit-hex and rider diagrams) are not in it:
the values shipped are placeholders (digest §P) that an owner of the boxed game can replace in the
files without touching the code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.data import read_toml

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True, slots=True)
class Weapon:
    id: str
    short: int
    medium: int
    long: int
    offensive: bool
    defensive: bool
    move_limit: str  # none, half, still
    mounted_limit: str
    shift: int
    blocked_by_characters: bool
    once: bool
    pots: int = 0  # a naphtha thrower's pots (A§7.3)
    gap: int = 0  # rounds from one pot to the next

    def band(self, rng: int) -> str | None:
        """short, medium or long, or None beyond long range."""
        if rng <= self.short:
            return "short"
        if rng <= self.medium:
            return "medium"
        if rng <= self.long:
            return "long"
        return None


@dataclass(frozen=True, slots=True)
class Terrain:
    id: str
    foot: int | None  # None: impassable
    mounted: int | None
    cover: str
    cover_over_crest: str | None
    combat: int
    combat_mounted: int
    blocks: bool
    loses_cover_from_above: bool


@dataclass(frozen=True, slots=True)
class Tables:
    weapons: dict[str, Weapon]
    terrain: dict[str, Terrain]
    fire: dict[str, Any]
    melee: dict[str, Any]
    movement: dict[str, Any]
    camels: dict[str, Any]

    def fire_result(self, mounted: bool, roll: int, cover: str) -> str:
        rows = self.fire["mounted" if mounted else "foot"]
        col = list(self.fire["columns"]).index(cover if cover in self.fire["columns"] else "heavy")
        return str(rows[max(1, min(10, roll)) - 1][col])

    def melee_column(self, difference: int) -> int:
        upper = list(self.melee["upper"])
        for i, bound in enumerate(upper):
            if difference <= bound:
                return i
        return len(upper)

    @property
    def last_column(self) -> int:
        return len(self.melee["upper"])

    def melee_result(self, column: int, roll: int) -> str:
        ladder = list(self.melee["ladder"])
        idx = column - roll + int(self.melee["offset"])
        return str(ladder[max(0, min(len(ladder) - 1, idx))])

    def hit_hex(self, roll: int) -> str:
        table = list(self.fire["hit_hex"])
        return "miss" if roll > len(table) else str(table[max(1, roll) - 1])


def _cost(v: Any) -> int | None:
    return None if v == "X" else int(v)


@cache
def tables() -> Tables:
    weapons = {
        k: Weapon(
            k,
            int(v["short"]),
            int(v["medium"]),
            int(v["long"]),
            bool(v["offensive"]),
            bool(v["defensive"]),
            str(v["move_limit"]),
            str(v.get("mounted_limit", v["move_limit"])),
            int(v["shift"]),
            bool(v["blocked_by_characters"]),
            bool(v.get("once", False)),
            int(v.get("pots", 0)),
            int(v.get("gap", 0)),
        )
        for k, v in read_toml(DATA / "weapons.toml").items()
    }
    terrain = {
        k: Terrain(
            k,
            _cost(v["foot"]),
            _cost(v["mounted"]),
            str(v["cover"]),
            v.get("cover_over_crest"),
            int(v["combat"]),
            int(v.get("combat_mounted", v["combat"])),
            bool(v.get("blocks", False)),
            bool(v.get("loses_cover_from_above", False)),
        )
        for k, v in read_toml(DATA / "terrain.toml").items()
    }
    return Tables(
        weapons,
        terrain,
        read_toml(DATA / "fire.toml"),
        read_toml(DATA / "melee.toml"),
        read_toml(DATA / "movement.toml"),
        read_toml(DATA / "camels.toml"),
    )
