/**
 * What the server does with the demo seed at start. The seed (catalogue data and picture
 * renderers, ~3.4k lines) is imported only when it has work: an empty catalogue, or pictures of
 * the first products or of the posts missing from storage (a wiped images folder, a new bucket,
 * a first start that stopped mid-way). A running shop with its pictures never loads it.
 */
import { asc, eq } from 'drizzle-orm';
import { imageKey, isImageFile, type Storage } from '../integrations/storage';
import type { Db } from './client';
import { blogPosts, productImages, products } from './schema';

/** The seed's products are the oldest; checking their pictures tells whether the seed's are there. */
const CHECKED_PRODUCTS = 120;

/** Seeds an empty catalogue (true when it did) or re-creates missing seed pictures. */
export async function seedOnStart(
  db: Db,
  storage: Storage,
  log: (msg: string) => void,
): Promise<boolean> {
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  if (!any) {
    const { seedIfEmpty } = await import('./seed/seed');
    const seeded = await seedIfEmpty(db, { storage, log });
    if (seeded) {
      const { seedDemoActivity } = await import('./seed/demo-activity');
      await seedDemoActivity(db);
    }
    return seeded;
  }
  if (await picturesMissing(db, storage)) {
    const { ensureImages } = await import('./seed/seed');
    await ensureImages(db, storage, log);
  }
  return false;
}

async function picturesMissing(db: Db, storage: Storage): Promise<boolean> {
  const oldest = db
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.createdAt))
    .limit(CHECKED_PRODUCTS)
    .as('oldest');
  const productFiles = await db
    .select({ file: productImages.fileName })
    .from(productImages)
    .innerJoin(oldest, eq(productImages.productId, oldest.id));
  const postFiles = await db.select({ file: blogPosts.image }).from(blogPosts);
  const keys = [
    ...productFiles.map((r) => ['products', r.file] as const),
    ...postFiles.map((r) => ['blogs', r.file] as const),
  ]
    .filter(([, file]) => isImageFile(file))
    .map(([folder, file]) => imageKey(folder, file));
  const present = await Promise.all(keys.map((key) => storage.exists(key)));
  return present.includes(false);
}
