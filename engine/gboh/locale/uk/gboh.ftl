### Great Battles of Julius Caesar: повідомлення українською.

gboh-phase = Хід { $turn }, фаза { $phase }
gboh-rule-notation = нотація наказів GBoH

## asks
gboh-ask-activate = Ініціатива { $initiative }: { $side } – активація одного з командирів (або відмова).
gboh-ask-orders = { $leader }: віддайте індивідуальний наказ (залишилось: { $ios }) або завершіть накази.
gboh-ask-move = Рух: { $unit } (залишилось очок руху: { $mp }): вхід у передній гекс, розворот або зупинка.
gboh-ask-leader_move = Рух командира: { $leader } (залишилось очок руху: { $mp }): вхід у гекс або зупинка.
gboh-ask-momentum = { $leader }: кидок на моментум (потрібно { $initiative } або менше) або завершення.
gboh-ask-reactivate = Кидок приреченості: { $side } – повторна активація будь-якого власного командира.
gboh-warn-ios_left = Пропадуть невіддані індивідуальні накази: { $ios }.

## events
gboh-ev-turn = Починається хід гри { $turn }.
gboh-ev-tie_roll = Нічия ініціативи: { $a } – кидок { $ra }, { $b } – кидок { $rb }.
gboh-ev-activated = Активація: { $leader } (ініціатива { $initiative }).
gboh-ev-orders_phase = { $leader }: фаза наказів № { $phase } цього ходу.
gboh-ev-finished = { $leader }: завершений ({ $why }).
gboh-ev-waits = { $leader } лишається неактивним у зоні контролю ворога; його активують, щойно він з неї вийде.
gboh-ev-passed = { $leader } пасує: лишається неактивним і чекає, щоб його призначили віддати наказ легіону.
gboh-ev-momentum = Моментум – { $leader }: кидок { $roll } проти { $need }: { $ok ->
    [1] ще одна фаза наказів
   *[0] невдача
}.
gboh-ev-doom = Кидок приреченості – { $leader }: { $roll }.
gboh-ev-reactivated = Повторна активація: { $leader }.
gboh-ev-ordered = { $leader }: наказ руху – { $unit }.
gboh-ev-moved = Рух: { $unit } з гекса { $frm } ({ $mp } очок руху).
gboh-ev-faced = Розворот: { $unit } на { $facing } ({ $mp } очок руху).
gboh-ev-zoc_stop = { $unit } – вхід у ворожу зону контролю, зупинка.
gboh-ev-plan_stopped = Запланований шлях: { $unit } – зупинка перед '{ $step }'.
gboh-ev-no_step = Рух неможливий: { $unit } – жоден передній гекс недоступний, бракує очок руху на розворот, немає цілі для стрільби; наказ витрачено, і загін вважається таким, що отримав наказ у цій фазі (він ще може вступити в рукопашний бій, 7.33).
gboh-ev-must_shock = { $unit } – маркер «бій з перевіркою якості» (обов'язковий рукопашний бій).
gboh-ev-shock_undeclared = { $unit } – рукопашний бій не оголошено: у цьому сегменті маркер для бою вже не ставиться.
gboh-ev-must_shock_lifted = { $unit } – кінець руху без ворога поруч: маркер «бій з перевіркою якості» знято.
gboh-ev-leader_moved = Рух командира: { $leader } з { $frm } до { $to }.
gboh-ev-no_orders_zoc = { $leader } – у ворожій зоні контролю, без права віддавати накази.
gboh-ev-hits = Втрата згуртованості: { $unit } +{ $hits } ({ $why }), разом { $total } при якості { $tq }.
gboh-ev-routs = Утеча: { $unit }.
gboh-ev-routed = Розбитий: { $unit } (якість 1).
gboh-ev-rout_move = Утеча до краю відступу: { $unit }: { $path }.
gboh-ev-eliminated = Знищений: { $unit } ({ $why }); очки втечі: { $rp }.
gboh-ev-leader_eliminated = Знищений командир: { $leader }; очки втечі: { $rp }.
gboh-ev-reloaded = Перезаряджання: { $unit }.
gboh-ev-rout_points = Очки втечі – { $side }: { $rp } (рівень втечі { $level }).

## why a leader is Finished
gboh-why-doom = цього ходу активацій більше немає
gboh-why-end = усі командири вже діяли
gboh-why-declined = без активації
gboh-why-oc_finished = його головнокомандувач завершений
gboh-why-no_momentum = кидок на моментум заборонений
gboh-why-ended = гравець завершив накази
gboh-why-zoc = досі в зоні контролю ворога, коли решта командирів завершили
gboh-why-momentum_failed = невдалий кидок на моментум

## results
gboh-result-army_rout = Утеча армії супротивника; перемога: { $side } (хід { $turn }).
gboh-result-both_routed = Обидві армії досягли рівня втечі в ході { $turn }.
gboh-result-last_turn = До кінця ходу { $turn } жодна армія не втекла: нічия.

## rolls
gboh-roll-tie = кидок при нічиїй ініціативи ({ $side })
gboh-roll-momentum = кидок на моментум
gboh-roll-doom = кидок приреченості
gboh-roll-tq_router = перевірка якості: { $unit } (утікач зупинився на ньому)

## refusals
gboh-err-unreadable = Це не нотація наказів GBoH: '{ $text }'.
gboh-err-order_enemy = { $unit } – ворожий підрозділ: накази віддають лише своїм підрозділам.
gboh-err-order_routed = { $unit } – у втечі: підрозділ у втечі приймає лише наказ на збирання.
gboh-err-order_rallied = { $unit } – зібраний цього ходу: зібраний підрозділ не отримує наказів до кінця ходу.
gboh-err-order_pursuit = { $unit } – з маркером «Pursuit/Finished»: до кінця ходу не отримує наказів на рух чи стрільбу.
gboh-err-order_off_map = { $unit } – за межами мапи після переслідування: не отримує наказів, доки головнокомандувач не перегрупує кінноту з-поза мапи.
gboh-err-leader_enemy = { $other } – ворожий командир: накази віддають лише своїм підрозділам і командирам.
gboh-err-leader_off_map = { $other } – за межами мапи (залишив її з підрозділом, що переслідує або тікає): не отримує наказів, доки головнокомандувач не перегрупує кінноту з-поза мапи.
gboh-err-leader_finished = { $leader }: завершений – цього ходу більше не віддає наказів (головнокомандувач усе ж може його пересунути).
gboh-err-leader_command = { $other } не може рухатися за цим наказом ({ $leader }): наказ легіону чи лінії рухає свої підрозділи й командира, що його віддав, і жодного іншого командира.
gboh-err-leader_not_oc = { $leader } не може рухати командира: { $other }; інших командирів рухає лише головнокомандувач (вождь племені – своїх ватажків).
gboh-err-leader_not_chief = { $leader } може рухати лише своїх ватажків, не: { $other }.
gboh-err-leader_oc_in_zoc = { $leader } – у ворожій зоні контролю: єдиний дозволений наказ – власний рух, не рух командира: { $other }.
gboh-err-leader_moved = { $other } – уже рухався в цій фазі ({ $leader }): кожен командир раз на фазу.
gboh-err-leader_out_of_range = { $other } – поза радіусом командування: { $leader }.
gboh-err-leader_ios = { $other } – рух цього командира коштує індивідуальних наказів: { $need } (2 для командира, що починає у ворожій зоні контролю); залишилось: { $ios }.
gboh-err-leader_no_mp = { $other } – витрачено всі 9 очок руху в цій фазі наказів.
gboh-err-leader_boxed = { $other } не може увійти в жоден гекс (залишилось очок руху: { $mp }): у кожному сусідньому ворожий підрозділ, ворожа зона контролю без свого підрозділу або він коштує більше.
gboh-err-order_already = { $unit } – наказ у цій фазі вже віддано.
gboh-err-order_oc_in_zoc = { $leader } – у ворожій зоні контролю: єдиний дозволений наказ – власний рух, жодного для: { $unit }.
gboh-err-regroup_oc_in_zoc = { $leader } – у ворожій зоні контролю: єдиний дозволений наказ – власний рух, тож він не може перегрупувати кінноту з-поза мапи.
gboh-err-order_not_his = { $leader } не командує підрозділом: { $unit }.
gboh-err-order_out_of_range = { $unit } – поза радіусом командування: { $leader }.
gboh-err-order_not_in_command = { $unit } не належить до легіону чи лінії, яким віддано наказ ({ $what }, { $leader }).
gboh-err-order_range_at_start = { $unit } – поза радіусом командування ({ $leader }) на початку фази наказів, тож не входить до наказу ({ $what }).
gboh-err-order_not_in_tribal_line = { $unit } не входить до лінії ({ $leader }): кожен підрозділ племінної лінії стоїть поруч з іншим підрозділом цієї лінії, у радіусі лінії полководця.
gboh-err-order_aux_line = { $unit } – наказ у фазі допоміжних військ: цього ходу не може входити до лінійного наказу.
gboh-err-order_command_mode = { $mode ->
    [move] Цей наказ рухає підрозділи (підрозділ у русі може стріляти): { $unit } не може стріляти без руху.
   *[fire] Цей наказ – стрільба без руху: { $unit } не може рухатися.
  }
gboh-err-order_not_auxiliary = { $unit } – не підрозділ застрільників: у фазі допоміжних військ накази отримують лише застрільники.
gboh-err-not_on_map = Гекса { $hex } немає на цій мапі.
gboh-err-not_adjacent = Гекс { $hex } не сусідить із { $frm }.

## combat
gboh-ask-entry_fire = Вхід у зону контролю – { $target } (зона: { $unit }): реакційний вогонь на дистанції 1 або утримання.
gboh-ask-exit_fire = Вихід із зони контролю – { $target } (зона: { $unit }): реакційний вогонь на вихід на дистанції 2 або утримання.
gboh-ask-return_fire = Обстріл – стріляє { $target } (ціль: { $unit }): зустрічний вогонь або утримання.
gboh-ask-volunteer = Призначення атак: позначте підрозділи для рукопашного бою без перевірки якості (можливо: { $units }) або завершіть.
gboh-ask-declare = { $unit } – рух поруч із ворогом: оголосіть рукопашний бій зараз (маркер «бій з перевіркою якості») або в цій фазі підрозділ не атакує.
gboh-ev-ordered_fire = { $leader }: наказ стріляти – { $unit }.
gboh-ev-fire = Стрільба: { $unit } → { $target }: кидок { $roll } проти { $need }: { $hit ->
    [1] влучання
   *[0] без наслідків
}.
gboh-ev-missile_low = Маркер «мало набоїв»: { $unit }.
gboh-ev-missile_no = Маркер «без набоїв»: { $unit }.
gboh-ev-leader_hit = Влучання в командира: { $leader }; кидок за таблицею влучань у командирів: { $roll }.
gboh-ev-leader_wounded = Поранений командир: { $leader } (−{ $wounds } до показників).
gboh-ev-shock_marked = Маркер: { $unit } – { $marker }.
gboh-ev-shock = Рукопашний бій – атакують: { $attackers }; обороняються: { $defenders }.
gboh-ev-pre_shock = Перевірка якості перед боєм: { $unit }: кидок { $roll } проти якості { $tq }: втрати { $hits }.
gboh-ev-shock_roll = Зіткнення мечів: стовпець { $column }, зсув за чисельністю { $size }, перевага { $superiority ->
    [A] нападника
    [B] захисника
   *[other] немає
  }: стовпець { $final }, кидок { $roll }: нападник { $att_hits }, захисник { $def_hits }.
gboh-ev-collapse = Перевірка на злам: { $unit }: кидок { $roll } проти якості { $tq }.
gboh-ev-advanced = Просування після бою: { $unit } з { $frm }.
gboh-ev-pursuit = Кидок на кінне переслідування: { $unit }: { $roll } проти { $need }: { $go ->
    [1] переслідує
   *[0] припиняє
}.
gboh-marker-shock_must = бій – з перевіркою якості
gboh-marker-shock_free = бій – без перевірки якості
gboh-mod-woods = ціль у лісі
gboh-mod-lower_target = ціль нижче за стрільця
gboh-mod-moving_firer = стрілець рухається
gboh-mod-depleted = стрілець виснажений
gboh-mod-front_of_heavy = стріли чи каміння в чоло важкої піхоти
gboh-mod-skirmisher_target = ціль – застрільники
gboh-mod-att_charisma = харизма командира нападників
gboh-mod-def_charisma = харизма командира захисників
gboh-mod-infantry_routed = розбита піхота
gboh-mod-in_enemy_zoc = кіннота у ворожій зоні контролю
gboh-roll-fire = стрільба: { $unit } → { $target }
gboh-roll-leader_hit = кидок на влучання в командира: { $leader }
gboh-roll-casualty = кидок за таблицею влучань у командирів: { $leader }
gboh-roll-pre_shock = перевірка якості перед боєм: { $unit }
gboh-roll-leader_shock = кидок для командира в бою: { $leader }
gboh-roll-shock = кидок за таблицею рукопашного бою
gboh-roll-collapse = перевірка на злам: { $unit }
gboh-roll-pursuit = кидок на кінне переслідування: { $unit }

## commands, reactions, trumps, phases
gboh-ask-aux_orders = Фаза допоміжних військ: по одному індивідуальному наказу кожному підрозділу застрільників або завершення.
gboh-ask-auxiliaries = Фаза допоміжних військ – { $side }: використати (одна з трьох фаз наказів головнокомандувача) або пропустити.
gboh-ask-command = { $leader } – { $what }: рух або стрільба кожним підрозділом або завершення.
gboh-ask-elite = Елітна ініціатива – { $leader }: елітна фаза для власного командира або відмова.
gboh-ask-evasion = Ухилення командира – { $leader } (поруч: { $mover }): ухилення на 1–3 гекси або залишитися{ $alone ->
    [1] (самотній командир, що лишається, гине)
   *[0] {""}
}.
gboh-ask-reaction_facing = Реакційний розворот – { $unit } (поруч: { $mover }): розворот на одну вершину (щонайменше одна втрата згуртованості) або без змін.
gboh-ask-trump_back = Перехоплення: { $leader } (ініціатива { $initiative }); перебиття командиром з не меншою ініціативою або відмова.
gboh-ask-trump_momentum = Вдалий кидок на моментум: { $leader } (ініціатива { $initiative }); перехоплення командиром з не меншою ініціативою або відмова.
gboh-ask-withdrawal = Організований відхід – { $unit } (у межах 2 гексів: { $mover }): відхід у гекс або залишитися.
gboh-ask-leader_withdrawal = Організований відхід – { $leader } (у межах 2 гексів: { $mover }): відхід (досяжні гекси) або залишитися.
gboh-ev-aux_fire = Стрільба у фазі допоміжних військ: { $unit }.
gboh-ev-auxiliaries = Фаза допоміжних військ – { $side }; зараховано як фазу наказів: { $leader }.
gboh-ev-command = { $leader } віддає наказ: { $what }.
gboh-ev-designated = { $leader } призначає легата віддати легіонний наказ: { $legate }.
gboh-ev-elite = Елітна фаза: фаза наказів – { $leader }.
gboh-ev-evaded = Ухилення командира: { $leader } з { $frm }.
gboh-ev-rallied = Збирання: { $unit }; втрати згуртованості { $hits }, виснажений.
gboh-ev-rallied_not_depleted = Збирання: { $unit }; втрати згуртованості { $hits }, не виснажений (1-ша когорта легіону ніколи не виснажується).
gboh-ev-rally_roll = Збирання: { $unit }, командир { $leader }: кидок { $roll } проти харизми { $need }.
gboh-ev-rally_stays_routed = { $unit } лишається розбитим (таблиця збирання).
gboh-ev-reaction_faced = Реакційний розворот: { $unit } на { $facing }.
gboh-ev-recovered = Відновлення: { $unit } −{ $hits } (залишилось { $total }).
gboh-ev-strategy = Стратегія – { $leader }: кидок { $roll } проти { $need }: { $ok ->
    [1] наказ дозволено
   *[0] лише індивідуальні накази
}.
gboh-ev-trump = Спроба перехоплення – { $leader }: кидок { $roll } проти ініціативи { $need }: { $ok ->
    [1] вдала
   *[0] невдала
}.
gboh-ev-withdrew = Організований відхід: { $unit } з { $frm }.
gboh-ev-leader_withdrew = { $leader } організовано відходить з { $frm }.
gboh-mod-depleted_rally = підрозділ виснажений
gboh-mod-depleted_rally_table = підрозділ уже був виснажений
gboh-roll-rally = збирання: { $unit }, командир { $leader }
gboh-roll-rally_table = кидок за таблицею збирання: { $unit }
gboh-roll-reaction_facing = перевірка реакційного розвороту: { $unit }
gboh-roll-strategy = кидок на стратегію: { $leader }
gboh-roll-trump = кидок на перехоплення: { $leader }
gboh-roll-withdrawal = перевірка якості після відходу: { $unit }
gboh-why-trump_failed = невдале перехоплення
gboh-why-trumped = перебитий

## standing answers
gboh-standing-gboh-entry_fire = реакційний вогонь на вхід (GBoH 8.21): завжди = вогонь на дистанції 1; ніколи = утримання
gboh-standing-gboh-return_fire = зустрічний вогонь (GBoH 8.23): завжди = відповісти вогнем; ніколи = утримання
gboh-standing-gboh-exit_fire = реакційний вогонь на вихід (GBoH 8.22): завжди = вогонь на дистанції 2; ніколи = утримання
gboh-standing-gboh-reaction_facing = реакційний розворот (GBoH 7.14): ніколи = без змін
gboh-standing-gboh-withdrawal = організований відхід (GBoH 6.5): ніколи = залишитися
gboh-standing-gboh-evasion = ухилення командира (GBoH 4.82): питати
gboh-standing-gboh-rout_path = шлях утечі (GBoH 10.22): завжди = перший з однаково добрих гексів (від початку; питати = питання)
gboh-standing-gboh-charisma_attacker = командир атакувальників, чия харизма враховується (GBoH 8.46): завжди = найвища харизма (від початку; питати = питання)
gboh-standing-gboh-charisma_defender = командир оборонців, чия харизма враховується (GBoH 8.46): завжди = найвища харизма (від початку; питати = питання)
gboh-standing-gboh-pursuer = кінний підрозділ, що переслідує (GBoH 8.61): завжди = найвища якість (від початку; питати = питання)
gboh-standing-gboh-advance = хто просувається і в який звільнений гекс (GBoH 8.53): завжди = перший у списку (від початку; питати = питання)
gboh-standing-gboh-advance_facing = вільний розворот після просування (GBoH 8.52, на одну вершину): завжди = без змін (від початку; питати = питання)
gboh-standing-gboh-clash_defender = зіткнення мечів, тип оборонця (GBoH 8.45): завжди = найнижча колонка
gboh-standing-gboh-clash_attacker = зіткнення мечів, атакувальник (GBoH 8.45): завжди = найвища колонка
gboh-standing-gboh-hit_split_defender = непарна втрата серед оборонців (GBoH 10.13): завжди = перший у списку
gboh-standing-gboh-hit_split_attacker = непарна втрата серед атакувальників (GBoH 10.13): завжди = перший у списку
discord-cmd-choice-gboh-entry_fire = GBoH: реакційний вогонь на вхід
discord-cmd-choice-gboh-return_fire = GBoH: зустрічний вогонь
discord-cmd-choice-gboh-exit_fire = GBoH: реакційний вогонь на вихід
discord-cmd-choice-gboh-reaction_facing = GBoH: реакційний розворот
discord-cmd-choice-gboh-withdrawal = GBoH: організований відхід
discord-cmd-choice-gboh-evasion = GBoH: ухилення командира
discord-cmd-choice-gboh-rout_path = GBoH: шлях утечі
discord-cmd-choice-gboh-charisma_attacker = GBoH: харизма (атакувальник)
discord-cmd-choice-gboh-charisma_defender = GBoH: харизма (оборонець)
discord-cmd-choice-gboh-pursuer = GBoH: кінне переслідування
discord-cmd-choice-gboh-advance = GBoH: просування після бою
discord-cmd-choice-gboh-advance_facing = GBoH: напрям після просування
discord-cmd-choice-gboh-clash_defender = GBoH: зіткнення мечів (оборонець)
discord-cmd-choice-gboh-clash_attacker = GBoH: зіткнення мечів (атакувальник)
discord-cmd-choice-gboh-hit_split_defender = GBoH: непарна втрата (оборонець)
discord-cmd-choice-gboh-hit_split_attacker = GBoH: непарна втрата (атакувальник)

## відкриті дані сторони
gboh-info-retreat_edge = край відступу
gboh-info-retreat_edge-west = західний
gboh-info-retreat_edge-east = східний
gboh-info-retreat_edge-north = північний
gboh-info-retreat_edge-south = південний
gboh-ask-clash_defender = Зіткнення мечів: оберіть тип підрозділу, що обороняється (атакують: { $attackers }).
gboh-ask-clash_attacker = Зіткнення мечів: оберіть підрозділ, що атакує (і його позицію); обороняється: { $defender }.
gboh-ask-hit_split = Розподіл втрат: оберіть підрозділ, що отримає непарну втрату (залишилось { $hits }).
gboh-ev-mutual_rout = Взаємна втеча: найбільший надлишок втрат — атакувальник { $att_excess }, оборонець { $def_excess }: тікає { $side }.
gboh-ev-hits_set = { $unit } не тікає: втрати встановлено на { $total } (якість { $tq }).
gboh-ask-rout_path = Втеча: { $unit } може тікати через однаково добрі гекси; оберіть наступний гекс.
gboh-ask-charisma = Рукопашний бій: оберіть командира, чия харизма враховується (підрозділи: { $units }).
gboh-ask-pursuer = Кінне переслідування: оберіть один підрозділ, що переслідує ({ $units }).
gboh-ask-advance = Просування після бою: { $unit } може просунутися в більш ніж один звільнений гекс ({ $hexes }); оберіть один.
gboh-ask-advance_facing = Просування після бою: { $unit } може розвернутися на одну вершину в будь-який бік, навіть у зоні контролю ворога, або лишитися без змін.
gboh-ev-advance_faced = { $unit } після просування розвертається на { $facing }.
gboh-note-active = { $leader } активний, фаза наказів { $phase } з 3
gboh-note-no_momentum = { $leader } активний, фаза наказів { $phase } з 3, без моментуму
gboh-note-bypassed = Пропущені (без моментуму): { $leaders }
gboh-note-doom = Фатум: цього ходу більше ніхто не активується
gboh-note-rout_points = { $side }: { $rp } з { $level } очок втечі
gboh-ev-pursuit_off_map = { $unit } переслідує ціль за межі мапи через { $exit }.
gboh-ev-leader_off_map = { $leader } залишає мапу разом із кіннотою, що переслідує, через { $exit }.
gboh-ev-regroup = { $leader } витрачає фазу наказів на перегрупування кінноти за межами мапи.
gboh-ev-reentered = { $piece } повертається на мапу: { $hex }.
gboh-ev-no_reentry = { $unit } не має гекса для повернення й лишається за межами мапи.
gboh-ask-reenter = Перегрупування кінноти: оберіть, де повертається { $unit } (до 2 гексів від { $exit }).
discord-cmd-choice-gboh-reenter = GBoH: перегрупування кінноти
gboh-ev-fire_held = { $unit } стріляє по { $target } після руху всього наказу та реактивного вогню на вхід.
gboh-ev-fire_lapsed = Відкладений вогонь { $unit } по { $target } скасовано.
gboh-ev-leader_advanced = { $leader } рушає з { $frm } разом із підрозділом – { $unit }.
gboh-ask-pursuit_move = Переслідування: цілі впали ще до бою, тож { $unit } рухається до половини своєї дальності руху до краю відступу ворога ({ $hexes }); оберіть, де він зупиниться, або лишиться на місці.
gboh-standing-gboh-pursuit_move = рух переслідувача на половину дальності руху після того, як цілі впали до бою (GBoH 8.62): завжди = уся половина (від початку; питати = питання)
discord-cmd-choice-gboh-pursuit_move = GBoH: переслідування, рух на половину
gboh-ask-pursue = Кінне переслідування – { $unit }: спроба переслідування (кидок на переслідування) або просування натомість.
gboh-standing-gboh-pursue = спроба переслідування переможної кінноти (GBoH 8.61): завжди = кидок на переслідування (від початку; питати = питання)
discord-cmd-choice-gboh-pursue = GBoH: переслідування або просування
gboh-ev-swapped = { $leader } змінює порядок стеку: тепер { $unit } згори, { $other } під ним.
gboh-ev-stack_routs = Утеча стеку: { $unit } тікає разом із { $top }, верхньою когортою.
gboh-ev-stack_check = Перевірка якості: { $unit }, бо { $bottom } під ним тікає: кидок { $roll } проти якості { $tq }.
gboh-err-order_bottom_moves = { $unit } – нижня когорта стеку: покинути стек може лише верхня { $top } (спершу поміняйте їх місцями).
gboh-err-order_bottom_fires = { $unit } – нижня когорта стеку: стріляти може лише верхня { $top }.
gboh-err-order_turns_alone = { $unit } стоїть у стеку з { $other }: обидві мають бути повернуті в один бік, тож вона не може розвернутися сама на місці (розверніть стек разом або виведіть її зі стеку).
gboh-ev-ordered_stack = { $leader }: наказ руху стеку – { $unit } і { $other } рухаються разом (індивідуальних наказів: { $ios }).
gboh-err-order_not_a_stack = { $unit } і { $other } не утворюють разом стек із двох когорт: рухатися разом може лише стек.
gboh-err-order_stack_ios = Рух стеку { $unit } і { $other } разом коштує індивідуальних наказів: { $need } (по одному на когорту, один від головнокомандувача в їхньому гексі); залишилось: { $ios }.
gboh-roll-stack_check = перевірка якості: { $unit }, когорта під ним тікає
gboh-mod-mixed_legions = стек із двох легіонів
gboh-ev-leader_overrun = { $leader } не зміг відійти, а { $unit } входить у його гекс: командира знищено.
gboh-ask-leader_flight = Утеча: { $unit } виконує рух утечі; { $leader }, що стоїть із ним у стеку, може тікати разом із ним (гекс за гексом, закінчуючи там, де й він) або залишитися.
gboh-ev-leader_fled = { $leader } тікає разом із підрозділом – { $unit } – до гекса { $hex }.
gboh-ev-leader_fled_off_map = { $leader } залишає мапу разом із підрозділом – { $unit } – через { $exit }: він за межами мапи, доки головнокомандувач не проведе перегрупування.
gboh-standing-gboh-leader_flight = командир у стеку з розбитим підрозділом (GBoH 10.27): завжди = тікає з ним; ніколи = залишається (від початку; питати = питання)
discord-cmd-choice-gboh-leader_flight = GBoH: командир тікає з розбитим підрозділом
gboh-ask-advancer = Просування після бою: атакувальників більше, ніж звільнених гексів, а { $units } мають однакову найвищу якість ({ $tq }): оберіть того, хто просувається.
gboh-err-advance_not_tied = { $unit } не просувається: коли атакувальників більше, ніж звільнених гексів, просувається той, хто мав перевагу, а без неї – той, що має найвищу якість; вибір серед: { $units }.
