-- Revises: V3
-- Reason: verifiable dice. When a game starts the bot fixes a commitment to its dice seed and its rules
-- version (sha256 over a random salt, the seed and the rules version, see docs/dice.md); the salt is
-- kept secret until the game ends, when it is revealed with the seed. Older games have no commitment.
ALTER TABLE games ADD COLUMN dice_salt TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN dice_commitment TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN rules_version TEXT NOT NULL DEFAULT '';
