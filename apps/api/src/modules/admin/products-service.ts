/**
 * The owner's catalogue, composed from its parts: the list (product-listing.ts) and one product
 * (product-details.ts), create and edit (product-editing.ts), publish and archive
 * (product-archive.ts), recorded stock changes (product-stock.ts), images (product-images.ts),
 * the GST rates products charge (gst-rates.ts), prices in other currencies (price-list.ts), and
 * the option editor and variant grid (variant-editing.ts, variant-stock.ts).
 */
import { createGstRates } from './gst-rates';
import { createPriceLists } from './price-list';
import { createProductArchive } from './product-archive';
import { createProductDetails } from './product-details';
import { createProductEditing } from './product-editing';
import { createProductImages } from './product-images';
import { createProductListing } from './product-listing';
import type { AdminProductsDeps } from './product-row';
import { createStockAdjustments } from './product-stock';
import { createVariantEditing } from './variant-editing';
import { createVariantStock } from './variant-stock';

export function createAdminProducts(deps: AdminProductsDeps) {
  return {
    ...createProductListing(deps),
    ...createProductDetails(deps),
    ...createProductEditing(deps),
    ...createProductArchive(deps),
    ...createStockAdjustments(deps),
    ...createProductImages(deps),
    ...createGstRates(deps),
    ...createPriceLists(deps),
    ...createVariantEditing(deps),
    ...createVariantStock(deps),
  };
}

export type AdminProducts = ReturnType<typeof createAdminProducts>;
