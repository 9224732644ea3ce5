/** The sorts a shopper can choose: as SQL for browsing, as comparators for ranked matches. */
import type { SearchQuery } from '@shop/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { effectivePriceCents } from './price-filters';

/** A match as ranking and facets need it: a few columns, no description. */
export type Candidate = {
  id: string;
  categorySlug: string;
  price: number;
  rating: number;
  reviews: number;
  featured: boolean;
  title: string;
  rank: number;
  /** Its option values as [name, value] (its row's options), when the facets need them. */
  options?: [name: string, value: string][];
  /** The variant whose SKU the text named (sku-matches.ts). */
  variantId?: string;
};

/** The order of a browse page; each has an index (schema/catalog.ts). */
export function browseOrder(sort: SearchQuery['sort']): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(effectivePriceCents), asc(products.id)];
    case 'price-desc':
      return [desc(effectivePriceCents), asc(products.id)];
    case 'rating':
      return [desc(products.rating), desc(products.reviewsCount), asc(products.id)];
    case 'reviews':
      return [desc(products.reviewsCount), desc(products.rating), asc(products.id)];
    case 'name-asc':
      return [asc(products.title), asc(products.id)];
    case 'name-desc':
      return [desc(products.title), desc(products.id)];
    default:
      return [desc(products.featured), desc(products.reviewsCount), asc(products.id)];
  }
}

const byId = (a: Candidate, b: Candidate) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byPopularity = (a: Candidate, b: Candidate) =>
  Number(b.featured) - Number(a.featured) || b.reviews - a.reviews || byId(a, b);
/** Most relevant first; equally relevant, the more popular. */
export const byRelevance = (a: Candidate, b: Candidate) => b.rank - a.rank || byPopularity(a, b);

/** The order of ranked matches: the same sorts as browsing, relevance first by rank. */
export function compareFor(sort: SearchQuery['sort']): (a: Candidate, b: Candidate) => number {
  switch (sort) {
    case 'price-asc':
      return (a, b) => a.price - b.price || byId(a, b);
    case 'price-desc':
      return (a, b) => b.price - a.price || byId(a, b);
    case 'rating':
      return (a, b) => b.rating - a.rating || b.reviews - a.reviews || byId(a, b);
    case 'reviews':
      return (a, b) => b.reviews - a.reviews || b.rating - a.rating || byId(a, b);
    case 'name-asc':
      return (a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : byId(a, b));
    case 'name-desc':
      return (a, b) => (a.title > b.title ? -1 : a.title < b.title ? 1 : byId(b, a));
    default:
      return byRelevance;
  }
}
