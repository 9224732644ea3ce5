/**
 * Record 036: the owner prices in rupees. A price typed in the back office (the variant grid's
 * "Set all prices", record 041) is the price the storefront's product page shows, in whole
 * rupees, GST included.
 */
import type { Page } from '@playwright/test';
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { inStockProducts } from './shop-steps';

async function setPrice(page: Page, id: string, price: string, salePrice: string) {
  await page.goto(`/admin/products/${id}`);
  await page.getByLabel('Price for all', { exact: true }).fill(price);
  await page.getByLabel('Sale price for all').fill(salePrice);
  await page.getByRole('button', { name: 'Set all prices' }).click();
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByText('Variants saved.')).toBeVisible();
}

test('the owner sets a price in rupees; the product page shows it', async ({
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  // One whose variants all cost the same, so putting its price back restores every variant.
  const product = (await inStockProducts(request)).find(
    (p) =>
      new Set(p.variants!.map((v) => `${v.price}|${v.salePrice}`)).size === 1 &&
      p.variants!.length > 1,
  );
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
