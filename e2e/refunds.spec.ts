/**
 * Issue 14: the owner refunds part of a paid order through the gateway (sandbox), and a customer
 * cancels an order that has not left the studio and is refunded in full.
 */
import { expect, test } from './fixtures';
import { admin, customerWithPaidOrder, logIn, signInAsOwner } from './admin-helpers';

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
  await form.getByLabel(/^Amount/).fill('10');
  await form.getByLabel('Reason').fill('A corner arrived bent');
  await form.getByRole('button', { name: 'Refund' }).click();
  const confirm = refunds.getByRole('group', { name: 'Confirm refund' });
  await expect(confirm).toContainText('Refund ₹10.00');
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();

  const history = refunds.getByRole('list', { name: 'Refund history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('₹10.00');
  await expect(history).toContainText('Refunded');
  await expect(history).toContainText('A corner arrived bent');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText('Refunded');
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
