### Au fil de l'Épée: English messages. Keys are stable; texts may change.

## afde
afde-choice = { $order }

## afde.phase
afde-phase-start = Turn { $turn }, phase { $phase }.
afde-phase-command = Command check: uncommanded units: { $uncommanded_name }.
afde-phase-A = Turn { $turn }: A, command check
afde-phase-B = Turn { $turn }: B, archer and artillery fire ({ $step })
afde-phase-C = Turn { $turn }: C, initiative
afde-phase-D = Turn { $turn }: D, movement and combat ({ $step })
afde-phase-E = Turn { $turn }: E, rally
afde-phase-over = The battle is over

## afde.ask
afde-ask-rest = Place rest (au repos) markers on fatigued units, then done.
afde-ask-b_fire = Phase B step { $step }: fire with your { $cls } units, or done.
afde-ask-first = You won the initiative ({ $a_name } { $ta }, { $d_name } { $td }: case { $case }): which of your leaders activates first?
afde-ask-next = Initiative case { $case }: name the enemy leader who must activate next.
afde-ask-inactive = Initiative case { $case }: name the enemy leader who may not activate this turn.
afde-ask-activate = Which of your leaders activates now?
afde-ask-d1 = Movement: select a unit, move the leader, bring in reinforcements, or done.
afde-ask-d1_unit = Move { $name } ({ $left } MP left): step, turn, charge, withdraw, (dis)mount, or stop.
afde-ask-d2 = Fire: choose a firer and a target, or done.
afde-ask-d3 = Declare melees (attacker, defender), or done.
afde-ask-resolve = Which melee is resolved next (charges first)?
afde-ask-dfire = Defensive fire by { $unit_name }: fire at an attacker, or pass.
afde-ask-ofire = Offensive fire by { $unit_name }: fire at a defender, or pass.
afde-ask-react = Charge reaction by { $unit_name }: react against a charger, or pass.
afde-ask-retreat = { $unit_name } must retreat: choose the hex.
afde-ask-flight = { $unit_name } flees from { $hex } towards its rout edge and more than one hex qualifies: choose the next hex.
afde-ask-rout_order = Phase E rout moves: which of your routed units makes its rout move next?
afde-ask-rout_stack = Routed stack in { $hex } ({ $stack_name }): rout together (one move along one path) or apart (each its own rout move, { $unit_name } now)?
afde-ask-face = New facing for { $unit_name } ({ $why_name }).
afde-ask-advance = Advance after combat: which unit, into which hex?
afde-ask-pursue = { $unit_name } may make a Dispersal charge against { $hex }: pursue or pass.
afde-ask-d5 = Uncommanded units may move half their MP towards their lord, or done.
afde-ask-place = { $leader_name } lost his unit and joined the nearest one, in { $hex }; another is just as near: keep him there or move him to { $others }.
afde-ask-replace = { $leader_name }'s replacement was placed with the banner's largest unit, in { $hex }: keep him there or place him with a unit in { $others }.
afde-ask-acting = Your CinC is lost: which of { $leaders_name } (equal rating) becomes acting CinC?
afde-ask-hold = { $leader_name } is captured: which of your units around him holds him?

## afde.initiative
afde-initiative-roll = Initiative: { $a_name } rolls { $ra } + CinC bonus { $ba } = { $ta }, { $d_name } rolls { $rd } + CinC bonus { $bd } = { $td }: difference { $diff }, case { $case }, initiative to { $winner_name }.
afde-initiative-first = { $leader_name } activates first.
afde-initiative-next = { $leader_name } must activate next.
afde-initiative-inactive = { $leader_name } is inactive this turn.

## afde.activation
afde-activation-start = { $leader_name } activates, with { $units_name }.
afde-activation-end = { $leader_name }'s activation ends.

## afde.move
afde-move-step = { $unit_name } moves { $frm } to { $to } ({ $cost } MP).
afde-move-face = { $unit_name } turns to face { $facing_name } ({ $cost } MP).
afde-move-minimum = { $unit_name } makes its minimum one-hex move into { $hex }.
afde-move-withdraw = { $unit_name } withdraws from { $frm } to { $to }.
afde-move-mounted = { $unit_name } mounts (remonte).
afde-move-dismounted = { $unit_name } dismounts (démonte).
afde-move-charge = { $unit_name } charges from { $frm } to { $to } against { $target_name }.
afde-move-enters = { $unit_name } enters the map at { $hex }.
afde-move-leader = { $leader_name } moves to { $to }.
afde-move-half = Uncommanded { $unit_name } moves from { $frm } to { $to }.
afde-move-cannot_move = { $unit_name } cannot move now.
afde-move-not_adjacent = { $hex } is not next to { $unit_name }.
afde-move-closed = { $unit_name } cannot enter { $hex }.
afde-move-enemy_hex = { $unit_name } cannot enter { $hex }: an enemy unit holds it.
afde-move-closed_hexside = { $unit_name } cannot cross into { $hex }: the hexside is closed to movement.
afde-move-no_mp = { $unit_name } lacks the MP to enter { $hex } ({ $cost } needed, { $left } left).
afde-move-same_facing = { $unit_name } already faces that way.
afde-move-stacking = { $unit_name } cannot end its move in { $hex }: stacking.
afde-move-leaves_leader = { $unit_name } may not move away: { $leader_name } would be left alone in { $hex }. A leader always stays with a unit: order `lead { $leader }` to take him along (that is his move), or move him first.
afde-move-cannot_lead = { $leader_name } cannot go along with a unit now: only the active leader, before he moves, standing on a unit he would otherwise be left by.
afde-move-lead = { $leader_name } goes along with { $unit_name } (his move this activation).
afde-move-withdraw_moved = { $unit_name } has already moved: a withdrawal is its whole move.
afde-move-withdraw_rear = { $hex } is not a rear hex of { $unit_name }.
afde-move-withdraw_occupied = { $unit_name } cannot withdraw into { $hex }: a friendly unit stands there and the two may not stack; a withdrawal respects stacking.
afde-move-no_mount = { $unit_name } cannot mount or dismount now.
afde-move-no_charge = { $unit_name } cannot charge { $hex }.
afde-move-routed = { $unit_name } is routed: routed units move only in their flights and in Phase E.
afde-move-carries_cinc = { $unit_name } carries the commander-in-chief { $leader_name }: its own lord's activation may not move it (it may still fire and fight).
afde-move-mount_routed = { $unit_name } is routed: routed units may not mount or dismount.
afde-move-already_mounted = { $unit_name } is already mounted.
afde-move-already_on_foot = { $unit_name } is already on foot.
afde-move-mount_moved = { $unit_name } has already moved: a unit mounts or dismounts before it moves.
afde-move-mount_adjacent = { $unit_name } is adjacent to an enemy unit and may not mount or dismount.
afde-move-no_remonte = { $unit_name } cannot mount: its side has no remonte marker left.
afde-move-no_demonte = { $unit_name } cannot dismount: its side has no démonte marker left.
afde-move-charge_type = { $unit_name } cannot charge: only mounted knights (Ch) and men-at-arms (Ha) charge.
afde-move-charge_moved = { $unit_name } cannot charge: it has already moved or turned in this activation.
afde-move-charge_contact = { $unit_name } cannot charge: it is already in contact with an enemy unit.
afde-move-charge_no_enemy = { $unit_name } cannot charge { $hex }: there is no enemy unit there.
afde-move-charge_not_ahead = { $unit_name } cannot charge { $hex }: the target must stand straight ahead of its central front hex.
afde-move-charge_path = { $unit_name } cannot charge { $hex }: it must reach it in a straight line, through hexes it may enter, spending at most { $mp } MP.
afde-move-charge_no_melee = { $unit_name } cannot charge { $hex }: a charge is a melee, and no melee is possible there (a hexside that forbids it, or a scenario rule).
afde-move-no_entry = { $unit_name } cannot enter the map now.
afde-move-entry_blocked = { $unit_name } cannot enter at { $hex }.
afde-move-leader_dest = { $leader_name } cannot end his move in { $hex }: a leader ends his move with a unit of his banner (the CinC: any unit of his army), once per activation.
afde-move-leader_reach = { $leader_name } cannot reach { $hex }: not enough MP for that path (terrain, enemy front hexes, or enemy units in the way).
afde-move-leader_not_active = { $leader_name } is not the active leader.
afde-move-not_commanded = { $unit_name } is not a commanded unit of this activation.
afde-move-move_over = { $unit_name } has finished its move.
afde-move-stack = The units in { $hex } cannot move together now (both must be able to move, neither having moved alone).
afde-move-half_move = { $unit_name } cannot move to { $hex }: half its MP, ending closer to its lord.

## afde.fire
afde-fire-roll = Fire by { $firers_name } at { $targets_name } in { $target } (range { $range }, Fire Table column { $column }): roll { $roll }, modifiers { $mods }, total { $total } → { $result }.
afde-fire-no_target = There is no enemy unit in { $hex }.
afde-fire-already_target = The units in { $hex } have already been fired at in this activation.
afde-fire-mixed = Only units of the same type may combine their fire.
afde-fire-cannot = { $unit_name } cannot fire now.
afde-fire-no_effect = No effect on the units in { $target }.
afde-fire-nothing_to_fire_at = D.2 fire: { $units_name } { $count ->
        [one] has
       *[other] have
    } no target (range, front arc, line of sight, or an adjacent enemy).
afde-fire-stacked_below = { $unit_name } is the bottom unit of its stack and may not fire.
afde-fire-out_of_range = { $unit_name } cannot fire at { $hex }: the target is beyond its range.
afde-fire-not_in_arc = { $unit_name } cannot fire at { $hex }: units fire only into their front arc.
afde-fire-no_los = { $unit_name } cannot fire at { $hex }: the line of sight is blocked.
afde-fire-adjacent_target = { $unit_name } cannot fire at the adjacent { $hex }: fire at an adjacent enemy is allowed only where melee between them is impossible (otherwise it is offensive or defensive fire in a melee).
afde-fire-adjacent_enemy = { $unit_name } is adjacent to an enemy unit and may not fire at range.
afde-fire-routed = { $unit_name } is routed: routed units may not fire.
afde-fire-uncommanded = { $unit_name } is uncommanded: it may fire only defensively.
afde-fire-not_a_firer = { $unit_name } cannot fire: only units with the fire capability (Ar, Ab, Aq, At and the Cl, Il or Mi the scenario names) fire.
afde-fire-already_fired = { $unit_name } has already fired in this activation.
afde-fire-b_step = { $unit_name } cannot fire in step { $step } of Phase B: only the { $cls } units of { $side_name } fire in that step.
afde-fire-not_activated = { $unit_name } is not activated now: only the units of the active leader's banner (and, for the commander-in-chief, those in his command range) fire in D.2.
afde-fire-not_in_this_melee = { $unit_name } takes no part in this melee: only its defenders fire defensively, and only its attackers (or artillery stacked with one of them) fire offensively.
afde-fire-not_its_attacker = { $unit_name } cannot fire at { $hex }: defensive fire is only at a unit attacking it in this melee.
afde-fire-not_its_defender = { $unit_name } cannot fire at { $hex }: offensive fire is only at a defender it attacks in this melee.
afde-fire-melee_not_front = { $unit_name } cannot fire at { $hex }: fire in a melee is only into the firer's front hexes.
afde-fire-not_in_phase_b = { $unit_name } cannot fire in Phase B: only archers (Ar) and artillery (At) fire then.

## afde.melee
afde-melee-cannot = { $order } is not a melee that can be declared now (front hexes, hexsides, markers).
afde-melee-uncommanded = { $unit_name } is uncommanded this turn and may not start a melee.
afde-melee-routed = { $unit_name } is routed: routed units may not start a melee.
afde-melee-artillery = { $unit_name } is artillery: artillery never starts a melee (stacked with attacking infantry it may fire offensively).
afde-melee-charger = { $unit_name } is charging: each charge is a separate melee.
afde-melee-no_enemy = There is no enemy unit in { $hex }.
afde-melee-not_front = { $unit_name } attacks only through its front hexes, and { $hex } is not one of them.
afde-melee-charges_first = The melee at { $hex } comes later: every charge is resolved before the other melees ({ $charges } first).
afde-melee-no_melee_at = No melee still to be fought in this activation has a unit in { $hex }.
afde-melee-charged = The units in { $hex } are charged: no unit that is not charging may join a charge.
afde-melee-already_attacked = The units in { $hex } have already been attacked in melee in this activation.
afde-melee-hexside = No melee is possible between { $unit_name } and { $hex } across that hexside.
afde-melee-scenario = No melee is possible between { $unit_name } and { $hex }: a scenario rule forbids it between the units of a banner it names and the enemy units in their front hexes.
afde-melee-already_declared = { $unit_name } is already declared against { $hex }.
afde-melee-declared = { $attacker_name } will attack { $hex }.
afde-melee-many_against_many = One side of each melee must be a single unit.
afde-melee-obligation = A unit that attacks must attack every enemy in its front hexes not attacked by others.
afde-melee-begins = { $stage_name }: { $attackers_name } against { $defenders_name }.
afde-melee-cancelled = The melee against { $hex } is cancelled: no longer in contact.
afde-melee-no_roll = The melee at { $hex } ends without a roll.
afde-melee-reaction = Charge reaction of { $unit_name } against { $charger_name }: roll { $roll } against quality { $quality }: { $ok_name }.
afde-melee-roll = Melee roll { $roll }, modifiers { $mods } (net { $net }), total { $total } → attacker { $attacker }, defender { $defender }.
afde-melee-retreat = { $unit_name } retreats to { $to }.
afde-retreat-off_map = { $unit_name } cannot retreat to { $hex }: that hex is off the map.
afde-retreat-not_adjacent = { $unit_name } retreats one hex: { $hex } is not next to it.
afde-retreat-enemy = { $unit_name } cannot retreat into { $hex }: an enemy unit holds it.
afde-retreat-closed = { $unit_name } cannot retreat into { $hex }: the terrain or the hexside is closed to it.
afde-retreat-stacking = { $unit_name } cannot retreat into { $hex }: stacking forbids it there.
afde-flight-not_adjacent = { $hex } is not next to { $frm }, where { $unit_name } stands in its flight.
afde-flight-enemy = { $unit_name } cannot flee into { $hex }: an enemy unit holds it, and a flight never passes through enemy units.
afde-flight-not_closer = { $unit_name } cannot flee into { $hex }: every hex of a flight is one hex nearer the unit's rout edge.
afde-rout-not_to_move = { $unit_name } is not one of your routed units still to make its rout move; the choices are: { $choices }.
afde-rout-name_one = { $hex } holds two routed units: name the one that routs next by its id; whether they rout together is asked next.
afde-rout-stack_choice = Answer rout { $unit } ({ $unit_name } alone) or rout { $hex } (the stack together).
afde-face-one_hexside = { $unit_name } may turn only one hexside here.
afde-advance-disordered = { $unit_name } is disordered: disordered units never advance after combat.
afde-advance-artillery = { $unit_name } is artillery: artillery never advances.
afde-advance-not_engaged = { $unit_name } did not take part in this melee and may not advance.
afde-melee-retreat_front = { $unit_name } retreated into a front hex and loses a cohesion level.
afde-melee-no_retreat = { $unit_name } cannot retreat and loses a cohesion level.
afde-melee-artillery_lost = Artillery { $unit_name } cannot retreat and is eliminated.
afde-melee-advance = { $unit_name } advances into { $to }.
afde-melee-pursuit = { $unit_name } pursues: { $stage_name } against { $hex }.
afde-melee-no_pursuit = { $unit_name } has no enemy ahead: the pursuit ends.
afde-melee-lapses = The declared melee against { $hex } lapses: that defender was struck by the pursuit.
afde-melee-dispersal_fatigue = { $unit_name } is fatigued by its Dispersal charge.

## afde.unit
afde-unit-fatigued = { $unit_name } is fatigued.
afde-unit-disordered = { $unit_name } is disordered.
afde-unit-routed = { $unit_name } routs.
afde-unit-flight = { $unit_name } flees to { $path }.
afde-unit-flight_blocked = { $unit_name } cannot complete its flight.
afde-unit-eliminated = { $unit_name } is eliminated ({ $how_name }).
afde-unit-passed_routed = Routed { $unit_name }, passed through by { $by_name }, flees again.
afde-unit-pass_failed = { $unit_name }, passed through by { $by_name }, rolls { $roll } against quality { $quality } and routs.
afde-unit-pass_held = { $unit_name }, passed through by { $by_name }, rolls { $roll } against quality { $quality } and holds.
afde-unit-charged_through = { $unit_name } is charged through by { $by_name } and routs.

## afde.leader
afde-leader-casualty_roll = Leader casualty roll for { $leader_name }: { $roll }: { $fate_name }.
afde-leader-wounded = { $leader_name } is wounded.
afde-leader-killed = { $leader_name } is killed.
afde-leader-captured = { $leader_name } is captured by { $by_name }.
afde-leader-perm_captured = { $leader_name }'s captor left the map: he is captured for good.
afde-leader-freed = { $leader_name } is freed and joins { $hex }.
afde-leader-safe = { $leader_name } leaves the battle safely.
afde-leader-moves_to = { $leader_name } joins the unit in { $hex }.
afde-leader-replaced = { $leader_name } takes command of the banner in { $hex }.
afde-leader-acting_cinc = { $leader_name } becomes acting commander-in-chief.
afde-leader-resumes = { $leader_name } takes back command from { $replacement_name }.
afde-leader-placed = { $leader_name } goes to the unit in { $hex }.
afde-place-no_unit = { $leader_name } cannot go to { $hex }: no unit of his side stands there, and a leader always stands with a unit.
afde-place-not_banner = { $leader_name } cannot go to { $hex }: a banner lord stands only with a unit of his own banner (the commander-in-chief with any unit of his army).
afde-place-not_nearest = { $leader_name } cannot go to { $hex }: a leader who lost his unit goes to the nearest unit of his banner ({ $hexes }).
afde-leader-held_by = { $leader_name } is held by { $unit_name }.

## afde.rest
afde-rest-placed = { $side_name } rests: { $units_name }.
afde-rest-cancelled = { $unit_name } loses its rest marker.
afde-rest-recovered = { $unit_name } has rested and is fresh again.
afde-rest-routed = { $unit_name } is routed: a routed unit may not rest (it must rally first).
afde-rest-adjacent = { $unit_name } is adjacent to an enemy unit and may not rest.
afde-rest-fresh = { $unit_name } is fresh: only a fatigued unit gains anything by resting.

## afde.rally
afde-rally-roll = Rally at { $hex }: roll { $roll }, modifier { $mod }, quality { $quality }: { $ok_name }.

## afde.rout
afde-rout-move = Routed { $unit_name } flees to { $path }.
afde-rout-off_map = Routed { $unit_name } leaves the map.
afde-rout-together = The routed stack ({ $stack_name }) flees together to { $path }.

## afde.reinforcement
afde-reinforcement-due = { $unit_name } may enter this turn.

## afde.victory
afde-victory-army_break = The army of { $side_name } breaks.
afde-victory-result = The battle is over: winner { $winner_name } ({ $score }).

## afde.victory.reason
afde-victory-reason-turns = The last turn has been played ({ $score }).
afde-victory-reason-army_break = An army broke ({ $score }).

## afde.dice
afde-dice-script_ended = The scripted dice ran out (a roll for { $purpose } is needed): the game waits here.

## afde.order
afde-order-not_now = { $order } is not possible now; the choices are: { $choices }.
afde-order-no_unit = There is no combat unit at { $ref }.

## afde.notation
afde-notation-empty = An order is needed.
afde-notation-unknown_verb = I do not know the order '{ $verb }' (orders: { $verbs }).
afde-notation-arity = '{ $text }' does not have the right arguments for { $verb }.
afde-notation-bad_direction = '{ $text }' is not a direction (0-5 or N, NE, SE, S, SW, NW).
afde-notation-bad_hex = '{ $text }' is not a hex (CCRR).
afde-notation-off_map = { $hex } is not on this map: its hexes run from { $first } to { $last } (column, then row).
afde-notation-no_unit = There is nothing to order in { $hex }.
afde-notation-unknown_piece = '{ $text }' is neither a hex, a unit nor a leader.
afde-notation-unknown_leader = '{ $text }' is not a leader.
afde-notation-stacked = { $text } holds several units: name one of { $options }.

## afde.term.word.why
afde-term-word-why-retreat = after its retreat
afde-term-word-why-advance = after its advance
afde-term-word-why-rally = after its rally

## afde.term.word.how
afde-term-word-how-off_map = routed off the map
afde-term-word-how-blocked = its flight is blocked
afde-term-word-how-no_retreat = it cannot retreat
afde-term-word-how-melee = in melee
afde-term-word-how-fire = by fire

## afde.term.word.stage
afde-term-word-stage-melee = Melee
afde-term-word-stage-charge = Charge
afde-term-word-stage-impetus = Impetus
afde-term-word-stage-dispersal = Dispersal

## afde.term.word.fate
afde-term-word-fate-none = no effect
afde-term-word-fate-killed = killed
afde-term-word-fate-wounded = wounded
afde-term-word-fate-captured = captured

## afde.term.word.ok
afde-term-word-ok-true = passed
afde-term-word-ok-false = failed

## afde.term.word.winner
afde-term-word-winner-none = nobody

## afde.label
afde-label-first = { $name } ({ $banner }) activates first
afde-label-next = { $name } ({ $banner }) must activate next
afde-label-inactive = { $name } ({ $banner }) stays inactive
afde-label-activate = { $name } ({ $banner }) activates now
afde-label-acting = { $name } ({ $banner }) becomes acting CinC
afde-label-lead = { $name } goes along with his unit: that is his move this activation (he cannot move on his own afterwards)
afde-label-move_leader = { $name } moves to { $to }
afde-label-place = { $name } joins the { $type } { $unit } in { $to }
afde-label-hold = { $name } held by the { $type } { $unit } in { $to }
afde-label-fire = { $by }: fire at the { $type } { $name } in { $to } ({ $sp } SP)
afde-label-retreat = retreat to { $to }
afde-label-flee = flee to { $to }
afde-label-flee_through = flee through the friends in { $to } (each takes a pass-through test)
afde-label-rout = { $type } { $name } in { $at } makes its rout move now
afde-label-rout_alone = only { $type } { $name } routs now; the other unit of { $at } makes its own rout move later
afde-label-rout_together = both units in { $at } rout together, as one stack along one path
afde-label-retreat_alone = only { $alone } retreats to { $to }; the other unit stays and loses a level
afde-label-retreat_front = retreat to { $to }: a front hex, loses a cohesion level
afde-label-retreat_alone_front = only { $alone } retreats to { $to } (a front hex: it loses a level); the other stays and loses a level
afde-label-select = { $type } { $name } in { $at } ({ $sp } SP, quality { $quality })
afde-label-move = { $type } { $name }: { $at } to { $to }
afde-label-move_bottom = { $type } { $name }: { $at } to { $to }, underneath the unit there
afde-label-face = { $type } { $name } faces { $dir }
afde-label-face_dir = face { $dir }
afde-label-charge = { $type } { $name } charges the { $t_type } { $t_name } in { $to }
afde-label-melee = { $type } { $name } attacks the { $t_type } { $t_name } in { $to }
afde-label-withdraw = { $type } { $name } withdraws to { $to }
afde-label-mount = { $type } { $name } mounts (remonte)
afde-label-dismount = { $type } { $name } dismounts (démonte)
afde-label-enter = { $type } { $name } enters the map
afde-label-rest = { $type } { $name } in { $at } rests
afde-label-unrest = { $type } { $name } in { $at } does not rest
afde-label-react = { $by } reacts against the charging { $type } { $name } in { $to }
afde-label-advance = { $type } { $name } advances to { $to }

# standing answers: each decision a side may answer in advance, and what always and never do there
afde-standing-afde-react = charge reaction (AFdE 10.3): always = react against the first charger; never = pass
afde-standing-afde-rout_order = order of the rout moves (AFdE 6.E): always = the unit nearest its rout edge first
afde-standing-afde-rout_stack = a routed stack routs together or apart (AFdE 5.2.6): always = apart

## afde.roll: what a roll is for, where a player reads it (the scripted dice running out before it)
afde-roll-pass_through = pass-through test { $unit }
afde-roll-rally = rally { $hex }
afde-roll-fire = fire { $firers } at { $hex }
afde-roll-leader_casualty = leader casualty { $leader }
afde-roll-initiative = initiative { $side }
afde-roll-charge_reaction = charge reaction { $unit }
afde-roll-melee = melee at { $hex }
