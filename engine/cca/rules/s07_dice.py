"""CCA 7 (digest 1.4, 8, 9): how many dice a battle rolls, which faces hit, and the hits taken."""

from __future__ import annotations

from typing import Any

from engine.cca.constants import (
    CAMP,
    CAVALRY,
    ELEPHANT_VS_CAVALRY_IGNORES,
    FACE_NAMES,
    FLAG,
    LEADER,
    LEADER_HIT_FACE,
    MELEE_CAP_2,
    RANGED_CAP_INTO,
    RANGED_CAP_OUT,
    SWORDS,
    UNIT_TYPES,
)
from engine.cca.rules.pieces import (
    Ctx,
    add_loss,
    attached,
    face_ref,
    friendly_leader_near,
    lab,
    leader_at,
    leader_ref,
    names,
    remove_unit,
    target_hex,
    terrain_ref,
    tflag,
    title,
    uname,
)
from engine.cca.rules.s03_winning import gain_banner
from engine.cca.rules.s10_leaders import leader_check
from engine.cca.rules.s11_terrain import across_rampart, terr
from engine.cca.state import State, Unit
from engine.core.dice import roll_for
from engine.core.messages import Msg
from engine.core.refs import Phrase, TermRef, phrase


def damage(
    c: Ctx, u: Unit, hits: int, by: str, rule: str, check_leader: bool = True, at_once: bool = True
) -> tuple[int, bool]:
    """Remove up to ``hits`` blocks; banner on elimination. Returns (lost, eliminated).

    With ``check_leader`` the attached leader's casualty check is made at once (CCA 10/a)."""
    lost = min(hits, u.blocks)
    if lost <= 0:
        return 0, False
    u.blocks -= lost
    dead = u.blocks == 0
    add_loss(c, u, lost, dead)
    c.ev("loss", rule, unit=uname(u), hex=lab(c.st, u.hex), lost=lost, left=u.blocks)
    ld = attached(c.st, u)
    if dead:
        remove_unit(c, u)
        c.ev("eliminated", rule, unit=uname(u), hex=lab(c.st, u.hex))
        gain_banner(c, by, f"unit:{u.id}", check=at_once)
        if ld is not None and c.st.result is None:
            leader_check(c, ld, by, eliminated=True)
    elif check_leader and ld is not None:
        leader_check(c, ld, by, eliminated=False)
    return lost, dead


def card_bonus(st: State, att: Unit, mode: str) -> int:
    if att.side != st.active or st.eff.get("fallback") or not tflag(st, att.id, "o"):
        return 0
    card = st.eff.get("card", "")
    if card == "clash-of-shields" and mode == "melee":
        return 2
    if card == "mounted-charge" and mode in ("melee", "bonus"):
        return 1
    if card == "i-am-spartacus" and mode in ("melee", "bonus", "ranged"):
        return 1
    return 0


def melee_base(st: State, att: Unit, tgt: str, mode: str, wa4: bool = False) -> int:
    k = att.kind
    if k == "EL":
        if tgt in st.leaders:
            return 1
        tk = st.units[tgt].kind
        if tk in ("EL", "WA"):
            return 3
        if tk == "CH":
            return 3 if mode == "bb" else 4
        return UNIT_TYPES[tk].melee
    if k == "CH" and mode in ("bb", "fs"):
        return 3
    if k == "WA":
        if mode == "bb":
            return 4 if wa4 else 3
        return 4 if att.blocks == 4 else 3
    return UNIT_TYPES[k].melee


def dice_count(st: State, att: Unit, tgt: str, mode: str, wa4: bool = False) -> int:
    thex = st.units[tgt].hex if tgt in st.units else st.leaders[tgt].hex
    assert thex is not None
    ta, td = terr(st, att.hex), terr(st, thex)
    cap = 99
    minus = 0
    if mode == "ranged":
        base = 1 if tflag(st, att.id, "mv") else 2
        cap = min(RANGED_CAP_INTO.get(td, 99), RANGED_CAP_OUT.get(ta, 99))
        if ta == CAMP:
            minus = 1
    else:
        base = melee_base(st, att, tgt, mode, wa4)
        if ta in MELEE_CAP_2 or td in MELEE_CAP_2:
            cap = 2
        if td == "hill" and ta != "hill":
            cap = min(cap, 2)
        elif ta == "hill":
            cap = min(cap, 3 if UNIT_TYPES[att.kind].foot else 2)
        if CAMP in (ta, td):
            minus = 1
    n = min(base, cap) - minus
    if base >= 1:
        n = max(1, n)
    return n + card_bonus(st, att, mode)


def dice_notes(st: State, att: Unit, tgt: str, mode: str) -> list[tuple[str, str, dict[str, Any]]]:
    """Why a battle rolls other than its base dice (as dice_count): event keys, the rule, parameters."""
    thex = target_hex(st, tgt)
    ta, td = terr(st, att.hex), terr(st, thex)
    out: list[tuple[str, str, dict[str, Any]]] = []
    if mode == "ranged":
        if tflag(st, att.id, "mv"):
            out.append(("dice.moved", "CCA 7/a", {}))
        cap = min(RANGED_CAP_INTO.get(td, 99), RANGED_CAP_OUT.get(ta, 99))
        if cap < 2:
            where = td if RANGED_CAP_INTO.get(td, 99) == cap else ta
            out.append(("dice.cap", "CCA 11", {"cap": cap, "terrain": terrain_ref(where)}))
        if ta == CAMP:
            out.append(("dice.camp", "CCA 11", {}))
    else:
        for h, t in ((att.hex, ta), (thex, td)):
            if t in MELEE_CAP_2:
                out.append(("dice.cap", "CCA 11", {"cap": 2, "terrain": terrain_ref(t), "hex": lab(st, h)}))
                break
        if td == "hill" and ta != "hill":
            out.append(("dice.uphill", "CCA 11", {}))
        elif ta == "hill":
            out.append(("dice.downhill", "CCA 11", {"cap": 3 if UNIT_TYPES[att.kind].foot else 2}))
        if CAMP in (ta, td):
            out.append(("dice.camp", "CCA 11", {}))
    bonus = card_bonus(st, att, mode)
    if bonus:
        out.append(("dice.card", "CCA 12", {"card": title(st.eff["card"]), "n": bonus}))
    return out


def defence_notes(
    st: State, att: Unit, tgt: str, mode: str, faces: list[int]
) -> list[tuple[str, str, dict[str, Any]]]:
    """Faces rolled that the defender ignores (chariot, elephant, camp, rampart): event keys, the rule,
    parameters."""
    tu = st.units.get(tgt)
    out: list[tuple[str, str, dict[str, Any]]] = []
    if tu is None or mode == "ranged":
        return out
    if SWORDS in faces and swords_hit(st, att):
        ign = sword_ignores(st, att, tu)
        if ign >= 99:
            out.append(("dice.no_swords", "CCA 7/b", {"unit": uname(tu)}))
        elif ign:
            out.append(
                ("dice.swords_ignored", "CCA 7/b", {"unit": uname(tu), "n": min(ign, faces.count(SWORDS))})
            )
    cavalry = att.kind in CAVALRY or att.kind == "CH"
    if tu.kind == "EL" and cavalry and any(f in faces for f in ELEPHANT_VS_CAVALRY_IGNORES):
        out.append(
            ("dice.elephant", "CCA 7/b", {"unit": uname(tu), "faces": names(ELEPHANT_VS_CAVALRY_IGNORES)})
        )
    return out


def hitting_faces(st: State, att: Unit, tgt: str, mode: str) -> list[TermRef | Phrase]:
    """The die faces that score hits in this battle (CCA 7): the target's class, SWORDS, the leader
    (with the leaders who make it hit; transcripts print "LEADER (South leader 1)")."""
    if tgt in st.leaders:
        return [face_ref(LEADER_HIT_FACE)]
    ranged = mode == "ranged"
    out: list[TermRef | Phrase] = [face_ref(UNIT_TYPES[st.units[tgt].kind].cls)]
    if not ranged and swords_hit(st, att) and sword_ignores(st, att, st.units[tgt]) < 99:
        out.append(face_ref(SWORDS))
    if not ranged and leader_bonus(st, att):
        near = [
            ld
            for h in (att.hex, *st.board.nbrs[att.hex])
            if (ld := leader_at(st, h)) is not None and ld.side == att.side
        ]
        shown = f"{FACE_NAMES[LEADER]} ({', '.join(ld.name for ld in near)})"
        leaders = [leader_ref(ld) for ld in near]
        out.append(phrase(shown, Msg("cca.ref.face_leaders", {"face": face_ref(LEADER), "leaders": leaders})))
    return out


def leader_bonus(st: State, att: Unit) -> bool:
    return att.kind != "EL" and friendly_leader_near(st, att)


def sword_ignores(st: State, att: Unit, tu: Unit) -> int:
    if tu.kind == "EL":
        return 99
    n = 1 if tu.kind == "CH" else 0
    if UNIT_TYPES[tu.kind].foot:
        if terr(st, tu.hex) == CAMP:
            n += 1
        if across_rampart(st, att.hex, tu.hex):
            n += 1
    return n


def swords_hit(st: State, att: Unit) -> bool:
    if att.kind == "LC":
        return bool(st.options.get("lc_swords_hit", False))
    return UNIT_TYPES[att.kind].swords_hit


def roll_against(c: Ctx, att: Unit, tgt: str, mode: str, wa4: bool = False) -> tuple[int, int, list[int]]:
    """Roll a battle (CCA 7): returns (hits, flags, all faces rolled)."""
    st = c.st
    n = dice_count(st, att, tgt, mode, wa4)
    why = roll_for(f"{mode} {att.kind}", "cca.roll.battle", mode=mode, unit=TermRef(att.kind, "cca", "unit"))
    faces = list(c.box.roll(n, 6, why))
    if tgt in st.leaders:
        hits = 1 if LEADER_HIT_FACE in faces else 0
        return hits, 0, faces
    tu = st.units[tgt]
    ranged = mode == "ranged"
    cls = UNIT_TYPES[tu.kind].cls
    lead = not ranged and leader_bonus(st, att)
    sw_ok = not ranged and swords_hit(st, att)
    ignore_sw = sword_ignores(st, att, tu) if not ranged else 0
    el_vs_cav = (not ranged) and tu.kind == "EL" and (att.kind in CAVALRY or att.kind == "CH")
    heavy_ign = 1 if el_vs_cav else 0
    flag_ign = 1 if el_vs_cav else 0
    hits = flags = 0
    batch = faces
    allf = list(faces)
    while batch:
        chain = 0
        for f in batch:
            if f == cls:
                if f == ELEPHANT_VS_CAVALRY_IGNORES[0] and heavy_ign:
                    heavy_ign -= 1
                    continue
                hits += 1
            elif f == FLAG:
                if flag_ign:
                    flag_ign -= 1
                    continue
                flags += 1
            elif f == SWORDS and sw_ok:
                if ignore_sw:
                    ignore_sw -= 1
                    continue
                hits += 1
                if att.kind == "EL":
                    chain += 1
            elif f == LEADER and lead:
                hits += 1
        why = roll_for("elephant sword chain", "cca.roll.sword_chain")
        batch = list(c.box.roll(chain, 6, why)) if chain else []
        allf.extend(batch)
    return hits, flags, allf
