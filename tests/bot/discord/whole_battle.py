"""What the whole-battle tests share: the seats of each demo battle and the seeded choice policies.

A policy picks one legal order for a pending decision. It is seeded and draws the same random numbers
for the same position, so a battle played through Discord and one played through the game service with
the same seed go the same way. The policies are aggressive enough that a battle ends in a few hundred
decisions: in Au fil de l'Épée the French often march south (towards the English line), otherwise the
decision's default is taken most of the time; in Commands & Colors: Ancients units are ordered, march
towards the enemy's baseline and fight whenever they can.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence

from engine.core.protocol import Prompt

AFDE_SEED = 18  # a battle with fire, retreats, facing changes and an advance
CCA_SEED = 11
GBOH_SEED = 4  # Demo Wood: about 220 decisions, shock, missile fire and routs
AGER_SEED = 0  # Palm Grove: about 110 decisions, to a Frankish win
MAX_STEPS = 1000  # a bound far above what the seeded policies need (150 to 500 decisions)

NO_ACTION = ("done",)


def banner_groups(banners: Sequence[str]) -> list[tuple[str, ...]]:
    """How a side's banners are shared out: one banner a player; with more than two banners the last
    player of the side holds the last two (Saint-Aubin's four French banners go to three players)."""
    if len(banners) <= 2:
        return [(b,) for b in banners]
    return [(b,) for b in banners[:-2]] + [tuple(banners[-2:])]


def owners(prompt: Prompt, seating: Mapping[int, tuple[str, tuple[str, ...]]]) -> list[int]:
    """The users whose seats answer ``prompt``: their side, and its banner when it names one."""
    return [
        user
        for user, (side, roles) in seating.items()
        if side == prompt.side and (prompt.role is None or not roles or prompt.role in roles)
    ]


def _row(order: str) -> int:
    """Au fil de l'Épée: the map row of a move's destination hex ("move 0504 0505" → 5), else -1."""
    hexes = re.findall(r"\b(\d{4})\b", order)
    return int(hexes[-1][2:]) if order.startswith("move") and hexes else -1


def afde_choice(prompt: Prompt, rng: random.Random) -> str:
    orders = [c.order for c in prompt.choices]
    moves = [o for o in orders if o.startswith("move")]
    r = rng.random()
    if prompt.side == "french" and moves and r < 0.6:  # the French attack towards the south
        return max(moves, key=lambda o: (_row(o), rng.random()))
    if prompt.default is not None and r < 0.85:
        return prompt.default
    return rng.choice(orders)


def _cca_row(order: str) -> int:
    """Commands & Colors: Ancients: the row of the last hex named in an order ("move G8 G7" → 7)."""
    rows = re.findall(r"\b[A-Z](\d+)\b", order)
    return int(rows[-1]) if rows else 0


def cca_choice(prompt: Prompt, rng: random.Random) -> str:
    orders = [c.order for c in prompt.choices]
    acting = [o for o in orders if o not in NO_ACTION]
    if prompt.kind == "cca.move" and acting and rng.random() < 0.9:
        towards = 1 if prompt.side == "north" else -1  # north starts on the low rows
        return max(acting, key=lambda o: (towards * _cca_row(o), rng.random()))
    if prompt.kind in ("cca.order", "cca.battle") and acting and rng.random() < 0.9:
        return rng.choice(acting)
    if prompt.default is not None and rng.random() < 0.8:
        return prompt.default
    return rng.choice(orders)


def default_or_any(prompt: Prompt, rng: random.Random) -> str:
    """Great Battles of Julius Caesar and Ager Sanguinis: the decision's default half of the time, else
    any legal order (both demos end by their turn limit or a rout within a few hundred decisions)."""
    orders = [c.order for c in prompt.choices]
    if prompt.default is not None and rng.random() < 0.5:
        return prompt.default
    return rng.choice(orders)
