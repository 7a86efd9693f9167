"""CCA 10 (digest 12): leader casualty checks and the fall of a leader."""

from __future__ import annotations

from engine.cca.constants import LEADER_CHECK_ELIMINATED_DICE, LEADER_CHECK_SURVIVED_DICE, LEADER_HIT_FACE
from engine.cca.rules.pieces import Ctx, lab, leader_ref, move_leader, names
from engine.cca.rules.s03_winning import gain_banner
from engine.cca.state import Leader
from engine.core.dice import roll_for


def kill_leader(c: Ctx, ld: Leader, by: str, rule: str) -> None:
    where = lab(c.st, ld.hex) if ld.hex else "-"
    move_leader(c, ld, None)
    ld.status = "dead"
    c.ev("leader_killed", rule, leader=leader_ref(ld), hex=where)
    gain_banner(c, by, f"leader:{ld.id}")


def leader_check(c: Ctx, ld: Leader, by: str, eliminated: bool) -> bool:
    """Casualty check (CCA 10/a). Returns True when the leader survives."""
    n = LEADER_CHECK_ELIMINATED_DICE if eliminated else LEADER_CHECK_SURVIVED_DICE
    faces = c.box.roll(n, 6, roll_for("leader casualty check", "cca.roll.leader_casualty"))
    need = 1 if eliminated else 2
    key = "leader_check" if eliminated else "leader_check2"
    c.ev(key, "CCA 10/a", leader=leader_ref(ld), faces=names(faces), need=need)
    if sum(1 for f in faces if f == LEADER_HIT_FACE) >= need:
        kill_leader(c, ld, by, "CCA 10/a")
        return False
    if eliminated:
        from engine.cca.rules.s09_evade_momentum import LeaderEvade

        c.push(LeaderEvade(ld.id))
    return True
