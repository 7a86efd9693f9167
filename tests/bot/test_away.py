"""While you were away (bot/away.py): everything the other side did since a side's last order, gathered
from the log on one map and in a short text, through the service, the console and every language."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from PIL import Image

from bot.away import summary
from bot.console import Console
from bot.service import GameService, ServiceError
from bot.settings import Settings
from engine.core import messages
from engine.core.messages import Msg, render
from engine.core.refs import SideRef
from engine.registry import get_ruleset
from tests.bot.conftest import ALICE, BOB, CAROL, CH

USERS = {"north": ALICE, "south": BOB}


async def _ready(
    service: GameService, system: str = "cca", scenario: str = "two-hills", seed: int = 5
) -> None:
    await service.create(CH, ALICE, system, scenario, seed=seed)
    sides = (await service.info(CH)).sides
    users = dict(zip(sides, (ALICE, BOB), strict=True))
    for side, user in users.items():
        await service.join(CH, user, side)
    await service.start(CH, ALICE)


async def _play(service: GameService, orders: int, seed: int = 3, *, until_owes: int | None = None) -> None:
    """Random legal orders, each by whoever owes the decision; stop early when ``until_owes`` (a user)
    owes one after the other side has played."""
    rng = random.Random(seed)
    info = await service.info(CH)
    users = dict(zip(info.sides, (ALICE, BOB), strict=True))
    others_played = False
    for _ in range(orders):
        prompts = await service.pending(CH)
        if not prompts:
            return
        user = users[prompts[0].side]
        if until_owes is not None and user == until_owes and others_played:
            return
        others_played = others_played or user != until_owes
        await service.order(CH, user, rng.choice(prompts[0].choices).order)


async def test_away_gathers_every_activation_of_the_other_side_since_my_last_order(
    service: GameService,
) -> None:
    await _ready(service)
    await _play(service, 60)
    await _play(service, 200, seed=4, until_owes=BOB)  # Bob (south) owes again after north has played
    actions = await service.store.actions(CH, include_undone=False)
    since = max(a.seq for a in actions if a.side == "south")
    theirs = [a for a in actions if a.seq > since]
    assert theirs and all(a.side == "north" for a in theirs)

    away = await service.away(CH, BOB)
    assert (away.side, away.since, away.orders) == ("south", since, len(theirs))
    assert away.view.viewer == "south"
    assert not away.overlay.empty and away.activations >= 1

    # every north unit that stands elsewhere than when south last gave an order ends a drawn path
    ruleset = get_ruleset("cca")
    then = ruleset.load(await _state_at(service, since))
    where_then = {c.id: c.hex for c in ruleset.view(then, "south").map.counters if c.side == "north"}
    now = await service.view(CH, BOB)
    moved = {
        c.id: c.hex for c in now.map.counters if c.side == "north" and where_then.get(c.id, c.hex) != c.hex
    }
    ends = {p.hexes[-1] for p in (*away.overlay.moves, *away.overlay.retreats)}
    assert set(moved.values()) <= ends

    # only what south may read
    for msg in away.events:
        assert "private_to" not in msg.params
    png = await service.away_png(away, "pl")
    img = Image.open(io.BytesIO(png))
    assert img.format == "PNG" and img.width >= 360 and len(png) < 1_000_000


async def _state_at(service: GameService, seq: int) -> dict:
    """The stored state after log entry ``seq``, replayed independently of bot/away.py."""
    import json

    from bot.service import replay_actions

    ruleset = get_ruleset("cca")
    snap = await service.store.snapshot_before(CH, seq + 1)
    assert snap is not None
    at, raw = snap
    state = ruleset.load(json.loads(raw))
    acts = await service.store.actions(CH, after_seq=at, include_undone=False)
    state = replay_actions(
        ruleset, state, ((a.side, a.order) for a in acts if a.seq <= seq and a.kind == "order")
    )
    dumped: dict = ruleset.dump(state)
    return dumped


async def test_nothing_to_tell_right_after_my_own_order(service: GameService) -> None:
    await _ready(service)
    prompts = await service.pending(CH)
    user = USERS[prompts[0].side]
    await service.order(CH, user, prompts[0].choices[0].order)
    if (await service.pending(CH))[0].side == prompts[0].side:  # still my decision: nobody else has played
        away = await service.away(CH, user)
        assert away.empty and away.overlay.empty
        assert [m.key for m in summary(away)] == ["away.nothing"]


async def test_an_order_taken_back_is_not_told(service: GameService) -> None:
    await _ready(service)
    await _play(service, 40)
    before = await service.away(CH, ALICE)
    prompts = await service.pending(CH)
    user = USERS[prompts[0].side]
    await service.order(CH, user, prompts[0].choices[0].order)
    try:
        await service.undo(CH, user)
    except ServiceError:
        pytest.skip("that order could not be taken back")
    after = await service.away(CH, ALICE)
    assert (after.since, after.orders, after.overlay) == (before.since, before.orders, before.overlay)


async def test_a_spectator_names_a_side_and_an_unknown_side_is_refused(service: GameService) -> None:
    await _ready(service)
    await _play(service, 30)
    with pytest.raises(ServiceError) as err:
        await service.away(CH, CAROL)
    assert err.value.msg.key == "service.not_seated"
    assert (await service.away(CH, CAROL, "north")).side == "north"
    with pytest.raises(ServiceError) as err:
        await service.away(CH, CAROL, "east")
    assert err.value.msg.key == "service.unknown_side"


@pytest.mark.parametrize("system,scenario", [("cca", "two-hills"), ("afde", "saint-aubin")])
@pytest.mark.parametrize("lang", ["en", "pl", "hu", "uk"])
async def test_the_summary_reads_in_every_language(
    service: GameService, system: str, scenario: str, lang: str
) -> None:
    await _ready(service, system, scenario)
    await _play(service, 80)
    sides = (await service.info(CH)).sides
    for side in sides:
        away = await service.away(CH, CAROL, side)
        with messages.watch_problems() as problems:
            lines = [render(m, lang) for m in summary(away)]
        assert not problems, problems
        assert lines and all(line and "{" not in line and "away." not in line for line in lines)
        if lang != "en":
            english = [render(m, "en") for m in summary(away)[:2]]
            assert lines[0] != english[0]


async def test_the_console_tells_and_draws_what_happened(service: GameService, tmp_path: Path) -> None:
    settings = Settings.from_env({"HEXWAR_DATA_DIR": str(tmp_path)})
    out = io.StringIO()
    console = Console(service, settings, out=out, channel=CH, user=ALICE, seed=9)
    assert await console.ensure_game("cca", "two-hills", new=True)
    for _ in range(25):
        prompts = await service.pending(CH)
        await console.handle(prompts[0].choices[-1].order)
    await console.handle("/game away north")
    text = out.getvalue()
    assert "Since north" in text or "Nothing has happened since" in text or "Since " in text
    pngs = list(tmp_path.rglob("*away-north*.png"))
    assert pngs or "Nothing has happened" in text
    await console.handle("help")
    assert "/game away" in out.getvalue()


async def test_the_log_keeps_typed_references_so_it_reads_in_any_language_later(service: GameService) -> None:
    await _ready(service)
    await _play(service, 40)
    stored = [e for a in await service.store.actions(CH) for e in a.events]
    assert any(isinstance(v, dict) and "ref" in v for e in stored for v in e["params"].values())
    english = "\n".join(await service.log(CH, ALICE, 40, lang="en"))
    polish = "\n".join(await service.log(CH, ALICE, 40, lang="pl"))
    assert "infantry" in english or "cavalry" in english
    assert "infantry" not in polish and "cavalry" not in polish
    assert "piechota" in polish or "jazda" in polish


@pytest.mark.parametrize(
    ("lost", "eliminated", "leaders", "expected"),
    [
        (1, 0, 0, "Caesarians lost one strength point (no unit eliminated, no leader)."),
        (3, 1, 1, "Caesarians lost 3 strength points (one unit eliminated, one leader)."),
    ],
)
def test_english_names_a_side_ending_in_s_and_a_count_of_none_in_words(
    lost: int, eliminated: int, leaders: int, expected: str
) -> None:
    side = SideRef("caesarian", system="gboh", name="Caesarians")
    assert render(Msg("away.head", {"side": side, "orders": 2, "activations": 1}), "en").startswith(
        "Since Caesarians last gave an order: 2 orders"
    )
    counts = {"side": side, "lost": lost, "eliminated": eliminated, "leaders": leaders}
    assert render(Msg("away.losses", counts), "en") == expected
