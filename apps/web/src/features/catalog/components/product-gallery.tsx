/**
 * The product's images: a strip that swipes between them (Embla), thumbnails that pick one, and
 * the full-screen zoomable viewer, which each image opens and whose code loads on first use.
 * Embla starts at the first idle moment after hydration, or when a finger or pointer reaches the
 * strip: it measures the page, work that would otherwise lengthen the hydration's commit.
 */
import { PRODUCT_PAGE_IMAGE_SIZES, type Product } from '@shop/shared';
import useEmblaCarousel from 'embla-carousel-react';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProductImage } from '../../../components/product/product-image';

const loadViewer = () => import('./image-viewer');
const ImageViewer = lazy(loadViewer);
const CAROUSEL = { align: 'start', containScroll: 'trimSnaps' } as const;
const IDLE_TIMEOUT_MS = 2000;

/** False until the browser is idle after the first render (or `start` is called). */
function useStartWhenIdle() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started) return;
    const start = () => setStarted(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 1);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }, [started]);
  return [started, () => setStarted(true)] as const;
}

export function ProductGallery({ product }: { product: Product }) {
  const count = Math.max(product.images.length, product.image.length, 1);
  const [carouselOn, startCarousel] = useStartWhenIdle();
  const [viewportRef, embla] = useEmblaCarousel(CAROUSEL);
  const [index, setIndex] = useState(0);
  // The image to show once Embla starts (a thumbnail picked before it ran).
  const shownIndex = useRef(0);
  // 'never' until the first open, so the viewer's code is not fetched for nothing.
  const [viewer, setViewer] = useState<'never' | 'open' | 'closed'>('never');

  useEffect(() => {
    if (!embla) return;
    embla.scrollTo(shownIndex.current, true);
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const show = (i: number, jump = false) => {
    setIndex(i);
    shownIndex.current = i;
    if (embla) embla.scrollTo(i, jump);
    else startCarousel();
  };

  return (
    <div className="flex flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
      <div className="relative">
        <div
          // Embla takes the strip (and measures it) once attached.
          ref={carouselOn ? viewportRef : undefined}
          onPointerEnter={startCarousel}
          onTouchStart={startCarousel}
          className="overflow-hidden rounded-3xl bg-sand-100"
          role="region"
          aria-roledescription="carousel"
          aria-label={`Images of ${product.title}`}
        >
          <div className="flex touch-pan-y">
            {Array.from({ length: count }, (_, i) => (
              <div
                key={i}
                className="min-w-0 shrink-0 grow-0 basis-full"
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
