## afde.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
afde-decision-react = реакція на атаку кінноти
afde-decision-rout_order = порядок рухів утечі
afde-decision-rout_stack = стек у втечі разом чи окремо
