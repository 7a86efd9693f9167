### Поки вас не було (bot/away.py): що зробила інша сторона після останнього наказу сторони. Ключі сталі.

away-nothing = Після останнього наказу сторони { $side } нічого не сталося.
away-head = Після останнього наказу сторони { $side }: { $orders ->
    [one] { $orders } наказ
    [few] { $orders } накази
    [many] { $orders } наказів
   *[other] { $orders } наказу
} іншої сторони, { $activations ->
    [one] { $activations } активація
    [few] { $activations } активації
    [many] { $activations } активацій
   *[other] { $activations } активації
}.
away-actions = { $moves ->
    [one] { $moves } рух
    [few] { $moves } рухи
    [many] { $moves } рухів
   *[other] { $moves } руху
}, { $attacks ->
    [one] { $attacks } атака
    [few] { $attacks } атаки
    [many] { $attacks } атак
   *[other] { $attacks } атаки
}, { $retreats ->
    [one] { $retreats } відступ
    [few] { $retreats } відступи
    [many] { $retreats } відступів
   *[other] { $retreats } відступу
}.
away-losses = { $side } { $side_gender ->
        [plural] втрачають
       *[other] втрачає
    } { $lost ->
    [one] { $lost } очко сили
    [few] { $lost } очки сили
    [many] { $lost } очок сили
   *[other] { $lost } очка сили
} (знищені загони: { $eliminated }, командири: { $leaders }).
away-losses_other = Інша сторона втрачає { $lost ->
    [one] { $lost } очко сили
    [few] { $lost } очки сили
    [many] { $lost } очок сили
   *[other] { $lost } очка сили
} (знищені загони: { $eliminated }, командири: { $leaders }).
away-earlier = … { $count ->
    [one] { $count } попередня подія
    [few] { $count } попередні події
    [many] { $count } попередніх подій
   *[other] { $count } попередньої події
} (див. /game log).
away-usage = /game away [сторона]: що зробила інша сторона після останнього наказу вашої сторони, на одній мапі.
