/** Review moderation: the owner reads the latest reviews and hides or shows them. */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { refreshProductRating } from '../reviews';

export function createReviewModeration({ db, onChange }: { db: Db; onChange: () => void }) {
  return {
    listReviews: () =>
      db
        .select({
          id: reviews.id,
          rating: reviews.rating,
          title: reviews.title,
          comment: reviews.comment,
          hidden: reviews.hidden,
          createdAt: reviews.createdAt,
          product: products.title,
          productId: products.id,
          author: users.name,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .innerJoin(users, eq(users.id, reviews.userId))
        .orderBy(desc(reviews.createdAt))
        .limit(200),

    /** A hidden review stops counting in the product's rating, which the storefront caches. */
    async setReviewHidden(id: string, hidden: boolean) {
      const [row] = isUuid(id)
        ? await db
            .update(reviews)
            .set({ hidden })
            .where(eq(reviews.id, id))
            .returning({ productId: reviews.productId })
        : [];
      if (!row) throw new NotFoundError('Review not found');
      await refreshProductRating(db, row.productId);
      onChange();
    },
  };
}
