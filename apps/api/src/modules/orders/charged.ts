/**
 * An order's amounts in the currency it was charged in (record 036). A GST-inclusive order keeps
 * them so already; an order placed before kept US cents, converted at its own rate, each figure
 * rounded once (its total is the exact charge, `amountMinor`).
 */
import { convertMinor } from '@shop/shared';

export type PricedOrder = { pricing: 'usd_exclusive' | 'inclusive'; exchangeRate: number };

/** One of the order's recorded amounts, in minor units of the currency charged. */
export function chargedMinor(order: PricedOrder, minor: number): number {
  return order.pricing === 'inclusive' ? minor : convertMinor(minor, order.exchangeRate);
}

/** Whether the order's prices include its tax ("Includes ₹X GST") or had it added on top. */
export const taxIncluded = (order: PricedOrder) => order.pricing === 'inclusive';
