### Ager Sanguinis: the engine's messages (English).

ager-phase = Round { $round }, { $side }, step { $step }

## asks
ager-ask-fire = { $side }: offensive fire — name a shooter and a target, or done
ager-ask-move = { $side }: movement — name the character to move, or done
ager-ask-destination = Movement of { $unit } ({ $mp } MP): where he goes (a hex, a whole path, mount, dismount), or back
ager-ask-attack = { $side }: melee — name the attackers and a defender, or done
ager-ask-dfire = Defensive fire at { $unit }: name the shooters ({ $shooters }), or hold

## warnings
ager-warn-unfired = this ends offensive fire: { $count ->
    [one] { $units } could still shoot
   *[other] { $units } could each still shoot
}
ager-warn-unmoved = this ends movement; not moved yet: { $units }
ager-warn-unattacked = this ends melee: { $units } could still attack

## events
ager-ev-phase = Round { $round }: the phase of { $side } begins
ager-ev-game_over = The last round is over
ager-ev-moves = { $unit } moves ({ $mp } MP)
ager-ev-stepped = { $unit } enters { $hex } ({ $mp } MP left)
ager-ev-halted = { $unit } stops here
ager-ev-blocked = { $unit } cannot enter { $hex } and stops
ager-ev-infiltration = Infiltration check of { $unit } against { $enemy }: { $roll }: { $result }
ager-ev-volley = Defensive fire at { $unit } by { $shooters }
ager-ev-hit_hex = Hit hex of { $unit }'s shot: { $roll }: { $result }{ $landed ->
    [no] {""}
   *[yes] {" "}{ $hex }
}
ager-ev-shot_lost = The shot lands in { $hex } on nobody
ager-ev-shot_spent = The shot of { $unit } has no further effect on { $target }
ager-ev-shot_walled = The shot strikes the wall of the floor it flies on, short of { $hex }
ager-ev-shot = { $stray ->
    [yes] { $unit }'s stray shot hits { $target }
   *[no] { $unit } shoots at { $target }
} ({ $weapon }, range { $range }, cover { $cover }): { $roll }: { $result }
ager-ev-horse_shot = The riderless horse in { $hex } is hit (cover { $cover }): { $roll }: { $result }
ager-ev-melee = Melee: { $attackers } against { $defender }, { $attack } against { $defence } (difference { $difference }, shift { $shift }, column { $column }): { $roll }: { $result }
ager-ev-wounded = { $unit } is wounded
ager-ev-stunned = { $unit } is stunned
ager-ev-killed = { $unit } is killed
ager-ev-unhorsed = { $unit } comes down from his horse into { $hex }
ager-ev-horse_killed = the horse of { $unit } is killed
ager-ev-no_room = { $unit } has no hex to come down into and dies
ager-ev-retreats = { $unit } retreats through { $path }
ager-ev-no_retreat = { $unit } cannot retreat in full and stays
ager-ev-recovered = { $unit } comes round

## results of the tables
ager-infiltration-none = no effect
ager-infiltration-stop = movement ends in this hex
ager-infiltration-wound = the character is wounded
ager-infiltration-kill = the character is killed
ager-hit-aimed = the hex aimed at
ager-hit-beyond = the hex beyond
ager-hit-beyond_left = the hex beyond on the left
ager-hit-beyond_right = the hex beyond on the right
ager-hit-short = the hex short of it
ager-hit-miss = a miss
ager-fire-foot-none = no effect
ager-fire-foot-A = A, retreat 2 hexes
ager-fire-foot-B = B, stunned
ager-fire-foot-C = C, wounded
ager-fire-foot-D = D, killed
ager-fire-mounted-none = no effect
ager-fire-mounted-A = A, the rider backs 2 hexes
ager-fire-mounted-B = B, the rider is stunned and falls off
ager-fire-mounted-C = C, the rider is wounded
ager-fire-mounted-D = D, the horse is killed, the rider is unhurt
ager-fire-mounted-E = E, the horse is killed, the rider is wounded
ager-fire-mounted-F = F, the rider is killed
ager-melee-foot-A = A, attacker wounded
ager-melee-foot-B = B, attacker stunned
ager-melee-foot-C = C, the attackers retreat
ager-melee-foot-D = D, no effect
ager-melee-foot-E = E, the defenders retreat
ager-melee-foot-F = F, defender stunned
ager-melee-foot-G = G, defender wounded
ager-melee-foot-H = H, defender wounded, the defenders retreat
ager-melee-foot-I = I, defender killed
ager-melee-mounted-A = A, attacker wounded
ager-melee-mounted-B = B, attacker stunned
ager-melee-mounted-C = C, the attackers retreat
ager-melee-mounted-D = D, no effect
ager-melee-mounted-E = E, the defenders retreat
ager-melee-mounted-F = F, the rider is stunned and falls off
ager-melee-mounted-G = G, the horse is killed, the rider is unhurt
ager-melee-mounted-H = H, the horse is killed, the rider is wounded
ager-melee-mounted-I = I, the rider is killed

## results of the game
ager-result-points = After { $rounds } rounds, by victory points
ager-result-no_one_left = { $side } has no character left standing

## refusals
ager-err-unreadable = Cannot read the order “{ $text }”
ager-err-not_yours = { $unit } is not a character of yours that can move now
ager-err-off_map = { $hex } is not a hex of the map
ager-err-bad_step = { $hex } is not a hex one step from { $start } that can be entered
ager-err-hatch_shut = the hatch under { $hex } cannot be opened while someone, alive or dead, stands on it
ager-err-too_far = That path costs { $cost } MP; only { $mp } MP are left
ager-err-occupied = The move may not end on { $hex }: another character or a horse stands there
ager-err-cannot_fire = { $unit } cannot fire at this character now
ager-err-no_target = { $unit } is no character that can be attacked
ager-err-cannot_attack = { $unit } cannot attack { $target }

## rolls
ager-roll-infiltration = the infiltration check of { $unit }
ager-roll-hit_hex = the hit hex of { $unit }'s shot
ager-roll-damage = the damage to { $unit }
ager-roll-melee = the melee against { $unit }

## rule citations in words
ager-rule-notation = Ager Sanguinis notation

## the /standing command names this decision
discord-cmd-choice-ager-dfire = Ager Sanguinis: defensive fire

## charges and counter-charges (A§7.1)
ager-ask-charge = { $side }: charges — declare a charge (rider, target, path), or done
ager-ask-countercharge = { $unit } charges: counter-charge with a rider, or none
ager-ev-charge = { $unit } charges { $target } by { $path }
ager-ev-countercharge = { $unit } counter-charges { $target }
ager-ev-charge_fight = Charge: attack { $attack } against defence { $defence }
ager-ev-roles_swapped = { $unit } has the greater strength and attacks { $target }
ager-ev-ignored = the result against { $unit } is ignored
ager-err-charge = { $unit } cannot charge { $target } so: { $why }
ager-err-no_charge = { $unit } cannot charge { $target } now
ager-why-too_short = a charge runs at least 6 hexes
ager-why-sharp_turn = a charge makes no turn that costs extra and enters no enemy
ager-why-too_far = the path costs more MP than are left
ager-why-not_straight = its last 4 hexes must run straight on
ager-why-not_at_target = it must end facing the target
ager-why-not_free = it must end on free hexes

## a counter-charge refused, and why (A§7.1.2, E-A12)
ager-err-countercharge = { $unit } cannot counter-charge { $target }: { $why }
ager-why-cc-not_rider = he is no rider of the charged side able to act
ager-why-cc-camel = a camel rider makes no counter-charge
ager-why-cc-taken = he is already the object of a charge, or counter-charging, this round
ager-why-cc-front = { $target } is not in his front sector
ager-why-cc-sight = he cannot see { $target } (only riders block the view)
ager-why-cc-reach = he cannot take the last 2 hexes of the charge within { $most } hexes (half of its { $hexes }) with no turn that costs extra
discord-cmd-choice-ager-countercharge = Ager Sanguinis: counter-charge

## mounting and dismounting (A§4.4.2)
ager-ev-mounted = { $unit } mounts ({ $cost } MP); { $mp } MP left
ager-ev-dismounted = { $unit } dismounts into { $hex } ({ $cost } MP); { $mp } MP left
ager-err-cannot_mount = { $unit } cannot mount or dismount here ({ $cost } MP, { $mp } MP left)
ager-err-not_beside = { $unit } must stand beside the horse's flank to mount ({ $cost } MP, { $mp } MP left)
ager-err-no_mp = { $unit } has { $mp } MP left; it costs { $cost } MP
ager-err-enemy_near = { $unit } cannot do it next to an enemy able to attack ({ $cost } MP, { $mp } MP left)
ager-err-bad_spot = { $unit } must come down into a free hex next to the horse ({ $cost } MP, { $mp } MP left)

## capture (A§7.4)
ager-ev-capture = { $unit } stands alone against odds of 60 or more: { $face }, surrenders: { $taken }
ager-ev-captured = { $unit } is taken prisoner by { $by }
ager-roll-capture = the surrender of { $unit }

## naphtha (A§7.3)
ager-ev-burning = { $unit }'s pot sets fire to { $hexes }
ager-ev-burn = { $unit } in the fire: { $face }: { $result }
ager-ev-into_fire = { $unit } enters the burning hex { $hex }: the fire catches him
ager-ev-fire_out = The naphtha fire goes out in { $hexes }
ager-naphtha-recovers = comes round at once and retreats 1 hex
ager-naphtha-wounded = wounded
ager-naphtha-burns = burns to death
ager-naphtha-horse_killed = the rider is stunned, the horse killed
ager-naphtha-bolts = the rider is stunned, the horse bolts
ager-naphtha-backs = the rider backs 2 hexes
ager-naphtha-killed = killed
ager-naphtha-wounded_retreats = retreats 1 hex, wounded
ager-naphtha-retreats = retreats 1 hex
ager-roll-naphtha = the fire around { $unit }

## siege work (A§10)
ager-ask-works = { $side }: siege work — push a ladder over, work a gate or break it, or done
ager-ev-ladder_step = { $unit } steps off the ladder onto { $hex }: { $roll }: { $result }
ager-ev-ladder_push = { $unit } pushes the ladder at { $hex }: { $face }: { $result }
ager-ev-falls = { $unit } falls with the ladder at { $hex }
ager-ev-gate_work = { $unit } sets to work on the gate
ager-ev-gate_opened = { $unit } opens the gate
ager-ev-gate_closed = { $unit } closes the gate
ager-ev-gate_battered = { $unit } and { $other } batter the gate ({ $turns } of { $needed } turns)
ager-ev-gate_broken = The gate breaks and stays open
ager-ladder-up = he is on the wall
ager-ladder-hurt = he is hurt and stays on the ladder
ager-ladder-falls = the ladder falls
ager-ladder-holds = the ladder stands
ager-roll-ladder = the step off the ladder of { $unit }
ager-roll-push = the push at the ladder at { $hex }
## owners' choices (A§5.4.4, A§6.7) and standing answers
ager-ask-retreat = { $unit } retreats { $hexes } hexes: choose the path
ager-ask-place = { $unit } comes down from his horse in { $hex }: place him
ager-ask-fallen = { $unit } falls with the ladder at { $hex }: place him there or beside it
ager-ev-placed = { $unit } is placed in { $hex }
ager-ev-lands_on = { $unit } lands on { $other }
ager-ev-lies_by_ladder = { $unit } cannot stay where he landed (one living character or animal a hex) and lies by the fallen ladder in { $hex }
discord-cmd-choice-ager-retreat = Ager Sanguinis: retreat path
discord-cmd-choice-ager-place = Ager Sanguinis: where a fallen man or a led horse is placed
ager-standing-ager-dfire = defensive fire (Ager 5.3): always = every eligible shooter at every chance; never = hold
ager-standing-ager-countercharge = counter-charge (Ager 7.1.2): always = the first rider able to; never = none
ager-standing-ager-retreat = retreat path (Ager 5.4.4): always = the path passing fewest enemies, then ending farthest away
ager-standing-ager-place = a rider brought down (Ager 6.7), a man fallen with a ladder (Ager 10.2), a horse grabbed by the bridle (Ager 4.4.4): always = the first free hex around the horse; the ladder's hex; the first side
ager-ask-advance = Advance after combat: one of { $units } may advance (half his movement allowance), or stay
ager-ask-bearer = { $result }: choose which of { $units } takes it
ager-ev-advances = { $unit } advances through { $path }
discord-cmd-choice-ager-advance = Ager Sanguinis: advance after combat
ager-standing-ager-advance = advance after combat (Ager 6.5): never = stay
ager-ev-horse_melee = Melee: { $attackers } against the riderless horse in { $hex }, { $attack } against { $defence } (column { $column }): { $face }: { $result }
ager-ev-horse_dies = The horse in { $hex } is killed
ager-ev-pushed = { $unit } is pushed into { $hex } to make room

## a retreat pushing friends aside, each pushed one pushing the next (A§5.4.4)
ager-ev-no_push_room = { $unit }: the friends in the way have no room to be pushed aside (a chain of pushes is { $most } at most)
ager-err-push = { $unit } cannot be pushed into { $hex }: { $why }
ager-push-not_next = it is not a hex next to him, off the retreat, that he could enter
ager-push-held = { $who } stands there and cannot be pushed in turn
ager-push-onward = { $who } stands there: say where he is pushed in turn
ager-push-chain = { $who } stands there, and a chain of pushes is { $most } at most
ager-err-unpushable = { $unit } cannot be pushed aside: only a friend on foot able to act can be
ager-err-push_where = { $unit } stands in { $hex }: say where he is pushed aside

ager-ev-cleared = { $units } move { $points } bodies from { $hex } into { $to }
ager-err-cannot_clear = { $unit } cannot clear bodies now (two foot characters who have not moved, fired nor fought this phase, each in or next to the hex, no enemy next to them)
ager-err-no_bodies = There are no bodies to clear in { $hex }, or they cannot go there
ager-ev-picked_up = { $unit } picks up { $carried } ({ $mp } MP left)
ager-ev-set_down = { $unit } is set down in { $hex }
ager-ask-set_down = Set { $unit } down next to { $hex }
ager-err-cannot_carry = { $unit } cannot carry him: a stunned friend in the next hex, picked up by a character on foot, the path starting in his hex

## feigned flight (A§7.2)
ager-ev-feint = { $units } feign flight from { $enemies }
ager-ev-feint_made = The feigned flight of { $units } is made
ager-ev-feint_failed = The feigned flight of { $units } is not made: not every one fled 7 hexes
ager-ev-feint_test = Feigned flight, { $units } test: { $roll }: { $result }
ager-ev-feint_contact = { $unit } catches up with { $target } in { $hex }: the pursuit is over
ager-feint-fooled = fooled, they pursue
ager-feint-not_fooled = not fooled, they stay where they are this phase
ager-roll-feint = the feigned flight before { $unit }
ager-err-no_feint = { $unit } cannot lead a feigned flight from that group now
ager-err-no_flight = { $unit } must flee at least 7 hexes, each farther from the enemy group
ager-err-must_pursue = { $unit } must pursue the feigning group with his whole movement

## riderless horses led by the bridle (A§4.4.4)
ager-ev-leads = { $unit } takes the bridle of the horse in { $hex }
ager-ev-grab = { $unit } grabs at the bridle of the horse in { $hex }: { $face }: { $result }
ager-ev-lets_go = { $unit } lets go of the horse in { $hex }
ager-ev-horse_placed = { $unit }'s led horse is placed in { $hex }
ager-ask-place_horse = { $unit } has the bridle: place the horse beside him
ager-bridle-holds = he has it
ager-bridle-slips = it slips away
ager-roll-bridle = the grab at a bridle by { $unit }
ager-err-no_bridle = { $unit } cannot take the bridle of { $horse } now

## prisoners: escort and escape (A§7.4)
ager-ev-escorted = { $unit }, a prisoner, is walked through { $path }
ager-ev-led_off = { $unit }, a prisoner, is led off the map at { $hex }
ager-ev-escapes = { $unit } escapes from his escort
ager-ev-rearmed = { $unit } takes a dead man's weapon and regains his strength
ager-err-no_escort = { $unit } cannot be escorted there, or escape, now
ager-ev-slit = { $unit } slits the canvas of the tent at { $hex }: it is open now
ager-ev-bridge_work = { $unit } and { $other } work at the bridge at { $hex } ({ $turns }/{ $needed } turns)
ager-ev-bridge_burnt = The bridge at { $hex } burns down
ager-ev-footbridge = A foot-bridge spans { $hex }
ager-ev-ladder_set = { $unit } and { $other } set up the ladder at { $hex } against { $wall }
ager-ev-ladder_lifted = { $unit } and { $other } lift the ladder at { $hex } and carry it ({ $mp } MP left)
ager-ev-ladder_laid = { $unit } and { $other } lay the ladder down at { $hex }
ager-ev-ladder_dropped = { $unit } and { $other } drop the ladder: it lies at { $hex }
ager-err-cannot_ladder = { $unit } cannot do that with a ladder now: two characters on foot next to it (next to each other to lift it), 2 MP each, nobody on it, a wall hex one level higher
ager-err-ladder_behind = { $unit } cannot follow with the ladder along that path

## an outer corner under crossfire (A§8.4)
ager-ask-cover = { $unit } in the corner at { $hex } is under crossfire: choose the side he is covered against
ager-ev-covered = { $unit } is covered against the side of { $against } this phase
discord-cmd-choice-ager-cover = Ager Sanguinis: the covered side of a corner under crossfire
ager-standing-ager-cover = an outer corner under crossfire (Ager 8.4): always = covered against the side of the shot that comes first

## a roll's arithmetic: the face, each modifier signed with what it is for, the sum, and what a
## sum beyond the table counts as
ager-mod = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value } ({ $why })
ager-mod_net = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value }
ager-sum = { $count ->
    [0] { $sum }
   *[other] { $sum } = { $raw }
}{ $clamp ->
    [high] , counted as { $total }
    [low] , counted as { $total }
   *[none] {""}
}

## a shot that is not among the choices of step 1, and why (A§5)
ager-err-no_shot = “{ $order }” is no shot now: { $why }
ager-why-shot-no_character = there is no character “{ $name }”
ager-why-shot-not_yours = { $unit } is not a character of yours able to shoot now
ager-why-shot-fired = { $unit } has already fired in this step
ager-why-shot-engaged = { $unit } stands next to an enemy able to attack him
ager-why-shot-carrying = { $unit } is carrying a ladder
ager-why-shot-palanquin = { $unit } sits in a palanquin
ager-why-shot-no_weapon = { $verb ->
    [throw] { $unit } has no spear left to throw
    [hurl] { $unit } has no naphtha pot
   *[fire] { $unit } has no missile weapon to shoot with
}
ager-why-shot-no_pot = { $unit } has no pot ready: all are thrown, or the last one was thrown too recently
ager-why-shot-no_animal = { $target } is no enemy horse or camel that { $unit } can reach and see
ager-why-shot-not_enemy = { $target } is no enemy character on the map
ager-why-shot-out_of_range = { $target } is { $range } hexes away, and the weapon of { $unit } reaches { $reach }
ager-why-shot-no_sight = { $unit } cannot see { $target }

## ager.decision: each decision named in the lines that say a standing answer gave it or was set
ager-decision-dfire = defensive fire
ager-decision-countercharge = counter-charge
ager-decision-retreat = retreat path
ager-decision-place = where a fallen man or a led horse is placed
ager-decision-cover = the covered side of a corner under crossfire
ager-decision-bearer = who takes a melee result
ager-decision-advance = advance after combat
discord-cmd-choice-ager-bearer = Ager Sanguinis: who takes a melee result
ager-standing-ager-bearer = who of several attackers (or defenders) takes a melee result (Ager 6.2): always = the first named

## a horse or camel bolting out of a naphtha fire (A§7.3)
ager-ev-bolts = { $kind ->
    [camel] The riderless camel
   *[horse] The riderless horse
} bolts out of the fire from { $hex } to { $to }
ager-ev-no_bolt = { $kind ->
    [camel] The riderless camel
   *[horse] The riderless horse
} in { $hex } has nowhere to bolt and stays

## a riderless horse or camel in a naphtha fire, rolling as an unarmoured rider would (A§7.3, §6.7)
ager-ev-beast_burn = { $kind ->
    [camel] The riderless camel
   *[horse] The riderless horse
} in { $hex } in the fire: { $face }: { $result }
ager-naphtha-beast_killed = killed
ager-naphtha-beast_bolts = it bolts
ager-naphtha-beast_unhurt = no effect (no rider to back away)
