### Перевірювані кості та експорт (bot/verify.py, bot/export.py). Ключі сталі.

## verify.event: оголошується на каналі
verify-event-committed = Кості запечатано: зобов'язання { $commitment } (правила { $rules }). Зерно та його сіль буде розкрито, коли гра закінчиться, тож кожен зможе перевірити кожен кидок командою /game verify.
verify-event-revealed = Кості розкрито: зерно { $seed }, сіль { $salt } (зобов'язання { $commitment }). /game export записує гру; hexwar verify її перевіряє.

## verify.status: рядки стану
verify-status-committed = Зобов'язання костей: { $commitment } (правила { $rules })
verify-status-revealed = Розкриті кості: зерно { $seed }, сіль { $salt }

## verify: вердикт щодо експортованої гри
verify-ok = Перевірено: { $steps ->
    [0] ще нічого не зіграно; підготовка гри відтворюється
    [one] { $steps } крок відтворюється
    [few] усі { $steps } кроки відтворюються
    [many] усі { $steps } кроків відтворюються
   *[other] усі { $steps } кроку відтворюються
} точно так, як записано.
verify-failed = Не перевірено: { $count ->
    [one] знайдено { $count } проблему
    [few] знайдено { $count } проблеми
    [many] знайдено { $count } проблем
   *[other] знайдено { $count } проблеми
}.
verify-commitment_ok = Розкриті зерно та сіль збігаються із зобов'язанням { $commitment }.
verify-commitment_mismatch = Зобов'язання не збігається: сіль, зерно { $seed } і правила { $rules } дають { $computed }, а не { $commitment }.
verify-not_revealed = Зерно ще не розкрито: гру можна перевірити, коли вона закінчиться.
verify-no_commitment = Ця гра не має зобов'язання костей (вона почалася раніше, ніж ігри їх отримали).
verify-rules_changed = Записано за правилами { $recorded }; перевірено за { $current }.
verify-step_differs = Крок { $step } ({ $side }: { $order }) відходить від запису: { $what ->
    [rolls] його кості
    [both] його кості та події
   *[events] його події
} відрізняються під час відтворення.
verify-step_refused = Крок { $step } ({ $side }: { $order }) відхилено під час відтворення: { $why }
verify-result_differs = Записаний результат ({ $recorded }) не той, до якого веде відтворення ({ $replayed }).
verify-position_differs = Остаточна позиція відходить від записаної.
verify-no_result = немає результату
verify-unreadable = Це не експорт гри hexwar, який можна перевірити ({ $why }).

## export: читабельний журнал гри
export-title = { $title } ({ $system } / { $scenario })
export-state = Стан: { $status }, версія { $version }
export-created = Створено { $at }; остання зміна { $updated }
export-seat = { $side }: { $users }
export-log = Журнал:
export-no_actions = Ще нічого не сталося.
export-written = Гру записано: { $text } і { $transcript }
export-written_text = Гру записано: { $text }
export-transcript_later = Запис для відтворення, із зерном, з'явиться, коли гра закінчиться.
