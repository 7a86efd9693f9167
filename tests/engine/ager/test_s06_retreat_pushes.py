"""Retreats pushing friends aside (Ager Sanguinis A§5.4.4, §6.4): "it may push friendly characters out of
the way to end at the required distance; pushed characters may push others". Daoud, on the map's top
edge at 0500, is beaten back one hex by Ancelin (E); Rollin (a Frank) holds 0600, so his one way is 0400,
where Marwan stands, next to Achard (a Frank, 0401)."""

from __future__ import annotations

from typing import Any

from tests.engine.ager.cases import counter, event, keys, ok, play


def _foot(cid: str, side: str, at: str) -> dict[str, Any]:
    code = "Til" if side == "turks" else "Nim"
    return {
        "id": cid,
        "name": cid.title(),
        "side": side,
        "code": code,
        "foot": [6, 5, 8],
        "foot_wounded": [3, 3, 4],
        "stunned": 2,
        "at": at,
    }


BASE = [
    {"id": "ancelin", "at": "0501"},
    {"id": "daoud", "at": "0500"},
    {"id": "marwan", "at": "0400"},
    {"id": "rollin", "at": "0600"},
    {"id": "achard", "at": "0401"},
]
ASK: list[Any] = [["turks", "standing ager.retreat ask"], "done", "attack ancelin daoud"]


def _hexes(out: dict[str, Any], *ids: str) -> list[str]:
    return [counter(out, i)["hex"] for i in ids]  # type: ignore[index]


def test_5_4_4_a_pushed_friend_pushes_another_and_he_a_third_at_most() -> None:
    # Fulk (0201) and Fromond (0301) leave Tarik in 0300 and Tamim in 0200 one way on, along the edge:
    # Marwan is pushed to 0300, Tarik to 0200, Tamim to 0100 (the one chain: taken without asking);
    # Marwan, in 0300, is checked for infiltration by Achard, Fromond and Fulk (1, 1, 1: no effect)
    chars = [*BASE, _foot("tarik", "turks", "0300"), _foot("tamim", "turks", "0200")]
    chars += [_foot("fulk", "franks", "0201"), _foot("fromond", "franks", "0301")]
    out = play(chars, ["done", "attack ancelin daoud"], dice=[5, 1, 1, 1])
    ok(out)
    pushed = [
        (e["params"]["unit"], e["params"]["hex"])
        for e in out["steps"][1]["events"]
        if e["key"] == "ager.ev.pushed"
    ]
    assert pushed == [("foot 0400", "0300"), ("foot 0300", "0200"), ("foot 0200", "0100")]
    assert _hexes(out, "daoud", "marwan", "tarik", "tamim") == ["0400", "0300", "0200", "0100"]
    assert "ager.ev.wounded" not in keys(out, 1)


def test_5_4_4_a_fourth_friend_is_not_pushed_the_retreat_finds_no_room_and_says_so() -> None:
    # with Tahir in 0100 too, room is found only by pushing four friends: more than the chain allows
    # (movement.toml push_chain = 3); Daoud stays and is wounded, and the log says why
    chars = [
        *BASE,
        _foot("tarik", "turks", "0300"),
        _foot("tamim", "turks", "0200"),
        _foot("tahir", "turks", "0100"),
    ]
    chars += [_foot("fulk", "franks", "0201"), _foot("fromond", "franks", "0301")]
    out = play(chars, ["done", "attack ancelin daoud"], dice=[5])
    ok(out)
    assert event(out, 1, "ager.ev.no_push_room")["most"] == 3
    assert keys(out, 1)[-3:] == ["ager.ev.no_push_room", "ager.ev.no_retreat", "ager.ev.wounded"]
    assert _hexes(out, "daoud", "marwan", "tahir") == ["0500", "0400", "0100"]


def test_5_4_4_the_chains_are_offered_fewest_pushes_first_and_a_push_with_no_room_is_refused_with_why() -> (
    None
):
    chars = [
        *BASE,
        _foot("tarik", "turks", "0300"),
        _foot("tamim", "turks", "0200"),
        _foot("tahir", "turks", "0100"),
    ]
    (ask,) = play(chars, ASK, dice=[5])["pending"]
    assert [c["order"] for c in ask["choices"]] == [
        "retreat 0400 push 0300 0201",
        "retreat 0400 push 0300 0301",
        "retreat 0400 push 0300 0200 0201",
    ]
    refused = {
        "retreat 0400": ("ager.err.push_where", None),
        "retreat 0400 push 0500": ("ager.err.push", "ager.push.not_next"),
        "retreat 0400 push 0401": ("ager.err.push", "ager.push.held"),
        "retreat 0400 push 0300": ("ager.err.push", "ager.push.onward"),
        "retreat 0400 push 0300 0200 0100 0000": ("ager.err.push", "ager.push.chain"),
    }
    out = play(chars, [*ASK, *refused, "retreat 0400 push 0300 0200 0201"], dice=[5, 1])
    for i, (key, why) in enumerate(refused.values(), start=3):
        step = out["steps"][i]
        assert not step["ok"] and step["error"]["key"] == key and step["error"]["rule"] == "Ager 5.4.4"
        assert why is None or step["error"]["params"]["why"]["key"] == why
    assert out["steps"][-1]["ok"]
    assert _hexes(out, "daoud", "marwan", "tarik", "tamim", "tahir") == [
        "0400",
        "0300",
        "0200",
        "0201",
        "0100",
    ]
