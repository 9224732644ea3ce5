/** 'All' plus the categories found in the posts; the pressed one is the current filter. */
import { cx } from '../../../lib/class-names';

type BlogCategoryButtonsProps = {
  categories: string[];
  active: string | null;
  onSelect: (category: string | null) => void;
};

export function BlogCategoryButtons({ categories, active, onSelect }: BlogCategoryButtonsProps) {
  const options: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((c) => ({ label: c, value: c })),
  ];
  return (
    <div
      role="group"
      aria-label="Article categories"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map(({ label, value }) => {
        const pressed = (value?.toLowerCase() ?? null) === (active?.toLowerCase() ?? null);
        return (
          <button
            key={label}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(value)}
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
    </div>
  );
}
