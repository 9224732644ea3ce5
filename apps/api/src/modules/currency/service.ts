/**
 * Exchange rates (units per 1 USD) served from the database. A committed snapshot seeds the first
 * start; EXCHANGE_RATES_URL refreshes them at most every 12 hours; a failed refresh keeps the last
 * good rates.
 */
import { CURRENCY_CODES, type Rates } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import snapshot from './rates-snapshot.json';

export const REFRESH_INTERVAL_MS = 12 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;

/** Accepts the common public shapes: { rates } (e.g. open.er-api, frankfurter) or { conversion_rates }. */
const remoteRatesSchema = z
  .object({
    rates: z.record(z.string(), z.number().positive()).optional(),
    conversion_rates: z.record(z.string(), z.number().positive()).optional(),
  })
  .transform((v) => v.rates ?? v.conversion_rates)
  .pipe(z.record(z.string(), z.number().positive()));

export type RatesSnapshot = { base: 'USD'; rates: Rates; updatedAt: string };

export function createCurrencyService(
  db: Db,
  options: { ratesUrl?: string; log?: (msg: string, err?: unknown) => void },
) {
  async function saveRates(rates: Rates, updatedAt: Date) {
    const rows = CURRENCY_CODES.filter((code: string) => typeof rates[code] === 'number').map(
      (code: string) => ({
        currency: code,
        rate: code === 'USD' ? 1 : rates[code]!,
        updatedAt,
      }),
    );
    if (rows.length === 0) return;
    await db
      .insert(exchangeRates)
      .values(rows)
      .onConflictDoUpdate({
        target: exchangeRates.currency,
        set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
      });
  }

  async function getRates(): Promise<RatesSnapshot> {
    let rows = await db.select().from(exchangeRates);
    if (rows.length === 0) {
      await saveRates(snapshot.rates, new Date(snapshot.updatedAt));
      rows = await db.select().from(exchangeRates);
    }
    const rates: Rates = {};
    let updatedAt = 0;
    for (const row of rows) {
      rates[row.currency] = row.rate;
      updatedAt = Math.max(updatedAt, row.updatedAt.getTime());
    }
    return { base: 'USD', rates, updatedAt: new Date(updatedAt).toISOString() };
  }

  /** Fetches fresh rates; returns false (and keeps the stored ones) on any failure. */
  async function refresh(fetchImpl: typeof fetch = fetch): Promise<boolean> {
    if (!options.ratesUrl) return false;
    try {
      const response = await fetchImpl(options.ratesUrl, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`exchange-rate service answered ${response.status}`);
      const rates = remoteRatesSchema.parse(await response.json());
      await saveRates(rates, new Date());
      return true;
    } catch (err) {
      options.log?.('exchange-rate refresh failed; keeping the last good rates', err);
      return false;
    }
  }

  /** Refreshes now if the stored rates are older than the interval, then every interval. */
  function startBackgroundRefresh(): () => void {
    if (!options.ratesUrl) return () => {};
    const tick = async () => {
      const { updatedAt } = await getRates();
      if (Date.now() - Date.parse(updatedAt) >= REFRESH_INTERVAL_MS) await refresh();
    };
    void tick().catch((err) => options.log?.('exchange-rate refresh failed', err));
    const timer = setInterval(() => void tick().catch(() => {}), 60 * 60 * 1000);
    timer.unref();
    return () => clearInterval(timer);
  }

  return { getRates, refresh, startBackgroundRefresh };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
