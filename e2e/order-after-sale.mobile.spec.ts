/**
 * Issue 29 on a phone: a customer's delivered order gets a partial refund from the owner and a
 * damaged item's return, approved; the customer's order page shows both under "Returns and
 * refunds", with where the money went, its credit note and the net paid. The order and the
 * owner's steps go through the API, with the customer's and the owner's tokens.
 */
import { formatMoney } from '../packages/shared/src/currency';
import { customerWithPaidOrder, png, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';

test('a customer sees a partial refund and a return on their order page', async ({
  page,
  browser,
  request,
}) => {
  // An owner's two-step sign-in, a paid order and its after-sale steps: more than 30 s when busy.
  test.setTimeout(120_000);
  const customer = await customerWithPaidOrder(request);
  const mine = { 'auth-token': customer.token };

  const ownerPage = await browser.newPage();
  await signInAsOwner(ownerPage, request);
  const cookie = (await ownerPage.context().cookies()).find((c) => c.name === 'user_access_token');
  expect(cookie, "the owner's session cookie").toBeTruthy();
  await ownerPage.close();
  const owner = { 'auth-token': cookie!.value };

  const { orders } = await (
    await request.get(`/api/admin/orders?q=${customer.orderNumber}`, { headers: owner })
  ).json();
  const orderId = orders[0].id as string;
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'EE123456789IN', estimatedDelivery: '2026-12-01' },
    { status: 'delivered' },
  ]) {
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, {
      headers: owner,
      data,
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const refunded = await request.post(`/api/admin/orders/${orderId}/refunds`, {
    headers: owner,
    data: { amountMinor: 10_000, currency: 'INR', reason: 'Bent corner' },
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);

  // The customer asks for the damaged item back; the owner approves it.
  const order = (await (
    await request.get(`/api/products/my-orders/${customer.orderNumber}`, { headers: mine })
  ).json()) as { netPaid: number };
  const [line] = (
    (await (await request.get('/api/products/my-orders', { headers: mine })).json()) as {
      orders: { orderItems: { lineId: string; title: string }[] }[];
    }
  ).orders[0]!.orderItems;
  const asked = await request.post(`/api/products/my-orders/${customer.orderNumber}/returns`, {
    headers: mine,
    multipart: {
      reason: 'damaged',
      lines: JSON.stringify([{ itemId: line!.lineId, quantity: 1 }]),
      photo: { name: 'torn.png', mimeType: 'image/png', buffer: await png(200, 80, 60) },
    },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const returnId = ((await asked.json()) as { return: { id: string } }).return.id;
  const approved = await request.post(`/api/admin/returns/${returnId}/approve`, { headers: owner });
  expect(approved.ok(), await approved.text()).toBe(true);
  const after = (await (
    await request.get(`/api/products/my-orders/${customer.orderNumber}`, { headers: mine })
  ).json()) as { netPaid: number };
  expect(after.netPaid).toBeLessThan(order.netPaid);

  // On the phone: signed in, the order's page.
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(customer.email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Kiran' })).toBeVisible();
  await page.goto(`/orders/${customer.orderNumber}`);

  const section = main
    .getByRole('heading', { name: 'Returns and refunds' })
    .locator('xpath=ancestor::section[1]');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('list', { name: 'Returns' })).toContainText('Return approved');
  await expect(section.getByRole('list', { name: 'Returns' })).toContainText(`1 × ${line!.title}`);
  const refunds = section.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText(`Refund of ${formatMoney(100, 'INR')}`);
  await expect(refunds).toContainText('To your card / original payment');
  await expect(refunds).toContainText('Expected by');
  await expect(
    refunds.getByRole('link', { name: 'Download credit note (PDF)' }).first(),
  ).toBeVisible();
  await expect(main.getByText('Net paid').locator('xpath=..')).toContainText(
    formatMoney(after.netPaid, 'INR'),
  );
  // Nothing is left to return: the page says so instead of offering it.
  await expect(section).toContainText(
    'Every item of this order has been returned or is being returned',
  );
  await expect(section.getByRole('link', { name: 'Request a return' })).toHaveCount(0);
});
