"""Advance after combat (A§6.5, E-A26).

When a melee ends with one side retreated, or a character of it stunned or killed, and not the other,
the winner may advance **one** character that took part in it up to half its movement allowance
(rounded down), at once, before the next melee: ``advance ancelin 0210`` (the cheapest path there),
``advance ancelin 0210 0209`` (these hexes in turn), or ``stay``. The first hex entered is one the
enemy left, or the hex of the stunned or killed enemy (a stunned enemy may be passed, not ended on).
The MP spent do not count against the character's next movement. An advance of more than one hex is
checked for infiltration (A§4.3) in the hexes it passes, by enemies that did not fight in this step.

The decision is the winner's ``ager.advance``; a standing answer ``never`` (set at the start of a game)
stays, ``standing ager.advance ask`` has the side asked.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ager.geometry import mp_of
from engine.ager.rules.s01_health import AgerTurn, free_for
from engine.ager.rules.s04_infiltration import Infiltration
from engine.ager.rules.s04_reach import reach, step_to
from engine.ager.state import AgerState, Character, pieces, unit_ref
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

RULE = "Ager 6.5"


def _lost(st: AgerState, cid: str, hexes: tuple[str, ...]) -> bool:
    c = st.chars[cid]
    return c.health in ("stunned", "dead", "captured") or (c.at is not None and pieces(st, c) != hexes)


def advances(st: AgerState, who: Character, firsts: frozenset[str]) -> dict[str, tuple[str, ...]]:
    """Where ``who`` may end an advance whose first hex is one of ``firsts``: end hex -> path."""
    if not who.able or who.at is None:
        return {}
    mp = mp_of(st, who) // 2
    out: dict[str, tuple[int, tuple[str, ...]]] = {}
    for first in sorted(firsts):
        step = step_to(st, who, first)
        if step is None or step[1] > mp:
            continue
        probe = replace(who, at=first, facing=step[0])
        st.chars[who.id] = probe
        try:
            if free_for(st, probe, pieces(st, probe)):
                out.setdefault(first, (step[1], (first,)))
            for lab, (cost, path) in reach(st, probe, mp - step[1]).items():
                total = step[1] + cost
                if lab != who.at and (lab not in out or out[lab][0] > total):
                    out[lab] = (total, (first, *path))
        finally:
            st.chars[who.id] = who
    return {lab: path for lab, (_c, path) in out.items()}


def _walks(st: AgerState, who: Character, path: tuple[str, ...], got: dict[str, tuple[str, ...]]) -> bool:
    """A typed path: its first hex one an advance may start from, each hex a step from the one before,
    the whole within half his allowance (any such path, not only the cheapest, A§6.5)."""
    if path[0] not in {p[0] for p in got.values()}:
        return False
    probe, spent = replace(who), 0
    for lab in path:
        step = step_to(st, probe, lab)
        if step is None:
            return False
        spent += step[1]
        probe.at, probe.facing = lab, step[0]
    return spent <= mp_of(st, who) // 2


@dataclass(frozen=True, slots=True)
class Advance(Task[AgerTurn], kind="ager.advance"):
    """After the melee of ``attackers`` against ``defender``: the winner may advance one of its fighters.
    ``before``: every fighter's hexes before the melee, as ``id:hex hex`` joined by commas."""

    attackers: tuple[str, ...]
    defender: str
    before: str

    def hexes_before(self) -> dict[str, tuple[str, ...]]:
        out: dict[str, tuple[str, ...]] = {}
        for part in self.before.split(","):
            cid, _, hexes = part.partition(":")
            out[cid] = tuple(hexes.split())
        return out

    def options(self, st: AgerState) -> dict[str, dict[str, tuple[str, ...]]]:
        """Each fighter of the winning side -> its advances (empty when no side alone lost)."""
        before = self.hexes_before()
        d_lost = _lost(st, self.defender, before.get(self.defender, ()))
        a_lost = any(_lost(st, a, before.get(a, ())) for a in self.attackers)
        if d_lost == a_lost:
            return {}
        winners, losers = (self.attackers, (self.defender,)) if d_lost else ((self.defender,), self.attackers)
        firsts: set[str] = set()
        for cid in losers:
            c = st.chars[cid]
            if c.health in ("stunned", "dead", "captured") and c.at is not None:
                firsts.update(pieces(st, c) if c.health == "stunned" else (c.at,))
            firsts.update(h for h in before.get(cid, ()) if c.at is None or h not in pieces(st, c))
        out = {}
        for cid in winners:
            got = advances(st, st.chars[cid], frozenset(firsts))
            if got:
                out[cid] = got
        return out

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        opts = self.options(st)
        if not opts:
            return DONE
        side = st.profiles[next(iter(opts))].side
        orders = [f"advance {cid} {lab}" for cid in sorted(opts) for lab in sorted(opts[cid])]
        return Asks(
            Ask(
                side,
                "ager.advance",
                Msg("ager.ask.advance", {"units": [unit_ref(st, st.chars[c]) for c in sorted(opts)]}, RULE),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in (*orders, "stay")),
                default="stay",
                open_ended=True,
                standing=(("never", "stay"),),
            )
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        """A whole path: ``advance ancelin 0210 0209``, checked against the advances listed."""
        words = order.split()
        st: AgerState = host.state
        if len(words) < 4 or words[0] != "advance":
            raise self.refusal(host, ask, order)
        path = tuple(w.upper() for w in words[2:])
        got = self.options(st).get(words[1], {})
        if path[-1] not in got or (len(path) > 1 and not _walks(st, st.chars[words[1]], path, got)):
            raise self.refusal(host, ask, order)
        return " ".join(["advance", words[1], *path])

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "stay":
            return DONE
        st: AgerState = host.state
        words = order.split()
        ch = st.chars[words[1]]
        path = tuple(words[2:])
        if len(path) == 1:
            path = self.options(st)[ch.id][path[0]]
        host.say("ager.ev.advances", RULE, unit=unit_ref(st, ch), path=" ".join(path))
        host.push(AdvanceWalk(ch.id, path, len(path) > 1))
        return DONE


@dataclass(frozen=True, slots=True)
class AdvanceWalk(Task[AgerTurn], kind="ager.advance_walk"):
    """The advance hex by hex; ``checked``: an advance of more than one hex, checked for infiltration in
    the hexes it passes."""

    unit: str
    path: tuple[str, ...]
    checked: bool

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.unit)
        return ch is None or not ch.able or ch.at is None

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.unit]
        if not self.path or st.halted == ch.id:
            if st.halted == ch.id:
                st.halted = ""
            return DONE
        step = step_to(st, ch, self.path[0])
        if step is None:
            return DONE
        ch.at, ch.facing = self.path[0], step[0]
        host.say("ager.ev.stepped", unit=unit_ref(st, ch), hex=HexRef(ch.at), mp=0)
        from engine.ager.rules.s07_naphtha import catch_fire

        if catch_fire(host, ch):  # an advance into a burning hex ends there, and he rolls (A§7.3)
            return DONE
        if self.checked and len(self.path) > 1:
            host.push(Infiltration(ch.id, ch.at, False, advance=True))
        return Again(replace(self, path=self.path[1:]))
