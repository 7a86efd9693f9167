"""The Discord bot: start-up, command sync, error hook, heartbeat, and ``run_from_env``.

``hexwar bot`` calls ``run_from_env()``. The token comes only from the environment (``DISCORD_TOKEN``);
the game database and the heartbeat file live in the data directory (``HEXWAR_DATA_DIR``).

Failures at start-up are named for what they are (``describe_failure``): Discord refusing the token
(one line, exit status 1), a Discord HTTP error, or a network error. A refused or rate-limited command
sync is logged and the bot keeps running with the commands Discord already has.

With ``HEXWAR_DISCORD_API`` set (loopback only, see ``bot.settings``) every REST call goes to that
server instead of Discord (``discord.http.Route.BASE``), and the gateway is the one that server names
in ``GET /gateway/bot`` (or ``HEXWAR_DISCORD_GATEWAY``).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import signal
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands, tasks
from discord.gateway import DiscordWebSocket
from discord.http import Route

from bot.discordbot import replies
from bot.discordbot.cog import GameCog
from bot.discordbot.components import DYNAMIC_ITEMS
from bot.discordbot.failures import describe_failure, known_failure
from bot.discordbot.healthcheck import HEARTBEAT_FILE
from bot.discordbot.texts import text
from bot.discordbot.translator import CatalogueTranslator, localisations

if TYPE_CHECKING:
    from bot.service import GameService
    from bot.settings import Settings
    from bot.store import Store

log = logging.getLogger(__name__)


HEARTBEAT_SECONDS = 30.0
COMMANDS_HASH_FILE = "commands.sha256"
SYNC_ENV = "HEXWAR_SYNC_COMMANDS"  # "1": sync the global commands on this start even if unchanged
SYNC_MAX_RATE_LIMIT_WAIT = 10.0  # seconds: a longer rate limit on the start-up sync is not waited out
DRAIN_SECONDS = 8.0  # on a stop, work under way gets this long to finish (docker stop waits 10 s)
# discord.py's names for the tasks that run a command or a component callback
HANDLER_TASKS = ("CommandTree-invoker", "discord-ui-dynamic-item-", "discord-ui-view-dispatch-")


def point_at(settings: Settings) -> None:
    """Send every REST call to ``HEXWAR_DISCORD_API`` when it is set (a loopback server); else to Discord."""
    if settings.discord_api is not None:
        Route.BASE = settings.discord_api
        log.warning("Using the Discord-compatible server at %s instead of Discord", settings.discord_api)


def heartbeat_path(data_dir: Path) -> Path:
    return data_dir / HEARTBEAT_FILE


def touch_heartbeat(data_dir: Path, now: float | None = None) -> None:
    path = heartbeat_path(data_dir)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f"{time.time() if now is None else now:.0f}\n", encoding="ascii")


class HexwarTree(app_commands.CommandTree[Any]):
    """Refusals are answered ephemerally with their reason; anything unexpected politely, and logged."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        original: BaseException = error
        if isinstance(error, app_commands.CommandInvokeError):
            original = error.original
        elif isinstance(error, app_commands.TransformerError | app_commands.CheckFailure):
            await replies.send_error(interaction, str(error))
            return
        await replies.report(interaction, original)


class HexwarBot(commands.Bot):
    """One bot process: a store, a game service, the ``/game`` commands and the buttons."""

    store: Store | None
    _service: GameService | None

    def __init__(self, settings: Settings, *, sync_commands: bool | None = None) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channel and permission data for slash commands; nothing privileged
        super().__init__(
            command_prefix=commands.when_mentioned,
            help_command=None,
            intents=intents,
            tree_cls=HexwarTree,
            allowed_mentions=replies.ALLOWED_MENTIONS,
        )
        self.settings = settings
        self.store = None
        self._service = None
        self._sync_commands = (
            sync_commands if sync_commands is not None else os.environ.get(SYNC_ENV, "") == "1"
        )
        self.graceful_sigterm = False  # run_from_env: SIGTERM closes the bot from inside its event loop
        self._closing: asyncio.Task[None] | None = None
        self._shutdown: asyncio.Task[None] | None = None

    @property
    def service(self) -> GameService:
        if self._service is None:
            raise RuntimeError("the bot has not been set up yet")
        return self._service

    async def setup_hook(self) -> None:
        from bot.service import GameService
        from bot.store import Store

        self.settings.data_dir.mkdir(parents=True, exist_ok=True)
        self.store = await Store.open(self.settings.db_path)
        self._service = GameService(
            self.store,
            lang=self.settings.lang,
            confirm_seconds=self.settings.confirm_seconds,
            confirm_orders=True,  # an order that forfeits something waits for its Confirm button
        )
        await self.add_cog(GameCog(self))
        from bot.discordbot.clockcmds import clockwork_of
        from bot.discordbot.scheduler import ClockScheduler

        ClockScheduler(self, clockwork_of(self)).start()  # woken by the nearest deadline or reminder
        self._service.title_note = clockwork_of(self).title_note  # the clock in the map's title bar
        await self.tree.set_translator(CatalogueTranslator())  # pl, hu, uk command names (issue 13)
        # Buttons of every earlier message keep working: they are matched by their custom_id.
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.sync_commands()
        await self.point_gateway()
        touch_heartbeat(self.settings.data_dir)
        self.heartbeat.start()
        if self.graceful_sigterm:
            asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, self._stop_requested)

    def _stop_requested(self) -> None:
        """SIGTERM (``docker stop``): close like Ctrl-C, but let posts under way finish first."""
        log.info("Stopping (SIGTERM)")
        if self._closing is None:
            self._closing = asyncio.get_running_loop().create_task(self.close())

    async def point_gateway(self) -> None:
        """With ``HEXWAR_DISCORD_API``: connect to the gateway that server names (loopback only)."""
        if self.settings.discord_api is None:
            return
        from bot.settings import loopback_url

        url = self.settings.discord_gateway
        if url is None:
            _shards, url, _limits = await self.http.get_bot_gateway()
        url = loopback_url("the gateway URL of GET /gateway/bot", url, ("ws", "wss"))
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)
        log.info("Gateway: %s", url)

    async def sync_commands(self) -> str | None:
        """Sync to the dev guild on every start; globally only when the commands changed or when asked.

        Returns where the commands were synced ("guild", "global") or None (not needed, or failed).
        A failure (403: the bot lacks the applications.commands scope or is not in the dev guild;
        429: rate limited for longer than ``SYNC_MAX_RATE_LIMIT_WAIT``; 5xx; the network) is logged
        and the bot keeps running: the commands Discord already has keep working, and the next start
        tries again.
        """
        where = (
            f"the development guild {self.settings.dev_guild}"
            if self.settings.dev_guild is not None
            else "all servers (global)"
        )
        limit = self.http.max_ratelimit_timeout
        self.http.max_ratelimit_timeout = SYNC_MAX_RATE_LIMIT_WAIT  # nothing else is sent yet
        try:
            return await self._sync_now()
        except (discord.DiscordException, aiohttp.ClientError, OSError, TimeoutError) as err:
            hint = ""
            if isinstance(err, discord.Forbidden):
                hint = (
                    " Is the bot in that server, invited with the applications.commands scope?"
                    if self.settings.dev_guild is not None
                    else " Was the bot invited with the applications.commands scope?"
                )
            log.error(
                "Slash command sync to %s failed: %s.%s The bot keeps running with the commands Discord "
                "already has; the next start tries again.",
                where,
                describe_failure(err),
                hint,
            )
            return None
        finally:
            self.http.max_ratelimit_timeout = limit

    async def _sync_now(self) -> str | None:
        if self.settings.dev_guild is not None:
            guild = discord.Object(id=self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            await self.tree.sync(guild=guild)
            log.info("Slash commands synced to the development guild %s", self.settings.dev_guild)
            return "guild"
        digest = self.commands_digest()
        stored = self.settings.data_dir / COMMANDS_HASH_FILE
        known = stored.read_text(encoding="ascii").strip() if stored.exists() else ""
        if not self._sync_commands and known == digest:
            return None
        await self.tree.sync()
        stored.write_text(digest + "\n", encoding="ascii")
        log.info("Slash commands synced globally (they can take up to an hour to appear everywhere)")
        return "global"

    def commands_digest(self) -> str:
        payload = [c.to_dict(self.tree) for c in self.tree.get_commands()]
        # the pl/hu/uk names and descriptions are synced too: a changed translation is a change
        blob = json.dumps([payload, localisations()], sort_keys=True, default=str).encode()
        return hashlib.sha256(blob).hexdigest()

    @tasks.loop(seconds=HEARTBEAT_SECONDS)
    async def heartbeat(self) -> None:
        # Fresh only while connected: a bot that lost its gateway for long turns unhealthy.
        if self.connected():
            await asyncio.to_thread(touch_heartbeat, self.settings.data_dir)

    def connected(self) -> bool:
        return self.is_ready() and not self.is_closed() and self.ws is not None and self.ws.open

    async def drain(self, timeout: float = DRAIN_SECONDS) -> bool:
        """Wait (at most ``timeout`` s) for the commands and clicks being handled and the channel posts
        under way: an order being stored is then also answered while the HTTP session is still open, and
        a post Discord accepted is recorded as told, so the next start does not tell the channel again.
        True when nothing was left."""
        outbox = getattr(self, "hexwar_outbox", None)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            handlers = [
                t for t in asyncio.all_tasks() if not t.done() and t.get_name().startswith(HANDLER_TASKS)
            ]
            posting = sorted(getattr(outbox, "busy", None) or ())
            if not handlers and not posting:
                return True
            left = deadline - loop.time()
            if left <= 0:
                log.warning(
                    "Stopping with %d interaction(s) still being handled and posts under way in channels %s",
                    len(handlers),
                    posting,
                )
                return False
            await asyncio.sleep(min(0.05, left))

    async def close(self) -> None:
        """Drain the posts under way, close the gateway and HTTP session, then the database. One shutdown
        however many callers (SIGTERM, the library's own exit): each waits for all of it, so the event
        loop never closes under a database statement still running in its worker thread."""
        if self._shutdown is None:
            self._shutdown = asyncio.get_running_loop().create_task(self._close_all())
        await asyncio.shield(self._shutdown)

    async def __aexit__(self, *exc: Any) -> None:
        # ``Client.run`` leaves through here once the gateway is closed; wait for the whole shutdown (the
        # database included) before the event loop is torn down.
        await super().__aexit__(*exc)
        if self._shutdown is not None:
            await asyncio.shield(self._shutdown)

    async def _close_all(self) -> None:
        self.heartbeat.cancel()
        clock = getattr(self, "hexwar_clock", None)
        if clock is not None:
            await clock.stop()
        if not self.is_closed():
            await self.drain()
        await super().close()
        if self.store is not None:
            store, self.store = self.store, None
            await store.close()


def run_from_env(env: dict[str, str] | None = None) -> int:
    """Run the bot until it is stopped. Returns a process exit code (2 when DISCORD_TOKEN is missing)."""
    from bot.settings import Settings

    try:
        settings = Settings.from_env(env)
    except ValueError as err:
        print(f"hexwar bot: {err}", file=sys.stderr)
        return 2
    if not settings.token:
        print(text("discord.missing_token", settings.lang), file=sys.stderr)
        return 2
    point_at(settings)
    bot = HexwarBot(settings)
    bot.graceful_sigterm = True
    # `docker stop` sends SIGTERM: shut down like on Ctrl-C (close the gateway, then the database).
    previous = signal.signal(signal.SIGTERM, _interrupt)
    try:
        bot.run(settings.token, log_level=logging.INFO, root_logger=True)  # hexwar's logs too
    except Exception as err:
        # One line, no traceback: what failed and what to do (the token itself is never printed).
        # Anything that is not a failure of Discord or of the network is a bug: its traceback stays.
        known = known_failure(err)
        if known is None:
            raise
        print(f"hexwar bot: cannot start: {describe_failure(known)}", file=sys.stderr)
        return 1
    finally:
        signal.signal(signal.SIGTERM, previous)
    return 0


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt
