"""A line of sight on request (``/game map los:A-B``): the verdict with its rule, drawn on the map, in
the console and through the service; refusals say why (no such hex, a malformed pair, a system that
draws none)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from bot.console import run_console
from bot.service import GameService, ServiceError, los_ends
from bot.settings import Settings
from tests.bot.conftest import ALICE, BOB, CH


async def _ager(service: GameService) -> None:
    await service.create(CH, ALICE, "ager", "palm-grove", seed=3)
    await service.join(CH, ALICE, "franks")
    await service.join(CH, BOB, "turks")
    await service.start(CH, ALICE)


def test_the_two_hexes_of_a_line_of_sight_may_be_written_several_ways() -> None:
    for text in ("0811-0802", "0811 0802", " 0811:0802 ", "0811>0802", "0811→0802"):
        assert los_ends(text) == ("0811", "0802")
    assert los_ends("0811") is None
    assert los_ends("0811-0802-0803") is None


async def test_a_line_through_palms_is_blocked_and_drawn_so(service: GameService) -> None:
    await _ager(service)
    sight = await service.sight(CH, "0811-0802")
    assert not sight.clear
    assert sight.blocked_at == "0808"
    assert sight.why.key == "ager.sight.blocked" and sight.why.rule == "Ager 5.5.2.1"
    assert sight.hexes[0] == "0811" and sight.hexes[-1] == "0802"
    drawn = Image.open(io.BytesIO(await service.snapshot(CH, sight=sight)))
    whole = Image.open(io.BytesIO(await service.snapshot(CH, full=True)))
    assert drawn.size[0] == whole.size[0]  # the whole map, with the line on it


async def test_a_clear_line_gives_the_cover_at_its_far_end(service: GameService) -> None:
    await _ager(service)
    sight = await service.sight(CH, "0811-0812")
    assert sight.clear and sight.cover == "none"
    assert sight.why.key == "ager.sight.clear"


@pytest.mark.parametrize(
    ("los", "key"),
    [("0811-9999", "service.unknown_hex"), ("0811", "service.los_form"), ("", "service.los_form")],
)
async def test_a_bad_line_of_sight_is_refused_with_the_reason(
    service: GameService, los: str, key: str
) -> None:
    await _ager(service)
    with pytest.raises(ServiceError) as refused:
        await service.sight(CH, los)
    assert refused.value.msg.key == key


async def test_a_system_that_draws_no_line_of_sight_says_so(service: GameService) -> None:
    await service.create(CH, ALICE, "cca", "two-hills", seed=3)
    with pytest.raises(ServiceError) as refused:
        await service.sight(CH, "E5-E7")
    assert refused.value.msg.key == "service.los_unsupported"


async def test_the_console_prints_the_verdict_and_writes_the_map(tmp_path: Path) -> None:
    settings = Settings.from_env(
        {"HEXWAR_DATA_DIR": str(tmp_path / "d"), "HEXWAR_SNAPSHOTS": str(tmp_path / "s")}
    )
    out = io.StringIO()
    code = await run_console(
        settings,
        system="ager",
        scenario="palm-grove",
        stdin=io.StringIO("/game map los 0811-0802\n"),
        out=out,
    )
    assert code == 0
    said = out.getvalue()
    assert "Line of sight 0811 → 0802: blocked in 0808" in said
    assert any("los-0811-0802" in p.name for p in (tmp_path / "s").glob("*.png"))
