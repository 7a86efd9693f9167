"""Order notation of Commands & Colors: Ancients (digest E.2): the text a player types, read into an action.

Reading needs no look at the position except for a few bare words (``pass``, ``evade``, ``retreat``,
``leader``) that the ruleset resolves against the decision owed. Only the engine's own errors come out
of here (InvalidNotation), whatever the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from engine.cca.cards import card_id
from engine.cca.rules import Act, split_order
from engine.core import compound
from engine.core.errors import InvalidNotation
from engine.core.messages import Msg

VERBS = {
    "play": "play",
    "order": "order",
    "o": "order",
    "move": "move",
    "m": "move",
    "stay": "stay",
    "battle": "battle",
    "melee": "battle",
    "attack": "battle",
    "b": "battle",
    "fire": "fire",
    "shoot": "fire",
    "f": "fire",
    "retreat": "retreat",
    "r": "retreat",
    "ignore": "ignore",
    "battleback": "battleback",
    "nobattleback": "nobattleback",
    "evade": "evade",
    "firststrike": "firststrike",
    "noreaction": "noreaction",
    "pass": "noreaction",
    "advance": "advance",
    "noadvance": "noadvance",
    "extra": "extra",
    "noextra": "noextra",
    "bonus": "bonus",
    "nobonus": "nobonus",
    "leader": "leader",
    "rally": "rally",
    "done": "done",
    "end": "done",
    "rampage": "rampage",
    "strike": "strike",
    "letpass": "letpass",
}
_ALIASES = {
    "first-strike": "firststrike",
    "no-reaction": "noreaction",
    "battle-back": "battleback",
    "no-battle-back": "nobattleback",
    "no-advance": "noadvance",
    "no-bonus": "nobonus",
    "no-extra": "noextra",
    "let-pass": "letpass",
}
_PHRASES = (
    ("first strike", "firststrike"),
    ("no reaction", "noreaction"),
    ("no battle back", "nobattleback"),
    ("battle back", "battleback"),
    ("no advance", "noadvance"),
    ("no bonus", "nobonus"),
    ("no extra", "noextra"),
    ("let pass", "letpass"),
    ("end turn", "done"),
)
_HEX = re.compile(r"^[A-Ma-m][1-9]$")
_PIECE = re.compile(r"^[A-Ma-m][1-9][Ll]?$")
_LABEL_LIKE = re.compile(r"^[a-z][0-9]{1,2}l?$")  # written as a hex label, whether on the board or not
_COUNT = re.compile(r"^[0-9]{1,3}$")  # ASCII digits only: str.isdigit() accepts "²", which int() refuses


@lru_cache(maxsize=65536)
def act_of(order: str) -> Act:
    """The action of a canonical order text (a choice)."""
    return Act(*split_order(order))


def _bad(why: str, text: str) -> InvalidNotation:
    return InvalidNotation("cca.err.notation", "CCA notation", text=text, why=Msg(f"cca.why.{why}"))


@lru_cache(maxsize=65536)
def read_text(text: str) -> Act:
    """Read an order that needs no look at the position (lower-case, single spaces)."""
    raw = text.replace(",", " ").replace("->", " ").replace("-", " - ")
    toks = [t for t in raw.split() if t != "-"] if raw else []
    # keep card ids (hyphenated) intact
    toks_card = text.strip().lower().split()
    if not toks:
        raise _bad("empty", text)
    head = _ALIASES.get(toks_card[0], toks_card[0])
    verb = VERBS.get(head)
    if verb is None:
        raise _bad("verb", text)
    if verb == "play":
        if len(toks_card) != 2:
            raise _bad("play_args", text)
        return Act("play", (toks_card[1],))
    args = toks[1:]
    for a in args:
        if _LABEL_LIKE.match(a) and not _PIECE.match(a):
            why = Msg("cca.why.off_board", {"hex": a.upper()})
            raise InvalidNotation("cca.err.notation", "CCA notation", text=text, why=why)
    if verb in (
        "done",
        "battleback",
        "nobattleback",
        "firststrike",
        "noreaction",
        "advance",
        "noadvance",
        "noextra",
        "nobonus",
        "strike",
        "letpass",
    ):
        if args:
            raise _bad("no_args", text)
        return Act(verb)
    if verb == "ignore":
        if len(args) != 1 or not _COUNT.match(args[0]):
            raise _bad("ignore_args", text)
        return Act(verb, (str(int(args[0])),))
    if verb == "leader":
        if len(args) > 1 and all(a == "off" or _HEX.match(a) for a in args):
            args = args[-1:]  # a whole path: where it ends counts
        if len(args) != 1 or not (args[0] == "off" or _HEX.match(args[0])):
            raise _bad("hex_args", text)
        return Act(verb, (args[0].upper() if args[0] != "off" else "off",))
    if verb in ("order",):
        if not args or not all(_PIECE.match(a) for a in args):
            raise _bad("piece_args", text)
        return Act(verb, tuple(a[:2].upper() + ("L" if len(a) == 3 else "") for a in args))
    if verb in ("stay", "rally"):
        if len(args) != 1 or not _PIECE.match(args[0]):
            raise _bad("piece_args", text)
        a = args[0]
        return Act(verb, (a[:2].upper() + ("L" if len(a) == 3 else ""),))
    if verb == "evade" and not args:
        return Act(verb)  # the reaction: the path is chosen after the roll
    if verb in ("retreat", "evade") and len(args) > 1 and all(_HEX.match(a) for a in args):
        return Act(verb, (args[-1].upper(),))  # a whole path: the hex where it ends counts
    if verb in ("retreat", "evade", "extra", "bonus", "rampage"):
        if len(args) != 1 or not _HEX.match(args[0]):
            raise _bad("hex_args", text)
        return Act(verb, (args[0].upper(),))
    if verb in ("battle", "fire"):
        if len(args) != 2 or not _PIECE.match(args[0]) or not _HEX.match(args[1]):
            raise _bad("battle_args", text)
        return Act(verb, (args[0][:2].upper(), args[1].upper()))
    # move
    if len(args) < 2 or not _PIECE.match(args[0]) or not all(_HEX.match(a) for a in args[1:]):
        raise _bad("move_args", text)
    a = args[0]
    return Act("move", (a[:2].upper() + ("L" if len(a) == 3 else ""), *(x.upper() for x in args[1:])))


@lru_cache(maxsize=65536)
def pre_read(text: str) -> tuple[str, Act | None]:
    """The order text normalised, and its action when reading it needs no look at the position."""
    low = " ".join(text.strip().lower().split())
    for phrase, word in _PHRASES:
        if low == phrase or low.startswith(phrase + " "):
            low = word + low[len(phrase) :]
            break
    if low.startswith("play "):
        cid = card_id(low[5:])
        return low, Act("play", (cid if cid is not None else low[5:].strip(),))
    if low in ("pass", "evade", "retreat", "leader"):
        return low, None
    return low, read_text(low)


@dataclass(frozen=True)
class CompoundAct(compound.Parts, Act):
    """Several orders given at once (engine/core/compound.py)."""


# The decisions of a turn a compound order runs through (its own kind of decision aside): the card, the
# orders, the moves and the battles (CCA 4-7); a die, a reaction or the end of the turn stops it.
COMPOUND_KINDS = frozenset(("cca.card", "cca.order", "cca.move", "cca.battle"))
