/** Full-size image viewer (Radix Dialog): Escape, the close button or a click outside the image closes it. */
import * as Dialog from '@radix-ui/react-dialog';
import type { Product } from '@shop/shared';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { ProductImage } from '../../../components/product/product-image';

type ImageViewerProps = {
  product: Product;
  index: number;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onIndexChange: (index: number) => void;
};

const roundButton =
  'grid size-11 place-items-center rounded-full bg-sand-50/90 text-brand-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ImageViewer({
  product,
  index,
  count,
  open,
  onOpenChange,
  onIndexChange,
}: ImageViewerProps) {
  const step = (delta: number) => onIndexChange((index + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay
          data-testid="image-viewer-overlay"
          className="fixed inset-0 z-50 bg-brand-900/85 backdrop-blur-sm"
        />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,80vh)] -translate-x-1/2 -translate-y-1/2 focus:outline-none"
        >
          <Dialog.Title className="sr-only">{product.title}</Dialog.Title>
          <Dialog.Description className="sr-only">
            Image {index + 1} of {count}.{' '}
            {count > 1 ? 'Use the arrow keys to move between images. ' : ''}Press Escape to close.
          </Dialog.Description>
          <div className="aspect-square overflow-hidden rounded-2xl bg-sand-100">
            <ProductImage product={product} index={index} priority />
          </div>
          {count > 1 && (
            <div className="mt-4 flex items-center justify-center gap-4 text-sm text-white">
              <button
                type="button"
                aria-label="Previous image"
                onClick={() => step(-1)}
                className={roundButton}
              >
                <ChevronLeft size={20} aria-hidden="true" />
              </button>
              <span aria-hidden="true" className="tabular-nums">
                {index + 1} / {count}
              </span>
              <button
                type="button"
                aria-label="Next image"
                onClick={() => step(1)}
                className={roundButton}
              >
                <ChevronRight size={20} aria-hidden="true" />
              </button>
            </div>
          )}
          <Dialog.Close
            aria-label="Close image viewer"
            className={`absolute -top-14 right-0 ${roundButton}`}
          >
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
