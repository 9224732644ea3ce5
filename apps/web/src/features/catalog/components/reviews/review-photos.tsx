/** A review's photos as thumbnails; each opens the full-size viewer. */
import { useState } from 'react';
import { reviewImageUrl } from '../../../../lib/images';
import { ReviewPhotoViewer } from './review-photo-viewer';

export function ReviewPhotos({ photos, author }: { photos: string[]; author: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul aria-label={`Photos from ${author}`} className="mt-4 flex flex-wrap gap-2">
        {photos.map((file, i) => (
          <li key={file}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Open photo ${i + 1} of ${photos.length} from ${author}`}
              className="block size-20 cursor-zoom-in overflow-hidden rounded-xl bg-sand-100 ring-1 ring-sand-200 transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:size-24"
            >
              <img
                src={reviewImageUrl(file)}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <ReviewPhotoViewer photos={photos} author={author} index={open} onIndexChange={setOpen} />
    </>
  );
}
