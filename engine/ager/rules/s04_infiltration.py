"""Infiltration checks (A§4.3): a character passing next to enemies able to attack his hex is checked
once per such enemy, a retreat at every hex; an advance after combat spares those who fought."""

from __future__ import annotations

from dataclasses import dataclass

from engine.ager.geometry import threats
from engine.ager.rolls import Mod, mod_term, roll_sum
from engine.ager.rules.s01_health import AgerTurn, kill, wound
from engine.ager.state import AgerState, Character, pieces, unit_ref
from engine.ager.tables import tables
from engine.core.dice import roll_for
from engine.core.machine import DONE, Step, Task
from engine.core.messages import Msg


@dataclass(frozen=True, slots=True)
class Infiltration(Task[AgerTurn], kind="ager.infiltration"):
    """Passing next to enemies able to attack its hex, a character is checked once per such enemy
    (A§4.3): the enemy's side rolls d10, each enemy once per phase; a retreat checks every hex."""

    mover: str
    hex: str
    retreat: bool
    advance: bool = False  # an advance after combat: enemies that fought in this melee step do not roll

    def stale(self, host: AgerTurn) -> bool:
        ch = host.state.chars.get(self.mover)
        return ch is None or not ch.alive or ch.at != self.hex

    def run(self, host: AgerTurn) -> Step:
        st: AgerState = host.state
        ch = st.chars[self.mover]
        side = st.profiles[ch.id].side
        assert ch.at is not None
        inf = tables().movement["infiltration"]
        per_phase = inf["scope"] == "per_phase"
        for enemy in sorted(threats(st, side, ch.at), key=lambda c: c.id):
            if per_phase and enemy.infiltration == st.phase_no:
                continue
            if _across_window(st, enemy, ch.at):
                continue  # A§4.3.1.1: no check against an enemy on the other side of a window
            if self.advance and st.phase_no in (enemy.attacked, enemy.attacked_by):
                continue  # A§6.5: defeated characters and those engaged in melee this step do not roll
            enemy.infiltration = st.phase_no
            prof = st.profiles[ch.id]
            applies = {
                "mover_mounted": ch.mounted,
                "mover_armoured": prof.armoured,
                "mover_wounded": ch.health == "wounded",
                "enemy_mounted": enemy.mounted,
                "enemy_wounded": enemy.health == "wounded",
            }
            mods: list[Mod] = [(int(inf[k]), mod_term(k)) for k, yes in applies.items() if yes]
            (face,) = host.roll(
                1, 10, roll_for(f"infiltration {ch.id}", "ager.roll.infiltration", unit=unit_ref(st, ch))
            )
            total, shown = roll_sum(face, mods)
            if total <= int(inf["no_effect"]):
                res = "none"
            elif total <= int(inf["stop"]):
                res = "stop"
            elif total <= int(inf["wound"]):
                res = "wound"
            else:
                res = "kill"
            host.say(
                "ager.ev.infiltration",
                "Ager 4.3",
                unit=unit_ref(st, ch),
                enemy=unit_ref(st, enemy),
                face=face,
                modifier=sum(m for m, _why in mods),
                total=total,
                roll=shown,
                result=Msg(f"ager.infiltration.{res}"),
            )
            if res == "kill":
                kill(host, ch, "Ager 4.3")
                return DONE
            if res == "wound":
                wound(host, ch, "Ager 4.3")
                st.halted = ch.id
                if not ch.alive:
                    return DONE
            if res == "stop":
                st.halted = ch.id
        return DONE


def _across_window(st: AgerState, enemy: Character, lab: str) -> bool:
    """The enemy is next to ``lab`` only across a window (a rider: by either of his hexes)."""
    if not st.board.sides:
        return False
    near = [h for h in pieces(st, enemy) if h in st.board.hexes and lab in st.board.neighbours(h)]
    kinds = [f.kind if (f := st.board.feature(h, lab)) is not None else "" for h in near]
    return bool(kinds) and all(k == "window" for k in kinds)
