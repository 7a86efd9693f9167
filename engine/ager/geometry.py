"""Where characters may go and what they see: terrain costs, "able to attack" (A§6.6), line of sight and
cover (A§5.5), on the kernel's hex geometry."""

from __future__ import annotations

from functools import cache

from engine.ager.board import (
    ORIENT,
    Board,
    cover_from_above,
    hatch_cost,
    hexside_data,
    passable,
    terrain_extra,
)
from engine.ager.rules.s08_buildings import better, crossing_extra, opening_cover, tent_cover, window_cost
from engine.ager.rules.s09_castles import castle_step_cost, clear_across
from engine.ager.state import AgerState, Character, occupants, palanquin_of, pieces, stats
from engine.ager.tables import Weapon, tables
from engine.core.hexgrid import (
    Hex,
    HexsideRule,
    distance,
    line_blocked,
    line_steps,
)
from engine.core.levels import passed_over

COVER_ORDER = ("none", "light", "medium", "heavy", "full")


def dist(st: AgerState, a: str, b: str) -> int:
    return distance(st.board.hexes[a], st.board.hexes[b])


def char_dist(st: AgerState, a: Character, b: Character) -> int:
    return min(dist(st, x, y) for x in pieces(st, a) for y in pieces(st, b))


def adjacent(st: AgerState, a: Character, b: Character) -> bool:
    return char_dist(st, a, b) == 1


def enter_cost(st: AgerState, lab: str, mounted: bool) -> int | None:
    """MP to enter ``lab`` (A§3.2, bodies A§4.2.1), or None where it cannot be entered."""
    ter = tables().terrain[st.board.terrain[lab]]
    cost = ter.mounted if mounted else ter.foot
    if cost is None:
        return None
    mv = tables().movement
    pts = st.bodies.get(lab, 0)
    if pts >= int(mv["body_block_at"]):
        return None
    return cost + (1 if pts >= int(mv["body_cost_at"]) else 0)


def can_attack_into(st: AgerState, ch: Character, lab: str) -> bool:
    """A character can attack a hex only if it could move into it (A§6.6): from a hex of his next to it,
    with no wall, loophole or closed gate between and a level he could climb to (A§8.6, §9.5, §10.2)."""
    ter = tables().terrain[st.board.terrain[lab]]
    if (ter.mounted if ch.mounted else ter.foot) is None:
        return False
    if ter.id in terrain_extra("melee_into"):
        return bool(terrain_extra("melee_into")[ter.id])  # no melee into a closed tent hex (A§8.6)
    board = st.board
    if not board.sides and not board.ladders:
        return True
    return any(
        lab in board.neighbours(p) and passable(board, p, lab, ch.mounted) and fights_across(st, p, lab)
        for p in pieces(st, ch)
    )


def fights_across(st: AgerState, a: str, b: str) -> bool:
    """No melee across a loophole or a closed tent side (A§8.6, §9.1)."""
    f = st.board.feature(a, b)
    return f is None or bool(hexside_data().get(f.kind, {}).get("melee", False))


def able_to_attack(st: AgerState, enemy: Character, lab: str) -> bool:
    """``enemy`` is alive, not stunned, next to ``lab`` and could attack into it (A§6.6); a man in a
    palanquin is passive and attacks nobody (A§6.7.2)."""
    if not enemy.able or enemy.at is None or palanquin_of(st, enemy.id) is not None:
        return False
    return any(dist(st, h, lab) == 1 for h in pieces(st, enemy)) and can_attack_into(st, enemy, lab)


def threats(st: AgerState, side: str, lab: str) -> list[Character]:
    """The enemies of ``side`` able to attack ``lab``."""
    return [
        c
        for c in st.chars.values()
        if st.profiles[c.id].side != side and c.able and able_to_attack(st, c, lab)
    ]


def engaged(st: AgerState, ch: Character) -> bool:
    """Next to an enemy able to attack it: it cannot fire (A§5.2)."""
    side = st.profiles[ch.id].side
    return any(threats(st, side, h) for h in pieces(st, ch))


def weapon_of(st: AgerState, ch: Character, throw: bool = False) -> Weapon | None:
    prof = st.profiles[ch.id]
    if throw:
        return tables().weapons["spear"] if prof.spear and not ch.spear_thrown else None
    return tables().weapons[prof.weapon] if prof.weapon else None


# ---------------------------------------------------------------------------- line of sight and cover


def crest_between(st: AgerState, a: str, b: str) -> str | None:
    """The slope hex whose crest hides one end from the other (A§5.5.2.2), or None: over a crest the
    lower character must be at least as far from the slope as the upper one; a character standing in
    the slope hex sees and is seen."""
    la, lb = st.board.level[a], st.board.level[b]
    if la == lb or "slope" in (st.board.terrain[a], st.board.terrain[b]):
        return None
    upper, lower = (a, b) if la > lb else (b, a)
    for step in line_steps(st.board.hexes[upper], st.board.hexes[lower]):
        for h in step.hexes:
            lab = st.board.at(h)
            if lab is not None and st.board.terrain[lab] == "slope":
                return lab if dist(st, lower, lab) < dist(st, upper, lab) else None
    return None


def cover(st: AgerState, shooter: str, target: str, weapon: Weapon) -> str:
    """The cover of a target in ``target`` against a shot from ``shooter`` (A§3.2, A§5.5), and what
    the hexsides crossed add: doors, windows, crenels and loopholes (A§8.4, §9.4)."""
    ter = tables().terrain[st.board.terrain[target]]
    up = st.board.level[shooter] - st.board.level[target]
    rng = dist(st, shooter, target)
    if ter.loses_cover_from_above and (
        (up == 1 and rng * 2 < weapon.short) or (up > 1 and rng <= weapon.short)
    ):
        return "none"
    if ter.cover_over_crest is not None and up > 0:
        return ter.cover_over_crest
    if up > 0 and ter.id in cover_from_above():
        return cover_from_above()[ter.id]
    if up == 0 and ter.id in cover_from_above() and _same_roof(st.board, shooter, target):
        return cover_from_above()[
            ter.id
        ]  # a flat roof covers against a shooter from outside the building (A§8.4)
    if ter.id in terrain_extra("corner"):
        from engine.ager.rules.s08_cover import corner_cover

        return corner_cover(st, shooter, target, str(terrain_extra("corner")[ter.id]))
    if ter.id in terrain_extra("cover_through_open"):
        return tent_cover(st, shooter, target, ter.cover, str(terrain_extra("cover_through_open")[ter.id]))
    if st.board.sides:
        return better(ter.cover, opening_cover(st, shooter, target))
    return ter.cover


def _same_roof(board: Board, a: str, b: str) -> bool:
    """Both on the roof of one building (its terraces, the roof over its rooms)."""
    bid = board.building.get(b)
    return bid is not None and board.building.get(a) == bid and board.terrain[a] == board.terrain[b]


def sees(
    st: AgerState, shooter: Character, aim: str, weapon: Weapon, target: Character | None = None
) -> bool:
    """Line of sight from the shooter to the hex ``aim`` (A§5.5): no tree between, no crest in the
    way, and no character between where characters block this shot (A§5.5.3)."""
    src = pieces(st, shooter)[0]
    a, b = st.board.hexes[src], st.board.hexes[aim]
    trees = line_blocked(a, b, lambda h: _tree(st, h), HexsideRule.LESS_RESTRICTIVE)
    if trees or crest_between(st, src, aim) is not None:
        return False
    if (st.board.sides or st.board.ladders) and not clear_across(st, src, aim, weapon):
        return False
    band = weapon.band(dist(st, src, aim))
    shelter = COVER_ORDER.index(cover(st, src, aim, weapon))
    if shelter == len(COVER_ORDER) - 1:
        return False  # full cover: the wall takes the shot (A§3.1)
    if not weapon.blocked_by_characters and band in ("medium", "long") and shelter <= 1:
        return True
    occ = occupants(st)
    side = st.profiles[shooter.id].side
    own = set(pieces(st, shooter)) | (set(pieces(st, target)) if target else {aim})
    horse_archer = shooter.mounted and weapon.id == "composite_bow"

    near_shooter = {n for s in pieces(st, shooter) for n in st.board.neighbours(s)}
    la, lb = st.board.level[src], st.board.level[aim]

    over = st.board.above
    indoors = (
        {st.board.building.get(e) for e in (src, aim) if st.board.terrain[e] != "roof"} if over else set()
    )

    def blocks(h: Hex) -> bool:
        lab = st.board.at(h)
        if over and lab is not None and lab in over and st.board.building.get(lab) not in indoors:
            lab = over[lab]  # a line from outside passes over the room: who stands on its roof
        who = occ.get(lab or "")
        if who is None or lab is None or lab in own:
            return False
        if who.startswith("horse:"):
            return True
        c = st.chars[who]
        if c.health == "stunned":
            return False
        if la != lb and passed_over(h, a, b, la, lb):
            return False  # a shot between levels passes over those near the higher end (A§5.5.5, E-A10)
        # a horse archer shoots over friends next to him (A§5.5.3)
        return not (horse_archer and st.profiles[c.id].side == side and lab in near_shooter)

    return not line_blocked(a, b, blocks, HexsideRule.LESS_RESTRICTIVE)


def _tree(st: AgerState, h: Hex) -> bool:
    lab = st.board.at(h)
    return lab is not None and is_tree(st, lab)


def is_tree(st: AgerState, lab: str) -> bool:
    """A palm's trunk or foliage: it blocks sight (A§5.5.2.1)."""
    return bool(tables().terrain[st.board.terrain[lab]].blocks)


def combat_value(st: AgerState, ch: Character) -> int:
    """+1, 0 or −1: the less favourable of a rider's two hexes (A§6.1)."""
    vals = []
    for h in pieces(st, ch):
        ter = tables().terrain[st.board.terrain[h]]
        vals.append(ter.combat_mounted if ch.mounted else ter.combat)
    return min(vals) if vals else 0


def mp_of(st: AgerState, ch: Character) -> int:
    return stats(st, ch)[2]


__all__ = ["ORIENT"]


def step_cost(board: Board, a: str, b: str, cost: int) -> int:
    """MP of a step on foot from ``a`` into ``b`` whose hex costs ``cost``: a hatch's or a window's
    climb (A§8.5), off a ladder onto the wall (A§10.2), from rubble onto the walls (A§10.3), from a
    ditch hex into the ditch hex next to it (A§9.1)."""
    if board.hatches:
        climb = hatch_cost(board, a, b)
        if climb is not None:
            return climb  # up or down through a hatch, opening it included (A§8.5)
    along = _along(board.terrain[a]).get(board.terrain[b])
    if along is not None:
        return along
    if not board.sides and not board.ladders:
        return cost
    got = window_cost(board, a, b) if board.sides else None
    if got is None and board.sides:
        more = crossing_extra(board, a, b)
        if more:
            return cost + more
    if got is None:
        from engine.ager.rules.s10_siege import siege

        data = siege()
        got = castle_step_cost(
            board, a, b, int(data["ladder"]["climb_onto_wall"]), int(data["rubble"]["onto_wall"])
        )
    return cost if got is None else got


@cache
def _along(ter: str) -> dict[str, int]:
    """What a step out of a hex of terrain ``ter`` costs into a hex of the same terrain, where it is
    cheaper than entering it from elsewhere (``along`` in terrain.toml: the ditch, A§9.1)."""
    from engine.ager.board import terrain_extra

    got = terrain_extra("along").get(ter)
    return {ter: int(got)} if got is not None else {}
