import type { CatalogImportResponse } from '@shop/shared';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import CatalogueCsvPage from './catalogue-csv-page';
import { ImportReportView } from './import-report-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

const totals = {
  rows: 9,
  products: 3,
  create: 1,
  change: 1,
  unchanged: 0,
  refuse: 1,
  variantsCreated: 4,
  variantsChanged: 1,
  imagesAdded: 1,
  stockAdjusted: 5,
};
const DRY_RUN: CatalogImportResponse = {
  success: true,
  dryRun: true,
  totals,
  products: [
    {
      line: 7,
      handle: 'dry-poster',
      action: 'refuse',
      reasons: ['Line 8: Variant Price "12.5.0" is not an amount in rupees like 499.00'],
      warnings: [],
    },
    {
      line: 2,
      handle: 'sage-journal',
      action: 'create',
      reasons: ['creates it with 4 variants, 1 image and 12 in stock'],
      warnings: [
        'Line 3: Image Src http://x.test/a.png: only https addresses are fetched; the image is skipped',
      ],
    },
    {
      line: 6,
      handle: 'a3-poster',
      action: 'change',
      reasons: ['stock of POSTER-A3: 3 → 8'],
      warnings: [],
    },
  ],
  omitted: 0,
};

describe('ImportReportView', () => {
  it('lists each product with its line, handle, what happens and why', () => {
    render(<ImportReportView report={DRY_RUN} />);
    expect(screen.getByRole('heading', { name: 'What the import will do' })).toBeVisible();
    expect(
      screen.getByText('9 rows, 3 products: 1 to create, 1 to change, 0 unchanged, 1 refused.'),
    ).toBeVisible();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((h) => h.textContent),
      )[0],
    ).toEqual(['Line', 'Handle', 'What happens', 'Why']);
    const refused = within(rows[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(refused).toEqual([
      '7',
      'dry-poster',
      'Refused',
      'Line 8: Variant Price "12.5.0" is not an amount in rupees like 499.00',
    ]);
    expect(within(rows[2]!).getByText('Will be created')).toBeVisible();
    expect(within(rows[2]!).getByText(/only https addresses are fetched/)).toBeVisible();
    expect(within(rows[3]!).getByText('Will change')).toBeVisible();
  });

  it('says what was done after the import', () => {
    render(<ImportReportView report={{ ...DRY_RUN, dryRun: false, products: [] }} />);
    expect(screen.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(screen.getByText(/1 created, 1 changed, 0 unchanged, 1 refused/)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('CatalogueCsvPage', () => {
  it('links the export, checks a file with a dry run, then imports what it can', async () => {
    const api = stubAdminApi({
      'POST /api/admin/products/import': ({ url }) => ({
        body: url.searchParams.get('dryRun') === '1' ? DRY_RUN : { ...DRY_RUN, dryRun: false },
      }),
    });
    const { user } = renderWithRouter(<CatalogueCsvPage />);
    expect(screen.getByRole('link', { name: 'Download products.csv' })).toHaveAttribute(
      'href',
      '/api/admin/products/export.csv',
    );
    const file = new File(['Handle,Title\r\n'], 'products.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('heading', { name: 'What the import will do' })).toBeVisible();
    const calls = api.callsTo('POST', '/api/admin/products/import');
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(screen.getByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByRole('heading', { name: 'Import finished' })).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/products/import')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });
});
