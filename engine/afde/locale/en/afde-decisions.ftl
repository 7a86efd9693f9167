## afde.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
afde-decision-react = charge reaction
afde-decision-rout_order = order of the rout moves
afde-decision-rout_stack = routed stack together or apart
