### Commands & Colors: Ancients: English messages. Keys are stable; texts may change.

## cca
cca-choice = { $order }

## cca.phase
cca-phase-card = play a command card
cca-phase-order = order units and leaders
cca-phase-replenish = rally blocks
cca-phase-move = movement
cca-phase-move2 = second movement (Move-Fire-Move)
cca-phase-battle = battle
cca-phase-over = game over

## cca.step.cca
cca-step-cca-card = play a command card
cca-step-cca-order = give orders
cca-step-cca-replenish = rally blocks
cca-step-cca-move = move ordered pieces
cca-step-cca-battle = declare battles
cca-step-cca-react = react to a melee
cca-step-cca-ignore = choose flags to ignore
cca-step-cca-retreat = retreat
cca-step-cca-battleback = battle back or not
cca-step-cca-advance = advance after a won melee or not
cca-step-cca-extra = take the cavalry's extra hex or not
cca-step-cca-bonus = make a bonus melee or not
cca-step-cca-leader_evade = move a leader out of danger
cca-step-cca-rampage = choose the elephant's next victim
cca-step-cca-escape = attack an escaping leader or let it pass
cca-step-cca-evade_path = choose where an evading unit goes

## cca.status.turn_in
cca-status-turn_in-card = Turn { $turn }: { $side } plays a command card.
cca-status-turn_in-order = Turn { $turn }: { $side } gives orders.
cca-status-turn_in-replenish = Turn { $turn }: { $side } rallies blocks.
cca-status-turn_in-move = Turn { $turn }: { $side } moves.
cca-status-turn_in-move2 = Turn { $turn }: { $side } moves again (Move-Fire-Move).
cca-status-turn_in-battle = Turn { $turn }: { $side } battles.
cca-status-turn_in-over = Turn { $turn }: the game is over.

## cca.status.wait.cca
cca-status-wait-cca-card = Waiting for { $side } to play a command card.
cca-status-wait-cca-order = Waiting for { $side } to give orders.
cca-status-wait-cca-replenish = Waiting for { $side } to rally blocks.
cca-status-wait-cca-move = Waiting for { $side } to move ordered pieces.
cca-status-wait-cca-battle = Waiting for { $side } to declare battles.
cca-status-wait-cca-react = Waiting for { $side } to react to a melee.
cca-status-wait-cca-ignore = Waiting for { $side } to choose flags to ignore.
cca-status-wait-cca-retreat = Waiting for { $side } to retreat.
cca-status-wait-cca-battleback = Waiting for { $side } to battle back or not.
cca-status-wait-cca-advance = Waiting for { $side } to advance or not.
cca-status-wait-cca-extra = Waiting for { $side } to take the cavalry's extra hex or not.
cca-status-wait-cca-bonus = Waiting for { $side } to make a bonus melee or not.
cca-status-wait-cca-leader_evade = Waiting for { $side } to move a leader out of danger.
cca-status-wait-cca-rampage = Waiting for { $side } to choose the elephant's next victim.
cca-status-wait-cca-escape = Waiting for { $side } to attack an escaping leader or let it pass.
cca-status-wait-cca-evade_path = Waiting for { $side } to choose where an evading unit goes.

## cca.result
cca-result-banners = { $banners }–{ $other } in victory banners
cca-result-draw = both sides reached their banner target at once

## cca.prompt
cca-prompt-card = { $side }: play a command card from your hand.
cca-prompt-order = Give orders for { $card } (order <hex> …, then done).
cca-prompt-rally = Return rallied blocks to units near a leader (rally <hex>), then done.
cca-prompt-move = Move ordered units and leaders (move <hex> <to>), then done.
cca-prompt-move2 = Move-Fire-Move: the ordered units may now move again (move <hex> <to>), then done.
cca-prompt-battle = Declare battles one at a time (battle <hex> <target> or fire <hex> <target>), then done.
cca-prompt-react = Melee against your { $kind } on { $target } by the { $by } on { $attacker }: react (noreaction, evade or firststrike).
cca-prompt-ignore = { $flags ->
        [one] { $flags } flag
       *[other] { $flags } flags
    } rolled against your { $kind } on { $hex }; up to { $max } may be ignored (leader or support): ignore <n>.
cca-prompt-retreat = Your { $kind } on { $hex } must retreat { $hexes ->
        [one] { $hexes } hex
       *[other] { $hexes } hexes
    } toward your edge: retreat <end hex>.
cca-prompt-battleback = Battle back with your { $kind } on { $hex } against the { $by } on { $target } (battleback or nobattleback)?
cca-prompt-advance = Your { $kind } won the melee: advance into { $hex } (advance or noadvance)?
cca-prompt-extra = Your { $kind } on { $hex } may ride one extra hex (extra <hex>) or stop (noextra).
cca-prompt-bonus = Your { $kind } on { $hex } may make a bonus melee: bonus <target> or nobonus.
cca-prompt-leader_evade = Leader { $leader } must evade: leader <hex> or leader off.
cca-prompt-rampage = The elephant rampages: choose the next unit or leader it tramples (rampage <hex>).
cca-prompt-evade_path = Your { $kind } on { $hex } survived the evade roll: evade <hex> (where it goes).
cca-prompt-escape = Enemy leader { $leader } escapes through your { $kind } on { $hex }: attack it (strike) or let it pass (letpass)?

## cca.why
cca-why-empty = the order is empty
cca-why-verb = it does not start with a known order (play, order, move, stay, battle, fire, retreat, ignore, evade, firststrike, noreaction, battleback, nobattleback, advance, noadvance, extra, noextra, bonus, nobonus, leader, strike, letpass, rampage, rally, done)
cca-why-play_args = write play <card id>, e.g. play center-2
cca-why-no_args = this order takes no hex or number
cca-why-ignore_args = write ignore <number of flags>
cca-why-hex_args = write one hex label such as E5
cca-why-off_board = { $hex } is off the board (columns A to M, rows 1 to 9; even rows end at L), e.g. E7
cca-why-piece_args = write hex labels such as E7 (add L, e.g. E7L, for the leader sharing a unit's hex)
cca-why-battle_args = write battle <your hex> <target hex>, e.g. battle E6 F5
cca-why-move_args = write move <hex> <destination> or a path, e.g. move E7 E6 D5

## cca.err
cca-err-notation = I cannot read “{ $text }”: { $why }.
cca-err-wrong_step = That order does not fit now: { $side } must { $step } (orders: { $verbs }).
cca-err-must_play = A command card must be played: there is no passing (orders: { $choices }).
cca-err-unknown_card = There is no command card “{ $card }”.
cca-err-not_in_hand = You do not hold { $card }.
cca-err-first_strike_reaction = First Strike is played only as a reaction to an enemy melee declaration.
cca-err-no_piece = There is no unit or leader of yours on { $hex }.
cca-err-no_target = There is nothing to battle on { $hex }.
cca-err-not_ordered = { $piece } has no order this turn.
cca-err-cannot_move = { $piece } may not move now: { $why }.
cca-err-off_board = That hex is not on the board.
cca-err-rally = { $piece } cannot be rallied: { $why }.
cca-err-cannot_battle = { $piece } may not battle now: { $why }.
cca-err-card_no_melee = The card played forbids melee this turn.
cca-err-card_no_ranged = The card played forbids ranged combat this turn.
cca-err-not_adjacent = { $hex } is not adjacent: melee needs an adjacent enemy.
cca-err-not_enemy = { $hex } holds no enemy you may battle.
cca-err-no_missile = { $piece } cannot fire.
cca-err-must_melee = A unit next to an enemy unit must melee; it may not fire.
cca-err-mfm_no_fire = { $card }: no unit fires after the second move; the ordered units may only move again.
cca-err-range = { $hex } is { $distance } hexes away: range is 2 to { $range }.
cca-err-los = The line of sight to { $hex } is blocked.
cca-err-warriors_must_melee = Warriors that moved two hexes or more must melee before the turn ends.
cca-err-not_a_choice = { $order } is not possible now: { $why }. Possible: { $choices }.
cca-err-cannot_evade = This unit may not evade: { $why }.
cca-err-no_first_strike = You hold no First Strike card: the reaction is noreaction, or evade where the unit may.

## cca.err.order
cca-err-order-not_yours = { $piece } is not yours.
cca-err-order-already = { $piece } already has an order.
cca-err-order-leader_not_allowed = This card cannot order a leader ({ $piece }).
cca-err-order-cap = The card has no order left for { $piece }.
cca-err-order-no_orders = This card gives no orders.
cca-err-order-no_detach = Leaders may not detach with this card ({ $piece }).
cca-err-order-section = { $piece } is in the { $where } section, where this card has no order left (orders left: { $left }).
cca-err-order-wrong_class = { $piece } is not of the kind this card orders.
cca-err-order-leader_section = The leader on { $piece } is not in the section this card names.
cca-err-order-chain = { $piece } does not continue the leader's chain: each unit ordered with a leader must be next to the leader or to another unit ordered with it.
cca-err-order-group = { $piece } is not next to the rest of the group: this card orders one group of adjacent foot units.
cca-err-order-symbols = No die rolled for this card orders { $piece } (each unit needs a die of its class, or a LEADER face for any unit).

## cca.err.move
cca-err-move-too_far = { $piece } moves at most { $n ->
        [one] { $n } hex
       *[other] { $n } hexes
    } now; { $hex } is { $distance } away.
cca-err-move-unreachable = { $piece } cannot reach { $hex }: every way there is blocked (units, impassable terrain, or terrain that stops movement).
cca-err-move-occupied = { $piece } cannot end its move on { $hex }: it is occupied ({ $what }).
cca-err-move-impassable = { $piece } cannot enter { $hex }: { $terrain } is impassable for it.
cca-err-move-warriors = { $piece } cannot reach { $hex }: warriors moving two hexes must end next to an enemy unit.
cca-err-move-not_adjacent = The path from { $piece } jumps between hexes that are not adjacent.
cca-err-move-blocked = The path from { $piece } passes through a hex it may not cross.
cca-err-move-stops = { $piece } must stop on { $hex } ({ $terrain } stops it there), so its path may not go further.
cca-err-move-enemy = The path from { $piece } may not pass through { $hex }: an enemy stands there ({ $what }).
cca-err-move-friend = The path from { $piece } may not pass through { $hex }, held by a friendly unit ({ $what }): only light foot ordered by { $light } or { $mfm } pass through friendly units.
cca-err-move-joins = { $piece } must stop on { $hex }: a unit that enters a lone friendly leader's hex stops there, and { $leader } joins it.
cca-err-move-two_leaders = { $piece } may not enter { $hex }: it has a leader of its own, and two leaders never share a hex ({ $leader } stands there).
cca-err-move-line_command = { $piece } moves at most 1 hex under { $card }; { $hex } is { $distance } away.

## cca.why_not
cca-why_not-card_no_move = { $card } forbids movement this turn
cca-why_not-moved_again = it has already made its second move this turn
cca-why_not-moved = it has already moved this turn
cca-why_not-stayed = it has already been told to stay this turn
cca-why_not-joined = a leader joined it before it moved, so it stays
cca-why_not-leader_gone = the leader is no longer on the battlefield
cca-why_not-no_detach = this card does not let a leader leave its unit (no helmet)
cca-why_not-unit_moved = its unit has already moved, so the leader can no longer leave it
cca-why_not-shots_used = it has fired both of its Darken the Sky shots
cca-why_not-battled = it has already battled this turn
cca-why_not-terrain_no_battle = it entered terrain where a unit may not battle on the turn it enters
cca-why_not-machine_moved = a war machine that moved may not battle
cca-why_not-auxilia_moved = auxilia that moved two hexes may not battle
cca-why_not-not_your_unit = it is not one of your units
cca-why_not-no_rally_kind = a { $unit } is never rallied
cca-why_not-full_strength = it is at full strength ({ $blocks } blocks)
cca-why_not-no_die = no die left shows its class ({ $face }) or a LEADER face
cca-why_not-no_leader_near = no friendly leader is in or next to its hex
cca-why_not-evade_kind = a { $unit } may not evade a melee by a { $by }
cca-why_not-evade_no_room = the { $unit } has no hex to evade to toward its own edge
cca-why_not-evade_later = the evade path is chosen after the evade roll; react with evade alone
cca-why_not-ignore_max = { $n } flags cannot be ignored here; the leader, the support and the terrain allow at most { $max }
cca-why_not-retreat_end = a retreat cannot end on { $hex }: it must go toward your own edge, the full distance or as far as it can, losing no more blocks than it must
cca-why_not-extra_hex = the cavalry's extra hex must be an empty hex next to it that it may enter, and { $hex } is not
cca-why_not-bonus_target = { $hex } holds no enemy next to the unit to battle
cca-why_not-leader_end = the leader cannot end its evade on { $hex }: it goes up to 3 hexes toward its own edge, to a friendly unit or off the map
cca-why_not-rampage_target = { $hex } holds no unit or leader next to the elephant still to trample
cca-why_not-evade_end = an evade cannot end on { $hex }: it goes 2 hexes toward your own edge
cca-why_not-not_offered = the step does not offer it

## cca.ev
cca-ev-card_played = { $side } plays { $card }.
cca-ev-counter_nothing = Counter-Attack copies nothing: the opponent has played no card yet.
cca-ev-counter_copies = Counter-Attack copies { $card }.
cca-ev-counter_not_first_strike = Counter-Attack copies nothing: it may never copy { $card }, the opponent's last card.
cca-ev-card_roll = { $card } dice: { $faces }.
cca-ev-ordered = Ordered: the { $unit } on { $piece }.
cca-ev-ordered_leader = Ordered: { $leader } ({ $piece }).
cca-ev-ordered_leader_unit = Ordered: { $leader } ({ $piece }) and the { $unit } in the leader's hex.
cca-ev-ordered_with = Ordered: the { $unit } on { $piece }, with { $leader }.
cca-ev-orders_done = Orders given: { $count }.
cca-ev-orders_none = No unit or leader has an order: nothing moves or battles this turn.
cca-ev-rallied = Rallied: the { $unit } on { $hex }, now { $blocks } blocks.
cca-ev-moved = Moved: the { $unit }, { $path }.
cca-ev-moved_with = Moved: the { $unit } with { $leader }, { $path }.
cca-ev-leader_moved = Moved: { $leader }, { $path }.
cca-ev-leader_joins = { $leader } joins the unit on { $hex }.
cca-ev-declared_melee = Melee: the { $unit } on { $hex } against the { $what } on { $target }.
cca-ev-declared_fire = Fire: the { $unit } on { $hex } at the { $what } on { $target }.
cca-ev-declared_bonus = Bonus melee: the { $unit } on { $hex } against the { $what } on { $target }.
cca-ev-rolled = Dice of the { $unit } on { $hex } against { $target }: { $faces } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    }, { $flags ->
        [one] { $flags } flag
       *[other] { $flags } flags
    } (hits on { $on }).
cca-ev-sword_chain = Elephant sword chain: each SWORDS was rolled again — { $faces } (counted in the hits above).
cca-ev-loss = Loss: the { $unit } on { $hex }, { $lost ->
        [one] { $lost } block
       *[other] { $lost } blocks
    }; { $left } left.
cca-ev-eliminated = Eliminated: the { $unit } on { $hex }.
cca-ev-banner = { $side } gains a victory banner: { $total } of { $target }.
cca-ev-victory = { $side } wins the game (victory banners: { $banners }).
cca-ev-draw = Both sides reach their banner target together: the game is drawn.
cca-ev-leader_check = Casualty check for { $leader }, whose unit is gone: { $faces } (falls on { $need } LEADER face(s)).
cca-ev-leader_check2 = Casualty check for { $leader }, whose unit was hit: { $faces } (falls on { $need } LEADER faces).
cca-ev-leader_killed = { $leader } falls ({ $hex }).
cca-ev-leader_evaded = { $leader } evades { $path }.
cca-ev-leader_left = { $leader } leaves the battlefield from { $hex }.
cca-ev-escape_roll = { $leader } escapes through { $hex }: { $faces }.
cca-ev-escape_let_pass = The { $unit } on { $hex } lets { $leader } pass.
cca-ev-flags_ignored = Flags ignored by the { $unit } on { $hex }: { $n }.
cca-ev-retreated = Retreat: the { $unit }, { $path }.
cca-ev-retreat_blocked = The { $unit } on { $hex } cannot retreat all the way: { $lost ->
        [one] { $lost } block
       *[other] { $lost } blocks
    } lost instead.
cca-ev-elephant_blocked = The unit on { $hex } blocks the elephant's retreat and loses { $lost ->
        [one] { $lost } block
       *[other] { $lost } blocks
    }.
cca-ev-rampage = Elephant rampage against the { $what } on { $hex }: { $faces } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } (hits on { $on }).
cca-ev-evade_declared = The { $unit } on { $hex } evades the melee.
cca-ev-evade_roll = Dice against the evading { $unit } from { $hex }: { $faces } — { $hits ->
        [one] { $hits } hit
       *[other] { $hits } hits
    } (hits on { $on }).
cca-ev-evaded = Evaded: the { $unit }, { $path }.
cca-ev-crew_escaped = The war machine's crew escapes from { $hex }; the machine leaves the board.
cca-ev-first_strike = { $side } plays First Strike with the unit on { $hex }.
cca-ev-battle_cancelled = The battle is cancelled: a unit is gone or has moved.
cca-ev-attack_cancelled = The attack is cancelled: the attacker was eliminated or pushed back.
cca-ev-advanced = Momentum advance: the { $unit }, { $path }.
cca-ev-reshuffled = The discard pile is shuffled into a new draw pile.
cca-ev-drew_card = { $side } draws { $title } (play { $card }).
cca-ev-drew = { $side } draws { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }.
cca-ev-command_raised = { $side }'s Command rises to { $command }.
cca-ev-turn_ended = { $side } ends turn { $turn }.
cca-ev-echo = { $order }: already done (it was the only option).

## cca.ev.dice
cca-ev-dice-moved = It moved before firing: 1 die instead of 2.
cca-ev-dice-cap = Terrain ({ $terrain }): at most { $cap } dice.
cca-ev-dice-uphill = Attacking uphill: at most 2 dice.
cca-ev-dice-downhill = Attacking from a hill: at most { $cap } dice.
cca-ev-dice-camp = Fortified camp: one die fewer.
cca-ev-dice-card = { $card } adds { $n } to the dice.
cca-ev-dice-swords_ignored = SWORDS ignored by the { $unit }: { $n }.
cca-ev-dice-no_swords = Every SWORDS is ignored by the { $unit }.
cca-ev-dice-elephant = Also ignored by the { $unit } against cavalry and chariots: one each of { $faces }.

## cca.ev.echo_of.cca
cca-ev-echo_of-cca-card = { $order }: already done — the engine passed the turn itself (no card could be played); nothing changes.
cca-ev-echo_of-cca-order = { $order }: already done — the engine closed the orders itself (no other piece could take an order); nothing changes.
cca-ev-echo_of-cca-replenish = { $order }: already done — the engine closed the rally itself (nothing left to rally); nothing changes.
cca-ev-echo_of-cca-move = { $order }: already done — the engine closed movement itself (no ordered piece could move); nothing changes.
cca-ev-echo_of-cca-battle = { $order }: already done — the engine closed the battle step itself (no ordered unit could battle); nothing changes.
cca-ev-echo_of-cca-retreat = { $order }: already done — the retreat had a single path and was made at once; nothing changes.
cca-ev-echo_of-cca-ignore = { $order }: already done — there was nothing to choose about the flags; nothing changes.
cca-ev-echo_of-cca-battleback = { $order }: already done; nothing changes.
cca-ev-echo_of-cca-advance = { $order }: already done; nothing changes.
cca-ev-echo_of-cca-extra = { $order }: already done; nothing changes.
cca-ev-echo_of-cca-bonus = { $order }: already done; nothing changes.
cca-ev-echo_of-cca-leader_evade = { $order }: already done — the leader had a single way out and took it; nothing changes.
cca-ev-echo_of-cca-rampage = { $order }: already done — the elephant had a single target; nothing changes.
cca-ev-echo_of-cca-escape = { $order }: already done; nothing changes.
cca-ev-echo_of-cca-evade_path = { $order }: already done — the evade had a single way out and was made at once; nothing changes.

## cca.ev.auto
cca-ev-auto-order = No other piece can take an order: the orders are closed.
cca-ev-auto-move = No ordered piece can move any further: movement is over.
cca-ev-auto-battle = No ordered unit can battle: the battle step is over.
cca-ev-auto-replenish = Nothing more can be rallied: the rally is over.

# standing answers: each decision a side may answer in advance, and what always and never do there
cca-standing-cca-react = reaction to a melee (CCA 9/a, 12): always or evade = evade where the unit may; firststrike = strike first while a First Strike card is in hand; never = no reaction
cca-standing-cca-evade_path = where an evading unit goes (CCA 9/a): always = the default hex
cca-standing-cca-ignore = flags to ignore (CCA 8/a): always = as many as may be ignored; never = none
cca-standing-cca-retreat = retreat path (CCA 8): always = the path farthest from the enemy
cca-standing-cca-battleback = battle back (CCA 7/b): always = battle back; never = do not
cca-standing-cca-leader_evade = a leader's evade (CCA 9/a/1): always = the default hex
cca-standing-cca-escape = an enemy leader escaping through your unit (CCA 9/a/1): always = strike; never = let it pass

## cca.roll: what a roll is for, where a player reads it (the scripted dice running out before it)
cca-roll-evade = evade roll
cca-roll-leader_escape = leader escape
cca-roll-leader_casualty = leader casualty check
cca-roll-battle = { $mode ->
    [ranged] ranged fire
    [bonus] bonus melee
    [bb] battle back
    [fs] First Strike
   *[melee] melee
} by { $unit }
cca-roll-sword_chain = elephant sword chain
cca-roll-rampage = elephant rampage
cca-roll-card = { $card }
