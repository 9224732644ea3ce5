/**
 * The account's order details after the sale (issue 29): its returns and refunds, the net paid,
 * and cancel or return offered only when the order's `actions` allow them, else the reason.
 */
import { AFTER_SALE_MESSAGES, DOCUMENT_PATHS, REFUND_MESSAGES, type AfterSale } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../components/product/testing/stub-api';
import { buildOrder } from '../../../../test/build-order';
import type { Order } from '../../api/get-orders';
import { renderOrdersTab } from './testing/render-orders';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDetails(order: Order) {
  stubApi({ '/api/products/my-orders': () => ({ body: { success: true, orders: [order] } }) });
  const { user } = renderOrdersTab();
  await user.click(await screen.findByRole('button', { name: 'View Details' }));
  return screen.findByRole('dialog', { name: 'Order Details' });
}

const refund = (over: Partial<AfterSale['refunds'][number]> = {}) => ({
  id: 'r1',
  amount: 500,
  method: 'gateway' as const,
  status: 'processed' as const,
  createdAt: '2026-11-23T10:00:00.000Z',
  expectedBy: '2026-12-07T10:00:00.000Z',
  creditNoteUrl: DOCUMENT_PATHS.creditNote('MM-261122-7KQ2XD', 'r1'),
  ...over,
});

describe('Returns and refunds in the order details', () => {
  it('shows a partial refund, where it went, when it arrives, its credit note and the net paid; cancel gives its reason', async () => {
    const dialog = await openDetails(
      buildOrder({
        refunds: [refund()],
        netPaid: 896,
        actions: {
          cancel: { allowed: false, reason: AFTER_SALE_MESSAGES.partlyRefunded },
          return: { allowed: false, reason: 'Not delivered yet.' },
        },
      }),
    );
    const refunds = within(dialog).getByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refund of ₹500');
    expect(refunds).toHaveTextContent('To your card / original payment');
    expect(refunds).toHaveTextContent('Expected by December 7, 2026 (7-10 business days)');
    expect(
      within(refunds).getByRole('link', { name: 'Download credit note (PDF)' }),
    ).toHaveAttribute('href', '/api/products/my-orders/MM-261122-7KQ2XD/credit-notes/r1.pdf');
    expect(within(dialog).getByText('Net paid').nextElementSibling).toHaveTextContent('₹896');
    expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(AFTER_SALE_MESSAGES.partlyRefunded)).toBeVisible();
  });

  it('offers "Cancel order" when actions allow it, and shows no net paid without refunds', async () => {
    const dialog = await openDetails(buildOrder());
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(within(dialog).queryByText('Net paid')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
  });

  it('shows a received return with its lines, a store credit refund, and why no second return', async () => {
    const dialog = await openDetails(
      buildOrder({
        status: 'delivered',
        orderStatus: 'Delivered',
        returns: [
          {
            id: 't1',
            status: 'received',
            lines: [{ itemId: 'i1', title: 'Gratitude Journal', quantity: 2 }],
            reason: 'damaged',
            createdAt: '2026-11-24T10:00:00.000Z',
            decidedAt: '2026-11-25T10:00:00.000Z',
            refundMethod: 'store_credit',
          },
        ],
        refunds: [refund({ method: 'store_credit', amount: 998, expectedBy: undefined })],
        netPaid: 398,
        actions: {
          cancel: { allowed: false, reason: REFUND_MESSAGES.cannotCancel },
          return: { allowed: false, reason: AFTER_SALE_MESSAGES.nothingToReturn },
        },
      }),
    );
    const returns = within(dialog).getByRole('list', { name: 'Returns' });
    expect(returns).toHaveTextContent('Return received');
    expect(returns).toHaveTextContent('2 × Gratitude Journal');
    expect(returns).toHaveTextContent('Requested November 24, 2026 · decided November 25, 2026');
    const refunds = within(dialog).getByRole('list', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('Refund of ₹998');
    expect(refunds).toHaveTextContent('To your store credit');
    expect(refunds).not.toHaveTextContent('Expected by');
    expect(
      within(dialog).queryByRole('button', { name: 'Request a return' }),
    ).not.toBeInTheDocument();
    expect(within(dialog).getByText(AFTER_SALE_MESSAGES.nothingToReturn)).toBeVisible();
  });

  it('offers "Request a return" when actions allow it', async () => {
    const dialog = await openDetails(
      buildOrder({
        status: 'delivered',
        orderStatus: 'Delivered',
        actions: {
          cancel: { allowed: false, reason: REFUND_MESSAGES.cannotCancel },
          return: { allowed: true },
        },
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Request a return' })).toBeVisible();
    expect(within(dialog).queryByText(REFUND_MESSAGES.cannotCancel)).not.toBeInTheDocument();
  });
});
