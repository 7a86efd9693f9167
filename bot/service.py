"""The game service: everything the Discord app and the offline console do with a game, without Discord.

One call = load the channel's game → check the seat and the turn → let the rules engine parse and apply
the order → persist the new state and the log entry in one transaction → return an ``Outcome``.

Calls for one channel are serialised by an ``asyncio.Lock``; across connections and processes the
store's version check (``UPDATE … WHERE version = ?``) makes sure two orders never apply to the same
version. A refused order (a ``ServiceError`` here or a ``RulesError`` from the engine) changes nothing.
"""

from __future__ import annotations

import asyncio
import json
import secrets
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bot.store import GameExists, GameRow, NewAction, SeatRow, StaleVersion, Store
from engine.core.errors import RulesError
from engine.core.messages import Msg, add_locale_dir
from engine.core.messages import render as engine_render
from engine.core.protocol import Event, Prompt, Result, resolve_options
from engine.core.view import View
from engine.registry import get_ruleset

_LOCALE_DIR = Path(__file__).resolve().parent / "locale"


# ---------------------------------------------------------------------- messages


add_locale_dir(_LOCALE_DIR)


def text(msg: Msg, lang: str = "en") -> str:
    """The text of any message: the service's own keys (bot/locale) or an engine key."""
    return engine_render(msg, lang)


class ServiceError(Exception):
    """A seat, turn or game-level refusal. ``msg`` says why; ``text(lang)`` renders it."""

    def __init__(self, key: str, **params: Any) -> None:
        self.msg = Msg(key, params)
        super().__init__(text(self.msg))

    def text(self, lang: str = "en") -> str:
        return text(self.msg, lang)


# ---------------------------------------------------------------------- value types


@dataclass(frozen=True)
class Seat:
    user_id: int
    side: str
    role: str | None


@dataclass(frozen=True)
class GameInfo:
    channel_id: int
    system: str
    scenario: str
    status: str  # "setup" | "active" | "finished" | "abandoned"
    version: int
    creator_id: int
    seats: tuple[Seat, ...]
    options: Mapping[str, Any]
    seed: int
    sides: tuple[str, ...]
    roles: Mapping[str, tuple[str, ...]]

    def seats_of(self, user_id: int) -> tuple[Seat, ...]:
        return tuple(s for s in self.seats if s.user_id == user_id)


@dataclass(frozen=True)
class Outcome:
    game: GameInfo
    events: tuple[Event, ...]  # check .private_to before showing publicly
    view: View  # spectator view after the step (no hidden information)
    prompts: tuple[Prompt, ...]  # decisions owed now (Prompt.private → show choices only to the side)
    awaiting_users: tuple[int, ...]  # user ids who owe the next decision
    snapshot: bool  # post a map image now (activation ended, game start, game end)
    result: Result | None


@dataclass
class _Game:
    """A loaded game, cached per channel and valid while the stored version is unchanged."""

    row: GameRow  # state_json blanked: the live state is ``state``
    seats: tuple[Seat, ...]
    ruleset: Any
    state: Any
    info: GameInfo = field(init=False)

    def __post_init__(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        r = self.row
        self.info = GameInfo(
            channel_id=r.channel_id,
            system=r.system,
            scenario=r.scenario,
            status=r.status,
            version=r.version,
            creator_id=r.creator_id,
            seats=self.seats,
            options=dict(r.options),
            seed=r.seed,
            sides=tuple(self.ruleset.sides(self.state)),
            roles={k: tuple(v) for k, v in self.ruleset.roles(self.state).items()},
        )


def may_answer(seat: Seat, prompt: Prompt) -> bool:
    """A seat may answer a prompt of its side when either has no role or the roles agree."""
    return seat.side == prompt.side and (seat.role is None or prompt.role is None or seat.role == prompt.role)


def _json(data: Any) -> Any:
    """Normalise to plain JSON values (tuples become lists) so dumps compare equal to stored JSON."""
    return json.loads(json.dumps(data))


def replay_actions(ruleset: Any, state: Any, orders: Iterable[tuple[str, str]]) -> Any:
    """Apply canonical orders ``(side, order)`` one after another; the final state."""
    for side, order in orders:
        state = ruleset.apply(state, side, ruleset.parse(state, side, order)).state
    return state


# ---------------------------------------------------------------------- the service


class GameService:
    def __init__(self, store: Store, *, lang: str = "en") -> None:
        self.store = store
        self.lang = lang
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self._cache: dict[int, _Game] = {}

    # ------------------------------------------------------------------ loading

    async def _load(self, channel_id: int) -> _Game:
        version = await self.store.version(channel_id)
        if version is None:
            self._cache.pop(channel_id, None)
            raise ServiceError("service.no_game")
        g = self._cache.get(channel_id)
        if g is not None and g.row.version == version:
            return g
        row = await self.store.game(channel_id)
        if row is None:
            raise ServiceError("service.no_game")
        seats = tuple(_seat(s) for s in await self.store.seats(channel_id))
        ruleset = get_ruleset(row.system)
        state = ruleset.load(json.loads(row.state_json))
        g = _Game(replace(row, state_json=""), seats, ruleset, state)
        self._cache[channel_id] = g
        return g

    async def _read(self, channel_id: int) -> _Game:
        """Load for reading. Under the channel's lock, so a read never sees (and caches) a write of this
        connection that is still in its transaction."""
        async with self._locks[channel_id]:
            return await self._load(channel_id)

    def _stale(self, channel_id: int, err: StaleVersion) -> ServiceError:
        self._cache.pop(channel_id, None)
        return ServiceError("service.stale", current=err.current, expected=err.expected)

    def _update(self, g: _Game, version: int, *, state: Any = None, **row: Any) -> _Game:
        new = _Game(
            replace(g.row, version=version, **row),
            g.seats,
            g.ruleset,
            g.state if state is None else state,
        )
        self._cache[g.row.channel_id] = new
        return new

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _require_active(g: _Game) -> None:
        if g.row.status == "setup":
            raise ServiceError("service.not_started")
        if g.row.status != "active":
            raise ServiceError("service.finished", status=Msg(f"service.status.{g.row.status}"))

    def _result(self, g: _Game) -> Result | None:
        if g.row.result is not None:
            r = g.row.result
            return Result(r.get("winner"), Msg.from_json(r["reason"]), dict(r.get("score", {})))
        result: Result | None = g.ruleset.result(g.state)
        return result

    def _prompts(self, g: _Game) -> tuple[Prompt, ...]:
        if g.row.status != "active":
            return ()
        return tuple(g.ruleset.pending(g.state))

    def _awaiting(self, g: _Game, prompts: Sequence[Prompt]) -> tuple[int, ...]:
        out: list[int] = []
        for p in prompts:
            for s in g.seats:
                if may_answer(s, p) and s.user_id not in out:
                    out.append(s.user_id)
        return tuple(out)

    def _outcome(self, g: _Game, events: Sequence[Event], *, snapshot: bool) -> Outcome:
        prompts = self._prompts(g)
        return Outcome(
            game=g.info,
            events=tuple(events),
            view=g.ruleset.view(g.state, None),
            prompts=prompts,
            awaiting_users=self._awaiting(g, prompts),
            snapshot=snapshot,
            result=self._result(g),
        )

    def _owed(self, prompts: Sequence[Prompt]) -> tuple[str, str]:
        who = ", ".join(dict.fromkeys(f"{p.side} ({p.role})" if p.role else p.side for p in prompts))
        question = text(prompts[0].msg, self.lang) if prompts else ""
        return who, question

    def _user_side(self, g: _Game, user_id: int | None) -> str | None:
        """The side whose eyes a user sees through: one owing a decision now, else their first seat."""
        if user_id is None:
            return None
        mine = [s for s in g.seats if s.user_id == user_id]
        for p in self._prompts(g):
            for s in mine:
                if may_answer(s, p):
                    return s.side
        return mine[0].side if mine else None

    # ------------------------------------------------------------------ setup

    async def create(
        self,
        channel_id: int,
        user_id: int,
        system: str,
        scenario: str,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
    ) -> GameInfo:
        ruleset = get_ruleset(system)  # an unknown system is a RulesError naming the known ones
        ids = [s.id for s in ruleset.scenarios()]
        if scenario not in ids:
            raise ServiceError("service.unknown_scenario", scenario=scenario, system=system, scenarios=ids)
        opts = self._options(ruleset, system, options or {})
        seed = secrets.randbits(63) if seed is None else int(seed)
        state = ruleset.new_game(scenario, seed, opts)
        async with self._locks[channel_id]:
            try:
                row = await self.store.create_game(
                    channel_id=channel_id,
                    system=system,
                    scenario=scenario,
                    options=opts,
                    seed=seed,
                    creator_id=user_id,
                    state=ruleset.dump(state),
                )
            except GameExists as exc:
                old = exc.row
                raise ServiceError(
                    "service.game_exists",
                    system=old.system,
                    scenario=old.scenario,
                    status=Msg(f"service.status.{old.status}"),
                ) from None
            g = _Game(replace(row, state_json=""), (), ruleset, state)
            self._cache[channel_id] = g
            return g.info

    @staticmethod
    def _options(ruleset: Any, system: str, given: Mapping[str, Any]) -> dict[str, Any]:
        specs = tuple(ruleset.options())
        try:
            return dict(resolve_options(specs, given))
        except RulesError as err:
            if err.msg.key == "core.unknown_option":
                names = sorted(o.name for o in specs) or ["none"]
                raise ServiceError(
                    "service.unknown_option", name=err.msg.params["name"], system=system, options=names
                ) from None
            raise ServiceError("service.bad_option", **err.msg.params) from None

    async def join(self, channel_id: int, user_id: int, side: str, role: str | None = None) -> GameInfo:
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            if g.row.status not in ("setup", "active"):
                raise ServiceError("service.finished", status=Msg(f"service.status.{g.row.status}"))
            sides = g.info.sides
            if side not in sides:
                raise ServiceError("service.unknown_side", side=side, sides=list(sides))
            roles = g.info.roles.get(side, ())
            if role is not None and role not in roles:
                raise ServiceError(
                    "service.unknown_role",
                    side=side,
                    role=role,
                    roles=list(roles) or ["none: the whole side"],
                )
            seat = Seat(user_id, side, role)
            if seat in g.seats:
                return g.info
            try:
                version = await self.store.add_seat(channel_id, g.row.version, user_id, side, role)
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            new = self._update(g, version)
            new.seats = (*g.seats, seat)
            new.refresh()
            return new.info

    async def start(self, channel_id: int, user_id: int) -> Outcome:
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            if g.row.status == "active":
                raise ServiceError("service.already_started")
            if g.row.status != "setup":
                raise ServiceError("service.finished", status=Msg(f"service.status.{g.row.status}"))
            if user_id != g.row.creator_id and not any(s.user_id == user_id for s in g.seats):
                raise ServiceError("service.start_not_allowed")
            missing: list[str] = []
            for side in g.info.sides:
                seated = [s for s in g.seats if s.side == side]
                if not seated:
                    missing.append(side)
                    continue
                if not any(s.role is None for s in seated):
                    held = {s.role for s in seated}
                    missing.extend(f"{side} ({r})" for r in g.info.roles.get(side, ()) if r not in held)
            if missing:
                raise ServiceError("service.empty_seats", missing=missing)
            try:
                version = await self.store.set_status(channel_id, g.row.version, "active")
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            g = self._update(g, version, status="active")
            title = g.ruleset.view(g.state, None).title
            events = (Event(Msg("service.event.started", {"scenario": title})),)
            return self._outcome(g, events, snapshot=True)

    # ------------------------------------------------------------------ play

    async def order(
        self, channel_id: int, user_id: int, text_: str, *, version: int | None = None
    ) -> Outcome:
        order_text = text_.strip()
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            if version is not None and version != g.row.version:
                raise ServiceError("service.stale", current=g.row.version, expected=version)
            self._require_active(g)
            if not order_text:
                raise ServiceError("service.empty_order")
            ruleset = g.ruleset
            try:
                side, action = self._parse_for(g, user_id, order_text)
                canonical = ruleset.format(g.state, action)
                tr = ruleset.apply(g.state, side, action)
                result: Result | None = ruleset.result(tr.state)
            except BaseException:
                # A refused order changes nothing; reload from the database next time in case an engine
                # touched the cached state while refusing it.
                self._cache.pop(channel_id, None)
                raise
            status = "finished" if result is not None else "active"
            entry = NewAction(
                kind="order",
                side=side,
                user_id=user_id,
                order=canonical,
                input=order_text,
                rolls=[r.to_json() for r in tr.rolls],
                events=[e.to_json() for e in tr.events],
                undoable=tr.undoable,
            )
            try:
                _seq, new_version = await self.store.append_action(
                    channel_id, g.row.version, entry, state=ruleset.dump(tr.state), status=status
                )
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            g = self._update(g, new_version, state=tr.state, status=status)
            return self._outcome(g, tr.events, snapshot=tr.activation_ended or result is not None)

    def _parse_for(self, g: _Game, user_id: int, order_text: str) -> tuple[str, Any]:
        """Find the side this user answers for and read the order as that side."""
        mine = [s for s in g.seats if s.user_id == user_id]
        if not mine:
            raise ServiceError("service.not_seated", sides=list(g.info.sides))
        prompts = self._prompts(g)
        if not prompts:
            raise ServiceError("service.nothing_pending")
        sides = list(dict.fromkeys(p.side for p in prompts if any(may_answer(s, p) for s in mine)))
        if not sides:
            owed, question = self._owed(prompts)
            raise ServiceError("service.not_your_decision", owed=owed, question=question)
        first: RulesError | None = None
        for side in sides:  # hot seat: a player holding both sides answers for whichever the order fits
            try:
                return side, g.ruleset.parse(g.state, side, order_text)
            except RulesError as err:
                first = first or err
        assert first is not None
        raise first

    async def undo(self, channel_id: int, user_id: int) -> Outcome:
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            if g.row.status == "setup":
                raise ServiceError("service.not_started")
            if g.row.status == "abandoned":
                raise ServiceError("service.finished", status=Msg("service.status.abandoned"))
            last = await self.store.last_action(channel_id)
            if last is None or last.kind != "order":
                raise ServiceError("service.nothing_to_undo")
            if last.user_id != user_id:
                raise ServiceError("service.undo_not_yours", order=last.order, side=last.side)
            if not last.undoable:
                raise ServiceError("service.undo_not_allowed", order=last.order)
            snap = await self.store.snapshot_before(channel_id, last.seq)
            if snap is None:  # the creation snapshot is never deleted; guard anyway
                state = g.ruleset.new_game(g.row.scenario, g.row.seed, g.row.options)
                after = 0
            else:
                after, state_json = snap
                state = g.ruleset.load(json.loads(state_json))
            between = [
                (a.side, a.order)
                for a in await self.store.actions(channel_id, after_seq=after, include_undone=False)
                if a.seq < last.seq
            ]
            state = replay_actions(g.ruleset, state, between)
            try:
                version = await self.store.undo_action(
                    channel_id, g.row.version, last.seq, state=g.ruleset.dump(state)
                )
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            g = self._update(g, version, state=state, status="active", result=None)
            events = (Event(Msg("service.event.undone", {"side": last.side, "order": last.order})),)
            return self._outcome(g, events, snapshot=True)

    async def resign(self, channel_id: int, user_id: int) -> Outcome:
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            self._require_active(g)
            side = self._user_side(g, user_id)
            if side is None:
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            others = [s for s in g.info.sides if s != side]
            winner = others[0] if len(others) == 1 else None
            result = Result(winner, Msg("service.result.resigned", {"side": side}))
            event = Event(Msg("service.event.resigned", {"side": side, "winner": winner or "nobody"}))
            entry = NewAction(
                kind="resign", side=side, user_id=user_id, order="resign", events=[event.to_json()]
            )
            try:
                _seq, version = await self.store.append_action(
                    channel_id, g.row.version, entry, state=None, status="finished", result=result.to_json()
                )
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            g = self._update(g, version, status="finished", result=_json(result.to_json()))
            return self._outcome(g, (event,), snapshot=True)

    async def abandon(self, channel_id: int, user_id: int, *, is_admin: bool) -> GameInfo:
        async with self._locks[channel_id]:
            g = await self._load(channel_id)
            if not is_admin and user_id != g.row.creator_id:
                raise ServiceError("service.abandon_not_allowed")
            if g.row.status not in ("setup", "active"):
                raise ServiceError("service.finished", status=Msg(f"service.status.{g.row.status}"))
            try:
                version = await self.store.set_status(channel_id, g.row.version, "abandoned")
            except StaleVersion as exc:
                raise self._stale(channel_id, exc) from None
            return self._update(g, version, status="abandoned").info

    # ------------------------------------------------------------------ reading

    async def info(self, channel_id: int) -> GameInfo:
        return (await self._read(channel_id)).info

    async def view(self, channel_id: int, user_id: int | None) -> View:
        g = await self._read(channel_id)
        view: View = g.ruleset.view(g.state, self._user_side(g, user_id))
        return view

    async def prompts_for(self, channel_id: int, user_id: int) -> tuple[Prompt, ...]:
        g = await self._read(channel_id)
        mine = [s for s in g.seats if s.user_id == user_id]
        return tuple(p for p in self._prompts(g) if any(may_answer(s, p) for s in mine))

    async def pending(self, channel_id: int) -> tuple[Prompt, ...]:
        """Every decision owed now (choices of private prompts must not be shown publicly)."""
        return self._prompts(await self._read(channel_id))

    async def outcome(self, channel_id: int) -> Outcome:
        """The current position as an Outcome with no new events (for a status display)."""
        return self._outcome(await self._read(channel_id), (), snapshot=False)

    async def suggest(self, channel_id: int, user_id: int, prefix: str, limit: int = 25) -> list[str]:
        orders = [c.order for p in await self.prompts_for(channel_id, user_id) for c in p.choices]
        orders = list(dict.fromkeys(orders))
        want = prefix.strip().casefold()
        starts = [o for o in orders if o.casefold().startswith(want)]
        inside = [o for o in orders if want in o.casefold() and o not in starts]
        return (starts + inside)[:limit]

    async def log(self, channel_id: int, user_id: int | None, limit: int = 20) -> list[str]:
        g = await self._read(channel_id)
        mine = {s.side for s in g.seats if s.user_id == user_id} if user_id is not None else set()
        lines: list[str] = []
        for a in await self.store.recent_actions(channel_id, limit):
            shown = [
                text(Msg.from_json(e), self.lang)
                for e in a.events
                if e.get("private_to") is None or e.get("private_to") in mine
            ]
            head = f"#{a.seq} {a.side}: {a.order}"
            if a.undone:
                head += " (taken back)"
            lines.append(head)
            lines.extend(f"  {t}" for t in shown)
        return lines[-limit:]

    async def snapshot(
        self, channel_id: int, *, around: str | None = None, section: str | None = None
    ) -> bytes:
        g = await self._read(channel_id)
        try:
            from render import render_png
        except ImportError as exc:
            raise ServiceError("service.no_renderer", why=str(exc)) from None
        view = g.ruleset.view(g.state, None)
        try:
            png: bytes = await asyncio.to_thread(render_png, view, around=around, section=section)
        except ValueError as exc:  # an unknown hex or section to zoom on
            raise ServiceError("service.bad_zoom", why=str(exc)) from None
        return png


def _seat(s: SeatRow) -> Seat:
    return Seat(s.user_id, s.side, s.role)
