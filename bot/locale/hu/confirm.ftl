## service: egy utasítás, amely valamit elveszít, megerősítésre vár
service-confirm_order = { $side }: „{ $order }” — { $warning }. Még semmi sem történt: erősítsd meg a folytatáshoz.
console-confirm_order = Írd be újra ugyanezt az utasítást, vagy azt, hogy confirm, a kiadásához; bármi más elveti.
console-nothing_to_confirm = Egyetlen utasítás sem vár megerősítésre.
service-which_side = A(z) „{ $order }” utasítást most több oldalad is kiadhatja ({ $sides }). Semmi sem történt: válaszd ki a számával a listából, vagy kezdd az oldallal, pl. „{ $side }: { $order }”.
