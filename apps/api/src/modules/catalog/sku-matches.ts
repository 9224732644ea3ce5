/**
 * Products found by a variant's SKU (record 042): a search text that reads as one SKU names the
 * variant exactly (case-insensitive), or, from SKU_PREFIX_MIN characters, begins SKUs. Both read
 * the unique index on lower(sku); the match carries the variant, so its page opens on it.
 */
import { SKU_MAX } from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { products, productVariants } from '../../db/schema';
import { effectivePriceCents } from './price-filters';
import type { Candidate } from './search-order';
import { optionPairs } from './text-matches';

/** Shorter texts begin too many SKUs to mean one ('a5' is a size). */
export const SKU_PREFIX_MIN = 4;
/** Variants read at most for one text: a prefix of a whole range of SKUs stops here. */
const SKU_MATCHES_MAX = 20;
/** An exact SKU outranks every text match (ts_rank stays below 1). */
export const EXACT_SKU_RANK = 1000;

/** The text as a SKU would be written (skuSchema's characters), lower case, or null. */
export function skuText(q: string): string | null {
  const text = q.trim().toLowerCase();
  return text.length <= SKU_MAX && /^[a-z0-9][a-z0-9._/-]*$/.test(text) ? text : null;
}

/** LIKE's wildcards taken literally ('_' is a SKU character). */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type SkuRow = [
  variantId: string,
  exact: boolean,
  id: string,
  categorySlug: string,
  price: number,
  rating: number,
  reviews: number,
  featured: boolean,
  title: string,
  options?: { name: string; values: string[] }[],
];

/**
 * Active products with an active variant whose SKU is the text (rank EXACT_SKU_RANK) or begins
 * with it (rank 0: after the text's own matches), one per product, the exact one first. The
 * match names its variant when the SKU is exact or begins only that variant's SKU.
 */
export async function skuMatches(
  db: Db,
  text: string,
  conditions: SQL[] = [],
  withOptions = false,
): Promise<Candidate[]> {
  const sku = sql`lower(${productVariants.sku})`;
  const named =
    text.length >= SKU_PREFIX_MIN
      ? sql`(${sku} = ${text} or ${sku} like ${likePrefix(text)})`
      : sql`${sku} = ${text}`;
  const found = await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      v.id, v.exact, p.id, p.category_slug, p.price, p.rating, p.reviews, p.featured, p.title
      ${withOptions ? sql`, p.options` : sql``}) order by v.exact desc, v.position), '[]') as matches
    from (
      select ${productVariants.id} as id, ${productVariants.productId} as product_id,
             ${productVariants.position} as position, ${sku} = ${text} as exact
      from ${productVariants}
      where ${productVariants.active} and ${named}
      limit ${SKU_MATCHES_MAX}
    ) v
    join lateral (
      select ${products.id} as id, ${products.categorySlug} as category_slug,
             ${effectivePriceCents} as price, ${products.rating} as rating,
             ${products.reviewsCount} as reviews, ${products.featured} as featured,
             ${products.title} as title, ${products.options} as options
      from ${products}
      where ${products.id} = v.product_id and ${products.active} ${sql.join(
        conditions.map((c) => sql` and ${c}`),
        sql``,
      )}
    ) p on true`);
  const [row] = rowsOf<{ matches: SkuRow[] }>(found);
  const byProduct = new Map<string, Candidate>();
  for (const [
    variantId,
    exact,
    id,
    categorySlug,
    price,
    rating,
    reviews,
    featured,
    title,
    options,
  ] of row?.matches ?? []) {
    const seen = byProduct.get(id);
    // A beginning shared by several of its variants names none of them.
    if (seen) {
      if (seen.rank !== EXACT_SKU_RANK) delete seen.variantId;
      continue;
    }
    byProduct.set(id, {
      id,
      categorySlug,
      price,
      rating,
      reviews,
      featured,
      title,
      rank: exact ? EXACT_SKU_RANK : 0,
      variantId,
      ...(options && { options: optionPairs(options) }),
    });
  }
  return [...byProduct.values()];
}

/**
 * The text's matches and its SKU matches as one list: a product found both ways keeps the better
 * rank and the named variant.
 */
export function withSkuMatches(matches: Candidate[], bySku: Candidate[]): Candidate[] {
  if (bySku.length === 0) return matches;
  const sku = new Map(bySku.map((c) => [c.id, c]));
  const merged = matches.map((m) => {
    const hit = sku.get(m.id);
    if (!hit) return m;
    sku.delete(m.id);
    return { ...m, rank: Math.max(m.rank, hit.rank), variantId: hit.variantId };
  });
  return [...merged, ...sku.values()];
}
