### Годинник гри, нічні години, відпустки й нагадування.

## clock
clock-event-timed_out = Час сторони { $side } скінчився: застосовано типову відповідь.
clock-event-forfeit = Час сторони { $side } скінчився, і ця сторона програє. Гру виграє { $winner }.
clock-result-timed_out = час сторони { $side } скінчився
clock-timeout-default = типова відповідь
clock-timeout-forfeit = поразка
clock-timeout-moderator = вирішує модератор
clock-status-turn = Годинник: { $hours } год на сторону за хід; коли час скінчиться: { $timeout }.
clock-status-bank = Годинник: запас { $hours } год на сторону; коли час скінчиться: { $timeout }.
clock-bar = ⏱ { $side }: лишилося { $hours } год { $minutes } хв
clock-side-owing = { $side }: лишилося { $hours } год { $minutes } хв (годинник іде)
clock-side-waiting = { $side }: лишилося { $hours } год { $minutes } хв
clock-side-expired = { $side }: час скінчився, вирішує модератор
clock-bad_duration = '{ $value }' — це не час: напишіть години, наприклад 48h, або дні, наприклад 2d (щонайбільше 60 днів).
clock-bad_kind = Немає годинника '{ $value }' (годинники: { $kinds }).
clock-bad_timeout = '{ $value }' не може статися, коли скінчиться час (виберіть: { $timeouts }).
clock-bad_tz = Немає часового поясу '{ $value }' (пишіть так: Europe/Warsaw).
clock-bad_night = '{ $value }' — це не нічні години: пишіть так: 22-07 (години 0–23), або off.
clock-bad_style = Немає стилю нагадувань '{ $value }' (стилі: { $styles }).
clock-bad_vacation = Відпустка триває від 1 до { $most } днів, а не { $days }.
clock-moderator = Час сторони { $side } скінчився. Що далі, вирішує модератор.
clock-reminder = { $user }: { $side } { $side_gender ->
        [plural] мають
       *[other] має
    } ухвалити рішення в <#{ $channel }> (час спливає { $deadline }).
clock-settings = Нічні години: { $night }; часовий пояс: { $tz }; нагадування: { $reminders }.
clock-vacation = { $side }: відпустка в цій грі на { $days ->
    [one] { $days } день
    [few] { $days } дні
    [many] { $days } днів
   *[other] { $days } дня
}; тим часом годинник стоїть.
clock-digest = { $count ->
    [one] Гра чекає на ваше рішення:
    [few] { $count } гри чекають на ваші рішення:
    [many] { $count } ігор чекають на ваші рішення:
   *[other] { $count } гри чекають на ваші рішення:
}
discord-cmd-game-new-opt-clock-name = годинник
discord-cmd-game-new-opt-clock-desc = час на сторону за хід (48h) або запас на гру (bank 10d, bank 10d+2h)
discord-cmd-game-new-opt-timeout-name = тайм-аут
discord-cmd-game-new-opt-timeout-desc = коли в сторони скінчиться час: типова відповідь, поразка або рішення модератора
discord-cmd-game-vacation-name = відпустка
discord-cmd-game-vacation-desc = Зупинити ваш годинник у цій грі на кілька днів
discord-cmd-game-vacation-opt-days-name = дні
discord-cmd-game-vacation-opt-days-desc = скільки днів, починаючи від зараз
discord-cmd-settings-name = налаштування
discord-cmd-settings-desc = Ваші нічні години, часовий пояс і нагадування (в усіх іграх)
discord-cmd-settings-opt-night-name = ніч
discord-cmd-settings-opt-night-desc = години сну, напр. 22-07 (off: немає); тоді ваш годинник стоїть
discord-cmd-settings-opt-tz-name = пояс
discord-cmd-settings-opt-tz-desc = ваш часовий пояс, напр. Europe/Warsaw
discord-cmd-settings-opt-reminders-name = нагадування
discord-cmd-settings-opt-reminders-desc = за кожним рішенням, раз на хід, збірка в особисті повідомлення або вимкнено
clock-extended = { $moderator } дає стороні { $side } { $hours ->
    [one] ще { $hours } годину
    [few] ще { $hours } години
    [many] ще { $hours } годин
   *[other] ще { $hours } години
} на годиннику.
clock-nothing_owed = Сторона { $side } зараз не має рішення: немає чого вирішувати за неї.
clock-none = Ця гра не має годинника.
discord-cmd-game-timeout-name = час-вийшов
discord-cmd-game-timeout-desc = Модератори: вирішити за сторону, в якої скінчився час
discord-cmd-game-timeout-opt-side-name = сторона
discord-cmd-game-timeout-opt-side-desc = сторона
discord-cmd-game-timeout-opt-action-name = рішення
discord-cmd-game-timeout-opt-action-desc = типова відповідь, поразка або більше часу
discord-cmd-game-timeout-opt-hours-name = години
discord-cmd-game-timeout-opt-hours-desc = більше часу: скільки годин

## discord.cmd.choice: варіанти команд годинника (після часу, рішення, нагадування)
discord-cmd-choice-timeout-default = типова відповідь
discord-cmd-choice-timeout-forfeit = поразка
discord-cmd-choice-timeout-moderator = вирішує модератор
discord-cmd-choice-resolve-default = типова відповідь
discord-cmd-choice-resolve-forfeit = поразка
discord-cmd-choice-resolve-extend = більше часу
discord-cmd-choice-reminders-every = за кожним рішенням
discord-cmd-choice-reminders-turn = раз на хід
discord-cmd-choice-reminders-digest = збірка в особисті повідомлення
discord-cmd-choice-reminders-off = вимкнено
