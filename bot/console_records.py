"""The console's records commands: ``/game export [PATH]``, ``/game verify [PATH]``, ``/game roster
[SIDE]``, ``/game score`` and ``/game away [SIDE]``, and the dice commitment under ``/game status``.

The console is hot seat: its player holds every seat, so its export is whole (every side's orders, the
seed and its salt, the transcript) even while the game is in play, like the operator's ``hexwar export``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.away import summary as away_summary
from bot.roster import roster_lines, score_lines
from bot.service import GameInfo
from bot.verify import verify_text
from engine.core.messages import Msg

if TYPE_CHECKING:
    from bot.console import Console

COMMANDS = ("export", "verify", "roster", "score", "away")


def status_lines(console: Console, game: GameInfo) -> list[str]:
    """The dice commitment of a game, and once it is over its revealed seed and salt."""
    if not game.commitment:
        return []
    lines = [console.tr("verify.status.committed", commitment=game.commitment, rules=game.rules_version)]
    if game.revealed_salt:
        lines.append(console.tr("verify.status.revealed", seed=game.seed, salt=game.revealed_salt))
    return lines


async def command(console: Console, sub: str, args: list[str]) -> None:
    """Run one of ``COMMANDS``."""
    svc, ch = console.service, console.channel
    if sub == "export":
        exported = await svc.export(ch, console.user, lang=console.lang, full=True)
        target = Path(args[0]) if args else console.settings.snapshot_dir / f"{exported.name}.toml"
        target.parent.mkdir(parents=True, exist_ok=True)
        log = target.with_suffix(".txt")
        log.write_text(exported.text, encoding="utf-8")
        if exported.transcript is None:
            console.say(console.tr("export.written_text", text=str(log)))
            return
        target.write_text(exported.transcript, encoding="utf-8")
        console.say(console.tr("export.written", text=str(log), transcript=str(target)))
    elif sub == "verify":
        if args:
            path = Path(args[0])
            try:
                raw = path.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as err:
                console.say("✗ " + console.tr("verify.unreadable", why=str(err)))
                return
            verdict = verify_text(raw)
        else:
            verdict = await svc.verify(ch, full=True)
        for m in verdict.messages():
            console.say(console.t(m))
    elif sub == "roster":
        view = await svc.view(ch, None)
        console.say(console.tr("roster.head", title=view.title, turn=view.turn))
        for line in roster_lines(view, console.lang, args[0] if args else None):
            console.say(line)
    elif sub == "away":
        # hot seat: the side that owes the decision now, unless one is named
        gathered = await svc.away(ch, console.user, args[0] if args else None)
        for m in away_summary(gathered):
            console.say(console.t(m))
        if not gathered.empty:
            await console.save_png(await svc.away_png(gathered, console.lang), f"away-{gathered.side}")
    elif sub == "score":
        out = await svc.outcome(ch)
        console.say(console.tr("roster.score_head", title=out.view.title, turn=out.view.turn))
        for line in score_lines(out.view, console.lang, out.result):
            console.say(line)


HELP = Msg("roster.console_help")
