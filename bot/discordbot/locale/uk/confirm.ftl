## discord: пара Підтвердити / Скасувати для наказу, що щось втрачає
discord-order_confirm_button = Підтвердити
discord-order_drop_button = Скасувати
discord-order_dropped = Скасовано: наказ «{ $order }» не віддано. Нічого не змінилося.
