/**
 * The product's images full screen (yet-another-react-lightbox): swipe, the arrow keys or the
 * buttons move between them; a click or tap zooms in to the 1600 px original and out again, a
 * pinch or the wheel zooms by degrees and a drag pans; Escape, the X or the backdrop closes it.
 * Loaded on first open, so its code and styles stay out of the product page's first load.
 */
import type { Product } from '@shop/shared';
import { useRef } from 'react';
import Lightbox, { type Slide, type ZoomRef } from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { productImageUrl } from '../../../lib/images';

type ImageViewerProps = {
  product: Product;
  index: number;
  open: boolean;
  onClose: () => void;
  onIndexChange: (index: number) => void;
};

function slidesOf(product: Product): Slide[] {
  const files = product.images.length
    ? product.images
    : product.image.map((file) => ({ file, alt: product.title, width: 800, height: 800 }));
  return files.map(({ file, alt, width, height }) => {
    const at = (w: number) => ({ width: w, height: Math.round((height * w) / width) });
    return {
      src: productImageUrl(file, 800),
      alt,
      ...at(800),
      srcSet: [
        { src: productImageUrl(file, 400), ...at(400) },
        { src: productImageUrl(file, 800), ...at(800) },
        { src: productImageUrl(file), width, height },
      ],
    };
  });
}

export default function ImageViewer({
  product,
  index,
  open,
  onClose,
  onIndexChange,
}: ImageViewerProps) {
  const zoom = useRef<ZoomRef>(null);
  const slides = slidesOf(product);
  const toggleZoom = () => {
    const z = zoom.current;
    if (!z || z.disabled) return;
    z.changeZoom(z.zoom > 1 ? 1 : z.maxZoom);
  };
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      // One click or tap toggles the zoom, so double clicks and taps are not waited for.
      zoom={{ ref: zoom, doubleClickDelay: 0, doubleTapDelay: 0, scrollToZoom: true }}
      carousel={{ finite: slides.length < 2, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: shown }) => onIndexChange(shown), click: toggleZoom }}
      labels={{
        Lightbox: product.title,
        'Photo gallery': `Images of ${product.title}`,
        '{index} of {total}': 'Image {index} of {total}',
        Previous: 'Previous image',
        Next: 'Next image',
        Close: 'Close image viewer',
        'Zoom in': 'Zoom in',
        'Zoom out': 'Zoom out',
      }}
      render={slides.length < 2 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
    />
  );
}
