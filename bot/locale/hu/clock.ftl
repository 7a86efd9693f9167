### A játék órája, éjszakai órák, szabadság és emlékeztetők.

## clock
clock-event-timed_out = { $side } ideje lejárt: az alapértelmezett válasz érvényes.
clock-event-forfeit = { $side } ideje lejárt, így veszít. { $winner } nyeri a játékot.
clock-result-timed_out = { $side } ideje lejárt
clock-timeout-default = az alapértelmezett válasz
clock-timeout-forfeit = játékvesztés
clock-timeout-moderator = egy moderátor dönt
clock-status-turn = Óra: oldalanként és fordulónként { $hours } óra; ha lejár: { $timeout }.
clock-status-bank = Óra: oldalanként { $hours } óra keret; ha lejár: { $timeout }.
clock-side-owing = { $side }: még { $hours } óra { $minutes } perc (az óra jár)
clock-side-waiting = { $side }: még { $hours } óra { $minutes } perc
clock-side-expired = { $side }: lejárt az ideje, egy moderátor dönt
clock-bad_duration = '{ $value }' nem időtartam: írj órát, például 48h, vagy napot, például 2d (legfeljebb 60 nap).
clock-bad_kind = Nincs '{ $value }' nevű óra (órák: { $kinds }).
clock-bad_timeout = '{ $value }' nem választható az idő lejártára (lehetőségek: { $timeouts }).
clock-bad_tz = Nincs '{ $value }' nevű időzóna (írd így: Europe/Warsaw).
clock-bad_night = '{ $value }' nem éjszakai órák: írd így: 22-07 (órák 0–23), vagy off.
clock-bad_style = Nincs '{ $value }' nevű emlékeztető stílus (stílusok: { $styles }).
clock-bad_vacation = A szabadság 1 és { $most } nap között lehet, nem { $days }.
clock-moderator = { $side } ideje lejárt. Egy moderátor dönti el, mi történjen.
clock-reminder = { $side } döntésére vár a játék itt: <#{ $channel }>.
clock-settings = Éjszakai órák: { $night }; időzóna: { $tz }; emlékeztetők: { $reminders }.
clock-vacation = { $side }: szabadságon ebben a játékban { $days ->
    [one] { $days } napig
   *[other] { $days } napig
}; közben az óra nem jár.
