### Rosters and scores (bot/roster.py): /game roster, /game score and the console's. Keys are stable.

## roster
roster-side = ── { $name } ({ $side })
roster-units = { $count ->
    [one] One unit on the map:
   *[other] { $count } units on the map:
}
roster-unit = { $name } [{ $kind }] at { $hex }
roster-unit_strength = { $name } [{ $kind }] at { $hex }: strength { $strength }
roster-unit_of = { $name } [{ $kind }] at { $hex }: strength { $strength } of { $max }
roster-leaders = { $count ->
    [one] One leader:
   *[other] { $count } leaders:
}
roster-leader = { $name } at { $hex }
roster-leader_with = { $name } at { $hex }, with { $unit }
roster-leader_off = { $name }: { $state }
roster-losses = Losses: { $lost ->
    [one] one strength point
   *[other] { $lost } strength points
} among the units on the map.
roster-figure = { $name }: { $value }
roster-no_side = There is no side called '{ $side }' (sides: { $sides }).
roster-score = Victory points: { $score }
roster-score_of = Victory points: { $score } of the { $target } needed to win
roster-no_score = This game keeps no victory points.
roster-earned = { $name } ({ $count }): { $items }
roster-points = { $points ->
    [one] one point
   *[other] { $points } points
} for { $why }
roster-head = Roster: { $title }, turn { $turn }
roster-score_head = Score: { $title }, turn { $turn }

## roster.console_help: the console's records commands
roster-console_help =
    Records:
      /game export [PATH]                          write the game out: a log (.txt) and a transcript (.toml)
      /game verify [PATH]                          check the dice and replay every step (this game, or an export)
      /game roster [SIDE]                          units with strength and state, leaders and losses
      /game score                                  the victory points and what earned them
      /game away [SIDE]                            what the other side did since your last order, on one map
