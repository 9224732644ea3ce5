import { sql } from 'drizzle-orm';
import { openDatabase } from '../client';
import { seedIfEmpty, seedSyntheticProducts } from './seed';
const database = await openDatabase({});
await database.migrate();
await seedIfEmpty(database.db, { imagesDir: '/tmp/x', images: false });
const mode = process.argv[2];
if (mode === 'noidx') {
  await database.db.execute(sql`drop index products_search_idx`);
  await database.db.execute(sql`drop index products_title_trgm_idx`);
}
if (mode === 'nosearch') {
  await database.db.execute(sql`drop index products_search_idx`);
}
if (mode === 'notrgm') {
  await database.db.execute(sql`drop index products_title_trgm_idx`);
}
const t = Date.now();
await seedSyntheticProducts(database.db, 10000);
console.log(mode, 'total', Date.now() - t);
await database.close();
