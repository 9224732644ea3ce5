/** Catalogue rules: which products a shopper sees, and in what shape. */
import {
  DEFAULT_SHOP_CURRENCY,
  SUGGEST_PRODUCTS,
  type Product,
  type ProductListQuery,
  type SearchQuery,
  type SuggestResponse,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { toProduct } from './product-mapper';
import {
  PRODUCT_LIST_MAX,
  findProduct,
  listConditions,
  listImages,
  listProducts,
  listVariants,
} from './repository';
import { byRelevance, createSearch, type SearchPricing } from './search';
import { skuMatches, skuText, withSkuMatches } from './sku-matches';
import { readSearchText, toTsquery } from './text-query';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** Suggestions rank this many popular matches: enough for 6 good ones, cheap at any size. */
const SUGGEST_CANDIDATES = 60;
/** A category is suggested when it holds at least this share of the top category's matches. */
const SUGGEST_CATEGORY_SHARE = 0.25;

export function createCatalogService(
  db: Db,
  pricing: SearchPricing = { shopCurrency: DEFAULT_SHOP_CURRENCY },
) {
  async function withImages(
    rows: Pick<Awaited<ReturnType<typeof listProducts>>[number], 'product' | 'category'>[],
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.product.id);
    const [images, variants] = await Promise.all([listImages(db, ids), listVariants(db, ids)]);
    const variantsOf = new Map<string, typeof variants>();
    for (const variant of variants) {
      const list = variantsOf.get(variant.productId) ?? [];
      list.push(variant);
      variantsOf.set(variant.productId, list);
    }
    const byProduct = new Map<string, typeof images>();
    for (const image of images) {
      const list = byProduct.get(image.productId) ?? [];
      list.push(image);
      byProduct.set(image.productId, list);
    }
    return rows.map((r) =>
      toProduct(
        r.product,
        r.category,
        byProduct.get(r.product.id) ?? [],
        variantsOf.get(r.product.id),
      ),
    );
  }

  const search = createSearch(db, withImages, pricing);

  /** The best matches of a text, most relevant first. */
  async function ranked(
    q: string,
    limit: number,
    conditions: Parameters<typeof search.rankedMatches>[2],
  ) {
    const tsquery = toTsquery(await readSearchText(db, q));
    if (!tsquery) return [];
    const { matches } = await search.rankedMatches(tsquery, limit, conditions);
    return matches.sort(byRelevance);
  }

  return {
    searchProducts: (query: SearchQuery) => search.search(query),
    clearCache: () => search.clearCache(),

    /** The spec's list: every product (at most PRODUCT_LIST_MAX), or those matching a text. */
    async getProducts(query: ProductListQuery): Promise<Product[]> {
      if (query.ids && query.ids.length === 0) return [];
      if (!query.q?.trim()) return withImages(await listProducts(db, query));
      const matches = await ranked(query.q, PRODUCT_LIST_MAX, listConditions(query));
      return withImages(await search.loadRows(matches.map((m) => m.id)));
    },

    /** What the header search offers while the shopper types: a few products and categories. */
    async suggest(q: string): Promise<Omit<SuggestResponse, 'success'>> {
      // A SKU typed whole or begun (record 042) suggests its product, an exact one first.
      const sku = skuText(q);
      const bySku = sku ? await skuMatches(db, sku) : [];
      const matches = withSkuMatches(await ranked(q, SUGGEST_CANDIDATES, []), bySku).sort(
        byRelevance,
      );
      const top = matches.slice(0, SUGGEST_PRODUCTS);
      const variantOf = new Map(top.map((m) => [m.id, m.variantId]));
      const products = await withImages(await search.loadRows(top.map((m) => m.id)));
      const counts = new Map<string, number>();
      for (const m of matches) counts.set(m.categorySlug, (counts.get(m.categorySlug) ?? 0) + 1);
      // The categories the matches mostly belong to, the one with most matches first (a category
      // with a stray mention in a description is left out).
      const most = Math.max(0, ...counts.values());
      const categories = (await search.categories())
        .filter((c) => counts.has(c.slug) && counts.get(c.slug)! >= most * SUGGEST_CATEGORY_SHARE)
        .sort((a, b) => counts.get(b.slug)! - counts.get(a.slug)!)
        .slice(0, 3);
      return {
        products: products.map((p) => ({
          _id: p._id,
          slug: p.slug,
          title: p.title,
          price: p.price,
          salePrice: p.salePrice,
          // A price set by hand in another currency reads the same here as on its page.
          priceList: p.priceList,
          image: p.image[0] ?? null,
          category: p.category,
          ...(variantOf.get(p._id) && { matchedVariantId: variantOf.get(p._id) }),
        })),
        categories,
      };
    },

    async getProduct(idOrSlug: string): Promise<Product> {
      const row = await findProduct(db, idOrSlug);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      const [product] = await withImages([row]);
      return product!;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
