/** The product's images full size, in the shop's lightbox. */
import type { Product } from '@shop/shared';
import { Lightbox } from '../../../components/ui/lightbox';
import { ProductImage } from '../../../components/product/product-image';

type ImageViewerProps = {
  product: Product;
  index: number;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
};

export function ImageViewer({ product, ...viewer }: ImageViewerProps) {
  return (
    <Lightbox title={product.title} noun="image" overlayTestId="image-viewer-overlay" {...viewer}>
      <ProductImage product={product} index={viewer.index} priority />
    </Lightbox>
  );
}
