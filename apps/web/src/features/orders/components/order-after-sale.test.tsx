/**
 * The order page's "Returns and refunds" (issue 29): a guest's credit note carries the page's
 * token; an allowed action links to the account's orders (a guest's is right here, with the
 * token), one not allowed gives its reason.
 */
import {
  AFTER_SALE_MESSAGES,
  DOCUMENT_PATHS,
  REFUND_MESSAGES,
  type OrderConfirmation,
} from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrder, buildTracking } from '../../../test/build-order';
import { renderWithRouter } from '../../../test/render-with-router';
import { OrderAfterSale } from './order-after-sale';

const NUMBER = 'MM-261122-7KQ2XD';

afterEach(() => {
  vi.unstubAllGlobals();
});

function confirmation(overrides: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    ...buildOrder(),
    lines: [],
    discounts: [],
    giftCards: [],
    storeCredit: 0,
    amountMinor: 139_600,
    currency: 'INR',
    estimatedDate: '2026-11-29T12:15:00.000Z',
    shippingMethod: 'Standard',
    earliestDate: null,
    guest: false,
    buyerGstin: null,
    businessName: null,
    cod: null,
    track: buildTracking(),
    ...overrides,
  };
}

const refunded = {
  refunds: [
    {
      id: 'r1',
      amount: 500,
      method: 'gateway' as const,
      status: 'processed' as const,
      createdAt: '2026-11-23T10:00:00.000Z',
      expectedBy: '2026-12-07T10:00:00.000Z',
      creditNoteUrl: DOCUMENT_PATHS.creditNote(NUMBER, 'r1'),
    },
  ],
  netPaid: 896,
};

describe("the order page's returns and refunds", () => {
  it("gives a guest's credit note link the page's token, and the cancel's reason", () => {
    renderWithRouter(
      <OrderAfterSale
        order={confirmation({
          ...refunded,
          guest: true,
          actions: {
            cancel: { allowed: false, reason: AFTER_SALE_MESSAGES.partlyRefunded },
            return: { allowed: false },
          },
        })}
        token="tok en"
      />,
    );
    const section = screen
      .getByRole('heading', { name: 'Returns and refunds' })
      .closest('section')!;
    expect(within(section).getByText(/Refund of ₹500/)).toBeVisible();
    expect(within(section).getByText(/To your card \/ original payment/)).toBeVisible();
    expect(
      within(section).getByRole('link', { name: 'Download credit note (PDF)' }),
    ).toHaveAttribute(
      'href',
      `/api/products/my-orders/${NUMBER}/credit-notes/r1.pdf?token=tok%20en`,
    );
    expect(within(section).getByText(AFTER_SALE_MESSAGES.partlyRefunded)).toBeVisible();
    expect(within(section).queryByRole('link', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('offers "Request a return" from the account when actions allow it', () => {
    renderWithRouter(
      <OrderAfterSale
        order={confirmation({
          status: 'delivered',
          actions: {
            cancel: { allowed: false, reason: REFUND_MESSAGES.cannotCancel },
            return: { allowed: true },
          },
        })}
        token={null}
      />,
    );
    expect(screen.getByRole('link', { name: 'Request a return' })).toHaveAttribute(
      'href',
      '/profile?query=orders',
    );
    expect(screen.getByText('Nothing has been returned or refunded.')).toBeVisible();
  });

  it('is not there on a fresh order', () => {
    renderWithRouter(<OrderAfterSale order={confirmation()} token={null} />);
    expect(screen.queryByRole('heading', { name: 'Returns and refunds' })).not.toBeInTheDocument();
  });

  it("lets a guest cancel here with the page's token", async () => {
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(
          JSON.stringify({ success: true, message: 'Your order is cancelled.', refund: null }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderWithRouter(
      <OrderAfterSale
        order={confirmation({
          guest: true,
          actions: { cancel: { allowed: true }, return: { allowed: false } },
        })}
        token="tok en"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('group', { name: 'Confirm cancellation' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/products/my-orders/${NUMBER}/cancel?token=tok+en`);
    expect(init?.method).toBe('POST');
  });

  it('offers a guest the return form, without store credit (kept on an account)', async () => {
    const { user } = renderWithRouter(
      <OrderAfterSale
        order={confirmation({
          guest: true,
          status: 'delivered',
          actions: { cancel: { allowed: false }, return: { allowed: true } },
        })}
        token="tok"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Request a return' }));
    expect(screen.queryByRole('link', { name: 'Request a return' })).not.toBeInTheDocument();
    expect(screen.queryByText(/store credit/i)).not.toBeInTheDocument();
  });
});
