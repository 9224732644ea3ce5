/** Full-size review photos in a Radix Dialog: Escape, the close button or the overlay closes it. */
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { reviewImageUrl } from '../../../../lib/images';

type ReviewPhotoViewerProps = {
  photos: string[];
  author: string;
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

const roundButton =
  'grid size-11 place-items-center rounded-full bg-sand-50/90 text-brand-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export function ReviewPhotoViewer({
  photos,
  author,
  index,
  onIndexChange,
}: ReviewPhotoViewerProps) {
  const count = photos.length;
  const current = index ?? 0;
  const step = (delta: number) => onIndexChange((current + delta + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };
  const file = photos[current];
  return (
    <Dialog.Root open={index !== null} onOpenChange={(open) => !open && onIndexChange(null)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-900/85 backdrop-blur-sm" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,80vh)] -translate-x-1/2 -translate-y-1/2 focus:outline-none"
        >
          <Dialog.Title className="sr-only">Photo from {author}&apos;s review</Dialog.Title>
          <Dialog.Description className="sr-only">
            Photo {current + 1} of {count}.{' '}
            {count > 1 ? 'Use the arrow keys to move between photos. ' : ''}Press Escape to close.
          </Dialog.Description>
          <div className="grid aspect-square place-items-center overflow-hidden rounded-2xl bg-sand-100">
            {file && (
              <img
                src={reviewImageUrl(file)}
                alt={`Shared by ${author}, ${current + 1} of ${count}`}
                className="max-h-full max-w-full object-contain"
              />
            )}
          </div>
          {count > 1 && (
            <div className="mt-4 flex items-center justify-center gap-4 text-sm text-white">
              <button
                type="button"
                aria-label="Previous photo"
                onClick={() => step(-1)}
                className={roundButton}
              >
                <ChevronLeft size={20} aria-hidden="true" />
              </button>
              <span aria-hidden="true" className="tabular-nums">
                {current + 1} / {count}
              </span>
              <button
                type="button"
                aria-label="Next photo"
                onClick={() => step(1)}
                className={roundButton}
              >
                <ChevronRight size={20} aria-hidden="true" />
              </button>
            </div>
          )}
          <Dialog.Close
            aria-label="Close photo viewer"
            className={`absolute -top-14 right-0 ${roundButton}`}
          >
            <X size={20} aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
