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
gboh-ev-momentum = Momentum – { $leader }: rzut { $roll } wobec { $need }: { $ok ->
    [1] kolejna Faza rozkazów
   *[0] nieudany
}.
gboh-ev-doom = Rzut zagłady – { $leader }: { $roll }.
gboh-ev-reactivated = Reaktywacja: { $leader }.
gboh-ev-ordered = { $leader }: rozkaz ruchu dla { $unit }.
gboh-ev-moved = Ruch: { $unit } z heksu { $frm } ({ $mp } PR).
gboh-ev-faced = Zmiana ukierunkowania: { $unit } na { $facing } ({ $mp } PR).
gboh-ev-zoc_stop = { $unit } – wejście w Strefę Kontroli wroga, koniec ruchu.
gboh-ev-plan_stopped = Zaplanowana ścieżka: { $unit } – stop przed { $step }.
gboh-ev-must_shock = { $unit } – znacznik „Shock Must Check TQ” (obowiązkowa walka wręcz).
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
gboh-why-no_momentum = rzut na Momentum niedozwolony
gboh-why-ended = gracz zakończył rozkazy
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
gboh-err-cannot_order = Nie można teraz wydać tego rozkazu: { $piece }.
gboh-err-not_on_map = Heks { $hex } nie leży na tej mapie.
gboh-err-not_adjacent = Heks { $hex } nie sąsiaduje z { $frm }.

## combat
gboh-ask-entry_fire = { $target } – wejście w Strefę Kontroli: { $unit }: Ostrzał reakcyjny „na wejście” (zasięg 1) albo wstrzymanie.
gboh-ask-return_fire = Ostrzał: { $target } strzela do { $unit }: Ostrzał Zwrotny albo wstrzymanie.
gboh-ask-volunteer = Wskazanie starć: oznacz oddziały do walki wręcz bez testu Jakości (możliwe: { $units }) albo koniec.
gboh-ev-ordered_fire = { $leader }: rozkaz ostrzału dla { $unit }.
gboh-ev-fire = Ostrzał: { $unit } → { $target }: rzut { $roll } wobec { $need }: { $hit ->
    [1] trafienie
   *[0] bez skutku
}.
gboh-ev-missile_low = Znacznik „Missile Low” (mało pocisków): { $unit }.
gboh-ev-missile_no = Znacznik „Missile No” (brak pocisków): { $unit }.
gboh-ev-leader_hit = Trafienie w dowódcę: { $leader }; rzut w Tabeli trafień w dowódców: { $roll }.
gboh-ev-leader_wounded = Ranny dowódca: { $leader } (−{ $wounds } do współczynników).
gboh-ev-shock_marked = Znacznik dla { $unit }: { $marker }.
gboh-ev-shock = Walka wręcz: { $attackers } przeciw { $defenders }.
gboh-ev-pre_shock = Test Jakości przed walką: { $unit }: rzut { $roll } wobec Jakości { $tq }: redukcja { $hits }.
gboh-ev-shock_roll = Zwarcie Mieczy: kolumna { $column }, przesunięcie za Wielkość { $size }, przewaga { $superiority }: kolumna { $final }, rzut { $roll }: atakujący { $att_hits }, broniący { $def_hits }.
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
