"""CCA 4 (digest 4): the turn sequence: a card is played, the turn ends with the draw."""

from __future__ import annotations

from functools import lru_cache

from engine.cca.cards import cards, ctype
from engine.cca.rules.pieces import Act, Ctx, Why, choice, enemy, side_ref, title, why
from engine.cca.rules.s03_winning import check_win
from engine.cca.rules.s05_orders import order_piece
from engine.cca.rules.s12_cards import make_effect
from engine.cca.rules.tasks import PHASES, CcaTask, Phase, ask, next_phase
from engine.cca.state import State
from engine.core.machine import Ask, Step
from engine.core.messages import Msg
from engine.core.record import record


def play_card(c: Ctx, side: str, ctid: str) -> None:
    st = c.st
    st.mine("cards")
    inst = sorted(x for x in st.hands[side] if ctype(x) == ctid)[0]
    st.hands[side].remove(inst)
    st.discard.append(inst)
    st.card = inst
    card = ctid
    st.overlay = {"moves": [], "attacks": [], "retreats": [], "losses": []}
    st.cow.discard("overlay")
    c.ev("card_played", None, side=side_ref(side), card=title(card))
    if card == "counter-attack":
        last = st.last.get(enemy(side))
        if not last:
            st.eff = {"card": "", "kind": "none", "helmet": False}
            c.ev("counter_nothing", "CCA 12")
        elif ctype(last["card"]) == "first-strike":
            # Counter-Attack never copies First Strike (digest 14.4 TAC_COUNTER): it is played for no effect
            st.eff = {"card": "", "kind": "none", "helmet": False}
            c.ev("counter_not_first_strike", "CCA 12", card=title(last["card"]))
        else:
            st.eff = make_effect(c, side, last["card"], last["map"], True, last.get("lsec"))
            c.ev("counter_copies", "CCA 12", card=title(last["card"]))
    else:
        st.eff = make_effect(c, side, card, side, False)
    e = st.eff
    st.mine("last")
    st.last[side] = (
        {
            "card": e["card"],
            "map": side if not e.get("copied") else (st.last[enemy(side)] or {}).get("map", side),
        }
        if e.get("card")
        else None
    )
    fixed = e.get("fixed")
    if fixed is not None:
        for uid in fixed:
            order_piece(c, uid)
        st.phase = "move"
    elif e.get("symbols") is not None and e["card"] == "rally":
        st.phase = "replenish"
    else:
        st.phase = "order"


def draw(c: Ctx, side: str, n: int) -> None:
    st = c.st
    st.mine("cards")
    for _ in range(n):
        if not st.deck:
            if not st.discard:
                return
            st.deck = c.box.shuffle(st.discard, "reshuffle")
            st.discard = []
            c.ev("reshuffled", "CCA 4")
        card = st.deck.pop(0)
        st.hands[side].append(card)
        c.revealed = True
        c.ev("drew_card", None, private_to=side, side=side_ref(side), card=ctype(card), title=title(card))
    c.ev("drew", None, side=side_ref(side), n=n)


def end_turn(c: Ctx) -> None:
    st = c.st
    st.mine("cards")
    side = st.active
    opp = enemy(side)
    if opp in st.fs_used:
        draw(c, opp, st.fs_used.count(opp))
    card = ctype(st.card or "")
    info = cards().get(card)
    raise_by = info.command if info is not None else 0
    if card == "i-am-spartacus":
        st.deck = c.box.shuffle(st.deck + st.discard, "reshuffle")
        st.discard = []
        c.ev("reshuffled", "CCA 12")
    if raise_by and st.options.get("command_raise", "permanent") == "permanent":
        st.mine("command")
        st.command[side] += raise_by
        c.ev("command_raised", "CCA 12", side=side_ref(side), command=st.command[side])
    draw(c, side, 1 + raise_by)
    c.ev("turn_ended", None, side=side_ref(side), turn=st.turn)
    st.tf = {}
    st.eff = {}
    st.card = None
    st.fs_used = []
    st.active = opp
    st.turn += 1
    st.phase = "card"
    c.activation_ended = True
    check_win(c)


def why_not_play(st: State, side: str, cid: str, hand: set[str] | None = None) -> Why | None:
    """Why ``play <card>`` is refused, or None (CCA 4: one card from the hand each turn; CCA 12: First
    Strike answers an enemy melee and is a turn's card only from a hand of nothing else). ``hand``: the
    card ids in the side's hand, when the caller has them."""
    if cid not in cards():
        return why("unknown_card", "CCA 12", card=cid)
    if hand is None:
        hand = {ctype(x) for x in st.hands[side]}
    if cid not in hand:
        return why("not_in_hand", "CCA 4", card=cid)
    if cid == "first-strike" and any(x != "first-strike" for x in hand):
        return why("first_strike_reaction", "CCA 12")
    return None


def playable(st: State, side: str) -> list[str]:
    """The cards ``side`` may play for its turn, by id (the ``why_not_play`` check on each in hand)."""
    hand = {ctype(x) for x in st.hands[side]}
    return [cd for cd in sorted(hand) if why_not_play(st, side, cd, hand) is None]


def refuse_card(st: State, side: str, act: Act, choices: str) -> Why | None:
    """Why an order is refused when a card is owed (CCA 4: a card must be played, there is no passing)."""
    if act.verb == "done":
        return why("must_play", "CCA 4", choices=choices)
    return why_not_play(st, side, act.args[0])


@record
class CardPhase(Phase, kind="cca.card_phase"):
    """The active side plays a card from its hand (CCA 4); its choice stays private until played."""

    phase = "card"

    def ask(self, st: State) -> Ask:
        side = st.active
        ch = [choice(f"play {cd}") for cd in playable(st, side)]
        msg = _card_prompt(side)
        if not ch:  # an empty hand (a test position): the turn passes with its draw
            return ask(side, "cca.card", msg, [choice("done")], "done")
        # whether one card or several can be played is the hand's secret: never answered for the player
        return ask(side, "cca.card", msg, ch, None, private=True, reaction=True)

    def take(self, c: Ctx, verb: str, args: tuple[str, ...]) -> None:
        if verb == "done":
            c.st.phase = "draw"
        else:
            play_card(c, c.st.active, args[0])


@record
class DrawPhase(CcaTask, kind="cca.draw_phase"):
    """The end of the turn: the draw, then the other side's turn (CCA 4)."""

    phase = "draw"

    def run(self, host: Ctx) -> Step:
        end_turn(host)
        return next_phase(host.st)


@lru_cache(maxsize=8)
def _card_prompt(side: str) -> Msg:
    """The card phase's question to ``side`` (one message for every ask: never changed)."""
    return Msg("cca.prompt.card", {"side": side_ref(side)}, "CCA 4")


PHASES["card"] = CardPhase
PHASES["draw"] = DrawPhase
