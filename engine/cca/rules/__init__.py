"""The rules of Commands & Colors: Ancients, one module per rulebook section (CCA 3-12, digest 3-14).

``flow`` runs a turn: the phases (card, order, rally, move, battle, move2 for Move-Fire-Move) and the
pending steps of a battle on ``state.stack``; each step is either automatic (a roll) or a decision owed
by one side. The sections hold the rules themselves; ``pieces`` the vocabulary they share.
"""

from __future__ import annotations

from engine.cca.rules.flow import decision, execute, settle
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
from engine.cca.rules.s05_orders import arrange_orders, order_candidates, order_refusal
from engine.cca.rules.s06_movement import can_move, check_path, clear_caches, move_detail
from engine.cca.rules.s07_battle import can_battle, fire_range, los_clear, melee_allowed, ranged_allowed

__all__ = [
    "STEP_VERBS",
    "Act",
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
    "execute",
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
    "score",
    "settle",
    "split_order",
    "target_hex",
    "tflag",
    "unit_at",
]
