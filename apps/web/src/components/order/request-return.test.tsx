/** The return request's choice of where the refund goes (record 052): INR orders only. */
import { RETURN_MESSAGES } from '@shop/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOrder } from '../../test/build-order';
import { renderWithRouter } from '../../test/render-with-router';
import type { CustomerOrder as Order } from '@shop/shared';
import { RequestReturn } from './request-return';

afterEach(() => vi.unstubAllGlobals());

/** Fakes the return request's answer and keeps each multipart body sent. */
function stubReturns() {
  const sent: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(init?.body as FormData);
      return new Response(JSON.stringify({ success: true, return: {} }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

async function openForm(order: Order) {
  const sent = stubReturns();
  const { user } = renderWithRouter(<RequestReturn order={order} />);
  await user.click(screen.getByRole('button', { name: 'Request a return' }));
  const form = screen.getByRole('form', { name: 'Request a return' });
  return { user, form, sent };
}

const delivered = (over: Partial<Order> = {}) =>
  buildOrder({
    status: 'delivered',
    orderStatus: 'Delivered',
    actions: { cancel: { allowed: false }, return: { allowed: true } },
    ...over,
  });

// Clicking through the form takes seconds on a busy 2-core machine.
describe('RequestReturn', { timeout: 15_000 }, () => {
  it('lets the customer send the refund to store credit', async () => {
    const order = delivered();
    const { user, form, sent } = await openForm(order);
    const where = within(form).getByRole('group', { name: 'Where should the refund go?' });
    expect(
      within(where).getByRole('radio', { name: 'Refund to the original payment' }),
    ).toBeChecked();
    await user.click(within(where).getByRole('radio', { name: 'Refund to store credit' }));
    await user.click(
      within(form).getByRole('radio', { name: 'Unused, in its original packaging' }),
    );
    const item = order.orderItems[0]!;
    await user.selectOptions(
      within(form).getByRole('combobox', { name: `How many of ${item.title}` }),
      '1',
    );
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your return request is sent.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('refundMethod')).toBe('store_credit');
    expect(sent[0]!.get('reason')).toBe('unused');
  });

  it('sends the original payment by default', async () => {
    const order = delivered();
    const { user, form, sent } = await openForm(order);
    await user.click(
      within(form).getByRole('radio', { name: 'Unused, in its original packaging' }),
    );
    await user.selectOptions(
      within(form).getByRole('combobox', { name: `How many of ${order.orderItems[0]!.title}` }),
      '1',
    );
    await user.click(within(form).getByRole('button', { name: 'Send return request' }));
    await screen.findByRole('status');
    expect(sent[0]!.get('refundMethod')).toBe('original');
  });

  it('offers no choice for an order paid in another currency', async () => {
    const { form } = await openForm(delivered({ currency: 'USD' }));
    expect(
      within(form).queryByRole('group', { name: 'Where should the refund go?' }),
    ).not.toBeInTheDocument();
    expect(within(form).queryByRole('radio', { name: 'Refund to store credit' })).toBeNull();
  });

  it('leaves a gift card out of the items to return, and says why', async () => {
    const order = delivered();
    const [journal] = order.orderItems;
    const card = {
      id: 'gc',
      title: 'Mindful Marks Gift Card',
      quantity: 1,
      price: 1000,
      returnable: false,
    };
    const { form } = await openForm({ ...order, orderItems: [journal!, card] });
    expect(
      within(form).getByRole('combobox', { name: `How many of ${journal!.title}` }),
    ).toBeVisible();
    expect(within(form).queryByRole('combobox', { name: `How many of ${card.title}` })).toBeNull();
    expect(within(form).getByText(RETURN_MESSAGES.giftCard)).toBeVisible();
  });

  it('offers no return when the order holds only gift cards', () => {
    const card = {
      id: 'gc',
      title: 'Mindful Marks Gift Card',
      quantity: 1,
      price: 1000,
      returnable: false,
    };
    stubReturns();
    renderWithRouter(<RequestReturn order={delivered({ orderItems: [card] })} />);
    expect(screen.queryByRole('button', { name: 'Request a return' })).toBeNull();
  });

  it('offers only what is left of a line already being returned (issue 29)', async () => {
    const { form } = await openForm(
      delivered({
        orderItems: [
          { id: 'p1', lineId: 'l1', title: 'Gratitude Journal', quantity: 2, price: 499 },
          { id: 'p2', lineId: 'l2', title: 'Habit Tracker Poster', quantity: 1, price: 299 },
        ],
        returns: [
          {
            id: 't1',
            status: 'requested',
            lines: [
              { itemId: 'l1', title: 'Gratitude Journal', quantity: 1 },
              { itemId: 'l2', title: 'Habit Tracker Poster', quantity: 1 },
            ],
            reason: 'damaged',
            createdAt: '2026-11-24T10:00:00.000Z',
            refundMethod: 'original',
          },
        ],
      }),
    );
    const journal = within(form).getByRole('combobox', { name: 'How many of Gratitude Journal' });
    expect(
      within(journal)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['0', '1']);
    expect(
      within(form).queryByRole('combobox', { name: 'How many of Habit Tracker Poster' }),
    ).toBeNull();
  });
});
