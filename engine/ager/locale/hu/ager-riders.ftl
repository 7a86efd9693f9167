### Ager Sanguinis: lovasok, tevék, és a mozgás, a tüzelés és a közelharc elutasításai.

ager-err-charge_over = { $side }: ennek a fázisnak a roham-lépése már véget ért (a rohamokat abban kell bejelenteni, mielőtt bárki mozog; kimarad, ha egy roham sem jelenthető be)
ager-err-fired_still = { $unit } tüzelt ebben a fázisban ({ $weapon }): ez a fegyver nem engedi, hogy ugyanebben a fázisban mozogjon
