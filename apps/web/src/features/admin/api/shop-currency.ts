/** The currency product prices are kept in (SHOP_CURRENCY), as the rates endpoint names it. */
import { DEFAULT_SHOP_CURRENCY, type CurrencyCode } from '@shop/shared';
import { useRates } from '../../../lib/rates';

export function useShopCurrency(): CurrencyCode {
  return useRates().data?.shopCurrency ?? DEFAULT_SHOP_CURRENCY;
}
