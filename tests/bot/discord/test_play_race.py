"""The whole loop through the real command tree on the test-only "race" system: create, join, start,
order, buttons, undo, refusals. The network is faked (harness.py); the store is a real SQLite file."""

from __future__ import annotations

import asyncio

from bot.discordbot.app import HexwarBot
from bot.discordbot.cog import quoted
from bot.discordbot.custom_ids import ChoiceId
from tests.bot.discord.harness import CHANNEL, FakeDiscord, Sent, ephemeral, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222
CAROL = 333_333_333_333_333_333


async def ready(d: FakeDiscord) -> None:
    await d.command(ALICE, "game", "new", system="race", scenario="short")
    await d.command(ALICE, "game", "join", side="red")
    await d.command(BOB, "game", "join", side="blue")


def only(sent: list[Sent]) -> Sent:
    assert len(sent) == 1, sent
    return sent[0]


async def test_new_join_start_posts_public_messages_and_mentions_the_first_player(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    sent = await discord_.command(ALICE, "game", "new", system="race", scenario="short")
    msg = only(public(sent))
    assert "Race" in msg.content and "Short race" in msg.content and f"<@{ALICE}>" in msg.content
    sent = await discord_.command(ALICE, "game", "join", side="red")
    assert f"<@{ALICE}> takes the seat Red" in only(public(sent)).content
    await discord_.command(BOB, "game", "join", side="blue")

    sent = await discord_.command(ALICE, "game", "start")
    # acknowledged first (ephemerally), then the message with the snapshot posted in the channel
    assert sent[0].response_type == 5 and sent[0].ephemeral
    msg = only(public(sent))
    assert msg.files and msg.files[0][0] == "board.png" and msg.files[0][1][:8] == b"\x89PNG\r\n\x1a\n"
    assert f"<@{ALICE}>" in msg.content  # red moves first; she started the game herself: no ping
    assert msg.message["allowed_mentions"].get("users", []) == []
    info = await bot.service.info(CHANNEL)
    assert info.status == "active"
    # one button per choice of red's decision, carrying game id, version, side and index
    ids = msg.custom_ids()
    assert [ChoiceId.parse(i) for i in ids] == [
        ChoiceId(info.game_id, info.version, "red", None, n) for n in range(3)
    ]
    assert all(len(i) <= 100 for i in ids)


async def test_order_is_applied_stored_and_answered_in_the_channel(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    before = await bot.service.info(CHANNEL)
    sent = await discord_.command(ALICE, "order", text="step")
    msg = only(public(sent))
    assert f"<@{ALICE}>: `step`" in msg.content
    assert "race.moved(side=red, to=1)" in msg.content
    assert f"<@{BOB}>" in msg.content  # blue owes the next move
    after = await bot.service.info(CHANNEL)
    assert after.version > before.version
    assert (await bot.service.view(CHANNEL, None)).map.counters[0].hex == "1"


async def test_order_from_a_player_without_the_seat_is_refused_ephemerally_and_changes_nothing(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    before = await bot.service.info(CHANNEL)
    for user in (CAROL, BOB):  # Carol has no seat; Bob's side does not owe the move
        sent = await discord_.command(user, "order", text="step")
        refusal = only(ephemeral(sent))
        assert refusal.ephemeral and not public(sent)
        assert "no seat" in refusal.content or "not your decision" in refusal.content
    assert (await bot.service.info(CHANNEL)).version == before.version


async def test_button_click_submits_that_choice(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    start = only(public(await discord_.command(ALICE, "game", "start")))
    step = next(cid for cid, label in start.labels().items() if ChoiceId.parse(cid).index == 0)  # type: ignore[union-attr]
    sent = await discord_.click(ALICE, start, step)
    assert sent[0].response_type == 6  # the click is acknowledged before anything else
    (edit,) = [s for s in sent if s.kind == "edit"]
    assert edit.message["components"] == []  # the board's buttons go
    msg = only(public(sent))
    assert "race.moved(side=red, to=1)" in msg.content
    assert (await bot.service.view(CHANNEL, None)).map.counters[0].hex == "1"


async def test_stale_click_is_refused_with_the_current_board(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    start = only(public(await discord_.command(ALICE, "game", "start")))
    await discord_.command(ALICE, "order", text="step")  # the game moves on: blue to move
    version = (await bot.service.info(CHANNEL)).version
    sent = await discord_.click(BOB, start, start.custom_ids()[0])
    (edit,) = [s for s in sent if s.kind == "edit"]
    (reply,) = ephemeral(sent)
    # the old board loses its buttons, and Bob alone gets the current one with his buttons
    assert edit.message["components"] == []
    assert "out of date" in reply.content and not public(sent)
    assert reply.files and reply.files[0][1][:4] == b"\x89PNG"  # the current map, to Bob only
    fresh = [ChoiceId.parse(c) for c in reply.custom_ids()]
    assert len(fresh) == 3 and all(c is not None and c.version == version and c.side == "blue" for c in fresh)
    assert (await bot.service.info(CHANNEL)).version == version  # nothing applied
    # his fresh button works
    sent = await discord_.click(BOB, reply, reply.custom_ids()[0])
    assert "race.moved(side=blue, to=1)" in only(public(sent)).content


async def test_click_by_a_player_without_that_decision_is_refused(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await ready(discord_)
    start = only(public(await discord_.command(ALICE, "game", "start")))
    version = (await bot.service.info(CHANNEL)).version
    for user in (BOB, CAROL):
        reply = only(ephemeral(await discord_.click(user, start, start.custom_ids()[0])))
        assert reply.ephemeral and f"only <@{ALICE}> may answer" in reply.content
    assert (await bot.service.info(CHANNEL)).version == version


async def test_undo_takes_back_the_last_step(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    await discord_.command(ALICE, "order", text="step")
    sent = await discord_.command(ALICE, "game", "undo")
    msg = only(public(sent))
    assert f"Undone by <@{ALICE}>" in msg.content
    assert (await bot.service.view(CHANNEL, None)).map.counters[0].hex == "0"
    # only the player who gave it can take it back
    await discord_.command(ALICE, "order", text="step")
    refusal = only(ephemeral(await discord_.command(BOB, "game", "undo")))
    assert refusal.ephemeral and "only take back your own" in refusal.content


async def test_private_event_goes_only_to_its_side_ephemerally(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    sent = await discord_.command(ALICE, "order", text="peek")
    assert all("race.card" not in s.text_blob() for s in public(sent))
    secret = [s for s in ephemeral(sent) if "race.card" in s.content]
    assert len(secret) == 1 and "Only you see this" in secret[0].content
    # the log shows it to red, not to blue
    assert "race.card" in only(ephemeral(await discord_.command(ALICE, "game", "log"))).content
    assert "race.card" not in only(ephemeral(await discord_.command(BOB, "game", "log"))).content


async def test_order_autocomplete_lists_the_legal_orders_of_the_player(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    version = (await bot.service.info(CHANNEL)).version
    choices = await discord_.autocomplete(ALICE, "order", None, "text", text="")
    assert [c["name"] for c in choices] == ["step", "roll", "peek"]
    # each suggestion carries the game version it was made for
    assert [c["value"] for c in choices] == [f"{o} @v{version}" for o in ("step", "roll", "peek")]
    found = await discord_.autocomplete(ALICE, "order", None, "text", text="pe")
    assert [c["name"] for c in found] == ["peek"]
    assert await discord_.autocomplete(BOB, "order", None, "text", text="") == []


async def test_new_autocompletes_systems_scenarios_and_options(bot: HexwarBot, discord_: FakeDiscord) -> None:
    systems = await discord_.autocomplete(ALICE, "game", "new", "system", system="ra")
    assert {"name": "Race (race)", "value": "race"} in systems
    scenarios = await discord_.autocomplete(ALICE, "game", "new", "scenario", system="race", scenario="")
    assert [c["value"] for c in scenarios] == ["short", "long"]
    options = await discord_.autocomplete(
        ALICE, "game", "new", "options", system="race", scenario="short", options="goal=3 fa"
    )
    assert [c["value"] for c in options] == ["goal=3 fast="]
    sides = await discord_.autocomplete(ALICE, "game", "join", "side", side="")
    assert sides == []  # no game yet
    await discord_.command(ALICE, "game", "new", system="race", scenario="short")
    sides = await discord_.autocomplete(ALICE, "game", "join", "side", side="bl")
    assert [c["value"] for c in sides] == ["blue"]


async def test_new_with_bad_options_is_refused_and_creates_nothing(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    reply = only(
        ephemeral(
            await discord_.command(ALICE, "game", "new", system="race", scenario="short", options="goal")
        )
    )
    assert reply.ephemeral and "name=value" in reply.content
    reply = only(
        ephemeral(
            await discord_.command(ALICE, "game", "new", system="race", scenario="short", options="goal=x")
        )
    )
    assert reply.ephemeral and "whole number" in reply.content
    reply = only(ephemeral(await discord_.command(ALICE, "game", "new", system="nope", scenario="short")))
    assert reply.ephemeral and "no game system 'nope'" in reply.content and "cca" in reply.content
    reply = only(ephemeral(await discord_.command(ALICE, "game", "status")))
    assert reply.ephemeral and "no game in this channel" in reply.content.lower()


async def test_abandon_needs_the_creator_or_an_admin(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    refusal = only(ephemeral(await discord_.command(BOB, "game", "abandon")))
    assert refusal.ephemeral and "creator or a server admin" in refusal.content
    manage_guild = 1 << 5
    ask = only(ephemeral(await discord_.command(BOB, "game", "abandon", permissions=manage_guild)))
    assert "Press the button" in ask.content and not public([ask])
    (confirm,) = ask.custom_ids()
    msg = only(public(await discord_.click(BOB, ask, confirm, permissions=manage_guild)))
    assert f"abandoned by <@{BOB}>" in msg.content
    assert (await bot.service.info(CHANNEL)).status == "abandoned"


async def test_resign_ends_the_game(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    sent = await discord_.command(BOB, "game", "resign")
    assert not public(sent) and (await bot.service.info(CHANNEL)).status == "active"
    ask = only(ephemeral(sent))
    (confirm,) = ask.custom_ids()
    # nobody else can press it
    refusal = only(ephemeral(await discord_.click(ALICE, ask, confirm)))
    assert "not yours" in refusal.content and (await bot.service.info(CHANNEL)).status == "active"
    msg = only(public(await discord_.click(BOB, ask, confirm)))
    assert f"<@{BOB}> resigns" in msg.content and "Game over" in msg.content
    assert not msg.custom_ids()
    assert (await bot.service.info(CHANNEL)).status == "finished"


async def test_status_is_ephemeral_with_the_players_own_buttons(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    reply = only(ephemeral(await discord_.command(ALICE, "game", "status")))
    assert reply.ephemeral and "Turn 0" in reply.content and "**peeked**: no" in reply.content
    assert len(reply.custom_ids()) == 3
    reply = only(ephemeral(await discord_.command(BOB, "game", "status")))
    assert reply.ephemeral and not reply.custom_ids() and "Nothing is waiting for you" in reply.content


async def test_map_posts_a_png(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    sent = await discord_.command(CAROL, "game", "map")
    assert sent[0].response_type == 5 and sent[0].ephemeral
    msg = only(public(sent))
    assert msg.files and msg.files[0][1][:4] == b"\x89PNG"


async def test_two_clicks_on_one_button_apply_one_order(bot: HexwarBot, discord_: FakeDiscord) -> None:
    """A double click (or two players racing): the second finds the game moved on and changes nothing."""
    await ready(discord_)
    start = only(public(await discord_.command(ALICE, "game", "start")))
    version = (await bot.service.info(CHANNEL)).version
    before = len(discord_.session.sent)
    await asyncio.gather(*(discord_.click(ALICE, start, start.custom_ids()[0]) for _ in range(2)))
    sent = discord_.session.sent[before:]
    assert (await bot.service.info(CHANNEL)).version == version + 1
    assert (await bot.service.view(CHANNEL, None)).map.counters[0].hex == "1"
    assert len([s for s in public(sent) if "race.moved" in s.content]) == 1
    refusals = [s for s in ephemeral(sent) if "moved on" in s.content or "out of date" in s.content]
    assert len(refusals) == 1


async def test_typed_order_is_echoed_in_its_canonical_form(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    await discord_.command(ALICE, "game", "start")
    msg = only(public(await discord_.command(ALICE, "order", text="  Step ")))
    assert msg.content.startswith(f"<@{ALICE}>: `step`")
    assert quoted("a`b\n c") == "a'b c" and len(quoted("x" * 500)) == 40


async def test_map_zoom_is_checked_before_drawing(bot: HexwarBot, discord_: FakeDiscord) -> None:
    await ready(discord_)
    for options, why in (
        ({"around": "Z9"}, "no hex 'Z9'"),
        ({"section": "left"}, "no section 'left'"),
        ({"around": "3", "section": "left"}, "not both"),
    ):
        refusal = only(ephemeral(await discord_.command(CAROL, "game", "map", **options)))
        assert refusal.ephemeral and why in refusal.content, refusal.content
    hexes = await discord_.autocomplete(CAROL, "game", "map", "around", around="")
    assert [c["value"] for c in hexes] == ["0", "1", "2", "3", "4", "5", "6"]
    sent = await discord_.command(CAROL, "game", "map", around="3")
    assert only(public(sent)).files
