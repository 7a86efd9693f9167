"""Au fil de l'Épée (2014 rules): medieval battles at grand-tactical scale."""

from engine.afde.ruleset import RULESET, AfdeRuleset

__all__ = ["RULESET", "AfdeRuleset"]
