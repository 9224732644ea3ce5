/** Up to 3 photos (image/*, at most 5 MB each): previews with remove buttons and an add button. */
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@shop/shared';
import { ImagePlus } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import type { ReviewPhoto } from '../../api/submit-review';
import { PhotoThumbnail } from './photo-thumbnail';

type ReviewPhotoPickerProps = { photos: ReviewPhoto[]; onChange: (photos: ReviewPhoto[]) => void };

let sequence = 0;
const photoKey = (photo: ReviewPhoto) => (photo.kind === 'saved' ? photo.name : photo.key);

/** The files that may be added, or the reason none may. */
function checkFiles(files: File[], current: number): string | null {
  if (current + files.length > REVIEW_LIMITS.maxImages) return REVIEW_MESSAGES.tooManyImages;
  if (files.some((f) => !f.type.startsWith('image/') || f.type === 'image/svg+xml'))
    return REVIEW_MESSAGES.imagesOnly;
  if (files.some((f) => f.size > REVIEW_LIMITS.imageMaxBytes)) return REVIEW_MESSAGES.imageTooLarge;
  return null;
}

export function ReviewPhotoPicker({ photos, onChange }: ReviewPhotoPickerProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const full = photos.length >= REVIEW_LIMITS.maxImages;

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again still fires a change
    if (files.length === 0) return;
    const problem = checkFiles(files, photos.length);
    if (problem) {
      toast.error(problem);
      return;
    }
    const added = files.map((file): ReviewPhoto => ({
      kind: 'new',
      file,
      key: `new-${++sequence}`,
    }));
    onChange([...photos, ...added]);
  };

  return (
    <div>
      <p className="mb-1.5 text-sm font-medium text-stone-800">Photos (optional)</p>
      <div className="flex flex-wrap gap-2">
        {photos.map((photo, i) => (
          <PhotoThumbnail
            key={photoKey(photo)}
            photo={photo}
            position={i + 1}
            onRemove={() => onChange(photos.filter((p) => p !== photo))}
          />
        ))}
        {/* The input stays focusable (not display:none); its label is the visible add button. */}
        <label
          htmlFor={inputId}
          className="grid size-20 cursor-pointer place-items-center rounded-xl border border-dashed border-brand-700/40 text-center text-xs text-brand-800 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700"
        >
          <span className="flex flex-col items-center gap-1">
            <ImagePlus size={20} aria-hidden="true" />
            Add photos
          </span>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            aria-describedby={hintId}
            onChange={onFiles}
            className="sr-only"
          />
        </label>
      </div>
      <p id={hintId} aria-live="polite" className="mt-1.5 text-xs text-stone-500">
        {photos.length}/{REVIEW_LIMITS.maxImages} photos{full ? ' (the most you can add)' : ''}.
        JPEG, PNG, WebP or GIF, up to 5 MB each.
      </p>
    </div>
  );
}
