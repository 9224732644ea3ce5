/** "Applies to": a product found by name, one variant of another, and either taken off again. */
import type { AdminProduct, AdminProductRow, AdminVariantsResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import DiscountEditPage from './discount-edit-page';
import { buildDiscount } from './testing/build-discount';

afterEach(() => vi.unstubAllGlobals());

const P1 = '00000000-0000-4000-8000-000000000001';
const P2 = '00000000-0000-4000-8000-000000000002';
const V1 = '00000000-0000-4000-8000-0000000000a1';
const V2 = '00000000-0000-4000-8000-0000000000a2';
const row = (id: string, title: string) => ({ id, title }) as unknown as AdminProductRow;
const ROWS = [row(P1, 'Gratitude journal'), row(P2, 'Habit tracker')];

const variant = (id: string, colour: string) => ({
  id,
  sku: `TRACKER-${colour.toUpperCase()}`,
  options: { Colour: colour },
  price: 400,
  salePrice: null,
  countInStock: 5,
  weightGrams: 300,
  barcode: '',
  active: true,
  images: [],
  waiting: 0,
});
const VARIANTS: AdminVariantsResponse = {
  success: true,
  options: [{ name: 'Colour', values: ['Sage', 'Charcoal'] }],
  variants: [variant(V1, 'Sage'), variant(V2, 'Charcoal')],
};

it(
  'targets a product and a variant found by name, and drops one again',
  { timeout: 15_000 },
  async () => {
    const api = stubAdminApi({
      'GET /api/admin/discounts': () => ({ body: { success: true, discounts: [] } }),
      'GET /api/admin/products': ({ url }) => ({
        body: {
          success: true,
          total: 2,
          products: ROWS.filter((p) =>
            p.title.toLowerCase().includes(url.searchParams.get('q')!.toLowerCase()),
          ),
        },
      }),
      'GET /api/admin/products/:id': ({ params }) => ({
        body: {
          success: true,
          product: ROWS.find((p) => p.id === params.id) as unknown as AdminProduct,
        },
      }),
      'GET /api/admin/products/:id/variants': () => ({ body: VARIANTS }),
      'POST /api/admin/discounts': () => ({
        status: 201,
        body: { success: true, discount: buildDiscount() },
      }),
    });
    const { user } = renderWithRouter(<DiscountEditPage />);
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), 'Journal week');
    await user.click(within(form).getByLabelText(/^Automatic/));
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Free shipping');

    const search = within(form).getByRole('searchbox', { name: 'Find a product' });
    await user.type(search, 'journal');
    const found = await within(form).findByRole('list', { name: 'Products found' });
    await user.click(within(found).getByRole('checkbox', { name: 'Gratitude journal' }));
    await user.clear(search);
    await user.type(search, 'tracker');
    await user.click(
      await within(form).findByRole('button', { name: 'Variants of Habit tracker' }),
    );
    const variants = await within(form).findByRole('list', { name: 'Variants of Habit tracker' });
    await user.click(within(variants).getByRole('checkbox', { name: /Sage/ }));
    await user.click(within(variants).getByRole('checkbox', { name: /Charcoal/ }));

    const chosen = within(form).getByRole('list', { name: 'Chosen products and variants' });
    expect(await within(chosen).findByText('Gratitude journal')).toBeVisible();
    expect(within(chosen).getByText('Habit tracker — Sage')).toBeVisible();
    await user.click(
      within(chosen).getByRole('button', { name: 'Remove Habit tracker — Charcoal' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/discounts')[0]?.body).toMatchObject({
        kind: 'free_shipping',
        value: 0,
        targets: { productIds: [P1], variantIds: [V1], categories: [] },
      }),
    );
  },
);
