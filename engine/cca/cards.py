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


@cache
def ctype(instance: str) -> str:
    """The card id of a card instance (``center-2#3`` -> ``center-2``)."""
    return instance.split("#", 1)[0]


# The digest's working ids (CCA 12) and the card titles are accepted wherever a card id is.
DIGEST_IDS = {
    "sec_2l": "left-2",
    "sec_2c": "center-2",
    "sec_2r": "right-2",
    "sec_3l": "left-3",
    "sec_3c": "center-3",
    "sec_3r": "right-3",
    "sec_4l": "left-4",
    "sec_4c": "center-4",
    "sec_4r": "right-4",
    "sec_coord": "coordinated-advance",
    "sec_flanks": "outflanking",
    "trp_light": "light-troops",
    "trp_medium": "medium-troops",
    "trp_heavy": "heavy-troops",
    "trp_mounted": "mounted-troops",
    "ldr_any": "leadership-any",
    "ldr_l": "leadership-left",
    "ldr_c": "leadership-center",
    "ldr_r": "leadership-right",
    "tac_clash": "clash-of-shields",
    "tac_counter": "counter-attack",
    "tac_darken": "darken-the-sky",
    "tac_double": "double-time",
    "tac_first": "first-strike",
    "tac_spartacus": "i-am-spartacus",
    "tac_line": "line-command",
    "tac_mfm": "move-fire-move",
    "tac_charge": "mounted-charge",
    "tac_rally": "rally",
}


def card_id(text: str) -> str | None:
    """The card id meant by ``text``: an id, an instance id, a digest id or a title (any case)."""
    t = text.strip().lower()
    base = t.split("#", 1)[0]
    if base in cards():
        return base
    if base in DIGEST_IDS:
        return DIGEST_IDS[base]
    slug = "-".join(base.replace("_", " ").replace("-", " ").split())
    slug = slug.replace("centre", "center")
    if slug in cards():
        return slug
    for c in cards().values():
        if "-".join(c.title.lower().replace("-", " ").split()).replace("centre", "center") == slug:
            return c.id
    return None
