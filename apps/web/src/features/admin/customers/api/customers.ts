/**
 * The owner's customers and segments (issue 30, record 061): GET /api/admin/customers (search,
 * filters, sort and page from the URL), GET /api/admin/customers/:id, PUT .../notes, and
 * GET/POST /api/admin/segments with GET /api/admin/segments/:id/count. Amounts are paise.
 */
import type {
  CustomerFilter,
  CustomerListResponse,
  CustomerNotes,
  CustomerResponse,
  OkResponse,
  SegmentCountResponse,
  SegmentCreate,
  SegmentListResponse,
  Wire,
  segmentResponse,
} from '@shop/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { ADMIN_KEY } from '../../api/invalidate';

const CUSTOMERS_KEY = [ADMIN_KEY, 'customers'] as const;
const SEGMENTS_KEY = [ADMIN_KEY, 'segments'] as const;
export const CUSTOMERS_CSV_URL = '/api/admin/customers/export.csv';

/** The list's query string: search, sort, page and the filter, as the URL holds them. */
export type CustomerListParams = Record<string, string | undefined>;

export const customersQuery = (params: CustomerListParams) =>
  queryOptions({
    queryKey: [...CUSTOMERS_KEY, 'list', params],
    queryFn: () => api<CustomerListResponse>('/api/admin/customers', { query: params }),
    placeholderData: keepPreviousData,
  });
export const useCustomers = (params: CustomerListParams) => useQuery(customersQuery(params));

const customerPath = (id: string) => `/api/admin/customers/${encodeURIComponent(id)}`;
export const useCustomer = (id: string) =>
  useQuery({
    queryKey: [...CUSTOMERS_KEY, 'detail', id],
    queryFn: () => api<CustomerResponse>(customerPath(id)),
  });

export function useSaveNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomerNotes) =>
      api<OkResponse>(`${customerPath(id)}/notes`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...CUSTOMERS_KEY, 'detail', id] }),
  });
}

export const useSegments = () =>
  useQuery({
    queryKey: [...SEGMENTS_KEY, 'list'],
    queryFn: () => api<SegmentListResponse>('/api/admin/segments'),
  });

/** A segment's count, live: asked again whenever the page is shown. */
export const useSegmentCount = (id: string) =>
  useQuery({
    queryKey: [...SEGMENTS_KEY, 'count', id],
    queryFn: () => api<SegmentCountResponse>(`/api/admin/segments/${encodeURIComponent(id)}/count`),
    staleTime: 0,
  });

export function useCreateSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SegmentCreate & { filter: CustomerFilter }) =>
      api<Wire<typeof segmentResponse>>('/api/admin/segments', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEGMENTS_KEY }),
  });
}
