/** The order's returns as the owner reads them: where the customer asked the refund to go. */
import type { OrderReturn } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAdminOrder } from '../../../test/build-order';
import { renderWithRouter } from '../../../test/render-with-router';
import { stubAdminApi } from '../testing/stub-admin-api';
import { ReturnsPanel } from './returns-panel';

afterEach(() => vi.unstubAllGlobals());

const order = buildAdminOrder({ _id: 'o1' });
const asked = (over: Partial<OrderReturn> = {}): OrderReturn => ({
  id: 'ret1',
  reason: 'damaged',
  note: '',
  lines: [{ itemId: order.orderItems[0]!.lineId ?? 'l1', quantity: 1 }],
  photos: [],
  status: 'requested',
  ownerMessage: null,
  refundId: null,
  refundMethod: 'store_credit',
  createdAt: '2026-11-22T12:15:00.000Z',
  ...over,
});

function renderPanel(item: OrderReturn) {
  const api = stubAdminApi({
    'GET /api/admin/orders/:id/returns': () => ({ body: { success: true, returns: [item] } }),
    'POST /api/admin/returns/:id/approve': () => ({
      body: { success: true, return: { ...item, status: 'approved', refundId: 'r1' } },
    }),
  });
  return { ...renderWithRouter(<ReturnsPanel order={order} />), api };
}

describe('ReturnsPanel', () => {
  it("shows the customer's choice of store credit and approves to it", async () => {
    const { user, api } = renderPanel(asked());
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(panel).toHaveTextContent("Refund to: Store credit (the customer's choice)");
    await user.click(
      within(panel).getByRole('button', { name: 'Approve and refund to store credit' }),
    );
    await vi.waitFor(() =>
      expect(api.callsTo('POST', '/api/admin/returns/ret1/approve')).toHaveLength(1),
    );
  });

  it('says the original payment when the customer chose it', async () => {
    renderPanel(asked({ refundMethod: 'original' }));
    const panel = await screen.findByRole('region', { name: 'Returns' });
    expect(panel).toHaveTextContent('Refund to: Original payment');
    expect(within(panel).getByRole('button', { name: 'Approve and refund' })).toBeVisible();
  });
});
