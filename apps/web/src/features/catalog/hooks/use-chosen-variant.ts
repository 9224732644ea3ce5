/**
 * The variant the product page shows, kept in its address as `?variant=` so the server draws the
 * same choice, a shared link opens it and a reload keeps it. A choice replaces the address in
 * place (history.replaceState): no page load, no loaders re-run, no history entry per click.
 */
import { initialVariant, type Product } from '@shop/shared';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export const VARIANT_PARAM = 'variant';

export function useChosenVariant(product: Product) {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const variants = product.variants ?? [];
  const wanted = params.get(VARIANT_PARAM);
  const [chosenId, setChosenId] = useState(() => initialVariant(variants, wanted)?._id);
  // A visit to this page with another ?variant= (a cart line's link) follows it.
  const [followed, setFollowed] = useState(wanted);
  if (wanted !== followed) {
    setFollowed(wanted);
    setChosenId(initialVariant(variants, wanted)?._id);
  }

  /** The page's address with `variantId` chosen (other query parameters kept). */
  const hrefOf = (variantId: string) => {
    const next = new URLSearchParams(search);
    next.set(VARIANT_PARAM, variantId);
    return `${pathname}?${next}`;
  };
  const choose = (variantId: string) => {
    setChosenId(variantId);
    window.history.replaceState(window.history.state, '', hrefOf(variantId));
  };
  return { variant: variants.find((v) => v._id === chosenId), choose, hrefOf };
}
