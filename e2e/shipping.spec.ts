/**
 * Issue 13: the shipping the checkout charges and the Shipping policy page print come from one
 * rate table the owner edits in the back office.
 */
import { admin, signInAsOwner } from './admin-helpers';
import { expect, test } from './fixtures';
import { addFromProductPage, inStockProducts, signedInShopper } from './shop-steps';

async function setExpressPrice(page: import('@playwright/test').Page, rupees: string) {
  await page.goto('/admin/shipping');
  // The India zone's second method is Express (the seeded order).
  const india = page.getByRole('group', { name: 'India', exact: true });
  await expect(india.getByLabel('Name', { exact: true }).nth(1)).toHaveValue('Express');
  await india.getByLabel('Price (INR)').nth(1).fill(rupees);
  await page.getByRole('button', { name: 'Save shipping rates' }).click();
  await expect(page.getByText('Shipping rates saved')).toBeVisible();
}

test('the owner changes a rate; the policy page and the checkout show the new one', async ({
  browser,
  request,
}) => {
  // Two browsers, an owner's two-step sign-in, a shopper's sign-up and checkout: about 24 s on an
  // idle 2-core machine, so the default 30 s left no room for a busy one.
  test.setTimeout(60_000);
  const owner = await browser.newPage();
  await signInAsOwner(owner, request);
  await admin(owner).getByRole('link', { name: 'Shipping' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  try {
    // ₹199 in rupees; a shopper in dollars sees it converted and rounded up to .99.
    await setExpressPrice(owner, '199');

    const shopper = await browser.newPage();
    await shopper.goto('/shipping');
    const table = shopper.getByRole('table', { name: 'Delivery options to India' });
    await expect(table.getByRole('row', { name: /Express/ })).toContainText('₹199');

    const [product] = await inStockProducts(request);
    await signedInShopper(shopper, request, 'rates');
    await addFromProductPage(shopper, product!);
    await shopper.goto('/checkout');
    const main = shopper.getByRole('main');
    const methods = main.getByRole('group', { name: 'Shipping method' });
    await expect(methods.getByRole('radio', { name: /Standard/ })).toBeChecked();
    await methods.getByRole('radio', { name: /Express/ }).check();
    const summary = main.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Shipping₹199');
  } finally {
    await setExpressPrice(owner, '149');
  }
});
