/**
 * npm run db:seed [-- --products N] — seeds the catalogue if empty; with --products adds N
 * synthetic products for benchmarks, with a progress bar.
 */
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningServer } from '../db/embedded-lock';
import { seedDemoActivity } from '../db/seed/demo-activity';
import { seedIfEmpty, seedSyntheticProducts } from '../db/seed/seed';
import { createStorage } from '../integrations/storage';

const { values } = parseArgs({ options: { products: { type: 'string' } } });
const extra = values.products ? Number(values.products) : 0;
if (!Number.isInteger(extra) || extra < 0) {
  console.error('--products must be a whole number, e.g. --products 100000');
  process.exit(2);
}

const config = loadConfig();
const server = config.databaseUrl ? null : runningServer(config.dataDir);
if (server) {
  console.error(
    `The shop (pid ${server}) is running on ${config.dataDir}: the embedded database has one writer. Stop the shop, run this again, then start it.`,
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const storage = createStorage(config.storage);
const seeded = await seedIfEmpty(database.db, { storage, log: console.log });
storage.close();
console.log(seeded ? 'Seeded the catalogue.' : 'Catalogue already seeded.');
if (seeded) await seedDemoActivity(database.db);
if (extra > 0) {
  // One line per tenth is progress enough for a benchmark seed (no progress-bar package).
  let shown = -1;
  await seedSyntheticProducts(database.db, extra, (done: number) => {
    const tenth = Math.floor((done / extra) * 10);
    if (tenth === shown) return;
    shown = tenth;
    console.log(`Synthetic products ${done}/${extra}`);
  });
  // Fresh statistics, so the planner knows how many products each search word matches (and,
  // record 042, how many products each option value has).
  await database.db.execute(sql`analyze products, product_variants, product_option_values`);
}
await database.close();
