/** The owner's catalogue: create, edit, archive, images and recorded stock changes. */
import type { AdminProductInput, CategorySlug } from '@shop/shared';
import { adminProductSchema, fromMinor, productStatus, toMinor } from '@shop/shared';
import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { productImages, products, stockAdjustments } from '../../db/schema';
import { PRODUCT_VARIANTS, type Storage } from '../../integrations/storage';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { removeImages, saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { isUuid } from '../../lib/ids';
import { slugify } from './slugify';

export const LOW_STOCK = 5;
/** Originals keep up to 1600 px for the zoomable viewer; pages show the 400 and 800 px variants. */
const PRODUCT_IMAGE_WIDTH = 1600;
type Parsed = ReturnType<typeof adminProductSchema.parse>;

function toColumns(input: Parsed) {
  return {
    title: input.title,
    description: input.description,
    categorySlug: input.category,
    priceCents: toMinor(input.price),
    salePriceCents: input.salePrice == null ? null : toMinor(input.salePrice),
    countInStock: input.countInStock,
    featured: input.featured,
    taxPercent: input.taxPercent,
    discountPercent: input.discountPercent,
    shippingCostCents: toMinor(input.shippingCost),
    features: input.features,
    specifications: {
      ...input.specifications,
      ...(input.colors.length > 0 && { colors: input.colors }),
    },
    updatedAt: new Date(),
  };
}

export function createAdminProducts({
  db,
  storage,
  onChange,
}: {
  db: Db;
  storage: Storage;
  onChange: () => void;
}) {
  async function requireRow(id: string) {
    const [row] = isUuid(id) ? await db.select().from(products).where(eq(products.id, id)) : [];
    if (!row) throw new NotFoundError('Product not found');
    return row;
  }

  return {
    async list(query: {
      q?: string;
      category?: CategorySlug;
      stock?: 'low' | 'out' | 'all';
      archived?: boolean;
      page: number;
      pageSize: number;
    }) {
      // The default list is what the owner works on: live products and drafts.
      const conditions: SQL[] = [
        query.archived
          ? and(eq(products.active, false), isNotNull(products.publishedAt))!
          : or(eq(products.active, true), isNull(products.publishedAt))!,
      ];
      if (query.q)
        conditions.push(
          or(ilike(products.title, `%${query.q}%`), ilike(products.slug, `%${query.q}%`))!,
        );
      if (query.category) conditions.push(eq(products.categorySlug, query.category));
      if (query.stock === 'low') conditions.push(lte(products.countInStock, LOW_STOCK));
      if (query.stock === 'out') conditions.push(lte(products.countInStock, 0));
      const rows = await db
        .select({
          id: products.id,
          slug: products.slug,
          title: products.title,
          category: products.categorySlug,
          price: products.priceCents,
          salePrice: products.salePriceCents,
          stock: products.countInStock,
          featured: products.featured,
          active: products.active,
          publishedAt: products.publishedAt,
          rating: products.rating,
          reviews: products.reviewsCount,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(products)
        .where(and(...conditions))
        .orderBy(
          query.stock === 'low' ? asc(products.countInStock) : desc(products.updatedAt),
          asc(products.id),
        )
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const firstImages = rows.length
        ? await db
            .selectDistinctOn([productImages.productId], {
              productId: productImages.productId,
              file: productImages.fileName,
            })
            .from(productImages)
            .where(sql`${productImages.productId} in ${rows.map((r) => r.id)}`)
            .orderBy(productImages.productId, asc(productImages.position))
        : [];
      return {
        total: rows[0]?.total ?? 0,
        products: rows.map(({ total: _t, price, salePrice, publishedAt, ...r }) => ({
          ...r,
          status: productStatus({ active: r.active, publishedAt }),
          price: fromMinor(price),
          salePrice: salePrice === null ? null : fromMinor(salePrice),
          image: firstImages.find((i) => i.productId === r.id)?.file ?? null,
        })),
      };
    },

    async get(id: string) {
      const row = await requireRow(id);
      const [images, adjustments] = await Promise.all([
        db
          .select()
          .from(productImages)
          .where(eq(productImages.productId, id))
          .orderBy(asc(productImages.position)),
        db
          .select()
          .from(stockAdjustments)
          .where(eq(stockAdjustments.productId, id))
          .orderBy(desc(stockAdjustments.createdAt))
          .limit(50),
      ]);
      return {
        id: row.id,
        slug: row.slug,
        title: row.title,
        description: row.description,
        category: row.categorySlug,
        price: fromMinor(row.priceCents),
        salePrice: row.salePriceCents === null ? null : fromMinor(row.salePriceCents),
        countInStock: row.countInStock,
        featured: row.featured,
        active: row.active,
        status: productStatus(row),
        taxPercent: row.taxPercent,
        discountPercent: row.discountPercent,
        shippingCost: fromMinor(row.shippingCostCents),
        features: row.features,
        colors: Array.isArray(row.specifications.colors) ? row.specifications.colors : [],
        specifications: Object.fromEntries(
          Object.entries(row.specifications)
            .filter(([k]) => k !== 'colors')
            .map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
        ),
        images: images.map((i) => ({
          id: i.id,
          file: i.fileName,
          alt: i.alt,
          position: i.position,
        })),
        adjustments: adjustments.map((a) => ({
          delta: a.delta,
          stockAfter: a.stockAfter,
          reason: a.reason,
          createdAt: a.createdAt.toISOString(),
        })),
      };
    },

    async create(input: AdminProductInput, userId: string) {
      const parsed = adminProductSchema.parse(input);
      const slug = `${slugify(parsed.title)}-${randomBytes(3).toString('hex')}`;
      const [row] = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(products)
          // A new product is a draft: the shop shows it once the owner publishes it.
          .values({ ...toColumns(parsed), slug, active: false, publishedAt: null })
          .returning({ id: products.id });
        if (parsed.countInStock > 0)
          await tx.insert(stockAdjustments).values({
            productId: inserted[0]!.id,
            userId,
            delta: parsed.countInStock,
            stockAfter: parsed.countInStock,
            reason: 'Initial stock',
          });
        return inserted;
      });
      onChange();
      return { id: row!.id };
    },

    /** Edits everything but the stock, which changes only through recorded adjustments (a sale
     * made while the form was open must not be undone by saving it). */
    async update(id: string, input: AdminProductInput) {
      await requireRow(id);
      const { countInStock: _ignored, ...columns } = toColumns(adminProductSchema.parse(input));
      await db.update(products).set(columns).where(eq(products.id, id));
      onChange();
    },

    async setArchived(id: string, archived: boolean) {
      await requireRow(id);
      await db
        .update(products)
        .set({
          active: !archived,
          featured: archived ? false : undefined,
          // Publishing a draft (or archiving a live product) marks it as having been published.
          publishedAt: sql`coalesce(${products.publishedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      onChange();
    },

    async adjustStock(id: string, delta: number, reason: string, userId: string) {
      await requireRow(id);
      const result = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({ countInStock: sql`${products.countInStock} + ${delta}` })
          .where(and(eq(products.id, id), sql`${products.countInStock} + ${delta} >= 0`))
          .returning({ stock: products.countInStock });
        if (!row) throw new BadRequestError('Stock cannot go below 0');
        await tx
          .insert(stockAdjustments)
          .values({ productId: id, userId, delta, stockAfter: row.stock, reason });
        return row;
      });
      onChange();
      return { countInStock: result.stock };
    },

    async addImages(id: string, files: Buffer[]) {
      const row = await requireRow(id);
      const encoded: { data: Buffer; width: number; height: number }[] = [];
      for (const file of files) {
        if (!sniffImage(file))
          throw new BadRequestError('Only JPEG, PNG, WebP or GIF images can be uploaded');
        encoded.push(
          await toWebp(file, PRODUCT_IMAGE_WIDTH).catch(() => {
            throw new BadRequestError('This image could not be read');
          }),
        );
      }
      const names = await saveImages(
        storage,
        'products',
        row.slug.slice(0, 40),
        encoded.map((image) => image.data),
      );
      const [{ max }] = (await db
        .select({ max: sql<number>`coalesce(max(${productImages.position}), -1)`.mapWith(Number) })
        .from(productImages)
        .where(eq(productImages.productId, id))) as [{ max: number }];
      await db.insert(productImages).values(
        names.map((fileName, i) => ({
          productId: id,
          fileName,
          alt: row.title,
          width: encoded[i]!.width,
          height: encoded[i]!.height,
          position: max + 1 + i,
        })),
      );
      onChange();
      return { files: names };
    },

    async reorderImages(id: string, imageIds: string[]) {
      await requireRow(id);
      const current = await db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, id));
      if (current.length !== imageIds.length || !current.every((c) => imageIds.includes(c.id)))
        throw new BadRequestError('Send every image of the product once');
      await db.transaction(async (tx) => {
        for (const [position, imageId] of imageIds.entries())
          await tx.update(productImages).set({ position }).where(eq(productImages.id, imageId));
      });
      onChange();
    },

    async removeImage(id: string, imageId: string) {
      const [image] = isUuid(imageId)
        ? await db
            .delete(productImages)
            .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)))
            .returning()
        : [];
      if (!image) throw new NotFoundError('Image not found');
      const stillUsed = await db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.fileName, image.fileName))
        .limit(1);
      // The stored variants go with their original, or they would outlive it in the bucket.
      if (stillUsed.length === 0)
        await Promise.all(
          ['products' as const, ...Object.values(PRODUCT_VARIANTS)].map((folder) =>
            removeImages(storage, folder, [image.fileName]),
          ),
        );
      onChange();
    },
  };
}

export type AdminProducts = ReturnType<typeof createAdminProducts>;
