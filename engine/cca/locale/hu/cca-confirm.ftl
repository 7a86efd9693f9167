## cca.warn: mit veszít egy utasítás, megerősítés előtt olvasandó
cca-warn-no_orders = egyetlen egység vagy vezető sem kapott utasítást: ez befejezi a fordulót, a(z) { $card } kártya kárba vész, és új kártyát húzol (nem vonható vissza)
cca-warn-unmoved = ez befejezi a mozgást: { $pieces } { $count ->
    [one] utasítást kapott, de nem mozgott, és ebben a fordulóban már nem mozoghat
   *[other] utasítást kaptak, de nem mozogtak, és ebben a fordulóban már nem mozoghatnak
}
cca-warn-unbattled = ez befejezi a csatákat: { $pieces } { $count ->
    [one] utasítást kapott és még csatázhatna, de ebben a fordulóban már nem fog
   *[other] utasítást kaptak és még csatázhatnának, de ebben a fordulóban már nem fognak
}
