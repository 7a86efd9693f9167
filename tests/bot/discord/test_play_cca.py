"""Commands & Colors: Ancients ("two-hills") played through Discord: the hidden hands stay hidden.

The card-play decision is a private prompt: its choices only ever appear in the holder's ephemeral
replies ("Show my hand / my choices"), and no message the channel sees contains a card of either hand.
"""

from __future__ import annotations

from bot.discordbot.app import HexwarBot
from bot.discordbot.custom_ids import ChoiceId, parse_mine
from tests.bot.discord.harness import CHANNEL, FakeDiscord, Sent, ephemeral, public

NORTH = 111_111_111_111_111_111
SOUTH = 222_222_222_222_222_222
USER = {"north": NORTH, "south": SOUTH}


async def _hands(bot: HexwarBot) -> dict[str, list[str]]:
    return {side: list((await bot.service.view(CHANNEL, uid)).private["hand"]) for side, uid in USER.items()}


def _leaks(sent: list[Sent], hands: dict[str, list[str]]) -> list[str]:
    """Card ids of either hand (and the private 'play <card>' orders) found in public messages."""
    out = []
    for msg in public(sent) + [s for s in sent if s.kind == "edit"]:
        blob = msg.text_blob()
        for hand in hands.values():
            for card in hand:
                bare = card.split("#")[0]
                if card in blob or f"play {bare}" in blob:
                    out.append(f"{card} in {msg.content[:200]!r}")
    return out


async def _ready(d: FakeDiscord) -> list[Sent]:
    # fixed dice for a repeatable test: the service takes a seed (Discord's /game new does not)
    await d.bot.service.create(CHANNEL, NORTH, "cca", "two-hills", seed=99)
    sent = await d.command(NORTH, "game", "join", side="north")
    sent += await d.command(SOUTH, "game", "join", side="south")
    sent += await d.command(NORTH, "game", "start")
    return sent


async def test_card_choices_only_in_the_holders_ephemeral_reply(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    sent = await _ready(discord_)
    start = public(sent)[-1]
    hands = await _hands(bot)
    assert all(hands.values()) and not _leaks(sent, hands)
    # the channel sees who must play a card and one "show my hand" button, no card buttons
    assert f"<@{SOUTH}>" in start.content
    (mine,) = start.custom_ids()
    assert parse_mine(mine) == (await bot.service.info(CHANNEL)).game_id
    # north clicking it sees their own hand, without buttons: the decision is south's
    (north_reply,) = ephemeral(await discord_.click(NORTH, start, mine))
    assert north_reply.ephemeral and not north_reply.custom_ids()
    assert all(card in north_reply.content for card in hands["north"])
    assert not any(card in north_reply.content for card in hands["south"])
    # south sees their hand and one button per card
    (south_reply,) = ephemeral(await discord_.click(SOUTH, start, mine))
    assert south_reply.ephemeral
    assert all(card in south_reply.content for card in hands["south"])
    buttons = [ChoiceId.parse(c) for c in south_reply.custom_ids()]
    assert len(buttons) == 4 and all(b is not None and b.side == "south" for b in buttons)
    assert sorted(south_reply.labels().values()) == sorted(f"play {c.split('#')[0]}" for c in hands["south"])


async def test_a_played_game_never_shows_a_hand_in_the_channel(bot: HexwarBot, discord_: FakeDiscord) -> None:
    sent = await _ready(discord_)
    everything = list(sent)
    board = public(sent)[-1]
    steps = 0
    while steps < 24:
        prompts = await bot.service.pending(CHANNEL)
        if not prompts:
            break
        prompt = prompts[0]
        user = USER[prompt.side]
        if prompt.private:
            (menu,) = ephemeral(await discord_.click(user, board, board.custom_ids()[-1]))
            everything.append(menu)
        else:
            menu = board
        # try the offered buttons (or the entries of the first page of a menu) in order until the
        # rules accept one
        picks: list[tuple[str, str | None]] = []
        for c in menu.custom_ids():
            parsed = ChoiceId.parse(c)
            if parsed is None:
                continue
            if parsed.page is None:
                picks.append((c, None))
            else:
                options = next(
                    x["options"]
                    for row in menu.message["components"]
                    for x in row["components"]
                    if x.get("custom_id") == c
                )
                picks.extend((c, o["value"]) for o in options if o["value"].isdigit())
        assert picks, menu.content
        for cid, value in picks:
            before = (await bot.service.info(CHANNEL)).version
            if value is None:
                step = await discord_.click(user, menu, cid)
            else:
                step = await discord_.select(user, menu, cid, value)
            everything.extend(step)
            # a card just played is public; every card still held (or just drawn) is not
            assert not _leaks(step, await _hands(bot)), step
            if (await bot.service.info(CHANNEL)).version != before:
                boards = public(step)
                assert boards, step
                board = boards[-1]
                break
        else:
            raise AssertionError(f"no choice of {menu.content!r} was accepted")
        steps += 1
    assert steps == 24
    # after the whole game so far: no card of the current hands in anything the channel saw
    assert not _leaks(everything, await _hands(bot))
    assert any(s.files for s in public(everything))  # map snapshots were posted along the way
    assert ephemeral(everything)


async def test_typed_card_order_is_not_echoed_to_the_channel(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _ready(discord_)
    (prompt,) = await bot.service.prompts_for(CHANNEL, SOUTH)
    order = prompt.choices[0].order
    # north may not play south's card; nothing changes
    version = (await bot.service.info(CHANNEL)).version
    (refusal,) = ephemeral(await discord_.command(NORTH, "order", text=order))
    assert refusal.ephemeral and "not your decision" in refusal.content
    assert (await bot.service.info(CHANNEL)).version == version
    sent = await discord_.command(SOUTH, "order", text=order)
    assert (await bot.service.info(CHANNEL)).version == version + 1
    assert all(f"`{order}`" not in s.content for s in public(sent))
