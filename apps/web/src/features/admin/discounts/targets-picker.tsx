/**
 * What a discount applies to: categories, products and variants (any one of them is enough), or
 * the whole order when none is chosen. Products and variants are found by a search.
 */
import { CATEGORIES, categoryName } from '@shop/shared';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { get, useController, type FieldError as RhfError } from 'react-hook-form';
import { FieldError } from '../../../components/ui/form-field';
import { productQuery } from '../api/products';
import type { DiscountForm } from './discount-fields';
import { ProductSearch, type Labels } from './product-search';

const errorOf = (form: DiscountForm, name: string) =>
  (get(form.formState.errors, name) as RhfError | undefined)?.message;

export function TargetsPicker({ form }: { form: DiscountForm }) {
  const products = useController({ control: form.control, name: 'targets.productIds' }).field;
  const variants = useController({ control: form.control, name: 'targets.variantIds' }).field;
  // Variant names seen in this visit's searches; a saved one not searched for shows its id.
  const [labels, setLabels] = useState<Labels>({});
  const titles = useQueries({ queries: products.value.map((id) => productQuery(id)) });
  const toggle = (
    list: { value: string[]; onChange: (ids: string[]) => void },
    id: string,
    on: boolean,
  ) => list.onChange(on ? [...list.value, id] : list.value.filter((v) => v !== id));
  const errors = ['targets.categories', 'targets.productIds', 'targets.variantIds']
    .map((name) => errorOf(form, name))
    .filter(Boolean)
    .join(' ');

  return (
    <fieldset aria-describedby="discount-targets-hint discount-targets-error">
      <legend className="text-sm font-medium text-stone-800">Applies to</legend>
      <p id="discount-targets-hint" className="mt-1 text-xs text-stone-600">
        Nothing chosen: the whole order. Otherwise the items in any chosen category, product or
        variant.
      </p>
      <fieldset className="mt-3">
        <legend className="mb-1.5 text-sm text-stone-700">Categories</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {CATEGORIES.map((slug) => (
            <label key={slug} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={slug}
                className="size-4 accent-brand-700"
                {...form.register('targets.categories')}
              />
              {categoryName(slug)}
            </label>
          ))}
        </div>
      </fieldset>
      {(products.value.length > 0 || variants.value.length > 0) && (
        <ul aria-label="Chosen products and variants" className="mt-4 flex flex-wrap gap-2">
          {products.value.map((id, i) => (
            <Chip
              key={id}
              label={titles[i]?.data?.title ?? 'Loading product…'}
              onRemove={() => toggle(products, id, false)}
            />
          ))}
          {variants.value.map((id) => (
            <Chip
              key={id}
              label={labels[id] ?? `Variant ${id.slice(0, 8)}`}
              onRemove={() => toggle(variants, id, false)}
            />
          ))}
        </ul>
      )}
      <ProductSearch
        productIds={products.value}
        variantIds={variants.value}
        onProduct={(id, on) => toggle(products, id, on)}
        onVariant={(id, label, on) => {
          setLabels((seen) => ({ ...seen, [id]: label }));
          toggle(variants, id, on);
        }}
      />
      <FieldError id="discount-targets-error" message={errors || undefined} />
    </fieldset>
  );
}

function Chip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-sand-100 py-1 pr-1 pl-3 text-sm text-stone-800">
      {label}
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex size-7 items-center justify-center rounded-full hover:bg-sand-200"
      >
        <X aria-hidden="true" className="size-3.5" />
        <span className="sr-only">Remove {label}</span>
      </button>
    </li>
  );
}
