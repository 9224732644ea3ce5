/**
 * Issue 30 (record 061): a customer with a paid order; the owner opens Customers, finds them by
 * their phone number (typed with spaces), opens their page and sees the order and their spend.
 * Named owner-* so it runs after admin-two-step.spec.ts, which needs the owner's first sign-in.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Product } from '../packages/shared/src';
import { admin, signInAsOwner, unique } from './admin-helpers';
import { expect, test } from './fixtures';

/** A registered customer, with a phone number no other journey uses, and one paid order. */
async function customerWithPhone(request: APIRequestContext, phone: string) {
  const email = `kavya.${unique()}@example.com`;
  await request.post('/api/users/register', {
    data: { name: 'Kavya Menon', email, number: phone, password: 'secret12' },
  });
  const { token } = await (
    await request.post('/api/users/login', { data: { email, password: 'secret12' } })
  ).json();
  const headers = { 'auth-token': token as string };
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const product = products.find((p) => p.countInStock > 5)!;
  const shipping = {
    firstName: 'Kavya',
    lastName: 'Menon',
    email,
    number: phone,
    address: '12 MG Road',
    city: 'Kochi',
    state: 'Kerala',
    zipCode: '682016',
    country: 'India',
    saveInfo: false,
  };
  const intent = await (
    await request.post('/api/payment/payment-intent', {
      headers,
      data: {
        currency: 'INR',
        receipt_email: email,
        orderItems: [{ id: product._id, quantity: 1 }],
        shipping,
      },
    })
  ).json();
  const payment = await (
    await request.post('/api/payment/sandbox/pay', {
      headers,
      data: { order_id: intent.order_id, method: 'card', card_number: '4111 1111 1111 1111' },
    })
  ).json();
  const verified = await request.post('/api/payment/verify-payment', {
    headers,
    data: { ...payment, internalOrderId: intent.internalOrderId },
  });
  expect(verified.ok()).toBe(true);
  return { email, orderNumber: (await verified.json()).orderNumber as string };
}

test('the owner finds a customer by phone and sees their orders', async ({ page, request }) => {
  test.setTimeout(60_000);
  const digits = `9${String(Date.now()).slice(-9)}`;
  const phone = `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
  const { email, orderNumber } = await customerWithPhone(request, phone);

  await signInAsOwner(page, request);
  await admin(page).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  await page
    .getByLabel('Search by name, e-mail or phone')
    .fill(`${digits.slice(0, 5)} ${digits.slice(5)}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByText('1 customer: accounts and guests.')).toBeVisible();

  await row.getByRole('link', { name: 'Kavya Menon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kavya Menon' })).toBeVisible();
  const orders = page.getByRole('region', { name: 'Orders' });
  await expect(orders.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(page.getByText('Lifetime spend')).toBeVisible();

  // A note for next time, kept with the customer.
  await page.getByLabel('Notes (only you see them)').fill('Asked about bulk journals');
  await page.getByLabel('Tags, separated by commas').fill('wholesale');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes and tags saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tags, separated by commas')).toHaveValue('wholesale');
});
