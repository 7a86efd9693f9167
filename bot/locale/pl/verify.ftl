### Weryfikowalne kości i eksport (bot/verify.py, bot/export.py). Klucze są stałe.

## verify.event: ogłaszane na kanale
verify-event-committed = Kości są zapieczętowane: zobowiązanie { $commitment } (zasady { $rules }). Ziarno i jego sól zostaną ujawnione po zakończeniu gry, więc każdy może sprawdzić każdy rzut poleceniem /game verify.
verify-event-revealed = Kości zostały ujawnione: ziarno { $seed }, sól { $salt } (zobowiązanie { $commitment }). /game export zapisuje grę; hexwar verify ją sprawdza.

## verify.status: wiersze stanu gry
verify-status-committed = Zobowiązanie kości: { $commitment } (zasady { $rules })
verify-status-revealed = Ujawnione kości: ziarno { $seed }, sól { $salt }

## verify: werdykt o wyeksportowanej grze
verify-ok = Zweryfikowano: { $steps ->
    [0] nic jeszcze nie rozegrano; przygotowanie gry odtwarza się
    [one] jedyny krok odtwarza się
    [few] wszystkie { $steps } kroki odtwarzają się
    [many] wszystkie { $steps } kroków odtwarza się
   *[other] wszystkie { $steps } kroku odtwarzają się
} dokładnie tak, jak zapisano.
verify-failed = Nie zweryfikowano: { $count ->
    [one] znaleziono jeden problem
    [few] znaleziono { $count } problemy
    [many] znaleziono { $count } problemów
   *[other] znaleziono { $count } problemu
}.
verify-commitment_ok = Ujawnione ziarno i sól zgadzają się ze zobowiązaniem { $commitment }.
verify-commitment_mismatch = Zobowiązanie się nie zgadza: sól, ziarno { $seed } i zasady { $rules } dają { $computed }, a nie { $commitment }.
verify-not_revealed = Ziarno nie zostało jeszcze ujawnione: grę można sprawdzić dopiero po jej zakończeniu.
verify-no_commitment = Ta gra nie ma zobowiązania kości (zaczęła się, zanim gry je miały).
verify-rules_changed = Zapisano według zasad { $recorded }; sprawdzono według { $current }.
verify-step_differs = Krok { $step } ({ $side }: { $order }) odbiega od zapisu: { $what ->
    [rolls] jego kości różnią się
    [both] jego kości i zdarzenia różnią się
   *[events] jego zdarzenia różnią się
} przy odtworzeniu.
verify-step_refused = Krok { $step } ({ $side }: { $order }) zostaje odrzucony przy odtworzeniu: { $why }
verify-result_differs = Zapisany wynik ({ $recorded }) nie jest tym, do którego prowadzi odtworzenie ({ $replayed }).
verify-position_differs = Końcowa pozycja odbiega od zapisanej.
verify-no_result = brak wyniku
verify-unreadable = To nie jest eksport gry hexwar, który można sprawdzić ({ $why }).

## export: czytelny zapis gry
export-title = { $title } ({ $system } / { $scenario })
export-state = Stan: { $status }, wersja { $version }
export-created = Utworzona { $at }; ostatnia zmiana { $updated }
export-seat = { $side }: { $users }
export-log = Przebieg:
export-no_actions = Jeszcze nic się nie wydarzyło.
export-written = Gra została zapisana: { $text } i { $transcript }
export-written_text = Gra została zapisana: { $text }
export-transcript_later = Zapis do odtworzenia, z ziarnem, będzie dostępny po zakończeniu gry.
