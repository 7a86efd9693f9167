"""The offline console: hot-seat play on one machine with the same commands as on Discord.

    hexwar console [--db PATH] [--system cca] [--scenario two-hills] [--new]

With no game in the database's console channel it sets up the demo, gives the local player every seat,
starts it and shows whose decision it is. Games resume from the same SQLite file; a finished one shows
its result and final map until ``--new`` (or ``/game new``) starts another. Bare text is an order;
a number picks one of the listed choices; ``help`` lists the legal orders; ``quit`` (or end of input)
leaves. Works with stdin that is not a terminal, so a session can be scripted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import re
import shlex
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TextIO

from bot import console_records
from bot.clockwork import Clockwork
from bot.service import GameInfo, GameService, NeedsConfirmation, Outcome, ServiceError, refusal_text, text
from bot.settings import Settings
from bot.store import Store
from engine.core.errors import DataError, RulesError
from engine.core.messages import LANGUAGES, Msg
from engine.core.protocol import Event, Prompt, Result
from engine.core.view import View, info_label, info_value, piece_names, side_name, side_ref

LOCAL_USER = 1  # the person at the keyboard holds every seat
CONSOLE_CHANNEL = 1  # the console's one "channel" in the database
DEMO_SYSTEM = "cca"
DEMO_SCENARIO = "two-hills"
MAX_LISTED = 40
RECENT_EVENTS = 8  # log lines shown once to a returning player

HELP = Msg("console.help")  # the commands, in the console's language (bot/locale/*/console.ftl)
SYSTEM_ORDERS = ("gboh", "ager")  # systems whose order notation help shows (console.orders-SYSTEM)


class Console:
    def __init__(
        self,
        service: GameService,
        settings: Settings,
        *,
        out: TextIO | None = None,
        user: int = LOCAL_USER,
        channel: int = CONSOLE_CHANNEL,
        seed: int | None = None,
        maps: bool = True,
    ) -> None:
        self.service = service
        self.maps = maps  # write a map after each activation (``--no-maps``: only when asked)
        service.title_note = Clockwork(service, service.store).title_note  # the clock on the map
        self.settings = settings
        self.out = out or sys.stdout
        self.seed = seed  # fixed dice for every game set up here (None: drawn at start)
        self._confirm: dict[str, tuple[str, float]] = {}  # what awaits a second typing, and until when
        # an order refused until it is confirmed, as typed: the next line confirms it or drops it
        self._held: tuple[str, NeedsConfirmation] | None = None
        self.user = user
        self.channel = channel
        self.lang = settings.lang
        self.choices: list[str] = []
        self.choice_sides: list[str] = []  # the side each numbered choice answers for (hot seat)
        self._render_warned = False
        self._private_shown: tuple[str, str] | None = None
        self._view: View | None = None  # the last view shown: how a side's name reads
        self._standing_shown: dict[str, str] = {}  # side → its standing answers as last shown

    # ------------------------------------------------------------------ output

    def say(self, line: str = "") -> None:
        print(line, file=self.out, flush=True)

    def t(self, msg: Msg) -> str:
        return text(msg, self.lang)

    def tr(self, key: str, **params: Any) -> str:
        """The console's own sentence ``key`` (``console.*``) with ``params``, in its language."""
        return text(Msg(key, params), self.lang)

    def state(self, status: str) -> str:
        return self.tr(f"console.state.{status}")

    # ------------------------------------------------------------------ session

    async def ensure_game(
        self, system: str, scenario: str, *, new: bool, wanted: tuple[str, str] | None = None
    ) -> bool:
        """Resume the console's game, or set up ``system``/``scenario`` with every seat taken locally."""
        try:
            info: GameInfo | None = await self.service.info(self.channel)
        except ServiceError:
            info = None
        if info is not None and info.status in ("setup", "active") and not new:
            self.say(
                self.tr(
                    "console.resuming",
                    system=info.system,
                    scenario=info.scenario,
                    path=str(self.service.store.path),
                )
            )
            if wanted is not None and wanted != (info.system, info.scenario):
                self.say(self.tr("console.to_play_instead", system=wanted[0], scenario=wanted[1]))
            if info.status == "setup":
                self.say(self.tr("console.still_setup"))
                return True
            await self.show_recent()
            await self.show_status()
            return True
        if info is not None and info.status == "finished" and not new:
            # the finished game stays: its result, its final map, and how to start another
            with contextlib.suppress(ServiceError):
                last = await self.service.outcome(self.channel)
                self._view = last.view
                if last.result is not None:
                    self.say(self.tr("console.last_game_over", system=info.system, scenario=info.scenario))
                    over = Msg("service.event.game_over", {"result": self._result(last.result, info.system)})
                    self.say("★ " + self.t(over))
            await self.show_recent()
            if self.maps:
                await self.write_map(full=True)
            system, scenario = wanted or (system, scenario)
            self.say(self.tr("console.to_play_instead", system=system, scenario=scenario))
            return True
        if info is not None and info.status in ("setup", "active"):
            ask = await self.service.confirmation(self.channel, self.user, "abandon", is_admin=True)
            await self.service.abandon(self.channel, self.user, is_admin=True, token=ask.token)
        try:
            info = await self.service.create(self.channel, self.user, system, scenario, seed=self.seed)
        except (ServiceError, RulesError, DataError) as err:
            why = _err_text(err, self.lang)
            self.say(self.tr("console.cannot_set_up", system=system, scenario=scenario, why=why))
            return False
        for side in info.sides:
            info = await self.service.join(self.channel, self.user, side)
        out = await self.service.start(self.channel, self.user)
        self._view = out.view
        sides = ", ".join(self.seat(out.view, side) for side in info.sides)
        self.say(self.tr("console.new_game", title=out.view.title, seed=out.game.seed, sides=sides))
        self.say(self.tr("console.welcome"))
        await self.show_outcome(out)
        return True

    async def run(self, stdin: TextIO) -> None:
        interactive = stdin.isatty()
        if interactive:
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401  (line editing and history for input())
        while True:
            prompt = await self.prompt_text()
            if interactive:
                try:
                    line = input(prompt)
                except EOFError:
                    self.say()
                    break
            else:
                raw = stdin.readline()
                if not raw:
                    break
                line = raw.rstrip("\n")
                self.say(f"{prompt}{line}")
            if not await self.handle(line):
                break
        self.say(self.tr("console.bye"))

    async def prompt_text(self) -> str:
        try:
            prompts = await self.service.pending(self.channel)
        except ServiceError:
            return f"[{self.tr('console.no_game')}] > "
        if not prompts:
            info = await self.service.info(self.channel)
            return f"[{self.state(info.status)}] > "
        p = prompts[0]
        who = self.seat(await self.service.view(self.channel, None), p.side, p.role)
        asked = self.t(p.msg)
        if asked.lower().startswith(f"{who.lower()}:"):  # the question names its side already
            asked = asked[len(who) + 1 :]
        question = short_question(asked, p.side, self.tr("console.your_decision"))
        return f"[{who} · {question}] > "

    # ------------------------------------------------------------------ commands

    async def handle(self, line: str) -> bool:
        """Run one line; False when the session should end."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        low = line.lower()
        if low in ("quit", "exit", "/quit", "/exit"):
            return False
        held, self._held = self._held, None
        try:
            if low in ("confirm", "/confirm"):
                if held is None:
                    self.say("✗ " + self.tr("console.nothing_to_confirm"))
                else:
                    await self.order(held[0], held)
            elif low in ("help", "/help", "?", "status", "/status"):
                self._held = held  # looking at the game leaves an order waiting for confirmation waiting
                await (self.show_help() if "help" in low or low == "?" else self.show_status())
            elif held is not None and (
                line.isdigit() or not line.startswith("/") or low.startswith("/order")
            ):
                await self._again(line, held)
            elif line.isdigit():
                await self.pick(int(line))
            elif low.startswith("/game"):
                await self.game_command(line)
            elif low.startswith("/order"):
                await self.order(line[len("/order") :].strip())
            elif low == "/standing" or low.startswith("/standing "):
                await self.standing(line.split()[1:])
            elif line.startswith("/"):
                self.say(self.tr("console.unknown_command", command=line.split()[0]))
            else:
                await self.order(line)
        except NeedsConfirmation as need:
            typed = line[len("/order") :].strip() if low.startswith("/order") else line
            self._held = (typed, need)
            self.say(f"? {need.text(self.lang)}")
            self.say("  " + self.tr("console.confirm_order"))
        except (ServiceError, RulesError, DataError) as err:
            self.say(f"✗ {_err_text(err, self.lang)}")
        except Exception as err:  # a fault in a rules engine: report it, keep the session (nothing was saved)
            self.say("✗ " + self.tr("console.internal_error", error=type(err).__name__, detail=str(err)))
            self.say("  " + self.tr("console.report_it"))
        return True

    async def _numbered(self, n: int) -> tuple[str, str] | None:
        """Choice ``n`` of the list shown (its side, its order), or None after saying there is none. A game
        that is over has no choices: a number is refused as any order is, saying how to start another."""
        status = (await self.service.info(self.channel)).status
        if status not in ("setup", "active"):
            self.choices = []
            raise ServiceError("service.finished", state=status)
        if not self.choices:
            prompts = await self._my_prompts()
            self.choices = [c.order for p in prompts for c in p.choices]
            self.choice_sides = [p.side for p in prompts for _c in p.choices]
        if not 1 <= n <= len(self.choices):
            self.say("✗ " + self.tr("console.no_such_choice", number=n, count=len(self.choices)))
            return None
        return self.choice_sides[n - 1], self.choices[n - 1]

    async def pick(self, n: int) -> None:
        got = await self._numbered(n)
        if got is not None:
            await self.order(got[1], side=got[0])  # a hot seat's number answers for its own side

    async def order(
        self, order_text: str, held: tuple[str, NeedsConfirmation] | None = None, *, side: str | None = None
    ) -> None:
        """Give an order (``side``: the side it answers for, when known); ``held``: the order refused
        until confirmed, which this one confirms."""
        if not order_text:
            raise ServiceError("service.empty_order")
        self.say(f"→ {order_text}")
        if held is not None:
            need = held[1]
            out = await self.service.order(
                self.channel, self.user, need.typed, version=need.version, confirmed=True, side=need.side
            )
        else:
            out = await self.service.order(self.channel, self.user, order_text, side=side)
        await self.show_outcome(out)

    async def _again(self, line: str, held: tuple[str, NeedsConfirmation]) -> None:
        """The line after an order waiting for confirmation: the same order (typed, /order or its number)
        confirms it; any other order is given as usual (the waiting one is dropped)."""
        side = None
        if line.isdigit():
            got = await self._numbered(int(line))
            if got is None:
                return
            side, line = got
        elif line.lower().startswith("/order"):
            line = line[len("/order") :].strip()
        same = " ".join(line.lower().split())
        if same in (" ".join(held[0].lower().split()), " ".join(held[1].order.lower().split())) and (
            side in (None, held[1].side)
        ):
            await self.order(line, held)
        else:
            await self.order(line, side=side)

    async def standing(self, args: list[str]) -> None:
        """``/standing [SIDE] [DECISION ANSWER]``: list or set standing answers (hot seat: per side)."""
        info = await self.service.info(self.channel)
        side = None
        if args and args[0] in info.sides:
            side, args = args[0], args[1:]
        if len(args) not in (0, 2):
            self.say(self.tr("console.usage_standing"))
            return
        decision, answer = (args[0], args[1]) if args else (None, None)
        got = await self.service.standing(self.channel, self.user, decision, answer, side=side)
        if got.outcome is not None:
            self.show_events(got.outcome.events)
        for line in self.service.standing_lines(got, self.lang):
            self.say(line)
        if got.outcome is not None and any(e.private_to is None for e in got.outcome.events):
            await self.show_decisions(got.outcome)  # it answered what was owed: the game went on

    async def game_command(self, line: str) -> None:
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        sub = words[1].lower() if len(words) > 1 else "status"
        args = words[2:]
        svc, ch, me = self.service, self.channel, self.user
        if sub == "new":
            if len(args) < 2:
                self.say(self.tr("console.usage_new"))
                return
            options = dict(a.split("=", 1) for a in args[2:] if "=" in a)
            info = await svc.create(ch, me, args[0], args[1], options, seed=self.seed)
            if self.seed is not None:
                seeded = {"system": info.system, "scenario": info.scenario, "seed": info.seed}
                self.say(self.tr("console.created_seeded", **seeded))
            else:
                self.say(self.tr("console.created_drawn", system=info.system, scenario=info.scenario))
            self.say(self.tr("console.take_seats", sides=", ".join(info.sides)))
        elif sub == "join":
            if not args:
                self.say(self.tr("console.usage_join"))
                return
            info = await svc.join(ch, me, args[0], args[1] if len(args) > 1 else None)
            self.say(self.tr("console.you_hold", seats=", ".join(_seat_text(s) for s in info.seats_of(me))))
        elif sub == "start":
            await self.show_outcome(await svc.start(ch, me))
        elif sub == "status":
            await self.show_status()
        elif sub == "map":
            # asked for: the whole map, a zoom on a hex, or a line of sight (map los A-B)
            if args and args[0].lower().startswith("los"):
                await self.write_sight(" ".join(args)[3:].lstrip(":= "))
            else:
                await self.write_map(around=args[0] if args else None, force=True, full=True)
        elif sub == "log":
            n = int(args[0]) if args and args[0].isdigit() else 20
            lines = await svc.log(ch, me, n)
            self.say("\n".join(lines) if lines else self.tr("console.no_log"))
        elif sub == "undo":
            await self.show_outcome(await svc.undo(ch, me))
        elif sub == "leave":
            info = await svc.leave(ch, me)
            self.say(self.tr("console.left", sides=", ".join(info.sides)))
        elif sub == "resign":
            token = await self._confirmed(sub)
            if token is not None:
                await self.show_outcome(await svc.resign(ch, me, token=token))
        elif sub == "abandon":
            token = await self._confirmed(sub)
            if token is not None:
                info = await svc.abandon(ch, me, is_admin=True, token=token)
                self.say(self.tr("console.abandoned", system=info.system, scenario=info.scenario))
                for line in console_records.status_lines(self, info):
                    self.say(f"  {line}")
        elif sub in console_records.COMMANDS:
            await console_records.command(self, sub, args)
        else:
            self.say(self.tr("console.unknown_game_command", command=sub))

    async def _confirmed(self, kind: str) -> str | None:
        """The first ``/game resign`` (or abandon) asks; the same command typed again in time confirms."""
        held = self._confirm.pop(kind, None)
        if held is not None and held[1] > time.time():
            return held[0]
        ask = await self.service.confirmation(self.channel, self.user, kind, is_admin=True)
        self._confirm[kind] = (ask.token, ask.expires_at)
        seconds = int(ask.expires_at - time.time() + 0.5)
        self.say(self.tr("console.confirm", command=kind, seconds=seconds))
        return None

    # ------------------------------------------------------------------ display

    async def show_help(self) -> None:
        self.say(self.t(HELP))
        self.say(self.t(console_records.HELP))
        try:
            system = (await self.service.info(self.channel)).system
        except ServiceError:
            system = ""
        if system in SYSTEM_ORDERS:  # the notation of this game's orders
            self.say(self.tr(f"console.orders-{system}"))
        try:
            prompts = await self._my_prompts()
        except ServiceError:
            return
        if prompts:
            self.say("")
            self.show_prompts(prompts, limit=None, view=await self.service.view(self.channel, self.user))

    async def show_recent(self, n: int = RECENT_EVENTS) -> None:
        """The last few lines of the game's log, so a returning player sees what happened last."""
        try:
            lines = await self.service.log(self.channel, self.user, n)
        except ServiceError:
            return
        if lines:
            self.say(self.tr("console.last_events"))
            for line in lines:
                self.say(f"  {line}")

    async def show_status(self) -> None:
        out = await self.service.outcome(self.channel)
        self.show_position(out.view, out.game)
        for line in console_records.status_lines(self, out.game):
            self.say(f"   {line}")
        for m in await Clockwork(self.service, self.service.store).status_msgs(self.channel, time.time()):
            self.say(f"   {self.t(m)}")
        await self.show_decisions(out, always_private=True)

    def show_position(self, view: View, game: GameInfo) -> None:
        self.say(
            self.tr(
                "console.status_head",
                title=view.title,
                turn=view.turn,
                phase=self.t(view.phase),
                status=self.state(game.status),
                version=game.version,
            )
        )
        names = piece_names(view)
        for sv in view.sides:
            name = side_name(view.system, sv, self.lang)
            bits = [self.tr("console.side_head", name=name, side=sv.side)]
            if sv.score is not None and sv.target is not None:
                bits.append(self.tr("console.score_of", score=sv.score, target=sv.target))
            elif sv.score is not None:
                bits.append(self.tr("console.score", score=sv.score))
            bits.extend(self.figure(view.system, k, v, names) for k, v in sv.info.items())
            self.say("   " + " · ".join(bits))
        for m in view.status:
            self.say(f"   {self.t(m)}")

    def figure(self, system: str, key: str, value: Any, names: Mapping[str, str] | None = None) -> str:
        """A side's public figure: its name and value in the console's language."""
        name = info_label(system, key, self.lang)
        return self.tr("console.figure", name=name, value=info_value(system, key, value, self.lang, names))

    async def show_outcome(self, out: Outcome) -> None:
        self.show_events(out.events)
        if out.snapshot and self.maps:
            await self.write_map()
        if out.result is not None:
            self.choices = []  # the last decision's list is gone with the game
            self.say("★ " + self.t(Msg("service.event.game_over", {"result": self._result(out.result)})))
            return
        await self.show_decisions(out)

    def _result(self, r: Result, system: str = "") -> str:
        if r.winner:
            system = system or (self._view.system if self._view is not None else "")
            winner = side_ref(system, r.winner) if system else r.winner  # read as its name
            return self.t(Msg("service.event.winner", {"winner": winner, "reason": r.reason}))
        return self.t(Msg("service.event.draw"))

    def show_events(self, events: Sequence[Event]) -> None:
        for e in _merge_standing(events):
            who = self.seat(self._view, e.private_to) if e.private_to else ""
            tag = " " + self.tr("console.private_to", side=who) if e.private_to else ""
            self.say(f"  • {self.t(e.msg)}{tag}")

    async def show_decisions(self, out: Outcome, *, always_private: bool = False) -> None:
        if out.game.status != "active":
            self.choices = []
            return
        prompts = await self._my_prompts()
        if not prompts:
            owed = ", ".join(self.seat(out.view, p.side) for p in out.prompts) or self.tr("console.nobody")
            self.say(self.tr("console.waiting_for", sides=owed))
            self.choices = []
            return
        side = prompts[0].side
        view = await self.service.view(self.channel, self.user)
        private = (side, repr(dict(view.private)))
        if view.private and (always_private or private != self._private_shown):
            # hot seat: the hand of the side now deciding, shown when it changes hands or contents;
            # its standing answers only when they change (they rarely do, and every switch would repeat them)
            for key, value in view.private.items():
                if isinstance(value, dict) and not value:
                    continue  # nothing to tell (no standing answers given, say)
                if key == "standing" and not always_private:
                    if self._standing_shown.get(side) == repr(value):
                        continue
                    self._standing_shown[side] = repr(value)
                name = info_label(view.system, key, self.lang)
                shown = info_value(view.system, key, value, self.lang)
                who = self.seat(view, side)
                self.say("  " + self.tr("console.private_entry", side=who, name=name, value=shown))
        self._private_shown = private
        self.show_prompts(prompts, limit=MAX_LISTED, view=view)

    def seat(self, view: View | None, side: str, role: str | None = None) -> str:
        """A seat as a player reads it: the side's name in the reader's language, and the role's (a
        GBoH leader's name rather than his id); the id where the view does not name it."""
        name = side
        if view is not None:
            for sv in view.sides:
                if sv.side == side:
                    name = side_name(view.system, sv, self.lang)
        if not role:
            return name
        return f"{name} ({piece_names(view).get(role, role) if view is not None else role})"

    def show_prompts(self, prompts: Sequence[Prompt], *, limit: int | None, view: View | None = None) -> None:
        self._view = view or self._view
        self.choices = []
        self.choice_sides = []
        leaders = _leader_names(self._view)
        for p in prompts:
            who = self.seat(view, p.side, p.role)
            question = self.t(p.msg)
            named = question.lower().startswith((f"{p.side.lower()}:", f"{who.lower()}:"))
            self.say(question if named else f"{who}: {question}")
            for c in p.choices:
                self.choices.append(c.order)
                self.choice_sides.append(p.side)
                n = len(self.choices)
                if limit is not None and n > limit:
                    continue
                shown = choice_text(self.t(c.label), c.order)
                who_is = [leaders[w] for w in c.order.split()[1:] if w in leaders and leaders[w] not in shown]
                self.say(f"  {n:>2}) {shown}" + (f"  ({', '.join(who_is)})" if who_is else ""))
        if limit is not None and len(self.choices) > limit:
            self.say("  " + self.tr("console.more_choices", count=len(self.choices) - limit))

    async def _my_prompts(self) -> tuple[Prompt, ...]:
        return await self.service.prompts_for(self.channel, self.user)

    async def write_map(
        self, *, around: str | None = None, force: bool = False, full: bool = False
    ) -> Path | None:
        """Write a snapshot: after an activation, where it happened (phone-sized, with an overview);
        ``full`` the whole map. The file name is unique to this game (two games never overwrite)."""
        try:
            png = await self.service.snapshot(self.channel, around=around, full=full)
        except ServiceError as err:
            if force or not self._render_warned:
                self.say("  " + self.tr("console.no_map", why=err.text(self.lang)))
                self._render_warned = True
            return None
        except Exception as err:  # a drawing problem never stops the game
            self.say("  " + self.tr("console.map_failed", error=type(err).__name__, detail=str(err)))
            return None
        return await self.save_png(png, f"around-{around}" if around else ("full" if full else ""))

    async def write_sight(self, los: str) -> Path | None:
        """Say whether the line of sight ``los`` (``A-B``) is clear, and write the map with it drawn."""
        try:
            sight = await self.service.sight(self.channel, los)
            png = await self.service.snapshot(self.channel, sight=sight)
        except ServiceError as err:
            self.say("  " + self.tr("console.no_map", why=err.text(self.lang)))
            return None
        self.say("  " + text(sight.why, self.lang))
        return await self.save_png(png, f"los-{sight.a}-{sight.b}")

    async def save_png(self, png: bytes, suffix: str = "") -> Path:
        """Write a drawn map under a name unique to this game and this version, and say where."""
        info = await self.service.info(self.channel)
        folder = self.settings.snapshot_dir
        folder.mkdir(parents=True, exist_ok=True)
        from render import snapshot_name  # drawing worked, so the renderer is there

        name = snapshot_name(
            info.scenario,
            info.version,
            store=self.service.store.path,
            channel=self.channel,
            game=info.game_id,
            suffix=suffix,
        )
        path = folder / name
        path.write_bytes(png)
        self.say("  " + self.tr("console.map_written", path=str(path)))
        return path


def choice_text(label: str, order: str) -> str:
    """A numbered choice's text: the label, followed by the order unless the label already says it."""
    shown, wanted = _squash(label), _squash(order)
    if not shown or shown == wanted:
        return order
    if wanted in shown:
        return label.strip()
    return f"{label.strip()}  [{order}]"


def _squash(s: str) -> str:
    return " ".join(s.split()).casefold()


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")
_CLAUSE_END = re.compile(r" \(|[.?!;:](?:\s|$)| — | - ")
_WHERE = re.compile(r" \([^()]*, [A-Za-z]?\d+[A-Za-z]?\)")  # a named unit's "(type, hex)"


def _leader_names(view: View | None) -> dict[str, str]:
    """Leader ids an order may name (``activate legx``) → the leader's name, said beside the choice."""
    if view is None:
        return {}
    names = piece_names(view)
    named = {c.id: names.get(c.id, c.id) for c in view.map.counters if c.leader}
    return {lid: name for lid, name in named.items() if name.casefold() != lid.casefold()}


def _merge_standing(events: Sequence[Event]) -> list[Event]:
    """A run of the same standing answer given step after step (a router's path, hex by hex) as one
    note listing the answers, so the events it chose stay in sight."""
    out: list[Event] = []
    for e in events:
        last = out[-1] if out else None
        if (
            last is not None
            and e.msg.key == last.msg.key == "core.ev.standing"
            and e.private_to == last.private_to
            and e.msg.params.get("kind") == last.msg.params.get("kind")
        ):
            orders = f"{last.msg.params.get('order')}, {e.msg.params.get('order')}"
            out[-1] = Event(Msg(e.msg.key, {**e.msg.params, "order": orders}, e.msg.rule), e.private_to)
            continue
        out.append(e)
    return out


def short_question(question: str, side: str, fallback: str = "your decision") -> str:
    """A prompt's question cut to fit a command line: its first clause, no leading side name, no
    explanation, and never a placeholder the message left unfilled."""
    q = " ".join(question.split())
    if q.lower().startswith(f"{side.lower()}:"):
        q = q[len(side) + 1 :].strip()
    q = _WHERE.sub("", q)
    clauses = [c.strip(" ,.?!:;") for c in _CLAUSE_END.split(q)]
    clauses = [c for c in clauses if c]
    filled = [c for c in clauses if not _PLACEHOLDER.search(c)]
    if filled:
        q = filled[0]
    elif clauses:
        q = " ".join(_PLACEHOLDER.sub(" ", clauses[0]).split()).strip(" ,.?!:;()")
    else:
        q = ""
    if not q:
        return fallback
    # the first word keeps its capital: it is as often a name (Legatus Hispanus, Caesar) as a verb
    return q if len(q) <= 40 else q[:39] + "…"


def _first_scenario(system: str, lang: str = "en") -> str | None:
    from engine.registry import get_ruleset

    try:
        scenarios = get_ruleset(system).scenarios()
    except RulesError as err:
        print(f"hexwar console: {err.text(lang)}")
        return None
    if not scenarios:
        print(f"hexwar console: {text(Msg('console.no_scenarios', {'system': system}), lang)}")
        return None
    return str(scenarios[0].id)


def _seat_text(s: Any) -> str:
    return f"{s.side}/{s.role}" if s.role else s.side


def _err_text(err: Exception, lang: str) -> str:
    return refusal_text(err, lang)


async def run_console(
    settings: Settings,
    *,
    system: str = DEMO_SYSTEM,
    scenario: str = DEMO_SCENARIO,
    new: bool = False,
    stdin: TextIO | None = None,
    out: TextIO | None = None,
    wanted: tuple[str, str] | None = None,
    seed: int | None = None,
    maps: bool = True,
) -> int:
    store = await Store.open(settings.db_path)
    try:
        console = Console(
            GameService(store, lang=settings.lang, confirm_orders=True),
            settings,
            out=out,
            seed=seed,
            maps=maps,
        )
        if not await console.ensure_game(system, scenario, new=new, wanted=wanted):
            return 1
        await console.run(stdin or sys.stdin)
        return 0
    finally:
        await store.close()


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--db", type=Path, help="the SQLite file (default: HEXWAR_DB or data/hexwar.sqlite3)")
    p.add_argument("--system", help=f"game system for a new game (default: {DEMO_SYSTEM})")
    p.add_argument("--scenario", help=f"scenario for a new game (default: {DEMO_SCENARIO} for {DEMO_SYSTEM})")
    p.add_argument("--new", action="store_true", help="abandon the saved console game and start afresh")
    p.add_argument(
        "--seed", type=int, help="fix the dice of new games (for replaying; default: drawn at start)"
    )
    p.add_argument("--lang", choices=LANGUAGES, help="language of the messages (default: HEXWAR_LANG or en)")
    p.add_argument(
        "--no-maps",
        action="store_true",
        help="write a map only when asked (/game map), not after each activation",
    )


def main_args(args: argparse.Namespace) -> int:
    settings = Settings.from_env()
    if args.db is not None:
        from dataclasses import replace

        # snapshots go beside a database named on the command line unless HEXWAR_SNAPSHOTS says otherwise
        snaps = settings.snapshot_dir if os.environ.get("HEXWAR_SNAPSHOTS") else args.db.parent / "snapshots"
        settings = replace(settings, db_path=args.db, snapshot_dir=snaps)
    if getattr(args, "lang", None):
        from dataclasses import replace

        settings = replace(settings, lang=args.lang)
    try:
        system = args.system or DEMO_SYSTEM
        scenario = args.scenario or (
            DEMO_SCENARIO if system == DEMO_SYSTEM else _first_scenario(system, settings.lang)
        )
        if scenario is None:
            return 2
        wanted = (system, scenario) if (args.system or args.scenario) else None
        return asyncio.run(
            run_console(
                settings,
                system=system,
                scenario=scenario,
                new=args.new,
                wanted=wanted,
                seed=getattr(args, "seed", None),
                maps=not getattr(args, "no_maps", False),
            )
        )
    except KeyboardInterrupt:
        print("\n" + text(Msg("console.bye"), settings.lang))
        return 130


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="hexwar console", description="Play hexwar offline (hot seat).")
    add_arguments(p)
    return main_args(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
