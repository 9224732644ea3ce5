/**
 * What deleting an account erases or anonymises, inside the caller's transaction. Orders stay
 * (anonymised) for the accounts; their tax documents keep the buyer's name and address, as GST
 * rules require for 72 months.
 */
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  accountDeletions,
  contactMessages,
  newsletterSubscribers,
  orders,
  passwordResets,
  returns,
  reviews,
  stockAlerts,
  users,
} from '../../db/schema';
import { eraseMailAbout } from '../../integrations/mail-erasure';
import { keepBuyersOnRecord } from '../invoices';
import { refreshProductRating } from '../reviews';
import { sameEmail } from './same-email';

export const FORMER_CUSTOMER = 'Former customer';

/** The address an anonymised account or order is left with (never delivered: .invalid). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

type Account = { id: string; email: string };

/** Erases the account's personal data; returns whether reviews were removed. */
export async function eraseAccount(
  tx: Tx,
  user: Account,
  reviewChoice: 'keep' | 'remove',
): Promise<boolean> {
  await keepBuyersOnRecord(tx as unknown as Db, user.id);
  const orderNumbers = await anonymiseOrders(tx, user.id);
  const reviewsCount = await settleReviews(tx, user.id, reviewChoice);
  await forgetContacts(tx, user, orderNumbers);
  await anonymiseUser(tx, user.id);
  await tx.insert(accountDeletions).values({
    userId: user.id,
    ordersKept: orderNumbers.length,
    reviews: reviewChoice === 'remove' ? 'removed' : 'kept',
    reviewsCount,
  });
  return reviewChoice === 'remove' && reviewsCount > 0;
}

/**
 * Orders keep what the accounts need (amounts, items, the state and country that decide the
 * tax) and lose who and where. Returns the kept orders' numbers.
 */
async function anonymiseOrders(tx: Tx, userId: string): Promise<string[]> {
  const kept = await tx
    .update(orders)
    .set({
      receiptEmail: deletedEmail(userId),
      shippingAddress: sql`jsonb_strip_nulls(jsonb_build_object('country', ${orders.shippingAddress}->>'country', 'state', ${orders.shippingAddress}->>'state'))`,
      notes: '',
      // A sole proprietor's GSTIN carries their PAN and the name may be theirs; the issued
      // invoice keeps both for the owner's GST records, as it keeps the buyer.
      buyerGstin: null,
      buyerLegalName: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  // A return's note is the customer's own words; the lines and photos stay with the order.
  if (kept.length > 0)
    await tx
      .update(returns)
      .set({ note: '' })
      .where(
        inArray(
          returns.orderId,
          kept.map((o) => o.id),
        ),
      );
  return kept.map((o) => o.orderNumber);
}

/** Removes the reviews when asked (refreshing the ratings); returns how many there were. */
async function settleReviews(tx: Tx, userId: string, choice: 'keep' | 'remove') {
  const theirs = await tx
    .select({ productId: reviews.productId })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  if (choice === 'remove' && theirs.length > 0) {
    await tx.delete(reviews).where(eq(reviews.userId, userId));
    for (const productId of new Set(theirs.map((r) => r.productId)))
      await refreshProductRating(tx, productId);
  }
  return theirs.length;
}

/**
 * The newsletter, back-in-stock requests, contact messages, reset codes, and every mail to them or
 * about them: receipts sent to another address name an order, the shop's copy of a message names
 * its sender.
 */
async function forgetContacts(tx: Tx, user: Account, orderNumbers: string[]) {
  await tx.delete(newsletterSubscribers).where(sameEmail(newsletterSubscribers.email, user.email));
  await tx.delete(contactMessages).where(sameEmail(contactMessages.email, user.email));
  await tx
    .delete(stockAlerts)
    .where(or(eq(stockAlerts.userId, user.id), sameEmail(stockAlerts.email, user.email)));
  await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
  await eraseMailAbout(tx, { addresses: [user.email], mentions: [user.email, ...orderNumbers] });
}

async function anonymiseUser(tx: Tx, userId: string) {
  await tx
    .update(users)
    .set({
      name: FORMER_CUSTOMER,
      email: deletedEmail(userId),
      number: '',
      gender: '',
      passwordHash: null,
      googleSub: null,
      pictureUrl: null,
      isLoginFromProvider: false,
      shippingAddress: null,
      totpSecret: null,
      totpPendingSecret: null,
      totpEnabledAt: null,
      totpLastStep: null,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}
