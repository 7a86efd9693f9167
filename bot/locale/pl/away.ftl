### Gdy cię nie było (bot/away.py): co zrobiła druga strona od ostatniego rozkazu danej strony. Klucze są stałe.

away-nothing = Nic się nie wydarzyło od ostatniego rozkazu strony { $side }.
away-head = Od ostatniego rozkazu strony { $side }: { $orders ->
    [one] jeden rozkaz
    [few] { $orders } rozkazy
    [many] { $orders } rozkazów
   *[other] { $orders } rozkazu
} drugiej strony, { $activations ->
    [one] jedna aktywacja
    [few] { $activations } aktywacje
    [many] { $activations } aktywacji
   *[other] { $activations } aktywacji
}.
away-actions = { $moves ->
    [one] jeden ruch
    [few] { $moves } ruchy
    [many] { $moves } ruchów
   *[other] { $moves } ruchu
}, { $attacks ->
    [one] jeden atak
    [few] { $attacks } ataki
    [many] { $attacks } ataków
   *[other] { $attacks } ataku
}, { $retreats ->
    [one] jeden odwrót
    [few] { $retreats } odwroty
    [many] { $retreats } odwrotów
   *[other] { $retreats } odwrotu
}.
away-losses = { $side } { $side_gender ->
        [plural-virile] tracą
        [plural] tracą
       *[other] traci
    } { $lost ->
    [one] jeden punkt siły
    [few] { $lost } punkty siły
    [many] { $lost } punktów siły
   *[other] { $lost } punktu siły
} (wyeliminowane oddziały: { $eliminated }, dowódcy: { $leaders }).
away-losses_other = Druga strona traci { $lost ->
    [one] jeden punkt siły
    [few] { $lost } punkty siły
    [many] { $lost } punktów siły
   *[other] { $lost } punktu siły
} (wyeliminowane oddziały: { $eliminated }, dowódcy: { $leaders }).
away-earlier = … { $count ->
    [one] jedno wcześniejsze zdarzenie
    [few] { $count } wcześniejsze zdarzenia
    [many] { $count } wcześniejszych zdarzeń
   *[other] { $count } wcześniejszego zdarzenia
} (zob. /game log).
away-usage = /game away [strona]: co zrobiła druga strona od ostatniego rozkazu twojej strony, na jednej mapie.
