"""AFdE 10.3: the charge reaction answered in advance (``standing afde.react always|never|ask``)."""

import pytest

from engine.core.errors import RulesError

from .helpers import R, find, kinds, new, play, tremithoussia


def reacting():
    scn = tremithoussia()
    cl = scn["units"][1]
    cl.update({"type": "Ha", "fire": False, "front": [3, 6, 6], "back": [2, 5, 5]})
    return scn


def test_10_3_a_standing_reaction_reacts_against_the_charger_without_asking():
    st = new(reacting(), ["3", "4", "5"])
    defender = R.pending(st)[0].side
    other = next(s for s in R.sides(st) if s != defender)
    st, ev = play(st, "standing afde.react always", side=other)
    assert [e.private_to for e in ev] == [other]
    st, ev = play(st, "charge 0510 0508", "done")
    assert "afde.react" not in kinds(st)
    answered = [e for e in ev if e.msg.key == "core.ev.standing"]
    assert [(str(e.msg.params["side"]), e.msg.params["order"]) for e in answered] == [(other, "react 0509")]
    assert find(ev, "afde.melee.reaction")[0]["ok"] is True
    assert "charge" not in find(ev, "afde.melee.roll")[0]["mods"]


def test_10_3_a_standing_never_passes_and_ask_asks_again():
    st = new(reacting(), ["3", "4", "5"])
    other = next(s for s in R.sides(st) if s != R.pending(st)[0].side)
    st, _ = play(st, "standing afde.react never", side=other)
    _, ev = play(st, "charge 0510 0508", "done")
    assert not find(ev, "afde.melee.reaction")
    st, _ = play(st, "standing afde.react ask", side=other)
    st, _ = play(st, "charge 0510 0508", "done")
    assert kinds(st) == ["afde.react"]


def test_10_3_standing_answers_survive_a_save_and_only_the_reaction_takes_one():
    st = new(reacting(), ["3", "4", "5"])
    other = next(s for s in R.sides(st) if s != R.pending(st)[0].side)
    st, _ = play(st, "standing afde.react always", side=other)
    # the Phase E rout decisions' standing answers are set at the start of every game (AFdE 6.E, 5.2.6)
    rout = {"afde.rout_order": "always", "afde.rout_stack": "always"}
    assert R.load(R.dump(st)).agenda.standing_of(other) == {"afde.react": "always", **rout}
    for order in ("standing afde.rest always", "standing afde.react maybe", "standing afde.react"):
        with pytest.raises(RulesError):
            R.parse(st, other, order)


def test_10_3_the_standing_decision_is_named_in_each_language():
    from engine.core.messages import has_key

    for lang in ("en", "pl", "hu", "uk"):
        assert has_key("afde.standing.afde.react", lang)
