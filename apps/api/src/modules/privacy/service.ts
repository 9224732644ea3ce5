/**
 * A customer's data rights (India's DPDP Act, the GDPR; issue 17): a copy of what the shop holds
 * about them (export.ts), and the deletion of their account (confirmation.ts, then erasure.ts in
 * one transaction).
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountDeletions, users } from '../../db/schema';
import type { GoogleVerifier } from '../../integrations/google-identity';
import { NotFoundError } from '../../lib/errors';
import { confirmDeletion, type Confirmation } from './confirmation';
import { eraseAccount } from './erasure';
import { exportCustomerData } from './export';

export const ACCOUNT_DELETED =
  'Your account has been deleted. Orders stay on record without your details; their tax invoices keep your name and address as the law requires.';

export type DeletionRequest = Confirmation & {
  /** What becomes of their reviews: kept under "Former customer", or removed. */
  reviews: 'keep' | 'remove';
};

type Deps = { db: Db; google: GoogleVerifier; onReviewsRemoved: () => void };

export function createPrivacyService({ db, google, onReviewsRemoved }: Deps) {
  async function liveUser(userId: string) {
    const user = await db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user || user.deletedAt) throw new NotFoundError('Account not found');
    return user;
  }

  return {
    /** Everything the shop holds about the customer, as one JSON document. */
    async exportData(userId: string) {
      return exportCustomerData(db, await liveUser(userId));
    },

    /** Deletes the account after its owner confirms; one transaction, or nothing changes. */
    async deleteAccount(userId: string, request: DeletionRequest) {
      const user = await liveUser(userId);
      await confirmDeletion(google, user, request);
      const removed = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ deletedAt: users.deletedAt })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!locked || locked.deletedAt) throw new NotFoundError('Account not found');
        return eraseAccount(tx, user, request.reviews);
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
