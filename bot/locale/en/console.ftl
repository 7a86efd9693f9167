### The offline console's own words (bot/console.py). Keys are stable; texts may change.
### Commands, side ids and orders are notation: they stay as typed in every language.

## console
console-resuming = Resuming { $system } / { $scenario } (saved in { $path }).
console-to_play_instead = (To play { $system } / { $scenario } instead, run hexwar console --new.)
console-still_setup = The game is still being set up: /game join SIDE, then /game start.
console-last_game_over = The last game here ({ $system } / { $scenario }) is over:
console-cannot_set_up = Cannot set up { $system } / { $scenario }: { $why }
console-new_game = New game: { $title } (seed { $seed }). You hold every seat: { $sides }.
console-welcome = Type help for the commands and the legal orders; quit to leave. The game saves itself.
console-bye = Bye. The game is saved; hexwar console resumes it.
console-no_game = no game
console-your_decision = your decision
console-unknown_command = Unknown command '{ $command }'. Type help.
console-unknown_game_command = Unknown /game command '{ $command }'. Type help.
console-internal_error = Internal error, the game is unchanged: { $error }: { $detail }
console-report_it = Please report it with the output of /game log.
console-no_such_choice = There is no choice { $number }: pick 1 to { $count } (help lists them).
console-usage_new = Usage: /game new SYSTEM SCENARIO [option=value …]
console-usage_join = Usage: /game join SIDE [ROLE]
console-usage_standing = Usage: /standing [SIDE] [DECISION always|never|ask]
console-created_seeded = New game of { $system } / { $scenario } (seed { $seed }).
console-created_drawn = New game of { $system } / { $scenario } (dice drawn at the start).
console-take_seats = Sides: { $sides }. Take seats with /game join SIDE, then /game start.
console-you_hold = You hold: { $seats }.
console-no_log = Nothing has happened yet.
console-left = You left your seats. Sides: { $sides }.
console-abandoned = The game was abandoned. Start another with /game new { $system } { $scenario }.
console-confirm = This cannot be undone: type /game { $command } again within { $seconds } s to confirm.
console-last_events = Last events (/game log for more):
console-status_head = ── { $title } · turn { $turn } · { $phase } · { $status } (v{ $version })
console-side_head = { $name } ({ $side })
console-score = score { $score }
console-score_of = score { $score }/{ $target }
console-figure = { $name } { $value }
console-private_to = ({ $side } only)
console-waiting_for = Waiting for { $sides }.
console-nobody = nobody
console-private_entry = { $side } — { $name }: { $value }
console-more_choices = … { $count } more: type help to list them all, or write the order.
console-no_map = (no map: { $why })
console-map_failed = (the map could not be drawn: { $error }: { $detail })
console-map_written = Map: { $path }
console-no_scenarios = { $system } has no scenarios.

## console.state: a game's state on the command line
console-state-setup = setup
console-state-active = active
console-state-finished = finished
console-state-abandoned = abandoned

## console.help: the commands (the same as on Discord)
console-help =
    Commands (the same as on Discord):
      /game new SYSTEM SCENARIO [option=value …]   start setting up a new game
      /game join SIDE [ROLE]                       take a seat (hot seat: take every side)
      /game start                                  begin once every side has a player
      /game status                                 the position, whose decision it is, the choices
      /game map [HEX]                              write a map snapshot (PNG) and print its path
      /game map los A-B                            is the line of sight from hex A to hex B clear? (drawn on the map)
      /game log [N]                                the last events
      /game undo                                   take back your last order (if it rolled no dice)
      /game leave                                  give up your seats (before the start)
      /game resign                                 the side to move resigns (type it twice to confirm)
      /game abandon                                end the game without a result (twice to confirm)
      /standing [SIDE] [DECISION always|never|ask] answer a decision of the other side's turn in advance
      /order TEXT   or just TEXT                   give an order
      NUMBER                                       pick that choice from the list
      help                                         the legal orders now, and this text
      quit                                         leave (the game is saved after every order)

## console.orders-SYSTEM: the notation of a system's orders, after the commands (help)
console-orders-gboh =
    Orders of Great Battles of Julius Caesar (docs/gboh.md):
      activate LEADER · decline LEADER · trump LEADER · pass          who activates (5.1, 5.4)
      move X3 · move X3 0707 0708 · move X3 face SE · move X3 0605 fire H2   a unit's move, step by step or a whole path
      legion X · line cavalry · line LI · designate LEGATE           a Legion or Line Command instead of Individual Orders
      fire CR1 H2 · rally X3 · recover X3 · move LEADER 0506 0505 · end
      to 0707 · face SE · fire H2 · stop                             the next step of a unit's move
      shock X3 · done · momentum · finish                            Shock designation, Momentum
      /standing gboh.rout_path ask                                  be asked where your routers flee
console-orders-ager =
    Orders of Ager Sanguinis (docs/ager.md):
      fire achard yazid · fire rollin kutbeddin 0507 · throw arnould daoud · done   offensive fire
      charge raymond borsok · done                                  charges
      move arnould · move arnould 0210 · move arnould 0212 0211 0210 · done   movement
      mount guerin guerin-horse · dismount raymond 1708 · clear · carry · lead · grab
      fire aptekin · fire all · hold                                defensive fire at a mover
      attack ancelin daoud · attack ancelin arnould daoud · done    melee
      /standing ager.dfire always|never|ask                          defensive fire without being asked
