/** The post's own fields: title, excerpt, category, tags and author. */
import type { AdminBlogPostInput } from '@shop/shared';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field';
import { TextAreaField } from '../components/fields';
import { Panel } from '../components/page-header';
import { TagsInput } from './tags-input';

type PostFieldsProps = { form: UseFormReturn<AdminBlogPostInput>; categories: string[] };

export function PostFields({ form, categories }: PostFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Panel title="Post">
      <div className="space-y-5">
        <TextField
          id="post-title"
          label="Title"
          error={errors.title?.message}
          {...register('title')}
        />
        <TextAreaField
          id="post-excerpt"
          label="Excerpt"
          hint="Shown on the blog list and in search results."
          rows={3}
          error={errors.excerpt?.message}
          {...register('excerpt')}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <TextField
            id="post-category"
            label="Category"
            list="post-categories"
            error={errors.category?.message}
            {...register('category')}
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
          <TextField
            id="post-author"
            label="Author"
            error={errors.author?.message}
            {...register('author')}
          />
          <TextField
            id="post-author-bio"
            label="Author bio (optional)"
            error={errors.authorBio?.message}
            {...register('authorBio')}
          />
        </div>
      </div>
    </Panel>
  );
}
