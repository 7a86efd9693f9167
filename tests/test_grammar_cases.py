"""A reference reads in the nominative ("lekcy łucznicy (południe)", "Francuzi", "Enguerrand de Sorel"),
so the Polish, Ukrainian and Hungarian messages of CCA, AFdE and Ager place it where the nominative reads
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

from engine.ager.rolls import roll_sum
from engine.core.messages import Msg, render
from engine.core.refs import LeaderRef, Named, SideRef, TermRef, UnitRef

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


def unit(kind: str, name: str) -> Named:
    return Named(f"{kind} {name}", "afde", (name,))


FENNER = unit("Ar", "Fenner's longbows")
GENOESE = unit("Ab", "Genoese crossbows")
FREE = unit("Ha", "Free companions")
SOREL = unit("Ha", "Sorel men-at-arms")
VIRELOUP = Named("Jean de Vireloup", "afde")
HAUKESTONE = Named("Sir Ralph Haukestone", "afde")
FRENCH = SideRef("french", system="afde", name="French")
ENGLISH = SideRef("english", system="afde", name="English")
ROLL = {"ra": "2 i 4", "ba": 2, "ta": 8, "rd": "4 i 4", "bd": 2, "td": 10, "diff": 2, "case": "C.2"}
SIDES = {"a": "french", "a_name": FRENCH, "d": "english", "d_name": ENGLISH, "winner": "english"}
INITIATIVE = {**ROLL, **SIDES, "winner_name": ENGLISH}

# the parameters as engine.afde.labels.named gives them: the id, and its reference in <param>_name
AFDE: list[tuple[str, str, dict[str, Any], list[str], list[str]]] = [
    # 6.C: each army rolls in the plural, and the initiative goes to the army named alone
    (
        "pl",
        "afde.initiative.roll",
        INITIATIVE,
        ["Francuzi rzucają", "Anglicy rzucają", ": Anglicy"],
        ["dla "],
    ),
    ("uk", "afde.initiative.roll", INITIATIVE, ["Французи кидають", "Англійці кидають"], [" в Англійці"]),
    ("hu", "afde.initiative.roll", INITIATIVE, ["Franciák dobnak", "Angolok dobnak"], ["oldalé"]),
    # 7.3: a unit's own name, plural or feminine, is no subject of "nie jest dowodzoną"
    (
        "pl",
        "afde.move.not_commanded",
        {"unit": "x", "unit_name": GENOESE},
        ["Ab Kusznicy genueńscy:"],
        ["nie jest dowodzoną"],
    ),
    # 8.1, 8.3, 9: what a unit does reads as a verbless phrase with the unit after the colon
    (
        "pl",
        "afde.move.step",
        {"unit": "x", "unit_name": FREE, "frm": "0710", "to": "0810", "cost": 1},
        ["Ha Wolna kompania z 0710"],
        ["idzie"],
    ),
    (
        "pl",
        "afde.unit.fatigued",
        {"unit": "x", "unit_name": FENNER},
        ["Ar Łucznicy Fennera"],
        ["jest zmęczona"],
    ),
    ("uk", "afde.melee.retreat", {"unit": "x", "unit_name": FENNER, "to": "0802"}, ["0802"], ["відступає"]),
    (
        "hu",
        "afde.move.step",
        {"unit": "x", "unit_name": SOREL, "frm": "0903", "to": "0802", "cost": 1},
        [],
        ["mozog"],
    ),
    ("hu", "afde.unit.routed", {"unit": "x", "unit_name": FENNER}, ["Fenner hosszúíjászai"], ["menekül."]),
    (
        "pl",
        "afde.fire.roll",
        {
            "firers": "x",
            "firers_name": FENNER,
            "targets": "y",
            "targets_name": SOREL,
            "target": "1105",
            "range": 3,
            "column": 3,
            "roll": 7,
            "mods": "-",
            "total": 6,
            "result": "-",
        },
        ["Ar Łucznicy Fennera → Ha Zbrojni z Sorel w 1105"],
        ["do Ha"],
    ),
    # 6.D, 14: a leader after a noun that asks for the genitive stands after a dash
    (
        "pl",
        "afde.activation.end",
        {"leader": "l", "leader_name": HAUKESTONE},
        ["sir Ralph Haukestone"],
        ["dowódcy sir"],
    ),
    (
        "uk",
        "afde.activation.end",
        {"leader": "l", "leader_name": HAUKESTONE},
        ["– сер Ральф Гаукстон"],
        ["Активація сер"],
    ),
    (
        "pl",
        "afde.leader.casualty_roll",
        {"leader": "l", "leader_name": VIRELOUP, "roll": 3, "fate": "safe"},
        ["– Jean de Vireloup"],
        ["dowódcy Jean"],
    ),
    (
        "pl",
        "afde.leader.held_by",
        {"leader": "l", "leader_name": VIRELOUP, "unit": "x", "unit_name": FENNER},
        ["Ar Łucznicy Fennera"],
        ["przez Ar"],
    ),
    # 15: the army that breaks, the winner
    ("pl", "afde.victory.army_break", {"side": "french", "side_name": FRENCH}, ["Francuzi"], ["strony"]),
    ("uk", "afde.victory.army_break", {"side": "french", "side_name": FRENCH}, ["Французи"], ["сторони"]),
    (
        "pl",
        "afde.victory.result",
        {"winner": "english", "winner_name": ENGLISH, "score": "x"},
        ["Anglicy"],
        ["zwycięzca Anglicy"],
    ),
]


@pytest.mark.parametrize(("lang", "key", "params", "present", "absent"), AFDE)
def test_afde_references_read_in_the_nominative(
    lang: str, key: str, params: dict[str, Any], present: list[str], absent: list[str]
) -> None:
    text = render(Msg(key, params), lang)
    for part in present:
        assert part in text, text
    for part in absent:
        assert part not in text, text


def character(cid: str, name: str, kind: str, hex_: str, side: str) -> UnitRef:
    return UnitRef(cid, system="ager", type=kind, hex=hex_, side=side, name=name)


# characters as engine.ager.state.unit_ref gives them: one person each, of either sex
RAYMOND = character("raymond", "Raymond", "rider", "0710", "franks")
ARNOULD = character("arnould", "Arnould", "foot", "0911", "franks")
KUTBEDDIN = character("kutbeddin", "Kutbeddin", "rider", "0502", "turks")
APTEKIN = character("aptekin", "Aptekin", "foot", "1402", "turks")
DICE = {"face": 7, "modifier": 1, "total": 8, "roll": roll_sum(7, [(1, None)])[1], "result": "-"}
SHOT = {"unit": KUTBEDDIN, "target": ARNOULD, "weapon": "-", "range": 10, "cover": "-", **DICE}
MELEE = {"attackers": [RAYMOND], "defender": KUTBEDDIN, "attack": 21, "defence": 8, "difference": 13}
MELEE |= {"shift": -1, "column": 5, **DICE}
FIRED = {"unit": ARNOULD, "weapon": "-"}

AGER: list[tuple[str, str, dict[str, Any], list[str], list[str]]] = [
    # A§4: the character being moved, the enemy an infiltration check is rolled against
    (
        "pl",
        "ager.ask.destination",
        {"unit": ARNOULD, "mp": 6},
        ["Ruch: Arnould (pieszo, 0911)"],
        ["postaci Arnould"],
    ),
    (
        "uk",
        "ager.ask.destination",
        {"unit": ARNOULD, "mp": 6},
        ["Пересування: Арну"],
        ["Пересування Арну"],
    ),
    (
        "pl",
        "ager.ev.infiltration",
        {"unit": APTEKIN, "enemy": RAYMOND, **DICE},
        ["Aptekin (pieszo, 1402)", "Rajmund (jeździec, 0710)"],
        ["wobec Rajmund"],
    ),
    (
        "uk",
        "ager.ev.infiltration",
        {"unit": APTEKIN, "enemy": RAYMOND, **DICE},
        ["Раймунд"],
        ["проти Раймунд"],
    ),
    # A§2.1: a list of one character is no subject of a plural verb
    ("pl", "ager.warn.unmoved", {"units": [ARNOULD]}, ["Arnould (pieszo, 0911)"], ["ruszyły"]),
    ("uk", "ager.warn.unmoved", {"units": [ARNOULD]}, ["Арну"], ["рухалися"]),
    ("pl", "ager.warn.unattacked", {"units": [ARNOULD]}, ["Arnould"], ["mogą"]),
    # A§2.1: one who could still shoot, whether man or woman: a verb with no gender
    ("uk", "ager.warn.unfired", {"count": 1, "units": [ARNOULD]}, ["Арну (пішки, 0911) ще може"], ["міг"]),
    ("uk", "ager.warn.unfired", {"count": 2, "units": [ARNOULD, APTEKIN]}, ["ще можуть"], ["могли"]),
    ("pl", "ager.warn.unfired", {"count": 1, "units": [ARNOULD]}, ["Arnould (pieszo, 0911) może"], ["mógł"]),
    ("hu", "ager.warn.unfired", {"count": 1, "units": [ARNOULD]}, ["Arnould (gyalog, 0911) még lőhetne"], []),
    # A§5.1: one who fired and may not move now, whether man or woman
    ("uk", "ager.err.fired_still", FIRED, ["Арну (пішки, 0911): постріл"], ["стріляв"]),
    ("pl", "ager.err.fired_still", FIRED, ["Arnould (pieszo, 0911): strzał"], ["strzelał"]),
    # A§2: the side whose phase begins stands after a colon
    ("uk", "ager.ev.phase", {"round": 1, "side": SideRef("turks", system="ager")}, ["гравця: Тюрки"], []),
    # A§5.3, A§5.4: the target of a shot, of a volley
    ("pl", "ager.ev.shot", SHOT, ["Kutbeddin (jeździec, 0502) → Arnould (pieszo, 0911)"], ["do Arnould"]),
    ("uk", "ager.ev.shot", SHOT, ["Кутбеддін (вершник, 0502) → Арну (пішки, 0911)"], ["в Арну"]),
    (
        "pl",
        "ager.ev.volley",
        {"unit": RAYMOND, "shooters": [KUTBEDDIN]},
        ["Kutbeddin (jeździec, 0502) → Rajmund (jeździec, 0710)"],
        ["do Rajmund"],
    ),
    ("uk", "ager.ev.volley", {"unit": RAYMOND, "shooters": [KUTBEDDIN]}, ["→ Раймунд"], ["по Раймунд"]),
    ("pl", "ager.ask.dfire", {"unit": RAYMOND, "shooters": [KUTBEDDIN]}, ["cel: Rajmund"], ["do Rajmund"]),
    ("uk", "ager.ask.dfire", {"unit": RAYMOND, "shooters": [KUTBEDDIN]}, ["ціль: Раймунд"], ["по Раймунд"]),
    # A§6: the defender of a melee
    (
        "pl",
        "ager.ev.melee",
        MELEE,
        ["Rajmund (jeździec, 0710) → Kutbeddin (jeździec, 0502)"],
        ["przeciw Kutbeddin"],
    ),
    ("uk", "ager.ev.melee", MELEE, ["→ Кутбеддін"], ["проти Кутбеддін"]),
    ("hu", "ager.ev.melee", MELEE, ["támadóerő 21, védőerő 8"], ["a 8 ellen"]),
    ("pl", "ager.roll.melee", {"unit": KUTBEDDIN}, ["obrońca: Kutbeddin"], ["przeciw Kutbeddin"]),
    # A§7.1: the target of a charge, a counter-charge
    (
        "pl",
        "ager.ev.charge",
        {"unit": RAYMOND, "target": KUTBEDDIN, "path": "0610 0609"},
        ["Rajmund (jeździec, 0710) szarżuje; cel: Kutbeddin (jeździec, 0502)"],
        ["na Kutbeddin"],
    ),
    (
        "uk",
        "ager.ev.countercharge",
        {"unit": KUTBEDDIN, "target": RAYMOND},
        ["→ Раймунд"],
        ["контратакує Раймунд"],
    ),
    (
        "pl",
        "ager.ev.roles_swapped",
        {"unit": RAYMOND, "target": KUTBEDDIN},
        ["cel: Kutbeddin"],
        ["atakuje Kutbeddin"],
    ),
    ("pl", "ager.ev.ignored", {"unit": KUTBEDDIN}, ["Kutbeddin (jeździec, 0502):"], ["przeciw Kutbeddin"]),
    ("hu", "ager.ev.ignored", {"unit": APTEKIN}, ["Aptekin (gyalog, 1402) ellen"], ["a Aptekin"]),
    # A§7.2: the enemies a feigned flight runs from, the one the pursuit catches up with
    (
        "pl",
        "ager.ev.feint",
        {"units": [RAYMOND], "enemies": [APTEKIN, KUTBEDDIN]},
        ["Rajmund (jeździec, 0710)", "Aptekin (pieszo, 1402)"],
        ["pozorują", "przed Aptekin"],
    ),
    (
        "uk",
        "ager.ev.feint",
        {"units": [RAYMOND], "enemies": [APTEKIN]},
        ["Аптекін"],
        ["вдають", "від Аптекін"],
    ),
    (
        "pl",
        "ager.ev.feint_contact",
        {"unit": APTEKIN, "target": RAYMOND, "hex": "0811"},
        ["Aptekin (pieszo, 1402) → Rajmund (jeździec, 0710)"],
        ["dogania Rajmund"],
    ),
    # A§7.4: a captured character is no subject of a masculine participle, nor the object of "вести"
    (
        "pl",
        "ager.ev.capture",
        {"unit": ARNOULD, "face": 3, "taken": True},
        ["Arnould (pieszo, 0911)"],
        ["stoi sam"],
    ),
    (
        "uk",
        "ager.ev.capture",
        {"unit": ARNOULD, "face": 3, "taken": True},
        ["Арну"],
        ["Арну (пішки, 0911) сам"],
    ),
    ("pl", "ager.ev.escorted", {"unit": ARNOULD, "path": "0912"}, ["Arnould"], ["jeniec Arnould"]),
    ("uk", "ager.ev.escorted", {"unit": ARNOULD, "path": "0912"}, ["Арну"], ["полоненого Арну"]),
    ("uk", "ager.ev.led_off", {"unit": ARNOULD, "hex": "0101"}, [": Арну"], ["полоненого Арну"]),
    # A§4.4.3: the stunned friend picked up, the one set down
    (
        "pl",
        "ager.ev.picked_up",
        {"unit": RAYMOND, "carried": ARNOULD, "mp": 3},
        ["postać: Arnould (pieszo, 0911)"],
        ["podnosi Arnould"],
    ),
    (
        "uk",
        "ager.ev.picked_up",
        {"unit": RAYMOND, "carried": ARNOULD, "mp": 3},
        [": Арну"],
        ["підіймає Арну"],
    ),
    (
        "pl",
        "ager.ask.set_down",
        {"unit": ARNOULD, "hex": "0911"},
        ["Arnould (pieszo, 0911):"],
        ["Połóż Arnould"],
    ),
    ("uk", "ager.ask.set_down", {"unit": ARNOULD, "hex": "0911"}, ["Арну"], ["Покладіть Арну"]),
    ("pl", "ager.ev.set_down", {"unit": ARNOULD, "hex": "0911"}, ["Arnould"], ["położony"]),
    ("pl", "ager.ev.placed", {"unit": ARNOULD, "hex": "0911"}, ["Arnould"], ["umieszczony"]),
    ("pl", "ager.ev.pushed", {"unit": ARNOULD, "hex": "0911"}, ["Arnould"], ["zepchnięty"]),
    (
        "uk",
        "ager.ev.pushed",
        {"unit": ARNOULD, "hex": "0911"},
        ["Арну (пішки, 0911):"],
        ["Арну (пішки, 0911) відсунуто"],
    ),
    # A§7.3: whose pot of naphtha
    ("uk", "ager.ev.burning", {"unit": KUTBEDDIN, "hexes": "0503"}, ["(Кутбеддін"], ["Горщик Кутбеддін"]),
    ("pl", "ager.roll.naphtha", {"unit": KUTBEDDIN}, ["Kutbeddin"], ["wokół Kutbeddin"]),
    # A§6.5: the characters one of whom may advance
    ("pl", "ager.ask.advance", {"units": [RAYMOND, ARNOULD]}, ["Rajmund"], ["postaci Rajmund"]),
    ("uk", "ager.ask.advance", {"units": [RAYMOND, ARNOULD]}, ["Раймунд"], ["із Раймунд"]),
]


@pytest.mark.parametrize(("lang", "key", "params", "present", "absent"), AGER)
def test_ager_references_read_in_the_nominative(
    lang: str, key: str, params: dict[str, Any], present: list[str], absent: list[str]
) -> None:
    text = render(Msg(key, params), lang)
    for part in present:
        assert part in text, text
    for part in absent:
        assert part not in text, text


GLUED = re.compile(r"\$[a-z_]+ \}(-|[a-záéíóöőúüű])")


@pytest.mark.parametrize("system", ["cca", "afde", "ager"])
def test_no_hungarian_case_suffix_is_glued_to_a_parameter(system: str) -> None:
    for path in sorted((ROOT / "engine" / system / "locale" / "hu").glob("*.ftl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not GLUED.search(line), f"{path.name}:{n}: {line}"
