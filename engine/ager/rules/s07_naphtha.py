"""Naphtha throwers (A§7.3): ``hurl ktulu yazid`` in offensive fire throws a pot at Yazid's hex (up to
5 hexes; the hit hex rolled as for a shot beyond 2 hexes). The hit hex and its six neighbours burn for
a round and every character in them rolls d10 on the foot, mounted (its front hex counts) or stunned
table (placeholder thresholds in data/fire.toml); one whose retreat ends in another burning hex rolls
again. A thrower carries 2 pots and waits a full round between them. A pot gone astray comes down
where a shot would (``stray_place``: on the roof over a room, on the thrower's own floor, or against
a wall), and its fire keeps to that level. A horse (or camel) that bolts runs 2 hexes as a rider
would step, without its rider (``Bolt``).

A riderless horse or camel (a rider's, a pack or palanquin camel) whose head is in the fire rolls too,
on the mounted table as an unarmoured rider would (A§6.7: a riderless animal is fired at as one): it
is killed, it bolts 2 hexes, or, on the rider's retreat, nothing happens to it (A§6.7's reading of the
results that have no rider to fall on; a riderless animal does not move by itself, A§4.4.4)
(``Scorch``). A bolt that brings an animal's head into another burning hex rolls again there, as a
rider's retreat would. So does a led horse whose head follows its leader into a burning hex while it
burns (``led_into_fire``); reading: the horse being an extension of him (A§4.4.4), his move ends there
as his own would entering the fire, whatever the horse's roll. A horse killed in the fire is let go with
it; one that bolts tears the bridle from its leader's hand.

The fire lasts (``AgerState.burning``): it burns a full round, through the other side's player-phase,
and goes out as the thrower's side's next phase begins (``douse``). A character who enters a burning
hex while it burns (moving, charging, advancing, retreating; a rider by his front hex) rolls on the
same tables, and his move ends there (``into_fire``). Reading: one who stays in the fire does not roll
again.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ager.board import ABOUT_TURN, ORIENT, ground, rider_steps
from engine.ager.geometry import dist, enter_cost
from engine.ager.rolls import mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn, kill, stun, unhorse, wound
from engine.ager.rules.s04_bridle import beast_killed, led, let_go
from engine.ager.rules.s04_camels import carry_occupant, collapse
from engine.ager.rules.s05_fire import hit_hex, stray_place, term
from engine.ager.rules.s06_retreat import Retreat
from engine.ager.state import AgerState, Character, mount_id, occupants, pieces, unit_ref
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.hexgrid import TwoHexPiece
from engine.core.machine import DONE, Step, Task
from engine.core.messages import Msg
from engine.core.refs import HexRef

RULE = "Ager 7.3"


@dataclass(frozen=True, slots=True)
class Hurl(Task[AgerTurn], kind="ager.hurl"):
    """A pot thrown at ``aim``: where it lands, and who is in the fire."""

    thrower: str
    aim: str

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        t = st.chars[self.thrower]
        src = pieces(st, t)[0]
        rng = dist(st, src, self.aim)
        fire = tables().fire
        where: str | None = self.aim
        if rng > int(fire["no_roll_within"]):
            hm = fire["hit_modifiers"]
            wounded = t.health == "wounded"
            mods = [(int(hm["shooter_wounded"]), mod_term("shooter_wounded"))] if wounded else []
            (face,) = host.roll(
                1, 10, roll_for(f"hit hex {self.thrower}", "ager.roll.hit_hex", unit=unit_ref(st, t))
            )
            total, shown = roll_sum(face, mods, hi=None)
            kind = tables().hit_hex(total)
            where = hit_hex(st, src, self.aim, kind) if kind != "miss" else None
            walled = ""
            if where is not None and where != self.aim:
                # astray, it comes down at the level it flies at: a roof, the same floor (A§8.2, §8.5)
                walled, where = where, stray_place(st, src, where)
            host.say(
                "ager.ev.hit_hex",
                "Ager 5.4.1",
                unit=unit_ref(st, t),
                face=face,
                modifier=sum(m for m, _why in mods),
                total=total,
                roll=shown,
                result=Msg(f"ager.hit.{kind}"),
                hex=HexRef(where or walled),
                landed="no" if kind == "miss" else "yes",  # a miss names no hex
            )
            if walled and where is None:
                host.say("ager.ev.shot_walled", "Ager 8.2", hex=HexRef(walled))
        if where is None:
            return DONE
        # the fire spreads to the places next to it one could step into: at its level (a roof's fire
        # stays on the roof, a room's in the room: walls stop it), not through a hatch to the floor or
        # roof of its own hex (A§8.5; digest §3.3)
        ring = (where, *(n for n in st.board.neighbours(where) if ground(n) != ground(where)))
        host.say("ager.ev.burning", RULE, unit=unit_ref(st, t), hexes=[HexRef(h) for h in ring])
        out = st.phase_no + 2  # a full round: until the thrower's side's next phase begins
        for h in ring:
            st.burning[h] = (max(out, st.burning.get(h, (0, ""))[0]), where)
        caught = sorted(
            (c for c in st.chars.values() if c.alive and c.at in ring and c.health != "captured"),
            key=lambda c: c.id,
        )
        # the riderless animals whose heads are in it now (not those left riderless by the fire itself)
        beasts = sorted((a.id for a in st.animals.values() if a.alive and a.at in ring), key=str)
        host.push(*(Burn(c.id, where, ring) for c in caught), *(Scorch(a, where) for a in beasts))
        return DONE


@dataclass(frozen=True, slots=True)
class Burn(Task[AgerTurn], kind="ager.burn"):
    """A character in a burning hex rolls d10 (A§7.3); ``again``: after his retreat, only if it ended in
    another of the burning hexes ``ring`` (a fire lit before fires were kept; a kept one is checked
    where the retreat ends); ``entered``: the burning hex he has just entered, if he is still in it and
    it still burns."""

    unit: str
    centre: str
    ring: tuple[str, ...] = ()
    again: bool = False
    entered: str = ""

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.alive

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        if self.again and ch.at not in self.ring:
            return DONE
        if self.entered:
            if ch.at != self.entered or burns(st, ch.at) is None or ch.health == "captured":
                return DONE
            host.say("ager.ev.into_fire", RULE, unit=unit_ref(st, ch), hex=HexRef(ch.at))
        (face,) = host.roll(1, 10, roll_for(f"naphtha {ch.id}", "ager.roll.naphtha", unit=unit_ref(st, ch)))
        away = self.centre if ch.at != self.centre else _somewhere_near(st, self.centre)
        res = _result(st, ch.health, ch.mounted, face)
        host.say("ager.ev.burn", RULE, unit=unit_ref(st, ch), face=face, result=Msg(f"ager.naphtha.{res}"))
        if res == "recovers":
            ch.health = "healthy"
            host.say("ager.ev.recovered", RULE, unit=unit_ref(st, ch))
        elif res == "wounded":
            ch.health = "wounded"
        elif res in ("burns", "killed"):
            kill(host, ch, RULE)
        elif res == "horse_killed":
            if unhorse(host, ch, horse_alive=False, rule=RULE):
                stun(host, ch, RULE)
        elif res == "bolts":
            if ch.mounted:  # pushed first, it runs once the rider is down and placed beside it
                host.push(Bolt(mount_id(st, ch.id), self.centre))
            stun(host, ch, RULE)
        elif res == "wounded_retreats":
            wound(host, ch, RULE)
        if ch.alive and res in ("recovers", "wounded_retreats", "retreats", "backs"):
            host.push(Retreat(ch.id, away, 2 if res == "backs" else 1, "", False))
            if self.ring and not any(h in st.burning for h in self.ring):
                # a fire lit before fires were kept: into another of its hexes, he rolls again (A§7.3)
                host.push(Burn(ch.id, self.centre, self.ring, again=True))
        return DONE


def burns(st: AgerState, lab: str | None) -> str | None:
    """The hit hex of the fire burning in ``lab`` now, or None (A§7.3)."""
    got = st.burning.get(lab or "")
    return got[1] if got is not None and got[0] > st.phase_no else None


def into_fire(st: AgerState, ch: Character) -> Burn | None:
    """The roll owed by a character who has just entered a burning hex (a rider: his front hex), if it
    burns (A§7.3)."""
    centre = burns(st, ch.at)
    if centre is None or not ch.alive or ch.health == "captured":
        return None
    return Burn(ch.id, centre, entered=ch.at or "")


def led_into_fire(st: AgerState, ch: Character, heads: dict[str, str]) -> list[Scorch]:
    """The rolls owed by the horses ``ch`` leads whose heads his step has just drawn into a burning hex
    (``heads``: where each head was before it), as a riderless horse's (A§7.3 with §4.4.4, §6.7)."""
    return [
        Scorch(a.id, centre, entered=a.at)
        for a in led(st, ch)
        if a.id in heads and a.at != heads[a.id] and (centre := burns(st, a.at)) is not None
    ]


def catch_fire(host: AgerTurn, ch: Character) -> bool:
    """Push the roll owed by a character who has just entered a burning hex (A§7.3); True if he owes
    one."""
    fire = into_fire(host.state, ch) if host.state.burning else None
    if fire is not None:
        host.push(fire)
    return fire is not None


def douse(host: AgerTurn) -> None:
    """As a player-phase begins, the fires lit a full round ago go out (A§7.3)."""
    st: AgerState = host.state
    out = sorted(h for h, (end, _c) in st.burning.items() if end <= st.phase_no)
    if not out:
        return
    for h in out:
        del st.burning[h]
    host.say("ager.ev.fire_out", RULE, hexes=[HexRef(h) for h in out])


@dataclass(frozen=True, slots=True)
class Bolt(Task[AgerTurn], kind="ager.bolt"):
    """A horse (or camel) bolting out of the fire, riderless (A§7.3: "the horse bolts 2 hexes").
    Reading: it runs as a rider steps (no about-turn in place), into hexes a rider may enter that no
    living character or animal holds; of its runs the longest, then the one ending farthest from the
    pot's hit hex, then the straightest. With no step open to it, it stays."""

    animal: str
    centre: str

    def stale(self, host: AgerTurn) -> bool:
        a = host.state.animals.get(self.animal)
        return a is None or not a.alive

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        horse = st.animals[self.animal]
        me = f"horse:{horse.id}"
        occ = occupants(st)
        steps = rider_steps(st.board)
        runs: list[tuple[tuple[int, int, int, tuple[str, ...]], tuple[str, int]]] = []

        def free(lab: str) -> bool:
            return occ.get(lab, me) == me and enter_cost(st, lab, mounted=True) is not None

        def walk(node: tuple[str, int], path: tuple[str, ...], turns: int) -> None:
            if path:
                runs.append(((-len(path), -dist(st, self.centre, node[0]), turns, path), node))
            if len(path) == int(tables().fire["naphtha"]["bolt_hexes"]):
                return
            for lab, facing, extra in steps[node]:
                rear = st.board.at(TwoHexPiece(st.board.hexes[lab], facing).rear(ORIENT))
                if extra == ABOUT_TURN or lab in path or rear is None or not (free(lab) and free(rear)):
                    continue
                walk((lab, facing), (*path, lab), turns + extra)

        walk((horse.at, horse.facing), (), 0)
        kind = "camel" if horse.camel else "horse"
        if not runs:
            host.say("ager.ev.no_bolt", RULE, kind=kind, hex=HexRef(horse.at))
            return DONE
        _key, (front, facing) = min(runs)
        host.say("ager.ev.bolts", RULE, kind=kind, hex=HexRef(horse.at), to=HexRef(front))
        if horse.led_by and horse.led_by in st.chars:  # it tears the bridle from its leader's hand
            let_go(host, st.chars[horse.led_by], horse)
        horse.at, horse.facing = front, facing
        if horse.occupant:
            carry_occupant(st, horse)
        if burns(st, front) is not None:  # into another burning hex: it rolls again there (A§7.3)
            host.push(Scorch(horse.id, self.centre, entered=front))
        return DONE


@dataclass(frozen=True, slots=True)
class Scorch(Task[AgerTurn], kind="ager.scorch"):
    """A riderless horse or camel with its head in a burning hex rolls d10 on the mounted table as an
    unarmoured rider (A§7.3 with §6.7): killed, bolts 2 hexes, or unhurt where a rider would back away
    (reading). ``entered``: the burning hex its bolt has just brought its head into, if it still burns."""

    animal: str
    centre: str
    entered: str = ""

    def stale(self, host: AgerTurn) -> bool:
        a = host.state.animals.get(self.animal)
        return a is None or not a.alive

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        horse = st.animals[self.animal]
        if self.entered and (horse.at != self.entered or burns(st, horse.at) is None):
            return DONE
        kind = "camel" if horse.camel else "horse"
        (face,) = host.roll(
            1, 10, roll_for(f"naphtha {horse.id}", "ager.roll.naphtha", unit=term("piece", kind))
        )
        res = {"horse_killed": "killed", "bolts": "bolts"}.get(_result(st, "healthy", True, face), "unhurt")
        host.say(
            "ager.ev.beast_burn",
            RULE,
            kind=kind,
            hex=HexRef(horse.at),
            face=face,
            result=Msg(f"ager.naphtha.beast_{res}"),
        )
        if res == "killed":
            beast_killed(st, horse)
            dies = "ager.ev.camel_dies" if horse.camel else "ager.ev.horse_dies"
            host.say(dies, RULE, hex=HexRef(horse.at))
            collapse(host, horse)
        elif res == "bolts":
            host.push(Bolt(horse.id, self.centre))
        return DONE


def _somewhere_near(st: AgerState, centre: str) -> str:
    """A character in the hit hex itself retreats away from its first neighbour (it may go any way)."""
    return st.board.neighbours(centre)[0]


def _result(st: AgerState, health: str, mounted: bool, face: int) -> str:
    nt = tables().fire["naphtha"]
    if health == "stunned":
        return (
            "recovers"
            if face <= int(nt["stunned_recovers"])
            else "wounded"
            if face <= int(nt["stunned_wounded"])
            else "burns"
        )
    if mounted:
        if face <= int(nt["mounted_horse_killed"]):
            return "horse_killed"
        return "bolts" if face <= int(nt["mounted_bolts"]) else "backs"
    if face <= int(nt["foot_killed"]):
        return "killed"
    return "wounded_retreats" if face <= int(nt["foot_wounded"]) else "retreats"
