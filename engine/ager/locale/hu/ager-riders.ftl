### Ager Sanguinis: lovasok, tevék, és a mozgás, a tüzelés és a közelharc elutasításai.

ager-err-charge_over = { $side }: ennek a fázisnak a roham-lépése már véget ért (a rohamokat abban kell bejelenteni, mielőtt bárki mozog; kimarad, ha egy roham sem jelenthető be)
ager-err-fired_still = { $unit } tüzelt ebben a fázisban ({ $weapon }): ez a fegyver nem engedi, hogy ugyanebben a fázisban mozogjon
ager-err-in_palanquin = { $unit } gyaloghintóban ül: csak a tevéjével együtt mozog, vagy kiszáll (dismount, 6 MP)

## tevék (A§4.4.2–4.4.6, §6.7)
ager-roll-fright = a ló próbája teve mellett ({ $unit })
ager-ev-fright = A ló ({ $unit }) teve mellé kerül: { $roll }: { $result }
ager-fright-panic = megriad és egy hexát hátrál; a mozgás véget ér, ebben a körben egy oszloppal balra harcol
ager-fright-frightened = megijed, de a lovas továbbhajtja; ebben a körben egy oszloppal balra harcol
ager-fright-none = nincs hatás
ager-ev-palanquin_in = { $unit } beszáll a teve gyaloghintójába itt: { $hex } ({ $cost } MP)
ager-ev-palanquin_out = { $unit } kiszáll a gyaloghintóból ide: { $hex }; maradt { $mp } MP
ager-ev-palanquin_falls = A teve elpusztul, a gyaloghintó összedől: { $unit } itt áll: { $hex }

## a camel attacked or shot (A§6.7: defence 1, as an unarmoured rider)
ager-ev-camel_shot = A lövés eltalálja a tevét itt: { $hex } (fedezék { $cover }): { $roll }: { $result }
ager-ev-camel_melee = Közelharc: { $attackers } a teve ellen itt: { $hex }, { $attack } a { $defence } ellen ({ $column }. oszlop): { $face }: { $result }
ager-ev-camel_dies = A teve itt elpusztul: { $hex }

ager-term-piece-camel = teve
ager-err-camel_charge = { $unit } nem rohamozhatja meg: { $target }: tevés lovasok nem rohamoznak, és tevét nem rohamoznak meg
ager-ev-camel_killed = { $unit }: a teve elpusztul
ager-ev-off_camel = { $unit } leesik a tevéről ide: { $hex }
ager-ev-leads_camel = { $unit } kantáron fogja a tevét itt: { $hex }
ager-ev-lets_go_camel = { $unit } elengedi a tevét itt: { $hex }
