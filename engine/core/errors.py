"""One error hierarchy for everything a player or a data file can get wrong.

Every error carries a ``Msg`` (key, parameters, rule section), so it can be shown in any language and
always says why and, where it can, which rule forbids it (for example "CCA 6/a").
"""

from __future__ import annotations

from typing import Any

from engine.core.messages import Msg, render


class HexwarError(Exception):
    """Base of hexwar's own errors."""


class RulesError(HexwarError, ValueError):
    """A player's order is refused. ``str(err)`` is the English text, written when it is read: most
    refusals (a random policy's, an AI's, a compound order's probes) are never shown."""

    # what the player may do instead, added by whoever knows (the game service names the orders owed)
    hint: Msg | None = None

    def __init__(self, key: str, rule: str | None = None, **params: Any) -> None:
        self.msg = Msg(key, params, rule)
        super().__init__(key)

    def __str__(self) -> str:
        return render(self.msg)

    @property
    def rule(self) -> str | None:
        return self.msg.rule

    def text(self, lang: str = "en") -> str:
        return render(self.msg, lang)


class InvalidNotation(RulesError):
    """The order text cannot be read at all."""


class IllegalAction(RulesError):
    """The order is well-formed but the rules forbid it now."""


class AmbiguousAction(RulesError):
    """The order matches more than one legal action; the message lists them."""


class NotYourDecision(RulesError):
    """The order comes from a side (or a player) that does not owe the pending decision."""


class GameOver(RulesError):
    """The game has ended: no more orders are taken."""


class DataError(HexwarError, ValueError):
    """A scenario or table file is invalid. ``problems`` lists every problem found, not just the first."""

    def __init__(self, problems: list[tuple[str, str, str]]) -> None:
        self.problems = problems
        lines = [f"{f}: {k}: {why}" if k else f"{f}: {why}" for f, k, why in problems]
        super().__init__(f"{len(problems)} problem(s) in data:\n" + "\n".join(lines))
