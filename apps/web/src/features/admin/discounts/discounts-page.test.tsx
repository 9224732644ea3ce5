/** /admin/discounts: each discount's code, offer, status, uses against its cap and its money. */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import DiscountsPage from './discounts-page';
import { buildDiscount } from './testing/build-discount';

afterEach(() => vi.unstubAllGlobals());

const render = (discounts: ReturnType<typeof buildDiscount>[]) => {
  stubAdminApi({ 'GET /api/admin/discounts': () => ({ body: { success: true, discounts } }) });
  return renderWithRouter(<DiscountsPage />);
};

describe('DiscountsPage', () => {
  it('lists each discount in words, with its uses, discount given and revenue', async () => {
    const { user, router } = render([
      buildDiscount({
        usageCap: 100,
        uses: 3,
        discountGiven: 31_000,
        revenue: 2_50_000_00,
      }),
      buildDiscount({
        id: 'd2',
        name: 'Free shipping weekend',
        method: 'automatic',
        code: null,
        kind: 'free_shipping',
        value: 0,
        minSubtotal: 0,
        status: 'scheduled',
      }),
      buildDiscount({
        id: 'd3',
        name: 'Poster trio',
        method: 'automatic',
        code: null,
        kind: 'cheapest_free',
        buyQuantity: 3,
        minSubtotal: 0,
        status: 'ended',
      }),
      buildDiscount({
        id: 'd4',
        name: 'Old',
        kind: 'fixed',
        value: 15_000,
        active: false,
        paidOnlineOnly: true,
        status: 'disabled',
      }),
    ]);
    const items = within(await screen.findByRole('list', { name: 'Discounts' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(4);
    const [festive, shipping, trio, old] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(festive).toHaveTextContent('FESTIVE10 · 10% off · on orders from ₹500');
    expect(within(festive).getByText('Active')).toBeVisible();
    expect(within(festive).getByText('Uses').nextSibling).toHaveTextContent('3 of 100');
    expect(within(festive).getByText('Discount given').nextSibling).toHaveTextContent('₹310');
    expect(within(festive).getByText('Revenue').nextSibling).toHaveTextContent('₹2,50,000');
    expect(shipping).toHaveTextContent('Automatic · Free shipping');
    expect(within(shipping).getByText('Scheduled')).toBeVisible();
    expect(within(shipping).getByText('0 (no cap)')).toBeVisible();
    expect(trio).toHaveTextContent('Buy 3, get the cheapest free');
    expect(within(trio).getByText('Ended')).toBeVisible();
    expect(old).toHaveTextContent('₹150 off · on orders from ₹500 · only when paying online');
    expect(festive).not.toHaveTextContent('paying online');
    expect(within(old).getByText('Disabled')).toBeVisible();

    await user.click(within(festive).getByRole('link', { name: 'Festive sale' }));
    expect(router.state.location.pathname).toBe('/admin/discounts/d1');
  });

  it('says when there is none yet, and links to the form', async () => {
    const { user, router } = render([]);
    expect(await screen.findByText(/No discounts yet/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Create the first discount' }));
    expect(router.state.location.pathname).toBe('/admin/discounts/new');
  });
});
