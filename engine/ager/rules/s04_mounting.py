"""Mounting and dismounting a horse (A§4.4.2), as orders of the movement step.

``mount guerin guerin-horse``: Guérin, on foot in one of the two hexes beside his horse's flanks, pays
the mounting cost (2 MP unarmoured, 3 armoured) out of his foot MP; what is left is doubled.
``dismount raymond 0712``: Raymond pays the same out of his mounted MP and comes down into an empty
hex next to his horse; what is left is halved (quartered when wounded), at most his foot allowance,
rounded down (E-A9: the cost is deducted first). Neither is allowed next to an enemy able to attack.
"""

from __future__ import annotations

from engine.ager.board import rider_rear
from engine.ager.geometry import dist, enter_cost, threats
from engine.ager.rules.s01_health import AgerTurn, dismount_spot, free_for
from engine.ager.rules.s04_camels import in_palanquin
from engine.ager.state import (
    AgerState,
    Animal,
    Character,
    animal_hexes,
    mount_id,
    occupants,
    palanquin_of,
    pieces,
    unit_ref,
)
from engine.ager.tables import tables
from engine.core.errors import IllegalAction
from engine.core.hexgrid import TwoHexPiece
from engine.core.refs import HexRef

RULE = "Ager 4.4.2"


def cost(st: AgerState, ch: Character, animal: Animal | None = None) -> int:
    """Mounting or dismounting: 2 MP unarmoured, 3 armoured; a camel, or a palanquin, 6 (A§4.4.2)."""
    mv = tables().movement
    if (
        st.profiles[ch.id].camel
        or (animal is not None and animal.kind == "palanquin")
        or in_palanquin(st, ch)
    ):
        return int(tables().camels["mount"])
    return int(mv["mount_heavy"] if st.profiles[ch.id].armoured else mv["mount_light"])


def _threatened(st: AgerState, side: str, hexes: tuple[str, ...]) -> bool:
    return any(threats(st, side, h) for h in hexes)


def mounting_hexes(st: AgerState, horse: Animal) -> tuple[str, ...]:
    from engine.ager.board import ORIENT

    piece = TwoHexPiece(st.board.hexes[horse.at], horse.facing)
    return tuple(lab for h in piece.flanks(ORIENT) if (lab := st.board.at(h)) is not None)


def why_not_mount(st: AgerState, ch: Character, horse: Animal | None, mp: int) -> str | None:
    """None when ``ch`` may mount ``horse`` now, else the refusal's key."""
    side = st.profiles[ch.id].side
    if horse is None or not horse.alive or ch.mounted or horse.kind == "pack" or in_palanquin(st, ch):
        return "ager.err.cannot_mount"
    if horse.kind == "palanquin":  # entering a palanquin: any character on foot next to the camel (A§4.4.3)
        if horse.occupant or ch.health == "captured" or horse.side != side:
            return "ager.err.cannot_mount"
        if not any(dist(st, ch.at or "", h) == 1 for h in animal_hexes(st, horse)):
            return "ager.err.not_beside"
    elif not st.profiles[ch.id].can_ride or (horse.kind == "camel") != st.profiles[ch.id].camel:
        return "ager.err.cannot_mount"
    elif ch.at not in mounting_hexes(st, horse):
        return "ager.err.not_beside"
    if mp < cost(st, ch, horse):
        return "ager.err.no_mp"
    if _threatened(st, side, (ch.at or "", *animal_hexes(st, horse))):
        return "ager.err.enemy_near"
    return None


def why_not_dismount(st: AgerState, ch: Character, lab: str, mp: int) -> str | None:
    camel = palanquin_of(st, ch.id) if st.animals else None
    if not ch.mounted and camel is None:
        return "ager.err.cannot_mount"
    if mp < cost(st, ch):
        return "ager.err.no_mp"
    here = animal_hexes(st, camel) if camel is not None else pieces(st, ch)
    near = {n for h in here for n in st.board.neighbours(h)} - set(here)
    if lab not in near or enter_cost(st, lab, mounted=False) is None or lab in occupants(st):
        return "ager.err.bad_spot"
    return None


def mount_orders(st: AgerState, ch: Character, mp: int) -> list[str]:
    if ch.mounted:
        return []
    return [
        f"mount {ch.id} {a.id}"
        for a in sorted(st.animals.values(), key=lambda a: a.id)
        if why_not_mount(st, ch, a, mp) is None
    ]


def dismount_orders(st: AgerState, ch: Character, mp: int) -> list[str]:
    camel = palanquin_of(st, ch.id) if st.animals else None
    if (not ch.mounted and camel is None) or mp < cost(st, ch):
        return []
    here = animal_hexes(st, camel) if camel is not None else pieces(st, ch)
    near = sorted({n for h in here for n in st.board.neighbours(h)} - set(here))
    return [f"dismount {ch.id} {lab}" for lab in near if why_not_dismount(st, ch, lab, mp) is None]


def check(st: AgerState, ch: Character, words: list[str], mp: int) -> None:
    animal = st.animals.get(words[2]) if words[0] == "mount" and len(words) == 3 else None
    if words[0] == "mount":
        why = (
            why_not_mount(st, ch, st.animals.get(words[2]), mp)
            if len(words) == 3
            else "ager.err.cannot_mount"
        )
    else:
        why = why_not_dismount(st, ch, words[2].upper(), mp) if len(words) == 3 else "ager.err.bad_spot"
    if why is not None:
        raise IllegalAction(why, rule=RULE, unit=ch.id, cost=cost(st, ch, animal), mp=mp)


def mount(host: AgerTurn, ch: Character, horse_id: str) -> None:
    st: AgerState = host.state
    if st.animals[horse_id].kind == "palanquin":
        _enter(host, ch, st.animals[horse_id])
        return
    horse = st.animals.pop(horse_id)
    left = (ch.mp_left - cost(st, ch)) * 2
    ch.at, ch.facing = horse.at, horse.facing
    ch.mp_left = left
    ch.mp_used += cost(st, ch)
    host.say("ager.ev.mounted", RULE, unit=unit_ref(st, ch), cost=cost(st, ch), mp=left)


def dismount(host: AgerTurn, ch: Character, lab: str) -> None:
    st: AgerState = host.state
    camel = palanquin_of(st, ch.id) if st.animals else None
    if camel is not None:
        _leave(host, ch, camel, lab)
        return
    assert ch.at is not None and ch.facing is not None
    kind = "camel" if st.profiles[ch.id].camel else "horse"
    horse = Animal(mount_id(st, ch.id), st.profiles[ch.id].side, ch.at, ch.facing, kind=kind)
    left = ch.mp_left - cost(st, ch)
    ch.facing = None
    ch.at = lab
    foot = st.profiles[ch.id].stats.get("foot_wounded" if ch.health == "wounded" else "foot", (0, 0, 0))[2]
    left = min(foot, left // (4 if ch.health == "wounded" else 2))
    st.animals[horse.id] = horse
    ch.mp_left = left
    ch.mp_used += cost(st, ch)
    host.say("ager.ev.dismounted", RULE, unit=unit_ref(st, ch), hex=HexRef(lab), cost=cost(st, ch), mp=left)


def _enter(host: AgerTurn, ch: Character, camel: Animal) -> None:
    """Into the palanquin (A§4.4.3): 6 MP; he sits there, passive, his move over."""
    st: AgerState = host.state
    spent = cost(st, ch, camel)
    camel.occupant = ch.id
    ch.at = camel.at
    ch.mp_used += spent
    ch.mp_left = 0
    host.say("ager.ev.palanquin_in", "Ager 4.4.3", unit=unit_ref(st, ch), hex=HexRef(camel.at), cost=spent)


def _leave(host: AgerTurn, ch: Character, camel: Animal, lab: str) -> None:
    """Out of the palanquin (A§4.4.3): 6 MP, into a free hex next to the camel."""
    st: AgerState = host.state
    spent = cost(st, ch)
    camel.occupant = ""
    ch.at = lab
    ch.mp_used += spent
    ch.mp_left = max(0, ch.mp_left - spent)
    host.say("ager.ev.palanquin_out", "Ager 4.4.3", unit=unit_ref(st, ch), hex=HexRef(lab), mp=ch.mp_left)


__all__ = ["dismount_spot", "free_for", "rider_rear"]
