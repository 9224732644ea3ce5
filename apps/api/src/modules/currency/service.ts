/**
 * Exchange rates (units per 1 USD) served from the database. A committed snapshot seeds the first
 * start; EXCHANGE_RATES_URL refreshes them at most every 12 hours; a failed refresh keeps the last
 * good rates, and so does a rate outside sane bounds (rate-bounds.ts).
 */
import {
  CURRENCY_CODES,
  DEFAULT_ROUNDING,
  isPriceRounding,
  type CurrencyCode,
  type PriceContext,
  type PriceRounding,
  type Rates,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { currencyRounding, exchangeRates } from '../../db/schema';
import { screenRates } from './rate-bounds';
import snapshot from '../../db/seed/rates-snapshot.json';

export const REFRESH_INTERVAL_MS = 12 * 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5_000;

/**
 * Accepts the common public shapes: { rates } (e.g. open.er-api, frankfurter) or { conversion_rates }.
 * Values are checked one by one (screenRates), so one bad currency does not block the others.
 */
const remoteRatesSchema = z
  .object({
    rates: z.record(z.string(), z.unknown()).optional(),
    conversion_rates: z.record(z.string(), z.unknown()).optional(),
  })
  .transform((v) => v.rates ?? v.conversion_rates)
  .pipe(z.record(z.string(), z.unknown()));

export type RatesSnapshot = { base: 'USD'; rates: Rates; updatedAt: string };

export function createCurrencyService(
  db: Db,
  options: {
    ratesUrl?: string;
    log?: (msg: string, err?: unknown) => void;
    /** The currency prices are kept in (SHOP_CURRENCY). */
    shopCurrency?: CurrencyCode;
  },
) {
  const shopCurrency = options.shopCurrency ?? 'INR';
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

  /**
   * Fetches fresh rates and stores those within bounds; returns whether any was stored. Every
   * instance may run this at once: each checks the same feed against the same stored rates and the
   * upsert is one atomic statement per row, so concurrent refreshes write the same values and
   * neither fails nor leaves a mix of two feeds' numbers for one currency.
   */
  async function refresh(fetchImpl: typeof fetch = fetch): Promise<boolean> {
    if (!options.ratesUrl) return false;
    try {
      const response = await fetchImpl(options.ratesUrl, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`exchange-rate service answered ${response.status}`);
      const feed = remoteRatesSchema.parse(await response.json());
      const { accepted, refused } = screenRates(feed, (await getRates()).rates);
      // One line per refresh, naming every refused rate: the operator sees the feed went wrong.
      if (refused.length > 0)
        options.log?.(`exchange rates refused, last good rates kept: ${refused.join('; ')}`);
      if (Object.keys(accepted).length === 0) return false;
      await saveRates(accepted, new Date());
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

  /** Each currency's rounding rule: the owner's where set, else the default; the shop's is whole. */
  async function getRounding(): Promise<Record<CurrencyCode, PriceRounding>> {
    const rounding = { ...DEFAULT_ROUNDING };
    for (const row of await db.select().from(currencyRounding))
      if (row.currency in rounding && isPriceRounding(row.rounding))
        rounding[row.currency as CurrencyCode] = row.rounding;
    return rounding;
  }

  /** What prices are converted with now: the shop currency, today's rates, the rounding rules. */
  async function priceContext(): Promise<PriceContext> {
    const [{ rates }, rounding] = await Promise.all([getRates(), getRounding()]);
    return { shopCurrency, rates, rounding };
  }

  async function setRounding(currency: CurrencyCode, rounding: PriceRounding) {
    await db
      .insert(currencyRounding)
      .values({ currency, rounding })
      .onConflictDoUpdate({
        target: currencyRounding.currency,
        set: { rounding, updatedAt: new Date() },
      });
  }

  return {
    shopCurrency,
    getRates,
    getRounding,
    setRounding,
    priceContext,
    refresh,
    startBackgroundRefresh,
  };
}

export type CurrencyService = ReturnType<typeof createCurrencyService>;
