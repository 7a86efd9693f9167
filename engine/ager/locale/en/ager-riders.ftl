### Ager Sanguinis: riders, camels and the refusals of movement, fire and melee.

ager-err-charge_over = { $side }: the charge step of this phase is over (charges are declared in it, before anyone moves; it is passed over when no charge can be declared)
ager-err-fired_still = { $unit } fired this phase ({ $weapon }): that weapon leaves him no move in the same phase
