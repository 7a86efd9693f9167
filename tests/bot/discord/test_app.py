"""Start-up, command sync, restarts, the error hook and the heartbeat health check."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

import pytest

from bot.discordbot import healthcheck
from bot.discordbot.app import HexwarBot, run_from_env, touch_heartbeat
from tests.bot.discord.conftest import make_settings, start_bot
from tests.bot.discord.harness import APP_ID, CHANNEL, GUILD, FakeDiscord, FakeSession, public

ALICE = 111_111_111_111_111_111
BOB = 222_222_222_222_222_222


def test_run_without_a_token_explains_and_fails(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert run_from_env({"HEXWAR_DATA_DIR": str(tmp_path)}) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN is not set" in err and "hexwar bot" in err
    assert run_from_env({"DISCORD_TOKEN": "x", "HEXWAR_DEV_GUILD": "my-server"}) == 2
    assert "HEXWAR_DEV_GUILD" in capsys.readouterr().err


def _syncs(session: FakeSession) -> list[str]:
    return [s.url for s in session.sent if s.kind == "sync"]


async def test_dev_guild_gets_its_commands_on_every_start(tmp_path: Path) -> None:
    settings = make_settings(tmp_path, HEXWAR_DEV_GUILD=str(GUILD))
    for _ in range(2):
        session = FakeSession()
        bot = await start_bot(settings, session)
        await bot.close()
        (url,) = _syncs(session)
        assert url.endswith(f"/applications/{APP_ID}/guilds/{GUILD}/commands")
        names = sorted(c["name"] for c in next(s for s in session.sent if s.kind == "sync").payload)
        assert names == ["game", "order", "settings", "standing"]


async def test_global_sync_only_when_the_commands_changed_or_when_asked(tmp_path: Path) -> None:
    settings = make_settings(tmp_path)
    session = FakeSession()
    await (await start_bot(settings, session)).close()
    assert _syncs(session) == [f"https://discord.com/api/v10/applications/{APP_ID}/commands"]
    session = FakeSession()
    await (await start_bot(settings, session)).close()
    assert _syncs(session) == []  # same commands: no global sync on a restart
    session = FakeSession()
    await (await start_bot(settings, session, sync_commands=True)).close()
    assert len(_syncs(session)) == 1


async def test_a_button_posted_before_a_restart_still_works(tmp_path: Path) -> None:
    """State lives only in SQLite: kill the bot between posting a button and clicking it."""
    settings = make_settings(tmp_path)
    first = await start_bot(settings, FakeSession(), sync_commands=False)
    d = FakeDiscord(first, first.http._HTTPClient__session)  # type: ignore[attr-defined]
    await d.command(ALICE, "game", "new", system="race", scenario="short", seed=3)
    await d.command(ALICE, "game", "join", side="red")
    await d.command(BOB, "game", "join", side="blue")
    board = public(await d.command(ALICE, "game", "start"))[-1]
    await first.close()

    session = FakeSession()
    second = await start_bot(settings, session, sync_commands=False)
    try:
        d2 = FakeDiscord(second, session)
        sent = await d2.click(ALICE, board, board.custom_ids()[0])
        assert "race.moved(side=red, to=1)" in public(sent)[-1].content
        assert (await second.service.view(CHANNEL, None)).map.counters[0].hex == "1"
    finally:
        await second.close()


async def test_an_unexpected_error_gets_a_polite_ephemeral_answer_and_is_logged(
    bot: HexwarBot, discord_: FakeDiscord, caplog: pytest.LogCaptureFixture
) -> None:
    await discord_.command(ALICE, "game", "new", system="race", scenario="short")
    assert bot.store is not None
    await bot.store.close()  # the database goes away under the running bot
    with caplog.at_level(logging.ERROR):
        sent = await discord_.command(ALICE, "game", "join", side="red")
    deferral, reply = sent  # acknowledged (ephemerally) before the database was touched
    assert deferral.response_type == 5 and deferral.ephemeral
    assert reply.ephemeral and "Something went wrong on my side" in reply.content
    assert any("Unexpected error" in r.getMessage() and r.exc_info for r in caplog.records)


async def test_setup_writes_a_fresh_heartbeat(bot: HexwarBot) -> None:
    ok, why = healthcheck.check(bot.settings.data_dir)
    assert ok, why


def test_healthcheck_fails_on_a_missing_or_stale_heartbeat(tmp_path: Path) -> None:
    env = {"HEXWAR_DATA_DIR": str(tmp_path)}
    assert healthcheck.main([], env) == 1  # never started
    touch_heartbeat(tmp_path)
    assert healthcheck.main([], env) == 0
    old = time.time() - 300
    os.utime(tmp_path / "heartbeat", (old, old))
    ok, why = healthcheck.check(tmp_path)
    assert not ok and "stuck or disconnected" in why
    assert healthcheck.main([], env) == 1
    assert healthcheck.main(["--max-age", "600"], env) == 0
