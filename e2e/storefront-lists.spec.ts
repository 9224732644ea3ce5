import type { Product } from '../packages/shared/src/product';
import { expect, test } from './fixtures';

// Issue 15: Journals and Accessories (10 of the catalogue's products) were missing from the
// Products dropdown, the footer, the category pills and the home collections.
const CATEGORIES = ['Trackers', 'Planners', 'Posters', 'Journals', 'Accessories'];

test('every category is reachable from the dropdown, the pills, the footer and the home page', async ({
  page,
}) => {
  await page.goto('/');
  const collections = page.getByRole('region', { name: 'Find your ritual' });
  for (const name of CATEGORIES)
    await expect(
      collections.getByRole('link', { name: new RegExp(`Shop ${name}`, 'i') }),
    ).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const name of CATEGORIES)
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      `/products?category=${name.toLowerCase()}`,
    );

  await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
  const menu = page.getByRole('menu');
  for (const name of CATEGORIES) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Journals' }).click();
  await expect(page).toHaveURL(/\/products\?category=journals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journals' })).toBeVisible();

  // The pills offer every category too, and Accessories lists accessories.
  const pills = page.getByRole('navigation', { name: 'Product categories' });
  for (const name of ['All', ...CATEGORIES])
    await expect(pills.getByRole('link', { name, exact: true })).toBeVisible();
  await pills.getByRole('link', { name: 'Accessories', exact: true }).click();
  await expect(page).toHaveURL(/category=accessories/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessories' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link').filter({ hasText: /./ }).first(),
  ).toBeVisible();
});

// Issue 15: product pages ended after the tabs; now they end with in-stock products of the same
// category (and the delivery estimate sits by Add to Cart).
test('a product page ends with other in-stock products of its category, one click away', async ({
  page,
  request,
}) => {
  const { products } = (await (await request.get('/api/products/get-products')).json()) as {
    products: Product[];
  };
  const product = products.find((p) => p.category.slug === 'journals')!;
  const sameCategory = products.filter(
    (p) => p.category.slug === 'journals' && p._id !== product._id && p.countInStock > 0,
  );
  await page.goto(`/products/${product._id}`);
  await expect(page.getByText(/^Delivery in India: .+ with \w+ shipping/)).toBeVisible();
  const related = page.getByRole('region', { name: 'More journals you may like' });
  const titles = related.getByRole('heading', { level: 3 });
  await expect(titles.first()).toBeVisible();
  const shown = await titles.allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(4);
  for (const title of shown) expect(sameCategory.map((p) => p.title)).toContain(title);
  await titles.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: shown[0] })).toBeVisible();
});
