/** A discount as the owner reads it in words: its offer, its status, its uses and its money. */
import { formatMoney, fromMinor, type AdminDiscount, type DiscountStatus } from '@shop/shared';
import type { BadgeTone } from '../components/badge';

/** The discounts' amounts are paise of the shop currency, the rupee (the contract's rule). */
export const rupees = (paise: number) => formatMoney(fromMinor(paise), 'INR');

type Offer = Pick<AdminDiscount, 'kind' | 'value' | 'buyQuantity'>;

/** "10% off", "₹150 off", "Free shipping", "Buy 3, get the cheapest free". */
export function describeOffer({ kind, value, buyQuantity }: Offer): string {
  if (kind === 'percent') return `${value}% off`;
  if (kind === 'fixed') return `${rupees(value)} off`;
  if (kind === 'free_shipping') return 'Free shipping';
  return `Buy ${buyQuantity ?? 2}, get the cheapest free`;
}

export const STATUS_BADGES: Record<DiscountStatus, { label: string; tone: BadgeTone }> = {
  scheduled: { label: 'Scheduled', tone: 'info' },
  active: { label: 'Active', tone: 'good' },
  ended: { label: 'Ended', tone: 'neutral' },
  disabled: { label: 'Disabled', tone: 'warn' },
};

/** "3 of 100" against a cap; "3 (no cap)" without one. */
export const describeUses = (uses: number, cap: number | null) =>
  cap === null ? `${uses} (no cap)` : `${uses} of ${cap}`;

/** The code a shopper types, with its bulk codes; "Automatic" when there is none to type. */
export function describeCode({ method, code, codeCount }: AdminDiscount): string {
  if (method === 'automatic') return 'Automatic';
  const bulk = codeCount === 1 ? '1 bulk code' : `${codeCount} bulk codes`;
  if (!code) return bulk;
  return codeCount > 0 ? `${code} + ${bulk}` : code;
}
