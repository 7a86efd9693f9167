"""While you were away: what the other side did since a side's last order, as one map and a short text.

A player who comes back after a day owes a decision on a position several activations away from the one
they left. ``gather`` replays the game's log from that side's last order (from the nearest stored
snapshot), keeps the overlay of every activation that ended since (moves, attacks, retreats, losses) and
the events that side may read, and draws them together on today's map through that side's eyes.

The summary counts what the overlays show; its lines are catalogue messages (``away.*`` in
bot/locale), so it reads in the reader's language like everything else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from bot.store import ActionRow
from engine.core.messages import Msg
from engine.core.view import Overlay, View, side_ref

EVENT_LINES = 12  # the summary quotes at most this many of the events, the latest


@dataclass(frozen=True)
class Away:
    """What happened since ``side`` last gave an order (its action ``since``; 0: not yet in this game)."""

    side: str
    since: int
    orders: int  # orders given since by the other side(s)
    activations: int  # activations that ended since (each an overlay)
    overlay: Overlay
    view: View  # the position now, through ``side``'s eyes, with every overlay since drawn on it
    events: tuple[Msg, ...]  # what ``side`` may read of what happened, oldest first

    @property
    def empty(self) -> bool:
        return self.orders == 0


def last_order_of(actions: Sequence[ActionRow], side: str) -> int:
    """The log number of ``side``'s last order still in force (0: none)."""
    mine = [a.seq for a in actions if a.kind == "order" and not a.undone and a.side == side]
    return mine[-1] if mine else 0


def gather(
    ruleset: Any,
    state_then: Any,
    after: Sequence[ActionRow],
    side: str,
    since: int,
    now: Any,
    *,
    public: bool = False,
) -> Away:
    """Replay ``after`` (the orders after ``since``, in order) from ``state_then`` and gather their overlays
    and the events ``side`` may read; ``now`` is the game's current state (drawn). ``public``: seen by
    the channel (no side's hidden information), for a post everyone reads."""
    eyes = None if public else side
    overlay = Overlay()
    shown: list[Overlay] = []
    events: list[Msg] = []
    state = state_then
    orders = 0
    ended_last = False
    for a in after:
        if a.kind != "order" or a.undone:
            continue
        orders += a.side != side
        tr = ruleset.apply(state, a.side, ruleset.parse(state, a.side, a.order))
        state = tr.state
        events.extend(
            Msg.from_json(e) for e in a.events if e.get("private_to") is None or e.get("private_to") == eyes
        )
        ended_last = bool(tr.activation_ended)
        if ended_last:
            shown.append(ruleset.view(state, eyes).map.overlay)
    if orders and not ended_last:  # an activation still under way: what it has done so far
        current = ruleset.view(state, eyes).map.overlay
        if not shown or current != shown[-1]:
            shown.append(current)
    for ov in shown:
        overlay = overlay.then(ov)
    view = ruleset.view(now, eyes)
    view = replace(view, map=replace(view.map, overlay=overlay))
    return Away(
        side=side,
        since=since,
        orders=orders,
        activations=sum(not ov.empty for ov in shown),
        overlay=overlay,
        view=view,
        events=tuple(events),
    )


def summary(away: Away, *, events: bool = True) -> list[Msg]:
    """The short text of ``away``: who did how much, the losses on each side, then (``events``) the latest
    events. A line with nothing to count is left out."""
    who = side_ref(away.view.system, away.side, away.view)
    if away.empty:
        return [Msg("away.nothing", {"side": who})]
    ov = away.overlay
    lost = {True: 0, False: 0}
    gone = {True: 0, False: 0}
    leaders = {True: 0, False: 0}
    for x in ov.losses:
        mine = x.side == away.side
        if x.leader:
            leaders[mine] += 1
        else:
            lost[mine] += x.amount
            gone[mine] += x.eliminated
    out = [Msg("away.head", {"side": who, "orders": away.orders, "activations": away.activations})]
    if ov.moves or ov.attacks or ov.retreats:
        done = {"moves": len(ov.moves), "attacks": len(ov.attacks), "retreats": len(ov.retreats)}
        out.append(Msg("away.actions", done))
    for mine, key in ((True, "away.losses"), (False, "away.losses_other")):
        if lost[mine] or gone[mine] or leaders[mine]:
            counts = {"lost": lost[mine], "eliminated": gone[mine], "leaders": leaders[mine]}
            out.append(Msg(key, {"side": who, **counts} if mine else counts))
    if events and away.events:
        hidden = len(away.events) - EVENT_LINES
        if hidden > 0:
            out.append(Msg("away.earlier", {"count": hidden}))
        out.extend(away.events[-EVENT_LINES:])
    return out
