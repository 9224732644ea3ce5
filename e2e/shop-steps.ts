/** Steps the checkout journeys share: a signed-in shopper, in-stock products, adding to the cart. */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { expect } from './fixtures';

/** The pay button names the amount once it is known: 'Pay ₹1,234.00' (issue 13). */
export const PAY = /^Pay ₹[\d,]+\.\d{2}$/;

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

export async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/products/${product._id}`);
  await page
    .getByRole('main')
    .getByRole('button', { name: /^Add to Cart/ })
    .first()
    .click();
}
