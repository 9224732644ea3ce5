import type { Page } from '@playwright/test';
import type { Product } from '../packages/shared/src/product';
import { acceptNotFoundErrors, expect, test } from './fixtures';

// Issue 15, storefront defects: at 390 px the product tabs overflowed ("Reviews (3)" cut off) and
// "Product Not Found" touched the screen's edges.
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [360, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the product tabs are all on screen, Reviews included', async ({ page, request }) => {
      const { products } = (await (await request.get('/api/products/get-products')).json()) as {
        products: Product[];
      };
      const product = products.find((p) => p.reviews > 0) ?? products[0]!;
      await page.goto(`/products/${product._id}`);
      const tabs = page.getByRole('tablist', { name: 'Product details' });
      await tabs.scrollIntoViewIfNeeded();
      for (const name of ['Description', 'Features', 'Specifications', /^Reviews \(\d+\)$/]) {
        const tab = tabs.getByRole('tab', { name });
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await fitsWidth(page)).toBe(true);
      await tabs.getByRole('tab', { name: /^Reviews/ }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    });

    test('the paged product list keeps its count and sort inside the margins', async ({ page }) => {
      await page.goto('/products?sort=name-asc&page=2');
      await expect(page.getByText(/^Showing \d+ of \d+ products$/)).toBeVisible();
      const sort = (await page.getByLabel('Sort by').boundingBox())!;
      expect(sort.x + sort.width).toBeLessThanOrEqual(width - 12);
      expect(await fitsWidth(page)).toBe(true);
    });

    test('Product Not Found keeps its text off the screen edges', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto('/products/no-such-product');
      const heading = page.getByRole('heading', { name: 'Product Not Found' });
      await expect(heading).toBeVisible();
      const text = page.getByText('The product you are looking for');
      const box = (await text.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(12);
      expect(box.x + box.width).toBeLessThanOrEqual(width - 12);
      acceptNotFoundErrors(consoleErrors);
    });
  });
}
