## service: egy utasítás, amely valamit elveszít, megerősítésre vár
service-confirm_order = { $side }: „{ $order }” — { $warning }. Még semmi sem történt: erősítsd meg a folytatáshoz.
console-confirm_order = Írd be újra ugyanezt az utasítást, vagy azt, hogy confirm, a kiadásához; bármi más elveti.
console-nothing_to_confirm = Egyetlen utasítás sem vár megerősítésre.
