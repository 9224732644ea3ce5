/**
 * For tests of a migration that moves data: an embedded database migrated up to just before it,
 * then that one migration run alone, each file as drizzle applies it (its statements at once).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '..', 'db', 'migrations');
const files = readdirSync(DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = (db: PGlite, file: string) =>
  db.exec(readFileSync(path.join(DIR, file), 'utf8').replaceAll('--> statement-breakpoint', ''));

/** A fresh database with every migration before the one numbered `number` ('0021'). */
export async function migratedBefore(number: string): Promise<PGlite> {
  const db = await PGlite.create({ extensions: { pg_trgm } });
  for (const file of files.filter((f) => f < number)) await run(db, file);
  return db;
}

/** Runs the migration numbered `number` on `db`. */
export const runMigration = (db: PGlite, number: string) =>
  run(
    db,
    files.find((f) => f.startsWith(number))!,
  );
