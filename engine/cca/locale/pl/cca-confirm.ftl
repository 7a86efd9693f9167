## cca.warn: co traci rozkaz, do przeczytania przed potwierdzeniem
cca-warn-no_orders = żaden oddział ani dowódca nie ma rozkazu: to kończy turę, karta { $card } przepada na nic i dobierasz nową kartę (bez cofania)
cca-warn-unmoved = to kończy ruch: { $pieces } { $count ->
    [one] ma rozkaz, ale się nie ruszył i nie ruszy się
   *[other] mają rozkaz, ale się nie ruszyły i nie ruszą się
} w tej turze
cca-warn-unbattled = to kończy walki: { $pieces } { $count ->
    [one] ma rozkaz i mógłby jeszcze walczyć, ale nie będzie
   *[other] mają rozkaz i mogłyby jeszcze walczyć, ale nie będą
} w tej turze
