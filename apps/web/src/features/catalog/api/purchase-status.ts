/** POST /api/products/purchase-status/{productId}: whether the signed-in shopper bought the product. */
import type { purchaseStatusResponse, Wire } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { reviewsKey } from './get-reviews';

export async function getPurchaseStatus(productId: string): Promise<boolean> {
  try {
    await api<Wire<typeof purchaseStatusResponse>>(
      `/api/products/purchase-status/${encodeURIComponent(productId)}`,
      {
        method: 'POST',
        body: {},
      },
    );
    return true;
  } catch (error) {
    // The API answers 200 { success: false } for "not bought"; the client reads that as an error.
    if (error instanceof ApiError && error.status === 200) return false;
    console.error('Failed to check the purchase status', error);
    throw error;
  }
}

export const purchaseStatusQueryOptions = (productId: string, userId: string) =>
  queryOptions({
    queryKey: [...reviewsKey(productId), 'purchase-status', userId],
    queryFn: () => getPurchaseStatus(productId),
  });

/** Asked only for a signed-in shopper (`userId`); a visitor cannot review anyway. */
export function usePurchaseStatus(productId: string, userId: string | null) {
  return useQuery({
    ...purchaseStatusQueryOptions(productId, userId ?? ''),
    enabled: userId !== null,
  });
}
