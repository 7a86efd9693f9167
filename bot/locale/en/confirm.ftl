## service: an order that forfeits something waits for confirmation
service-confirm_order = { $side }: “{ $order }” — { $warning }. Nothing was applied yet: confirm it to go ahead.
console-confirm_order = Type the same order again, or confirm, to give it; anything else drops it.
console-nothing_to_confirm = There is no order waiting for confirmation.
service-which_side = Several of your sides ({ $sides }) could give “{ $order }” now. Nothing was applied: pick it by its number in the list, or begin with the side, e.g. “{ $side }: { $order }”.
