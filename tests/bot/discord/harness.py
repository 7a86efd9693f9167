"""A real HexwarBot with Discord faked only at the network edge.

Interactions are raw gateway payloads fed to the bot's own ``ConnectionState`` (as Discord would send
``INTERACTION_CREATE``), so the real command tree, namespaces, autocomplete, dynamic buttons and the
library's request building all run. The aiohttp session under discord.py's HTTP client and webhook
adapter is replaced by ``FakeSession``, which records every request (interaction responses,
follow-ups, attachments, command syncs) and answers 200 like Discord would.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.discordbot.app import HexwarBot

APP_ID = 900_000_000_000_000_001
BOT_ID = 900_000_000_000_000_002
GUILD = 800_000_000_000_000_001
CHANNEL = 700_000_000_000_000_001
EPHEMERAL = 64

_CALLBACK = re.compile(r"/interactions/(\d+)/([^/]+)/callback")
_WEBHOOK = re.compile(r"/webhooks/(\d+)/([^/?]+)")
_CHANNEL_MESSAGES = re.compile(r"/channels/(\d+)/messages$")
_CHANNEL_MESSAGE = re.compile(r"/channels/(\d+)/messages/(\d+)$")


@dataclass
class Sent:
    """One request the bot made to Discord."""

    method: str
    url: str
    payload: Any
    files: list[tuple[str, bytes]] = field(default_factory=list)
    token: str | None = None
    kind: str = "other"  # "response" | "edit" | "followup" | "channel" (a message posted) | "sync" | "other"
    ephemeral: bool = False  # as Discord would show it (a follow-up of a public "thinking" is public)
    status: int = 0  # what the fake Discord answered

    @property
    def message(self) -> dict[str, Any]:
        """The message part of a response or follow-up (content, components, flags, allowed_mentions)."""
        if self.kind in ("response", "edit") and "type" in (self.payload or {}):
            return dict(self.payload.get("data") or {})
        return dict(self.payload or {})

    @property
    def content(self) -> str:
        return str(self.message.get("content") or "")

    @property
    def response_type(self) -> int | None:
        return (self.payload or {}).get("type") if self.kind in ("response", "edit") else None

    def custom_ids(self) -> list[str]:
        out = []
        for row in self.message.get("components", []):
            for c in row.get("components", []):
                if "custom_id" in c:
                    out.append(c["custom_id"])
        return out

    def labels(self) -> dict[str, str]:
        return {
            c["custom_id"]: c.get("label", "")
            for row in self.message.get("components", [])
            for c in row.get("components", [])
            if "custom_id" in c
        }

    def text_blob(self) -> str:
        """Everything a reader could see in this message: text, button labels, embeds, file names."""
        return json.dumps(self.message, ensure_ascii=False) + " ".join(name for name, _ in self.files)


class _Response:
    def __init__(self, status: int, body: Any) -> None:
        self.status = status
        self.reason = "OK"
        self.headers: dict[str, str] = {"content-type": "application/json"} if body is not None else {}
        self._text = json.dumps(body) if body is not None else ""

    async def text(self, encoding: str = "utf-8") -> str:
        return self._text

    async def __aenter__(self) -> _Response:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


class FakeSession:
    """Stands in for aiohttp.ClientSession: records requests, answers like Discord."""

    def __init__(self) -> None:
        self.sent: list[Sent] = []
        self.closed = False
        self._ids = itertools.count(600_000_000_000_000_001)
        self._public_thinking: set[str] = set()  # tokens whose deferral shows a public "thinking"
        self._edited_thinking: set[str] = set()
        self._ephemeral_thinking: set[str] = set()
        self.fail_posts: list[int] = []  # statuses the next channel posts get (e.g. 500, 503, 403)

    def request(self, method: str, url: str, **kwargs: Any) -> _Response:
        payload, files = _decode(kwargs.get("data"), kwargs.get("json"))
        sent = Sent(method, str(url), payload, files)
        body: Any = None
        status = 204
        if m := _CALLBACK.search(sent.url):
            sent.kind, sent.token = "response", m.group(2)
            rtype = payload.get("type")
            flags = (payload.get("data") or {}).get("flags", 0) or 0
            sent.ephemeral = bool(flags & EPHEMERAL)
            if rtype == 5 and not sent.ephemeral:
                self._public_thinking.add(m.group(2))
            if rtype == 5 and sent.ephemeral:
                self._ephemeral_thinking.add(m.group(2))
            if rtype == 7:  # UPDATE_MESSAGE: edits the clicked message, posts nothing new
                sent.kind = "edit"
            status, body = 200, {"interaction": {"id": m.group(1), "type": 2}}
        elif (m := _CHANNEL_MESSAGES.search(sent.url)) and method == "POST":
            sent.kind = "channel"
            status, body = self.channel_answer(sent)
        elif (m := _CHANNEL_MESSAGE.search(sent.url)) and method == "PATCH":
            sent.kind = "edit"  # the bot edits one of its messages (a board losing its buttons)
            status, body = 200, message_payload(int(m.group(2)), dict(payload or {}), int(m.group(1)))
        elif (m := _WEBHOOK.search(sent.url)) and method == "PATCH":
            # the deferred response filled in: as private as the deferral was
            sent.kind, sent.token = "followup", m.group(2)
            sent.ephemeral = m.group(2) in self._ephemeral_thinking
            self._edited_thinking.add(m.group(2))
            status, body = 200, self._message(payload or {})
        elif (m := _WEBHOOK.search(sent.url)) and method == "DELETE":
            sent.kind, sent.token = "delete", m.group(2)
            status = 204
        elif (m := _WEBHOOK.search(sent.url)) and method == "POST":
            sent.kind, sent.token = "followup", m.group(2)
            flags = (payload or {}).get("flags", 0) or 0
            token = m.group(2)
            if token in self._public_thinking and token not in self._edited_thinking:
                self._edited_thinking.add(token)  # the first follow-up replaces the public "thinking"
                sent.ephemeral = False
            elif token in self._ephemeral_thinking and token not in self._edited_thinking:
                self._edited_thinking.add(token)  # … or the private one, and stays private
                sent.ephemeral = True
            else:
                sent.ephemeral = bool(flags & EPHEMERAL)
            params = kwargs.get("params") or {}
            if str(params.get("wait", "0")) == "1":
                status, body = 200, self._message(payload)
        elif "/commands" in sent.url and method == "PUT":
            sent.kind = "sync"
            status = 200
            body = [
                {**c, "id": str(next(self._ids)), "application_id": str(APP_ID), "version": "1"}
                for c in payload or []
            ]
        sent.status = status
        self.sent.append(sent)
        return _Response(status, body)

    def channel_answer(self, sent: Sent) -> tuple[int, Any]:
        """How Discord answers a channel post: the message; a test may inject failures first."""
        if self.fail_posts:
            status = self.fail_posts.pop(0)
            return status, {"message": "injected failure", "code": 0}
        m = _CHANNEL_MESSAGES.search(sent.url)
        channel = int(m.group(1)) if m else CHANNEL
        return 200, message_payload(next(self._ids), dict(sent.payload or {}), channel)

    def _message(self, payload: Mapping[str, Any]) -> dict[str, Any]:
        return message_payload(next(self._ids), dict(payload))

    async def close(self) -> None:
        self.closed = True


def _decode(data: Any, js: Any) -> tuple[Any, list[tuple[str, bytes]]]:
    if js is not None:
        return js, []
    if data is None:
        return None, []
    if isinstance(data, str | bytes):
        return json.loads(data), []
    payload: Any = None
    files: list[tuple[str, bytes]] = []
    for options, _headers, value in data._fields:  # aiohttp.FormData, as discord.py builds it
        if options.get("name") == "payload_json":
            payload = json.loads(value)
        elif "filename" in options:
            raw = value.getvalue() if hasattr(value, "getvalue") else value.read()
            files.append((options["filename"], bytes(raw)))
    return payload, files


def message_payload(message_id: int, body: Mapping[str, Any], channel_id: int = CHANNEL) -> dict[str, Any]:
    return {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "guild_id": str(GUILD),
        "author": {
            "id": str(BOT_ID),
            "username": "hexwar",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
        },
        "content": body.get("content") or "",
        "timestamp": "2026-11-22T18:00:00+00:00",
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "flags": body.get("flags", 0) or 0,
        "components": body.get("components", []),
    }


def _user(uid: int) -> dict[str, Any]:
    return {
        "id": str(uid),
        "username": f"player{uid}",
        "discriminator": "0",
        "avatar": None,
        "global_name": None,
    }


@dataclass(frozen=True)
class UserArg:
    """A user picked in a slash command's user option (``/game sub player:@someone``)."""

    id: int


def _option(name: str, value: Any, focused: bool = False) -> dict[str, Any]:
    if isinstance(value, UserArg):
        return {"type": 6, "name": name, "value": str(value.id)}
    kind = 5 if isinstance(value, bool) else 4 if isinstance(value, int) else 3
    out: dict[str, Any] = {"type": kind, "name": name, "value": value}
    if focused:
        out["focused"] = True
    return out


class FakeDiscord:
    """Sends interactions to a set-up HexwarBot and returns what it sent back."""

    def __init__(self, bot: HexwarBot, session: FakeSession) -> None:
        self.bot = bot
        self.session = session
        self._ids = itertools.count(500_000_000_000_000_001)
        self.locales: dict[int, str] = {}  # a user's Discord client language (default en-US)
        self.guild_locale = "en-US"
        self.last: dict[str, Any] | None = None

    def _base(self, itype: int, user: int, channel: int, permissions: int) -> dict[str, Any]:
        n = next(self._ids)
        return {
            "id": str(n),
            "application_id": str(APP_ID),
            "type": itype,
            "token": f"token-{n}",
            "version": 1,
            "guild_id": str(GUILD),
            "channel_id": str(channel),
            "channel": {
                "id": str(channel),
                "type": 0,
                "guild_id": str(GUILD),
                "name": "war-room",
                "position": 0,
                "permission_overwrites": [],
                "nsfw": False,
                "parent_id": None,
            },
            "member": {
                "user": _user(user),
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(permissions),
            },
            "locale": self.locales.get(user, "en-US"),
            "guild_locale": self.guild_locale,
            "app_permissions": "0",
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "attachment_size_limit": 8_388_608,
        }

    async def redeliver(self) -> list[Sent]:
        """Send the last interaction again, same id and token (as a retrying gateway might)."""
        assert self.last is not None
        return await self._dispatch(json.loads(json.dumps(self.last)))

    async def _dispatch(self, payload: dict[str, Any]) -> list[Sent]:
        self.last = payload
        before = len(self.session.sent)
        known = asyncio.all_tasks()
        self.bot._connection.parse_interaction_create(payload)  # what the gateway reader does
        while True:
            new = [t for t in asyncio.all_tasks() if t not in known and not t.done()]
            new = [t for t in new if t is not asyncio.current_task() and not _sleeper(t)]
            if not new:
                break
            await asyncio.gather(*new, return_exceptions=True)
            known |= set(new)
        return self.session.sent[before:]

    async def command(
        self,
        user: int,
        name: str,
        sub: str | None = None,
        *,
        channel: int = CHANNEL,
        permissions: int = 0,
        **options: Any,
    ) -> list[Sent]:
        opts = [_option(k, v) for k, v in options.items() if v is not None]
        data: dict[str, Any] = {"id": str(APP_ID + 7), "name": name, "type": 1}
        data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
        picked = [v for v in options.values() if isinstance(v, UserArg)]
        if picked:
            data["resolved"] = {
                "users": {str(u.id): _user(u.id) for u in picked},
                "members": {
                    str(u.id): {"roles": [], "joined_at": "2026-01-01T00:00:00+00:00", "flags": 0}
                    for u in picked
                },
            }
        payload = self._base(2, user, channel, permissions)
        payload["data"] = data
        return await self._dispatch(payload)

    async def autocomplete(
        self, user: int, name: str, sub: str | None, focused: str, *, channel: int = CHANNEL, **options: Any
    ) -> list[dict[str, Any]]:
        opts = [_option(k, v, focused=(k == focused)) for k, v in options.items()]
        data: dict[str, Any] = {"id": str(APP_ID + 7), "name": name, "type": 1}
        data["options"] = [{"type": 1, "name": sub, "options": opts}] if sub else opts
        payload = self._base(4, user, channel, 0)
        payload["data"] = data
        sent = await self._dispatch(payload)
        answers = [s for s in sent if s.kind == "response"]
        assert len(answers) == 1, sent
        assert answers[0].payload["type"] == 8  # APPLICATION_COMMAND_AUTOCOMPLETE_RESULT
        return list(answers[0].payload["data"]["choices"])

    async def click(
        self, user: int, message: Sent, custom_id: str, *, channel: int = CHANNEL, permissions: int = 0
    ) -> list[Sent]:
        assert custom_id in message.custom_ids(), (custom_id, message.custom_ids())
        payload = self._base(3, user, channel, permissions)
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        payload["message"] = message_payload(next(self._ids), message.message, channel)
        return await self._dispatch(payload)

    async def select(
        self, user: int, message: Sent, custom_id: str, value: str, *, channel: int = CHANNEL
    ) -> list[Sent]:
        """Pick ``value`` in the select menu ``custom_id`` of ``message``."""
        assert custom_id in message.custom_ids(), (custom_id, message.custom_ids())
        menu = next(
            c
            for row in message.message["components"]
            for c in row["components"]
            if c.get("custom_id") == custom_id
        )
        assert value in [o["value"] for o in menu["options"]], (value, menu["options"])
        payload = self._base(3, user, channel, 0)
        payload["data"] = {"custom_id": custom_id, "component_type": 3, "values": [value]}
        payload["message"] = message_payload(next(self._ids), message.message, channel)
        return await self._dispatch(payload)


def _sleeper(task: asyncio.Task[Any]) -> bool:
    """A view's 15-minute timeout timer (ephemeral views get one): not part of handling the click."""
    return "timeout_task_impl" in getattr(task.get_coro(), "__qualname__", "")


def public(sent: Iterable[Sent]) -> list[Sent]:
    """Messages the whole channel sees (not deferrals, not autocomplete lists shown to one typist)."""
    return [
        s
        for s in sent
        if (s.kind == "channel" and s.status == 200)
        or (s.kind in ("response", "followup") and not s.ephemeral and s.response_type not in (5, 6, 8))
    ]


def posted(sent: Iterable[Sent]) -> list[Sent]:
    """Messages posted in the channel (the public news)."""
    return [s for s in sent if s.kind == "channel" and s.status == 200]


def ephemeral(sent: Iterable[Sent]) -> list[Sent]:
    """Messages only their addressee sees (not the deferral placeholders)."""
    return [
        s
        for s in sent
        if s.kind in ("response", "followup") and s.ephemeral and s.response_type not in (5, 6, 8)
    ]


def acks(sent: Iterable[Sent]) -> list[Sent]:
    """The acknowledgements (deferrals) of interactions: ephemeral "thinking" or a silent click ack."""
    return [s for s in sent if s.kind == "response" and s.response_type in (5, 6)]
