import { useShopPricing } from '../../lib/shop-pricing';

/**
 * Formats a shop-currency amount (decimals: a shipping rate, a threshold) in the display currency,
 * converted and rounded as the checkout charges it; null until the rates arrive.
 */
export function useFormatPrice() {
  const pricing = useShopPricing();
  if (!pricing) return null;
  return (amount: number) => pricing.format(pricing.fromShop(amount));
}

type PriceProps = { amount: number; className?: string; strike?: boolean };

/** A shop-currency amount in the display currency; 'Loading...' until the rates arrive. */
export function Price({ amount, className, strike }: PriceProps) {
  const format = useFormatPrice();
  const Tag = strike ? 's' : 'span';
  return <Tag className={className}>{format ? format(amount) : 'Loading...'}</Tag>;
}

type MoneyProps = { minor: number; className?: string; strike?: boolean };

/** An amount already in the display currency (minor units): a line, a total, a saving. */
export function Money({ minor, className, strike }: MoneyProps) {
  const pricing = useShopPricing();
  const Tag = strike ? 's' : 'span';
  return <Tag className={className}>{pricing ? pricing.format(minor) : 'Loading...'}</Tag>;
}
