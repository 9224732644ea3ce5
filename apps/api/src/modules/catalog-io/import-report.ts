/** The import's report as it is gathered: totals of every product, a bounded list of them. */
import type { CatalogImportResponse, ImportedProduct } from '@shop/shared';
import type { ProductWrite } from './plan-product';

/** Products listed per kind (refused, the others); the rest are only counted. */
const LISTED = 500;

export function createReport(dryRun: boolean) {
  const totals: CatalogImportResponse['totals'] = {
    rows: 0,
    products: 0,
    create: 0,
    change: 0,
    unchanged: 0,
    refuse: 0,
    variantsCreated: 0,
    variantsChanged: 0,
    imagesAdded: 0,
    stockAdjusted: 0,
  };
  const refused: ImportedProduct[] = [];
  const others: ImportedProduct[] = [];
  let omitted = 0;
  return {
    totals,
    add(entry: ImportedProduct, write?: ProductWrite, imagesAdded = write?.images.length ?? 0) {
      totals.products++;
      totals[entry.action]++;
      if (write) {
        const { inserts, updates } = write.variants;
        totals.variantsCreated += inserts.length;
        totals.variantsChanged += updates.filter((u) => Object.keys(u.set).length).length;
        totals.stockAdjusted +=
          updates.filter((u) => u.stock !== undefined).length +
          inserts.filter((v) => v.countInStock > 0).length;
        totals.imagesAdded += imagesAdded;
      }
      const list = entry.action === 'refuse' ? refused : others;
      if (list.length < LISTED) list.push(entry);
      else omitted++;
    },
    result(): CatalogImportResponse {
      const byLine = (a: ImportedProduct, b: ImportedProduct) => a.line - b.line;
      const listed = [...refused.sort(byLine), ...others.sort(byLine)];
      return { success: true, dryRun, totals, products: listed, omitted };
    },
  };
}
