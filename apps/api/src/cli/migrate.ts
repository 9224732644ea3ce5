/** npm run db:migrate — applies committed migrations to the configured database. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runningServer } from '../db/embedded-lock';

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
await database.close();
console.log(`Migrations applied (${database.kind}).`);
