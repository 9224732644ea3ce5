/**
 * The owner's catalogue, composed from its parts: the list (product-listing.ts) and one product
 * (product-details.ts), create and edit (product-editing.ts), publish and archive
 * (product-archive.ts), recorded stock changes (product-stock.ts) and images (product-images.ts).
 */
import { createProductArchive } from './product-archive';
import { createProductDetails } from './product-details';
import { createProductEditing } from './product-editing';
import { createProductImages } from './product-images';
import { createProductListing } from './product-listing';
import type { AdminProductsDeps } from './product-row';
import { createStockAdjustments } from './product-stock';

export function createAdminProducts(deps: AdminProductsDeps) {
  return {
    ...createProductListing(deps),
    ...createProductDetails(deps),
    ...createProductEditing(deps),
    ...createProductArchive(deps),
    ...createStockAdjustments(deps),
    ...createProductImages(deps),
  };
}

export type AdminProducts = ReturnType<typeof createAdminProducts>;
