### Great Battles of Julius Caesar: komunikaty po polsku.

gboh-phase = Tura { $turn }, faza { $phase }
gboh-rule-notation = notacja rozkazów GBoH

## asks
gboh-ask-activate = Inicjatywa { $initiative }: { $side } – aktywacja jednego z dowódców (albo rezygnacja).
gboh-ask-orders = { $leader }: wydaj Rozkaz Indywidualny (pozostało: { $ios }) albo zakończ rozkazy.
gboh-ask-move = Ruch: { $unit } (pozostało PR: { $mp }): wejście na przedni heks, zmiana ukierunkowania albo koniec ruchu.
gboh-ask-leader_move = Ruch dowódcy: { $leader } (pozostało PR: { $mp }): wejście na heks albo koniec ruchu.
gboh-ask-momentum = { $leader }: rzut na Momentum (potrzeba { $initiative } lub mniej) albo zakończenie.
gboh-ask-reactivate = Rzut zagłady: { $side } – Reaktywacja dowolnego własnego dowódcy.
gboh-warn-ios_left = Przepadną niewydane Rozkazy Indywidualne: { $ios }.

## events
gboh-ev-turn = Początek tury gry { $turn }.
gboh-ev-tie_roll = Remis Inicjatywy: { $a } – rzut { $ra }, { $b } – rzut { $rb }.
gboh-ev-activated = Aktywacja: { $leader } (Inicjatywa { $initiative }).
gboh-ev-orders_phase = { $leader }: Faza rozkazów nr { $phase } w tej turze.
gboh-ev-finished = { $leader }: Zakończony ({ $why }).
gboh-ev-waits = { $leader } pozostaje nieaktywny w Strefie Kontroli wroga; zostanie aktywowany, gdy tylko z niej wyjdzie.
gboh-ev-passed = { $leader } pasuje: pozostaje nieaktywny, czekając na wyznaczenie do Rozkazu Legionowego.
gboh-ev-momentum = Momentum – { $leader }: rzut { $roll } wobec { $need }: { $ok ->
    [1] kolejna Faza rozkazów
   *[0] nieudany
}.
gboh-ev-doom = Rzut zagłady – { $leader }: { $roll }.
gboh-ev-reactivated = Reaktywacja: { $leader }.
gboh-ev-ordered = { $leader }: rozkaz ruchu – { $unit }.
gboh-ev-moved = Ruch: { $unit } z heksu { $frm } ({ $mp } PR).
gboh-ev-faced = Zmiana ukierunkowania: { $unit } na { $facing } ({ $mp } PR).
gboh-ev-zoc_stop = { $unit } – wejście w Strefę Kontroli wroga, koniec ruchu.
gboh-ev-plan_stopped = Zaplanowana ścieżka: { $unit } – stop przed '{ $step }'.
gboh-ev-no_step = Brak możliwego ruchu: { $unit } – żaden przedni heks nie jest dostępny, nie starcza PR na zmianę ukierunkowania, nie ma celu do ostrzału; rozkaz przepada, a oddział liczy się jako ten, który dostał rozkaz w tej fazie (może jeszcze podjąć walkę wręcz, 7.33).
gboh-ev-must_shock = { $unit } – znacznik „Shock Must Check TQ” (obowiązkowa walka wręcz).
gboh-ev-shock_undeclared = { $unit } – bez deklaracji walki wręcz: w tym segmencie nie dostanie już znacznika do walki.
gboh-ev-must_shock_lifted = { $unit } – koniec ruchu bez sąsiedztwa wroga: znacznik „Shock Must Check TQ” zdjęty.
gboh-ev-leader_moved = Ruch dowódcy: { $leader } z { $frm } do { $to }.
gboh-ev-no_orders_zoc = { $leader } – w Strefie Kontroli wroga, bez prawa wydawania rozkazów.
gboh-ev-hits = Redukcja Spójności: { $unit } +{ $hits } ({ $why }), razem { $total } przy Jakości { $tq }.
gboh-ev-routs = Rozbicie: { $unit } ucieka.
gboh-ev-routed = Znacznik „Routed”: { $unit } (Jakość 1).
gboh-ev-rout_move = Ucieczka w stronę Krawędzi Ucieczki: { $unit }: { $path }.
gboh-ev-eliminated = Wyeliminowany: { $unit } ({ $why }); Punkty Ucieczki: { $rp }.
gboh-ev-leader_eliminated = Wyeliminowany dowódca: { $leader }; Punkty Ucieczki: { $rp }.
gboh-ev-reloaded = Przeładowanie broni: { $unit }.
gboh-ev-rout_points = Punkty Ucieczki – { $side }: { $rp } (Poziom Ucieczki { $level }).

## why a leader is Finished
gboh-why-doom = koniec aktywacji w tej turze
gboh-why-end = wszyscy dowódcy już działali
gboh-why-declined = bez aktywacji
gboh-why-oc_finished = jego Głównodowodzący jest Zakończony
gboh-why-no_momentum = rzut na Momentum niedozwolony
gboh-why-ended = gracz zakończył rozkazy
gboh-why-zoc = nadal w Strefie Kontroli wroga, gdy pozostali dowódcy skończyli
gboh-why-momentum_failed = nieudany rzut na Momentum

## results
gboh-result-army_rout = Ucieczka armii przeciwnika; zwycięstwo: { $side } (tura { $turn }).
gboh-result-both_routed = Obie armie osiągnęły Poziom Ucieczki w turze { $turn }.
gboh-result-last_turn = Żadna armia nie uciekła do końca tury { $turn }: remis.

## rolls
gboh-roll-tie = rzut przy remisie Inicjatywy ({ $side })
gboh-roll-momentum = rzut na Momentum
gboh-roll-doom = „Rzut zagłady”
gboh-roll-tq_router = test Jakości: { $unit } (uciekający zatrzymał się na nim)

## refusals
gboh-err-unreadable = To nie jest notacja rozkazów GBoH: '{ $text }'.
gboh-err-order_enemy = { $unit } – oddział wroga: rozkazy wydaje się tylko oddziałom własnym.
gboh-err-order_routed = { $unit } – w ucieczce: oddział w ucieczce przyjmuje tylko rozkaz Uporządkowania.
gboh-err-order_rallied = { $unit } – uporządkowany w tej turze: oddział uporządkowany nie przyjmuje rozkazów do końca tury.
gboh-err-order_pursuit = { $unit } – znacznik „Pursuit/Finished”: do końca tury nie dostaje rozkazu ruchu ani ostrzału.
gboh-err-order_off_map = { $unit } – poza mapą po pościgu: nie dostaje rozkazów, dopóki Głównodowodzący nie przegrupuje kawalerii poza mapą.
gboh-err-leader_enemy = { $other } – dowódca wroga: rozkazy wydaje się tylko własnym oddziałom i dowódcom.
gboh-err-leader_off_map = { $other } – poza mapą (opuścił ją z oddziałem w pościgu lub w ucieczce): nie dostaje rozkazów, dopóki Głównodowodzący nie przegrupuje kawalerii poza mapą.
gboh-err-leader_finished = { $leader }: Zakończony – w tej turze nie wydaje już rozkazów (Głównodowodzący może go jednak przesunąć).
gboh-err-leader_command = { $other } nie może ruszyć się w ramach tego rozkazu ({ $leader }): Rozkaz Legionowy lub Liniowy porusza swoje oddziały i dowódcę, który go wydał, żadnego innego dowódcy.
gboh-err-leader_not_oc = { $leader } nie może poruszyć dowódcy: { $other }; innych dowódców porusza tylko Głównodowodzący (Przywódca Plemienia – swoich Wodzów).
gboh-err-leader_not_chief = { $leader } może poruszać tylko swoich Wodzów, nie: { $other }.
gboh-err-leader_oc_in_zoc = { $leader } – w Strefie Kontroli wroga: jedyny dozwolony rozkaz to własny ruch, nie ruch dowódcy: { $other }.
gboh-err-leader_moved = { $other } – już poruszony w tej fazie ({ $leader }): każdy dowódca raz na fazę.
gboh-err-leader_out_of_range = { $other } – poza zasięgiem dowodzenia: { $leader }.
gboh-err-leader_ios = { $other } – ruch tego dowódcy kosztuje Rozkazy Indywidualne: { $need } (2 dla dowódcy, który zaczyna w Strefie Kontroli wroga); pozostało: { $ios }.
gboh-err-leader_no_mp = { $other } – wykorzystane wszystkie 9 PR ruchu w tej Fazie Rozkazów.
gboh-err-leader_boxed = { $other } nie może wejść na żaden heks (pozostało PR: { $mp }): każdy sąsiedni zajmuje oddział wroga, leży w Strefie Kontroli wroga bez własnego oddziału albo kosztuje więcej.
gboh-err-order_already = { $unit } – rozkaz w tej fazie już wydany.
gboh-err-order_oc_in_zoc = { $leader } – w Strefie Kontroli wroga: jedyny dozwolony rozkaz to własny ruch, żaden dla: { $unit }.
gboh-err-regroup_oc_in_zoc = { $leader } – w Strefie Kontroli wroga: jedyny dozwolony rozkaz to własny ruch, więc nie może przegrupować kawalerii poza mapą.
gboh-err-order_not_his = { $leader } nie dowodzi oddziałem: { $unit }.
gboh-err-order_out_of_range = { $unit } – poza zasięgiem dowodzenia: { $leader }.
gboh-err-order_not_in_command = { $unit } nie należy do legionu ani Linii, której dotyczy rozkaz ({ $what }, { $leader }).
gboh-err-order_range_at_start = { $unit } – poza zasięgiem dowodzenia ({ $leader }) na początku Fazy rozkazów, więc poza rozkazem ({ $what }).
gboh-err-order_not_in_tribal_line = { $unit } nie należy do Linii ({ $leader }): każdy oddział plemiennej Linii stoi obok innego oddziału tej Linii, w zasięgu Linii wodza.
gboh-err-order_aux_line = { $unit } – rozkaz w Fazie oddziałów auxilia: w tej turze nie może wejść do Rozkazu Liniowego.
gboh-err-order_command_mode = { $mode ->
    [move] Ten rozkaz porusza oddziały (oddział w ruchu może strzelać): { $unit } nie może strzelać bez ruchu.
   *[fire] Ten rozkaz to ostrzał bez ruchu: { $unit } nie może się ruszyć.
  }
gboh-err-order_not_auxiliary = { $unit } to nie oddział harcowników: w Fazie oddziałów auxilia rozkazy dostają tylko harcownicy.
gboh-err-not_on_map = Heks { $hex } nie leży na tej mapie.
gboh-err-not_adjacent = Heks { $hex } nie sąsiaduje z { $frm }.

## combat
gboh-ask-entry_fire = { $target } – wejście w Strefę Kontroli: { $unit }: Ostrzał reakcyjny „na wejście” (zasięg 1) albo wstrzymanie.
gboh-ask-exit_fire = { $target } – wyjście ze Strefy Kontroli: { $unit }: Ostrzał reakcyjny „na wyjście” (zasięg 2) albo wstrzymanie.
gboh-ask-return_fire = Ostrzał: strzela { $target } (cel: { $unit }): Ostrzał Zwrotny albo wstrzymanie.
gboh-ask-volunteer = Wskazanie starć: oznacz oddziały do walki wręcz bez testu Jakości (możliwe: { $units }) albo koniec.
gboh-ask-declare = { $unit } – ruch obok wroga: zadeklaruj teraz walkę wręcz (znacznik „Shock Must Check TQ”) albo w tej fazie oddział nie walczy wręcz.
gboh-ev-ordered_fire = { $leader }: rozkaz ostrzału – { $unit }.
gboh-ev-fire = Ostrzał: { $unit } → { $target }: rzut { $roll } wobec { $need }: { $hit ->
    [1] trafienie
   *[0] bez skutku
}.
gboh-ev-missile_low = Znacznik „Missile Low” (mało pocisków): { $unit }.
gboh-ev-missile_no = Znacznik „Missile No” (brak pocisków): { $unit }.
gboh-ev-leader_hit = Trafienie w dowódcę: { $leader }; rzut w Tabeli trafień w dowódców: { $roll }.
gboh-ev-leader_wounded = Ranny dowódca: { $leader } (−{ $wounds } do współczynników).
gboh-ev-shock_marked = Znacznik: { $unit } – { $marker }.
gboh-ev-shock = Walka wręcz – atakujący: { $attackers }; broniący się: { $defenders }.
gboh-ev-pre_shock = Test Jakości przed walką: { $unit }: rzut { $roll } wobec Jakości { $tq }: redukcja { $hits }.
gboh-ev-shock_roll = Zwarcie Mieczy: kolumna { $column }, przesunięcie za Wielkość { $size }, przewaga { $superiority ->
    [A] atakującego
    [B] broniącego
   *[other] brak
  }: kolumna { $final }, rzut { $roll }: atakujący { $att_hits }, broniący { $def_hits }.
gboh-ev-collapse = Załamanie – test: { $unit }: rzut { $roll } wobec Jakości { $tq }.
gboh-ev-advanced = Napór po walce: { $unit } z { $frm }.
gboh-ev-pursuit = Kawaleryjski Pościg – rzut: { $unit }: { $roll } wobec { $need }: { $go ->
    [1] pościg
   *[0] przerwanie
}.
gboh-marker-shock_must = „Shock Must Check TQ” (walka z testem Jakości)
gboh-marker-shock_free = „Shock No TQ Check” (walka bez testu Jakości)
gboh-mod-woods = cel w lesie
gboh-mod-lower_target = cel niżej niż strzelający
gboh-mod-moving_firer = strzelający w ruchu
gboh-mod-depleted = strzelający wyniszczony
gboh-mod-front_of_heavy = strzały lub kamienie w przód ciężkiej piechoty
gboh-mod-skirmisher_target = cel: harcownicy
gboh-mod-att_charisma = Charyzma dowódcy atakujących
gboh-mod-def_charisma = Charyzma dowódcy broniących
gboh-mod-infantry_routed = rozbita piechota
gboh-mod-in_enemy_zoc = kawaleria w Strefie Kontroli wroga
gboh-roll-fire = ostrzał: { $unit } → { $target }
gboh-roll-leader_hit = rzut na trafienie w dowódcę: { $leader }
gboh-roll-casualty = rzut w Tabeli trafień w dowódców: { $leader }
gboh-roll-pre_shock = test Jakości przed walką: { $unit }
gboh-roll-leader_shock = rzut dla dowódcy w walce: { $leader }
gboh-roll-shock = rzut w tabeli walki wręcz
gboh-roll-collapse = test Załamania: { $unit }
gboh-roll-pursuit = rzut na Kawaleryjski Pościg: { $unit }

## commands, reactions, trumps, phases
gboh-ask-aux_orders = Faza oddziałów auxilia: po jednym Rozkazie Indywidualnym dla każdego oddziału harcowników albo koniec.
gboh-ask-auxiliaries = Faza oddziałów auxilia – { $side }: wykorzystanie (jedna z trzech Faz rozkazów Głównodowodzącego) albo pominięcie.
gboh-ask-command = { $leader } – { $what }: ruch lub ostrzał każdym oddziałem albo koniec.
gboh-ask-elite = Elitarna inicjatywa – { $leader }: Faza elitarna dla wybranego dowódcy albo rezygnacja.
gboh-ask-evasion = Cofnięcie dowódcy – { $leader } (obok: { $mover }): cofnięcie o 1–3 heksy albo pozostanie{ $alone ->
    [1] (samotny dowódca, który zostaje, ginie)
   *[0] {""}
}.
gboh-ask-reaction_facing = Reakcyjna zmiana kierunku – { $unit } (obok: { $mover }): o jeden wierzchołek (co najmniej jedna Redukcja Spójności) albo bez zmiany.
gboh-ask-trump_back = Przejście Momentum: { $leader } (Inicjatywa { $initiative }); Przebicie dowódcą o co najmniej takiej Inicjatywie albo rezygnacja.
gboh-ask-trump_momentum = Udany rzut na Momentum: { $leader } (Inicjatywa { $initiative }); Przejęcie Momentum dowódcą o co najmniej takiej Inicjatywie albo rezygnacja.
gboh-ask-withdrawal = Uporządkowane Cofnięcie – { $unit } (w odległości 2 heksów: { $mover }): cofnięcie na heks albo pozostanie.
gboh-ask-leader_withdrawal = Uporządkowane Cofnięcie – { $leader } (w odległości 2 heksów: { $mover }): cofnięcie (heksy w zasięgu) albo pozostanie.
gboh-ev-aux_fire = Ostrzał w Fazie oddziałów auxilia: { $unit }.
gboh-ev-auxiliaries = Faza oddziałów auxilia – { $side }; liczy się jako Faza rozkazów: { $leader }.
gboh-ev-command = { $leader } wydaje rozkaz: { $what }.
gboh-ev-designated = { $leader } wskazuje legata do wydania Rozkazu Legionowego: { $legate }.
gboh-ev-elite = Faza elitarna: Faza rozkazów – { $leader }.
gboh-ev-evaded = Cofnięcie dowódcy: { $leader } z { $frm }.
gboh-ev-rallied = Uporządkowanie: { $unit }; Redukcja Spójności { $hits }, wyniszczony.
gboh-ev-rallied_not_depleted = Uporządkowanie: { $unit }; Redukcja Spójności { $hits }, bez wyniszczenia (1. kohorta legionu nigdy nie jest wyniszczona).
gboh-ev-rally_roll = Uporządkowanie: { $unit }, dowódca { $leader }: rzut { $roll } wobec Charyzmy { $need }.
gboh-ev-rally_stays_routed = { $unit } pozostaje rozbity (Tabela uporządkowania).
gboh-ev-reaction_faced = Reakcyjna zmiana kierunku: { $unit } na { $facing }.
gboh-ev-recovered = Regeneracja: { $unit } −{ $hits } (pozostało { $total }).
gboh-ev-strategy = Poziom Strategii – { $leader }: rzut { $roll } wobec { $need }: { $ok ->
    [1] rozkaz dozwolony
   *[0] tylko Rozkazy Indywidualne
}.
gboh-ev-trump = Próba przejścia Momentum – { $leader }: rzut { $roll } wobec Inicjatywy { $need }: { $ok ->
    [1] udana
   *[0] nieudana
}.
gboh-ev-withdrew = Uporządkowane Cofnięcie: { $unit } z { $frm }.
gboh-ev-leader_withdrew = { $leader }: Uporządkowane Cofnięcie z { $frm }.
gboh-mod-depleted_rally = oddział wyniszczony
gboh-mod-depleted_rally_table = oddział już wcześniej wyniszczony
gboh-roll-rally = Uporządkowanie: { $unit } (dowódca: { $leader })
gboh-roll-rally_table = rzut w Tabeli uporządkowania: { $unit }
gboh-roll-reaction_facing = test przy Reakcyjnej zmianie kierunku: { $unit }
gboh-roll-strategy = rzut na Poziom Strategii: { $leader }
gboh-roll-trump = rzut na przejście Momentum: { $leader }
gboh-roll-withdrawal = test Jakości po Uporządkowanym Cofnięciu: { $unit }
gboh-why-trump_failed = nieudana próba przejścia Momentum
gboh-why-trumped = Przebicie przejścia Momentum

## standing answers
gboh-standing-gboh-entry_fire = Ostrzał reakcyjny „na wejście” (GBoH 8.21): zawsze = ostrzał z zasięgu 1; nigdy = wstrzymanie
gboh-standing-gboh-return_fire = Ostrzał Zwrotny (GBoH 8.23): zawsze = odpowiedź ogniem; nigdy = wstrzymanie
gboh-standing-gboh-exit_fire = Ostrzał reakcyjny „na wyjście” (GBoH 8.22): zawsze = ostrzał z zasięgu 2; nigdy = wstrzymanie
gboh-standing-gboh-reaction_facing = Reakcyjna zmiana kierunku (GBoH 7.14): nigdy = bez zmiany
gboh-standing-gboh-withdrawal = Uporządkowane Cofnięcie (GBoH 6.5): nigdy = pozostanie
gboh-standing-gboh-evasion = cofnięcie dowódcy (GBoH 4.82): pytaj
gboh-standing-gboh-rout_path = droga ucieczki (GBoH 10.22): zawsze = pierwszy z równie dobrych heksów (od początku gry; pytaj = pytanie)
gboh-standing-gboh-charisma_attacker = dowódca atakujących, którego Charyzma się liczy (GBoH 8.46): zawsze = najwyższa Charyzma (od początku gry; pytaj = pytanie)
gboh-standing-gboh-charisma_defender = dowódca broniących się, którego Charyzma się liczy (GBoH 8.46): zawsze = najwyższa Charyzma (od początku gry; pytaj = pytanie)
gboh-standing-gboh-pursuer = oddział kawalerii prowadzący pościg (GBoH 8.61): zawsze = najwyższa Jakość (od początku gry; pytaj = pytanie)
gboh-standing-gboh-advance = kto wykonuje Napór po walce i w który opuszczony heks (GBoH 8.53): zawsze = pierwszy na liście (od początku gry; pytaj = pytanie)
gboh-standing-gboh-advance_facing = wolna zmiana kierunku po Naporze po walce (GBoH 8.52, o jeden wierzchołek): zawsze = bez zmiany (od początku gry; pytaj = pytanie)
gboh-standing-gboh-clash_defender = Zwarcie Mieczy, rodzaj broniącego się (GBoH 8.45): zawsze = najniższa kolumna
gboh-standing-gboh-clash_attacker = Zwarcie Mieczy, atakujący (GBoH 8.45): zawsze = najwyższa kolumna
gboh-standing-gboh-hit_split_defender = nieparzysta redukcja broniących się (GBoH 10.13): zawsze = pierwszy z listy
gboh-standing-gboh-hit_split_attacker = nieparzysta redukcja atakujących (GBoH 10.13): zawsze = pierwszy z listy
discord-cmd-choice-gboh-entry_fire = GBoH: Ostrzał reakcyjny „na wejście”
discord-cmd-choice-gboh-return_fire = GBoH: Ostrzał Zwrotny
discord-cmd-choice-gboh-exit_fire = GBoH: ostrzał reakcyjny „na wyjście”
discord-cmd-choice-gboh-reaction_facing = GBoH: Reakcyjna zmiana kierunku
discord-cmd-choice-gboh-withdrawal = GBoH: Uporządkowane Cofnięcie
discord-cmd-choice-gboh-evasion = GBoH: cofnięcie dowódcy
discord-cmd-choice-gboh-rout_path = GBoH: droga ucieczki
discord-cmd-choice-gboh-charisma_attacker = GBoH: Charyzma (atakujący)
discord-cmd-choice-gboh-charisma_defender = GBoH: Charyzma (broniący)
discord-cmd-choice-gboh-pursuer = GBoH: Kawaleryjski Pościg
discord-cmd-choice-gboh-advance = GBoH: Napór po walce
discord-cmd-choice-gboh-advance_facing = GBoH: Ukierunkowanie po Naporze
discord-cmd-choice-gboh-clash_defender = GBoH: Zwarcie Mieczy (broniący)
discord-cmd-choice-gboh-clash_attacker = GBoH: Zwarcie Mieczy (atakujący)
discord-cmd-choice-gboh-hit_split_defender = GBoH: nieparzysta redukcja (broniący)
discord-cmd-choice-gboh-hit_split_attacker = GBoH: nieparzysta redukcja (atakujący)

## publiczne dane strony
gboh-info-retreat_edge = krawędź odwrotu
gboh-info-retreat_edge-west = zachodnia
gboh-info-retreat_edge-east = wschodnia
gboh-info-retreat_edge-north = północna
gboh-info-retreat_edge-south = południowa
gboh-ask-clash_defender = Zwarcie Mieczy: wybierz rodzaj oddziału broniącego się (atakujący: { $attackers }).
gboh-ask-clash_attacker = Zwarcie Mieczy: wybierz oddział atakujący (i jego pozycję); broniący się: { $defender }.
gboh-ask-hit_split = Podział redukcji: wybierz oddział, który przyjmie nieparzystą redukcję (zostało { $hits }).
gboh-ev-mutual_rout = Wzajemna ucieczka: największa nadwyżka redukcji – atakujący { $att_excess }, broniący { $def_excess }: ucieka { $side }.
gboh-ev-hits_set = { $unit } nie ucieka: redukcja ustalona na { $total } (Jakość { $tq }).
gboh-ask-rout_path = Ucieczka: { $unit } może uciekać przez równie dobre heksy; wybierz następny heks.
gboh-ask-charisma = Walka wręcz: wybierz dowódcę, którego Charyzma się liczy (oddziały: { $units }).
gboh-ask-pursuer = Kawaleryjski Pościg: wybierz jeden oddział, który prowadzi pościg ({ $units }).
gboh-ask-advance = Napór po walce: { $unit } może wejść w więcej niż jeden opuszczony heks ({ $hexes }); wybierz jeden.
gboh-ask-advance_facing = Napór po walce: { $unit } może zmienić kierunek o jeden wierzchołek w dowolną stronę, także w Strefie Kontroli wroga, albo pozostać bez zmiany.
gboh-ev-advance_faced = { $unit } po Naporze zmienia kierunek na { $facing }.
gboh-note-active = { $leader } aktywny, Faza rozkazów { $phase } z 3
gboh-note-no_momentum = { $leader } aktywny, Faza rozkazów { $phase } z 3, bez Momentum
gboh-note-bypassed = Pominięci (bez Momentum): { $leaders }
gboh-note-doom = Fatum: w tej turze nikt już nie zostanie aktywowany
gboh-note-rout_points = { $side }: { $rp } z { $level } Punktów Ucieczki
gboh-ev-pursuit_off_map = { $unit } prowadzi pościg poza mapę przez { $exit }.
gboh-ev-leader_off_map = { $leader } opuszcza mapę z kawalerią w pościgu przez { $exit }.
gboh-ev-regroup = { $leader } poświęca Fazę Rozkazów na przegrupowanie kawalerii poza mapą.
gboh-ev-reentered = { $piece } wraca na mapę w heksie { $hex }.
gboh-ev-no_reentry = { $unit } nie ma heksu, by wrócić, i zostaje poza mapą.
gboh-ask-reenter = Przegrupowanie kawalerii poza mapą: wybierz, gdzie wraca { $unit } (do 2 heksów od { $exit }).
discord-cmd-choice-gboh-reenter = GBoH: przegrupowanie kawalerii poza mapą
gboh-ev-fire_held = Ostrzał: { $unit } → { $target } po zakończeniu ruchu Rozkazu i po Ostrzale reakcyjnym „na wejście”.
gboh-ev-fire_lapsed = Wstrzymany ostrzał przepada: { $unit } → { $target }.
gboh-ev-leader_advanced = { $leader } rusza z heksu { $frm } razem z oddziałem – { $unit }.
gboh-ask-pursuit_move = Kawaleryjski Pościg: cele odpadły przed walką, więc { $unit } rusza do połowy swojej zdolności ruchu w stronę krawędzi odwrotu wroga ({ $hexes }); wskaż, gdzie się zatrzyma, albo pozostanie.
gboh-standing-gboh-pursuit_move = ruch ścigającego o połowę zdolności ruchu po odpadnięciu celów przed walką (GBoH 8.62): zawsze = cała połowa zdolności ruchu (ustawione od początku; pytaj = pytanie)
discord-cmd-choice-gboh-pursuit_move = GBoH: Kawaleryjski Pościg, ruch o połowę
gboh-ask-pursue = Kawaleryjski Pościg – { $unit }: próba pościgu (rzut na Kawaleryjski Pościg) albo Napór po walce.
gboh-standing-gboh-pursue = próba pościgu zwycięskiej kawalerii (GBoH 8.61): zawsze = rzut na pościg (od początku gry; pytaj = pytanie)
discord-cmd-choice-gboh-pursue = GBoH: pościg albo Napór
gboh-ev-swapped = { $leader } zmienia kolejność stosu: { $unit } jest teraz na wierzchu, { $other } pod spodem.
gboh-ev-stack_routs = Rozbicie stosu: { $unit } ucieka razem z { $top }, kohortą z wierzchu.
gboh-ev-stack_check = Test Jakości: { $unit }, bo ucieka { $bottom } spod spodu: rzut { $roll } wobec Jakości { $tq }.
gboh-err-order_bottom_moves = { $unit } to dolna kohorta stosu: stos może opuścić tylko { $top } z wierzchu (najpierw zamień je kolejnością).
gboh-err-order_bottom_fires = { $unit } to dolna kohorta stosu: strzelać może tylko { $top } z wierzchu.
gboh-err-order_turns_alone = { $unit } stoi w stosie z { $other }: obie muszą mieć to samo ukierunkowanie, więc nie może sama zmienić ukierunkowania w miejscu (obróć cały stos albo wyprowadź ją ze stosu).
gboh-ev-ordered_stack = { $leader }: rozkaz ruchu stosu – { $unit } i { $other } ruszają razem (Rozkazy Indywidualne: { $ios }).
gboh-err-order_not_a_stack = { $unit } i { $other } nie tworzą razem stosu dwóch kohort: razem rusza się tylko stos.
gboh-err-order_stack_ios = Ruch stosu { $unit } i { $other } razem kosztuje Rozkazy Indywidualne: { $need } (po jednym na kohortę, jeden od Głównodowodzącego w ich heksie); pozostało: { $ios }.
gboh-roll-stack_check = test Jakości: { $unit }, kohorta pod spodem ucieka
gboh-mod-mixed_legions = stos z dwóch legionów
gboh-ev-leader_overrun = { $leader } nie mógł się wycofać, a { $unit } wchodzi na jego heks: dowódca wyeliminowany.
gboh-ask-leader_flight = Ucieczka: { $unit } wykonuje ruch w ucieczce; { $leader }, stojący z nim w stosie, może uciekać razem z nim (heks po heksie, kończąc tam, gdzie on) albo pozostać.
gboh-ev-leader_fled = { $leader } ucieka razem z oddziałem – { $unit } – do heksu { $hex }.
gboh-ev-leader_fled_off_map = { $leader } opuszcza mapę razem z oddziałem – { $unit } – przez { $exit }: pozostaje poza mapą, dopóki Głównodowodzący nie przeprowadzi przegrupowania.
gboh-standing-gboh-leader_flight = dowódca w stosie z rozbitym oddziałem (GBoH 10.27): zawsze = ucieka z nim; nigdy = pozostaje (od początku gry; pytaj = pytanie)
discord-cmd-choice-gboh-leader_flight = GBoH: dowódca ucieka z rozbitym oddziałem
gboh-ask-advancer = Napór po walce: atakujących jest więcej niż opuszczonych heksów, a { $units } mają równą, najwyższą Jakość ({ $tq }): wybierz ten, który wykonuje Napór.
gboh-err-advance_not_tied = { $unit } nie wykonuje Naporu: gdy atakujących jest więcej niż opuszczonych heksów, Napór wykonuje ten, który miał Przewagę, a bez niej ten o najwyższej Jakości; wybór spośród: { $units }.
