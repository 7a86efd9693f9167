"""Failures are named for what they are: a refused token, a Discord HTTP error, the network."""

from __future__ import annotations

from types import SimpleNamespace

import aiohttp
import discord

from bot.discordbot.failures import describe_failure, known_failure


def _http(status: int, reason: str, data: object) -> discord.HTTPException:
    return discord.HTTPException(SimpleNamespace(status=status, reason=reason), data)  # type: ignore[arg-type]


def test_discord_http_errors_name_the_status_and_discords_message() -> None:
    err = _http(403, "Forbidden", {"message": "Missing Access", "code": 50001})
    assert describe_failure(err) == "Discord HTTP error 403 Forbidden (code 50001): Missing Access"
    assert (
        describe_failure(_http(503, "Service Unavailable", ""))
        == "Discord HTTP error 503 Service Unavailable"
    )
    assert (
        describe_failure(discord.RateLimited(3600.0)) == "Discord rate limit (HTTP 429, retry after 3600 s)"
    )


def test_a_refused_token_says_so() -> None:
    assert describe_failure(discord.LoginFailure("Improper token has been passed.")).startswith(
        "Discord refused the token (HTTP 401 Unauthorized)"
    )


def test_network_errors_are_network_errors() -> None:
    assert describe_failure(ConnectionRefusedError(111, "Connection refused")).startswith("network error (")
    assert describe_failure(aiohttp.ServerDisconnectedError()).startswith(
        "network error (ServerDisconnectedError"
    )
    assert describe_failure(TimeoutError()) == "network error (TimeoutError: timed out)"


def test_a_bug_raised_while_handling_a_network_error_is_traced_back_to_it() -> None:
    try:
        try:
            raise aiohttp.ClientConnectionError("gateway unreachable")
        except aiohttp.ClientError:
            raise AttributeError("'NoneType' object has no attribute 'sequence'") from None
    except AttributeError as err:
        bug = err
    assert isinstance(known_failure(bug), aiohttp.ClientConnectionError)
    assert known_failure(ValueError("a plain bug")) is None
