import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import { ProductForm } from './product-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  const api = stubAdminApi({
    'POST /api/admin/products': () => ({ status: 201, body: { success: true, id: 'p-new' } }),
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
    expect(api.calls).toHaveLength(0);
  });

  it('checks the sale price against the price and the limits on tax and discount', async () => {
    const { user, form } = renderForm();
    // The schema compares the two prices once every field on its own is valid.
    await user.type(within(form).getByLabelText('Title'), 'Moon Phase Tracker');
    await user.type(
      within(form).getByLabelText('Description'),
      'Track the moon across a calm year.',
    );
    await user.selectOptions(within(form).getByLabelText('Category'), 'trackers');
    await user.type(within(form).getByLabelText('Price'), '20');
    await user.type(within(form).getByLabelText('Sale price (optional)'), '25');
    await user.clear(within(form).getByLabelText('Tax %'));
    await user.type(within(form).getByLabelText('Tax %'), '40');
    await user.clear(within(form).getByLabelText('Discount %'));
    await user.type(within(form).getByLabelText('Discount %'), '95');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));

    expect(await within(form).findByText('Tax must be at most 28%')).toBeVisible();
    expect(within(form).getByText('Discount must be at most 90%')).toBeVisible();
    await user.clear(within(form).getByLabelText('Tax %'));
    await user.type(within(form).getByLabelText('Tax %'), '12');
    await user.clear(within(form).getByLabelText('Discount %'));
    await user.type(within(form).getByLabelText('Discount %'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('Sale price must be below the price')).toBeVisible();
    expect(within(form).queryByText(/^Price must/)).not.toBeInTheDocument();
    expect(within(form).queryByText(/^Tax must/)).not.toBeInTheDocument();
  });

  it('sends a valid product with its features, colours and specifications', async () => {
    const { user, api, onSaved, form } = renderForm();
    await user.type(within(form).getByLabelText('Title'), 'Moon Phase Tracker');
    await user.type(
      within(form).getByLabelText('Description'),
      'Track the moon across a calm year.',
    );
    await user.selectOptions(within(form).getByLabelText('Category'), 'trackers');
    await user.type(within(form).getByLabelText('Price'), '24.5');
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
      price: 24.5,
      salePrice: null,
      countInStock: 12,
      features: ['Lunar calendar'],
      colors: ['Indigo'],
      specifications: { Size: 'A5' },
    });
  });
});
