"""The Commands & Colors: Ancients Ruleset: notation, prompts, views and persistence."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from engine.cca import rules as R  # noqa: N812
from engine.cca.board import board_for, load_scenario, scenario_ids
from engine.cca.cards import card_id, cards, ctype, full_deck
from engine.cca.constants import DIE_FACES, FACE_NAMES, SIDE_COLOURS, SIDES, UNIT_TYPES
from engine.cca.state import Leader, State, Unit, dump, load
from engine.core.dice import Dice, DiceBox
from engine.core.errors import GameOver, IllegalAction, InvalidNotation, NotYourDecision
from engine.core.hexgrid import Hex, Orientation
from engine.core.messages import Msg
from engine.core.protocol import OptionSpec, Prompt, Result, ScenarioInfo, Transition, resolve_options
from engine.core.view import (
    SYMBOLS,
    AttackView,
    CounterView,
    HexsideView,
    HexView,
    LossView,
    MapView,
    Overlay,
    PathView,
    SideView,
    View,
)

OPTIONS = (
    OptionSpec("lc_swords_hit", False, "Light cavalry SWORDS hit in melee (reference-card reading, E.6/5)."),
    OptionSpec(
        "command_raise",
        "permanent",
        "Command raised by Clash of Shields, I Am Spartacus and Mounted Charge: for the rest of the game "
        "(permanent) or only for that turn's draw (oneoff) (E.6/9).",
        ("permanent", "oneoff"),
    ),
)

VERBS = {
    "play": "play",
    "order": "order",
    "o": "order",
    "move": "move",
    "m": "move",
    "stay": "stay",
    "battle": "battle",
    "melee": "battle",
    "attack": "battle",
    "b": "battle",
    "fire": "fire",
    "shoot": "fire",
    "f": "fire",
    "retreat": "retreat",
    "r": "retreat",
    "ignore": "ignore",
    "battleback": "battleback",
    "nobattleback": "nobattleback",
    "evade": "evade",
    "firststrike": "firststrike",
    "noreaction": "noreaction",
    "pass": "noreaction",
    "advance": "advance",
    "noadvance": "noadvance",
    "extra": "extra",
    "noextra": "noextra",
    "bonus": "bonus",
    "nobonus": "nobonus",
    "leader": "leader",
    "rally": "rally",
    "done": "done",
    "end": "done",
    "rampage": "rampage",
    "strike": "strike",
    "letpass": "letpass",
}
_ALIASES = {
    "first-strike": "firststrike",
    "no-reaction": "noreaction",
    "battle-back": "battleback",
    "no-battle-back": "nobattleback",
    "no-advance": "noadvance",
    "no-bonus": "nobonus",
    "no-extra": "noextra",
    "let-pass": "letpass",
}
_PHRASES = (
    ("first strike", "firststrike"),
    ("no reaction", "noreaction"),
    ("no battle back", "nobattleback"),
    ("battle back", "battleback"),
    ("no advance", "noadvance"),
    ("no bonus", "nobonus"),
    ("no extra", "noextra"),
    ("let pass", "letpass"),
    ("end turn", "done"),
)
_HEX = re.compile(r"^[A-Ma-m][1-9]$")
_PIECE = re.compile(r"^[A-Ma-m][1-9][Ll]?$")
_COUNT = re.compile(r"^[0-9]{1,3}$")  # ASCII digits only: str.isdigit() accepts "²", which int() refuses
RULE_FOR = {
    "cca.card": "CCA 4",
    "cca.order": "CCA 5",
    "cca.replenish": "CCA 12",
    "cca.move": "CCA 6",
    "cca.battle": "CCA 7",
    "cca.react": "CCA 9/a",
    "cca.ignore": "CCA 8/a",
    "cca.retreat": "CCA 8",
    "cca.battleback": "CCA 7/b",
    "cca.advance": "CCA 9/b",
    "cca.extra": "CCA 9/b",
    "cca.bonus": "CCA 9/c",
    "cca.leader_evade": "CCA 9/a/1",
    "cca.rampage": "CCA 8/b",
    "cca.escape": "CCA 9/a/1",
    "cca.evade_path": "CCA 9/a",
}


@lru_cache(maxsize=8192)
def _act(order: str) -> R.Act:
    """The action of a canonical order text (a choice)."""
    return R.Act(*R._split(order))


def _title(card: str | None) -> str | None:
    """Public views name cards by title; hands list card ids (what a player types)."""
    return cards()[ctype(card)].title if card else None


_IMPLIED = {
    "cca.order": ("move", "stay", "battle", "fire"),
    "cca.replenish": ("move", "stay", "battle", "fire"),
    "cca.move": ("battle", "fire"),
}


def _implied(st: State, side: str, act: R.Act) -> list[str] | None:
    """Steps a player may skip by giving the next order at once: playing the only playable card, ending
    the orders by moving or battling, ending movement by battling. The orders taken first, or None."""
    from engine.cca.explain import STEP_VERBS, explain

    trial = st.clone()
    c = R.Ctx(trial, DiceBox(trial.dice))
    taken: list[str] = []
    text = act.text()
    for _ in range(4):
        d = R.decision(trial)
        if d is None or d.side != side:
            return None
        if taken:
            if any(ch.order == text for ch in d.choices):
                return taken
            if act.verb in STEP_VERBS.get(d.kind, ()):
                explain(trial, d, act)  # the step the order belongs to says why it is refused
                return taken
        if d.kind == "cca.card" and len(d.choices) == 1 and act.verb != "play":
            step = d.choices[0].order
        elif act.verb in _IMPLIED.get(d.kind, ()):
            step = "done"
        else:
            return None
        trial.own()
        R.execute(c, side, d, R.Act(*R._split(step)))
        R.settle(c)
        taken.append(step)
    return None


def _decision(st: State) -> R.Decision | None:
    """The decision owed in a settled state (memoised: a returned state is never changed again)."""
    if "d" not in st.memo:
        st.memo["d"] = R.decision(st)
    d: R.Decision | None = st.memo["d"]
    return d


def _offered(d: R.Decision, text: str) -> bool:
    """Is ``text`` one of the decision's orders?"""
    return text in [ch.order for ch in d.choices]


def _bad(why: str, text: str) -> InvalidNotation:
    return InvalidNotation("cca.err.notation", "CCA notation", text=text, why=Msg(f"cca.why.{why}"))


@lru_cache(maxsize=8192)
def _read_text(text: str) -> R.Act:
    """Read an order that needs no look at the position (lower-case, single spaces)."""
    raw = text.replace(",", " ").replace("->", " ").replace("-", " - ")
    toks = [t for t in raw.split() if t != "-"] if raw else []
    # keep card ids (hyphenated) intact
    toks_card = text.strip().lower().split()
    if not toks:
        raise _bad("empty", text)
    head = _ALIASES.get(toks_card[0], toks_card[0])
    verb = VERBS.get(head)
    if verb is None:
        raise _bad("verb", text)
    if verb == "play":
        if len(toks_card) != 2:
            raise _bad("play_args", text)
        return R.Act("play", (toks_card[1],))
    args = toks[1:]
    if verb in (
        "done",
        "battleback",
        "nobattleback",
        "firststrike",
        "noreaction",
        "advance",
        "noadvance",
        "noextra",
        "nobonus",
        "strike",
        "letpass",
    ):
        if args:
            raise _bad("no_args", text)
        return R.Act(verb)
    if verb == "ignore":
        if len(args) != 1 or not _COUNT.match(args[0]):
            raise _bad("ignore_args", text)
        return R.Act(verb, (str(int(args[0])),))
    if verb == "leader":
        if len(args) > 1 and all(a == "off" or _HEX.match(a) for a in args):
            args = args[-1:]  # a whole path: where it ends counts
        if len(args) != 1 or not (args[0] == "off" or _HEX.match(args[0])):
            raise _bad("hex_args", text)
        return R.Act(verb, (args[0].upper() if args[0] != "off" else "off",))
    if verb in ("order",):
        if not args or not all(_PIECE.match(a) for a in args):
            raise _bad("piece_args", text)
        return R.Act(verb, tuple(a[:2].upper() + ("L" if len(a) == 3 else "") for a in args))
    if verb in ("stay", "rally"):
        if len(args) != 1 or not _PIECE.match(args[0]):
            raise _bad("piece_args", text)
        a = args[0]
        return R.Act(verb, (a[:2].upper() + ("L" if len(a) == 3 else ""),))
    if verb == "evade" and not args:
        return R.Act(verb)  # the reaction: the path is chosen after the roll
    if verb in ("retreat", "evade") and len(args) > 1 and all(_HEX.match(a) for a in args):
        return R.Act(verb, (args[-1].upper(),))  # a whole path: the hex where it ends counts
    if verb in ("retreat", "evade", "extra", "bonus", "rampage"):
        if len(args) != 1 or not _HEX.match(args[0]):
            raise _bad("hex_args", text)
        return R.Act(verb, (args[0].upper(),))
    if verb in ("battle", "fire"):
        if len(args) != 2 or not _PIECE.match(args[0]) or not _HEX.match(args[1]):
            raise _bad("battle_args", text)
        return R.Act(verb, (args[0][:2].upper(), args[1].upper()))
    # move
    if len(args) < 2 or not _PIECE.match(args[0]) or not all(_HEX.match(a) for a in args[1:]):
        raise _bad("move_args", text)
    a = args[0]
    return R.Act("move", (a[:2].upper() + ("L" if len(a) == 3 else ""), *(x.upper() for x in args[1:])))


@lru_cache(maxsize=8192)
def _pre_read(text: str) -> tuple[str, R.Act | None]:
    """The order text normalised, and its action when reading it needs no look at the position."""
    low = " ".join(text.strip().lower().split())
    for phrase, word in _PHRASES:
        if low == phrase or low.startswith(phrase + " "):
            low = word + low[len(phrase) :]
            break
    if low.startswith("play "):
        cid = card_id(low[5:])
        return low, R.Act("play", (cid if cid is not None else low[5:].strip(),))
    if low in ("pass", "evade", "retreat", "leader"):
        return low, None
    return low, _read_text(low)


class CcaRuleset:
    system = "cca"
    title = "Commands & Colors: Ancients"
    orientation = Orientation.POINTY
    die_faces = DIE_FACES

    # ------------------------------------------------------------------ catalogue

    def scenarios(self) -> Sequence[ScenarioInfo]:
        out = []
        for sid in scenario_ids():
            sc = load_scenario(sid, frozenset(cards()))
            out.append(ScenarioInfo(sid, sc["name"], sc["invented"], SIDES, sc["summary"]))
        return out

    def options(self) -> Sequence[OptionSpec]:
        return OPTIONS

    # ------------------------------------------------------------------ new game

    def new_game(
        self,
        scenario: str | Mapping[str, Any],
        seed: int,
        options: Mapping[str, Any],
        script: Sequence[int] | None = None,
    ) -> State:
        sc = load_scenario(scenario, frozenset(cards()), card_id)
        opts: dict[str, Any] = dict(resolve_options(OPTIONS, options, prefix="cca."))
        dice = Dice.scripted(script, seed) if script is not None else Dice.seeded(seed)
        units: dict[str, Unit] = {}
        counters = {"north": 0, "south": 0}
        at = board_for(sc).by_label
        for u in sc["units"]:
            counters[u["side"]] += 1
            uid = f"{u['side'][0]}{counters[u['side']]}"
            units[uid] = Unit(uid, u["side"], u["type"], at[u["hex"]], u["blocks"], u["start"])
        leaders: dict[str, Leader] = {}
        lcount = {"north": 0, "south": 0}
        for ld in sc["leaders"]:
            lcount[ld["side"]] += 1
            lid = f"{ld['side'][0]}L{lcount[ld['side']]}"
            leaders[lid] = Leader(lid, ld["side"], ld["name"], at[ld["hex"]])
        box = DiceBox(dice)
        first = sc["first_player"]
        order = [first, R.enemy(first)]
        hands: dict[str, list[str]] = {"north": [], "south": []}
        given = sc.get("hands") or {}
        pool = full_deck()
        extra = 100

        def take(cd: str) -> str:
            nonlocal extra
            if cd in pool:
                pool.remove(cd)
                return cd
            for x in pool:
                if ctype(x) == cd:
                    pool.remove(x)
                    return x
            extra += 1  # a test position may hold more copies than the box
            return f"{ctype(cd)}#{extra}"

        for s, hs in given.items():
            hands[s] = [take(cd) for cd in hs]
        if sc.get("deck") is not None:
            deck = [take(cd) for cd in sc["deck"]]
        else:
            deck = box.shuffle(pool, "deal")
        for s in order:
            if s not in given:
                n = sc["command"][s]
                hands[s], deck = deck[:n], deck[n:]
        st = State(
            scenario=sc,
            options=opts,
            dice=box.dice,
            turn=1,
            active=first,
            phase="card",
            card=None,
            eff={},
            units=units,
            leaders=leaders,
            tf={},
            stack=[],
            hands=hands,
            deck=deck,
            discard=[],
            command=dict(sc["command"]),
            banners={"north": [], "south": []},
            last={"north": None, "south": None},
            fs_used=[],
            overlay={"moves": [], "attacks": [], "retreats": [], "losses": []},
        )
        c = R.Ctx(st, DiceBox(st.dice))
        st.memo["d"] = R.settle(c)
        st.dice = c.box.dice
        return st

    def sides(self, state: State) -> tuple[str, ...]:
        return SIDES

    def roles(self, state: State) -> Mapping[str, tuple[str, ...]]:
        return dict.fromkeys(SIDES, ())

    # ------------------------------------------------------------------ decisions

    def pending(self, state: State) -> tuple[Prompt, ...]:
        got: tuple[Prompt, ...] | None = state.memo.get("p")
        if got is not None:
            return got
        d = _decision(state)
        if d is None:
            return ()
        got = (
            Prompt(
                side=d.side,
                kind=d.kind,
                msg=d.msg,
                choices=tuple(d.choices),
                default=d.default,
                private=d.private,
            ),
        )
        state.memo["p"] = got
        return got

    def legal_actions(self, state: State, side: str) -> Sequence[R.Act]:
        d = _decision(state)
        if d is None or d.side != side:
            return []
        return [_act(ch.order) for ch in d.choices]

    # ------------------------------------------------------------------ notation

    def _read(self, state: State, text: str) -> R.Act:
        low, act = _pre_read(text)
        if act is not None:
            return act
        if low == "pass":
            d = _decision(state)
            low = "noreaction" if d is not None and d.kind == "cca.react" else "done"
        if low in ("evade", "retreat", "leader"):
            d = _decision(state)
            opts = [ch.order for ch in d.choices if ch.order.startswith(low + " ")] if d is not None else []
            if d is not None and d.default and d.default.startswith(low + " "):
                return R.Act(*R._split(d.default))
            if opts:
                return R.Act(*R._split(opts[0]))
        return _read_text(low)

    def parse(self, state: State, side: str, text: str) -> R.Act:
        act = self._read(state, text)
        self._check(state, side, act)
        return act

    def format(self, state: State, action: R.Act) -> str:
        return action.text()

    def _check(self, st: State, side: str, act: R.Act) -> tuple[str, Any]:
        """How ``act`` applies: ("direct", decision), ("echo", entry) or ("implied", [orders taken first]).

        Raises the reason when it does not apply at all. The answer is memoised (``parse`` then
        ``apply`` ask the same question of the same unchanging state)."""
        key = ("c", side, act.verb, act.args)
        got: tuple[str, Any] | None = st.memo.get(key)
        if got is None:
            got = st.memo[key] = self._check_now(st, side, act)
        return got

    def _check_now(self, st: State, side: str, act: R.Act) -> tuple[str, Any]:
        if st.result is not None:
            raise GameOver("core.game_over", None, result=str(st.result.get("winner")))
        if side not in SIDES:
            raise NotYourDecision("core.unknown_side", None, side=side, sides="north, south")
        d = _decision(st)
        assert d is not None
        text = act.text()
        for entry in st.echo:
            # an order the engine already took for this side (the only option it had) is acknowledged
            if (
                entry[0] == side
                and entry[2] == text
                and (d.side != side or d.kind != entry[1] or not _offered(d, text))
            ):
                return "echo", entry
        if d.side != side:
            raise NotYourDecision(
                "core.not_your_decision", None, expected=d.side, prompt=Msg(d.msg.key, d.msg.params).key
            )
        if _offered(d, text):
            return "direct", d
        from engine.cca.explain import explain

        try:
            explain(st, d, act)
        except IllegalAction as err:
            implied = _implied(st, side, act)
            if implied is None:
                raise err from None
            return "implied", implied
        return "direct", d

    def apply(self, state: State, side: str, action: R.Act) -> Transition[State]:
        how, what = self._check(state, side, action)
        st = state.clone()
        c = R.Ctx(st, DiceBox(st.dice))
        if how == "echo":
            st.echo = [e for e in st.echo if e is not what and e != what]
            st.memo["d"] = _decision(state)
            c.ev(f"echo_of.{what[1]}", None, order=action.text())
            return Transition(state=st, events=tuple(c.events))
        st.echo = []
        if how == "implied":
            for order in what:
                d0 = R.decision(st)
                assert d0 is not None
                st.own()
                R.execute(c, side, d0, R.Act(*R._split(order)))
                R.settle(c)
        d = R.decision(st) if how == "implied" else what
        assert d is not None
        R.execute(c, side, d, action)
        st.memo["d"] = R.settle(c)
        st.echo = c.auto
        st.dice = c.box.dice
        return Transition(
            state=st,
            events=tuple(c.events),
            rolls=tuple(r for r in c.box.rolls if r.sides),
            reveals=c.reveals or any(not r.sides for r in c.box.rolls),
            activation_ended=c.turn_ended or st.result is not None,
        )

    # ------------------------------------------------------------------ result and persistence

    def result(self, state: State) -> Result | None:
        r = state.result
        if r is None:
            return None
        sc = {s: R.score(state, s) for s in SIDES}
        if r["winner"] is None:
            return Result(None, Msg("cca.result.draw", {}), sc)
        loser = R.enemy(r["winner"])
        return Result(
            r["winner"],
            Msg(
                "cca.result.banners",
                {"side": r["winner"], "banners": sc[r["winner"]], "other": sc[loser], "loser": loser},
            ),
            sc,
        )

    def dump(self, state: State) -> dict[str, Any]:
        return dump(state)

    def load(self, data: Mapping[str, Any]) -> State:
        return load(data)

    # ------------------------------------------------------------------ view

    def view(self, state: State, side: str | None) -> View:
        st = state
        b = st.board
        hexes = tuple(
            HexView(
                label=b.label[h],
                hex=Hex(h.q, h.r),  # a plain Hex: board hexes compare by identity inside the engine
                terrain=b.terr(h),
                elevation=1 if b.terr(h) == "hill" else 0,
                sections=b.sections[h],
            )
            for h in b.order
        )
        pairs = sorted(sorted(b.label[h] for h in pair) for pair in b.ramparts)
        hexsides = tuple(HexsideView(a, z, "rampart") for a, z in pairs)
        counters: list[CounterView] = []
        for u in st.units.values():
            f = st.tf.get(u.id, {})
            marks = tuple(m for m, k in (("ordered", "o"), ("moved", "mv"), ("battled", "bt")) if f.get(k))
            sym = UNIT_TYPES[u.kind].symbol
            counters.append(
                CounterView(
                    id=u.id,
                    side=u.side,
                    kind=u.kind,
                    symbol=sym if sym in SYMBOLS else "other",
                    hex=b.label[u.hex],
                    name=UNIT_TYPES[u.kind].name,
                    strength=u.blocks,
                    max_strength=u.start,
                    markers=marks,
                )
            )
        for ld in st.leaders.values():
            if ld.hex is None:
                continue
            host = R.unit_at(st, ld.hex)
            f = st.tf.get(ld.id, {})
            counters.append(
                CounterView(
                    id=ld.id,
                    side=ld.side,
                    kind="LDR",
                    symbol="leader",
                    hex=b.label[ld.hex],
                    name=ld.name,
                    leader=True,
                    attached_to=host.id if host is not None else None,
                    markers=("ordered",) if f.get("o") else (),
                )
            )
        ov = st.overlay
        overlay = Overlay(
            moves=tuple(PathView(m[0], tuple(m[1]), m[2]) for m in ov["moves"]),
            attacks=tuple(AttackView(a[0], a[1], a[2], a[3], a[4]) for a in ov["attacks"]),
            retreats=tuple(PathView(m[0], tuple(m[1]), m[2]) for m in ov["retreats"]),
            losses=tuple(LossView(x[0], x[1], x[2], x[3], x[4]) for x in ov["losses"]),
        )
        sides = tuple(
            SideView(
                side=s,
                name=st.scenario[f"{s}_army"],
                colour=SIDE_COLOURS[s],
                score=R.score(st, s),
                target=st.scenario["banners"][s],
                info={"command": st.command[s], "hand_size": len(st.hands[s])},
            )
            for s in SIDES
        )
        d = _decision(st)
        battle = None
        if st.stack:
            t = st.stack[-1]
            battle = {k: v for k, v in t.items() if k in ("t", "ah", "th", "mode", "flags", "n")}
        public: dict[str, Any] = {
            "active": st.active,
            "card": _title(st.card),
            "effect": cards()[st.eff["card"]].title if st.eff.get("card") else None,
            "discard": [_title(c) for c in st.discard],
            "draw_pile": len(st.deck),
            "battle": battle,
            "banners": {s: list(st.banners[s]) for s in SIDES},
        }
        if st.eff.get("symbols") is not None:
            public["symbols"] = [FACE_NAMES[f] for f in st.eff["symbols"]]
        private: dict[str, Any] = {}
        if side in SIDES:
            private["hand"] = sorted(ctype(c) for c in st.hands[side])
        status = [Msg(f"cca.status.turn_in.{st.phase}", {"turn": st.turn, "side": st.active})]
        if d is not None:
            status.append(Msg(f"cca.status.wait.{d.kind}", {"side": d.side}))
        res = self.result(st)
        return View(
            system="cca",
            scenario=st.scenario["id"],
            title=st.scenario["name"],
            viewer=side,
            turn=st.turn,
            phase=Msg(f"cca.phase.{st.phase}"),
            awaiting=(d.side,) if d is not None else (),
            map=MapView(Orientation.POINTY, hexes, hexsides, tuple(counters), overlay),
            sides=sides,
            status=tuple(status),
            public=public,
            private=private,
            result=res.to_json() if res is not None else None,
        )


RULESET = CcaRuleset()
