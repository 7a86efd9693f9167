"""Hidden information stays hidden: seeded whole games of every registered system, played through the game
service, checked at every step against everything a player of another side or a spectator can see.

What is checked (issue: secrets stay secret):

* the text of an order answering a secret decision (a card played from a hand, an Au fil de l'Épée rest
  pick), as canonical text or as typed, never reaches anyone but its side: not the public message (its
  echo), not ``/game log`` read by another side or a spectator, not the undo message, not the
  spectator view (the map image is drawn from it);
* the choices of a secret decision still pending are seen by nobody else;
* what a side's own view keeps private (a hand) appears in no public message and not in the spectator
  view, unless the game made it public (a card of the same name just played).

The systems come from ``engine.registry``: a system added later is checked without touching this test.
"""

from __future__ import annotations

import dataclasses
import json
import random
import re
from collections.abc import Iterable
from typing import Any

import pytest

from bot.discordbot import formatting
from bot.discordbot.formatting import Reply, mention
from bot.discordbot.texts import text as discord_text
from bot.service import GameService, Outcome, ServiceError
from engine import registry
from engine.core.errors import RulesError

CH = 4040
STEPS = 150  # every step reads every log and view again: enough to cross several turns and phases
# an Ager step reads more (each character's destinations and sight): fewer of them still cross
# player-phases
STEPS_OF = {"ager": 90}
FIRST_USER = 500


def _cases() -> list[tuple[str, dict[str, Any]]]:
    """Every registered system with its default options, and the test-only race with secret moves (each
    an undoable secret order, so the undo message and the log are exercised on every other step)."""
    return [(system, {}) for system in sorted(registry.SYSTEMS)] + [("race", {"hidden": True})]


def _plain(value: Any) -> Any:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple | set | frozenset):
        return [_plain(v) for v in value]
    if hasattr(value, "to_json"):
        return value.to_json()
    return value if isinstance(value, str | int | float | bool) or value is None else str(value)


def _tokens(value: Any) -> set[str]:
    """The strings a private value holds (ids and names of cards in a hand, picked units …)."""
    out: set[str] = set()
    if isinstance(value, dict):
        for v in value.values():
            out |= _tokens(v)
    elif isinstance(value, list | tuple | set):
        for v in value:
            out |= _tokens(v)
    elif isinstance(value, str) and len(value) >= 3:
        out.add(value)
    return out


def _reply_blob(reply: Reply) -> str:
    parts = [reply.content, *(b.label for b in reply.buttons)]
    parts += [label for s in reply.selects for label, _ in s.options]
    parts += [s.placeholder for s in reply.selects]
    return "\n".join(parts)


def _public_reply(outcome: Outcome, actor: int, header: str | None) -> str:
    return _reply_blob(formatting.outcome_replies(outcome, actor, header=header).public)


def _event_texts(outcome: Outcome) -> str:
    return "\n".join(formatting.event_lines(outcome.events))


class Watch:
    """Everything a non-owner could read, step by step, and the secrets to look for in it."""

    def __init__(self, service: GameService, users: dict[str, int]) -> None:
        self.service = service
        self.users = users
        self.secret_orders: dict[str, set[str]] = {side: set() for side in users}
        self.problems: list[str] = []

    async def spectator(self) -> str:
        return json.dumps(_plain(await self.service.view(CH, None)), ensure_ascii=False)

    async def readers(self, side: str) -> dict[str, str]:
        """What the other sides' players and a spectator can read now: the log's order lines (the events
        under them are the rules' public account) and the spectator view."""
        out = {
            "spectator view": await self.spectator(),
            "log (spectator)": _heads(await self.service.log(CH, None, 100)),
        }
        for other, uid in self.users.items():
            if other != side:
                out[f"log ({other})"] = _heads(await self.service.log(CH, uid, 100))
        return out

    def look(self, where: str, blob: str, side: str, secrets: Iterable[str]) -> None:
        for secret in secrets:
            found = re.search(rf"(?<![\w-]){re.escape(secret)}(?![\w-])", blob) if secret else None
            if found is not None:
                at = found.start()
                self.problems.append(
                    f"{side}'s secret {secret!r} in {where}: {blob[max(0, at - 120) : at + 40]!r}"
                )

    async def check(self, public: dict[str, str], allowed: str) -> None:
        """Check the public texts of this step and what every other reader can see."""
        spectator = await self.spectator()
        own: dict[str, set[str]] = {}
        held: dict[str, set[str]] = {}
        knows: dict[str, set[str]] = {}
        for side, uid in self.users.items():
            view = await self.service.view(CH, uid)
            knows[side] = _tokens(view.private)
            held[side] = {t for t in knows[side] if t not in spectator and t not in allowed}
            pending = {
                c.order
                for p in await self.service.prompts_for(CH, uid)
                if p.private and p.side == side
                for c in p.choices
            }
            own[side] = self.secret_orders[side] | pending
        events = set(allowed.splitlines())
        for side in self.users:
            for where, blob in public.items():
                # the events of the step are the rules' public account of what happened (an evade that
                # took place, a card played): what the bot adds around them must not tell more
                added = "\n".join(line for line in blob.splitlines() if line not in events)
                self.look(where, added, side, own[side] | held[side])
            for where, blob in (await self.readers(side)).items():
                # a reader's own orders and choices are theirs to read, even when the other side's
                # secret has the same text (both hands hold a card of that name)
                reader = next((other for other in self.users if where == f"log ({other})"), None)
                if reader is None:
                    self.look(where, blob, side, own[side])
                    continue
                theirs = {
                    secret
                    for secret in own[side] - own[reader]
                    if not any(token in secret for token in knows[reader])
                }
                self.look(where, blob, side, theirs)


def _heads(lines: list[str]) -> str:
    return "\n".join(line for line in lines if line.startswith("#"))


def _owner(prompt: Any, users: dict[str, int]) -> int:
    return users[prompt.side]


def _typed(order: str) -> str:
    """The order as a player might type it: the same words, spaced differently."""
    return "  ".join(order.split()) + " "


@pytest.mark.parametrize(("system", "options"), _cases())
async def test_no_secret_reaches_another_side_or_a_spectator(
    service: GameService, system: str, options: dict[str, Any]
) -> None:
    ruleset = registry.get_ruleset(system)
    scenario = ruleset.scenarios()[0].id
    info = await service.create(CH, FIRST_USER, system, scenario, options, seed=20261125)
    users = {side: FIRST_USER + i for i, side in enumerate(info.sides)}
    for side, uid in users.items():
        await service.join(CH, uid, side)
    watch = Watch(service, users)
    start = await service.start(CH, FIRST_USER)
    await watch.check({"start message": _public_reply(start, FIRST_USER, None)}, _event_texts(start))
    policy = random.Random(7)
    secret_steps = 0
    steps = STEPS_OF.get(system, STEPS)
    for step in range(steps):
        prompts = await service.pending(CH)
        if not prompts:
            break
        prompt = prompts[0]
        uid = _owner(prompt, users)
        choices = [c.order for c in prompt.choices]
        policy.shuffle(choices)
        outcome: Outcome | None = None
        for order in choices:
            for attempt in (_typed(order), order):
                try:
                    outcome = await service.order(CH, uid, attempt)
                except (RulesError, ServiceError):
                    continue
                break
            if outcome is not None:
                break
        assert outcome is not None, f"{system}: no choice of {prompt.kind} was accepted"
        last = await service.store.last_action(CH)
        assert last is not None
        if prompt.private:
            secret_steps += 1
            assert last.secret and outcome.echo is None, f"{system}: a secret order would be echoed"
            watch.secret_orders[prompt.side] |= {last.order, last.input, _typed(last.order).strip()}
        header = (
            None
            if outcome.echo is None
            else discord_text("discord.ordered", user=mention(uid), order=outcome.echo)
        )
        public = {"public message": _public_reply(outcome, uid, header)}
        allowed = _event_texts(outcome)
        # now and then the order is taken back (when the rules allow) and given again
        if prompt.private and last.undoable and step % 2 == 0:
            undone = await service.undo(CH, uid)
            public["undo message"] = _public_reply(
                undone, uid, discord_text("discord.undone", user=mention(uid))
            )
            await watch.check(public, allowed)
            outcome = await service.order(CH, uid, last.order)
            public = {"public message (again)": _public_reply(outcome, uid, None)}
            allowed = _event_texts(outcome)
        await watch.check(public, allowed)
    assert not watch.problems, "\n".join(watch.problems[:10])
    if system == "cca" or options.get("hidden"):
        assert secret_steps, f"{system}: the game never asked a secret decision in {steps} steps"


async def _afde_rest_game(service: GameService) -> None:
    """An Au fil de l'Épée game in Phase A with one fatigued red unit that may rest (AFdE 11.2): the
    rule case of tests/engine/afde, stored in place of a demo game's state (the service sets up games by
    scenario id only), red held by FIRST_USER and blue by the next user."""
    from tests.engine.afde.helpers import new
    from tests.engine.afde.test_rules_11_fatigue_rest import NEXT, rest_case

    ruleset = registry.get_ruleset("afde")
    await service.create(CH, FIRST_USER, "afde", ruleset.scenarios()[0].id, seed=11)
    state = json.dumps(ruleset.dump(new(rest_case(), NEXT)))

    async def swap(db: Any) -> None:
        await db.execute(
            "UPDATE games SET state_json = ?, version = version + 1 WHERE channel_id = ?", (state, CH)
        )
        await db.execute("UPDATE snapshots SET state_json = ? WHERE channel_id = ? AND seq = 0", (state, CH))

    await service.store._write(swap)
    await service.join(CH, FIRST_USER, "red")
    await service.join(CH, FIRST_USER + 1, "blue")
    await service.start(CH, FIRST_USER)


async def test_an_afde_rest_pick_stays_secret_in_the_echo_the_log_and_the_undo_message(
    service: GameService,
) -> None:
    """AFdE 11.2: rest is chosen in secret. The pick, typed another way than its canonical text, is not
    echoed; the other side and spectators read "(a secret choice)" in the log; taking it back says so
    without naming the unit."""
    await _afde_rest_game(service)
    red, blue = FIRST_USER, FIRST_USER + 1
    (prompt,) = await service.pending(CH)
    assert prompt.private and "rest 0606" in [c.order for c in prompt.choices]
    out = await service.order(CH, red, "REST   0606 ")
    assert out.echo is None
    public = _public_reply(out, red, None)
    assert "0606" not in public.replace(_event_texts(out), "") and "REST" not in public
    for reader in (blue, None):
        log = "\n".join(await service.log(CH, reader, 20))
        assert "rest 0606" not in log and "(a secret choice)" in log
    assert "rest 0606" in "\n".join(await service.log(CH, red, 20))  # red reads its own pick
    last = await service.store.last_action(CH)
    assert last is not None and last.secret
    if last.undoable:
        undone = await service.undo(CH, red)
        said = _public_reply(undone, red, discord_text("discord.undone", user=mention(red)))
        assert "0606" not in said and "secret" in said
