"""Siege tactics (A§10): gates opened, closed and broken, siege ladders climbed and pushed over.

A ladder stands in a hex next to the wall, leaning on the wall hex across one hexside (the board's
``ladders``): entering its hex is climbing it (3 MP, terrain ``ladder``), stepping off it onto the wall
costs 4 MP and a d6 (``LadderStep``, pushed by the movement step). In the melee step, after the
attacks, the active side may do siege work (``SiegeWorks``): ``push hugues 1103`` (a ladder pushed
over from its wall hex or from beside its foot), ``gate gautier`` (in the gate's passage: begun, then
after a full turn of doing nothing the gate opens or closes), ``break daoud ergun`` (two characters
before the gate: two full turns and it breaks).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engine.ager.board import CASTLE, DATA_SCENARIOS, Board
from engine.ager.geometry import dist, enter_cost
from engine.ager.rolls import mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn, place, place_ask, stun, wound
from engine.ager.state import AgerState, Character, occupants, refit, side_ref, unit_ref
from engine.core.data import read_toml
from engine.core.dice import roll_for
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

GATE = "Ager 10.1"
TENT = "Ager 8.6"
BRIDGE = "Ager 10.1"
LADDER = "Ager 10.2"


@cache
def siege() -> Mapping[str, Any]:
    """The siege figures (data/siege.toml)."""
    return read_toml(DATA_SCENARIOS / "siege.toml")


# ---------------------------------------------------------------------------- climbing a ladder


@dataclass(frozen=True, slots=True)
class LadderStep(Task[AgerTurn], kind="ager.ladder_step"):
    """Stepping off a ladder onto the wall: d6, armoured +1; a 6 wounds him and he stays on the
    ladder, his move over (A§10.2)."""

    mover: str
    ladder: str
    wall: str

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.mover)
        return ch is None or not ch.alive or ch.at != self.wall

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.mover]
        data = siege()["ladder"]
        armour = int(data["armoured"]) if st.profiles[ch.id].armoured else 0
        (face,) = host.roll(
            1,
            int(data["roll_sides"]),
            roll_for(f"ladder {ch.id}", "ager.roll.ladder", unit=unit_ref(st, ch)),
        )
        total, shown = roll_sum(face, [(armour, mod_term("armour"))], lo=None, hi=None)
        hurt = total >= int(data["wounded_at"])
        if hurt:
            ch.at = self.ladder  # he stays on the ladder: the line shows him there
        host.say(
            "ager.ev.ladder_step",
            LADDER,
            unit=unit_ref(st, ch),
            hex=HexRef(self.wall),
            face=face,
            modifier=armour,
            total=total,
            roll=shown,
            result=Msg("ager.ladder.hurt" if hurt else "ager.ladder.up"),
        )
        if hurt:
            wound(host, ch, LADDER)
            st.halted = ch.id
        return DONE


def after_step(st: AgerState, ch: Character, came: str | None) -> list[Task[AgerTurn]]:
    """What a step from ``came`` into the character's hex sets off: the ladder's roll (A§10.2)."""
    if came is not None and st.board.ladders and st.board.ladders.get(came) == ch.at:
        return [LadderStep(ch.id, came, st.board.ladders[came])]
    return []


# ---------------------------------------------------------------------------- siege work


def _idle(st: AgerState, c: Character) -> bool:
    """Did nothing this phase: no move, no fire, no melee (A§10.1)."""
    return (
        c.able
        and c.at is not None
        and not (c.moved == st.phase_no and c.mp_used > 0)
        and c.fired_off != st.phase_no
        and c.attacked != st.phase_no
    )


def _round_of(phase: int) -> int:
    return (phase + 1) // 2


def _still_since(st: AgerState, c: Character, start: int) -> bool:
    """Has done nothing since the phase ``start`` (moved, fired or fought in none of them)."""
    moved = c.moved if c.mp_used > 0 else -9
    # the work itself marks him as having fought in the phase it began
    return max(moved, c.fired_off, c.attacked - 1) < start and c.fired_def < _round_of(start + 1)


def _outside(st: AgerState, passage: str) -> list[str]:
    """The hexes before a gate: next to its passage, outside the castle."""
    return [n for n in st.board.hexes if dist(st, n, passage) == 1 and st.board.terrain[n] not in CASTLE]


def work_orders(st: AgerState) -> list[str]:
    """Every siege work the active side's characters may do now (A§10.1, §10.2)."""
    board = st.board
    side = st.active
    mine = sorted(
        (
            c
            for c in st.chars.values()
            if st.profiles[c.id].side == side and c.able and c.at is not None and c.id not in st.carried
        ),
        key=lambda c: c.id,
    )
    out: list[str] = []
    for lad, wall in sorted(board.ladders.items()):
        for c in mine:
            if c.mounted or c.fired_off == st.phase_no or c.attacked == st.phase_no or c.at == lad:
                continue
            assert c.at is not None
            below = dist(st, c.at, lad) == 1 and board.level[c.at] == board.level[lad]
            if c.at == wall or below:
                out.append(f"push {c.id} {lad}")
    for gid, (passage, _before) in sorted(board.gates.items()):
        state = st.gates.get(gid, "closed")
        if state == "broken":
            continue
        out.extend(f"gate {c.id}" for c in mine if c.at == passage and _idle(st, c))
        if state == "closed":
            near = set(_outside(st, passage))
            crew = [c for c in mine if c.at in near and not c.mounted and _idle(st, c)]
            out.extend(f"break {a.id} {b.id}" for i, a in enumerate(crew) for b in crew[i + 1 :])
    out.extend(slit_orders(st, mine))
    out.extend(bridge_orders(st, mine))
    return out


BRIDGE_WORK = {"bridge": "burn", "bridge_burnt": "span"}


def bridge_orders(st: AgerState, mine: list[Character]) -> list[str]:
    """Two characters next to a bridge who did nothing else this phase burn it (``burn daoud ergun
    0905``); next to a burnt one, they lay a foot-bridge (``span …``) (A§10.1)."""
    board = st.board
    if not _bridges(board.base or board):
        return []
    out: list[str] = []
    idle = [c for c in mine if not c.mounted and _idle(st, c)]
    for lab in _bridges(board.base or board):
        verb = BRIDGE_WORK.get(board.terrain[lab])
        if verb is None:
            continue
        crew = [c for c in idle if c.at is not None and dist(st, c.at, lab) == 1]
        out.extend(f"{verb} {a.id} {b.id} {lab}" for i, a in enumerate(crew) for b in crew[i + 1 :])
    return out


@cache
def _bridges(board: Board) -> tuple[str, ...]:
    return tuple(sorted(lab for lab, ter in board.terrain.items() if ter == "bridge"))


def bridge_work(host: AgerTurn, a: Character, b: Character, lab: str) -> None:
    """Two full turns, not necessarily in a row: the bridge burns, or a foot-bridge spans it (A§10.1)."""
    st: AgerState = host.state
    a.attacked = b.attacked = st.phase_no
    burn = st.board.terrain[lab] == "bridge"
    key = f"{'burn' if burn else 'span'}:{lab}"
    done = st.labour.get(key, 0) + 1
    need = int(siege()["bridge"]["turns"])
    host.say(
        "ager.ev.bridge_work",
        BRIDGE,
        unit=unit_ref(st, a),
        other=unit_ref(st, b),
        hex=HexRef(lab),
        turns=done,
        needed=need,
    )
    if done < need:
        st.labour[key] = done
        return
    st.labour.pop(key, None)
    st.bridges = {**st.bridges, lab: "bridge_burnt" if burn else "footbridge"}
    refit(st)
    host.say("ager.ev.bridge_burnt" if burn else "ager.ev.footbridge", BRIDGE, hex=HexRef(lab))


@cache
def _tents(board: Board) -> bool:
    return "tent" in board.terrain.values()


def slit_orders(st: AgerState, mine: list[Character]) -> list[str]:
    """A character on foot who did nothing else this phase may slit a closed tent hex he stands in or
    next to (A§8.6): ``slit ergun 0505``."""
    board = st.board
    if not _tents(board.base or board):
        return []
    return [
        f"slit {c.id} {lab}"
        for c in mine
        if not c.mounted and _idle(st, c) and c.at is not None
        for lab in sorted((c.at, *board.neighbours(c.at)))
        if board.terrain[lab] == "tent"
    ]


def slit(host: AgerTurn, ch: Character, lab: str) -> None:
    """A whole phase spent slitting the canvas: the hex counts as an open tent hex (A§8.6)."""
    st: AgerState = host.state
    ch.attacked = st.phase_no
    st.slit = (*st.slit, lab)
    refit(st)
    host.say("ager.ev.slit", TENT, unit=unit_ref(st, ch), hex=HexRef(lab))


@dataclass(frozen=True, slots=True)
class SiegeWorks(Task[AgerTurn], kind="ager.works"):
    """In the melee step, after the attacks: ladders pushed over, gates worked or broken (A§10)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        base = st.board.base or st.board
        if not st.board.ladders and not st.board.gates and not _tents(base) and not _bridges(base):
            return DONE
        orders = work_orders(st)
        if not orders:
            return DONE
        return Asks(
            Ask(
                st.active,
                "ager.works",
                Msg("ager.ask.works", {"side": side_ref(st.active)}, "Ager 10"),
                (
                    *(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                    Choice("done", Msg("core.choice", {"order": "done"})),
                ),
                default="done",
                open_ended=True,
            )
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        words = order.split()
        if words[:1] == ["attack"]:
            # an attack after the attacks (or with none to make): refused for why it cannot be made, if
            # it cannot (a closed tent, a wall… A§6.6, §8.6), else as not an answer now
            from engine.ager.rules.s06_melee import MeleeStep

            MeleeStep().read(host, ask, order)
            raise self.refusal(host, ask, order)
        if words and words[0] in ("push", "slit") and len(words) == 3:
            order = f"{words[0]} {words[1]} {words[2].upper()}"
        if words and words[0] in ("burn", "span") and len(words) == 4:
            a, b = sorted(words[1:3])
            order = f"{words[0]} {a} {b} {words[3].upper()}"
        if order not in ask.orders:
            raise self.refusal(host, ask, order)
        return order

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "done":
            return DONE
        st: AgerState = host.state
        words = order.split()
        if words[0] == "push":
            push(host, st.chars[words[1]], words[2])
        elif words[0] == "slit":
            slit(host, st.chars[words[1]], words[2])
        elif words[0] in ("burn", "span"):
            bridge_work(host, st.chars[words[1]], st.chars[words[2]], words[3])
        elif words[0] == "gate":
            work_gate(host, st.chars[words[1]])
        else:
            batter(host, st.chars[words[1]], st.chars[words[2]])
        return Again(SiegeWorks())


def push(host: AgerTurn, ch: Character, lad: str) -> None:
    """Pushing a ladder over instead of fighting: d10, 1–6 it falls (A§10.2). Whoever is on it falls
    with it and is wounded (killed if already wounded or stunned); he lands by the fallen ladder."""
    st: AgerState = host.state
    ch.attacked = st.phase_no
    (face,) = host.roll(1, 10, roll_for(f"push {lad}", "ager.roll.push", hex=HexRef(lad)))
    falls = face <= int(siege()["ladder"]["push_falls"])
    host.say(
        "ager.ev.ladder_push",
        LADDER,
        unit=unit_ref(st, ch),
        hex=HexRef(lad),
        face=face,
        result=Msg("ager.ladder.falls" if falls else "ager.ladder.holds"),
    )
    if not falls:
        return
    if st.raised is not None:
        st.raised.pop(lad, None)
        st.lying = (*st.lying, lad)
    else:
        st.fallen = (*st.fallen, lad)
    refit(st)
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if c.alive and c.at == lad:
            host.say("ager.ev.falls", LADDER, unit=unit_ref(st, c), hex=HexRef(lad))
            wound(host, c, LADDER)
            if c.alive:
                host.push(PlaceFallen(c.id, lad))


def landing(st: AgerState, ch: Character, lad: str) -> list[str]:
    """Where a man fallen with a ladder may be put: its hex, or a hex beside it on its level that he
    could step into from it, free or holding another character he lands on (A§10.2; never a wall hex,
    one level up, nor a hex only a riderless animal holds)."""
    occ = occupants(st)
    return [lad] + [
        n
        for n in sorted(st.board.neighbours(lad))
        if st.board.level[n] == st.board.level[lad]
        and not occ.get(n, ch.id).startswith("horse:")
        and enter_cost(st, n, mounted=False) is not None
    ]


@dataclass(frozen=True, slots=True)
class PlaceFallen(Task[AgerTurn], kind="ager.fallen"):
    """The owner of a man fallen with a ladder puts him in its hex or beside it (A§10.2): ``place
    1008``; the default, which ``standing ager.place always`` takes, leaves him in the ladder's hex. A
    hex holding another character is offered too: he lands on him (``land_on``)."""

    unit: str
    ladder: str

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.alive or ch.at != self.ladder

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        spots = landing(st, ch, self.ladder)
        if len(spots) < 2:
            return DONE
        msg = Msg("ager.ask.fallen", {"unit": unit_ref(st, ch), "hex": HexRef(self.ladder)}, LADDER)
        return place_ask(st.profiles[ch.id].side, tuple(spots), msg)

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        lab = order.split()[1].upper()
        other = occupants(st).get(lab, ch.id)
        if other != ch.id:
            land_on(host, ch, st.chars[other], lab)
            return DONE
        place(host, ch, order, LADDER)
        return DONE


def land_on(host: AgerTurn, ch: Character, other: Character, lab: str) -> None:
    """A man fallen with a ladder lands on another character, who is stunned (killed if already wounded
    or stunned; a rider falls off) (A§10.2). Reading: he stays where he landed only if no living
    character is left there (A§4.1, one living character a hex); otherwise he lies by the fallen
    ladder, in its hex."""
    st: AgerState = host.state
    host.say("ager.ev.lands_on", LADDER, unit=unit_ref(st, ch), other=unit_ref(st, other), hex=HexRef(lab))
    stun(host, other, LADDER)
    if occupants(st).get(lab, ch.id) == ch.id:
        place(host, ch, f"place {lab}", LADDER)
    else:
        host.say("ager.ev.lies_by_ladder", LADDER, unit=unit_ref(st, ch), hex=HexRef(ch.at or ""))


def work_gate(host: AgerTurn, ch: Character) -> None:
    """A character in the gate's passage who does nothing for a full turn opens or closes it (A§10.1)."""
    st: AgerState = host.state
    gid = next(g for g, (passage, _b) in st.board.gates.items() if passage == ch.at)
    key = f"gate:{ch.id}"
    start = st.labour.get(key)
    turns = int(siege()["gate"]["turns"])
    done = start is not None and st.phase_no - start >= 2 * turns and _still_since(st, ch, start)
    ch.attacked = st.phase_no
    if done:
        del st.labour[key]
        opened = st.gates.get(gid, "closed") == "closed"
        if opened:
            st.gates[gid] = "open"
        else:
            st.gates.pop(gid, None)
        refit(st)
        host.say("ager.ev.gate_opened" if opened else "ager.ev.gate_closed", GATE, unit=unit_ref(st, ch))
        return
    st.labour[key] = st.phase_no
    host.say("ager.ev.gate_work", GATE, unit=unit_ref(st, ch))


def batter(host: AgerTurn, a: Character, b: Character) -> None:
    """Two characters before a closed gate, doing nothing else for two full turns, break it (A§10.1)."""
    st: AgerState = host.state
    a.attacked = b.attacked = st.phase_no
    assert a.at is not None
    gid = next(g for g, (passage, _b) in st.board.gates.items() if dist(st, a.at, passage) == 1)
    key = f"break:{gid}"
    done = st.labour.get(key, 0) + 1
    need = int(siege()["gate"]["break_turns"])
    host.say(
        "ager.ev.gate_battered", GATE, unit=unit_ref(st, a), other=unit_ref(st, b), turns=done, needed=need
    )
    if done < need:
        st.labour[key] = done
        return
    st.labour.pop(key, None)
    st.gates[gid] = "broken"
    refit(st)
    host.say("ager.ev.gate_broken", GATE)


__all__ = ["LadderStep", "SiegeWorks", "after_step", "work_orders"]
