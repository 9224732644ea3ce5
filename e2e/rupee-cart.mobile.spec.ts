/**
 * Issue 25 on a phone: the cart shows whole rupees, a sale's struck MRP and what it saves, and
 * "Includes ₹X GST" instead of a tax added on top; the total is the sum of the prices shown.
 */
import { computeInclusiveTotals } from '../packages/shared/src/cart-totals';
import { formatMoney } from '../packages/shared/src/currency';
import { fromMinor, toMinor } from '../packages/shared/src/money';
import { effectivePrice } from '../packages/shared/src/pricing';
import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';
import { addFromProductPage } from './shop-steps';

test.use({ viewport: { width: 390, height: 844 } });

test('the cart on a phone reads in whole rupees and says the GST its prices include', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const onSale = products.find((p) => p.salePrice !== null && p.countInStock >= 2)!;
  const regular = products.find((p) => p.salePrice === null && p.countInStock >= 2)!;
  const inr = (minor: number) => formatMoney(fromMinor(minor), 'INR');

  // The product page: the sale price, the struck MRP and the saving.
  await addFromProductPage(page, onSale);
  const main = page.getByRole('main');
  const saved = toMinor(onSale.price) - toMinor(onSale.salePrice!);
  await expect(main.getByText(formatMoney(onSale.salePrice!, 'INR')).first()).toBeVisible();
  await expect(
    main.locator('s', { hasText: formatMoney(onSale.price, 'INR') }).first(),
  ).toBeVisible();
  await expect(
    main.getByText(
      `You save ${inr(saved)} (${Math.floor((saved * 100) / toMinor(onSale.price))}%)`,
    ),
  ).toBeVisible();
  await addFromProductPage(page, regular);

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const totals = computeInclusiveTotals(
    [onSale, regular].map((p) => ({
      unitMinor: toMinor(effectivePrice(p)),
      quantity: 1,
      taxPercent: p.taxPercent,
    })),
    0,
    true,
  );
  await expect(summary.getByText(`Includes ${inr(totals.tax)} GST`)).toBeVisible();
  await expect(summary).toContainText(inr(totals.total));
  // Whole rupees: the seeded prices have no paise, so no line or total shows any (no ".00");
  // only the GST inside them may have paise.
  for (const text of await page.getByText(/^Line total:/).allInnerTexts())
    expect(text).toMatch(/^Line total: ₹[\d,]+$/);
  await expect(summary.locator('dd')).toHaveText([inr(totals.subtotal), inr(totals.total)]);
  expect(inr(totals.total)).not.toContain('.');
  await expect(summary).not.toContainText(/Tax \(|Discount/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
});
