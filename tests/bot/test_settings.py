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


def test_the_token_never_shows_in_a_repr_or_str() -> None:
    s = Settings.from_env({"DISCORD_TOKEN": "MTEx.secret-part.more-secret", "HEXWAR_DEV_GUILD": "42"})
    for shown in (repr(s), str(s), f"{s}", f"{s!r}", repr([s]), repr({"settings": s})):
        assert "secret" not in shown and "MTEx" not in shown
        assert "token='***'" in shown and "dev_guild=42" in shown
    assert "token=None" in repr(Settings.from_env({}))


def test_a_local_discord_server_must_be_on_this_machine() -> None:
    s = Settings.from_env(
        {
            "HEXWAR_DISCORD_API": "http://127.0.0.1:8123/api/v10/",
            "HEXWAR_DISCORD_GATEWAY": "ws://127.0.0.1:8123/gateway",
        }
    )
    assert s.discord_api == "http://127.0.0.1:8123/api/v10"
    assert s.discord_gateway == "ws://127.0.0.1:8123/gateway"
    assert Settings.from_env({"HEXWAR_DISCORD_API": "http://[::1]:80/api/v10"}).discord_api
    assert Settings.from_env({"HEXWAR_DISCORD_API": "http://localhost:80/api/v10"}).discord_api
    assert Settings.from_env({}).discord_api is None and Settings.from_env({}).discord_gateway is None
    for bad in ("http://10.0.0.1/api/v10", "https://discord.example/api/v10", "http://192.168.1.2/api"):
        with pytest.raises(ValueError, match="may only point at this machine"):
            Settings.from_env({"HEXWAR_DISCORD_API": bad})
    with pytest.raises(ValueError, match="must be a http:// or https:// URL"):
        Settings.from_env({"HEXWAR_DISCORD_API": "127.0.0.1:8123"})
    with pytest.raises(ValueError, match="must be a ws:// or wss:// URL"):
        Settings.from_env(
            {
                "HEXWAR_DISCORD_API": "http://127.0.0.1:1/api/v10",
                "HEXWAR_DISCORD_GATEWAY": "http://127.0.0.1:1/",
            }
        )
    with pytest.raises(ValueError, match="needs HEXWAR_DISCORD_API"):
        Settings.from_env({"HEXWAR_DISCORD_GATEWAY": "ws://127.0.0.1:1/"})


def test_the_confirmation_time_defaults_to_a_minute_and_may_be_shortened_for_tests() -> None:
    assert Settings.from_env({}).confirm_seconds == 60.0
    assert Settings.from_env({"HEXWAR_CONFIRM_SECONDS": "2.5"}).confirm_seconds == 2.5
    for bad in ("soon", "0", "-1", "99999"):
        with pytest.raises(ValueError, match="HEXWAR_CONFIRM_SECONDS"):
            Settings.from_env({"HEXWAR_CONFIRM_SECONDS": bad})
