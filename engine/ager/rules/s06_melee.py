"""Melee (A§6): step 4 of the active side's phase; placeholder results table §P3.

``attack ancelin daoud``: Ancelin attacks Daoud; ``attack ancelin arnould daoud``: both attack him
together (strengths added, one column right, A§6.2); ``attack ancelin arnould daoud yazid``: several
defenders attacked together, the active side's names first (defences added, E-A22; the least
favourable terrain of each side; a retreat moves every defender, a stun, wound or death falls on one
their owner chooses, a wound or death on an unarmoured one; +1 only if all are armoured, A§6.3).
Difference attack − defence gives the column;
terrain shifts it (A§6.1); the attacker rolls d10, +1 against an armoured defender (A§6.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.ager.geometry import can_attack_into, combat_value
from engine.ager.rolls import mod_term, roll_sum
from engine.ager.rules import s04_bridle, s07_prisoners
from engine.ager.rules.s01_health import AgerTurn, kill, near, stun, unhorse, wound
from engine.ager.rules.s02_step_asks import step_ask
from engine.ager.rules.s04_camels import collapse, column_cost, in_palanquin
from engine.ager.rules.s05_fire import term
from engine.ager.rules.s06_advance import Advance
from engine.ager.rules.s06_retreat import Retreat
from engine.ager.rules.s08_buildings import defended
from engine.ager.state import AgerState, Animal, Character, animal_hexes, pieces, stats, unit_ref
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.errors import IllegalAction
from engine.core.machine import DONE, Again, Ask, Asks, Step, Task
from engine.core.messages import Msg
from engine.core.protocol import Choice
from engine.core.refs import HexRef

RULE = "Ager 6"


def may_attack(st: AgerState, a: Character) -> bool:
    return (
        st.profiles[a.id].side == st.active
        and a.able
        and a.at is not None
        and a.fired_off != st.phase_no
        and a.attacked != st.phase_no
        and a.id not in st.carried  # no melee while carrying a ladder (E-A30)
        and not (st.animals and in_palanquin(st, a))  # passive in a palanquin (A§6.7.2)
    )


def reaches(st: AgerState, a: Character, d: Character) -> bool:
    """``a`` is next to ``d`` and could move into one of its hexes (A§6.6)."""
    if not d.alive or d.at is None or st.profiles[d.id].side == st.profiles[a.id].side:
        return False
    if st.animals and in_palanquin(st, d):  # only his camel is attacked (A§6.7.2)
        return False
    return any(near(st, a, h) and can_attack_into(st, a, h) for h in pieces(st, d))


def reaches_horse(st: AgerState, a: Character, horse: Animal) -> bool:
    """``a`` could attack the riderless enemy horse ``horse`` (A§6.6, A§6.7)."""
    if not horse.alive or horse.side == st.profiles[a.id].side:
        return False
    return any(near(st, a, h) and can_attack_into(st, a, h) for h in animal_hexes(st, horse))


def melee_orders(st: AgerState) -> list[str]:
    out: list[str] = []
    foes = sorted((c for c in st.chars.values() if c.alive and c.at is not None), key=lambda c: c.id)
    horses = sorted(st.animals.values(), key=lambda h: h.id)
    for a in sorted(st.chars.values(), key=lambda c: c.id):
        if may_attack(st, a):
            out.extend(f"attack {a.id} {d.id}" for d in foes if reaches(st, a, d))
            out.extend(f"attack {a.id} {h.id}" for h in horses if reaches_horse(st, a, h))
    return out


@dataclass(frozen=True, slots=True)
class MeleeStep(Task[AgerTurn], kind="ager.melee"):
    """Step 4: the active side's characters next to enemies may attack, one attack each (A§6.0)."""

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        st.step = 4
        orders = melee_orders(st)
        if not orders:
            return DONE
        return step_ask(
            st, "ager.attack", "ager.ask.attack", "Ager 6", orders, "ager.warn.unattacked", open_ended=True
        )

    def read(self, host: AgerTurn, ask: Ask, order: str) -> str:
        st: AgerState = host.state
        words = order.split()
        if words[:1] == ["charge"]:
            from engine.ager.rules.s07_charges import too_late

            raise too_late(host, words)
        if len(words) < 3 or words[0] != "attack":
            raise self.refusal(host, ask, order)
        defenders = _defenders(st, words[1:])
        if len(defenders) > 1:  # several defenders attacked together (A§6.2, E-A22)
            return _several(st, words[1:], defenders)
        d = st.chars.get(words[-1])
        horse = st.animals.get(words[-1])
        if (d is None or not d.alive) and (horse is None or not horse.alive):
            raise IllegalAction("ager.err.no_target", rule="Ager 6", unit=words[-1][:20])
        attackers = []
        for w in words[1:-1]:
            a = st.chars.get(w)
            if (
                a is None
                or not may_attack(st, a)
                or not (reaches(st, a, d) if d is not None else reaches_horse(st, a, horse))  # type: ignore[arg-type]
                or w in attackers
            ):
                raise IllegalAction(
                    "ager.err.cannot_attack",
                    rule="Ager 6.6",
                    unit=_named(st, w),
                    target=_named(st, words[-1]),
                )
            attackers.append(w)
        return " ".join(["attack", *attackers, words[-1]])

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        if order == "done":
            return DONE
        st: AgerState = host.state
        words = order.split()
        if words[-1] in st.animals:
            host.push(HorseFight(tuple(words[1:-1]), words[-1]))
            return Again(MeleeStep())
        defenders = _defenders(st, words[1:])
        attackers = tuple(w for w in words[1:] if w not in defenders)
        host.push(Fight(attackers, defenders[0], "", tuple(defenders[1:])))
        return Again(MeleeStep())


def _named(st: AgerState, word: str) -> object:
    """A character named in an order, as messages name him (his name, state and hex), else the word."""
    c = st.chars.get(word)
    return unit_ref(st, c) if c is not None and c.at is not None else word[:20]


def _defenders(st: AgerState, names: list[str]) -> list[str]:
    """The characters of the other side among ``names`` (the active side's are the attackers)."""
    return [w for w in names if w in st.chars and st.profiles[w].side != st.active]


def _several(st: AgerState, names: list[str], defenders: list[str]) -> str:
    """``attack <attackers…> <defenders…>`` against several defenders, checked: every attacker may attack
    and reaches one of them at least, and each of them is reached by one attacker at least (A§6.2, §6.6)."""
    attackers = [w for w in names if w not in defenders]
    if not attackers:
        raise IllegalAction("ager.err.no_target", rule="Ager 6", unit=" ".join(names)[:20])
    ds = [st.chars[w] for w in defenders]
    for w in attackers:
        a = st.chars.get(w)
        if (
            a is None
            or not may_attack(st, a)
            or not any(reaches(st, a, d) for d in ds)
            or attackers.count(w) > 1
        ):
            raise IllegalAction(
                "ager.err.cannot_attack", rule="Ager 6.6", unit=w[:20], target=" ".join(defenders)
            )
    for d in ds:
        if defenders.count(d.id) > 1 or not any(reaches(st, st.chars[w], d) for w in attackers):
            raise IllegalAction(
                "ager.err.cannot_attack", rule="Ager 6.2", unit=" ".join(attackers), target=d.id
            )
    return " ".join(["attack", *attackers, *defenders])


@dataclass(frozen=True, slots=True)
class Fight(Task[AgerTurn], kind="ager.fight"):
    """One melee: column by the difference, shifts, d10 (A§6.0–6.3), result §P3."""

    attackers: tuple[str, ...]
    defender: str
    charge: str = ""  # "charge", "lance" (A§7.1.4) or "countered" (A§7.1.3); "" for an ordinary melee
    others: tuple[str, ...] = ()  # the other defenders attacked together with ``defender`` (A§6.2)

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        mt = tables().melee
        atts = [st.chars[a] for a in self.attackers]
        d = st.chars[self.defender]
        ds = [d, *(st.chars[o] for o in self.others)]
        before = ",".join(f"{c.id}:{' '.join(pieces(st, c))}" for c in (*atts, *ds))
        for a in atts:
            a.attacked = st.phase_no
        for x in ds:
            x.attacked_by = st.phase_no
        if st.animals:
            s04_bridle.drop_all(host, [*atts, *ds])
        attack = sum(stats(st, a)[0] for a in atts)
        defence = sum(stats(st, x)[1] for x in ds)  # several defenders: their defences added (E-A22)
        swapped = False
        if self.charge:
            attack += attack // 2
            if self.charge == "countered":
                defence += defence // 2
                if defence > attack:  # the counter-charger attacks, printed values (E-A4)
                    swapped = True
                    host.say(
                        "ager.ev.roles_swapped",
                        "Ager 7.1.3",
                        unit=unit_ref(st, d),
                        target=unit_ref(st, atts[0]),
                    )
                    atts, d = [d], atts[0]
                    attack, defence = stats(st, atts[0])[0], stats(st, d)[1]
            host.say("ager.ev.charge_fight", "Ager 7.1.3", attack=attack, defence=defence)
        diff = attack - defence
        col = tables().melee_column(diff)
        av = min(combat_value(st, a) for a in atts)
        # combined defenders count as on the least favourable of their terrains (A§6.2)
        dv = min(max(combat_value(st, x), 1) if defended(st, atts, x) else combat_value(st, x) for x in ds)
        clamp = int(mt["terrain_clamp"])
        shift = max(-clamp, min(clamp, av - dv))
        if len(atts) > 1 and (not any(x.mounted for x in ds) or sum(a.mounted for a in atts) > 1):
            shift += int(mt["together"])
        if self.charge == "lance":
            shift += 1
        shift += column_cost(st, atts, d)  # horses next to camels (A§6.7.1, §4.4.6)
        final = max(0, min(tables().last_column, col + shift))
        if not self.others and capture(host, atts, d, diff):
            return DONE
        # +1 against armour only when every defender wears it (A§6.3)
        armour = int(mt["armour"]) if all(st.profiles[x.id].armoured for x in ds) else 0
        (face,) = host.roll(1, 10, roll_for(f"melee {d.id}", "ager.roll.melee", unit=unit_ref(st, d)))
        total, shown = roll_sum(face, [(armour, mod_term("armour"))])
        res = tables().melee_result(final, total)
        host.say(
            "ager.ev.melee",
            RULE,
            attackers=[unit_ref(st, a) for a in atts],
            defender=unit_ref(st, d) if len(ds) == 1 else [unit_ref(st, x) for x in ds],
            attack=attack,
            defence=defence,
            difference=diff,
            shift=shift,
            column=final,
            face=face,
            total=total,
            roll=shown,
            result=Msg(f"ager.melee.{'mounted' if d.mounted else 'foot'}.{res}"),
        )
        if swapped and res in ("A", "B", "C"):
            host.say("ager.ev.ignored", "Ager 7.1.3", unit=unit_ref(st, atts[0]))
            return DONE
        host.push(Advance(tuple(a.id for a in atts), d.id, before))  # after the retreats pushed next
        if len(ds) > 1:
            self.apply_several(host, res, atts, ds)
        else:
            self.apply(host, res, atts, d)
        return DONE

    def apply_several(self, host: AgerTurn, res: str, atts: list[Character], ds: list[Character]) -> None:
        """A result against several defenders (A§6.2, §6.3): a retreat moves them all; a stun, wound or
        death falls on one, whom their owner chooses; a wound or death on an unarmoured one if any."""
        st: AgerState = host.state
        if res in ("A", "B", "C"):
            self.apply(host, res, atts, ds[0])
            return
        src = pieces(st, atts[0])[0]
        retreat = int(tables().melee["retreat"])
        if res == "E":
            host.push(*(Retreat(x.id, src, retreat, ",".join(self.attackers), False) for x in ds))
            return
        if res not in ("F", "G", "H", "I"):  # no effect
            return
        bare = [x for x in ds if not st.profiles[x.id].armoured]
        takers = bare if res in ("G", "H", "I") and bare else ds
        if res == "H":  # the wound falls on one; the retreat moves every defender still on foot
            host.push(
                *(Retreat(x.id, src, retreat, ",".join(self.attackers), False) for x in ds if not x.mounted)
            )
        host.push(Bearer(tuple(x.id for x in takers), res, True))

    def apply(self, host: AgerTurn, res: str, atts: list[Character], d: Character) -> None:
        st: AgerState = host.state
        rule = "Ager 6"
        retreat = int(tables().melee["retreat"])
        first = atts[0]
        if res in ("A", "B") and len(atts) > 1:  # one attacker of several: his owner chooses (A§6.2)
            host.push(Bearer(tuple(a.id for a in atts), res))
        elif res == "A":
            wound(host, first, rule)
        elif res == "B":
            stun(host, first, rule)
        elif res == "C":
            src = pieces(st, d)[0]
            host.push(*(Retreat(a.id, src, retreat, d.id, False) for a in atts))
        elif res == "E":
            host.push(Retreat(d.id, pieces(st, first)[0], retreat, ",".join(self.attackers), False))
        elif res in ("F", "G", "H", "I"):
            on_foot = not d.mounted  # a rider brought down by H does not retreat as well
            defender_takes(host, res, d)
            if res == "H" and on_foot and d.alive:
                host.push(Retreat(d.id, pieces(st, first)[0], retreat, ",".join(self.attackers), False))


@dataclass(frozen=True, slots=True)
class Bearer(Task[AgerTurn], kind="ager.bearer"):
    """A result that wounds (A) or stuns (B) one of several attackers: their owner chooses which takes it
    (A§6.2): ``take arnould``; the default, which ``standing ager.bearer always`` takes, is the first
    named."""

    attackers: tuple[str, ...]
    result: str
    defending: bool = False  # the characters are defenders taking F, G, H or I (A§6.2)

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        atts = [st.chars[a] for a in self.attackers if st.chars[a].alive and st.chars[a].at is not None]
        if not atts:
            return DONE
        orders = [f"take {a.id}" for a in atts]
        return Asks(
            Ask(
                st.profiles[atts[0].id].side,
                "ager.bearer",
                Msg(
                    "ager.ask.bearer",
                    {
                        "result": Msg(f"ager.melee.foot.{self.result}"),
                        "units": [unit_ref(st, a) for a in atts],
                    },
                    "Ager 6.2",
                ),
                tuple(Choice(o, Msg("core.choice", {"order": o})) for o in orders),
                default=orders[0],
                standing=(("always", orders[0]),),
            )
        )

    def answer(self, host: AgerTurn, ask: Ask, order: str) -> Step:
        st: AgerState = host.state
        ch = st.chars[order.split()[1]]
        if self.defending:
            defender_takes(host, self.result, ch)
        else:
            (wound if self.result == "A" else stun)(host, ch, RULE)
        return DONE


def defender_takes(host: AgerTurn, res: str, d: Character) -> None:
    """What F, G, H or I does to the defender who takes it (§P3): F stuns him; G wounds him, or brings a
    rider down; H as G, a rider brought down wounded too; I kills him. H's retreat is the caller's."""
    if res == "F":
        stun(host, d, RULE)
    elif res in ("G", "H"):
        if d.mounted:
            if unhorse(host, d, horse_alive=False, rule=RULE) and res == "H":
                wound(host, d, RULE)
        else:
            wound(host, d, RULE)
    elif res == "I":
        kill(host, d, RULE)


@dataclass(frozen=True, slots=True)
class HorseFight(Task[AgerTurn], kind="ager.horse_fight"):
    """A melee against a riderless horse (A§6.7): fought as against an unarmoured rider of defence 1 (the
    data's ``horse_defence``); results G, H and I kill it, the others do nothing."""

    attackers: tuple[str, ...]
    horse: str

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        mt = tables().melee
        atts = [st.chars[a] for a in self.attackers]
        horse = st.animals[self.horse]
        for a in atts:
            a.attacked = st.phase_no
        s04_bridle.drop_all(host, atts)
        attack = sum(stats(st, a)[0] for a in atts)
        defence = int(mt.get("horse_defence", 1))
        shift = int(mt["together"]) if sum(a.mounted for a in atts) > 1 else 0
        final = max(0, min(tables().last_column, tables().melee_column(attack - defence) + shift))
        (face,) = host.roll(
            1,
            10,
            roll_for(
                f"melee {horse.id}",
                "ager.roll.melee",
                unit=term("piece", "camel" if horse.camel else "horse"),
            ),
        )
        res = tables().melee_result(final, face)
        host.say(
            "ager.ev.camel_melee" if horse.camel else "ager.ev.horse_melee",
            "Ager 6.7",
            attackers=[unit_ref(st, a) for a in atts],
            hex=HexRef(horse.at),
            attack=attack,
            defence=defence,
            column=final,
            face=face,
            result=res,
        )
        if res in ("G", "H", "I"):
            s04_bridle.beast_killed(st, horse)
            host.say(
                "ager.ev.camel_dies" if horse.camel else "ager.ev.horse_dies",
                "Ager 6.7",
                hex=HexRef(horse.at),
            )
            collapse(host, horse)
        return DONE


def capture(host: AgerTurn, atts: list[Character], d: Character, diff: int) -> bool:
    """An isolated knight or ghulam fought at a difference of 60 or more may surrender (A§7.4, E-A11):
    on a d10 of 1–4 he is taken prisoner (wounded, out of the fight); else the melee is fought."""
    st: AgerState = host.state
    cap = tables().melee.get("capture", {})
    side = st.profiles[d.id].side
    if not st.profiles[d.id].knight or diff < int(cap.get("difference", 60)):
        return False
    friends = [c for c in st.chars.values() if c.id != d.id and c.alive and st.profiles[c.id].side == side]
    if any(near(st, c, h) for c in friends for h in pieces(st, d)):
        return False
    (face,) = host.roll(1, 10, roll_for(f"capture {d.id}", "ager.roll.capture", unit=unit_ref(st, d)))
    taken = face <= int(cap.get("surrenders", 4))
    host.say("ager.ev.capture", "Ager 7.4", unit=unit_ref(st, d), face=face, taken=taken)
    if not taken:
        return False
    if d.mounted:
        unhorse(host, d, horse_alive=True, rule="Ager 7.4")
    if d.alive:
        s07_prisoners.taken(st, d, wounded=d.health == "wounded")
        d.health = "captured"
        host.say("ager.ev.captured", "Ager 7.4", unit=unit_ref(st, d), by=[unit_ref(st, a) for a in atts])
    return True
