"""The game service: everything the Discord app and the offline console do with a game, without Discord.

One call = load the channel's game → check the seat and the turn → let the rules engine parse and apply
the order → persist the new state and the log entry in one transaction → return an ``Outcome``.

Calls for one channel are serialised by an ``asyncio.Lock``; across connections and processes the
store's version check (``UPDATE … WHERE version = ?``) makes sure two orders never apply to the same
version. A refused order (a ``ServiceError`` here or a ``RulesError`` from the engine) changes nothing.

What a front end (the Discord cog, the console) relies on:

* **Seats** change hands only by ``join``/``leave`` during set-up, ``offer_seat``/``accept_seat`` (the
  holder offers, the named user accepts before the offer expires) and a moderator's ``seat``/``kick``.
* **Confirmation**: ``resign`` and ``abandon`` need a token from ``confirmation``, used by the same
  person before it expires (``CONFIRM_SECONDS``). With ``confirm_orders`` (the console and the Discord
  app), an order the engine warns about (``Ruleset.warning``: it ends or forfeits what was ordered and
  not carried out) is refused with ``NeedsConfirmation`` until it is given again with ``confirmed``.
* **Dice**: the seed is drawn with ``secrets`` at ``start`` unless ``create`` was given one (console,
  transcripts, tests).
* **No double order**: ``order(version=…)`` applies only to the position the player was shown;
  ``request_id`` (an interaction id) is applied at most once (``service.duplicate`` otherwise).
* **Outbox**: every write moves the game's version; ``announcement`` says what the channel has not been
  told yet, ``announced`` records that it was posted, ``unannounced_channels`` lists channels to catch up
  on start-up.
* **Pings**: ``Outcome.ping_users`` are the players who newly owe a decision, never the one who acted.
* **Faults**: a locked database becomes ``service.busy`` with nothing changed; an order longer than
  ``MAX_ORDER`` characters is refused; a refusal quotes at most ``EXCERPT`` characters of the input.
"""

from __future__ import annotations

import asyncio
import json
import re
import secrets
import sqlite3
import time
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bot import away as away_of
from bot import export as exporting
from bot import verify as fairness
from bot.away import Away
from bot.store import (
    ActionRow,
    DuplicateRequest,
    GameExists,
    GameRow,
    NewAction,
    PendingRow,
    SeatRow,
    StaleVersion,
    Store,
    StoreBusy,
    is_busy,
)
from engine.core.errors import RulesError
from engine.core.messages import Msg, add_locale_dir
from engine.core.messages import render as engine_render
from engine.core.protocol import DrawsSight, Event, Prompt, Result, resolve_options
from engine.core.refs import Phrase, SideRef, phrase
from engine.core.view import SightView, View, side_ref
from engine.registry import get_ruleset

_LOCALE_DIR = Path(__file__).resolve().parent / "locale"

MAX_ORDER = 1000  # characters in one order: a whole activation of compound orders fits
EXCERPT = 40  # characters of a player's input a refusal may quote
HINT_CHOICES = 8  # legal orders a refusal names as what to do instead
# a refusal whose message already lists what may be done instead gets no hint of its own
_LISTS_CHOICES = frozenset({"choices", "kinds"})
CONFIRM_SECONDS = 60.0  # a resign or abandon must be confirmed within this time
OFFER_SECONDS = 600.0  # a seat offered with /game sub must be accepted within this time
MAX_CACHED_GAMES = 256
MAX_SEEN = 4096


def excerpt(raw: str, limit: int = EXCERPT) -> str:
    """At most ``limit`` characters of a player's input, on one line, marked when cut."""
    flat = " ".join(str(raw).split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


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


class NeedsConfirmation(ServiceError):
    """An order that would end or forfeit what its player ordered but has not carried out (the engine's
    ``warning``): nothing changed. Giving it again with ``confirmed=True`` (and ``version``, the position
    it was refused on) applies it."""

    def __init__(
        self, order: str, side: str, warning: Msg, version: int, token: str = "", system: str = ""
    ) -> None:
        who = side_ref(system, side) if system else side  # read as the side's name
        super().__init__("service.confirm_order", order=order, side=who, warning=warning)
        self.order = order
        self.side = side
        self.warning = warning
        self.version = version
        self.token = token  # for ``confirm_order`` / ``drop_order`` (a button's second press)
        self.expires_at = 0.0
        self.typed = order  # the order as given (a compound order with the parts it did not reach)


@dataclass(frozen=True)
class _HeldOrder:
    """An order refused until confirmed, awaiting its player's second press (kept in memory only)."""

    channel_id: int
    user_id: int
    order: str
    version: int
    expires_at: float
    typed: str = ""
    side: str = ""


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
    game_id: int = 0  # never repeats in a database: buttons of an older game are recognised by it
    announced_version: int = -1  # the version the channel has been told of
    language: str = "en"  # what the game says in its channel (/game new language:)
    commitment: str = ""  # the dice commitment fixed at the start (docs/dice.md); "" before it
    rules_version: str = ""  # the rules the dice were committed with
    revealed_salt: str = ""  # the commitment's salt, once the game is over ("" while it is in play)

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
    ping_users: tuple[int, ...] = ()  # who newly owes a decision: mention (ping) only them, once
    echo: str | None = None  # the order as the channel may read it (None: a secret choice, or no order)
    actor_id: int | None = None  # who acted (never pinged)
    destinations: tuple[Destinations, ...] = ()  # where the unit being moved may go, as whole move orders


@dataclass(frozen=True)
class Destinations:
    """The hexes where the unit a side is moving may end its move, each with the one move order (its whole
    path) that takes it there, from the engine (``destinations`` of a system that has it): a front end
    offers them as one menu after a unit is chosen."""

    side: str
    role: str | None
    places: tuple[tuple[str, str], ...]  # (hex, move order), nearest first


@dataclass(frozen=True)
class Standing:
    """A player's standing answers (docs/standing.md): per side they hold, decision kind → answer; the
    decisions their game lets them answer in advance, each with its description (names the rule); and,
    when they set one, what happened (it may have answered a decision owed at once)."""

    answers: Mapping[str, Mapping[str, str]]
    kinds: Mapping[str, Msg]
    outcome: Outcome | None = None
    system: str = ""  # the game's system: a side is named in its terms


STANDING_VALUES = ("always", "never", "ask")


@dataclass(frozen=True)
class Offer:
    """A second press awaited: a confirmation (``kind`` "resign"/"abandon") or a seat offered ("sub")."""

    token: str
    kind: str
    game_id: int
    user_id: int  # the only person who may press it
    from_user: int
    side: str
    role: str | None
    expires_at: float  # time.time() seconds


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
            game_id=r.game_id,
            announced_version=r.announced_version,
            language=r.language,
            commitment=r.dice_commitment,
            rules_version=r.rules_version,
            revealed_salt=r.dice_salt if r.status in ("finished", "abandoned") else "",
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


def refusal_text(err: BaseException, lang: str = "en") -> str:
    """A refusal in ``lang``: why (with its rule), then what may be done instead when the service knows."""
    said = err.text(lang) if isinstance(err, ServiceError | RulesError) else str(err)
    hint = err.hint if isinstance(err, RulesError) else None
    return said if hint is None else f"{said}\n{text(hint, lang)}"


def _clip_refusal(err: RulesError, raw: str) -> RulesError:
    """The engine's refusal with any quote of the player's input cut to ``EXCERPT`` characters."""
    params = dict(err.msg.params)
    changed = False
    for k, v in params.items():
        if isinstance(v, str) and len(v) > EXCERPT and (v in raw or raw in v):
            params[k] = excerpt(v)
            changed = True
    if changed:
        err.msg = Msg(err.msg.key, params, err.msg.rule)  # str(err) reads the message anew
    return err


class _Bounded(OrderedDict[Any, Any]):
    """A dict that forgets its least recently used entries beyond ``limit``."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit

    def touch(self, key: Any, value: Any) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.limit:
            self.popitem(last=False)


# ---------------------------------------------------------------------- the service


class GameService:
    """Every game action, for the Discord cog and the console. Refusals raise ``ServiceError`` (seats,
    turns, game state) or the engine's ``RulesError`` (the order itself); both change nothing."""

    def __init__(
        self,
        store: Store,
        *,
        lang: str = "en",
        confirm_seconds: float = CONFIRM_SECONDS,
        confirm_orders: bool = False,
    ) -> None:
        self.store = store
        self.lang = lang
        self.confirm_seconds = confirm_seconds  # a resign or abandon must be confirmed within this time
        # an order the engine warns about waits for confirmation (the players' front ends ask for it;
        # a replay, an export or a script gives its orders as they are)
        self.confirm_orders = confirm_orders
        # what the map's title bar adds (the game's clock): set by whoever runs the clock over the service
        self.title_note: Callable[[int, View, str], Awaitable[str]] | None = None
        # Locks live while someone holds or waits for them; games and "seen" versions are bounded.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cache: _Bounded = _Bounded(MAX_CACHED_GAMES)
        self._seen: _Bounded = _Bounded(MAX_SEEN)
        self._held: _Bounded = _Bounded(MAX_SEEN)  # token -> _HeldOrder

    # ------------------------------------------------------------------ loading

    def _lock(self, channel_id: int) -> asyncio.Lock:
        lock = self._locks.get(channel_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[channel_id] = lock
        return lock

    @asynccontextmanager
    async def _guard(self, channel_id: int) -> AsyncIterator[None]:
        """The channel's lock, with the store's faults turned into refusals that changed nothing."""
        async with self._lock(channel_id):
            try:
                yield
            except StaleVersion as exc:
                self._cache.pop(channel_id, None)
                raise ServiceError("service.stale", current=exc.current, expected=exc.expected) from None
            except DuplicateRequest as exc:
                self._cache.pop(channel_id, None)
                raise ServiceError("service.duplicate", version=exc.version) from None
            except StoreBusy:
                self._cache.pop(channel_id, None)
                raise ServiceError("service.busy") from None
            except sqlite3.OperationalError as exc:
                if not is_busy(exc):
                    raise
                self._cache.pop(channel_id, None)
                raise ServiceError("service.busy") from None

    async def _load(self, channel_id: int) -> _Game:
        version = await self.store.version(channel_id)
        if version is None:
            self._cache.pop(channel_id, None)
            raise ServiceError("service.no_game")
        g: _Game | None = self._cache.get(channel_id)
        if g is not None and g.row.version == version:
            self._cache.touch(channel_id, g)
            return g
        row = await self.store.game(channel_id)
        if row is None:
            raise ServiceError("service.no_game")
        seats = tuple(_seat(s) for s in await self.store.seats(channel_id))
        ruleset = get_ruleset(row.system)
        try:
            state = ruleset.load(json.loads(row.state_json))
        except ValueError:
            # a save this release cannot read (an older format it has no migration for): the game is
            # rebuilt from its seed and its order log, which every release can replay
            state = await self._rebuild(row, ruleset)
        g = _Game(replace(row, state_json=""), seats, ruleset, state)
        self._cache.touch(channel_id, g)
        return g

    async def _rebuild(self, row: GameRow, ruleset: Any) -> Any:
        """The game's state replayed from set-up through every order of its log that was not taken back."""
        state, _ = _set_up(ruleset, row.scenario, row.seed, dict(row.options))
        acts = await self.store.actions(row.channel_id, include_undone=False)
        return replay_actions(ruleset, state, ((a.side, a.order) for a in acts if a.kind == "order"))

    async def _read(self, channel_id: int) -> _Game:
        """Load for reading. Under the channel's lock, so a read never sees (and caches) a write of this
        connection that is still in its transaction."""
        async with self._guard(channel_id):
            return await self._load(channel_id)

    def _update(
        self, g: _Game, version: int, *, state: Any = None, seats: tuple[Seat, ...] | None = None, **row: Any
    ) -> _Game:
        new = _Game(
            replace(g.row, version=version, **row),
            g.seats if seats is None else seats,
            g.ruleset,
            g.state if state is None else state,
        )
        self._cache.touch(g.row.channel_id, new)
        return new

    async def _check_request(self, request_id: str | None) -> None:
        if request_id is not None:
            done = await self.store.request_version(request_id)
            if done is not None:
                raise ServiceError("service.duplicate", version=done)

    # ------------------------------------------------------------------ helpers

    @staticmethod
    def _require_active(g: _Game) -> None:
        if g.row.status == "setup":
            raise ServiceError("service.not_started")
        if g.row.status != "active":
            raise ServiceError("service.finished", state=g.row.status)

    @staticmethod
    def _require_open(g: _Game) -> None:
        if g.row.status not in ("setup", "active"):
            raise ServiceError("service.finished", state=g.row.status)

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

    def _outcome(
        self,
        g: _Game,
        events: Sequence[Event],
        *,
        snapshot: bool,
        actor: int | None = None,
        owed_before: Sequence[int] = (),
        echo: str | None = None,
    ) -> Outcome:
        prompts = self._prompts(g)
        awaiting = self._awaiting(g, prompts)
        ping = tuple(u for u in awaiting if u not in owed_before and u != actor)
        return Outcome(
            game=g.info,
            events=tuple(events),
            view=g.ruleset.view(g.state, None),
            prompts=prompts,
            awaiting_users=awaiting,
            snapshot=snapshot,
            result=self._result(g),
            ping_users=ping,
            echo=echo,
            actor_id=actor,
            destinations=_destinations(g, prompts),
        )

    def _owed(self, prompts: Sequence[Prompt], system: str) -> tuple[SideRef | Phrase, Msg]:
        """Who owes the decisions ``prompts`` (the sides, read as their names) and the first one's question,
        both read in the language of whoever is told."""
        sides = list(dict.fromkeys(p.side for p in prompts))
        refs = [side_ref(system, side) for side in sides]
        who: SideRef | Phrase = refs[0] if len(refs) == 1 else phrase(", ".join(sides), *refs)
        return who, prompts[0].msg

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

    def _check_seat_name(self, g: _Game, side: str, role: str | None) -> None:
        sides = g.info.sides
        if side not in sides:
            raise ServiceError("service.unknown_side", side=excerpt(side), sides=list(sides))
        roles = g.info.roles.get(side, ())
        if role is not None and role not in roles:
            raise ServiceError(
                "service.unknown_role",
                side=side,
                role=excerpt(role),
                roles=list(roles) or ["none: the whole side"],
            )

    # ------------------------------------------------------------------ setup

    async def create(
        self,
        channel_id: int,
        user_id: int,
        system: str,
        scenario: str,
        options: Mapping[str, Any] | None = None,
        seed: int | None = None,
        language: str | None = None,
    ) -> GameInfo:
        """Set up a game in the channel. ``seed`` fixes the dice (console, transcripts, tests only): without
        it the bot draws the seed with ``secrets`` when the game starts, so nobody knows it in advance."""
        ruleset = get_ruleset(system)  # an unknown system is a RulesError naming the known ones
        ids = [s.id for s in ruleset.scenarios()]
        if scenario not in ids:
            raise ServiceError(
                "service.unknown_scenario", scenario=excerpt(scenario), system=system, scenarios=ids
            )
        opts = self._options(ruleset, system, options or {})
        fixed = seed is not None
        seed = int(seed) if seed is not None else secrets.randbits(63)
        state = ruleset.new_game(scenario, seed, opts)
        async with self._guard(channel_id):
            try:
                row = await self.store.create_game(
                    channel_id=channel_id,
                    system=system,
                    scenario=scenario,
                    options=opts,
                    seed=seed,
                    creator_id=user_id,
                    state=ruleset.dump(state),
                    seed_fixed=fixed,
                    language=language or self.lang,
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
            self._cache.touch(channel_id, g)
            return g.info

    @staticmethod
    def _options(ruleset: Any, system: str, given: Mapping[str, Any]) -> dict[str, Any]:
        specs = tuple(ruleset.options())
        try:
            return dict(resolve_options(specs, given))
        except RulesError as err:
            if err.msg.key == "core.unknown_option":
                names: list[Any] = sorted(o.name for o in specs) or [Msg("core.info.none")]
                raise ServiceError(
                    "service.unknown_option",
                    name=excerpt(str(err.msg.params["name"])),
                    system=system,
                    options=names,
                ) from None
            params = {k: v if isinstance(v, Msg) else excerpt(str(v), 120) for k, v in err.msg.params.items()}
            raise ServiceError("service.bad_option", **params) from None

    async def join(self, channel_id: int, user_id: int, side: str, role: str | None = None) -> GameInfo:
        """Take a seat while the game is being set up. Once it has started a seat changes hands only by
        ``offer_seat``/``accept_seat`` or a moderator's ``seat``/``kick``."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            self._require_open(g)
            if g.row.status != "setup":
                raise ServiceError("service.join_closed")
            self._check_seat_name(g, side, role)
            seat = Seat(user_id, side, role)
            if seat in g.seats:
                return g.info
            version = await self.store.add_seat(channel_id, g.row.version, user_id, side, role)
            return self._update(g, version, seats=(*g.seats, seat)).info

    async def leave(self, channel_id: int, user_id: int) -> GameInfo:
        """Give up every seat of this user, before the game starts."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            self._require_open(g)
            if g.row.status != "setup":
                raise ServiceError("service.leave_closed")
            if not any(s.user_id == user_id for s in g.seats):
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            version = await self.store.remove_seats(channel_id, g.row.version, user_id)
            seats = tuple(s for s in g.seats if s.user_id != user_id)
            return self._update(g, version, seats=seats).info

    async def offer_seat(
        self, channel_id: int, holder: int, to_user: int, side: str | None = None, role: str | None = None
    ) -> Offer:
        """The holder of a seat offers it to ``to_user``; it changes hands when they accept it."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            self._require_open(g)
            mine = [s for s in g.seats if s.user_id == holder]
            if not mine:
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            if side is not None:
                mine = [s for s in mine if s.side == side and (role is None or s.role == role)]
                if not mine:
                    raise ServiceError("service.not_your_seat", side=excerpt(side))
            if len(mine) > 1:
                raise ServiceError("service.which_seat", seats=[_seat_text(s) for s in mine])
            if to_user == holder:
                raise ServiceError("service.sub_self")
            seat = mine[0]
            offer = Offer(
                token=secrets.token_urlsafe(9),
                kind="sub",
                game_id=g.row.game_id,
                user_id=to_user,
                from_user=holder,
                side=seat.side,
                role=seat.role,
                expires_at=time.time() + OFFER_SECONDS,
            )
            await self.store.add_pending(_pending_row(channel_id, offer))
            return offer

    async def accept_seat(
        self, channel_id: int, user_id: int, token: str, *, request_id: str | None = None
    ) -> GameInfo:
        """The user an offer names accepts it: the seat passes from its holder to them."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            offer = await self._pending(g, token, "sub", user_id)
            self._require_open(g)
            holder = Seat(offer.from_user, offer.side, offer.role)
            if holder not in g.seats:
                await self.store.drop_pending(token)
                raise ServiceError("service.offer_gone")
            version = await self.store.hand_over_seat(
                channel_id,
                g.row.version,
                from_user=offer.from_user,
                to_user=user_id,
                side=offer.side,
                role=offer.role,
                token=token,
            )
            new = Seat(user_id, offer.side, offer.role)
            seats = tuple(s for s in g.seats if s != holder)
            seats = seats if new in seats else (*seats, new)
            return self._update(g, version, seats=seats).info

    async def kick(
        self, channel_id: int, moderator: int, user_id: int, *, is_moderator: bool, side: str | None = None
    ) -> GameInfo:
        """A moderator removes a user from their seats (or from the one of ``side``)."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            if not is_moderator:
                raise ServiceError("service.moderators_only")
            self._require_open(g)
            gone = [s for s in g.seats if s.user_id == user_id and (side is None or s.side == side)]
            if not gone:
                raise ServiceError("service.no_such_seat")
            version = g.row.version
            for s in gone:
                version = await self.store.remove_seats(channel_id, version, user_id, s.side, s.role)
            seats = tuple(s for s in g.seats if s not in gone)
            return self._update(g, version, seats=seats).info

    async def seat(
        self,
        channel_id: int,
        moderator: int,
        user_id: int,
        side: str,
        role: str | None = None,
        *,
        is_moderator: bool,
    ) -> GameInfo:
        """A moderator seats a user on a side (before or during the game)."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            if not is_moderator:
                raise ServiceError("service.moderators_only")
            self._require_open(g)
            self._check_seat_name(g, side, role)
            seat = Seat(user_id, side, role)
            if seat in g.seats:
                return g.info
            version = await self.store.add_seat(channel_id, g.row.version, user_id, side, role)
            return self._update(g, version, seats=(*g.seats, seat)).info

    async def is_moderator(
        self, guild_id: int | None, role_ids: Iterable[int], *, manage_channels: bool
    ) -> bool:
        """Manage Channels, or the server's moderator role (``set_moderator_role``)."""
        if manage_channels:
            return True
        if guild_id is None:
            return False
        role = await self.store.mod_role(guild_id)
        return role is not None and role in set(role_ids)

    async def set_moderator_role(self, guild_id: int, role_id: int | None, *, is_admin: bool) -> None:
        """A server admin (Manage Server) names the role whose members may seat and remove players."""
        if not is_admin:
            raise ServiceError("service.admins_only")
        await self.store.set_mod_role(guild_id, role_id)

    async def moderator_role(self, guild_id: int) -> int | None:
        return await self.store.mod_role(guild_id)

    async def start(self, channel_id: int, user_id: int, *, request_id: str | None = None) -> Outcome:
        """Begin once every side (and role) has a player. The dice seed is drawn now unless it was fixed."""
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            if g.row.status == "active":
                raise ServiceError("service.already_started")
            if g.row.status != "setup":
                raise ServiceError("service.finished", state=g.row.status)
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
            seed = g.row.seed if g.row.seed_fixed else secrets.randbits(63)
            state, told = _set_up(g.ruleset, g.row.scenario, seed, g.row.options)
            if g.row.seed_fixed and _json(g.ruleset.dump(state)) != _json(g.ruleset.dump(g.state)):
                state, told = g.state, ()  # a stored position that is not the scenario's start: kept
            salt, rules = fairness.new_salt(), fairness.rules_version(g.row.system)
            fixed = {
                "dice_salt": salt,
                "dice_commitment": fairness.commitment(salt, seed, rules),
                "rules_version": rules,
            }
            version = await self.store.start_game(
                channel_id, g.row.version, seed=seed, state=g.ruleset.dump(state), commitment=fixed
            )
            g = self._update(g, version, state=state, status="active", seed=seed, seed_fixed=True, **fixed)
            title = g.ruleset.view(g.state, None).title
            sealed = {"commitment": g.info.commitment, "rules": rules}
            committed = Event(Msg("verify.event.committed", sealed))
            events = (Event(Msg("service.event.started", {"scenario": title})), committed, *told)
            return self._outcome(g, events, snapshot=True, actor=user_id)

    # ------------------------------------------------------------------ play

    async def order(
        self,
        channel_id: int,
        user_id: int,
        text_: str,
        *,
        version: int | None = None,
        request_id: str | None = None,
        confirmed: bool = False,
        side: str | None = None,
    ) -> Outcome:
        """Apply one order of this user. ``version``: the game version the player was shown; another
        version is refused (``service.stale``), so an order never lands on a position its player has not
        seen. ``request_id`` (an interaction id) is applied at most once. One transaction, one fsync.

        An order the engine warns about (it ends or forfeits what was ordered and not carried out) is
        refused with ``NeedsConfirmation`` unless ``confirmed``: no silent loss.

        ``side``: the side this order answers for (a choice of a hot-seat player's list, which knows it);
        a typed order may begin with it (``north: done``). With ``confirm_orders``, an order that more
        than one of the player's sides could give now is refused (``service.which_side``)."""
        order_text = text_.strip()
        if len(order_text) > MAX_ORDER:
            raise ServiceError("service.order_too_long", limit=MAX_ORDER, length=len(order_text))
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            if (
                version is not None
                and version != g.row.version
                and not await self._only_standing_since(g, user_id, version)
            ):
                raise ServiceError("service.stale", current=g.row.version, expected=version)
            self._require_active(g)
            if not order_text:
                raise ServiceError("service.empty_order")
            ruleset = g.ruleset
            before = self._prompts(g)
            try:
                if side is None:
                    side, order_text = _side_prefix(order_text, g.info.sides)
                side, action = self._parse_for(g, user_id, order_text, side)
                canonical = ruleset.format(g.state, action)
                if self.confirm_orders and not confirmed:
                    warning = _warning(ruleset, g.state, side, action)
                    if warning is not None:
                        need = NeedsConfirmation(canonical, side, warning, g.row.version, system=g.row.system)
                        need.typed = order_text
                        raise self._hold(channel_id, user_id, need)
                tr = ruleset.apply(g.state, side, action)
                result: Result | None = ruleset.result(tr.state)
            except RulesError as err:
                self._cache.pop(channel_id, None)
                raise self._with_hint(g, user_id, _clip_refusal(err, order_text)) from None
            except BaseException:
                # A refused order changes nothing; reload from the database next time in case an engine
                # touched the cached state while refusing it.
                self._cache.pop(channel_id, None)
                raise
            secret = _answers_secret(before, side, canonical)
            status = "finished" if result is not None else "active"
            entry = NewAction(
                kind="order",
                side=side,
                user_id=user_id,
                order=canonical,
                input=order_text,
                rolls=[r.to_json() for r in tr.rolls],
                events=[e.dump() for e in tr.events],
                # the order that ends a game reveals its dice seed: like a revealed card, no take-back
                undoable=tr.undoable and not (result is not None and g.row.dice_commitment),
                secret=secret,
            )
            _seq, new_version = await self.store.append_action(
                channel_id,
                g.row.version,
                entry,
                state=ruleset.dump(tr.state),
                status=status,
                request_id=request_id,
            )
            owed = self._awaiting(g, before)
            g = self._update(g, new_version, state=tr.state, status=status)
            return self._outcome(
                g,
                (*tr.events, *_revealed(g)),
                snapshot=tr.activation_ended or result is not None,
                actor=user_id,
                owed_before=owed,
                echo=None if secret else canonical,
            )

    def _with_hint(self, g: _Game, user_id: int, err: RulesError) -> RulesError:
        """A refusal that says what to do instead: the orders its player may give now (``err.hint``),
        unless the refusal lists them itself or the player owes nothing."""
        if _LISTS_CHOICES & set(err.msg.params):
            return err
        mine = [s for s in g.seats if s.user_id == user_id]
        orders: list[str] = []
        for p in self._prompts(g):
            if any(may_answer(s, p) for s in mine):
                orders.extend(c.order for c in p.choices if c.order not in orders)
        if orders:
            shown = orders[:HINT_CHOICES]
            err.hint = Msg("service.hint.instead", {"orders": shown, "more": len(orders) - len(shown)})
        return err

    def _hold(self, channel_id: int, user_id: int, need: NeedsConfirmation) -> NeedsConfirmation:
        """Keep an order refused until confirmed, under a token only its player may press."""
        need.token = secrets.token_urlsafe(9)
        need.expires_at = time.time() + self.confirm_seconds
        held = _HeldOrder(
            channel_id, user_id, need.order, need.version, need.expires_at, need.typed, need.side
        )
        self._held.touch(need.token, held)
        return need

    def _held_order(self, channel_id: int, user_id: int, token: str) -> _HeldOrder:
        held: _HeldOrder | None = self._held.get(token)
        if held is None or held.channel_id != channel_id:
            raise ServiceError("service.confirm_unknown")
        if held.user_id != user_id:
            raise ServiceError("service.confirm_not_yours")
        del self._held[token]
        if held.expires_at < time.time():
            raise ServiceError("service.confirm_expired")
        return held

    async def confirm_order(
        self, channel_id: int, user_id: int, token: str, *, request_id: str | None = None
    ) -> Outcome:
        """Give the order held under ``token`` (``NeedsConfirmation.token``), confirmed: only its player,
        in time, and only on the position it was refused on (``service.stale`` otherwise)."""
        held = self._held_order(channel_id, user_id, token)
        return await self.order(
            channel_id,
            user_id,
            held.typed or held.order,
            version=held.version,
            request_id=request_id,
            confirmed=True,
            side=held.side or None,
        )

    def drop_order(self, channel_id: int, user_id: int, token: str) -> str:
        """Forget the order held under ``token`` (its player's Cancel); the order's text."""
        return self._held_order(channel_id, user_id, token).order

    async def standing(
        self,
        channel_id: int,
        user_id: int,
        decision: str | None = None,
        answer: str | None = None,
        *,
        side: str | None = None,
        request_id: str | None = None,
    ) -> Standing:
        """List (no ``decision``) or set a standing answer of this player: ``decision`` a kind the game's
        rules name (``cca.react``…), ``answer`` always, never, ask or an answer that decision takes. It is
        kept in the game, for every side the player holds, and private to it (a secret order in the log)."""
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            self._require_active(g)
            sides = list(dict.fromkeys(s.side for s in g.seats if s.user_id == user_id))
            if not sides:
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            if side is not None:
                if side not in sides:
                    raise ServiceError("service.not_your_seat", side=excerpt(side))
                sides = [side]
            kinds = self._standing_kinds(g)
            if decision is None:
                return Standing(self._standing_of(g, sides), kinds, system=g.row.system)
            kind = decision.strip().lower()
            value = (answer or "").strip().lower()
            if kind not in kinds:
                raise ServiceError(
                    "service.standing_unknown",
                    decision=excerpt(kind),
                    kinds="; ".join(f"{k}: {text(m, g.info.language)}" for k, m in kinds.items()),
                )
            allowed = (*STANDING_VALUES, *self._standing_answers(g, kind))
            if value not in allowed:
                raise ServiceError(
                    "service.standing_answer",
                    decision=kind,
                    answer=excerpt(value),
                    answers=", ".join(allowed),
                )
            owed = self._awaiting(g, self._prompts(g))
            events: list[Event] = []
            snapshot = False
            for one in sides:
                order_text = f"standing {kind} {value}"
                try:
                    action = g.ruleset.parse(g.state, one, order_text)
                    canonical = g.ruleset.format(g.state, action)
                    tr = g.ruleset.apply(g.state, one, action)
                    result: Result | None = g.ruleset.result(tr.state)
                except BaseException:
                    self._cache.pop(channel_id, None)
                    raise
                status = "finished" if result is not None else "active"
                entry = NewAction(
                    kind="order",
                    side=one,
                    user_id=user_id,
                    order=canonical,
                    input=order_text,
                    rolls=[r.to_json() for r in tr.rolls],
                    events=[e.dump() for e in tr.events],
                    undoable=tr.undoable and not (result is not None and g.row.dice_commitment),
                    secret=True,  # a standing answer is its side's alone
                )
                _seq, new_version = await self.store.append_action(
                    channel_id,
                    g.row.version,
                    entry,
                    state=g.ruleset.dump(tr.state),
                    status=status,
                    request_id=request_id if one == sides[-1] else None,
                )
                g = self._update(g, new_version, state=tr.state, status=status)
                events.extend(tr.events)
                snapshot = snapshot or tr.activation_ended or result is not None
                if status != "active":
                    break
            outcome = self._outcome(
                g, (*events, *_revealed(g)), snapshot=snapshot, actor=user_id, owed_before=owed
            )
            return Standing(self._standing_of(g, sides), kinds, outcome, g.row.system)

    def standing_lines(self, got: Standing, lang: str | None = None) -> list[str]:
        """A player's standing answers as text, each with what it does, then the decisions they may set."""
        lang = lang or self.lang
        out: list[str] = []
        for side, answers in got.answers.items():
            who = side_ref(got.system, side) if got.system else side
            if not answers:
                out.append(text(Msg("service.standing.none", {"side": who}), lang))
                continue
            out.append(text(Msg("service.standing.head", {"side": who}), lang))
            for kind, value in answers.items():
                about = got.kinds.get(kind, Msg(kind))
                params = {"decision": kind, "answer": value, "about": about}
                out.append(text(Msg("service.standing.entry", params), lang))
        out.append(text(Msg("service.standing.can"), lang))
        for kind, about in got.kinds.items():
            out.append(text(Msg("service.standing.kind", {"decision": kind, "about": about}), lang))
        return out

    @staticmethod
    def _standing_kinds(g: _Game) -> dict[str, Msg]:
        system = g.row.system
        return {k: Msg(f"{system}.standing.{k}") for k in g.ruleset.standing_kinds(g.state)}

    @staticmethod
    def _standing_answers(g: _Game, kind: str) -> tuple[str, ...]:
        more = getattr(g.ruleset, "standing_answers", None)
        return tuple(more(kind)) if more is not None else ()

    @staticmethod
    def _standing_of(g: _Game, sides: Sequence[str]) -> dict[str, dict[str, str]]:
        return {side: dict(g.state.agenda.standing_of(side)) for side in sides}

    async def _only_standing_since(self, g: _Game, user_id: int, version: int) -> bool:
        """Has the game, since ``version``, only taken other players' standing answers that changed
        nothing this player can see? Then a position shown at ``version`` is still the one in play."""
        if version > g.row.version:
            return False
        mine = {s.side for s in g.seats if s.user_id == user_id}
        acts = await self.store.actions_since_version(g.row.channel_id, version)
        if [a.version_before for a in acts] != list(range(version, g.row.version)):
            return False  # something else changed the game too (a seat, an undo)
        return bool(acts) and all(
            a.kind == "order"
            and a.order.startswith("standing ")
            and a.side not in mine
            and all(e.get("private_to") not in (None, *mine) for e in a.events)
            for a in acts
        )

    async def _beneath_standing(self, channel_id: int, user_id: int) -> ActionRow | None:
        """This player's last order, when all that came after it are other players' standing answers that
        answered nothing (they stay in force when it is taken back); else None."""
        for a in reversed(await self.store.recent_actions(channel_id, 50)):
            if a.undone:
                continue
            if a.user_id == user_id:
                return a
            if not (
                a.kind == "order"
                and a.order.startswith("standing ")
                and all(e.get("key") == "core.ev.standing_set" for e in a.events)
            ):
                return None
        return None

    def _parse_for(self, g: _Game, user_id: int, order_text: str, only: str | None = None) -> tuple[str, Any]:
        """Find the side this user answers for (``only``: that side) and read the order as that side."""
        mine = [s for s in g.seats if s.user_id == user_id]
        if not mine:
            raise ServiceError("service.not_seated", sides=list(g.info.sides))
        prompts = self._prompts(g)
        if not prompts:
            raise ServiceError("service.nothing_pending")
        sides = list(dict.fromkeys(p.side for p in prompts if any(may_answer(s, p) for s in mine)))
        if only is not None:
            sides = [only] if only in sides else []
        if not sides:
            owed, question = self._owed(prompts, g.info.system)
            raise ServiceError("service.not_your_decision", owed=owed, question=question)
        first: RulesError | None = None
        read: list[tuple[str, Any]] = []
        for side in sides:  # hot seat: a player holding both sides answers for whichever the order fits
            try:
                read.append((side, g.ruleset.parse(g.state, side, order_text)))
            except RulesError as err:
                first = first or err
            if read and not (self.confirm_orders and len(sides) > 1):
                return read[0]
        if len(read) > 1 and not order_text.strip().lower().startswith("standing"):
            which = [s for s, _ in read]
            raise ServiceError("service.which_side", order=excerpt(order_text), sides=which, side=which[0])
        if read:
            return read[0]
        assert first is not None
        raise first

    async def undo(self, channel_id: int, user_id: int, *, request_id: str | None = None) -> Outcome:
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            if g.row.status == "setup":
                raise ServiceError("service.not_started")
            if g.row.status == "abandoned":
                raise ServiceError("service.finished", state="abandoned")
            last = await self.store.last_action(channel_id)
            if last is not None and last.user_id != user_id:
                last = await self._beneath_standing(channel_id, user_id) or last
            if last is None or last.kind != "order":
                raise ServiceError("service.nothing_to_undo")
            shown = "…" if last.secret else last.order
            if last.user_id != user_id:
                raise ServiceError("service.undo_not_yours", order=shown, side=last.side)
            if not last.undoable:
                raise ServiceError("service.undo_not_allowed", order=shown)
            snap = await self.store.snapshot_before(channel_id, last.seq)
            if snap is None:  # the creation snapshot is never deleted; guard anyway
                state = g.ruleset.new_game(g.row.scenario, g.row.seed, g.row.options)
                after = 0
            else:
                after, state_json = snap
                state = g.ruleset.load(json.loads(state_json))
            # every order still in force but this one (standing answers given after it stay)
            between = [
                (a.side, a.order)
                for a in await self.store.actions(channel_id, after_seq=after, include_undone=False)
                if a.seq != last.seq
            ]
            state = replay_actions(g.ruleset, state, between)
            owed = self._awaiting(g, self._prompts(g))
            version = await self.store.undo_action(
                channel_id, g.row.version, last.seq, state=g.ruleset.dump(state), request_id=request_id
            )
            g = self._update(g, version, state=state, status="active", result=None)
            if last.secret:
                event = Event(Msg("service.event.undone_secret", {"side": last.side}))
            else:
                event = Event(Msg("service.event.undone", {"side": last.side, "order": last.order}))
            return self._outcome(g, (event,), snapshot=True, actor=user_id, owed_before=owed)

    # ------------------------------------------------------------------ what cannot be undone

    async def confirmation(
        self, channel_id: int, user_id: int, kind: str, *, is_admin: bool = False
    ) -> Offer:
        """Ask for a second press before ``kind`` ("resign" or "abandon"): a token only this user may use,
        within ``confirm_seconds``. Refused at once when the action would be refused."""
        if kind not in ("resign", "abandon"):
            raise ValueError(kind)
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            side = ""
            if kind == "resign":
                self._require_active(g)
                side = self._user_side(g, user_id) or ""
                if not side:
                    raise ServiceError("service.not_seated", sides=list(g.info.sides))
            else:
                if not is_admin and user_id != g.row.creator_id:
                    raise ServiceError("service.abandon_not_allowed")
                self._require_open(g)
            offer = Offer(
                token=secrets.token_urlsafe(9),
                kind=kind,
                game_id=g.row.game_id,
                user_id=user_id,
                from_user=user_id,
                side=side,
                role=None,
                expires_at=time.time() + self.confirm_seconds,
            )
            await self.store.add_pending(_pending_row(channel_id, offer))
            return offer

    async def _pending(self, g: _Game, token: str, kind: str, user_id: int) -> PendingRow:
        """The awaited press ``token`` of this game, pressed by the person it awaits, not expired."""
        row = await self.store.pending(token)
        if row is None or row.kind != kind:
            raise ServiceError("service.confirm_unknown")
        if row.game_id != g.row.game_id:
            raise ServiceError("service.old_game")
        if row.user_id != user_id:
            raise ServiceError("service.confirm_not_yours")
        if row.expires_at < time.time():
            await self.store.drop_pending(token)
            raise ServiceError("service.confirm_expired")
        return row

    async def resign(
        self, channel_id: int, user_id: int, *, token: str, request_id: str | None = None
    ) -> Outcome:
        """Concede, confirmed by ``token`` (from ``confirmation(…, "resign")``)."""
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            await self._pending(g, token, "resign", user_id)
            self._require_active(g)
            side = self._user_side(g, user_id)
            if side is None:
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            others = [s for s in g.info.sides if s != side]
            winner = others[0] if len(others) == 1 else None
            who = side_ref(g.info.system, side)
            result = Result(winner, Msg("service.result.resigned", {"side": who}))
            won = side_ref(g.info.system, winner) if winner else "nobody"
            event = Event(Msg("service.event.resigned", {"side": who, "winner": won}))
            entry = NewAction(
                kind="resign", side=side, user_id=user_id, order="resign", events=[event.dump()]
            )
            _seq, version = await self.store.append_action(
                channel_id,
                g.row.version,
                entry,
                state=None,
                status="finished",
                result=result.to_json(),
                request_id=request_id,
                token=token,
            )
            g = self._update(g, version, status="finished", result=_json(result.to_json()))
            return self._outcome(g, (event, *_revealed(g)), snapshot=True, actor=user_id)

    async def abandon(
        self, channel_id: int, user_id: int, *, is_admin: bool, token: str, request_id: str | None = None
    ) -> GameInfo:
        """End the game without a result (its creator, or an admin/moderator), confirmed by ``token``."""
        async with self._guard(channel_id):
            await self._check_request(request_id)
            g = await self._load(channel_id)
            await self._pending(g, token, "abandon", user_id)
            if not is_admin and user_id != g.row.creator_id:
                raise ServiceError("service.abandon_not_allowed")
            self._require_open(g)
            version = await self.store.set_status(
                channel_id, g.row.version, "abandoned", request_id=request_id, token=token
            )
            return self._update(g, version, status="abandoned").info

    async def time_out(self, channel_id: int, side: str, how: str) -> Outcome | None:
        """A side's clock ran out: ``how`` "default" answers its decision with ``Prompt.default``, "forfeit"
        ends the game with the side beaten. Logged as the clock's action (user 0) and announced like an
        order. None when the side owes nothing now, or its decision has no default answer."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            self._require_active(g)
            before = self._prompts(g)
            mine = [p for p in before if p.side == side]
            if not mine:
                return None
            who = side_ref(g.info.system, side)
            timed = Event(Msg("clock.event.timed_out", {"side": who}))
            if how == "forfeit":
                others = [s for s in g.info.sides if s != side]
                winner = others[0] if len(others) == 1 else None
                result = Result(winner, Msg("clock.result.timed_out", {"side": who}))
                won = side_ref(g.info.system, winner) if winner else "nobody"
                event = Event(Msg("clock.event.forfeit", {"side": who, "winner": won}))
                entry = NewAction(
                    kind="resign",
                    side=side,
                    user_id=0,
                    order="resign",
                    events=[timed.dump(), event.dump()],
                )
                _seq, version = await self.store.append_action(
                    channel_id, g.row.version, entry, state=None, status="finished", result=result.to_json()
                )
                g = self._update(g, version, status="finished", result=_json(result.to_json()))
                return self._outcome(g, (timed, event), snapshot=True, owed_before=self._awaiting(g, before))
            default = next((p.default for p in mine if p.default is not None), None)
            if default is None:
                return None
            ruleset = g.ruleset
            try:
                action = ruleset.parse(g.state, side, default)
                canonical = ruleset.format(g.state, action)
                tr = ruleset.apply(g.state, side, action)
                result_ = ruleset.result(tr.state)
            except BaseException:
                self._cache.pop(channel_id, None)
                raise
            status = "finished" if result_ is not None else "active"
            entry = NewAction(
                kind="order",
                side=side,
                user_id=0,
                order=canonical,
                input=default,
                rolls=[r.to_json() for r in tr.rolls],
                events=[timed.dump(), *(e.dump() for e in tr.events)],
                undoable=False,
                secret=_answers_secret(before, side, canonical),
            )
            _seq, new_version = await self.store.append_action(
                channel_id, g.row.version, entry, state=ruleset.dump(tr.state), status=status
            )
            owed = self._awaiting(g, before)
            g = self._update(g, new_version, state=tr.state, status=status)
            return self._outcome(
                g,
                (timed, *tr.events),
                snapshot=tr.activation_ended or result_ is not None,
                owed_before=owed,
                echo=None if entry.secret else canonical,
            )

    # ------------------------------------------------------------------ the outbox

    async def announcement(self, channel_id: int) -> Outcome | None:
        """What the channel has not been told yet (None when it is up to date): the public events since
        the last announced version, read from the log, and who owes the next decision now."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            if g.row.announced_version >= g.row.version:
                return None
            events: list[Event] = []
            for a in await self.store.actions_since_version(channel_id, max(g.row.announced_version, 0)):
                if a.undone:
                    continue
                for e in a.events:
                    m = Msg.from_json(e)
                    events.append(Event(m, e.get("private_to")))
            return self._outcome(g, events, snapshot=True)

    async def announced(self, channel_id: int, game_id: int, version: int) -> None:
        """Record that the channel was shown ``version`` of game ``game_id`` (its public reply posted)."""
        await self.store.mark_announced(channel_id, game_id, version)
        g: _Game | None = self._cache.get(channel_id)
        if g is not None and g.row.game_id == game_id and g.row.announced_version < version <= g.row.version:
            g.row = replace(g.row, announced_version=version)
            g.refresh()

    async def unannounced_channels(self, *, settled: float = 0.0) -> list[int]:
        """Channels whose game moved on since their last announcement (to catch up on start-up), left
        unchanged for at least ``settled`` seconds."""
        return [r.channel_id for r in await self.store.unannounced(settled=settled)]

    async def forget_old_requests(self, older_than_seconds: float = 86400.0) -> int:
        """Drop the applied request ids older than a day (no interaction is delivered that late), so the
        table stays small; returns how many were dropped."""
        return await self.store.prune_requests(older_than_seconds)

    def seen(self, channel_id: int, game_id: int, user_id: int, version: int) -> None:
        """Remember that ``user_id`` was shown ``version`` (an ephemeral status, an autocomplete list)."""
        key = (channel_id, game_id, user_id)
        self._seen.touch(key, max(version, self._seen.get(key, -1)))

    async def shown_version(self, channel_id: int, user_id: int) -> int:
        """The latest version this user has been shown: the channel's last announcement, or newer if they
        were shown one privately. A typed order without a version of its own is checked against it."""
        info = await self.info(channel_id)
        mine: int = self._seen.get((channel_id, info.game_id, user_id), -1)
        return max(info.announced_version, mine)

    # ------------------------------------------------------------------ reading

    async def info(self, channel_id: int) -> GameInfo:
        return (await self._read(channel_id)).info

    async def view(self, channel_id: int, user_id: int | None) -> View:
        g = await self._read(channel_id)
        view: View = g.ruleset.view(g.state, self._user_side(g, user_id))
        return view

    async def away(
        self, channel_id: int, user_id: int | None, side: str | None = None, *, public: bool = False
    ) -> Away:
        """What the other side did since ``side``'s last order (default: the side this user sees through):
        every activation's moves, attacks and losses, drawn together on today's map, and the events that
        side may read (``public``: as the channel sees them). A spectator must name a side."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            if g.row.status == "setup":
                raise ServiceError("service.not_started")
            who = side or self._user_side(g, user_id)
            if who is None:
                raise ServiceError("service.not_seated", sides=list(g.info.sides))
            if who not in g.info.sides:
                raise ServiceError("service.unknown_side", side=who, sides=list(g.info.sides))
            actions = await self.store.actions(channel_id, include_undone=False)
            since = away_of.last_order_of(actions, who)
            snap = await self.store.snapshot_before(channel_id, since + 1)
        if snap is None:
            state, _ = _set_up(g.ruleset, g.row.scenario, g.row.seed, dict(g.row.options))
            at = 0
        else:
            at, state_json = snap
            state = g.ruleset.load(json.loads(state_json))
        orders = [a for a in actions if a.kind == "order"]
        state = replay_actions(g.ruleset, state, ((a.side, a.order) for a in orders if at < a.seq <= since))
        after = [a for a in orders if a.seq > since]
        return await asyncio.to_thread(
            away_of.gather, g.ruleset, state, after, who, since, g.state, public=public
        )

    async def away_png(self, gathered: Away, lang: str | None = None) -> bytes:
        """The map of ``gathered`` (see ``away``) as PNG bytes: where it all happened, legible on a phone."""
        try:
            from render import labels_for, render_activation_png
        except ImportError as exc:
            raise ServiceError("service.no_renderer", why=str(exc)) from None
        labels = labels_for(lang or self.lang)
        png: bytes = await asyncio.to_thread(render_activation_png, gathered.view, labels=labels)
        return png

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
        return (await self.suggestions(channel_id, user_id, prefix, limit))[1]

    async def suggestions(
        self, channel_id: int, user_id: int, prefix: str, limit: int = 25
    ) -> tuple[int, list[str]]:
        """The legal orders of this user matching ``prefix``, and the game version they belong to."""
        g = await self._read(channel_id)
        mine = [s for s in g.seats if s.user_id == user_id]
        prompts = [p for p in self._prompts(g) if any(may_answer(s, p) for s in mine)]
        orders = list(dict.fromkeys(c.order for p in prompts for c in p.choices))
        want = prefix.strip().casefold()
        starts = [o for o in orders if o.casefold().startswith(want)]
        inside = [o for o in orders if want in o.casefold() and o not in starts]
        return g.row.version, (starts + inside)[:limit]

    async def log(
        self, channel_id: int, user_id: int | None, limit: int = 20, lang: str | None = None
    ) -> list[str]:
        """The recent actions and their events as the user may read them: the other sides' secret choices
        and private events are not shown. ``lang`` is the reader's language (default: the game's)."""
        g = await self._read(channel_id)
        lang = lang or g.info.language
        mine = {s.side for s in g.seats if s.user_id == user_id} if user_id is not None else set()
        lines: list[str] = []
        for a in await self.store.recent_actions(channel_id, limit):
            shown = [
                text(Msg.from_json(e), lang)
                for e in a.events
                if e.get("private_to") is None or e.get("private_to") in mine
            ]
            order = a.order if not a.secret or a.side in mine else text(Msg("service.secret_order"), lang)
            head = f"#{a.seq} {a.side}: {order}"
            if a.undone:
                head += " " + text(Msg("service.log.taken_back"), lang)
            lines.append(head)
            lines.extend(f"  {t}" for t in shown)
        return lines[-limit:]

    async def sight(self, channel_id: int, los: str) -> SightView:
        """The line of sight between two hexes, ``los`` written ``A-B`` (or ``A B``), as the game's rules
        see it now: clear or blocked, where, and the cover at the far end, with the rule cited."""
        g = await self._read(channel_id)
        if not isinstance(g.ruleset, DrawsSight):
            raise ServiceError("service.los_unsupported", system=g.ruleset.title)
        ends = los_ends(los)
        if ends is None:
            raise ServiceError("service.los_form", text=excerpt(los))
        view = g.ruleset.view(g.state, None)
        for end in ends:
            problem = zoom_problem(view, end, None)
            if problem is not None:
                raise ServiceError(problem.key, **problem.params)
        try:
            return g.ruleset.sight(g.state, *ends)
        except RulesError as err:
            raise ServiceError("service.los_refused", why=err.msg) from None

    async def snapshot(
        self,
        channel_id: int,
        *,
        around: str | None = None,
        section: str | None = None,
        full: bool = False,
        sight: SightView | None = None,
    ) -> bytes:
        """The map as PNG bytes. By default the post after an activation: where it happened, legible on a
        phone, with an overview of the whole map; ``full`` the whole map; ``around`` / ``section`` a zoom;
        ``sight`` a line of sight drawn over it (from ``sight()``), its verdict in the title bar."""
        g = await self._read(channel_id)
        try:
            from render import labels_for, render_activation_png, render_png
        except ImportError as exc:
            raise ServiceError("service.no_renderer", why=str(exc)) from None
        view = g.ruleset.view(g.state, None)
        problem = zoom_problem(view, around, section)
        if problem is not None:
            raise ServiceError(problem.key, **problem.params)
        if sight is not None:
            full = True
            notes = (*view.title_notes, sight.why)
            view = replace(view, map=replace(view.map, sight=sight), title_notes=notes)
        labels = labels_for(g.info.language)  # the map speaks the game's language
        note = await self.title_note(channel_id, view, g.info.language) if self.title_note else ""
        try:
            if around or section or full:
                png: bytes = await asyncio.to_thread(
                    render_png, view, around=around, section=section, labels=labels, note=note
                )
            else:
                png = await asyncio.to_thread(render_activation_png, view, labels=labels, note=note)
        except ValueError as exc:  # an unknown hex or section to zoom on
            raise ServiceError("service.bad_zoom", why=excerpt(str(exc), 120)) from None
        return png

    # ------------------------------------------------------------------ export and verification

    async def export(
        self, channel_id: int, user_id: int | None, *, lang: str | None = None, full: bool = False
    ) -> exporting.Export:
        """The whole game as a readable log in ``lang`` (default: the game's) and, once it is over, as a
        transcript that replays it. ``full``: the operator's or the hot-seat console's export, with every
        side's secrets, the seed and the transcript even while the game is in play."""
        async with self._guard(channel_id):
            g = await self._load(channel_id)
            seats = await self.store.seats(channel_id)
            actions = await self.store.actions(channel_id)
        mine = None if full else {s.side for s in g.seats if s.user_id == user_id}
        return exporting.build(
            g.row, seats, actions, g.ruleset, g.state, lang=lang or g.info.language, sides=mine, reveal=full
        )

    async def verify(self, channel_id: int, *, full: bool = False) -> fairness.Verdict:
        """Check the channel's game as its export would be checked: the revealed seed against the dice
        commitment, and a replay of its order log. Only once the game is over unless ``full``."""
        exported = await self.export(channel_id, None, full=full)
        if exported.transcript is None:
            return fairness.Verdict(problems=[Msg("verify.not_revealed")])
        return fairness.verify_text(exported.transcript)


def los_ends(text: str) -> tuple[str, str] | None:
    """The two hexes of ``/game map los:A-B`` (``A-B``, ``A B``, ``A:B`` or ``A>B``), or None."""
    parts = [p for p in re.split(r"[\s\-:>,→]+", text.strip()) if p]
    return (parts[0], parts[1]) if len(parts) == 2 else None


def zoom_problem(view: View, around: str | None, section: str | None) -> Msg | None:
    """Why a zoom ``around`` a hex or on a ``section`` cannot be drawn on this map, or None."""
    if around and section:
        return Msg("service.around_or_section")
    if around:
        labels = [h.label for h in view.map.hexes]
        if around.strip().upper() not in {label.upper() for label in labels}:
            return Msg(
                "service.unknown_hex", {"hex": excerpt(around), "example": labels[0] if labels else "-"}
            )
    if section:
        known = sorted({s for h in view.map.hexes for s in h.sections})
        if section.strip().lower() not in {s.lower() for s in known}:
            return Msg(
                "service.unknown_section", {"section": excerpt(section), "sections": ", ".join(known) or "-"}
            )
    return None


def _set_up(
    ruleset: Any, scenario: str, seed: int, options: Mapping[str, Any]
) -> tuple[Any, tuple[Event, ...]]:
    """The game as it starts, with what happened at set-up (a deal, a first initiative roll, decisions
    forced at the start): ``Ruleset.setup`` where the system has it, else a bare ``new_game``."""
    setup = getattr(ruleset, "setup", None)
    if callable(setup):
        tr = setup(scenario, seed, options)
        return tr.state, tuple(tr.events)
    return ruleset.new_game(scenario, seed, options), ()


def _revealed(g: _Game) -> tuple[Event, ...]:
    """When the game is over: the event revealing its dice seed and the salt of its commitment."""
    if not g.info.revealed_salt:
        return ()
    params = {"seed": g.row.seed, "salt": g.info.revealed_salt, "commitment": g.info.commitment}
    return (Event(Msg("verify.event.revealed", params)),)


def _destinations(g: _Game, prompts: Sequence[Prompt]) -> tuple[Destinations, ...]:
    """Where the unit being moved may go, for each side moving one (a system without ``destinations``:
    none)."""
    find = getattr(g.ruleset, "destinations", None)
    if find is None or g.row.status != "active":
        return ()
    out = []
    for p in prompts:
        if p.private or any(d.side == p.side for d in out):
            continue
        places = tuple(find(g.state, p.side))
        if places:
            out.append(Destinations(p.side, p.role, places))
    return tuple(out)


def _side_prefix(order_text: str, sides: Sequence[str]) -> tuple[str | None, str]:
    """``north: done`` → ("north", "done") when the words before the colon name a side of the game."""
    head, colon, rest = order_text.partition(":")
    if colon and head.strip().lower() in sides and rest.strip():
        return head.strip().lower(), rest.strip()
    return None, order_text


def _warning(ruleset: Any, state: Any, side: str, action: Any) -> Msg | None:
    """What the order forfeits, by the engine's ``warning`` (a system without one warns of nothing)."""
    warn = getattr(ruleset, "warning", None)
    got = warn(state, side, action) if warn is not None else None
    return got if isinstance(got, Msg) else None


def _seat(s: SeatRow) -> Seat:
    return Seat(s.user_id, s.side, s.role)


def _seat_text(s: Seat) -> str:
    return f"{s.side} ({s.role})" if s.role else s.side


def _pending_row(channel_id: int, o: Offer) -> PendingRow:
    return PendingRow(
        o.token, o.kind, channel_id, o.game_id, o.user_id, o.from_user, o.side, o.role, o.expires_at
    )


def _answers_secret(prompts: Sequence[Prompt], side: str, canonical: str) -> bool:
    """Whether an order of ``side`` answers a secret decision: one of a private prompt's choices, or the
    side owes only private decisions (then even an order written another way reveals the choice)."""
    own = [p for p in prompts if p.side == side]
    if any(p.private and any(c.order == canonical for c in p.choices) for p in own):
        return True
    return bool(own) and all(p.private for p in own)
