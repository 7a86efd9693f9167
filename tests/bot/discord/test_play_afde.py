"""Au fil de l'Épée ("saint-aubin"): seats split by banner, and buttons that carry the role."""

from __future__ import annotations

from bot.discordbot.app import HexwarBot
from bot.discordbot.custom_ids import ChoiceId
from tests.bot.discord.harness import CHANNEL, FakeDiscord, ephemeral, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222
CAROL = 333_333_333_333_333_333


async def test_banner_seats_and_role_buttons(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await bot.service.create(CHANNEL, ALICE, "afde", "saint-aubin", seed=5)  # fixed dice for the test
    info = await bot.service.info(CHANNEL)
    roles = await discord_.autocomplete(ALICE, "game", "join", "role", side="french", role="")
    assert [c["value"] for c in roles] == list(info.roles["french"])
    first = info.roles["french"][0]
    await discord_.command(ALICE, "game", "join", side="french", role=first)
    await discord_.command(CAROL, "game", "join", side="french")  # the rest of the French side
    await discord_.command(BOB, "game", "join", side="english")
    board = public(await discord_.command(ALICE, "game", "start"))[-1]
    prompts = await bot.service.pending(CHANNEL)
    ids = [ChoiceId.parse(c) for c in board.custom_ids()]
    assert ids and all(i is not None and i.side == prompts[0].side and i.role == prompts[0].role for i in ids)
    owner = ALICE if prompts[0].role == first else CAROL
    version = (await bot.service.info(CHANNEL)).version
    (refusal,) = ephemeral(await discord_.click(BOB, board, board.custom_ids()[0]))
    assert refusal.ephemeral and "not for you" in refusal.content
    sent = await discord_.click(owner, board, board.custom_ids()[0])
    assert public(sent)
    assert (await bot.service.info(CHANNEL)).version == version + 1
