"""Failures named for what they are: Discord refusing the token, a Discord HTTP error, the network.

Used for the one line ``hexwar bot`` prints when it cannot start, the log line of a refused command
sync, and the log lines of an interaction whose answer could not be sent. A refusal by the rules or the
seats is not a failure: it is answered to the player (``replies.is_refusal``).
"""

from __future__ import annotations

import aiohttp
import discord


def describe_failure(err: BaseException) -> str:
    """One line saying what kind of failure this is: a Discord refusal, a Discord HTTP error, the network.

    Never includes a token: the texts come from Discord's JSON error body or from the socket layer.
    """
    if isinstance(err, discord.LoginFailure):
        return "Discord refused the token (HTTP 401 Unauthorized): check DISCORD_TOKEN"
    if isinstance(err, discord.ConnectionClosed) and err.code == 4004:
        return "Discord's gateway refused the token (close code 4004): check DISCORD_TOKEN"
    if isinstance(err, discord.PrivilegedIntentsRequired):
        return "Discord's gateway refused a privileged intent (close code 4014)"
    if isinstance(err, discord.RateLimited):
        return f"Discord rate limit (HTTP 429, retry after {err.retry_after:.0f} s)"
    if isinstance(err, discord.HTTPException):
        reason = getattr(err.response, "reason", "") or ""
        detail = f": {err.text}" if err.text else ""
        return f"Discord HTTP error {err.status} {reason} (code {err.code}){detail}".replace(" (code 0)", "")
    if isinstance(err, discord.GatewayNotFound):
        return "Discord HTTP error: the gateway address could not be obtained"
    if isinstance(err, discord.ConnectionClosed):
        return f"Discord's gateway closed the connection (close code {err.code})"
    if isinstance(err, aiohttp.ClientError | OSError | TimeoutError):
        return f"network error ({type(err).__name__}: {str(err) or 'timed out'})"
    return f"{type(err).__name__}: {err}"


_KNOWN_FAILURES = (discord.DiscordException, aiohttp.ClientError, OSError, TimeoutError)


def known_failure(err: BaseException) -> BaseException | None:
    """``err`` or the first error that led to it (``__cause__``/``__context__``) that ``describe_failure``
    names: a failure of Discord or of the network, rather than a bug. (discord.py can turn a gateway it
    cannot reach at the first connection into an ``AttributeError`` raised while handling that error.)"""
    seen: set[int] = set()
    current: BaseException | None = err
    while current is not None and id(current) not in seen:
        if isinstance(current, _KNOWN_FAILURES):
            return current
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return None
