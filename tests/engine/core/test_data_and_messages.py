from typing import Any

import pytest

from engine.core.data import Checker, parse_toml
from engine.core.errors import DataError, IllegalAction
from engine.core.messages import Msg, render


def test_checker_reports_every_problem_at_once():
    raw = parse_toml('name = 3\nunits = [{hex = "E5"}, {kind = "LI"}]\n', "demo.toml")
    chk = Checker("demo.toml")
    chk.field(raw, "name", str)
    chk.field(raw, "banners", int)
    for i, u in enumerate(raw["units"]):
        with chk.at(f"units[{i}]"):
            chk.field(u, "hex", str)
            chk.field(u, "kind", str)
    with pytest.raises(DataError) as err:
        chk.done()
    keys = [k for _, k, _ in err.value.problems]
    assert keys == ["name", "banners", "units[0].kind", "units[1].hex"]
    assert "demo.toml: name: must be text" in str(err.value)


def test_bad_toml_names_the_file():
    with pytest.raises(DataError) as err:
        parse_toml("name = ", "broken.toml")
    assert err.value.problems[0][0] == "broken.toml"


def test_messages_fall_back_to_english_and_to_the_key():
    m = Msg("core.unknown_side", {"side": "west", "sides": "north, south"})
    assert render(m) == render(m, "fr")
    assert render(m, "pl") == "W tej grze nie ma strony 'west' (strony: north, south)."
    assert "west" in render(m)
    assert render(Msg("no.such.key", {"a": 1})) == "no.such.key(a=1)"


def test_rules_error_cites_its_section():
    err = IllegalAction("core.unknown_side", rule="CCA 6/a", side="x", sides="y")
    assert str(err).endswith("(CCA 6/a)")
    assert err.msg.key == "core.unknown_side"


def test_a_private_prompt_shows_neither_its_choices_nor_their_number():
    from engine.core.messages import msg
    from engine.core.protocol import Choice, Prompt

    few = Prompt("north", "x.react", msg("x.q"), (Choice("pass", msg("x.pass")),), private=True)
    many = Prompt(
        "north",
        "x.react",
        msg("x.q"),
        (Choice("pass", msg("x.pass")), Choice("strike", msg("x.s"))),
        private=True,
    )
    assert few.to_json() == many.to_json()
    assert "choices" not in few.to_json()


def test_options_take_defaults_and_refuse_unknown_names_and_bad_values():
    from engine.core.errors import RulesError
    from engine.core.protocol import OptionSpec, resolve_options

    specs = (OptionSpec("swords", False, "doc"), OptionSpec("order", "pl", "doc", ("pl", "hu")))
    assert resolve_options(specs, {}) == {"swords": False, "order": "pl"}
    assert resolve_options(specs, {"x.swords": "yes"}, "x.") == {"swords": True, "order": "pl"}
    with pytest.raises(RulesError, match="no rules option called 'nope'"):
        resolve_options(specs, {"nope": 1})
    with pytest.raises(RulesError, match="order"):
        resolve_options(specs, {"order": "fr"})


def test_a_missing_name_parameter_falls_back_to_the_id():
    from fluent.runtime import FluentResource

    from engine.core.messages import _bundle, render_checked

    _bundle("en").add_resource(FluentResource("test-named = { $unit_name } moves"))
    assert render(Msg("test.named", {"unit": "F9"})) == "F9 moves"
    _text, problems = render_checked(Msg("test.named", {}))
    assert problems and "unit_name" in problems[0]


def test_older_params_of_a_kernel_and_a_system_both_apply_in_order() -> None:
    from engine.core import messages
    from engine.core.messages import Msg, older_params, render

    key = "core.ev.standing_set"
    before = messages._OLDER.get(key, ())
    try:
        seen: list[str] = []

        def first(p: Any) -> Any:
            seen.append("first")
            return {**p, "value": "never"}

        def second(p: Any) -> Any:
            seen.append("second")
            return {**p, "value": str(p["value"]).upper()}

        older_params([key], first)
        older_params([key], second)
        older_params([key], first)  # registered once
        line = render(Msg(key, {"kind": "cca.retreat", "value": "always"}))
        assert seen == ["first", "second"] and "NEVER" in line and "retreat path" in line, (seen, line)
    finally:
        messages._OLDER[key] = before
