import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createCurrencyService } from './service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  t = await createTestApp();
  // A local stand-in for the public exchange-rate service.
  server = createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.close();
  await t.close();
});

const ratesUrl = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/latest/USD`;

describe('GET /api/currency/rates', () => {
  it('serves the committed snapshot on first start', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, base: 'USD' });
    expect(body.rates.USD).toBe(1);
    for (const code of ['EUR', 'GBP', 'INR', 'CAD', 'AUD'])
      expect(body.rates[code]).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(body.updatedAt))).toBe(false);
  });
});

describe('refreshing rates', () => {
  it('stores fresh rates from the configured service', async () => {
    const service = createCurrencyService(t.db, { ratesUrl: ratesUrl() });
    answer = {
      status: 200,
      body: {
        result: 'success',
        rates: { USD: 1, EUR: 0.95, INR: 86.5, GBP: 0.8, CAD: 1.4, AUD: 1.6, JPY: 150 },
      },
    };
    expect(await service.refresh()).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: '/api/currency/rates' });
    expect(res.json().rates).toMatchObject({ EUR: 0.95, INR: 86.5 });
    expect(res.json().rates.JPY).toBeUndefined();
  });

  it('keeps the last good rates when the service fails or answers nonsense', async () => {
    const log: string[] = [];
    const service = createCurrencyService(t.db, { ratesUrl: ratesUrl(), log: (m) => log.push(m) });
    const before = await service.getRates();
    answer = { status: 503, body: { error: 'down' } };
    expect(await service.refresh()).toBe(false);
    answer = { status: 200, body: { rates: { EUR: 'cheap' } } };
    expect(await service.refresh()).toBe(false);
    expect((await service.getRates()).rates).toEqual(before.rates);
    expect(log).toHaveLength(2);
  });
});
