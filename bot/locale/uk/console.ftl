### Власні слова офлайн-консолі (bot/console.py). Ключі сталі; тексти можуть змінюватися.
### Команди, ідентифікатори сторін і накази — це нотація: у кожній мові вони лишаються такими, як їх вводять.

## console
console-resuming = Продовжуємо { $system } / { $scenario } (збережено в { $path }).
console-to_play_instead = (Щоб натомість грати в { $system } / { $scenario }, запустіть hexwar console --new.)
console-still_setup = Гра ще готується: /game join СТОРОНА, потім /game start.
console-last_game_over = Попередня гра тут ({ $system } / { $scenario }) завершилася:
console-cannot_set_up = Не вдалося підготувати { $system } / { $scenario }: { $why }
console-new_game = Нова гра: { $title } (зерно { $seed }). Усі місця ваші: { $sides }.
console-welcome = Введіть help, щоб побачити команди й дозволені накази; quit — щоб вийти. Гра зберігається сама.
console-bye = До побачення. Гру збережено; hexwar console її продовжить.
console-no_game = немає гри
console-your_decision = ваше рішення
console-unknown_command = Невідома команда '{ $command }'. Введіть help.
console-unknown_game_command = Невідома команда /game '{ $command }'. Введіть help.
console-internal_error = Внутрішня помилка, гра не змінилася: { $error }: { $detail }
console-report_it = Будь ласка, повідомте про неї, додавши вивід /game log.
console-no_such_choice = Немає варіанта { $number }: виберіть від 1 до { $count } (help їх показує).
console-usage_new = Використання: /game new СИСТЕМА СЦЕНАРІЙ [опція=значення …]
console-usage_join = Використання: /game join СТОРОНА [РОЛЬ]
console-usage_standing = Використання: /standing [СТОРОНА] [РІШЕННЯ always|never|ask]
console-created_seeded = Нова гра: { $system } / { $scenario } (зерно { $seed }).
console-created_drawn = Нова гра: { $system } / { $scenario } (кидки кубиків визначаться на старті).
console-take_seats = Сторони: { $sides }. Займіть місця через /game join СТОРОНА, потім /game start.
console-you_hold = Ваші місця: { $seats }.
console-no_log = Ще нічого не сталося.
console-left = Ви звільнили свої місця. Сторони: { $sides }.
console-abandoned = Гру покинуто. Почніть нову через /game new { $system } { $scenario }.
console-confirm = Цього не можна скасувати: щоб підтвердити, введіть /game { $command } ще раз протягом { $seconds } { $seconds ->
        [one] секунди
       *[other] секунд
    }.
console-last_events = Останні події (більше в /game log):
console-status_head = ── { $title } · хід { $turn } · { $phase } · { $status } (v{ $version })
console-side_head = { $name } ({ $side })
console-score = рахунок { $score }
console-score_of = рахунок { $score }/{ $target }
console-figure = { $name } { $value }
console-private_to = (лише { $side })
console-waiting_for = Чекаємо на: { $sides }.
console-nobody = нікого
console-private_entry = { $name } ({ $side }): { $value }
console-more_choices = … і ще { $count } { $count ->
        [one] варіант
        [few] варіанти
       *[many] варіантів
    }: введіть help, щоб побачити всі, або напишіть наказ.
console-no_map = (немає мапи: { $why })
console-map_failed = (мапу не вдалося намалювати: { $error }: { $detail })
console-map_written = Мапа: { $path }
console-no_scenarios = { $system } не має жодного сценарію.

## console.state: стан гри в командному рядку
console-state-setup = підготовка
console-state-active = триває
console-state-finished = завершена
console-state-abandoned = покинута

## console.help: команди (ті самі, що в Discord)
console-help =
    Команди (ті самі, що в Discord):
      /game new СИСТЕМА СЦЕНАРІЙ [опція=значення …]   почати підготовку нової гри
      /game join СТОРОНА [РОЛЬ]                       зайняти місце (за одним комп'ютером: займіть кожну сторону)
      /game start                                     почати, коли кожна сторона має гравця
      /game status                                    позиція, чиє зараз рішення, варіанти
      /game map [ГЕКС]                                записати знімок мапи (PNG) і показати шлях до нього
      /game map los A-B                               чи вільна лінія огляду з гекса A до гекса B? (намальована на мапі)
      /game log [N]                                   останні події
      /game undo                                      скасувати свій останній наказ (якщо не кидали кубиків)
      /game leave                                     звільнити свої місця (до старту)
      /game resign                                    сторона, що ходить, здається (введіть двічі, щоб підтвердити)
      /game abandon                                   завершити гру без результату (двічі, щоб підтвердити)
      /standing [СТОРОНА] [РІШЕННЯ always|never|ask] ухвалити наперед рішення з ходу суперника
      /order ТЕКСТ   або просто ТЕКСТ                 віддати наказ
      ЧИСЛО                                           вибрати цей варіант зі списку
      help                                            дозволені зараз накази і цей текст
      quit                                            вийти (гра зберігається після кожного наказу)

## console.orders-SYSTEM: the notation of a system's orders, after the commands (help)
console-orders-gboh =
    Накази Great Battles of Julius Caesar (docs/gboh.md):
      activate ВОЄНАЧАЛЬНИК · decline ВОЄНАЧАЛЬНИК · trump ВОЄНАЧАЛЬНИК · pass   хто активується (5.1, 5.4)
      move X3 · move X3 0707 0708 · move X3 face SE · move X3 0605 fire H2   рух підрозділу крок за кроком або цілим шляхом
      legion X · line cavalry · line LI · designate ЛЕГАТ             наказ легіону чи лінії замість індивідуальних наказів
      fire CR1 H2 · rally X3 · recover X3 · move ВОЄНАЧАЛЬНИК 0506 0505 · end
      to 0707 · face SE · fire H2 · stop                             наступний крок руху підрозділу
      shock X3 · done · momentum · finish                            призначення атак, моментум
      /standing gboh.rout_path ask                                  питати, куди тікають розбиті підрозділи
console-orders-ager =
    Накази Ager Sanguinis (docs/ager.md):
      fire achard yazid · fire rollin kutbeddin 0507 · throw arnould daoud · done   наступальна стрілянина
      charge raymond borsok · done                                  атаки кінноти
      move arnould · move arnould 0210 · move arnould 0212 0211 0210 · done   пересування
      mount guerin guerin-horse · dismount raymond 1708 · clear · carry · lead · grab
      fire aptekin · fire all · hold                                захисна стрілянина по тому, хто рухається
      attack ancelin daoud · attack ancelin arnould daoud · done    бій
      /standing ager.dfire always|never|ask                          захисна стрілянина без питання
