"""Messages: what the engine tells a player is a key with parameters, turned into text by a catalogue.

Catalogues are TOML files ``engine/<system>/locale/<lang>.toml`` (and ``engine/core/locale``) mapping
keys to ``str.format`` templates. English is complete; other languages fall back to English, then to
the bare key, so a missing translation never hides a message.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

Param = str | int | float | bool | None | tuple[Any, ...] | list[Any]

LANGUAGES = ("en", "pl", "hu", "uk")
_ENGINE_DIR = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
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
        out: dict[str, Any] = {"key": self.key, "params": {k: _typed(v) for k, v in self.params.items()}}
        if self.rule:
            out["rule"] = self.rule
        return out

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Msg:
        """Read either form back (a saved typed reference becomes a reference again)."""
        params = {k: _untyped(v) for k, v in dict(data.get("params", {})).items()}
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


def _typed(v: Any) -> Any:
    if isinstance(v, Msg):
        return {"msg": v.dump()}
    if isinstance(v, list | tuple):
        return [_typed(x) for x in v]
    to_json = getattr(v, "to_json", None)
    return to_json() if callable(to_json) else v


def _untyped(v: Any) -> Any:
    from engine.core.refs import is_ref_json, ref_from_json

    if isinstance(v, list):
        return [_untyped(x) for x in v]
    if isinstance(v, Mapping):
        if "msg" in v and len(v) == 1:
            return Msg.from_json(v["msg"])
        if "key" in v and "params" in v:
            return Msg.from_json(v)
        if is_ref_json(v):
            return ref_from_json(v)
    return v


def msg(key: str, rule: str | None = None, **params: Any) -> Msg:
    return Msg(key, params, rule)


@cache
def _catalogue(lang: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for path in sorted(_ENGINE_DIR.glob(f"*/locale/{lang}.toml")):
        try:
            with path.open("rb") as fh:
                data = tomllib.load(fh)
        except (OSError, tomllib.TOMLDecodeError):
            # One system's broken catalogue must not silence the others; tests/engine/test_locales.py
            # reports the file.
            continue
        _flatten(data, "", out)
    return out


def _flatten(data: Mapping[str, Any], prefix: str, out: dict[str, str]) -> None:
    for k, v in data.items():
        key = f"{prefix}{k}"
        if isinstance(v, Mapping):
            _flatten(v, key + ".", out)
        else:
            out[key] = str(v)


def catalogue(lang: str = "en") -> Mapping[str, str]:
    return _catalogue(lang)


def has_key(key: str, lang: str = "en") -> bool:
    return key in _catalogue(lang)


class _Params(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        # A message saved before its text named a thing ({unit_name}) still reads well with the id.
        base = key.removesuffix("_name")
        if base != key and base in self:
            return str(self[base])
        return "{" + key + "}"


def _fmt_value(v: Any) -> str:
    if isinstance(v, list | tuple):
        return ", ".join(_fmt_value(x) for x in v)
    if isinstance(v, Msg):
        return v.text()
    return str(v)


def render(m: Msg, lang: str = "en") -> str:
    """Turn a message into text in ``lang`` (falling back to English, then to the key itself)."""
    template = _catalogue(lang).get(m.key) or _catalogue("en").get(m.key)
    params = _Params({k: _fmt_value(v) for k, v in m.params.items()})
    if template is None:
        inner = ", ".join(f"{k}={v}" for k, v in params.items())
        text = f"{m.key}({inner})" if inner else m.key
    else:
        text = template.format_map(params)
    if m.rule:
        text = f"{text} ({m.rule})"
    return text
