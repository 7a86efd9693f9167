"""What a side sees of an Ager Sanguinis battle: the map with its levels and the bodies of the dead,
each character by his state (mounted or on foot, healthy, wounded, stunned, a prisoner), a rider
across his two hexes, the riderless horses, the victory points; and a line of sight drawn on request
(A§5.5)."""

from __future__ import annotations

from dataclasses import replace

from engine.ager.board import ORIENT, ROOF, RUNG, ground
from engine.ager.geometry import crest_between, is_tree
from engine.ager.rules.s02_sequence import outcome, score
from engine.ager.rules.s08_buildings import better, opening_cover
from engine.ager.rules.s09_castles import clear_across
from engine.ager.state import AgerState, Character, ladders_lying, occupants, palanquin_of, side_ref, stats
from engine.ager.tables import tables
from engine.ager.trail import overlay
from engine.core.errors import InvalidNotation
from engine.core.hexgrid import TwoHexPiece, distance, line_steps
from engine.core.messages import Msg
from engine.core.refs import HexRef, Named, TermRef
from engine.core.view import (
    CounterView,
    HexsideView,
    HexView,
    MapView,
    Overlay,
    PathView,
    SideView,
    SightView,
    View,
)

# the marker a character's state shows on his counter (a healthy one shows none)
BODIES = ("bodies",)  # a hex's feature: the dead lie there (they slow movement, A§4.2.1)
FIRE = "burning"  # a hex's feature: a naphtha fire burns there this round (A§7.3)
LADDER = "ladder"  # a ladder lying in a hex (its feature), or carried (its carriers' marker, A§10.2)
HEALTH_MARKERS = {"wounded": "wounded", "stunned": "stunned", "captured": "captured"}
ROOF_MARKER = "roof"  # a character on the roof above a room, in the room's hex (A§8.5)
HATCH = "hatch"  # a room's feature: a hatch and its ladder up to the roof (A§8.5)
FLOOR_MARKER = "floor"  # a character on an upper floor of a house, ``floor_1`` one up (A§8.2)
RUNG_MARKER = "under_hatch"  # a character on the ladder under a room's hatch, in the room's hex (A§8.5)


def symbol(st: AgerState, c: Character) -> str:
    """The counter's symbol: the character's class, and whether he is mounted."""
    cls = st.profiles[c.id].code[-1:]
    if c.mounted:
        return "horse_archer" if cls == "a" else "heavy_cavalry" if cls in ("k", "g") else "cavalry"
    return {"a": "archer", "x": "crossbow", "j": "javelin", "l": "light_infantry", "m": "heavy_infantry"}.get(
        cls, "infantry"
    )


def rear_of(st: AgerState, at: str, facing: int) -> str | None:
    """The label of a two-hex piece's rear hex (None off the map)."""
    return st.board.at(TwoHexPiece(st.board.hexes[at], facing).rear(ORIENT))


def counters(st: AgerState) -> tuple[CounterView, ...]:
    """Every living character on the map, then the riderless horses; a rider and a horse cover two
    hexes (``tail``). The dead lie where they fell as bodies, a mark of their hex (A§4.2.1)."""
    out: list[CounterView] = []
    for c in sorted(st.chars.values(), key=lambda c: c.id):
        if not c.alive or c.at is None:
            continue
        prof = st.profiles[c.id]
        marker = HEALTH_MARKERS.get(c.health)
        feint = _feint_marker(st, c.id) if st.feints else None
        if c.id in st.carried:  # carrying a ladder (A§10.2)
            feint = feint or LADDER
        up = _place_marker(st, c.at)
        if up is None and ((prof.camel and c.mounted) or (st.animals and palanquin_of(st, c.id))):
            up = "camel" if c.mounted else "palanquin"  # on a camel (A§4.4)
        out.append(
            CounterView(
                c.id,
                prof.side,
                prof.code,
                symbol(st, c),
                ground(c.at),
                name=prof.name,
                facing=c.facing,
                markers=tuple(m for m in (up, marker, feint) if m),
                movement=stats(st, c)[2],
                tail=rear_of(st, c.at, c.facing) if c.facing is not None else None,
            )
        )
    for a in sorted(st.animals.values(), key=lambda a: a.id):
        if a.alive:
            tail = rear_of(st, a.at, a.facing)
            led = ("led",) if a.led_by else ()
            out.append(
                CounterView(a.id, a.side, a.kind, "other", a.at, facing=a.facing, markers=led, tail=tail)
            )
    return tuple(out)


def _place_marker(st: AgerState, at: str) -> str | None:
    """Where in his room's hex a character stands, if not on its ground floor: on the roof over it, on
    an upper floor (``floor_1``: one floor up, A§8.2), on the ladder under a hatch (A§8.5)."""
    if at == ground(at):
        return None
    b = st.board
    if at in b.rung_of:
        return RUNG_MARKER
    if b.terrain[at] == "roof":
        return ROOF_MARKER
    return f"{FLOOR_MARKER}_{at.count(ROOF)}"


def _feint_marker(st: AgerState, cid: str) -> str | None:
    """A feigned flight's mark (A§7.2): the feigners, the group fooled and pursuing, the group that
    was not and stays where it is this phase."""
    for feigners, enemy, state, _phase, _fled in st.feints:
        if cid in feigners:
            return "feigning"
        if cid in enemy and state in ("fooled", "held"):
            return "pursuing" if state == "fooled" else "holding"
    return None


def hexsides(st: AgerState) -> tuple[HexsideView, ...]:
    """What stands on the hexsides: building walls, doors, windows, loopholes, crenels, gates open or
    shut (A§8–§10)."""
    return tuple(HexsideView(a, b, f.kind) for (a, b), f in sorted(st.board.sides.items()))


def _bodies(st: AgerState, lab: str, lying: tuple[str, ...]) -> tuple[str, ...]:
    """A hex's marks: bodies (in it or on the roof above it), a ladder lying on the ground (A§10.2), a
    hatch up to the roof (A§8.5), a naphtha fire burning in it or on the roof above it (A§7.3)."""
    dead = st.bodies.get(lab) or any(
        ground(p) == lab for p, n in st.bodies.items() if n > 0 and p != ground(p)
    )  # on a floor or the roof above it, on the ladder under a hatch in it
    out = (*(BODIES if dead else ()), *((LADDER,) if lab in lying else ()))
    hatch = st.board.hatches and any(ground(h) == lab for h in st.board.hatches)
    out = (*out, HATCH) if hatch else out
    fire = st.burning and any(ground(h) == lab and e > st.phase_no for h, (e, _c) in st.burning.items())
    return (*out, FIRE) if fire else out


def _grounded(ov: Overlay) -> Overlay:
    """The trail with a place on the ladder under a hatch drawn in its room's hex (A§8.5), as a roof's."""
    paths = (*ov.moves, *ov.retreats)
    if not any(RUNG in h for p in paths for h in p.hexes) and not any(
        RUNG in h
        for h in (
            *(a.source for a in ov.attacks),
            *(a.target for a in ov.attacks),
            *(x.hex for x in ov.losses),
        )
    ):
        return ov

    def path(p: PathView) -> PathView:
        out: list[str] = []
        for h in p.hexes:
            if not out or out[-1] != ground(h):
                out.append(ground(h))
        return replace(p, hexes=tuple(out))

    return Overlay(
        moves=tuple(q for p in ov.moves if len((q := path(p)).hexes) > 1),
        attacks=tuple(replace(a, source=ground(a.source), target=ground(a.target)) for a in ov.attacks),
        retreats=tuple(q for p in ov.retreats if len((q := path(p)).hexes) > 1),
        losses=tuple(replace(x, hex=ground(x.hex)) for x in ov.losses),
    )


def view_of(st: AgerState, viewer: str | None, title: str) -> View:
    b = st.board
    lying = ladders_lying(st)
    hexes = tuple(
        HexView(lab, b.hexes[lab], b.terrain[lab], b.level[lab], features=_bodies(st, lab, lying))
        for lab in b.labels
        if lab == ground(lab)  # a place above the ground floor, on a ladder, is drawn in its room's hex
    )
    pts = score(st)
    res = outcome(st)
    sides = tuple(
        SideView(s, str(st.scenario["sides"][s]["name"]), str(st.scenario["sides"][s]["colour"]), pts[s])
        for s in st.sides
    )
    return View(
        system="ager",
        scenario=str(st.scenario.get("id", "inline")),
        title=Named(
            str(st.scenario.get("title", title)), "ager"
        ),  # the scenario's name, read in each language
        viewer=viewer,
        turn=st.round,
        phase=Msg("ager.phase", {"round": st.round, "step": st.step, "side": side_ref(st.active)}),
        awaiting=tuple(sorted({a.side for a in st.agenda.owed()})),
        map=MapView(ORIENT, hexes, hexsides(st), counters(st), _grounded(overlay(st.trail or st.last_trail))),
        sides=sides,
        public={"round": st.round, "step": st.step, "active": st.active},
        private={"standing": st.agenda.standing_of(viewer)} if viewer else {},
        result=res.to_json() if res else None,
    )


# ---------------------------------------------------------------------------- a line of sight on request


def _label(st: AgerState, text: str) -> str:
    lab = text.strip().upper()
    if lab not in st.board.hexes:
        raise InvalidNotation("ager.err.off_map", "Ager 5.5", hex=HexRef(" ".join(text.split())[:12]))
    return lab


def sight(st: AgerState, a_text: str, b_text: str) -> SightView:
    """The line of sight from hex ``a`` to hex ``b`` as the terrain and the characters on the map leave
    it (A§5.5): palms between the two (their trunk or foliage hexes) block it, a slope's crest blocks it
    when the lower end is nearer the slope, walls, a shut gate and higher ground do (A§8.4, §9.3, §10.1;
    a window or loophole lets it through from or to the hex behind it); along a hexside the less
    restrictive hex counts. Characters
    on the line are named, since they block crossbows, daggers and spears (A§5.5.3); the cover is what
    a target in ``b`` would have (A§3.2; cover lost to a shooter far above is a matter of range)."""
    a, b = _label(st, a_text), _label(st, b_text)
    got = _sight(st, a, b)
    if a == ground(a) and b == ground(b):
        return got
    return replace(  # a roof place is drawn in its room's hex (A§8.5)
        got,
        a=ground(a),
        b=ground(b),
        hexes=tuple(dict.fromkeys(ground(h) for h in got.hexes)),
        blocked_at=ground(got.blocked_at) if got.blocked_at else got.blocked_at,
    )


def _sight(st: AgerState, a: str, b: str) -> SightView:
    ha, hb = st.board.hexes[a], st.board.hexes[b]
    steps = line_steps(ha, hb)
    hexes = [a]
    for step in steps:
        hexes.extend(lab for h in step.hexes if (lab := st.board.at(h)) is not None and lab not in hexes)
    hexes.append(b)
    dist = distance(ha, hb)
    for step in steps:
        labs = [st.board.at(h) for h in step.hexes]
        if all(lab is not None and is_tree(st, lab) for lab in labs):
            at = next(lab for lab in labs if lab is not None)
            params = {"a": HexRef(a), "b": HexRef(b), "at": HexRef(at), "what": _term("trees")}
            why = Msg("ager.sight.blocked", params, "Ager 5.5.2.1")
            return SightView(a, b, tuple(hexes), False, why, blocked_at=at)
    if (st.board.sides or st.board.ladders or any(st.board.level.values())) and not clear_across(st, a, b):
        at = next((lab for lab in hexes[1:] if not clear_across(st, a, lab)), b)
        params = {"a": HexRef(a), "b": HexRef(b), "at": HexRef(at), "what": _term("walls")}
        why = Msg("ager.sight.blocked", params, "Ager 9.3")
        return SightView(a, b, tuple(hexes), False, why, blocked_at=at)
    crest = crest_between(st, a, b)
    if crest is not None:
        why = Msg(
            "ager.sight.blocked",
            {"a": HexRef(a), "b": HexRef(b), "at": HexRef(crest), "what": _term("crest")},
            "Ager 5.5.2.2",
        )
        return SightView(a, b, tuple(hexes), False, why, blocked_at=crest)
    occ = occupants(st)
    on_line = [occ[lab] for lab in hexes[1:-1] if lab in occ and not occ[lab].startswith("horse:")]
    between = [st.profiles[who].name for who in on_line if st.chars[who].health != "stunned"]
    ter = tables().terrain[st.board.terrain[b]]
    up = st.board.level[a] - st.board.level[b]
    cov = ter.cover_over_crest if ter.cover_over_crest is not None and up > 0 else ter.cover
    if st.board.sides:  # a door, a window, a loophole or crenels crossed (A§8.4, §9.4)
        cov = better(cov, opening_cover(st, a, b))
    why = Msg(
        "ager.sight.clear",
        {
            "a": HexRef(a),
            "b": HexRef(b),
            "range": dist,
            "cover": TermRef(cov, system="ager", domain="cover"),
            "n": len(between),
            "who": ", ".join(between),
        },
        "Ager 5.5",
    )
    return SightView(a, b, tuple(hexes), True, why, cover=cov)


def _term(what: str) -> TermRef:
    return TermRef(what, system="ager", domain="sight")
