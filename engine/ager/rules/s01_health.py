"""A character's states (A§1.2, digest §E5) and a rider parted from his horse (A§6.7).

healthy → (wound) wounded → (wound or stun) dead; healthy → (stun) stunned → (wound, stun or a forced
retreat) dead. There is no stunned rider: a stunned rider falls off.
"""

from __future__ import annotations

from engine.ager.geometry import dist, enter_cost
from engine.ager.state import AgerState, Animal, Character, animal_hexes, occupants, pieces, unit_ref
from engine.ager.tables import tables
from engine.core.machine import Turn
from engine.core.refs import HexRef


class AgerTurn(Turn):
    system = "ager"


def _body(st: AgerState, lab: str, points: int) -> None:
    st.bodies[lab] = st.bodies.get(lab, 0) + points


def kill(host: Turn, ch: Character, rule: str) -> None:
    st: AgerState = host.state
    if not ch.alive:
        return
    if ch.mounted:
        _leave_horse(st, ch, alive=True)
    host.say("ager.ev.killed", rule, unit=unit_ref(st, ch))
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
    horse = Animal(f"{ch.id}-horse", st.profiles[ch.id].side, ch.at, ch.facing, alive)
    st.animals[horse.id] = horse
    ch.facing = None
    if not alive:
        _body(st, horse.at, int(tables().movement["body_animal"]))
    return horse


def unhorse(host: Turn, ch: Character, horse_alive: bool, rule: str) -> bool:
    """The rider comes down next to his horse (A§6.7): on the first free hex around it a foot character
    may enter; with none free he dies. False when he died."""
    st: AgerState = host.state
    horse = _leave_horse(st, ch, horse_alive)
    if not horse_alive:
        host.say("ager.ev.horse_killed", rule, unit=unit_ref(st, ch))
    spot = dismount_spot(st, horse, ch)
    if spot is None:
        ch.at = horse.at
        host.say("ager.ev.no_room", rule, unit=unit_ref(st, ch))
        ch.health = "dead"
        _body(st, horse.at, int(tables().movement["body_man"]))
        return False
    ch.at = spot
    host.say("ager.ev.unhorsed", rule, unit=unit_ref(st, ch), hex=HexRef(spot))
    return True


def dismount_spot(st: AgerState, horse: Animal, ch: Character) -> str | None:
    occ = occupants(st)
    near = sorted(
        {n for h in animal_hexes(st, horse) for n in st.board.neighbours(h)} - set(animal_hexes(st, horse))
    )
    for lab in near:
        if occ.get(lab, ch.id) == ch.id and enter_cost(st, lab, mounted=False) is not None:
            return lab
    return None


def free_for(st: AgerState, ch: Character, hexes: tuple[str, ...]) -> bool:
    """No other living character nor living animal on any of ``hexes`` (A§4.1)."""
    occ = occupants(st)
    return all(occ.get(h, ch.id) == ch.id for h in hexes)


def near(st: AgerState, a: Character, lab: str) -> bool:
    return any(dist(st, h, lab) == 1 for h in pieces(st, a))
