### Ager Sanguinis: riders, camels and the refusals of movement, fire and melee.

ager-err-charge_over = { $side }: the charge step of this phase is over (charges are declared in it, before anyone moves; it is passed over when no charge can be declared)
ager-err-fired_still = { $unit } fired this phase ({ $weapon }): that weapon leaves him no move in the same phase
ager-err-in_palanquin = { $unit } sits in a palanquin: he moves only with his camel, or leaves the palanquin (dismount, 6 MP)

## camels (A§4.4.2–4.4.6, §6.7)
ager-roll-fright = the test of { $unit }'s horse next to a camel
ager-ev-fright = The horse of { $unit } comes next to a camel: { $roll }: { $result }
ager-fright-panic = it panics and backs one hex; his move is over, and he fights one column left this round
ager-fright-frightened = it is frightened, he forces it on; he fights one column left this round
ager-fright-none = no effect
ager-ev-palanquin_in = { $unit } enters the palanquin of the camel in { $hex } ({ $cost } MP)
ager-ev-palanquin_out = { $unit } leaves the palanquin into { $hex }; { $mp } MP left
ager-ev-palanquin_falls = The camel dies and its palanquin collapses: { $unit } stands in { $hex }

## a camel attacked or shot (A§6.7: defence 1, as an unarmoured rider)
ager-ev-camel_shot = The camel in { $hex } is hit (cover { $cover }): { $roll }: { $result }
ager-ev-camel_melee = Melee: { $attackers } against the camel in { $hex }, { $attack } against { $defence } (column { $column }): { $face }: { $result }
ager-ev-camel_dies = The camel in { $hex } is killed

ager-term-piece-camel = camel
ager-err-camel_charge = { $unit } cannot charge { $target }: camel riders make no charge, and no charge is made at a camel
ager-ev-camel_killed = the camel of { $unit } is killed
ager-ev-off_camel = { $unit } comes down from his camel into { $hex }
ager-ev-leads_camel = { $unit } takes the bridle of the camel in { $hex }
ager-ev-lets_go_camel = { $unit } lets go of the camel in { $hex }
