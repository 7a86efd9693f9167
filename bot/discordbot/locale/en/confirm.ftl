## discord: the Confirm / Cancel pair of an order that forfeits something
discord-order_confirm_button = Confirm
discord-order_drop_button = Cancel
discord-order_dropped = Cancelled: “{ $order }” was not given. Nothing changed.
