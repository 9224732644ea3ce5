/**
 * How prices converted from the shop currency are rounded in each other currency (record 036).
 * The rules live in the currency module; the back office reads and sets them through `store`.
 */
import type { CurrencyCode, PriceRounding } from '@shop/shared';
import { priceListCurrencies } from '@shop/shared';
import { BadRequestError } from '../../lib/errors';

/** What the currency service offers for this (its getRounding and setRounding). */
export type RoundingStore = {
  shopCurrency: CurrencyCode;
  getRounding: () => Promise<Record<CurrencyCode, PriceRounding>>;
  setRounding: (currency: CurrencyCode, rounding: PriceRounding) => Promise<void>;
};

export function createCurrencyRounding({
  store,
  onChange,
}: {
  store: RoundingStore;
  /** Caches of converted prices must drop them. */
  onChange: () => void;
}) {
  async function list() {
    const rules = await store.getRounding();
    return {
      shopCurrency: store.shopCurrency,
      rounding: priceListCurrencies(store.shopCurrency).map((currency) => ({
        currency,
        rounding: rules[currency],
      })),
    };
  }

  return {
    list,
    async set(currency: CurrencyCode, rounding: PriceRounding) {
      if (currency === store.shopCurrency) {
        const message = `${currency} is the shop currency: its prices are never converted`;
        throw new BadRequestError(message, { currency: message });
      }
      await store.setRounding(currency, rounding);
      onChange();
      return list();
    },
  };
}

export type CurrencyRounding = ReturnType<typeof createCurrencyRounding>;
