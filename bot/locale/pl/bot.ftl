### Co usługa gry (wspólna dla Discorda i konsoli offline) mówi graczom. Klucze są stałe.

## service
service-no_game = Na tym kanale nie ma gry. Zacznij ją poleceniem /game new SYSTEM SCENARIUSZ.
service-game_exists = Na tym kanale już toczy się gra ({ $system }, { $scenario }, { $status }). Najpierw ją dokończ, poddaj się albo porzuć ją poleceniem /game abandon.
service-not_seated = Nie masz miejsca w tej grze. Zajmij je poleceniem /game join STRONA (strony: { $sides }).
service-not_your_decision = To nie Twoja decyzja: teraz { $owed_gender ->
        [plural-virile] muszą
        [plural] muszą
       *[other] musi
    } odpowiedzieć { $owed } ({ $question }).
service-nothing_pending = W tej chwili nic nie czeka na rozkaz.
service-not_started = Gra jeszcze się nie zaczęła: gdy każda strona będzie miała gracza, użyj /game start.
service-already_started = Gra już się zaczęła.
service-finished =
    { $state ->
        [abandoned] Ta gra została porzucona; rozkazy nie są już przyjmowane. Nową zaczniesz poleceniem /game new.
       *[finished] Ta gra jest zakończona; rozkazy nie są już przyjmowane. Nową zaczniesz poleceniem /game new.
    }
service-stale = Gra poszła dalej (jest w wersji { $current }; Twoja plansza pokazywała wersję { $expected }). Nic nie zostało wykonane: spójrz na aktualną planszę i spróbuj ponownie.
service-unknown_side = W tej grze nie ma strony '{ $side }' (strony: { $sides }).
service-unknown_role = Strona { $side } nie ma roli '{ $role }' (role: { $roles }).
service-unknown_scenario = Nie ma scenariusza '{ $scenario }' dla { $system } (scenariusze: { $scenarios }).
service-unknown_option = Nie ma opcji zasad '{ $name }' dla { $system } (opcje: { $options }).
service-bad_option = Opcja '{ $name }': { $why }
service-empty_seats = Przed rozpoczęciem gry każda strona potrzebuje gracza: { $missing } nie ma jeszcze nikogo (/game join STRONA).
service-start_not_allowed = Grę może rozpocząć tylko gracz, który zajął miejsce, albo twórca gry.
service-nothing_to_undo = Nie ma czego cofnąć.
service-undo_not_yours = Ostatnią akcję ({ $order }) wykonała strona { $side }, nie Ty: możesz cofnąć tylko własną ostatnią akcję.
service-undo_not_allowed = Przy ostatniej akcji ({ $order }) rzucano kośćmi albo odkryto ukryte informacje, więc nie można jej cofnąć.
service-abandon_not_allowed = Grę może porzucić tylko jej twórca albo administrator serwera.
service-bad_zoom = Nie można narysować tej części mapy: { $why }
service-around_or_section = Wybierz heks, na którym ma być środek (around), albo sekcję, nie oba naraz.
service-unknown_hex = Na tej mapie nie ma heksu '{ $hex }' (heksy są oznaczone np. { $example }).
service-los_unsupported = { $system } nie rysuje linii wzroku na życzenie.
service-los_form = Podaj linię wzroku jako dwa heksy, np. los:0811-0802 (nie '{ $text }').
service-los_refused = Brak linii wzroku: { $why }
service-unknown_section = Na tej mapie nie ma sekcji '{ $section }' (sekcje: { $sections }).
service-no_renderer = Obrazy mapy nie są dostępne w tej instalacji ({ $why }).
service-empty_order = Wpisz rozkaz po /order (wpisz help, aby zobaczyć dozwolone rozkazy).

## service.event
service-event-created = Nowa gra: { $title }: { $scenario }. Strony: { $sides }. Dołącz poleceniem /game join STRONA.
service-event-joined = { $user } dołącza do strony { $side }.
service-event-started = Gra się zaczyna: { $scenario }.
service-event-resigned = { $side } { $side_gender ->
        [plural-virile] poddają
        [plural] poddają
       *[other] poddaje
    } się. Grę { $winner_gender ->
        [plural-virile] wygrywają
        [plural] wygrywają
       *[other] wygrywa
    } { $winner }.
service-event-undone = { $side } { $side_gender ->
        [plural-virile] cofają
        [plural] cofają
       *[other] cofa
    }: { $order }.
service-event-abandoned = Gra została porzucona.
service-event-game_over = Koniec gry: { $result }.
service-event-draw = remis
service-event-winner = { $winner_gender ->
        [plural-virile] wygrywają
        [plural] wygrywają
       *[other] wygrywa
    } { $winner } ({ $reason })

## service.result
service-result-resigned = { $side } się { $side_gender ->
        [masculine] poddał
        [feminine] poddała
        [neuter] poddało
        [plural-virile] poddali
        [plural] poddały
       *[other] poddał(a)
    }

## service.status
service-status-setup = oczekuje na graczy
service-status-active = w toku
service-status-finished = zakończona
service-status-abandoned = porzucona

## service.log
service-log-taken_back = (cofnięte)

## more messages
service-order_too_long = Ten rozkaz ma { $length } znaków; rozkaz może mieć najwyżej { $limit }. Nic nie zostało wykonane.
service-duplicate = To żądanie zostało już wykonane (gra jest od tego czasu w wersji { $version }). Nic nie zostało wykonane dwa razy.
service-busy = Baza gry jest teraz zajęta; nic się nie zmieniło. Spróbuj ponownie za chwilę.
service-join_closed = Gra już się zaczęła: nie można już zajmować miejsc. Gracz może przekazać swoje przez /game sub albo moderator może Cię posadzić przez /game seat.
service-leave_closed = Gra już się zaczęła: nie możesz po prostu odejść. Przekaż miejsce przez /game sub @gracz albo się poddaj.
service-not_your_seat = Nie masz miejsca po stronie { $side }.
service-which_seat = Masz kilka miejsc ({ $seats }): powiedz, które przekazać.
service-sub_self = Już zajmujesz to miejsce.
service-offer_gone = Tego miejsca nie zajmuje już gracz, który je zaproponował. Nic się nie zmieniło.
service-moderators_only = Może to zrobić tylko moderator (Zarządzanie kanałami albo rola moderatora hexwar na serwerze).
service-admins_only = Rolę moderatora może wybrać tylko administrator serwera (Zarządzanie serwerem).
service-no_such_seat = Ten gracz nie ma takiego miejsca w tej grze.
service-confirm_unknown = To potwierdzenie nie jest już ważne (zostało użyte albo zastąpione). Nic się nie zmieniło.
service-confirm_not_yours = Ten przycisk jest dla gracza, który pytał; nie Ty go naciskasz.
service-confirm_expired = To potwierdzenie wygasło. Nic się nie zmieniło: zapytaj ponownie, jeśli nadal tego chcesz.
service-old_game = Ta gra się skończyła; na tym kanale toczy się nowsza. Nic się nie zmieniło.
service-secret_order = (tajny wybór)
service-event-undone_secret = { $side } { $side_gender ->
        [plural-virile] cofają
        [plural] cofają
       *[other] cofa
    } swój ostatni (tajny) wybór.

## service.standing: stałe odpowiedzi (/standing)
service-standing_unknown = { $decision } to nie decyzja, którą w tej grze można podjąć z góry. Takie decyzje to: { $kinds }
service-standing_answer = Stała odpowiedź na { $decision } to jedno z: { $answers }, a nie { $answer }.
service-standing-none = { $side }: brak stałych odpowiedzi; każda decyzja z tury przeciwnika czeka na Ciebie.
service-standing-head = { $side }: Twoje stałe odpowiedzi (widzisz je tylko Ty):
service-standing-entry = • { $decision } { $answer }: { $about }
service-standing-can = Decyzje, które możesz podjąć z góry (/standing DECYZJA always|never|ask):
service-standing-kind = • { $decision }: { $about }
service-hint-instead = { $more ->
    [0] Co możesz teraz zrobić: { $orders }.
   *[other] Co możesz teraz zrobić: { $orders } i jeszcze { $more } (wszystkie pokaże /game status).
}
