"""More choices than buttons fit: a paged select menu reaches every choice by clicking.

Commands & Colors: Ancients "two-hills" with fixed dice (set up through the service, the one place a seed
may be given) reaches a move decision with 66 choices: three pages of 24. The owner opens the last page
through the "More choices…" entries, picks a choice on it, and that order is applied.
"""

from __future__ import annotations

import random

import pytest

from bot.discordbot import formatting
from bot.discordbot.app import HexwarBot
from bot.discordbot.custom_ids import ChoiceId
from tests.bot.discord.harness import CHANNEL, FakeDiscord, Sent, ephemeral, public

ALICE = 111_111_111_111_111_111


def _menu(message: Sent) -> tuple[str, list[dict[str, str]]]:
    (menu,) = [
        c for row in message.message.get("components", []) for c in row["components"] if c.get("type") == 3
    ]
    return menu["custom_id"], list(menu["options"])


async def test_every_choice_of_a_long_decision_is_reachable_by_clicking(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    service = bot.service
    info = await service.create(CHANNEL, ALICE, "cca", "two-hills", seed=99)
    for side in info.sides:
        await service.join(CHANNEL, ALICE, side)
    await service.start(CHANNEL, ALICE)
    policy = random.Random(1)
    for _ in range(40):
        (prompt,) = await service.pending(CHANNEL)
        if len(prompt.choices) > 2 * formatting.PAGE and not prompt.private:
            break
        for choice in policy.sample(list(prompt.choices), len(prompt.choices)):
            try:
                await service.order(CHANNEL, ALICE, choice.order)
                break
            except Exception:
                continue
    else:
        pytest.skip("no decision with more than two pages of choices came up")
    version = (await service.info(CHANNEL)).version
    pages = formatting.pages(prompt)
    status = ephemeral(await discord_.command(ALICE, "game", "status"))[-1]
    custom_id, options = _menu(status)
    assert ChoiceId.parse(custom_id) == ChoiceId(info.game_id, version, prompt.side, prompt.role, page=0)
    seen = {o["value"] for o in options if o["value"].isdigit()}
    page_msg = status
    for page in range(1, pages):
        more = options[-1]["value"]
        assert more == f"{formatting.MORE}{page}"
        sent = await discord_.select(ALICE, page_msg, custom_id, more)
        assert not public(sent)  # another page is shown to the clicker only
        page_msg = ephemeral(sent)[-1]
        custom_id, options = _menu(page_msg)
        seen |= {o["value"] for o in options if o["value"].isdigit()}
    assert seen == {str(i) for i in range(len(prompt.choices))}
    # a choice from the last page is applied like a button
    pick = next(o for o in options if o["value"].isdigit() and int(o["value"]) >= 2 * formatting.PAGE)
    before = len(await service.store.actions(CHANNEL))
    sent = await discord_.select(ALICE, page_msg, custom_id, pick["value"])
    assert public(sent)
    last = await service.store.last_action(CHANNEL)
    assert last is not None and last.order == prompt.choices[int(pick["value"])].order
    assert len(await service.store.actions(CHANNEL)) == before + 1
