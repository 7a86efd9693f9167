### Commands & Colors: Ancients: komunikaty po polsku (terminy: glosariusz, propozycje dla CCA).

## cca
cca-choice = { $order }

## cca.phase
cca-phase-card = zagranie karty rozkazu
cca-phase-order = wydanie rozkazów oddziałom i dowódcom
cca-phase-replenish = uzupełnianie klocków
cca-phase-move = ruch
cca-phase-move2 = drugi ruch (Ruch-Strzał-Ruch)
cca-phase-battle = walka
cca-phase-over = koniec gry

## cca.step.cca
cca-step-cca-card = zagrać kartę rozkazu
cca-step-cca-order = wydać rozkazy
cca-step-cca-replenish = uzupełnić klocki
cca-step-cca-move = poruszyć jednostki z rozkazem
cca-step-cca-battle = ogłosić walki
cca-step-cca-react = zareagować na walkę wręcz
cca-step-cca-ignore = wybrać flagi do zignorowania
cca-step-cca-retreat = wycofać się
cca-step-cca-battleback = zdecydować o odwecie
cca-step-cca-advance = zdecydować o natarciu z rozpędu po wygranej walce wręcz
cca-step-cca-extra = zdecydować o dodatkowym heksie jazdy
cca-step-cca-bonus = zdecydować o dodatkowej walce wręcz
cca-step-cca-leader_evade = wyprowadzić dowódcę z zagrożenia
cca-step-cca-rampage = wybrać następną ofiarę słonia
cca-step-cca-escape = zaatakować uciekającego dowódcę albo go przepuścić
cca-step-cca-evade_path = wybrać, dokąd idzie unikający oddział

## cca.status.turn_in
cca-status-turn_in-card = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] zagrywają
        [plural] zagrywają
       *[other] zagrywa
    } kartę rozkazu.
cca-status-turn_in-order = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] wydają
        [plural] wydają
       *[other] wydaje
    } rozkazy.
cca-status-turn_in-replenish = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] uzupełniają
        [plural] uzupełniają
       *[other] uzupełnia
    } klocki.
cca-status-turn_in-move = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] poruszają
        [plural] poruszają
       *[other] porusza
    } się.
cca-status-turn_in-move2 = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] poruszają
        [plural] poruszają
       *[other] porusza
    } się ponownie (Ruch-Strzał-Ruch).
cca-status-turn_in-battle = Tura { $turn }: { $side } { $side_gender ->
        [plural-virile] walczą
        [plural] walczą
       *[other] walczy
    }.
cca-status-turn_in-over = Tura { $turn }: gra jest zakończona.

## cca.status.wait.cca
cca-status-wait-cca-card = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zagrają
        [plural] zagrają
       *[other] zagra
    } kartę rozkazu.
cca-status-wait-cca-order = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wydadzą
        [plural] wydadzą
       *[other] wyda
    } rozkazy.
cca-status-wait-cca-replenish = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] uzupełnią
        [plural] uzupełnią
       *[other] uzupełni
    } klocki.
cca-status-wait-cca-move = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] poruszą
        [plural] poruszą
       *[other] poruszy
    } jednostki z rozkazem.
cca-status-wait-cca-battle = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] ogłoszą
        [plural] ogłoszą
       *[other] ogłosi
    } walki.
cca-status-wait-cca-react = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zareagują
        [plural] zareagują
       *[other] zareaguje
    } na walkę wręcz.
cca-status-wait-cca-ignore = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wybiorą
        [plural] wybiorą
       *[other] wybierze
    } flagi do zignorowania.
cca-status-wait-cca-retreat = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wykonają
        [plural] wykonają
       *[other] wykona
    } odwrót.
cca-status-wait-cca-battleback = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zdecydują
        [plural] zdecydują
       *[other] zdecyduje
    } o odwecie.
cca-status-wait-cca-advance = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zdecydują
        [plural] zdecydują
       *[other] zdecyduje
    } o natarciu z rozpędu.
cca-status-wait-cca-extra = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zdecydują
        [plural] zdecydują
       *[other] zdecyduje
    } o dodatkowym heksie jazdy.
cca-status-wait-cca-bonus = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zdecydują
        [plural] zdecydują
       *[other] zdecyduje
    } o dodatkowej walce wręcz.
cca-status-wait-cca-leader_evade = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wyprowadzą
        [plural] wyprowadzą
       *[other] wyprowadzi
    } dowódcę z zagrożenia.
cca-status-wait-cca-rampage = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wybiorą
        [plural] wybiorą
       *[other] wybierze
    } następną ofiarę słonia.
cca-status-wait-cca-escape = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] zaatakują uciekającego dowódcę albo go przepuszczą
        [plural] zaatakują uciekającego dowódcę albo go przepuszczą
       *[other] zaatakuje uciekającego dowódcę albo go przepuści
    }.
cca-status-wait-cca-evade_path = Czekamy, aż { $side } { $side_gender ->
        [plural-virile] wybiorą
        [plural] wybiorą
       *[other] wybierze
    }, dokąd idzie unikający oddział.

## cca.result
cca-result-banners = { $banners }–{ $other } w sztandarach zwycięstwa
cca-result-draw = obie strony osiągnęły limit sztandarów jednocześnie

## cca.prompt
cca-prompt-card = { $side }: zagraj kartę rozkazu z ręki.
cca-prompt-order = Wydaj rozkazy dla karty { $card } (order <heks> …, potem done).
cca-prompt-rally = Przywróć klocki oddziałom obok dowódcy (rally <heks>), potem done.
cca-prompt-move = Porusz oddziały i dowódców z rozkazem (move <heks> <cel>), potem done.
cca-prompt-move2 = Ruch-Strzał-Ruch: oddziały z rozkazem mogą poruszyć się ponownie (move <heks> <cel>), potem done.
cca-prompt-battle = Ogłaszaj walki po jednej (battle <heks> <cel> albo fire <heks> <cel>), potem done.
cca-prompt-react = Walka wręcz – atak na Twój oddział na { $target } ({ $kind }); atakujący: { $by } z { $attacker }: zareaguj (noreaction, evade albo firststrike).
cca-prompt-ignore = { $flags ->
    [one] { $flags } flaga wyrzucona
    [few] { $flags } flagi wyrzucone
   *[other] { $flags } flag wyrzuconych
} przeciw Twojemu oddziałowi na { $hex } ({ $kind }); możesz zignorować najwyżej { $max } (dowódca lub wsparcie): ignore <n>.
cca-prompt-retreat = Twój oddział na { $hex } ({ $kind }) musi się cofnąć o { $hexes ->
    [one] { $hexes } heks
    [few] { $hexes } heksy
   *[other] { $hexes } heksów
} w stronę własnej krawędzi: retreat <heks końcowy>.
cca-prompt-battleback = Odwet – Twój oddział na { $hex } ({ $kind }) → { $by } na { $target } (battleback albo nobattleback)?
cca-prompt-advance = Twój oddział ({ $kind }) wygrał walkę wręcz: natarcie z rozpędu na { $hex } (advance albo noadvance)?
cca-prompt-extra = Twój oddział na { $hex } ({ $kind }) może przejechać jeden dodatkowy heks (extra <heks>) albo stanąć (noextra).
cca-prompt-bonus = Twój oddział na { $hex } ({ $kind }) może stoczyć dodatkową walkę wręcz: bonus <cel> albo nobonus.
cca-prompt-leader_evade = Dowódca { $leader } musi uniknąć: leader <heks> albo leader off.
cca-prompt-rampage = Słoń wpada w szał: wybierz następny oddział lub dowódcę, którego stratuje (rampage <heks>).
cca-prompt-evade_path = Twój oddział na { $hex } ({ $kind }) przetrwał rzut na unik: evade <heks> (dokąd idzie).
cca-prompt-escape = Wrogi dowódca { $leader } ucieka przez Twój oddział na { $hex } ({ $kind }): zaatakować go (strike) czy przepuścić (letpass)?

## cca.why
cca-why-empty = rozkaz jest pusty
cca-why-verb = nie zaczyna się od znanego rozkazu (play, order, move, stay, battle, fire, retreat, ignore, evade, firststrike, noreaction, battleback, nobattleback, advance, noadvance, extra, noextra, bonus, nobonus, leader, strike, letpass, rampage, rally, done)
cca-why-play_args = napisz play <id karty>, np. play center-2
cca-why-no_args = ten rozkaz nie przyjmuje heksu ani liczby
cca-why-ignore_args = napisz ignore <liczba flag>
cca-why-hex_args = napisz jedno oznaczenie heksu, np. E5
cca-why-off_board = { $hex } leży poza planszą (kolumny od A do M, rzędy od 1 do 9; rzędy parzyste kończą się na L), np. E7
cca-why-piece_args = napisz oznaczenia heksów, np. E7 (dodaj L, np. E7L, dla dowódcy stojącego z oddziałem)
cca-why-battle_args = napisz battle <Twój heks> <heks celu>, np. battle E6 F5
cca-why-move_args = napisz move <heks> <cel> albo ścieżkę, np. move E7 E6 D5

## cca.err
cca-err-notation = Nie rozumiem „{ $text }”: { $why }.
cca-err-wrong_step = Ten rozkaz teraz nie pasuje: { $side } { $side_gender ->
        [plural-virile] muszą
        [plural] muszą
       *[other] musi
    } { $step } (rozkazy: { $verbs }).
cca-err-must_play = Trzeba zagrać kartę rozkazu: nie można spasować (rozkazy: { $choices }).
cca-err-unknown_card = Nie ma karty rozkazu „{ $card }”.
cca-err-not_in_hand = Nie masz na ręce karty { $card }.
cca-err-first_strike_reaction = Pierwsze uderzenie zagrywa się tylko w reakcji na ogłoszenie walki wręcz przez wroga.
cca-err-no_piece = Na { $hex } nie ma Twojego oddziału ani dowódcy.
cca-err-no_target = Na { $hex } nie ma z kim walczyć.
cca-err-not_ordered = { $piece } nie ma rozkazu w tej turze.
cca-err-cannot_move = { $piece } nie może się teraz ruszyć: { $why }.
cca-err-off_board = Tego heksu nie ma na planszy.
cca-err-rally = { $piece } nie może odzyskać klocków: { $why }.
cca-err-cannot_battle = { $piece } nie może teraz walczyć: { $why }.
cca-err-card_no_melee = Zagrana karta zabrania w tej turze walki wręcz.
cca-err-card_no_ranged = Zagrana karta zabrania w tej turze walki dystansowej.
cca-err-not_adjacent = { $hex } nie jest sąsiedni: walka wręcz wymaga sąsiedniego wroga.
cca-err-not_enemy = Na { $hex } nie ma wroga, z którym możesz walczyć.
cca-err-no_missile = { $piece } nie może strzelać.
cca-err-must_melee = Oddział obok wrogiego oddziału musi walczyć wręcz; nie może strzelać.
cca-err-mfm_no_fire = { $card }: po drugim ruchu żaden oddział nie strzela; oddziały z rozkazem mogą już tylko się ruszyć.
cca-err-range = { $hex } jest { $distance } heksów dalej: zasięg wynosi od 2 do { $range }.
cca-err-los = Linia wzroku do { $hex } jest zablokowana.
cca-err-warriors_must_melee = Wojownicy, którzy przeszli dwa heksy lub więcej, muszą stoczyć walkę wręcz przed końcem tury.
cca-err-not_a_choice = { $order } nie jest teraz możliwe: { $why }. Możliwe: { $choices }.

## cca.err.order
cca-err-order-not_yours = { $piece } nie należy do Ciebie.
cca-err-order-already = { $piece } ma już rozkaz.
cca-err-order-leader_not_allowed = Ta karta nie może wydać rozkazu dowódcy ({ $piece }).
cca-err-order-cap = Karta nie ma już rozkazu dla { $piece }.
cca-err-order-no_orders = Ta karta nie daje rozkazów.
cca-err-order-no_detach = Z tą kartą dowódcy nie mogą się odłączać ({ $piece }).
cca-err-order-section = { $piece } stoi w sekcji { $where }, gdzie ta karta nie ma już rozkazów (pozostało: { $left }).
cca-err-order-wrong_class = { $piece } nie jest rodzajem oddziału, któremu ta karta daje rozkaz.
cca-err-order-leader_section = Dowódca na { $piece } nie stoi w sekcji wskazanej przez kartę.
cca-err-order-chain = { $piece } nie przedłuża łańcucha dowódcy: każdy oddział z rozkazem od dowódcy musi sąsiadować z dowódcą lub z innym oddziałem z tym rozkazem.
cca-err-order-group = { $piece } nie sąsiaduje z resztą grupy: ta karta daje rozkaz jednej grupie sąsiadujących oddziałów pieszych.
cca-err-order-symbols = Żadna kość rzucona dla tej karty nie daje rozkazu { $piece } (każdy oddział potrzebuje kości swojej klasy albo hełmu dla dowolnego oddziału).

## cca.err.move
cca-err-move-too_far = { $piece } może teraz przejść najwyżej { $n ->
    [one] { $n } heks
    [few] { $n } heksy
   *[other] { $n } heksów
}; { $hex } jest { $distance } dalej.
cca-err-move-unreachable = { $piece } nie dotrze do { $hex }: każda droga jest zablokowana (oddziały, teren nieprzekraczalny albo teren zatrzymujący ruch).
cca-err-move-occupied = { $piece } nie może zakończyć ruchu na { $hex }: heks jest zajęty ({ $what }).
cca-err-move-impassable = { $piece } nie może wejść na { $hex }: teren nieprzekraczalny dla tego oddziału ({ $terrain }).
cca-err-move-warriors = { $piece } nie dotrze do { $hex }: wojownicy idący o dwa heksy muszą skończyć obok wrogiego oddziału.
cca-err-move-not_adjacent = Ścieżka od { $piece } przeskakuje między niesąsiednimi heksami.
cca-err-move-blocked = Ścieżka od { $piece } przechodzi przez heks, którego nie może przekroczyć.
cca-err-move-stops = { $piece } musi zatrzymać się na { $hex } (teren: { $terrain } zatrzymuje ruch), więc ścieżka nie może iść dalej.
cca-err-move-enemy = Ścieżka od { $piece } nie może przejść przez { $hex }: stoi tam wróg ({ $what }).
cca-err-move-friend = Ścieżka od { $piece } nie może przejść przez { $hex }, gdzie stoi własny oddział ({ $what }): przez własne oddziały przechodzą tylko lekkie oddziały piesze, którym rozkaz dała karta { $light } lub { $mfm }.
cca-err-move-joins = { $piece } musi zatrzymać się na { $hex }: oddział, który wchodzi na heks samotnego własnego dowódcy, zatrzymuje się tam, a { $leader } dołącza do niego.
cca-err-move-two_leaders = { $piece } nie może wejść na { $hex }: ma własnego dowódcę, a dwóch dowódców nigdy nie stoi w jednym heksie (stoi tam { $leader }).
cca-err-move-line_command = { $piece } może przejść najwyżej 1 heks z kartą { $card }; { $hex } jest { $distance } dalej.

## cca.ev
cca-ev-card_played = { $side } { $side_gender ->
        [plural-virile] zagrywają
        [plural] zagrywają
       *[other] zagrywa
    } kartę { $card }.
cca-ev-counter_nothing = Kontratak niczego nie kopiuje: przeciwnik nie zagrał jeszcze żadnej karty.
cca-ev-counter_copies = Kontratak kopiuje kartę { $card }.
cca-ev-counter_not_first_strike = Kontratak niczego nie kopiuje: nigdy nie może skopiować karty { $card }, ostatniej karty przeciwnika.
cca-ev-card_roll = Kości dla karty { $card }: { $faces }.
cca-ev-ordered = Rozkaz: { $unit } na { $piece }.
cca-ev-ordered_leader = Rozkaz: { $leader } ({ $piece }).
cca-ev-ordered_leader_unit = Rozkaz: { $leader } ({ $piece }) i { $unit } w heksie dowódcy.
cca-ev-ordered_with = Rozkaz: { $unit } na { $piece } (razem z oddziałem: { $leader }).
cca-ev-orders_done = Wydane rozkazy: { $count }.
cca-ev-orders_none = Żaden oddział ani dowódca nie ma rozkazu: w tej turze nic się nie rusza ani nie walczy.
cca-ev-rallied = Uzupełniony: { $unit } na { $hex }, teraz { $blocks ->
    [one] { $blocks } klocek
    [few] { $blocks } klocki
   *[other] { $blocks } klocków
}.
cca-ev-moved = Ruch: { $unit }, { $path }.
cca-ev-moved_with = Ruch: { $unit }, { $path } (razem z oddziałem: { $leader }).
cca-ev-leader_moved = Ruch: { $leader }, { $path }.
cca-ev-leader_joins = { $leader } dołącza do oddziału na { $hex }.
cca-ev-declared_melee = Walka wręcz: { $unit } z { $hex } → { $what } na { $target }.
cca-ev-declared_fire = Ostrzał: { $unit } z { $hex } → { $what } na { $target }.
cca-ev-declared_bonus = Dodatkowa walka wręcz: { $unit } z { $hex } → { $what } na { $target }.
cca-ev-rolled = Kości: { $unit } z { $hex } → { $target }: { $faces } — trafienia: { $hits }, flagi: { $flags } (trafia na { $on }).
cca-ev-sword_chain = Łańcuch mieczy słonia: każde MIECZE rzucono ponownie — { $faces } (wliczone w trafienia powyżej).
cca-ev-loss = Strata: { $unit } na { $hex }, { $lost ->
    [one] { $lost } klocek
    [few] { $lost } klocki
   *[other] { $lost } klocków
}; zostało { $left }.
cca-ev-eliminated = Zniszczony: { $unit } na { $hex }.
cca-ev-banner = { $side } { $side_gender ->
        [plural-virile] zdobywają
        [plural] zdobywają
       *[other] zdobywa
    } sztandar zwycięstwa: { $total } z { $target }.
cca-ev-victory = { $side } { $side_gender ->
        [plural-virile] wygrywają
        [plural] wygrywają
       *[other] wygrywa
    } grę (sztandary zwycięstwa: { $banners }).
cca-ev-draw = Obie strony jednocześnie osiągają limit sztandarów: gra kończy się remisem.
cca-ev-leader_check = Test dowódcy – { $leader } (jego oddział zniknął): { $faces } (ginie przy hełmach: { $need }).
cca-ev-leader_check2 = Test dowódcy – { $leader } (jego oddział został trafiony): { $faces } (ginie przy hełmach: { $need }).
cca-ev-leader_killed = { $leader } ginie ({ $hex }).
cca-ev-leader_evaded = { $leader } unika: { $path }.
cca-ev-leader_left = { $leader } opuszcza pole bitwy z { $hex }.
cca-ev-escape_roll = { $leader } ucieka przez { $hex }: { $faces }.
cca-ev-escape_let_pass = Przepuszczenie: dowódca { $leader } przechodzi przez { $hex } bez ataku (oddział: { $unit }).
cca-ev-flags_ignored = Flagi zignorowane – { $unit } na { $hex }: { $n }.
cca-ev-retreated = Odwrót: { $unit }, { $path }.
cca-ev-retreat_blocked = Niepełny odwrót – { $unit } na { $hex }: zamiast tego strata klocków: { $lost }.
cca-ev-elephant_blocked = Oddział na { $hex } blokuje odwrót słonia i traci klocki: { $lost }.
cca-ev-rampage = Szał słonia – cel: { $what } na { $hex }: { $faces } — trafienia: { $hits } (trafia na { $on }).
cca-ev-evade_declared = Unik przed walką wręcz: { $unit } na { $hex }.
cca-ev-evade_roll = Kości na unik – { $unit } z { $hex }: { $faces } — trafienia: { $hits } (trafia na { $on }).
cca-ev-evaded = Unik: { $unit }, { $path }.
cca-ev-crew_escaped = Obsługa machiny wojennej ucieka z { $hex }; machina opuszcza planszę.
cca-ev-first_strike = { $side } { $side_gender ->
        [plural-virile] zagrywają
        [plural] zagrywają
       *[other] zagrywa
    } Pierwsze uderzenie oddziałem na { $hex }.
cca-ev-battle_cancelled = Walka odwołana: oddziału już nie ma albo się przesunął.
cca-ev-attack_cancelled = Atak odwołany: atakujący został zniszczony albo odrzucony.
cca-ev-advanced = Natarcie z rozpędu: { $unit }, { $path }.
cca-ev-reshuffled = Stos kart odrzuconych zostaje przetasowany w nową talię.
cca-ev-drew_card = { $side } { $side_gender ->
        [plural-virile] dobierają
        [plural] dobierają
       *[other] dobiera
    } kartę { $title } (play { $card }).
cca-ev-drew = { $side } { $side_gender ->
        [plural-virile] dobierają
        [plural] dobierają
       *[other] dobiera
    } { $n ->
    [one] { $n } kartę
    [few] { $n } karty
   *[other] { $n } kart
}.
cca-ev-command_raised = Dowodzenie – { $side }: wzrost do { $command }.
cca-ev-turn_ended = { $side } { $side_gender ->
        [plural-virile] kończą
        [plural] kończą
       *[other] kończy
    } turę { $turn }.
cca-ev-echo = { $order }: już wykonane (była to jedyna możliwość).

## cca.ev.dice
cca-ev-dice-moved = Poruszył się przed strzałem: 1 kość zamiast 2.
cca-ev-dice-cap = Teren ({ $terrain }): najwyżej { $cap } kości.
cca-ev-dice-uphill = Atak pod górę: najwyżej 2 kości.
cca-ev-dice-downhill = Atak ze wzgórza: najwyżej { $cap } kości.
cca-ev-dice-camp = Obóz warowny: jedna kość mniej.
cca-ev-dice-card = { $card } dodaje { $n } do kości.
cca-ev-dice-swords_ignored = MIECZE zignorowane – { $unit }: { $n }.
cca-ev-dice-no_swords = Wszystkie MIECZE zignorowane – { $unit }.
cca-ev-dice-elephant = { $unit } – przeciw jeździe i rydwanom zignorowane także po jednym z: { $faces }.

## cca.ev.echo_of.cca
cca-ev-echo_of-cca-card = { $order }: już wykonane — silnik sam oddał turę (nie dało się zagrać żadnej karty); nic się nie zmienia.
cca-ev-echo_of-cca-order = { $order }: już wykonane — silnik sam zamknął rozkazy (żaden inny oddział nie mógł dostać rozkazu); nic się nie zmienia.
cca-ev-echo_of-cca-replenish = { $order }: już wykonane — silnik sam zamknął uzupełnianie (nie było czego uzupełnić); nic się nie zmienia.
cca-ev-echo_of-cca-move = { $order }: już wykonane — silnik sam zamknął ruch (żaden oddział z rozkazem nie mógł się ruszyć); nic się nie zmienia.
cca-ev-echo_of-cca-battle = { $order }: już wykonane — silnik sam zamknął walkę (żaden oddział z rozkazem nie mógł walczyć); nic się nie zmienia.
cca-ev-echo_of-cca-retreat = { $order }: już wykonane — odwrót miał jedną drogę i odbył się od razu; nic się nie zmienia.
cca-ev-echo_of-cca-ignore = { $order }: już wykonane — nie było wyboru co do flag; nic się nie zmienia.
cca-ev-echo_of-cca-battleback = { $order }: już wykonane; nic się nie zmienia.
cca-ev-echo_of-cca-advance = { $order }: już wykonane; nic się nie zmienia.
cca-ev-echo_of-cca-extra = { $order }: już wykonane; nic się nie zmienia.
cca-ev-echo_of-cca-bonus = { $order }: już wykonane; nic się nie zmienia.
cca-ev-echo_of-cca-leader_evade = { $order }: już wykonane — dowódca miał jedno wyjście i z niego skorzystał; nic się nie zmienia.
cca-ev-echo_of-cca-rampage = { $order }: już wykonane — słoń miał jeden cel; nic się nie zmienia.
cca-ev-echo_of-cca-escape = { $order }: już wykonane; nic się nie zmienia.
cca-ev-echo_of-cca-evade_path = { $order }: już wykonane — unik miał jedno wyjście i odbył się od razu; nic się nie zmienia.

## cca.ev.auto
cca-ev-auto-order = Żaden inny oddział nie może dostać rozkazu: rozkazy zamknięte.
cca-ev-auto-move = Żaden oddział z rozkazem nie może iść dalej: ruch zakończony.
cca-ev-auto-battle = Żaden oddział z rozkazem nie może walczyć: walka zakończona.
cca-ev-auto-replenish = Nic więcej nie da się uzupełnić: uzupełnianie zakończone.

## cca.err (reakcje)
cca-err-cannot_evade = Ten oddział nie może uniknąć: { $why }.
cca-err-no_first_strike = Nie masz karty Pierwsze uderzenie: reakcja to noreaction albo evade, jeśli oddział może uniknąć.

## cca.why_not
cca-why_not-card_no_move = { $card } zabrania ruchu w tej turze
cca-why_not-moved_again = wykonał już w tej turze drugi ruch
cca-why_not-moved = poruszył się już w tej turze
cca-why_not-stayed = w tej turze dostał już rozkaz pozostania
cca-why_not-joined = dowódca dołączył do niego przed ruchem, więc zostaje
cca-why_not-leader_gone = dowódcy nie ma już na polu bitwy
cca-why_not-no_detach = ta karta nie pozwala dowódcy opuścić oddziału (brak hełmu)
cca-why_not-unit_moved = jego oddział już się poruszył, więc dowódca nie może go opuścić
cca-why_not-shots_used = oddał już oba strzały z Zaćmić niebo
cca-why_not-battled = walczył już w tej turze
cca-why_not-terrain_no_battle = wszedł na teren, na którym oddział nie może walczyć w turze wejścia
cca-why_not-machine_moved = machina wojenna, która się poruszyła, nie może walczyć
cca-why_not-auxilia_moved = auksylia, które przeszły dwa heksy, nie mogą walczyć
cca-why_not-not_your_unit = to nie jest Twój oddział
cca-why_not-no_rally_kind = ten rodzaj oddziału nigdy nie odzyskuje klocków ({ $unit })
cca-why_not-full_strength = ma pełny skład ({ $blocks ->
    [one] { $blocks } klocek
    [few] { $blocks } klocki
   *[other] { $blocks } klocków
})
cca-why_not-no_die = żadna pozostała kość nie pokazuje jego klasy ({ $face }) ani hełmu
cca-why_not-no_leader_near = w jego heksie ani obok nie ma własnego dowódcy
cca-why_not-evade_kind = unik przed walką wręcz niemożliwy ({ $unit }; atakujący: { $by })
cca-why_not-evade_no_room = brak heksu, w który można uniknąć w stronę własnej krawędzi ({ $unit })
cca-why_not-evade_later = drogę uniku wybiera się po rzucie na unik; zareaguj samym evade
cca-why_not-ignore_max = nie można tu zignorować { $n } flag; dowódca, wsparcie i teren pozwalają najwyżej na { $max }
cca-why_not-retreat_end = odwrót nie może skończyć się na { $hex }: idzie w stronę własnej krawędzi, na pełną odległość lub tak daleko, jak się da, tracąc nie więcej klocków, niż musi
cca-why_not-extra_hex = dodatkowy heks jazdy musi być pustym sąsiednim heksem, na który może wejść, a { $hex } nim nie jest
cca-why_not-bonus_target = na { $hex } nie ma wroga obok oddziału, z którym można walczyć
cca-why_not-leader_end = dowódca nie może zakończyć uniku na { $hex }: idzie do 3 heksów w stronę własnej krawędzi, do własnego oddziału albo poza mapę
cca-why_not-rampage_target = na { $hex } nie ma obok słonia oddziału ani dowódcy do stratowania
cca-why_not-evade_end = unik nie może skończyć się na { $hex }: idzie o 2 heksy w stronę własnej krawędzi
cca-why_not-not_offered = ten krok tego nie oferuje

# stałe odpowiedzi: decyzje, które strona może podjąć z góry, i co tam znaczą always i never
cca-standing-cca-react = reakcja na walkę wręcz (CCA 9/a, 12): always lub evade = unik, gdy jednostka może; firststrike = pierwsze uderzenie, dopóki karta Pierwsze uderzenie jest w ręce; never = bez reakcji
cca-standing-cca-evade_path = dokąd idzie jednostka wykonująca unik (CCA 9/a): always = domyślne pole
cca-standing-cca-ignore = flagi do zignorowania (CCA 8/a): always = tyle, ile wolno; never = żadnej
cca-standing-cca-retreat = droga odwrotu (CCA 8): always = droga najdalej od wroga
cca-standing-cca-battleback = odwet (CCA 7/b): always = odwet; never = bez odwetu
cca-standing-cca-leader_evade = unik wodza (CCA 9/a/1): always = domyślne pole
cca-standing-cca-escape = wrogi wódz uciekający przez Twoją jednostkę (CCA 9/a/1): always = uderz; never = przepuść

## cca.roll: na co jest rzut, tam gdzie gracz to czyta (zaplanowane kości kończą się przed nim)
cca-roll-evade = unik
cca-roll-leader_escape = ucieczkę dowódcy
cca-roll-leader_casualty = test dowódcy
cca-roll-battle = { $mode ->
    [ranged] ostrzał
    [bonus] dodatkową walkę wręcz
    [bb] odwet
    [fs] pierwsze uderzenie
   *[melee] walkę wręcz
} ({ $unit })
cca-roll-sword_chain = łańcuch mieczy słonia
cca-roll-rampage = szał słonia
cca-roll-card = kartę { $card }
