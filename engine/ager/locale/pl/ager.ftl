### Ager Sanguinis: komunikaty silnika (po polsku).

ager-phase = Runda { $round }, { $side }, krok { $step }

## asks
ager-ask-fire = { $side }: ostrzał ofensywny — wskaż strzelca i cel albo «done»
ager-ask-move = { $side }: ruch — wskaż postać, która się rusza, albo «done»
ager-ask-destination = Ruch: { $unit } ({ $mp } PR) — dokąd idzie (heks, cała ścieżka, dosiadanie, zsiadanie) albo «back»
ager-ask-attack = { $side }: walka wręcz — wskaż atakujących i obrońcę albo «done»
ager-ask-dfire = Ostrzał obronny, cel: { $unit } — wskaż strzelców ({ $shooters }) albo «hold»

## warnings
ager-warn-unfired = to kończy ostrzał ofensywny: { $count ->
    [one] { $units } może jeszcze strzelać
   *[other] { $units } mogą jeszcze strzelać
}
ager-warn-unmoved = to kończy ruch; bez ruchu: { $units }
ager-warn-unattacked = to kończy walkę wręcz; jeszcze możliwy atak: { $units }

## events
ager-ev-phase = Runda { $round }: zaczyna się faza gracza: { $side }
ager-ev-game_over = Ostatnia runda dobiegła końca
ager-ev-moves = { $unit } rusza się ({ $mp } PR)
ager-ev-stepped = { $unit } wchodzi na { $hex } (zostaje { $mp } PR)
ager-ev-halted = { $unit } zatrzymuje się tutaj
ager-ev-blocked = { $unit } nie może wejść na { $hex } i się zatrzymuje
ager-ev-infiltration = Test przenikania: { $unit } (wróg: { $enemy }): { $roll }: { $result }
ager-ev-volley = Ostrzał obronny: { $shooters } → { $unit }
ager-ev-hit_hex = Heks trafienia (strzelec: { $unit }): { $roll }: { $result }{ $landed ->
    [no] {""}
   *[yes] {" "}{ $hex }
}
ager-ev-shot_lost = Pocisk spada na { $hex }, gdzie nikogo nie ma
ager-ev-shot_spent = Strzał (strzelec: { $unit }) nie ma już skutku dla celu: { $target }
ager-ev-shot_walled = Pocisk trafia w ścianę piętra, na którym leci, przed { $hex }
ager-ev-shot = { $stray ->
    [yes] Zabłąkany strzał
   *[no] Strzał
}: { $unit } → { $target } ({ $weapon }, zasięg { $range }, osłona { $cover }): { $roll }: { $result }
ager-ev-horse_shot = Pocisk trafia konia bez jeźdźca na { $hex } (osłona { $cover }): { $roll }: { $result }
ager-ev-melee = Walka wręcz: { $attackers } → { $defender }, siła { $attack } przeciw { $defence } (różnica { $difference }, przesunięcie { $shift }, kolumna { $column }): { $roll }: { $result }
ager-ev-wounded = { $unit }: postać ranna
ager-ev-stunned = { $unit }: postać ogłuszona
ager-ev-killed = { $unit }: postać zabita
ager-ev-unhorsed = { $unit } ląduje na ziemi na { $hex }
ager-ev-horse_killed = { $unit }: koń zabity
ager-ev-no_room = { $unit }: brak wolnego heksu, by zsiąść, postać ginie
ager-ev-retreats = { $unit } cofa się przez { $path }
ager-ev-no_retreat = { $unit } nie może wykonać pełnego odwrotu i zostaje na miejscu
ager-ev-recovered = { $unit } odzyskuje przytomność

## results of the tables
ager-infiltration-none = brak efektu
ager-infiltration-stop = koniec ruchu na tym heksie
ager-infiltration-wound = postać ranna
ager-infiltration-kill = postać zabita
ager-hit-aimed = heks, w który celowano
ager-hit-beyond = heks za nim
ager-hit-beyond_left = heks za nim po lewej
ager-hit-beyond_right = heks za nim po prawej
ager-hit-short = heks przed nim
ager-hit-miss = pudło
ager-fire-foot-none = brak efektu
ager-fire-foot-A = A, odwrót o 2 heksy
ager-fire-foot-B = B, ogłuszony
ager-fire-foot-C = C, ranny
ager-fire-foot-D = D, zabity
ager-fire-mounted-none = brak efektu
ager-fire-mounted-A = A, jeździec cofa się o 2 heksy
ager-fire-mounted-B = B, jeździec ogłuszony spada z konia
ager-fire-mounted-C = C, jeździec ranny
ager-fire-mounted-D = D, koń zabity, jeździec cały
ager-fire-mounted-E = E, koń zabity, jeździec ranny
ager-fire-mounted-F = F, jeździec zabity
ager-melee-foot-A = A, atakujący ranny
ager-melee-foot-B = B, atakujący ogłuszony
ager-melee-foot-C = C, atakujący cofa się
ager-melee-foot-D = D, brak efektu
ager-melee-foot-E = E, obrońca cofa się
ager-melee-foot-F = F, obrońca ogłuszony
ager-melee-foot-G = G, obrońca ranny
ager-melee-foot-H = H, obrońca ranny, obrońcy cofają się
ager-melee-foot-I = I, obrońca zabity
ager-melee-mounted-A = A, atakujący ranny
ager-melee-mounted-B = B, atakujący ogłuszony
ager-melee-mounted-C = C, atakujący cofa się
ager-melee-mounted-D = D, brak efektu
ager-melee-mounted-E = E, obrońca cofa się
ager-melee-mounted-F = F, jeździec ogłuszony spada z konia
ager-melee-mounted-G = G, koń zabity, jeździec cały
ager-melee-mounted-H = H, koń zabity, jeździec ranny
ager-melee-mounted-I = I, jeździec zabity

## results of the game
ager-result-points = Po { $rounds } rundach, według punktów zwycięstwa
ager-result-no_one_left = { $side }: nie została żadna zdolna do walki postać

## refusals
ager-err-unreadable = Nie da się odczytać rozkazu „{ $text }”
ager-err-not_yours = { $unit } to nie twoja postać, która może się teraz ruszyć
ager-err-off_map = { $hex } nie jest heksem tej mapy
ager-err-bad_step = { $hex } nie jest heksem o krok od { $start }, na który można wejść
ager-err-hatch_shut = włazu pod { $hex } nie można otworzyć, póki ktoś na nim stoi, żywy czy martwy
ager-err-too_far = Ta ścieżka kosztuje { $cost } PR; zostało tylko { $mp } PR
ager-err-occupied = Ruch nie może się skończyć na { $hex }: stoi tam inna postać albo koń
ager-err-cannot_fire = { $unit } nie może teraz strzelać do tej postaci
ager-err-no_target = { $unit } to nie postać, którą można zaatakować
ager-err-cannot_attack = { $unit } nie może zaatakować celu: { $target }

## rolls
ager-roll-infiltration = test przenikania ({ $unit })
ager-roll-hit_hex = heks trafienia (strzelec { $unit })
ager-roll-damage = obrażenia ({ $unit })
ager-roll-melee = walkę wręcz (obrońca: { $unit })

## rule citations in words
ager-rule-notation = notacja Ager Sanguinis

## the /standing command names this decision
discord-cmd-choice-ager-dfire = Ager Sanguinis: ostrzał obronny

## charges and counter-charges (A§7.1)
ager-ask-charge = { $side }: szarże — zadeklaruj szarżę (jeździec, cel, ścieżka) albo «done»
ager-ask-countercharge = { $unit } szarżuje: kontrszarża jeźdźcem albo «none»
ager-ev-charge = { $unit } szarżuje; cel: { $target }, droga: { $path }
ager-ev-countercharge = Kontrszarża: { $unit } → { $target }
ager-ev-charge_fight = Szarża: siła ataku { $attack } przeciw sile obrony { $defence }
ager-ev-roles_swapped = Zamiana ról: { $unit } ma większą siłę i atakuje; cel: { $target }
ager-ev-ignored = { $unit }: wynik przeciw tej postaci się nie liczy
ager-err-charge = { $unit } nie może tak szarżować (cel: { $target }): { $why }
ager-err-no_charge = { $unit } nie może teraz szarżować (cel: { $target })
ager-why-too_short = szarża biegnie co najmniej 6 heksów
ager-why-sharp_turn = szarża nie ma skrętów kosztujących dodatkowe PR i nie wchodzi na przeciwnika
ager-why-too_far = ścieżka kosztuje więcej PR, niż zostało
ager-why-not_straight = jej ostatnie 4 heksy muszą biec prosto
ager-why-not_at_target = musi się skończyć przodem do celu
ager-why-not_free = musi się skończyć na wolnych heksach

## a counter-charge refused, and why (A§7.1.2, E-A12)
ager-err-countercharge = { $unit } nie może wykonać kontrszarży na { $target }: { $why }
ager-why-cc-not_rider = nie jest zdolnym do działania jeźdźcem strony atakowanej szarżą
ager-why-cc-camel = jeździec na wielbłądzie nie wykonuje kontrszarży
ager-why-cc-taken = w tej rundzie jest już celem szarży albo sam wykonuje kontrszarżę
ager-why-cc-front = { $target } nie jest w jego sektorze przednim
ager-why-cc-sight = nie widzi { $target } (widok zasłaniają tylko jeźdźcy)
ager-why-cc-reach = nie zajmie 2 ostatnich heksów szarży w { $most } heksach (połowa z { $hexes }) bez zwrotu, który kosztuje więcej
discord-cmd-choice-ager-countercharge = Ager Sanguinis: kontrszarża

## mounting and dismounting (A§4.4.2)
ager-ev-mounted = { $unit } dosiada konia ({ $cost } PR); zostaje { $mp } PR
ager-ev-dismounted = { $unit } zsiada na { $hex } ({ $cost } PR); zostaje { $mp } PR
ager-err-cannot_mount = { $unit } nie może tu dosiąść konia ani zsiąść ({ $cost } PR, zostało { $mp } PR)
ager-err-not_beside = { $unit } musi stać przy boku konia, by go dosiąść ({ $cost } PR, zostało { $mp } PR)
ager-err-no_mp = { $unit }: zostało { $mp } PR, a to kosztuje { $cost } PR
ager-err-enemy_near = { $unit } nie może tego zrobić obok przeciwnika zdolnego do ataku ({ $cost } PR, zostało { $mp } PR)
ager-err-bad_spot = { $unit } musi zsiąść na wolny heks obok konia ({ $cost } PR, zostało { $mp } PR)

## capture (A§7.4)
ager-ev-capture = { $unit }: postać sama wobec różnicy 60 lub więcej: { $face }, poddaje się: { $taken }
ager-ev-captured = { $unit } trafia do niewoli: { $by }
ager-roll-capture = pojmanie ({ $unit })

## naphtha (A§7.3)
ager-ev-burning = Garnek z naftą ({ $unit }) podpala { $hexes }
ager-ev-burn = { $unit } w ogniu: { $face }: { $result }
ager-ev-into_fire = { $unit } wchodzi na płonący heks { $hex }: ogień go dosięga
ager-ev-fire_out = Ogień nafty gaśnie: { $hexes }
ager-naphtha-recovers = od razu odzyskuje przytomność i cofa się o 1 heks
ager-naphtha-wounded = ranny
ager-naphtha-burns = spłonął
ager-naphtha-horse_killed = jeździec ogłuszony, koń zabity
ager-naphtha-bolts = jeździec ogłuszony, koń ponosi
ager-naphtha-backs = jeździec cofa się o 2 heksy
ager-naphtha-killed = zabity
ager-naphtha-wounded_retreats = cofa się o 1 heks, ranny
ager-naphtha-retreats = cofa się o 1 heks
ager-roll-naphtha = ogień ({ $unit })

## oblężenie (A§10)
ager-ask-works = { $side }: prace oblężnicze — przewróć drabinę, otwórz lub zamknij bramę albo ją wyważ, albo «done»
ager-ev-ladder_step = { $unit } schodzi z drabiny na { $hex }: { $roll }: { $result }
ager-ev-ladder_push = { $unit } przewraca drabinę na { $hex }: { $face }: { $result }
ager-ev-falls = { $unit } spada z drabiną na { $hex }
ager-ev-gate_work = { $unit } zabiera się do bramy
ager-ev-gate_opened = { $unit } otwiera bramę
ager-ev-gate_closed = { $unit } zamyka bramę
ager-ev-gate_battered = { $unit } i { $other } wyważają bramę ({ $turns } z { $needed } tur)
ager-ev-gate_broken = Brama pęka i zostaje otwarta
ager-ladder-up = jest na murze
ager-ladder-hurt = jest ranny i zostaje na drabinie
ager-ladder-falls = drabina się przewraca
ager-ladder-holds = drabina stoi
ager-roll-ladder = zejście z drabiny na mur ({ $unit })
ager-roll-push = przewrócenie drabiny na { $hex }
## owners' choices (A§5.4.4, A§6.7) and standing answers
ager-ask-retreat = { $unit } cofa się o { $hexes } heksy: wybierz drogę
ager-ask-place = { $unit } spada z konia na { $hex }: umieść tę postać
ager-ask-fallen = { $unit } spada z drabiną na { $hex }: umieść tę postać tam lub obok
ager-ev-placed = { $unit } staje na { $hex }
ager-ev-lands_on = { $unit } spada na: { $other }
ager-ev-lies_by_ladder = { $unit } nie może zostać na miejscu upadku (jedna żywa postać lub zwierzę na heks) i leży przy przewróconej drabinie na { $hex }
discord-cmd-choice-ager-retreat = Ager Sanguinis: droga odwrotu
discord-cmd-choice-ager-place = Ager Sanguinis: gdzie staje postać, która upadła, lub koń prowadzony za uzdę
ager-standing-ager-dfire = ostrzał obronny (Ager 5.3): always = każdy uprawniony strzelec przy każdej okazji; never = wstrzymaj
ager-standing-ager-countercharge = kontrszarża (Ager 7.1.2): always = pierwszy jeździec, który może; never = brak
ager-standing-ager-retreat = droga odwrotu (Ager 5.4.4): always = droga obok najmniejszej liczby wrogów, kończąca się najdalej
ager-standing-ager-place = jeździec zrzucony z konia (Ager 6.7), spadający z drabiną (Ager 10.2): always = pierwszy wolny heks wokół konia; heks drabiny; pierwsza strona (koń chwycony za uzdę, Ager 4.4.4)
ager-ask-advance = Pościg po walce: { $units } — jedna z tych postaci może się posunąć (o połowę swojego ruchu) albo «stay»
ager-ask-bearer = { $result }: wybierz, kto spośród { $units } to odnosi
ager-ev-advances = { $unit } posuwa się przez { $path }
discord-cmd-choice-ager-advance = Ager Sanguinis: pościg po walce
ager-standing-ager-advance = pościg po walce (Ager 6.5): never = zostaje
ager-ev-horse_melee = Walka: { $attackers } przeciw koniowi bez jeźdźca na { $hex }, { $attack } przeciw { $defence } (kolumna { $column }): { $face }: { $result }
ager-ev-horse_dies = Koń na { $hex } ginie
ager-ev-pushed = { $unit } robi miejsce i przesuwa się na { $hex }

## a retreat pushing friends aside, each pushed one pushing the next (A§5.4.4)
ager-ev-no_push_room = { $unit }: sojuszników na drodze nie ma gdzie odepchnąć (łańcuch odepchnięć liczy najwyżej { $most })
ager-err-push = { $unit }: nie można go odepchnąć na { $hex }: { $why }
ager-push-not_next = to nie jest sąsiedni heks poza drogą odwrotu, na który mógłby wejść
ager-push-held = stoi tam { $who }, którego nie można odepchnąć dalej
ager-push-onward = stoi tam { $who }: podaj, dokąd on z kolei zostaje odepchnięty
ager-push-chain = stoi tam { $who }, a łańcuch odepchnięć liczy najwyżej { $most }
ager-err-unpushable = { $unit }: nie można go odepchnąć (tylko pieszego sojusznika zdolnego do działania)
ager-err-push_where = Na { $hex } stoi { $unit }: podaj, dokąd zostaje odepchnięty

ager-ev-cleared = { $units } przenoszą { $points } ciał z { $hex } na { $to }
ager-err-cannot_clear = { $unit } nie mogą teraz uprzątnąć ciał (dwie postacie piesze, które w tej fazie się nie ruszały, nie strzelały i nie walczyły, obie na heksie lub obok, bez wroga obok)
ager-err-no_bodies = Na { $hex } nie ma ciał do uprzątnięcia albo nie można ich tam przenieść
ager-ev-picked_up = { $unit } podnosi ogłuszoną postać: { $carried } (zostaje { $mp } PR)
ager-ev-set_down = { $unit }: postać położona na { $hex }
ager-ask-set_down = { $unit }: połóż tę postać obok { $hex }
ager-err-cannot_carry = { $unit } nie może nieść tej postaci: ogłuszony towarzysz na sąsiednim heksie, podnosi go postać piesza, droga zaczyna się na jego heksie

## pozorowana ucieczka (A§7.2)
ager-ev-feint = Pozorowana ucieczka: { $units }; wróg: { $enemies }
ager-ev-feint_made = Pozorowana ucieczka ({ $units }) wykonana
ager-ev-feint_failed = Pozorowana ucieczka ({ $units }) niewykonana: nie każdy uciekł o 7 heksów
ager-ev-feint_test = Pozorowana ucieczka, test ({ $units }): { $roll }: { $result }
ager-ev-feint_contact = Kontakt: { $unit } → { $target } na { $hex }: pościg skończony
ager-feint-fooled = oszukani, ścigają
ager-feint-not_fooled = nieoszukani, w tej fazie stoją w miejscu
ager-roll-feint = pozorowaną ucieczkę ({ $unit })
ager-err-no_feint = { $unit } nie może teraz prowadzić pozorowanej ucieczki przed tą grupą
ager-err-no_flight = { $unit } musi uciec co najmniej 7 heksów, za każdym razem dalej od grupy wroga
ager-err-must_pursue = { $unit } musi ścigać uciekającą grupę całym swoim ruchem

## wierzchowce bez jeźdźca prowadzone za uzdę (A§4.4.4)
ager-ev-leads = { $unit } bierze za uzdę konia na { $hex }
ager-ev-grab = { $unit } chwyta za uzdę konia na { $hex }: { $face }: { $result }
ager-ev-lets_go = { $unit } puszcza konia na { $hex }
ager-ev-horse_placed = { $unit }: prowadzony koń staje na { $hex }
ager-ask-place_horse = { $unit } trzyma uzdę: postaw konia obok tej postaci
ager-bridle-holds = trzyma
ager-bridle-slips = uzda się wymyka
ager-roll-bridle = chwyt za uzdę ({ $unit })
ager-err-no_bridle = { $unit } nie może teraz chwycić za uzdę: { $horse }

## jeńcy: eskorta i ucieczka (A§7.4)
ager-ev-escorted = Eskorta jeńca: { $unit } przez { $path }
ager-ev-led_off = Jeniec wyprowadzony z mapy na { $hex }: { $unit }
ager-ev-escapes = { $unit } ucieka eskorcie
ager-ev-rearmed = { $unit } bierze broń poległego i odzyskuje siły
ager-err-no_escort = { $unit }: tej postaci nie można teraz tam prowadzić ani nie może ona uciec
ager-ev-slit = { $unit } rozcina płótno namiotu na { $hex }: teraz jest otwarty
ager-ev-bridge_work = { $unit } i { $other } pracują przy moście na { $hex } ({ $turns }/{ $needed } tur)
ager-ev-bridge_burnt = Most na { $hex } spłonął
ager-ev-footbridge = Kładka przerzucona na { $hex }
ager-ev-ladder_set = { $unit } i { $other } stawiają drabinę oblężniczą na { $hex } przy { $wall }
ager-ev-ladder_lifted = { $unit } i { $other } podnoszą drabinę oblężniczą na { $hex } i niosą ją (zostaje { $mp } PR)
ager-ev-ladder_laid = { $unit } i { $other } kładą drabinę oblężniczą na { $hex }
ager-ev-ladder_dropped = { $unit } i { $other } upuszczają drabinę: leży na { $hex }
ager-err-cannot_ladder = { $unit } nie może teraz tego zrobić z drabiną: dwie piesze postacie obok niej (by ją podnieść — obok siebie), po 2 PR, nikt na niej, heks muru o poziom wyżej
ager-err-ladder_behind = { $unit } nie może iść z drabiną tą drogą

## narożnik budynku pod ogniem krzyżowym (A§8.4)
ager-ask-cover = { $unit } na narożniku budynku na { $hex } jest pod ogniem krzyżowym: wybierz stronę, od której ma osłonę
ager-ev-covered = { $unit } ma osłonę od strony, gdzie stoi { $against }, do końca fazy
discord-cmd-choice-ager-cover = Ager Sanguinis: osłonięta strona narożnika pod ogniem krzyżowym
ager-standing-ager-cover = narożnik budynku pod ogniem krzyżowym (Ager 8.4): always = osłona od strony pierwszego strzału

## a roll's arithmetic: the face, each modifier signed with what it is for, the sum, and what a
## sum beyond the table counts as
ager-mod = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value } ({ $why })
ager-mod_net = { $left } { $sign ->
    [minus] −
   *[plus] +
} { $value }
ager-sum = { $count ->
    [0] { $sum }
   *[other] { $sum } = { $raw }
}{ $clamp ->
    [high] , liczy się jako { $total }
    [low] , liczy się jako { $total }
   *[none] {""}
}

## strzał spoza wyborów kroku 1 i dlaczego (A§5)
ager-err-no_shot = „{ $order }” nie jest teraz możliwym strzałem: { $why }
ager-why-shot-no_character = nie ma postaci „{ $name }”
ager-why-shot-not_yours = { $unit } to nie twoja postać, która może teraz strzelać
ager-why-shot-fired = { $unit } już oddał strzał w tym kroku
ager-why-shot-engaged = { $unit } stoi obok wroga, który może go zaatakować
ager-why-shot-carrying = { $unit } niesie drabinę
ager-why-shot-palanquin = { $unit } siedzi w lektyce
ager-why-shot-no_weapon = { $verb ->
    [throw] { $unit } nie ma już włóczni do rzucenia
    [hurl] { $unit } nie ma garnka z naftą
   *[fire] { $unit } nie ma broni miotającej
}
ager-why-shot-no_pot = { $unit } nie ma gotowego garnka: wszystkie rzucone albo ostatni rzucony zbyt niedawno
ager-why-shot-no_animal = { $target } to nie wrogi koń ani wielbłąd w zasięgu i polu widzenia postaci { $unit }
ager-why-shot-not_enemy = { $target } to nie wroga postać na mapie
ager-why-shot-out_of_range = cel { $target } jest { $range } heksów dalej, a broń postaci { $unit } sięga { $reach }
ager-why-shot-no_sight = { $unit } nie widzi celu: { $target }

## ager.decision: each decision named in the lines that say a standing answer gave it or was set
ager-decision-dfire = ostrzał obronny
ager-decision-countercharge = kontrszarża
ager-decision-retreat = droga odwrotu
ager-decision-place = gdzie staje postać, która upadła, lub koń prowadzony za uzdę
ager-decision-cover = osłonięta strona narożnika pod ogniem krzyżowym
ager-decision-bearer = kto ponosi wynik walki wręcz
ager-decision-advance = pościg po walce
discord-cmd-choice-ager-bearer = Ager Sanguinis: kto ponosi wynik walki wręcz
ager-standing-ager-bearer = kto z kilku atakujących (lub obrońców) ponosi wynik walki wręcz (Ager 6.2): always = pierwszy wymieniony

## a horse or camel bolting out of a naphtha fire (A§7.3)
ager-ev-bolts = { $kind ->
    [camel] Wielbłąd bez jeźdźca
   *[horse] Koń bez jeźdźca
} ucieka z ognia z { $hex } na { $to }
ager-ev-no_bolt = { $kind ->
    [camel] Wielbłąd bez jeźdźca
   *[horse] Koń bez jeźdźca
} na { $hex } nie ma dokąd uciec i zostaje

## a riderless horse or camel in a naphtha fire, rolling as an unarmoured rider would (A§7.3, §6.7)
ager-ev-beast_burn = { $kind ->
    [camel] Wielbłąd bez jeźdźca
   *[horse] Koń bez jeźdźca
} na { $hex } w ogniu: { $face }: { $result }
ager-naphtha-beast_killed = ginie
ager-naphtha-beast_bolts = ucieka
ager-naphtha-beast_unhurt = brak efektu (nie ma jeźdźca, który by się cofnął)
