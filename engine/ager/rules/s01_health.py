"""A character's states (A§1.2, digest §E5) and a rider parted from his horse (A§6.7).

healthy → (wound) wounded → (wound or stun) dead; healthy → (stun) stunned → (wound, stun or a forced
retreat) dead. There is no stunned rider: a stunned rider falls off.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.ager.geometry import dist, enter_cost
from engine.ager.state import (
    AgerState,
    Animal,
    Character,
    animal_hexes,
    mount_id,
    occupants,
    pieces,
    unit_ref,
)
from engine.ager.tables import tables
from engine.ager.trail import record
from engine.core.machine import DONE, Ask, Asks, Step, Task, Turn
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef


class AgerTurn(Turn):
    system = "ager"
    # a charge order the charge step refused while it lapsed: a later step refuses it for the same reason
    refused_charge: Exception | None = None

    def say(self, key: str, rule: str | None = None, private_to: str | None = None, **params: Any) -> None:
        """Say it, and keep what it shows for the map's overlay of the player-phase (engine/ager/trail.py)."""
        super().say(key, rule, private_to, **params)
        st: AgerState = self.state
        if key == "ager.ev.phase":  # a new player-phase: the last stays drawn until this one shows any
            if st.trail:
                st.last_trail, st.trail = st.trail, {}
        elif private_to is None:
            record(st.trail, key, params)
        if key != "ager.ev.killed" and private_to is None:
            for ch in hemmed_in(st):  # at any moment (A§6.2): after whatever moved or stunned someone
                kill(self, ch, "Ager 6.2")


def hemmed_in(st: AgerState) -> list[Character]:
    """The stunned characters whom enemies hem in: every hex around him that he could use (step into on
    foot) holds a living enemy character (A§6.2)."""
    stunned = [c for c in st.chars.values() if c.health == "stunned" and c.at is not None]
    if not stunned:
        return []
    held = occupants(st)
    out = []
    for ch in sorted(stunned, key=lambda c: c.id):
        side = st.profiles[ch.id].side
        usable = [n for n in st.board.neighbours(ch.at or "") if enter_cost(st, n, False) is not None]
        if usable and all(
            n in held and held[n] in st.chars and st.profiles[held[n]].side != side for n in usable
        ):
            out.append(ch)
    return out


def _body(st: AgerState, lab: str, points: int) -> None:
    st.bodies[lab] = st.bodies.get(lab, 0) + points


def kill(host: Turn, ch: Character, rule: str) -> None:
    st: AgerState = host.state
    if not ch.alive:
        return
    who = unit_ref(st, ch)  # a rider killed is logged as the rider he was
    if ch.mounted:
        _leave_horse(st, ch, alive=True)
    host.say("ager.ev.killed", rule, unit=who)
    ch.health = "dead"
    if ch.at is not None:
        _body(st, ch.at, int(tables().movement["body_man"]))


def wound(host: Turn, ch: Character, rule: str) -> None:
    """A wound: a healthy character is wounded, a wounded or stunned one dies (A§5.4.4)."""
    if ch.health == "healthy":
        ch.health = "wounded"
        host.say("ager.ev.wounded", rule, unit=unit_ref(host.state, ch))
    else:
        kill(host, ch, rule)


def stun(host: Turn, ch: Character, rule: str) -> None:
    """A stun: a healthy character is stunned (a rider falls off), a wounded or stunned one dies."""
    st: AgerState = host.state
    if ch.health != "healthy":
        kill(host, ch, rule)
        return
    if ch.mounted and not unhorse(host, ch, horse_alive=True, rule=rule):
        return
    ch.health = "stunned"
    ch.stunned_at = st.phase_no
    host.say("ager.ev.stunned", rule, unit=unit_ref(st, ch))


def _leave_horse(st: AgerState, ch: Character, alive: bool) -> Animal:
    assert ch.at is not None and ch.facing is not None
    kind = "camel" if st.profiles[ch.id].camel else "horse"
    horse = Animal(mount_id(st, ch.id), st.profiles[ch.id].side, ch.at, ch.facing, alive, kind=kind)
    st.animals[horse.id] = horse
    ch.facing = None
    if not alive:
        _body(st, horse.at, int(tables().movement["body_animal"]))
    return horse


def unhorse(host: Turn, ch: Character, horse_alive: bool, rule: str) -> bool:
    """The rider comes down next to his horse (A§6.7): his owner places him on a free hex around it a
    foot character may enter (first on the first such hex; ``PlaceRider`` asks where, when there is a
    choice); with none free a friend next to the horse is pushed one hex to make room; failing that he
    dies. False when he died."""
    st: AgerState = host.state
    camel = st.profiles[ch.id].camel
    horse = _leave_horse(st, ch, horse_alive)
    if not horse_alive:
        host.say("ager.ev.camel_killed" if camel else "ager.ev.horse_killed", rule, unit=unit_ref(st, ch))
    spot = dismount_spot(st, horse, ch) or _make_room(host, horse, ch, rule)
    if spot is None:
        ch.at = horse.at
        host.say("ager.ev.no_room", rule, unit=unit_ref(st, ch))
        ch.health = "dead"
        _body(st, horse.at, int(tables().movement["body_man"]))
        return False
    ch.at = spot
    host.say(
        "ager.ev.off_camel" if camel else "ager.ev.unhorsed", rule, unit=unit_ref(st, ch), hex=HexRef(spot)
    )
    spots = dismount_spots(st, horse, ch)
    if len(spots) > 1:
        host.push(PlaceRider(ch.id, horse.id, spots))
    return True


def _make_room(host: Turn, horse: Animal, ch: Character, rule: str) -> str | None:
    """With every hex around the horse taken, a friend next to it is pushed one hex to make room (A§6.7):
    the first, in label order, with a free hex of his own to go to; the hex he leaves is the rider's."""
    st: AgerState = host.state
    side = st.profiles[ch.id].side
    occ = occupants(st)
    here = animal_hexes(st, horse)
    for lab in sorted({n for h in here for n in st.board.neighbours(h)} - set(here)):
        who = occ.get(lab, "")
        friend = st.chars.get(who)
        if friend is None or friend.mounted or st.profiles[who].side != side:
            continue
        if enter_cost(st, lab, mounted=False) is None:
            continue
        for to in st.board.neighbours(lab):
            if to not in occ and to not in here and enter_cost(st, to, mounted=False) is not None:
                host.say("ager.ev.pushed", rule, unit=unit_ref(st, friend), hex=HexRef(to))
                friend.at = to
                return lab
    return None


def dismount_spots(st: AgerState, horse: Animal, ch: Character) -> tuple[str, ...]:
    """The free hexes around ``horse`` that ``ch`` on foot may enter, in label order."""
    occ = occupants(st)
    here = animal_hexes(st, horse)
    near = sorted({n for h in here for n in st.board.neighbours(h)} - set(here))
    return tuple(
        lab for lab in near if occ.get(lab, ch.id) == ch.id and enter_cost(st, lab, mounted=False) is not None
    )


def dismount_spot(st: AgerState, horse: Animal, ch: Character) -> str | None:
    spots = dismount_spots(st, horse, ch)
    return spots[0] if spots else None


@dataclass(frozen=True, slots=True)
class PlaceRider(Task[AgerTurn], kind="ager.place"):
    """The owner of a rider brought down places him on a free hex around his horse (A§6.7): ``place
    0712``; the default, which ``standing ager.place always`` takes, is the hex he was put on first."""

    unit: str
    horse: str
    spots: tuple[str, ...]

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or ch.health in ("dead", "captured") or ch.mounted or ch.at not in self.spots

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        horse = st.animals.get(self.horse)
        free = dismount_spots(st, horse, ch) if horse is not None else ()
        others = [lab for lab in self.spots if lab in free and lab != ch.at]
        if not others:
            return DONE
        msg = Msg("ager.ask.place", {"unit": unit_ref(st, ch), "hex": HexRef(ch.at or "")}, RULE_PLACE)
        return place_ask(st.profiles[ch.id].side, (ch.at or "", *others), msg)

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        place(host, host.state.chars[self.unit], order, RULE_PLACE)
        return DONE


RULE_PLACE = "Ager 6.7"


def place_ask(side: str, spots: tuple[str, ...], msg: Msg) -> Asks:
    """``ager.place``: a side puts a piece on one of ``spots`` (``place 0712``); the first is the default,
    which ``standing ager.place always`` takes."""
    orders = tuple(f"place {lab}" for lab in spots)
    return Asks(
        Ask(
            side,
            "ager.place",
            msg,
            tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
            default=orders[0],
            standing=(("always", orders[0]),),
        )
    )


def place(host: AgerTurn, ch: Character, order: str, rule: str) -> None:
    """A ``place HEX`` answer: the character stands there, and an event says so if he moved."""
    lab = order.split()[1].upper()
    if lab != ch.at:
        ch.at = lab
        host.say("ager.ev.placed", rule, unit=unit_ref(host.state, ch), hex=HexRef(lab))


def free_for(st: AgerState, ch: Character, hexes: tuple[str, ...]) -> bool:
    """No other living character nor living animal on any of ``hexes`` (A§4.1)."""
    occ = occupants(st)
    return all(occ.get(h, ch.id) == ch.id for h in hexes)


def near(st: AgerState, a: Character, lab: str) -> bool:
    return any(dist(st, h, lab) == 1 for h in pieces(st, a))
