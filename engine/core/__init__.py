"""What the four game systems share: hex grids, dice, errors, messages, data files, the Ruleset protocol."""
