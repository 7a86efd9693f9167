"""Hex geometry on axial coordinates.

Every system keeps axial ``Hex(q, r)`` inside and parses/prints its own printed labels:

* ``Orientation.POINTY`` (Commands & Colors boards): rows of pointy-topped hexes.
* ``Orientation.FLAT`` (CCRR maps of Au fil de l'Épée and Great Battles): columns of flat-topped hexes.

Directions are numbered clockwise from the top for flat-topped maps (0 = N, 1 = NE, 2 = SE, 3 = S,
4 = SW, 5 = NW) and clockwise from the east for pointy-topped boards (0 = E, 1 = SE, 2 = SW, 3 = W,
4 = NW, 5 = NE). A *facing* toward a hexside is a direction index; a facing toward a vertex is the
vertex between hexside ``d`` and hexside ``d + 1`` (``Facing(d, vertex=True)``).
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from enum import Enum


class Orientation(Enum):
    POINTY = "pointy"
    FLAT = "flat"


@dataclass(frozen=True, slots=True, order=True)
class Hex:
    """A hex in axial coordinates (cube s = -q - r)."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int, orientation: Orientation) -> Hex:
        return self + direction_step(direction, orientation)

    def neighbours(self, orientation: Orientation = Orientation.FLAT) -> tuple[Hex, ...]:
        """The six neighbours in direction order (the set is the same for both orientations)."""
        return tuple(self + step for step in _STEPS[orientation])

    def distance(self, other: Hex) -> int:
        return distance(self, other)


# Axial steps, indexed by direction, clockwise.
_FLAT_STEPS = (Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0))
_POINTY_STEPS = (Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0), Hex(0, -1), Hex(1, -1))
_STEPS = {Orientation.FLAT: _FLAT_STEPS, Orientation.POINTY: _POINTY_STEPS}

FLAT_DIRECTION_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
POINTY_DIRECTION_NAMES = ("E", "SE", "SW", "W", "NW", "NE")


def direction_step(direction: int, orientation: Orientation) -> Hex:
    return _STEPS[orientation][direction % 6]


def direction_between(a: Hex, b: Hex, orientation: Orientation) -> int | None:
    """The direction index from ``a`` to its neighbour ``b``, or None if they are not adjacent."""
    diff = b - a
    steps = _STEPS[orientation]
    for i, step in enumerate(steps):
        if step == diff:
            return i
    return None


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly ``radius`` from ``center``."""
    if radius == 0:
        return [center]
    out: list[Hex] = []
    h = center + _FLAT_STEPS[4].scale(radius)
    for d in range(6):
        for _ in range(radius):
            out.append(h)
            h = h + _FLAT_STEPS[d]
    return out


def within(center: Hex, radius: int) -> Iterator[Hex]:
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            yield Hex(center.q + dq, center.r + dr)


# ---------------------------------------------------------------------------- hexsides and facings


@dataclass(frozen=True, slots=True)
class Hexside:
    """The side shared by two adjacent hexes, the same whichever hex it is named from.

    Rivers, walls, gates and ramparts sit on hexsides; a scenario keys them by ``Hexside.between(a, b)``.
    """

    a: Hex
    b: Hex

    @classmethod
    def between(cls, a: Hex, b: Hex) -> Hexside:
        if distance(a, b) != 1:
            raise ValueError(f"{a} and {b} are not adjacent, so they share no hexside")
        return cls(a, b) if a <= b else cls(b, a)

    def hexes(self) -> tuple[Hex, Hex]:
        return self.a, self.b


class Arc(Enum):
    """Which part of a facing counter's surroundings a neighbour lies in."""

    FRONT = "front"
    FLANK = "flank"
    REAR = "rear"


@dataclass(frozen=True, slots=True)
class ArcProfile:
    """The six neighbours of a facing counter split into front, flank and rear.

    Each arc lists direction offsets from the facing's direction ``d`` (for a vertex facing, the
    vertex between ``d`` and ``d + 1``). The three arcs together name every offset 0–5 once.
    """

    front: tuple[int, ...]
    flank: tuple[int, ...]
    rear: tuple[int, ...]

    def __post_init__(self) -> None:
        offsets = sorted(k % 6 for k in (*self.front, *self.flank, *self.rear))
        if offsets != list(range(6)):
            raise ValueError(f"an arc profile names each of the six neighbours once, not {offsets}")

    def offsets(self, arc: Arc) -> tuple[int, ...]:
        return {Arc.FRONT: self.front, Arc.FLANK: self.flank, Arc.REAR: self.rear}[arc]


# GBoH §14.1: a vertex facing v_i has front d_i, d_(i+1); flank d_(i-1), d_(i+2); rear d_(i+3), d_(i+4).
VERTEX_ARCS = ArcProfile(front=(0, 1), flank=(-1, 2), rear=(3, 4))
# Au fil de l'Épée §4.2: a hexside facing d has front d-1, d, d+1 and rear d+2, d+3, d+4; no flank.
WIDE_HEXSIDE_ARCS = ArcProfile(front=(-1, 0, 1), flank=(), rear=(2, 3, 4))
# Au fil de l'Épée §4.1 artillery: one front hex across the faced hexside, five rear hexes.
NARROW_HEXSIDE_ARCS = ArcProfile(front=(0,), flank=(), rear=(1, 2, 3, 4, 5))
# GBoH §14.1 In Column: front d; flank d±1 and d±2; rear d+3.
COLUMN_ARCS = ArcProfile(front=(0,), flank=(-1, 1, -2, 2), rear=(3,))


@dataclass(frozen=True, slots=True)
class Facing:
    """Where a counter faces: toward a hexside (direction ``d``) or toward a vertex.

    A vertex facing points at the corner between hexside ``d`` and hexside ``d + 1``: its two front
    hexes are the neighbours across those hexsides, with two flank and two rear hexes (GBoH §14.1).
    A hexside facing has the neighbour across ``d`` in front and, for a three-hex front, its two
    flanking neighbours too (Au fil de l'Épée §4.2). Other splits (GBoH columns) pass an
    ``ArcProfile``.
    """

    direction: int
    vertex: bool = False

    def profile(self, wide: bool = True) -> ArcProfile:
        """The default split: vertex arcs, or a three-hex (``wide``) or one-hex hexside front."""
        if self.vertex:
            return VERTEX_ARCS
        return WIDE_HEXSIDE_ARCS if wide else NARROW_HEXSIDE_ARCS

    def arc_hexes(self, h: Hex, orientation: Orientation, arc: Arc, profile: ArcProfile) -> tuple[Hex, ...]:
        d = self.direction % 6
        return tuple(h.neighbour(d + k, orientation) for k in profile.offsets(arc))

    def front(
        self, h: Hex, orientation: Orientation, wide: bool = True, profile: ArcProfile | None = None
    ) -> tuple[Hex, ...]:
        return self.arc_hexes(h, orientation, Arc.FRONT, profile or self.profile(wide))

    def flank(
        self, h: Hex, orientation: Orientation, wide: bool = True, profile: ArcProfile | None = None
    ) -> tuple[Hex, ...]:
        """The flank hexes (none for an Au fil de l'Épée hexside facing)."""
        return self.arc_hexes(h, orientation, Arc.FLANK, profile or self.profile(wide))

    def rear(
        self, h: Hex, orientation: Orientation, wide: bool = True, profile: ArcProfile | None = None
    ) -> tuple[Hex, ...]:
        return self.arc_hexes(h, orientation, Arc.REAR, profile or self.profile(wide))

    def arc_of(
        self,
        h: Hex,
        other: Hex,
        orientation: Orientation,
        wide: bool = True,
        profile: ArcProfile | None = None,
    ) -> Arc | None:
        """The arc of ``h``'s facing in which its neighbour ``other`` lies (None if not adjacent).

        This is the position of an attack from ``other`` (GBoH §14.1, Au fil de l'Épée §4).
        """
        d = direction_between(h, other, orientation)
        if d is None:
            return None
        offset = (d - self.direction) % 6
        prof = profile or self.profile(wide)
        for arc in Arc:
            if offset in {k % 6 for k in prof.offsets(arc)}:
                return arc
        raise AssertionError("an arc profile covers all six neighbours")

    def turned(self, steps: int) -> Facing:
        """Turned by ``steps`` hexsides (vertex facings stay vertex facings)."""
        return Facing((self.direction + steps) % 6, self.vertex)


def turn_cost(a: int, b: int) -> int:
    """The number of hexsides turned to go from facing ``a`` to facing ``b`` (0 to 3)."""
    diff = (b - a) % 6
    return min(diff, 6 - diff)


# ---------------------------------------------------------------------------- pixel-free geometry


def to_cartesian(h: Hex, orientation: Orientation) -> tuple[float, float]:
    """Centre of ``h`` for hexes of circumradius 1, y pointing down (south)."""
    if orientation is Orientation.FLAT:
        return 1.5 * h.q, math.sqrt(3) * (h.r + h.q / 2)
    return math.sqrt(3) * (h.q + h.r / 2), 1.5 * h.r


def from_cartesian(x: float, y: float, orientation: Orientation) -> Hex:
    if orientation is Orientation.FLAT:
        q = x * 2 / 3
        r = -x / 3 + math.sqrt(3) / 3 * y
    else:
        q = math.sqrt(3) / 3 * x - y / 3
        r = y * 2 / 3
    return cube_round(q, r)


def cube_round(qf: float, rf: float) -> Hex:
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def bearing(a: Hex, b: Hex, orientation: Orientation) -> float:
    """Angle in degrees, clockwise from direction 0 of ``orientation``, of the line a→b."""
    ax, ay = to_cartesian(a, orientation)
    bx, by = to_cartesian(b, orientation)
    ang = math.degrees(math.atan2(by - ay, bx - ax))  # clockwise from east (y down)
    zero = -90.0 if orientation is Orientation.FLAT else 0.0
    return (ang - zero) % 360.0


def in_arc(origin: Hex, target: Hex, facing: int, half_width: float, orientation: Orientation) -> bool:
    """True when ``target``'s centre is within ``half_width`` degrees of direction ``facing`` (edges in)."""
    if origin == target:
        return False
    centre_angle = 60.0 * (facing % 6)
    diff = abs((bearing(origin, target, orientation) - centre_angle + 180.0) % 360.0 - 180.0)
    return diff <= half_width + 1e-6


# ---------------------------------------------------------------------------- line of sight


@dataclass(frozen=True, slots=True)
class LineStep:
    """One hex (or a hexside between two hexes) that a line of sight passes through."""

    hexes: tuple[Hex, ...]  # one hex, or two when the line runs along their common hexside
    t: float = 0.0  # how far along the line, from 0 (its start) to 1 (its end)

    @property
    def on_hexside(self) -> bool:
        return len(self.hexes) == 2


class HexsideRule(Enum):
    """How a line running exactly along a hexside is judged when one of its two hexes blocks."""

    # The less restrictive hex counts: blocked only if both block (Ager Sanguinis A§5.5; CCA, AFdE).
    LESS_RESTRICTIVE = "less_restrictive"
    # Blocked if either hex blocks (GBoH G§7.2, §14.1).
    EITHER_BLOCKS = "either_blocks"


def line_steps(a: Hex, b: Hex) -> list[LineStep]:
    """The hexes strictly between ``a`` and ``b`` along the centre-to-centre line, in order.

    Each sample is nudged a little to either side of the line; when the two nudges fall in different
    hexes the line runs along their hexside and both are reported, so that a system's
    ``HexsideRule`` decides whether such a line is blocked.
    """
    n = distance(a, b)
    steps: list[LineStep] = []
    eps = 1e-6
    for i in range(1, n):
        t = i / n
        qf = a.q + (b.q - a.q) * t
        rf = a.r + (b.r - a.r) * t
        h1 = cube_round(qf + eps, rf + eps)
        h2 = cube_round(qf - eps, rf - eps)
        if h1 == h2:
            steps.append(LineStep((h1,), t))
        else:
            steps.append(LineStep(tuple(sorted((h1, h2))), t))
    return steps


HeightHook = Callable[[Hex, float], bool]  # (hex on the line, how far along 0..1) -> blocks by height


def line_blocked(
    a: Hex,
    b: Hex,
    blocks: Callable[[Hex], bool],
    rule: HexsideRule = HexsideRule.LESS_RESTRICTIVE,
    *,
    by_height: HeightHook | None = None,
) -> bool:
    """Whether a hex between ``a`` and ``b`` blocks the line of sight.

    ``blocks`` says whether a hex blocks by what is in it (woods, units); ``by_height``, when given,
    whether it blocks by its height at that point of the line (see ``above_sightline`` and
    ``above_both_ends``). A hex blocks if either says so; along a hexside ``rule`` decides.
    """
    # plain loops, not a nested function read by generators: compiled (engine/compiled.py), those would
    # share one closure that refers to itself and outlives the call until a garbage collection
    every = rule is HexsideRule.LESS_RESTRICTIVE  # along a hexside: blocked only if both hexes block
    for step in line_steps(a, b):
        t = step.t
        blocked = every  # all([]) and any([])
        for h in step.hexes:
            if bool(blocks(h) or (by_height is not None and by_height(h, t))) is not every:
                blocked = not every  # a hex that does not block (every) or that blocks (either)
                break
        if blocked:
            return True
    return False


def above_sightline(height: Callable[[Hex], float], a: Hex, b: Hex) -> HeightHook:
    """A height hook: a hex blocks when it rises above the straight line from ``a``'s to ``b``'s height."""
    ha, hb = height(a), height(b)
    return lambda h, t: height(h) > ha + (hb - ha) * t + 1e-9


def above_both_ends(height: Callable[[Hex], float], a: Hex, b: Hex) -> HeightHook:
    """A height hook: a hex blocks when it is higher than both ends (GBoH G§7.2, recommended reading)."""
    top = max(height(a), height(b))
    return lambda h, _t: height(h) > top


# ---------------------------------------------------------------------------- levels and hexside features


@dataclass(frozen=True, slots=True, order=True)
class Pos:
    """A place on the map: a hex and a level in it (Ager Sanguinis A§3.3: ground 0, upper floors, roof)."""

    hex: Hex
    level: int = 0


@dataclass(frozen=True, slots=True)
class HexsideFeature:
    """Something on a hexside that may differ by side: a wall's inside, a door, a slope's crest.

    ``side_of`` is the hex the feature belongs to or faces (the inside of a wall, the upper side of a
    crest); None when the feature is the same from both sides (a stream). Scenarios key them by
    ``Hexside`` (GBoH G§13.1, §13.6; Ager Sanguinis A§3.2, §8.4).
    """

    kind: str
    side_of: Hex | None = None

    def seen_from(self, h: Hex) -> bool | None:
        """True from ``side_of``, False from the other hex, None for an undirected feature."""
        return None if self.side_of is None else h == self.side_of


HexsideFeatures = Mapping[Hexside, tuple[HexsideFeature, ...]]


def line_paths(a: Hex, b: Hex) -> list[tuple[Hex, ...]]:
    """The hexes of the line from ``a`` to ``b`` as a chain of sets, ``a`` first and ``b`` last.

    Each link holds one hex, or the two hexes along whose common hexside the line runs; every hex of
    a link is next to (or is) every hex of the link after it that the line passes through, so the
    hexsides the line crosses are the pairs of adjacent hexes in consecutive links.
    """
    return [(a,), *(step.hexes for step in line_steps(a, b)), (b,)] if a != b else [(a,)]


def line_blocked_across(
    a: Hex,
    b: Hex,
    blocks: Callable[[Hex], bool],
    side_blocks: Callable[[Hex, Hex], bool],
    rule: HexsideRule = HexsideRule.LESS_RESTRICTIVE,
) -> bool:
    """Whether the line from ``a`` to ``b`` is blocked by a hex between them or by a hexside it crosses.

    ``blocks`` judges a hex strictly between the ends, ``side_blocks(x, y)`` the hexside crossed going
    from ``x`` into its neighbour ``y`` (a wall, a closed gate; a window seen from the wrong place).
    Where the line runs along a hexside it may pass on either side of it: with
    ``HexsideRule.LESS_RESTRICTIVE`` the line is blocked only if every way along it is blocked (Ager
    Sanguinis A§5.5.1: the less restrictive of the two hexes), with ``EITHER_BLOCKS`` if any is.
    """
    chain = line_paths(a, b)
    if rule is HexsideRule.EITHER_BLOCKS:
        for i, link in enumerate(chain):
            if 0 < i < len(chain) - 1 and any(blocks(h) for h in link):
                return True
            if i and any(side_blocks(x, y) for x in chain[i - 1] for y in link if distance(x, y) == 1):
                return True
        return False
    open_: set[Hex] = {a}
    for i in range(1, len(chain)):
        link = chain[i]
        last = i == len(chain) - 1
        reached = {
            y
            for y in link
            if (last or not blocks(y))
            and any(
                x == y or (distance(x, y) == 1 and not side_blocks(x, y)) for x in chain[i - 1] if x in open_
            )
        }
        if not reached:
            return True
        open_ = reached
    return False


def hexsides_crossed(a: Hex, b: Hex) -> list[tuple[Hex, Hex]]:
    """Every hexside the line from ``a`` to ``b`` may cross, as (hex before, hex after) pairs in order
    (both ways past a hexside the line runs along are listed)."""
    chain = line_paths(a, b)
    return [
        (x, y) for i in range(1, len(chain)) for x in chain[i - 1] for y in chain[i] if distance(x, y) == 1
    ]


def level_step(level_from: int, level_to: int, rises_from: int, rises_to: int) -> bool:
    """Whether a step between two adjacent places of the given levels is possible when each can take
    one up by ``rises_*`` levels (stairs, a slope, a ladder: A§3.3, §8.5, §9.5): the same level, or
    the lower place rises to the higher."""
    if level_from == level_to:
        return True
    if level_from < level_to:
        return level_from + rises_from >= level_to
    return level_to + rises_to >= level_from


# ---------------------------------------------------------------------------- printed labels

_CCRR = re.compile(r"^\s*(\d{2})(\d{2})\s*$")


class Parity(Enum):
    """Which columns of a flat-topped ``CCRR`` map sit half a hex lower than their neighbours."""

    EVEN_Q = "even-q"  # even columns lower (Au fil de l'Épée §4.2)
    ODD_Q = "odd-q"  # odd columns lower


def _column_shift(col: int, parity: Parity) -> int:
    """How far the axial ``r`` of row 0 lies above the printed row in column ``col``."""
    if parity is Parity.EVEN_Q:
        return (col + (col % 2)) // 2
    return (col - (col % 2)) // 2


def ccrr_to_hex(label: str, parity: Parity = Parity.EVEN_Q) -> Hex:
    """Parse a ``CCRR`` label of a flat-topped map (even-q unless ``parity`` says otherwise)."""
    m = _CCRR.match(label)
    if not m:
        raise ValueError(f"not a CCRR hex label: {label!r}")
    col, row = int(m.group(1)), int(m.group(2))
    return Hex(col, row - _column_shift(col, parity))


def hex_to_ccrr(h: Hex, parity: Parity = Parity.EVEN_Q) -> str:
    col, row = ccrr_col_row(h, parity)
    return f"{col:02d}{row:02d}"


def ccrr_col_row(h: Hex, parity: Parity = Parity.EVEN_Q) -> tuple[int, int]:
    return h.q, h.r + _column_shift(h.q, parity)


_LETTER_ROW = re.compile(r"^\s*([A-Za-z])\s*(\d{1,2})\s*$")


def letter_row_to_hex(label: str) -> Hex:
    """Parse a Commands & Colors label such as ``E5``: column letter, row number (row 1 at the top).

    Odd rows start at the left edge, even rows are offset half a hex east (doubled X = 2c or 2c + 1).
    """
    m = _LETTER_ROW.match(label)
    if not m:
        raise ValueError(f"not a column-letter/row hex label: {label!r}")
    c = ord(m.group(1).upper()) - ord("A")
    row = int(m.group(2))
    r = row - 1
    x = 2 * c + (0 if row % 2 == 1 else 1)
    return Hex((x - r) // 2, r)


def hex_to_letter_row(h: Hex) -> str:
    row = h.r + 1
    x = 2 * h.q + h.r
    c = (x - (0 if row % 2 == 1 else 1)) // 2
    return f"{chr(ord('A') + c)}{row}"


def doubled_x(h: Hex) -> int:
    """The doubled-width column of a pointy-topped hex (X in Commands & Colors notes)."""
    return 2 * h.q + h.r


# ---------------------------------------------------------------------------- pieces on two hexes


@dataclass(frozen=True, slots=True, order=True)
class TwoHexPiece:
    """A piece on two adjacent hexes (a rider and his horse, Ager Sanguinis A§1.1): its front hex and
    its facing, the direction from its rear hex to its front hex (the arrow at the horse's head).

    ``steps`` lists where one step can take it: a new front hex among the eight hexes around the
    piece, with the turn it costs over the terrain (A§4.4.1, placeholder diagram A§P5): 0 for the
    three hexes ahead of the front hex, 1 for the two flank hexes next to both its hexes, 2 for the two
    hexes diagonally behind, 3 for the hex straight behind. The new rear is the old hex next to the new
    front (the front when it touches it, else the rear).
    """

    front: Hex
    facing: int

    def rear(self, orientation: Orientation = Orientation.FLAT) -> Hex:
        return self.front.neighbour((self.facing + 3) % 6, orientation)

    def hexes(self, orientation: Orientation = Orientation.FLAT) -> tuple[Hex, Hex]:
        return (self.front, self.rear(orientation))

    def ahead(self, orientation: Orientation = Orientation.FLAT) -> tuple[Hex, ...]:
        """The three hexes ahead of the front hex (the first ring of the front sector)."""
        return tuple(self.front.neighbour((self.facing + k) % 6, orientation) for k in (-1, 0, 1))

    def flanks(self, orientation: Orientation = Orientation.FLAT) -> tuple[Hex, Hex]:
        """The two hexes next to both of the piece's hexes (where a rider mounts, A§P5)."""
        return (
            self.front.neighbour((self.facing + 2) % 6, orientation),
            self.front.neighbour((self.facing - 2) % 6, orientation),
        )

    def around(self, orientation: Orientation = Orientation.FLAT) -> tuple[Hex, ...]:
        """The eight hexes next to the piece."""
        rear = self.rear(orientation)
        behind = tuple(rear.neighbour((self.facing + k) % 6, orientation) for k in (2, 3, 4))
        return (*self.ahead(orientation), *self.flanks(orientation), *behind)

    def steps(self, orientation: Orientation = Orientation.FLAT) -> tuple[tuple[TwoHexPiece, int], ...]:
        """Every one-hex step: the piece after it and the extra cost of its turn (0 to 3)."""
        rear = self.rear(orientation)
        out: list[tuple[TwoHexPiece, int]] = []
        for k, extra in ((0, 0), (-1, 0), (1, 0), (2, 1), (-2, 1)):
            d = (self.facing + k) % 6
            nxt = self.front.neighbour(d, orientation)
            # a flank step pivots on the front hex: the new facing points from the front to it
            out.append((TwoHexPiece(nxt, d), extra))
        for k, extra in ((2, 2), (4, 2), (3, 3)):
            d = (self.facing + k) % 6
            out.append((TwoHexPiece(rear.neighbour(d, orientation), d), extra))
        return tuple(out)

    def about_turned(self, orientation: Orientation = Orientation.FLAT) -> TwoHexPiece:
        """Front and rear swapped (an about-turn in place)."""
        return TwoHexPiece(self.rear(orientation), (self.facing + 3) % 6)

    def backed(self, orientation: Orientation = Orientation.FLAT) -> TwoHexPiece:
        """One hex straight backwards, facing the same way (a rider's retreat, A§5.4.4)."""
        return TwoHexPiece(self.rear(orientation), self.facing)


def line_point(a: Hex, b: Hex, t: float) -> Hex:
    """The hex at fraction ``t`` of the line from ``a``'s centre to ``b``'s (``t`` may lie beyond 0..1:
    the hex just past ``b`` on the line is ``line_point(a, b, 1 + 1 / distance(a, b))``)."""
    return cube_round(a.q + (b.q - a.q) * t + 1e-6, a.r + (b.r - a.r) * t + 1e-6)
