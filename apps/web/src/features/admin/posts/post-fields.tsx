/** The post's own fields: title, excerpt, category, tags and author. */
import type { AdminBlogPostInput } from '@shop/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { bindField } from '../../../components/ui/bind-field';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { Panel } from '../components/page-header';
import { TagsInput } from './tags-input';

type PostFieldsProps = { form: UseFormReturn<AdminBlogPostInput>; categories: string[] };

export function PostFields({ form, categories }: PostFieldsProps) {
  const field = bindField(form);
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Panel title="Post">
      <div className="space-y-5">
        <TextField id="post-title" label="Title" {...field('title')} />
        <TextAreaField
          id="post-excerpt"
          label="Excerpt"
          hint="Shown on the blog list and in search results."
          rows={3}
          {...field('excerpt')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            id="post-category"
            label="Category"
            list="post-categories"
            {...field('category')}
          />
          <datalist id="post-categories">
            {categories.map((c) => (
              <option key={c} value={c} />
            ))}
          </datalist>
          <Controller
            control={control}
            name="tags"
            render={({ field, fieldState }) => (
              <TagsInput
                id="post-tags"
                value={field.value ?? []}
                onChange={field.onChange}
                error={fieldState.error?.message ?? errors.tags?.[0]?.message}
              />
            )}
          />
          <TextField id="post-author" label="Author" {...field('author')} />
          <TextField id="post-author-bio" label="Author bio (optional)" {...field('authorBio')} />
        </div>
      </div>
    </Panel>
  );
}
