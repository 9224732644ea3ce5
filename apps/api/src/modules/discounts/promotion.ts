/** A stored discount as the promotion engine reads it (record 048) and as the owner reads it. */
import { dayIn, discountStatus, type adminDiscountSchema, type Promotion } from '@shop/shared';
import type { z } from 'zod';
import type { discounts } from '../../db/schema';
import type { DiscountUsage } from './usage';

export type DiscountRow = typeof discounts.$inferSelect;

/**
 * The engine's `Promotion` for a stored discount. `code` is the one the shopper typed when it is a
 * bulk code; otherwise the discount's own (null for an automatic one). A fixed amount and the
 * minimum subtotal are paise of the shop currency: the caller converts them into the cart's
 * currency, and fills `usage` from the redemption ledger. A code discount reached only through
 * bulk codes has no code of its own: without the typed one it would read as automatic (code
 * null), so that is refused.
 */
export function toPromotion(row: DiscountRow, code?: string): Promotion {
  const typed = row.automatic ? null : (code ?? row.code);
  if (!row.automatic && typed === null)
    throw new Error(`Discount ${row.id} has bulk codes only: pass the code the shopper typed`);
  return {
    id: row.id,
    name: row.name,
    code: typed,
    kind: row.kind,
    value: row.kind === 'percent' || row.kind === 'fixed' ? row.value : 0,
    conditions: {
      ...(row.minSubtotalMinor > 0 && { minSubtotal: row.minSubtotalMinor }),
      targets: row.targets,
      firstOrderOnly: row.firstOrderOnly,
      paidOnlineOnly: row.paidOnlineOnly,
      startsAt: row.startsAt,
      ...(row.endsAt && { endsAt: row.endsAt }),
      ...(row.buyQuantity !== null && { buyQuantity: row.buyQuantity }),
    },
    combinable: row.combinable,
  };
}

/** What the owner reads: the row, its days in the shop's time zone, its status now and its use. */
export function toAdminDiscount(
  row: DiscountRow,
  codeCount: number,
  usage: DiscountUsage,
  timeZone: string,
  now = new Date(),
): z.output<typeof adminDiscountSchema> {
  return {
    ...usage,
    id: row.id,
    name: row.name,
    method: row.automatic ? ('automatic' as const) : ('code' as const),
    kind: row.kind,
    value: row.value,
    buyQuantity: row.buyQuantity,
    code: row.code,
    codeCount,
    minSubtotal: row.minSubtotalMinor,
    targets: row.targets,
    firstOrderOnly: row.firstOrderOnly,
    paidOnlineOnly: row.paidOnlineOnly,
    startsOn: dayIn(timeZone, row.startsAt),
    endsOn: row.endsAt && dayIn(timeZone, row.endsAt),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    combinable: row.combinable,
    usageCap: row.usageCap,
    perCustomerCap: row.perCustomerCap,
    active: row.active,
    status: discountStatus(row, now),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
