## cca.decision: each decision a standing answer can make, named in the lines that say one gave it or was set
cca-decision-react = reaction to a melee
cca-decision-evade_path = where an evading unit goes
cca-decision-ignore = flags to ignore
cca-decision-retreat = retreat path
cca-decision-battleback = battle back
cca-decision-leader_evade = a leader's evade
cca-decision-escape = an enemy leader escaping through your unit
