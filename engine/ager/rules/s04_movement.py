"""Movement (A§4): movement points, stacking, riders on two hexes, infiltration checks, and the
defensive-fire window at each hex of a move (A§5.3).

The active side moves its characters one at a time (``move raymond 0810 0809``: the hexes entered, a
rider's front hexes; ``move raymond 0809``: the cheapest path there). The move is walked hex by hex;
at each hex the reactive side may fire, then the enemies next to it check the mover's infiltration.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.ager.board import rider_crossings
from engine.ager.geometry import enter_cost, weapon_of
from engine.ager.rules import (
    s04_bodies,
    s04_bridle,
    s04_camels,
    s04_mounting,
    s07_feint,
    s07_prisoners,
    s10_ladders,
)
from engine.ager.rules.s01_health import AgerTurn, free_for
from engine.ager.rules.s04_infiltration import Infiltration
from engine.ager.rules.s04_reach import allowance, can_move, reach, step_to
from engine.ager.rules.s08_buildings import shut_hatches, step_rule
from engine.ager.state import AgerState, Character, occupants, pieces, side_ref, unit_ref
from engine.ager.tables import tables
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task, Walk
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

RULE = "Ager 4"


def check_path(st: AgerState, ch: Character, path: tuple[str, ...]) -> None:
    """Refuse a typed path that leaves the map, skips a hex, costs too much or ends on another."""
    mp = allowance(st, ch)
    probe = replace(ch)
    spent = over = 0
    why: str | None = None  # the section setting the first step that costs more than its hex (A§8.5 …)
    for lab in path:
        if lab not in st.board.hexes:
            raise IllegalAction("ager.err.off_map", rule="Ager 4", hex=HexRef(lab[:6]))
        step = step_to(st, probe, lab)
        under = st.board.rung_of.get(probe.at or "", probe.at)
        if (
            step is None
            and under is not None
            and st.board.down_of.get(lab) == under
            and lab in shut_hatches(st)
        ):
            raise IllegalAction("ager.err.hatch_shut", rule="Ager 8.5", hex=HexRef(lab))
        if step is None:
            raise IllegalAction(
                "ager.err.bad_step", rule="Ager 4.2", hex=HexRef(lab), start=HexRef(probe.at or "")
            )
        more = _beyond_hex(st, probe, lab, step[1])
        if more > 0:
            why, over = why or step_rule(st.board, probe.at or "", lab) or "Ager 4", over + more
        spent += step[1]
        probe.at, probe.facing = lab, step[0]
    if spent > mp:
        rule = why if why is not None and spent - over <= mp else RULE
        raise IllegalAction("ager.err.too_far", rule=rule, cost=spent, mp=mp)
    st.chars[ch.id] = probe
    try:
        ok = free_for(st, probe, pieces(st, probe))
    finally:
        st.chars[ch.id] = ch
    if not ok:
        raise IllegalAction("ager.err.occupied", rule="Ager 4.1", hex=HexRef(path[-1]))


def _beyond_hex(st: AgerState, ch: Character, lab: str, cost: int) -> int:
    """What a step into ``lab`` costs beyond the hex entered, where a hexside or a climb sets it (A§8.5,
    §10.2–10.3): a parapet crossed mounted, or any such step on foot."""
    if ch.mounted:
        return rider_crossings(st.board).get((ch.at or "", ch.facing or 0, lab), 0)
    if step_rule(st.board, ch.at or "", lab) is None:
        return 0
    return cost - (enter_cost(st, lab, False) or 0)


def _options(st: AgerState, ch: Character) -> tuple[dict[str, tuple[int, tuple[str, ...]]], list[str]]:
    """What a character may do in the movement step: the hexes it can end in, mounting, dismounting."""
    from engine.ager.rules import s04_carrying

    mp = allowance(st, ch)
    if st.animals and s04_camels.in_palanquin(st, ch):  # he only leaves it (A§4.4.3)
        return {}, s04_mounting.dismount_orders(st, ch, mp)
    if st.carried and ch.id in st.carried:
        from engine.ager.rules.s10_ladders import followed

        dests = reach(st, ch, mp)
        return {k: v for k, v in dests.items() if followed(st, ch, v[1])}, []
    return reach(st, ch, mp), [
        *s04_mounting.mount_orders(st, ch, mp),
        *s04_mounting.dismount_orders(st, ch, mp),
        *s04_carrying.carry_orders(st, ch),
    ]


def _chase(st: AgerState, ch: Character, dests: dict[str, tuple[int, tuple[str, ...]]]) -> set[str]:
    """Where a fooled pursuer may end his move (A§7.2): empty when he pursues nobody or cannot close."""
    feigners = s07_feint.pursuit(st, ch)
    return s07_feint.nearest(st, ch, dests, feigners) if feigners is not None else set()


def _feint_options(
    st: AgerState, ch: Character, dests: dict[str, tuple[int, tuple[str, ...]]], more: list[str]
) -> tuple[dict[str, tuple[int, tuple[str, ...]]], list[str]]:
    """A feigner's moves are his flights; a pursuer's, his pursuit (A§7.2)."""
    f = s07_feint.fleeing(st, ch)
    if f is not None:
        return {k: v for k, v in dests.items() if s07_feint.flight_ok(st, ch, v[1], f[1])}, more
    if ch.moved != st.phase_no:
        chase = _chase(st, ch, dests)
        if chase:
            return {k: v for k, v in dests.items() if k in chase}, []
    return dests, more


def _check_feint(st: AgerState, ch: Character, path: tuple[str, ...]) -> None:
    """Refuse a feigner's move that is no flight, a pursuer's that stops short (A§7.2)."""
    f = s07_feint.fleeing(st, ch)
    dests = reach(st, ch, allowance(st, ch))
    full = dests[path[0]][1] if len(path) == 1 and path[0] in dests else path
    if f is not None and not s07_feint.flight_ok(st, ch, full, f[1]):
        raise IllegalAction("ager.err.no_flight", rule="Ager 7.2", unit=unit_ref(st, ch))
    if ch.moved != st.phase_no:
        chase = _chase(st, ch, dests)
        feigners = s07_feint.pursuit(st, ch)
        if chase and feigners is not None:
            best = min(s07_feint.gap(st, d, feigners) for d in chase)
            if s07_feint.gap(st, full[-1], feigners) > best:
                raise IllegalAction("ager.err.must_pursue", rule="Ager 7.2", unit=unit_ref(st, ch))


def _bridles(st: AgerState) -> list[str]:
    """The bridles the active side's characters may take or grab now (A§4.4.4)."""
    return [
        o
        for c in sorted(st.chars.values(), key=lambda c: c.id)
        if st.profiles[c.id].side == st.active and c.able and c.at is not None
        for o in s04_bridle.bridle_orders(st, c)
    ]


def _may_move(st: AgerState, ch: Character) -> bool:
    """The character has something to do in the movement step (the character prompt lists it)."""
    mp = allowance(st, ch)
    if st.animals and s04_camels.in_palanquin(st, ch):
        return bool(s04_mounting.dismount_orders(st, ch, mp))
    if can_move(st, ch, mp):
        return True
    if ch.mounted:
        return bool(s04_mounting.dismount_orders(st, ch, mp))
    return bool(s04_mounting.mount_orders(st, ch, mp))


@dataclass(frozen=True, slots=True)
class MovementStep(Task[AgerTurn], kind="ager.movement"):
    """Step 3: the active side moves its characters one at a time, or is done (A§2.1, A§4).

    The side first names a character (``move guerin``) or ``done``, then where he goes (``move guerin
    1205``, a mount or a dismount) or ``back``; a whole order (``move guerin 1204 1205``) is read at
    either prompt. ``mover``: the character named, whose destinations are asked."""

    mover: str = ""

    def movers(self, st: AgerState) -> list[Character]:
        side = st.active
        return [
            c
            for c in sorted(st.chars.values(), key=lambda c: c.id)
            if st.profiles[c.id].side == side
            and c.able
            and c.at is not None
            and allowance(st, c) > 0
            and not any(x[0] == c.id for x in st.charges)
            and not (st.feints and s07_feint.held(st, c))
        ]

    def chasers(self, st: AgerState) -> list[Character]:
        """The pursuers of a feigned flight that still owe their pursuit this phase (A§7.2)."""
        if not st.feints:
            return []
        return [
            c
            for c in self.movers(st)
            if c.moved != st.phase_no and _chase(st, c, reach(st, c, allowance(st, c)))
        ]

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        st.step = 3
        if self.mover:
            return self.destinations(st)
        if st.animals and any(a.led_by for a in st.animals.values()):
            s04_bridle.parted(host)
        if st.carried:
            s10_ladders.dropped(host)
        movers = [c for c in self.movers(st) if _may_move(st, c)]
        clearing = s04_bodies.clear_orders(st)
        if st.animals:
            clearing = [*clearing, *_bridles(st)]
        if any(c.health == "captured" and c.at is not None for c in st.chars.values()):
            clearing = [*clearing, *s07_prisoners.escape_orders(st), *s07_prisoners.escort_orders(st)]
        feigns = [*s07_feint.feint_orders(st), *s10_ladders.ladder_orders(st)] if movers else []
        if not movers and not clearing:
            return DONE
        chasers = self.chasers(st)
        if chasers:  # a fooled group pursues before the step may end
            orders = [f"move {c.id}" for c in chasers]
            return Asks(
                Ask(
                    st.active,
                    "ager.move",
                    Msg("ager.ask.move", {"side": side_ref(st.active)}, "Ager 7.2"),
                    tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                    default=orders[0],
                    open_ended=True,
                )
            )
        unmoved = [unit_ref(st, c) for c in movers if c.moved != st.phase_no]
        done = Choice(
            "done",
            Msg("core.choice", {"order": "done"}),
            Msg("ager.warn.unmoved", {"units": unmoved}, "Ager 2.1") if unmoved else None,
        )
        return Asks(
            Ask(
                st.active,
                "ager.move",
                Msg("ager.ask.move", {"side": side_ref(st.active)}, "Ager 2.1"),
                (
                    *(Choice(o, Msg("core.choice", {"order": o})) for o in (f"move {c.id}" for c in movers)),
                    *(Choice(o, Msg("core.choice", {"order": o})) for o in clearing),
                    *(Choice(o, Msg("core.choice", {"order": o})) for o in feigns),
                    done,
                ),
                default="done",
                open_ended=True,
            )
        )

    def destinations(self, st: AgerState) -> Step:
        ch = st.chars.get(self.mover)
        dests: dict[str, tuple[int, tuple[str, ...]]] = {}
        more: list[str] = []
        if ch is not None and any(c.id == ch.id for c in self.movers(st)):
            dests, more = _options(st, ch)
            if st.feints:
                dests, more = _feint_options(st, ch, dests, more)
        if ch is None or not (dests or more):
            return Again(MovementStep())
        orders = [*(f"move {ch.id} {lab}" for lab in sorted(dests)), *more, "back"]
        return Asks(
            Ask(
                st.active,
                "ager.destination",
                Msg("ager.ask.destination", {"unit": unit_ref(st, ch), "mp": allowance(st, ch)}, RULE),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                default="back",
                open_ended=True,
            )
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        st: AgerState = host.state
        words = order.split()
        if words[:1] == ["done"] and self.chasers(st):
            who = self.chasers(st)[0]
            raise IllegalAction("ager.err.must_pursue", rule="Ager 7.2", unit=unit_ref(st, who))
        if words == ["done"] or (words == ["back"] and self.mover):
            return words[0]
        if words[:1] == ["feign"]:
            return s07_feint.read_feint(st, words)
        if words[:1] in (["lead"], ["grab"]):
            return s04_bridle.check(st, words)
        if words[:1] in (["escort"], ["escape"]):
            return s07_prisoners.check(st, words)
        if words[:1] == ["clear"]:
            return s04_bodies.check(st, words)
        if words[0] in s10_ladders.VERBS:
            return s10_ladders.check(st, words)
        if words[:1] == ["carry"]:
            from engine.ager.rules import s04_carrying

            return s04_carrying.check(st, words)
        if words[:1] == ["charge"]:
            from engine.ager.rules.s07_charges import too_late

            raise too_late(host, words)
        if len(words) < (2 if words[:1] == ["move"] else 3) or words[0] not in ("move", "mount", "dismount"):
            raise self.refusal(host, ask, order)
        ch = st.chars.get(words[1])
        if ch is None or st.profiles[ch.id].side != st.active or not ch.able or ch.at is None:
            raise IllegalAction("ager.err.not_yours", rule="Ager 4", unit=words[1][:20])
        if ch.fired_off == st.phase_no and allowance(st, ch) == 0:
            raise _fired_still(st, ch)
        if len(words) > 2 and words[0] == "move" and st.animals and s04_camels.in_palanquin(st, ch):
            raise IllegalAction("ager.err.in_palanquin", rule="Ager 4.4.3", unit=unit_ref(st, ch))
        if len(words) == 2:
            if all(c.id != ch.id for c in self.movers(st)) or not _may_move(st, ch):
                raise IllegalAction("ager.err.not_yours", rule="Ager 4", unit=ch.id)
            return " ".join(words)
        if words[0] != "move":
            if st.feints and ch in self.chasers(st):
                raise IllegalAction("ager.err.must_pursue", rule="Ager 7.2", unit=unit_ref(st, ch))
            s04_mounting.check(st, ch, words, allowance(st, ch))
            return " ".join([*words[:2], words[2].upper() if words[0] == "dismount" else words[2]])
        path = tuple(w.upper() for w in words[2:])
        walked = _walked(st, ch, path)
        if len(path) == 1 and walked == path:
            _check_far(st, ch, path[0])
        check_path(st, ch, walked)
        if st.carried and ch.id in st.carried:
            s10_ladders.check_follow(st, ch, walked)
        if st.feints:
            _check_feint(st, ch, walked)
        return " ".join(["move", ch.id, *path])

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        words = order.split()
        if words[0] == "done":
            return DONE
        if words[0] == "back":
            return Again(MovementStep())
        if words[0] == "clear":
            s04_bodies.clear(host, words)
            return Again(MovementStep())
        if words[0] in s10_ladders.VERBS:
            s10_ladders.act(host, words)
            return Again(MovementStep())
        if words[0] == "feign":
            s07_feint.declare(host, words)
            return Again(MovementStep())
        if words[0] in ("lead", "grab"):
            s04_bridle.take(host, words)
            return Again(MovementStep())
        if words[0] in ("escort", "escape"):
            s07_prisoners.act(host, words)
            return Again(MovementStep())
        if words[0] == "carry":
            from engine.ager.rules import s04_carrying

            s04_carrying.carry(host, words)
            return Again(MovementStep())
        if len(words) == 2:
            return Again(MovementStep(words[1]))
        ch = st.chars[words[1]]
        if words[0] in ("mount", "dismount"):
            mp = allowance(st, ch)
            if ch.moved != st.phase_no:
                ch.moved, ch.mp_used = st.phase_no, 0
            ch.mp_left = mp
            (s04_mounting.mount if words[0] == "mount" else s04_mounting.dismount)(host, ch, words[2])
            return Again(MovementStep())
        path = _walked(st, ch, tuple(words[2:]))
        mp = allowance(st, ch)
        if st.feints:
            s07_feint.fled(st, ch, path)
        if ch.moved != st.phase_no:
            ch.moved, ch.mp_used = st.phase_no, 0
        ch.mp_left = mp
        host.say("ager.ev.moves", RULE, unit=unit_ref(st, ch), mp=mp)
        if st.carried and ch.id in st.carried:
            start = ch.at or ""
            host.push(Move(ch.id, path, 0), s10_ladders.Follow(st.carried[ch.id], ch.id, (start, *path)))
            return Again(MovementStep())
        host.push(Move(ch.id, path, 0))
        return Again(MovementStep())


@dataclass(frozen=True, slots=True)
class Move(Walk[AgerTurn], kind="ager.walk"):
    """A character walks its path; each hex opens the reactive side's fire window, then infiltration."""

    walked: int = 0

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.piece)
        return ch is None or not ch.able or ch.at is None

    def run(self, host: AgerTurn) -> Step:
        if not self.path:
            return self.arrive(host)
        why = self.blocked(host, self.path[0])
        if why is not None:
            return self.replan(host, why)
        st: AgerState = host.state
        ch = st.chars[self.piece]
        step = step_to(st, ch, self.path[0])
        assert step is not None
        came = ch.at
        before = pieces(st, ch)
        ch.at, ch.facing = self.path[0], step[0]
        heads = {a.id: a.at for a in s04_bridle.led(st, ch)} if st.animals else {}
        if heads:
            s04_bridle.follow(host, ch, before)
        ch.mp_left -= step[1]
        ch.mp_used += step[1]
        host.say("ager.ev.stepped", unit=unit_ref(st, ch), hex=HexRef(ch.at), mp=ch.mp_left)
        from engine.ager.rules.s05_fire import DefensiveWindow
        from engine.ager.rules.s10_siege import after_step

        last = len(self.path) == 1
        if ch.id in st.volleys:  # one hex more since the last volley at him, whatever order it is in (A§5.3)
            st.volleys[ch.id] += 1
        fright = s04_camels.fright_check(st, ch, before) if ch.mounted else None
        after: list[Task[AgerTurn]] = [
            *([fright] if fright is not None else []),
            *after_step(st, ch, came),
            DefensiveWindow(ch.id, ch.at, self.walked + 1),
        ]
        from engine.ager.rules.s07_naphtha import into_fire, led_into_fire

        fire = into_fire(st, ch)
        # a led horse, an extension of its leader (A§4.4.4), whose head he has drawn into a burning hex
        # rolls there, and his move ends as his own would (A§7.3, reading)
        scorched = led_into_fire(st, ch, heads) if heads and st.burning else []
        if fire is not None or scorched:  # into a burning hex: he rolls there and his move ends (A§7.3)
            host.push(*after, *([fire] if fire is not None else []), *scorched)
            ch.mp_left = 0
            return Again(replace(self, path=(), walked=self.walked + 1))
        if not last:
            after.append(Infiltration(ch.id, ch.at, False))
        host.push(*after)
        return Again(replace(self, path=self.path[1:], walked=self.walked + 1))

    def blocked(self, host: AgerTurn, nxt: str) -> Msg | None:
        st: AgerState = host.state
        ch = st.chars[self.piece]
        if st.halted == ch.id:
            return Msg("ager.ev.halted", {"unit": unit_ref(st, ch)}, "Ager 4.3")
        step = step_to(st, ch, nxt)
        if step is None or step[1] > ch.mp_left:
            return Msg("ager.ev.blocked", {"unit": unit_ref(st, ch), "hex": HexRef(nxt)}, "Ager 4.2")
        return None

    def arrive(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars.get(self.piece)
        if st.halted == self.piece:
            st.halted = ""
        if ch is not None and self.path:
            ch.mp_left = 0  # a move cut short ends the character's movement
        host.activation_ended = True
        return DONE


__all__ = ["Infiltration", "Move", "MovementStep", "allowance", "reach", "side_ref"]


def _check_far(st: AgerState, ch: Character, lab: str) -> None:
    """A destination he could reach with more MP is refused for the MP it costs (A§4)."""
    mp = allowance(st, ch)
    if lab in reach(st, ch, mp):
        return
    who = occupants(st).get(lab, ch.id)
    if who != ch.id and lab in st.board.hexes:  # a living character or animal stands there (A§4.1)
        raise IllegalAction("ager.err.occupied", rule="Ager 4.1", hex=HexRef(lab))
    far = reach(st, ch, 1 << 10).get(lab)
    if far is not None:
        check_path(st, ch, far[1])  # refused citing the section setting its cost (a window: A§8.5 …)
        raise IllegalAction("ager.err.too_far", rule="Ager 4", cost=far[0], mp=mp)


def _fired_still(st: AgerState, ch: Character) -> IllegalAction:
    """He fired this phase with a weapon that leaves him no move (A§5.1, the weapon table)."""
    w = weapon_of(st, ch) or tables().weapons["spear"]
    from engine.ager.rules.s05_fire import term

    return IllegalAction(
        "ager.err.fired_still", rule="Ager 5.1", unit=unit_ref(st, ch), weapon=term("weapon", w.id)
    )


def _walked(st: AgerState, ch: Character, path: tuple[str, ...]) -> tuple[str, ...]:
    """The hexes a move order walks: a destination alone by the cheapest path there (A§4), else as given."""
    if len(path) == 1:
        got = reach(st, ch, allowance(st, ch)).get(path[0])
        if got is not None:
            return tuple(got[1])
    return path
