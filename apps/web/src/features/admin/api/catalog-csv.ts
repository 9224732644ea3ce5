/** The catalogue as a CSV file: its download address, and the import (a dry run, then for real). */
import type { CatalogImportResponse } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAll } from './invalidate';

export const PRODUCTS_CSV_URL = '/api/admin/products/export.csv';

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return api<CatalogImportResponse>('/api/admin/products/import', {
        method: 'POST',
        body: form,
        query: dryRun ? { dryRun: '1' } : undefined,
      });
    },
    onSuccess: (report) => {
      if (!report.dryRun) void invalidateAll(queryClient);
    },
  });
}
