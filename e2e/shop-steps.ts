/** Steps the checkout journeys share: a signed-in shopper, in-stock products, adding to the cart. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { expect, whenInteractive } from './fixtures';

/** The pay button names the amount once it is known: 'Pay ₹1,234', paise only when there are some. */
export const PAY = /^Pay ₹[\d,]+(\.\d{2})?$/;

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Products with a few units to spare, so journeys never race each other for the last one. */
export async function inStockProducts(request: APIRequestContext): Promise<Product[]> {
  const body = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  return body.products.filter((p) => p.countInStock > 3);
}

/** Registers a shopper named Kiran through the API and logs in through the form. */
export async function signedInShopper(page: Page, request: APIRequestContext, prefix = 'buyer') {
  const email = `${prefix}.${unique()}@example.com`;
  await request.post('/api/users/register', {
    data: { name: 'Kiran', email, number: '+91 90000 12345', password: 'secret12' },
  });
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email Address').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('secret12');
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Kiran' })).toBeVisible();
  return email;
}

export { whenInteractive };

export async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/products/${product._id}`);
  await whenInteractive(page);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
  await expect(page.getByText(`${product.title} added to your cart`)).toBeVisible();
}

/**
 * From the checkout's shipping step to the confirmation: fills the address a new shopper lacks,
 * picks a shipping method, pays with the sandbox's test card. Returns the order number.
 */
export async function payAtCheckout(page: Page, method: 'Standard' | 'Express' = 'Standard') {
  const main = page.getByRole('main');
  await main.getByLabel('Last name').fill('Rao');
  await main.getByLabel('Address').fill('221 Jubilee Hills');
  await main.getByLabel('City').fill('Hyderabad');
  await main.getByLabel('State').selectOption('Telangana');
  await main.getByLabel('PIN code').fill('500033');
  await main
    .getByRole('group', { name: 'Shipping method' })
    .getByRole('radio', { name: new RegExp(`^${method}`) })
    .check();
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(main.getByText(`Shipping method: ${method}`)).toBeVisible();
  await main.getByRole('button', { name: PAY }).click();
  const window = page.getByRole('dialog');
  await window.getByLabel('Card number').fill('4111 1111 1111 1111');
  await window.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/orders\/MM-\d{6}-[A-Z0-9]{6}$/);
  return page.url().split('/orders/')[1]!;
}

/** The confirmation shows the order, again after a reload, and Order History opens it. */
export async function confirmationSurvives(page: Page, orderNumber: string, method: string) {
  const main = page.getByRole('main');
  const thanks = main.getByRole('heading', { level: 1, name: 'Thank you for your order' });
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();
  await expect(main.getByText(method, { exact: true })).toBeVisible();
  await page.reload();
  await expect(thanks).toBeVisible();
  await expect(main.getByText(orderNumber)).toBeVisible();
  await page.goto('/profile?query=orders');
  await main.getByRole('link', { name: `Order ${orderNumber}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(thanks).toBeVisible();
}
