"""Pure formatting: custom_ids, message splitting, option parsing, who sees which part of an Outcome."""

from __future__ import annotations

import pytest

from bot.discordbot import formatting
from bot.discordbot.custom_ids import MAX_LEN, ChoiceId, mine_id, parse_mine
from bot.service import GameInfo, Outcome, Seat
from engine.core.hexgrid import Orientation
from engine.core.messages import Msg
from engine.core.protocol import Choice, Event, OptionSpec, Prompt, Result
from engine.core.view import MapView, SideView, View

CH = 987_654_321_098_765_432
GAME = 4242
ALICE, BOB, CAROL = 1, 2, 3


def _view() -> View:
    return View(
        system="x",
        scenario="s",
        title="Test",
        viewer=None,
        turn=1,
        phase=Msg("x.phase"),
        awaiting=(),
        map=MapView(Orientation.POINTY, ()),
        sides=(SideView("north", "Romans", "#aa0000"), SideView("south", "Carthaginians", "#0000aa")),
    )


def _outcome(
    prompts: tuple[Prompt, ...], events: tuple[Event, ...] = (), result: Result | None = None
) -> Outcome:
    game = GameInfo(
        channel_id=CH,
        system="x",
        scenario="s",
        status="active",
        version=41,
        creator_id=ALICE,
        seats=(Seat(ALICE, "north", None), Seat(BOB, "south", None)),
        options={},
        seed=1,
        sides=("north", "south"),
        roles={"north": (), "south": ()},
        game_id=GAME,
    )
    awaiting = tuple(ALICE if p.side == "north" else BOB for p in prompts)
    return Outcome(game, events, _view(), prompts, awaiting, False, result, ping_users=awaiting)


def _prompt(side: str, n: int, *, private: bool = False) -> Prompt:
    choices = tuple(Choice(f"do {i}", Msg("x.choice", {"i": i})) for i in range(n))
    return Prompt(side, "x.kind", Msg("x.question"), choices, private=private)


def test_choice_id_round_trip_and_length() -> None:
    cid = ChoiceId(CH, 123_456, "north", "left-wing", 24)
    built = cid.build()
    assert ChoiceId.parse(built) == cid
    assert len(built) <= MAX_LEN
    assert ChoiceId.parse(ChoiceId(CH, 1, "south", None, 0).build()) == ChoiceId(CH, 1, "south", None, 0)
    menu = ChoiceId(GAME, 3, "south", None, page=2)
    assert (
        ChoiceId.parse(menu.build()) == menu and menu.build() != ChoiceId(GAME, 3, "south", None, 2).build()
    )
    assert parse_mine(mine_id(GAME)) == GAME
    assert ChoiceId.parse(mine_id(GAME)) is None and parse_mine(built) is None


def test_choice_id_carries_accented_banner_names() -> None:
    cid = ChoiceId(CH, 7, "french", "Évreux", 3)
    assert ChoiceId.parse(cid.build()) == cid


def test_choice_id_refuses_what_it_cannot_carry() -> None:
    with pytest.raises(ValueError):
        ChoiceId(CH, 1, "north side", None, 0).build()
    with pytest.raises(ValueError):
        ChoiceId(CH, 1, "n" * 90, None, 0).build()


def test_fit_keeps_messages_under_the_limit_and_counts_what_was_left_out() -> None:
    lines = [f"line {i} " + "x" * 50 for i in range(100)]
    out = formatting.fit(lines, limit=500)
    assert len(out) <= 500
    kept = out.count("\n")
    assert out.endswith(f"{100 - kept} more lines; see /game log")
    assert formatting.fit(["a", "b"]) == "a\nb"
    assert len(formatting.fit(["y" * 5000])) <= 2000


def test_parse_options_against_the_specs() -> None:
    specs = [
        OptionSpec("goal", 6, "hexes"),
        OptionSpec("fast", False, "quick"),
        OptionSpec("mode", "a", "", ("a", "b")),
    ]
    assert formatting.parse_options("goal=3, fast=yes mode=b", specs) == {
        "goal": 3,
        "fast": True,
        "mode": "b",
    }
    assert formatting.parse_options(None, specs) == {} == formatting.parse_options("  ", specs)
    for bad, why in (("goal", "name=value"), ("speed=1", "no rules option"), ("mode=c", "one of a, b")):
        with pytest.raises(ValueError, match=why):
            formatting.parse_options(bad, specs)


def test_parse_options_says_why_in_the_given_language() -> None:
    specs = [OptionSpec("goal", 6, "hexes"), OptionSpec("mode", "a", "", ("a", "b"))]
    with pytest.raises(ValueError, match="jedną z wartości a i b, a nie c"):
        formatting.parse_options("mode=c", specs, "pl")
    with pytest.raises(ValueError, match="ціле число"):
        formatting.parse_options("goal=x", specs, "uk")


def test_public_reply_mentions_the_owner_and_has_one_button_per_choice() -> None:
    out = formatting.outcome_replies(_outcome((_prompt("north", 3),)), actor_id=BOB)
    assert out.public.mentions == (ALICE,)
    assert f"Waiting for <@{ALICE}>" in out.public.content
    ids = [ChoiceId.parse(b.custom_id) for b in out.public.buttons]
    assert ids == [ChoiceId(GAME, 41, "north", None, i) for i in range(3)]
    assert out.private is None


def test_the_player_who_acted_is_never_pinged() -> None:
    out = formatting.outcome_replies(_outcome((_prompt("north", 3),)), actor_id=ALICE)
    assert out.public.mentions == () and f"Waiting for <@{ALICE}>" in out.public.content


def test_more_than_25_choices_get_a_paged_menu_reaching_every_choice() -> None:
    out = formatting.outcome_replies(_outcome((_prompt("north", 60),)), actor_id=BOB)
    assert not out.public.buttons
    (menu,) = out.public.selects
    seen: set[str] = set()
    page, pages = 0, formatting.pages(_prompt("north", 60))
    assert pages == 3
    for _ in range(pages):
        spec = formatting.choice_menu(GAME, 41, _prompt("north", 60), page)
        assert spec is not None and len(spec.options) <= 25
        assert ChoiceId.parse(spec.custom_id) == ChoiceId(GAME, 41, "north", None, page=page)
        values = [v for _, v in spec.options]
        assert values[-1] == f"{formatting.MORE}{(page + 1) % pages}"
        seen |= set(values[:-1])
        page = (page + 1) % pages
    assert seen == {str(i) for i in range(60)}
    assert menu == formatting.choice_menu(GAME, 41, _prompt("north", 60), 0)
    out = formatting.outcome_replies(_outcome((_prompt("north", 25),)), actor_id=ALICE)
    assert len(out.public.buttons) == 25
    out = formatting.outcome_replies(_outcome((_prompt("north", 25),)), actor_id=ALICE)
    assert len(out.public.buttons) == 25


def test_private_prompt_shows_choices_only_to_its_owner() -> None:
    secret = _prompt("south", 4, private=True)
    public_text = formatting.outcome_replies(_outcome((secret,)), actor_id=ALICE)
    # the channel gets the question and a "show my hand" button, never the choices
    assert [b.custom_id for b in public_text.public.buttons] == [mine_id(GAME)]
    assert "do 0" not in public_text.public.content and "x.choice" not in public_text.public.content
    assert public_text.private is None  # Alice does not hold the south seat
    bob = formatting.outcome_replies(_outcome((secret,)), actor_id=BOB)
    assert bob.private is not None and len(bob.private.buttons) == 4


def test_private_events_go_only_to_the_side_that_may_read_them() -> None:
    events = (Event(Msg("x.public")), Event(Msg("x.drawn", {"card": "c-7"}), private_to="south"))
    for actor in (ALICE, CAROL):
        out = formatting.outcome_replies(_outcome((), events), actor_id=actor)
        assert "x.drawn" not in out.public.content and out.private is None
        # the side's holder is told there is something for them, not what
        assert f"<@{BOB}>: there is news only you may see" in out.public.content
        assert BOB not in out.public.mentions
    out = formatting.outcome_replies(_outcome((), events), actor_id=BOB)
    assert "x.drawn" not in out.public.content and "news only you" not in out.public.content
    assert out.private is not None and "x.drawn(card=c-7)" in out.private.content


def test_result_names_the_winner() -> None:
    out = formatting.outcome_replies(_outcome((), (), Result("south", Msg("x.why"))), actor_id=ALICE)
    assert "Game over: victory to Carthaginians: x.why" in out.public.content
    out = formatting.outcome_replies(_outcome((), (), Result(None, Msg("x.why"))), actor_id=ALICE)
    assert "Draw" in out.public.content


def test_every_message_key_the_app_uses_is_in_the_catalogue() -> None:
    import re
    from pathlib import Path

    from bot.discordbot.texts import catalogue
    from engine.core.messages import fluent_id

    source = Path(formatting.__file__).parent
    used = {k for f in source.glob("*.py") for k in re.findall(r'"(discord\.[a-z_]+)"', f.read_text("utf-8"))}
    assert len(used) > 20
    assert {fluent_id(k) for k in used} - set(catalogue("en")) == set()


def test_a_gboh_leaders_seat_reads_as_his_name() -> None:
    from engine.gboh import RULESET as GBOH

    state = GBOH.new_game("demo-ford", 1, {})
    view = GBOH.view(state, None)
    leader = next(c for c in view.map.counters if c.leader)
    label = formatting.seat_label(view, leader.side, leader.id)
    assert leader.name in label and f"({leader.id})" not in label
    assert formatting.seat_label(view, leader.side, "Vireloup").endswith("(Vireloup)")  # a banner is its name
    assert formatting.seat_label(None, leader.side, leader.id).endswith(f"({leader.id})")
