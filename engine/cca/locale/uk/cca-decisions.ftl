## cca.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
cca-decision-react = реакція на ближній бій
cca-decision-evade_path = куди йде загін, що ухиляється
cca-decision-ignore = прапорці, які можна ігнорувати
cca-decision-retreat = шлях відступу
cca-decision-battleback = відповідний удар
cca-decision-leader_evade = ухилення полководця
cca-decision-escape = ворожий полководець тікає крізь ваш загін
