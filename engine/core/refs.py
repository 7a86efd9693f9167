"""Typed references: what a message names, kept as a reference to the thing, never as a phrase.

A message parameter that names a side, a unit, a leader, a hex, a hexside, a card, a banner or a game
term (a unit type, a terrain, a phase) is one of these values. The catalogue of the reader's language
turns it into words at the edge: a unit reads as its type and hex in the reader's rulebook terms, a
side as that language's name for it. Saved events keep the reference, so an old game can be read in any
language.

``plain()`` is the value transcripts print for the parameter (a hex label, a side id, a unit's
notation, or ``shown`` where a system gives one): the public transcript format stays as it was.
``to_json()`` keeps the type for the event
log (a field left at its empty default is left out), and ``ref_from_json`` reads it back.

How each reads in a language (``engine.core.messages``): a side as the name the scenario gave it,
else its term ``<system>.term.side.<id>``, else its id; a unit as its type term and hex
(``core.ref.unit``), or, when it has a name of its own, as the name with its type term and hex
(``core.ref.unit_named``); a card, a game term or a kind of decision as its term; a leader or a banner
as its printed name; a hex or a hexside as its label; a ``Phrase`` (text in a system's notation) as its parts,
listed the language's way, and a ``Named`` (text holding proper names) with its names read. A name a
scenario prints (a side's, a unit's, a leader's) reads through the system's name catalogue
(``<system>.name.<slug>``, see ``engine.core.messages.name_key``) where that has it, else as printed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

_REFS: dict[str, type[Ref]] = {}


@dataclass(frozen=True, slots=True)
class Ref:
    """Base of the typed references. ``id`` is the thing's stable id within its game."""

    id: str
    # what transcripts print for it where that is not its id (a card's printed title, a side's name in
    # the scenario, a result's English word); every language still reads it through its term
    shown: str = field(default="", kw_only=True)
    tag: ClassVar[str] = ""

    def __init_subclass__(cls, tag: str = "") -> None:
        # no super() call: slotted dataclasses are rebuilt, and object's hook takes no arguments anyway;
        # the rebuilt class (its tag already in its dict) replaces the first one in the registry
        tag = tag or cls.__dict__.get("tag", "")
        if tag:
            cls.tag = tag
            _REFS[tag] = cls

    def plain(self) -> str:
        return self.shown or self.id

    def term_key(self) -> str | None:
        """The catalogue key that names this thing, where one does (a unit type, a terrain)."""
        return None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"ref": self.tag}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "id" or value != "":
                out[f.name] = value
        return out

    def __str__(self) -> str:
        return self.plain()


@dataclass(frozen=True, slots=True)
class SideRef(Ref, tag="side"):
    """A side of the game ("north", "english"): its system and the name the scenario gives it, where
    known. Without a name, its term ``<system>.term.side.<id>`` names it in each language."""

    system: str = ""
    name: str = ""

    def term_key(self) -> str | None:
        return f"{self.system}.term.side.{self.id}" if self.system else None


@dataclass(frozen=True, slots=True)
class HexRef(Ref, tag="hex"):
    """A hex by its printed label ("E5", "0610")."""


@dataclass(frozen=True, slots=True)
class HexsideRef(Ref, tag="hexside"):
    """The side between two hexes: ``id`` is the first hex label, ``other`` the second."""

    other: str = ""

    def plain(self) -> str:
        return f"{self.id}/{self.other}"


@dataclass(frozen=True, slots=True)
class UnitRef(Ref, tag="unit"):
    """A unit: its id, its system's type code (translated as a term), where it stands, if anywhere,
    and its own name, where the scenario gives it one (a proper name, not translated)."""

    system: str = ""
    type: str = ""
    hex: str = ""
    side: str = ""
    name: str = ""

    def plain(self) -> str:
        return f"{self.type} {self.hex}".strip() or self.id

    def term_key(self) -> str | None:
        return f"{self.system}.term.unit.{self.type}" if self.system and self.type else None


@dataclass(frozen=True, slots=True)
class LeaderRef(Ref, tag="leader"):
    """A leader, by id and printed name (read in a language through its system's name catalogue, where
    that has it)."""

    name: str = ""
    side: str = ""
    system: str = ""

    def plain(self) -> str:
        return self.name or self.id


@dataclass(frozen=True, slots=True)
class CardRef(Ref, tag="card"):
    """A card by its type id ("center-2"); its title is a term of the system's catalogue."""

    system: str = ""

    def term_key(self) -> str | None:
        return f"{self.system}.term.card.{self.id}" if self.system else None


@dataclass(frozen=True, slots=True)
class BannerRef(Ref, tag="banner"):
    """A banner (a seat within a side) by id and the lord's name."""

    name: str = ""
    system: str = ""

    def plain(self) -> str:
        return self.name or self.id


@dataclass(frozen=True, slots=True)
class DecisionRef(Ref, tag="decision"):
    """A kind of decision a player owes, by its id ("cca.react", "ager.dfire"): read as its name in the
    system's catalogue, ``<system>.decision.<name>`` ("ager.decision.dfire"), else as the id that
    /standing takes."""

    def term_key(self) -> str | None:
        system, _, name = self.id.partition(".")
        return f"{system}.decision.{name}" if name else None


@dataclass(frozen=True, slots=True)
class TermRef(Ref, tag="term"):
    """A game term: ``domain`` is the kind of term (unit, terrain, phase, marker…), ``id`` its code."""

    system: str = ""
    domain: str = ""

    def term_key(self) -> str | None:
        return f"{self.system}.term.{self.domain}.{self.id}"


class Phrase(str):
    """Text a system prints in its own notation that says several things (a roll's modifiers "SP>4 +1,
    moved -1", the sections a card still orders "left, right", a face and the leaders it hits): equal
    to, compared as and printed as that text everywhere (transcripts, the rules' own checks), and read
    in a language as its ``parts`` (references, messages, numbers) listed that language's way, one part
    as itself."""

    parts: tuple[Any, ...]

    def __new__(cls, text: str, parts: tuple[Any, ...] = ()) -> Phrase:
        self = super().__new__(cls, text)
        self.parts = parts
        return self

    def plain(self) -> str:
        return str(self)

    def to_json(self) -> dict[str, Any]:
        from engine.core.messages import typed

        return {"ref": "phrase", "id": str(self), "parts": [typed(p) for p in self.parts]}


def phrase(shown: str, *parts: Any) -> Phrase:
    """``parts`` said in the reader's language; transcripts print ``shown``."""
    return Phrase(shown, parts)


class Named(str):
    """Text a scenario prints that holds proper names (a unit's "Ar Picard", a leader's "Jean de
    Vireloup"): equal to and printed as that text everywhere, and read in a language with each of its
    ``names`` in the system's catalogue of names (``engine.core.messages.proper_name``); a name the
    catalogue lacks (a scenario a player wrote) reads as printed."""

    system: str
    names: tuple[str, ...]

    def __new__(cls, text: str, system: str = "", names: tuple[str, ...] = ()) -> Named:
        self = super().__new__(cls, text)
        self.system = system
        self.names = names or (text,)
        return self

    def plain(self) -> str:
        return str(self)

    def to_json(self) -> dict[str, Any]:
        return {"ref": "named", "id": str(self), "system": self.system, "names": list(self.names)}


def ref_from_json(data: Mapping[str, Any]) -> Ref:
    cls = _REFS[str(data["ref"])]
    return cls(**{k: v for k, v in data.items() if k != "ref"})


def text_from_json(data: Mapping[str, Any]) -> Phrase | Named:
    """A ``Phrase`` or a ``Named`` from its saved form."""
    if data["ref"] == "phrase":
        from engine.core.messages import untyped

        return Phrase(str(data["id"]), tuple(untyped(p) for p in data.get("parts", ())))
    return Named(str(data["id"]), str(data.get("system", "")), tuple(data.get("names", ())))


def is_text_json(value: Any) -> bool:
    return isinstance(value, Mapping) and value.get("ref") in ("phrase", "named") and "id" in value


def is_ref_json(value: Any) -> bool:
    return isinstance(value, Mapping) and "ref" in value and str(value["ref"]) in _REFS
