## afde.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
afde-decision-react = reagálás rohamra
afde-decision-rout_order = a menekülő mozgások sorrendje
afde-decision-rout_stack = menekülő gúla együtt vagy külön
