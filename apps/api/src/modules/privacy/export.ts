/** "Download my data": everything the shop holds about a customer, as one JSON document. */
import { chargedMinor, fromMinor, taxIncluded } from '@shop/shared';
import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  contactMessages,
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  productVariants,
  reviews,
  stockAlerts,
  type users,
} from '../../db/schema';
import { storeCreditBalance, storeCreditMovements } from '../store-credit';
import { sameEmail } from './same-email';

type User = typeof users.$inferSelect;
type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

export async function exportCustomerData(db: Db, user: User) {
  const records = await readRecords(db, user);
  const { newsletter } = records;
  return {
    exportedAt: new Date().toISOString(),
    shop: 'Mindful Marks',
    profile: {
      name: user.name,
      email: user.email,
      phone: user.number,
      gender: user.gender,
      signIn: user.passwordHash ? 'password' : 'google',
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    },
    addresses: user.shippingAddress ? [user.shippingAddress] : [],
    orders: records.orders.map((o) =>
      orderForExport(
        o,
        records.items.filter((i) => i.orderId === o.id),
      ),
    ),
    reviews: records.reviews.map(({ review, product }) => ({
      product,
      rating: review.rating,
      title: review.title,
      comment: review.comment,
      createdAt: review.createdAt.toISOString(),
    })),
    newsletter: newsletter
      ? {
          email: newsletter.email,
          subscribed: newsletter.unsubscribedAt === null,
          subscribedAt: newsletter.subscribedAt.toISOString(),
          unsubscribedAt: newsletter.unsubscribedAt?.toISOString() ?? null,
        }
      : null,
    backInStockAlerts: records.alerts.map((a) => ({
      product: a.product,
      options: a.options,
      email: a.email,
      askedAt: a.createdAt.toISOString(),
      confirmedAt: a.confirmedAt?.toISOString() ?? null,
      notifiedAt: a.notifiedAt?.toISOString() ?? null,
    })),
    // In rupees like the orders; every movement, and whether it is in the balance.
    storeCredit: {
      currency: 'INR',
      balance: fromMinor(records.storeCredit.balance),
      movements: records.storeCredit.movements.map((m) => ({
        kind: m.kind,
        amount: fromMinor(m.amount),
        orderNumber: m.orderNumber,
        note: m.note,
        inBalance: m.counts,
        at: m.createdAt.toISOString(),
      })),
    },
    contactMessages: records.messages.map((m) => ({
      name: m.name,
      email: m.email,
      subject: m.subject,
      message: m.message,
      sentAt: m.createdAt.toISOString(),
    })),
  };
}

/** The customer's rows: by account for orders and reviews, by e-mail for the rest. */
async function readRecords(db: Db, user: User) {
  const theirOrders = await db
    .select()
    .from(orders)
    .where(eq(orders.userId, user.id))
    .orderBy(asc(orders.createdAt));
  const items = theirOrders.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            theirOrders.map((o) => o.id),
          ),
        )
    : [];
  const theirReviews = await db
    .select({ review: reviews, product: products.title })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, user.id))
    .orderBy(asc(reviews.createdAt));
  const [newsletter] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sameEmail(newsletterSubscribers.email, user.email));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameEmail(contactMessages.email, user.email))
    .orderBy(asc(contactMessages.createdAt));
  const alerts = await db
    .select({
      product: products.title,
      options: productVariants.optionValues,
      email: stockAlerts.email,
      createdAt: stockAlerts.createdAt,
      confirmedAt: stockAlerts.confirmedAt,
      notifiedAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(or(eq(stockAlerts.userId, user.id), sameEmail(stockAlerts.email, user.email)))
    .orderBy(asc(stockAlerts.createdAt));
  const storeCredit = {
    balance: await storeCreditBalance(db, user.id),
    movements: await storeCreditMovements(db, user.id),
  };
  return {
    orders: theirOrders,
    items,
    reviews: theirReviews,
    newsletter,
    messages,
    alerts,
    storeCredit,
  };
}

function orderForExport(o: Order, items: Item[]) {
  const money = (minor: number) => fromMinor(chargedMinor(o, minor));
  return {
    orderNumber: o.orderNumber,
    placedAt: o.createdAt.toISOString(),
    status: o.status,
    paymentStatus: o.paymentStatus,
    receiptEmail: o.receiptEmail,
    shippingAddress: o.shippingAddress,
    notes: o.notes,
    // A business purchase (issue 27): the GSTIN and name the invoice was made out to.
    buyerGstin: o.buyerGstin,
    businessName: o.buyerLegalName,
    // Every amount in the currency charged (record 036), as the order pages show them.
    currency: o.currency,
    taxIncluded: taxIncluded(o),
    subtotal: money(o.subtotalCents),
    shipping: money(o.shippingCents),
    tax: money(o.taxCents),
    discount: money(o.discountCents),
    total: fromMinor(o.amountMinor),
    charged: { currency: o.currency, amountMinor: o.amountMinor },
    items: items.map((i) => ({
      title: i.title,
      quantity: i.quantity,
      unitPrice: money(i.unitPriceCents),
    })),
  };
}
