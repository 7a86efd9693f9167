"""CCA 7 (digest 7-9): battle declarations, ranged combat and line of sight, melee and battle back."""

from __future__ import annotations

from functools import lru_cache

from engine.cca.cards import ctype
from engine.cca.constants import CAVALRY, LOS_BLOCKING, MOVE_EFFECT, UNIT_TYPES, move_group
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Why,
    add_overlay,
    adjacent_enemy_targets,
    adjacent_enemy_units,
    alive_at,
    choice,
    flags_of,
    kind_name,
    lab,
    named,
    names,
    ordered,
    reason,
    resolve_ref,
    side_ref,
    target_hex,
    tflag,
    uname,
    what,
    who,
    why,
)
from engine.cca.rules.s07_dice import (
    damage,
    defence_notes,
    dice_count,
    dice_notes,
    hitting_faces,
    roll_against,
)
from engine.cca.rules.s08_retreat import Flags, ignorable
from engine.cca.rules.s10_leaders import kill_leader
from engine.cca.rules.s11_terrain import on_hill, terr
from engine.cca.rules.tasks import PHASES, Auto, Decide, Phase, ask
from engine.cca.state import State, Unit
from engine.core.hexgrid import Hex, line_steps
from engine.core.machine import Ask
from engine.core.messages import Msg
from engine.core.record import record


@lru_cache(maxsize=16384)
def _sight_line(aq: int, ar: int, bq: int, br: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The hexes a line of sight crosses, as coordinates (one, or two along a hexside), cached."""
    a, b = Hex(aq, ar), Hex(bq, br)
    return tuple(tuple((h.q, h.r) for h in step.hexes) for step in line_steps(a, b))


def los_clear(st: State, a: Hex, b: Hex) -> bool:
    hills = on_hill(st, a) and on_hill(st, b)
    board = st.board
    for step in _sight_line(a.q, a.r, b.q, b.r):
        blocked = True
        for qr in step:
            h = board.at.get(qr)
            if h is None or h in st.uat or h in st.lat:
                continue
            t = board.terrain.get(h, "clear")
            if t in LOS_BLOCKING and not (t == "hill" and hills):
                continue
            blocked = False
        if blocked:
            return False
    return True


def fire_range(st: State, u: Unit) -> int:
    r = UNIT_TYPES[u.kind].range
    for rule in st.scenario["special_rules"]:
        if rule["type"] == "extra_missile" and rule["side"] == u.side and u.kind in rule["units"]:
            r = max(r, rule["range"])
    return r


def why_not_battle(st: State, u: Unit) -> Why | None:
    """Why this unit may not battle now, or None when it may (CCA 5, 6/a, 7, 11, 12). The battle choices
    are listed with it (``can_battle``) and a refused declaration gives its answer."""
    f = st.tf.get(u.id)
    if not f or not f.get("o"):
        return NOT_ORDERED
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        return None if f.get("sh", 0) > 0 else SHOTS_USED
    if f.get("bt"):
        return BATTLED
    if f.get("nb"):
        return TERRAIN_NO_BATTLE
    mv = f.get("mv", 0)
    if mv and u.kind == "HWM":
        return MACHINE_MOVED
    if (
        mv >= 2
        and u.kind == "AX"
        and not (st.eff.get("card") == "double-time" and not st.eff.get("fallback"))
    ):
        return AUXILIA_MOVED
    return None


NOT_ORDERED = why("not_ordered", "CCA 5")
SHOTS_USED = why("cannot_battle", "CCA 12", why=reason("shots_used"))
BATTLED = why("cannot_battle", "CCA 7", why=reason("battled"))
TERRAIN_NO_BATTLE = why("cannot_battle", "CCA 11", why=reason("terrain_no_battle"))
MACHINE_MOVED = why("cannot_battle", "CCA 6/a", why=reason("machine_moved"))
AUXILIA_MOVED = why("cannot_battle", "CCA 6/a", why=reason("auxilia_moved"))


def can_battle(st: State, u: Unit) -> bool:
    return why_not_battle(st, u) is None


def melee_allowed(st: State) -> bool:
    if st.eff.get("fallback"):
        return True
    return st.eff.get("card") not in ("darken-the-sky", "move-fire-move")


def ranged_allowed(st: State) -> bool:
    if st.eff.get("fallback"):
        return True
    return st.eff.get("card") not in ("clash-of-shields", "double-time", "mounted-charge")


def melee_targets(st: State, u: Unit) -> list[str]:
    if not melee_allowed(st) or not can_battle(st, u):
        return []
    return adjacent_enemy_targets(st, u.hex, u.side)


def fire_targets(st: State, u: Unit) -> list[str]:
    """The enemy pieces a unit may fire at (shared with other states: never change the list)."""
    if not ranged_allowed(st) or not can_battle(st, u):
        return []
    rng = fire_range(st, u)
    if rng < 2:
        return []
    side, at = u.side, u.hex
    key = (st.occ, at, side, rng)
    got = _FIRE.get(key)
    if got is None:
        if len(_FIRE) > 4096:
            _FIRE.clear()
        got = _FIRE[key] = _fire_targets(st, at, side, rng)
    return got


# (positions number, hex, side, range) -> the targets of a unit firing from there: a battle phase lists
# them again after every battle that moved nobody
_FIRE: dict[tuple[int, Hex, str, int], list[str]] = {}


def _fire_targets(st: State, at: Hex, side: str, rng: int) -> list[str]:
    if adjacent_enemy_units(st, at, side):
        return []
    out = []
    q, r, far = at.q, at.r, 2 * rng  # twice the distance is |dq| + |dr| + |dq + dr|: 2..rng apart
    for uid, o in st.units.items():
        if o.side != side:
            h = o.hex
            dq, dr = q - h.q, r - h.r
            if 4 <= abs(dq) + abs(dr) + abs(dq + dr) <= far and los_clear(st, at, h):
                out.append(uid)
    uat = st.uat
    for lid, ld in st.leaders.items():
        lh = ld.hex
        if ld.side != side and lh is not None and lh not in uat:
            dq, dr = q - lh.q, r - lh.r
            if 4 <= abs(dq) + abs(dr) + abs(dq + dr) <= far and los_clear(st, at, lh):
                out.append(lid)
    return out


def declare(c: Ctx, uid: str, tid: str, kind: str) -> None:
    st = c.st
    u = st.units[uid]
    f = flags_of(st, uid)
    if st.eff.get("card") == "darken-the-sky" and not st.eff.get("fallback"):
        f["sh"] = f.get("sh", 0) - 1
    f["bt"] = 1
    th = target_hex(st, tid)
    c.ev(
        "declared_" + kind, "CCA 7", unit=uname(u), hex=lab(st, u.hex), target=lab(st, th), what=what(st, tid)
    )
    if kind == "fire":
        c.push(Roll(uid, tid, "ranged", lab(st, u.hex), lab(st, th)))
    else:
        push_melee(c, uid, tid, "melee")


def push_melee(c: Ctx, uid: str, tid: str, mode: str) -> None:
    st = c.st
    u = st.units[uid]
    th = target_hex(st, tid)
    fight = (uid, tid, mode, lab(st, u.hex), lab(st, th))
    c.push(React(*fight) if tid in st.units else Roll(*fight))


def run_roll(c: Ctx, t: Fight) -> None:
    """Roll one battle (ranged, melee, bonus, battle back, First Strike) and apply it (CCA 7-8)."""
    from engine.cca.rules.s09_evade_momentum import LeaderEvade

    st = c.st
    att_id, tgt, mode = t.att, t.tgt, t.mode
    if not alive_at(st, att_id, t.ah) or not alive_at(st, tgt, t.th):
        c.ev("battle_cancelled", "CCA 12")
        return
    att = st.units[att_id]
    wa4 = bool(t.wa4)
    for key, rule, params in dice_notes(st, att, tgt, mode):
        c.ev(key, rule, **params)
    on = hitting_faces(st, att, tgt, mode)
    first = dice_count(st, att, tgt, mode, wa4)
    hits, flags, faces = roll_against(c, att, tgt, mode, wa4)
    kind = {"ranged": "fire", "melee": "melee", "bonus": "melee", "bb": "battle_back", "fs": "first_strike"}[
        mode
    ]
    add_overlay(st, "attacks", [att.side, t.ah, t.th, kind, hits])
    c.ev(
        "rolled",
        "CCA 7",
        unit=uname(att),
        hex=t.ah,
        target=t.th,
        n=len(faces),
        faces=names(faces[:first]),
        on=on,
        hits=hits,
        flags=flags,
    )
    if len(faces) > first:
        c.ev("sword_chain", "CCA 7", faces=names(faces[first:]))
    if tgt in st.units:
        for key, rule, params in defence_notes(st, att, tgt, mode, faces):
            c.ev(key, rule, **params)
    if tgt in st.leaders:
        ld = st.leaders[tgt]
        if hits:
            kill_leader(c, ld, att.side, "CCA 9/a/1")
        else:
            c.push(LeaderEvade(ld.id))
        return
    tu = st.units[tgt]
    wa_full = tu.kind == "WA" and tu.blocks == 4
    melee = mode != "ranged"
    if mode in ("melee", "bonus"):
        c.push(After(att_id, tgt, mode, t.ah, t.th, fs=t.fs, wa4=int(wa_full)))
    lost, dead = damage(c, tu, hits, att.side, "CCA 7")
    if st.result is not None or dead:
        return
    if flags:
        n = ignorable(st, tu, att.hex if melee else None, melee)
        extra = 1 if (att.kind == "EL" and melee and (tu.kind in CAVALRY or tu.kind == "CH")) else 0
        c.push(Flags(tgt, flags, min(n, flags), att.side, extra, int(lost > 0)))


def run_attack(c: Ctx, t: Fight) -> None:
    """The attacker's own melee roll after the reaction window (and after a First Strike)."""
    st = c.st
    if t.fs and not alive_at(st, t.att, t.ah):
        c.ev("attack_cancelled", "CCA 12")
        return
    run_roll(c, t)


def run_after(c: Ctx, t: Fight) -> None:
    """After a melee: momentum advance or battle back (CCA 7/b, 9/b)."""
    from engine.cca.rules.s09_evade_momentum import Advance

    st = c.st
    att_id, tgt = t.att, t.tgt
    if not alive_at(st, att_id, t.ah):
        return
    att = st.units[att_id]
    th = st.board.by_label[t.th]
    if not alive_at(st, tgt, t.th):
        if t.evaded or att.kind == "HWM":
            return
        if th in st.uat or th in st.lat:
            return
        if MOVE_EFFECT[terr(st, th)].get(move_group(att.kind)) == "imp":
            return
        c.push(Advance(att_id, t.th, t.mode))
        return
    if t.fs or t.evaded:
        return
    c.push(BattleBack(tgt, att_id, t.th, t.ah, t.wa4))


def warriors_owing_melee(st: State) -> bool:
    """Warriors that moved two hexes must melee before the battle step ends (CCA 6/a)."""
    for pid in ordered(st):
        u = st.units.get(pid)
        if u is not None and tflag(st, pid, "mm") and melee_targets(st, u):
            return True
    return False


def refuse_battle(st: State, side: str, act: Act) -> Why | None:
    """Why a ``battle`` or ``fire`` declaration (or ``done``) is refused, or None (CCA 7): the same checks
    as the battle choices, ``why_not_battle`` then the melee or the ranged rules in turn."""
    if act.verb == "done":
        return why("warriors_must_melee", "CCA 6/a") if warriors_owing_melee(st) else None
    uid = resolve_ref(st, act.args[0])
    if uid is None or uid not in st.units:
        return why("no_piece", "CCA 7", hex=act.args[0])
    u = st.units[uid]
    if u.side != side:
        return why("order.not_yours", "CCA 7", piece=act.args[0])
    w = why_not_battle(st, u)
    if w is not None:
        return named(w, act.args[0])
    tid = resolve_ref(st, act.args[1])
    if tid is None:
        return why("no_target", "CCA 7", hex=act.args[1])
    th = target_hex(st, tid)
    foe = (st.units[tid].side if tid in st.units else st.leaders[tid].side) != side
    if act.verb == "battle":
        if not melee_allowed(st):
            return why("card_no_melee", "CCA 12")
        if u.hex.distance(th) != 1:
            return why("not_adjacent", "CCA 7/b", hex=act.args[1])
        return None if foe else why("not_enemy", "CCA 7", hex=act.args[1])
    if not ranged_allowed(st):
        return why("card_no_ranged", "CCA 12")
    rng = fire_range(st, u)
    if rng < 2:
        return why("no_missile", "CCA 7/a", piece=act.args[0])
    if adjacent_enemy_units(st, u.hex, u.side):
        return why("must_melee", "CCA 7")
    dist = u.hex.distance(th)
    if dist < 2 or dist > rng:
        return why("range", "CCA 7/a", hex=act.args[1], distance=dist, range=rng)
    if not los_clear(st, u.hex, th):
        return why("los", "CCA 7/a", hex=act.args[1])
    if not foe or (tid in st.leaders and th in st.uat):
        return why("not_enemy", "CCA 7", hex=act.args[1])
    return None


# ---------------------------------------------------------------------------- the battle phase and its steps


@record
class BattlePhase(Phase, kind="cca.battle_phase"):
    """The ordered units battle, one declaration at a time (CCA 7); warriors that moved two hexes must."""

    phase = "battle"

    def ask(self, st: State) -> Ask:
        ch = []
        must = False
        for pid in ordered(st):
            u = st.units.get(pid)
            if u is None:
                continue
            r = lab(st, u.hex)
            mt = melee_targets(st, u)
            for tid in mt:
                ch.append(choice(f"battle {r} {lab(st, target_hex(st, tid))}"))
            if mt and tflag(st, pid, "mm"):
                must = True
            for tid in fire_targets(st, u):
                ch.append(choice(f"fire {r} {lab(st, target_hex(st, tid))}"))
        if not must:
            ch.append(choice("done"))
        return ask(st.active, "cca.battle", _BATTLE, ch, "done" if not must else None)

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        st = c.st
        if verb == "done":
            mfm = st.eff.get("card") == "move-fire-move" and not st.eff.get("fallback")
            st.phase = "move2" if mfm else "draw"
            return
        uid = resolve_ref(st, args[0])
        tid = resolve_ref(st, args[1])
        assert uid is not None and tid is not None
        declare(c, uid, tid, "fire" if verb == "fire" else "melee")


_BATTLE = Msg("cca.prompt.battle", {}, "CCA 7")

PHASES["battle"] = BattlePhase


@record
class Fight:
    """One battle: the attacker and its target (ids, and hex labels when it was declared)."""

    att: str
    tgt: str
    mode: str  # ranged | melee | bonus | bb (battle back) | fs (First Strike)
    ah: str
    th: str
    fs: int = 0  # the target struck first (CCA 12)
    wa4: int = 0  # full-strength warriors battle back with four dice (CCA 7/b)
    evaded: int = 0  # the target evaded (CCA 9/a)


@record
class Roll(Fight, Auto, kind="cca.roll"):
    """Roll the dice of a battle and apply them (CCA 7-8)."""

    short = "roll"

    def resolve(self, c: Ctx) -> None:
        run_roll(c, self)


@record
class Attack(Fight, Auto, kind="cca.attack"):
    """The attacker's melee roll, once the reaction window is closed (CCA 7/b, 12)."""

    short = "attack"

    def resolve(self, c: Ctx) -> None:
        run_attack(c, self)


@record
class After(Fight, Auto, kind="cca.after"):
    """After a melee: momentum advance or battle back (CCA 7/b, 9/b)."""

    short = "after"

    def resolve(self, c: Ctx) -> None:
        run_after(c, self)


def react_standing(strike: bool, evade: bool) -> tuple[tuple[str, str], ...]:
    """What a standing answer to a reaction window stands for (CCA 9/a, 12): ``always`` and ``evade``
    evade where the unit may, ``firststrike`` strikes first where a First Strike card is in hand, ``never``
    does not react. Where the one wanted is not open the unit does not react, unless the other one is:
    then its player is asked."""
    out = [("never", "noreaction")]
    if evade or not strike:
        out += [("always", "evade" if evade else "noreaction"), ("evade", "evade" if evade else "noreaction")]
    if strike or not evade:
        out.append(("firststrike", "firststrike" if strike else "noreaction"))
    return tuple(out)


@record
class React(Fight, Decide, kind="cca.react"):
    """The reaction window of a unit attacked in melee: First Strike, evade or nothing (CCA 9/a, 12).

    Whether it has one choice or more is hidden (a First Strike card in hand): it always asks."""

    short = "react"
    changes_pieces = False  # it pushes the attack, the First Strike roll or the evade

    def ask(self, st: State) -> Ask:
        from engine.cca.rules.s09_evade_momentum import can_evade

        u = st.units[self.tgt]
        att = st.units[self.att]
        ch = [choice("noreaction")]
        strike = any(ctype(x) == "first-strike" for x in st.hands[u.side])
        if strike:
            ch.append(choice("firststrike"))
        evade = can_evade(st, u, att)
        if evade:
            ch.append(choice("evade"))  # the path is chosen after the evade roll (E.4 non-active 1)
        params = {"attacker": self.ah, "target": self.th, "kind": kind_name(u), "by": uname(att)}
        msg = Msg("cca.prompt.react", params, "CCA 9/a")
        return ask(
            u.side,
            "cca.react",
            msg,
            ch,
            "noreaction",
            private=True,
            reaction=True,
            standing=react_standing(strike, evade),
        )

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        from engine.cca.rules.s09_evade_momentum import Evade

        st = c.st
        fight = (self.att, self.tgt, self.mode, self.ah, self.th)
        if verb == "noreaction":
            c.push(Attack(*fight))
        elif verb == "firststrike":
            u = st.units[self.tgt]
            st.mine("cards")
            inst = sorted(x for x in st.hands[u.side] if ctype(x) == "first-strike")[0]
            st.hands[u.side].remove(inst)
            st.discard.append(inst)
            st.fs_used.append(u.side)
            c.ev("first_strike", "CCA 12", side=side_ref(u.side), hex=self.th)
            c.push(Attack(*fight, fs=1))
            c.push(Roll(self.tgt, self.att, "fs", self.th, self.ah))
        else:  # evade
            c.ev("evade_declared", "CCA 9/a", hex=self.th, unit=uname(st.units[self.tgt]))
            c.push(After(*fight, evaded=1))
            c.push(Evade(*fight))


@record
class BattleBack(Decide, kind="cca.battle_back"):
    """The defender that held its ground may battle back (CCA 7/b)."""

    short = "bb"
    changes_pieces = False  # battling back pushes its roll
    defender: str
    att: str
    dh: str
    ah: str
    wa4: int = 0

    def gone(self, st: State) -> bool:
        return self.defender not in st.units or self.att not in st.units

    def ask(self, st: State) -> Ask:
        u = st.units[self.defender]
        params = {"hex": self.dh, "target": self.ah, "kind": kind_name(u), "by": who(st, self.att)}
        msg = Msg("cca.prompt.battleback", params, "CCA 7/b")
        return ask(
            u.side,
            "cca.battleback",
            msg,
            [choice("battleback"), choice("nobattleback")],
            "battleback",
            standing=(("always", "battleback"), ("never", "nobattleback")),
        )

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        if verb == "battleback":
            c.push(Roll(self.defender, self.att, "bb", self.dh, self.ah, wa4=self.wa4))
