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
gboh-ev-plan_stopped = The planned path of { $unit } stops before { $step }.
gboh-ev-must_shock = { $unit } is marked Shock – Must Check TQ.
gboh-ev-leader_moved = { $leader } moves from { $frm } to { $to }.
gboh-ev-no_orders_zoc = { $leader } is in an enemy ZOC and may issue no orders.
gboh-ev-hits = { $unit } takes { $hits } cohesion hits ({ $why }): { $total } of TQ { $tq }.
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
gboh-why-no_momentum = no Momentum roll allowed
gboh-why-ended = his player ended his orders
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
gboh-err-cannot_order = { $piece } cannot be given this order now.
gboh-err-not_on_map = { $hex } is not a hex of this map.
gboh-err-not_adjacent = { $hex } is not next to { $frm }.

## combat
gboh-ask-entry_fire = { $target } entered the ZOC of { $unit }: entry reaction fire at range 1, or hold.
gboh-ask-return_fire = { $unit } was fired on by { $target }: return fire, or hold.
gboh-ask-volunteer = Shock designation: mark units to shock without a TQ check ({ $units } may), or done.
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
gboh-ev-pre_shock = Pre-shock TQ check of { $unit }: rolled { $roll } against TQ { $tq }: { $hits } hits.
gboh-ev-shock_roll = Clash of Swords column { $column }, size shift { $size }, superiority { $superiority }: column { $final }, roll { $roll }: attacker { $att_hits } hits, defender { $def_hits } hits.
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
