/** npm run db:migrate — applies committed migrations to the configured database. */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`Migrations applied (${database.kind}).`);
