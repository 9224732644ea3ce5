import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { createTestDatabase, testConfig } from '../../test/test-app';
import type { Database } from '../../db/client';
import type { FastifyInstance } from 'fastify';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const fetchImpl = vi.fn(
  async () =>
    new Response(PNG, {
      status: 200,
      headers: { 'content-type': 'image/png', 'content-length': String(PNG.length) },
    }),
);
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    config: testConfig(),
    database,
    fetchImpl: fetchImpl as unknown as typeof fetch,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const proxy = (url: string) =>
  app.inject({ method: 'GET', url: `/proxy-profile-image?url=${encodeURIComponent(url)}` });

describe('GET /proxy-profile-image', () => {
  it.each([
    'http://lh3.googleusercontent.com/a/x',
    'https://127.0.0.1/a.png',
    'https://10.0.0.5/a.png',
    'https://169.254.169.254/latest/meta-data',
    'https://localhost/a.png',
    'https://example.com/a.png',
    'https://lh3.googleusercontent.com.evil.test/a.png',
    'https://evil.test/lh3.googleusercontent.com/a.png',
    'https://lh3.googleusercontent.com@evil.test/a.png',
    'https://user:pass@lh3.googleusercontent.com/a.png',
    'https://lh3.googleusercontent.com:8443/a.png',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s without fetching it', async (url) => {
    fetchImpl.mockClear();
    const res = await proxy(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Only Google profile images can be shown',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('streams an allowed avatar without following redirects, and caches it', async () => {
    fetchImpl.mockClear();
    const url = 'https://lh3.googleusercontent.com/a/avatar=s96-c';
    const res = await proxy(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith(
      new URL(url),
      expect.objectContaining({ redirect: 'manual' }),
    );
    await proxy(url);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not an image or is too large', async () => {
    fetchImpl.mockResolvedValueOnce(
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await proxy('https://lh4.googleusercontent.com/html')).statusCode).toBe(502);
    fetchImpl.mockResolvedValueOnce(
      new Response(PNG, {
        status: 200,
        headers: { 'content-type': 'image/png', 'content-length': String(3 * 1024 * 1024) },
      }),
    );
    expect((await proxy('https://lh4.googleusercontent.com/big')).statusCode).toBe(502);
    fetchImpl.mockResolvedValueOnce(
      new Response(null, { status: 302, headers: { location: 'http://127.0.0.1/' } }),
    );
    expect((await proxy('https://lh4.googleusercontent.com/redirect')).statusCode).toBe(502);
  });
});
