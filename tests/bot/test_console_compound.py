"""The console takes a compound order on one line (several orders separated by `;`) as one order."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import run_console
from bot.settings import Settings
from engine import registry


def _settings(tmp_path: Path) -> Settings:
    return Settings.from_env(
        {"HEXWAR_DATA_DIR": str(tmp_path / "data"), "HEXWAR_SNAPSHOTS": str(tmp_path / "snaps")}
    )


async def test_a_compound_order_is_one_line_and_a_refused_part_is_named(tmp_path: Path) -> None:
    scenario = str(registry.get_ruleset("afde").scenarios()[0].id)
    out = io.StringIO()
    # the first done leaves units unmoved: the console asks first (AFdE 8.1), confirm gives it
    script = io.StringIO("select 0404; fly away\ndone; done\nconfirm\n")
    code = await run_console(
        _settings(tmp_path), system="afde", scenario=scenario, stdin=script, out=out, seed=6
    )
    assert code == 0
    text = out.getvalue()
    assert "Part 2 of 2 (fly away): " in text and "Nothing of the order was applied." in text
    assert "activation ends" in text  # the first done ended it: the second is told back to the player
    assert "play stopped after part 1 of 2; not applied, send again if still wanted: done." in text
