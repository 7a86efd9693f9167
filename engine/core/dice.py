"""Dice: a seeded, counter-based generator whose whole state is two integers, and scripted dice for tests.

The seed is fixed when a game starts and saved with the game, so any game can be replayed and every
roll verified. A ``Dice`` value is immutable: ``roll`` returns the faces and the next ``Dice``.

Scripted faces (``script``) are used, in order, for die rolls; shuffles always draw from the seeded
stream, so a test can script the battle dice without scripting the deck. When a script runs out the
roll raises ``DiceScriptExhausted`` rather than inventing a face.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1


def _splitmix64(x: int) -> int:
    x = (x + 0x9E3779B97F4A7C15) & _MASK64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
    return z ^ (z >> 31)


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


@dataclass(frozen=True, slots=True)
class Roll:
    """One recorded roll: what it was for, the die size and the faces."""

    purpose: str
    sides: int
    faces: tuple[int, ...]
    scripted: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "purpose": self.purpose,
            "sides": self.sides,
            "faces": list(self.faces),
            "scripted": self.scripted,
        }


@dataclass(frozen=True, slots=True)
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

    def _next(self) -> tuple[int, Dice]:
        value = _splitmix64(self.seed ^ _splitmix64(self.counter))
        return value, Dice(self.seed, self.counter + 1, self.script, self.script_pos, self.scripted_only)

    def below(self, n: int) -> tuple[int, Dice]:
        """A uniform integer in [0, n) from the seeded stream (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        dice = self
        while True:
            value, dice = dice._next()
            if value < limit:
                return value % n, dice

    # ------------------------------------------------------------------ public API

    @property
    def script_left(self) -> int:
        return len(self.script) - self.script_pos

    def roll(self, n: int, sides: int, purpose: str) -> tuple[Roll, Dice]:
        """Roll ``n`` dice of ``sides`` faces numbered 1..sides (a system maps faces to symbols)."""
        if self.scripted_only:
            if self.script_left < n:
                raise DiceScriptExhausted(purpose, n)
            faces = self.script[self.script_pos : self.script_pos + n]
            for f in faces:
                if not 1 <= f <= sides:
                    raise BadScriptedFace(f, sides, purpose)
            nxt = Dice(self.seed, self.counter, self.script, self.script_pos + n, self.scripted_only)
            return Roll(purpose, sides, tuple(faces), scripted=True), nxt
        out: list[int] = []
        dice = self
        for _ in range(n):
            v, dice = dice.below(sides)
            out.append(v + 1)
        return Roll(purpose, sides, tuple(out)), dice

    def shuffle(self, items: Sequence[T]) -> tuple[list[T], Dice]:
        """A Fisher-Yates shuffle from the seeded stream (never from the script)."""
        out = list(items)
        dice = self
        for i in range(len(out) - 1, 0, -1):
            j, dice = dice.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out, dice

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

    def shuffle(self, items: Sequence[T], purpose: str = "shuffle") -> list[T]:
        out, self.dice = self.dice.shuffle(items)
        self.rolls.append(Roll(purpose, 0, ()))
        return out
