"""The command deck (CCA 12): composition from data/cards.toml, validated once."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.cca.board import DATA_DIR
from engine.core.data import Checker, read_toml

KINDS = ("section", "troop", "leadership", "tactic")
HELMET = frozenset(
    {
        "left-2",
        "center-2",
        "right-2",
        "left-3",
        "center-3",
        "right-3",
        "left-4",
        "center-4",
        "right-4",
        "coordinated-advance",
        "outflanking",
        "mounted-troops",
        "i-am-spartacus",
    }
)
LEADERSHIP = {
    "leadership-any": (None, 3),
    "leadership-left": ("left", 4),
    "leadership-center": ("center", 4),
    "leadership-right": ("right", 4),
}


@dataclass(frozen=True)
class Card:
    id: str
    title: str
    kind: str
    count: int
    slots: tuple[tuple[str, int], ...] = ()
    command: int = 0  # circled number: Command raise


@cache
def cards() -> dict[str, Card]:
    path = DATA_DIR / "cards.toml"
    raw: dict[str, Any] = read_toml(path)
    chk = Checker(str(path))
    out: dict[str, Card] = {}
    for i, c in enumerate(chk.field(raw, "card", list, [])):
        with chk.at(f"card[{i}]"):
            chk.unknown_keys(c, {"id", "title", "kind", "count", "slots", "command"})
            cid = chk.field(c, "id", str)
            title = chk.field(c, "title", str)
            kind = chk.choice(c, "kind", KINDS)
            count = chk.field(c, "count", int)
            slots = chk.field(c, "slots", dict, {})
            cmd = chk.field(c, "command", int, 0)
            if cid and title and kind and count:
                out[cid] = Card(cid, title, kind, count, tuple(sorted(slots.items())), cmd)
    chk.check(sum(c.count for c in out.values()) == 60, "card", "the deck must hold 60 cards")
    chk.done()
    return out


def full_deck() -> list[str]:
    """Every physical card as an instance id ``<card id>#<copy>`` (so copies stay distinct)."""
    return [f"{c.id}#{k}" for c in cards().values() for k in range(1, c.count + 1)]


def ctype(instance: str) -> str:
    """The card id of a card instance (``center-2#3`` -> ``center-2``)."""
    return instance.split("#", 1)[0]
