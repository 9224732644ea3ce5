/** A shipment booked with the shop's aggregator from the order page (record 058). */
import type { orderShipmentResponse, Wire } from '@shop/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderShipment = Wire<typeof orderShipmentResponse>;
export type BookedShipment = NonNullable<OrderShipment['shipment']>;

const path = (orderId: string) => `/api/admin/orders/${encodeURIComponent(orderId)}/shipment`;

export const orderShipmentQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', orderId, 'shipment'],
    queryFn: () => api<OrderShipment>(path(orderId)),
  });

/** Books the shipment (`book`) or asks for its pickup (`pickup`); the answer replaces the query's. */
export function useShipmentAction(orderId: string, action: 'book' | 'pickup') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<OrderShipment>(action === 'book' ? path(orderId) : `${path(orderId)}/pickup`, {
        method: 'POST',
      }),
    onSuccess: (answer) => queryClient.setQueryData(orderShipmentQuery(orderId).queryKey, answer),
  });
}
