### Склад і очки (bot/roster.py): /game roster, /game score та їхні відповідники в консолі. Ключі сталі.

## roster
roster-side = ── { $name } ({ $side })
roster-units = { $count ->
    [one] { $count } загін на мапі:
    [few] { $count } загони на мапі:
    [many] { $count } загонів на мапі:
   *[other] { $count } загону на мапі:
}
roster-unit = { $name } [{ $kind }] на { $hex }
roster-unit_strength = { $name } [{ $kind }] на { $hex }: сила { $strength }
roster-unit_of = { $name } [{ $kind }] на { $hex }: сила { $strength } з { $max }
roster-leaders = { $count ->
    [one] { $count } командир:
    [few] { $count } командири:
    [many] { $count } командирів:
   *[other] { $count } командира:
}
roster-leader = { $name } на { $hex }
roster-leader_with = { $name } на { $hex }, із загоном { $unit }
roster-leader_off = { $name }: { $state }
roster-losses = Втрати: { $lost ->
    [one] { $lost } пункт сили
    [few] { $lost } пункти сили
    [many] { $lost } пунктів сили
   *[other] { $lost } пункту сили
} серед загонів на мапі.
roster-figure = { $name }: { $value }
roster-no_side = Немає сторони '{ $side }' (сторони: { $sides }).
roster-score = Переможні очки: { $score }
roster-score_of = Переможні очки: { $score } з { $target } потрібних для перемоги
roster-no_score = Ця гра не рахує переможних очок.
roster-earned = { $name } ({ $count }): { $items }
roster-points = { $points ->
    [one] { $points } очко
    [few] { $points } очки
    [many] { $points } очок
   *[other] { $points } очка
} за { $why }
roster-head = Склад: { $title }, хід { $turn }
roster-score_head = Очки: { $title }, хід { $turn }

## roster.console_help: команди записів гри в консолі
roster-console_help =
    Записи гри:
      /game export [ШЛЯХ]                          записати гру: журнал (.txt) і запис для відтворення (.toml)
      /game verify [ШЛЯХ]                          перевірити кості й відтворити кожен крок (цієї гри або експорту)
      /game roster [СТОРОНА]                       загони з силою та станом, командири й втрати
      /game score                                  переможні очки і за що їх здобуто
      /game away [СТОРОНА]                         що зробила інша сторона після вашого останнього наказу, на одній мапі
