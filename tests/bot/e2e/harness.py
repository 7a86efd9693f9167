"""The real ``hexwar bot`` process against ``FakeDiscord``, and the people who use it.

``BotProcess`` starts the installed ``hexwar bot`` console script as a subprocess with
``HEXWAR_DISCORD_API`` pointing at the fake server on 127.0.0.1, collects its log (standard error),
and stops it with SIGTERM like ``docker stop`` (or SIGKILL, for a crash). ``Person`` sends what a
Discord user's client sends: slash commands, autocomplete requests, button clicks.
Every wait is bounded.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import os
import signal
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.bot.e2e.fake_discord import FakeDiscord, Interaction, Message

TOKEN = "MTEx.e2e-test.token-never-logged"
START_TIMEOUT = 60.0  # an upper bound for a loaded machine (a healthy start takes seconds)
STOP_TIMEOUT = 10.0


def _die_with_the_tests() -> None:
    """In the child, before ``exec``: Linux kills it if the test process dies (no bot left running)."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG


def hexwar_script() -> Path:
    """The ``hexwar`` entry point installed beside this interpreter (``make install-dev`` puts it there)."""
    script = Path(sys.executable).with_name("hexwar")
    if not script.exists():
        raise RuntimeError(f"no hexwar script beside {sys.executable}: run make install-dev")
    return script


class BotProcess:
    """One run of ``hexwar bot``: start, wait until it is on the gateway, stop or kill."""

    def __init__(self, server: FakeDiscord, data_dir: Path, *, token: str = TOKEN, **env: str) -> None:
        self.server = server
        self.data_dir = data_dir
        self.token = token
        self.env = env
        self.proc: asyncio.subprocess.Process | None = None
        self.lines: list[str] = []
        self._reader: asyncio.Task[None] | None = None

    def environment(self) -> dict[str, str]:
        base = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "HEXWAR_"))}
        return {
            **base,
            "PYTHONUNBUFFERED": "1",
            "DISCORD_TOKEN": self.token,
            "HEXWAR_DATA_DIR": str(self.data_dir),
            "HEXWAR_DISCORD_API": self.server.api_url,
            **self.env,
        }

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            str(hexwar_script()),
            "bot",
            env=self.environment(),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,
            preexec_fn=_die_with_the_tests if sys.platform == "linux" else None,
        )
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        while line := await self.proc.stdout.readline():
            self.lines.append(line.decode("utf-8", "replace").rstrip("\n"))

    @property
    def log(self) -> str:
        return "\n".join(self.lines)

    async def ready(self, timeout: float = START_TIMEOUT) -> None:
        """Started and identified on the gateway (READY and GUILD_CREATE sent)."""
        identified = self.server.count("ready")
        await self.start()
        try:
            await self.server.wait_for(
                lambda: self.server.count("ready") > identified or self.exited(),
                timeout,
                "the bot to identify on the gateway",
            )
        except TimeoutError as err:
            raise TimeoutError(f"{err}\n--- bot log ---\n{self.log}") from None
        if self.exited():
            await self.wait(STOP_TIMEOUT)
            raise RuntimeError(f"the bot exited with {self.returncode}:\n{self.log}")

    def exited(self) -> bool:
        return self.proc is not None and self.proc.returncode is not None

    @property
    def returncode(self) -> int | None:
        return None if self.proc is None else self.proc.returncode

    async def wait(self, timeout: float) -> int:
        assert self.proc is not None
        code = await asyncio.wait_for(self.proc.wait(), timeout)
        if self._reader is not None:
            await asyncio.wait_for(self._reader, timeout)
        return code

    async def stop(self) -> int:
        """SIGTERM (what ``docker stop`` sends), then SIGKILL if it has not exited in time."""
        if self.proc is None or self.proc.returncode is not None:
            return self.returncode or 0
        self.proc.send_signal(signal.SIGTERM)
        try:
            return await self.wait(STOP_TIMEOUT)
        except TimeoutError:
            return await self.kill()

    async def kill(self) -> int:
        """SIGKILL: the process dies wherever it is."""
        if self.proc is None or self.proc.returncode is not None:
            return self.returncode or 0
        with contextlib.suppress(ProcessLookupError):
            self.proc.kill()
        return await self.wait(STOP_TIMEOUT)


@dataclass(frozen=True)
class UserOption:
    """A user picked in a slash command option (``/game sub user:@someone``)."""

    id: int


def _option(name: str, value: Any, *, focused: bool = False) -> dict[str, Any]:
    if isinstance(value, UserOption):
        out: dict[str, Any] = {"type": 6, "name": name, "value": str(value.id)}
    else:
        kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
        out = {"type": kind, "name": name, "value": value}
    if focused:
        out["focused"] = True
    return out


def _resolved(options: dict[str, Any]) -> dict[str, Any]:
    users = {str(v.id): _user(v.id) for v in options.values() if isinstance(v, UserOption)}
    if not users:
        return {}
    members = {
        uid: {"roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "flags": 0, "permissions": "0"}
        for uid in users
    }
    return {"resolved": {"users": users, "members": members}}


def _user(uid: int) -> dict[str, Any]:
    return {
        "id": str(uid),
        "username": f"player{uid}",
        "discriminator": "0",
        "avatar": None,
        "global_name": None,
    }


class Person:
    """A member of the server, in one channel: what their Discord client sends when they act."""

    def __init__(
        self, server: FakeDiscord, user_id: int, channel: int, *, permissions: int | None = None
    ) -> None:
        self.server = server
        self.id = user_id
        self.channel = channel
        self.permissions = permissions

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def _extra(self) -> dict[str, Any]:
        return {} if self.permissions is None else {"permissions": self.permissions}

    def _command_data(self, name: str, sub: str | None, opts: list[dict[str, Any]]) -> dict[str, Any]:
        synced = [c for cs in self.server.commands.values() for c in cs if c["name"] == name]
        data: dict[str, Any] = {"id": synced[0]["id"] if synced else "1", "name": name, "type": 1}
        data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
        return data

    async def send_slash(self, name: str, sub: str | None = None, **options: Any) -> Interaction:
        """Send the command and return at once (the answer comes later)."""
        opts = [_option(k, v) for k, v in options.items() if v is not None]
        data = self._command_data(name, sub, opts) | _resolved(options)
        return await self.server.interact(2, self.id, self.channel, data, **self._extra())

    async def slash(
        self, name: str, sub: str | None = None, *, timeout: float = 15.0, **options: Any
    ) -> Interaction:
        """``/name sub option:value …``, and wait until the bot has answered it."""
        inter = await self.send_slash(name, sub, **options)
        return await self.server.settle(inter, timeout=timeout)

    async def autocomplete(
        self, name: str, sub: str | None, focused: str, **options: Any
    ) -> list[dict[str, Any]]:
        opts = [_option(k, v, focused=(k == focused)) for k, v in options.items()]
        inter = await self.server.interact(
            4, self.id, self.channel, self._command_data(name, sub, opts), **self._extra()
        )
        await self.server.wait_for(lambda: inter.choices is not None, 10.0, "autocomplete choices")
        return list(inter.choices or [])

    async def send_click(self, message: Message, custom_id: str) -> Interaction:
        assert custom_id in message.custom_ids(), (custom_id, message.custom_ids())
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.server.interact(
            3, self.id, self.channel, data, message=message.payload(), **self._extra()
        )

    async def click(self, message: Message, custom_id: str, *, timeout: float = 15.0) -> Interaction:
        inter = await self.send_click(message, custom_id)
        return await self.server.settle(inter, timeout=timeout)

    async def select(
        self, message: Message, custom_id: str, value: str, *, timeout: float = 15.0
    ) -> Interaction:
        """Pick ``value`` in the select menu ``custom_id`` of ``message``."""
        assert custom_id in message.custom_ids(), (custom_id, message.custom_ids())
        data = {"custom_id": custom_id, "component_type": 3, "values": [value]}
        inter = await self.server.interact(
            3, self.id, self.channel, data, message=message.payload(), **self._extra()
        )
        return await self.server.settle(inter, timeout=timeout)
