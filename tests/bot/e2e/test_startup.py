"""Start-up of the real ``hexwar bot`` process over loopback HTTP and WebSocket: login, command sync, the
gateway handshake, heartbeats, a refused or rate-limited sync, a bad token, an unreachable server."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable
from pathlib import Path

from tests.bot.e2e.conftest import CHANNEL
from tests.bot.e2e.fake_discord import APP_ID, GUILD, FakeDiscord
from tests.bot.e2e.harness import TOKEN, BotProcess, Person

# How long a refused start may take to exit: an upper bound for a loaded machine, not a speed target
# (a healthy run exits within seconds).
EXIT_WAIT = 90.0


def _paths(server: FakeDiscord) -> list[str]:
    return [f"{c.method} {c.path}" for c in server.calls]


async def test_login_sync_handshake_and_heartbeats(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    server.fail("PUT", r"/commands$", 429, retry_after=0.5)  # a short rate limit is waited out
    bot = launch()
    await bot.ready()
    paths = _paths(server)
    assert paths[:5] == [
        "GET /users/@me",
        "GET /oauth2/applications/@me",
        f"PUT /applications/{APP_ID}/commands",
        f"PUT /applications/{APP_ID}/commands",
        "GET /gateway/bot",
    ]
    puts = [c for c in server.calls if c.method == "PUT"]
    assert [c.status for c in puts] == [429, 200]  # discord.py waited retry_after, then sent it again
    assert puts[1].at - puts[0].at >= 0.45
    assert "rate limited" in bot.log and "Retrying in 0.50 seconds" in bot.log
    assert all(c.headers.get("Authorization") == f"Bot {TOKEN}" for c in server.calls[:4])
    assert sorted(c["name"] for c in server.commands["global"]) == ["game", "order", "settings", "standing"]
    (game,) = [c for c in server.commands["global"] if c["name"] == "game"]
    (new,) = [o for o in game["options"] if o["name"] == "new"]
    assert "seed" not in {o["name"] for o in new.get("options", [])}  # no player chooses the dice
    kinds = [k for k, _ in server.gateway_log]
    assert kinds[0] == "connect" and "identify" in kinds and "ready" in kinds
    connect = server.gateway_log[0][1]
    assert connect["v"] == "10" and connect["encoding"] == "json"
    identify = next(d for k, d in server.gateway_log if k == "identify")
    assert identify["intents"] == 1  # guilds only: nothing privileged
    # the heartbeat goes on at the interval of HELLO, and each beat carries the last sequence number
    await server.wait_for(lambda: server.count("heartbeat") >= 3, 10.0, "three heartbeats")
    beats = [d for k, d in server.gateway_log if k == "heartbeat"]
    assert beats[-1] == server.session.seq if server.session else False
    assert not server.unknown
    assert "Slash commands synced globally" in bot.log


async def test_a_restart_syncs_only_changed_commands_and_a_dev_guild_every_time(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    first = launch()
    await first.ready()
    assert await first.stop() == 0  # SIGTERM, as docker stop sends: a clean exit
    assert "Stopping (SIGTERM)" in first.log and "Traceback" not in first.log
    second = launch(HEXWAR_DEV_GUILD=str(GUILD))
    await second.ready()
    syncs = [p for p in _paths(server) if p.startswith("PUT")]
    # unchanged commands: no second global sync; the development guild gets them on every start
    assert syncs == [
        f"PUT /applications/{APP_ID}/commands",
        f"PUT /applications/{APP_ID}/guilds/{GUILD}/commands",
    ]
    assert sorted(c["name"] for c in server.commands[str(GUILD)]) == ["game", "order", "settings", "standing"]


async def test_a_refused_sync_is_logged_and_the_bot_keeps_running(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    server.fail("PUT", r"/guilds/\d+/commands$", 403)
    bot = launch(HEXWAR_DEV_GUILD=str(GUILD))
    await bot.ready()
    line = next(x for x in bot.lines if "Slash command sync" in x)
    assert "ERROR" in line and "403" in line and "Missing Access" in line
    assert "applications.commands" in line and "keeps running" in line
    assert "Traceback" not in bot.log
    alice = Person(server, 111, CHANNEL)
    answer = await alice.slash("game", "status")  # the bot still answers
    assert answer.messages and not bot.exited()


async def test_a_long_rate_limit_on_the_sync_is_logged_and_not_waited_out(
    server: FakeDiscord, launch: Callable[..., BotProcess], tmp_path: Path
) -> None:
    server.fail("PUT", r"/commands$", 429, retry_after=3600)
    slow = launch()
    await slow.ready()  # started without waiting an hour
    line = next(x for x in slow.lines if "Slash command sync" in x)
    assert "429" in line and "retry after 3600 s" in line and "keeps running" in line
    assert not (tmp_path / "data" / "commands.sha256").exists()  # the next start tries again
    assert (await Person(server, 111, CHANNEL).slash("game", "status")).messages


async def test_a_refused_token_gives_one_clear_line_and_a_failure_status(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    bot = launch(DISCORD_TOKEN="MTEx.wrong-token.never-shown")
    bot.token = "MTEx.wrong-token.never-shown"
    await bot.start()
    assert await bot.wait(EXIT_WAIT) == 1
    said = [x for x in bot.lines if x.startswith("hexwar bot:")]
    assert said == [
        "hexwar bot: cannot start: Discord refused the token (HTTP 401 Unauthorized): check DISCORD_TOKEN"
    ]
    assert "Traceback" not in bot.log and "wrong-token" not in bot.log
    assert not server.sessions  # it never reached the gateway


async def test_a_token_refused_by_the_gateway_gives_one_clear_line_too(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    server.refuse_identify = True  # REST accepts the token, the gateway closes IDENTIFY with 4004
    bot = launch()
    await bot.start()
    assert await bot.wait(EXIT_WAIT) == 1
    said = [x for x in bot.lines if x.startswith("hexwar bot:")]
    assert said == [
        "hexwar bot: cannot start: Discord's gateway refused the token (close code 4004): check DISCORD_TOKEN"
    ]
    assert "Traceback" not in bot.log


async def test_an_unreachable_server_is_reported_as_a_network_error(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    # a port nobody listens on (bound, then closed)
    sock_server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = sock_server.sockets[0].getsockname()[1]
    sock_server.close()
    await sock_server.wait_closed()
    bot = launch(HEXWAR_DISCORD_API=f"http://127.0.0.1:{port}/api/v10")
    await bot.start()
    assert await bot.wait(EXIT_WAIT) == 1
    (line,) = [x for x in bot.lines if x.startswith("hexwar bot:")]
    assert re.fullmatch(r"hexwar bot: cannot start: network error \(\w+: .*\)", line), line
    assert "Traceback" not in bot.log


async def test_an_unreachable_gateway_is_reported_as_a_network_error(
    server: FakeDiscord, launch: Callable[..., BotProcess]
) -> None:
    sock_server = await asyncio.start_server(lambda r, w: None, "127.0.0.1", 0)
    port = sock_server.sockets[0].getsockname()[1]
    sock_server.close()
    await sock_server.wait_closed()
    bot = launch(HEXWAR_DISCORD_GATEWAY=f"ws://127.0.0.1:{port}/gateway")
    await bot.start()
    assert await bot.wait(EXIT_WAIT) == 1
    (line,) = [x for x in bot.lines if x.startswith("hexwar bot:")]
    assert line.startswith("hexwar bot: cannot start: network error ("), line
    assert "Traceback" not in bot.log.split("hexwar bot:")[-1]
