"""Ager Sanguinis (Norman Saga, 2017): man-to-man skirmishes of the crusades on hex maps."""

from engine.ager.ruleset import RULESET, AgerRuleset

__all__ = ["RULESET", "AgerRuleset"]
