"""Component custom_ids: everything a button needs is in its id, so buttons survive a restart.

A choice button reads ``hx:c<channel>:v<version>:s<side>:r<role>:i<index>``: the channel's game, the
game version the button was made for (a click after the game moved on is refused as stale), the
decision's side and role, and the index of the choice in that decision. The "show my hand / my choices"
button reads ``hx:c<channel>:mine``. Discord caps a custom_id at 100 characters.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

MAX_LEN = 100
_NAME = r"[^:\s]"  # side and role ids: anything but the separator and spaces
CHOICE_TEMPLATE = (
    rf"hx:c(?P<channel>[0-9]{{1,20}}):v(?P<version>[0-9]{{1,12}}):s(?P<side>{_NAME}{{1,32}})"
    rf":r(?P<role>{_NAME}{{0,32}}):i(?P<index>[0-9]{{1,3}})"
)
MINE_TEMPLATE = r"hx:c(?P<channel>[0-9]{1,20}):mine"
_CHOICE = re.compile(CHOICE_TEMPLATE)
_MINE = re.compile(MINE_TEMPLATE)


@dataclass(frozen=True)
class ChoiceId:
    channel_id: int
    version: int
    side: str
    role: str | None
    index: int

    def build(self) -> str:
        """The custom_id; ``ValueError`` if a part cannot be carried (then the choice has no button)."""
        out = f"hx:c{self.channel_id}:v{self.version}:s{self.side}:r{self.role or ''}:i{self.index}"
        if len(out) > MAX_LEN or not _CHOICE.fullmatch(out):
            raise ValueError(f"cannot make a button id for side {self.side!r} role {self.role!r}")
        return out

    @classmethod
    def parse(cls, custom_id: str) -> ChoiceId | None:
        m = _CHOICE.fullmatch(custom_id)
        return None if m is None else cls.from_match(m)

    @classmethod
    def from_match(cls, m: re.Match[str]) -> ChoiceId:
        return cls(int(m["channel"]), int(m["version"]), m["side"], m["role"] or None, int(m["index"]))


def mine_id(channel_id: int) -> str:
    return f"hx:c{channel_id}:mine"


def parse_mine(custom_id: str) -> int | None:
    m = _MINE.fullmatch(custom_id)
    return None if m is None else int(m["channel"])
