### Ager Sanguinis: jeźdźcy, wielbłądy i odmowy ruchu, ostrzału i walki wręcz.

ager-err-charge_over = { $side }: krok szarż tej fazy już minął (szarże deklaruje się w nim, zanim ktokolwiek się ruszy; pomija się go, gdy żadnej szarży nie da się zadeklarować)
ager-err-fired_still = { $unit }: strzał w tej fazie ({ $weapon }); ta broń nie pozwala ruszyć się w tej samej fazie
ager-err-in_palanquin = { $unit } siedzi w lektyce: porusza się tylko ze swoim wielbłądem albo z niej wychodzi (dismount, 6 PR)

## wielbłądy (A§4.4.2–4.4.6, §6.7)
ager-roll-fright = test konia ({ $unit }) obok wielbłąda
ager-ev-fright = Koń ({ $unit }) staje obok wielbłąda: { $roll }: { $result }
ager-fright-panic = wpada w panikę i cofa się o jeden heks; koniec ruchu, w tej rundzie walczy o kolumnę w lewo
ager-fright-frightened = jest wystraszony, jeździec zmusza go do dalszej drogi; w tej rundzie walczy o kolumnę w lewo
ager-fright-none = bez efektu
ager-ev-palanquin_in = { $unit } wchodzi do lektyki wielbłąda na { $hex } ({ $cost } PR)
ager-ev-palanquin_out = { $unit } wychodzi z lektyki na { $hex }; zostaje { $mp } PR
ager-ev-palanquin_falls = Wielbłąd ginie, a lektyka się rozpada: { $unit } stoi na { $hex }

## a camel attacked or shot (A§6.7: defence 1, as an unarmoured rider)
ager-ev-camel_shot = Pocisk trafia wielbłąda na { $hex } (osłona { $cover }): { $roll }: { $result }
ager-ev-camel_melee = Walka: { $attackers } przeciw wielbłądowi na { $hex }, { $attack } przeciw { $defence } (kolumna { $column }): { $face }: { $result }
ager-ev-camel_dies = Wielbłąd na { $hex } ginie

ager-term-piece-camel = wielbłąd
ager-err-camel_charge = { $unit } nie może szarżować na { $target }: jeźdźcy na wielbłądach nie szarżują i nie szarżuje się na wielbłądy
ager-ev-camel_killed = { $unit }: wielbłąd zabity
ager-ev-off_camel = { $unit } spada z wielbłąda na { $hex }
ager-ev-leads_camel = { $unit } bierze za uzdę wielbłąda na { $hex }
ager-ev-lets_go_camel = { $unit } puszcza wielbłąda na { $hex }
