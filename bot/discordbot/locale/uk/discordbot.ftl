### Що каже сам застосунок Discord (служба гри й правила мають власні каталоги). Ключі сталі.

## discord
discord-unexpected = У мене щось пішло не так; ви тут ні до чого. Помилку записано в журнал. Спробуйте ще раз або скористайтеся /game status, щоб побачити стан гри.
discord-stale = Це поле застаріле (воно для версії гри { $made }; зараз гра у версії { $now }). Ось поточне.
discord-not_yours = Ця кнопка не для вас: відповісти на це рішення може лише { $owners }.
discord-no_game_here = На цьому каналі немає гри.
discord-too_many_choices = { $count ->
    [one] { $count } можливий наказ: введіть його через /order (підказки показують дозволені).
    [few] { $count } можливі накази: введіть їх через /order (підказки показують дозволені).
   *[other] { $count } можливих наказів: введіть їх через /order (підказки показують дозволені).
}
discord-use_buttons_or_order = Натисніть кнопку нижче або скористайтеся /order.
discord-show_mine = Показати мою руку / мої варіанти
discord-private_choices = Ваше рішення: { $question }
discord-nothing_for_you = У цій грі зараз ніщо на вас не чекає.
discord-your_private_events = Це бачите лише ви:
discord-your_hand = Ваша рука
discord-awaiting = Чекаємо на { $users }: { $question }
discord-awaiting_private = Чекаємо на { $users }: { $question } (натисніть «Показати мою руку / мої варіанти» або скористайтеся /game status)
discord-secret_question = рішення, яке бачить лише цей гравець
discord-created = Нова гра: { $title }, сценарій { $scenario }, автор: { $creator }. Сторони: { $sides }. Займіть місце через /game join, потім /game start.
discord-joined = { $user } займає місце: { $seat }.
discord-seats_line = Місця: { $seats }
discord-no_seats = ще ніхто не зайняв місця
discord-abandoned = Гравець { $user } покинув гру на цьому каналі.
discord-result = Кінець гри: { $text }
discord-winner = { $side_gender ->
        [plural] Перемагають
       *[other] Перемагає
    } { $side }: { $reason }
discord-draw = Нічия: { $reason }
discord-no_log = Ще нічого не сталося.
discord-log_header = Останні події:
discord-map_failed = (Цього разу не вдалося намалювати мапу; саму гру це не зачепило.)
discord-bad_options = Не можу прочитати опції '{ $text }': { $why }
discord-bad_option_pair = записуйте опції як назва=значення, через пробіли або коми
discord-unknown_system = Немає ігрової системи '{ $system }' (системи: { $systems }).
discord-missing_token = DISCORD_TOKEN не задано. Створіть застосунок на https://discord.com/developers/applications, скопіюйте його токен бота й запустіть: DISCORD_TOKEN=... hexwar bot
discord-status_line = { $title } ({ $system }, сценарій { $scenario }), версія гри { $version }, стан: { $status }
discord-turn_line = Хід { $turn }, { $phase }
discord-more_lines = { $count ->
    [one] … ще { $count } рядок; див. /game log
    [few] … ще { $count } рядки; див. /game log
   *[other] … ще { $count } рядків; див. /game log
}
discord-undone = Скасовано: { $user }.
discord-resigned = { $user } здається.
discord-ordered = { $user }: `{ $order }`
discord-private_news = { $users }: є новини, які бачите лише ви (/game log або /game status).
discord-invented = {" "}[вигаданий]
discord-around_or_section = Виберіть або гекс для центру (around), або сектор, але не обидва.
discord-unknown_hex = На цій мапі немає гекса '{ $hex }' (гекси позначено, наприклад, { $example }).
discord-unknown_section = На цій мапі немає сектора '{ $section }' (сектори: { $sections }).

## discord.cmd
discord-cmd-game-name = гра
discord-cmd-game-desc = Гра-варгейм на гексах у цьому каналі
discord-cmd-game-new-name = нова
discord-cmd-game-new-desc = Почати нову гру в цьому каналі
discord-cmd-game-new-opt-system-name = система
discord-cmd-game-new-opt-system-desc = ігрова система, напр. cca (Commands & Colors: Ancients)
discord-cmd-game-new-opt-scenario-name = сценарій
discord-cmd-game-new-opt-scenario-desc = сценарій цієї системи
discord-cmd-game-new-opt-options-name = опції
discord-cmd-game-new-opt-options-desc = опції правил як пари назва=значення
discord-cmd-game-new-opt-seed-name = зерно
discord-cmd-game-new-opt-seed-desc = зерно кубиків (порожнє: випадкове)
discord-cmd-game-new-opt-language-name = мова
discord-cmd-game-new-opt-language-desc = мова повідомлень гри в каналі (типово: мова сервера)
discord-cmd-game-join-name = приєднатися
discord-cmd-game-join-desc = Зайняти місце (сторону, а де гра їх має, ще й роль)
discord-cmd-game-join-opt-side-name = сторона
discord-cmd-game-join-opt-side-desc = сторона, за яку грати
discord-cmd-game-join-opt-role-name = роль
discord-cmd-game-join-opt-role-desc = командування в межах сторони, де гра його має
discord-cmd-game-start-name = почати
discord-cmd-game-start-desc = Почати гру, коли місця зайняті
discord-cmd-game-status-name = стан
discord-cmd-game-status-desc = Стан гри; ваша рука й ваші варіанти (лише для вас)
discord-cmd-game-map-name = мапа
discord-cmd-game-map-desc = Показати мапу
discord-cmd-game-map-opt-around-name = навколо
discord-cmd-game-map-opt-around-desc = центр на цьому гексі (напр. C4)
discord-cmd-game-map-opt-section-name = сектор
discord-cmd-game-map-opt-section-desc = показати лише цей сектор мапи
discord-cmd-game-map-opt-los-name = лінія_огляду
discord-cmd-game-map-opt-los-desc = намалювати лінію огляду між двома гексами (напр. 0811-0802)
discord-cmd-game-log-name = журнал
discord-cmd-game-log-desc = Останні події (приватні події вашої сторони — лише вам)
discord-cmd-game-log-opt-count-name = кількість
discord-cmd-game-log-opt-count-desc = скільки подій (типово 20)
discord-cmd-game-log-opt-language-name = мова
discord-cmd-game-log-opt-language-desc = читати події цією мовою (типово: вашою)
discord-cmd-game-undo-name = скасувати
discord-cmd-game-undo-desc = Скасувати свій останній наказ (не після кидка кубиків чи взятої карти)
discord-cmd-game-resign-name = здатися
discord-cmd-game-resign-desc = Визнати поразку
discord-cmd-game-abandon-name = покинути
discord-cmd-game-abandon-desc = Завершити гру цього каналу без результату (творець або адміністратори)
discord-cmd-game-leave-name = вийти
discord-cmd-game-leave-desc = Звільнити своє місце до початку гри
discord-cmd-game-sub-name = заміна
discord-cmd-game-sub-desc = Передати своє місце іншому гравцеві (він має погодитися)
discord-cmd-game-sub-opt-player-name = гравець
discord-cmd-game-sub-opt-player-desc = хто займає ваше місце
discord-cmd-game-sub-opt-side-name = сторона
discord-cmd-game-sub-opt-side-desc = яке з ваших місць, якщо їх кілька
discord-cmd-game-seat-name = посадити
discord-cmd-game-seat-desc = Модератори: посадити гравця за одну зі сторін
discord-cmd-game-seat-opt-player-name = гравець
discord-cmd-game-seat-opt-player-desc = кого посадити
discord-cmd-game-seat-opt-side-name = сторона
discord-cmd-game-seat-opt-side-desc = сторона
discord-cmd-game-seat-opt-role-name = роль
discord-cmd-game-seat-opt-role-desc = командування в межах сторони
discord-cmd-game-kick-name = вилучити
discord-cmd-game-kick-desc = Модератори: вилучити гравця з його місця
discord-cmd-game-kick-opt-player-name = гравець
discord-cmd-game-kick-opt-player-desc = кого вилучити
discord-cmd-game-kick-opt-side-name = сторона
discord-cmd-game-kick-opt-side-desc = лише його місце за цю сторону
discord-cmd-game-moderators-name = модератори
discord-cmd-game-moderators-desc = Адміністратори: роль, учасники якої можуть садити й вилучати гравців
discord-cmd-game-moderators-opt-role-name = роль
discord-cmd-game-moderators-opt-role-desc = роль модераторів (порожньо: немає)
discord-cmd-order-name = наказ
discord-cmd-order-desc = Віддати наказ у грі цього каналу
discord-cmd-order-opt-text-name = текст
discord-cmd-order-opt-text-desc = наказ; підказки показують дозволені
discord-cmd-standing-name = сталі
discord-cmd-standing-desc = Ухвалити наперед рішення, яке правила дають вам у хід суперника
discord-cmd-standing-opt-decision-name = рішення
discord-cmd-standing-opt-decision-desc = рішення (порожньо: список ваших сталих відповідей)
discord-cmd-standing-opt-answer-name = відповідь
discord-cmd-standing-opt-answer-desc = завжди, ніколи або питати; реакція на ближній бій може бути й ухиленням чи першим ударом
discord-cmd-choice-cca-react = CCA: реакція на ближній бій (ухилення, Перший удар)
discord-cmd-choice-cca-evade_path = CCA: куди йде загін, що ухиляється
discord-cmd-choice-cca-ignore = CCA: прапорці, які можна ігнорувати
discord-cmd-choice-cca-retreat = CCA: шлях відступу
discord-cmd-choice-cca-battleback = CCA: відповідний удар
discord-cmd-choice-cca-leader_evade = CCA: ухилення полководця
discord-cmd-choice-cca-escape = CCA: ворожий полководець тікає крізь ваш загін
discord-cmd-choice-afde-react = AFdE: реакція на атаку кінноти
discord-cmd-choice-always = завжди
discord-cmd-choice-never = ніколи
discord-cmd-choice-ask = питати мене
discord-cmd-choice-evade = ухилення (реакція на ближній бій)
discord-cmd-choice-firststrike = Перший удар (реакція на ближній бій)

## discord.lang
discord-lang-en = English
discord-lang-pl = Polski
discord-lang-hu = Magyar
discord-lang-uk = Українська

## more messages
discord-more_choices = Більше варіантів… (сторінка { $page } з { $pages })
discord-menu_placeholder = Варіанти { $first }–{ $last } з { $count }
discord-destinations = Рух до… (місця { $first }–{ $last } з { $count })
discord-menu_gone = Це меню не для вас, або його рішення вже не чекає.
discord-network_error = Я не зміг зв'язатися з Discord, відповідаючи на це. Якщо це був наказ, /game status покаже, чи його виконано.
discord-post_failed = Вашу дію виконано, але я не зміг зараз опублікувати її в каналі; опублікую, щойно Discord дозволить.
discord-catch_up = Поки мене не було, гра пішла далі; ось її стан:
discord-old_game = Ту гру завершено; на цьому каналі новіша (або жодної). Нічого не змінилося.
discord-legacy_button = Ця кнопка з попередньої версії бота й застаріла. Ось поточна позиція:
discord-left = { $user } звільняє своє місце.
discord-sub_offer = { $holder } пропонує місце { $seat } гравцеві { $user }. { $user }, натисніть кнопку протягом { $minutes } хв, щоб його зайняти.
discord-sub_accept = Зайняти місце
discord-sub_done = { $user } переймає місце.
discord-seated = { $moderator } садить { $user } як { $seat }.
discord-kicked = { $moderator } прибирає { $user } з гри.
discord-mod_role_set = Учасники з роллю { $role } тепер можуть садити й прибирати гравців (/game seat, /game kick).
discord-mod_role_cleared = Тепер жодна роль не є роллю модераторів hexwar; учасники з правом Керування каналами й далі ними є.
discord-confirm_resign = Здатися в цій грі? Цього не можна скасувати. Натисніть кнопку протягом { $seconds } с, щоб підтвердити.
discord-confirm_resign_button = Так, здаюся
discord-confirm_abandon = Покинути цю гру для всіх, без результату? Натисніть кнопку протягом { $seconds } с, щоб підтвердити.
discord-confirm_abandon_button = Так, покинути гру

## discord.figure: a side's public figure in the game summary (its name, then its value)
discord-figure = { $name } { $value }
