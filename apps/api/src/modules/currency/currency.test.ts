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

describe('rate bounds', () => {
  const storedRates = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/currency/rates' })).json().rates as Record<
      string,
      number
    >;
  /** A feed answering `rates` through the fetch the service is given (the network edge). */
  const feedOf = (rates: Record<string, unknown>) =>
    (async () => ({ ok: true, status: 200, json: async () => ({ rates }) })) as never;
  const serviceWithLog = () => {
    const log: string[] = [];
    const service = createCurrencyService(t.db, { ratesUrl: ratesUrl(), log: (m) => log.push(m) });
    return { service, log };
  };

  it('refuses INR = 1.0 (stored ~84), keeps the last good INR, still updates the others', async () => {
    const before = await storedRates();
    const { service, log } = serviceWithLog();
    const eur = before.EUR! * 1.05;
    answer = { status: 200, body: { rates: { USD: 1, INR: 1.0, EUR: eur } } };
    expect(await service.refresh()).toBe(true);
    const after = await storedRates();
    expect(after.INR).toBe(before.INR);
    expect(after.EUR).toBeCloseTo(eur, 10);
    expect(after.USD).toBe(1);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatch(/INR 1 /);
  });

  it('accepts INR 10% above the stored rate', async () => {
    const before = await storedRates();
    const { service, log } = serviceWithLog();
    answer = { status: 200, body: { rates: { USD: 1, INR: before.INR! * 1.1 } } };
    expect(await service.refresh()).toBe(true);
    expect((await storedRates()).INR).toBeCloseTo(before.INR! * 1.1, 10);
    expect(log).toEqual([]);
  });

  it('refuses NaN, zero, negative and non-numbers, with one warning, and keeps the sane rate', async () => {
    const before = await storedRates();
    const { service, log } = serviceWithLog();
    const eur = before.EUR! * 0.97;
    const feed = feedOf({ USD: 1, INR: Number.NaN, GBP: 0, CAD: -1.4, AUD: '1.5', EUR: eur });
    expect(await service.refresh(feed)).toBe(true);
    expect(await storedRates()).toEqual({ ...before, EUR: eur });
    expect(log).toHaveLength(1);
    for (const code of ['INR', 'GBP', 'CAD', 'AUD']) expect(log[0]).toContain(code);
    expect(log[0]).not.toContain('EUR');
  });

  it('refuses a feed on another base than USD (USD stays 1)', async () => {
    const before = await storedRates();
    const { service, log } = serviceWithLog();
    // A EUR-based feed: every number is off by the same factor, each within 20% on its own.
    answer = { status: 200, body: { rates: { USD: 1.08, INR: before.INR! * 1.08, EUR: 1 } } };
    expect(await service.refresh()).toBe(false);
    expect(await storedRates()).toEqual(before);
    expect(log).toHaveLength(1);
  });
});
