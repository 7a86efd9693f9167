"""The Discord app's own messages, in the Fluent catalogue ``bot/discordbot/locale/<lang>/discordbot.ftl``.

Same conventions as every catalogue (``engine.core.messages``): dotted keys whose Fluent id turns dots
into hyphens, other languages fall back to English and then to the bare key.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import bot.service  # noqa: F401  (registers the game service's catalogue)
from engine.core.messages import Msg, add_locale_dir, catalogue, render

_LOCALE = Path(__file__).resolve().parent / "locale"
add_locale_dir(_LOCALE)

__all__ = ["catalogue", "msg_text", "text"]


def text(key: str, lang: str = "en", **params: Any) -> str:
    """The text of ``key`` (a ``discord.*`` key) with ``params`` filled in."""
    return render(Msg(key, params), lang)


def msg_text(m: Msg, lang: str = "en") -> str:
    """Text of a ``Msg`` from any catalogue: the rules', the game service's or this app's."""
    return render(m, lang)
