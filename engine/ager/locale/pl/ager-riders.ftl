### Ager Sanguinis: jeźdźcy, wielbłądy i odmowy ruchu, ostrzału i walki wręcz.

ager-err-charge_over = { $side }: krok szarż tej fazy już minął (szarże deklaruje się w nim, zanim ktokolwiek się ruszy; pomija się go, gdy żadnej szarży nie da się zadeklarować)
ager-err-fired_still = { $unit } strzelał w tej fazie ({ $weapon }): ta broń nie pozwala mu ruszyć się w tej samej fazie
