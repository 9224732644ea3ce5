/**
 * One customer's page (issue 30, record 061): their facts, orders with what was refunded of each,
 * returns, store credit, newsletter consent history and the owner's notes and tags. A deleted
 * account shows as such: no name, contact, consent or notes.
 */
import { CUSTOMER_MESSAGES, PLACED_PAYMENT_STATUSES, type CustomerNotes } from '@shop/shared';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers, orders, returns } from '../../db/schema';
import { customerFacts as f, customerNotes } from '../../db/schema/customers';
import { NotFoundError } from '../../lib/errors';
import { storeCreditBalance } from '../store-credit';
import { refreshCustomerFacts } from './facts';
import { toCustomerRow } from './list';

const ORDERS_SHOWN = 100;

/** The orders of a customer id: the account's, or a guest's by their e-mail's md5. */
const ordersOf = (id: string, guest: boolean): SQL =>
  guest
    ? and(isNull(orders.userId), sql`md5(lower(${orders.receiptEmail}))::uuid = ${id}::uuid`)!
    : eq(orders.userId, id);

async function loadOrders(db: Db, id: string, guest: boolean) {
  // Qualified by hand: a one-table select names its columns bare, which the subquery would misread.
  const refunded = sql<number>`coalesce((select sum(r.amount_minor) from refunds r
    where r.order_id = "orders"."id" and r.status = 'processed'), 0)`.mapWith(Number);
  const placed = and(ordersOf(id, guest), inArray(orders.paymentStatus, PLACED_PAYMENT_STATUSES));
  const [rows, [returned]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        totalMinor: orders.amountMinor,
        refundedMinor: refunded,
        codOutcome: orders.codOutcome,
      })
      .from(orders)
      .where(placed)
      .orderBy(desc(orders.createdAt))
      .limit(ORDERS_SHOWN),
    db
      .select({ n: count() })
      .from(returns)
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .where(placed),
  ]);
  return { orders: rows, returnsCount: returned?.n ?? 0 };
}

async function loadConsent(db: Db, email: string) {
  if (!email) return [];
  const [s] = await db
    .select()
    .from(newsletterSubscribers)
    .where(eq(sql`lower(${newsletterSubscribers.email})`, email));
  if (!s) return [];
  const source = s.consentSource;
  return [
    { at: s.subscribedAt, event: 'subscribed' as const, source },
    ...(s.confirmedAt ? [{ at: s.confirmedAt, event: 'confirmed' as const, source }] : []),
    ...(s.unsubscribedAt ? [{ at: s.unsubscribedAt, event: 'unsubscribed' as const, source }] : []),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
}

export function createCustomerDetail({ db, shopCurrency }: { db: Db; shopCurrency: string }) {
  async function facts(id: string) {
    await refreshCustomerFacts(db);
    const [row] = await db.select().from(f).where(eq(f.id, id));
    if (!row) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
    return row;
  }

  return {
    async get(id: string) {
      const row = await facts(id);
      const [placed, consent, [notes], credit] = await Promise.all([
        loadOrders(db, id, row.guest),
        row.deleted ? [] : loadConsent(db, row.email),
        db.select().from(customerNotes).where(eq(customerNotes.customerId, id)),
        row.userId ? storeCreditBalance(db, row.userId) : 0,
      ]);
      const paidMinor = Number(row.paidMinor);
      return {
        currency: shopCurrency,
        customer: {
          ...toCustomerRow(row),
          signedUpAt: row.signedUpAt,
          paidOrders: row.paidOrders,
          paidMinor,
          refundedMinor: Number(row.refundedMinor),
          averageOrderMinor: row.paidOrders ? Math.round(paidMinor / row.paidOrders) : 0,
          returnsCount: placed.returnsCount,
          storeCreditMinor: credit,
          orders: placed.orders.map((o) => ({ ...o, totalMinor: Number(o.totalMinor) })),
          consent,
          notes: row.deleted ? '' : (notes?.notes ?? ''),
          tags: row.deleted ? [] : (notes?.tags ?? []),
        },
      };
    },

    async saveNotes(id: string, input: CustomerNotes) {
      const row = await facts(id);
      if (row.deleted) throw new NotFoundError(CUSTOMER_MESSAGES.notFound);
      const tags: string[] = [...new Set(input.tags)];
      await db
        .insert(customerNotes)
        .values({ customerId: id, notes: input.notes, tags })
        .onConflictDoUpdate({
          target: customerNotes.customerId,
          set: { notes: input.notes, tags, updatedAt: new Date() },
        });
      return { notes: input.notes, tags };
    },
  };
}

export type CustomerDetailService = ReturnType<typeof createCustomerDetail>;
