"""Settings come from the environment once, with defaults under ./data."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.settings import Settings


def test_defaults_live_under_the_data_folder() -> None:
    s = Settings.from_env({})
    assert s.token is None and s.dev_guild is None and s.lang == "en"
    assert s.data_dir == Path("data")
    assert s.db_path == Path("data/hexwar.sqlite3")
    assert s.snapshot_dir == Path("data/snapshots")


def test_every_setting_can_be_given() -> None:
    s = Settings.from_env(
        {
            "DISCORD_TOKEN": " abc ",
            "HEXWAR_DATA_DIR": "/srv/hexwar",
            "HEXWAR_DEV_GUILD": "123456789012345678",
            "HEXWAR_LANG": "pl",
        }
    )
    assert s.token == "abc" and s.dev_guild == 123456789012345678 and s.lang == "pl"
    assert s.db_path == Path("/srv/hexwar/hexwar.sqlite3")
    s = Settings.from_env({"HEXWAR_DB": "/tmp/x.db", "HEXWAR_SNAPSHOTS": "/tmp/png"})
    assert s.db_path == Path("/tmp/x.db") and s.snapshot_dir == Path("/tmp/png")


def test_a_bad_guild_id_is_explained() -> None:
    with pytest.raises(ValueError, match="HEXWAR_DEV_GUILD must be a Discord server id"):
        Settings.from_env({"HEXWAR_DEV_GUILD": "my-server"})
