"""The Discord app's own messages, in the TOML catalogue ``bot/discordbot/locale/<lang>.toml``.

Same conventions as the engine catalogues: nested tables flatten to dotted keys, ``str.format``
templates, other languages fall back to English and then to the bare key.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from engine.core.messages import Msg, has_key, render

_LOCALE = Path(__file__).resolve().parent / "locale"


class _Params(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _flatten(data: dict[str, Any], prefix: str, out: dict[str, str]) -> None:
    for k, v in data.items():
        if isinstance(v, dict):
            _flatten(v, f"{prefix}{k}.", out)
        else:
            out[f"{prefix}{k}"] = str(v)


@cache
def catalogue(lang: str = "en") -> dict[str, str]:
    path = _LOCALE / f"{lang}.toml"
    out: dict[str, str] = {}
    if path.exists():
        with path.open("rb") as fh:
            _flatten(tomllib.load(fh), "", out)
    return out


def text(key: str, lang: str = "en", **params: Any) -> str:
    """The text of ``key`` (a ``discord.*`` key) with ``params`` filled in."""
    template = catalogue(lang).get(key) or catalogue("en").get(key)
    if template is None:
        inner = ", ".join(f"{k}={v}" for k, v in params.items())
        return f"{key}({inner})" if inner else key
    return template.format_map(_Params(params))


_BOT_LOCALE = Path(__file__).resolve().parent.parent / "locale"


@cache
def _service_catalogue(lang: str) -> dict[str, str]:
    path = _BOT_LOCALE / f"{lang}.toml"
    out: dict[str, str] = {}
    if path.exists():
        with path.open("rb") as fh:
            _flatten(tomllib.load(fh), "", out)
    return out


def msg_text(m: Msg, lang: str = "en") -> str:
    """Text of a ``Msg`` from the rules catalogues, the game service's or this app's, in that order."""
    if has_key(m.key, lang) or has_key(m.key, "en"):
        return render(m, lang)
    template = (
        _service_catalogue(lang).get(m.key)
        or _service_catalogue("en").get(m.key)
        or catalogue(lang).get(m.key)
        or catalogue("en").get(m.key)
    )
    if template is None:
        return render(m, lang)
    params = {k: (msg_text(v, lang) if isinstance(v, Msg) else _plain(v)) for k, v in m.params.items()}
    out = template.format_map(_Params(params))
    return f"{out} ({m.rule})" if m.rule else out


def _plain(v: Any) -> str:
    if isinstance(v, list | tuple):
        return ", ".join(_plain(x) for x in v)
    return str(v)
