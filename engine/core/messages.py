"""Messages: what the engine tells a player is a key with parameters, turned into text by a catalogue.

Catalogues are Fluent files, one set per package and language: ``engine/<pkg>/locale/<lang>/<pkg>.ftl``
for the core and each system, and the same layout under ``bot/locale``, ``bot/discordbot/locale`` and
``render/locale`` (those packages register their directory with ``add_locale_dir``). A message key
stays dotted (``cca.ev.rolled``) everywhere a program or a transcript sees it; its Fluent id is the key
with every dot turned into a hyphen (``cca-ev-rolled``, see ``fluent_id``).

``render(msg, lang)`` resolves the parameters in the reader's language before Fluent sees them: a
nested message is rendered in the same language, a typed reference (``engine.core.refs``) that names a
game term reads as that term from the reader's catalogue (a side as its side term, else the name it
carries; a unit with a name of its own as that name with its type term), any other reference as its
plain value (a hex label, a leader's name), numbers are Fluent numbers (plural categories and decimal marks of
the language; no digit grouping, so ids and years read as printed), lists are joined the language's
way; nothing (``None``) and an empty list read as the language's word for none (``core.term.none``),
``True`` and ``False`` as its yes and no (``core.term.yes``, ``core.term.no``). A key missing from a
language falls back to English, then to the bare key with its parameters, so a missing translation never
hides a message. A rule cited in words, not by number ("CCA notation"), reads as the catalogue's
``<system>.rule.<words>`` where there is one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the renderer's libraries load on the first text rendered, not with the rules
    from babel import Locale
    from fluent.runtime import FluentBundle

from engine.core.record import record
from engine.core.refs import BannerRef, LeaderRef, Named, Phrase, Ref, SideRef, UnitRef

Param = str | int | float | bool | None | tuple[Any, ...] | list[Any]

LANGUAGES = ("en", "pl", "hu", "uk")
_ENGINE_DIR = Path(__file__).resolve().parent.parent
_LOCALE_DIRS: list[Path] = sorted(p for p in _ENGINE_DIR.glob("*/locale") if p.is_dir())


@record
class Msg:
    """A message key, its parameters and, where one applies, the rule section it cites."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)
    rule: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The public form (transcripts): a typed reference reads as its plain value (a hex label)."""
        out: dict[str, Any] = {"key": self.key, "params": {k: _plain(v) for k, v in self.params.items()}}
        if self.rule:
            out["rule"] = self.rule
        return out

    def dump(self) -> dict[str, Any]:
        """The saved form: typed references and nested messages keep their type (see ``load``)."""
        out: dict[str, Any] = {"key": self.key, "params": {k: typed(v) for k, v in self.params.items()}}
        if self.rule:
            out["rule"] = self.rule
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        """Read either form back (a saved typed reference becomes a reference again)."""
        params = {k: untyped(v) for k, v in dict(data.get("params", {})).items()}
        return cls(str(data["key"]), params, data.get("rule"))

    load = from_json

    def text(self, lang: str = "en") -> str:
        return render(self, lang)


def _plain(v: Any) -> Any:
    if isinstance(v, Msg):
        return v.to_json()
    if isinstance(v, list | tuple):
        return [_plain(x) for x in v]
    plain = getattr(v, "plain", None)
    return plain() if callable(plain) else v


def typed(v: Any) -> Any:
    """A parameter's saved form (typed references and nested messages keep their type)."""
    if isinstance(v, Msg):
        return {"msg": v.dump()}
    if isinstance(v, list | tuple):
        return [typed(x) for x in v]
    to_json = getattr(v, "to_json", None)
    return to_json() if callable(to_json) else v


def untyped(v: Any) -> Any:
    """A parameter read back from its saved or public form."""
    from engine.core.refs import is_ref_json, is_text_json, ref_from_json, text_from_json

    if isinstance(v, list):
        return [untyped(x) for x in v]
    if isinstance(v, Mapping):
        if "msg" in v and len(v) == 1:
            return Msg.from_json(v["msg"])
        if "key" in v and "params" in v:
            return Msg.from_json(v)
        if is_text_json(v):
            return text_from_json(v)
        if is_ref_json(v):
            return ref_from_json(v)
    return v


def msg(key: str, rule: str | None = None, **params: Any) -> Msg:
    return Msg(key, params, rule)


# ---------------------------------------------------------------------- catalogues


def fluent_id(key: str) -> str:
    """The Fluent id of a message key: dots become hyphens (``cca.ev.rolled`` → ``cca-ev-rolled``).

    Fluent ids may hold letters, digits, ``_`` and ``-`` only, so the dotted keys programs and
    transcripts use cannot be ids themselves. tests/test_catalogues.py checks that no two keys meet.
    """
    return key.replace(".", "-")


def add_locale_dir(path: Path) -> None:
    """Make the Fluent files under ``path/<lang>/*.ftl`` part of every language's catalogue."""
    path = path.resolve()
    if path not in _LOCALE_DIRS:
        _LOCALE_DIRS.append(path)
        _bundle.cache_clear()
        _sources.cache_clear()


def remove_locale_dir(path: Path) -> None:
    """Undo ``add_locale_dir`` (a test's own catalogue)."""
    path = path.resolve()
    if path in _LOCALE_DIRS:
        _LOCALE_DIRS.remove(path)
        _bundle.cache_clear()
        _sources.cache_clear()


def locale_dirs() -> tuple[Path, ...]:
    return tuple(_LOCALE_DIRS)


def _ftl_files(lang: str) -> Iterable[Path]:
    for d in _LOCALE_DIRS:
        yield from sorted((d / lang).glob("*.ftl"))


@cache
def _sources(lang: str) -> dict[str, str]:
    """Every message id of ``lang`` with its Fluent source text (for checks and listings)."""
    from fluent.syntax import FluentParser, FluentSerializer
    from fluent.syntax import ast as ftl

    out: dict[str, str] = {}
    serializer = FluentSerializer()
    for path in _ftl_files(lang):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ftl.Message | ftl.Term):
                out[("-" if isinstance(entry, ftl.Term) else "") + entry.id.name] = (
                    serializer.serialize_entry(entry)
                )
    return out


@cache
def _bundle(lang: str) -> FluentBundle:
    from fluent.runtime import FluentBundle
    from fluent.syntax import FluentParser

    # parsed without source positions: a bundle lives as long as the process, and the positions (one
    # object per node) would only make it larger and every garbage collection longer
    parser = FluentParser(with_spans=False)
    bundle = FluentBundle([lang], use_isolating=False)
    for path in _ftl_files(lang):
        bundle.add_resource(parser.parse(path.read_text(encoding="utf-8")))
    return bundle


def catalogue(lang: str = "en") -> Mapping[str, str]:
    """The Fluent ids of ``lang`` with their source text."""
    return _sources(lang)


def has_key(key: str, lang: str = "en") -> bool:
    """Whether ``lang`` has a text for ``key`` of its own (no fallback)."""
    return _bundle(lang).has_message(fluent_id(key))


# ---------------------------------------------------------------------- rendering


def _term(ref: Ref, lang: str) -> str | None:
    key = ref.term_key()
    if key is None:
        return None
    for lng in (lang, "en"):
        if _bundle(lng).has_message(fluent_id(key)):
            return render(Msg(key), lang)
    return None


def _arg(v: Any, lang: str) -> Any:
    """A parameter as Fluent should see it in ``lang`` (see the module docstring)."""
    if isinstance(v, Msg):
        return render(v, lang)
    if isinstance(v, Phrase):
        return join_list([_text_of(_arg(x, lang), lang) for x in v.parts], lang) if v.parts else str(v)
    if isinstance(v, Named):
        text = str(v)
        for name in v.names:
            said = proper_name(v.system, name, lang)
            if said != name:
                text = text.replace(name, said)
        return text
    if isinstance(v, UnitRef):
        kind = _term(v, lang) or v.type or v.id
        if v.name:
            key = "core.ref.unit_named_at" if v.hex else "core.ref.unit_named"
            return render(
                Msg(key, {"name": proper_name(v.system, v.name, lang), "type": kind, "hex": v.hex}), lang
            )
        if not v.hex:
            return kind
        return render(Msg("core.ref.unit", {"type": kind, "hex": v.hex}), lang)
    if isinstance(v, SideRef):
        if v.name and v.name != v.id:  # a name that is only the side's id names nothing: its term reads
            return proper_name(v.system, v.name, lang)
        return _term(v, lang) or v.id
    if isinstance(v, LeaderRef | BannerRef) and v.name:
        return proper_name(v.system, v.name, lang)
    if isinstance(v, Ref):
        return _term(v, lang) or v.plain()
    if v is None:
        return render(Msg("core.term.none"), lang)
    if isinstance(v, bool):
        return render(Msg("core.term.yes" if v else "core.term.no"), lang)
    if isinstance(v, int | float):
        from fluent.runtime.types import fluent_number

        if isinstance(v, int):
            return fluent_number(v, useGrouping=False)
        return fluent_number(v, useGrouping=False, maximumFractionDigits=2)
    if isinstance(v, list | tuple):
        if not v:
            return render(Msg("core.term.none"), lang)
        items = [_text_of(_arg(x, lang), lang) for x in v]
        return join_list(items, lang)
    if isinstance(v, str):
        return v
    return str(v)


def name_key(system: str, name: str) -> str:
    """The catalogue key of a name a scenario prints (an army, a unit, a leader, a scenario's title):
    ``<system>.name.<slug>``, the slug being the English name in lower case with every run of other
    characters than letters and digits a hyphen ("Roman (grey)" → ``cca.name.roman-grey``)."""
    slug = "-".join("".join(ch if ch.isascii() and ch.isalnum() else " " for ch in name.lower()).split())
    return f"{system}.name.{slug}"


_NUMBERED = re.compile(r"^(.*[^\d\s])\s+(\d+)$")


@cache
def proper_name(system: str, name: str, lang: str = "en") -> str:
    """A name the scenario prints, in ``lang`` where the system's catalogue has it (``name_key``); a name
    ending in a number ("North leader 7") that the catalogue lacks reads as the catalogue's name of what
    comes before the number, given the number as ``$number`` (``cca.name.north-leader``); a name the
    catalogue lacks either way (a scenario a player wrote) reads as printed."""
    if not system or not name or lang == "en":
        return name
    bundle = _bundle(lang)
    key = name_key(system, name)
    if bundle.has_message(fluent_id(key)):
        return render(Msg(key), lang)
    numbered = _NUMBERED.match(name)
    if numbered:
        key = name_key(system, numbered.group(1))
        if bundle.has_message(fluent_id(key)):
            return render(Msg(key, {"number": int(numbered.group(2))}), lang)
    return name


def param_text(v: Any, lang: str = "en") -> str:
    """A single value as a message parameter reads in ``lang``: a reference as its term or name, a
    number formatted the language's way, a list joined the language's way."""
    return _text_of(_arg(v, lang), lang)


def _text_of(v: Any, lang: str) -> str:
    """A converted parameter as text (a Fluent number formatted in ``lang``)."""
    if isinstance(v, str):
        return v
    return str(v.format(_locale(lang)))


@cache
def _locale(lang: str) -> Locale:
    from babel import Locale

    return Locale.parse(lang)


def join_list(items: list[str], lang: str = "en") -> str:
    """``items`` joined the way ``lang`` joins a list (``a, b, c`` in English, ``a, b i c`` in Polish)."""
    if not items:
        return ""
    from babel.lists import format_list

    try:
        return str(format_list(items, style="unit", locale=lang))
    except (KeyError, ValueError):
        return ", ".join(items)


# Messages saved by an older release whose parameters their system has changed since: the message's key
# -> what reads its old parameters as today's code writes them, in the order registered (see
# ``older_params``)
_OLDER: dict[str, tuple[Callable[[Mapping[str, Any]], Mapping[str, Any]], ...]] = {}


def older_params(keys: Iterable[str], upgrade: Callable[[Mapping[str, Any]], Mapping[str, Any]]) -> None:
    """Let the messages ``keys`` saved in a game's log by an older release read with today's text:
    ``upgrade`` gives their parameters as today's code writes them (unchanged when they are new). A
    system registers it beside the change of parameters; a key may have several (the kernel's and a
    system's), applied in the order registered, each registered once."""
    for key in keys:
        got = _OLDER.get(key, ())
        if upgrade not in got:
            _OLDER[key] = (*got, upgrade)


def _args(m: Msg, lang: str) -> dict[str, Any]:
    params = m.params
    for upgrade in _OLDER.get(m.key, ()):
        params = upgrade(params)
    args = {k: _arg(v, lang) for k, v in params.items()}
    # A message saved before its text named a thing ({unit_name}) still reads well with the id.
    for k in list(args):
        args.setdefault(f"{k}_name", args[k])
    # A verb that agrees with a side: the grammatical gender of the word that names it ({side_gender}).
    for k, v in params.items():
        args.setdefault(f"{k}_gender", gender(v, lang) if isinstance(v, SideRef) else "other")
    return args


def gender(ref: Ref, lang: str) -> str:
    """The grammatical gender of the word that names ``ref`` in ``lang``: the attribute ``.gender`` of
    the term or name it reads as (``masculine``, ``feminine``, ``neuter``, ``plural``…, as the
    language's catalogue says), else ``other``. A message selects a verb's form on it through the
    variable ``<param>_gender`` that every parameter gets beside it."""
    key = ref.term_key()
    name = getattr(ref, "name", "")
    if name and not (isinstance(ref, SideRef) and name == ref.id):
        system = getattr(ref, "system", "")
        key = name_key(system, name) if system else None
    if key is None:
        return "other"
    bundle = _bundle(lang)
    mid = fluent_id(key)
    if not bundle.has_message(mid):
        return "other"
    said = bundle.get_message(mid).attributes.get("gender")
    if said is None:
        return "other"
    value, _errors = bundle.format_pattern(said, {})
    return str(value)


_WATCHED: ContextVar[list[str] | None] = ContextVar("hexwar_render_problems", default=None)


@contextmanager
def watch_problems() -> Iterator[list[str]]:
    """Collect the problems of every message rendered inside the block (in this thread and the tasks
    it starts): a missing key or variable, a fallback to English. For checks of whole sessions."""
    found: list[str] = []
    token = _WATCHED.set(found)
    try:
        yield found
    finally:
        _WATCHED.reset(token)


def render_checked(m: Msg, lang: str = "en") -> tuple[str, list[str]]:
    """The text of ``m`` in ``lang`` and the problems met: a missing key or variable, a fallback."""
    problems: list[str] = []
    mid = fluent_id(m.key)
    text: str | None = None
    for lng in (lang, "en"):
        bundle = _bundle(lng)
        if bundle.has_message(mid):
            pattern = bundle.get_message(mid).value
            if pattern is None:
                problems.append(f"{m.key}: no value in {lng}")
                continue
            value, errors = bundle.format_pattern(pattern, _args(m, lang))
            text = str(value)
            problems.extend(f"{m.key} ({lng}): {e}" for e in errors)
            if lng != lang:
                problems.append(f"{m.key}: falls back to English")
            break
    if text is None:
        problems.append(f"{m.key}: no such key")
        inner = ", ".join(f"{k}={_text_of(_arg(v, lang), lang)}" for k, v in m.params.items())
        text = f"{m.key}({inner})" if inner else m.key
    if m.rule:
        text = f"{text} ({_rule(m.rule, lang)})"
    watched = _WATCHED.get()
    if watched is not None:
        watched.extend(problems)
    return text, problems


@cache
def _rule_key(rule: str) -> str | None:
    """The catalogue key of a rule citation that is words, not a section number ("CCA notation" →
    ``cca.rule.notation``); a numbered citation ("CCA 7/b", "AFdE 6.A") reads as printed."""
    system, _, rest = rule.partition(" ")
    if not rest or any(ch.isdigit() for ch in rest):
        return None
    return f"{system.lower()}.rule.{rest.replace(' ', '_')}"


def _rule(rule: str, lang: str) -> str:
    key = _rule_key(rule)
    if key is None or not _bundle("en").has_message(fluent_id(key)):
        return rule
    return render(Msg(key), lang)


def render(m: Msg, lang: str = "en") -> str:
    """Turn a message into text in ``lang`` (falling back to English, then to the key itself)."""
    return render_checked(m, lang)[0]
