/**
 * The shipping rate table (GET /api/shipping/rates): the zones, their countries and methods. The
 * checkout offers from it and the Shipping policy page prints it; the server charges from it.
 */
import type { ShippingTable } from '@shop/shared';
import type { shippingRatesResponse, Wire } from '@shop/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type ShippingRates = Wire<typeof shippingRatesResponse>;

export const shippingRatesQuery = queryOptions({
  queryKey: ['shipping', 'rates'],
  queryFn: () => api<ShippingRates>('/api/shipping/rates'),
  staleTime: 5 * 60 * 1000,
});

export function useShippingRates() {
  return useQuery(shippingRatesQuery);
}

/** The answer as the shared rules take it (the wire's optional defaults filled in). */
export const asTable = (rates: ShippingRates): ShippingTable => ({
  zones: rates.zones.map((zone) => ({
    ...zone,
    methods: zone.methods.map((m) => ({
      ...m,
      description: m.description ?? '',
      businessDays: m.businessDays ?? true,
    })),
  })),
});
