## afde.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
afde-decision-react = reakcja na szarżę
afde-decision-rout_order = kolejność ruchów w ucieczce
afde-decision-rout_stack = stos w ucieczce razem lub osobno
