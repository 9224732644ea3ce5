/**
 * Builds one migrated, seeded database per test run; each test file then starts from a copy:
 * a PGlite data-dir dump (embedded) or a template database (TEST_DATABASE_URL).
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed';
import { adminUrl, databaseUrlFor } from './database-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    templateDatabase: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `shop_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template) });
    await database.migrate();
    await seedIfEmpty(database.db, { images: false });
    await database.close();
    project.provide('templateDatabase', template);
    project.provide('pgliteSnapshot', '');
    return async () => {
      // Copies made by test files are dropped by the files themselves; drop the template last.
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    };
  }
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedIfEmpty(database.db, { images: false });
  const dump = await pglite.dumpDataDir('gzip');
  await pglite.close();
  const file = path.join(dir, 'snapshot.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('templateDatabase', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
