/** Reviews from verified buyers: one per shopper and product, the product's rating kept in step. */
import type { Review, ReviewInput } from '@shop/shared';
import { REVIEW_MESSAGES } from '@shop/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import type { Storage } from '../../integrations/storage';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { removeImages, saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { isUuid } from '../../lib/ids';
import type { OrdersService } from '../orders';

const REVIEW_IMAGE_WIDTH = 1200;

/** Recomputes the product's average and count from visible reviews. */
export async function refreshProductRating(tx: Tx | Db, productId: string) {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select avg(${reviews.rating})::float from ${reviews} where ${reviews.productId} = ${productId} and not ${reviews.hidden}), 0)`,
      reviewsCount: sql`(select count(*)::int from ${reviews} where ${reviews.productId} = ${productId} and not ${reviews.hidden})`,
    })
    .where(eq(products.id, productId));
}

export function createReviewsService({
  db,
  orders,
  storage,
  onChange = () => {},
}: {
  db: Db;
  orders: OrdersService;
  storage: Storage;
  /** A product's rating changed: cached catalogue answers are stale. */
  onChange?: () => void;
}) {
  /** Decodes and checks every image before anything is stored. */
  async function encodeImages(files: Buffer[]): Promise<Buffer[]> {
    const out: Buffer[] = [];
    for (const file of files) {
      if (!sniffImage(file)) throw new BadRequestError(REVIEW_MESSAGES.imagesOnly);
      try {
        out.push((await toWebp(file, REVIEW_IMAGE_WIDTH)).data);
      } catch {
        throw new BadRequestError(REVIEW_MESSAGES.imagesOnly);
      }
    }
    return out;
  }

  async function requireProduct(productId: string) {
    const [product] = isUuid(productId)
      ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
      : [];
    if (!product) throw new NotFoundError('Product not found');
  }

  return {
    async listReviews(productId: string, viewerId?: string) {
      await requireProduct(productId);
      const rows = await db
        .select({
          review: reviews,
          name: users.name,
          // Reviews need a purchase, but an order can be refunded later: asked per review.
          verifiedBuyer: sql<boolean>`exists (select 1 from orders o
            join order_items i on i.order_id = o.id
            where o.user_id = ${reviews.userId} and i.product_id = ${reviews.productId}
              and o.payment_status = 'paid')`.mapWith(Boolean),
        })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.productId, productId), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt));
      const list: Review[] = rows.map(({ review, name, verifiedBuyer }) => ({
        _id: review.id,
        user: { name },
        rating: review.rating,
        title: review.title,
        comment: review.comment,
        createdDate: review.createdAt.toISOString(),
        updatedDate: review.updatedAt.toISOString(),
        withImage: review.images.length > 0,
        image: review.images,
        verifiedBuyer,
        ...(review.boughtOptions && { boughtOptions: review.boughtOptions }),
        ...(viewerId && { mine: review.userId === viewerId }),
      }));
      const distribution = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } as Record<1 | 2 | 3 | 4 | 5, number>;
      for (const r of list) distribution[r.rating as 1 | 2 | 3 | 4 | 5] += 1;
      const average = list.length
        ? Math.round((list.reduce((s, r) => s + r.rating, 0) / list.length) * 10) / 10
        : 0;
      return { review: list, count: list.length, average, distribution };
    },

    /**
     * Photos arrive raw: they are decoded only after the product and the purchase are checked,
     * so a stranger cannot make the server decode images it would refuse anyway.
     */
    async saveReview(userId: string, productId: string, input: ReviewInput, photos: Buffer[]) {
      await requireProduct(productId);
      const bought = await orders.latestPurchase(userId, productId);
      if (!bought) throw new ForbiddenError(REVIEW_MESSAGES.notBuyer);
      const images = await encodeImages(photos);
      const [existing] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
      const saved = images.length ? await saveImages(storage, 'reviews', 'review', images) : [];
      const keep =
        images.length === 0 && input.withImage !== 'false' ? (existing?.images ?? []) : [];
      const files = [...saved, ...keep];
      // Named once, when the review is written; an edit keeps what the first save found. A line
      // without options (one variant, an order before variants) names none.
      const boughtOptions =
        existing?.boughtOptions ??
        (Object.keys(bought.optionValues).length > 0 ? bought.optionValues : null);
      try {
        await db.transaction(async (tx) => {
          const values = {
            rating: input.rating,
            title: input.title,
            comment: input.comment,
            images: files,
            boughtOptions,
            updatedAt: new Date(),
          };
          if (existing) await tx.update(reviews).set(values).where(eq(reviews.id, existing.id));
          else await tx.insert(reviews).values({ ...values, productId, userId });
          await refreshProductRating(tx, productId);
        });
      } catch (err) {
        await removeImages(storage, 'reviews', saved);
        throw err;
      }
      onChange();
      if (existing && saved.length) await removeImages(storage, 'reviews', existing.images);
      return { updated: Boolean(existing) };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
