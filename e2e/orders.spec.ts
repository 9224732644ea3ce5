import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../packages/shared/src/currency';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

type PaidOrder = { orderNumber: string; charged: { amount: number; currency: string } };

/** A shopper and a paid order made the way a script would: through the API, with `auth-token`. */
async function createPaidOrder(request: APIRequestContext, email: string, password: string) {
  const ok = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as T;
  };
  await ok(
    await request.post('/api/users/register', {
      data: { name: 'Kavya Menon', email, number: '9845011111', password },
    }),
  );
  const { token } = await ok<{ token: string }>(
    await request.post('/api/users/login', { data: { email, password } }),
  );
  const headers = { 'auth-token': token };
  const { products } = await ok<{ products: Product[] }>(
    await request.get('/api/products/get-products'),
  );
  const product = products.find((p) => p.countInStock >= 2)!;
  const shipping = {
    firstName: 'Kavya',
    lastName: 'Menon',
    email,
    number: '9845011111',
    address: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipCode: '560025',
    country: 'India',
  };
  const intent = await ok<{ order_id: string; internalOrderId: string }>(
    await request.post('/api/payment/payment-intent', {
      headers,
      data: {
        currency: 'INR',
        receipt_email: email,
        orderItems: [{ id: product._id, quantity: 2 }],
        shipping,
      },
    }),
  );
  const paid = await ok<Record<string, string>>(
    await request.post('/api/payment/sandbox/pay', {
      headers,
      data: { order_id: intent.order_id, method: 'card', card_number: '4111 1111 1111 1111' },
    }),
  );
  await ok(
    await request.post('/api/payment/verify-payment', {
      headers,
      data: { ...paid, internalOrderId: intent.internalOrderId },
    }),
  );
  const { orders } = await ok<{ orders: PaidOrder[] }>(
    await request.get('/api/products/my-orders', { headers }),
  );
  return { order: orders[0]!, product };
}

test('Order History: the paid order, its details and its tracking', async ({ page, request }) => {
  const email = `kavya.${unique()}@example.com`;
  const { order, product } = await createPaidOrder(request, email, 'secret12');

  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/profile?query=orders');
  await expect(page.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article', { name: `Order ${order.orderNumber}` });
  await expect(card).toBeVisible();
  await expect(
    card.getByText(/^Placed on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M$/),
  ).toBeVisible();
  await expect(card.getByText(product.title)).toBeVisible();
  await expect(card.getByText('Quantity: 2')).toBeVisible();
  await expect(card.getByText(/^Total:/)).toHaveText(
    `Total: ${formatMoney(order.charged.amount, order.charged.currency)}`,
  );
  expect(order.charged.currency).toBe('INR');

  await card.getByRole('button', { name: 'View Details' }).click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await expect(details).toBeVisible();
  await expect(details.locator('address')).toContainText('Kavya Menon');
  await expect(details.locator('address')).toContainText('7 Residency Road');
  await expect(details.locator('address')).toContainText('Bengaluru, Karnataka, 560025');
  // Paid but not yet moved on by the shop: 'Placed' (the timeline's word, issue 13), in amber.
  const badge = details.getByText('Placed', { exact: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-status', 'pending');
  await expect(badge).toHaveClass(/bg-amber-100/);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(card.getByRole('button', { name: 'View Details' })).toBeFocused();

  await card.getByRole('button', { name: 'Track Order' }).click();
  const tracking = page.getByRole('dialog', { name: 'Track Order' });
  await expect(tracking.getByText('Estimated delivery')).toBeVisible();
  await expect(tracking.getByText('Not assigned yet')).toBeVisible();
  const steps = tracking.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.nth(0)).toHaveAttribute('data-state', 'completed');
  await expect(steps.nth(0).locator('time')).toHaveText(/\d{4} at /);
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(steps.nth(1)).toContainText('Processing');
  await expect(tracking.getByText('Placed', { exact: true })).toBeVisible();
  await expect(tracking.locator('[aria-current="step"]')).toHaveCount(1);
  await tracking.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(tracking).toBeHidden();
  await expect(card.getByRole('button', { name: 'Track Order' })).toBeFocused();
});

test('Order History: a shopper without orders is invited to start shopping', async ({
  page,
  request,
}) => {
  const email = `nadia.${unique()}@example.com`;
  await request.post('/api/users/register', {
    data: { name: 'Nadia Khan', email, number: '9845022222', password: 'secret12' },
  });
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email Address').fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile?query=orders');
  await expect(page.getByText("You haven't placed any orders yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
