/** The post's cover picture: shown on the blog list and at the top of the post. */
import { ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { blogImageUrl } from '../../../lib/images';
import { useUploadCover, type AdminPost } from '../api/posts';
import { Panel } from '../components/page-header';

const MAX_BYTES = 5 * 1024 * 1024;

export function CoverPanel({ post }: { post: AdminPost }) {
  const upload = useUploadCover(post.id);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_BYTES) return setProblem('The image must be 5 MB or smaller.');
    upload.mutate(file, { onSuccess: () => toast.success('Cover picture saved.') });
  };

  return (
    <Panel title="Cover picture">
      {/* The API gives every new post a generated cover, so there is always one to show. */}
      <img
        src={blogImageUrl(post.image)}
        alt="The post's current cover"
        width={600}
        height={340}
        className="mb-4 aspect-video w-full max-w-md rounded-xl object-cover"
      />
      <label
        htmlFor={inputId}
        className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-brand-600/50 px-4 py-4 text-sm font-medium text-brand-800 hover:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
      >
        <ImagePlus aria-hidden="true" className="size-5" />
        Replace cover
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          disabled={upload.isPending}
          onChange={onFile}
        />
      </label>
      <p aria-live="polite" className="mt-2 text-sm text-stone-700">
        {upload.isPending ? 'Uploading…' : ''}
      </p>
      {(problem ?? upload.error) && (
        <p role="alert" className="text-sm text-clay-600">
          {problem ?? upload.error?.message}
        </p>
      )}
    </Panel>
  );
}
