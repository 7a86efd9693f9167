## discord: para Potwierdź / Anuluj rozkazu, który coś traci
discord-order_confirm_button = Potwierdź
discord-order_drop_button = Anuluj
discord-order_dropped = Anulowano: rozkaz „{ $order }” nie został wydany. Nic się nie zmieniło.
