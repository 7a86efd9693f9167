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
    MAX_LEN,
    MENU_TEMPLATE,
    MINE_TEMPLATE,
    ChoiceId,
)
from bot.discordbot.formatting import MORE, ButtonSpec, SelectSpec
from bot.discordbot.texts import text
from bot.service import Destinations

log = logging.getLogger(__name__)

# The destinations menu of the unit being moved: the head of a choice id and ``:d<n>``, the n-th menu of
# them (25 destinations a menu); each entry's value is the move order itself (its whole path).
DEST_TEMPLATE = MENU_TEMPLATE.replace(":p(?P<page>", ":d(?P<page>")
_DEST = re.compile(DEST_TEMPLATE)
DEST_PER_MENU = 25

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


class DestinationMenu(discord.ui.DynamicItem[discord.ui.Select[Any]], template=DEST_TEMPLATE):
    """The hexes the unit being moved may end its move in: picking one sends its whole move as one order."""

    def __init__(self, spec: SelectSpec, choice: ChoiceId) -> None:
        super().__init__(_select(spec))
        self.choice = choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DestinationMenu:
        return cls(SelectSpec(match.string, "…", (("?", "?"),)), ChoiceId.from_match(match))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        from bot.discordbot import replies

        values = list(dict(interaction.data or {}).get("values") or [])
        picked = str(values[0]) if values else ""
        await replies.guarded(interaction, click_destination(interaction, self.choice, picked))


def destination_id(game_id: int, version: int, side: str, role: str | None, n: int) -> str | None:
    """The custom_id of the n-th destinations menu, or None when the side or role cannot be carried."""
    out = f"hx:g{game_id}:v{version}:s{side}:r{role or ''}:d{n}"
    return out if len(out) <= MAX_LEN and _DEST.fullmatch(out) else None


def destination_menus(
    game_id: int, version: int, dest: Destinations, room: int, lang: str = "en"
) -> list[SelectSpec]:
    """The destinations of the unit being moved as select menus of at most 25 entries each (``room``
    menus at most): each entry reads the hex and the path, its value is the move order."""
    out: list[SelectSpec] = []
    places = dest.places
    for n in range(min(room, -(-len(places) // DEST_PER_MENU))):
        cid = destination_id(game_id, version, dest.side, dest.role, n)
        part = places[n * DEST_PER_MENU : (n + 1) * DEST_PER_MENU]
        if cid is None or not part or any(len(order) > 100 for _hex, order in part):
            break
        options = tuple((f"{hex_}: {order}"[:100], order) for hex_, order in part)
        first, last = n * DEST_PER_MENU + 1, n * DEST_PER_MENU + len(part)
        placeholder = text("discord.destinations", lang, first=first, last=last, count=len(places))
        out.append(SelectSpec(cid, placeholder[:150], options))
    return out


async def click_destination(interaction: discord.Interaction[Any], choice: ChoiceId, order: str) -> None:
    """A destination picked: refused if it belongs to another game, is stale or is not the clicker's
    decision (the engine says so), else its move order is submitted for the version it was made for."""
    from bot.discordbot import replies
    from bot.discordbot.formatting import mention

    await replies.ack(interaction)
    service = replies.service_of(interaction)
    lang = replies.lang_of(interaction)
    uid = interaction.user.id
    channel_id = replies.channel_of(interaction)
    info = await service.info(channel_id)
    if info.game_id != choice.game_id or info.version != choice.version or not order.startswith("move "):
        stale = text("discord.stale", lang, made=choice.version, now=info.version)
        await replies.strip_buttons(interaction)
        await replies.show_mine(interaction, channel_id, prefix=stale, with_map=True)
        return
    outcome = await service.order(
        channel_id, uid, order, version=choice.version, request_id=replies.request_of(interaction)
    )
    await replies.strip_buttons(interaction)  # the game moved on: that message's menus are stale now
    header = (
        None
        if outcome.echo is None
        else text("discord.ordered", info.language, user=mention(uid), order=outcome.echo)
    )
    await replies.answer_outcome(interaction, outcome, header=header)


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


DYNAMIC_ITEMS = (
    ChoiceButton,
    ChoiceMenu,
    DestinationMenu,
    MineButton,
    ConfirmButton,
    AcceptButton,
    LegacyButton,
)


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
        dest = _DEST.fullmatch(menu.custom_id)
        choice = ChoiceId.from_match(dest) if dest is not None else ChoiceId.parse(menu.custom_id)
        if choice is None:
            raise ValueError(f"not a hexwar menu id: {menu.custom_id!r}")
        sel: discord.ui.Item[Any] = DestinationMenu(menu, choice) if dest else ChoiceMenu(menu, choice)
        sel.row = row
        view.add_item(sel)
        row += 1
    return view
