"""Riderless horses led by the bridle (A§4.4.4), as orders of the movement step.

A riderless horse does not move unless mounted or led. ``lead arnould kutbeddin-horse``: a character
(on foot, even wounded) standing in the horse's front sector takes its bridle, unless an enemy able to
attack stands next to the horse; he leads it as he walks on, the horse following in his steps (its
front into the hex he left, A§4.4.4 "an extension of him"). A foot character leads up to 3 horses, a
rider one. A rider who ends his move in the horse's front sector takes it with the same order (his
move is then over) and leads it from the next round. ``grab raymond kutbeddin-horse``: a rider next to
the horse seizes its bridle on the move: d10, 1–6 he leads it at once, the horse placed beside him
facing his way, outside his front sector; 7–10 it stays, and he cannot take it this round.

A horse belongs to its side while a living character of that side, not stunned, stands next to it;
else to the first that takes it. A leader who fights in melee or is attacked lets go of his horses, as
does one stunned, killed or parted from them (a retreat, a charge).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ager.board import ORIENT, passable, rider_rear
from engine.ager.geometry import dist, enter_cost, threats
from engine.ager.rules.s01_health import AgerTurn, place_ask
from engine.ager.rules.s04_camels import carry_occupant
from engine.ager.state import AgerState, Animal, Character, animal_hexes, occupants, pieces, unit_ref
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.hexgrid import in_arc
from engine.core.machine import DONE, Ask, Step, Task
from engine.core.messages import Msg
from engine.core.refs import HexRef

RULE = "Ager 4.4.4"
GRAB_HOLDS = 6  # d10 up to this: the rider has the bridle
FOOT_LEADS = 3
RIDER_LEADS = 1


def led(st: AgerState, ch: Character) -> list[Animal]:
    """The horses ``ch`` leads, in the order they follow him."""
    return sorted(
        (a for a in st.animals.values() if a.alive and a.led_by == ch.id), key=lambda a: (a.led_at, a.id)
    )


def in_front_of(st: AgerState, horse: Animal, ch: Character) -> bool:
    """``ch`` stands in the horse's front sector, next to its head."""
    head = st.board.hexes[horse.at]
    return any(
        dist(st, h, horse.at) == 1 and in_arc(head, st.board.hexes[h], horse.facing, 60.0, ORIENT)
        for h in pieces(st, ch)
    )


def _next_to(st: AgerState, horse: Animal, ch: Character) -> bool:
    return any(dist(st, h, a) == 1 for h in pieces(st, ch) for a in animal_hexes(st, horse))


def _controlled(st: AgerState, horse: Animal, side: str) -> bool:
    """Someone of ``side`` may take the horse: it is his side's, or no one of its side able stands by it."""
    if horse.side == side:
        return True
    return not any(
        c.able and st.profiles[c.id].side == horse.side and _next_to(st, horse, c) for c in st.chars.values()
    )


def _may_take(st: AgerState, ch: Character, horse: Animal) -> bool:
    side = st.profiles[ch.id].side
    if not horse.alive or horse.led_by or not ch.able or ch.at is None:
        return False
    string = led(st, ch)
    if len(string) >= (RIDER_LEADS if ch.mounted else FOOT_LEADS):
        return False
    if any(a.camel != horse.camel for a in string):  # 3 horses or 3 camels, never mixed (A§4.4.4)
        return False
    if ch.health == "captured" or (horse.kind == "palanquin" and horse.occupant == ch.id):
        return False
    if not _controlled(st, horse, side) or any(threats(st, side, h) for h in animal_hexes(st, horse)):
        return False
    return in_front_of(st, horse, ch)


def bridle_orders(st: AgerState, ch: Character) -> list[str]:
    """The bridles ``ch`` may take or grab now (the destinations prompt lists them)."""
    if not st.animals:
        return []
    out = []
    for a in sorted(st.animals.values(), key=lambda a: a.id):
        if _may_take(st, ch, a) and not (ch.mounted and a.missed == f"{ch.id}@{st.round}"):
            out.append(f"lead {ch.id} {a.id}")
        elif ch.mounted and _may_grab(st, ch, a):
            out.append(f"grab {ch.id} {a.id}")
    return out


def _may_grab(st: AgerState, ch: Character, horse: Animal) -> bool:
    side = st.profiles[ch.id].side
    return (
        horse.alive
        and not horse.led_by
        and ch.able
        and ch.mounted
        and ch.mp_left > 0
        and ch.moved == st.phase_no
        and not led(st, ch)
        and horse.missed != f"{ch.id}@{st.round}"
        and _next_to(st, horse, ch)
        and _controlled(st, horse, side)
        and bool(_beside(st, ch, horse))
    )


def _beside(st: AgerState, ch: Character, horse: Animal) -> list[str]:
    """Where a grabbed horse may stand: beside the rider, facing his way, outside his front sector."""
    assert ch.at is not None and ch.facing is not None
    occ = occupants(st)
    here = pieces(st, ch)
    head = st.board.hexes[ch.at]
    mine = set(animal_hexes(st, horse))
    out = []
    for n in sorted(st.board.neighbours(ch.at)):
        if n in here or in_arc(head, st.board.hexes[n], ch.facing, 60.0, ORIENT):
            continue
        rear = rider_rear(st.board)[(n, ch.facing)]
        if rear is None or rear in here:
            continue
        if all(occ.get(h, "") in ("", f"horse:{horse.id}") or h in mine for h in (n, rear)) and all(
            enter_cost(st, h, mounted=True) is not None for h in (n, rear)
        ):
            out.append(n)
    return out


def check(st: AgerState, words: list[str]) -> str:
    ch = st.chars.get(words[1]) if len(words) == 3 else None
    if ch is None or st.profiles[ch.id].side != st.active:
        raise IllegalAction("ager.err.not_yours", rule=RULE, unit=(words[1] if len(words) > 1 else "")[:20])
    order = f"{words[0]} {ch.id} {words[2]}"
    if order not in bridle_orders(st, ch):
        raise IllegalAction("ager.err.no_bridle", rule=RULE, unit=unit_ref(st, ch), horse=words[2][:30])
    return order


def take(host: AgerTurn, words: list[str]) -> None:
    """``lead``: the bridle taken; a rider's move ends there, the horse moves from the next round."""
    st: AgerState = host.state
    ch, horse = st.chars[words[1]], st.animals[words[2]]
    if words[0] == "grab":
        grab(host, ch, horse)
        return
    _hold(st, ch, horse)
    if ch.mounted:
        horse.led_at = st.round
        ch.moved, ch.mp_left = st.phase_no, 0
    host.say(
        "ager.ev.leads_camel" if horse.camel else "ager.ev.leads",
        RULE,
        unit=unit_ref(st, ch),
        hex=HexRef(horse.at),
    )


def _hold(st: AgerState, ch: Character, horse: Animal) -> None:
    horse.led_by = ch.id
    horse.side = st.profiles[ch.id].side
    horse.led_at = -9


def grab(host: AgerTurn, ch: Character, horse: Animal) -> None:
    st: AgerState = host.state
    (face,) = host.roll(1, 10, roll_for(f"bridle {ch.id}", "ager.roll.bridle", unit=unit_ref(st, ch)))
    holds = face <= GRAB_HOLDS
    host.say(
        "ager.ev.grab",
        RULE,
        unit=unit_ref(st, ch),
        hex=HexRef(horse.at),
        face=face,
        result=Msg("ager.bridle.holds" if holds else "ager.bridle.slips"),
    )
    if not holds:
        horse.missed = f"{ch.id}@{st.round}"
        return
    spots = _beside(st, ch, horse)
    _hold(st, ch, horse)
    _place(st, ch, horse, spots[0])
    if len(spots) > 1:
        host.push(PlaceHorse(ch.id, horse.id, tuple(spots)))


def _place(st: AgerState, ch: Character, horse: Animal, lab: str) -> None:
    assert ch.facing is not None
    horse.at, horse.facing = lab, ch.facing


@dataclass(frozen=True, slots=True)
class PlaceHorse(Task[AgerTurn], kind="ager.place_horse"):
    """The rider who grabbed a bridle puts the horse on either side of him (A§4.4.4): ``place 0712``;
    the default, which ``standing ager.place always`` takes, is where it was put first."""

    unit: str
    horse: str
    spots: tuple[str, ...]

    def stale(self, host: AgerTurn) -> bool:
        st: AgerState = host.state
        horse = st.animals.get(self.horse)
        return horse is None or horse.led_by != self.unit or horse.at not in self.spots

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        horse = st.animals[self.horse]
        spots = (horse.at, *(s for s in self.spots if s != horse.at))
        msg = Msg("ager.ask.place_horse", {"unit": unit_ref(st, st.chars[self.unit])}, RULE)
        return place_ask(st.profiles[self.unit].side, spots, msg)

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        lab = order.split()[1].upper()
        horse = st.animals[self.horse]
        if lab != horse.at:
            _place(st, st.chars[self.unit], horse, lab)
            host.say("ager.ev.horse_placed", RULE, unit=unit_ref(st, st.chars[self.unit]), hex=HexRef(lab))
        return DONE


def follow(host: AgerTurn, ch: Character, left: tuple[str, ...]) -> None:
    """``ch`` has stepped off the hexes ``left``: each horse he leads follows, its head into a hex the
    one before it left (he first) or else into one next to him; a horse that cannot is let go."""
    st: AgerState = host.state
    horses = led(st, ch)
    if not horses:
        return
    vacated = [h for h in left if h not in pieces(st, ch)]
    for horse in horses:
        if horse.led_at == st.round or not ch.able:
            if not ch.able:
                let_go(host, ch, horse)
            return  # taken by a rider this round: it moves from the next
        old = animal_hexes(st, horse)
        occ = occupants(st)
        spot = None
        # first a hex the one before it left, else one next to its leader (a horse facing him steps on)
        near = [n for n in st.board.neighbours(horse.at) if any(dist(st, n, h) == 1 for h in pieces(st, ch))]
        for v in [*vacated, *sorted(near)]:
            if dist(st, v, horse.at) != 1 or not passable(st.board, horse.at, v, mounted=True):
                continue
            facing = next(
                (d for d in range(6) if st.board.at(st.board.hexes[horse.at].neighbour(d, ORIENT)) == v), None
            )
            if facing is None or enter_cost(st, v, mounted=True) is None:
                continue
            rear = rider_rear(st.board)[(v, facing)]
            if rear is None or occ.get(v, "") not in ("", f"horse:{horse.id}"):
                continue
            spot = (v, facing)
            break
        if spot is None:
            let_go(host, ch, horse)
            return
        horse.at, horse.facing = spot
        if horse.occupant:
            carry_occupant(st, horse)
        vacated = [h for h in old if h not in animal_hexes(st, horse)]


def let_go(host: AgerTurn, ch: Character, horse: Animal) -> None:
    st: AgerState = host.state
    horse.led_by = ""
    horse.led_at = -9
    host.say(
        "ager.ev.lets_go_camel" if horse.camel else "ager.ev.lets_go",
        RULE,
        unit=unit_ref(st, ch),
        hex=HexRef(horse.at),
    )


def drop_all(host: AgerTurn, chars: list[Character]) -> None:
    """Those who fight in melee or are attacked let go of their horses (A§4.4.4)."""
    st: AgerState = host.state
    if not st.animals:
        return
    for c in chars:
        for horse in led(st, c):
            let_go(host, c, horse)


def parted(host: AgerTurn) -> None:
    """Leaders no longer next to their horses (a retreat, a charge, a fall) let go of them."""
    st: AgerState = host.state
    for horse in sorted(st.animals.values(), key=lambda a: a.id):
        if horse.led_by:
            ch = st.chars.get(horse.led_by)
            if ch is None or not ch.able or ch.at is None or not _next_to(st, horse, ch):
                horse.led_by = ""
                horse.led_at = -9
                if ch is not None:
                    host.say(
                        "ager.ev.lets_go_camel" if horse.camel else "ager.ev.lets_go",
                        RULE,
                        unit=unit_ref(st, ch),
                        hex=HexRef(horse.at),
                    )


def beast_killed(st: AgerState, animal: Animal) -> None:
    """An animal killed, by fire, in melee or in naphtha's flames (A§6.7, A§7.3): its body lies in its
    hex, and a leader's bridle goes with it (A§4.4.4: nothing is led that is dead)."""
    animal.alive = False
    animal.led_by, animal.led_at = "", -9
    st.bodies[animal.at] = st.bodies.get(animal.at, 0) + int(tables().movement["body_animal"])


__all__ = ["PlaceHorse", "beast_killed", "bridle_orders", "drop_all", "follow", "led"]
