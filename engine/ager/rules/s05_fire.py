"""Missile fire (A§5): offensive fire in step 1, defensive fire as a window at each hex of an enemy
move (A§5.3), a shot's hit hex, cover and damage (A§5.4, placeholder tables §P1, §P2, §P4).

``fire achard yazid``: Achard shoots at Yazid; ``throw arnould daoud``: Arnould throws his spear (once
per scenario). In a defensive-fire window the reactive side names its shooters all at once
(``fire achard``, ``fire achard rollin``, ``fire all``) or lets the mover go on (``hold``); a standing
answer (``standing ager.dfire always``) fires every eligible shooter at every chance.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import pairwise

from engine.ager.board import ORIENT, ground
from engine.ager.geometry import char_dist, cover, dist, engaged, sees, weapon_of
from engine.ager.rolls import Mod, mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn, kill, stun, unhorse, wound
from engine.ager.rules.s02_step_asks import step_ask
from engine.ager.rules.s04_bridle import beast_killed
from engine.ager.rules.s04_camels import collapse, in_palanquin
from engine.ager.state import AgerState, Animal, Character, animal_hexes, occupants, pieces, unit_ref
from engine.ager.tables import Weapon, tables
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.hexgrid import distance, line_point, to_cartesian
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef, TermRef


def _at_least(col: str, floor: str) -> str:
    order = list(tables().fire["columns"])
    if col not in order or floor not in order:
        return col
    return str(order[max(order.index(col), order.index(floor))])


def term(domain: str, value: str) -> TermRef:
    return TermRef(value, system="ager", domain=domain)


def aim_at(st: AgerState, shooter: Character, target: Character) -> str:
    """The hex aimed at: the nearer of a rider's two hexes, its front on a tie (A§5.4 step 4)."""
    src = pieces(st, shooter)[0]
    return min(pieces(st, target), key=lambda h: dist(st, src, h))


def can_shoot(st: AgerState, shooter: Character, target: Character, weapon: Weapon) -> bool:
    if not target.alive or target.at is None:
        return False
    aim = aim_at(st, shooter, target)
    rng = dist(st, pieces(st, shooter)[0], aim)
    return 0 < rng <= weapon.long and sees(st, shooter, aim, weapon, target)


def shooter_refusal(st: AgerState, c: Character) -> tuple[str, str] | None:
    """Why ``c`` may not shoot in step 1 now: a reason under ``ager.why.shot`` and its rule, or None
    (the check that lists the shots, ``offensive_orders``, and the refusal of a shot not listed)."""
    if st.profiles[c.id].side != st.active or not c.able or c.at is None:
        return "not_yours", "Ager 5"
    if c.fired_off == st.phase_no:
        return "fired", "Ager 5.0"
    if engaged(st, c):
        return "engaged", "Ager 5.2"
    if c.id in st.carried:
        return "carrying", "Ager 10.2"
    if st.animals and in_palanquin(st, c):
        return "palanquin", "Ager 6.7.2"
    return None


def _pots_left(st: AgerState, c: Character, w: Weapon) -> bool:
    used, last = st.pots.get(c.id, (0, -9))
    return used < w.pots and st.round >= last + w.gap


def offensive_orders(st: AgerState) -> list[str]:
    side = st.active
    out: list[str] = []
    enemies = [
        c for c in st.chars.values() if c.alive and c.at is not None and st.profiles[c.id].side != side
    ]
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if shooter_refusal(st, c) is not None:
            continue
        for verb, w in (("fire", weapon_of(st, c)), ("throw", weapon_of(st, c, throw=True))):
            if w is None or not w.offensive:
                continue
            if w.pots:
                if not _pots_left(st, c, w):
                    continue
                verb = "hurl"
            for t in sorted(enemies, key=lambda t: t.id):
                if can_shoot(st, c, t, w):
                    out.append(f"{verb} {c.id} {t.id}")
                    out.extend(f"{verb} {c.id} {t.id} {h}" for h in other_aims(st, c, t, w))
            if verb != "hurl":
                out.extend(f"{verb} {c.id} {a}" for a in animal_targets(st, c, w))
    return out


def animal_aim(st: AgerState, shooter: Character, animal: Animal) -> str:
    """The nearer hex of a riderless horse or camel, its head on a tie."""
    src = pieces(st, shooter)[0]
    return min(animal_hexes(st, animal), key=lambda h: dist(st, src, h))


def animal_targets(st: AgerState, shooter: Character, weapon: Weapon) -> list[str]:
    """The other side's riderless horses and camels the shooter may shoot at (A§6.7: as at an
    unarmoured rider; D or E kills the animal)."""
    if not st.animals:
        return []
    side = st.profiles[shooter.id].side
    src = pieces(st, shooter)[0]
    out = []
    for a in sorted(st.animals.values(), key=lambda a: a.id):
        if not a.alive or a.side == side:
            continue
        aim = animal_aim(st, shooter, a)
        if 0 < dist(st, src, aim) <= weapon.long and sees(st, shooter, aim, weapon):
            out.append(a.id)
    return out


def other_aims(st: AgerState, shooter: Character, target: Character, weapon: Weapon) -> list[str]:
    """A rider's other hex, when the shooter may aim at it instead (A§5.4 step 4: the shooter chooses
    which of its two hexes he aims at; ``fire achard raymond 0709``)."""
    if not target.mounted:
        return []
    aim = aim_at(st, shooter, target)
    src = pieces(st, shooter)[0]
    return [
        h
        for h in pieces(st, target)
        if h != aim and 0 < dist(st, src, h) <= weapon.long and sees(st, shooter, h, weapon, target)
    ]


@dataclass(frozen=True, slots=True)
class OffensiveFire(Task[AgerTurn], kind="ager.fire"):
    """Step 1: every shooter of the active side not next to an enemy may fire once (A§2.1, A§5)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        st.step = 1
        orders = offensive_orders(st)
        if not orders:
            return DONE
        return step_ask(st, "ager.fire", "ager.ask.fire", "Ager 5", orders, "ager.warn.unfired", lapses=True)

    def refusal(self, host: AgerTurn, ask: Ask, order: str) -> IllegalAction:
        """Why a shot is not among the choices: the first check of ``offensive_orders`` it fails."""
        st: AgerState = host.state
        words = order.split()
        if len(words) < 3 or words[0] not in ("fire", "throw", "hurl"):
            return Task.refusal(self, host, ask, order)  # (a slotted dataclass has no zero-argument super)
        why = _shot_refusal(st, words[0], words[1], words[2])
        if why is None:  # a shot that may be made, at a hex it may not aim at (A§5.4 step 4)
            return Task.refusal(self, host, ask, order)  # (a slotted dataclass has no zero-argument super)
        key, rule, params = why
        return IllegalAction(
            "ager.err.no_shot", rule=rule, order=order[:40], why=Msg(f"ager.why.shot.{key}", params)
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "done":
            return DONE
        st: AgerState = host.state
        verb, sid, tid, *hexes = order.split()
        shooter = st.chars[sid]
        if tid in st.animals:  # a riderless horse or camel (A§6.7)
            aim = animal_aim(st, shooter, st.animals[tid])
        else:
            aim = hexes[0].upper() if hexes else aim_at(st, shooter, st.chars[tid])
        shooter.fired_off = st.phase_no
        if verb == "throw":
            shooter.spear_thrown = True
        if verb == "hurl":
            from engine.ager.rules.s07_naphtha import Hurl

            used, _last = st.pots.get(sid, (0, -9))
            st.pots[sid] = (used + 1, st.round)
            host.push(Hurl(sid, aim))
            return Again(OffensiveFire())
        host.push(Shot(sid, tid, aim, False, verb == "throw"))
        return Again(OffensiveFire())


def _shot_refusal(st: AgerState, verb: str, sid: str, tid: str) -> tuple[str, str, dict[str, object]] | None:
    """Why ``<verb> <sid> <tid>`` is no shot in step 1 (a reason under ``ager.why.shot``, its rule and
    parameters), from the checks of ``offensive_orders``; None when the shot itself may be made."""
    c = st.chars.get(sid)
    if c is None:
        return "no_character", "Ager 5", {"name": sid[:20]}
    who = unit_ref(st, c)
    busy = shooter_refusal(st, c)
    if busy is not None:
        return busy[0], busy[1], {"unit": who}
    w = weapon_of(st, c, throw=verb == "throw")
    if w is None or not w.offensive or (verb == "hurl") != bool(w.pots):
        return "no_weapon", "Ager 5.0", {"unit": who, "verb": verb}
    if w.pots and not _pots_left(st, c, w):
        return "no_pot", "Ager 7.3", {"unit": who}
    if tid in st.animals:
        return (
            None
            if tid in animal_targets(st, c, w)
            else ("no_sight", "Ager 5.5", {"unit": who, "target": tid})
        )
    t = st.chars.get(tid)
    if t is None or not t.alive or t.at is None or st.profiles[t.id].side == st.active:
        return "not_enemy", "Ager 5", {"unit": who, "target": unit_ref(st, t) if t is not None else tid[:20]}
    them = unit_ref(st, t)
    rng = dist(st, pieces(st, c)[0], aim_at(st, c, t))
    if not 0 < rng <= w.long:
        return "out_of_range", "Ager 5.0", {"unit": who, "target": them, "range": rng, "reach": w.long}
    if not can_shoot(st, c, t, w):
        return "no_sight", "Ager 5.5", {"unit": who, "target": them}
    return None


# ---------------------------------------------------------------------------- defensive fire


def defensive_shooters(st: AgerState, target: Character) -> list[Character]:
    """The reactive side's characters that may fire at ``target`` now (A§5.3, E-A6, §P1)."""
    side = st.profiles[target.id].side
    out = []
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if st.profiles[c.id].side == side or not c.able or c.at is None or c.fired_def == st.round:
            continue
        if c.id in st.carried or (st.animals and in_palanquin(st, c)):  # a ladder's carrier (E-A30), a
            continue  # man in a palanquin (A§6.7.2) do not fire
        w = weapon_of(st, c)
        if w is None or not w.defensive:
            continue
        if c.attacked == st.phase_no - 1 or c.attacked_by == st.phase_no - 2:
            continue
        limit = w.mounted_limit if c.mounted else w.move_limit
        own = st.phase_no - 1
        if limit == "still" and (
            (c.moved == own and c.mp_used > 0) or (c.fired_off > 0 and (c.fired_off + 1) // 2 == st.round)
        ):
            continue
        if limit == "half" and c.moved == own and c.mp_used > _half(st, c):
            continue
        if engaged(st, c) or not can_shoot(st, c, target, w):
            continue
        out.append(c)
    return out


def _other_aims(st: AgerState, shooter: Character, target: Character) -> list[str]:
    w = weapon_of(st, shooter)
    return other_aims(st, shooter, target, w) if w is not None else []


def _half(st: AgerState, c: Character) -> int:
    from engine.ager.geometry import mp_of

    return mp_of(st, c) // 2


def _refire(st: AgerState, target: Character) -> int:
    rf = tables().movement["refire"]
    if target.mounted:
        return int(rf["mounted_charging" if any(c[0] == target.id for c in st.charges) else "mounted"])
    return int(rf["foot_wounded"] if target.health == "wounded" else rf["foot"])


@dataclass(frozen=True, slots=True)
class DefensiveWindow(Task[AgerTurn], kind="ager.dfire"):
    """The moving character has entered ``hex``: the reactive side may fire at it (A§5.3)."""

    target: str
    hex: str
    walked: int  # his hexes in this move order (the re-fire distance counts AgerState.volleys)

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.target)
        return ch is None or not ch.alive or ch.at != self.hex

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.target]
        if st.profiles[ch.id].side != st.active:
            return DONE  # a counter-charger moves in the other side's phase: no defensive fire at it
        if ch.id in st.closed or any(c[0] == ch.id and c[2] for c in st.charges):
            return DONE  # no defensive fire at a charger a counter-charge was declared against (A§7.1.2)
        since = st.volleys.get(ch.id)
        if since is not None and since < _refire(st, ch):
            return DONE
        shooters = defensive_shooters(st, ch)
        if not shooters:
            return DONE
        orders = [f"fire {c.id}" for c in shooters]
        if len(shooters) > 1:
            orders.append("fire all")
        every = orders[-1]
        if ch.mounted:  # a shooter may aim at the rider's farther hex (A§5.4 step 4)
            orders.extend(f"fire {c.id} {h}" for c in shooters for h in _other_aims(st, c, ch))
        side = st.other(st.active)
        return Asks(
            Ask(
                side,
                "ager.dfire",
                Msg(
                    "ager.ask.dfire",
                    {"unit": unit_ref(st, ch), "shooters": [unit_ref(st, c) for c in shooters]},
                    "Ager 5.3",
                ),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in (*orders, "hold")),
                default="hold",
                open_ended=True,
                standing=(("always", every), ("never", "hold")),
            )
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        st: AgerState = host.state
        words = order.split()
        if len(words) < 2 or words[0] != "fire":
            raise self.refusal(host, ask, order)
        target = st.chars[self.target]
        eligible = {c.id for c in defensive_shooters(st, target)}
        named: list[str] = []
        out: list[str] = []
        for w in words[1:]:
            if named and w.upper() in pieces(st, target):  # the hex the shooter just named aims at
                if w.upper() != aim_at(st, st.chars[named[-1]], target):
                    if w.upper() not in _other_aims(st, st.chars[named[-1]], target) or out[-1] != named[-1]:
                        raise IllegalAction("ager.err.cannot_fire", rule="Ager 5.4", unit=named[-1][:20])
                    out.append(w.upper())
                continue
            if w not in eligible:
                raise IllegalAction("ager.err.cannot_fire", rule="Ager 5.3", unit=w[:20])
            if w not in named:
                named.append(w)
                out.append(w)
        return " ".join(["fire", *out])

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "hold":
            return DONE
        st: AgerState = host.state
        ch = st.chars[self.target]
        shooters = defensive_shooters(st, ch)
        words = [c.id for c in shooters] if order == "fire all" else order.split()[1:]
        named = [w for w in words if w in st.chars]
        aims = {a: h.upper() for a, h in pairwise(words) if a in st.chars and h not in st.chars}
        if st.last_target and st.last_target != ch.id and st.last_target not in st.closed:
            st.closed = (*st.closed, st.last_target)
        st.last_target = ch.id
        st.volleys[ch.id] = 0  # the hexes he enters from now on, in this move or a later one (A§5.3)
        host.say(
            "ager.ev.volley",
            "Ager 5.3",
            unit=unit_ref(st, ch),
            shooters=[unit_ref(st, st.chars[s]) for s in named],
        )
        shots = []
        for sid in named:
            st.chars[sid].fired_def = st.round
            shots.append(Shot(sid, ch.id, aims.get(sid) or aim_at(st, st.chars[sid], ch), True, False))
        host.push(*shots)
        return DONE


# ---------------------------------------------------------------------------- a shot


def _beyond(st: AgerState, src: str, aim: str, k: float) -> str | None:
    a, b = st.board.hexes[src], st.board.hexes[aim]
    n = distance(a, b)
    return st.board.at(line_point(a, b, 1 + k / n))


def stray_place(st: AgerState, src: str, lab: str) -> str | None:
    """The place a shot gone astray into the hex ``lab`` comes down on: the one at the level it flies
    at (A§5.4.1, §8.2, §8.5). From a building's upper floor (or the ladder under a hatch there) the line
    stays on that floor, as no line passes between two floors nor out of an upper room: it lands on the
    same floor of the room hit, and a hex with no room of the building at that floor (the open, a room
    of fewer storeys) stops it in the wall (None). From anywhere else a roofed room's hex takes it on
    its roof, unless the shooter is in one of the building's rooms: then on its ground floor."""
    board = st.board
    bid = board.building.get(lab)
    inside = board.building.get(src) is not None and board.terrain[src] != "roof"
    if inside and board.level[src] != board.level[ground(src)]:
        if bid != board.building.get(src):
            return None
        floors = (lab, *board.stack.get(lab, ()))
        return next(
            (p for p in floors if board.level[p] == board.level[src] and board.terrain[p] != "roof"), None
        )
    if lab in board.above and not (inside and board.building.get(src) == bid):
        return board.above[lab]
    return lab


def hit_hex(st: AgerState, src: str, aim: str, kind: str) -> str | None:
    """The hex a shot lands in (placeholder diagram §P4), None when it misses or leaves the map."""
    if kind == "aimed":
        return aim
    if kind == "short":
        return _beyond(st, src, aim, -1)
    beyond = _beyond(st, src, aim, 1)
    if kind == "beyond" or beyond is None:
        return beyond
    a, b = st.board.hexes[aim], st.board.hexes[beyond]
    both = [h for h in a.neighbours(ORIENT) if h in b.neighbours(ORIENT)]
    ax, ay = to_cartesian(st.board.hexes[src], ORIENT)
    bx, by = to_cartesian(a, ORIENT)

    def side_of(h: object) -> float:
        hx, hy = to_cartesian(h, ORIENT)  # type: ignore[arg-type]
        return (bx - ax) * (hy - ay) - (by - ay) * (hx - ax)

    # y grows downwards: a positive cross product lies to the shooter's right
    both.sort(key=side_of)
    pick = both[0] if kind == "beyond_left" else both[-1]
    return st.board.at(pick)


@dataclass(frozen=True, slots=True)
class Shot(Task[AgerTurn], kind="ager.shot"):
    """One shot: hit hex (beyond 2 hexes), cover, damage roll on the foot or mounted table (A§5.4)."""

    shooter: str
    target: str
    aim: str
    defensive: bool
    thrown: bool
    landed: str = ""  # the hex the shot came down in, once rolled (the victim's owner was asked meanwhile)

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        shooter = st.chars[self.shooter]
        target = st.chars.get(self.target)
        if self.defensive and not self.landed and target is not None and not target.alive:
            # A§5.3: every shooter of a volley counts as having fired; once its target is dead, the shots
            # still to come have no further effect (nothing is rolled, nothing strays)
            host.say(
                "ager.ev.shot_spent", "Ager 5.3", unit=unit_ref(st, shooter), target=unit_ref(st, target)
            )
            return DONE
        w = tables().weapons["spear"] if self.thrown else weapon_of(st, shooter)
        assert w is not None and shooter.at is not None
        src = pieces(st, shooter)[0]
        rng = dist(st, src, self.aim)
        band = w.band(rng) or "long"
        fire = tables().fire
        where: str | None = self.aim
        if self.landed:
            where = self.landed
        elif rng > int(fire["no_roll_within"]):
            hm = fire["hit_modifiers"]
            prof = st.profiles[shooter.id]
            mods: list[Mod] = []
            if band in ("long", "medium"):
                mods.append((int(hm[f"{band}_range"]), mod_term(f"{band}_range")))
            if shooter.health == "wounded":
                mods.append((int(hm["shooter_wounded"]), mod_term("shooter_wounded")))
            if shooter.mounted and prof.code[:1] == "T" and prof.code[-1:] == "a":
                mods.append((int(hm["turkish_horse_archer"]), mod_term("turkish_horse_archer")))
            if prof.code[-1:] in ("a", "x") and not self.thrown and rng <= int(hm["archer_within"]):
                mods.append((int(hm["archer_within_modifier"]), mod_term("archer_within")))
            (face,) = host.roll(
                1, 10, roll_for(f"hit hex {self.shooter}", "ager.roll.hit_hex", unit=unit_ref(st, shooter))
            )
            total, shown = roll_sum(face, mods, hi=None)  # above 10 is a miss (E-A2)
            kind = tables().hit_hex(total)
            where = hit_hex(st, src, self.aim, kind) if kind != "miss" else None
            walled = ""
            if where is not None and where != self.aim:
                walled, where = where, stray_place(st, src, where)
            host.say(
                "ager.ev.hit_hex",
                "Ager 5.4.1",
                unit=unit_ref(st, shooter),
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
        occ = occupants(st)
        who = occ.get(where)
        if who is None:
            host.say("ager.ev.shot_lost", "Ager 5.4.1", hex=HexRef(where))
            return DONE
        if not who.startswith("horse:"):
            from engine.ager.rules.s08_cover import Shelter, crossfire

            other = crossfire(st, st.chars[who], shooter)
            if other is not None:  # an outer corner under crossfire: his owner chooses (A§8.4)
                host.push(Shelter(who, shooter.id, other), replace(self, landed=where))
                return DONE
        col = cover(st, src, where, w)
        if st.animals and not who.startswith("horse:") and in_palanquin(st, st.chars[who]):
            col = _at_least(col, str(tables().camels["palanquin_cover"]))  # in a palanquin (A§6.7.2)
        if who.startswith("horse:"):
            horse = st.animals[who[6:]]
            (face,) = host.roll(
                1,
                10,
                roll_for(
                    f"damage {who}",
                    "ager.roll.damage",
                    unit=term("piece", "camel" if horse.camel else "horse"),
                ),
            )
            total, shown = roll_sum(face, [(w.shift, term("weapon", w.id))])
            res = tables().fire_result(True, total, col)
            host.say(
                "ager.ev.camel_shot" if horse.camel else "ager.ev.horse_shot",
                "Ager 6.7",
                hex=HexRef(where),
                face=face,
                total=total,
                roll=shown,
                cover=term("cover", col),
                result=res,
            )
            if res in ("D", "E"):
                beast_killed(st, horse)
                collapse(host, horse)
            return DONE
        victim = st.chars[who]
        prof = st.profiles[victim.id]
        armour = int(fire["armour"]) if prof.armoured else 0
        (face,) = host.roll(
            1, 10, roll_for(f"damage {victim.id}", "ager.roll.damage", unit=unit_ref(st, victim))
        )
        total, shown = roll_sum(face, [(w.shift, term("weapon", w.id)), (armour, mod_term("armour"))])
        mounted = victim.mounted
        res = tables().fire_result(mounted, total, col)
        host.say(
            "ager.ev.shot",
            "Ager 5.4.3",
            unit=unit_ref(st, shooter),
            target=unit_ref(st, victim),
            weapon=term("weapon", w.id),
            range=dist(st, src, where),  # to the hex it came down in, the victim's (A§5.4.1)
            stray="yes" if where != self.aim else "no",
            cover=term("cover", col),
            face=face,
            modifier=w.shift + armour,
            total=total,
            roll=shown,
            result=Msg(f"ager.fire.{'mounted' if mounted else 'foot'}.{res if res != '-' else 'none'}"),
        )
        apply_fire(host, victim, res, mounted, src, self.defensive)
        return DONE


def apply_fire(host: AgerTurn, ch: Character, res: str, mounted: bool, src: str, defensive: bool) -> None:
    from engine.ager.rules.s06_retreat import Retreat

    st: AgerState = host.state
    rule = "Ager 5.4"
    if res == "-":
        return
    if res == "A":
        if st.animals and in_palanquin(st, ch):
            return  # a man in a palanquin does not retreat (reading, A§6.7.2: he is passive)
        host.push(Retreat(ch.id, src, int(tables().fire["retreat"]), "", defensive))
        return
    if not mounted:
        {"B": stun, "C": wound, "D": kill}[res](host, ch, rule)
        return
    if res == "B":
        stun(host, ch, rule)
    elif res == "C":
        wound(host, ch, rule)
    elif res in ("D", "E"):
        if unhorse(host, ch, horse_alive=False, rule=rule) and res == "E":
            wound(host, ch, rule)
        st.halted = ch.id if defensive else st.halted
    elif res == "F":
        kill(host, ch, rule)


__all__ = ["DefensiveWindow", "OffensiveFire", "Shot", "char_dist"]
