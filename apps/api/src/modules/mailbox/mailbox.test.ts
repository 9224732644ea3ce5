import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Even from a trusted proxy, X-Forwarded-For must not open the mailbox.
  t = await createTestApp({ mode: 'local', trustProxy: ['10.0.0.0/8'] });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, remoteAddress, headers });

describe('dev mailbox', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a client on this machine (%s)',
    async (address) => {
      const api = await get('/api/dev/mailbox', address);
      expect(api.statusCode).toBe(200);
      expect(api.json()).toMatchObject({ success: true, mails: expect.any(Array) });
      const page = await get('/dev/mailbox', address);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Dev mailbox');
    },
  );

  it.each(['192.168.1.20', '10.0.0.5', '::ffff:10.0.0.5', '2001:db8::7', '128.0.0.1'])(
    'is a 404 for anyone else on the network (%s)',
    async (address) => {
      for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
        const res = await get(url, address);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Dev mailbox');
      }
    },
  );

  it('cannot be reached by forging X-Forwarded-For through a trusted proxy', async () => {
    const res = await get('/api/dev/mailbox', '10.0.0.5', { 'x-forwarded-for': '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });

  it('is a 404 for clients a proxy on this machine relays', async () => {
    const relayed: Record<string, string>[] = [
      { 'x-forwarded-for': '192.168.1.20' },
      { forwarded: 'for=192.168.1.20' },
    ];
    for (const headers of relayed) {
      expect((await get('/api/dev/mailbox', '127.0.0.1', headers)).statusCode).toBe(404);
    }
  });
});
