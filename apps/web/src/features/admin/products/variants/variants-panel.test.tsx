import type { AdminProduct, AdminVariantsResponse } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../test/render-with-router';
import { stubAdminApi, type AdminRoutes } from '../../testing/stub-admin-api';
import { VariantsPanel } from './variants-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT = {
  id: 'p1',
  slug: 'journal',
  title: 'Journal',
  price: 400,
  images: [{ id: 'i1', file: 'cover.webp', alt: 'Cover', position: 0 }],
} as unknown as AdminProduct;

/** Variant ids are UUIDs, as the grid's schema checks. */
const V = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

const variant = (id: string, colour: string, stock: number, waiting = 0) => ({
  id,
  sku: `JOURNAL-${colour.toUpperCase()}`,
  options: { Colour: colour },
  price: 400,
  salePrice: null,
  countInStock: stock,
  weightGrams: 300,
  barcode: '',
  active: true,
  images: [],
  waiting,
});

const SAVED: AdminVariantsResponse = {
  success: true,
  options: [{ name: 'Colour', values: ['Sage', 'Charcoal'] }],
  variants: [variant(V(1), 'Sage', 4), variant(V(2), 'Charcoal', 0, 3)],
};

function renderPanel(routes: AdminRoutes = {}) {
  const api = stubAdminApi({
    'GET /api/admin/products/:id/variants': () => ({ body: SAVED }),
    'PUT /api/admin/products/:id/variants': ({ body }) => ({
      body: {
        ...SAVED,
        ...(body as Pick<AdminVariantsResponse, 'options'>),
        variants: (body as { variants: { sku: string }[] }).variants.map((v, i) => ({
          ...variant(V(i + 1), 'Sage', 0),
          ...v,
          id: V(i + 1),
        })),
      } as AdminVariantsResponse,
    }),
    'POST /api/admin/products/:id/variants/:variantId/stock': ({ params, body }) => ({
      body: {
        success: true,
        variantId: params.variantId!,
        countInStock: (body as { stock: number }).stock,
        productStock: 9,
      },
    }),
    ...routes,
  });
  const view = renderWithRouter(<VariantsPanel product={PRODUCT} />);
  return { ...view, api };
}

describe('VariantsPanel', () => {
  it('shows a row per variant with labelled cells and who waits', async () => {
    renderPanel();
    const grid = await screen.findByRole('region', { name: 'Variants grid' });
    expect(within(grid).getByLabelText('SKU of Sage')).toHaveValue('JOURNAL-SAGE');
    expect(within(grid).getByLabelText('Stock of Charcoal')).toHaveValue(0);
    expect(within(grid).getByText('3 waiting')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Colour');
  });

  it('saves a typed stock as a count with the stock it showed, and no other request', async () => {
    const { user, api } = renderPanel();
    const stock = await screen.findByLabelText('Stock of Sage');
    await user.clear(stock);
    await user.type(stock, '9');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByText('Variants saved.')).toBeVisible();
    expect(api.callsTo('POST', `/api/admin/products/p1/variants/${V(1)}/stock`)[0]?.body).toEqual({
      stock: 9,
      expected: 4,
    });
    expect(api.callsTo('PUT', '/api/admin/products/p1/variants')).toHaveLength(0);
  });

  it('says on the row when a sale moved the stock meanwhile', async () => {
    const message =
      'The stock of Sage changed from 4 to 3 while you were editing (a sale or another count). Check the count and save again.';
    const { user } = renderPanel({
      'POST /api/admin/products/:id/variants/:variantId/stock': () => ({
        status: 409,
        body: { success: false, message },
      }),
    });
    const stock = await screen.findByLabelText('Stock of Sage');
    await user.clear(stock);
    await user.type(stock, '10');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
    expect(screen.getByLabelText('Stock of Sage')).toHaveAccessibleDescription(message);
  });

  it('generates the missing combinations and sets all prices before one save', async () => {
    const { user, api } = renderPanel();
    const add = await screen.findByLabelText('New value of Colour');
    await user.type(add, 'Ocean{Enter}');
    await user.click(screen.getByRole('button', { name: 'Generate variants' }));
    expect(screen.getByLabelText('SKU of Ocean')).toHaveValue('JOURNAL-OCEAN');
    await user.type(screen.getByLabelText('Price for all'), '450');
    await user.click(screen.getByRole('button', { name: 'Set all prices' }));
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByText('Variants saved.')).toBeVisible();
    const sent = api.callsTo('PUT', '/api/admin/products/p1/variants')[0]?.body as {
      options: unknown;
      variants: { id?: string; sku: string; price: number; options: object }[];
    };
    expect(sent.options).toEqual([{ name: 'Colour', values: ['Sage', 'Charcoal', 'Ocean'] }]);
    expect(sent.variants.map((v) => [v.id, v.sku, v.price])).toEqual([
      [V(1), 'JOURNAL-SAGE', 450],
      [V(2), 'JOURNAL-CHARCOAL', 450],
      [undefined, 'JOURNAL-OCEAN', 450],
    ]);
  });

  it('marks the cell the schema refuses and sends nothing', async () => {
    const { user, api } = renderPanel();
    const sku = await screen.findByLabelText('SKU of Charcoal');
    await user.clear(sku);
    await user.type(sku, 'journal-sage');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByLabelText('SKU of Charcoal')).toHaveAccessibleDescription(
      'SKU journal-sage is already used by row 1',
    );
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("shows the server's refusal under the cell it names", async () => {
    const { user } = renderPanel({
      'PUT /api/admin/products/:id/variants': () => ({
        status: 400,
        body: {
          success: false,
          message: 'SKU X-1 is already used by another product',
          errors: { 'variants.1.sku': 'SKU X-1 is already used by another product' },
        },
      }),
    });
    const sku = await screen.findByLabelText('SKU of Charcoal');
    await user.clear(sku);
    await user.type(sku, 'X-1');
    await user.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByLabelText('SKU of Charcoal')).toHaveAccessibleDescription(
      'SKU X-1 is already used by another product',
    );
  });
});
