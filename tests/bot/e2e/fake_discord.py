"""A small Discord-compatible server on 127.0.0.1: REST over HTTP and the gateway over a WebSocket.

The real ``hexwar bot`` process (discord.py's own HTTP client, gateway client and webhook adapter) is
pointed at it with ``HEXWAR_DISCORD_API`` and talks to it exactly as it talks to Discord:

* REST (``/api/v10``): ``GET /users/@me`` (401 for a wrong token), ``GET /oauth2/applications/@me``,
  ``GET /gateway/bot``, ``PUT`` application commands (global and guild), interaction callbacks
  (``POST /interactions/{id}/{token}/callback``: reply, defer, update, autocomplete; a second
  acknowledgement is refused with 40060 like Discord does), follow-ups and edits through the
  interaction webhook (``/webhooks/{app}/{token}[/messages/{id|@original}]``), channel messages, and
  multipart bodies (``payload_json`` plus ``files[n]``, e.g. the map PNG).
* Gateway: HELLO, heartbeats and their ACKs, IDENTIFY (close code 4004 for a wrong token), READY,
  GUILD_CREATE, dispatched events with sequence numbers, RESUME (missed events replayed, then RESUMED)
  or INVALID_SESSION.
* Faults on demand: an HTTP status (429 with ``retry_after`` and the ``Via`` header Discord's edge adds,
  5xx, 403 …) or a dropped connection for the next matching requests, and a dropped or closed gateway.

Every request is recorded (``calls``), and every message the bot creates is kept as Discord would
show it (``messages``): who can see it (ephemeral or not), whom it pings, its buttons and files.
Nothing here is hexwar-specific; requests to routes it does not know are answered 404 and recorded in
``unknown`` so that a test can insist there were none.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import re
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

APP_ID = 910_000_000_000_000_001
BOT_ID = 910_000_000_000_000_002
GUILD = 810_000_000_000_000_001
EPHEMERAL = 64
API = "/api/v10"

# interaction callback types
REPLY, DEFER, DEFER_UPDATE, UPDATE, AUTOCOMPLETE = 4, 5, 6, 7, 8

RETRY_QUIET = 12.0  # seconds to wait for a retry after a failed request
_MENTION = re.compile(r"<@!?(\d+)>")
_TOKEN_PATH = re.compile(r"^/(?:interactions/\d+|webhooks/\d+)/([^/]+)")  # the interaction token


@dataclass
class Call:
    """One HTTP request the bot made, and how it was answered."""

    method: str
    path: str
    query: dict[str, str]
    payload: Any
    files: list[tuple[str, bytes]]
    headers: dict[str, str]
    status: int = 0
    fault: str | None = None  # what was injected instead of a normal answer
    at: float = field(default_factory=time.monotonic)


@dataclass
class Message:
    """A message as Discord keeps it: in a channel, seen by everyone or (ephemeral) by one user."""

    id: int
    channel_id: int
    content: str
    components: list[dict[str, Any]]
    flags: int
    files: list[tuple[str, bytes]]
    allowed_mentions: dict[str, Any] | None
    interaction_id: int | None = None
    visible_to: int | None = None  # the user who sees an ephemeral message; None: the whole channel
    pings: frozenset[int] = frozenset()  # users notified when it was posted
    edits: int = 0
    deleted: bool = False
    posted_components: list[dict[str, Any]] = field(default_factory=list)  # as first posted, before edits

    @property
    def ephemeral(self) -> bool:
        return self.visible_to is not None

    def custom_ids(self) -> list[str]:
        return [
            c["custom_id"] for row in self.components for c in row.get("components", []) if "custom_id" in c
        ]

    def labels(self) -> dict[str, str]:
        return {
            c["custom_id"]: str(c.get("label", ""))
            for row in self.components
            for c in row.get("components", [])
            if "custom_id" in c
        }

    def payload(self) -> dict[str, Any]:
        """The message object of Discord's API."""
        return {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "guild_id": str(GUILD),
            "author": bot_user(),
            "content": self.content,
            "timestamp": "2026-11-25T12:00:00+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [
                {
                    "id": str(self.id + i + 1),
                    "filename": name,
                    "size": len(data),
                    "url": f"http://127.0.0.1/attachments/{self.id}/{name}",
                    "proxy_url": f"http://127.0.0.1/attachments/{self.id}/{name}",
                }
                for i, (name, data) in enumerate(self.files)
            ],
            "embeds": [],
            "pinned": False,
            "type": 0 if self.interaction_id is None else 20,
            "flags": self.flags,
            "components": self.components,
        }


@dataclass
class Interaction:
    """One interaction sent to the bot, and everything the bot did with its token."""

    id: int
    token: str
    type: int
    user_id: int
    channel_id: int
    payload: dict[str, Any]
    response_type: int | None = None
    deferred_ephemeral: bool = False
    original: Message | None = None  # the response message (or the clicked message, for an update)
    thinking_replaced: bool = False
    messages: list[Message] = field(default_factory=list)  # messages created with this token, in order
    calls: list[Call] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None  # an autocomplete answer

    channel_posts: list[Message] = field(default_factory=list)  # posted in its channel while it was handled

    @property
    def shown(self) -> list[Message]:
        """Every message this interaction led to, as the channel and its author see them now, in order."""
        return sorted((m for m in self.messages + self.channel_posts if not m.deleted), key=lambda m: m.id)

    @property
    def public(self) -> list[Message]:
        """What the whole channel sees: public replies and follow-ups, and channel messages."""
        return [m for m in self.shown if not m.ephemeral]

    @property
    def ephemeral(self) -> list[Message]:
        """What only its author sees."""
        return [m for m in self.shown if m.ephemeral]

    def answered(self, idle: float = 6.0) -> bool:
        """Acknowledged, and past a bare acknowledgement. A deferral ("thinking…") is answered by a
        follow-up, an edit or the removal of its placeholder; a click acknowledged without a message
        (DEFER_UPDATE) or by editing the clicked message (UPDATE, e.g. removing its buttons) is answered
        by what follows it (a follow-up or a post in the channel), or after ``idle`` seconds of nothing.
        Anything else (a reply, autocomplete choices) is its own answer."""
        if self.response_type is None:
            return False
        if self.response_type not in (DEFER, DEFER_UPDATE, UPDATE):
            return True
        followed = bool(self.channel_posts) or any(
            c.method in ("POST", "PATCH", "DELETE") and "/webhooks/" in c.path and c.status < 300
            for c in self.calls
        )
        if followed or self.response_type == DEFER:
            return followed
        acked = min((c.at for c in self.calls if c.path.endswith("/callback")), default=time.monotonic())
        return time.monotonic() - acked >= idle


@dataclass
class Fault:
    """Answer the next ``times`` requests matching ``method`` and ``path`` (a regex) with a failure."""

    method: str
    path: str
    status: int = 500
    times: int = 1
    retry_after: float | None = None  # for 429
    drop: bool = False  # close the connection without answering
    body: dict[str, Any] | None = None

    def matches(self, method: str, path: str) -> bool:
        return self.times > 0 and method == self.method and re.search(self.path, path) is not None


def _json(body: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """Exactly ``Content-Type: application/json``, as Discord sends it (discord.py compares the header)."""
    out = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(body=json.dumps(body).encode(), status=status, headers=out)


def invalid_message(body: dict[str, Any]) -> str | None:
    """Why Discord would refuse this message body (400, code 50035 Invalid Form Body), or None."""
    if len(str(body.get("content") or "")) > 2000:
        return "content: Must be 2000 or fewer in length."
    rows = list(body.get("components") or [])
    if len(rows) > 5:
        return "components: Must be 5 or fewer in length."
    for row in rows:
        items = list(row.get("components") or [])
        if len(items) > 5:
            return "components.components: Must be 5 or fewer in length."
        for item in items:
            if len(str(item.get("custom_id", ""))) > 100:
                return "custom_id: Must be 100 or fewer in length."
            if len(str(item.get("label", ""))) > 80:
                return "label: Must be 80 or fewer in length."
            if len(item.get("options") or []) > 25:
                return "options: Must be 25 or fewer in length."
    return None


def bot_user() -> dict[str, Any]:
    return {"id": str(BOT_ID), "username": "hexwar", "discriminator": "0", "avatar": None, "bot": True}


def user_payload(uid: int) -> dict[str, Any]:
    return {
        "id": str(uid),
        "username": f"player{uid}",
        "discriminator": "0",
        "avatar": None,
        "global_name": None,
    }


def channel_payload(channel_id: int) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(GUILD),
        "name": f"war-room-{channel_id % 1000}",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
    }


def pings(content: str, allowed: dict[str, Any] | None, flags: int) -> frozenset[int]:
    """Users a new message notifies: mentioned in its text and allowed by ``allowed_mentions``."""
    if flags & EPHEMERAL:
        return frozenset()
    mentioned = {int(m) for m in _MENTION.findall(content)}
    if allowed is None:
        return frozenset(mentioned)
    users = allowed.get("users")
    if users is not None and "users" not in (allowed.get("parse") or []):
        return frozenset(mentioned & {int(u) for u in users})
    return frozenset(mentioned) if "users" in (allowed.get("parse") or []) else frozenset()


class GatewaySession:
    """One gateway session (survives reconnects through RESUME): its events by sequence number."""

    def __init__(self, session_id: str) -> None:
        self.id = session_id
        self.seq = 0
        self.history: list[dict[str, Any]] = []
        self.ws: web.WebSocketResponse | None = None
        self.request: web.Request | None = None

    def event(self, name: str, data: Any) -> dict[str, Any]:
        self.seq += 1
        msg = {"op": 0, "t": name, "s": self.seq, "d": data}
        self.history.append(msg)
        return msg


class FakeDiscord:
    """The server. ``await start()``, point the bot at ``api_url``, then drive it with ``interact``."""

    def __init__(self, token: str, *, heartbeat_ms: int = 500) -> None:
        self.token = token
        self.heartbeat_ms = heartbeat_ms
        self.calls: list[Call] = []
        self.unknown: list[Call] = []
        self.faults: list[Fault] = []
        self.messages: dict[int, Message] = {}
        self.interactions: dict[str, Interaction] = {}  # by token
        self.commands: dict[str, list[dict[str, Any]]] = {}  # "global" or the guild id -> as synced
        self.channels: set[int] = set()
        self.sessions: dict[str, GatewaySession] = {}
        self.session: GatewaySession | None = None  # the current one
        self.gateway_log: list[tuple[str, Any]] = []  # ("connect"|"identify"|"resume"|"heartbeat"|…, data)
        self._ids = itertools.count(600_000_000_000_000_001)
        self._changed = asyncio.Condition()
        self._open: list[Interaction] = []  # interactions not yet settled
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.refuse_identify = False  # close IDENTIFY with 4004 (a token revoked after the REST login)

    # ------------------------------------------------------------------ lifecycle

    @property
    def api_url(self) -> str:
        return f"http://127.0.0.1:{self.port}{API}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/gateway/", self._gateway)
        app.router.add_route("*", API + "/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for session in self.sessions.values():
            if session.ws is not None and not session.ws.closed:
                await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    async def _notify(self) -> None:
        async with self._changed:
            self._changed.notify_all()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 15.0, what: str = "") -> Any:
        """Wait until ``predicate()`` is truthy (re-checked whenever the bot sends something)."""
        deadline = time.monotonic() + timeout
        async with self._changed:
            while not (result := predicate()):
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError(f"timed out after {timeout} s waiting for {what or predicate}")
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), min(left, 0.25))
        return result

    # ------------------------------------------------------------------ faults

    def fail(
        self,
        method: str,
        path: str,
        status: int = 500,
        *,
        times: int = 1,
        retry_after: float | None = None,
        drop: bool = False,
        body: dict[str, Any] | None = None,
    ) -> Fault:
        fault = Fault(method, path, status, times, retry_after, drop, body)
        self.faults.append(fault)
        return fault

    def _fault_for(self, method: str, path: str) -> Fault | None:
        for fault in self.faults:
            if fault.matches(method, path):
                fault.times -= 1
                return fault
        return None

    # ------------------------------------------------------------------ REST

    async def _rest(self, request: web.Request) -> web.StreamResponse:
        path = "/" + request.match_info["tail"]
        payload, files = await _read_body(request)
        call = Call(request.method, path, dict(request.query), payload, files, dict(request.headers))
        self.calls.append(call)
        if (m := _TOKEN_PATH.match(path)) and (inter := self.interactions.get(m.group(1))) is not None:
            inter.calls.append(call)
        try:
            fault = self._fault_for(request.method, path)
            if fault is not None:
                return await self._inject(request, call, fault)
            by_token = path.startswith(("/webhooks/", "/interactions/"))  # the interaction token is the key
            if not by_token and request.headers.get("Authorization") != f"Bot {self.token}":
                return self._error(call, 401, 0, "401: Unauthorized")
            return await self._route(request, call, path)
        finally:
            await self._notify()

    async def _inject(self, request: web.Request, call: Call, fault: Fault) -> web.StreamResponse:
        if fault.drop:
            call.fault, call.status = "dropped", 0
            if request.transport is not None:
                request.transport.close()
            return web.Response(status=500)  # never reaches the bot: the connection is gone
        call.fault = f"HTTP {fault.status}"
        if fault.status == 429:
            retry = 1.0 if fault.retry_after is None else fault.retry_after
            body = fault.body or {
                "message": "You are being rate limited.",
                "retry_after": retry,
                "global": False,
            }
            call.status = 429
            headers = {
                "Via": "1.1 google",  # discord.py treats a 429 without it as a Cloudflare ban
                "Retry-After": str(max(1, round(retry))),
                "X-RateLimit-Limit": "1",
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": str(retry),
                "X-RateLimit-Scope": "user",
            }
            return _json(body, status=429, headers=headers)
        messages = {403: "Missing Access", 404: "Unknown", 500: "Internal Server Error", 502: "Bad Gateway"}
        codes = {403: 50001, 404: 10008}
        body = fault.body or {
            "message": messages.get(fault.status, "Error"),
            "code": codes.get(fault.status, 0),
        }
        call.status = fault.status
        return _json(body, status=fault.status)

    def _error(self, call: Call, status: int, code: int, message: str) -> web.Response:
        call.status = status
        return _json({"message": message, "code": code}, status=status)

    def _ok(self, call: Call, body: Any, status: int = 200) -> web.Response:
        call.status = status
        if body is None:
            return web.Response(status=204)
        return _json(body, status=status)

    async def _route(self, request: web.Request, call: Call, path: str) -> web.StreamResponse:
        method = request.method
        if method == "GET" and path == "/users/@me":
            return self._ok(call, bot_user())
        if method == "GET" and path == "/oauth2/applications/@me":
            return self._ok(call, _application())
        if method == "GET" and path == "/gateway/bot":
            limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
            return self._ok(call, {"url": self.gateway_url, "shards": 1, "session_start_limit": limit})
        if m := re.fullmatch(rf"/applications/{APP_ID}(?:/guilds/(\d+))?/commands", path):
            if method == "PUT":
                where = m.group(1) or "global"
                out = [
                    {**c, "id": str(next(self._ids)), "application_id": str(APP_ID), "version": "1"}
                    for c in call.payload or []
                ]
                self.commands[where] = out
                return self._ok(call, out)
            if method == "GET":
                return self._ok(call, self.commands.get(m.group(1) or "global", []))
        if m := re.fullmatch(r"/interactions/(\d+)/([^/]+)/callback", path):
            return self._callback(call, m.group(2))
        if m := re.fullmatch(rf"/webhooks/{APP_ID}/([^/]+)(?:/messages/([^/]+))?", path):
            return self._webhook(request, call, m.group(1), m.group(2))
        if (
            (m := re.fullmatch(r"/channels/(\d+)", path))
            and method == "GET"
            and int(m.group(1)) in self.channels
        ):
            return self._ok(call, channel_payload(int(m.group(1))))
        if m := re.fullmatch(r"/channels/(\d+)/messages(?:/(\d+))?", path):
            return self._channel_messages(call, int(m.group(1)), m.group(2))
        self.unknown.append(call)
        return self._error(call, 404, 0, f"404: Not Found ({method} {path})")

    def _new_message(
        self, channel_id: int, body: dict[str, Any], files: list[tuple[str, bytes]], *, visible_to: int | None
    ) -> Message:
        flags = int(body.get("flags") or 0)
        content = str(body.get("content") or "")
        allowed = body.get("allowed_mentions")
        message = Message(
            id=next(self._ids),
            channel_id=channel_id,
            content=content,
            components=list(body.get("components") or []),
            flags=flags,
            files=list(files),
            allowed_mentions=allowed,
            visible_to=visible_to,
            pings=frozenset() if visible_to is not None else pings(content, allowed, flags),
            posted_components=list(body.get("components") or []),
        )
        self.messages[message.id] = message
        return message

    def _callback(self, call: Call, token: str) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None:
            return self._error(call, 404, 10062, "Unknown interaction")
        if inter.response_type is not None:
            return self._error(call, 400, 40060, "Interaction has already been acknowledged.")
        body = call.payload or {}
        rtype = int(body.get("type", 0))
        data = dict(body.get("data") or {})
        flags = int(data.get("flags") or 0)
        if rtype in (REPLY, UPDATE) and (why := invalid_message(data)):
            return self._error(call, 400, 50035, f"Invalid Form Body: data.{why}")
        if rtype == AUTOCOMPLETE and len(data.get("choices") or []) > 25:
            return self._error(
                call, 400, 50035, "Invalid Form Body: data.choices: Must be 25 or fewer in length."
            )
        inter.response_type = rtype
        resource: dict[str, Any] = {"type": rtype}
        if rtype == REPLY:
            visible = inter.user_id if flags & EPHEMERAL else None
            message = self._new_message(inter.channel_id, data, call.files, visible_to=visible)
            message.interaction_id = inter.id
            inter.original = message
            inter.messages.append(message)
            resource["message"] = message.payload()
        elif rtype == DEFER:
            inter.deferred_ephemeral = bool(flags & EPHEMERAL)
        elif rtype == DEFER_UPDATE:
            inter.original = self._clicked(inter)  # "@original" is then the clicked message
        elif rtype == UPDATE:
            clicked = self._clicked(inter)
            if clicked is not None:
                _edit(clicked, data, call.files)
                inter.original = clicked
                resource["message"] = clicked.payload()
        elif rtype == AUTOCOMPLETE:
            inter.choices = list(data.get("choices") or [])
        answer = {
            "interaction": {
                "id": str(inter.id),
                "type": inter.type,
                "response_message_id": str(inter.original.id) if inter.original else None,
                "response_message_loading": rtype == DEFER,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            },
            "resource": resource,
        }
        if call.query.get("with_response") not in ("1", "true", "True"):
            return self._ok(call, None)
        return self._ok(call, answer)

    def _clicked(self, inter: Interaction) -> Message | None:
        raw = inter.payload.get("message") or {}
        return self.messages.get(int(raw.get("id", 0)))

    def _webhook(self, request: web.Request, call: Call, token: str, message_ref: str | None) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None:
            return self._error(call, 401, 50027, "Invalid Webhook Token")
        if inter.response_type is None:
            return self._error(call, 404, 10015, "Unknown Webhook")
        body = dict(call.payload or {})
        if request.method in ("POST", "PATCH") and (why := invalid_message(body)):
            return self._error(call, 400, 50035, f"Invalid Form Body: {why}")
        if message_ref is None and request.method == "POST":
            flags = int(body.get("flags") or 0)
            if inter.response_type == DEFER and not inter.thinking_replaced:
                # the first follow-up of a deferral replaces its "thinking…" and keeps its visibility
                inter.thinking_replaced = True
                ephemeral = inter.deferred_ephemeral
            else:
                ephemeral = bool(flags & EPHEMERAL)
            if ephemeral:
                body["flags"] = flags | EPHEMERAL
            message = self._new_message(
                inter.channel_id, body, call.files, visible_to=inter.user_id if ephemeral else None
            )
            message.interaction_id = inter.id
            inter.messages.append(message)
            if inter.original is None:
                inter.original = message
            wait = call.query.get("wait") in ("1", "true", "True")
            return self._ok(call, message.payload() if wait else None)
        target = self._webhook_target(inter, message_ref, request.method)
        if target is None:
            return self._error(call, 404, 10008, "Unknown Message")
        if request.method == "PATCH":
            _edit(target, body, call.files)
            return self._ok(call, target.payload())
        if request.method == "GET":
            return self._ok(call, target.payload())
        if request.method == "DELETE":
            target.deleted = True
            return self._ok(call, None)
        return self._error(call, 405, 0, "405: Method Not Allowed")

    def _webhook_target(self, inter: Interaction, ref: str | None, method: str) -> Message | None:
        if ref == "@original":
            if inter.original is None and inter.response_type == DEFER and method == "DELETE":
                # the "thinking…" placeholder goes away, and nothing was posted
                inter.thinking_replaced = True
                return Message(0, inter.channel_id, "", [], 0, [], None, deleted=True)
            if inter.original is None and inter.response_type == DEFER:
                # editing the deferred response posts it
                visible = inter.user_id if inter.deferred_ephemeral else None
                inter.original = self._new_message(inter.channel_id, {}, [], visible_to=visible)
                inter.original.interaction_id = inter.id
                inter.messages.append(inter.original)
                inter.thinking_replaced = True
            return inter.original
        return self.messages.get(int(ref)) if ref and ref.isdigit() else None

    def _channel_messages(self, call: Call, channel_id: int, message_id: str | None) -> web.Response:
        if call.method in ("POST", "PATCH") and (why := invalid_message(dict(call.payload or {}))):
            return self._error(call, 400, 50035, f"Invalid Form Body: {why}")
        if message_id is None and call.method == "POST":
            message = self._new_message(channel_id, dict(call.payload or {}), call.files, visible_to=None)
            for inter in self.handling(channel_id):
                inter.channel_posts.append(message)
            return self._ok(call, message.payload())
        if message_id is None and call.method == "GET":
            found = [
                m.payload() for m in self.messages.values() if m.channel_id == channel_id and not m.ephemeral
            ]
            return self._ok(call, list(reversed(found))[: int(call.query.get("limit", "50"))])
        target = self.messages.get(int(message_id or 0))
        if target is None or target.channel_id != channel_id:
            return self._error(call, 404, 10008, "Unknown Message")
        if call.method == "PATCH":
            _edit(target, dict(call.payload or {}), call.files)
            return self._ok(call, target.payload())
        if call.method == "GET":
            return self._ok(call, target.payload())
        if call.method == "DELETE":
            target.deleted = True
            return self._ok(call, None)
        return self._error(call, 405, 0, "405: Method Not Allowed")

    # ------------------------------------------------------------------ gateway

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        ws = web.WebSocketResponse(max_msg_size=0, autoping=True)
        await ws.prepare(request)
        self.gateway_log.append(("connect", dict(request.query)))
        await ws.send_json({"op": 10, "d": {"heartbeat_interval": self.heartbeat_ms}})
        session: GatewaySession | None = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                frame = json.loads(msg.data)
                op, data = frame.get("op"), frame.get("d")
                if op == 1:
                    self.gateway_log.append(("heartbeat", data))
                    await ws.send_json({"op": 11})
                elif op == 2:
                    self.gateway_log.append(("identify", {k: v for k, v in data.items() if k != "token"}))
                    if data.get("token") != self.token or self.refuse_identify:
                        self.gateway_log.append(("refused", 4004))
                        await ws.close(code=4004, message=b"Authentication failed.")
                        break
                    session = await self._identify(request, ws)
                elif op == 6:
                    self.gateway_log.append(
                        ("resume", {"seq": data.get("seq"), "session_id": data.get("session_id")})
                    )
                    session = await self._resume(request, ws, data)
                else:
                    self.gateway_log.append((f"op{op}", data))
                await self._notify()
        finally:
            if session is not None and session.ws is ws:
                session.ws = None
                session.request = None
            self.gateway_log.append(("disconnect", ws.close_code))
            await self._notify()
        return ws

    async def _identify(self, request: web.Request, ws: web.WebSocketResponse) -> GatewaySession:
        session = GatewaySession(f"session-{len(self.sessions) + 1}")
        self.sessions[session.id] = session
        self.session = session
        session.ws, session.request = ws, request
        ready = {
            "v": 10,
            "user": bot_user(),
            "guilds": [{"id": str(GUILD), "unavailable": True}],
            "session_id": session.id,
            "resume_gateway_url": self.gateway_url,
            "shard": [0, 1],
            "application": {"id": str(APP_ID), "flags": 0},
            "private_channels": [],
        }
        await ws.send_json(session.event("READY", ready))
        await ws.send_json(session.event("GUILD_CREATE", self._guild()))
        self.gateway_log.append(("ready", session.id))
        return session

    async def _resume(
        self, request: web.Request, ws: web.WebSocketResponse, data: dict[str, Any]
    ) -> GatewaySession | None:
        session = self.sessions.get(str(data.get("session_id")))
        if session is None or data.get("token") != self.token:
            await ws.send_json({"op": 9, "d": False})
            return None
        session.ws, session.request = ws, request
        self.session = session
        seq = int(data.get("seq") or 0)
        for event in session.history:
            if event["s"] > seq:
                await ws.send_json(event)
        session.seq += 1
        await ws.send_json({"op": 0, "t": "RESUMED", "s": session.seq, "d": {}})
        self.gateway_log.append(("resumed", session.id))
        return session

    def _guild(self) -> dict[str, Any]:
        return {
            "id": str(GUILD),
            "name": "Wargamers",
            "icon": None,
            "owner_id": "1",
            "region": "europe",
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [
                {
                    "id": str(GUILD),
                    "name": "@everyone",
                    "permissions": str(0x400 | 0x800 | 0x8000 | 0x10000 | 0x80000000),
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "vanity_url_code": None,
            "description": None,
            "banner": None,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "public_updates_channel_id": None,
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "unavailable": False,
            "member_count": 3,
            "large": False,
            "joined_at": "2026-01-01T00:00:00+00:00",
            "members": [
                {
                    "user": bot_user(),
                    "roles": [],
                    "joined_at": "2026-01-01T00:00:00+00:00",
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                }
            ],
            "channels": [channel_payload(c) for c in sorted(self.channels)],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    async def dispatch(self, name: str, data: Any) -> None:
        """Send an event on the current session (kept for a RESUME if the connection is down)."""
        session = self.session
        if session is None:
            raise RuntimeError("the bot has not identified on the gateway")
        event = session.event(name, data)
        if session.ws is not None and not session.ws.closed:
            await session.ws.send_json(event)

    async def drop_gateway(self) -> None:
        """Cut the gateway's TCP connection without a close frame (a network failure)."""
        session = self.session
        if session is not None and session.request is not None and session.request.transport is not None:
            session.request.transport.close()

    async def close_gateway(self, code: int = 4000) -> None:
        """Close the gateway with a close frame (4000: unknown error, the client should resume)."""
        session = self.session
        if session is not None and session.ws is not None:
            await session.ws.close(code=code, message=b"closed by the server")

    def connected(self) -> bool:
        return self.session is not None and self.session.ws is not None and not self.session.ws.closed

    def count(self, kind: str) -> int:
        return sum(1 for k, _ in self.gateway_log if k == kind)

    # ------------------------------------------------------------------ users' side

    def add_channel(self, channel_id: int) -> None:
        self.channels.add(channel_id)

    async def interact(
        self, itype: int, user: int, channel: int, data: dict[str, Any], **extra: Any
    ) -> Interaction:
        """Dispatch an INTERACTION_CREATE as Discord does when a user runs a command or clicks."""
        iid = next(self._ids)
        token = f"itoken-{iid}"
        permissions = int(extra.pop("permissions", 0x400 | 0x800 | 0x8000 | 0x10000 | 0x80000000))
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "guild_id": str(GUILD),
            "channel_id": str(channel),
            "channel": channel_payload(channel),
            "member": {
                "user": user_payload(user),
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": False,
                "mute": False,
                "flags": 0,
                "permissions": str(permissions),
            },
            "locale": "en-US",
            "guild_locale": "en-US",
            "app_permissions": str(0x400 | 0x800 | 0x8000 | 0x10000 | 0x4000),
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(GUILD)},
            "context": 0,
            "attachment_size_limit": 8_388_608,
            **extra,
        }
        inter = Interaction(iid, token, itype, user, channel, payload)
        self.interactions[token] = inter
        self._open.append(inter)
        await self.dispatch("INTERACTION_CREATE", payload)
        return inter

    async def redeliver(self, inter: Interaction) -> None:
        """Send the same INTERACTION_CREATE again (same id, same token), as a gateway replay can."""
        await self.dispatch("INTERACTION_CREATE", inter.payload)

    async def settle(self, inter: Interaction, *, quiet: float = 0.25, timeout: float = 15.0) -> Interaction:
        """Wait until the bot has answered ``inter``, then sent nothing about it (with its token or in its
        channel) for ``quiet`` s."""
        try:
            await self.wait_for(inter.answered, timeout, f"an answer to interaction {inter.id}")
            deadline = time.monotonic() + timeout
            while time.monotonic() < deadline:
                calls = sorted(inter.calls + self.channel_calls(inter.channel_id), key=lambda c: c.at)
                last = calls[-1].at if calls else time.monotonic()
                # after a failure the library sleeps before its retry (1 s and more for a 5xx): keep waiting
                failed = bool(calls) and (calls[-1].status >= 500 or calls[-1].status in (0, 429))
                left = last + (RETRY_QUIET if failed else quiet) - time.monotonic()
                if left <= 0:
                    return inter
                await asyncio.sleep(left)
            raise TimeoutError(f"interaction {inter.id} never went quiet")
        finally:
            if inter in self._open:
                self._open.remove(inter)

    def handling(self, channel: int) -> list[Interaction]:
        """The interactions of ``channel`` still being settled (a channel post is part of their answer)."""
        return [i for i in self._open if i.channel_id == channel]

    def channel_messages(self, channel: int, *, public: bool = True) -> list[Message]:
        """Messages in ``channel`` now (not deleted), public ones only by default, in order."""
        return [
            m
            for m in self.messages.values()
            if m.channel_id == channel and not m.deleted and not (public and m.ephemeral)
        ]

    def channel_calls(self, channel: int) -> list[Call]:
        return [c for c in self.calls if c.path.startswith(f"/channels/{channel}/")]

    def pinged(self, channel: int) -> list[tuple[int, frozenset[int]]]:
        return [(m.id, m.pings) for m in self.channel_messages(channel) if m.pings]


def _edit(message: Message, body: dict[str, Any], files: Iterable[tuple[str, bytes]]) -> None:
    if "content" in body:
        message.content = str(body.get("content") or "")
    if "components" in body:
        message.components = list(body.get("components") or [])
    files = list(files)
    if files:
        message.files = files
    message.edits += 1


def _application() -> dict[str, Any]:
    return {
        "id": str(APP_ID),
        "name": "hexwar",
        "icon": None,
        "description": "",
        "rpc_origins": [],
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": user_payload(1),
        "summary": "",
        "verify_key": "0" * 64,
        "team": None,
        "flags": 0,
        "interactions_endpoint_url": None,
        "tags": [],
        "redirect_uris": [],
        "approximate_guild_count": 1,
    }


async def _read_body(request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
    """A JSON body, or a multipart one as discord.py sends files: ``payload_json`` and ``files[n]``."""
    if not request.can_read_body:
        return None, []
    if request.content_type.startswith("multipart/"):
        payload: Any = None
        files: list[tuple[str, bytes]] = []
        reader = await request.multipart()
        while (part := await reader.next()) is not None:
            raw = await part.read()  # type: ignore[union-attr]
            if part.name == "payload_json":  # type: ignore[union-attr]
                payload = json.loads(raw)
            elif part.filename:  # type: ignore[union-attr]
                files.append((part.filename, bytes(raw)))  # type: ignore[union-attr]
        return payload, files
    text = await request.text()
    return (json.loads(text) if text else None), []
