### Słowa konsoli offline (bot/console.py). Klucze są stałe; teksty mogą się zmieniać.
### Polecenia, identyfikatory stron i rozkazy to notacja: w każdym języku zostają takie, jak się je wpisuje.

## console
console-resuming = Wznawiam { $system } / { $scenario } (zapis w { $path }).
console-to_play_instead = (Aby zamiast tego zagrać w { $system } / { $scenario }, uruchom hexwar console --new.)
console-still_setup = Gra jest jeszcze przygotowywana: /game join STRONA, potem /game start.
console-last_game_over = Poprzednia gra tutaj ({ $system } / { $scenario }) dobiegła końca:
console-cannot_set_up = Nie można przygotować { $system } / { $scenario }: { $why }
console-new_game = Nowa gra: { $title } (ziarno { $seed }). Zajmujesz wszystkie miejsca: { $sides }.
console-welcome = Wpisz help, aby zobaczyć polecenia i dozwolone rozkazy; quit, aby wyjść. Gra zapisuje się sama.
console-bye = Do zobaczenia. Gra jest zapisana; hexwar console ją wznowi.
console-no_game = brak gry
console-your_decision = twoja decyzja
console-unknown_command = Nieznane polecenie '{ $command }'. Wpisz help.
console-unknown_game_command = Nieznane polecenie /game '{ $command }'. Wpisz help.
console-internal_error = Błąd wewnętrzny, gra pozostaje bez zmian: { $error }: { $detail }
console-report_it = Zgłoś go, dołączając wynik /game log.
console-no_such_choice = Nie ma wyboru { $number }: wybierz od 1 do { $count } (help je wymienia).
console-usage_new = Użycie: /game new SYSTEM SCENARIUSZ [opcja=wartość …]
console-usage_join = Użycie: /game join STRONA [ROLA]
console-usage_standing = Użycie: /standing [STRONA] [DECYZJA always|never|ask]
console-created_seeded = Nowa gra: { $system } / { $scenario } (ziarno { $seed }).
console-created_drawn = Nowa gra: { $system } / { $scenario } (rzuty kośćmi losowane na starcie).
console-take_seats = Strony: { $sides }. Zajmij miejsca przez /game join STRONA, potem /game start.
console-you_hold = Twoje miejsca: { $seats }.
console-no_log = Jeszcze nic się nie wydarzyło.
console-left = Twoje miejsca są znowu wolne. Strony: { $sides }.
console-abandoned = Gra została porzucona. Zacznij nową przez /game new { $system } { $scenario }.
console-confirm = Tego nie da się cofnąć: aby potwierdzić, wpisz ponownie /game { $command } w ciągu { $seconds } { $seconds ->
        [one] sekundy
       *[other] sekund
    }.
console-last_events = Ostatnie zdarzenia (więcej w /game log):
console-status_head = ── { $title } · tura { $turn } · { $phase } · { $status } (v{ $version })
console-side_head = { $name } ({ $side })
console-score = wynik { $score }
console-score_of = wynik { $score }/{ $target }
console-figure = { $name } { $value }
console-private_to = (tylko { $side })
console-waiting_for = Czekamy na: { $sides }.
console-nobody = nikogo
console-private_entry = { $name } ({ $side }): { $value }
console-more_choices = … i { $count } { $count ->
        [one] kolejny wybór
        [few] kolejne wybory
       *[many] kolejnych wyborów
    }: wpisz help, aby zobaczyć wszystkie, albo napisz rozkaz.
console-no_map = (brak mapy: { $why })
console-map_failed = (nie udało się narysować mapy: { $error }: { $detail })
console-map_written = Mapa: { $path }
console-no_scenarios = { $system } nie ma żadnych scenariuszy.

## console.state: stan gry w wierszu poleceń
console-state-setup = przygotowanie
console-state-active = w toku
console-state-finished = zakończona
console-state-abandoned = porzucona

## console.help: polecenia (takie same jak na Discordzie)
console-help =
    Polecenia (takie same jak na Discordzie):
      /game new SYSTEM SCENARIUSZ [opcja=wartość …]   zacznij przygotowywać nową grę
      /game join STRONA [ROLA]                        zajmij miejsce (przy jednym komputerze: zajmij każdą stronę)
      /game start                                     zacznij, gdy każda strona ma gracza
      /game status                                    sytuacja, czyja jest decyzja, możliwe wybory
      /game map [HEKS]                                zapisz obraz mapy (PNG) i podaj jego ścieżkę
      /game map los A-B                               czy linia wzroku z heksu A do heksu B jest wolna? (narysowana na mapie)
      /game log [N]                                   ostatnie zdarzenia
      /game undo                                      cofnij swój ostatni rozkaz (jeśli nie rzucano kośćmi)
      /game leave                                     zwolnij swoje miejsca (przed startem)
      /game resign                                    strona na ruchu się poddaje (wpisz dwa razy, aby potwierdzić)
      /game abandon                                   zakończ grę bez wyniku (dwa razy, aby potwierdzić)
      /standing [STRONA] [DECYZJA always|never|ask] podejmij z góry decyzję z tury przeciwnika
      /order TEKST   albo sam TEKST                   wydaj rozkaz
      LICZBA                                          wybierz tę pozycję z listy
      help                                            dozwolone teraz rozkazy i ten tekst
      quit                                            wyjdź (gra zapisuje się po każdym rozkazie)

## console.orders-SYSTEM: the notation of a system's orders, after the commands (help)
console-orders-gboh =
    Rozkazy Great Battles of Julius Caesar (docs/gboh.md):
      activate WÓDZ · decline WÓDZ · trump WÓDZ · pass               kto się aktywuje (5.1, 5.4)
      move X3 · move X3 0707 0708 · move X3 face SE · move X3 0605 fire H2   ruch oddziału krok po kroku albo całą ścieżką
      legion X · line cavalry · line LI · designate LEGAT             Rozkaz Legionu lub Linii zamiast Rozkazów Indywidualnych
      fire CR1 H2 · rally X3 · recover X3 · move WÓDZ 0506 0505 · end
      to 0707 · face SE · fire H2 · stop                             następny krok ruchu oddziału
      shock X3 · done · momentum · finish                            wskazanie starć, Momentum
      /standing gboh.rout_path ask                                  pytaj mnie, dokąd uciekają rozbici
console-orders-ager =
    Rozkazy Ager Sanguinis (docs/ager.md):
      fire achard yazid · fire rollin kutbeddin 0507 · throw arnould daoud · done   ostrzał ofensywny
      charge raymond borsok · done                                  szarże
      move arnould · move arnould 0210 · move arnould 0212 0211 0210 · done   ruch
      mount guerin guerin-horse · dismount raymond 1708 · clear · carry · lead · grab
      fire aptekin · fire all · hold                                ostrzał obronny do poruszającego się
      attack ancelin daoud · attack ancelin arnould daoud · done    walka wręcz
      /standing ager.dfire always|never|ask                          ostrzał obronny bez pytania
