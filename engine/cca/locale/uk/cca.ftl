### Commands & Colors: Ancients: повідомлення українською (терміни: глосарій, пропозиції для CCA).

## cca
cca-choice = { $order }

## cca.phase
cca-phase-card = розіграш карти наказу
cca-phase-order = віддання наказів загонам і командирам
cca-phase-replenish = поповнення блоків
cca-phase-move = рух
cca-phase-move2 = другий рух (Рух-Постріл-Рух)
cca-phase-battle = бій
cca-phase-over = кінець гри

## cca.step.cca
cca-step-cca-card = розіграти карту наказу
cca-step-cca-order = віддати накази
cca-step-cca-replenish = поповнити блоки
cca-step-cca-move = рухати загони з наказом
cca-step-cca-battle = оголосити бої
cca-step-cca-react = відреагувати на ближній бій
cca-step-cca-ignore = вибрати прапорці, які ігнорувати
cca-step-cca-retreat = відступити
cca-step-cca-battleback = вирішити щодо відповідного удару
cca-step-cca-advance = вирішити щодо наступу з розгону після виграного ближнього бою
cca-step-cca-extra = вирішити щодо додаткового гекса кінноти
cca-step-cca-bonus = вирішити щодо додаткового ближнього бою
cca-step-cca-leader_evade = вивести командира з небезпеки
cca-step-cca-rampage = вибрати наступну жертву слона
cca-step-cca-escape = атакувати командира, що тікає, або пропустити його
cca-step-cca-evade_path = вибрати, куди йде загін, що ухиляється

## cca.status.turn_in
cca-status-turn_in-card = Хід { $turn }: { $side } { $side_gender ->
        [plural] розігрують
       *[other] розігрує
    } карту наказу.
cca-status-turn_in-order = Хід { $turn }: { $side } { $side_gender ->
        [plural] віддають
       *[other] віддає
    } накази.
cca-status-turn_in-replenish = Хід { $turn }: { $side } { $side_gender ->
        [plural] поповнюють
       *[other] поповнює
    } блоки.
cca-status-turn_in-move = Хід { $turn }: { $side } { $side_gender ->
        [plural] рухаються
       *[other] рухається
    }.
cca-status-turn_in-move2 = Хід { $turn }: { $side } { $side_gender ->
        [plural] рухаються
       *[other] рухається
    } знову (Рух-Постріл-Рух).
cca-status-turn_in-battle = Хід { $turn }: { $side } { $side_gender ->
        [plural] б'ються
       *[other] б'ється
    }.
cca-status-turn_in-over = Хід { $turn }: гру завершено.

## cca.status.wait.cca
cca-status-wait-cca-card = Чекаємо, поки { $side } { $side_gender ->
        [plural] розіграють
       *[other] розіграє
    } карту наказу.
cca-status-wait-cca-order = Чекаємо, поки { $side } { $side_gender ->
        [plural] віддадуть
       *[other] віддасть
    } накази.
cca-status-wait-cca-replenish = Чекаємо, поки { $side } { $side_gender ->
        [plural] поповнять
       *[other] поповнить
    } блоки.
cca-status-wait-cca-move = Чекаємо, поки { $side } { $side_gender ->
        [plural] порухають
       *[other] порухає
    } загони з наказом.
cca-status-wait-cca-battle = Чекаємо, поки { $side } { $side_gender ->
        [plural] оголосять
       *[other] оголосить
    } бої.
cca-status-wait-cca-react = Чекаємо, поки { $side } { $side_gender ->
        [plural] відреагують
       *[other] відреагує
    } на ближній бій.
cca-status-wait-cca-ignore = Чекаємо, поки { $side } { $side_gender ->
        [plural] виберуть
       *[other] вибере
    } прапорці, які ігнорувати.
cca-status-wait-cca-retreat = Чекаємо, поки { $side } { $side_gender ->
        [plural] відступлять
       *[other] відступить
    }.
cca-status-wait-cca-battleback = Чекаємо, поки { $side } { $side_gender ->
        [plural] вирішать
       *[other] вирішить
    } щодо відповідного удару.
cca-status-wait-cca-advance = Чекаємо, поки { $side } { $side_gender ->
        [plural] вирішать
       *[other] вирішить
    } щодо наступу з розгону.
cca-status-wait-cca-extra = Чекаємо, поки { $side } { $side_gender ->
        [plural] вирішать
       *[other] вирішить
    } щодо додаткового гекса кінноти.
cca-status-wait-cca-bonus = Чекаємо, поки { $side } { $side_gender ->
        [plural] вирішать
       *[other] вирішить
    } щодо додаткового ближнього бою.
cca-status-wait-cca-leader_evade = Чекаємо, поки { $side } { $side_gender ->
        [plural] виведуть
       *[other] виведе
    } командира з небезпеки.
cca-status-wait-cca-rampage = Чекаємо, поки { $side } { $side_gender ->
        [plural] виберуть
       *[other] вибере
    } наступну жертву слона.
cca-status-wait-cca-escape = Чекаємо, поки { $side } { $side_gender ->
        [plural] атакують командира, що тікає, або пропустять його
       *[other] атакує командира, що тікає, або пропустить його
    }.
cca-status-wait-cca-evade_path = Чекаємо, поки { $side } { $side_gender ->
        [plural] виберуть
       *[other] вибере
    }, куди йде загін, що ухиляється.

## cca.result
cca-result-banners = { $banners }–{ $other } за прапорами перемоги
cca-result-draw = обидві сторони водночас досягли потрібної кількості прапорів

## cca.prompt
cca-prompt-card = { $side }: розіграйте карту наказу з руки.
cca-prompt-order = Віддайте накази за картою { $card } (order <гекс> …, потім done).
cca-prompt-rally = Поверніть блоки загонам поруч із командиром (rally <гекс>), потім done.
cca-prompt-move = Рухайте загони й командирів з наказом (move <гекс> <куди>), потім done.
cca-prompt-move2 = Рух-Постріл-Рух: загони з наказом можуть рухатися знову (move <гекс> <куди>), потім done.
cca-prompt-battle = Оголошуйте бої по одному (battle <гекс> <ціль> або fire <гекс> <ціль>), потім done.
cca-prompt-react = Ближній бій – атака на ваш загін на { $target } ({ $kind }); нападник: { $by } з { $attacker }: відреагуйте (noreaction, evade або firststrike).
cca-prompt-ignore = { $flags ->
    [one] { $flags } прапорець випав
    [few] { $flags } прапорці випали
   *[other] { $flags } прапорців випало
} проти вашого загону на { $hex } ({ $kind }); можна ігнорувати щонайбільше { $max } (командир або підтримка): ignore <n>.
cca-prompt-retreat = Ваш загін на { $hex } ({ $kind }) має відступити на { $hexes ->
    [one] { $hexes } гекс
    [few] { $hexes } гекси
   *[other] { $hexes } гексів
} до свого краю: retreat <кінцевий гекс>.
cca-prompt-battleback = Відповідний удар – ваш загін на { $hex } ({ $kind }) → { $by } на { $target } (battleback або nobattleback)?
cca-prompt-advance = Ваш загін ({ $kind }) виграв ближній бій: наступ з розгону на { $hex } (advance або noadvance)?
cca-prompt-extra = Ваш загін на { $hex } ({ $kind }) може проїхати ще один гекс (extra <гекс>) або зупинитися (noextra).
cca-prompt-bonus = Ваш загін на { $hex } ({ $kind }) може провести додатковий ближній бій: bonus <ціль> або nobonus.
cca-prompt-leader_evade = Командир { $leader } має ухилитися: leader <гекс> або leader off.
cca-prompt-rampage = Слон шаленіє: виберіть наступний загін або командира, якого він потопче (rampage <гекс>).
cca-prompt-evade_path = Ваш загін на { $hex } ({ $kind }) пережив кидок на ухилення: evade <гекс> (куди він іде).
cca-prompt-escape = Ворожий командир { $leader } тікає крізь ваш загін на { $hex } ({ $kind }): атакувати його (strike) чи пропустити (letpass)?

## cca.why
cca-why-empty = наказ порожній
cca-why-verb = він не починається з відомого наказу (play, order, move, stay, battle, fire, retreat, ignore, evade, firststrike, noreaction, battleback, nobattleback, advance, noadvance, extra, noextra, bonus, nobonus, leader, strike, letpass, rampage, rally, done)
cca-why-play_args = напишіть play <ідентифікатор карти>, напр. play center-2
cca-why-no_args = цей наказ не приймає ні гекса, ні числа
cca-why-ignore_args = напишіть ignore <кількість прапорців>
cca-why-hex_args = напишіть одну позначку гекса, напр. E5
cca-why-off_board = { $hex } поза полем (стовпці від A до M, ряди від 1 до 9; парні ряди закінчуються на L), напр. E7
cca-why-piece_args = напишіть позначки гексів, напр. E7 (додайте L, напр. E7L, для командира в гексі загону)
cca-why-battle_args = напишіть battle <ваш гекс> <гекс цілі>, напр. battle E6 F5
cca-why-move_args = напишіть move <гекс> <куди> або шлях, напр. move E7 E6 D5

## cca.err
cca-err-notation = Не можу прочитати «{ $text }»: { $why }.
cca-err-wrong_step = Цей наказ зараз не підходить: { $side } { $side_gender ->
        [plural] мають
       *[other] має
    } { $step } (накази: { $verbs }).
cca-err-must_play = Треба розіграти карту наказу: пасувати не можна (накази: { $choices }).
cca-err-unknown_card = Немає карти наказу «{ $card }».
cca-err-not_in_hand = У вас на руці немає карти { $card }.
cca-err-first_strike_reaction = Перший удар розігрують лише у відповідь на оголошення ворогом ближнього бою.
cca-err-no_piece = На { $hex } немає вашого загону чи командира.
cca-err-no_target = На { $hex } немає з ким битися.
cca-err-not_ordered = { $piece } не має наказу в цьому ході.
cca-err-cannot_move = { $piece } не може зараз рухатися: { $why }.
cca-err-off_board = Цього гекса немає на полі.
cca-err-rally = { $piece } не можна поповнити: { $why }.
cca-err-cannot_battle = { $piece } не може зараз битися: { $why }.
cca-err-card_no_melee = Розіграна карта забороняє ближній бій у цьому ході.
cca-err-card_no_ranged = Розіграна карта забороняє дистанційний бій у цьому ході.
cca-err-not_adjacent = { $hex } не сусідній: для ближнього бою потрібен сусідній ворог.
cca-err-not_enemy = На { $hex } немає ворога, з яким можна битися.
cca-err-no_missile = { $piece } не може стріляти.
cca-err-must_melee = Загін поруч із ворожим загоном має вести ближній бій; стріляти він не може.
cca-err-mfm_no_fire = { $card }: після другого руху жоден загін не стріляє; загони з наказом можуть лише рухатися.
cca-err-range = { $hex } за { $distance } гексів: дальність від 2 до { $range }.
cca-err-los = Лінію видимості до { $hex } заблоковано.
cca-err-warriors_must_melee = Воїни, що пройшли два гекси чи більше, мають провести ближній бій до кінця ходу.
cca-err-not_a_choice = { $order } зараз неможливо: { $why }. Можливо: { $choices }.

## cca.err.order
cca-err-order-not_yours = { $piece } не ваш.
cca-err-order-already = { $piece } уже має наказ.
cca-err-order-leader_not_allowed = Ця карта не може дати наказ командирові ({ $piece }).
cca-err-order-cap = На карті не лишилося наказу для { $piece }.
cca-err-order-no_orders = Ця карта не дає наказів.
cca-err-order-no_detach = З цією картою командири не можуть відокремлюватися ({ $piece }).
cca-err-order-section = { $piece } стоїть у секторі { $where }, де ця карта вже не має наказів (залишилось: { $left }).
cca-err-order-wrong_class = { $piece } не того роду, якому ця карта дає накази.
cca-err-order-leader_section = Командир на { $piece } не стоїть у секторі, названому на карті.
cca-err-order-chain = { $piece } не продовжує ланцюг командира: кожен загін із наказом разом із командиром має стояти поруч із командиром або з іншим таким загоном.
cca-err-order-group = { $piece } не стоїть поруч з рештою групи: ця карта дає наказ одній групі сусідніх піших загонів.
cca-err-order-symbols = Жоден кубик, кинутий для цієї карти, не дає наказу { $piece } (кожному загону потрібен кубик його класу або шолом для будь-якого загону).

## cca.err.move
cca-err-move-too_far = { $piece } зараз може пройти щонайбільше { $n ->
    [one] { $n } гекс
    [few] { $n } гекси
   *[other] { $n } гексів
}; { $hex } за { $distance }.
cca-err-move-unreachable = { $piece } не дістанеться до { $hex }: усі шляхи заблоковані (загони, непрохідна місцевість або місцевість, що зупиняє рух).
cca-err-move-occupied = { $piece } не може закінчити рух на { $hex }: гекс зайнятий ({ $what }).
cca-err-move-impassable = { $piece } не може ввійти на { $hex }: непрохідна для цього загону місцевість ({ $terrain }).
cca-err-move-warriors = { $piece } не дістанеться до { $hex }: воїни, що йдуть на два гекси, мають закінчити поруч із ворожим загоном.
cca-err-move-not_adjacent = Шлях від { $piece } перестрибує між несусідніми гексами.
cca-err-move-blocked = Шлях від { $piece } проходить через гекс, який він не може перетнути.
cca-err-move-stops = { $piece } має зупинитися на { $hex } (місцевість: { $terrain } зупиняє рух), тож шлях не може йти далі.
cca-err-move-enemy = Шлях від { $piece } не може пройти через { $hex }: там стоїть ворог ({ $what }).
cca-err-move-friend = Шлях від { $piece } не може пройти через { $hex }, де стоїть дружній загін ({ $what }): крізь дружні загони проходять лише легкі піші загони, яким наказ дала карта { $light } або { $mfm }.
cca-err-move-joins = { $piece } має зупинитися на { $hex }: загін, що входить у гекс самотнього дружнього командира, зупиняється там, і { $leader } приєднується до нього.
cca-err-move-two_leaders = { $piece } не може ввійти на { $hex }: він має власного командира, а два командири ніколи не стоять в одному гексі (там стоїть { $leader }).
cca-err-move-line_command = { $piece } з картою { $card } може пройти щонайбільше 1 гекс; { $hex } за { $distance }.

## cca.ev
cca-ev-card_played = { $side } { $side_gender ->
        [plural] розігрують
       *[other] розігрує
    } карту { $card }.
cca-ev-counter_nothing = Контратака нічого не копіює: суперник ще не розіграв жодної карти.
cca-ev-counter_copies = Контратака копіює карту { $card }.
cca-ev-counter_not_first_strike = Контратака нічого не копіює: вона ніколи не може скопіювати { $card }, останню карту суперника.
cca-ev-card_roll = Кубики для карти { $card }: { $faces }.
cca-ev-ordered = Наказ: { $unit } на { $piece }.
cca-ev-ordered_leader = Наказ: { $leader } ({ $piece }).
cca-ev-ordered_leader_unit = Наказ: { $leader } ({ $piece }) і { $unit } у гексі командира.
cca-ev-ordered_with = Наказ: { $unit } на { $piece } (разом із загоном: { $leader }).
cca-ev-orders_done = Віддано наказів: { $count }.
cca-ev-orders_none = Жоден загін чи командир не має наказу: у цьому ході ніхто не рухається й не б'ється.
cca-ev-rallied = Поповнено: { $unit } на { $hex }, тепер { $blocks ->
    [one] { $blocks } блок
    [few] { $blocks } блоки
   *[other] { $blocks } блоків
}.
cca-ev-moved = Рух: { $unit }, { $path }.
cca-ev-moved_with = Рух: { $unit }, { $path } (разом із загоном: { $leader }).
cca-ev-leader_moved = Рух: { $leader }, { $path }.
cca-ev-leader_joins = { $leader } приєднується до загону на { $hex }.
cca-ev-declared_melee = Ближній бій: { $unit } з { $hex } → { $what } на { $target }.
cca-ev-declared_fire = Стрільба: { $unit } з { $hex } → { $what } на { $target }.
cca-ev-declared_bonus = Додатковий ближній бій: { $unit } з { $hex } → { $what } на { $target }.
cca-ev-rolled = Кубики: { $unit } з { $hex } → { $target }: { $faces } — влучань: { $hits }, прапорців: { $flags } (влучання на { $on }).
cca-ev-sword_chain = Ланцюг мечів слона: кожні МЕЧІ перекинуто — { $faces } (враховано у влучаннях вище).
cca-ev-loss = Втрати: { $unit } на { $hex }, { $lost ->
    [one] { $lost } блок
    [few] { $lost } блоки
   *[other] { $lost } блоків
}; лишилося { $left }.
cca-ev-eliminated = Знищено: { $unit } на { $hex }.
cca-ev-banner = { $side } { $side_gender ->
        [plural] здобувають
       *[other] здобуває
    } прапор перемоги: { $total } з { $target }.
cca-ev-victory = { $side } { $side_gender ->
        [plural] виграють
       *[other] виграє
    } гру (прапори перемоги: { $banners }).
cca-ev-draw = Обидві сторони водночас досягають потрібної кількості прапорів: нічия.
cca-ev-leader_check = Перевірка командира – { $leader } (його загін зник): { $faces } (гине при шоломах: { $need }).
cca-ev-leader_check2 = Перевірка командира – { $leader } (у його загін влучили): { $faces } (гине при шоломах: { $need }).
cca-ev-leader_killed = { $leader } гине ({ $hex }).
cca-ev-leader_evaded = { $leader } ухиляється: { $path }.
cca-ev-leader_left = { $leader } залишає поле бою з { $hex }.
cca-ev-escape_roll = { $leader } тікає крізь { $hex }: { $faces }.
cca-ev-escape_let_pass = Пропуск: командир { $leader } проходить крізь { $hex } без атаки (загін: { $unit }).
cca-ev-flags_ignored = Проігноровані прапорці – { $unit } на { $hex }: { $n }.
cca-ev-retreated = Відступ: { $unit }, { $path }.
cca-ev-retreat_blocked = Неповний відступ – { $unit } на { $hex }: натомість втрачено блоків: { $lost }.
cca-ev-elephant_blocked = Загін на { $hex } заступає слонові шлях відступу й втрачає блоків: { $lost }.
cca-ev-rampage = Лють слона – ціль: { $what } на { $hex }: { $faces } — влучань: { $hits } (влучання на { $on }).
cca-ev-evade_declared = Ухилення від ближнього бою: { $unit } на { $hex }.
cca-ev-evade_roll = Кубики на ухилення – { $unit } з { $hex }: { $faces } — влучань: { $hits } (влучання на { $on }).
cca-ev-evaded = Ухилення: { $unit }, { $path }.
cca-ev-crew_escaped = Обслуга бойової машини тікає з { $hex }; машина залишає поле.
cca-ev-first_strike = { $side } { $side_gender ->
        [plural] розігрують
       *[other] розігрує
    } Перший удар загоном на { $hex }.
cca-ev-battle_cancelled = Бій скасовано: загону вже немає або він зрушив.
cca-ev-attack_cancelled = Атаку скасовано: атакувальника знищено або відкинуто.
cca-ev-advanced = Наступ з розгону: { $unit }, { $path }.
cca-ev-reshuffled = Скид перетасовано в нову колоду.
cca-ev-drew_card = { $side } { $side_gender ->
        [plural] беруть
       *[other] бере
    } карту { $title } (play { $card }).
cca-ev-drew = { $side } { $side_gender ->
        [plural] беруть
       *[other] бере
    } { $n ->
    [one] { $n } карту
    [few] { $n } карти
   *[other] { $n } карт
}.
cca-ev-command_raised = Командування – { $side }: зростає до { $command }.
cca-ev-turn_ended = { $side } { $side_gender ->
        [plural] завершують
       *[other] завершує
    } хід { $turn }.
cca-ev-echo = { $order }: уже виконано (це був єдиний варіант).

## cca.ev.dice
cca-ev-dice-moved = Рухався перед пострілом: 1 кубик замість 2.
cca-ev-dice-cap = Місцевість ({ $terrain }): щонайбільше { $cap } кубиків.
cca-ev-dice-uphill = Атака вгору схилом: щонайбільше 2 кубики.
cca-ev-dice-downhill = Атака з пагорба: щонайбільше { $cap } кубиків.
cca-ev-dice-camp = Укріплений табір: на один кубик менше.
cca-ev-dice-card = { $card } додає { $n } до кубиків.
cca-ev-dice-swords_ignored = Проігноровані МЕЧІ – { $unit }: { $n }.
cca-ev-dice-no_swords = Усі МЕЧІ проігноровано – { $unit }.
cca-ev-dice-elephant = { $unit } – проти кінноти й колісниць також ігнорується по одному з: { $faces }.

## cca.ev.echo_of.cca
cca-ev-echo_of-cca-card = { $order }: уже виконано — рушій сам передав хід (жодну карту не можна було розіграти); нічого не змінюється.
cca-ev-echo_of-cca-order = { $order }: уже виконано — рушій сам закрив накази (жоден інший загін не міг отримати наказ); нічого не змінюється.
cca-ev-echo_of-cca-replenish = { $order }: уже виконано — рушій сам закрив поповнення (нічого було поповнювати); нічого не змінюється.
cca-ev-echo_of-cca-move = { $order }: уже виконано — рушій сам закрив рух (жоден загін з наказом не міг рухатися); нічого не змінюється.
cca-ev-echo_of-cca-battle = { $order }: уже виконано — рушій сам закрив бій (жоден загін з наказом не міг битися); нічого не змінюється.
cca-ev-echo_of-cca-retreat = { $order }: уже виконано — відступ мав один шлях і відбувся одразу; нічого не змінюється.
cca-ev-echo_of-cca-ignore = { $order }: уже виконано — щодо прапорців не було вибору; нічого не змінюється.
cca-ev-echo_of-cca-battleback = { $order }: уже виконано; нічого не змінюється.
cca-ev-echo_of-cca-advance = { $order }: уже виконано; нічого не змінюється.
cca-ev-echo_of-cca-extra = { $order }: уже виконано; нічого не змінюється.
cca-ev-echo_of-cca-bonus = { $order }: уже виконано; нічого не змінюється.
cca-ev-echo_of-cca-leader_evade = { $order }: уже виконано — командир мав один вихід і ним скористався; нічого не змінюється.
cca-ev-echo_of-cca-rampage = { $order }: уже виконано — слон мав одну ціль; нічого не змінюється.
cca-ev-echo_of-cca-escape = { $order }: уже виконано; нічого не змінюється.
cca-ev-echo_of-cca-evade_path = { $order }: уже виконано — ухилення мало один вихід і відбулося одразу; нічого не змінюється.

## cca.ev.auto
cca-ev-auto-order = Жоден інший загін не може отримати наказ: накази закрито.
cca-ev-auto-move = Жоден загін з наказом не може рухатися далі: рух завершено.
cca-ev-auto-battle = Жоден загін з наказом не може битися: бій завершено.
cca-ev-auto-replenish = Більше нічого поповнити: поповнення завершено.

## cca.err (реакції)
cca-err-cannot_evade = Цей загін не може ухилитися: { $why }.
cca-err-no_first_strike = У вас немає карти Перший удар: реакція — noreaction або evade, якщо загін може ухилитися.

## cca.why_not
cca-why_not-card_no_move = { $card } забороняє рух у цьому ході
cca-why_not-moved_again = він уже зробив другий рух у цьому ході
cca-why_not-moved = він уже рухався в цьому ході
cca-why_not-stayed = у цьому ході він уже отримав наказ стояти
cca-why_not-joined = до нього приєднався командир перед рухом, тож він стоїть
cca-why_not-leader_gone = командира вже немає на полі бою
cca-why_not-no_detach = ця карта не дозволяє командирові покинути загін (немає шолома)
cca-why_not-unit_moved = його загін уже рухався, тож командир більше не може його покинути
cca-why_not-shots_used = він зробив обидва постріли Затьмарити небо
cca-why_not-battled = він уже бився в цьому ході
cca-why_not-terrain_no_battle = він увійшов на місцевість, де загін не може битися в хід входу
cca-why_not-machine_moved = бойова машина, що рухалася, не може битися
cca-why_not-auxilia_moved = ауксилії, що пройшли два гекси, не можуть битися
cca-why_not-not_your_unit = це не ваш загін
cca-why_not-no_rally_kind = цей рід загону ніколи не поповнюється ({ $unit })
cca-why_not-full_strength = він у повному складі ({ $blocks ->
    [one] { $blocks } блок
    [few] { $blocks } блоки
   *[other] { $blocks } блоків
})
cca-why_not-no_die = жоден кубик, що лишився, не показує його клас ({ $face }) чи шолом
cca-why_not-no_leader_near = у його гексі чи поруч немає дружнього командира
cca-why_not-evade_kind = ухилення від ближнього бою неможливе ({ $unit }; нападник: { $by })
cca-why_not-evade_no_room = немає гекса, щоб ухилитися до свого краю ({ $unit })
cca-why_not-evade_later = шлях ухилення вибирають після кидка на ухилення; відреагуйте просто evade
cca-why_not-ignore_max = тут не можна ігнорувати { $n } прапорців; командир, підтримка й місцевість дозволяють щонайбільше { $max }
cca-why_not-retreat_end = відступ не може закінчитися на { $hex }: він іде до вашого краю, на повну відстань або наскільки може, втрачаючи не більше блоків, ніж мусить
cca-why_not-extra_hex = додатковий гекс кінноти має бути порожнім сусіднім гексом, куди вона може ввійти, а { $hex } не такий
cca-why_not-bonus_target = на { $hex } немає ворога поруч із загоном, з яким можна битися
cca-why_not-leader_end = командир не може закінчити ухилення на { $hex }: він іде до 3 гексів до свого краю, до дружнього загону або за мапу
cca-why_not-rampage_target = на { $hex } немає поруч зі слоном загону чи командира, щоб потоптати
cca-why_not-evade_end = ухилення не може закінчитися на { $hex }: воно йде на 2 гекси до вашого краю
cca-why_not-not_offered = цей крок такого не пропонує

# сталі відповіді: рішення, які сторона може ухвалити наперед, і що там означають always і never
cca-standing-cca-react = реакція на ближній бій (CCA 9/a, 12): always або evade = ухилення, коли загін може; firststrike = перший удар, поки карта Першого удару в руці; never = без реакції
cca-standing-cca-evade_path = куди йде загін, що ухиляється (CCA 9/a): always = типове поле
cca-standing-cca-ignore = прапорці, які можна ігнорувати (CCA 8/a): always = скільки дозволено; never = жодного
cca-standing-cca-retreat = шлях відступу (CCA 8): always = шлях, найдальший від ворога
cca-standing-cca-battleback = відповідний удар (CCA 7/b): always = бити у відповідь; never = ні
cca-standing-cca-leader_evade = ухилення полководця (CCA 9/a/1): always = типове поле
cca-standing-cca-escape = ворожий полководець тікає крізь ваш загін (CCA 9/a/1): always = ударити; never = пропустити

## cca.roll: на що кидок, там де гравець це читає (задані кубики скінчилися перед ним)
cca-roll-evade = ухилення
cca-roll-leader_escape = втечу командира
cca-roll-leader_casualty = перевірку командира
cca-roll-battle = { $mode ->
    [ranged] обстріл
    [bonus] додатковий ближній бій
    [bb] відповідний удар
    [fs] перший удар
   *[melee] ближній бій
} ({ $unit })
cca-roll-sword_chain = ланцюг мечів слона
cca-roll-rampage = лють слона
cca-roll-card = карту { $card }
