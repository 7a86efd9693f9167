"""Outcome → message text and buttons, without any network: what each reply says and to whom.

The cog hands an ``Outcome`` (or a game's info and view) to these functions and sends what they return.
Rules for who sees what:

* events with ``private_to`` set and the choices of a ``private`` prompt (a hand of cards) only ever go
  into the acting player's ephemeral reply, and only when that player holds the side;
* the public reply lists the public events, the result, and who must answer what, mentioning them;
* only the players who newly owe a decision are pinged (``Outcome.ping_users``), never the one who acted;
* a decision gets buttons while they fit one message (25 components); beyond that a select menu, paged
  by 24 choices with a "more choices" entry, so every choice can be reached by clicking (``/order``'s
  autocomplete lists them too).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.discordbot.custom_ids import ChoiceId, mine_id
from bot.discordbot.texts import msg_text, text
from bot.service import GameInfo, Outcome, Seat, excerpt
from engine.core.messages import Msg
from engine.core.protocol import BadOptionValue, Choice, Event, OptionSpec, Prompt, Result
from engine.core.refs import SideRef
from engine.core.view import View, info_label, info_value, piece_names, side_ref
from engine.core.view import side_name as view_side_name

LIMIT = 2000  # characters in one Discord message
MAX_BUTTONS = 25  # 5 rows of 5
MAX_ROWS = 5
LABEL_MAX = 80
PAGE = 24  # choices per page of a select menu; the 25th entry leads to the next page
MORE = "more:"  # the value of a menu's "more choices" entry, followed by the page it opens


@dataclass(frozen=True)
class ButtonSpec:
    label: str
    custom_id: str
    style: str = "secondary"  # "secondary" | "primary" | "danger" | "success"


@dataclass(frozen=True)
class SelectSpec:
    """A select menu: ``options`` are (label, value) pairs, at most 25."""

    custom_id: str
    placeholder: str
    options: tuple[tuple[str, str], ...]


@dataclass(frozen=True)
class Reply:
    content: str
    buttons: tuple[ButtonSpec, ...] = ()
    mentions: tuple[int, ...] = ()  # the users this message pings (everyone else named stays quiet)
    selects: tuple[SelectSpec, ...] = ()

    def rows(self) -> int:
        return -(-len(self.buttons) // 5) + len(self.selects)


@dataclass(frozen=True)
class OutcomeReplies:
    public: Reply
    private: Reply | None  # ephemeral, to the acting player only


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def owns(seat: Seat, prompt: Prompt) -> bool:
    """A seat answers a prompt of its side (the service's rule: roles agree, or either has none)."""
    return seat.side == prompt.side and (seat.role is None or prompt.role is None or seat.role == prompt.role)


def owners(prompt: Prompt, seats: Iterable[Seat]) -> list[int]:
    out: list[int] = []
    for seat in seats:
        if owns(seat, prompt) and seat.user_id not in out:
            out.append(seat.user_id)
    return out


def user_sides(seats: Iterable[Seat], user_id: int) -> set[str]:
    return {s.side for s in seats if s.user_id == user_id}


def user_prompts(prompts: Iterable[Prompt], seats: Sequence[Seat], user_id: int) -> list[Prompt]:
    return [p for p in prompts if user_id in owners(p, seats)]


def side_name(view: View | None, side: str, lang: str = "en") -> str:
    """A side's name in ``lang`` (``engine.core.view.side_name``), or its id when the view lacks it."""
    if view is not None:
        for sv in view.sides:
            if sv.side == side:
                return view_side_name(view.system, sv, lang)
    return side


def seat_label(view: View | None, side: str, role: str | None, lang: str = "en") -> str:
    """A seat as a player reads it: the side's name, and the role's (a GBoH leader's name rather than
    his id; an AFdE banner is its own name)."""
    name = side_name(view, side, lang)
    if not role:
        return name
    named = piece_names(view).get(role, role) if view is not None else role
    return f"{name} ({named})"


def fit(lines: Sequence[str], limit: int = LIMIT, lang: str = "en") -> str:
    """Join lines into one message of at most ``limit`` characters, saying how many were left out."""
    out: list[str] = []
    used = 0
    for i, line in enumerate(lines):
        rest = len(lines) - i - 1
        tail = len(text("discord.more_lines", lang, count=rest + 1)) + 1 if rest else 0
        if used + len(line) + 1 + tail > limit:
            if len(line) > limit // 2 and used + tail + 80 < limit:
                out.append(line[: limit - used - tail - 2] + "…")
            out.append(text("discord.more_lines", lang, count=len(lines) - len(out)))
            return "\n".join(out)[:limit]
        out.append(line)
        used += len(line) + 1
    return "\n".join(out)


def choice_buttons(
    game_id: int, version: int, prompt: Prompt, budget: int, lang: str = "en"
) -> list[ButtonSpec] | None:
    """One button per choice of ``prompt``, or None when they do not fit in ``budget``."""
    if not prompt.choices or len(prompt.choices) > budget:
        return None
    out = []
    for i, choice in enumerate(prompt.choices):
        try:
            cid = ChoiceId(game_id, version, prompt.side, prompt.role, i).build()
        except ValueError:
            return None
        out.append(ButtonSpec(button_label(choice, lang), cid))
    return out


def pages(prompt: Prompt) -> int:
    n = len(prompt.choices)
    return 1 if n <= MAX_BUTTONS else -(-n // PAGE)


def choice_menu(
    game_id: int, version: int, prompt: Prompt, page: int = 0, lang: str = "en"
) -> SelectSpec | None:
    """A select menu of the choices of ``prompt``: all of them when they fit (25), else page ``page`` of
    ``PAGE`` choices and an entry opening the next page (the last page's leads back to the first)."""
    if not prompt.choices:
        return None
    total = pages(prompt)
    page = page % total
    try:
        cid = ChoiceId(game_id, version, prompt.side, prompt.role, page=page).build()
    except ValueError:
        return None
    if total == 1:
        picked = list(enumerate(prompt.choices))
    else:
        picked = list(enumerate(prompt.choices))[page * PAGE : (page + 1) * PAGE]
    options = [(button_label(c, lang)[:100], str(i)) for i, c in picked]
    if total > 1:
        nxt = (page + 1) % total
        options.append((text("discord.more_choices", lang, page=nxt + 1, pages=total)[:100], f"{MORE}{nxt}"))
    first, last = picked[0][0] + 1, picked[-1][0] + 1
    placeholder = text("discord.menu_placeholder", lang, first=first, last=last, count=len(prompt.choices))
    return SelectSpec(cid, placeholder[:150], tuple(options))


def _rows(nbuttons: int, nselects: int) -> int:
    return -(-nbuttons // 5) + nselects


def add_choices(
    game_id: int,
    version: int,
    prompt: Prompt,
    buttons: list[ButtonSpec],
    selects: list[SelectSpec],
    lang: str,
    *,
    reserve: int = 0,
) -> bool:
    """Add the choices of ``prompt`` to a message's components: as buttons when they fit in its five rows
    (``reserve`` buttons kept free), else as a select menu. False when neither fits (or no choices)."""
    n = len(prompt.choices)
    if n and _rows(len(buttons) + n + reserve, len(selects)) <= MAX_ROWS:
        made = choice_buttons(game_id, version, prompt, MAX_BUTTONS, lang)
        if made is not None:
            buttons.extend(made)
            return True
    if n and _rows(len(buttons) + reserve, len(selects) + 1) <= MAX_ROWS:
        menu = choice_menu(game_id, version, prompt, 0, lang)
        if menu is not None:
            selects.append(menu)
            return True
    return False


def button_label(choice: Choice, lang: str = "en") -> str:
    label = (msg_text(choice.label, lang) or choice.order).strip() or choice.order
    return label if len(label) <= LABEL_MAX else label[: LABEL_MAX - 1] + "…"


def clicked_choice(prompt: Prompt, index: int, label: str | None, lang: str = "en") -> Choice | None:
    """The choice a clicked button stands for: the one at its index when the label agrees, else the one
    choice bearing its label (a game read again from the database may list its choices in another
    order), else None: the button is out of date."""
    if 0 <= index < len(prompt.choices) and (
        label is None or button_label(prompt.choices[index], lang) == label
    ):
        return prompt.choices[index]
    same = [c for c in prompt.choices if button_label(c, lang) == label]
    return same[0] if len(same) == 1 else None


def event_lines(
    events: Iterable[Event], lang: str = "en", *, private_for: set[str] | None = None
) -> list[str]:
    """Public events (``private_for`` None), or the private events addressed to one of ``private_for``."""
    if private_for is None:
        return [msg_text(e.msg, lang) for e in events if e.private_to is None]
    return [msg_text(e.msg, lang) for e in events if e.private_to is not None and e.private_to in private_for]


def result_line(result: Result, view: View | None, lang: str = "en") -> str:
    reason = msg_text(result.reason, lang)
    if result.winner is None:
        inner = text("discord.draw", lang, reason=reason)
    else:
        winner: SideRef | str = (
            side_ref(view.system, result.winner, view) if view is not None else result.winner
        )  # a reference, so that a verb can agree with the army's name
        inner = text("discord.winner", lang, side=winner, reason=reason)
    return text("discord.result", lang, text=inner)


def _waiting_line(prompt: Prompt, seats: Sequence[Seat], view: View | None, lang: str) -> str:
    users = owners(prompt, seats)
    who = " ".join(mention(u) for u in users) if users else seat_label(view, prompt.side, prompt.role, lang)
    key = "discord.awaiting_private" if prompt.private else "discord.awaiting"
    question = msg_text(prompt.msg, lang)
    if prompt.private and names_a_choice(question, prompt):
        question = text("discord.secret_question", lang)  # the question itself would tell the choices
    return text(key, lang, users=who, question=question)


def names_a_choice(blob: str, prompt: Prompt) -> bool:
    """Whether ``blob`` contains the order text of one of the prompt's choices (as whole words)."""
    return any(
        re.search(rf"(?<![\w-]){re.escape(c.order)}(?![\w-])", blob) is not None
        for c in prompt.choices
        if c.order
    )


def outcome_replies(
    outcome: Outcome, actor_id: int | None, lang: str = "en", *, header: str | None = None
) -> OutcomeReplies:
    """The public reply to an Outcome and the acting player's ephemeral one (``actor_id`` None: a
    catch-up message with no private part). Pings only ``outcome.ping_users``."""
    game = outcome.game
    view = outcome.view
    lines = [header] if header else []
    lines.extend(event_lines(outcome.events, lang))
    if outcome.result is not None:
        lines.append(result_line(outcome.result, view, lang))
    buttons: list[ButtonSpec] = []
    selects: list[SelectSpec] = []
    has_private = any(p.private for p in outcome.prompts)
    for prompt in outcome.prompts:
        lines.append(_waiting_line(prompt, game.seats, view, lang))
        if prompt.private or not prompt.choices:
            continue
        if not add_choices(
            game.game_id, game.version, prompt, buttons, selects, lang, reserve=int(has_private)
        ):
            lines.append(text("discord.too_many_choices", lang, count=len(prompt.choices)))
    _add_destinations(outcome, buttons, selects, lang, reserve=int(has_private))
    if has_private:
        buttons.append(ButtonSpec(text("discord.show_mine", lang), mine_id(game.game_id), "primary"))
    mine_sides = user_sides(game.seats, actor_id) if actor_id is not None else set()
    others = {e.private_to for e in outcome.events if e.private_to is not None} - mine_sides
    for side in sorted(others):
        holders = [s.user_id for s in game.seats if s.side == side]
        if holders:
            who = " ".join(mention(u) for u in dict.fromkeys(holders))
            lines.append(text("discord.private_news", lang, users=who))
    pings = tuple(u for u in dict.fromkeys(outcome.ping_users) if u != actor_id)
    public = Reply(fit(lines, lang=lang) or "…", tuple(buttons), pings, tuple(selects))

    private = None
    if actor_id is not None:
        private_lines = event_lines(outcome.events, lang, private_for=mine_sides)
        mine = [p for p in user_prompts(outcome.prompts, game.seats, actor_id) if p.private]
        if private_lines or mine:
            plines = [text("discord.your_private_events", lang), *private_lines] if private_lines else []
            pbuttons: list[ButtonSpec] = []
            pselects: list[SelectSpec] = []
            for prompt in mine:
                plines.append(text("discord.private_choices", lang, question=msg_text(prompt.msg, lang)))
                if not add_choices(game.game_id, game.version, prompt, pbuttons, pselects, lang):
                    plines.extend(_choice_list(prompt, lang))
            private = Reply(fit(plines, lang=lang), tuple(pbuttons), (), tuple(pselects))
    return OutcomeReplies(public, private)


def _add_destinations(
    outcome: Outcome, buttons: list[ButtonSpec], selects: list[SelectSpec], lang: str, *, reserve: int
) -> None:
    """The destinations of the unit being moved, as menus in the rows left (bot/discordbot/components.py)."""
    from bot.discordbot.components import destination_menus

    for dest in outcome.destinations:
        room = MAX_ROWS - _rows(len(buttons) + reserve, len(selects))
        selects.extend(destination_menus(outcome.game.game_id, outcome.game.version, dest, room, lang))


def _choice_list(prompt: Prompt, lang: str) -> list[str]:
    """Too many choices for buttons: list their orders for typing (``/order`` autocompletes them)."""
    out = [text("discord.too_many_choices", lang, count=len(prompt.choices))]
    out.extend(f"`{c.order}` {msg_text(c.label, lang)}" for c in prompt.choices)
    return out


def private_view_lines(view: View, lang: str = "en") -> list[str]:
    """What only the viewer may see (their hand), one line per entry."""
    out: list[str] = []
    for key, value in view.private.items():
        if isinstance(value, Mapping) and not value:
            continue  # nothing to tell (no standing answers given, say)
        out.append(f"**{info_label(view.system, key, lang)}**: {_describe(view.system, key, value, lang)}")
    return out


def _describe(system: str, key: str, value: Any, lang: str, names: Mapping[str, str] | None = None) -> str:
    """A view figure's value in ``lang`` (``engine.core.view.info_value``); a record with a name and
    an id (a card in a hand) reads as its name with the id to type."""
    if isinstance(value, Mapping):
        if "name" in value and "id" in value:
            return f"{value['name']} (`{value['id']}`)"
        return ", ".join(f"{k} {_describe(system, key, v, lang, names)}" for k, v in value.items())
    if isinstance(value, list | tuple) and any(isinstance(v, Mapping) for v in value):
        return "; ".join(_describe(system, key, v, lang, names) for v in value) or "-"
    return info_value(system, key, value, lang, names)


def seats_line(game: GameInfo, view: View | None, lang: str = "en") -> str:
    if not game.seats:
        return text("discord.seats_line", lang, seats=text("discord.no_seats", lang))
    seats = ", ".join(f"{seat_label(view, s.side, s.role, lang)}: {mention(s.user_id)}" for s in game.seats)
    return text("discord.seats_line", lang, seats=seats)


def summary_lines(game: GameInfo, view: View | None, lang: str = "en") -> list[str]:
    """The state of a channel's game, for anyone: title, turn, scores, status, seats, result."""
    title = view.title if view is not None else game.system
    lines = [
        text(
            "discord.status_line",
            lang,
            title=title,
            system=game.system,
            scenario=game.scenario,
            version=game.version,
            status=Msg(f"service.status.{game.status}"),
        )
    ]
    if view is not None:
        lines.append(text("discord.turn_line", lang, turn=view.turn, phase=msg_text(view.phase, lang)))
        for sv in view.sides:
            parts = [f"**{view_side_name(view.system, sv, lang)}**"]
            if sv.score is not None:
                parts.append(f"{sv.score}" + (f"/{sv.target}" if sv.target is not None else ""))
            parts.extend(
                text(
                    "discord.figure",
                    lang,
                    name=info_label(view.system, k, lang),
                    value=_describe(view.system, k, v, lang),
                )
                for k, v in sv.info.items()
            )
            lines.append(" · ".join(parts))
        lines.extend(msg_text(m, lang) for m in view.status)
    lines.append(seats_line(game, view, lang))
    return lines


def prompts_reply(
    game: GameInfo, view: View | None, prompts: Sequence[Prompt], user_id: int, lang: str = "en"
) -> Reply:
    """An ephemeral answer for one player: the game summary, their hand, their decisions with buttons."""
    lines = summary_lines(game, view, lang)
    if view is not None and view.viewer is not None:
        lines.extend(private_view_lines(view, lang))
    buttons: list[ButtonSpec] = []
    selects: list[SelectSpec] = []
    if not prompts and user_sides(game.seats, user_id):
        lines.append(text("discord.nothing_for_you", lang))
    for prompt in prompts:
        lines.append(text("discord.private_choices", lang, question=msg_text(prompt.msg, lang)))
        if not add_choices(game.game_id, game.version, prompt, buttons, selects, lang):
            lines.extend(_choice_list(prompt, lang))
    return Reply(fit(lines, lang=lang), tuple(buttons), (), tuple(selects))


def zoom_problem(view: View, around: str | None, section: str | None, lang: str = "en") -> str | None:
    """Why ``/game map around section`` cannot be drawn on this map, or None when it can."""
    if around and section:
        return text("discord.around_or_section", lang)
    if around:
        labels = [h.label for h in view.map.hexes]
        if around.strip().upper() not in {label.upper() for label in labels}:
            return text(
                "discord.unknown_hex", lang, hex=excerpt(around), example=labels[0] if labels else "-"
            )
    if section:
        known = sorted({s for h in view.map.hexes for s in h.sections})
        if section.strip().lower() not in {s.lower() for s in known}:
            return text(
                "discord.unknown_section", lang, section=excerpt(section), sections=", ".join(known) or "-"
            )
    return None


def parse_options(
    raw: str | None, specs: Sequence[OptionSpec], lang: str = "en"
) -> dict[str, bool | int | str]:
    """Read ``name=value`` pairs (spaces or commas between them) against a ruleset's option specs.

    ``ValueError`` says what is wrong: an unknown name, a pair without ``=``, or a value of the wrong kind.
    """
    out: dict[str, bool | int | str] = {}
    if not raw or not raw.strip():
        return out
    by_name = {s.name: s for s in specs}
    for pair in raw.replace(",", " ").split():
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise ValueError(text("discord.bad_option_pair", lang))
        spec = by_name.get(name)
        if spec is None:
            known = ", ".join(sorted(by_name)) or "-"
            raise ValueError(msg_text(Msg("core.unknown_option", {"name": name, "options": known}), lang))
        try:
            out[name] = spec.coerce(value)
        except BadOptionValue as err:
            raise ValueError(msg_text(err.msg, lang)) from None
    return out
