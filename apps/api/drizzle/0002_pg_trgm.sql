-- Trigram indexes serve the keyword searches (ILIKE '%…%') of the user and article lists; the
-- next migration creates them. A trusted extension since PostgreSQL 13: the owner of the
-- database may create it without being a superuser. PGlite loads it at start-up.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
