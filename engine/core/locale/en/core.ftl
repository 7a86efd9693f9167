### Messages shared by every system. Keys are stable; texts may change.

## core
core-not_your_decision = It is not your decision: { $expected } must answer now.
core-no_decision_pending = Nothing is waiting for an order from { $side }.
core-game_over = The game is over: { $result }.
core-unknown_order = I cannot read '{ $text }': { $why }
core-ambiguous = '{ $text }' could mean several orders: { $options }.
core-dice_script_exhausted = The scripted dice ran out during a roll for { $purpose }.
core-dice_script_exhausted_setup = ran out while the game was set up (a roll for { $purpose })
core-bad_scripted_face = The scripted face { $face } is not a face of a d{ $sides } (a roll for { $purpose }).
core-unknown_side = There is no side called '{ $side }' in this game (sides: { $sides }).
core-bad_option = Option '{ $name }': { $why }
core-option_takes_bool = it takes true or false, not { $value }.
core-option_takes_int = it takes a whole number, not { $value }.
core-option_takes_one_of = it takes one of { $choices }, not { $value }.
core-unknown_option = There is no rules option called '{ $name }' (options: { $options }).
core-unknown_scenario = There is no scenario '{ $scenario }' for { $system } (scenarios: { $scenarios }).
core-unknown_system = There is no game system '{ $system }' (systems: { $systems }).
core-internal_error = The engine failed on this order ({ $error }: { $detail }); please report it with this transcript.
core-choice = { $order }

## core.err
core-err-not_a_choice = '{ $order }' is not an answer to this decision; the choices are: { $choices }.
core-err-not_your_decision = { $side } owes no decision now; waiting for: { $waiting }.
core-err-no_standing = { $kind } is not a decision a standing answer can make (those are: { $kinds }).
core-err-empty_order = An order is empty: type what you want to do.
core-err-standing_form = A standing answer reads: standing <decision> always|never|ask (not { $order }).
core-err-bad_standing = A standing answer is always, never, ask or one of the decision's orders, not { $value }.
core-err-compound_part = Part { $part } of { $parts } ({ $order }): { $why } Nothing of the order was applied.

## core.ev
core-ev-forced = { $side } had a single choice: { $order }.
core-ev-standing = Standing answer of { $side } ({ $kind }): { $order }.
core-ev-standing_set = Standing answer for { $kind }: { $value }.
core-ev-sealed_given = { $side } has given a sealed answer.
core-ev-script_ended = The scripted dice ran out before a roll for { $purpose }: the game waits here.
core-ev-already_taken = { $side }: { $order } was already taken for you.
core-ev-lapsed = { $side } went on: { $order } was taken for the step before.
core-ev-compound_unapplied = { $side }: play stopped after part { $done } of { $parts }; not applied, send again if still wanted: { $orders }.

## core.ref: how a typed reference reads inside a sentence
core-ref-unit = { $type } { $hex }
core-ref-unit_named = { $name } ({ $type })
core-ref-unit_named_at = { $name } ({ $type }, { $hex })

## core.info: the names of a side's public figures and of a player's own entries in a view, and of their coded values
core-info-command = command
core-info-hand_size = cards in hand
core-info-hand = hand
core-info-standing = standing answers
core-info-standing-always = always
core-info-standing-never = never
core-info-standing-ask = ask
core-info-role = role
core-info-role-attacker = attacker
core-info-role-defender = defender
core-info-rout_edge = rout edge
core-info-rout_edge-north = north
core-info-rout_edge-south = south
core-info-rout_edge-east = east
core-info-rout_edge-west = west
core-info-cinc = commander-in-chief
core-info-remonte = remonte markers left
core-info-demonte = démonte markers left
core-info-lost_sp = strength points lost
core-info-banners = banners
core-info-rest = resting
core-info-none = none
core-info-yes = yes
core-info-no = no

## core.term: words a parameter reads as where an engine passes nothing, yes or no
core-term-side-anyone = anyone
core-term-none = none
core-term-yes = yes
core-term-no = no
