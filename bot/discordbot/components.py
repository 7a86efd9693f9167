"""Buttons as stateless ``DynamicItem``s: every click re-reads the game from the database.

Nothing lives in a view object: the custom_id says which game, which version and which choice
(``custom_ids``), so a button posted before a restart still works after it, and a button left behind
by a game that moved on is refused politely instead of applying an old order.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.discordbot.custom_ids import CHOICE_TEMPLATE, MINE_TEMPLATE, ChoiceId, parse_mine
from bot.discordbot.formatting import ButtonSpec

log = logging.getLogger(__name__)


def _button(spec: ButtonSpec) -> discord.ui.Button[Any]:
    return discord.ui.Button(label=spec.label, custom_id=spec.custom_id, style=discord.ButtonStyle.secondary)


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CHOICE_TEMPLATE):
    """One choice of a pending decision (retreat hex, battle back, card to play …)."""

    def __init__(self, spec: ButtonSpec, choice: ChoiceId, clicked_label: str | None = None) -> None:
        super().__init__(_button(spec))
        self.choice = choice
        self.clicked_label = clicked_label  # the text on the clicked button, when Discord sent it

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChoiceButton:
        # Runs inside the 3-second window and its errors are swallowed by the library: parse only.
        clicked = getattr(item, "label", None) or None
        return cls(ButtonSpec(clicked or "?", match.string), ChoiceId.from_match(match), clicked)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(interaction, replies.click_choice(interaction, self.choice, self.clicked_label))


class MineButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=MINE_TEMPLATE):
    """ "Show my hand / my choices": answers ephemerally with what only the clicking player may see."""

    def __init__(self, spec: ButtonSpec, channel_id: int) -> None:
        super().__init__(_button(spec))
        self.item.style = discord.ButtonStyle.primary
        self.channel_id = channel_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MineButton:
        label = getattr(item, "label", None) or "?"
        return cls(ButtonSpec(label, match.string), int(match["channel"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(interaction, replies.show_mine(interaction, self.channel_id))


DYNAMIC_ITEMS = (ChoiceButton, MineButton)


def make_view(buttons: Sequence[ButtonSpec]) -> discord.ui.View | None:
    """A view of dynamic buttons (at most 25, in rows of 5), or None when there are none."""
    if not buttons:
        return None
    view = discord.ui.View(timeout=None)
    for i, spec in enumerate(buttons[:25]):
        choice = ChoiceId.parse(spec.custom_id)
        channel_id = parse_mine(spec.custom_id)
        item: discord.ui.Item[Any]
        if choice is not None:
            item = ChoiceButton(spec, choice)
        elif channel_id is not None:
            item = MineButton(spec, channel_id)
        else:
            raise ValueError(f"not a hexwar button id: {spec.custom_id!r}")
        item.row = i // 5
        view.add_item(item)
    return view
