/**
 * /admin/discounts/new and /admin/discounts/:id: rupees sent as paise, only the chosen kind's
 * fields sent, the API's refusals beside their fields, the stacking rule by "combinable", and bulk
 * codes with their CSV link.
 */
import { DISCOUNT_MESSAGES, type AdminDiscount, type DiscountInput } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi, type AdminRoutes } from '../testing/stub-admin-api';
import DiscountEditPage from './discount-edit-page';
import { PAID_ONLINE_RULE, STACKING_RULE } from './discount-fields';
import { buildDiscount } from './testing/build-discount';

afterEach(() => vi.unstubAllGlobals());

const saved = (input: DiscountInput): AdminDiscount =>
  buildDiscount({ ...input, startsOn: input.startsOn ?? '2026-10-20' });

function renderAt(path: string, routes: AdminRoutes = {}, stored = [buildDiscount()]) {
  const api = stubAdminApi({
    'GET /api/admin/discounts': () => ({ body: { success: true, discounts: stored } }),
    'POST /api/admin/discounts': ({ body }) => ({
      status: 201,
      body: { success: true, discount: saved(body as DiscountInput) },
    }),
    'PUT /api/admin/discounts/:id': ({ body }) => ({
      body: { success: true, discount: saved(body as DiscountInput) },
    }),
    ...routes,
  });
  const page = (
    <Routes>
      <Route path="/admin/discounts/new" element={<DiscountEditPage />} />
      <Route path="/admin/discounts/:id" element={<DiscountEditPage />} />
    </Routes>
  );
  return { ...renderWithRouter(page, { path }), api };
}

// Typing into a long form is slow on a busy 2-core machine.
describe('a new discount', { timeout: 15_000 }, () => {
  it('sends a 10% code with a ₹500 minimum in paise, then opens the list', async () => {
    const { user, api, router } = renderAt('/admin/discounts/new');
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), 'Festive sale');
    await user.type(within(form).getByLabelText('Code'), 'festive10');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '10');
    await user.type(within(form).getByLabelText('Minimum order (₹)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() => expect(api.callsTo('POST', '/api/admin/discounts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/discounts')[0]!.body).toEqual({
      name: 'Festive sale',
      method: 'code',
      code: 'FESTIVE10',
      kind: 'percent',
      value: 10,
      buyQuantity: null,
      minSubtotal: 50_000,
      targets: { productIds: [], variantIds: [], categories: [] },
      firstOrderOnly: false,
      paidOnlineOnly: false,
      // Every customer (record 062): no segment.
      segmentId: null,
      endsOn: null,
      combinable: false,
      usageCap: null,
      perCustomerCap: null,
      active: true,
    });
    expect(await screen.findByText('“Festive sale” created.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/discounts');
  });

  it('sends only what the kind uses: a fixed amount in paise, no code when automatic', async () => {
    const { user, api } = renderAt('/admin/discounts/new');
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), 'Diwali');
    await user.type(within(form).getByLabelText('Code'), 'TYPED');
    await user.click(within(form).getByLabelText(/^Automatic/));
    expect(within(form).queryByLabelText('Code')).toBeNull();
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Fixed amount off');
    await user.type(within(form).getByLabelText('Amount off (₹)'), '149.50');
    await user.click(within(form).getByRole('checkbox', { name: 'Posters' }));
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() => expect(api.callsTo('POST', '/api/admin/discounts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/discounts')[0]!.body).toMatchObject({
      method: 'automatic',
      code: null,
      kind: 'fixed',
      value: 14_950,
      targets: { categories: ['posters'] },
    });
  });

  it('refuses a percentage over 100 with the shared message before sending', async () => {
    const { user, api } = renderAt('/admin/discounts/new');
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), 'Too much');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));
    expect(within(form).getByLabelText('Percentage off (%)')).toHaveAccessibleDescription(
      'A percentage off must be from 1 to 100',
    );
    expect(api.callsTo('POST', '/api/admin/discounts')).toHaveLength(0);
  });

  it('shows the API’s refusals beside their fields: a field error, and a taken code', async () => {
    let answer = 0;
    const { user } = renderAt('/admin/discounts/new', {
      'POST /api/admin/discounts': () =>
        answer++ === 0
          ? {
              status: 400,
              body: {
                success: false,
                message: 'Check the fields',
                errors: { 'targets.categories.0': 'Categories are trackers, planners' },
              },
            }
          : {
              status: 409,
              body: { success: false, message: DISCOUNT_MESSAGES.codeTaken('DIWALI') },
            },
    });
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), 'Diwali');
    await user.type(within(form).getByLabelText('Code'), 'diwali');
    await user.type(within(form).getByLabelText('Percentage off (%)'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));
    expect(await within(form).findByText('Categories are trackers, planners')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Create discount' }));
    await vi.waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
        expect.stringContaining(DISCOUNT_MESSAGES.codeTaken('DIWALI')),
      ),
    );
  });

  it('sends "only when paying online" ticked, explained beside its box', async () => {
    const { user, api } = renderAt('/admin/discounts/new');
    const form = screen.getByRole('form', { name: 'New discount' });
    await user.type(within(form).getByLabelText(/^Name/), '₹50 off online');
    await user.click(within(form).getByLabelText(/^Automatic/));
    await user.selectOptions(within(form).getByLabelText('Kind'), 'Fixed amount off');
    await user.type(within(form).getByLabelText('Amount off (₹)'), '50');
    const online = within(form).getByRole('checkbox', { name: 'Only when paying online' });
    expect(online).not.toBeChecked();
    expect(online).toHaveAccessibleDescription(PAID_ONLINE_RULE);
    await user.click(online);
    await user.click(within(form).getByRole('button', { name: 'Create discount' }));

    await vi.waitFor(() => expect(api.callsTo('POST', '/api/admin/discounts')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/admin/discounts')[0]!.body).toMatchObject({
      method: 'automatic',
      kind: 'fixed',
      value: 5_000,
      paidOnlineOnly: true,
    });
  });

  it('explains the stacking rule beside "combinable"', () => {
    renderAt('/admin/discounts/new');
    expect(
      screen.getByRole('checkbox', { name: 'Combinable with other discounts' }),
    ).toHaveAccessibleDescription(STACKING_RULE);
  });
});

describe('an existing discount', { timeout: 15_000 }, () => {
  it('shows it as stored and saves a new cap with PUT', async () => {
    const { user, api } = renderAt('/admin/discounts/d1', {}, [
      buildDiscount({ paidOnlineOnly: true }),
    ]);
    const form = await screen.findByRole('form', { name: 'Edit discount' });
    expect(within(form).getByLabelText('Code')).toHaveValue('FESTIVE10');
    expect(within(form).getByLabelText('Minimum order (₹)')).toHaveValue(500);
    expect(within(form).getByLabelText('Starts on')).toHaveValue('2026-10-20');
    expect(within(form).getByRole('checkbox', { name: 'Only when paying online' })).toBeChecked();
    await user.type(within(form).getByLabelText('Uses in all'), '250');
    await user.click(within(form).getByRole('button', { name: 'Save discount' }));

    await vi.waitFor(() =>
      expect(api.callsTo('PUT', '/api/admin/discounts/d1')[0]?.body).toMatchObject({
        code: 'FESTIVE10',
        usageCap: 250,
        minSubtotal: 50_000,
        startsOn: '2026-10-20',
        paidOnlineOnly: true,
      }),
    );
    expect(await screen.findByText('“Festive sale” saved.')).toBeVisible();
  });

  it('generates bulk codes and links their CSV', async () => {
    const { user, api } = renderAt(
      '/admin/discounts/d1',
      {
        'POST /api/admin/discounts/:id/codes': () => ({
          status: 201,
          body: {
            success: true,
            created: 5,
            total: 5,
            message: '5 codes created; this discount has 5 codes.',
          },
        }),
      },
      [buildDiscount({ codeCount: 3 })],
    );
    const form = await screen.findByRole('form', { name: 'Generate bulk codes' });
    await user.type(within(form).getByLabelText(/How many codes/), '5');
    await user.type(within(form).getByLabelText('Prefix (optional)'), 'riya-');
    await user.click(within(form).getByRole('button', { name: 'Generate codes' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/discounts/d1/codes').map((c) => c.body)).toEqual([
        { count: 5, prefix: 'RIYA-' },
      ]),
    );
    expect(await screen.findByText('5 codes created; this discount has 5 codes.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download the 3 codes (CSV)' })).toHaveAttribute(
      'href',
      '/api/admin/discounts/d1/codes.csv',
    );
  });

  it('says so when the discount does not exist', async () => {
    renderAt('/admin/discounts/nope');
    expect(await screen.findByText('This discount could not be found.')).toBeVisible();
  });
});
