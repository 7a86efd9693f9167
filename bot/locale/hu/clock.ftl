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
clock-bar = ⏱ { $side }: még { $hours } óra { $minutes } perc
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
clock-reminder = { $user }: { $side } döntésére vár a játék itt: <#{ $channel }> (az idő lejár: { $deadline }).
clock-settings = Éjszakai órák: { $night }; időzóna: { $tz }; emlékeztetők: { $reminders }.
clock-vacation = { $side }: szabadságon ebben a játékban { $days ->
    [one] { $days } napig
   *[other] { $days } napig
}; közben az óra nem jár.
clock-digest = { $count ->
    [one] Egy játék a döntésedre vár:
   *[other] { $count } játék vár a döntéseidre:
}
discord-cmd-game-new-opt-clock-name = óra
discord-cmd-game-new-opt-clock-desc = idő oldalanként és fordulónként (48h), vagy keret a játékra (bank 10d, bank 10d+2h)
discord-cmd-game-new-opt-timeout-name = időtúllépés
discord-cmd-game-new-opt-timeout-desc = ha lejár egy oldal ideje: alapértelmezett válasz, játékvesztés vagy moderátor dönt
discord-cmd-game-vacation-name = szabadság
discord-cmd-game-vacation-desc = Állítsd meg az órádat ebben a játékban néhány napra
discord-cmd-game-vacation-opt-days-name = napok
discord-cmd-game-vacation-opt-days-desc = hány napra, mostantól
discord-cmd-settings-name = beállítások
discord-cmd-settings-desc = Éjszakai óráid, időzónád és emlékeztetőid (minden játékban)
discord-cmd-settings-opt-night-name = éjszaka
discord-cmd-settings-opt-night-desc = amikor alszol, pl. 22-07 (off: nincs); ilyenkor az órád áll
discord-cmd-settings-opt-tz-name = időzóna
discord-cmd-settings-opt-tz-desc = az időzónád, pl. Europe/Warsaw
discord-cmd-settings-opt-reminders-name = emlékeztetők
discord-cmd-settings-opt-reminders-desc = minden döntésnél, fordulónként egyszer, összesítve privát üzenetben, vagy soha
clock-extended = { $moderator } még { $hours ->
    [one] egy órát
   *[other] { $hours } órát
} ad { $side } órájára.
clock-nothing_owed = { $side } most nem tartozik döntéssel: nincs mit eldönteni helyette.
clock-none = Ennek a játéknak nincs órája.
discord-cmd-game-timeout-name = időtúllépés
discord-cmd-game-timeout-desc = Moderátorok: döntés egy olyan fél helyett, amelynek lejárt az ideje
discord-cmd-game-timeout-opt-side-name = oldal
discord-cmd-game-timeout-opt-side-desc = az oldal
discord-cmd-game-timeout-opt-action-name = döntés
discord-cmd-game-timeout-opt-action-desc = az alapértelmezett válasz, feladás vagy több idő
discord-cmd-game-timeout-opt-hours-name = órák
discord-cmd-game-timeout-opt-hours-desc = több idő: hány óra

## discord.cmd.choice: az óra parancsainak választásai (időtúllépés, döntés, emlékeztetők)
discord-cmd-choice-timeout-default = az alapértelmezett válasz
discord-cmd-choice-timeout-forfeit = játékvesztés
discord-cmd-choice-timeout-moderator = egy moderátor dönt
discord-cmd-choice-resolve-default = az alapértelmezett válasz
discord-cmd-choice-resolve-forfeit = játékvesztés
discord-cmd-choice-resolve-extend = több idő
discord-cmd-choice-reminders-every = minden döntésnél
discord-cmd-choice-reminders-turn = fordulónként egyszer
discord-cmd-choice-reminders-digest = összesítve privát üzenetben
discord-cmd-choice-reminders-off = soha
