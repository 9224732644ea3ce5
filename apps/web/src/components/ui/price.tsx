import { BASE_CURRENCY, convertPrice, formatMoney } from '@shop/shared';
import { useRates } from '../../lib/rates';
import { useDisplayCurrency } from '../../stores/currency-store';

/** Converts a USD amount into the chosen currency and formats it; 'Loading...' until rates arrive. */
export function useFormatPrice() {
  const currency = useDisplayCurrency();
  const { data, isError } = useRates();
  if (!data) {
    // Spec: on a rate failure the unconverted amount shows.
    return isError ? (usd: number) => formatMoney(usd, BASE_CURRENCY) : null;
  }
  const code = data.rates[currency] ? currency : BASE_CURRENCY;
  return (usd: number) => formatMoney(convertPrice(usd, BASE_CURRENCY, code, data.rates), code);
}

type PriceProps = { amount: number; className?: string; strike?: boolean };

export function Price({ amount, className, strike }: PriceProps) {
  const format = useFormatPrice();
  const Tag = strike ? 's' : 'span';
  return <Tag className={className}>{format ? format(amount) : 'Loading...'}</Tag>;
}
