"""AFdE 9 (digest §10): fire — who may fire at whom, line of sight, the Fire Table and its results."""

from __future__ import annotations

from collections.abc import Iterable

from engine.afde.geometry import dist, in_front_arc, los_steps, neighbours
from engine.afde.labels import NONE, modifiers
from engine.afde.rules import Ctx, cancel_rest, level, melee_allowed, scenario_forbids_melee, terrain_of
from engine.afde.rules.s12_rout_rally import disorder, fatigue, rout_result, run_flights
from engine.afde.rules.s14_leader_fates import leader_casualties
from engine.afde.state import Unit
from engine.afde.turn import AfdeTask
from engine.core.dice import roll_for
from engine.core.record import record


def max_range(g: Ctx, u: Unit) -> int:
    return g.tb.fire_range.get(u.fire, g.tb.fire_range.get("other", 1))


def los_clear(g: Ctx, a: str, b: str, archer: bool) -> bool:
    """Line of sight from hex centre to hex centre (AFdE 9.2, heights of §P1)."""
    scn = g.scn
    la, lb = level(scn, a), level(scn, b)
    # a function of its own, not a closure read by the generator: compiled (engine/compiled.py), the two
    # would share a scope that refers to itself and keeps the game alive until a garbage collection
    return all(not _all_block(g, a, b, la, lb, archer, step) for step in los_steps(a, b))


def _all_block(g: Ctx, a: str, b: str, la: int, lb: int, archer: bool, step: Iterable[str]) -> bool:
    """Whether every hex of one step of the line from ``a`` to ``b`` blocks it (two hexes where the line
    runs along their hexside: blocked only if both block)."""
    return all(_blocks(g, a, b, la, lb, archer, x) for x in step)


def _blocks(g: Ctx, a: str, b: str, la: int, lb: int, archer: bool, x: str) -> bool:
    scn = g.scn
    lx = level(scn, x)
    heights = []
    if g.tb.terrain[terrain_of(scn, x)].blocks_los:
        heights.append(lx + 1)
    if not archer and g.st.units_at(x):
        heights.append(lx)
    if lx > la and lx > lb:
        heights.append(lx)
    if not heights:
        return False
    h = max(heights)
    if la > h and lb > h:
        return False
    if la > lb and la > h and dist(a, x) <= dist(x, b):
        return False
    return not (lb > la and lb > h and dist(x, b) <= dist(a, x))


def fires_from_stack(g: Ctx, u: Unit) -> bool:
    """In a stack of two fire-capable units only the top one fires, unless one is artillery (5.2.5)."""
    assert u.hex is not None
    stack = g.st.units_at(u.hex)
    if len(stack) < 2:
        return True
    firers = [x for x in stack if x.fire]
    if any(x.artillery for x in firers):
        return True
    return firers[0].id == u.id


def exempt_adjacent(g: Ctx, u: Unit, e: Unit) -> bool:
    """Adjacent enemy in a front hex that cannot be meleed (closed hexside or scenario rule): 9.1."""
    assert u.hex is not None and e.hex is not None and u.facing is not None
    if not in_front_arc(u.hex, e.hex, u.facing, u.artillery):
        return False
    return not melee_allowed(g, u.hex, e.hex) or scenario_forbids_melee(g, u, e)


def ranged_ready(g: Ctx, u: Unit) -> bool:
    """May fire at range (Phase B / D.2): fire-capable, not routed, no adjacent enemy (9.1)."""
    if u.status != "map" or not u.fire or u.routed or u.hex is None or u.facing is None:
        return False
    if not fires_from_stack(g, u):
        return False
    ns = set(neighbours(u.hex))
    return all(
        exempt_adjacent(g, u, e)
        for e in g.st.units.values()
        if e.status == "map" and e.side != u.side and e.hex in ns
    )


def why_not_hit(g: Ctx, u: Unit, target: Unit) -> tuple[str, str] | None:
    """Why ``u`` may not fire at ``target`` (message key, rule), or None when it may."""
    if u.hex is None or target.hex is None or u.facing is None:
        return ("afde.fire.out_of_range", "AFdE 9.3")
    d = dist(u.hex, target.hex)
    if d < 1 or d > max_range(g, u):
        return ("afde.fire.out_of_range", "AFdE 9.3")  # maximum ranges: the Fire Table (§P2)
    if not in_front_arc(u.hex, target.hex, u.facing, u.artillery):
        return ("afde.fire.not_in_arc", "AFdE 9.1")
    if d == 1:
        return None if exempt_adjacent(g, u, target) else ("afde.fire.adjacent_target", "AFdE 9.1")
    if not los_clear(g, u.hex, target.hex, u.type == "Ar" or u.fire == "Ar"):
        return ("afde.fire.no_los", "AFdE 9.2")
    return None


def can_hit(g: Ctx, u: Unit, target: Unit) -> bool:
    return why_not_hit(g, u, target) is None


def ranged_targets(g: Ctx, u: Unit) -> list[Unit]:
    out = []
    seen: set[str] = set()
    for t in g.st.units.values():
        if t.status != "map" or t.side == u.side or t.hex in seen or t.fired_at:
            continue
        if can_hit(g, u, t):
            assert t.hex is not None
            seen.add(t.hex)
            out.append(g.st.units_at(t.hex)[0])
    return out


def fire_mod_token(g: Ctx, key: str) -> str:
    """A modifier as the Fire Table's own notation reads it (``SP>4``, ``moved``)."""
    fm = g.tb.fire_mods
    tokens = {"sp_above": f"SP>{fm['big_sp']}", "sp_below": f"SP<{fm['big_sp']}"}
    if "huge_sp" in fm:
        tokens["sp_huge"] = f"SP>{fm['huge_sp']}"
    return tokens.get(key, key)


def fire_mod_range(g: Ctx) -> tuple[int, int]:
    """The lowest and highest sum of Fire Table modifiers one fire can have (§P2): one SP modifier,
    and every other modifier that may apply together."""
    fm = g.tb.fire_mods
    sp = [fm["sp_above"], fm["sp_below"], 0] + ([fm["sp_huge"]] if "huge_sp" in fm else [])
    others = [int(fm[k]) for k in ("moved", "mounted", "disordered", "cover")]
    return min(sp) + sum(v for v in others if v < 0), max(sp) + sum(v for v in others if v > 0)


def resolve_fire(g: Ctx, firers: list[Unit], target_hex: str, how: str) -> str:
    """Roll on the Fire Table and apply the result to the target hex. Returns the result code."""
    st = g.st
    targets = st.units_at(target_hex)
    rng = max(dist(f.hex or target_hex, target_hex) for f in firers)
    who = "+".join(f.id for f in firers)
    roll = g.d10(roll_for(f"fire {who} at {target_hex}", "afde.roll.fire", firers=who, hex=target_hex))
    mods: list[list[object]] = []
    fm = g.tb.fire_mods
    sp = sum(f.sp for f in firers)
    if "huge_sp" in fm and sp > fm["huge_sp"]:
        mods.append(["sp_huge", fm["sp_huge"]])
    elif sp > fm["big_sp"]:
        mods.append(["sp_above", fm["sp_above"]])
    elif sp < fm["big_sp"]:
        mods.append(["sp_below", fm["sp_below"]])
    if any(f.moved for f in firers):
        mods.append(["moved", fm["moved"]])
    if any(f.mounted for f in firers):
        mods.append(["mounted", fm["mounted"]])
    if any(f.disordered for f in firers):
        mods.append(["disordered", fm["disordered"]])
    if terrain_of(g.scn, target_hex) in fm.get("cover_terrain", []):
        mods.append(["cover", fm["cover"]])
    total = roll + sum(int(str(m[1])) for m in mods)
    shift = g.scn.fire_shift.get(firers[0].side, 0)
    result = g.tb.fire_result(rng, total, shift)
    g.say(
        "fire.roll",
        "9.3",
        firers=[f.id for f in firers],
        target=target_hex,
        targets=[t.id for t in targets],
        roll=roll,
        mods=modifiers([(str(k), fire_mod_token(g, str(k)), int(str(v))) for k, v in mods]) if mods else NONE,
        total=total,
        range=rng,
        shift=shift,
        column=g.tb.fire_column(rng, shift) + 1,
        result=result or "-",
    )
    if not result:
        g.say("fire.no_effect", "9.3", target=target_hex)
    for f in firers:
        f.fired = True
        cancel_rest(g, f)
        g.overlay(
            "attacks",
            {"side": f.side, "from": f.hex, "to": target_hex, "kind": how, "hits": 1 if result else 0},
        )
    hit = list(targets)
    if len(targets) > 1 and any(t.artillery for t in targets) and not any(f.artillery for f in firers):
        hit = [t for t in targets if not t.artillery]
    for t in targets:
        t.fired_at = True
        cancel_rest(g, t)
    flights: list[str] = []
    for t in hit:
        for code in [c for c in result.split("+") if c]:
            if t.status != "map":
                break
            if code == "F":
                fatigue(g, t)
            elif code == "D":
                disorder(g, t, flights)
            elif code == "Dr":
                rout_result(g, t, flights, "fire")
    if result:
        for t in hit:
            if t.status == "map":
                g.overlay(
                    "losses", {"side": t.side, "hex": t.hex, "amount": 1, "eliminated": False, "unit": t.id}
                )
    then = FireThen(tuple(t.id for t in hit), tuple(f.id for f in firers)) if result else None
    run_flights(g, flights, then)
    return result


@record
class FireThen(AfdeTask, kind="afde.fire_then"):
    """A fire's leader casualty rolls, once its flights are made (§P4)."""

    hit: tuple[str, ...]
    firers: tuple[str, ...]

    def act(self, g: Ctx) -> None:
        seen: set[str] = set()
        firers = [g.st.units[i] for i in self.firers]
        for uid in self.hit:
            leader_casualties(g, g.st.units[uid], "fire", firers, seen)
