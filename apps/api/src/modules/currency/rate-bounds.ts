/**
 * Sanity bounds for a fetched exchange rate. Prices are charged with these rates, so one wrong
 * number in a feed (INR = 1 instead of 84) would sell everything for a fraction of its price: a
 * rate must be a positive finite number within 20% of the last good rate we stored for it.
 */
import { BASE_CURRENCY, CURRENCY_CODES, type Rates } from '@shop/shared';

/** A real currency rarely moves 20% between two refreshes (12 hours); a broken feed often does. */
export const MAX_RATE_CHANGE = 0.2;

export type ScreenedRates = { accepted: Rates; refused: string[] };

/**
 * Splits a feed (units per 1 USD) into the rates we accept and a note on each one we refuse.
 * Only our own currencies are considered; USD is the base and always 1. A currency we have no
 * stored rate for yet is accepted on the positive-finite check alone.
 */
export function screenRates(feed: Record<string, unknown>, stored: Rates): ScreenedRates {
  const accepted: Rates = {};
  const refused: string[] = [];
  const base = feed[BASE_CURRENCY];
  if (base !== undefined && base !== 1) {
    // Rates against another base would all be wrong by the same factor.
    return { accepted, refused: [`${BASE_CURRENCY} ${String(base)} (the feed is not USD-based)`] };
  }
  for (const code of CURRENCY_CODES) {
    if (code === BASE_CURRENCY || !(code in feed)) continue;
    const rate = feed[code];
    const last = stored[code];
    if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) {
      refused.push(`${code} ${String(rate)} (not a positive number)`);
    } else if (last !== undefined && Math.abs(rate / last - 1) > MAX_RATE_CHANGE) {
      refused.push(`${code} ${rate} (last good ${last}, more than 20% away)`);
    } else accepted[code] = rate;
  }
  return { accepted, refused };
}
