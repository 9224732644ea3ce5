/** A review's photos full size, in the shop's lightbox; `index` null means closed. */
import { Lightbox } from '../../../../components/ui/lightbox';
import { reviewImageUrl } from '../../../../lib/images';

type ReviewPhotoViewerProps = {
  photos: string[];
  author: string;
  index: number | null;
  onIndexChange: (index: number | null) => void;
};

export function ReviewPhotoViewer({
  photos,
  author,
  index,
  onIndexChange,
}: ReviewPhotoViewerProps) {
  const current = index ?? 0;
  const file = photos[current];
  return (
    <Lightbox
      title={`Photo from ${author}'s review`}
      noun="photo"
      open={index !== null}
      onOpenChange={(open) => !open && onIndexChange(null)}
      index={current}
      count={photos.length}
      onIndexChange={onIndexChange}
    >
      <div className="grid size-full place-items-center">
        {file && (
          <img
            src={reviewImageUrl(file)}
            alt={`Shared by ${author}, ${current + 1} of ${photos.length}`}
            className="max-h-full max-w-full object-contain"
          />
        )}
      </div>
    </Lightbox>
  );
}
