"""/game roster, /game score, /game export and /game verify through the real command tree (race)."""

from __future__ import annotations

import tomllib

from bot.discordbot.app import HexwarBot
from bot.verify import verify_text
from tests.bot.discord.harness import CHANNEL, FakeDiscord, ephemeral, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222


async def _started(d: FakeDiscord, **options: str) -> str:
    await d.command(ALICE, "game", "new", system="race", scenario="short", **options)
    await d.command(ALICE, "game", "join", side="red")
    await d.command(BOB, "game", "join", side="blue")
    sent = await d.command(ALICE, "game", "start")
    return public(sent)[0].content


async def test_the_start_posts_the_dice_commitment(bot: HexwarBot, discord_: FakeDiscord) -> None:
    posted = await _started(discord_)
    info = await bot.service.info(CHANNEL)
    assert f"The dice are sealed: commitment {info.commitment}" in posted
    sent = await discord_.command(BOB, "game", "status")
    assert f"Dice commitment: {info.commitment}" in ephemeral(sent)[-1].content


async def test_roster_and_score_answer_only_the_asker(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _started(discord_)
    sent = await discord_.command(BOB, "game", "roster", side="blue")
    assert not public(sent) and "Roster: Race" in ephemeral(sent)[-1].content
    assert "Red" not in ephemeral(sent)[-1].content
    sent = await discord_.command(BOB, "game", "score")
    assert not public(sent) and "Score: Race" in ephemeral(sent)[-1].content


async def test_export_keeps_the_seed_until_the_end_then_verifies(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_, options="goal=1")
    sent = await discord_.command(BOB, "game", "export")
    files = [f for s in ephemeral(sent) for f in s.files]
    assert [name.endswith(".txt") for name, _ in files] == [True]
    assert "once the game is over" in ephemeral(sent)[-1].content
    sent = await discord_.command(BOB, "game", "verify")
    assert "not revealed yet" in ephemeral(sent)[-1].content
    sent = await discord_.command(ALICE, "order", text="roll")
    assert "The dice are revealed: seed " in public(sent)[0].content
    sent = await discord_.command(BOB, "game", "export")
    files = dict(f for s in ephemeral(sent) for f in s.files)
    toml = next(body for name, body in files.items() if name.endswith(".toml"))
    assert tomllib.loads(toml.decode())["steps"][0]["order"] == "roll"
    assert verify_text(toml.decode()).ok
    sent = await discord_.command(BOB, "game", "verify")
    assert "Verified: the one step replays exactly as recorded." in ephemeral(sent)[-1].content


async def test_an_abandoned_game_posts_its_revealed_dice(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await _started(discord_)
    ask = ephemeral(await discord_.command(ALICE, "game", "abandon"))[-1]
    (confirm,) = ask.custom_ids()
    posted = public(await discord_.click(ALICE, ask, confirm))[0].content
    info = await bot.service.info(CHANNEL)
    assert info.status == "abandoned" and info.revealed_salt
    assert str(info.seed) in posted and info.revealed_salt in posted


async def test_away_tells_only_the_asker_what_happened_since_their_last_order(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_)
    sent = await discord_.command(BOB, "game", "away")
    assert not public(sent) and "Nothing has happened since" in ephemeral(sent)[-1].content
    await discord_.command(ALICE, "order", text="roll")
    sent = await discord_.command(BOB, "game", "away")
    reply = ephemeral(sent)[-1].content
    assert not public(sent) and "Since Blue last gave an order: one order by the other side" in reply
    sent = await discord_.command(BOB, "game", "away", side="green")
    assert "There is no side called 'green'" in ephemeral(sent)[-1].content


async def test_a_side_pinged_after_several_activations_sees_them_all_on_one_map(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    """Au fil de l'Épée: the English wait through several French activations; when their decision comes
    up, the post that pings them draws every activation since their last order and counts them."""
    import random

    await bot.service.create(CHANNEL, ALICE, "afde", "saint-aubin", seed=5)
    await discord_.command(ALICE, "game", "join", side="french")
    await discord_.command(BOB, "game", "join", side="english")
    await discord_.command(ALICE, "game", "start")
    users = {"french": ALICE, "english": BOB}
    rng = random.Random(1)
    told = None
    for _ in range(400):
        prompts = await bot.service.pending(CHANNEL)
        if not prompts:
            break
        order = rng.choice(prompts[0].choices).order
        posts = public(await discord_.command(users[prompts[0].side], "order", text=order))
        told = next((p for p in posts if "last gave an order:" in p.content and p.files), None)
        if told is not None:
            break
    assert told is not None, "no side was pinged after more than one activation of the other side"
    assert " activations." in told.content  # two or more
    assert told.message["allowed_mentions"]["users"]
    (_name, png), *_ = told.files
    assert png.startswith(b"\x89PNG")


async def test_a_live_board_is_edited_after_every_move_never_posted_anew(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await _started(discord_)
    sent = await discord_.command(BOB, "game", "board")
    (board,) = [s for s in sent if s.kind == "channel"]
    assert "Live board: Race" in board.content and "Decision: <@" in board.content
    assert (
        not board.message["allowed_mentions"].get("users") and not board.message["allowed_mentions"]["parse"]
    )
    assert "edited after every move" in ephemeral(sent)[-1].content
    board_id = await bot.service.store.board(CHANNEL, (await bot.service.info(CHANNEL)).game_id)
    assert board_id is not None
    sent = await discord_.command(ALICE, "order", text="roll")
    edits = [s for s in sent if s.kind == "edit" and s.url.endswith(f"/messages/{board_id}")]
    assert len(edits) == 1 and "Live board: Race" in edits[0].content
    assert f"version {(await bot.service.info(CHANNEL)).version}" in edits[0].content
    assert len([s for s in sent if s.kind == "channel"]) == 1  # the news alone: no second board
