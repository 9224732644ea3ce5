/**
 * Issue 14: the owner refunds part of a paid order through the gateway (sandbox), and a customer
 * cancels an order that has not left the studio and is refunded in full.
 */
import { expect, test } from './fixtures';
import { admin, customerWithPaidOrder, logIn, png, signInAsOwner } from './admin-helpers';

test('the owner refunds part of an order after confirming, and sees it in the refund history', async ({
  page,
  request,
}) => {
  const customer = await customerWithPaidOrder(request);
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(customer.orderNumber);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: customer.orderNumber }).click();

  const refunds = page.getByRole('region', { name: 'Refunds' });
  const form = refunds.getByRole('form', { name: 'Refund' });
  // The amount starts empty; the whole remainder is one click away (issue 29).
  const amount = form.getByLabel(/^Amount/);
  await expect(amount).toHaveValue('');
  await form.getByRole('button', { name: /^Refund the remaining ₹/ }).click();
  await expect(amount).not.toHaveValue('');
  await amount.fill('10');
  await form.getByLabel('Reason').fill('A corner arrived bent');
  await form.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = refunds.getByRole('group', { name: 'Confirm refund' });
  await expect(confirm).toContainText('Refund ₹10');
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByText('Refunded ₹10', { exact: true })).toBeVisible();

  const history = refunds.getByRole('list', { name: 'Refund history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('₹10');
  await expect(history).toContainText('Refunded');
  await expect(history).toContainText('A corner arrived bent');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Refunded');
});

test('the owner cancels and refunds an order in one step, after confirming', async ({
  page,
  request,
}) => {
  const customer = await customerWithPaidOrder(request);
  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(customer.orderNumber);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: customer.orderNumber }).click();
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await refunds.getByRole('button', { name: 'Cancel and refund' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel and refund' });
  // It starts on the safe choice.
  await expect(confirm.getByRole('button', { name: 'Back' })).toBeFocused();
  await confirm.getByLabel('Reason for the customer (optional)').fill('Out of stock');
  await confirm.getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(refunds.getByRole('list', { name: 'Refund history' })).toContainText('Refunded');
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expect(refunds.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
});

test('a customer cancels an order before dispatch and is refunded in full', async ({
  page,
  request,
}) => {
  const customer = await customerWithPaidOrder(request);
  await page.goto('/login');
  await logIn(page, customer.email, 'secret12');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/profile?query=orders');
  const card = page.getByRole('article', { name: `Order ${customer.orderNumber}` });
  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Cancel order' }).click();
  await details
    .getByRole('group', { name: 'Confirm cancellation' })
    .getByRole('button', { name: 'Yes, cancel the order' })
    .click();
  await expect(
    details.getByText('Refunded to your original payment method (7-10 business days).'),
  ).toBeVisible();
  await expect(details.getByText('Cancelled')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('a customer returns a damaged item with a photo; the owner approves, refunds and restocks', async ({
  page,
  browser,
  request,
}) => {
  const customer = await customerWithPaidOrder(request);
  await signInAsOwner(page, request);
  // The order reaches the customer (the status form itself is covered by admin.spec.ts).
  const { orders } = await (
    await page.request.get(`/api/admin/orders?q=${customer.orderNumber}`)
  ).json();
  const orderId = orders[0].id as string;
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'EE123456789IN', estimatedDelivery: '2026-12-01' },
    { status: 'delivered' },
  ]) {
    const moved = await page.request.post(`/api/admin/orders/${orderId}/status`, {
      data,
      headers: { origin: new URL(page.url()).origin },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  const context = await browser.newContext();
  const shopper = await context.newPage();
  await shopper.goto('/login');
  await logIn(shopper, customer.email, 'secret12');
  await expect(shopper).not.toHaveURL(/\/login/);
  await shopper.goto('/profile?query=orders');
  await shopper
    .getByRole('article', { name: `Order ${customer.orderNumber}` })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = shopper.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Request a return' }).click();
  const form = details.getByRole('form', { name: 'Request a return' });
  await form.getByRole('radio', { name: 'Arrived damaged or defective' }).check();
  await form
    .getByRole('combobox', { name: /^How many of / })
    .first()
    .selectOption('1');
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Please add at least one photo of the damaged item and its packaging.',
  );
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'crushed.png', mimeType: 'image/png', buffer: await png(180, 60, 60) });
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(details.getByRole('status')).toHaveText(
    'Your return request is sent. We reply by e-mail within two business days.',
  );
  await context.close();

  await page.goto(`/admin/orders/${orderId}`);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns.getByText('Return requested')).toBeVisible();
  await expect(returns.getByRole('img', { name: /^What the customer sent/ })).toBeVisible();
  await returns.getByRole('button', { name: 'Approve and refund' }).click();
  await expect(returns.getByText('Return approved')).toBeVisible();
  await returns.getByRole('button', { name: 'Mark parcel received (restock)' }).click();
  await expect(returns.getByText('Return received')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Refunds' }).getByRole('list', { name: 'Refund history' }),
  ).toContainText('Return: Arrived damaged or defective');
});
