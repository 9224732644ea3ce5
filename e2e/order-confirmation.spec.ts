/**
 * The confirmation survives (issue 13, measured 3): paying lands on /orders/{number}, a reload shows
 * the order again, Back does not return to the paid checkout, and Order History links to it.
 */
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

const PAY = /^Pay ₹[\d,]+\.\d{2}$/;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the order confirmation has its own address that reloads and Order History opens', async ({
  page,
  request,
}) => {
  const [product] = (
    (await (await request.get('/api/products/get-products')).json()) as { products: Product[] }
  ).products.filter((p) => p.countInStock > 3);
  const email = `confirm.${unique()}@example.com`;
  await request.post('/api/users/register', {
    data: { name: 'Kiran', email, number: '+91 90000 12345', password: 'secret12' },
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Kiran' })).toBeVisible();

  await page.goto(`/products/${product!._id}`);
  await main
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await main.getByRole('button', { name: PAY }).click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();

  // The confirmation is the order's own page.
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}$/);
  const orderNumber = page.url().split('/orders/')[1]!;
  const thanks = main.getByRole('heading', { level: 1, name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();
  await expect(main.getByText(product!.title)).toBeVisible();
  await expect(main.getByText('221 Jubilee Hills')).toBeVisible();
  await expect(main.getByText('Estimated delivery')).toBeVisible();

  // A reload shows it again.
  await page.reload();
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();

  // Back does not return to the paid checkout: the checkout replaced itself.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/checkout$/);

  // Order History's card opens the same page.
  await page.goto('/profile?query=orders');
  await main.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(thanks).toBeVisible();
});
