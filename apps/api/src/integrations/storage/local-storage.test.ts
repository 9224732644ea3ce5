import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { imageKey, KeyExistsError } from './storage';

const dir = mkdtempSync(path.join(tmpdir(), 'local-storage-'));
const storage = createLocalStorage(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('local storage', () => {
  it('puts, gets, checks and deletes under the folder, leaving no temp files', async () => {
    const key = imageKey('products', 'mug-1.webp');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('first'), { contentType: 'image/webp' });
    const got = await storage.get(key);
    expect(got).toMatchObject({ size: 5, contentType: 'image/webp' });
    expect(got?.data.toString()).toBe('first');
    expect(got?.etag).toMatch(/^".+"$/);
    expect(await storage.exists(key)).toBe(true);
    expect(readdirSync(path.join(dir, 'products'))).toEqual(['mug-1.webp']);
    await storage.delete(key);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('never replaces an existing key unless asked to', async () => {
    const key = imageKey('reviews', 'review-1.webp');
    await storage.put(key, Buffer.from('original'), { contentType: 'image/webp' });
    await expect(
      storage.put(key, Buffer.from('intruder'), { contentType: 'image/webp' }),
    ).rejects.toBeInstanceOf(KeyExistsError);
    expect((await storage.get(key))?.data.toString()).toBe('original');
    await storage.put(key, Buffer.from('replaced'), { contentType: 'image/webp', overwrite: true });
    expect((await storage.get(key))?.data.toString()).toBe('replaced');
    expect(readdirSync(path.join(dir, 'reviews'))).toEqual(['review-1.webp']);
  });

  it('of two writers racing for one new key, exactly one wins', async () => {
    const key = imageKey('blogs', 'cover.webp');
    const results = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((v) => storage.put(key, Buffer.from(v), { contentType: 'x' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(readdirSync(path.join(dir, 'blogs'))).toEqual(['cover.webp']);
  });

  it('refuses keys that could leave the folder', () => {
    for (const file of ['../jwt-secret', '..', '.hidden', 'a/b.webp', ''])
      expect(() => imageKey('products', file)).toThrow();
  });
});
