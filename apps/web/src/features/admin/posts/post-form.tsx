/** Write or edit a post, with a live preview of its markup; saving as a draft or publishing. */
import { zodResolver } from '@hookform/resolvers/zod';
import { adminBlogPostSchema, type AdminBlogPostInput } from '@shop/shared';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { TextAreaField } from '../../../components/ui/form-field';
import { Button } from '../../../components/ui/button';
import { useSavePost } from '../api/posts';
import { Panel } from '../components/page-header';
import { MarkupPreview } from './markup-preview';
import { PostFields } from './post-fields';

const EMPTY: AdminBlogPostInput = {
  title: '',
  excerpt: '',
  category: '',
  author: '',
  authorBio: '',
  tags: [],
  content: '',
  published: false,
};
const MARKUP_HINT =
  "'## ' heading, '### ' subheading, '- ' bullet, **bold**; a blank line starts a new paragraph.";

type PostFormProps = {
  id?: string;
  initial?: AdminBlogPostInput;
  categories: string[];
  onSaved: (id: string, published: boolean) => void;
};

export function PostForm({ id, initial = EMPTY, categories, onSaved }: PostFormProps) {
  const save = useSavePost(id);
  const form = useForm<AdminBlogPostInput>({
    resolver: zodResolver(adminBlogPostSchema),
    defaultValues: initial,
  });
  const field = bindField(form);
  const { control } = form;
  const published = Boolean(initial.published);

  const submit = (publish: boolean) =>
    form.handleSubmit((values) =>
      save.mutate(
        { ...values, published: publish },
        {
          onSuccess: (savedId) => {
            form.reset({ ...values, published: publish });
            onSaved(savedId, publish);
          },
        },
      ),
    );

  return (
    <form
      noValidate
      onSubmit={submit(published)}
      aria-label={id ? 'Edit post' : 'New post'}
      className="space-y-6"
    >
      <PostFields form={form} categories={categories} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Panel title="Content">
          <TextAreaField
            id="post-content"
            label="Text"
            hint={MARKUP_HINT}
            rows={18}
            className="[&_textarea]:font-mono [&_textarea]:text-[0.8125rem]"
            {...field('content')}
          />
        </Panel>
        <Panel title="Preview">
          <LivePreview control={control} />
        </Panel>
      </div>
      {/* Sticky: the body is long, and Save must not be thousands of pixels down (issue 15). */}
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-3 border-t border-sand-200 bg-sand-50/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
        <Button type="submit" disabled={save.isPending}>
          {published ? 'Save' : 'Save draft'}
        </Button>
        <Button variant="secondary" disabled={save.isPending} onClick={submit(!published)}>
          {published ? 'Unpublish' : 'Publish'}
        </Button>
        <p role="alert" className="text-sm text-clay-600">
          {save.error?.message}
        </p>
      </div>
    </form>
  );
}

function LivePreview({ control }: { control: Control<AdminBlogPostInput> }) {
  const content = useWatch({ control, name: 'content' });
  return <MarkupPreview content={content ?? ''} />;
}
