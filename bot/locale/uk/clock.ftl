### Годинник гри, нічні години, відпустки й нагадування.

## clock
clock-event-timed_out = У { $side } скінчився час: застосовано типову відповідь.
clock-event-forfeit = У { $side } скінчився час, і ця сторона програє. Гру виграє { $winner }.
clock-result-timed_out = у { $side } скінчився час
clock-timeout-default = типова відповідь
clock-timeout-forfeit = поразка
clock-timeout-moderator = вирішує модератор
clock-status-turn = Годинник: { $hours } год на сторону за хід; коли час скінчиться: { $timeout }.
clock-status-bank = Годинник: запас { $hours } год на сторону; коли час скінчиться: { $timeout }.
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
clock-moderator = У { $side } скінчився час. Що далі, вирішує модератор.
clock-reminder = { $side } має ухвалити рішення в <#{ $channel }>.
clock-settings = Нічні години: { $night }; часовий пояс: { $tz }; нагадування: { $reminders }.
clock-vacation = { $side }: відпустка в цій грі на { $days ->
    [one] { $days } день
    [few] { $days } дні
    [many] { $days } днів
   *[other] { $days } дня
}; тим часом годинник стоїть.
