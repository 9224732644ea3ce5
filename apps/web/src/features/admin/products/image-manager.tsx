/** A product's pictures: upload several at once, move them up or down (the first is the cover), remove. */
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { productImageUrl } from '../../../lib/images';
import { useRemoveImage, useReorderImages, useUploadImages } from '../api/product-images';
import type { AdminProduct } from '../api/products';
import { Panel } from '../components/page-header';

const MAX_FILES = 8;
const MAX_BYTES = 5 * 1024 * 1024;
const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full text-stone-700 hover:bg-sand-100 disabled:opacity-40';

export function ImageManager({ product }: { product: AdminProduct }) {
  const upload = useUploadImages(product.id);
  const reorder = useReorderImages(product.id);
  const remove = useRemoveImage(product.id);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const images = product.images;
  const busy = upload.isPending || reorder.isPending || remove.isPending;

  // Checked here first so the owner hears at once, without waiting for the upload to fail.
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    setProblem(null);
    upload.reset();
    if (files.length === 0) return;
    if (files.length > MAX_FILES) return setProblem(`Choose at most ${MAX_FILES} images at once.`);
    if (files.some((f) => f.size > MAX_BYTES))
      return setProblem('Each image must be 5 MB or smaller.');
    upload.mutate(files);
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(ids);
  };

  const error = problem ?? (upload.error ?? reorder.error ?? remove.error)?.message;
  return (
    <Panel title="Images">
      {images.length === 0 ? (
        <p className="mb-4 text-sm text-stone-600">
          No pictures yet. The shop shows a plain tile until you add one.
        </p>
      ) : (
        <ol aria-label="Product images" className="mb-4 space-y-2">
          {images.map((image, index) => (
            <li
              key={image.id}
              className="flex items-center gap-3 rounded-xl border border-sand-200 p-2"
            >
              <img
                src={productImageUrl(image.file, 400)}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg object-cover"
              />
              <span className="min-w-0 flex-1 text-sm text-stone-700">
                {index === 0 ? 'Image 1 (cover)' : `Image ${index + 1}`}
              </span>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move image ${index + 1} up`}
                disabled={busy || index === 0}
                onClick={() => move(index, -1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={`Move image ${index + 1} down`}
                disabled={busy || index === images.length - 1}
                onClick={() => move(index, 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                className={`${iconButton} hover:text-clay-600`}
                aria-label={`Remove image ${index + 1}`}
                disabled={busy}
                onClick={() => remove.mutate(image.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ol>
      )}
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-brand-600/50 px-4 py-4 text-sm font-medium text-brand-800 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Upload images
        <input
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={busy}
          onChange={onFiles}
        />
      </label>
      <p className="mt-2 text-xs text-stone-600">
        JPEG, PNG, WebP or GIF; up to {MAX_FILES} at once, 5 MB each.
      </p>
      <p aria-live="polite" className="mt-2 text-sm text-stone-700">
        {upload.isPending
          ? 'Uploading…'
          : reorder.isPending
            ? 'Saving the order…'
            : remove.isPending
              ? 'Removing…'
              : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-clay-600">
          {error}
        </p>
      )}
    </Panel>
  );
}
