/** GET /api/admin/audit: what owners did in the back office, filtered and paged. */
import type { AccountDeletionsResponse, AuditAction, AuditResponse } from '@shop/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_KEY } from './invalidate';

export type AuditFilters = { action?: AuditAction; from?: string; to?: string; page: number };

export function useAudit(filters: AuditFilters) {
  return useQuery({
    queryKey: [ADMIN_KEY, 'audit', filters],
    queryFn: () =>
      api<AuditResponse>('/api/admin/audit', {
        query: {
          action: filters.action,
          from: filters.from || undefined,
          to: filters.to || undefined,
          page: String(filters.page),
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Accounts their customers deleted (the owner's record of those requests). */
export function useAccountDeletions() {
  return useQuery({
    queryKey: [ADMIN_KEY, 'account-deletions'],
    queryFn: () => api<AccountDeletionsResponse>('/api/admin/account-deletions'),
  });
}
