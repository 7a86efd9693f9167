### Verifiable dice and exports (bot/verify.py, bot/export.py). Keys are stable.

## verify.event: told in the channel
verify-event-committed = The dice are sealed: commitment { $commitment } (rules { $rules }). The seed and its salt are revealed when the game ends, so anyone can check every roll with /game verify.
verify-event-revealed = The dice are revealed: seed { $seed }, salt { $salt } (commitment { $commitment }). /game export writes the game out; hexwar verify checks it.

## verify.status: the status lines
verify-status-committed = Dice commitment: { $commitment } (rules { $rules })
verify-status-revealed = Dice revealed: seed { $seed }, salt { $salt }

## verify: the verdict on an exported game
verify-ok = Verified: { $steps ->
    [0] nothing has been played yet; the set-up replays
    [one] the one step replays
   *[other] all { $steps } steps replay
} exactly as recorded.
verify-failed = Not verified: { $count ->
    [one] one problem
   *[other] { $count } problems
} found.
verify-commitment_ok = The revealed seed and salt match the commitment { $commitment }.
verify-commitment_mismatch = The commitment does not match: the salt, the seed { $seed } and the rules { $rules } give { $computed }, not { $commitment }.
verify-not_revealed = The seed is not revealed yet: a game can be checked once it is over.
verify-no_commitment = This game has no dice commitment (it began before games had one).
verify-rules_changed = Recorded with the rules { $recorded }; checked with { $current }.
verify-step_differs = Step { $step } ({ $side }: { $order }) departs from the record: { $what ->
    [rolls] its dice
    [both] its dice and its events
   *[events] its events
} differ when it is replayed.
verify-step_refused = Step { $step } ({ $side }: { $order }) is refused when it is replayed: { $why }
verify-result_differs = The recorded result ({ $recorded }) is not the one the replay reaches ({ $replayed }).
verify-position_differs = The final position departs from the recorded one.
verify-no_result = no result
verify-unreadable = This is not a hexwar export that can be checked ({ $why }).

## export: the readable log of a game
export-title = { $title } ({ $system } / { $scenario })
export-state = State: { $status }, version { $version }
export-created = Set up { $at }; last change { $updated }
export-seat = { $side }: { $users }
export-log = Log:
export-no_actions = Nothing has happened yet.
export-written = The game is written out: { $text } and { $transcript }
export-written_text = The game is written out: { $text }
export-transcript_later = The replayable transcript, with the seed, comes once the game is over.
