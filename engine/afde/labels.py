"""How a prompt's choices read to a player (a button, a list entry): who or what the order concerns,
by name and type, and where; the order text itself is shown beside it by the front ends."""

from __future__ import annotations

from functools import cache, lru_cache

from engine.afde.notation import HEX
from engine.afde.scenario import Scenario
from engine.afde.state import State
from engine.afde.tables import DATA
from engine.core.data import read_toml
from engine.core.hexgrid import FLAT_DIRECTION_NAMES
from engine.core.messages import Msg
from engine.core.refs import Named, Phrase, SideRef, TermRef, phrase

NONE = TermRef("none", system="afde", domain="word")
"""An empty list of units or modifiers ("none" in transcripts), read as each language's word."""


LEADER_VERBS = ("first", "next", "inactive", "activate", "acting", "lead")
UNIT_VERBS = ("select", "move", "charge", "withdraw", "mount", "dismount", "melee", "enter", "rest",
              "unrest", "react", "advance", "face")  # fmt: skip


def _unit(st: State, token: str, seen: dict[str, object] | None = None) -> dict[str, object] | None:
    """The unit a canonical reference names (its hex when alone there, else its id)."""
    if seen is not None:
        if token not in seen:
            seen[token] = _unit(st, token)
        return seen[token]  # type: ignore[return-value]
    if HEX.match(token):
        units = st.units_at(token)
        if len(units) != 1:
            return None
        u = units[0]
    elif token in st.units:
        u = st.units[token]
    else:
        return None
    name = proper(u.name) if u.name else u.id
    return {"type": u.type, "name": name, "sp": u.sp, "quality": u.quality, "at": u.hex or ""}


def _firer(found: dict[str, object] | None, token: str) -> Msg:
    """A firer as a fire choice names it: its type and name, and where it stands."""
    if found is None:
        return Msg("afde.label.firer_at", {"type": "", "name": token, "at": token})
    return Msg("afde.label.firer_at", {"type": found["type"], "name": found["name"], "at": found["at"]})


def _leader(st: State, lid: str) -> dict[str, object]:
    ld = st.leaders[lid]
    return {"name": leader_name(ld.name) if ld.name else lid, "banner": ld.banner}


@lru_cache(maxsize=1024)
def proper(name: str) -> Named:
    """A name the scenario prints, read in each language through the catalogue of names."""
    return Named(name, "afde")


@lru_cache(maxsize=1024)
def unit_name(kind: str, name: str) -> Named:
    """A named unit as messages print it ("Ar Picard"): its type code and its name, the name read in
    each language through the catalogue of names."""
    return Named(f"{kind} {name}", "afde", (name,))


REPLACEMENT = " (replacement)"


@lru_cache(maxsize=1024)
def leader_name(name: str) -> Named:
    """A leader's name; a replacement's ("EF (replacement)") reads with the word in each language."""
    if name.endswith(REPLACEMENT):
        return Named(name, "afde", (name[: -len(REPLACEMENT)], REPLACEMENT.strip()))
    return Named(name, "afde")


@lru_cache(maxsize=8)
def facing_ref(direction: int) -> TermRef:
    """A facing as messages name it: its term ``afde.term.facing.<N…NW>``; transcripts print "SE"."""
    return TermRef(FLAT_DIRECTION_NAMES[direction], system="afde", domain="facing")


def modifiers(mods: list[tuple[str, str, int]]) -> Phrase:
    """A roll's modifiers, each (key, as the tables print it, value): transcripts print "SP>4 +1,
    moved -1"; each language reads ``afde.mod.<key>`` (``afde.mod.sp`` for a strength band, with the
    tables' notation; ``afde.mod.ratio`` with the ratio)."""
    parts: list[Msg] = []
    for key, token, value in mods:
        signed = f"{value:+d}"
        if key.startswith("sp_"):
            parts.append(Msg("afde.mod.sp", {"token": token, "value": signed}))
        elif key.startswith("ratio "):
            parts.append(Msg("afde.mod.ratio", {"ratio": key.removeprefix("ratio "), "value": signed}))
        else:
            parts.append(Msg(f"afde.mod.{key.replace(' ', '_')}", {"value": signed}))
    return phrase(", ".join(f"{token} {value:+d}" for _key, token, value in mods), *parts)


def label(
    st: State, order: str, params: dict[str, object] | None = None, seen: dict[str, object] | None = None
) -> Msg:
    """``seen`` (one dict per prompt) keeps the units already looked up for its other choices."""
    verb, *args = order.split()
    base = {"order": order}
    if verb in LEADER_VERBS and args and args[0] in st.leaders:
        return Msg(f"afde.label.{verb}", {**base, **_leader(st, args[0])})
    if verb == "move" and len(args) >= 2 and args[0] in st.leaders:
        return Msg("afde.label.move_leader", {**base, **_leader(st, args[0]), "to": args[-1]})
    if verb in ("place", "hold") and len(args) == 2 and args[0] in st.leaders:
        where = _unit(st, args[1], seen)
        if where is not None:
            unit = {"type": where["type"], "unit": where["name"], "to": args[1]}
            return Msg(f"afde.label.{verb}", {**base, **_leader(st, args[0]), **unit})
    if verb == "fire" and len(args) >= 2:
        target = _unit(st, args[-1], seen)
        if target is not None:
            firers = [_unit(st, a, seen) for a in args[:-1]]
            by = [
                f"{f['type']} {f['name']}" if f is not None else a
                for f, a in zip(firers, args[:-1], strict=True)
            ]
            by_ref = phrase(", ".join(by), *[_firer(f, a) for f, a in zip(firers, args[:-1], strict=True)])
            params = {**base, **target, "to": args[-1], "n": len(args) - 1, "by": by_ref}
            return Msg("afde.label.fire", params)
    if verb == "react" and args:
        charger = _unit(st, args[0], seen)
        reactor = st.units.get(str((params or {}).get("unit", "")))
        if charger is not None and reactor is not None:
            who = unit_name(reactor.type, reactor.name) if reactor.name else f"{reactor.type} {reactor.id}"
            return Msg("afde.label.react", {**base, **charger, "to": args[0], "by": who})
        return Msg("afde.choice", base)
    if verb == "retreat" and args:
        fronts = (params or {}).get("fronts")
        front = "_front" if isinstance(fronts, list | tuple) and args[0] in fronts else ""
        if len(args) > 1:
            return Msg(f"afde.label.retreat_alone{front}", {**base, "to": args[0], "alone": args[1]})
        return Msg(f"afde.label.retreat{front}", {**base, "to": args[0]})
    if verb == "flee" and args:
        through = "_through" if st.units_at(args[0]) else ""
        return Msg(f"afde.label.flee{through}", {**base, "to": args[0]})
    if verb == "rout" and len(args) == 1:
        if HEX.match(args[0]) and len(st.units_at(args[0])) > 1:  # a stack routs together (5.2.6)
            return Msg("afde.label.rout_together", {**base, "at": args[0]})
        what = _unit(st, args[0], seen)
        if what is None:
            return Msg("afde.choice", base)
        alone = "_alone" if params and "stack" in params else ""  # the other unit of its stack later
        return Msg(f"afde.label.rout{alone}", {**base, **what})
    if verb == "face" and len(args) == 1 and args[0].isdigit() and int(args[0]) < 6:
        return Msg("afde.label.face_dir", {**base, "dir": facing_ref(int(args[0]))})
    if verb == "move" and len(args) >= 3 and args[-1] == "bottom":
        what = _unit(st, args[0], seen)
        if what is not None:
            return Msg("afde.label.move_bottom", {**base, **what, "to": args[-2]})
    if verb in UNIT_VERBS and args:
        what = _unit(st, args[0], seen)
        if what is None:
            return Msg("afde.choice", base)
        extra: dict[str, object] = {"to": args[-1]}
        if verb == "face":
            d = args[-1]
            extra["dir"] = facing_ref(int(d)) if d.isdigit() and int(d) < 6 else d
        if verb in ("charge", "melee") and len(args) == 2:
            target = _unit(st, args[1], seen)
            if target is not None:
                extra.update(t_type=target["type"], t_name=target["name"])
                return Msg(f"afde.label.{verb}", {**base, **what, **extra})
            return Msg("afde.choice", base)
        return Msg(f"afde.label.{verb}", {**base, **what, **extra})
    return Msg("afde.choice", base)


NAMED = ("unit", "leader", "by", "attacker", "charger", "firers", "units", "attackers", "defenders", "stack",
         "replacement", "targets", "uncommanded", "target", "leaders")  # fmt: skip
SIDES = ("side", "a", "d", "winner")  # parameters that hold a side id: the side's name beside it
WORDS = ("why", "how", "stage", "fate", "ok")  # parameters whose value reads as a word of the catalogue


def _name_of(st: State, token: object) -> object:
    if isinstance(token, list | tuple):
        return [_name_of(st, t) for t in token]
    if not isinstance(token, str):
        return token
    if "+" in token:
        parts = [_name_of(st, t) for t in token.split("+")]
        return phrase(" + ".join(str(p) for p in parts), *parts)
    u = st.units.get(token)
    if u is not None:
        return unit_name(u.type, u.name) if u.name else u.id
    ld = st.leaders.get(token)
    if ld is not None:
        return leader_name(ld.name) if ld.name else ld.id
    return token


def named(st: State, params: dict[str, object]) -> dict[str, object]:
    """Add ``<param>_name`` beside each unit or leader id parameter, for the catalogue texts."""
    out = dict(params)
    for k in NAMED:
        if k in params:
            out[f"{k}_name"] = _name_of(st, params[k])
    facing = params.get("facing")
    if isinstance(facing, int) and 0 <= facing < 6:
        out["facing_name"] = facing_ref(facing)
    sides = [k for k in SIDES if isinstance(params.get(k), str)]
    if sides:
        names = side_names(st.scn)
        for k in sides:
            v = str(params[k])
            out[f"{k}_name"] = (
                SideRef(v, system="afde", name=names[v], shown=names[v]) if v in names else word_ref(k, v)
            )
    for k in WORDS:
        if k in params and not isinstance(params[k], list | tuple | dict):
            out[f"{k}_name"] = word_ref(k, params[k])
    return out


def side_names(scn: Scenario) -> dict[str, str]:
    """Side id → the scenario's name for it (kept with the scenario's other look-ups)."""
    names: dict[str, str] | None = scn.memo.get("_side_names")
    if names is None:
        names = scn.memo["_side_names"] = {s.id: s.name for s in scn.sides}
    return names


@cache
def words() -> dict[tuple[str, str], str]:
    """(parameter, value) → the word a transcript prints for it, from ``data/words.toml``: the English
    text of the term ``afde.term.word.<param>.<value>``, kept in the rules' own data so that playing
    never loads the catalogues."""
    out: dict[tuple[str, str], str] = {}
    for param, values in read_toml(DATA / "words.toml").items():
        for value, text in values.items():
            out[(param, str(value).lower())] = str(text)
    return out


@lru_cache(maxsize=512)
def word_ref(param: str, value: object) -> TermRef | str:
    """A parameter's value as a catalogue word that each language reads its own way, where the
    rules have a word for it (else the value itself, as notation)."""
    v = str(value).lower()
    shown = words().get((param, v))
    if shown is not None:
        return TermRef(v, system="afde", domain=f"word.{param}", shown=shown)
    return word(param, value)


def word(param: str, value: object) -> str:
    """The word for a parameter's value (``afde.term.word.<param>.<value>``): a player reads "passed",
    "routed off the map", never ``True`` or ``off_map``."""
    v = str(value).lower()
    return words().get((param, v), v.replace("_", " "))
