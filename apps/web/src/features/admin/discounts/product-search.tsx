/** Finds products by name to target a whole product, or some of its variants. */
import { variantLabel } from '@shop/shared';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { productsQuery, type AdminProductRow } from '../api/products';
import { useVariants } from '../api/variants';

/** A variant's name for the chosen list: 'Gratitude journal — Sage / Dotted'. */
export type Labels = Record<string, string>;

type Props = {
  productIds: string[];
  variantIds: string[];
  onProduct: (id: string, on: boolean) => void;
  onVariant: (id: string, label: string, on: boolean) => void;
};

export function ProductSearch(props: Props) {
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const found = useQuery({ ...productsQuery({ q, page: 1 }), enabled: q.length >= 2 });
  const products = q.length >= 2 ? found.data?.products : undefined;
  return (
    <div className="mt-4">
      <TextField
        id="discount-product-search"
        label="Find a product"
        type="search"
        hint="Type two letters or more of its name."
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {q.length >= 2 && found.isFetching && !products && (
        <Spinner label="Finding products" className="mt-3" />
      )}
      {products && (
        <ul aria-label="Products found" className="mt-3 divide-y divide-sand-100">
          {products.length === 0 && <li className="py-2 text-sm text-stone-600">No product.</li>}
          {products.map((p) => (
            <FoundProduct key={p.id} product={p} {...props} />
          ))}
        </ul>
      )}
    </div>
  );
}

function FoundProduct({ product, productIds, ...props }: Props & { product: AdminProductRow }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={productIds.includes(product.id)}
            onChange={(e) => props.onProduct(product.id, e.target.checked)}
          />
          {product.title}
        </label>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen(!open)}
        >
          Variants <span className="sr-only">of {product.title}</span>
        </Button>
      </div>
      {open && (
        <div id={id} className="mt-1 ml-6">
          <VariantChoices product={product} productIds={productIds} {...props} />
        </div>
      )}
    </li>
  );
}

function VariantChoices({ product, variantIds, onVariant }: Props & { product: AdminProductRow }) {
  const answer = useVariants(product.id);
  if (!answer.data) return <Spinner label={`Loading the variants of ${product.title}`} />;
  const { options, variants } = answer.data;
  if (variants.length < 2)
    return <p className="text-sm text-stone-600">It has no variants: choose the product.</p>;
  return (
    <ul aria-label={`Variants of ${product.title}`} className="space-y-1">
      {variants.map((v) => {
        const name = variantLabel(v.options, options) || v.sku;
        return (
          <li key={v.id}>
            <label className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-brand-700"
                checked={variantIds.includes(v.id)}
                onChange={(e) => onVariant(v.id, `${product.title} — ${name}`, e.target.checked)}
              />
              {name}
              <span className="text-xs text-stone-500">{v.sku}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
