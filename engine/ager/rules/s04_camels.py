"""Camels (A§4.4.2–4.4.6, §6.7, E-A12): camel riders, pack camels, palanquin camels, and horses that
shy at them.

A camel rider rides his camel as a horseman his horse (12 MP, mounting and dismounting 6 MP: the camel
kneels); a pack camel (8 MP) is never mounted and moves only when led by the bridle, as does a
palanquin camel, whose palanquin a character on foot next to it enters for 6 MP (``mount yusuf
caravan-litter``) and leaves for 6 MP (``dismount yusuf 0607``). Inside he is passive (no fire, no
melee, no move of his own), has light cover against fire, is never attacked in melee (only the camel
is) and moves with the camel when it is led; when the camel dies the palanquin collapses and he stands
in its hex, to be fought or taken as anyone else.

A horse entering a hex next to a camel (a camel rider's, a riderless, a pack or a palanquin camel) from
one that is not tests (d10, Saracen and Turcopole riders +2, data ``camels.toml``): 1–4 it panics and
backs one hex (a rider's retreat), his move over; 5–7 it is frightened; 8–10 no effect. A horseman
panicked or frightened this round, or next to a camel, fights one column to his cost (A§6.7.1). No
charge is made at a camel rider and a camel rider makes none (E-A12: "attack" read as charge).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.ager.geometry import dist
from engine.ager.rolls import mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.state import (
    CAMELS,
    AgerState,
    Animal,
    Character,
    animal_hexes,
    palanquin_of,
    pieces,
    unit_ref,
)
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.errors import DataError
from engine.core.machine import DONE, Step, Task
from engine.core.messages import Msg
from engine.core.refs import HexRef

RULE = "Ager 4.4.6"


def camels_of(data: Mapping[str, Any], chars: Mapping[str, Character]) -> dict[str, Animal]:
    """The scenario's pack and palanquin camels (``[[camels]]``: id, kind, side, at, facing and, in a
    palanquin, its ``occupant``, who then stands in the camel's front hex)."""
    out: dict[str, Animal] = {}
    for i, c in enumerate(data.get("camels", ())):
        kind = str(c.get("kind", "pack"))
        if kind not in ("pack", "palanquin") or not c.get("id") or c.get("side") not in data["sides"]:
            raise DataError(
                [("scenario", f"camels[{i}]", "a camel has an id, a side and kind pack or palanquin")]
            )
        occupant = str(c.get("occupant", ""))
        a = Animal(str(c["id"]), str(c["side"]), str(c["at"]), int(c.get("facing", 0)), kind=kind)
        if occupant:
            if kind != "palanquin" or occupant not in chars:
                raise DataError([("scenario", f"camels[{i}].occupant", "a character in a palanquin camel")])
            a.occupant = occupant
            chars[occupant].at, chars[occupant].facing = a.at, None
        out[a.id] = a
    return out


def data() -> Mapping[str, Any]:
    return tables().camels


def horseman(st: AgerState, ch: Character) -> bool:
    """A character riding a horse (not a camel)."""
    return ch.mounted and not st.profiles[ch.id].camel


def camel_hexes(st: AgerState) -> set[str]:
    """The hexes of every living camel: ridden, riderless, pack or palanquin."""
    out: set[str] = set()
    for a in st.animals.values():
        if a.alive and a.kind in CAMELS:
            out.update(animal_hexes(st, a))
    for c in st.chars.values():
        if c.alive and c.mounted and st.profiles[c.id].camel:
            out.update(pieces(st, c))
    return out


def near_camel(st: AgerState, hexes: tuple[str, ...], camels: set[str] | None = None) -> bool:
    camels = camel_hexes(st) if camels is None else camels
    return any(dist(st, h, c) == 1 for h in hexes for c in camels if c not in hexes)


def fright_check(st: AgerState, ch: Character, before: tuple[str, ...]) -> Task[AgerTurn] | None:
    """The test a horseman owes on entering a hex next to a camel from one that is not (A§4.4.6)."""
    if not horseman(st, ch) or (not st.animals and not any(p.camel for p in st.profiles.values())):
        return None
    camels = camel_hexes(st)
    if not camels or near_camel(st, before, camels) or not near_camel(st, pieces(st, ch), camels):
        return None
    return Fright(ch.id, ch.at or "")


def _source(st: AgerState, ch: Character) -> str:
    """The camel hex nearest the horse's head: it backs away from it."""
    assert ch.at is not None
    return min(sorted(camel_hexes(st)), key=lambda h: dist(st, ch.at or "", h))


@dataclass(frozen=True, slots=True)
class Fright(Task[AgerTurn], kind="ager.fright"):
    """A horse next to a camel tests (A§4.4.6): d10, +2 for a Saracen or Turcopole rider."""

    unit: str
    hex: str

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.able or ch.at != self.hex or not ch.mounted

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        cfg = data()
        prof = st.profiles[ch.id]
        calm = prof.code[:1] in cfg["calm_origins"] or prof.code in cfg.get("calm_codes", ())
        mod = int(cfg["calm"]) if calm else 0
        (face,) = host.roll(1, 10, roll_for(f"fright {ch.id}", "ager.roll.fright", unit=unit_ref(st, ch)))
        total, shown = roll_sum(face, [(mod, mod_term("calm"))])
        res = (
            "panic"
            if total <= int(cfg["panic"])
            else "frightened"
            if total <= int(cfg["frightened"])
            else "none"
        )
        host.say(
            "ager.ev.fright",
            RULE,
            unit=unit_ref(st, ch),
            face=face,
            modifier=mod,
            total=total,
            roll=shown,
            result=Msg(f"ager.fright.{res}"),
        )
        if res == "none":
            return DONE
        st.frightened[ch.id] = st.round
        if res == "panic":
            from engine.ager.rules.s06_retreat import Retreat

            # backed as a rider's retreat; its end ends his move (``defensive``: halted there)
            host.push(Retreat(ch.id, _source(st, ch), int(cfg["panic_hexes"]), "", True))
        return DONE


def column_cost(st: AgerState, atts: list[Character], d: Character) -> int:
    """The shift horses near camels give a melee (A§6.7.1, §4.4.6): an attacking horseman next to a
    camel, or whose horse shied this round, one column left; a defending one, one right (reading: the
    column he fights on is one to his cost)."""
    if not st.animals and not any(p.camel for p in st.profiles.values()):
        return 0
    camels = camel_hexes(st)
    left = int(data()["column"])

    def shy(c: Character) -> bool:
        return horseman(st, c) and (
            st.frightened.get(c.id) == st.round or near_camel(st, pieces(st, c), camels)
        )

    return (-left if any(shy(a) for a in atts) else 0) + (left if shy(d) else 0)


def in_palanquin(st: AgerState, ch: Character) -> bool:
    return bool(st.animals) and palanquin_of(st, ch.id) is not None


def collapse(host: AgerTurn, camel: Animal) -> None:
    """A palanquin camel killed: its palanquin collapses and whoever sat in it stands in its hex (A§6.7.2)."""
    st: AgerState = host.state
    if not camel.occupant:
        return
    ch = st.chars.get(camel.occupant)
    camel.occupant = ""
    if ch is not None and ch.alive:
        host.say(
            "ager.ev.palanquin_falls", "Ager 6.7.2", unit=unit_ref(st, ch), hex=HexRef(ch.at or camel.at)
        )


def carry_occupant(st: AgerState, camel: Animal) -> None:
    """The character in a palanquin moves with his camel (he stands in its front hex)."""
    if camel.occupant and camel.occupant in st.chars:
        st.chars[camel.occupant].at = camel.at


__all__ = ["Fright", "camels_of", "collapse", "column_cost", "fright_check", "horseman", "in_palanquin"]
