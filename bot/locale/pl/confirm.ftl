## service: rozkaz, który coś traci, czeka na potwierdzenie
service-confirm_order = { $side }: „{ $order }” — { $warning }. Jeszcze nic nie zastosowano: potwierdź, aby kontynuować.
console-confirm_order = Wpisz ten sam rozkaz ponownie albo confirm, aby go wydać; cokolwiek innego go porzuca.
console-nothing_to_confirm = Żaden rozkaz nie czeka na potwierdzenie.
service-which_side = „{ $order }” może teraz wydać kilka Twoich stron ({ $sides }). Nic nie zastosowano: wybierz rozkaz numerem z listy albo zacznij od strony, np. „{ $side }: { $order }”.
