### Zegar gry, godziny nocne, urlopy i przypomnienia.

## clock
clock-event-timed_out = { $side } nie zdąża na czas: zostaje udzielona domyślna odpowiedź.
clock-event-forfeit = { $side } nie zdąża na czas i przegrywa. Grę wygrywa { $winner }.
clock-result-timed_out = { $side } przekroczył(a) czas
clock-timeout-default = domyślna odpowiedź
clock-timeout-forfeit = walkower
clock-timeout-moderator = decyduje moderator
clock-status-turn = Zegar: { $hours } godz. na stronę w każdej turze; po upływie czasu: { $timeout }.
clock-status-bank = Zegar: pula { $hours } godz. na stronę; po upływie czasu: { $timeout }.
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
clock-moderator = { $side } nie zdąża na czas. Moderator decyduje, co dalej.
clock-reminder = { $side } jest winna decyzję w <#{ $channel }>.
clock-settings = Godziny nocne: { $night }; strefa czasowa: { $tz }; przypomnienia: { $reminders }.
clock-vacation = { $side }: urlop w tej grze na { $days ->
    [one] { $days } dzień
    [few] { $days } dni
    [many] { $days } dni
   *[other] { $days } dnia
}; w tym czasie zegar stoi.
