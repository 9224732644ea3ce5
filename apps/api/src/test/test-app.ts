/** Test helpers: a fresh copy of the seeded database and the real app built on it. */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { adminUrl, databaseUrlFor } from './database-urls';

/** A fresh database for one test file, copied from the run's seeded snapshot or template. */
export async function createTestDatabase(): Promise<Database> {
  const template = inject('templateDatabase');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
  const pglite = await PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } });
  return openDatabase({ pglite });
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-app-'));
  return {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    ...overrides,
  };
}

export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, database });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
