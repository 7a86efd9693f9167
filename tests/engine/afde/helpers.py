"""Small helpers for the Au fil de l'Épée rulebook tests: inline scenarios, scripted dice, orders."""

from __future__ import annotations

from typing import Any

from engine.afde import RULESET
from engine.afde.invariants import assert_invariants
from engine.afde.state import State
from engine.core.messages import has_key
from engine.core.protocol import Event
from engine.transcript import parse_faces

R = RULESET


def new(
    scenario: dict[str, Any] | str, dice: list[Any] | None = None, seed: int = 0, **options: Any
) -> State:
    script = parse_faces(R, dice) if dice is not None else None
    st = R.new_game(scenario, seed, options, script)
    assert_invariants(st)
    return st


def owed(st: State) -> str:
    sides = {p.side for p in R.pending(st)}
    assert len(sides) == 1, f"several sides owe a decision: {sides}"
    return next(iter(sides))


def play(st: State, *orders: str, side: str | None = None) -> tuple[State, list[Event]]:
    """Apply each order (by the side that owes the decision); check invariants and messages."""
    events: list[Event] = []
    for text in orders:
        who = side or owed(st)
        action = R.parse(st, who, text)
        tr = R.apply(st, who, action)
        assert R.load(R.dump(tr.state)) == tr.state
        for e in tr.events:
            assert has_key(e.msg.key), e.msg.key
        events += tr.events
        st = tr.state
        assert_invariants(st)
    return st, events


def keys(events: list[Event]) -> list[str]:
    return [e.msg.key for e in events]


def find(events: list[Event], key: str) -> list[dict[str, Any]]:
    return [dict(e.msg.params) for e in events if e.msg.key == key]


def kinds(st: State) -> list[str]:
    return [p.kind for p in R.pending(st)]


def choices(st: State) -> list[str]:
    return [c.order for p in R.pending(st) for c in p.choices]


def side_units(side: str, *units: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"side": side, **u} for u in units]


def guinegatte() -> dict[str, Any]:
    """Guinegatte, turn 3 (PL example): Du Bellay's charge, Impetus and Dispersal."""
    return {
        "name": "Guinegatte turn 3 (rulebook example)",
        "turns": 3,
        "map": {"columns": 30, "rows": 30},
        "sides": [
            {"id": "french", "rout_edge": "south"},
            {"id": "burgundian", "role": "defender", "rout_edge": "north"},
        ],
        "rules": {"fire_shift": {"burgundian": 1}},
        "leaders": [
            {
                "id": "CRE",
                "side": "french",
                "banner": "Crevecoeur",
                "rating": 1,
                "bonus": 1,
                "range": 4,
                "hex": "2020",  # with the Ch Crevecoeur (digest S1), not on the charging Ha
            },
            {
                "id": "MAX",
                "side": "burgundian",
                "banner": "Maximilian",
                "rating": 2,
                "bonus": 1,
                "hex": "2214",
            },
        ],
        "units": [
            {
                "id": "DUB",
                "name": "Du Bellay",
                "side": "french",
                "banner": "Crevecoeur",
                "type": "Ha",
                "mounted": True,
                "front": [3, 6, 6],
                "back": [2, 5, 5],
                "hex": "2120",
                "facing": "N",
            },
            {
                "id": "PIC",
                "name": "Picard",
                "side": "burgundian",
                "banner": "Maximilian",
                "type": "Ar",
                "front": [5, 4, 4],
                "back": [4, 3, 3],
                "hex": "2116",
                "facing": "S",
            },
            {
                "id": "GEN",
                "name": "Gentilshommes",
                "side": "burgundian",
                "banner": "Maximilian",
                "type": "Ch",
                "mounted": False,
                "front": [3, 6, 4],
                "back": [2, 5, 3],
                "hex": "2214",
                "facing": "S",
            },
            {
                "id": "CHC",
                "name": "Crevecoeur",
                "side": "french",
                "banner": "Crevecoeur",
                "type": "Ch",
                "mounted": True,
                "front": [3, 6, 6],
                "back": [2, 5, 5],
                "hex": "2020",
                "facing": "N",
            },
        ],
        "start": {"turn": 3, "phase": "D", "activate": ["CRE"]},
    }


def tremithoussia() -> dict[str, Any]:
    """Tremithoussia, turn 3 (HU example): knights charge a mounted Cl, then a Ha on lower ground."""
    hill = ["0510", "0509", "0508", "0507"]
    return {
        "name": "Tremithoussia turn 3 (rulebook example)",
        "map": {"columns": 12, "rows": 14, "terrain": {"hill": hill}, "level": {"1": hill}},
        "sides": [
            {"id": "crusader", "rout_edge": "south"},
            {"id": "byzantine", "role": "defender", "rout_edge": "north"},
        ],
        "leaders": [
            {
                "id": "RIC",
                "side": "crusader",
                "banner": "Richard",
                "cinc": True,
                "bonus": 3,
                "rating": 1,
                "hex": "0511",  # on a guard unit, so that the knights may charge without leaving him alone
            },
            {
                "id": "ISA",
                "side": "byzantine",
                "banner": "Isaac",
                "cinc": True,
                "bonus": 1,
                "rating": 2,
                "hex": "1202",
            },
        ],
        "units": [
            {
                "id": "KN",
                "side": "crusader",
                "banner": "Richard",
                "type": "Ch",
                "mounted": True,
                "front": [3, 7, 6],
                "back": [2, 6, 5],
                "hex": "0510",
                "facing": "N",
            },
            {
                "id": "CL",
                "side": "byzantine",
                "banner": "Isaac",
                "type": "Cl",
                "mounted": True,
                "fire": True,
                "front": [3, 5, 8],
                "back": [2, 4, 7],
                "hex": "0508",
                "facing": "S",
            },
            {
                "id": "HA",
                "side": "byzantine",
                "banner": "Isaac",
                "type": "Ha",
                "mounted": False,
                "front": [3, 5, 4],
                "back": [2, 4, 3],
                "hex": "0606",
                "facing": "S",
            },
            {
                "id": "GU",
                "side": "byzantine",
                "banner": "Isaac",
                "type": "Mi",
                "front": [2, 3, 4],
                "hex": "1202",
                "facing": "S",
            },
            {
                "id": "RG",
                "side": "crusader",
                "banner": "Richard",
                "type": "Mi",
                "front": [2, 3, 4],
                "hex": "0511",
                "facing": "N",
            },
        ],
        "start": {"turn": 3, "phase": "D", "activate": ["RIC"]},
    }


def bouvines(start: str = "C") -> dict[str, Any]:
    """Bouvines, turn 3 (PL example): the leaders and ratings the rulebook gives."""
    leaders = [
        ("PHI", "french", 3, 4, True),
        ("ROB", "french", 0, 1, False),
        ("GUE", "french", 0, 1, False),
        ("EUD", "french", 0, 2, False),
        ("PIE", "french", 0, 3, False),
        ("OTT", "coalition", 2, 4, True),
        ("FER", "coalition", 0, 1, False),
        ("WIL", "coalition", 0, 2, False),
        ("REN", "coalition", 0, 2, False),
        ("HUG", "coalition", 0, 3, False),
    ]
    out_leaders = []
    units = []
    for i, (lid, side, bonus, rating, cinc) in enumerate(leaders):
        col = 2 + (i % 5) * 3
        row = 3 if side == "french" else 12
        hx = f"{col:02d}{row:02d}"
        out_leaders.append(
            {
                "id": lid,
                "side": side,
                "banner": lid,
                "bonus": bonus,
                "rating": rating,
                "range": 5,
                "cinc": cinc,
                "hex": hx,
            }
        )
        units.append(
            {
                "id": f"U{lid}",
                "side": side,
                "banner": lid,
                "type": "Mi",
                "hex": hx,
                "facing": "S" if side == "french" else "N",
            }
        )
    return {
        "name": "Bouvines initiative (rulebook example)",
        "map": {"columns": 16, "rows": 14},
        "sides": [{"id": "french", "rout_edge": "north"}, {"id": "coalition", "rout_edge": "south"}],
        "leaders": out_leaders,
        "units": units,
        "start": {"turn": 3, "phase": start},
    }


def mini(
    *units: dict[str, Any],
    leaders: list[dict[str, Any]] | None = None,
    escort: str | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """A small inline case: red (attacker, routs north) and blue (defender, routs south) on 12 x 12.

    By default red's lord RL (rating 1) stands on the first red unit and activates first; blue's lord BL
    on the first blue unit. With ``escort`` (a hex), RL stands instead on a red Mi "RX" placed there, so
    that the first red unit may move without leaving him alone (5.1; A15).
    """
    if escort is not None:
        units = (*units, {"id": "RX", "type": "Mi", "hex": escort, "facing": "N"})
    reds = [u for u in units if u.get("side", "red") == "red"]
    blues = [u for u in units if u.get("side") == "blue"]
    if leaders is None:
        leaders = []
        if reds:
            leaders.append(
                {
                    "id": "RL",
                    "side": "red",
                    "banner": "R",
                    "rating": 1,
                    "bonus": 1,
                    "range": 4,
                    "hex": escort or reds[0]["hex"],
                }
            )
        if blues:
            leaders.append(
                {
                    "id": "BL",
                    "side": "blue",
                    "banner": "B",
                    "rating": 2,
                    "bonus": 1,
                    "range": 4,
                    "hex": blues[0]["hex"],
                }
            )
    full = []
    for u in units:
        side = u.get("side", "red")
        full.append({"side": side, "banner": "R" if side == "red" else "B", **u})
    scn: dict[str, Any] = {
        "map": {"columns": 12, "rows": 12},
        "sides": [{"id": "red", "rout_edge": "north"}, {"id": "blue", "rout_edge": "south"}],
        "leaders": leaders,
        "units": full,
        "start": {"phase": "D", "activate": ["RL"] if reds else []},
    }
    for k, v in extra.items():
        if k == "map":
            scn["map"].update(v)
        else:
            scn[k] = v
    return scn
