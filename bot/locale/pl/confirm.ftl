## service: rozkaz, który coś traci, czeka na potwierdzenie
service-confirm_order = { $side }: „{ $order }” — { $warning }. Jeszcze nic nie zastosowano: potwierdź, aby kontynuować.
console-confirm_order = Wpisz ten sam rozkaz ponownie albo confirm, aby go wydać; cokolwiek innego go porzuca.
console-nothing_to_confirm = Żaden rozkaz nie czeka na potwierdzenie.
