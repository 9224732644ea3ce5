/**
 * The search box of /blog: a GET form to /blog, so it searches before the scripts run (or without
 * them); once they run, the list follows each keystroke and Enter stays on the page. Uncontrolled while typing (the URL updates in a transition, which would
 * move the caret of a controlled input); it follows the URL when that changes elsewhere (Clear
 * Filters, Back) and the field is not being typed in.
 */
import { STOREFRONT_ROUTES } from '@shop/shared';
import { Search } from 'lucide-react';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';

/** Lets the page empty and focus the field (Clear Filters). */
export type BlogSearchHandle = { clearAndFocus: () => void };

type BlogSearchProps = {
  value: string;
  /** The category shown: a search without the app keeps it. */
  category: string | null;
  onChange: (value: string) => void;
  handle: Ref<BlogSearchHandle>;
};

export function BlogSearch({ value, category, onChange, handle }: BlogSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(handle, () => ({
    clearAndFocus: () => {
      if (!input.current) return;
      input.current.value = '';
      input.current.focus();
    },
  }));

  useEffect(() => {
    const field = input.current;
    if (field && field.value !== value && document.activeElement !== field) field.value = value;
  }, [value]);

  return (
    <form
      role="search"
      method="get"
      action={STOREFRONT_ROUTES.blog.path}
      onSubmit={(event) => event.preventDefault()}
      className="relative w-full max-w-xl"
    >
      {category && <input type="hidden" name="category" value={category} />}
      <label htmlFor="blog-search" className="sr-only">
        Search articles
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-5 size-5 -translate-y-1/2 text-stone-500"
        strokeWidth={1.75}
      />
      <input
        ref={input}
        id="blog-search"
        type="search"
        name="q"
        defaultValue={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="Search articles..."
        autoComplete="off"
        enterKeyHint="search"
        className="h-14 w-full rounded-full border border-sand-200 bg-white pr-5 pl-13 text-base text-stone-900 shadow-sm shadow-brand-900/5 placeholder:text-stone-500 focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30"
      />
    </form>
  );
}
