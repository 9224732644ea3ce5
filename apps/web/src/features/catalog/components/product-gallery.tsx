/**
 * The product's images: a strip that swipes between them, thumbnails that pick one, and the
 * full-screen zoomable viewer, which each image opens and whose code loads on first use. The strip
 * is the browser's own scroller with snap points: it swipes before the scripts run and costs
 * nothing at hydration (a carousel library measured the page inside hydration's commit, issue 24).
 */
import { PRODUCT_PAGE_IMAGE_SIZES, type Product } from '@shop/shared';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';

const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(loadViewer);
/** A swipe has ended when the strip has not moved for this long. */
const SETTLE_MS = 80;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ProductGallery({ product }: { product: Product }) {
  const count = Math.max(product.images.length, product.image.length, 1);
  const strip = useRef<HTMLDivElement>(null);
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [index, setIndex] = useState(0);
  // 'never' until the first open, so the viewer's code is not fetched for nothing.
  const [viewer, setViewer] = useState<'never' | 'open' | 'closed'>('never');

  useEffect(() => () => clearTimeout(settle.current), []);

  // The image in view once a swipe (or a scroll to a picked one) comes to rest.
  const onScroll = () => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      const el = strip.current;
      if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
    }, SETTLE_MS);
  };

  const show = (i: number, jump = false) => {
    setIndex(i);
    const el = strip.current;
    el?.scrollTo?.({
      left: i * el.clientWidth,
      behavior: jump || reducedMotion() ? 'instant' : 'smooth',
    });
  };

  return (
    <div className="flex flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <div className="relative">
        <div
          ref={strip}
          onScroll={onScroll}
          // Positioned, so the slides' screen-reader text (absolutely positioned) scrolls and clips
          // with them instead of widening the page.
          className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-3xl bg-sand-100 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
          role="region"
          aria-roledescription="carousel"
          aria-label={`Images of ${product.title}`}
        >
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
              role="group"
              aria-roledescription="slide"
              aria-label={`Image ${i + 1} of ${count}`}
              inert={i !== index}
            >
              <button
                type="button"
                onClick={() => {
                  show(i, true);
                  setViewer('open');
                }}
                onPointerEnter={() => void loadViewer()}
                onFocus={() => void loadViewer()}
                className="block aspect-square w-full cursor-zoom-in overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-700"
              >
                <ProductImage
                  product={product}
                  index={i}
                  priority={i === 0}
                  sizes={PRODUCT_PAGE_IMAGE_SIZES}
                />
                <span className="sr-only">
                  Open image {i + 1} of {count} full size
                </span>
              </button>
            </div>
          ))}
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute right-3 bottom-3 flex items-center gap-1.5 rounded-full bg-sand-50/90 px-3 py-1.5 text-xs font-medium text-brand-900 shadow-sm"
        >
          <Expand size={14} />
          Zoom
        </span>
      </div>
      {count > 1 && (
        <ul className="grid grid-cols-4 gap-2 sm:gap-3" aria-label="Product images">
          {Array.from({ length: count }, (_, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => show(i)}
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
      {viewer !== 'never' && (
        <Suspense fallback={null}>
          <ImageViewer
            product={product}
            index={index}
            open={viewer === 'open'}
            onClose={() => setViewer('closed')}
            onIndexChange={(i) => show(i, true)}
          />
        </Suspense>
      )}
    </div>
  );
}
