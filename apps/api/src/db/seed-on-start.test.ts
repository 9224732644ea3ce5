import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../integrations/storage/local-storage';
import { imageKey } from '../integrations/storage';
import { openDatabase, type Database } from './client';
import { productImages, products } from './schema';
import { seedOnStart } from './seed-on-start';

describe('seedOnStart', () => {
  let database: Database;
  let dir: string;
  const storage = () => createLocalStorage(dir);
  const logs: string[] = [];
  const log = (msg: string) => logs.push(msg);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'seed-on-start-'));
    database = await openDatabase({});
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // Drawing the 110 seed pictures took over 60 s on CI's two cores beside other work.
  it('seeds an empty catalogue with its pictures, then leaves a complete shop alone', async () => {
    expect(await seedOnStart(database.db, storage(), log)).toBe(true);
    expect((await database.db.select().from(products)).length).toBeGreaterThanOrEqual(30);
    expect(logs.some((l) => /^Generated \d+ seed images/.test(l))).toBe(true);

    logs.length = 0;
    expect(await seedOnStart(database.db, storage(), log)).toBe(false);
    expect(logs).toEqual([]);
  }, 180_000);

  it('re-creates a seed picture missing from storage', async () => {
    const [image] = await database.db.select().from(productImages).limit(1);
    const key = imageKey('products', image!.fileName);
    await storage().delete(key);
    logs.length = 0;

    expect(await seedOnStart(database.db, storage(), log)).toBe(false);
    expect(logs).toContain('Generating 1 seed images…');
    expect(await storage().exists(key)).toBe(true);
  }, 180_000);
});
