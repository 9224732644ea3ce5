/**
 * Issue 28 (record 052): a signed-in customer buys with the sandbox card, the order is delivered,
 * they ask for a return refunded to store credit, the owner approves it, the credit shows on
 * their profile, and their next order is cheaper by it when they tick 'Use my store credit'.
 */
import type { Page } from '@playwright/test';
import { formatMoney } from '../packages/shared/src/currency';
import { fromMinor } from '../packages/shared/src/money';
import { png, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, PAY, signedInShopper } from './shop-steps';

/** The rupees a 'Pay ₹1,234.50' button names, in paise. */
const paiseOf = (label: string) =>
  Math.round(Number(/₹([\d,]+(?:\.\d{2})?)/.exec(label)![1]!.replaceAll(',', '')) * 100);
const inr = (paise: number) => formatMoney(fromMinor(paise), 'INR');

/** The checkout's shipping step for a shopper without a saved address, on to the payment step. */
async function toPayment(page: Page) {
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  const main = page.getByRole('main');
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: /^Standard/ })
    .check();
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByRole('heading', { name: 'Payment' })).toBeVisible();
  return main;
}

/** Pays what the button names with the sandbox's test card; answers the order number. */
async function payWithCard(page: Page) {
  await page.getByRole('main').getByRole('button', { name: PAY }).click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}$/);
  return page.url().split('/orders/')[1]!;
}

test('a return refunded to store credit pays for part of the next order', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [product, other] = await inStockProducts(request);
  await signedInShopper(page, request, 'credit');
  await addFromProductPage(page, product!);
  await toPayment(page);
  const first = await payWithCard(page);

  // The owner, in a browser of their own, sends the order and marks it delivered.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInAsOwner(owner, request);
  const { orders } = await (await owner.request.get(`/api/admin/orders?q=${first}`)).json();
  const orderId = orders[0].id as string;
  for (const data of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'EE123456789IN', estimatedDelivery: '2026-12-01' },
    { status: 'delivered' },
  ]) {
    const moved = await owner.request.post(`/api/admin/orders/${orderId}/status`, {
      data,
      headers: { origin: new URL(owner.url()).origin },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }

  // The customer asks for the damaged item back as store credit.
  await page.goto('/profile?query=orders');
  await page
    .getByRole('article', { name: `Order ${first}` })
    .getByRole('button', { name: 'View Details' })
    .click();
  const details = page.getByRole('dialog', { name: 'Order Details' });
  await details.getByRole('button', { name: 'Request a return' }).click();
  const form = details.getByRole('form', { name: 'Request a return' });
  await form.getByRole('radio', { name: 'Arrived damaged or defective' }).check();
  await form
    .getByRole('combobox', { name: /^How many of / })
    .first()
    .selectOption('1');
  await form
    .getByLabel(/^Photos/)
    .setInputFiles({ name: 'torn.png', mimeType: 'image/png', buffer: await png(200, 80, 60) });
  const where = form.getByRole('group', { name: 'Where should the refund go?' });
  await expect(where.getByRole('radio', { name: 'Refund to the original payment' })).toBeChecked();
  await where.getByRole('radio', { name: 'Refund to store credit' }).check();
  await form.getByRole('button', { name: 'Send return request' }).click();
  await expect(details.getByRole('status')).toHaveText(
    'Your return request is sent. We reply by e-mail within two business days.',
  );

  // The owner sees the choice and approves it: the refund goes to store credit, no gateway.
  await owner.goto(`/admin/orders/${orderId}`);
  const returns = owner.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText("Refund to: Store credit (the customer's choice)");
  await returns.getByRole('button', { name: 'Approve and refund to store credit' }).click();
  await expect(returns.getByText('Return approved')).toBeVisible();
  const history = owner
    .getByRole('region', { name: 'Refunds' })
    .getByRole('list', { name: 'Refund history' });
  await expect(history).toContainText('To store credit: Return: Arrived damaged or defective');
  await ownerContext.close();

  // The credit is on the customer's profile.
  const credit = (await (await page.request.get('/api/users/me/store-credit')).json()) as {
    balance: number;
  };
  expect(credit.balance).toBeGreaterThan(0);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Store credit' });
  await expect(section).toContainText(`You have ${inr(credit.balance)} in store credit`);
  await expect(section.getByRole('list', { name: 'Store credit movements' })).toContainText(
    `Return · ${first}`,
  );

  // The next order, dearer than the credit: ticking it takes the credit off what the card pays.
  await addFromProductPage(page, product!);
  await addFromProductPage(page, other!);
  const main = await toPayment(page);
  const pay = main.getByRole('button', { name: PAY });
  const before = paiseOf((await pay.textContent())!);
  expect(before).toBeGreaterThan(credit.balance);
  await main.getByLabel(`Use my store credit (${inr(credit.balance)})`).check();
  await expect(pay).toHaveText(`Pay ${inr(before - credit.balance)}`);
  const second = await payWithCard(page);

  const after = (await (await page.request.get('/api/users/me/store-credit')).json()) as {
    balance: number;
    movements: { kind: string; amount: number; orderNumber: string }[];
  };
  expect(after.balance).toBe(0);
  expect(after.movements[0]).toMatchObject({
    kind: 'spend',
    amount: -credit.balance,
    orderNumber: second,
  });
});
