"""Au fil de l'Épée in Discord: a compound order is one message, and after a unit is chosen its legal
destinations are one select menu whose entry sends the whole move as one order."""

from __future__ import annotations

import re

from bot.discordbot.app import HexwarBot
from bot.discordbot.components import DEST_TEMPLATE
from engine.afde import RULESET
from tests.bot.discord.harness import CHANNEL, FakeDiscord, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222


async def _to_movement(bot: HexwarBot, discord_: FakeDiscord) -> str:
    """Take every default until the French owe a D.1 movement menu; the user who owes it."""
    for _ in range(60):
        prompts = await bot.service.pending(CHANNEL)
        p = prompts[0]
        user = ALICE if p.side == "french" else BOB
        if p.kind == "afde.d1" and p.side == "french":
            return "french"
        await discord_.command(user, "order", text=p.default or p.choices[0].order)
    raise AssertionError("no French movement step")


def _destinations(state: object, select: str) -> list[tuple[str, str]]:
    chosen = RULESET.apply(state, "french", RULESET.parse(state, "french", select)).state  # type: ignore[arg-type]
    return RULESET.destinations(chosen, "french")


async def test_a_destination_menu_moves_the_chosen_unit_in_one_order(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await bot.service.create(CHANNEL, ALICE, "afde", "saint-aubin", seed=5)
    await discord_.command(ALICE, "game", "join", side="french")
    await discord_.command(BOB, "game", "join", side="english")
    await discord_.command(ALICE, "game", "start")
    await _to_movement(bot, discord_)
    menu = (await bot.service.pending(CHANNEL))[0]
    state = (await bot.service._read(CHANNEL)).state
    selects = [c.order for c in menu.choices if c.order.startswith("select ")]
    unit = next(o.split()[1] for o in selects if _destinations(state, o))
    sent = public(await discord_.command(ALICE, "order", text=f"select {unit}"))
    board = next(m for m in sent if any(re.fullmatch(DEST_TEMPLATE, c) for c in m.custom_ids()))
    dest_id = next(c for c in board.custom_ids() if re.fullmatch(DEST_TEMPLATE, c))
    rows = board.message["components"]
    options = next(c["options"] for row in rows for c in row["components"] if c.get("custom_id") == dest_id)
    order = options[-1]["value"]
    assert order.startswith(f"move {unit} ") and len(options) <= 25
    version = (await bot.service.info(CHANNEL)).version
    sent = await discord_.select(ALICE, board, dest_id, order)
    assert any(order in m.content for m in public(sent))
    assert (await bot.service.info(CHANNEL)).version == version + 1
    moved = (await bot.service._read(CHANNEL)).state
    assert [u.side for u in moved.units_at(order.split()[-1])] == ["french"]


async def test_a_compound_order_is_one_message_and_undone_whole(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await bot.service.create(CHANNEL, ALICE, "afde", "saint-aubin", seed=5)
    await discord_.command(ALICE, "game", "join", side="french")
    await discord_.command(BOB, "game", "join", side="english")
    await discord_.command(ALICE, "game", "start")
    await _to_movement(bot, discord_)
    before = await bot.service.info(CHANNEL)
    state = (await bot.service._read(CHANNEL)).state
    menu = (await bot.service.pending(CHANNEL))[0]
    unit = next(c.order.split()[1] for c in menu.choices if c.order.startswith("select "))
    # ending the movement with units unmoved asks first (AFdE 8.1): given confirmed, as its button does
    got = await bot.service.order(CHANNEL, ALICE, f"select {unit}; stop; done", confirmed=True)
    assert got.echo == f"select {unit}; stop; done"
    assert got.game.version == before.version + 1
    await bot.service.undo(CHANNEL, ALICE)
    after = (await bot.service._read(CHANNEL)).state
    assert RULESET.dump(after) == RULESET.dump(state)
