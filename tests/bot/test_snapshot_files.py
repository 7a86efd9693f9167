"""Map snapshots: the post after an activation is the phone-sized view of where it happened, the whole map
comes on request, and two games never overwrite each other's images."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bot.console import run_console
from bot.service import GameService
from bot.settings import Settings

pytest.importorskip("PIL")


def _settings(data: Path, snaps: Path) -> Settings:
    return Settings.from_env({"HEXWAR_DATA_DIR": str(data), "HEXWAR_SNAPSHOTS": str(snaps)})


async def test_two_console_games_with_their_own_databases_share_a_folder_without_overwriting(
    tmp_path: Path,
) -> None:
    snaps = tmp_path / "snaps"
    for name in ("one", "two"):
        out = io.StringIO()
        code = await run_console(
            _settings(tmp_path / name, snaps),
            system="cca",
            scenario="two-hills",
            stdin=io.StringIO("\n"),
            out=out,
        )
        assert code == 0
    pngs = sorted(p.name for p in snaps.glob("*.png"))
    assert len(pngs) >= 2
    assert len({p.split("-v")[1] for p in pngs}) == len(pngs)  # same scenario and version, other games


async def test_the_post_after_an_activation_is_smaller_than_the_whole_map(service: GameService) -> None:
    await service.create(7, 11, "cca", "two-hills")
    await service.join(7, 11, "north")
    await service.join(7, 22, "south")
    await service.start(7, 11)
    from PIL import Image

    post = Image.open(io.BytesIO(await service.snapshot(7)))
    whole = Image.open(io.BytesIO(await service.snapshot(7, full=True)))
    assert post.width < whole.width
    assert post.width <= 640  # legible on a phone at about 1:1
