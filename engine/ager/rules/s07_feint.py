"""Feigned flight (A§7.2).

A group is a side's characters never more than one empty hex apart (two hexes at most between
neighbours). In the movement step a group of at least 5 characters, 2 of them riders, none of which has
moved this phase, may feign flight from an enemy group (``feign kutbeddin raymond``: the groups of
these two characters): the enemy group stands outside buildings and castles, numbers more than half the
feigning group (its wounded not counted), and none of its members is next to another character of the
feigning side. Every member of the feigning group then moves at least 7 hexes, each hex entered farther
from the enemy group (a rider: his front hex); should one of them not, the flight is not made.

In its own next phase the enemy group rolls d10 (+2 with fewer riders than the feigning group, +2 with
more, +1 with another enemy within 3 hexes; data/movement.toml ``[feint]``): up to 4 it is fooled and
pursues: each of its members not wounded ends his move as near the feigning group as he can get (his
whole movement towards it), and the side's movement step does not end while one of them still has
that move to make; without contact (a pursuer next to a feigner) it rolls again in its next phase. On
5 or more it is not fooled and does not move that phase (E-A13).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.ager.board import CASTLE
from engine.ager.geometry import char_dist, dist
from engine.ager.rolls import Mod, mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn
from engine.ager.state import AgerState, Character, pieces, side_ref, unit_ref
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Step, Task
from engine.core.messages import Msg
from engine.core.refs import HexRef

RULE = "Ager 7.2"

# a feigned flight: (the feigning group, the enemy group, its state, the phase it was last set in,
# the feigners that have fled). States: declared (this phase, the flight under way), made (the enemy
# group tests in its next phase), fooled (pursuing this phase), held (not fooled: stays this phase)
Feint = tuple[tuple[str, ...], tuple[str, ...], str, int, tuple[str, ...]]


def data() -> dict[str, int]:
    return {k: int(v) for k, v in tables().movement["feint"].items()}


def _present(c: Character) -> bool:
    return c.health in ("healthy", "wounded", "stunned") and c.at is not None


def groups(st: AgerState, side: str) -> list[tuple[str, ...]]:
    """The side's groups: characters linked by gaps of at most one empty hex, each in id order."""
    mine = [
        c
        for c in sorted(st.chars.values(), key=lambda c: c.id)
        if _present(c) and st.profiles[c.id].side == side
    ]
    out: list[tuple[str, ...]] = []
    seen: set[str] = set()
    for c in mine:
        if c.id in seen:
            continue
        group, todo = [c], [c]
        seen.add(c.id)
        while todo:
            a = todo.pop()
            for b in mine:
                if b.id not in seen and char_dist(st, a, b) <= 2:
                    seen.add(b.id)
                    group.append(b)
                    todo.append(b)
        out.append(tuple(sorted(x.id for x in group)))
    return out


def gap(st: AgerState, lab: str, ids: Iterable[str]) -> int:
    """Hexes from ``lab`` to the nearest hex of the characters ``ids`` still on the map."""
    hexes = [h for i in ids if _present(st.chars[i]) for h in pieces(st, st.chars[i])]
    return min((dist(st, lab, h) for h in hexes), default=99)


def _riders(st: AgerState, ids: Iterable[str]) -> int:
    return sum(1 for i in ids if st.chars[i].health == "healthy" and st.chars[i].mounted)


def _healthy(st: AgerState, ids: Iterable[str]) -> int:
    return sum(1 for i in ids if st.chars[i].health == "healthy")


def _may_feign(st: AgerState, group: tuple[str, ...]) -> bool:
    d = data()
    chars = [st.chars[i] for i in group]
    return (
        len(group) >= d["min_group"]
        and sum(1 for c in chars if c.mounted) >= d["min_riders"]
        and all(c.able and not (c.moved == st.phase_no and c.mp_used > 0) for c in chars)
        and not any(x[0] in group for x in st.charges)
        and not any(set(group) & set(f[0]) for f in st.feints)
    )


def _may_be_fooled(st: AgerState, feigners: tuple[str, ...], enemy: tuple[str, ...]) -> bool:
    board = st.board
    for i in enemy:
        for h in pieces(st, st.chars[i]):
            if h in board.building or board.terrain[h] in CASTLE:
                return False
    if 2 * _healthy(st, enemy) <= len(feigners):
        return False
    others = [
        c
        for c in st.chars.values()
        if _present(c) and st.profiles[c.id].side == st.active and c.id not in feigners
    ]
    return not any(char_dist(st, st.chars[i], o) == 1 for i in enemy for o in others)


def feint_orders(st: AgerState) -> list[str]:
    """Every feigned flight the active side may declare now: ``feign <a feigner> <an enemy>``."""
    out: list[str] = []
    mine = [g for g in groups(st, st.active) if _may_feign(st, g)]
    if not mine:
        return out
    theirs = groups(st, st.other(st.active))
    for g in mine:
        out.extend(f"feign {g[0]} {e[0]}" for e in theirs if _may_be_fooled(st, g, e))
    return out


def read_feint(st: AgerState, words: list[str]) -> str:
    """``feign <feigner> <enemy>``: any member of each group names it; the order names their first."""
    if len(words) == 3:
        mine = next((g for g in groups(st, st.active) if words[1] in g), None)
        theirs = next((g for g in groups(st, st.other(st.active)) if words[2] in g), None)
        if mine is not None and theirs is not None:
            order = f"feign {mine[0]} {theirs[0]}"
            if order in feint_orders(st):
                return order
    raise IllegalAction("ager.err.no_feint", rule=RULE, unit=(words[1] if len(words) > 1 else "")[:20])


def declare(host: AgerTurn, words: list[str]) -> None:
    st: AgerState = host.state
    mine = next(g for g in groups(st, st.active) if words[1] in g)
    theirs = next(g for g in groups(st, st.other(st.active)) if words[2] in g)
    st.feints = (*st.feints, (mine, theirs, "declared", st.phase_no, ()))
    host.say(
        "ager.ev.feint",
        RULE,
        units=[unit_ref(st, st.chars[i]) for i in mine],
        enemies=[unit_ref(st, st.chars[i]) for i in theirs],
    )


def fleeing(st: AgerState, ch: Character) -> Feint | None:
    """The flight declared this phase that ``ch`` has yet to make."""
    return next(
        (
            f
            for f in st.feints
            if f[2] == "declared" and f[3] == st.phase_no and ch.id in f[0] and ch.id not in f[4]
        ),
        None,
    )


def flight_ok(st: AgerState, ch: Character, path: tuple[str, ...], enemy: tuple[str, ...]) -> bool:
    """At least 7 hexes, each entered farther from the enemy group than the one before (A§7.2)."""
    if len(path) < data()["min_hexes"]:
        return False
    assert ch.at is not None
    last = gap(st, ch.at, enemy)
    for lab in path:
        now = gap(st, lab, enemy)
        if now <= last:
            return False
        last = now
    return True


def fled(st: AgerState, ch: Character, path: tuple[str, ...]) -> None:
    """Mark ``ch`` as having made his flight, when ``path`` is one."""
    f = fleeing(st, ch)
    if f is not None and flight_ok(st, ch, path, f[1]):
        made = (f[0], f[1], f[2], f[3], (*f[4], ch.id))
        st.feints = tuple(made if x is f else x for x in st.feints)


def pursuit(st: AgerState, ch: Character) -> tuple[str, ...] | None:
    """The feigners ``ch`` must pursue this phase (fooled, not wounded), or None."""
    if ch.health != "healthy":
        return None
    f = next((f for f in st.feints if f[2] == "fooled" and f[3] == st.phase_no and ch.id in f[1]), None)
    return f[0] if f is not None else None


def held(st: AgerState, ch: Character) -> bool:
    """``ch`` belongs to a group not fooled this phase: it does not move (E-A13)."""
    return any(f[2] == "held" and f[3] == st.phase_no and ch.id in f[1] for f in st.feints)


def nearest(st: AgerState, ch: Character, dests: Iterable[str], feigners: tuple[str, ...]) -> set[str]:
    """Of the hexes ``ch`` can move to, those nearest the feigning group, if nearer than he is now."""
    assert ch.at is not None
    best = min((gap(st, pieces(st, ch)[0], feigners), *(gap(st, d, feigners) for d in dests)))
    if best >= gap(st, pieces(st, ch)[0], feigners):
        return set()
    return {d for d in dests if gap(st, d, feigners) == best}


@dataclass(frozen=True, slots=True)
class FeintTest(Task[AgerTurn], kind="ager.feint_test"):
    """At the start of its phase, an enemy group a flight was feigned from rolls d10 (A§7.2)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        if not st.feints:
            return DONE
        keep: list[Feint] = []
        for f in st.feints:
            _feigners, enemy, state, phase, _done = f
            if state == "fooled" and phase == st.phase_no - 1:
                keep.append(f)  # a pursuit without contact: the group tests again in its next phase
                continue
            due = (state == "made" and phase == st.phase_no - 1) or (
                state == "fooled" and phase == st.phase_no - 2
            )
            if not due:
                continue  # a flight not made, a test that held its group a phase, a pursuit let go
            testers = [i for i in enemy if st.chars[i].health == "healthy" and st.chars[i].at is not None]
            if not testers or st.profiles[testers[0]].side != st.active:
                continue
            keep.append(self.test(host, f, tuple(testers)))
        st.feints = tuple(keep)
        return DONE

    def test(self, host: AgerTurn, f: Feint, testers: tuple[str, ...]) -> Feint:
        st: AgerState = host.state
        feigners = f[0]
        d = data()
        mine, theirs = _riders(st, testers), _riders(st, feigners)
        mods: list[Mod] = []
        if mine != theirs:
            key = "fewer_riders" if mine < theirs else "more_riders"
            mods.append((int(d[key]), mod_term(key)))
        others = [
            c
            for c in st.chars.values()
            if c.able and c.at is not None and st.profiles[c.id].side != st.active and c.id not in feigners
        ]
        if any(char_dist(st, st.chars[i], o) <= d["other_group_within"] for i in testers for o in others):
            mods.append((int(d["other_group"]), mod_term("other_group")))
        (face,) = host.roll(
            1, 10, roll_for("feint", "ager.roll.feint", unit=unit_ref(st, st.chars[testers[0]]))
        )
        total, shown = roll_sum(face, mods, lo=None, hi=None)
        fooled = total <= d["fooled"]
        host.say(
            "ager.ev.feint_test",
            RULE,
            units=[unit_ref(st, st.chars[i]) for i in testers],
            face=face,
            modifier=sum(m for m, _why in mods),
            total=total,
            roll=shown,
            result=Msg("ager.feint.fooled" if fooled else "ager.feint.not_fooled"),
        )
        return (feigners, testers, "fooled" if fooled else "held", st.phase_no, ())


@dataclass(frozen=True, slots=True)
class FeintCheck(Task[AgerTurn], kind="ager.feint_check"):
    """After the movement step: a flight declared is made or not; a pursuit makes contact or goes on."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        if not st.feints:
            return DONE
        out: list[Feint] = []
        for f in st.feints:
            feigners, enemy, state, phase, done = f
            if phase != st.phase_no or state == "held":
                out.append(f)
                continue
            if state == "declared":
                able = [i for i in feigners if st.chars[i].able and st.chars[i].at is not None]
                made = all(i in done for i in able) and bool(able)
                host.say(
                    "ager.ev.feint_made" if made else "ager.ev.feint_failed",
                    RULE,
                    side=side_ref(st.active),
                    units=[unit_ref(st, st.chars[i]) for i in feigners],
                )
                if made:
                    out.append((feigners, enemy, "made", phase, done))
                continue
            chasers = [st.chars[i] for i in enemy if st.chars[i].able and st.chars[i].at is not None]
            runners = [st.chars[i] for i in feigners if _present(st.chars[i])]
            meet = next(((a, b) for a in chasers for b in runners if char_dist(st, a, b) == 1), None)
            if meet is not None:
                host.say(
                    "ager.ev.feint_contact",
                    RULE,
                    unit=unit_ref(st, meet[0]),
                    target=unit_ref(st, meet[1]),
                    hex=HexRef(meet[1].at or ""),
                )
                continue
            out.append(f)
        st.feints = tuple(out)
        return DONE


__all__ = ["FeintCheck", "FeintTest", "feint_orders", "groups"]
