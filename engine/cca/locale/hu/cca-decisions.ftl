## cca.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
cca-decision-react = reagálás közelharcra
cca-decision-evade_path = hová megy a kitérő egység
cca-decision-ignore = figyelmen kívül hagyható zászlók
cca-decision-retreat = visszavonulási út
cca-decision-battleback = visszavágás
cca-decision-leader_evade = vezér kitérése
cca-decision-escape = az egységeden át menekülő ellenséges vezér
