/**
 * 'All' plus the categories found in the posts; the pressed one is the current filter. The buttons
 * submit a GET form to /blog, so they filter before the scripts run (or without them), keeping the
 * search text; once the app runs, a press filters in place.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { cx } from '../../../lib/class-names';

type BlogCategoryButtonsProps = {
  categories: string[];
  active: string | null;
  /** The search text shown: a filter chosen without the app keeps it. */
  query: string;
  onSelect: (category: string | null) => void;
};

export function BlogCategoryButtons({
  categories,
  active,
  query,
  onSelect,
}: BlogCategoryButtonsProps) {
  const options: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  return (
    <form
      method="get"
      action={STOREFRONT_ROUTES.blog.path}
      role="group"
      aria-label="Article categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {query && <input type="hidden" name="q" value={query} />}
      {options.map(({ label, value }) => {
        const pressed = (value?.toLowerCase() ?? null) === (active?.toLowerCase() ?? null);
        return (
          <button
            key={label}
            type="submit"
            name="category"
            value={value ?? ''}
            aria-pressed={pressed}
            onClick={(event) => {
              event.preventDefault();
              onSelect(value);
            }}
            className={cx(
              'inline-flex h-10 shrink-0 items-center rounded-full px-5 text-sm font-medium whitespace-nowrap transition-colors',
              pressed
                ? 'bg-brand-700 text-white'
                : 'bg-white text-brand-800 ring-1 ring-sand-200 hover:bg-brand-50 hover:ring-brand-200',
            )}
          >
            {label}
          </button>
        );
      })}
    </form>
  );
}
