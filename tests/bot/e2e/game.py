"""A Commands & Colors demo game in one channel, as its two players see it through Discord."""

from __future__ import annotations

from tests.bot.e2e.fake_discord import REPLY, FakeDiscord, Message
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
    assert created.response_type == REPLY and created.public, created.calls
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
