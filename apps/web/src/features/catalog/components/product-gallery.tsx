/** Main product image with thumbnails; the main image opens the full-size viewer. */
import type { Product } from '@shop/shared';
import { Expand } from 'lucide-react';
import { useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';
import { ImageViewer } from './image-viewer';

export function ProductGallery({ product }: { product: Product }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const count = Math.max(product.images.length, product.image.length, 1);

  return (
    <div className="flex flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <button
        type="button"
        onClick={() => setViewerOpen(true)}
        className="group relative aspect-square cursor-zoom-in overflow-hidden rounded-3xl bg-sand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <ProductImage product={product} index={index} priority />
        <span className="absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-sand-50/90 px-3 py-1.5 text-xs font-medium text-brand-900 shadow-sm">
          <Expand size={14} aria-hidden="true" />
          <span aria-hidden="true">View larger</span>
          <span className="sr-only">
            Open image {index + 1} of {count} full size
          </span>
        </span>
      </button>
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product images">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-pressed={i === index}
                className={`block aspect-square w-full overflow-hidden rounded-xl bg-sand-100 ring-offset-2 ring-offset-sand-50 transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
                  i === index ? 'ring-2 ring-brand-700' : 'opacity-75 hover:opacity-100'
                }`}
              >
                <ProductImage product={product} index={i} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImageViewer
        product={product}
        index={index}
        count={count}
        open={viewerOpen}
        onOpenChange={setViewerOpen}
        onIndexChange={setIndex}
      />
    </div>
  );
}
