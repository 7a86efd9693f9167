"""A reference reads in the nominative ("lekcy łucznicy (południe)", "Francuzi", "Enguerrand de Sorel"),
so the Polish, Ukrainian and Hungarian messages of CCA and AFdE place it where the nominative reads
right: after a colon or a dash, in parentheses, as the subject of a verb that agrees with it, or in a
phrase with no verb. Never after a preposition or a noun that asks for another case ("przeciw ciężka
piechota", "dla Anglicy"), never as the subject of a verb whose number it may not share ("lekcy
łucznicy … nie może"), never with a Hungarian case suffix glued to it ("{ $command }-ra").

Each case renders a message with the references the rules give it and checks the text: the form that
read wrong is gone and the reference is still there, whole."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from engine.core.messages import Msg, render
from engine.core.refs import LeaderRef, SideRef, TermRef

ROOT = Path(__file__).resolve().parents[1]


def side_unit(side: str, kind: str) -> TermRef:
    return TermRef(f"{side}.{kind}", system="cca", domain="side_unit")


HI_N = side_unit("north", "HI")
LI_N = side_unit("north", "LI")
LB_S = side_unit("south", "LB")
WA_N = side_unit("north", "WA")
MC_S = side_unit("south", "MC")
LB = TermRef("LB", system="cca", domain="unit")
WA = TermRef("WA", system="cca", domain="unit")
MAGO = LeaderRef("L1", name="Mago", side="north", system="cca")
NORTH = SideRef("north", system="cca")
ROMANS = SideRef("south", system="cca", name="Roman (grey)")
CARTHAGE = SideRef("north", system="cca", name="Carthaginian (brown)")

# (lang, key, params, what must be in the text, what must not)
CCA: list[tuple[str, str, dict[str, Any], list[str], list[str]]] = [
    # CCA 7: a battle is declared against a unit that reads in the nominative after an arrow
    (
        "pl",
        "cca.ev.declared_melee",
        {"unit": MC_S, "hex": "D4", "what": HI_N, "target": "E3"},
        ["ciężka piechota (północ) na E3", "średnia jazda (południe) z D4"],
        ["przeciw ciężka"],
    ),
    (
        "pl",
        "cca.ev.declared_fire",
        {"unit": LB_S, "hex": "D5", "what": LI_N, "target": "D3"},
        ["lekka piechota (północ) na D3"],
        ["w lekka"],
    ),
    (
        "pl",
        "cca.ev.declared_bonus",
        {"unit": MC_S, "hex": "D4", "what": HI_N, "target": "E3"},
        ["ciężka piechota (północ)"],
        ["przeciw ciężka"],
    ),
    (
        "uk",
        "cca.ev.declared_fire",
        {"unit": LB_S, "hex": "D5", "what": LI_N, "target": "D3"},
        ["легка піхота (північ)"],
        ["по легка"],
    ),
    (
        "uk",
        "cca.ev.declared_melee",
        {"unit": MC_S, "hex": "D4", "what": HI_N, "target": "E3"},
        ["важка піхота (північ)"],
        ["проти важка"],
    ),
    # CCA 8/a: the flags a unit ignores
    (
        "pl",
        "cca.ev.flags_ignored",
        {"unit": WA_N, "hex": "F2", "n": 1},
        ["wojownicy (północ) na F2"],
        ["przez wojownicy"],
    ),
    (
        "uk",
        "cca.ev.flags_ignored",
        {"unit": WA_N, "hex": "F2", "n": 1},
        ["воїни (північ)"],
        ["загоном воїни"],
    ),
    # CCA 8: a plural unit type is no subject of a singular verb
    (
        "pl",
        "cca.ev.retreat_blocked",
        {"unit": LB_S, "hex": "F9", "lost": 1},
        ["lekcy łucznicy (południe) na F9"],
        ["nie może"],
    ),
    ("hu", "cca.ev.retreat_blocked", {"unit": LB_S, "hex": "F9", "lost": 1}, ["F9"], ["nem tud"]),
    # CCA 9/a: the evading unit
    (
        "pl",
        "cca.ev.evade_roll",
        {"unit": LI_N, "hex": "I6", "faces": "x", "hits": 2, "on": "y"},
        ["lekka piechota (północ) z I6"],
        ["unikającemu lekka"],
    ),
    (
        "pl",
        "cca.ev.evade_declared",
        {"unit": LB_S, "hex": "I6"},
        ["lekcy łucznicy (południe)"],
        ["unika walki"],
    ),
    ("uk", "cca.ev.evade_declared", {"unit": LB_S, "hex": "I6"}, ["легкі лучники (південь)"], ["ухиляється"]),
    # CCA 8/b: the elephant's rampage
    (
        "pl",
        "cca.ev.rampage",
        {"what": WA_N, "hex": "K3", "faces": "x", "hits": 0, "on": "y"},
        ["wojownicy (północ) na K3"],
        ["przeciw wojownicy"],
    ),
    # CCA 10/a: the leader after "test dowódcy" stands alone
    (
        "pl",
        "cca.ev.leader_check",
        {"leader": MAGO, "faces": "x", "need": 1},
        ["– Magon"],
        ["dowódcy Magon"],
    ),
    (
        "pl",
        "cca.ev.ordered_with",
        {"unit": MC_S, "piece": "C1", "leader": MAGO},
        ["Magon"],
        ["dowódcą Magon"],
    ),
    (
        "pl",
        "cca.ev.escape_let_pass",
        {"unit": LB_S, "hex": "E5", "leader": MAGO},
        ["lekcy łucznicy (południe)", "Magon"],
        ["przepuszcza dowódcę"],
    ),
    # CCA 12: a side's Command
    ("pl", "cca.ev.command_raised", {"side": NORTH, "command": 5}, ["Północ", "5"], ["strony Północ"]),
    ("uk", "cca.ev.command_raised", {"side": NORTH, "command": 5}, ["Північ", "5"], ["сторони Північ"]),
    ("hu", "cca.ev.command_raised", {"side": NORTH, "command": 5}, ["5"], ["-ra/re"]),
    # CCA 7/b, 9/a: the prompts name the player's unit type in parentheses, the enemy after a dash
    (
        "pl",
        "cca.prompt.react",
        {"attacker": "H6", "target": "I6", "kind": LB, "by": LI_N},
        ["(lekcy łucznicy)", "lekka piechota (północ) z H6"],
        ["oddziałowi lekcy", "atakuje lekka"],
    ),
    (
        "pl",
        "cca.prompt.battleback",
        {"hex": "E7", "target": "D6", "kind": LB, "by": MC_S},
        ["(lekcy łucznicy)", "średnia jazda (południe) na D6"],
        ["oddziałem lekcy", "przeciw średnia"],
    ),
    (
        "pl",
        "cca.prompt.ignore",
        {"flags": 1, "hex": "F2", "max": 1, "kind": WA},
        ["(wojownicy)"],
        ["oddziałowi wojownicy"],
    ),
    (
        "uk",
        "cca.prompt.battleback",
        {"hex": "E7", "target": "D6", "kind": LB, "by": MC_S},
        ["(легкі лучники)", "середня кіннота (південь)"],
        ["по середня"],
    ),
    (
        "pl",
        "cca.why_not.evade_kind",
        {"unit": LB_S, "by": MC_S},
        ["lekcy łucznicy (południe)", "średnia jazda (południe)"],
        ["nie może", "z średnia"],
    ),
    # a verb after a side agrees with the army's name
    ("pl", "cca.status.wait.cca.retreat", {"side": CARTHAGE}, ["Kartagińczycy", "wykonają"], ["strony"]),
    ("pl", "cca.status.wait.cca.retreat", {"side": NORTH}, ["wykona"], ["wykonają"]),
    ("uk", "cca.status.wait.cca.retreat", {"side": CARTHAGE}, ["відступлять"], ["сторони"]),
    ("hu", "cca.status.wait.cca.battleback", {"side": ROMANS}, ["döntsenek"], ["döntsön"]),
    ("hu", "cca.status.wait.cca.battleback", {"side": NORTH}, ["döntsön"], ["döntsenek"]),
    ("hu", "cca.ev.drew", {"side": CARTHAGE, "n": 2}, ["húznak"], ["húz."]),
    ("hu", "cca.ev.first_strike", {"side": ROMANS, "hex": "D6"}, ["kijátsszák"], []),
]


@pytest.mark.parametrize(("lang", "key", "params", "present", "absent"), CCA)
def test_cca_references_read_in_the_nominative(
    lang: str, key: str, params: dict[str, Any], present: list[str], absent: list[str]
) -> None:
    text = render(Msg(key, params), lang)
    for part in present:
        assert part in text, text
    for part in absent:
        assert part not in text, text


GLUED = re.compile(r"\$[a-z_]+ \}(-|[a-záéíóöőúüű])")


@pytest.mark.parametrize("system", ["cca", "afde"])
def test_no_hungarian_case_suffix_is_glued_to_a_parameter(system: str) -> None:
    for path in sorted((ROOT / "engine" / system / "locale" / "hu").glob("*.ftl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not GLUED.search(line), f"{path.name}:{n}: {line}"
