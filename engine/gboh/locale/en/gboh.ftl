### Great Battles of Julius Caesar: English messages. Keys are stable; texts may change.

gboh-phase = Turn { $turn }, phase { $phase }
gboh-rule-notation = GBoH order notation

## asks
gboh-ask-activate = Initiative { $initiative }: { $side } activate one of their leaders (or decline).
gboh-ask-orders = { $leader }: give an Individual Order ({ $ios } left), or end the orders.
gboh-ask-move = { $unit } moves ({ $mp } MP left): enter a front hex, change facing, or stop.
gboh-ask-leader_move = { $leader } moves ({ $mp } MP left): enter a hex, or stop.
gboh-ask-momentum = { $leader } may roll for Momentum (needs { $initiative } or less), or finish.
gboh-ask-reactivate = Doom roll: { $side } may reactivate any one of their leaders.
gboh-warn-ios_left = { $ios } Individual Orders would be forfeited.

## events
gboh-ev-turn = Game turn { $turn } begins.
gboh-ev-tie_roll = Initiative tie: { $a } rolled { $ra }, { $b } rolled { $rb }.
gboh-ev-activated = { $leader } (Initiative { $initiative }) is activated.
gboh-ev-orders_phase = { $leader } begins Orders Phase { $phase } of this turn.
gboh-ev-finished = { $leader } is Finished ({ $why }).
gboh-ev-waits = { $leader } stays inactive in an enemy ZOC; he will be activated as soon as he is out of it.
gboh-ev-passed = { $leader } passes: he stays inactive, to be designated for a Legion Command.
gboh-ev-momentum = Momentum for { $leader }: rolled { $roll } against { $need }: { $ok ->
    [1] another Orders Phase
   *[0] failed
}.
gboh-ev-doom = Doom roll for { $leader }: { $roll }.
gboh-ev-reactivated = { $leader } is reactivated.
gboh-ev-ordered = { $leader } orders { $unit } to move.
gboh-ev-moved = { $unit } moves from { $frm } ({ $mp } MP).
gboh-ev-faced = { $unit } turns to face { $facing } ({ $mp } MP).
gboh-ev-zoc_stop = { $unit } enters an enemy ZOC and stops.
gboh-ev-plan_stopped = The planned path of { $unit } stops before '{ $step }'.
gboh-ev-no_step = { $unit } has no step it may take (no front hex it may enter, no facing it can pay for, nothing to fire at): the order is spent, and the unit counts as ordered this phase (it may still shock, 7.33).
gboh-ev-must_shock = { $unit } is marked Shock – Must Check TQ.
gboh-ev-shock_undeclared = { $unit } declares no shock: it may not be marked to shock in this Shock segment.
gboh-ev-must_shock_lifted = { $unit } ends its move next to no enemy: its Shock – Must Check TQ marker comes off.
gboh-ev-leader_moved = { $leader } moves from { $frm } to { $to }.
gboh-ev-no_orders_zoc = { $leader } is in an enemy ZOC and may issue no orders.
gboh-ev-hits = { $unit } takes { $hits } { $hits ->
    [one] cohesion hit
   *[other] cohesion hits
  } ({ $why }): { $total } of TQ { $tq }.
gboh-ev-routs = { $unit } routs.
gboh-ev-routed = { $unit } is Routed (TQ 1).
gboh-ev-rout_move = { $unit } flees toward its Retreat Edge: { $path }.
gboh-ev-eliminated = { $unit } is eliminated ({ $why }): { $rp } Rout Points.
gboh-ev-leader_eliminated = { $leader } is eliminated: { $rp } Rout Points.
gboh-ev-reloaded = { $unit } reloads its missiles.
gboh-ev-rout_points = Rout Points of { $side }: { $rp } (Rout Level { $level }).

## why a leader is Finished
gboh-why-doom = no more activations this turn
gboh-why-end = every leader has had his turn
gboh-why-declined = not activated
gboh-why-oc_finished = his Overall Commander is Finished
gboh-why-no_momentum = no Momentum roll allowed
gboh-why-ended = his player ended his orders
gboh-why-zoc = still in an enemy ZOC when every other leader is done
gboh-why-momentum_failed = Momentum roll failed

## results
gboh-result-army_rout = The army of the other side routs; { $side } win the battle (turn { $turn }).
gboh-result-both_routed = Both armies reached their Rout Levels in turn { $turn }.
gboh-result-last_turn = Neither army routed by the end of turn { $turn }: a draw.

## rolls
gboh-roll-tie = the Initiative tie roll ({ $side })
gboh-roll-momentum = the Momentum roll
gboh-roll-doom = the Doom roll
gboh-roll-tq_router = the TQ check of { $unit }, a router ended on it

## refusals
gboh-err-unreadable = This is not GBoH order notation: '{ $text }'.
gboh-err-order_enemy = { $unit } is an enemy unit: orders go to friendly units only.
gboh-err-order_routed = { $unit } is routed: a routed unit takes Rally orders only.
gboh-err-order_rallied = { $unit } was rallied this turn: a Rallied unit may not be given orders for the rest of the turn.
gboh-err-order_pursuit = { $unit } is marked Pursuit/Finished: for the rest of the turn it may not be ordered to move or fire.
gboh-err-order_off_map = { $unit } is off the map after a pursuit: it takes no order until the Overall Commander regroups the cavalry off the map.
gboh-err-leader_enemy = { $other } is an enemy leader: orders go to friendly units and leaders only.
gboh-err-leader_off_map = { $other } is off the map (he left it with a pursuing or a routing unit): he takes no order until the Overall Commander regroups the cavalry off the map.
gboh-err-leader_finished = { $leader } is Finished: he issues no more orders this turn (the Overall Commander may still move him).
gboh-err-leader_command = { $other } may not move under this command of { $leader }: a Legion or Line Command moves its units and the leader who gave it, no other leader.
gboh-err-leader_not_oc = { $leader } may not move { $other }: only the Overall Commander moves other leaders (a Tribal Leader his Chiefs).
gboh-err-leader_not_chief = { $leader } may move his Chiefs only, not { $other }.
gboh-err-leader_oc_in_zoc = { $leader } is in an enemy ZOC: the one order he may give is to move himself, not { $other }.
gboh-err-leader_moved = { $other } has already been moved by { $leader } in this phase: each leader once a phase.
gboh-err-leader_out_of_range = { $other } is out of the command range of { $leader }.
gboh-err-leader_ios = Moving { $other } takes { $need } Individual { $need ->
    [one] Order
   *[other] Orders
} (2 for a leader who starts in an enemy ZOC); { $ios } left.
gboh-err-leader_no_mp = { $other } has spent all 9 MP of his move in this Orders Phase.
gboh-err-leader_boxed = { $other } has no hex he may enter with { $mp } MP left: each one around him holds an enemy unit, lies in an enemy ZOC with no friendly unit in it, or costs more.
gboh-err-order_already = { $unit } has already been given its order in this phase.
gboh-err-order_oc_in_zoc = { $leader } is in an enemy ZOC: the one order he may give is to move himself, none to { $unit }.
gboh-err-regroup_oc_in_zoc = { $leader } is in an enemy ZOC: the one order he may give is to move himself, so he may not regroup the cavalry off the map.
gboh-err-order_not_his = { $leader } may not command { $unit }.
gboh-err-order_out_of_range = { $unit } is out of the command range of { $leader }.
gboh-err-order_not_in_command = { $unit } is not of the legion or Line this { $what } of { $leader } was given to.
gboh-err-order_range_at_start = { $unit } was not in the command range of { $leader } at the start of the Orders Phase, so it is not part of the { $what }.
gboh-err-order_not_in_tribal_line = { $unit } is not part of the Line of { $leader }: each unit of a tribal Line stands next to another of it, within the leader's Line range.
gboh-err-order_aux_line = { $unit } was ordered in the Auxiliaries Phase: it may not be part of a Line Command this turn.
gboh-err-order_command_mode = { $mode ->
    [move] This command moves its units (a mover may fire while moving): { $unit } may not fire without moving.
   *[fire] This command fires without moving: { $unit } may not move.
  }
gboh-err-order_not_auxiliary = { $unit } is not a skirmisher unit: the Auxiliaries Phase orders skirmishers only.
gboh-err-not_on_map = { $hex } is not a hex of this map.
gboh-err-not_adjacent = { $hex } is not next to { $frm }.

## combat
gboh-ask-entry_fire = { $target } entered the ZOC of { $unit }: entry reaction fire at range 1, or hold.
gboh-ask-exit_fire = { $target } left the ZOC of { $unit }: exit reaction fire at range 2, or hold.
gboh-ask-return_fire = { $unit } was fired on by { $target }: return fire, or hold.
gboh-ask-volunteer = Shock designation: mark units to shock without a TQ check ({ $units } may), or done.
gboh-ask-declare = { $unit } has moved next to an enemy: declare its shock now (it is marked Shock – Must Check TQ), or it does not shock in this phase.
gboh-ev-ordered_fire = { $leader } orders { $unit } to fire.
gboh-ev-fire = { $unit } fires at { $target }: rolled { $roll } against { $need }: { $hit ->
    [1] a hit
   *[0] no effect
}.
gboh-ev-missile_low = { $unit } is marked Missile Low.
gboh-ev-missile_no = { $unit } is marked Missile No.
gboh-ev-leader_hit = { $leader } is hit: Leader Casualty Table roll { $roll }.
gboh-ev-leader_wounded = { $leader } is wounded (−{ $wounds } to his ratings).
gboh-ev-shock_marked = { $unit } is marked { $marker }.
gboh-ev-shock = Shock: { $attackers } against { $defenders }.
gboh-ev-pre_shock = Pre-shock TQ check of { $unit }: rolled { $roll } against TQ { $tq }: { $hits } { $hits ->
    [one] hit
   *[other] hits
  }.
gboh-ev-shock_roll = Clash of Swords column { $column }, size shift { $size }, superiority { $superiority ->
    [A] of the attacker
    [B] of the defender
   *[other] none
  }: column { $final }, roll { $roll }: attacker { $att_hits } { $att_hits ->
    [one] hit
   *[other] hits
  }, defender { $def_hits } { $def_hits ->
    [one] hit
   *[other] hits
  }.
gboh-ev-collapse = Collapse check of { $unit }: rolled { $roll } against TQ { $tq }.
gboh-ev-advanced = { $unit } advances from { $frm }.
gboh-ev-pursuit = Pursuit roll of { $unit }: { $roll } against { $need }: { $go ->
    [1] it pursues
   *[0] it breaks off
}.
gboh-marker-shock_must = Shock – Must Check TQ
gboh-marker-shock_free = Shock – No TQ Check
gboh-mod-woods = target in woods
gboh-mod-lower_target = target lower than the firer
gboh-mod-moving_firer = the firer moves
gboh-mod-depleted = the firer is Depleted
gboh-mod-front_of_heavy = arrows or stones into the front of heavy infantry
gboh-mod-skirmisher_target = target is skirmishers
gboh-mod-att_charisma = the attacking leader's Charisma
gboh-mod-def_charisma = the defending leader's Charisma
gboh-mod-infantry_routed = infantry routed
gboh-mod-in_enemy_zoc = the cavalry is in an enemy ZOC
gboh-roll-fire = the fire of { $unit } at { $target }
gboh-roll-leader_hit = the leader hit roll for { $leader }
gboh-roll-casualty = the Leader Casualty Table roll for { $leader }
gboh-roll-pre_shock = the pre-shock TQ check of { $unit }
gboh-roll-leader_shock = the shock leader roll for { $leader }
gboh-roll-shock = the Shock CRT roll
gboh-roll-collapse = the collapse check of { $unit }
gboh-roll-pursuit = the pursuit roll of { $unit }

## commands, reactions, trumps, phases
gboh-ask-aux_orders = Auxiliaries Phase: give one Individual Order to each skirmisher unit, or done.
gboh-ask-auxiliaries = Auxiliaries Phase for { $side }: use it (one of the OC's three Orders Phases), or skip.
gboh-ask-command = { $leader } carries out a { $what }: move or fire with each unit of it, or done.
gboh-ask-elite = Elite Initiative of { $leader }: give the Elite Phase to a friendly leader, or pass.
gboh-ask-evasion = { $mover } moved next to { $leader }: evade 1–3 hexes, or stay{ $alone ->
    [1] (alone, he is eliminated if he stays)
   *[0] {""}
}.
gboh-ask-reaction_facing = { $mover } moved next to { $unit }: turn one vertex to face it (at least 1 cohesion hit), or hold.
gboh-ask-trump_back = { $leader } (Initiative { $initiative }) trumped: trump the trump with a leader of at least that Initiative, or pass.
gboh-ask-trump_momentum = { $leader } (Initiative { $initiative }) made his Momentum roll: trump it with a leader of at least that Initiative, or pass.
gboh-ask-withdrawal = { $mover } moves within 2 hexes of { $unit }: Orderly Withdrawal to a hex, or stay.
gboh-ask-leader_withdrawal = { $mover } comes within 2 hexes of { $leader }: Orderly Withdrawal (hexes he may reach), or stay.
gboh-ev-aux_fire = { $unit } fires in the Auxiliaries Phase.
gboh-ev-auxiliaries = Auxiliaries Phase of { $side }, counted as one of the Orders Phases of { $leader }.
gboh-ev-command = { $leader } issues a { $what }.
gboh-ev-designated = { $leader } designates { $legate } to issue a Legion Command.
gboh-ev-elite = Elite Phase: { $leader } runs an Orders Phase.
gboh-ev-evaded = { $leader } evades from { $frm }.
gboh-ev-rallied = { $unit } rallies: { $hits } { $hits ->
    [one] cohesion hit
   *[other] cohesion hits
  }, Depleted.
gboh-ev-rallied_not_depleted = { $unit } rallies: { $hits } { $hits ->
    [one] cohesion hit
   *[other] cohesion hits
  }, not Depleted (a legion's 1st cohort never is).
gboh-ev-rally_roll = Rally of { $unit } by { $leader }: rolled { $roll } against Charisma { $need }.
gboh-ev-rally_stays_routed = { $unit } stays routed (Rally table).
gboh-ev-reaction_faced = { $unit } turns to face { $facing } in reaction.
gboh-ev-recovered = { $unit } recovers { $hits } { $hits ->
    [one] cohesion hit
   *[other] cohesion hits
  } ({ $total } left).
gboh-ev-strategy = { $leader } rolls { $roll } against { $need }: { $ok ->
    [1] the command may be given
   *[0] only Individual Orders
}.
gboh-ev-trump = Trump attempt of { $leader }: rolled { $roll } against Initiative { $need }: { $ok ->
    [1] success
   *[0] failure
}.
gboh-ev-withdrew = { $unit } withdraws in good order from { $frm }.
gboh-ev-leader_withdrew = { $leader } withdraws from { $frm }.
gboh-mod-depleted_rally = the unit is Depleted
gboh-mod-depleted_rally_table = the unit was already Depleted
gboh-roll-rally = the rally of { $unit } by { $leader }
gboh-roll-rally_table = the Rally table roll of { $unit }
gboh-roll-reaction_facing = the reaction facing check of { $unit }
gboh-roll-strategy = the Strategy roll of { $leader }
gboh-roll-trump = the trump roll of { $leader }
gboh-roll-withdrawal = the TQ check of { $unit } after its withdrawal
gboh-why-trump_failed = his trump failed
gboh-why-trumped = trumped

## standing answers: each decision a side may answer in advance, and what always and never do there
gboh-standing-gboh-entry_fire = entry reaction fire (GBoH 8.21): always = fire at range 1; never = hold
gboh-standing-gboh-return_fire = return fire (GBoH 8.23): always = fire back; never = hold
gboh-standing-gboh-exit_fire = exit reaction fire (GBoH 8.22): always = fire at range 2; never = hold
gboh-standing-gboh-reaction_facing = reaction facing (GBoH 7.14): never = hold
gboh-standing-gboh-withdrawal = Orderly Withdrawal (GBoH 6.5): never = stay
gboh-standing-gboh-evasion = leader evasion (GBoH 4.82): ask
gboh-standing-gboh-rout_path = rout path (GBoH 10.22): always = the first of the equally good hexes (set from the start; ask = be asked)
gboh-standing-gboh-charisma_attacker = the attacking leader whose Charisma counts (GBoH 8.46): always = the best Charisma (set from the start; ask = be asked)
gboh-standing-gboh-charisma_defender = the defending leader whose Charisma counts (GBoH 8.46): always = the best Charisma (set from the start; ask = be asked)
gboh-standing-gboh-pursuer = the cavalry unit that pursues (GBoH 8.61): always = the highest TQ (set from the start; ask = be asked)
gboh-standing-gboh-advance = who advances and into which vacated hex (GBoH 8.53): always = the machine's choice, the first listed (set from the start; ask = be asked)
gboh-standing-gboh-advance_facing = the free facing change after an advance (GBoH 8.52, one vertex): always = hold, no turn (set from the start; ask = be asked)
gboh-standing-gboh-clash_defender = Clash of Swords, the defender's type (GBoH 8.45): always = the lowest column
gboh-standing-gboh-clash_attacker = Clash of Swords, the attacker (GBoH 8.45): always = the highest column
gboh-standing-gboh-hit_split_defender = an odd hit among defenders (GBoH 10.13): always = the first listed
gboh-standing-gboh-hit_split_attacker = an odd hit among attackers (GBoH 10.13): always = the first listed
# the /standing command's choices for these decisions (the Discord app reads them by these keys)
discord-cmd-choice-gboh-entry_fire = GBoH: entry reaction fire
discord-cmd-choice-gboh-return_fire = GBoH: return fire
discord-cmd-choice-gboh-exit_fire = GBoH: exit reaction fire
discord-cmd-choice-gboh-reaction_facing = GBoH: reaction facing
discord-cmd-choice-gboh-withdrawal = GBoH: Orderly Withdrawal
discord-cmd-choice-gboh-evasion = GBoH: leader evasion
discord-cmd-choice-gboh-rout_path = GBoH: rout path
discord-cmd-choice-gboh-charisma_attacker = GBoH: Charisma (attacker)
discord-cmd-choice-gboh-charisma_defender = GBoH: Charisma (defender)
discord-cmd-choice-gboh-pursuer = GBoH: cavalry pursuit
discord-cmd-choice-gboh-advance = GBoH: advance after combat
discord-cmd-choice-gboh-advance_facing = GBoH: facing after an advance
discord-cmd-choice-gboh-clash_defender = GBoH: Clash of Swords (defender)
discord-cmd-choice-gboh-clash_attacker = GBoH: Clash of Swords (attacker)
discord-cmd-choice-gboh-hit_split_defender = GBoH: odd hit (defender)
discord-cmd-choice-gboh-hit_split_attacker = GBoH: odd hit (attacker)

## a side's public figures
gboh-info-retreat_edge = retreat edge
gboh-info-retreat_edge-west = west
gboh-info-retreat_edge-east = east
gboh-info-retreat_edge-north = north
gboh-info-retreat_edge-south = south
gboh-ask-clash_defender = Clash of Swords: choose the defending unit type used against { $attackers }.
gboh-ask-clash_attacker = Clash of Swords: choose the attacking unit (and its position) against { $defender }.
gboh-ask-hit_split = Spreading hits: choose the unit that takes an odd hit ({ $hits } left).
gboh-ev-mutual_rout = Mutual rout: largest excess of hits attacker { $att_excess }, defender { $def_excess }: { $side } routs.
gboh-ev-hits_set = { $unit } does not rout: its hits are set to { $total } (TQ { $tq }).
gboh-ask-rout_path = Rout: { $unit } may flee by equally good hexes; choose its next hex.
gboh-ask-charisma = Shock: choose the leader whose Charisma counts for { $units }.
gboh-ask-pursuer = Cavalry pursuit: choose the one unit that pursues ({ $units }).
gboh-ask-advance = Advance after combat: { $unit } may advance into more than one vacated hex ({ $hexes }); choose one.
gboh-ask-advance_facing = Advance after combat: { $unit } may turn one vertex either way, even in an enemy ZOC, or hold.
gboh-ev-advance_faced = { $unit } turns to { $facing } after its advance.
gboh-note-active = { $leader } active, Orders Phase { $phase } of 3
gboh-note-no_momentum = { $leader } active, Orders Phase { $phase } of 3, no Momentum
gboh-note-bypassed = Bypassed (no Momentum): { $leaders }
gboh-note-doom = Doom: no more activations this turn
gboh-note-rout_points = { $side }: { $rp } of { $level } Rout Points
gboh-ev-pursuit_off_map = { $unit } pursues its target off the map at { $exit }.
gboh-ev-leader_off_map = { $leader } leaves the map with the pursuing cavalry at { $exit }.
gboh-ev-regroup = { $leader } spends his Orders Phase regrouping the cavalry off the map.
gboh-ev-reentered = { $piece } comes back onto the map at { $hex }.
gboh-ev-no_reentry = { $unit } finds no hex to come back to and stays off the map.
gboh-ask-reenter = Off-map cavalry regroup: choose where { $unit } comes back (within 2 hexes of { $exit }).
discord-cmd-choice-gboh-reenter = GBoH: off-map cavalry regroup
gboh-ev-fire_held = { $unit } fires at { $target } once the command has moved and its entry reaction fire is done.
gboh-ev-fire_lapsed = The held fire of { $unit } at { $target } lapses.
gboh-ev-leader_advanced = { $leader } goes with { $unit } from { $frm }.
gboh-ask-pursuit_move = Pursuit: its targets fell before the shock, so { $unit } moves on up to half its MA toward the enemy's Retreat Edge ({ $hexes }); choose where it stops, or stay.
gboh-standing-gboh-pursuit_move = a pursuer's move of up to half its MA after its targets fell before the shock (GBoH 8.62): always = the whole half MA (set from the start; ask = be asked)
discord-cmd-choice-gboh-pursuit_move = GBoH: pursuit, the half-MA move
gboh-ask-pursue = Cavalry pursuit: { $unit } may try to pursue (the pursuit roll) or advance instead.
gboh-standing-gboh-pursue = a winning cavalry unit trying to pursue (GBoH 8.61): always = it rolls to pursue (set from the start; ask = be asked)
discord-cmd-choice-gboh-pursue = GBoH: pursue or advance
gboh-ev-swapped = { $leader } changes the order of a stack: { $unit } is now on top of { $other }.
gboh-ev-stack_routs = { $unit } routs with { $top }, the cohort on top of it.
gboh-ev-stack_check = { $unit } checks TQ as { $bottom } under it routs: rolled { $roll } against TQ { $tq }.
gboh-err-order_bottom_moves = { $unit } is the bottom cohort of its stack: only { $top }, on top, may leave the stack (swap them first).
gboh-err-order_bottom_fires = { $unit } is the bottom cohort of its stack: only { $top }, on top, may fire.
gboh-err-order_turns_alone = { $unit } stands in a stack with { $other }: both must face the same way, so it may not turn alone in place (turn the stack together, or move it out of the stack).
gboh-ev-ordered_stack = { $leader } orders the stack of { $unit } and { $other } to move together (Individual Orders spent: { $ios }).
gboh-err-order_not_a_stack = { $unit } and { $other } stand in no two-cohort stack together: only a stack moves together.
gboh-err-order_stack_ios = Moving the stack of { $unit } and { $other } together takes { $need } Individual Orders (one for each cohort, one from the Overall Commander in their hex); { $ios } left.
gboh-roll-stack_check = the TQ check of { $unit }, the cohort under it routed
gboh-mod-mixed_legions = a stack of two legions
gboh-ev-leader_overrun = { $leader } could not withdraw, and { $unit } enters his hex: he is eliminated.
gboh-ask-leader_flight = Rout: { $unit } makes its rout move; { $leader }, stacked with it, may flee with it (hex by hex, ending where it ends), or stay.
gboh-ev-leader_fled = { $leader } flees with { $unit } to { $hex }.
gboh-ev-leader_fled_off_map = { $leader } leaves the map with { $unit } at { $exit }: he is off the map until the Overall Commander regroups.
gboh-standing-gboh-leader_flight = a leader stacked with a routing unit (GBoH 10.27): always = he flees with it; never = he stays (set from the start; ask = be asked)
discord-cmd-choice-gboh-leader_flight = GBoH: a leader flees with a router
gboh-ask-advancer = Advance after combat: more attackers than vacated hexes, and { $units } tie on the highest TQ ({ $tq }): choose the one that advances.
gboh-err-advance_not_tied = { $unit } does not advance: with more attackers than vacated hexes the one that had superiority advances, else the one with the highest TQ; the choice is among { $units }.
