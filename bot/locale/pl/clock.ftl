### Zegar gry, godziny nocne, urlopy i przypomnienia.

## clock
clock-event-timed_out = { $side } { $side_gender ->
        [plural-virile] nie zdążają
        [plural] nie zdążają
       *[other] nie zdąża
    } na czas: zostaje udzielona domyślna odpowiedź.
clock-event-forfeit = { $side } { $side_gender ->
        [plural-virile] nie zdążają na czas i przegrywają
        [plural] nie zdążają na czas i przegrywają
       *[other] nie zdąża na czas i przegrywa
    }. Grę wygrywa { $winner }.
clock-result-timed_out = { $side } { $side_gender ->
        [masculine] przekroczył
        [feminine] przekroczyła
        [neuter] przekroczyło
        [plural-virile] przekroczyli
        [plural] przekroczyły
       *[other] przekroczył(a)
    } czas
clock-timeout-default = domyślna odpowiedź
clock-timeout-forfeit = walkower
clock-timeout-moderator = decyduje moderator
clock-status-turn = Zegar: { $hours } godz. na stronę w każdej turze; po upływie czasu: { $timeout }.
clock-status-bank = Zegar: pula { $hours } godz. na stronę; po upływie czasu: { $timeout }.
clock-bar = ⏱ { $side }: zostało { $hours } godz. { $minutes } min
clock-side-owing = { $side }: zostało { $hours } godz. { $minutes } min (zegar biegnie)
clock-side-waiting = { $side }: zostało { $hours } godz. { $minutes } min
clock-side-expired = { $side }: czas minął, decyduje moderator
clock-bad_duration = '{ $value }' to nie jest czas: napisz godziny, np. 48h, albo dni, np. 2d (najwyżej 60 dni).
clock-bad_kind = Nie ma zegara '{ $value }' (zegary: { $kinds }).
clock-bad_timeout = '{ $value }' nie jest możliwym skutkiem upływu czasu (wybierz: { $timeouts }).
clock-bad_tz = Nie ma strefy czasowej '{ $value }' (zapisz ją np. jako Europe/Warsaw).
clock-bad_night = '{ $value }' to nie są godziny nocne: zapisz je np. jako 22-07 (godziny 0–23) albo off.
clock-bad_style = Nie ma stylu przypomnień '{ $value }' (style: { $styles }).
clock-bad_vacation = Urlop trwa od 1 do { $most } dni, nie { $days }.
clock-moderator = { $side } { $side_gender ->
        [plural-virile] nie zdążają
        [plural] nie zdążają
       *[other] nie zdąża
    } na czas. Moderator decyduje, co dalej.
clock-reminder = { $user }: { $side } { $side_gender ->
        [masculine] jest winien
        [feminine] jest winna
        [neuter] jest winno
        [plural-virile] są winni
        [plural] są winne
       *[other] ma do podjęcia
    } decyzję w <#{ $channel }> (czas mija { $deadline }).
clock-settings = Godziny nocne: { $night }; strefa czasowa: { $tz }; przypomnienia: { $reminders }.
clock-vacation = { $side }: urlop w tej grze na { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
}; w tym czasie zegar stoi.
clock-digest = { $count ->
    [one] Gra czeka na twoją decyzję:
    [few] { $count } gry czekają na twoje decyzje:
    [many] { $count } gier czeka na twoje decyzje:
   *[other] { $count } gry czeka na twoje decyzje:
}
discord-cmd-game-new-opt-clock-name = zegar
discord-cmd-game-new-opt-clock-desc = czas na stronę w turze (48h) albo pula na grę (bank 10d, bank 10d+2h)
discord-cmd-game-new-opt-timeout-name = po-czasie
discord-cmd-game-new-opt-timeout-desc = gdy stronie skończy się czas: domyślna odpowiedź, walkower albo decyzja moderatora
discord-cmd-game-vacation-name = urlop
discord-cmd-game-vacation-desc = Zatrzymaj swój zegar w tej grze na kilka dni
discord-cmd-game-vacation-opt-days-name = dni
discord-cmd-game-vacation-opt-days-desc = ile dni, licząc od teraz
discord-cmd-settings-name = ustawienia
discord-cmd-settings-desc = Twoje godziny nocne, strefa czasowa i przypomnienia (we wszystkich grach)
discord-cmd-settings-opt-night-name = noc
discord-cmd-settings-opt-night-desc = godziny snu, np. 22-07 (off: brak); wtedy twój zegar stoi
discord-cmd-settings-opt-tz-name = strefa
discord-cmd-settings-opt-tz-desc = twoja strefa czasowa, np. Europe/Warsaw
discord-cmd-settings-opt-reminders-name = przypomnienia
discord-cmd-settings-opt-reminders-desc = przy każdej decyzji, raz na turę, zbiorczo w wiadomości prywatnej albo wcale
clock-extended = { $moderator } daje stronie { $side } { $hours ->
    [one] jeszcze godzinę
    [few] jeszcze { $hours } godziny
    [many] jeszcze { $hours } godzin
   *[other] jeszcze { $hours } godziny
} na zegarze.
clock-nothing_owed = Strona { $side } nie ma teraz żadnej decyzji: nie ma czego rozstrzygać.
clock-none = Ta gra nie ma zegara.
discord-cmd-game-timeout-name = po-czasie
discord-cmd-game-timeout-desc = Moderatorzy: rozstrzygnij za stronę, której skończył się czas
discord-cmd-game-timeout-opt-side-name = strona
discord-cmd-game-timeout-opt-side-desc = strona
discord-cmd-game-timeout-opt-action-name = decyzja
discord-cmd-game-timeout-opt-action-desc = domyślna odpowiedź, walkower albo więcej czasu
discord-cmd-game-timeout-opt-hours-name = godziny
discord-cmd-game-timeout-opt-hours-desc = więcej czasu: ile godzin

## discord.cmd.choice: wybory poleceń zegara (po czasie, decyzja, przypomnienia)
discord-cmd-choice-timeout-default = domyślna odpowiedź
discord-cmd-choice-timeout-forfeit = walkower
discord-cmd-choice-timeout-moderator = decyduje moderator
discord-cmd-choice-resolve-default = domyślna odpowiedź
discord-cmd-choice-resolve-forfeit = walkower
discord-cmd-choice-resolve-extend = więcej czasu
discord-cmd-choice-reminders-every = przy każdej decyzji
discord-cmd-choice-reminders-turn = raz na turę
discord-cmd-choice-reminders-digest = zbiorczo w wiadomości prywatnej
discord-cmd-choice-reminders-off = wcale
