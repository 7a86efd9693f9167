### Amíg távol voltál (bot/away.py): mit tett a másik fél egy fél utolsó parancsa óta. A kulcsok állandók.

away-nothing = { $side } utolsó parancsa óta semmi sem történt.
away-head = { $side } utolsó parancsa óta: a másik fél { $orders ->
    [one] egy parancsot adott
   *[other] { $orders } parancsot adott
}, { $activations ->
    [one] egy aktiválás
   *[other] { $activations } aktiválás
}.
away-actions = { $moves ->
    [one] egy mozgás
   *[other] { $moves } mozgás
}, { $attacks ->
    [one] egy támadás
   *[other] { $attacks } támadás
}, { $retreats ->
    [one] egy visszavonulás
   *[other] { $retreats } visszavonulás
}.
away-losses = { $side } vesztesége: { $lost ->
    [one] egy erőpont
   *[other] { $lost } erőpont
} (megsemmisült egységek: { $eliminated }, vezérek: { $leaders }).
away-losses_other = A másik fél vesztesége: { $lost ->
    [one] egy erőpont
   *[other] { $lost } erőpont
} (megsemmisült egységek: { $eliminated }, vezérek: { $leaders }).
away-earlier = … { $count ->
    [one] egy korábbi esemény
   *[other] { $count } korábbi esemény
} (lásd /game log).
away-usage = /game away [fél]: mit tett a másik fél a saját feled utolsó parancsa óta, egy térképen.
