### Komunikaty wspólne dla wszystkich systemów. Klucze są stałe; teksty mogą się zmieniać.

## core
core-not_your_decision = To nie Twoja decyzja: teraz odpowiada druga strona – { $expected }.
core-no_decision_pending = Nic nie czeka na rozkaz od { $side }.
core-game_over = Gra się zakończyła: { $result }.
core-unknown_order = Nie rozumiem '{ $text }': { $why }
core-ambiguous = '{ $text }' może oznaczać kilka rozkazów: { $options }.
core-dice_script_exhausted = Zaplanowane rzuty kośćmi skończyły się podczas rzutu na { $purpose }.
core-dice_script_exhausted_setup = skończyły się podczas przygotowania gry (rzut na { $purpose })
core-bad_scripted_face = Zaplanowany wynik { $face } nie jest ścianką kości k{ $sides } (rzut na { $purpose }).
core-unknown_side = W tej grze nie ma strony '{ $side }' (strony: { $sides }).
core-bad_option = Opcja '{ $name }': { $why }
core-option_takes_bool = przyjmuje true lub false, a nie { $value }.
core-option_takes_int = przyjmuje liczbę całkowitą, a nie { $value }.
core-option_takes_one_of = przyjmuje jedną z wartości { $choices }, a nie { $value }.
core-unknown_option = Nie ma opcji zasad '{ $name }' (opcje: { $options }).
core-unknown_scenario = Nie ma scenariusza '{ $scenario }' dla { $system } (scenariusze: { $scenarios }).
core-unknown_system = Nie ma systemu gry '{ $system }' (systemy: { $systems }).
core-choice = { $order }

## core.err
core-err-not_a_choice = '{ $order }' nie jest odpowiedzią na tę decyzję; możliwe odpowiedzi: { $choices }.
core-err-not_your_decision = { $side } { $side_gender ->
        [plural-virile] nie muszą
        [plural] nie muszą
       *[other] nie musi
    } teraz nic decydować; czekamy na: { $waiting }.
core-err-no_standing = { $kind } to nie decyzja, którą może podjąć stała odpowiedź (takie decyzje to: { $kinds }).
core-err-empty_order = Rozkaz jest pusty: wpisz, co chcesz zrobić.
core-err-standing_form = Stała odpowiedź brzmi: standing <decyzja> always|never|ask (a nie { $order }).
core-err-bad_standing = Stała odpowiedź to always, never, ask albo jeden z rozkazów tej decyzji, a nie { $value }.
core-err-compound_part = Część { $part } z { $parts } ({ $order }): { $why } Nic z tego rozkazu nie zostało wykonane.

## core.ev
core-ev-forced = { $side } { $side_gender ->
        [masculine] miał
        [feminine] miała
        [neuter] miało
        [plural-virile] mieli
        [plural] miały
       *[other] miał(a)
    } tylko jedną możliwość: { $order }.
core-ev-standing = Stała odpowiedź – { $side } ({ $kind }): { $order }.
core-ev-standing_set = Stała odpowiedź ustawiona – { $kind }: { $value }.
core-ev-sealed_given = { $side } { $side_gender ->
        [plural-virile] udzielają
        [plural] udzielają
       *[other] udziela
    } zakrytej odpowiedzi.
core-ev-script_ended = Zaplanowane rzuty kośćmi skończyły się przed rzutem na { $purpose }: gra czeka w tym miejscu.
core-ev-already_taken = { $side }: { $order } zostało już wykonane za ciebie.
core-ev-lapsed = { $side } { $side_gender ->
        [plural-virile] przechodzą
        [plural] przechodzą
       *[other] przechodzi
    } dalej: { $order } przyjęto dla poprzedniego kroku.
core-ev-compound_unapplied = { $side }: gra zatrzymała się po części { $done } z { $parts }; niewykonane, wyślij ponownie, jeśli nadal aktualne: { $orders }.

## core.ref: jak typowane odwołanie brzmi w zdaniu
core-ref-unit = { $type } { $hex }
core-ref-unit_named = { $name } ({ $type })
core-ref-unit_named_at = { $name } ({ $type }, { $hex })

## core.info: nazwy jawnych wartości strony i prywatnych pozycji gracza w widoku oraz ich kodowanych wartości
core-info-command = dowodzenie
core-info-hand_size = karty na ręce
core-info-hand = ręka
core-info-standing = stałe odpowiedzi
core-info-standing-always = zawsze
core-info-standing-never = nigdy
core-info-standing-ask = pytaj
core-info-role = rola
core-info-role-attacker = atakujący
core-info-role-defender = obrońca
core-info-rout_edge = kierunek ucieczki
core-info-rout_edge-north = północ
core-info-rout_edge-south = południe
core-info-rout_edge-east = wschód
core-info-rout_edge-west = zachód
core-info-cinc = wódz armii
core-info-remonte = pozostałe znaczniki wsiadania na koń (remonte)
core-info-demonte = pozostałe znaczniki spieszania (démonte)
core-info-lost_sp = utracone punkty siły
core-info-banners = hufce
core-info-rest = odpoczynek
core-info-none = brak
core-info-yes = tak
core-info-no = nie

## more messages
core-internal_error = Silnik zawiódł przy tym rozkazie ({ $error }: { $detail }); zgłoś to razem z tym zapisem.

## core.term: words a parameter reads as where an engine passes nothing, yes or no
core-term-side-anyone = nikogo
core-term-none = brak
core-term-yes = tak
core-term-no = nie
