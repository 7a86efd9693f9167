### Au fil de l'Épée: komunikaty po polsku (terminy z polskiej instrukcji 2014).

## afde
afde-choice = { $order }

## afde.phase
afde-phase-start = Etap { $turn }, faza { $phase }.
afde-phase-command = Sprawdzenie dowodzenia: jednostki niedowodzone: { $uncommanded_name }.
afde-phase-A = Etap { $turn }: A, sprawdzenie dowodzenia
afde-phase-B = Etap { $turn }: B, ostrzał łuczników i artylerii ({ $step })
afde-phase-C = Etap { $turn }: C, inicjatywa
afde-phase-D = Etap { $turn }: D, ruch i walka ({ $step })
afde-phase-E = Etap { $turn }: E, porządkowanie
afde-phase-over = Bitwa skończona

## afde.ask
afde-ask-rest = Połóż znaczniki odpoczynku (au repos) na zmęczonych jednostkach, potem done.
afde-ask-b_fire = Faza B, krok { $step }: ostrzał jednostkami { $cls } albo done.
afde-ask-first = Masz inicjatywę ({ $a_name } { $ta }, { $d_name } { $td }: przypadek { $case }): który z Twoich dowódców aktywuje się pierwszy?
afde-ask-next = Inicjatywa, przypadek { $case }: wskaż wrogiego dowódcę, który musi aktywować się następny.
afde-ask-inactive = Inicjatywa, przypadek { $case }: wskaż wrogiego dowódcę, który nie może aktywować się w tym etapie.
afde-ask-activate = Który z Twoich dowódców aktywuje się teraz?
afde-ask-d1 = Ruch: wybierz jednostkę, porusz dowódcę, wprowadź posiłki albo done.
afde-ask-d1_unit = Ruch – { $name } (zostało { $left } PR): krok, obrót, szarża, wycofanie, wsiadanie/spieszanie albo stop.
afde-ask-d2 = Ostrzał: wybierz strzelającego i cel albo done.
afde-ask-d3 = Wskaż walki (atakujący, obrońca) albo done.
afde-ask-resolve = Którą walkę rozstrzygnąć teraz (najpierw szarże)?
afde-ask-dfire = Ostrzał defensywny: { $unit_name }: strzelaj do atakującego albo pas.
afde-ask-ofire = Ostrzał ofensywny: { $unit_name }: strzelaj do obrońcy albo pas.
afde-ask-react = Reakcja szarżą: { $unit_name }: reaguj przeciw szarżującemu albo pas.
afde-ask-retreat = Wycofanie się po walce – { $unit_name }: wybierz heks.
afde-ask-flight = Ucieczka – { $unit_name } z { $hex } w stronę swojego kierunku ucieczki: pasuje więcej niż jeden heks; wybierz następny heks.
afde-ask-rout_order = Faza E, ruch w ucieczce: która z twoich jednostek w ucieczce wykonuje ruch jako następna?
afde-ask-rout_stack = Stos w ucieczce w { $hex }: { $stack_name }. Uciekają razem (jeden ruch, jedną drogą) czy osobno (każda swój ruch w ucieczce, teraz { $unit_name })?
afde-ask-face = Nowe ustawienie – { $unit_name } ({ $why_name }).
afde-ask-advance = Pościg po walce: która jednostka i na który heks?
afde-ask-pursue = Szarża Rozproszenia na { $hex } – { $unit_name }: pościg albo pas.
afde-ask-d5 = Jednostki niedowodzone mogą przejść połowę swoich PR w stronę swojego dowódcy, albo done.
afde-ask-place = { $leader_name } stracił swoją jednostkę i dołączył do najbliższej, w { $hex }; inna jest równie blisko: zostaw go tam albo przenieś do { $others }.
afde-ask-replace = Zastępca dowódcy – { $leader_name }: zastępca stanął przy największej jednostce hufca, w { $hex }: zostaw go tam albo przenieś do jednostki w { $others }.
afde-ask-acting = Twój wódz armii przepadł: który dowódca zostaje zastępcą wodza armii (ten sam współczynnik: { $leaders_name })?
afde-ask-hold = { $leader_name } jest wzięty do niewoli: która z Twoich jednostek wokół niego go pilnuje?

## afde.initiative
afde-initiative-roll = Inicjatywa: { $a_name } { $a_name_gender ->
        [plural-virile] rzucają
        [plural] rzucają
       *[other] rzuca
    } { $ra } + bonus wodza { $ba } = { $ta }, { $d_name } { $d_name_gender ->
        [plural-virile] rzucają
        [plural] rzucają
       *[other] rzuca
    } { $rd } + bonus wodza { $bd } = { $td }: różnica { $diff }, przypadek { $case }, inicjatywa: { $winner_name }.
afde-initiative-first = { $leader_name } aktywuje się pierwszy.
afde-initiative-next = { $leader_name } musi aktywować się następny.
afde-initiative-inactive = { $leader_name } jest w tym etapie nieaktywny.

## afde.activation
afde-activation-start = { $leader_name } aktywuje się, z jednostkami: { $units_name }.
afde-activation-end = Koniec aktywacji – { $leader_name }.

## afde.move
afde-move-step = Ruch: { $unit_name } z { $frm } na { $to } ({ $cost } PR).
afde-move-face = Obrót: { $unit_name } frontem na { $facing_name } ({ $cost } PR).
afde-move-minimum = Minimalny ruch o jeden heks: { $unit_name } na { $hex }.
afde-move-withdraw = Wycofanie: { $unit_name } z { $frm } na { $to }.
afde-move-mounted = Wsiadanie na koń (remonte): { $unit_name }.
afde-move-dismounted = Spieszanie (démonte): { $unit_name }.
afde-move-charge = Szarża: { $unit_name } z { $frm } na { $to } → { $target_name }.
afde-move-enters = Wejście na mapę: { $unit_name } w { $hex }.
afde-move-leader = { $leader_name } idzie na { $to }.
afde-move-half = Ruch jednostki niedowodzonej: { $unit_name } z { $frm } na { $to }.
afde-move-cannot_move = { $unit_name }: jednostka nie może się teraz ruszyć.
afde-move-not_adjacent = { $unit_name }: { $hex } nie sąsiaduje z tą jednostką.
afde-move-closed = { $unit_name }: jednostka nie może wejść na { $hex }.
afde-move-enemy_hex = { $unit_name }: jednostka nie może wejść do { $hex }: stoi tam jednostka wroga.
afde-move-closed_hexside = { $unit_name }: jednostka nie może przejść do { $hex }: ten bok heksu jest zamknięty dla ruchu.
afde-move-no_mp = { $unit_name }: jednostka nie ma dość PR, by wejść na { $hex } (potrzeba { $cost }, zostało { $left }).
afde-move-same_facing = { $unit_name }: jednostka jest już tak ustawiona.
afde-move-stacking = { $unit_name }: jednostka nie może skończyć ruchu w { $hex }: limit stosu.
afde-move-leaves_leader = { $unit_name }: jednostka nie może odejść: { $leader_name } zostałby sam w { $hex }. Dowódca zawsze jest przy jednostce: wydaj rozkaz `lead { $leader }`, by zabrać go ze sobą (to jego ruch), albo najpierw porusz dowódcę.
afde-move-cannot_lead = { $leader_name } nie może teraz iść z jednostką: tylko aktywny dowódca, zanim się ruszy, stojący na jednostce, która by go zostawiła.
afde-move-lead = { $leader_name } idzie razem z jednostką – { $unit_name } (jego ruch w tej aktywacji).
afde-move-withdraw_moved = { $unit_name }: jednostka już się ruszała: wycofanie jest całym jej ruchem.
afde-move-withdraw_rear = { $unit_name }: { $hex } nie jest tylnym heksem tej jednostki.
afde-move-withdraw_occupied = { $unit_name }: nie może się wycofać do { $hex }: stoi tam jednostka własna, a zasady stosów nie pozwalają im stać razem; wycofanie przestrzega zasad stosów.
afde-move-no_mount = { $unit_name }: jednostka nie może teraz wsiąść ani się spieszyć.
afde-move-no_charge = { $unit_name }: jednostka nie może szarżować na { $hex }.
afde-move-routed = { $unit_name }: jednostka w ucieczce porusza się tylko w ucieczce i w etapie E.
afde-move-carries_cinc = { $unit_name }: z jednostką stoi głównodowodzący { $leader_name }; aktywacja jej własnego dowódcy nie może jej poruszyć (może strzelać i walczyć).
afde-move-mount_routed = { $unit_name }: jednostka w ucieczce nie może wsiąść na konie ani się spieszyć.
afde-move-already_mounted = { $unit_name }: jednostka jest już konna.
afde-move-already_on_foot = { $unit_name }: jednostka jest już piesza.
afde-move-mount_moved = { $unit_name }: jednostka już się poruszyła; wsiada się lub spiesza przed ruchem.
afde-move-mount_adjacent = { $unit_name }: jednostka sąsiaduje z wrogiem i nie może wsiąść na konie ani się spieszyć.
afde-move-no_remonte = { $unit_name }: strona nie ma już znacznika remonte.
afde-move-no_demonte = { $unit_name }: strona nie ma już znacznika démonte.
afde-move-charge_type = { $unit_name }: szarżować mogą tylko konni rycerze (Ch) i ciężkozbrojni (Ha).
afde-move-charge_moved = { $unit_name }: jednostka już się poruszyła albo obróciła w tej aktywacji i nie może szarżować.
afde-move-charge_contact = { $unit_name }: jednostka jest już w kontakcie z wrogiem i nie może szarżować.
afde-move-charge_no_enemy = { $unit_name }: w { $hex } nie ma jednostki wroga do szarży.
afde-move-charge_not_ahead = { $unit_name }: nie może szarżować na { $hex }: cel musi stać na wprost środkowego heksu przedniego.
afde-move-charge_path = { $unit_name }: nie może szarżować na { $hex }: musi dotrzeć w linii prostej, przez heksy, na które może wejść, wydając najwyżej { $mp } PR.
afde-move-charge_no_melee = { $unit_name }: jednostka nie może szarżować na { $hex }: szarża to walka, a walka jest tam niemożliwa (bok heksu, który jej zabrania, albo zasada scenariusza).
afde-move-no_entry = { $unit_name }: jednostka nie może teraz wejść na mapę.
afde-move-entry_blocked = { $unit_name }: jednostka nie może wejść w { $hex }.
afde-move-leader_dest = { $leader_name } nie może skończyć ruchu w { $hex }: dowódca kończy ruch przy jednostce swojego hufca (wódz armii: przy dowolnej jednostce armii), raz na aktywację.
afde-move-leader_reach = { $leader_name } nie dotrze do { $hex }: za mało PR na tę drogę (teren, przednie heksy wroga albo wrogie jednostki po drodze).
afde-move-leader_not_active = { $leader_name } nie jest aktywnym dowódcą.
afde-move-not_commanded = { $unit_name }: to nie jest dowodzona jednostka tej aktywacji.
afde-move-move_over = { $unit_name }: jednostka skończyła ruch.
afde-move-stack = Jednostki w { $hex } nie mogą teraz ruszyć się razem (obie muszą móc się ruszyć i żadna nie ruszała się sama).
afde-move-half_move = { $unit_name }: jednostka nie może iść na { $hex }: połowa PR, kończąc bliżej swojego dowódcy.

## afde.fire
afde-fire-roll = Ostrzał: { $firers_name } → { $targets_name } w { $target } (odległość { $range }, kolumna Tabeli Ostrzału { $column }): rzut { $roll }, modyfikatory { $mods }, razem { $total } → { $result }.
afde-fire-no_target = W { $hex } nie ma wrogiej jednostki.
afde-fire-already_target = Do jednostek w { $hex } już strzelano w tej aktywacji.
afde-fire-mixed = Ogień łączyć mogą tylko jednostki tego samego typu.
afde-fire-cannot = { $unit_name }: jednostka nie może teraz strzelać.
afde-fire-no_effect = Brak efektu dla jednostek w { $target }.
afde-fire-nothing_to_fire_at = Ostrzał D.2 bez celu (odległość, sektor przedni, linia widoczności albo sąsiedni wróg), { $count ->
        [one] jednostka
       *[other] jednostki
    }: { $units_name }.
afde-fire-stacked_below = { $unit_name }: dolna jednostka stosu nie może strzelać.
afde-fire-out_of_range = { $unit_name }: jednostka nie może strzelać do { $hex }: cel jest poza jej zasięgiem.
afde-fire-not_in_arc = { $unit_name }: jednostka nie może strzelać do { $hex }: strzela się tylko w heksy przednie.
afde-fire-no_los = { $unit_name }: jednostka nie może strzelać do { $hex }: linia widoczności jest zablokowana.
afde-fire-adjacent_target = { $unit_name }: jednostka nie może strzelać do sąsiedniego heksu { $hex }: do sąsiedniego wroga strzela się tylko wtedy, gdy walka między nimi jest niemożliwa (inaczej to ostrzał w walce).
afde-fire-adjacent_enemy = { $unit_name }: jednostka sąsiaduje z wrogiem i nie może strzelać na odległość.
afde-fire-routed = { $unit_name }: jednostka jest w ucieczce, a jednostki w ucieczce nie strzelają.
afde-fire-uncommanded = { $unit_name }: jednostka niedowodzona może strzelać tylko w obronie.
afde-fire-not_a_firer = { $unit_name }: jednostka nie może strzelać: strzelają tylko jednostki zdolne do ostrzału (Ar, Ab, Aq, At oraz Cl, Il lub Mi wskazane w scenariuszu).
afde-fire-already_fired = { $unit_name }: jednostka już strzelała w tej aktywacji.
afde-fire-b_step = { $unit_name }: jednostka nie może strzelać w kroku { $step } fazy B: ten krok to ostrzał jednostek { $cls } strony { $side_name }.
afde-fire-not_activated = { $unit_name }: jednostka nie jest teraz aktywowana: w D.2 strzelają tylko jednostki hufca aktywnego dowódcy (a przy wodzu armii także te w jego zasięgu dowodzenia).
afde-fire-not_in_this_melee = { $unit_name }: jednostka nie bierze udziału w tej walce: ostrzał defensywny prowadzą tylko obrońcy, a ofensywny tylko atakujący (lub artyleria w stosie z jednym z nich).
afde-fire-not_its_attacker = { $unit_name }: jednostka nie może strzelać do { $hex }: ostrzał defensywny prowadzi się tylko do jednostki, która ją atakuje w tej walce.
afde-fire-not_its_defender = { $unit_name }: jednostka nie może strzelać do { $hex }: ostrzał ofensywny prowadzi się tylko do obrońcy, którego atakuje w tej walce.
afde-fire-melee_not_front = { $unit_name }: jednostka nie może strzelać do { $hex }: w walce strzela się tylko w heksy przednie strzelającego.
afde-fire-not_in_phase_b = { $unit_name }: jednostka nie może strzelać w etapie B: strzelają wtedy tylko łucznicy (Ar) i artyleria (At).

## afde.melee
afde-melee-cannot = { $order } nie jest walką, którą można teraz wskazać (przednie heksy, boki heksów, znaczniki).
afde-melee-uncommanded = { $unit_name }: jednostka jest w tym etapie niedowodzona i nie może rozpocząć walki.
afde-melee-routed = { $unit_name }: jednostka w ucieczce nie może rozpocząć walki.
afde-melee-artillery = { $unit_name }: artyleria nigdy nie rozpoczyna walki (w stosie z atakującą piechotą może prowadzić ostrzał ofensywny).
afde-melee-charger = { $unit_name }: jednostka szarżuje, a każda szarża jest osobną walką.
afde-melee-no_enemy = W { $hex } nie ma jednostki wroga.
afde-melee-not_front = { $unit_name }: jednostka atakuje tylko przez heksy przednie, a { $hex } do nich nie należy.
afde-melee-charges_first = Walka w { $hex } przyjdzie później: wszystkie szarże rozstrzyga się przed innymi walkami (najpierw { $charges }).
afde-melee-no_melee_at = Żadna walka, która pozostała do stoczenia w tej aktywacji, nie ma jednostki w { $hex }.
afde-melee-charged = Jednostki w { $hex } są celem szarży: do szarży nie może dołączyć jednostka, która nie szarżuje.
afde-melee-already_attacked = Jednostki w { $hex } zostały już zaatakowane w tej aktywacji.
afde-melee-hexside = { $unit_name }: walka z { $hex } przez ten bok heksu jest niemożliwa.
afde-melee-scenario = Walka między { $unit_name } a { $hex } jest niemożliwa: zasada scenariusza zabrania jej między jednostkami wskazanego hufca a jednostkami wroga w ich heksach przednich.
afde-melee-already_declared = { $unit_name }: jednostka jest już wskazana do ataku na { $hex }.
afde-melee-declared = Wskazana walka: { $attacker_name } → { $hex }.
afde-melee-many_against_many = Po jednej stronie każdej walki musi być pojedyncza jednostka.
afde-melee-obligation = Jednostka, która atakuje, musi zaatakować każdego wroga w swoich przednich heksach, którego nie atakują inni.
afde-melee-begins = { $stage_name } – atakujący: { $attackers_name }; obrońcy: { $defenders_name }.
afde-melee-cancelled = Walka z { $hex } odwołana: nie ma już kontaktu.
afde-melee-no_roll = Walka w { $hex } kończy się bez rzutu.
afde-melee-reaction = Reakcja szarżą – { $unit_name } → { $charger_name }: rzut { $roll } przeciw jakości { $quality }: { $ok_name }.
afde-melee-roll = Rzut walki { $roll }, modyfikatory { $mods } (netto { $net }), razem { $total } → atakujący { $attacker }, obrońca { $defender }.
afde-melee-retreat = Wycofanie się po walce: { $unit_name } na { $to }.
afde-retreat-off_map = { $unit_name }: nie może się wycofać do { $hex }: ten heks leży poza mapą.
afde-retreat-not_adjacent = { $unit_name }: wycofanie to jeden heks, a { $hex } nie sąsiaduje z jednostką.
afde-retreat-enemy = { $unit_name }: nie może się wycofać do { $hex }: stoi tam jednostka wroga.
afde-retreat-closed = { $unit_name }: nie może się wycofać do { $hex }: teren albo bok heksu jest dla niej zamknięty.
afde-retreat-stacking = { $unit_name }: nie może się wycofać do { $hex }: nie pozwalają na to zasady stosów.
afde-flight-not_adjacent = { $hex } nie sąsiaduje z { $frm }, gdzie w ucieczce stoi { $unit_name }.
afde-flight-enemy = { $unit_name }: nie może uciec do { $hex }: stoi tam jednostka wroga, a ucieczka nigdy nie przechodzi przez jednostki wroga.
afde-flight-not_closer = { $unit_name }: nie może uciec do { $hex }: każdy heks ucieczki leży o jeden heks bliżej kierunku ucieczki jednostki.
afde-rout-not_to_move = { $unit_name }: to nie jest żadna z twoich jednostek w ucieczce, które mają jeszcze wykonać ruch w ucieczce; możliwe: { $choices }.
afde-rout-name_one = W { $hex } stoją dwie jednostki w ucieczce: wskaż identyfikatorem tę, która ucieka jako następna; o ucieczkę razem padnie pytanie potem.
afde-rout-stack_choice = Odpowiedz: rout { $unit } (sama { $unit_name }) albo rout { $hex } (cały stos razem).
afde-face-one_hexside = { $unit_name }: jednostka może tu obrócić się tylko o jeden bok heksu.
afde-advance-disordered = { $unit_name }: jednostka jest zmieszana, a jednostki zmieszane nigdy nie ruszają w pościg po walce.
afde-advance-artillery = { $unit_name }: artyleria nigdy nie rusza w pościg.
afde-advance-not_engaged = { $unit_name }: jednostka nie brała udziału w tej walce i nie może ruszyć w pościg.
afde-melee-retreat_front = { $unit_name }: jednostka wycofała się na przedni heks i traci poziom organizacji.
afde-melee-no_retreat = { $unit_name }: jednostka nie może się wycofać i traci poziom organizacji.
afde-melee-artillery_lost = Artyleria – { $unit_name }: nie może się wycofać i zostaje wyeliminowana.
afde-melee-advance = Pościg po walce: { $unit_name } na { $to }.
afde-melee-pursuit = Pościg – { $unit_name }: { $stage_name } przeciw { $hex }.
afde-melee-no_pursuit = Koniec pościgu – { $unit_name }: brak wroga przed jednostką.
afde-melee-lapses = Wskazana walka z { $hex } przepada: tego obrońcę dosięgnął pościg.
afde-melee-dispersal_fatigue = Zmęczenie po szarży Rozproszenia: { $unit_name }.

## afde.unit
afde-unit-fatigued = Zmęczenie: { $unit_name }.
afde-unit-disordered = Zmieszanie: { $unit_name }.
afde-unit-routed = Ucieczka: { $unit_name }.
afde-unit-flight = Ucieczka: { $unit_name } na { $path }.
afde-unit-flight_blocked = { $unit_name }: jednostka nie może dokończyć ucieczki.
afde-unit-eliminated = Wyeliminowana: { $unit_name } ({ $how_name }).
afde-unit-passed_routed = Przejście przez uciekającą jednostkę – { $unit_name } (przechodzi: { $by_name }): ponowna ucieczka.
afde-unit-pass_failed = Próba zwartości – { $unit_name } (przechodzi: { $by_name }): rzut { $roll } przeciw jakości { $quality }, ucieczka.
afde-unit-pass_held = Próba zwartości – { $unit_name } (przechodzi: { $by_name }): rzut { $roll } przeciw jakości { $quality }, jednostka wytrzymuje.
afde-unit-charged_through = Przeszarżowanie – { $unit_name } (szarżuje: { $by_name }): ucieczka.

## afde.leader
afde-leader-casualty_roll = Rzut na straty dowódcy – { $leader_name }: { $roll }: { $fate_name }.
afde-leader-wounded = { $leader_name } jest ranny.
afde-leader-killed = { $leader_name } ginie.
afde-leader-captured = { $leader_name } zostaje wzięty do niewoli (bierze go: { $by_name }).
afde-leader-perm_captured = { $leader_name } – strażnik dowódcy opuścił mapę: dowódca jest bezpowrotnie wzięty do niewoli.
afde-leader-freed = { $leader_name } zostaje uwolniony i dołącza do { $hex }.
afde-leader-safe = { $leader_name } bezpiecznie opuszcza bitwę.
afde-leader-moves_to = { $leader_name } dołącza do jednostki w { $hex }.
afde-leader-replaced = { $leader_name } obejmuje dowództwo hufca w { $hex }.
afde-leader-acting_cinc = { $leader_name } zostaje zastępcą wodza armii.
afde-leader-resumes = { $leader_name } przejmuje z powrotem dowództwo (dotąd zastępca: { $replacement_name }).
afde-leader-placed = { $leader_name } idzie do jednostki w { $hex }.
afde-place-no_unit = { $leader_name } nie może pójść do { $hex }: nie stoi tam jednostka jego strony, a dowódca zawsze stoi przy jednostce.
afde-place-not_banner = { $leader_name } nie może pójść do { $hex }: dowódca hufca stoi tylko przy jednostce własnego hufca (wódz armii – przy dowolnej jednostce swojej armii).
afde-place-not_nearest = { $leader_name } nie może pójść do { $hex }: dowódca, który stracił jednostkę, idzie do najbliższej jednostki swojego hufca ({ $hexes }).
afde-leader-held_by = { $leader_name } jest pilnowany (strażnik: { $unit_name }).

## afde.rest
afde-rest-placed = { $side_name } { $side_name_gender ->
        [plural-virile] odpoczywają
        [plural] odpoczywają
       *[other] odpoczywa
    }: { $units_name }.
afde-rest-cancelled = Znacznik odpoczynku zdjęty: { $unit_name }.
afde-rest-recovered = Po odpoczynku znów świeża: { $unit_name }.
afde-rest-routed = { $unit_name }: jednostka w ucieczce nie może odpoczywać (najpierw musi się zebrać).
afde-rest-adjacent = { $unit_name }: jednostka sąsiaduje z wrogiem i nie może odpoczywać.
afde-rest-fresh = { $unit_name }: jednostka jest wypoczęta; odpoczynek daje coś tylko jednostce zmęczonej.

## afde.rally
afde-rally-roll = Porządkowanie w { $hex }: rzut { $roll }, modyfikator { $mod }, jakość { $quality }: { $ok_name }.

## afde.rout
afde-rout-move = Ruch w ucieczce: { $unit_name } na { $path }.
afde-rout-off_map = Ucieczka poza mapę: { $unit_name }.
afde-rout-together = Ruch w ucieczce razem – stos { $stack_name } na { $path }.

## afde.reinforcement
afde-reinforcement-due = Posiłki, które mogą wejść w tym etapie: { $unit_name }.

## afde.victory
afde-victory-army_break = Załamanie armii: { $side_name }.
afde-victory-result = Bitwa skończona – zwycięstwo: { $winner_name } ({ $score }).

## afde.victory.reason
afde-victory-reason-turns = Rozegrano ostatni etap ({ $score }).
afde-victory-reason-army_break = Armia się załamała ({ $score }).

## afde.dice
afde-dice-script_ended = Zaplanowane rzuty skończyły się (potrzebny rzut na { $purpose }): gra czeka w tym miejscu.

## afde.order
afde-order-not_now = { $order } nie jest teraz możliwe; możliwe: { $choices }.
afde-order-no_unit = W { $ref } nie ma jednostki bojowej.

## afde.notation
afde-notation-empty = Potrzebny jest rozkaz.
afde-notation-unknown_verb = Nie znam rozkazu '{ $verb }' (rozkazy: { $verbs }).
afde-notation-arity = '{ $text }' nie ma właściwych argumentów dla { $verb }.
afde-notation-bad_direction = '{ $text }' nie jest kierunkiem (0-5 albo N, NE, SE, S, SW, NW).
afde-notation-bad_hex = '{ $text }' nie jest heksem (KKWW).
afde-notation-off_map = { $hex } nie leży na tej mapie: heksy mają numery od { $first } do { $last } (kolumna, potem rząd).
afde-notation-no_unit = W { $hex } nie ma czym dowodzić.
afde-notation-unknown_piece = '{ $text }' nie jest ani heksem, ani jednostką, ani dowódcą.
afde-notation-unknown_leader = '{ $text }' nie jest dowódcą.
afde-notation-stacked = W { $text } stoi kilka jednostek: wskaż jedną z { $options }.

## afde.term.word.why
afde-term-word-why-retreat = po wycofaniu
afde-term-word-why-advance = po pościgu
afde-term-word-why-rally = po porządkowaniu

## afde.term.word.how
afde-term-word-how-off_map = uciekła poza mapę
afde-term-word-how-blocked = jej ucieczka jest zablokowana
afde-term-word-how-no_retreat = nie może się wycofać
afde-term-word-how-melee = w walce
afde-term-word-how-fire = ostrzałem

## afde.term.word.stage
afde-term-word-stage-melee = Walka
afde-term-word-stage-charge = Szarża
afde-term-word-stage-impetus = Impet
afde-term-word-stage-dispersal = Rozproszenie

## afde.term.word.fate
afde-term-word-fate-none = brak efektu
afde-term-word-fate-killed = zabity
afde-term-word-fate-wounded = ranny
afde-term-word-fate-captured = wzięty do niewoli

## afde.term.word.ok
afde-term-word-ok-true = zdany
afde-term-word-ok-false = niezdany

## afde.term.word.winner
afde-term-word-winner-none = nikt

## afde.label
afde-label-first = { $name } ({ $banner }) aktywuje się pierwszy
afde-label-next = { $name } ({ $banner }) musi aktywować się następny
afde-label-inactive = { $name } ({ $banner }) pozostaje nieaktywny
afde-label-activate = { $name } ({ $banner }) aktywuje się teraz
afde-label-acting = { $name } ({ $banner }) zostaje zastępcą wodza armii
afde-label-lead = { $name } idzie ze swoją jednostką: to jego ruch w tej aktywacji (potem nie ruszy się już sam)
afde-label-move_leader = { $name } idzie na { $to }
afde-label-place = { $name } dołącza do jednostki w { $to } ({ $type } { $unit })
afde-label-hold = { $name } – strażnik: { $type } { $unit } w { $to }
afde-label-fire = { $by }: ostrzał → { $type } { $name } w { $to } ({ $sp } PS)
afde-label-retreat = wycofaj się na { $to }
afde-label-flee = uciekaj na { $to }
afde-label-flee_through = uciekaj przez swoich w { $to } (każda przechodzi próbę zwartości)
afde-label-rout = { $type } { $name } w { $at } wykonuje teraz ruch w ucieczce
afde-label-rout_alone = teraz ucieka tylko { $type } { $name }; druga jednostka z { $at } wykona swój ruch w ucieczce później
afde-label-rout_together = obie jednostki w { $at } uciekają razem, jako jeden stos jedną drogą
afde-label-retreat_alone = tylko { $alone } wycofuje się na { $to }; druga jednostka zostaje i traci poziom
afde-label-retreat_front = wycofaj się na { $to }: przedni heks, strata poziomu organizacji
afde-label-retreat_alone_front = tylko { $alone } wycofuje się na { $to } (przedni heks: traci poziom); druga zostaje i traci poziom
afde-label-select = { $type } { $name } w { $at } ({ $sp } PS, jakość { $quality })
afde-label-move = { $type } { $name }: { $at } na { $to }
afde-label-move_bottom = { $type } { $name }: { $at } na { $to }, pod jednostkę, która tam stoi
afde-label-face = Obrót: { $type } { $name } na { $dir }
afde-label-face_dir = ustaw się na { $dir }
afde-label-charge = Szarża: { $type } { $name } → { $t_type } { $t_name } w { $to }
afde-label-melee = Atak: { $type } { $name } → { $t_type } { $t_name } w { $to }
afde-label-withdraw = Wycofanie: { $type } { $name } na { $to }
afde-label-mount = Wsiadanie na koń (remonte): { $type } { $name }
afde-label-dismount = Spieszanie (démonte): { $type } { $name }
afde-label-enter = Wejście na mapę: { $type } { $name }
afde-label-rest = Odpoczynek: { $type } { $name } w { $at }
afde-label-unrest = Bez odpoczynku: { $type } { $name } w { $at }
afde-label-react = Reakcja szarżą: { $by } → { $type } { $name } w { $to }
afde-label-advance = Pościg po walce: { $type } { $name } na { $to }

# stałe odpowiedzi: decyzje, które strona może podjąć z góry, i co tam znaczą always i never
afde-standing-afde-react = reakcja na szarżę (AFdE 10.3): always = reaguj przeciw pierwszemu szarżującemu; never = pas
afde-standing-afde-rout_order = kolejność ruchów w ucieczce (AFdE 6.E): always = najpierw jednostka najbliżej kierunku ucieczki
afde-standing-afde-rout_stack = stos w ucieczce ucieka razem lub osobno (AFdE 5.2.6): always = osobno

## afde.roll: na co jest rzut, tam gdzie gracz to czyta (zaplanowane kości kończą się przed nim)
afde-roll-pass_through = próbę zwartości ({ $unit })
afde-roll-rally = zbiórkę na { $hex }
afde-roll-fire = ostrzał na { $hex } ({ $firers })
afde-roll-leader_casualty = los dowódcy ({ $leader })
afde-roll-initiative = inicjatywę ({ $side })
afde-roll-charge_reaction = reakcję szarżą ({ $unit })
afde-roll-melee = walkę wręcz na { $hex }
