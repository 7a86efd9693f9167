"""A Commands & Colors demo game in one channel, as its two players see it through Discord."""

from __future__ import annotations

import re

from tests.bot.e2e.fake_discord import FakeDiscord, Interaction, Message
from tests.bot.e2e.harness import Person

NORTH = 311_111_111_111_111_111
SOUTH = 322_222_222_222_222_222
OUTSIDER = 333_333_333_333_333_333
PNG = b"\x89PNG\r\n\x1a\n"


def people(server: FakeDiscord, channel: int) -> tuple[Person, Person]:
    return Person(server, NORTH, channel), Person(server, SOUTH, channel)


async def started(server: FakeDiscord, channel: int) -> Message:
    """North and south seated and the game started: the start message (map, buttons, who owes)."""
    north, south = people(server, channel)
    created = await north.slash("game", "new", system="cca", scenario="two-hills")
    assert created.public, server.calls[-4:]
    await north.slash("game", "join", side="north")
    await south.slash("game", "join", side="south")
    start = await north.slash("game", "start")
    assert start.public, start.calls
    return start.public[-1]


def mine(message: Message) -> str:
    """The custom_id of the "show my hand / my choices" button."""
    (custom_id,) = [c for c in message.custom_ids() if c.endswith(":mine")]
    return custom_id


def choices(message: Message) -> list[str]:
    """The custom_ids of the choice buttons (not "show my hand")."""
    return [c for c in message.custom_ids() if not c.endswith(":mine")]


def refused(server: FakeDiscord, channel: int) -> list[str]:
    """Requests about this channel's interactions that Discord would have refused (a bad body, a second
    acknowledgement, an unknown message), other than the failures injected on purpose."""
    return [
        f"{c.method} {c.path} -> {c.status}: {c.payload if c.status == 400 else ''}"
        for inter in server.interactions.values()
        if inter.channel_id == channel
        for c in inter.calls
        if 400 <= c.status < 500 and not c.fault
    ]


def buttons(message: Message) -> list[str]:
    """The custom_ids of the message's buttons (component type 2)."""
    return [
        c["custom_id"]
        for row in message.components
        for c in row.get("components", [])
        if c.get("type") == 2 and "custom_id" in c
    ]


def menus(message: Message) -> list[tuple[str, list[str]]]:
    """The message's select menus: (custom_id, option values)."""
    return [
        (c["custom_id"], [o["value"] for o in c.get("options", [])])
        for row in message.components
        for c in row.get("components", [])
        if c.get("type") == 3
    ]


def waiting_for(message: Message) -> list[int]:
    """The users a message says the game is waiting for ("Waiting for <@id>…")."""
    found = re.search(r"Waiting for ((?:<@!?\d+>[ ,]*(?:and )?)+)", message.content)
    return [int(u) for u in re.findall(r"<@!?(\d+)>", found.group(1))] if found else []


async def play(
    server: FakeDiscord, players: dict[int, Person], board: Message, steps: int
) -> list[tuple[int, Interaction, Message]]:
    """Play ``steps`` decisions by clicking, as the players would: whoever the last board waits for opens
    their choices ("show my hand / my choices") when the board shows none, and clicks them in order until
    the game accepts one. Returns (actor, the click that moved the game, the new board) per step."""
    done = []
    for _ in range(steps):
        owers = [u for u in waiting_for(board) if u in players]
        assert owers, f"nobody to play in {board.content!r}"
        actor = players[owers[0]]
        menu = board
        if not [c for c in buttons(board) if not c.endswith(":mine")] and not menus(board):
            opened = await actor.click(board, mine(board))
            assert opened.ephemeral, opened.calls
            menu = opened.ephemeral[-1]
        moved = None
        for cid in [c for c in buttons(menu) if not c.endswith(":mine")]:
            if cid not in menu.custom_ids():
                break  # the menu lost its buttons: the game moved on
            step = await actor.click(menu, cid)
            boards = [m for m in step.public if waiting_for(m) or "Game over" in m.content]
            if boards:
                moved = (actor.id, step, boards[-1])
                break
        if moved is None:
            for cid, values in menus(menu):
                for value in values:
                    step = await actor.select(menu, cid, value)
                    boards = [m for m in step.public if waiting_for(m) or "Game over" in m.content]
                    if boards:
                        moved = (actor.id, step, boards[-1])
                        break
                if moved:
                    break
        assert moved is not None, f"no choice of {menu.content!r} was accepted"
        done.append(moved)
        board = moved[2]
        if "Game over" in board.content:
            break
    return done
