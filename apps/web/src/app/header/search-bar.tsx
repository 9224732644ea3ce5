/**
 * The header's search row: an ARIA combobox (Downshift) that offers products and categories as
 * the shopper types; arrows move through them, Enter opens one, or searches the text when none is
 * highlighted; Escape closes the list, then the row.
 */
import {
  categoryPath,
  productImageUrl,
  SEARCH_QUERY_MAX,
  TIMINGS,
  type CategorySlug,
} from '@shop/shared';
import { useCombobox } from 'downshift';
import { Search, X } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ProductPrice } from '../../components/product/product-price';
import { iconButtonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { cx } from '../../lib/class-names';
import { useSuggestions, type Suggestions } from '../../features/search/api/suggest-products';
import { SEARCH_BAR_ID } from './search-bar-id';

type Option =
  | { kind: 'product'; product: Suggestions['products'][number] }
  | { kind: 'category'; category: Suggestions['categories'][number] }
  | { kind: 'search'; q: string };

const INPUT_ID = 'header-search-input';

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

function optionsOf(data: Suggestions | undefined, text: string): Option[] {
  if (!data || !text.trim()) return [];
  return [
    ...data.products.map((product): Option => ({ kind: 'product', product })),
    ...data.categories.map((category): Option => ({ kind: 'category', category })),
    ...(data.products.length > 0 ? [{ kind: 'search', q: text.trim() } as Option] : []),
  ];
}

const hrefOf = (option: Option) =>
  option.kind === 'product'
    ? // A product found by a variant's SKU opens on that variant (record 042).
      `/products/${option.product._id}${option.product.matchedVariantId ? `?variant=${encodeURIComponent(option.product.matchedVariantId)}` : ''}`
    : option.kind === 'category'
      ? categoryPath(option.category.slug as CategorySlug)
      : searchHref(option.q);

const labelOf = (option: Option) =>
  option.kind === 'product'
    ? option.product.title
    : option.kind === 'category'
      ? option.category.name
      : option.q;

export function SearchBar({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const focusInput = () => document.getElementById(INPUT_ID)?.focus();
  const [text, setText] = useState('');
  const { q, data } = useSuggestions(text);
  const options = optionsOf(data, text);
  const productCount = options.filter((o) => o.kind === 'product').length;

  const go = (href: string) => {
    onClose();
    navigate(href);
  };

  const combobox = useCombobox<Option>({
    items: options,
    inputId: INPUT_ID,
    inputValue: text,
    selectedItem: null,
    itemToString: (option) => (option ? labelOf(option) : ''),
    onInputValueChange: ({ inputValue, type }) => {
      // Choosing an option navigates away: the text stays what the shopper typed.
      if (
        type !== useCombobox.stateChangeTypes.ItemClick &&
        type !== useCombobox.stateChangeTypes.InputKeyDownEnter
      )
        setText(inputValue ?? '');
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) go(hrefOf(selectedItem));
    },
    stateReducer: (_state, { type, changes }) =>
      // Escape closes the list but keeps the text.
      type === useCombobox.stateChangeTypes.InputKeyDownEscape
        ? { ...changes, inputValue: text }
        : changes,
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getLabelProps } =
    combobox;
  const showList = isOpen && options.length > 0;

  useEffect(() => {
    const timer = setTimeout(() => focusInput(), TIMINGS.searchFocusMs);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return focusInput();
    go(searchHref(query));
  };

  const status =
    q && data
      ? options.length === 0
        ? 'No suggestions'
        : `${productCount} ${productCount === 1 ? 'product' : 'products'} and ${options.length - productCount} more suggestions. Use the arrow keys to choose.`
      : '';

  return (
    <div id={SEARCH_BAR_ID} className="border-t border-sand-200 bg-sand-50">
      <Container className="relative">
        <form role="search" onSubmit={submit} className="flex items-center gap-2 py-3">
          <label {...getLabelProps()} htmlFor={INPUT_ID} className="sr-only">
            Search products
          </label>
          <Search aria-hidden="true" className="size-5 shrink-0 text-stone-600" strokeWidth={1.6} />
          <input
            {...getInputProps({
              onKeyDown: (event) => {
                // Enter with no option highlighted searches the text: the form submits.
                if (event.key === 'Enter' && highlightedIndex < 0)
                  (
                    event.nativeEvent as { preventDownshiftDefault?: boolean }
                  ).preventDownshiftDefault = true;
                if (event.key === 'Escape' && !showList) {
                  (
                    event.nativeEvent as { preventDownshiftDefault?: boolean }
                  ).preventDownshiftDefault = true;
                  onClose();
                }
              },
            })}
            type="search"
            maxLength={SEARCH_QUERY_MAX}
            enterKeyHint="search"
            autoComplete="off"
            placeholder="Search journals, trackers, planners…"
            className="h-11 min-w-0 flex-1 bg-transparent font-serif text-lg [&::-webkit-search-cancel-button]:hidden text-stone-900 placeholder:text-stone-500 focus:outline-none"
          />
          <button
            type="button"
            onClick={onClose}
            aria-label="Close search"
            className={iconButtonClasses()}
          >
            <X aria-hidden="true" className="size-5" strokeWidth={1.6} />
          </button>
        </form>
        <p role="status" aria-live="polite" className="sr-only">
          {status}
        </p>
        <ul
          {...getMenuProps()}
          className={cx(
            'absolute inset-x-4 top-full z-50 -mt-1 max-h-[70vh] overflow-y-auto rounded-2xl bg-white p-2 shadow-xl ring-1 ring-sand-200 sm:inset-x-6 lg:inset-x-8',
            !showList && 'hidden',
          )}
        >
          {showList &&
            options.map((option, index) => {
              const active = highlightedIndex === index;
              const first = index === 0 || options[index - 1]!.kind !== option.kind;
              return (
                <li
                  key={
                    option.kind === 'product'
                      ? option.product._id
                      : option.kind === 'category'
                        ? option.category.slug
                        : 'search'
                  }
                  {...getItemProps({ item: option, index })}
                  className={cx(
                    'flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-stone-800',
                    active && 'bg-brand-50 text-brand-900',
                    first && index > 0 && 'mt-1 border-t border-sand-200 pt-3',
                  )}
                >
                  {option.kind === 'product' ? (
                    <>
                      <span className="size-12 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                        {option.product.image && (
                          <img
                            src={productImageUrl(option.product.image, 400)}
                            alt=""
                            width={48}
                            height={48}
                            className="size-full object-cover"
                          />
                        )}
                      </span>
                      <span className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
                        <span className="block min-w-0 sm:flex-1">
                          <span className="line-clamp-2 font-medium sm:line-clamp-1">
                            {option.product.title}
                          </span>
                          <span className="block text-xs text-stone-600">
                            {option.product.category.name}
                          </span>
                        </span>
                        <ProductPrice product={option.product} className="shrink-0 text-sm" />
                      </span>
                    </>
                  ) : option.kind === 'category' ? (
                    <span>
                      <span className="text-stone-600">Category: </span>
                      <span className="font-medium">{option.category.name}</span>
                    </span>
                  ) : (
                    <span className="flex items-center gap-2 font-medium text-brand-800">
                      <Search aria-hidden="true" className="size-4" />
                      See all results for “{option.q}”
                    </span>
                  )}
                </li>
              );
            })}
        </ul>
      </Container>
    </div>
  );
}
