"""The decisions of a turn and the pending steps of a battle (``state.stack``), run until one is owed."""

from __future__ import annotations

from typing import Any

from engine.cca.cards import cards, ctype
from engine.cca.constants import CAVALRY, MOVE_EFFECT, UNIT_TYPES, move_group
from engine.cca.rules.pieces import (
    Act,
    Ctx,
    Decision,
    add_overlay,
    adjacent_enemy_targets,
    choice,
    enemy,
    flags_of,
    kind_name,
    lab,
    leader_end_key,
    move_unit,
    ordered,
    ref,
    resolve_ref,
    route,
    split_order,
    target_hex,
    tflag,
    uname,
    unit_at,
    what,
    who,
)
from engine.cca.rules.s03_winning import check_win
from engine.cca.rules.s04_turn import end_turn, play_card, playable
from engine.cca.rules.s05_orders import arrange_orders, order_candidates, order_piece
from engine.cca.rules.s06_movement import can_move, do_move, end_movement, move_choices, path_for
from engine.cca.rules.s07_battle import (
    declare,
    fire_targets,
    melee_targets,
    push_melee,
    run_after,
    run_attack,
    run_roll,
)
from engine.cca.rules.s08_retreat import (
    default_retreat,
    do_eretreat,
    do_retreat,
    rampage_one,
    rampage_targets,
    retreat_choices,
)
from engine.cca.rules.s09_evade_momentum import (
    bonus_possible,
    can_evade,
    default_leader_evade,
    do_leader_evade,
    escape_attack,
    evade_options,
    evade_to,
    extra_hexes,
    leader_evade_options,
    run_evade,
)
from engine.cca.rules.s10_leaders import kill_leader
from engine.cca.rules.s11_terrain import terr
from engine.cca.rules.s12_cards import do_rally, rally_candidates
from engine.cca.state import State
from engine.core.messages import Msg
from engine.core.protocol import forced_event


def run_task(c: Ctx, t: dict[str, Any]) -> None:
    kind = t["t"]
    if kind == "roll":
        run_roll(c, t)
    elif kind == "attack":
        run_attack(c, t)
    elif kind == "evade":
        run_evade(c, t)
    elif kind == "after":
        run_after(c, t)
    else:  # pragma: no cover - a decision is never run automatically
        raise AssertionError(kind)


AUTO = frozenset({"roll", "attack", "evade", "after"})


def decision(st: State) -> Decision | None:
    if st.result is not None:
        return None
    if st.stack:
        t = st.stack[-1]
        if t["t"] in AUTO:
            return None
        return task_decision(st, t)
    return phase_decision(st)


def phase_decision(st: State) -> Decision:
    side = st.active
    ph = st.phase
    if ph == "card":
        ch = [choice(f"play {cd}") for cd in playable(st, side)]
        if not ch:  # an empty hand (a test position): the turn passes with its draw
            return Decision(
                side, "cca.card", Msg("cca.prompt.card", {"side": side}), [choice("done")], "done"
            )
        return Decision(side, "cca.card", Msg("cca.prompt.card", {"side": side}), ch, None, private=True)
    if ph == "order":
        ch = [choice("order " + ref(st, p)) for p in order_candidates(st)]
        ch.append(choice("done"))
        return Decision(
            side,
            "cca.order",
            Msg("cca.prompt.order", {"card": cards()[ctype(st.card or "")].title if st.card else ""}),
            ch,
            "done",
        )
    if ph == "replenish":
        ch = [choice(f"rally {ref(st, p)}") for p in rally_candidates(st)] if st.eff.get("symbols") else []
        ch.append(choice("done"))
        return Decision(side, "cca.replenish", Msg("cca.prompt.rally", {}), ch, "done")
    if ph in ("move", "move2"):
        ch = []
        for pid in ordered(st):
            alive = pid in st.units or (pid in st.leaders and st.leaders[pid].hex is not None)
            if alive and can_move(st, pid):
                ch += move_choices(st, pid)
        ch.append(choice("done"))
        key = "cca.prompt.move2" if ph == "move2" else "cca.prompt.move"
        return Decision(side, "cca.move", Msg(key, {}), ch, "done")
    # battle
    ch = []
    must = False
    for pid in ordered(st):
        u = st.units.get(pid)
        if u is None:
            continue
        r = lab(st, u.hex)
        mt = melee_targets(st, u)
        for tid in mt:
            ch.append(choice(f"battle {r} {lab(st, target_hex(st, tid))}"))
        if mt and tflag(st, pid, "mm"):
            must = True
        for tid in fire_targets(st, u):
            ch.append(choice(f"fire {r} {lab(st, target_hex(st, tid))}"))
    if not must:
        ch.append(choice("done"))
    return Decision(side, "cca.battle", Msg("cca.prompt.battle", {}), ch, "done" if not must else None)


def task_decision(st: State, t: dict[str, Any]) -> Decision:
    k = t["t"]
    if k == "react":
        u = st.units[t["tgt"]]
        att = st.units[t["att"]]
        ch = [choice("noreaction")]
        if any(ctype(x) == "first-strike" for x in st.hands[u.side]):
            ch.append(choice("firststrike"))
        if can_evade(st, u, att):
            ch.append(choice("evade"))  # the path is chosen after the evade roll (E.4 non-active 1)
        return Decision(
            u.side,
            "cca.react",
            Msg(
                "cca.prompt.react",
                {"attacker": t["ah"], "target": t["th"], "kind": UNIT_TYPES[u.kind].name, "by": uname(att)},
            ),
            ch,
            "noreaction",
            private=True,
            react=True,
        )
    if k == "flags":
        u = st.units[t["unit"]]
        ch = [choice(f"ignore {i}") for i in range(t["ign"], -1, -1)]
        return Decision(
            u.side,
            "cca.ignore",
            Msg(
                "cca.prompt.ignore",
                {"hex": lab(st, u.hex), "flags": t["flags"], "max": t["ign"], "kind": kind_name(u)},
                "CCA 8/a",
            ),
            ch,
            f"ignore {t['ign']}",
        )
    if k in ("retreat", "eretreat"):
        u = st.units[t["unit"]]
        opts = retreat_choices(st, t)
        ch = [choice(f"retreat {lab(st, h)}") for h in opts]
        return Decision(
            u.side,
            "cca.retreat",
            Msg(
                "cca.prompt.retreat",
                {"hex": lab(st, u.hex), "hexes": t["n"], "kind": UNIT_TYPES[u.kind].name},
                "CCA 8",
            ),
            ch,
            default_retreat(st, u, opts),
        )
    if k == "bb":
        u = st.units[t["def"]]
        return Decision(
            u.side,
            "cca.battleback",
            Msg(
                "cca.prompt.battleback",
                {"hex": t["dh"], "target": t["ah"], "kind": kind_name(u), "by": who(st, t["att"])},
                "CCA 7/b",
            ),
            [choice("battleback"), choice("nobattleback")],
            "battleback",
        )
    if k == "advance":
        u = st.units[t["att"]]
        return Decision(
            u.side,
            "cca.advance",
            Msg("cca.prompt.advance", {"hex": t["to"], "kind": UNIT_TYPES[u.kind].name}, "CCA 9/b"),
            [choice("advance"), choice("noadvance")],
            "advance",
        )
    if k == "extra":
        u = st.units[t["att"]]
        ch = [choice(f"extra {lab(st, h)}") for h in extra_hexes(st, u)]
        ch.append(choice("noextra"))
        msg = Msg("cca.prompt.extra", {"kind": UNIT_TYPES[u.kind].name, "hex": lab(st, u.hex)}, "CCA 9/b")
        return Decision(u.side, "cca.extra", msg, ch, "noextra")
    if k == "bonus":
        u = st.units[t["att"]]
        ch = [
            choice(f"bonus {lab(st, target_hex(st, x))}") for x in adjacent_enemy_targets(st, u.hex, u.side)
        ]
        ch.append(choice("nobonus"))
        msg = Msg("cca.prompt.bonus", {"kind": UNIT_TYPES[u.kind].name, "hex": lab(st, u.hex)}, "CCA 9/c")
        return Decision(u.side, "cca.bonus", msg, ch, "nobonus")
    if k == "rampage":
        ch = [choice(f"rampage {lab(st, target_hex(st, p))}") for p in rampage_targets(st, t)]
        return Decision(
            t["by"], "cca.rampage", Msg("cca.prompt.rampage", {}, "CCA 8/b"), ch, ch[0].order if ch else None
        )
    if k == "levade":
        ldr = st.leaders[t["leader"]]
        lopts, _esc = leader_evade_options(st, ldr)
        ch = [choice(f"leader {h}") for h in sorted(lopts, key=leader_end_key)]
        return Decision(
            ldr.side,
            "cca.leader_evade",
            Msg("cca.prompt.leader_evade", {"leader": ldr.name}, "CCA 9/a/1"),
            ch,
            default_leader_evade(st, ldr, lopts),
        )
    if k == "evadeto":
        u = st.units[t["unit"]]
        ehs = sorted(evade_options(st, u), key=lambda x: (x.r, x.q))
        ch = [choice(f"evade {lab(st, h)}") for h in ehs]
        return Decision(
            u.side,
            "cca.evade_path",
            Msg("cca.prompt.evade_path", {"hex": lab(st, u.hex), "kind": kind_name(u)}, "CCA 9/a"),
            ch,
            default_retreat(st, u, dict.fromkeys(ehs)).replace("retreat", "evade", 1),
        )
    if k == "escape":
        ldr = st.leaders[t["leader"]]
        here = t["via"][0]
        o = unit_at(st, st.board.by_label[here])
        assert o is not None
        return Decision(
            o.side,
            "cca.escape",
            Msg("cca.prompt.escape", {"leader": ldr.name, "hex": here, "kind": kind_name(o)}, "CCA 9/a/1"),
            [choice("strike"), choice("letpass")],
            "strike",
        )
    raise AssertionError(k)


def execute(c: Ctx, side: str, d: Decision, act: Act) -> None:
    st = c.st
    if d.kind == "cca.move" and act.verb == "move":
        pid = resolve_ref(st, act.args[0])
        assert pid is not None
        ld = st.lat.get(st.units[pid].hex) if pid in st.units else None
        st.own_some((pid, ld) if ld is not None else (pid,))  # a move changes the piece and its leader
    elif d.kind not in ("cca.card", "cca.order", "cca.battle") and act.verb not in ("done", "stay"):
        st.own()  # copy the pieces before this order changes any (declarations and "done" change none)
    k = d.kind
    v = act.verb
    if k == "cca.card":
        if act.verb == "done":
            end_turn(c)
        else:
            play_card(c, side, act.args[0])
    elif k == "cca.order":
        if v == "done":
            st.phase = "move"
            n = len(ordered(st))
            c.ev("orders_done", None, count=n) if n else c.ev("orders_none", "CCA 5")
        else:
            named = [resolve_ref(st, r) for r in act.args]
            if len(named) == 1:
                seq: list[str | None] | list[str] = named
            else:
                seq, fail = arrange_orders(st, [p for p in named if p is not None])
                assert fail is None and None not in named
            for one in seq:
                assert one is not None
                order_piece(c, one)
    elif k == "cca.replenish":
        if v == "done":
            st.phase = "move"
        else:
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            do_rally(c, pid)
    elif k == "cca.move":
        if v == "done":
            end_movement(c)
        elif v == "stay":
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            flags_of(st, pid)["dm2" if st.phase == "move2" else "dm"] = 1
        else:
            pid = resolve_ref(st, act.args[0])
            assert pid is not None
            hexes = [st.board.by_label[x] for x in act.args[1:]]
            path = hexes if len(hexes) > 1 else path_for(st, pid, hexes[0])
            do_move(c, pid, path[-1], path)
    elif k == "cca.battle":
        if v == "done":
            if st.eff.get("card") == "move-fire-move" and not st.eff.get("fallback"):
                st.phase = "move2"
            else:
                end_turn(c)
        else:
            uid = resolve_ref(st, act.args[0])
            tid = resolve_ref(st, act.args[1])
            assert uid is not None and tid is not None
            declare(c, uid, tid, "fire" if v == "fire" else "melee")
    else:
        t = st.stack.pop()
        execute_task(c, t, act)
    if st.scenario["special_rules"]:
        check_win(c)  # banner hexes count as soon as they are held


def execute_task(c: Ctx, t: dict[str, Any], act: Act) -> None:
    st = c.st
    k = t["t"]
    v = act.verb
    if k == "react":
        if v == "noreaction":
            st.stack.append({**t, "t": "attack"})
        elif v == "firststrike":
            u = st.units[t["tgt"]]
            st.mine("cards")
            inst = sorted(x for x in st.hands[u.side] if ctype(x) == "first-strike")[0]
            st.hands[u.side].remove(inst)
            st.discard.append(inst)
            st.fs_used.append(u.side)
            c.ev("first_strike", "CCA 12", side=u.side, hex=t["th"])
            st.stack.append({**t, "t": "attack", "fs": 1})
            st.stack.append(
                {"t": "roll", "att": t["tgt"], "tgt": t["att"], "mode": "fs", "ah": t["th"], "th": t["ah"]}
            )
        else:  # evade
            c.ev("evade_declared", "CCA 9/a", hex=t["th"], unit=uname(st.units[t["tgt"]]))
            st.stack.append(
                {
                    "t": "after",
                    "att": t["att"],
                    "tgt": t["tgt"],
                    "mode": t["mode"],
                    "ah": t["ah"],
                    "th": t["th"],
                    "evaded": 1,
                }
            )
            st.stack.append({**t, "t": "evade"})
    elif k == "flags":
        u = st.units[t["unit"]]
        ign = int(act.args[0])
        left = t["flags"] - ign
        if ign:
            c.ev("flags_ignored", "CCA 8/a", hex=lab(st, u.hex), n=ign, unit=uname(u))
        if left > 0:
            per = UNIT_TYPES[u.kind].retreat + t["extra"]
            n = left * per
            if u.kind == "EL":
                st.stack.append(
                    {"t": "eretreat", "unit": u.id, "n": n, "by": t["by"], "checked": t["checked"]}
                )
                st.stack.append({"t": "rampage", "unit": u.id, "by": t["by"]})
            else:
                st.stack.append(
                    {"t": "retreat", "unit": u.id, "n": n, "by": t["by"], "checked": t["checked"]}
                )
    elif k == "retreat":
        do_retreat(c, t, st.board.by_label[act.args[0]])
    elif k == "eretreat":
        do_eretreat(c, t, st.board.by_label[act.args[0]])
    elif k == "escape":
        escape_attack(c, t, v == "strike")
    elif k == "evadeto":
        evade_to(c, st.units[t["unit"]], st.board.by_label[act.args[0]])
    elif k == "bb":
        if v == "battleback":
            st.stack.append(
                {
                    "t": "roll",
                    "att": t["def"],
                    "tgt": t["att"],
                    "mode": "bb",
                    "ah": t["dh"],
                    "th": t["ah"],
                    "wa4": t.get("wa4", 0),
                }
            )
    elif k == "advance":
        if v == "advance":
            u = st.units[t["att"]]
            start = u.hex
            dest = st.board.by_label[t["to"]]
            move_unit(c, u, dest)
            c.ev("advanced", "CCA 9/b", unit=uname(u), path=route([lab(st, start), t["to"]]))
            add_overlay(st, "moves", [u.side, [lab(st, start), t["to"]], u.kind])
            eff = MOVE_EFFECT[terr(st, dest)].get(move_group(u.kind), "")
            if eff == "stopnb":
                flags_of(st, u.id)["nbo"] = 1
            if t["mode"] == "melee":
                st.stack.append({"t": "bonus", "att": u.id})
                if u.kind in CAVALRY and not eff:
                    st.stack.append({"t": "extra", "att": u.id})
    elif k == "extra":
        if v == "extra":
            u = st.units[t["att"]]
            start = u.hex
            dest = st.board.by_label[act.args[0]]
            move_unit(c, u, dest)
            c.ev("advanced", "CCA 9/b", unit=uname(u), path=route([lab(st, start), act.args[0]]))
            add_overlay(st, "moves", [u.side, [lab(st, start), act.args[0]], u.kind])
            if MOVE_EFFECT[terr(st, dest)].get(move_group(u.kind), "") == "stopnb":
                flags_of(st, u.id)["nbo"] = 1
    elif k == "bonus":
        if v == "bonus":
            u = st.units[t["att"]]
            tid = resolve_ref(st, act.args[0])
            assert tid is not None
            c.ev(
                "declared_bonus",
                "CCA 9/c",
                unit=uname(u),
                hex=lab(st, u.hex),
                target=act.args[0],
                what=what(st, resolve_ref(st, act.args[0]) or ""),
            )
            push_melee(c, u.id, tid, "bonus")
    elif k == "levade":
        do_leader_evade(c, t, act.args[0])
    elif k == "rampage":
        pid = resolve_ref(st, act.args[0])
        assert pid is not None
        rampage_one(c, t, pid)


def settle(c: Ctx) -> Decision | None:
    """Run automatic steps and single-option decisions until a real decision is owed."""
    st = c.st
    for _ in range(10000):
        if st.result is not None:
            return None
        if st.stack and st.stack[-1]["t"] in AUTO:
            st.own()
            run_task(c, st.stack.pop())
            continue
        if st.stack and _stale(st, st.stack[-1]):
            st.stack.pop()
            continue
        if (
            st.stack
            and st.stack[-1]["t"] == "bonus"
            and not bonus_possible(st, st.units[st.stack[-1]["att"]], "melee")
        ):
            st.stack.pop()
            continue
        d = decision(st)
        if d is None:
            return None
        if d.kind == "cca.leader_evade" and not d.choices:
            st.own()
            t = st.stack.pop()
            kill_leader(c, st.leaders[t["leader"]], enemy(d.side), "CCA 9/a/1")
            continue
        if len(d.choices) == 1 and not d.react and (d.kind != "cca.card" or not d.private):
            if d.choices[0].order == "done" and d.kind in _AUTO_NOTE and ordered(st):
                c.ev(_AUTO_NOTE[d.kind])  # say why the step ends without the player
            c.auto.append([d.side, d.kind, d.choices[0].order])
            c.events.append(forced_event(d.side, d.kind, d.choices[0].order, d.private))
            execute(c, d.side, d, Act(*split_order(d.choices[0].order)))
            continue
        return d
    raise AssertionError("the game does not settle")


_AUTO_NOTE = {
    "cca.order": "auto.order",
    "cca.replenish": "auto.replenish",
    "cca.move": "auto.move",
    "cca.battle": "auto.battle",
}


def _stale(st: State, t: dict[str, Any]) -> bool:
    """A pending step whose piece is gone (or that has nothing left to do) is dropped."""
    k = t["t"]
    if k == "rampage":
        return not rampage_targets(st, t)
    if k in ("levade", "escape"):
        ld = st.leaders.get(t["leader"])
        return ld is None or ld.hex is None
    if k in ("flags", "retreat", "eretreat", "evadeto"):
        return t["unit"] not in st.units
    if k in ("advance", "extra", "bonus"):
        return t["att"] not in st.units
    if k == "bb":
        return t["def"] not in st.units or t["att"] not in st.units
    return False
