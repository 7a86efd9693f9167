### The records commands: /game export, /game verify, /game roster, /game score (bot/discordbot/records.py).

## discord.cmd (Discord's localisations; the code registers the English)
discord-cmd-game-export-name = export
discord-cmd-game-export-desc = Write the game out: its log, and once it is over a transcript to replay and verify
discord-cmd-game-verify-name = verify
discord-cmd-game-verify-desc = Check the dice: the revealed seed against the commitment, and every step replayed
discord-cmd-game-verify-opt-file-name = file
discord-cmd-game-verify-opt-file-desc = an exported game to check (default: this channel's game, once it is over)
discord-cmd-game-roster-name = roster
discord-cmd-game-roster-desc = Units with their strength and state, leaders and losses
discord-cmd-game-roster-opt-side-name = side
discord-cmd-game-roster-opt-side-desc = only this side
discord-cmd-game-away-name = away
discord-cmd-game-away-desc = While you were away: what the other side did since your last order, on one map
discord-cmd-game-away-opt-side-name = side
discord-cmd-game-away-opt-side-desc = since this side's last order (default: yours)
discord-cmd-game-score-name = score
discord-cmd-game-score-desc = The victory points, side by side, and what earned them

## discord.records
discord-records-bad_file = That file cannot be read as text: { $why }
