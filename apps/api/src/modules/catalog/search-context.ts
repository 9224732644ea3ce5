/** What the parts of a search share: the database, the catalogue's categories, the row loader. */
import type { Product, SearchFacets } from '@shop/shared';
import type { Db } from '../../db/client';
import type { ProductRow } from './product-mapper';

export type ProductRows = {
  product: ProductRow;
  category: { slug: string; name: string };
}[];

export type SearchResult = {
  /** `matchedVariantId`: the variant whose SKU the text named. */
  products: (Product & { matchedVariantId?: string })[];
  total: number;
  facets: SearchFacets;
  capped: boolean;
  correctedQuery: string | null;
  suggestion: string | null;
};

export type SearchContext = {
  db: Db;
  withImages: (rows: ProductRows) => Promise<Product[]>;
  listCategories: () => Promise<{ slug: string; name: string }[]>;
  /** Full rows of the given products, in the given order. */
  loadRows: (ids: string[]) => Promise<ProductRows>;
};
