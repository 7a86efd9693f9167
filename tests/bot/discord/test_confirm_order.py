"""No silent loss on Discord: an order that would forfeit something shows its player, and only them, what
it loses, with a Confirm / Cancel pair; Confirm gives it, Cancel drops it, nobody else may press them.

Commands & Colors: Ancients ("two-hills", seed 99) through the real command tree and buttons.
"""

from __future__ import annotations

from bot.discordbot.app import HexwarBot
from tests.bot.discord.harness import CHANNEL, FakeDiscord, Sent, ephemeral, public

NORTH = 111_111_111_111_111_111
SOUTH = 222_222_222_222_222_222


async def _ready(d: FakeDiscord) -> None:
    await d.bot.service.create(CHANNEL, NORTH, "cca", "two-hills", seed=99)
    await d.command(NORTH, "game", "join", side="north")
    await d.command(SOUTH, "game", "join", side="south")
    await d.command(NORTH, "game", "start")
    await d.command(SOUTH, "order", text="play left-2")


def _asked(sent: list[Sent]) -> tuple[Sent, str, str]:
    ask = ephemeral(sent)[-1]  # after the command's private "thinking…"
    assert not public(sent) and ask.ephemeral
    confirm, drop = ask.custom_ids()
    assert ":korder:" in confirm and ":kdrop:" in drop
    return ask, confirm, drop


async def test_cca_5_done_with_nothing_ordered_asks_its_player_before_the_card_is_spent(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _ready(discord_)
    version = (await bot.service.info(CHANNEL)).version
    ask, confirm, drop = _asked(await discord_.command(SOUTH, "order", text="done"))
    assert "spent for nothing" in ask.content and "(CCA 5)" in ask.content
    assert set(ask.labels().values()) == {"Confirm", "Cancel"}
    assert (await bot.service.info(CHANNEL)).version == version  # nothing applied yet
    # the other player cannot press it
    (refused,) = ephemeral(await discord_.click(NORTH, ask, confirm))
    assert "not yours" in refused.content
    # Cancel drops it: nothing changed, and its Confirm is spent
    (dropped,) = ephemeral(await discord_.click(SOUTH, ask, drop))
    assert "Cancelled" in dropped.content and (await bot.service.info(CHANNEL)).version == version
    (spent,) = ephemeral(await discord_.click(SOUTH, ask, confirm))
    assert "no longer valid" in spent.content
    # asked again, Confirm gives the order: the channel reads it, north owes the next decision
    ask, confirm, _drop = _asked(await discord_.command(SOUTH, "order", text="done"))
    news = public(await discord_.click(SOUTH, ask, confirm))
    assert news and f"<@{SOUTH}>: `done`" in news[0].content
    assert [p.side for p in await bot.service.pending(CHANNEL)] == ["north"]


async def test_a_choice_button_that_forfeits_asks_too(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _ready(discord_)
    await discord_.command(SOUTH, "order", text="order D7")
    await discord_.command(SOUTH, "order", text="order D8")  # both units of the card: movement next
    (moved,) = public(await discord_.command(SOUTH, "order", text="move D7 D6"))
    done = next(cid for cid, label in moved.labels().items() if label.strip().lower() == "done")
    version = (await bot.service.info(CHANNEL)).version
    ask, confirm, _drop = _asked(await discord_.click(SOUTH, moved, done))
    assert "this ends the movement: D8 has an order but did not move" in ask.content
    assert (await bot.service.info(CHANNEL)).version == version
    news = public(await discord_.click(SOUTH, ask, confirm))
    assert news and (await bot.service.info(CHANNEL)).version > version
