"""The rules of Commands & Colors: Ancients, one module per rulebook section (CCA 3-12, digest 3-14).

A turn runs on the kernel's decision machine (engine/core/machine.py): each phase (card, order, rally,
move, battle, move2 for Move-Fire-Move, draw) is a task, and so is each step of a battle pushed above it
(a roll, the reaction window, a retreat...), each in the module of its section; ``tasks`` holds what they
share, ``pieces`` the vocabulary of the rules, ``saves`` the agenda of a saved game.
"""

from __future__ import annotations

from engine.cca.rules import s05_orders, s06_movement
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Decision,
    Why,
    adjacent_enemy_units,
    enemy,
    ordered,
    ref,
    resolve_ref,
    split_order,
    target_hex,
    tflag,
    unit_at,
)
from engine.cca.rules.refusals import STEP_VERBS, refuse
from engine.cca.rules.s03_winning import score
from engine.cca.rules.s04_turn import CardPhase
from engine.cca.rules.s05_orders import arrange_orders, order_candidates, order_refusal
from engine.cca.rules.s06_movement import can_move, check_path, move_detail
from engine.cca.rules.s07_battle import can_battle, fire_range, los_clear, melee_allowed, ranged_allowed
from engine.cca.rules.saves import restore_agenda
from engine.cca.rules.tasks import decision


def clear_caches() -> None:
    """Forget every search and choice list kept for reuse (benchmarks measure cold figures)."""
    s05_orders.clear_caches()
    s06_movement.clear_caches()


__all__ = [
    "STEP_VERBS",
    "Act",
    "CardPhase",
    "Ctx",
    "Decision",
    "Why",
    "adjacent_enemy_units",
    "arrange_orders",
    "can_battle",
    "can_move",
    "check_path",
    "clear_caches",
    "decision",
    "enemy",
    "fire_range",
    "los_clear",
    "melee_allowed",
    "move_detail",
    "order_candidates",
    "order_refusal",
    "ordered",
    "ranged_allowed",
    "ref",
    "refuse",
    "resolve_ref",
    "restore_agenda",
    "score",
    "split_order",
    "target_hex",
    "tflag",
    "unit_at",
]
