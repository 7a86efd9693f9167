### Ager Sanguinis: повідомлення рушія (українською; терміни українського видання правил).

ager-phase = Ігровий раунд { $round }, { $side }, крок { $step }

## asks
ager-ask-fire = { $side }: наступальна стрілянина — назвіть стрільця і ціль або «done»
ager-ask-move = { $side }: пересування — назвіть персонажа, який рухається, або «done»
ager-ask-destination = Пересування: { $unit } ({ $mp } ОР) — куди він іде (гекс, увесь шлях, сідає на коня, спішується) або «back»
ager-ask-attack = { $side }: бій — назвіть нападників і оборонця або «done»
ager-ask-dfire = Захисна стрілянина, ціль: { $unit } — назвіть стрільців ({ $shooters }) або «hold»

## warnings
ager-warn-unfired = це завершує наступальну стрілянину: { $count ->
    [one] { $units } ще може стріляти
   *[other] { $units } ще можуть стріляти
}
ager-warn-unmoved = це завершує пересування; без руху: { $units }
ager-warn-unattacked = це завершує бій; ще можлива атака: { $units }

## events
ager-ev-phase = Ігровий раунд { $round }: починається фаза гравця: { $side }
ager-ev-game_over = Останній ігровий раунд завершено
ager-ev-moves = { $unit } пересувається ({ $mp } ОР)
ager-ev-stepped = { $unit } входить у { $hex } (залишилось { $mp } ОР)
ager-ev-halted = { $unit } зупиняється тут
ager-ev-blocked = { $unit } не може увійти в { $hex } і зупиняється
ager-ev-infiltration = Перевірка на проникнення: { $unit } (ворог: { $enemy }): { $roll }: { $result }
ager-ev-volley = Захисна стрілянина: { $shooters } → { $unit }
ager-ev-hit_hex = Гекс влучення (стрілець: { $unit }): { $roll }: { $result }{ $landed ->
    [no] {""}
   *[yes] {" "}{ $hex }
}
ager-ev-shot_lost = Постріл потрапляє в { $hex }, де нікого немає
ager-ev-shot_spent = Постріл (стрілець: { $unit }) більше не має наслідків для цілі: { $target }
ager-ev-shot_walled = Постріл влучає в стіну поверху, яким летить, перед { $hex }
ager-ev-shot = { $stray ->
    [yes] Шальний постріл
   *[no] Постріл
}: { $unit } → { $target } ({ $weapon }, дистанція { $range }, укриття { $cover }): { $roll }: { $result }
ager-ev-horse_shot = Постріл влучає в коня без вершника в { $hex } (укриття { $cover }): { $roll }: { $result }
ager-ev-melee = Бій: { $attackers } → { $defender }, сила { $attack } проти { $defence } (різниця { $difference }, зсув { $shift }, стовпчик { $column }): { $roll }: { $result }
ager-ev-wounded = { $unit }: персонажа поранено
ager-ev-stunned = { $unit }: персонаж приголомшений
ager-ev-killed = { $unit }: персонажа вбито
ager-ev-unhorsed = { $unit } опиняється на землі в { $hex }
ager-ev-horse_killed = { $unit }: коня вбито
ager-ev-no_room = { $unit }: немає вільного гекса, щоб спішитися, персонаж гине
ager-ev-retreats = { $unit } відступає через { $path }
ager-ev-no_retreat = { $unit } не може відступити повністю і залишається на місці
ager-ev-recovered = { $unit } приходить до тями

## results of the tables
ager-infiltration-none = Немає впливу
ager-infiltration-stop = Завершення руху в цьому гексі
ager-infiltration-wound = Персонажа поранено
ager-infiltration-kill = Персонажа вбито
ager-hit-aimed = гекс, у який цілилися
ager-hit-beyond = гекс за ним
ager-hit-beyond_left = гекс за ним ліворуч
ager-hit-beyond_right = гекс за ним праворуч
ager-hit-short = гекс перед ним
ager-hit-miss = промах
ager-fire-foot-none = Немає впливу
ager-fire-foot-A = A, відступ на 2 гекси
ager-fire-foot-B = B, приголомшений
ager-fire-foot-C = C, поранений
ager-fire-foot-D = D, вбитий
ager-fire-mounted-none = Немає впливу
ager-fire-mounted-A = A, вершник відступає на 2 гекси назад
ager-fire-mounted-B = B, вершник приголомшений і падає з коня
ager-fire-mounted-C = C, вершника поранено
ager-fire-mounted-D = D, коня вбито, вершник неушкоджений
ager-fire-mounted-E = E, коня вбито, вершника поранено
ager-fire-mounted-F = F, вершника вбито
ager-melee-foot-A = A, нападника поранено
ager-melee-foot-B = B, нападник приголомшений
ager-melee-foot-C = C, Нападник відступає
ager-melee-foot-D = D, Немає впливу
ager-melee-foot-E = E, Оборонець відступає
ager-melee-foot-F = F, оборонець приголомшений
ager-melee-foot-G = G, оборонця поранено
ager-melee-foot-H = H, оборонця поранено, оборонці відступають
ager-melee-foot-I = I, оборонця вбито
ager-melee-mounted-A = A, нападника поранено
ager-melee-mounted-B = B, нападник приголомшений
ager-melee-mounted-C = C, Нападник відступає
ager-melee-mounted-D = D, Немає впливу
ager-melee-mounted-E = E, Оборонець відступає
ager-melee-mounted-F = F, вершник приголомшений і падає з коня
ager-melee-mounted-G = G, коня вбито, вершник неушкоджений
ager-melee-mounted-H = H, коня вбито, вершника поранено
ager-melee-mounted-I = I, вершника вбито

## results of the game
ager-result-points = Після { $rounds } ігрових раундів, за переможними очками
ager-result-no_one_left = { $side }: не залишилось жодного боєздатного персонажа

## refusals
ager-err-unreadable = Не вдається прочитати наказ «{ $text }»
ager-err-not_yours = { $unit } — не ваш персонаж, який може зараз рухатися
ager-err-off_map = { $hex } — не гекс цієї мапи
ager-err-bad_step = { $hex } — не гекс на відстані одного кроку від { $start }, у який можна увійти
ager-err-hatch_shut = люк під { $hex } не можна відчинити, поки на ньому хтось стоїть, живий чи мертвий
ager-err-too_far = Цей шлях коштує { $cost } ОР; залишилось лише { $mp } ОР
ager-err-occupied = Рух не може закінчитися в { $hex }: там стоїть інший персонаж або кінь
ager-err-cannot_fire = { $unit } не може зараз стріляти по цьому персонажу
ager-err-no_target = { $unit } — не персонаж, якого можна атакувати
ager-err-cannot_attack = { $unit } не може атакувати ціль: { $target }

## rolls
ager-roll-infiltration = перевірку на проникнення ({ $unit })
ager-roll-hit_hex = гекс влучення (стрілець { $unit })
ager-roll-damage = ушкодження ({ $unit })
ager-roll-melee = бій (оборонець: { $unit })

## rule citations in words
ager-rule-notation = нотація Ager Sanguinis

## the /standing command names this decision
discord-cmd-choice-ager-dfire = Ager Sanguinis: захисна стрілянина

## charges and counter-charges (A§7.1)
ager-ask-charge = { $side }: атаки кінноти — оголосіть атаку (вершник, ціль, шлях) або «done»
ager-ask-countercharge = { $unit } атакує: контратака вершником або «none»
ager-ev-charge = Атака кінноти: { $unit } → { $target } шляхом { $path }
ager-ev-countercharge = Контратака: { $unit } → { $target }
ager-ev-charge_fight = Атака кінноти: сила атаки { $attack } проти сили захисту { $defence }
ager-ev-roles_swapped = Обмін ролями: { $unit } має більшу силу і атакує; ціль: { $target }
ager-ev-ignored = { $unit }: результат проти цього персонажа не враховується
ager-err-charge = { $unit } не може так атакувати (ціль: { $target }): { $why }
ager-err-no_charge = { $unit } не може зараз атакувати (ціль: { $target })
ager-why-too_short = атака кінноти проходить щонайменше 6 гексів
ager-why-sharp_turn = атака кінноти не має поворотів, що коштують додаткових ОР, і не входить до супротивника
ager-why-too_far = шлях коштує більше ОР, ніж залишилось
ager-why-not_straight = останні 4 гекси мають іти по прямій
ager-why-not_at_target = вона має закінчитися обличчям до цілі
ager-why-not_free = вона має закінчитися на вільних гексах

## a counter-charge refused, and why (A§7.1.2, E-A12)
ager-err-countercharge = { $unit } не може виконати контратаку проти { $target }: { $why }
ager-why-cc-not_rider = він не є здатним діяти вершником сторони, яку атакують
ager-why-cc-camel = вершник на верблюді не виконує контратаки
ager-why-cc-taken = цього раунду він уже є ціллю атаки або сам контратакує
ager-why-cc-front = { $target } не в його передньому секторі
ager-why-cc-sight = він не бачить { $target } (огляд закривають лише вершники)
ager-why-cc-reach = він не займе 2 останні гекси атаки за { $most } гексів (половина з { $hexes }) без повороту, що коштує додатково
discord-cmd-choice-ager-countercharge = Ager Sanguinis: контратака

## mounting and dismounting (A§4.4.2)
ager-ev-mounted = { $unit } сідає на коня ({ $cost } ОР); залишилось { $mp } ОР
ager-ev-dismounted = { $unit } спішується в { $hex } ({ $cost } ОР); залишилось { $mp } ОР
ager-err-cannot_mount = { $unit } не може тут сісти на коня чи спішитися ({ $cost } ОР, залишилось { $mp } ОР)
ager-err-not_beside = { $unit } має стояти біля боку коня, щоб сісти ({ $cost } ОР, залишилось { $mp } ОР)
ager-err-no_mp = { $unit }: залишилось { $mp } ОР, а це коштує { $cost } ОР
ager-err-enemy_near = { $unit } не може цього зробити поруч із супротивником, що має можливість атакувати ({ $cost } ОР, залишилось { $mp } ОР)
ager-err-bad_spot = { $unit } має спішитися у вільний гекс поруч із конем ({ $cost } ОР, залишилось { $mp } ОР)

## capture (A§7.4)
ager-ev-capture = { $unit }: персонаж сам проти різниці 60 або більше: { $face }, здається: { $taken }
ager-ev-captured = { $unit } потрапляє в полон: { $by }
ager-roll-capture = полонення ({ $unit })

## naphtha (A§7.3)
ager-ev-burning = Горщик з нафтою ({ $unit }) підпалює { $hexes }
ager-ev-burn = { $unit } у вогні: { $face }: { $result }
ager-ev-into_fire = { $unit } входить у гекс, що горить ({ $hex }): вогонь його охоплює
ager-ev-fire_out = Вогонь нафти згасає: { $hexes }
ager-naphtha-recovers = одразу приходить до тями і відступає на 1 гекс
ager-naphtha-wounded = поранений
ager-naphtha-burns = згорає живцем
ager-naphtha-horse_killed = вершник приголомшений, коня вбито
ager-naphtha-bolts = вершник приголомшений, кінь понісся
ager-naphtha-backs = вершник відступає на 2 гекси назад
ager-naphtha-killed = вбитий
ager-naphtha-wounded_retreats = відступає на 1 гекс, поранений
ager-naphtha-retreats = відступає на 1 гекс
ager-roll-naphtha = вогонь ({ $unit })

## облога (A§10)
ager-ask-works = { $side }: облогові дії — перекинути облогову драбину, відчинити чи закрити браму або знищити її, або «done»
ager-ev-ladder_step = { $unit } сходить з драбини на { $hex }: { $roll }: { $result }
ager-ev-ladder_push = { $unit } перекидає облогову драбину в { $hex }: { $face }: { $result }
ager-ev-falls = { $unit } падає разом з драбиною в { $hex }
ager-ev-gate_work = { $unit } береться до брами
ager-ev-gate_opened = { $unit } відчиняє браму
ager-ev-gate_closed = { $unit } закриває браму
ager-ev-gate_battered = { $unit } і { $other } ламають браму ({ $turns } з { $needed } ходів)
ager-ev-gate_broken = Брама знищена й лишається відчиненою
ager-ladder-up = він на мурі
ager-ladder-hurt = він поранений і лишається на драбині
ager-ladder-falls = драбина падає
ager-ladder-holds = драбина стоїть
ager-roll-ladder = крок з драбини на мур ({ $unit })
ager-roll-push = перекидання драбини в { $hex }
## owners' choices (A§5.4.4, A§6.7) and standing answers
ager-ask-retreat = { $unit } відступає на { $hexes } гекси: оберіть шлях
ager-ask-place = { $unit } падає з коня в { $hex }: поставте цього персонажа
ager-ask-fallen = { $unit } падає з драбиною в { $hex }: поставте цього персонажа там або поруч
ager-ev-placed = { $unit } стає в { $hex }
ager-ev-lands_on = { $unit } падає на: { $other }
ager-ev-lies_by_ladder = { $unit } не може лишитися на місці падіння (один живий персонаж чи тварина на гекс) і лежить біля поваленої драбини в { $hex }
discord-cmd-choice-ager-retreat = Ager Sanguinis: шлях відступу
discord-cmd-choice-ager-place = Ager Sanguinis: де стає той, хто впав, або кінь, якого ведуть за вуздечку
ager-standing-ager-dfire = захисна стрілянина (Ager 5.3): always = кожен придатний стрілець щоразу; never = не стріляти
ager-standing-ager-countercharge = контратака кінноти (Ager 7.1.2): always = перший вершник, що може; never = жодної
ager-standing-ager-retreat = шлях відступу (Ager 5.4.4): always = шлях повз найменше ворогів, що закінчується найдалі
ager-standing-ager-place = вершник, що впав з коня (Ager 6.7), той, хто впав з драбиною (Ager 10.2): always = перший вільний гекс навколо коня; гекс драбини; перший бік (кінь, схоплений за вуздечку, Ager 4.4.4)
ager-ask-advance = Просування після бою: { $units } — один із цих персонажів може просунутися (на половину своїх очок руху) або «stay»
ager-ask-bearer = { $result }: оберіть, кому з { $units } це випадає
ager-ev-advances = { $unit } просувається через { $path }
discord-cmd-choice-ager-advance = Ager Sanguinis: просування після бою
ager-standing-ager-advance = просування після бою (Ager 6.5): never = залишитися
ager-ev-horse_melee = Бій: { $attackers } проти коня без вершника в { $hex }, { $attack } проти { $defence } (стовпець { $column }): { $face }: { $result }
ager-ev-horse_dies = Кінь у { $hex } гине
ager-ev-pushed = { $unit }: персонажа відсунуто в { $hex }, щоб звільнити місце

## a retreat pushing friends aside, each pushed one pushing the next (A§5.4.4)
ager-ev-no_push_room = { $unit }: союзників на шляху нікуди зрушити (ланцюжок зрушень — щонайбільше { $most })
ager-err-push = { $unit }: його не можна зрушити в { $hex }: { $why }
ager-push-not_next = це не сусідній гекс поза шляхом відступу, куди він міг би ввійти
ager-push-held = там стоїть { $who }, якого не можна зрушити далі
ager-push-onward = там стоїть { $who }: вкажіть, куди зрушити далі його
ager-push-chain = там стоїть { $who }, а ланцюжок зрушень — щонайбільше { $most }
ager-err-unpushable = { $unit }: його не можна зрушити (лише пішого союзника, здатного діяти)
ager-err-push_where = У { $hex } стоїть { $unit }: вкажіть, куди його зрушити

ager-ev-cleared = { $units } переносять { $points } тіл з { $hex } у { $to }
ager-err-cannot_clear = { $unit } не можуть зараз прибрати тіла (двоє піших персонажів, що цієї фази не рухалися, не стріляли й не билися, обидва в гексі або поруч, без ворога поруч)
ager-err-no_bodies = У { $hex } немає тіл, які можна прибрати, або їх не можна туди перенести
ager-ev-picked_up = { $unit } підіймає приголомшеного персонажа: { $carried } (залишилось { $mp } ОР)
ager-ev-set_down = { $unit }: персонажа покладено в { $hex }
ager-ask-set_down = { $unit }: покладіть цього персонажа поруч із { $hex }
ager-err-cannot_carry = { $unit } не може нести цього персонажа: приголомшений товариш у сусідньому гексі, підіймає піший персонаж, шлях починається в його гексі

## оманлива втеча (A§7.2)
ager-ev-feint = Оманлива втеча: { $units }; ворог: { $enemies }
ager-ev-feint_made = Оманливу втечу ({ $units }) здійснено
ager-ev-feint_failed = Оманливу втечу ({ $units }) не здійснено: не кожен відступив на 7 гексів
ager-ev-feint_test = Оманлива втеча, перевірка ({ $units }): { $roll }: { $result }
ager-ev-feint_contact = Контакт: { $unit } → { $target } у { $hex }: переслідування скінчено
ager-feint-fooled = обмануті, переслідують
ager-feint-not_fooled = не обмануті, цієї фази стоять на місці
ager-roll-feint = оманливу втечу ({ $unit })
ager-err-no_feint = { $unit } не може зараз вести оманливу втечу від цієї групи
ager-err-no_flight = { $unit } має відступити щонайменше на 7 гексів, щоразу далі від ворожої групи
ager-err-must_pursue = { $unit } має переслідувати групу всім своїм пересуванням

## верхова тварина без вершника, яку ведуть за вуздечку (A§4.4.4)
ager-ev-leads = { $unit } бере за вуздечку коня в { $hex }
ager-ev-grab = { $unit } хапає за вуздечку коня в { $hex }: { $face }: { $result }
ager-ev-lets_go = { $unit } відпускає коня в { $hex }
ager-ev-horse_placed = коня, якого веде { $unit }, поставлено в { $hex }
ager-ask-place_horse = { $unit } тримає вуздечку: поставте коня поруч із цим персонажем
ager-bridle-holds = схопив
ager-bridle-slips = вуздечка вислизає
ager-roll-bridle = спробу схопити вуздечку ({ $unit })
ager-err-no_bridle = { $unit } не може зараз взяти за вуздечку: { $horse }

## полонені: супроводжувачі та втеча (A§7.4)
ager-ev-escorted = Супровід полоненого: { $unit } через { $path }
ager-ev-led_off = Полоненого виведено з мапи в { $hex }: { $unit }
ager-ev-escapes = { $unit } тікає від супроводжувачів
ager-ev-rearmed = { $unit } бере зброю загиблого й повертає собі сили
ager-err-no_escort = { $unit }: цього персонажа не можна зараз туди вести, і втекти він не може
ager-ev-slit = { $unit } розрізає полотнище намету в { $hex }: тепер він відчинений
ager-ev-bridge_work = { $unit } і { $other } працюють біля мосту в { $hex } ({ $turns }/{ $needed } ходів)
ager-ev-bridge_burnt = Міст у { $hex } згорає
ager-ev-footbridge = Пішохідний міст перекриває { $hex }
ager-ev-ladder_set = { $unit } і { $other } ставлять облогову драбину в { $hex } до { $wall }
ager-ev-ladder_lifted = { $unit } і { $other } піднімають облогову драбину в { $hex } і несуть її (залишилось { $mp } ОР)
ager-ev-ladder_laid = { $unit } і { $other } кладуть облогову драбину в { $hex }
ager-ev-ladder_dropped = { $unit } і { $other } кидають облогову драбину: вона лежить у { $hex }
ager-err-cannot_ladder = { $unit } не може зараз цього зробити з драбиною: двоє піших поруч із нею (щоб підняти — поруч одне з одним), по 2 ОР кожному, на ній нікого, гекс муру на рівень вище
ager-err-ladder_behind = { $unit } не може пройти з драбиною цим шляхом

## зовнішній кут будівлі під перехресним вогнем (A§8.4)
ager-ask-cover = { $unit } у зовнішньому куті будівлі в { $hex } під перехресним вогнем: оберіть бік, від якого він має укриття
ager-ev-covered = { $unit } має укриття від боку, де { $against }, до кінця фази
discord-cmd-choice-ager-cover = Ager Sanguinis: бік укриття в куті будівлі під перехресним вогнем
ager-standing-ager-cover = зовнішній кут будівлі під перехресним вогнем (Ager 8.4): always = укриття від боку першого пострілу

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
    [high] , рахується як { $total }
    [low] , рахується як { $total }
   *[none] {""}
}

## постріл поза виборами кроку 1 і чому (A§5)
ager-err-no_shot = «{ $order }» — зараз не можливий постріл: { $why }
ager-why-shot-no_character = персонажа «{ $name }» немає
ager-why-shot-not_yours = { $unit } — не ваш персонаж, який може зараз стріляти
ager-why-shot-fired = { $unit } уже зробив постріл у цьому кроці
ager-why-shot-engaged = { $unit } стоїть поруч із ворогом, який може його атакувати
ager-why-shot-carrying = { $unit } несе драбину
ager-why-shot-palanquin = { $unit } сидить у паланкіні
ager-why-shot-no_weapon = { $verb ->
    [throw] { $unit } більше не має списа для кидка
    [hurl] { $unit } не має горщика з нафтою
   *[fire] { $unit } не має метальної зброї
}
ager-why-shot-no_pot = { $unit } не має готового горщика: усі кинуто, або останній кинуто надто недавно
ager-why-shot-no_animal = { $target } — не ворожий кінь чи верблюд у досяжності й полі зору персонажа { $unit }
ager-why-shot-not_enemy = { $target } — не ворожий персонаж на мапі
ager-why-shot-out_of_range = ціль { $target } за { $range } гексів, а зброя персонажа { $unit } дістає на { $reach }
ager-why-shot-no_sight = { $unit } не бачить цілі: { $target }

## ager.decision: each decision named in the lines that say a standing answer gave it or was set
ager-decision-dfire = захисна стрілянина
ager-decision-countercharge = контратака
ager-decision-retreat = шлях відступу
ager-decision-place = де стає той, хто впав, або кінь, якого ведуть за вуздечку
ager-decision-cover = бік укриття в куті будівлі під перехресним вогнем
ager-decision-bearer = хто зазнає наслідку рукопашного бою
ager-decision-advance = просування після бою
discord-cmd-choice-ager-bearer = Ager Sanguinis: хто зазнає наслідку рукопашного бою
ager-standing-ager-bearer = хто з кількох нападників (або оборонців) зазнає наслідку рукопашного бою (Ager 6.2): always = перший названий

## a horse or camel bolting out of a naphtha fire (A§7.3)
ager-ev-bolts = { $kind ->
    [camel] Верблюд без вершника
   *[horse] Кінь без вершника
} вибігає з вогню з { $hex } до { $to }
ager-ev-no_bolt = { $kind ->
    [camel] Верблюд без вершника
   *[horse] Кінь без вершника
} у { $hex } не має куди втекти й лишається

## a riderless horse or camel in a naphtha fire, rolling as an unarmoured rider would (A§7.3, §6.7)
ager-ev-beast_burn = { $kind ->
    [camel] Верблюд без вершника
   *[horse] Кінь без вершника
} у { $hex } у вогні: { $face }: { $result }
ager-naphtha-beast_killed = гине
ager-naphtha-beast_bolts = тікає
ager-naphtha-beast_unhurt = без наслідків (немає вершника, який би відступив)
