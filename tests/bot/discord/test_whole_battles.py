"""Whole demo battles played through the Discord app, by several players a side, to their result.

Au fil de l'Épée "saint-aubin": every player takes one banner with ``/game join side role`` (the
fourth French banner goes to the third French player: ``whole_battle.banner_groups``). Commands &
Colors: Ancients "two-hills": two players share each side. Every decision is answered by a player who
owns it, by clicking its button on the last board when it has one and with ``/order`` otherwise, the
two ways taking turns. Along the way: the board mentions exactly the players who owe the decision, a
player of the same side holding another banner (or of the other side) is refused privately and
nothing changes, every map snapshot is a PNG, no card of a hand ever reaches the channel, and the
result is announced at the end.
"""

from __future__ import annotations

import io
import random
import re
import time
from collections.abc import Awaitable, Callable

import pytest
from PIL import Image

from bot.discordbot.app import HexwarBot
from bot.discordbot.custom_ids import ChoiceId, parse_mine
from engine.core.protocol import Prompt
from tests.bot.discord.harness import CHANNEL, FakeDiscord, Sent, ephemeral, public
from tests.bot.discord.whole_battle import (
    AFDE_SEED,
    AGER_SEED,
    CCA_SEED,
    GBOH_SEED,
    MAX_STEPS,
    afde_choice,
    banner_groups,
    cca_choice,
    default_or_any,
    owners,
)


async def confirmed(d: FakeDiscord, user: int, sent: list[Sent]) -> list[Sent]:
    """An order that forfeits something is shown to its player with Confirm and Cancel: they confirm."""
    asked = [s for s in ephemeral(sent) if any(":korder:" in c for c in s.custom_ids())]
    if public(sent) or not asked:
        return sent
    (confirm,) = [c for c in asked[-1].custom_ids() if ":korder:" in c]
    return sent + await d.click(user, asked[-1], confirm)


FIRST_USER = 111_111_111_111_111_000
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
_WAITING = re.compile(r"^Waiting for ((?:<@\d+> ?)+):", re.MULTILINE)
_MENTION = re.compile(r"<@(\d+)>")

Seating = dict[int, tuple[str, tuple[str, ...]]]
PLAYED = "cca.ev.card_played"


class Battle:
    """One channel's battle as the test drives it: who sits where, the last board, what was seen."""

    def __init__(self, bot: HexwarBot, discord_: FakeDiscord, seating: Seating) -> None:
        self.bot = bot
        self.d = discord_
        self.seating = seating
        self.board: Sent | None = None
        self.seen: list[Sent] = []
        self.snapshots = 0
        self.clicks = 0
        self.typed = 0
        self.refusals = 0
        self.banner_refusals = 0  # refused players of the side to answer, holding another banner
        self.answered: set[int] = set()
        self.owed: set[int] = set()  # who owed a decision before the last step
        self.actor: int | None = None  # who took the last step

    async def version(self) -> int:
        return (await self.bot.service.info(CHANNEL)).version

    def take(self, sent: list[Sent]) -> None:
        """Keep what a step sent; the last public message becomes the board; check every snapshot."""
        self.seen.extend(sent)
        for msg in public(sent):
            for name, data in msg.files:
                assert name.endswith(".png") and data.startswith(PNG_MAGIC), name
                with Image.open(io.BytesIO(data)) as img:
                    img.verify()
                self.snapshots += 1
        boards = public(sent)
        if boards:
            self.board = boards[-1]

    def check_mentions(self, prompts: tuple[Prompt, ...]) -> None:
        """The board names exactly the players who owe the pending decisions, and pings only those who
        newly owe one: never the player who just acted, never one who was already waiting."""
        assert self.board is not None
        owed = {u for p in prompts for u in owners(p, self.seating)}
        pinged = {int(u) for u in self.board.message.get("allowed_mentions", {}).get("users", [])}
        assert pinged == owed - self.owed - {self.actor}, (self.board.content, owed, self.owed, self.actor)
        waiting = {int(u) for line in _WAITING.findall(self.board.content) for u in _MENTION.findall(line)}
        assert waiting == owed, (self.board.content, owed)

    def button_for(self, game_id: int, version: int, prompt: Prompt, order: str) -> str | None:
        """The button of this choice: on the board, or (a private decision) in the owner's own reply."""
        index = [c.order for c in prompt.choices].index(order)
        cid = ChoiceId(game_id, version, prompt.side, prompt.role, index).build()
        assert self.board is not None
        return cid if prompt.private or cid in self.board.custom_ids() else None

    async def refused(self, user: int, *, button: str | None, order: str) -> None:
        """``user`` does not own the decision: their click and their order are refused, privately."""
        before = await self.version()
        assert self.board is not None
        if button is not None:
            sent = await self.d.click(user, self.board, button)
            assert not public(sent) and len(ephemeral(sent)) == 1, sent
            assert "not for you" in ephemeral(sent)[0].content
        sent = await self.d.command(user, "order", text=order)
        assert not public(sent) and len(ephemeral(sent)) == 1, sent
        assert "not your decision" in ephemeral(sent)[0].content
        assert await self.version() == before
        self.refusals += 1

    async def answer(self, user: int, prompt: Prompt, order: str, button: str | None) -> list[Sent]:
        """``user`` answers with the button, or types the order; the game moves on by one version."""
        before = await self.version()
        if prompt.private and button is None:
            sent = await self.d.command(user, "order", text=order)
            self.typed += 1
        elif prompt.private:
            # the board only has "Show my hand / my choices": the choices come in a private reply
            assert self.board is not None
            game_id = (await self.bot.service.info(CHANNEL)).game_id
            (mine,) = [c for c in self.board.custom_ids() if parse_mine(c) == game_id]
            (menu,) = ephemeral(await self.d.click(user, self.board, mine))
            assert menu.ephemeral and button in menu.custom_ids(), menu.content
            self.seen.append(menu)
            sent = await self.d.click(user, menu, button)
            self.clicks += 1
        elif button is not None:
            assert self.board is not None
            sent = await self.d.click(user, self.board, button)
            self.clicks += 1
        else:
            sent = await self.d.command(user, "order", text=order)
            self.typed += 1
        sent = await confirmed(self.d, user, sent)
        assert await self.version() == before + 1, sent
        last = await self.bot.service.store.last_action(CHANNEL)
        assert last is not None and last.order == order and last.user_id == user  # what was clicked
        self.answered.add(user)
        self.take(sent)
        return sent

    async def play(
        self,
        choose: Callable[[Prompt, random.Random], str],
        seed: int,
        after_step: Callable[[list[Sent]], Awaitable[None]] | None = None,
    ) -> int:
        policy = random.Random(seed)
        players = random.Random(seed + 1)
        steps = 0
        while (await self.bot.service.info(CHANNEL)).status == "active":
            assert steps < MAX_STEPS, "the battle did not end"
            prompts = await self.bot.service.pending(CHANNEL)
            assert prompts
            self.check_mentions(prompts)
            prompt = prompts[0]
            mine = owners(prompt, self.seating)
            assert mine, f"no player holds {prompt.side} {prompt.role}"
            order = choose(prompt, policy)
            info = await self.bot.service.info(CHANNEL)
            button = self.button_for(info.game_id, info.version, prompt, order)
            owed = {u for p in prompts for u in owners(p, self.seating)}
            same_side = [u for u, (side, _) in self.seating.items() if side == prompt.side and u not in owed]
            other_side = [u for u, (side, _) in self.seating.items() if side != prompt.side]
            if steps % 5 == 0 and (same_side or other_side):
                intruder = players.choice(same_side or other_side)
                await self.refused(intruder, button=None if prompt.private else button, order=order)
                self.banner_refusals += bool(same_side)
            use_button = button if steps % 2 == 0 else None  # buttons and /order take turns
            self.owed = owed
            self.actor = players.choice(mine)
            sent = await self.answer(self.actor, prompt, order, use_button)
            if after_step is not None:
                await after_step(sent)
            steps += 1
        return steps

    async def announced(self) -> None:
        outcome = await self.bot.service.outcome(CHANNEL)
        assert outcome.result is not None and outcome.game.status == "finished"
        assert self.board is not None
        assert "Game over" in self.board.content
        if outcome.result.winner is not None:
            name = next(s.name for s in outcome.view.sides if s.side == outcome.result.winner)
            assert f"victory to {name}" in self.board.content, self.board.content
        assert self.board.files, "the final map is posted with the result"
        # the board's last buttons and further orders are refused: the battle is over
        player = next(iter(self.seating))
        version = await self.version()
        (late,) = ephemeral(await self.d.command(player, "order", text="done"))
        assert late.ephemeral and "game is over" in late.content
        assert await self.version() == version


async def test_saint_aubin_whole_battle_one_player_a_banner(bot: HexwarBot, discord_: FakeDiscord) -> None:
    began = time.perf_counter()
    creator = FIRST_USER
    await bot.service.create(CHANNEL, creator, "afde", "saint-aubin", seed=AFDE_SEED)  # fixed dice
    info = await bot.service.info(CHANNEL)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        for group in banner_groups(info.roles[side]):
            for role in group:
                (joined,) = public(await discord_.command(user, "game", "join", side=side, role=role))
                assert not joined.ephemeral and f"<@{user}>" in joined.content and role in joined.content
            seating[user] = (side, group)
            user += 1
    assert {side for side, _ in seating.values()} == set(info.sides)
    assert all(sum(s == side for s, _ in seating.values()) >= 2 for side in info.sides)
    battle = Battle(bot, discord_, seating)
    battle.actor = creator
    battle.take(await discord_.command(creator, "game", "start"))
    steps = await battle.play(afde_choice, AFDE_SEED)
    await battle.announced()
    assert battle.answered == set(seating)  # every banner holder made decisions
    assert battle.clicks and battle.typed and battle.banner_refusals and battle.snapshots > 1
    print(
        f"saint-aubin on Discord: {steps} decisions ({battle.clicks} clicks, {battle.typed} typed, "
        f"{battle.refusals} refusals, {battle.snapshots} snapshots) in {time.perf_counter() - began:.2f} s"
    )


async def test_demo_wood_whole_battle_leaders_shared_out(bot: HexwarBot, discord_: FakeDiscord) -> None:
    """Great Battles of Julius Caesar, Demo Wood: each side's leaders shared among two players
    (``/game join side leader``); the players holding the leader who activates answer, the others are
    refused, and the seats read as the leaders' names."""
    began = time.perf_counter()
    creator = FIRST_USER
    await bot.service.create(CHANNEL, creator, "gboh", "demo-wood", seed=GBOH_SEED)  # fixed dice
    info = await bot.service.info(CHANNEL)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        assert info.roles[side], f"{side} has no leaders to seat"
        for group in banner_groups(info.roles[side]):
            for role in group:
                (joined,) = public(await discord_.command(user, "game", "join", side=side, role=role))
                assert not joined.ephemeral and f"<@{user}>" in joined.content
                assert role not in joined.content.split(), joined.content  # the leader's name, not his id
            seating[user] = (side, group)
            user += 1
    battle = Battle(bot, discord_, seating)
    battle.actor = creator
    battle.take(await discord_.command(creator, "game", "start"))
    steps = await battle.play(default_or_any, GBOH_SEED)
    await battle.announced()
    assert battle.answered == set(seating)  # every leader group gave orders
    assert battle.clicks and battle.typed and battle.banner_refusals and battle.snapshots > 1
    print(
        f"demo-wood on Discord: {steps} decisions ({battle.clicks} clicks, {battle.typed} typed, "
        f"{battle.refusals} refusals, {battle.snapshots} snapshots) in {time.perf_counter() - began:.2f} s"
    )


async def test_palm_grove_whole_battle_two_players_a_side(bot: HexwarBot, discord_: FakeDiscord) -> None:
    """Ager Sanguinis, The Palm Grove: two players a side, to the result; every snapshot a PNG."""
    began = time.perf_counter()
    creator = FIRST_USER
    await bot.service.create(CHANNEL, creator, "ager", "palm-grove", seed=AGER_SEED)  # fixed dice
    info = await bot.service.info(CHANNEL)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        for _ in range(2):
            await discord_.command(user, "game", "join", side=side)
            seating[user] = (side, ())
            user += 1
    battle = Battle(bot, discord_, seating)
    battle.actor = creator
    battle.take(await discord_.command(creator, "game", "start"))
    steps = await battle.play(default_or_any, AGER_SEED)
    await battle.announced()
    assert battle.answered == set(seating)
    assert battle.clicks and battle.typed and battle.refusals and battle.snapshots > 1
    print(
        f"palm-grove on Discord: {steps} decisions ({battle.clicks} clicks, {battle.typed} typed, "
        f"{battle.refusals} refusals, {battle.snapshots} snapshots) in {time.perf_counter() - began:.2f} s"
    )


def _card_ids(hands: dict[str, list[str]]) -> set[str]:
    return {card.split("#")[0] for hand in hands.values() for card in hand}


def _named(card: str, blob: str) -> bool:
    """``card`` written as a card id. The order verb of the same name, as in "rally G6" or "(rally
    <hex>)" (return a block to the unit on that hex), is not the card."""
    found = re.search(rf"(?<![\w-]){re.escape(card)}(?![\w-])(?! (?:[A-Z]{{1,2}}[0-9]|<))", blob)
    return found is not None


async def test_two_hills_whole_battle_two_players_a_side(bot: HexwarBot, discord_: FakeDiscord) -> None:
    began = time.perf_counter()
    creator = FIRST_USER
    await bot.service.create(CHANNEL, creator, "cca", "two-hills", seed=CCA_SEED)  # fixed dice
    info = await bot.service.info(CHANNEL)
    seating: Seating = {}
    user = FIRST_USER
    for side in info.sides:
        for _ in range(2):
            await discord_.command(user, "game", "join", side=side)
            seating[user] = (side, ())
            user += 1
    holder = {side: next(u for u, (s, _) in seating.items() if s == side) for side in info.sides}

    async def hands() -> dict[str, list[str]]:
        return {
            side: list((await bot.service.view(CHANNEL, uid)).private["hand"]) for side, uid in holder.items()
        }

    async def shown_in_play() -> set[str]:
        """Cards the channel has been told of by the last two card plays (and anything since)."""
        actions = await bot.service.store.recent_actions(CHANNEL, 40)
        plays = [
            i for i, a in enumerate(actions) if any(e["key"] == "cca.ev.card_played" for e in _events(a))
        ]
        since = plays[-2] if len(plays) >= 2 else 0
        return {
            str(e["params"]["card"])
            for a in actions[since:]
            for e in _events(a)
            if e.get("private_to") is None and "card" in e.get("params", {})
        }

    held = await hands()
    leaks: list[str] = []

    async def no_card_in_the_channel(sent: list[Sent]) -> None:
        nonlocal held
        now = await hands()
        secret = (_card_ids(held) | _card_ids(now)) - await shown_in_play()
        for msg in public(sent) + [s for s in sent if s.kind == "edit"]:
            blob = msg.text_blob()
            leaks.extend(f"{card} in {msg.content[:120]!r}" for card in secret if _named(card, blob))
        held = now

    battle = Battle(bot, discord_, seating)
    battle.actor = creator
    start = await discord_.command(creator, "game", "start")
    battle.take(start)
    await no_card_in_the_channel(start)
    steps = await battle.play(cca_choice, CCA_SEED, after_step=no_card_in_the_channel)
    await battle.announced()
    assert not leaks, leaks[:5]
    assert battle.answered == set(seating)  # either player of the side to move gave orders
    assert battle.clicks and battle.typed and battle.refusals and battle.snapshots > 1
    print(
        f"two-hills on Discord: {steps} decisions ({battle.clicks} clicks, {battle.typed} typed, "
        f"{battle.refusals} refusals, {battle.snapshots} snapshots) in {time.perf_counter() - began:.2f} s"
    )


def _events(action: object) -> list[dict[str, object]]:
    return list(getattr(action, "events", []) or [])


async def test_a_button_applies_its_own_choice_after_the_game_is_read_again(
    bot: HexwarBot, discord_: FakeDiscord
) -> None:
    """Two Hills lists some choices in another order once the game is read back from the database
    (a restart, or a refused order in between): a button still applies the choice written on it."""
    north, south = FIRST_USER, FIRST_USER + 1
    user = {"north": north, "south": south}
    await bot.service.create(CHANNEL, north, "cca", "two-hills", seed=CCA_SEED)  # fixed dice
    await discord_.command(north, "game", "join", side="north")
    await discord_.command(south, "game", "join", side="south")
    board = public(await discord_.command(north, "game", "start"))[-1]
    policy = random.Random(CCA_SEED)
    for _ in range(60):
        (prompt,) = await bot.service.pending(CHANNEL)
        mover, other = user[prompt.side], user["south" if prompt.side == "north" else "north"]
        labels = board.labels()
        # a refused order: the service reads the game again from the database for the next one
        (refusal,) = ephemeral(await discord_.command(other, "order", text=prompt.choices[0].order))
        assert refusal.ephemeral
        (reread,) = await bot.service.pending(CHANNEL)
        moved = [
            (cid, label)
            for cid, label in labels.items()
            if (parsed := ChoiceId.parse(cid)) is not None
            and parsed.page is None  # a button, not a menu
            and reread.choices[parsed.index].order != label
        ]
        if moved:
            break
        sent = await discord_.command(mover, "order", text=cca_choice(prompt, policy))
        board = public(await confirmed(discord_, mover, sent))[-1]
    else:
        pytest.skip("the choices kept their order whenever the game was read again")
    cid, label = moved[0]
    before = await bot.service.info(CHANNEL)
    await discord_.click(mover, board, cid)
    last = await bot.service.store.last_action(CHANNEL)
    assert (await bot.service.info(CHANNEL)).version == before.version + 1
    assert last is not None and last.order == label
