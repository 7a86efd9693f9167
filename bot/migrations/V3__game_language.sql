-- Revises: V2
-- Reason: each game speaks one language in its channel (/game new language:); older games read in English.
ALTER TABLE games ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
