"""Component custom_ids: everything a button needs is in its id, so buttons survive a restart.

Every id names the game it was made for by its ``game_id`` (never reused in a database), so a button of
a finished game answers "that game is over" instead of acting on the next game of the channel; the
channel is the one the button was pressed in.

* a choice button reads ``hx:g<game>:v<version>:s<side>:r<role>:i<index>``: the game version the button
  was made for (a click after the game moved on is refused as stale), the decision's side and role, and
  the index of the choice in that decision;
* a page of a choice menu (more than 25 choices) reads the same with ``:p<page>`` in place of the index;
* "show my hand / my choices" reads ``hx:g<game>:mine``;
* a confirmation (resign, abandon; an order that forfeits something: ``order`` gives it, ``drop``
  cancels it) reads ``hx:g<game>:k<kind>:t<token>``, a seat offer
  ``hx:g<game>:a:t<token>``: the token names the person who alone may press it.

Ids of the earlier form (``hx:c<channel>:…``, without a game id) are still recognised (``LEGACY_TEMPLATE``)
and answered as out of date. Discord caps a custom_id at 100 characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_LEN = 100
_NAME = r"[^:\s]"  # side and role ids: anything but the separator and spaces
_HEAD = (
    r"hx:g(?P<game>[0-9]{1,20}):v(?P<version>[0-9]{1,12})"
    rf":s(?P<side>{_NAME}{{1,32}}):r(?P<role>{_NAME}{{0,32}})"
)
CHOICE_TEMPLATE = _HEAD + r":i(?P<index>[0-9]{1,3})"
MENU_TEMPLATE = _HEAD + r":p(?P<page>[0-9]{1,3})"
MINE_TEMPLATE = r"hx:g(?P<game>[0-9]{1,20}):mine"
CONFIRM_TEMPLATE = (
    r"hx:g(?P<game>[0-9]{1,20}):k(?P<kind>resign|abandon|order|drop):t(?P<token>[A-Za-z0-9_\-]{1,40})"
)
ACCEPT_TEMPLATE = r"hx:g(?P<game>[0-9]{1,20}):a:t(?P<token>[A-Za-z0-9_\-]{1,40})"
LEGACY_TEMPLATE = r"hx:c(?P<channel>[0-9]{1,20}):(?P<rest>[^\s]{1,90})"
_CHOICE = re.compile(CHOICE_TEMPLATE)
_MENU = re.compile(MENU_TEMPLATE)
_MINE = re.compile(MINE_TEMPLATE)


@dataclass(frozen=True)
class ChoiceId:
    """A choice button (``index`` set) or a page of a choice menu (``page`` set)."""

    game_id: int
    version: int
    side: str
    role: str | None
    index: int = 0
    page: int | None = None

    def build(self) -> str:
        """The custom_id; ``ValueError`` if a part cannot be carried (then the choice has no button)."""
        head = f"hx:g{self.game_id}:v{self.version}:s{self.side}:r{self.role or ''}"
        out = f"{head}:p{self.page}" if self.page is not None else f"{head}:i{self.index}"
        pattern = _MENU if self.page is not None else _CHOICE
        if len(out) > MAX_LEN or not pattern.fullmatch(out):
            raise ValueError(f"cannot make a button id for side {self.side!r} role {self.role!r}")
        return out

    @classmethod
    def parse(cls, custom_id: str) -> ChoiceId | None:
        m = _CHOICE.fullmatch(custom_id) or _MENU.fullmatch(custom_id)
        return None if m is None else cls.from_match(m)

    @classmethod
    def from_match(cls, m: re.Match[str]) -> ChoiceId:
        groups = m.groupdict()
        page = groups.get("page")
        return cls(
            int(m["game"]),
            int(m["version"]),
            m["side"],
            m["role"] or None,
            int(groups.get("index") or 0),
            None if page is None else int(page),
        )


def mine_id(game_id: int) -> str:
    return f"hx:g{game_id}:mine"


def parse_mine(custom_id: str) -> int | None:
    """The game id of a "show my hand" button, or None."""
    m = _MINE.fullmatch(custom_id)
    return None if m is None else int(m["game"])


def confirm_id(game_id: int, kind: str, token: str) -> str:
    return f"hx:g{game_id}:k{kind}:t{token}"


def accept_id(game_id: int, token: str) -> str:
    return f"hx:g{game_id}:a:t{token}"
