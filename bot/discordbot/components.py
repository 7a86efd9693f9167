"""Buttons and menus as stateless ``DynamicItem``s: every click re-reads the game from the database.

Nothing lives in a view object: the custom_id says which game, which version and which choice
(``custom_ids``), so a button posted before a restart still works after it, a button left behind by a
game that moved on is refused politely instead of applying an old order, and a button of a finished
game says that game is over. Every callback acknowledges the click first (``replies.ack_click``), then
does its database work.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Sequence
from typing import Any

import discord

from bot.discordbot.custom_ids import (
    ACCEPT_TEMPLATE,
    CHOICE_TEMPLATE,
    CONFIRM_TEMPLATE,
    LEGACY_TEMPLATE,
    MENU_TEMPLATE,
    MINE_TEMPLATE,
    ChoiceId,
)
from bot.discordbot.formatting import MORE, ButtonSpec, SelectSpec

log = logging.getLogger(__name__)

_STYLES = {
    "secondary": discord.ButtonStyle.secondary,
    "primary": discord.ButtonStyle.primary,
    "danger": discord.ButtonStyle.danger,
    "success": discord.ButtonStyle.success,
}


def _button(spec: ButtonSpec) -> discord.ui.Button[Any]:
    return discord.ui.Button(
        label=spec.label,
        custom_id=spec.custom_id,
        style=_STYLES.get(spec.style, discord.ButtonStyle.secondary),
    )


def _select(spec: SelectSpec) -> discord.ui.Select[Any]:
    return discord.ui.Select(
        custom_id=spec.custom_id,
        placeholder=spec.placeholder,
        options=[discord.SelectOption(label=label, value=value) for label, value in spec.options],
    )


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


class ChoiceMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=MENU_TEMPLATE):
    """A page of the choices of a decision with more than fit as buttons; its last entry opens the next."""

    def __init__(self, spec: SelectSpec, choice: ChoiceId) -> None:
        super().__init__(_select(spec))
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ChoiceMenu:
        return cls(SelectSpec(match.string, "…", (("?", "0"),)), ChoiceId.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        values = list(dict(interaction.data or {}).get("values") or [])
        picked = str(values[0]) if values else ""
        if picked.startswith(MORE):
            page = int(picked[len(MORE) :] or 0) if picked[len(MORE) :].isdigit() else 0
            await replies.guarded(interaction, replies.show_menu_page(interaction, self.choice, page))
            return
        if not picked.isdigit():
            await replies.guarded(interaction, replies.ack(interaction))
            return
        chosen = ChoiceId(
            self.choice.game_id, self.choice.version, self.choice.side, self.choice.role, int(picked)
        )
        await replies.guarded(interaction, replies.click_choice(interaction, chosen, None))


class MineButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=MINE_TEMPLATE):
    """ "Show my hand / my choices": answers ephemerally with what only the clicking player may see."""

    def __init__(self, spec: ButtonSpec, game_id: int) -> None:
        super().__init__(_button(spec))
        self.item.style = discord.ButtonStyle.primary
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> MineButton:
        label = getattr(item, "label", None) or "?"
        return cls(ButtonSpec(label, match.string), int(match["game"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(interaction, replies.click_mine(interaction, self.game_id))


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CONFIRM_TEMPLATE):
    """The second press of a resign or an abandon; only the person who asked may give it, in time."""

    def __init__(self, spec: ButtonSpec, game_id: int, kind: str, token: str) -> None:
        super().__init__(_button(spec))
        self.game_id, self.kind, self.token = game_id, kind, token

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ConfirmButton:
        label = getattr(item, "label", None) or "?"
        return cls(
            ButtonSpec(label, match.string, "danger"), int(match["game"]), match["kind"], match["token"]
        )

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(
            interaction, replies.click_confirm(interaction, self.game_id, self.kind, self.token)
        )


class AcceptButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=ACCEPT_TEMPLATE):
    """Accept a seat offered with ``/game sub``; only the player it was offered to may press it."""

    def __init__(self, spec: ButtonSpec, game_id: int, token: str) -> None:
        super().__init__(_button(spec))
        self.game_id, self.token = game_id, token

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AcceptButton:
        label = getattr(item, "label", None) or "?"
        return cls(ButtonSpec(label, match.string, "success"), int(match["game"]), match["token"])

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(interaction, replies.click_accept(interaction, self.game_id, self.token))


class LegacyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LEGACY_TEMPLATE):
    """A button posted by an earlier hexwar (no game id in it): answered as out of date, never applied."""

    def __init__(self, spec: ButtonSpec) -> None:
        super().__init__(_button(spec))

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> LegacyButton:
        return cls(ButtonSpec(getattr(item, "label", None) or "?", match.string))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        await replies.guarded(interaction, replies.click_legacy(interaction))


DYNAMIC_ITEMS = (ChoiceButton, ChoiceMenu, MineButton, ConfirmButton, AcceptButton, LegacyButton)


def _item(spec: ButtonSpec) -> discord.ui.Item[Any]:
    for cls in (ChoiceButton, MineButton, ConfirmButton, AcceptButton):
        m = cls.__discord_ui_compiled_template__.fullmatch(spec.custom_id)
        if m is None:
            continue
        if cls is ChoiceButton:
            return ChoiceButton(spec, ChoiceId.from_match(m))
        if cls is MineButton:
            return MineButton(spec, int(m["game"]))
        if cls is ConfirmButton:
            return ConfirmButton(spec, int(m["game"]), m["kind"], m["token"])
        return AcceptButton(spec, int(m["game"]), m["token"])
    raise ValueError(f"not a hexwar button id: {spec.custom_id!r}")


def make_view(buttons: Sequence[ButtonSpec], selects: Sequence[SelectSpec] = ()) -> discord.ui.View | None:
    """A view of dynamic buttons (rows of 5) then select menus (a row each), five rows at most; None
    when there are none."""
    if not buttons and not selects:
        return None
    view = discord.ui.View(timeout=None)
    for i, spec in enumerate(buttons[:25]):
        item = _item(spec)
        item.row = i // 5
        view.add_item(item)
    row = -(-min(len(buttons), 25) // 5)
    for menu in selects:
        if row >= 5:
            break
        choice = ChoiceId.parse(menu.custom_id)
        if choice is None:
            raise ValueError(f"not a hexwar menu id: {menu.custom_id!r}")
        sel = ChoiceMenu(menu, choice)
        sel.row = row
        view.add_item(sel)
        row += 1
    return view
