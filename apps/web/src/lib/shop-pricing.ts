/**
 * Prices in the shopper's currency, by the rules the checkout charges by (record 036): a product's
 * own price list or its shop price converted at the day's rate and rounded up by the currency's
 * rule; shipping converted the same way; GST inside the prices. The server charges the same sums.
 */
import {
  convertShopMinor,
  DEFAULT_SHOP_CURRENCY,
  formatMoney,
  fromMinor,
  pricedProduct,
  productPriceIn,
  toMinor,
  type CurrencyCode,
  type PriceContext,
  type PriceListEntry,
  type Product,
} from '@shop/shared';
import { useDisplayCurrency } from '../stores/currency-store';
import { useRates } from './rates';

type Priced = Pick<Product, 'price' | 'salePrice'> & { priceList?: Product['priceList'] };

export type ShopPricing = {
  /** The currency amounts are shown in (the shop's own when rates cannot be had). */
  code: CurrencyCode;
  context: PriceContext;
  /** A shop-currency amount (decimals: a shipping rate, a threshold) in minor units of `code`. */
  fromShop: (amount: number) => number;
  /** A product's price and sale price in `code`. */
  prices: (product: Priced) => PriceListEntry;
  /** What one unit costs in `code`. */
  unitMinor: (product: Priced) => number;
  /** Minor units of `code` as a shopper reads them. */
  format: (minor: number) => string;
};

export function shopPricing(code: CurrencyCode, context: PriceContext): ShopPricing {
  const prices: ShopPricing['prices'] = (product) =>
    productPriceIn(pricedProduct(product), code, context);
  const unitMinor: ShopPricing['unitMinor'] = (product) => {
    const entry = prices(product);
    return entry.salePriceMinor ?? entry.priceMinor;
  };
  return {
    code,
    context,
    fromShop: (amount) => convertShopMinor(toMinor(amount), code, context),
    prices,
    unitMinor,
    format: (minor) => formatMoney(fromMinor(minor), code),
  };
}

/**
 * The pricing of the display currency once the rates are in; null while they load. If they
 * cannot be had, prices show in the shop's own currency (spec: the unconverted amount shows).
 */
export function useShopPricing(): ShopPricing | null {
  const currency = useDisplayCurrency();
  const { data, isError } = useRates();
  if (!data) {
    if (!isError) return null;
    const context = { shopCurrency: DEFAULT_SHOP_CURRENCY, rates: {}, rounding: {} };
    return shopPricing(DEFAULT_SHOP_CURRENCY, context);
  }
  const context: PriceContext = {
    shopCurrency: data.shopCurrency,
    rates: data.rates,
    rounding: data.rounding,
  };
  const code =
    data.rates[currency] || currency === data.shopCurrency ? currency : data.shopCurrency;
  return shopPricing(code, context);
}
