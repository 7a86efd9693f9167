"""Order notation: parsing, canonical text, refusals that cite the rule."""

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from engine.core.errors import AmbiguousAction, IllegalAction, InvalidNotation, NotYourDecision, RulesError

from .helpers import R, choices, guinegatte, kinds, new, play


def test_every_choice_parses_back_to_itself():
    st = new("saint-aubin", ["3", "3", "3", "3"])
    for p in R.pending(st):
        for c in p.choices:
            assert R.format(st, R.parse(st, p.side, c.order)) == c.order


def test_every_offered_choice_is_canonical_along_whole_games():
    """The ruleset reads a choice given word for word as its words (verb, arguments) without the notation
    reader: that holds only because every choice the rules offer is what the reader would make of it."""
    import random

    from engine.afde.notation import Order, parse_order

    for seed, scenario in enumerate(s.id for s in R.scenarios() for _ in range(2)):
        rnd = random.Random(seed)
        st = R.new_game(scenario, seed, {})
        while R.result(st) is None:
            for p in R.pending(st):
                for c in p.choices:
                    verb, *args = c.order.split(" ")
                    assert parse_order(st, c.order) == Order(verb, tuple(args)), c.order
            p = rnd.choice(R.pending(st))
            st = R.apply(st, p.side, R.parse(st, p.side, rnd.choice(p.choices).order)).state


def test_case_insensitive_and_direction_names():
    st = new(guinegatte(), [])
    a = R.parse(st, "french", "FACE dub ne")
    assert R.format(st, a) == "face 2120 1"
    assert R.format(st, R.parse(st, "french", "Move DUB 2119 2118")) == "move 2120 2119 2118"


def test_unknown_verb_and_bad_hex_are_invalid_notation():
    st = new(guinegatte(), [])
    with pytest.raises(InvalidNotation):
        R.parse(st, "french", "gallop 2120")
    with pytest.raises(InvalidNotation) as err:
        R.parse(st, "french", "charge 2120 21x6")
    assert "AFdE 10.2" in str(err.value)
    with pytest.raises(InvalidNotation):
        R.parse(st, "french", "face 2120 7")


def test_stacked_hex_is_ambiguous():
    scn = guinegatte()
    scn["rules"]["stacking"] = [{"max": 2, "same_banner": True}]
    scn["units"].append({"id": "DU2", "side": "french", "banner": "Crevecoeur", "type": "Ha", "hex": "2120"})
    st = new(scn, [])
    with pytest.raises(AmbiguousAction):
        R.parse(st, "french", "mount 2120")
    assert R.format(st, R.parse(st, "french", "select 2120")) == "select 2120"  # the stack as one counter
    assert R.format(st, R.parse(st, "french", "select du2")) == "select DU2"


def test_8_1_illegal_move_cites_the_rule():
    st = new(guinegatte(), [])
    with pytest.raises(IllegalAction) as err:
        R.apply(st, "french", R.parse(st, "french", "move 2120 2118"))
    assert err.value.rule == "AFdE 8.1"


def test_not_your_decision():
    st = new(guinegatte(), [])
    with pytest.raises(NotYourDecision):
        R.apply(st, "burgundian", R.parse(st, "burgundian", "done"))


def test_shorthands_face_for_the_mover_and_bare_advance():
    st = new(guinegatte(), ["4", "6"])
    st, _ = play(st, "select 2120", "face ne")
    assert st.units["DUB"].facing == 1
    st = new(guinegatte(), ["4", "6", "4", "7", "0"])
    st, _ = play(st, "charge 2120 2116", "done", "fire 2116 2117", "retreat 2115", "face 3")
    assert kinds(st) == ["afde.face"]  # the advance itself had a single choice


def test_apply_never_mutates_its_input():
    st = new(guinegatte(), ["4", "6"])
    before = R.dump(st)
    R.apply(st, "french", R.parse(st, "french", "charge 2120 2116"))
    assert R.dump(st) == before
    assert "select 2120" in choices(st)


def test_unicode_digits_are_not_hexes_or_directions():
    st = new(guinegatte(), [])
    for text in ("face 2120 ²", "face ²", "move 2120 ２１１９", "charge 2120 ٢١١٦", "fire ¹²³⁴ 2116"):
        with pytest.raises(InvalidNotation):
            R.parse(st, "french", text)


_WORDS = hs.sampled_from(
    ["move", "face", "fire", "retreat", "flee", "place", "hold", "melee", "charge", "advance", "react",
     "select", "rest", "2120", "2119", "DUB", "NE", "²", "٣", "5", "0", "top", "bottom", "->", ","]
)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.one_of(hs.text(), hs.lists(hs.one_of(_WORDS, hs.text(max_size=6)), max_size=6).map(" ".join)))
def test_any_text_raises_only_the_engines_errors(text: str) -> None:
    """A parser refuses what it cannot read with the engine's own errors, whatever the input (AFdE 6)."""
    game = _GAME
    for side in ("french", "english"):
        try:
            action = R.parse(game, side, text)
        except RulesError:
            continue
        with contextlib.suppress(RulesError):
            R.apply(game, side, action)


_GAME = new(guinegatte(), [])
