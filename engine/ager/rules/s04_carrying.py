"""Carrying a stunned character (A§4.2.3), an order of the movement step.

``carry arnould ancelin 0212 0211``: Arnould, on foot next to his stunned friend Ancelin (in 0212),
enters his hex and picks him up; what is left of his MP is halved (rounded down) and he walks on
(0211). At the end of his move he sets Ancelin down in a free hex next to him: ``set 0210`` when there
is a choice (the first free hex by default). Not allowed while an enemy able to attack is next to
either of them. Should the bearer fall on the way, the stunned character is set down next to him.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ager.geometry import enter_cost, threats
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.rules.s04_movement import Move
from engine.ager.rules.s04_reach import allowance, step_to
from engine.ager.state import AgerState, Character, occupants, unit_ref
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

RULE = "Ager 4.2.3"


def why_not(st: AgerState, bearer: Character, carried: Character | None) -> str | None:
    side = st.profiles[bearer.id].side
    if (
        carried is None
        or carried.health != "stunned"
        or carried.at is None
        or st.profiles[carried.id].side != side
        or bearer.mounted
        or not bearer.able
        or bearer.at is None
        or carried.at not in st.board.neighbours(bearer.at)
    ):
        return "ager.err.cannot_carry"
    if threats(st, side, bearer.at) or threats(st, side, carried.at):
        return "ager.err.enemy_near"
    return None


def carry_orders(st: AgerState, bearer: Character) -> list[str]:
    """``carry <bearer> <stunned>``: pick him up in his hex (and go no farther), where allowed."""
    out = []
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if c.id != bearer.id and c.health == "stunned" and why_not(st, bearer, c) is None:
            step = step_to(st, bearer, c.at or "")
            if step is not None and step[1] <= allowance(st, bearer):
                out.append(f"carry {bearer.id} {c.id} {c.at}")
    return out


def check(st: AgerState, words: list[str]) -> str:
    bearer, carried = (
        st.chars.get(words[1]) if len(words) > 1 else None,
        st.chars.get(words[2]) if len(words) > 2 else None,
    )
    if bearer is None or len(words) < 4:
        raise IllegalAction("ager.err.cannot_carry", rule=RULE, unit=" ".join(words[1:3])[:40])
    why = why_not(st, bearer, carried)
    if why is not None or carried is None:
        # what the pick-up would cost, for the refusal that names it (an enemy next to either of them)
        step = step_to(st, bearer, carried.at) if carried is not None and carried.at and bearer.at else None
        cost = step[1] if step is not None else 0
        raise IllegalAction(
            why or "ager.err.cannot_carry",
            rule=RULE,
            unit=unit_ref(st, bearer),
            cost=cost,
            mp=allowance(st, bearer),
        )
    path = tuple(w.upper() for w in words[3:])
    if path[0] != carried.at:
        raise IllegalAction("ager.err.cannot_carry", rule=RULE, unit=bearer.id)
    mp = allowance(st, bearer)
    probe = replace(bearer)
    spent = 0
    for i, lab in enumerate(path):
        if lab not in st.board.hexes:
            raise IllegalAction("ager.err.off_map", rule="Ager 4", hex=HexRef(lab[:6]))
        step = step_to(st, probe, lab)
        if step is None:
            raise IllegalAction(
                "ager.err.bad_step", rule="Ager 4.2", hex=HexRef(lab), start=HexRef(probe.at or "")
            )
        spent += step[1]
        if i == 0:
            if spent > mp:
                raise IllegalAction("ager.err.too_far", rule=RULE, cost=spent, mp=mp)
            mp, spent = (mp - spent) // 2, 0
        probe.at = lab
    if spent > mp:
        raise IllegalAction("ager.err.too_far", rule=RULE, cost=spent, mp=mp)
    occ = occupants(st)
    if len(path) > 1 and occ.get(path[-1], bearer.id) != bearer.id:
        raise IllegalAction("ager.err.occupied", rule="Ager 4.1", hex=HexRef(path[-1]))
    return " ".join(["carry", bearer.id, carried.id, *path])


def carry(host: AgerTurn, words: list[str]) -> None:
    st: AgerState = host.state
    bearer = st.chars[words[1]]
    mp = allowance(st, bearer)
    if bearer.moved != st.phase_no:
        bearer.moved, bearer.mp_used = st.phase_no, 0
    bearer.mp_left = mp
    host.say("ager.ev.moves", "Ager 4", unit=unit_ref(st, bearer), mp=mp)
    host.push(CarryWalk(bearer.id, tuple(words[3:]), 0, carried=words[2]))


def _free_near(st: AgerState, lab: str) -> list[str]:
    """Free hexes a foot character may stand in, next to ``lab`` (or, with none, the nearest ones)."""
    occ = occupants(st)
    seen, ring = {lab}, [lab]
    while ring:
        nxt = sorted({n for h in ring for n in st.board.neighbours(h)} - seen)
        free = [n for n in nxt if n not in occ and enter_cost(st, n, mounted=False) is not None]
        if free:
            return free
        seen.update(nxt)
        ring = nxt
    return []


@dataclass(frozen=True, slots=True)
class CarryWalk(Move, kind="ager.carry_walk"):
    """The bearer's move; the first hex is the stunned character's, where he is picked up."""

    carried: str = ""
    picked: bool = False

    def stale(self, host: AgerTurn) -> bool:
        return not self.picked and Move.stale(self, host)

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.piece]
        if not ch.able or ch.at is None:  # the bearer fell: the stunned one is put down next to him
            if self.picked:
                host.push(SetDown(self.carried, ch.at or ""))
            return DONE
        step = Move.run(self, host)
        if not self.picked and isinstance(step, Again) and ch.at == self.path[0]:
            other = st.chars[self.carried]
            other.at = None
            ch.mp_left //= 2
            host.say(
                "ager.ev.picked_up", RULE, unit=unit_ref(st, ch), carried=unit_ref(st, other), mp=ch.mp_left
            )
            return Again(replace(step.task, picked=True))  # type: ignore[type-var]
        return step

    def arrive(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.piece]
        if self.picked:
            host.push(SetDown(self.carried, ch.at or ""))
        return Move.arrive(self, host)


@dataclass(frozen=True, slots=True)
class SetDown(Task[AgerTurn], kind="ager.set_down"):
    """The carried character is set down in a free hex next to ``near`` (``set 0210``)."""

    unit: str
    near: str

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        free = _free_near(st, self.near)
        if len(free) <= 1:
            return self.answer(
                host,
                Ask(st.active, "ager.set_down", Msg("ager.ask.set_down"), ()),
                f"set {free[0] if free else self.near}",
            )
        orders = tuple(f"set {lab}" for lab in free)
        ch = st.chars[self.unit]
        return Asks(
            Ask(
                st.profiles[ch.id].side,
                "ager.set_down",
                Msg("ager.ask.set_down", {"unit": unit_ref(st, ch), "hex": HexRef(self.near)}, RULE),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                default=orders[0],
            )
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        ch.at = order.split()[1].upper()
        host.say("ager.ev.set_down", RULE, unit=unit_ref(st, ch), hex=HexRef(ch.at))
        return DONE
