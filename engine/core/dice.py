"""Dice: a seeded, counter-based generator whose whole state is two integers, and scripted dice for tests.

The seed is fixed when a game starts and saved with the game, so any game can be replayed and every
roll verified. A ``Dice`` value is immutable: ``roll`` returns the faces and the next ``Dice``.

Scripted faces (``script``) are used, in order, for die rolls; shuffles always draw from the seeded
stream, so a test can script the battle dice without scripting the deck. When a script runs out the
roll raises ``DiceScriptExhausted`` rather than inventing a face.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field
from enum import Enum
from typing import Any, TypeVar

from engine.core.messages import Msg
from engine.core.record import record
from engine.core.refs import Phrase

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_SPAN = 1 << 64
# splitmix64's constants; dice.pxd types them and ``_splitmix64`` as 64-bit C integers for the compiled
# engine (engine/compiled.py), where this arithmetic is the same, modulo 2**64, without Python integers
_GOLDEN = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB


def _splitmix64(x: int) -> int:
    x = (x + _GOLDEN) & _MASK64
    z = x
    z = ((z ^ (z >> 30)) * _MIX1) & _MASK64
    z = ((z ^ (z >> 27)) * _MIX2) & _MASK64
    return z ^ (z >> 31)


def _below(seed: int, counter: int, n: int) -> tuple[int, int]:
    """A uniform integer in [0, n) drawn from the stream of ``seed`` at ``counter`` (rejection sampling,
    no modulo bias), and the counter after the draw: the dice are made once per roll, not per draw."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    limit = _SPAN - _SPAN % n
    while True:
        value = _splitmix64(seed ^ _splitmix64(counter))
        counter += 1
        if value < limit:
            return value % n, counter


class DiceScriptExhausted(RuntimeError):
    """A scripted game asked for more dice than its script holds."""

    def __init__(self, purpose: str, needed: int) -> None:
        super().__init__(
            f"the dice script has run out (a roll of {needed} for {purpose!r} found no faces left)"
        )
        self.purpose = purpose
        self.needed = needed


class BadScriptedFace(ValueError):
    """A scripted face that the die being rolled does not have (a 9 on a d6)."""

    def __init__(self, face: int, sides: int, purpose: str) -> None:
        super().__init__(f"scripted face {face} is not a face of a d{sides} (roll for {purpose!r})")
        self.face = face
        self.sides = sides
        self.purpose = purpose


def roll_for(shown: str, key: str, **params: Any) -> Phrase:
    """What a roll is for: ``shown`` where the roll is recorded (its ``purpose`` in transcripts and the
    saved rolls, compared by replays), the message ``key`` with ``params`` wherever a player reads it
    (a scripted game's dice running out before the roll) in the reader's language."""
    return Phrase(shown, (Msg(key, params),))


class Reading(Enum):
    """How a die's faces are read. Faces are stored 1..n; a d10's printed 0 is stored as 10."""

    ONE_UP = "1-n"  # 1..n: a d10 read 1–10, its 0 counting 10 (Au fil de l'Épée, Ager Sanguinis A§10.2)
    ZERO_UP = "0-(n-1)"  # 0..n-1: a d10 read 0–9, its 0 counting 0 (GBoH G§0.1)

    def read(self, face: int, sides: int) -> int:
        return face % sides if self is Reading.ZERO_UP else face


@record
class Modifier:
    """One modifier applied to a roll: a message key naming why, the amount, the rule cited."""

    key: str
    amount: int
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"key": self.key, "amount": self.amount}
        if self.rule:
            out["rule"] = self.rule
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Modifier:
        rule = data.get("rule")
        return cls(str(data["key"]), int(data["amount"]), str(rule) if rule else None)


@record
class Roll:
    """One recorded roll: what it was for, the die size, the raw faces and, when read and modified,
    how the faces were read, the modifiers and the final value.

    ``faces`` are always the raw faces 1..sides (a d10's printed 0 is 10) so that a rule that looks at
    the unmodified die (GBoH G§7.4: ammunition, leader hits) still sees it. ``final`` is None until a
    system applies modifiers with ``modified``.
    """

    purpose: str
    sides: int
    faces: tuple[int, ...]
    scripted: bool = False
    reading: Reading = Reading.ONE_UP
    modifiers: tuple[Modifier, ...] = ()
    final: int | None = None

    @property
    def values(self) -> tuple[int, ...]:
        """The faces as read (a d10 read 0–9 gives 0 for its printed 0)."""
        return tuple(self.reading.read(f, self.sides) for f in self.faces)

    @property
    def total(self) -> int:
        """The final value if modifiers were applied, else the sum of the values read."""
        return self.final if self.final is not None else sum(self.values)

    def modified(self, modifiers: Sequence[Modifier], lo: int | None = None, hi: int | None = None) -> Roll:
        """This roll with ``modifiers`` added to its read value, clamped to ``lo``..``hi`` if given."""
        mods = (*self.modifiers, *modifiers)
        value = sum(self.values) + sum(m.amount for m in mods)
        if lo is not None:
            value = max(lo, value)
        if hi is not None:
            value = min(hi, value)
        return Roll(self.purpose, self.sides, self.faces, self.scripted, self.reading, mods, value)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "purpose": str(self.purpose),
            "sides": self.sides,
            "faces": list(self.faces),
            "scripted": self.scripted,
        }
        # Only a read, modified roll carries more keys: older rolls keep their exact JSON.
        if self.reading is not Reading.ONE_UP:
            out["reading"] = self.reading.value
            out["values"] = list(self.values)
        if self.modifiers:
            out["modifiers"] = [m.to_json() for m in self.modifiers]
        if self.final is not None:
            out["final"] = self.final
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Roll:
        final = data.get("final")
        return cls(
            purpose=str(data["purpose"]),
            sides=int(data["sides"]),
            faces=tuple(int(f) for f in data.get("faces", ())),
            scripted=bool(data.get("scripted", False)),
            reading=Reading(data.get("reading", Reading.ONE_UP.value)),
            modifiers=tuple(Modifier.from_json(m) for m in data.get("modifiers", ())),
            final=None if final is None else int(final),
        )


@record
class Dice:
    seed: int
    counter: int = 0
    script: tuple[int, ...] = ()
    script_pos: int = 0
    scripted_only: bool = field(default=False)

    # ------------------------------------------------------------------ construction

    @classmethod
    def seeded(cls, seed: int) -> Dice:
        return cls(seed=seed & _MASK64)

    @classmethod
    def scripted(cls, faces: Sequence[int], seed: int = 0) -> Dice:
        return cls(seed=seed & _MASK64, script=tuple(faces), scripted_only=True)

    # ------------------------------------------------------------------ raw stream

    def below(self, n: int) -> tuple[int, Dice]:
        """A uniform integer in [0, n) from the seeded stream (rejection sampling, no modulo bias)."""
        value, counter = _below(self.seed, self.counter, n)
        return value, self._at(counter)

    def _at(self, counter: int) -> Dice:
        """These dice, the seeded stream drawn up to ``counter``."""
        return Dice(self.seed, counter, self.script, self.script_pos, self.scripted_only)

    # ------------------------------------------------------------------ public API

    @property
    def script_left(self) -> int:
        return len(self.script) - self.script_pos

    def roll(self, n: int, sides: int, purpose: str, reading: Reading = Reading.ONE_UP) -> tuple[Roll, Dice]:
        """Roll ``n`` dice of ``sides`` faces numbered 1..sides (a system maps faces to symbols).

        ``reading`` says how the faces are read (a d10 read 0–9 or 1–10); the raw faces are kept.
        """
        if self.scripted_only:
            if self.script_left < n:
                raise DiceScriptExhausted(purpose, n)
            faces = self.script[self.script_pos : self.script_pos + n]
            for f in faces:
                if not 1 <= f <= sides:
                    raise BadScriptedFace(f, sides, purpose)
            nxt = Dice(self.seed, self.counter, self.script, self.script_pos + n, self.scripted_only)
            return Roll(purpose, sides, tuple(faces), scripted=True, reading=reading), nxt
        out: list[int] = []
        seed, counter = self.seed, self.counter
        for _ in range(n):
            v, counter = _below(seed, counter, sides)
            out.append(v + 1)
        return Roll(purpose, sides, tuple(out), False, reading), self._at(counter)

    def shuffle(self, items: Sequence[T]) -> tuple[list[T], Dice]:
        """A Fisher-Yates shuffle from the seeded stream (never from the script)."""
        out = list(items)
        seed, counter = self.seed, self.counter
        for i in range(len(out) - 1, 0, -1):
            j, counter = _below(seed, counter, i + 1)
            out[i], out[j] = out[j], out[i]
        return out, self._at(counter)

    # ------------------------------------------------------------------ persistence

    def to_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "counter": self.counter,
            "script": list(self.script),
            "script_pos": self.script_pos,
            "scripted_only": self.scripted_only,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Dice:
        return cls(
            seed=int(data["seed"]),
            counter=int(data.get("counter", 0)),
            script=tuple(int(x) for x in data.get("script", ())),
            script_pos=int(data.get("script_pos", 0)),
            scripted_only=bool(data.get("scripted_only", False)),
        )


class DiceBox:
    """A mutable holder used while one action is applied: it rolls, shuffles and records every roll.

    Engines that copy-and-mutate their state during ``apply`` keep a ``DiceBox`` for the duration of the
    action, then store ``box.dice`` back in the new state and report ``box.rolls`` in the transition.
    """

    def __init__(self, dice: Dice) -> None:
        self.dice = dice
        self.rolls: list[Roll] = []

    def roll(self, n: int, sides: int, purpose: str) -> tuple[int, ...]:
        r, self.dice = self.dice.roll(n, sides, purpose)
        self.rolls.append(r)
        return r.faces

    def roll_one(self, sides: int, purpose: str) -> int:
        return self.roll(1, sides, purpose)[0]

    def roll_read(
        self,
        sides: int,
        purpose: str,
        reading: Reading,
        modifiers: Sequence[Modifier] = (),
        lo: int | None = None,
        hi: int | None = None,
    ) -> Roll:
        """Roll one die read by ``reading``, apply ``modifiers`` (clamped to lo..hi) and record it.

        E.g. GBoH's d10 read 0–9 with its raw face kept: ``roll_read(10, "tq check", Reading.ZERO_UP,
        mods)``; the returned roll gives ``faces`` (raw), ``values`` (read) and ``final``.
        """
        raw, self.dice = self.dice.roll(1, sides, purpose, reading)
        r = raw.modified(modifiers, lo, hi) if (modifiers or lo is not None or hi is not None) else raw
        self.rolls.append(r)
        return r

    def shuffle(self, items: Sequence[T], purpose: str = "shuffle") -> list[T]:
        out, self.dice = self.dice.shuffle(items)
        self.rolls.append(Roll(purpose, 0, ()))
        return out
