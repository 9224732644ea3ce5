/**
 * How the shopper pays (issue 27): online through the gateway, or cash on delivery when the shop
 * offers it and it applies (a parcel to India, paid in rupees, the order within the owner's limits).
 * Paying online earns the owner's prepaid discount and spares the COD fee: "Pay now and save ₹X".
 * The server prices both again from the database; these sums are what the page shows.
 */
import {
  codFeeTax,
  codOffered,
  computeInclusiveTotals,
  percentOfMinor,
  type InclusiveTotals,
} from '@shop/shared';
import type { CodOffer } from './api/cod';
import type { ShopPricing } from '../../lib/shop-pricing';
import type { CartItem } from '../../stores/cart-store';

export type PaymentChoice = 'online' | 'cod';

/**
 * Whether cash on delivery may be offered, by the shared rule the server places COD orders and
 * grants the prepaid discount by (`codOffered`: an Indian address, rupees, the order's value
 * within the limits). The PIN-code deny list and the unpaid cap only the server knows; it refuses
 * with a reason.
 */
export function codApplies(
  offer: CodOffer | undefined,
  checkout: Parameters<typeof codOffered>[1],
): boolean {
  return offer !== undefined && codOffered(offer, checkout);
}

/** What is charged for one choice: the totals (a prepaid discount inside) and the COD fee on top. */
export type ChoiceTotals = InclusiveTotals & {
  /** The COD fee (0 when paying online). */
  codFee: number;
  /** What the shopper pays: the total plus the COD fee. */
  amount: number;
};

type Pricing = Pick<ShopPricing, 'unitMinor'>;

/**
 * The totals of paying one way. The prepaid discount is a percentage of each line's goods, so the
 * GST computed back out of a line is on what the line really costs, as the server charges it
 * (apps/api payments/pricing.ts); COD carries the fee instead.
 * `offer` is passed only where COD applies: elsewhere there is nothing to choose, nor to save.
 */
export function choiceTotals(
  pricing: Pricing,
  items: readonly CartItem[],
  shippingMinor: number,
  taxed: boolean,
  choice: PaymentChoice,
  offer: CodOffer | null,
): ChoiceTotals {
  const percent = choice === 'online' && offer ? offer.prepaidDiscountPercent : 0;
  const totals = computeInclusiveTotals(
    items.map((item) => {
      const unitMinor = pricing.unitMinor(item);
      return {
        unitMinor,
        quantity: item.quantity,
        taxPercent: item.taxPercent,
        discountMinor: percentOfMinor(unitMinor * item.quantity, percent),
      };
    }),
    shippingMinor,
    taxed,
  );
  const codFee = choice === 'cod' && offer ? offer.fee : 0;
  // The fee includes GST at the goods' rate, as the order and its invoice count it.
  const feeTax = taxed ? codFeeTax(codFee, items) : 0;
  return { ...totals, tax: totals.tax + feeTax, codFee, amount: totals.total + codFee };
}

/** What paying online saves against cash on delivery: the fee plus the prepaid discount. */
export const onlineSaving = (online: ChoiceTotals, cod: ChoiceTotals) => cod.amount - online.amount;
