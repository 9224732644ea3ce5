import type { Product } from '../packages/shared/src/product';
import { formatMoney } from '../packages/shared/src/currency';
import { fromMinor, toMinor } from '../packages/shared/src/money';
import { convertShopMinor } from '../packages/shared/src/shop-money';
import { acceptNotFoundErrors, expect, test } from './fixtures';

type ListBody = { products: Product[] };

test('home shows featured products', async ({ page, request }) => {
  const featured = (
    (await (await request.get('/api/products/get-products?featured=true')).json()) as ListBody
  ).products;
  await page.goto('/');
  await expect(page).toHaveTitle(/Mindful Marks/);
  const section = page.getByRole('region', { name: 'Featured products' });
  await expect(section.getByRole('article').first()).toBeVisible();
  await expect(section.getByRole('link', { name: featured[0]!.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products');
});

test('a category button filters and the URL carries it', async ({ page }) => {
  await page.goto('/products');
  await expect(page.getByText(/^Showing \d+ (of \d+ )?products$/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: 'Planners' })
    .click();
  await expect(page).toHaveURL(/\/products\?category=planners/);
  await expect(page.getByRole('heading', { level: 1, name: 'Planners' })).toBeVisible();
  const categories = page
    .getByRole('article')
    .locator('p')
    .filter({ hasText: /^(planners|trackers|posters|journals|accessories)$/i });
  await expect(categories.first()).toBeVisible();
  // The heading can change before the list does (the old page stays while the new one loads).
  await expect
    .poll(async () => [...new Set((await categories.allInnerTexts()).map((t) => t.toLowerCase()))])
    .toEqual(['planners']);
});

test('the product list pages through the catalogue, the page in the URL', async ({
  page,
  request,
}) => {
  const total = ((await (await request.get('/api/products/get-products')).json()) as ListBody)
    .products.length;
  expect(total).toBeGreaterThan(24);
  await page.goto('/products?sort=name-asc');
  await expect(page.getByText(`Showing 24 of ${total} products`)).toBeVisible();
  const titles = page.getByRole('article').getByRole('heading');
  const first = await titles.allInnerTexts();
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/products\?sort=name-asc&page=2$/);
  await expect(page.getByText(`Showing ${total - 24} of ${total} products`)).toBeVisible();
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const second = await titles.allInnerTexts();
  expect(second.filter((t) => first.includes(t))).toEqual([]);
  expect(second[0]! > first.at(-1)!).toBe(true);
  // A new order starts again at the first page.
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
});

test('each sort order sorts', async ({ page, request }) => {
  const all = ((await (await request.get('/api/products/get-products')).json()) as ListBody)
    .products;
  const paid = (p: Product) => p.salePrice ?? p.price;
  // The server sorts names by code point (the database's C collation); the first page shows 24.
  const byName = (a: Product, b: Product) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);
  const firstPage = (list: Product[]) => list.slice(0, 24).map((p) => p.title);
  const expected: Record<string, string[]> = {
    'price-asc': firstPage([...all].sort((a, b) => paid(a) - paid(b))),
    'price-desc': firstPage([...all].sort((a, b) => paid(b) - paid(a))),
    'name-asc': firstPage([...all].sort(byName)),
    'name-desc': firstPage([...all].sort((a, b) => byName(b, a))),
  };
  await page.goto('/products');
  const titles = page.getByRole('article').getByRole('heading');
  await expect(titles.first()).toBeVisible();
  for (const [sort, order] of Object.entries(expected)) {
    await page.getByLabel('Sort by').selectOption(sort);
    await expect(page).toHaveURL(new RegExp(`sort=${sort}`));
    if (sort.startsWith('name')) {
      await expect(titles).toHaveText(order);
    } else {
      // Equal prices may come in either order: compare the first and last, once the new order
      // has replaced the previous one on screen.
      const priceOf = (title: string | undefined) => paid(all.find((p) => p.title === title)!);
      await expect
        .poll(async () => {
          const shown = await titles.allInnerTexts();
          return [priceOf(shown[0]), priceOf(shown.at(-1))];
        })
        .toEqual([priceOf(order[0]), priceOf(order.at(-1))]);
    }
  }
});

test('a product page shows gallery, tabs and price, and the viewer closes on Escape', async ({
  page,
  request,
}) => {
  const product = (
    (await (await request.get('/api/products/get-products')).json()) as ListBody
  ).products.find((p) => p.image.length >= 3)!;
  await page.goto(`/products/${product._id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect(page).toHaveTitle(`${product.title} | Mindful Marks`);
  const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
  await expect(thumbs).toHaveCount(product.image.length);
  await thumbs.nth(1).click();
  for (const tab of ['Features', 'Specifications', 'Description']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByRole('tab', { name: /Reviews/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Add to Cart/ }).first()).toBeVisible();
});

test('switching currency to USD then EUR shows prices converted by the served rates and rounded by their rule', async ({
  page,
  request,
}) => {
  const product = (
    (await (await request.get('/api/products/get-products')).json()) as ListBody
  ).products.find((p) => p.salePrice === null && p.countInStock > 0)!;
  const { rates, rounding, shopCurrency } = await (await request.get('/api/currency/rates')).json();
  const shown = (code: string) =>
    formatMoney(
      fromMinor(convertShopMinor(toMinor(product.price), code, { shopCurrency, rates, rounding })),
      code,
    );
  await page.goto(`/products/${product._id}`);
  const main = page.getByRole('main');
  // Rupees as they are, in whole rupees: the shop's own currency.
  await expect(main.getByText(formatMoney(product.price, 'INR')).first()).toBeVisible();
  for (const code of ['USD', 'EUR']) {
    await page.getByRole('button', { name: /^Currency:/ }).click();
    await page.getByRole('menuitemradio', { name: new RegExp(code) }).click();
    await expect(main.getByText(shown(code)).first()).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
});

test('an unknown path shows Page Not Found', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /products/i })
      .first(),
  ).toBeVisible();
  acceptNotFoundErrors(consoleErrors);
});

test('an unknown product shows Product Not Found', async ({ page, consoleErrors }) => {
  await page.goto('/products/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /products/i }).last()).toBeVisible();
  acceptNotFoundErrors(consoleErrors);
});
