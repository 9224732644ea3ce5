import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import { ProductForm } from './product-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RATES = {
  success: true as const,
  base: 'USD' as const,
  rates: { USD: 1, INR: 84, EUR: 0.92 },
  updatedAt: '2026-01-01T00:00:00.000Z',
  shopCurrency: 'INR' as const,
  rounding: { INR: 'whole' as const, USD: '0.99' as const, EUR: '0.99' as const },
};
const GST_RATES = [
  { hsnCode: '4820', ratePercent: 18, description: 'Registers, diaries, notebooks' },
  { hsnCode: '4911', ratePercent: 5, description: 'Printed pictures and posters' },
];

function renderForm() {
  const api = stubAdminApi({
    'POST /api/admin/products': () => ({ status: 201, body: { success: true, id: 'p-new' } }),
    'GET /api/currency/rates': () => ({ body: RATES }),
    'GET /api/admin/gst-rates': () => ({ body: { success: true, rates: GST_RATES } }),
  });
  const onSaved = vi.fn();
  const view = renderWithRouter(<ProductForm onSaved={onSaved} />);
  const form = screen.getByRole('form', { name: 'New product' });
  return { ...view, api, onSaved, form };
}

describe('ProductForm', () => {
  it("shows the schema's messages beside the fields and sends nothing", async () => {
    const { user, api, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    expect(await within(form).findByText('Title is required')).toBeVisible();
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(form).getByText('Description must be at least 10 characters')).toBeVisible();
    expect(within(form).getByLabelText('Category')).toHaveAccessibleDescription(
      'Choose a category',
    );
    expect(within(form).getByLabelText('Price')).toHaveAccessibleDescription(
      'Price must be more than 0',
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Please correct the fields marked above.',
    );
    expect(api.callsTo('POST', '/api/admin/products')).toHaveLength(0);
  });

  it('prices in the shop currency, with GST from the HSN code instead of tax and discount boxes', async () => {
    const { form } = renderForm();
    expect(await within(form).findByRole('heading', { name: 'Pricing (INR)' })).toBeVisible();
    expect(within(form).queryByText(/USD/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Tax %')).not.toBeInTheDocument();
    expect(within(form).queryByLabelText('Discount %')).not.toBeInTheDocument();
    const hsn = within(form).getByLabelText('HSN code (GST rate)');
    expect(
      await within(hsn).findByRole('option', {
        name: '4820 · 18% · Registers, diaries, notebooks',
      }),
    ).toBeInTheDocument();
    expect(
      within(hsn).getByRole('option', { name: '4911 · 5% · Printed pictures and posters' }),
    ).toBeInTheDocument();
    expect(hsn).toHaveValue('4820');
  });

  it('checks the sale price against the price', async () => {
    const { user, form } = renderForm();
    // The schema compares the two prices once every field on its own is valid.
    await user.type(within(form).getByLabelText('Title'), 'Moon Phase Tracker');
    await user.type(
      within(form).getByLabelText('Description'),
      'Track the moon across a calm year.',
    );
    await user.selectOptions(within(form).getByLabelText('Category'), 'trackers');
    await user.type(within(form).getByLabelText('Price'), '1299');
    await user.type(within(form).getByLabelText('Sale price (optional)'), '1499');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('Sale price must be below the price')).toBeVisible();
    expect(within(form).queryByText(/^Price must/)).not.toBeInTheDocument();
  });

  it('sends a valid product with its features, colours and specifications', async () => {
    const { user, api, onSaved, form } = renderForm();
    await user.type(within(form).getByLabelText('Title'), 'Moon Phase Tracker');
    await user.type(
      within(form).getByLabelText('Description'),
      'Track the moon across a calm year.',
    );
    await user.selectOptions(within(form).getByLabelText('Category'), 'trackers');
    await user.type(within(form).getByLabelText('Price'), '1299');
    const hsn = within(form).getByLabelText('HSN code (GST rate)');
    await within(hsn).findByRole('option', { name: /^4911/ });
    await user.selectOptions(hsn, '4911');
    await user.clear(within(form).getByLabelText('Stock'));
    await user.type(within(form).getByLabelText('Stock'), '12');
    await user.type(within(form).getByLabelText('New feature'), 'Lunar calendar{Enter}');
    await user.type(within(form).getByLabelText('New colour'), 'Indigo');
    await user.click(within(form).getByRole('button', { name: 'Add colour' }));
    await user.type(within(form).getByLabelText('Specification name'), 'Size');
    await user.type(within(form).getByLabelText('Specification value'), 'A5{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('p-new'));
    expect(api.callsTo('POST', '/api/admin/products')[0]?.body).toMatchObject({
      title: 'Moon Phase Tracker',
      category: 'trackers',
      price: 1299,
      salePrice: null,
      hsnCode: '4911',
      countInStock: 12,
      features: ['Lunar calendar'],
      colors: ['Indigo'],
      specifications: { Size: 'A5' },
    });
  });
});
