/**
 * Discounts at the checkout (issue 28, record 050): the promotions a cart may receive, read with
 * what their caps have left, and the redemption ledger written in the transaction that creates the
 * order. Caps hold exactly: the discount's row is locked, its counting uses are counted again after
 * the lock, and the use is written before the lock is let go; a use counts while its order holds
 * stock or once it was paid (db/ledger-rule.ts), so an expired checkout gives it back by itself.
 */
import {
  normaliseCode,
  PROMOTION_MESSAGES,
  type Promotion,
  convertShopMinor,
  type PriceContext,
} from '@shop/shared';
import { and, asc, count, eq, gte, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderCounts } from '../../db/ledger-rule';
import { discountCodes, discounts, orderDiscounts, orders } from '../../db/schema';
import { ConflictError } from '../../lib/errors';
import { segmentMemberships } from '../customers';
import { toPromotion, type DiscountRow } from './promotion';
import { segmentsOf } from './segments';

/** Who is checking out, for a per-customer cap and a first-order offer. */
export type Customer = { userId: string | null; email: string | null };

/** A promotion as the order records it: which discount (and bulk code), under what name. */
export type AppliedDiscount = {
  discountId: string | null;
  codeId: string | null;
  code: string | null;
  name: string;
  amountMinor: number;
  shippingMinor: number;
};

type Usage = { total: number; code: number; customer: number };

const theCustomer = (c: Customer): SQL | undefined => {
  const byEmail = c.email ? sql`lower(${orderDiscounts.email}) = lower(${c.email})` : undefined;
  const byUser = c.userId ? eq(orderDiscounts.userId, c.userId) : undefined;
  return byUser && byEmail ? or(byUser, byEmail) : (byUser ?? byEmail);
};

type Counted = { discountId: string; codeId: string | null };

/**
 * The counting uses of each discount: in all, of its bulk code, and by the customer. One grouped
 * query per kind over all the discounts, however many there are.
 */
async function usagesOf(tx: Tx | Db, items: readonly Counted[], c: Customer) {
  const ids = [...new Set(items.map((i) => i.discountId))];
  const codeIds = [...new Set(items.flatMap((i) => (i.codeId ? [i.codeId] : [])))];
  const counted = async (by: 'discountId' | 'codeId', keys: string[], where?: SQL) => {
    if (keys.length === 0) return new Map<string, number>();
    const key = orderDiscounts[by];
    const rows = await tx
      .select({ key, n: count() })
      .from(orderDiscounts)
      .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
      .where(and(inArray(orderDiscounts.discountId, ids), inArray(key, keys), where, orderCounts))
      .groupBy(key);
    return new Map(rows.map((r) => [r.key ?? '', r.n]));
  };
  // One after another: in a transaction they share one connection, which runs one at a time.
  const customer = theCustomer(c);
  const total = await counted('discountId', ids);
  const code = await counted('codeId', codeIds);
  const mine = customer ? await counted('discountId', ids, customer) : new Map<string, number>();
  return ({ discountId, codeId }: Counted): Usage => ({
    total: total.get(discountId) ?? 0,
    code: codeId ? (code.get(codeId) ?? 0) : 0,
    customer: mine.get(discountId) ?? 0,
  });
}

const left = (cap: number | null, used: number) => (cap === null ? null : cap - used);

/** The engine's promotion for a stored discount, its amounts in the cart's currency. */
function inCurrency(p: Promotion, currency: string, context: PriceContext): Promotion {
  const convert = (minor: number) => convertShopMinor(minor, currency, context);
  const { minSubtotal } = p.conditions;
  return {
    ...p,
    value: p.kind === 'fixed' ? convert(p.value) : p.value,
    conditions: {
      ...p.conditions,
      ...(minSubtotal !== undefined && { minSubtotal: convert(minSubtotal) }),
    },
  };
}

/** The code typed: a discount's own or a bulk one, with its row. */
async function typedCode(db: Db | Tx, typed: string) {
  const code = normaliseCode(typed);
  const [own] = await db
    .select()
    .from(discounts)
    .where(and(sql`lower(${discounts.code}) = lower(${code})`, eq(discounts.automatic, false)));
  if (own) return { row: own, codeId: null, code, maxUses: null };
  const [bulk] = await db
    .select({ row: discounts, codeId: discountCodes.id, maxUses: discountCodes.maxUses })
    .from(discountCodes)
    .innerJoin(discounts, eq(discounts.id, discountCodes.discountId))
    .where(sql`lower(${discountCodes.code}) = lower(${code})`);
  return bulk ? { ...bulk, code } : undefined;
}

/** Whether the customer has an order placed before (paid, or cash on delivery still open). */
async function hasOrdered(db: Db | Tx, c: Customer) {
  const who = c.userId
    ? eq(orders.userId, c.userId)
    : c.email
      ? sql`lower(${orders.receiptEmail}) = lower(${c.email})`
      : undefined;
  if (!who) return false;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        who,
        or(
          sql`${orders.paidAt} is not null`,
          and(eq(orders.paymentStatus, 'cod_pending'), ne(orders.status, 'cancelled')),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type CheckoutPromotions = {
  promotions: Promotion[];
  isFirstOrder: boolean;
  /** How an applied promotion's id maps back to the ledger's discount and bulk code. */
  ledgerOf: (promotionId: string) => { discountId: string; codeId: string | null } | undefined;
};

/**
 * The automatic promotions live now and the typed code's (whatever its state: the engine says why
 * it cannot be used), each with what its caps have left for this customer.
 */
export async function checkoutPromotions(
  db: Db,
  input: { code?: string | null; customer: Customer; currency: string; now: Date },
  context: PriceContext,
): Promise<CheckoutPromotions> {
  const { customer, currency, now } = input;
  const automatic = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.automatic, true),
        eq(discounts.active, true),
        lte(discounts.startsAt, now),
        or(isNull(discounts.endsAt), gte(discounts.endsAt, now)),
      ),
    )
    .orderBy(asc(discounts.createdAt));
  const typed = input.code?.trim() ? await typedCode(db, input.code) : undefined;
  const found: {
    row: DiscountRow;
    codeId: string | null;
    code?: string;
    maxUses: number | null;
  }[] = automatic.map((row) => ({ row, codeId: null, maxUses: null }));
  // A switched-off discount's code reads as unknown: the owner withdrew it.
  if (typed && typed.row.active) found.push(typed);
  const usageOf = await usagesOf(
    db,
    found.map((f) => ({ discountId: f.row.id, codeId: f.codeId })),
    customer,
  );
  // "Customer is in segment X" (record 062): asked once per segment, for a signed-in shopper only.
  const segmentOf = await segmentsOf(
    db,
    found.map((f) => f.row.id),
  );
  const members = customer.userId
    ? await segmentMemberships(db, [...new Set(segmentOf.values())], customer.userId)
    : new Set<string>();
  const segmentFor = (id: string) => {
    const segmentId = segmentOf.get(id);
    if (!segmentId) return {};
    return { segment: { member: members.has(segmentId), signedIn: customer.userId !== null } };
  };
  const promotions = found.map(({ row, codeId, code, maxUses }) => {
    const used = usageOf({ discountId: row.id, codeId });
    const codeLeft = left(maxUses, used.code);
    const totalLeft = left(row.usageCap, used.total);
    const usesLeft =
      codeLeft === null ? totalLeft : totalLeft === null ? codeLeft : Math.min(codeLeft, totalLeft);
    const promotion = toPromotion(row, code);
    return inCurrency(
      {
        ...promotion,
        usage: { usesLeft, customerUsesLeft: left(row.perCustomerCap, used.customer) },
        ...segmentFor(row.id),
      },
      currency,
      context,
    );
  });
  const ledger = new Map(found.map((f) => [f.row.id, { discountId: f.row.id, codeId: f.codeId }]));
  return {
    promotions,
    isFirstOrder: !(await hasOrdered(db, customer)),
    ledgerOf: (id) => ledger.get(id),
  };
}

/** Locks the discounts in id order and refuses when a cap has no use left for `customer`. */
async function checkCaps(
  tx: Tx,
  applied: readonly Pick<AppliedDiscount, 'discountId' | 'codeId'>[],
  customer: Customer,
) {
  const ids = [...new Set(applied.flatMap((a) => (a.discountId ? [a.discountId] : [])))].sort();
  if (ids.length === 0) return null;
  const rows = await tx
    .select()
    .from(discounts)
    .where(inArray(discounts.id, ids))
    .orderBy(asc(discounts.id))
    .for('update');
  const counted = applied.flatMap((a) =>
    a.discountId ? [{ ...a, discountId: a.discountId }] : [],
  );
  const codeIds = counted.flatMap((a) => (a.codeId ? [a.codeId] : []));
  // Counted after the lock: a checkout that held it before has written its use by now.
  const usageOf = await usagesOf(tx, counted, customer);
  const bulkCodes = codeIds.length
    ? await tx
        .select({ id: discountCodes.id, maxUses: discountCodes.maxUses })
        .from(discountCodes)
        .where(inArray(discountCodes.id, codeIds))
    : [];
  for (const a of counted) {
    const row = rows.find((r) => r.id === a.discountId);
    if (!row) continue;
    const noun = row.automatic ? 'offer' : 'code';
    const used = usageOf(a);
    const bulk = bulkCodes.find((b) => b.id === a.codeId);
    if (
      (row.usageCap !== null && used.total >= row.usageCap) ||
      (bulk && used.code >= bulk.maxUses)
    )
      return PROMOTION_MESSAGES.usedUp(noun);
    if (row.perCustomerCap !== null && used.customer >= row.perCustomerCap)
      return PROMOTION_MESSAGES.customerUsedUp(noun);
  }
  return null;
}

/**
 * Whether an order that stopped counting (its hold expired) may count again when its late
 * payment arrives: null when every cap still has its use, else why not. Run under the order's
 * lock before the order holds stock again, so its own use is not counted.
 */
export async function capsStillHold(tx: Tx, orderId: string): Promise<string | null> {
  const given = await tx.select().from(orderDiscounts).where(eq(orderDiscounts.orderId, orderId));
  const [first] = given;
  if (!first) return null;
  return checkCaps(tx, given, { userId: first.userId, email: first.email });
}

/**
 * Writes the order's discounts, checking every cap again under the discounts' row locks (taken in
 * id order, so two checkouts never wait on each other crosswise). A cap reached since the cart
 * was priced refuses the checkout with the reason the shopper would have read.
 */
export async function recordOrderDiscounts(
  tx: Tx,
  order: { id: string },
  applied: readonly AppliedDiscount[],
  customer: Customer & { email: string },
) {
  if (applied.length === 0) return;
  const refused = await checkCaps(tx, applied, customer);
  if (refused) throw new ConflictError(refused);
  await tx.insert(orderDiscounts).values(
    applied.map((a) => ({
      orderId: order.id,
      discountId: a.discountId,
      codeId: a.codeId,
      code: a.code,
      name: a.name,
      amountMinor: a.amountMinor,
      shippingMinor: a.shippingMinor,
      userId: customer.userId,
      email: customer.email.toLowerCase(),
    })),
  );
}
