/** Re-reads the saved products (one call) so stock and prices are current; flags products now gone. */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { productsByIdsQuery } from '../../../lib/products-by-ids';
import { useWishlistStore, type WishlistItem } from '../../../stores/wishlist-store';

export function useFreshWishlist(items: WishlistItem[]) {
  const refreshFromProducts = useWishlistStore((s) => s.refreshFromProducts);
  const ids = useMemo(() => items.map((i) => i._id), [items]);
  const { data, isPlaceholderData } = useQuery(productsByIdsQuery(ids));

  useEffect(() => {
    if (data && !isPlaceholderData) refreshFromProducts(data);
  }, [data, isPlaceholderData, refreshFromProducts]);

  // Saved items show at once from storage; a product is only called gone once the server said so.
  const unavailable = useMemo(() => {
    if (!data) return new Set<string>();
    const returned = new Set(data.map((p) => p._id));
    return new Set(ids.filter((id) => !returned.has(id)));
  }, [data, ids]);

  return { isUnavailable: (id: string) => unavailable.has(id) };
}
