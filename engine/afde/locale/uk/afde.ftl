### Au fil de l'Épée: повідомлення українською (терміни: глосарій, пропозиції для AFdE).

## afde
afde-choice = { $order }

## afde.phase
afde-phase-start = Хід { $turn }, фаза { $phase }.
afde-phase-command = Перевірка командування: підрозділи без командування: { $uncommanded_name }.
afde-phase-A = Хід { $turn }: A, перевірка командування
afde-phase-B = Хід { $turn }: B, стрільба лучників і артилерії ({ $step })
afde-phase-C = Хід { $turn }: C, ініціатива
afde-phase-D = Хід { $turn }: D, рух і бій ({ $step })
afde-phase-E = Хід { $turn }: E, відновлення ладу
afde-phase-over = Битву завершено

## afde.ask
afde-ask-rest = Покладіть маркери відпочинку (au repos) на втомлені підрозділи, потім done.
afde-ask-b_fire = Фаза B, крок { $step }: стріляйте підрозділами { $cls } або done.
afde-ask-first = Ініціатива ваша ({ $a_name } { $ta }, { $d_name } { $td }: випадок { $case }): хто з ваших командирів активується першим?
afde-ask-next = Ініціатива, випадок { $case }: назвіть ворожого командира, який має активуватися наступним.
afde-ask-inactive = Ініціатива, випадок { $case }: назвіть ворожого командира, який не може активуватися в цьому ході.
afde-ask-activate = Хто з ваших командирів активується зараз?
afde-ask-d1 = Рух: виберіть підрозділ, порухайте командира, введіть підкріплення або done.
afde-ask-d1_unit = Рух – { $name } (лишилося { $left } ОР): крок, поворот, кінна атака, відхід, посадка/спішування або stop.
afde-ask-d2 = Стрільба: виберіть стрільця й ціль або done.
afde-ask-d3 = Оголосіть рукопашні (нападник, оборонець) або done.
afde-ask-resolve = Яку рукопашну розв'язати наступною (спершу кінні атаки)?
afde-ask-dfire = Оборонна стрільба: { $unit_name }: стріляйте по нападнику або пас.
afde-ask-ofire = Наступальна стрільба: { $unit_name }: стріляйте по оборонцю або пас.
afde-ask-react = Зустрічна атака: { $unit_name }: відреагуйте на атакувальника або пас.
afde-ask-retreat = Відступ після бою – { $unit_name }: виберіть гекс.
afde-ask-flight = Втеча – { $unit_name } з { $hex } до свого краю утечі: підходить більше одного гекса; виберіть наступний.
afde-ask-rout_order = Фаза E, рух утечі: який із ваших підрозділів у втечі рухається наступним?
afde-ask-rout_stack = Стек у втечі в { $hex }: { $stack_name }. Тікають разом (один рух, одним шляхом) чи окремо (кожен своїм рухом утечі, зараз { $unit_name })?
afde-ask-face = Новий фронт – { $unit_name } ({ $why_name }).
afde-ask-advance = Просування після бою: який підрозділ і в який гекс?
afde-ask-pursue = Атака розгону на { $hex } – { $unit_name }: переслідування або пас.
afde-ask-d5 = Підрозділи без командування можуть пройти половину своїх ОР до свого командира, або done.
afde-ask-place = { $leader_name } втратив свій підрозділ і приєднався до найближчого, у { $hex }; інший так само близько: залиште його там або перенесіть до { $others }.
afde-ask-replace = Заступник командира – { $leader_name }: заступника поставлено до найбільшого підрозділу корогви, у { $hex }: залиште його там або поставте до підрозділу в { $others }.
afde-ask-acting = Ваш головнокомандувач втрачений: хто з командирів стає в. о. головнокомандувача (однаковий рейтинг: { $leaders_name })?
afde-ask-hold = { $leader_name } у полоні: який із ваших підрозділів довкола нього його тримає?

## afde.initiative
afde-initiative-roll = Ініціатива: { $a_name } { $a_name_gender ->
        [plural] кидають
       *[other] кидає
    } { $ra } + бонус головнокомандувача { $ba } = { $ta }, { $d_name } { $d_name_gender ->
        [plural] кидають
       *[other] кидає
    } { $rd } + бонус головнокомандувача { $bd } = { $td }: різниця { $diff }, випадок { $case }, ініціатива: { $winner_name }.
afde-initiative-first = { $leader_name } активується першим.
afde-initiative-next = { $leader_name } має активуватися наступним.
afde-initiative-inactive = { $leader_name } неактивний у цьому ході.

## afde.activation
afde-activation-start = { $leader_name } активується з підрозділами: { $units_name }.
afde-activation-end = Кінець активації – { $leader_name }.

## afde.move
afde-move-step = Рух: { $unit_name } з { $frm } до { $to } ({ $cost } ОР).
afde-move-face = Поворот: { $unit_name } фронтом на { $facing_name } ({ $cost } ОР).
afde-move-minimum = Мінімальний рух на один гекс: { $unit_name } у { $hex }.
afde-move-withdraw = Відхід: { $unit_name } з { $frm } до { $to }.
afde-move-mounted = Посадка на коней (remonte): { $unit_name }.
afde-move-dismounted = Спішування (démonte): { $unit_name }.
afde-move-charge = Кінна атака: { $unit_name } з { $frm } до { $to } → { $target_name }.
afde-move-enters = Вхід на мапу: { $unit_name } у { $hex }.
afde-move-leader = { $leader_name } рухається до { $to }.
afde-move-half = Рух без командування: { $unit_name } з { $frm } до { $to }.
afde-move-cannot_move = { $unit_name }: підрозділ не може зараз рухатися.
afde-move-not_adjacent = { $unit_name }: { $hex } не поруч із цим підрозділом.
afde-move-closed = { $unit_name }: підрозділ не може ввійти в { $hex }.
afde-move-enemy_hex = { $unit_name }: підрозділ не може ввійти в { $hex }: там стоїть ворожий підрозділ.
afde-move-closed_hexside = { $unit_name }: підрозділ не може перейти в { $hex }: ця грань гекса закрита для руху.
afde-move-no_mp = { $unit_name }: підрозділ не має досить ОР, щоб увійти в { $hex } (треба { $cost }, лишилося { $left }).
afde-move-same_facing = { $unit_name }: підрозділ уже стоїть так.
afde-move-stacking = { $unit_name }: підрозділ не може закінчити рух у { $hex }: ліміт стеку.
afde-move-leaves_leader = { $unit_name }: підрозділ не може піти: { $leader_name } лишився б сам у { $hex }. Командир завжди при підрозділі: накажіть `lead { $leader }`, щоб узяти його з собою (це його рух), або спершу порухайте його.
afde-move-cannot_lead = { $leader_name } не може зараз іти разом із підрозділом: лише активний командир, до свого руху, що стоїть на підрозділі, який інакше його покинув би.
afde-move-lead = { $leader_name } іде разом із підрозділом – { $unit_name } (його рух у цій активації).
afde-move-withdraw_moved = { $unit_name }: підрозділ уже рухався: відхід — це весь його рух.
afde-move-withdraw_rear = { $unit_name }: { $hex } не задній гекс цього підрозділу.
afde-move-withdraw_occupied = { $unit_name }: не може відійти до { $hex }: там стоїть свій підрозділ, а правила стеків не дозволяють їм стояти разом; відхід дотримується правил стеків.
afde-move-no_mount = { $unit_name }: підрозділ не може зараз сісти на коней чи спішитися.
afde-move-no_charge = { $unit_name }: підрозділ не може атакувати { $hex }.
afde-move-routed = { $unit_name }: підрозділ у втечі рухається лише під час втечі та у фазі E.
afde-move-carries_cinc = { $unit_name }: з підрозділом стоїть головнокомандувач { $leader_name }; активація його власного командира не може його рушити (стріляти й битися він може).
afde-move-mount_routed = { $unit_name }: підрозділ у втечі не може сісти на коней чи спішитися.
afde-move-already_mounted = { $unit_name }: підрозділ уже кінний.
afde-move-already_on_foot = { $unit_name }: підрозділ уже пішій.
afde-move-mount_moved = { $unit_name }: підрозділ уже рухався; сідають на коней чи спішуються до руху.
afde-move-mount_adjacent = { $unit_name }: підрозділ поруч із ворогом і не може сісти на коней чи спішитися.
afde-move-no_remonte = { $unit_name }: у сторони не лишилося маркерів remonte.
afde-move-no_demonte = { $unit_name }: у сторони не лишилося маркерів démonte.
afde-move-charge_type = { $unit_name }: кінну атаку проводять лише кінні лицарі (Ch) і латники (Ha).
afde-move-charge_moved = { $unit_name }: підрозділ уже рухався чи повертався в цій активації й не може провести кінну атаку.
afde-move-charge_contact = { $unit_name }: підрозділ уже в контакті з ворогом і не може провести кінну атаку.
afde-move-charge_no_enemy = { $unit_name }: у { $hex } немає ворожого підрозділу для кінної атаки.
afde-move-charge_not_ahead = { $unit_name }: не може атакувати { $hex }: ціль має стояти прямо перед центральним переднім гексом.
afde-move-charge_path = { $unit_name }: не може атакувати { $hex }: треба дійти по прямій, гексами, куди можна ввійти, витративши щонайбільше { $mp } ОР.
afde-move-charge_no_melee = { $unit_name }: підрозділ не може провести кінну атаку на { $hex }: кінна атака — це рукопашна, а рукопашна там неможлива (грань гекса, що її забороняє, або правило сценарію).
afde-move-no_entry = { $unit_name }: підрозділ не може зараз увійти на мапу.
afde-move-entry_blocked = { $unit_name }: підрозділ не може увійти в { $hex }.
afde-move-leader_dest = { $leader_name } не може закінчити рух у { $hex }: командир закінчує рух при підрозділі своєї корогви (головнокомандувач — при будь-якому підрозділі армії), раз за активацію.
afde-move-leader_reach = { $leader_name } не дістанеться до { $hex }: замало ОР для цього шляху (місцевість, передні гекси ворога або ворожі підрозділи на шляху).
afde-move-leader_not_active = { $leader_name } не є активним командиром.
afde-move-not_commanded = { $unit_name }: це не підрозділ під командуванням у цій активації.
afde-move-move_over = { $unit_name }: підрозділ закінчив рух.
afde-move-stack = Підрозділи в { $hex } зараз не можуть рухатися разом (обидва мають могти рухатися, і жоден не рухався сам).
afde-move-half_move = { $unit_name }: підрозділ не може піти в { $hex }: половина ОР, із завершенням ближче до свого командира.

## afde.fire
afde-fire-roll = Стрільба: { $firers_name } → { $targets_name } у { $target } (дистанція { $range }, стовпчик таблиці стрільби { $column }): кидок { $roll }, модифікатори { $mods }, разом { $total } → { $result }.
afde-fire-no_target = У { $hex } немає ворожого підрозділу.
afde-fire-already_target = По підрозділах у { $hex } уже стріляли в цій активації.
afde-fire-mixed = Об'єднувати вогонь можуть лише підрозділи одного типу.
afde-fire-cannot = { $unit_name }: підрозділ не може зараз стріляти.
afde-fire-no_effect = Без наслідків для підрозділів у { $target }.
afde-fire-nothing_to_fire_at = Стрільба D.2 без цілі (дистанція, передній сектор, лінія видимості або сусідній ворог), { $count ->
        [one] загін
       *[other] загони
    }: { $units_name }.
afde-fire-stacked_below = { $unit_name }: нижній підрозділ стеку не може стріляти.
afde-fire-out_of_range = { $unit_name }: підрозділ не може стріляти по { $hex }: ціль поза його дальністю.
afde-fire-not_in_arc = { $unit_name }: підрозділ не може стріляти по { $hex }: стріляють лише в передні гекси.
afde-fire-no_los = { $unit_name }: підрозділ не може стріляти по { $hex }: лінію видимості заблоковано.
afde-fire-adjacent_target = { $unit_name }: підрозділ не може стріляти по сусідньому гексу { $hex }: по сусідньому ворогу стріляють лише тоді, коли рукопашна між ними неможлива (інакше це стрільба в рукопашній).
afde-fire-adjacent_enemy = { $unit_name }: підрозділ поруч із ворогом і не може стріляти на відстань.
afde-fire-routed = { $unit_name }: підрозділ у втечі, а підрозділи у втечі не стріляють.
afde-fire-uncommanded = { $unit_name }: підрозділ без командування може стріляти лише в обороні.
afde-fire-not_a_firer = { $unit_name }: підрозділ не може стріляти: стріляють лише підрозділи зі здатністю до стрільби (Ar, Ab, Aq, At і ті Cl, Il чи Mi, яких називає сценарій).
afde-fire-already_fired = { $unit_name }: підрозділ уже стріляв у цій активації.
afde-fire-b_step = { $unit_name }: підрозділ не може стріляти на кроці { $step } фази B: цей крок — стрільба підрозділів { $cls } сторони { $side_name }.
afde-fire-not_activated = { $unit_name }: підрозділ зараз не активований: у D.2 стріляють лише підрозділи корогви активного командира (а в головнокомандувача — і ті, що в його радіусі командування).
afde-fire-not_in_this_melee = { $unit_name }: підрозділ не бере участі в цій рукопашній: оборонну стрільбу ведуть лише її оборонці, а наступальну лише її нападники (або артилерія в стеку з одним із них).
afde-fire-not_its_attacker = { $unit_name }: підрозділ не може стріляти по { $hex }: оборонна стрільба ведеться лише по підрозділу, який атакує його в цій рукопашній.
afde-fire-not_its_defender = { $unit_name }: підрозділ не може стріляти по { $hex }: наступальна стрільба ведеться лише по оборонцю, якого він атакує в цій рукопашній.
afde-fire-melee_not_front = { $unit_name }: підрозділ не може стріляти по { $hex }: у рукопашній стріляють лише в передні гекси стрільця.
afde-fire-not_in_phase_b = { $unit_name }: підрозділ не може стріляти у фазі B: тоді стріляють лише лучники (Ar) і артилерія (At).

## afde.melee
afde-melee-cannot = { $order } — не рукопашна, яку можна зараз оголосити (передні гекси, грані гексів, маркери).
afde-melee-uncommanded = { $unit_name }: підрозділ у цьому ході без командування й не може почати рукопашну.
afde-melee-routed = { $unit_name }: підрозділ у втечі не може почати рукопашну.
afde-melee-artillery = { $unit_name }: артилерія ніколи не починає рукопашну (у стеку з піхотою, що атакує, вона може вести наступальну стрільбу).
afde-melee-charger = { $unit_name }: підрозділ проводить кінну атаку, а кожна кінна атака є окремою рукопашною.
afde-melee-no_enemy = У { $hex } немає ворожого підрозділу.
afde-melee-not_front = { $unit_name }: підрозділ атакує лише через передні гекси, а { $hex } не з них.
afde-melee-charges_first = Рукопашна в { $hex } буде пізніше: усі кінні атаки розв'язують перед іншими рукопашними (спершу { $charges }).
afde-melee-no_melee_at = Жодна рукопашна, що ще лишилася в цій активації, не має підрозділу в { $hex }.
afde-melee-charged = Підрозділи в { $hex } — ціль кінної атаки: до неї не може приєднатися підрозділ, що не бере участі в кінній атаці.
afde-melee-already_attacked = Підрозділи в { $hex } уже атаковано в рукопашній у цій активації.
afde-melee-hexside = { $unit_name }: рукопашна з { $hex } через цю грань гекса неможлива.
afde-melee-scenario = Рукопашна між { $unit_name } і { $hex } неможлива: правило сценарію забороняє її між підрозділами названої корогви та ворожими підрозділами в їхніх передніх гексах.
afde-melee-already_declared = { $unit_name }: підрозділ уже оголошено проти { $hex }.
afde-melee-declared = Оголошена рукопашна: { $attacker_name } → { $hex }.
afde-melee-many_against_many = З одного боку кожної рукопашної має бути один підрозділ.
afde-melee-obligation = Підрозділ, що атакує, мусить атакувати кожного ворога у своїх передніх гексах, якого не атакують інші.
afde-melee-begins = { $stage_name } – нападники: { $attackers_name }; оборонці: { $defenders_name }.
afde-melee-cancelled = Рукопашну проти { $hex } скасовано: контакту більше немає.
afde-melee-no_roll = Рукопашна в { $hex } закінчується без кидка.
afde-melee-reaction = Зустрічна атака – { $unit_name } → { $charger_name }: кидок { $roll } проти якості { $quality }: { $ok_name }.
afde-melee-roll = Кидок рукопашної { $roll }, модифікатори { $mods } (разом { $net }), підсумок { $total } → нападник { $attacker }, оборонець { $defender }.
afde-melee-retreat = Відступ після бою: { $unit_name } до { $to }.
afde-retreat-off_map = { $unit_name }: не може відступити до { $hex }: цей гекс поза мапою.
afde-retreat-not_adjacent = { $unit_name }: відступ — це один гекс, а { $hex } не сусідній.
afde-retreat-enemy = { $unit_name }: не може відступити до { $hex }: там стоїть ворожий підрозділ.
afde-retreat-closed = { $unit_name }: не може відступити до { $hex }: місцевість або грань гекса для нього закриті.
afde-retreat-stacking = { $unit_name }: не може відступити до { $hex }: цього не дозволяють правила стеків.
afde-flight-not_adjacent = { $hex } не сусідить із { $frm }, де під час утечі стоїть { $unit_name }.
afde-flight-enemy = { $unit_name }: не може втекти до { $hex }: там стоїть ворожий підрозділ, а втеча ніколи не проходить крізь ворожі підрозділи.
afde-flight-not_closer = { $unit_name }: не може втекти до { $hex }: кожен гекс утечі на один гекс ближчий до краю утечі підрозділу.
afde-rout-not_to_move = { $unit_name }: це не один із ваших підрозділів у втечі, яким ще належить рух утечі; можливі варіанти: { $choices }.
afde-rout-name_one = У { $hex } стоять два підрозділи у втечі: назвіть ідентифікатором той, що тікає наступним; про втечу разом буде запитано потім.
afde-rout-stack_choice = Відповідь: rout { $unit } (лише { $unit_name }) або rout { $hex } (весь стек разом).
afde-face-one_hexside = { $unit_name }: підрозділ може тут повернутися лише на одну грань гекса.
afde-advance-disordered = { $unit_name }: підрозділ розладнаний, а розладнані підрозділи ніколи не просуваються після бою.
afde-advance-artillery = { $unit_name }: артилерія ніколи не просувається.
afde-advance-not_engaged = { $unit_name }: підрозділ не брав участі в цій рукопашній і не може просуватися.
afde-melee-retreat_front = { $unit_name }: підрозділ відступив у передній гекс і втрачає рівень ладу.
afde-melee-no_retreat = { $unit_name }: підрозділ не може відступити й втрачає рівень ладу.
afde-melee-artillery_lost = Артилерія – { $unit_name }: не може відступити, знищена.
afde-melee-advance = Просування після бою: { $unit_name } у { $to }.
afde-melee-pursuit = Переслідування – { $unit_name }: { $stage_name } проти { $hex }.
afde-melee-no_pursuit = Кінець переслідування – { $unit_name }: перед підрозділом немає ворога.
afde-melee-lapses = Оголошена рукопашна проти { $hex } скасовується: того оборонця вразило переслідування.
afde-melee-dispersal_fatigue = Втома від атаки розгону: { $unit_name }.

## afde.unit
afde-unit-fatigued = Втома: { $unit_name }.
afde-unit-disordered = Розлад: { $unit_name }.
afde-unit-routed = Втеча: { $unit_name }.
afde-unit-flight = Втеча: { $unit_name } до { $path }.
afde-unit-flight_blocked = { $unit_name }: підрозділ не може завершити втечу.
afde-unit-eliminated = Знищено: { $unit_name } ({ $how_name }).
afde-unit-passed_routed = Прохід крізь утікача – { $unit_name } (проходить: { $by_name }): знову втеча.
afde-unit-pass_failed = Перевірка якості – { $unit_name } (проходить: { $by_name }): кидок { $roll } проти якості { $quality }, втеча.
afde-unit-pass_held = Перевірка якості – { $unit_name } (проходить: { $by_name }): кидок { $roll } проти якості { $quality }, підрозділ тримається.
afde-unit-charged_through = Пробиття атакою – { $unit_name } (атакує: { $by_name }): втеча.

## afde.leader
afde-leader-casualty_roll = Кидок на втрати командира – { $leader_name }: { $roll }: { $fate_name }.
afde-leader-wounded = { $leader_name } поранений.
afde-leader-killed = { $leader_name } убитий.
afde-leader-captured = { $leader_name } потрапляє в полон (бере в полон: { $by_name }).
afde-leader-perm_captured = { $leader_name } – вартовий командира залишив мапу: командир у полоні назавжди.
afde-leader-freed = { $leader_name } звільнений і приєднується до { $hex }.
afde-leader-safe = { $leader_name } у безпеці залишає битву.
afde-leader-moves_to = { $leader_name } приєднується до підрозділу в { $hex }.
afde-leader-replaced = { $leader_name } бере командування корогвою в { $hex }.
afde-leader-acting_cinc = { $leader_name } стає в. о. головнокомандувача.
afde-leader-resumes = { $leader_name } забирає командування назад (досі заступник: { $replacement_name }).
afde-leader-placed = { $leader_name } іде до підрозділу в { $hex }.
afde-place-no_unit = { $leader_name } не може піти до { $hex }: там немає підрозділу його сторони, а командир завжди стоїть із підрозділом.
afde-place-not_banner = { $leader_name } не може піти до { $hex }: командир корогви стоїть лише з підрозділом своєї корогви (головнокомандувач — з будь-яким підрозділом своєї армії).
afde-place-not_nearest = { $leader_name } не може піти до { $hex }: командир, який утратив свій підрозділ, іде до найближчого підрозділу своєї корогви ({ $hexes }).
afde-leader-held_by = { $leader_name } під вартою (вартовий: { $unit_name }).

## afde.rest
afde-rest-placed = { $side_name } { $side_name_gender ->
        [plural] відпочивають
       *[other] відпочиває
    }: { $units_name }.
afde-rest-cancelled = Маркер відпочинку знято: { $unit_name }.
afde-rest-recovered = Після відпочинку знову свіжий: { $unit_name }.
afde-rest-routed = { $unit_name }: підрозділ у втечі не може відпочивати (спершу має зібратися).
afde-rest-adjacent = { $unit_name }: підрозділ поруч із ворогом і не може відпочивати.
afde-rest-fresh = { $unit_name }: підрозділ свіжий; відпочинок дає щось лише втомленому підрозділу.

## afde.rally
afde-rally-roll = Відновлення ладу в { $hex }: кидок { $roll }, модифікатор { $mod }, якість { $quality }: { $ok_name }.

## afde.rout
afde-rout-move = Рух утечі: { $unit_name } до { $path }.
afde-rout-off_map = Втеча за мапу: { $unit_name }.
afde-rout-together = Рух утечі разом – стек { $stack_name } до { $path }.

## afde.reinforcement
afde-reinforcement-due = Підкріплення, що може увійти в цьому ході: { $unit_name }.

## afde.victory
afde-victory-army_break = Армія ламається: { $side_name }.
afde-victory-result = Битву завершено – перемога: { $winner_name } ({ $score }).

## afde.victory.reason
afde-victory-reason-turns = Зіграно останній хід ({ $score }).
afde-victory-reason-army_break = Армія зламалася ({ $score }).

## afde.dice
afde-dice-script_ended = Заздалегідь задані кидки скінчилися (потрібен кидок на { $purpose }): гра чекає тут.

## afde.order
afde-order-not_now = { $order } зараз неможливо; можливі варіанти: { $choices }.
afde-order-no_unit = У { $ref } немає бойового підрозділу.

## afde.notation
afde-notation-empty = Потрібен наказ.
afde-notation-unknown_verb = Я не знаю наказу '{ $verb }' (накази: { $verbs }).
afde-notation-arity = '{ $text }' не має правильних аргументів для { $verb }.
afde-notation-bad_direction = '{ $text }' не є напрямком (0-5 або N, NE, SE, S, SW, NW).
afde-notation-bad_hex = '{ $text }' не є гексом (ССРР).
afde-notation-off_map = { $hex } немає на цій мапі: гекси мають номери від { $first } до { $last } (стовпець, потім рядок).
afde-notation-no_unit = У { $hex } немає чим командувати.
afde-notation-unknown_piece = '{ $text }' не є ні гексом, ні підрозділом, ні командиром.
afde-notation-unknown_leader = '{ $text }' не є командиром.
afde-notation-stacked = У { $text } кілька підрозділів: назвіть один із { $options }.

## afde.term.word.why
afde-term-word-why-retreat = після відступу
afde-term-word-why-advance = після просування
afde-term-word-why-rally = після відновлення ладу

## afde.term.word.how
afde-term-word-how-off_map = утік за межі мапи
afde-term-word-how-blocked = його втечу заблоковано
afde-term-word-how-no_retreat = він не може відступити
afde-term-word-how-melee = у рукопашній
afde-term-word-how-fire = стрільбою

## afde.term.word.stage
afde-term-word-stage-melee = Рукопашна
afde-term-word-stage-charge = Кінна атака
afde-term-word-stage-impetus = Порив
afde-term-word-stage-dispersal = Розгін

## afde.term.word.fate
afde-term-word-fate-none = без наслідків
afde-term-word-fate-killed = убитий
afde-term-word-fate-wounded = поранений
afde-term-word-fate-captured = полонений

## afde.term.word.ok
afde-term-word-ok-true = успіх
afde-term-word-ok-false = невдача

## afde.term.word.winner
afde-term-word-winner-none = ніхто

## afde.label
afde-label-first = { $name } ({ $banner }) активується першим
afde-label-next = { $name } ({ $banner }) має активуватися наступним
afde-label-inactive = { $name } ({ $banner }) лишається неактивним
afde-label-activate = { $name } ({ $banner }) активується зараз
afde-label-acting = { $name } ({ $banner }) стає в. о. головнокомандувача
afde-label-lead = { $name } іде зі своїм підрозділом: це його рух у цій активації (після нього він уже не рухатиметься сам)
afde-label-move_leader = { $name } рухається до { $to }
afde-label-place = { $name } приєднується до підрозділу в { $to } ({ $type } { $unit })
afde-label-hold = { $name } – вартовий: { $type } { $unit } у { $to }
afde-label-fire = { $by }: стрільба → { $type } { $name } у { $to } ({ $sp } ОС)
afde-label-retreat = відступити до { $to }
afde-label-flee = тікати до { $to }
afde-label-flee_through = тікати крізь своїх у { $to } (кожен проходить перевірку якості)
afde-label-rout = { $type } { $name } у { $at } зараз виконує рух утечі
afde-label-rout_alone = зараз тікає лише { $type } { $name }; інший підрозділ із { $at } виконає свій рух утечі пізніше
afde-label-rout_together = обидва підрозділи в { $at } тікають разом, одним стеком, одним шляхом
afde-label-retreat_alone = лише { $alone } відступає до { $to }; інший підрозділ лишається й втрачає рівень
afde-label-retreat_front = відступити до { $to }: передній гекс, втрата рівня ладу
afde-label-retreat_alone_front = лише { $alone } відступає до { $to } (передній гекс: втрачає рівень); інший лишається й втрачає рівень
afde-label-select = { $type } { $name } у { $at } ({ $sp } ОС, якість { $quality })
afde-label-move = { $type } { $name }: { $at } до { $to }
afde-label-move_bottom = { $type } { $name }: { $at } до { $to }, під підрозділ, що там стоїть
afde-label-face = Поворот: { $type } { $name } на { $dir }
afde-label-face_dir = фронтом на { $dir }
afde-label-charge = Кінна атака: { $type } { $name } → { $t_type } { $t_name } у { $to }
afde-label-melee = Напад: { $type } { $name } → { $t_type } { $t_name } у { $to }
afde-label-withdraw = Відхід: { $type } { $name } до { $to }
afde-label-mount = Посадка на коней (remonte): { $type } { $name }
afde-label-dismount = Спішування (démonte): { $type } { $name }
afde-label-enter = Вхід на мапу: { $type } { $name }
afde-label-rest = Відпочинок: { $type } { $name } у { $at }
afde-label-unrest = Без відпочинку: { $type } { $name } у { $at }
afde-label-react = Зустрічна атака: { $by } → { $type } { $name } у { $to }
afde-label-advance = Просування після бою: { $type } { $name } до { $to }

# сталі відповіді: рішення, які сторона може ухвалити наперед, і що там означають always і never
afde-standing-afde-react = реакція на атаку кінноти (AFdE 10.3): always = реагувати проти першого, хто атакує; never = пас
afde-standing-afde-rout_order = порядок рухів утечі (AFdE 6.E): always = спершу підрозділ, найближчий до краю утечі
afde-standing-afde-rout_stack = стек у втечі тікає разом чи окремо (AFdE 5.2.6): always = окремо

## afde.roll: на що кидок, там де гравець це читає (задані кубики скінчилися перед ним)
afde-roll-pass_through = перевірку проходу ({ $unit })
afde-roll-rally = збір на { $hex }
afde-roll-fire = обстріл по { $hex } ({ $firers })
afde-roll-leader_casualty = долю командира ({ $leader })
afde-roll-initiative = ініціативу ({ $side })
afde-roll-charge_reaction = реакцію на атаку ({ $unit })
afde-roll-melee = ближній бій на { $hex }
