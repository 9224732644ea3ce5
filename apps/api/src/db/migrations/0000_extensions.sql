-- pg_trgm powers typo-tolerant product search (drizzle-kit does not emit CREATE EXTENSION).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
