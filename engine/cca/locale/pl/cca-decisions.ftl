## cca.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
cca-decision-react = reakcja na walkę wręcz
cca-decision-evade_path = dokąd idzie jednostka wykonująca unik
cca-decision-ignore = flagi do zignorowania
cca-decision-retreat = droga odwrotu
cca-decision-battleback = odwet
cca-decision-leader_evade = unik wodza
cca-decision-escape = wrogi wódz uciekający przez Twoją jednostkę
