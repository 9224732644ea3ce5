/**
 * Record 036: the owner prices in rupees. A price typed in the back office is the price the
 * storefront's product page shows, in whole rupees, GST included.
 */
import type { Page } from '@playwright/test';
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { inStockProducts } from './shop-steps';

async function setPrice(page: Page, id: string, price: string, salePrice: string) {
  await page.goto(`/admin/products/${id}`);
  const form = page.getByRole('form', { name: 'Edit product' });
  await expect(form.getByRole('heading', { name: 'Pricing (INR)' })).toBeVisible();
  await form.getByLabel('Price', { exact: true }).fill(price);
  await form.getByLabel('Sale price (optional)').fill(salePrice);
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(page.getByText('Product saved.')).toBeVisible();
}

test('the owner sets a price in rupees; the product page shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const [product] = await inStockProducts(request);
  const owner = await browser.newPage();
  await signInAsOwner(owner, request);
  await admin(owner).getByRole('link', { name: 'Products' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  try {
    await setPrice(owner, product!._id, '1299', '');
    await expect(
      owner.getByRole('form', { name: 'Edit product' }).getByLabel('HSN code (GST rate)'),
    ).toHaveValue(/^\d{4}/);

    const shopper = await browser.newPage();
    await shopper
      .context()
      .addCookies([{ name: 'currency', value: 'INR', url: 'http://localhost' }]);
    await shopper.goto(`/products/${product!._id}`);
    const main = shopper.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
    await expect(main.getByText(/₹\s?1,299/).first()).toBeVisible();
  } finally {
    await setPrice(
      owner,
      product!._id,
      String(product!.price),
      product!.salePrice === null ? '' : String(product!.salePrice),
    );
  }
});
