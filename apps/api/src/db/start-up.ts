/**
 * What an instance does to its database before it serves: migrate, then seed an empty catalogue
 * (or re-create missing seed pictures). Instances started at once take turns, so a migration runs
 * once and the seed once, however many start together (docs/decisions/029-start-up-lock.md).
 */
import { sql } from 'drizzle-orm';
import type { Storage } from '../integrations/storage';
import type { Database } from './client';
import { seedOnStart } from './seed-on-start';

/** Returns true when this instance seeded the catalogue. */
export function prepareDatabase(
  database: Database,
  storage: Storage,
  log: (msg: string) => void,
): Promise<boolean> {
  return database.exclusively(async (migrate) => {
    await migrate();
    // The embedded database has no autovacuum: statistics for the search planner are taken here
    // (a fraction of a second, sampled), so a catalogue grown since the last start is planned well.
    // The option filters' EXISTS and SKU lookups need their tables' too (record 042).
    if (database.kind === 'pglite')
      await database.db.execute(sql`analyze products, product_variants, product_option_values`);
    // Still under the lock: the next instance finds the catalogue and its pictures in place
    // instead of rendering them a second time into a shared bucket.
    return seedOnStart(database.db, storage, log);
  });
}
