/** A product's images: uploaded and encoded, put in order, removed with their stored variants. */
import { and, eq, sql } from 'drizzle-orm';
import { productImages } from '../../db/schema';
import { PRODUCT_VARIANTS } from '../../integrations/storage';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { removeImages, saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { requireProduct, type AdminProductsDeps } from './product-row';

/** Originals keep up to 1600 px for the zoomable viewer; pages show the 400 and 800 px variants. */
const PRODUCT_IMAGE_WIDTH = 1600;

async function encodeImages(files: Buffer[]) {
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
  return encoded;
}

export function createProductImages({ db, storage, onChange }: AdminProductsDeps) {
  return {
    async addImages(id: string, files: Buffer[]) {
      const row = await requireProduct(db, id);
      const encoded = await encodeImages(files);
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
      await requireProduct(db, id);
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
