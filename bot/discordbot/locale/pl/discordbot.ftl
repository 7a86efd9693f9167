### Co mówi sama aplikacja Discorda (usługa gry i zasady mają własne katalogi). Klucze są stałe.

## discord
discord-unexpected = Coś poszło nie tak po mojej stronie; to nie Twoja wina. Błąd został zapisany. Spróbuj ponownie albo użyj /game status, aby zobaczyć stan gry.
discord-stale = Ta plansza jest nieaktualna (pokazuje wersję gry { $made }; gra jest teraz w wersji { $now }). Oto aktualna.
discord-not_yours = Ten przycisk nie jest dla Ciebie: na tę decyzję może odpowiedzieć tylko { $owners }.
discord-no_game_here = Na tym kanale nie ma gry.
discord-too_many_choices = { $count ->
    [one] { $count } możliwy rozkaz: wpisz go przez /order (podpowiedzi pokazują dozwolone).
    [few] { $count } możliwe rozkazy: wpisz je przez /order (podpowiedzi pokazują dozwolone).
   *[other] { $count } możliwych rozkazów: wpisz je przez /order (podpowiedzi pokazują dozwolone).
}
discord-use_buttons_or_order = Kliknij przycisk poniżej albo użyj /order.
discord-show_mine = Pokaż moją rękę / moje wybory
discord-private_choices = Twoja decyzja: { $question }
discord-nothing_for_you = W tej grze nic teraz na Ciebie nie czeka.
discord-your_private_events = Tylko Ty to widzisz:
discord-your_hand = Twoja ręka
discord-awaiting = Czekamy na { $users }: { $question }
discord-awaiting_private = Czekamy na { $users }: { $question } (kliknij „Pokaż moją rękę / moje wybory” albo użyj /game status)
discord-secret_question = decyzja, którą widzi tylko ten gracz
discord-created = Nowa gra: { $title }, scenariusz { $scenario }, założona przez { $creator }. Strony: { $sides }. Zajmij miejsce przez /game join, potem /game start.
discord-joined = { $user } zajmuje miejsce: { $seat }.
discord-seats_line = Miejsca: { $seats }
discord-no_seats = nikt jeszcze nie zajął miejsca
discord-abandoned = Gracz { $user } porzucił grę na tym kanale.
discord-result = Koniec gry: { $text }
discord-winner = { $side_gender ->
        [plural-virile] Wygrywają
        [plural] Wygrywają
       *[other] Wygrywa
    } { $side }: { $reason }
discord-draw = Remis: { $reason }
discord-no_log = Jeszcze nic się nie wydarzyło.
discord-log_header = Ostatnie wydarzenia:
discord-map_failed = (Tym razem nie udało mi się narysować mapy; sama gra na tym nie ucierpiała.)
discord-bad_options = Nie rozumiem opcji '{ $text }': { $why }
discord-bad_option_pair = zapisz opcje jako nazwa=wartość, oddzielone spacjami lub przecinkami
discord-unknown_system = Nie ma systemu gry '{ $system }' (systemy: { $systems }).
discord-missing_token = DISCORD_TOKEN nie jest ustawiony. Utwórz aplikację na https://discord.com/developers/applications, skopiuj jej token bota i uruchom: DISCORD_TOKEN=... hexwar bot
discord-status_line = { $title } ({ $system }, scenariusz { $scenario }), wersja gry { $version }, stan: { $status }
discord-turn_line = Tura { $turn }, { $phase }
discord-more_lines = { $count ->
    [one] … jeszcze { $count } wiersz; zobacz /game log
    [few] … jeszcze { $count } wiersze; zobacz /game log
   *[other] … jeszcze { $count } wierszy; zobacz /game log
}
discord-undone = Cofnięte przez { $user }.
discord-resigned = { $user } się poddaje.
discord-ordered = { $user }: `{ $order }`
discord-private_news = { $users }: są wiadomości, które tylko Ty możesz zobaczyć (/game log lub /game status).
discord-invented = {" "}[wymyślony]
discord-around_or_section = Wybierz heks, na którym ma być środek (around), albo sekcję, nie oba naraz.
discord-unknown_hex = Na tej mapie nie ma heksu '{ $hex }' (heksy są oznaczone np. { $example }).
discord-unknown_section = Na tej mapie nie ma sekcji '{ $section }' (sekcje: { $sections }).

## discord.cmd
discord-cmd-game-name = gra
discord-cmd-game-desc = Zagraj na tym kanale w grę wojenną na heksach
discord-cmd-game-new-name = nowa
discord-cmd-game-new-desc = Zacznij nową grę na tym kanale
discord-cmd-game-new-opt-system-name = system
discord-cmd-game-new-opt-system-desc = system gry, np. cca (Commands & Colors: Ancients)
discord-cmd-game-new-opt-scenario-name = scenariusz
discord-cmd-game-new-opt-scenario-desc = scenariusz tego systemu
discord-cmd-game-new-opt-options-name = opcje
discord-cmd-game-new-opt-options-desc = opcje zasad jako pary nazwa=wartość
discord-cmd-game-new-opt-seed-name = ziarno
discord-cmd-game-new-opt-seed-desc = ziarno kości (puste: losowe)
discord-cmd-game-new-opt-language-name = język
discord-cmd-game-new-opt-language-desc = język wiadomości gry na kanale (domyślnie: język serwera)
discord-cmd-game-join-name = dołącz
discord-cmd-game-join-desc = Zajmij miejsce (stronę, a w niektórych grach także rolę)
discord-cmd-game-join-opt-side-name = strona
discord-cmd-game-join-opt-side-desc = strona, którą chcesz grać
discord-cmd-game-join-opt-role-name = rola
discord-cmd-game-join-opt-role-desc = dowództwo w obrębie strony, jeśli gra je ma
discord-cmd-game-start-name = start
discord-cmd-game-start-desc = Rozpocznij grę, gdy miejsca są zajęte
discord-cmd-game-status-name = stan
discord-cmd-game-status-desc = Stan gry; Twoja ręka i Twoje wybory (widzisz je tylko Ty)
discord-cmd-game-map-name = mapa
discord-cmd-game-map-desc = Pokaż mapę
discord-cmd-game-map-opt-around-name = wokół
discord-cmd-game-map-opt-around-desc = wyśrodkuj na tym heksie (np. C4)
discord-cmd-game-map-opt-section-name = sekcja
discord-cmd-game-map-opt-section-desc = pokaż tylko tę sekcję mapy
discord-cmd-game-map-opt-los-name = linia_wzroku
discord-cmd-game-map-opt-los-desc = narysuj linię wzroku między dwoma heksami (np. 0811-0802)
discord-cmd-game-log-name = dziennik
discord-cmd-game-log-desc = Ostatnie wydarzenia (prywatne wydarzenia Twojej strony widzisz tylko Ty)
discord-cmd-game-log-opt-count-name = ile
discord-cmd-game-log-opt-count-desc = ile wydarzeń (domyślnie 20)
discord-cmd-game-log-opt-language-name = język
discord-cmd-game-log-opt-language-desc = czytaj wydarzenia w tym języku (domyślnie: Twoim)
discord-cmd-game-undo-name = cofnij
discord-cmd-game-undo-desc = Cofnij swój ostatni rozkaz (nie po rzucie kośćmi ani dobraniu karty)
discord-cmd-game-resign-name = poddaj
discord-cmd-game-resign-desc = Poddaj grę
discord-cmd-game-abandon-name = porzuć
discord-cmd-game-abandon-desc = Zakończ grę na tym kanale bez wyniku (twórca lub administratorzy)
discord-cmd-game-leave-name = opuść
discord-cmd-game-leave-desc = Zwolnij swoje miejsce przed rozpoczęciem gry
discord-cmd-game-sub-name = zastępstwo
discord-cmd-game-sub-desc = Przekaż swoje miejsce innemu graczowi (musi je przyjąć)
discord-cmd-game-sub-opt-player-name = gracz
discord-cmd-game-sub-opt-player-desc = kto przejmuje Twoje miejsce
discord-cmd-game-sub-opt-side-name = strona
discord-cmd-game-sub-opt-side-desc = które z Twoich miejsc, jeśli masz kilka
discord-cmd-game-seat-name = posadź
discord-cmd-game-seat-desc = Moderatorzy: posadź gracza po jednej ze stron
discord-cmd-game-seat-opt-player-name = gracz
discord-cmd-game-seat-opt-player-desc = kogo posadzić
discord-cmd-game-seat-opt-side-name = strona
discord-cmd-game-seat-opt-side-desc = strona
discord-cmd-game-seat-opt-role-name = rola
discord-cmd-game-seat-opt-role-desc = dowództwo w obrębie strony
discord-cmd-game-kick-name = usuń
discord-cmd-game-kick-desc = Moderatorzy: usuń gracza z jego miejsca
discord-cmd-game-kick-opt-player-name = gracz
discord-cmd-game-kick-opt-player-desc = kogo usunąć
discord-cmd-game-kick-opt-side-name = strona
discord-cmd-game-kick-opt-side-desc = tylko jego miejsce po tej stronie
discord-cmd-game-moderators-name = moderatorzy
discord-cmd-game-moderators-desc = Administratorzy: rola, której członkowie mogą sadzać i usuwać graczy
discord-cmd-game-moderators-opt-role-name = rola
discord-cmd-game-moderators-opt-role-desc = rola moderatorów (puste: bez roli)
discord-cmd-order-name = rozkaz
discord-cmd-order-desc = Wydaj rozkaz w grze na tym kanale
discord-cmd-order-opt-text-name = tekst
discord-cmd-order-opt-text-desc = rozkaz; podpowiedzi pokazują dozwolone
discord-cmd-standing-name = stałe
discord-cmd-standing-desc = Podejmij z góry decyzję, którą zasady dają Ci w turze przeciwnika
discord-cmd-standing-opt-decision-name = decyzja
discord-cmd-standing-opt-decision-desc = decyzja (puste: lista Twoich stałych odpowiedzi)
discord-cmd-standing-opt-answer-name = odpowiedź
discord-cmd-standing-opt-answer-desc = zawsze, nigdy albo pytaj; reakcja na walkę wręcz może też być unikiem lub pierwszym uderzeniem
discord-cmd-choice-cca-react = CCA: reakcja na walkę wręcz (unik, Pierwsze uderzenie)
discord-cmd-choice-cca-evade_path = CCA: dokąd idzie jednostka wykonująca unik
discord-cmd-choice-cca-ignore = CCA: flagi do zignorowania
discord-cmd-choice-cca-retreat = CCA: droga odwrotu
discord-cmd-choice-cca-battleback = CCA: odwet
discord-cmd-choice-cca-leader_evade = CCA: unik wodza
discord-cmd-choice-cca-escape = CCA: wrogi wódz uciekający przez Twoją jednostkę
discord-cmd-choice-afde-react = AFdE: reakcja na szarżę
discord-cmd-choice-always = zawsze
discord-cmd-choice-never = nigdy
discord-cmd-choice-ask = pytaj mnie
discord-cmd-choice-evade = unik (reakcja na walkę wręcz)
discord-cmd-choice-firststrike = Pierwsze uderzenie (reakcja na walkę wręcz)

## discord.lang
discord-lang-en = English
discord-lang-pl = Polski
discord-lang-hu = Magyar
discord-lang-uk = Українська

## more messages
discord-more_choices = Więcej wyborów… (strona { $page } z { $pages })
discord-menu_placeholder = Wybory { $first }–{ $last } z { $count }
discord-destinations = Ruch do… (cele { $first }–{ $last } z { $count })
discord-menu_gone = To menu nie jest dla Ciebie albo jego decyzja już nie czeka.
discord-network_error = Nie mogłem połączyć się z Discordem, odpowiadając na to. Jeśli to był rozkaz, /game status pokaże, czy został wykonany.
discord-post_failed = Twoja akcja została wykonana, ale nie mogłem jej teraz opublikować na kanale; zrobię to, gdy tylko Discord pozwoli.
discord-catch_up = Pod moją nieobecność gra poszła dalej; oto jej stan:
discord-old_game = Ta gra się skończyła; na tym kanale jest nowsza (albo żadna). Nic się nie zmieniło.
discord-legacy_button = Ten przycisk pochodzi z wcześniejszej wersji bota i jest nieaktualny. Oto bieżąca sytuacja:
discord-left = { $user } zwalnia swoje miejsce.
discord-sub_offer = { $holder } oddaje miejsce { $seat } graczowi { $user }. { $user }, naciśnij przycisk w ciągu { $minutes } min, aby je zająć.
discord-sub_accept = Zajmij miejsce
discord-sub_done = { $user } przejmuje miejsce.
discord-seated = { $moderator } sadza { $user } jako { $seat }.
discord-kicked = { $moderator } usuwa { $user } z gry.
discord-mod_role_set = Członkowie z rolą { $role } mogą teraz sadzać i usuwać graczy (/game seat, /game kick).
discord-mod_role_cleared = Żadna rola nie jest teraz rolą moderatorów hexwar; nadal są nimi członkowie z uprawnieniem Zarządzanie kanałami.
discord-confirm_resign = Poddać tę grę? Tego nie można cofnąć. Naciśnij przycisk w ciągu { $seconds } s, aby potwierdzić.
discord-confirm_resign_button = Tak, poddaję się
discord-confirm_abandon = Porzucić tę grę dla wszystkich, bez wyniku? Naciśnij przycisk w ciągu { $seconds } s, aby potwierdzić.
discord-confirm_abandon_button = Tak, porzuć grę

## discord.figure: a side's public figure in the game summary (its name, then its value)
discord-figure = { $name } { $value }
