/**
 * A customer's data rights (India's DPDP Act, the GDPR; issue 17): a copy of what the shop holds
 * about them, and the deletion of their account. Deletion erases or anonymises every personal
 * field in one transaction; orders stay (anonymised) for the accounts, and their tax documents
 * keep the buyer's name and address, as GST rules require for 72 months.
 */
import { fromMinor } from '@shop/shared';
import { asc, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accountDeletions,
  contactMessages,
  mailOutbox,
  newsletterSubscribers,
  orderItems,
  orders,
  passwordResets,
  products,
  returns,
  reviews,
  users,
} from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/google-identity';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { keepBuyersOnRecord } from '../invoices';
import { refreshProductRating } from '../reviews';

export const FORMER_CUSTOMER = 'Former customer';
export const ACCOUNT_DELETED =
  'Your account has been deleted. Orders stay on record without your details; their tax invoices keep your name and address as the law requires.';
export const CONFIRMATION_WRONG = 'That password is not right. Your account has not been deleted.';
export const OWNER_CANNOT_DELETE =
  'An owner account cannot delete itself here. Hand the shop over first.';

/** The address an anonymised account or order is left with (never delivered: .invalid). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

export type DeletionRequest = {
  /** Password accounts confirm with their password. */
  password?: string;
  /** Google accounts confirm with a fresh Google sign-in (its ID token). */
  credential?: string;
  /** What becomes of their reviews: kept under "Former customer", or removed. */
  reviews: 'keep' | 'remove';
};

type Deps = { db: Db; google: GoogleVerifier; onReviewsRemoved: () => void };

const lower = (column: AnyColumn) => sql`lower(${column})`;

export function createPrivacyService({ db, google, onReviewsRemoved }: Deps) {
  async function liveUser(userId: string) {
    const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user || user.deletedAt) throw new NotFoundError('Account not found');
    return user;
  }

  return {
    /** Everything the shop holds about the customer, as one JSON document. */
    async exportData(userId: string) {
      const user = await liveUser(userId);
      const email = user.email.toLowerCase();
      const theirOrders = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
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
        .where(eq(reviews.userId, userId))
        .orderBy(asc(reviews.createdAt));
      const [newsletter] = await db
        .select()
        .from(newsletterSubscribers)
        .where(sql`${lower(newsletterSubscribers.email)} = ${email}`);
      const messages = await db
        .select()
        .from(contactMessages)
        .where(sql`${lower(contactMessages.email)} = ${email}`)
        .orderBy(asc(contactMessages.createdAt));
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
        orders: theirOrders.map((o) => ({
          orderNumber: o.orderNumber,
          placedAt: o.createdAt.toISOString(),
          status: o.status,
          paymentStatus: o.paymentStatus,
          receiptEmail: o.receiptEmail,
          shippingAddress: o.shippingAddress,
          notes: o.notes,
          currency: 'USD',
          subtotal: fromMinor(o.subtotalCents),
          shipping: fromMinor(o.shippingCents),
          tax: fromMinor(o.taxCents),
          discount: fromMinor(o.discountCents),
          total: fromMinor(o.totalCents),
          charged: { currency: o.currency, amountMinor: o.amountMinor },
          items: items
            .filter((i) => i.orderId === o.id)
            .map((i) => ({
              title: i.title,
              quantity: i.quantity,
              unitPrice: fromMinor(i.unitPriceCents),
            })),
        })),
        reviews: theirReviews.map(({ review, product }) => ({
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
        contactMessages: messages.map((m) => ({
          name: m.name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          sentAt: m.createdAt.toISOString(),
        })),
      };
    },

    /** Deletes the account after its owner confirms; one transaction, or nothing changes. */
    async deleteAccount(userId: string, request: DeletionRequest) {
      const user = await liveUser(userId);
      if (user.role === 'admin') throw new ForbiddenError(OWNER_CANNOT_DELETE);
      if (user.passwordHash) {
        if (!request.password || !(await verifyPassword(request.password, user.passwordHash)))
          throw new UnauthorizedError(CONFIRMATION_WRONG);
      } else {
        const identity = request.credential ? await google.verify(request.credential) : null;
        if (!identity || identity.sub !== user.googleSub)
          throw new UnauthorizedError(
            'Sign in with Google again to confirm. Your account has not been deleted.',
          );
      }
      const email = user.email.toLowerCase();
      const removed = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!locked || locked.deletedAt) throw new NotFoundError('Account not found');
        const t = tx as unknown as Db;
        await keepBuyersOnRecord(t, userId);
        // Orders keep what the accounts need (amounts, items, the state and country that decide
        // the tax) and lose who and where.
        const kept = await tx
          .update(orders)
          .set({
            receiptEmail: deletedEmail(userId),
            shippingAddress: sql`jsonb_strip_nulls(jsonb_build_object('country', ${orders.shippingAddress}->>'country', 'state', ${orders.shippingAddress}->>'state'))`,
            notes: '',
            updatedAt: new Date(),
          })
          .where(eq(orders.userId, userId))
          .returning({ id: orders.id });
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
        const theirReviews = await tx
          .select({ id: reviews.id, productId: reviews.productId })
          .from(reviews)
          .where(eq(reviews.userId, userId));
        if (request.reviews === 'remove' && theirReviews.length > 0) {
          await tx.delete(reviews).where(eq(reviews.userId, userId));
          for (const productId of new Set(theirReviews.map((r) => r.productId)))
            await refreshProductRating(tx, productId);
        }
        await tx
          .delete(newsletterSubscribers)
          .where(sql`${lower(newsletterSubscribers.email)} = ${email}`);
        await tx.delete(contactMessages).where(sql`${lower(contactMessages.email)} = ${email}`);
        await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
        await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
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
        await tx.insert(accountDeletions).values({
          userId,
          ordersKept: kept.length,
          reviews: request.reviews === 'remove' ? 'removed' : 'kept',
          reviewsCount: theirReviews.length,
        });
        return request.reviews === 'remove' && theirReviews.length > 0;
      });
      if (removed) onReviewsRemoved();
      return { message: ACCOUNT_DELETED };
    },

    /** The owner's audit list of deleted accounts, newest first. */
    async listDeletions() {
      const rows = await db
        .select()
        .from(accountDeletions)
        .orderBy(desc(accountDeletions.deletedAt))
        .limit(500);
      return rows.map((r) => ({
        id: r.id,
        userId: r.userId,
        deletedAt: r.deletedAt.toISOString(),
        ordersKept: r.ordersKept,
        reviews: r.reviews,
        reviewsCount: r.reviewsCount,
      }));
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
