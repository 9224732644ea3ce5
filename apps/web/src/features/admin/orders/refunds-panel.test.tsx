import { fromMinor } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/render-with-router';
import type { Refund, RefundList } from '../api/refunds';
import { stubAdminApi } from '../testing/stub-admin-api';
import { RefundsPanel } from './refunds-panel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const PATH = '/api/admin/orders/o1/refunds';

const refund = (over: Partial<Refund> = {}): Refund => ({
  id: 'r1',
  paymentId: 'pay_1',
  method: 'gateway',
  gatewayRefundId: 'rfnd_1',
  amount: 200,
  currency: 'INR',
  reason: 'A corner arrived bent',
  status: 'processed',
  failureReason: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...over,
});

const list = (over: Partial<RefundList> = {}): RefundList => ({
  success: true,
  captured: 1249.5,
  refunded: 200,
  currency: 'INR',
  credited: 0,
  orderValue: 1249.5,
  valueLeft: 1049.5,
  storeCreditAllowed: true,
  payments: [
    {
      paymentId: 'pay_1',
      amount: 1249.5,
      refunded: 200,
      status: 'captured',
      reason: null,
      currency: 'INR',
    },
  ],
  refunds: [refund()],
  ...over,
});

function renderPanel(data: RefundList = list()) {
  const api = stubAdminApi({
    'GET /api/admin/orders/:id/refunds': () => ({ body: data }),
    'POST /api/admin/orders/:id/refunds': ({ body }) => {
      const { amountMinor, method } = body as { amountMinor: number; method?: string };
      const made = refund({
        id: 'r2',
        amount: fromMinor(amountMinor),
        ...(method === 'store_credit' && {
          method: 'store_credit',
          paymentId: null,
          gatewayRefundId: null,
        }),
      });
      return { status: 201, body: { success: true, refund: made, refunds: [made] } };
    },
  });
  const view = renderWithRouter(
    <RefundsPanel orderId="o1" orderNumber="MM-1" paid cancellable={false} />,
  );
  return { ...view, api };
}

// Typing into the form takes seconds on a busy 2-core machine.
describe('RefundsPanel', { timeout: 15_000 }, () => {
  it('starts empty and fills the remainder from its button; the toast says what was refunded', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount (INR, at most ₹1,049.50)');
    expect(amount).toHaveValue(null);
    await user.type(within(form).getByLabelText('Reason'), 'Lost in transit');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('The amount must be more than zero')).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Refund the remaining ₹1,049.50' }));
    expect(amount).toHaveValue(1049.5);
    expect(within(form).queryByText('The amount must be more than zero')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    const confirm = screen.getByRole('group', { name: 'Confirm refund' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm refund' }));
    expect(await screen.findByText('Refunded ₹1,049.50')).toBeVisible();
    expect(api.callsTo('POST', PATH)[0]?.body).toMatchObject({ amountMinor: 104950 });
    // Ready for the next one: empty again.
    expect(await screen.findByLabelText(/^Amount/)).toHaveValue(null);
  });

  it('confirms a typed amount and sends it in minor units with the currency', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText('Amount (INR, at most ₹1,049.50)');
    await user.type(amount, '10.05');
    await user.type(within(form).getByLabelText('Reason'), 'Scuffed cover');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    const confirm = screen.getByRole('group', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent('Refund ₹10.05 to the customer');
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Confirm refund' }));
    await vi.waitFor(() => expect(api.callsTo('POST', PATH)).toHaveLength(1));
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual({
      amountMinor: 1005,
      currency: 'INR',
      reason: 'Scuffed cover',
    });
  });

  it('refuses an amount with more than two decimals, and sends nothing', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Refund' });
    const amount = within(form).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '10.005');
    await user.type(within(form).getByLabelText('Reason'), 'Scuffed cover');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByText('The amount can have at most two decimals')).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Confirm refund' })).not.toBeInTheDocument();
    expect(api.callsTo('POST', PATH)).toHaveLength(0);
  });

  it('refunds a payment owed back with one click, for what is left of it', async () => {
    const { user, api } = renderPanel(
      list({
        captured: 2499,
        payments: [
          {
            paymentId: 'pay_1',
            amount: 1249.5,
            refunded: 0,
            status: 'captured',
            reason: null,
            currency: 'INR',
          },
          {
            paymentId: 'pay_2',
            amount: 1249.5,
            refunded: 0.25,
            status: 'refund_due',
            reason: 'Second payment pay_2: refund it',
            currency: 'INR',
          },
        ],
      }),
    );
    const owed = await screen.findByRole('list', { name: 'Payments owed back' });
    await user.click(within(owed).getByRole('button', { name: 'Refund ₹1,249.25 of pay_2' }));
    await vi.waitFor(() => expect(api.callsTo('POST', PATH)).toHaveLength(1));
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual({
      amountMinor: 124925,
      currency: 'INR',
      reason: 'Refund due',
      paymentId: 'pay_2',
    });
    expect(await screen.findByText('Refunded ₹1,249.25')).toBeVisible();
  });

  it('offers store credit for an account order, confirms it in its words and sends the method', async () => {
    const { user, api } = renderPanel();
    const form = await screen.findByRole('form', { name: 'Refund' });
    const to = within(form).getByRole('group', { name: 'Refund to' });
    expect(within(to).getByRole('radio', { name: 'Original payment' })).toBeChecked();
    await user.click(within(to).getByRole('radio', { name: 'Store credit' }));
    const amount = within(form).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '300');
    await user.type(within(form).getByLabelText('Reason'), 'Late parcel');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));

    const confirm = screen.getByRole('group', { name: 'Confirm refund' });
    expect(confirm).toHaveTextContent("Add ₹300 to the customer's store credit?");
    await user.click(within(confirm).getByRole('button', { name: 'Confirm refund' }));
    await vi.waitFor(() => expect(api.callsTo('POST', PATH)).toHaveLength(1));
    expect(api.callsTo('POST', PATH)[0]?.body).toEqual({
      amountMinor: 30000,
      currency: 'INR',
      reason: 'Late parcel',
      method: 'store_credit',
    });
    expect(await screen.findByText("₹300 added to the customer's store credit.")).toBeVisible();
  });

  it('offers no choice where store credit cannot take it (a guest, another currency)', async () => {
    renderPanel(list({ storeCreditAllowed: false }));
    const form = await screen.findByRole('form', { name: 'Refund' });
    expect(within(form).queryByRole('group', { name: 'Refund to' })).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio')).not.toBeInTheDocument();
  });

  it('names where each refund went and what went to gift cards and store credit', async () => {
    renderPanel(
      list({
        credited: 500,
        valueLeft: 549.5,
        refunds: [
          refund(),
          refund({
            id: 'r3',
            method: 'store_credit',
            paymentId: null,
            gatewayRefundId: null,
            amount: 500,
          }),
        ],
      }),
    );
    const history = await screen.findByRole('list', { name: 'Refund history' });
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).not.toHaveTextContent('To store credit');
    expect(items[1]).toHaveTextContent('To store credit: A corner arrived bent');
    expect(screen.getByText('To gift cards and store credit').nextElementSibling).toHaveTextContent(
      '₹500',
    );
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(within(form).getByLabelText('Amount (INR, at most ₹549.50)')).toHaveValue(null);
    expect(
      within(form).getByRole('button', { name: 'Refund the remaining ₹549.50' }),
    ).toBeVisible();
  });

  it('shows no refund form once everything is refunded', async () => {
    renderPanel(list({ refunded: 1249.5, valueLeft: 0 }));
    const history = await screen.findByRole('list', { name: 'Refund history' });
    // A whole amount reads without '.00'.
    expect(within(history).getByRole('listitem')).toHaveTextContent(/^₹200Refunded/);
    expect(screen.queryByRole('form', { name: 'Refund' })).not.toBeInTheDocument();
  });
});
