## discord: egy valamit elveszítő utasítás Megerősítés / Mégse gombpárja
discord-order_confirm_button = Megerősítés
discord-order_drop_button = Mégse
discord-order_dropped = Visszavonva: a(z) „{ $order }” utasítás nem lett kiadva. Semmi sem változott.
