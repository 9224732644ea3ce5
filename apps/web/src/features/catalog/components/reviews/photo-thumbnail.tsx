/** A chosen review photo's preview with its remove button. */
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { reviewImageUrl } from '../../../../lib/images';
import type { ReviewPhoto } from '../../api/submit-review';

/** A data URL of a chosen file, read in the background (nothing to revoke afterwards). */
function useFilePreview(file: File | null): string | undefined {
  const [preview, setPreview] = useState<{ file: File; url: string }>();
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : undefined;
}

type PhotoThumbnailProps = { photo: ReviewPhoto; position: number; onRemove: () => void };

export function PhotoThumbnail({ photo, position, onRemove }: PhotoThumbnailProps) {
  const preview = useFilePreview(photo.kind === 'new' ? photo.file : null);
  const src = photo.kind === 'saved' ? reviewImageUrl(photo.name) : preview;
  const alt = photo.kind === 'saved' ? `Your earlier upload ${position}` : photo.file.name;
  return (
    <div className="relative size-20 overflow-hidden rounded-xl bg-sand-100 ring-1 ring-sand-200">
      {src && <img src={src} alt={alt} className="size-full object-cover" />}
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove photo ${position}`}
        className="absolute top-1 right-1 grid size-7 place-items-center rounded-full bg-white/90 text-stone-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <X size={14} aria-hidden="true" />
      </button>
    </div>
  );
}
